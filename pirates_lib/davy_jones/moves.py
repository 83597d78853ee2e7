"""Moving a ship: how far she may sail, the finite menu of moves that bots and tests can list,
any other legal move given as the point her bow is to reach (`move:<ship>:<x>,<y>`), carrying
a move out, and why a move is refused, in words (docs/rules/davy_jones.md, "Geometry").
Every move is measured from her bow as the move begins: the bow she has, or, with her bow
against something (docked bow-first, or against another ship), the stern she turns her
around to lead with (`sailing.leaving`)."""
from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from typing import TYPE_CHECKING

from pirates_lib.engine import Action

from . import components as c
from . import fleet as f
from .geometry import TOLERANCE, Box, Shape, overlaps, point_gap, touches
from .ids import CODEC, MOVES
from .sailing import (area_run, course_to, dock_course, free_run, leaving, lying_against, near,
                      near_edge, near_ships, overhang, sail, sails_clear, turn_rooms)
from .sailing import menu as run_menu
from .turning import area_room, shape_room, way

if TYPE_CHECKING:
    from .state import DavyJonesState

# A number as a move's id writes it, its one spelling: ASCII digits (a regex's \d, like int()
# and float(), reads every Unicode digit), no leading zero, at most three decimals and none of
# them a trailing zero, and no "-0". Two states at one position then have one history.
_DECIMALS = r"\.[0-9]{0,2}[1-9]"
NUMBER = re.compile(rf"0|-?(?:[1-9][0-9]{{0,4}}(?:{_DECIMALS})?|0{_DECIMALS})")
THOUSANDTH = Decimal("0.001")
TYPED = re.compile(r"-?\d{1,12}(?:\.\d{1,12})?")  # a number as typed: read to name its spelling
LONGEST = 48  # characters: no move's id is longer, so a longer one is never read
SLACK = 1e-9  # float noise when a clicked point lies exactly at the limit
LANDMARKS = f.LANDMARKS  # the islands and cursed zones


def reach_of(state: DavyJonesState, ship: str) -> float:
    """L, or L + S while Bluewater Bart's Fair Wind is free (an assumed ability)."""
    fair = f.ability_free(state, ship, c.FAIR_WIND)
    return state.table.move_reach + (state.table.cannon_reach if fair else 0)


def outset(state: DavyJonesState, ship: str) -> Box:
    """The ship as her move begins: turned around first if her bow is the end that lies
    against something (docked bow-first, ruling 64; her bow against a ship, an island, a
    monster, a zone or the mat's edge, ruling 69: `sailing.leaving`), so that her bow is the
    end away from it."""
    box = state.boxes[ship]
    island = f.touching_island(box)
    if island:
        return leaving(box, c.ISLAND[island].shape)
    return _at_sea(box, tuple([f.monster_shape(state, n) for n in f.monsters_on_mat(state)]),
                   tuple([b for s, b in state.boxes.items() if s != ship]))


@lru_cache(maxsize=4096)
def _at_sea(box: Box, monsters: tuple[Shape, ...], ships: tuple[Box, ...]) -> Box:
    """`outset` of a ship docked nowhere, kept: it is asked at each decision of her turn."""
    return leaving(box, None, (*LANDMARKS, *monsters, *ships), c.MAT)


def menu(state: DavyJonesState, ship: str) -> list[Action]:
    """The finite menu of moves (settled ruling 5): the compass headings at each run of
    `MENU_RUNS` (and L + S with Fair Wind), or, if none of those is legal, at each of
    `CREEP_RUNS` (ruling 47), plus 'dock at' each island she may dock at that a straight run
    at its centre reaches."""
    box, reach, fixed, grace, ships, islands, banned = _within_reach(state, ship)
    return list(_menu(ship, f.title(state, ship), box, reach, state.table.move_reach, fixed,
                      grace, ships, islands, banned))


def _within_reach(state: DavyJonesState, ship: str) -> tuple[
        Box, float, tuple[Shape, ...], tuple[Shape, ...], tuple[Box, ...], tuple[str, ...],
        tuple[str, ...]]:
    """What her move reckons with: her hull as it begins, her reach, what she may not sail
    through (but what she lies against), what she lies against, the ships, and the islands
    within reach with those of them she may not dock at."""
    box, reach = outset(state, ship), reach_of(state, ship)
    fixed = near(box, f.fixed_obstacles(state), reach)
    grace = lying_against(box, fixed)
    ships = near_ships(box, [b for s, b in state.boxes.items() if s != ship], reach)
    islands = tuple(i.name for i in c.ISLANDS if i.shape in fixed)
    banned = tuple(i for i in islands if not f.may_dock(state, ship, i))
    return box, reach, tuple(s for s in fixed if s not in grace), grace, ships, islands, banned


