"""Moving a ship: how far she may sail, the finite menu of moves that bots and tests can list,
any other legal move given as the point her bow is to reach (`move:<ship>:<x>,<y>`), and why a
move is refused, in words (docs/rules/davy_jones.md, "Geometry")."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from pirates_lib.engine import Action

from . import components as c
from . import fleet as f
from .geometry import Box, Shape, touches
from .sailing import (area_run, course_to, dock_course, free_run, near, near_edge, near_ships, sail,
                      sails_clear)
from .sailing import menu as run_menu

if TYPE_CHECKING:
    from .state import DavyJonesState

NUMBER = r"(-?\d{1,5}(?:\.\d{1,3})?)"
MOVE_ID = re.compile(rf"move:([a-z]{{1,12}}-[0-9]):{NUMBER},{NUMBER}")
SLACK = 1e-9  # float noise when a clicked point lies exactly at the limit


def reach_of(state: DavyJonesState, ship: str) -> float:
    """L, or L + S while Bluewater Bart's Fair Wind is free (an assumed ability)."""
    fair = f.ability_free(state, ship, c.FAIR_WIND)
    return state.table.move_reach + (state.table.cannon_reach if fair else 0)


def menu(state: DavyJonesState, ship: str) -> list[Action]:
    """The finite menu of moves (settled ruling 5): the compass headings at each run of
    `MENU_RUNS` (and L + S with Fair Wind), plus 'dock at' each island she may dock at that a
    straight run at its centre reaches."""
    box, reach = state.boxes[ship], reach_of(state, ship)
    fixed = near(box, f.fixed_obstacles(state), reach)
    ships = near_ships(box, [b for s, b in state.boxes.items() if s != ship], reach)
    islands = tuple(i.name for i in c.ISLANDS if i.shape in fixed)
    banned = tuple(i for i in islands if not f.may_dock(state, ship, i))
    return list(_menu(ship, f.title(state, ship), box, reach, state.table.move_reach, fixed,
                      ships, islands, banned))


@lru_cache(maxsize=4096)
def _menu(ship: str, title: str, box: Box, reach: float, L: float, fixed: tuple[Shape, ...],
          ships: tuple[Box, ...], islands: tuple[str, ...], banned: tuple[str, ...]
          ) -> tuple[Action, ...]:
    """`menu` from what lies within reach: the same position gives the same menu, so a ship
    whose surroundings did not change since the last decision gets hers at once."""
    area = c.MAT if near_edge(box, c.MAT, reach) else None
    no = tuple(c.ISLAND[i].shape for i in banned)
    runs = tuple(L * k for k in c.MENU_RUNS) + ((reach,) if reach > L else ())
    out = [_sail(ship, title, h, r, L)
           for h, r in run_menu(box, c.MENU_HEADINGS, runs, fixed, ships, area, no)]
    here = f.touching_island(box)
    for island in islands:
        if island == here or island in banned:
            continue
        course = dock_course(box, c.ISLAND[island].shape, reach, fixed + ships, ships, area, no)
        if course:
            out.append(Action(f"dock:{ship}:{island}", f"Dock {title} at "
                              f"{f.island_title(island)}", "move", (ship, *course)))
    return tuple(out)


@lru_cache(maxsize=4096)
def _sail(ship: str, title: str, heading: float, run: float, move_reach: float) -> Action:
    """A menu move's Action (the same few recur all game: made once)."""
    fair = " (Fair Wind)" if run > move_reach else ""
    return Action(f"sail:{ship}:{heading:g}:{run:g}", f"Sail {title} "
                  f"{c.COMPASS[int(heading // 45)]} {run:g} mm{fair}", "move", (ship, heading, run))