@lru_cache(maxsize=4096)
def _menu(ship: str, title: str, box: Box, reach: float, L: float, fixed: tuple[Shape, ...],
          grace: tuple[Shape, ...], ships: tuple[Box, ...], islands: tuple[str, ...],
          banned: tuple[str, ...]) -> tuple[Action, ...]:
    """`menu` from what lies within reach: the same position gives the same menu, so a ship
    whose surroundings did not change since the last decision gets hers at once."""
    area = c.MAT if near_edge(box, c.MAT, reach) else None
    no = tuple(c.ISLAND[i].shape for i in banned)
    runs = tuple(L * k for k in c.MENU_RUNS) + ((reach,) if reach > L else ())
    creep = tuple(L * k for k in c.CREEP_RUNS)
    sails = run_menu(box, c.MENU_HEADINGS, runs + creep, fixed, ships, area, no, grace)
    out = [_sail(ship, title, h, r, L) for h, r in (
        [(h, r) for h, r in sails if r not in creep] or sails)]
    here = f.touching_island(box)
    for island in islands:
        if island == here or island in banned:
            continue
        course = dock_course(box, c.ISLAND[island].shape, reach, fixed + ships, ships, area, no,
                             grace)
        if course:
            out.append(CODEC.action("dock", f"Dock {title} at {f.island_title(island)}", ship,
                                    island))
    return tuple(out)


@lru_cache(maxsize=4096)
def _sail(ship: str, title: str, heading: float, run: float, move_reach: float) -> Action:
    """A menu move's Action (the same few recur all game)."""
    fair = " (Fair Wind)" if run > move_reach else ""
    return CODEC.action("sail", f"Sail {title} {c.COMPASS[int(heading // 45)]} {run:g} mm{fair}",
                        ship, f"{heading:g}", f"{run:g}")


def docking(state: DavyJonesState, ship: str, island: str) -> tuple[float, float]:
    """(heading, run) of the menu's dock at `island` (`_menu`): her bow turned at the
    island's centre, sailing until she touches it."""
    box, reach, fixed, grace, ships, _, banned = _within_reach(state, ship)
    area = c.MAT if near_edge(box, c.MAT, reach) else None
    course = dock_course(box, c.ISLAND[island].shape, reach, fixed + ships, ships, area,
                         tuple(c.ISLAND[i].shape for i in banned), grace)
    if course is None:
        raise AssertionError(f"{ship} has no dock at {island}: it is not on her menu")
    return course


def sail_to(state: DavyJonesState, ship: str, heading: str, run: str) -> None:
    """A menu's sail (`sail:<ship>:<heading>:<run>`), her heading and run as its id spells them."""
    move(state, ship, float(heading), float(run))


def dock(state: DavyJonesState, ship: str, island: str) -> None:
    """A menu's dock (`dock:<ship>:<island>`)."""
    move(state, ship, *docking(state, ship, island))


def move_to(state: DavyJonesState, ship: str, x: str, y: str) -> None:
    """A move to the point her bow is to reach (`move:<ship>:<x>,<y>`)."""
    move(state, ship, *course_to(outset(state, ship), (float(x), float(y))))


def turn_about(state: DavyJonesState, ship: str, heading: str) -> None:
    """A turn about her bow, sailing nowhere (`turn:<ship>:<heading>`, ruling 3)."""
    move(state, ship, float(heading), 0.0)


def move(state: DavyJonesState, ship: str, heading: float, run: float) -> None:
    """Rulebook: 'she can move up to the length of the red (long) edge of a card ... in a
    straight line ... Be sure to measure from bow to bow!'; docking at her home island unloads
    her gold at once. The event says where her bow stood, her heading then, and which way she
    turned (1 clockwise, -1 anticlockwise, 0 not at all): the board draws her wake from it."""
    start = outset(state, ship)
    grace = _lies_against(state, ship, start)
    turn = way(start, heading, turn_rooms(
        start, [s for s in f.obstacle_shapes(state, ship) if s not in grace], c.MAT, grace))
    around = "turns her around and " if start != state.boxes[ship] else ""
    state.acted.append(ship)
    state.boxes[ship] = sail(start, heading, run)
    if run > state.table.move_reach:
        state.ability_used = True
    island = f.docked_at(state, ship)
    where = f", docking at {f.island_title(island)}" if island else ""
    point, exact = _compass_point(heading)
    toward = point if exact else f"on heading {heading:.0f} (about {point})"
    course = (f"sails {run:.0f} mm {toward}" if round(run)
              else f"turns to face {toward.removeprefix('on ')}")
    state.emit("move", f"{f.title(state, ship)} {around}{course}{where}.", ship=ship,
               bow=start.bow, start=start.heading, heading=heading, run=run, way=turn)
    if island:
        f.unload(state, ship)