def move(state: DavyJonesState, ship: str, heading: float, run: float) -> None:
    """Rulebook: 'she can move up to the length of the red (long) edge of a card ... in a
    straight line'; docking at her home island unloads her gold at once."""
    state.acted.append(ship)
    state.boxes[ship] = sail(state.boxes[ship], heading, run)
    if run > state.table.move_reach:
        state.ability_used = True
    island = f.docked_at(state, ship)
    where = f", docking at {f.island_title(island)}" if island else ""
    course = (f"sails {run:.0f} mm on heading {heading:.0f}" if round(run)
              else f"turns to heading {heading:.0f}")
    state.emit("move", f"{f.title(state, ship)} {course}{where}.", ship=ship)
    if island:
        f.unload(state, ship)


def parse_move(action_id: str) -> tuple[str, float, float] | None:
    """`move:<ship>:<x>,<y>` -> (ship, x, y); None for anything else (bounded: a huge id is
    never searched)."""
    hit = MOVE_ID.fullmatch(action_id) if len(action_id) <= 48 else None
    return (hit[1], float(hit[2]), float(hit[3])) if hit else None


def free_move(state: DavyJonesState, action_id: str) -> Action | None:
    """The Action of a legal move of a ship's bow to the point in the id, or None."""
    parsed = parse_move(action_id)
    if parsed is None or not state.steps or state.steps[0][0] != "act" or move_problem(
            state, *parsed):
        return None
    ship, x, y = parsed
    heading, run = course_to(state.boxes[ship], (x, y))
    return Action(action_id, f"Sail {f.title(state, ship)} to ({x:g}, {y:g})", "move",
                  (ship, heading, max(run, 0.0)))


def move_problem(state: DavyJonesState, ship: str, x: float, y: float) -> str | None:
    """Why sailing `ship` until her bow is on (x, y) is not a legal move now, or None."""
    if ship not in state.boxes:
        return f"there is no ship {ship!r}; the ships are {', '.join(state.boxes)}"
    idle = f.why_idle(state, ship)
    if idle or not state.masts[ship]:
        return idle or f"{f.title(state, ship)} has no masts: she must be repaired first"
    box, reach = state.boxes[ship], reach_of(state, ship)
    heading, run = course_to(box, (x, y))
    if run < -SLACK:
        return (f"({x:g}, {y:g}) is within {box.hl:g} mm of her centre: her bow sails forward "
                f"from there")
    if run > reach + SLACK:
        return (f"({x:g}, {y:g}) is {run:.1f} mm from her bow once she turns, beyond the "
                f"{reach:g} mm she may sail")
    return _blocked(state, ship, heading, max(run, 0.0))


def _blocked(state: DavyJonesState, ship: str, heading: float, run: float) -> str | None:
    """Rulebook: 'A ship can't move through an island, another ship, a sea monster, or a
    cursed zone. At the end of her move, a ship can't touch another ship' (nor dock at
    another player's home island, ruling 6); nor leave the mat (ruling 5)."""
    box, named = state.boxes[ship], f.named_obstacles(state, ship)
    others = [b for s, b in state.boxes.items() if s != ship]
    banned = [i.shape for i in c.ISLANDS if not f.may_dock(state, ship, i.name)]
    if sails_clear(box, heading, run, [s for _, s in named], others, c.MAT, banned):
        return None
    if area_run(box, heading, c.MAT) < run:
        return "she would sail off the mat"
    limits = sorted((free_run(box, heading, shape), name) for name, shape in named)
    if limits[0][0] < 0:
        return f"turning to heading {heading:.0f} she would cut into {limits[0][1]}"
    if limits[0][0] < run:
        return f"she would sail through {limits[0][1]}"
    end = sail(box, heading, run)
    for other in state.boxes:
        if other != ship and touches(end, state.boxes[other]):
            return f"she would end touching {f.title(state, other)}"
    island = f.touching_island(end)
    whose = c.home_owners(state.game.players).get(island)  # type: ignore[arg-type]
    if island is None or whose is None:
        return "that move is not possible now"
    return (f"she may not dock at {f.island_title(island)}: it is "
            f"{state.game.names[whose]}'s home island")