def parse_move(action_id: str) -> tuple[str, str, float, float] | None:
    """A move's id read, its numbers in their one spelling: ("move", ship, x, y),
    ("turn-about", ship, heading, 0), or ("sail", ship, heading, run) (the menu's ids, read
    only to say why one is refused); None for anything else."""
    read = _read(action_id)
    if read is None or not all(NUMBER.fullmatch(n) for n in read[1][1:]):
        return None
    kind, (ship, *numbers) = read
    a, b = (*map(float, numbers), 0.0)[:2]
    return kind, ship, a, b


def _read(action_id: str) -> tuple[str, tuple[str, ...]] | None:
    """(kind, args) of a move's id (`ids.MOVES`), or None (bounded: an id longer than any
    move's is never read)."""
    read = CODEC.parse(action_id) if len(action_id) <= LONGEST else None
    return read if read is not None and read[0] in MOVES else None


def spelling(action_id: str) -> str | None:
    """The one spelling of a move id typed another way (other digits, leading zeros, zeros
    ending a decimal, "-0"), for a refusal to name; None for an id that is not a move typed
    so, or a number with no spelling (more than three decimals or five digits)."""
    read = _read(action_id)
    if read is None:
        return None
    kind, (ship, *numbers) = read
    spelt = [_spelt(n) for n in numbers]
    if None in spelt:
        return None
    written = CODEC.id(kind, ship, *spelt)
    return written if written != action_id else None


def _spelt(typed: str) -> str | None:
    """A typed number's one spelling, read exactly (Decimal reads any Unicode digit), or None
    when it has none."""
    if not TYPED.fullmatch(typed):
        return None
    value = Decimal(typed)
    if value != value.quantize(THOUSANDTH):
        return None
    text = written(value)
    return text if NUMBER.fullmatch(text) else None


def written(x: float | Decimal) -> str:
    """A number as an id writes it (`NUMBER`), to the nearest thousandth: what a bot or a test
    that works out a point puts in its `move:` id."""
    value = Decimal(x).quantize(THOUSANDTH)
    return "0" if value == 0 else f"{value:f}".rstrip("0").rstrip(".")


def course_of(state: DavyJonesState, parsed: tuple[str, str, float, float]
              ) -> tuple[float, float]:
    """(heading, run) of a parsed move: a point is where her bow is to end; a turn sails
    nowhere."""
    form, ship, a, b = parsed
    return course_to(outset(state, ship), (a, b)) if form == "move" else (a, b)


def _compass_point(heading: float) -> tuple[str, bool]:
    """The compass point nearest a heading, and whether the heading is that point: the log
    says a course as the menu's buttons do ("north-east", not "heading 45")."""
    return c.COMPASS[round(heading / 45) % 8], heading % 45 == 0


def free_move(state: DavyJonesState, action_id: str) -> Action | None:
    """The Action of a legal move given as the point her bow is to reach (`move:`) or as a
    heading to turn to about her bow, sailing nowhere (`turn:`, ruling 3), or None."""
    parsed = parse_move(action_id)
    if (parsed is None or parsed[0] == "sail" or not state.steps or state.steps[0][0] != "act"
            or move_problem(state, parsed)):
        return None
    form, ship, a, b = parsed
    words = (f"Sail {f.title(state, ship)} to ({a:g}, {b:g})" if form == "move"
             else f"Turn {f.title(state, ship)} to heading {a:g}")
    return CODEC.action(form, words, *_read(action_id)[1])  # type: ignore[index]  # parsed above


def move_problem(state: DavyJonesState, parsed: tuple[str, str, float, float]) -> str | None:
    """Why a parsed move (`parse_move`) is not legal now, or None."""
    form, ship, a, b = parsed
    if ship not in state.boxes:
        return f"there is no ship {ship!r}; the ships are {', '.join(state.boxes)}"
    idle = f.why_idle(state, ship)
    if idle or not state.masts[ship]:
        return idle or f"{f.title(state, ship)} has no masts: she must be repaired first"
    if form != "move" and not (0 <= a < 360 and b >= 0):
        return (f"a heading is at least 0 and under 360 degrees and a run not negative, not "
                f"heading {a:g} and run {b:g}")
    box, reach = outset(state, ship), reach_of(state, ship)
    heading, run = course_of(state, parsed)
    if run > reach + SLACK:
        end = "bow" if box == state.boxes[ship] else (
            f"stern, which leads {_why_around(state, ship)}")
        where = f"({a:g}, {b:g}) is" if form == "move" else "that run ends"
        return f"{where} {run:.1f} mm from her {end}, beyond the {reach:g} mm she may sail"
    return _blocked(state, ship, box, heading, run)


def _why_around(state: DavyJonesState, ship: str) -> str:
    """Why her stern leads (`outset`): the island she leaves, or what her bow lies against."""
    island = f.docked_at(state, ship)
    if island:
        return f"as she leaves {f.island_title(island)}"
    bow, hw = state.boxes[ship].bow, state.boxes[ship].hw
    name = next((n for n, shape in f.named_obstacles(state, ship) if point_gap(bow, shape) <= hw),
                "the edge of the mat")
    return f"as she turns her around, her bow against {name}"


def _blocked(state: DavyJonesState, ship: str, box: Box, heading: float, run: float
             ) -> str | None:
    """Rulebook: 'A ship can't move through an island, another ship, a sea monster, or a
    cursed zone. At the end of her move, a ship can't touch another ship' (nor dock at
    another player's home island, ruling 6); nor leave the mat (ruling 5); her turn about her
    bow included."""
    named, grace = _around(state, ship, box)
    shapes = [s for _, s in named if s not in grace]
    others = [b for s, b in state.boxes.items() if s != ship]
    banned = [i.shape for i in c.ISLANDS if not f.may_dock(state, ship, i.name)]
    if sails_clear(box, heading, run, shapes, others, c.MAT, banned, grace):
        return None
    swing = _swing_problem(box, heading, named, grace)
    if swing:
        return swing
    if area_run(box, heading, c.MAT) < run:
        return "she would sail off the mat"
    eased = overhang(box) + TOLERANCE
    limits = sorted((free_run(box, heading, shape, eased if shape in grace else TOLERANCE), name)
                    for name, shape in named)
    if limits[0][0] < run:
        return f"she would sail through {limits[0][1]}"
    end = sail(box, heading, run)
    for name, shape in named:
        if (isinstance(shape, Box) and touches(end, shape)) or (shape in grace
                                                                and overlaps(end, shape)):
            verb = "end touching" if isinstance(shape, Box) else "end cut into"
            return f"she would {verb} {name}"
    island = f.touching_island(end)
    whose = None if island is None else c.home_owners(state.game.players).get(island)
    if island is None or whose is None:
        return "that move is not possible now"
    return (f"she may not dock at {f.island_title(island)}: it is "
            f"{state.game.names[whose]}'s home island")


def _around(state: DavyJonesState, ship: str, box: Box
            ) -> tuple[list[tuple[str, Shape]], tuple[Shape, ...]]:
    """What she may not pass through, named, and the islands, zones and monsters of it she
    lies against as her move begins (ruling 65: her overhang more is allowed against those)."""
    return f.named_obstacles(state, ship), _lies_against(state, ship, box)


def _lies_against(state: DavyJonesState, ship: str, box: Box) -> tuple[Shape, ...]:
    """The islands, zones and monsters she lies against as her move begins (ruling 65)."""
    return lying_against(box, near(box, f.fixed_obstacles(state), reach_of(state, ship)))


def _swing_problem(box: Box, heading: float, named: list[tuple[str, Shape]],
                   grace: tuple[Shape, ...]) -> str | None:
    """What her turn to `heading` would swing through, each way, if neither way is clear."""
    blockers = [("off the mat", area_room(box, c.MAT))]
    eased = overhang(box) + TOLERANCE
    blockers += [(f"through {name}", shape_room(box, shape, eased if shape in grace
                                                  else TOLERANCE)) for name, shape in named]
    room = (min(b[1][0] for b in blockers), min(b[1][1] for b in blockers))
    if way(box, heading, room) is not None:
        return None
    cw = min(blockers, key=lambda b: b[1][0])[0]
    ccw = min(blockers, key=lambda b: b[1][1])[0]
    through = (f"{cw} either way" if cw == ccw else f"{cw} clockwise and {ccw} anticlockwise")
    return f"turning to heading {heading:.0f} she would swing {through}"
