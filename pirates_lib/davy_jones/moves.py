"""Moving a ship: how far she may sail, the finite menu of moves that bots and tests can list,
any other legal move given as the point her bow is to reach (`move:<ship>:<x>,<y>`), and why a
move is refused, in words (docs/rules/davy_jones.md, "Geometry"). Every move is measured from
her bow as the move begins: the bow she has, or, with her bow against something (docked
bow-first, or against another ship), the stern she turns her around to lead with
(`sailing.leaving`)."""
from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache
from typing import TYPE_CHECKING

from pirates_lib.engine import Action

from . import components as c
from . import fleet as f
from .geometry import TOLERANCE, Box, Shape, overlaps, point_gap, touches
from .sailing import (area_run, course_to, dock_course, free_run, leaving, lying_against, near,
                      near_edge, near_ships, overhang, sail, sails_clear, turn_rooms)
from .sailing import menu as run_menu
from .turning import area_room, shape_room, way

if TYPE_CHECKING:
    from .state import DavyJonesState

# A number as an id writes it, its one spelling: ASCII digits (a regex's \d, like int() and
# float(), reads every Unicode digit), no leading zero, at most three decimals and none of
# them a trailing zero, and no "-0". Two states at one position then have one history.
_DECIMALS = r"\.[0-9]{0,2}[1-9]"
NUMBER = rf"(0|-?(?:[1-9][0-9]{{0,4}}(?:{_DECIMALS})?|0{_DECIMALS}))"
THOUSANDTH = Decimal("0.001")
TYPED = r"(-?\d{1,12}(?:\.\d{1,12})?)"  # a number as typed: read only to name its spelling
SHIP = r"([a-z]{1,12}-[0-9])"
FORMS = {"move": "move:{ship}:{n},{n}", "turn": "turn:{ship}:{n}()",
         "sail": "sail:{ship}:{n}:{n}"}  # the menu's sail ids: parsed for refusals only
MOVE_IDS = {form: re.compile(text.format(ship=SHIP, n=NUMBER)) for form, text in FORMS.items()}
TYPED_IDS = {form: re.compile(text.format(ship=SHIP, n=TYPED)) for form, text in FORMS.items()}
SLACK = 1e-9  # float noise when a clicked point lies exactly at the limit
LANDMARKS = (*(i.shape for i in c.ISLANDS), *(z.shape for z in c.CURSED_ZONES))


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
    return _at_sea(box, tuple(f.monster_shape(state, n) for n in f.monsters_on_mat(state)),
                   tuple(b for s, b in state.boxes.items() if s != ship))


@lru_cache(maxsize=4096)
def _at_sea(box: Box, monsters: tuple[Shape, ...], ships: tuple[Box, ...]) -> Box:
    """`outset` of a ship docked nowhere, kept: it is asked at each decision of her turn."""
    return leaving(box, None, (*LANDMARKS, *monsters, *ships), c.MAT)


def menu(state: DavyJonesState, ship: str) -> list[Action]:
    """The finite menu of moves (settled ruling 5): the compass headings at each run of
    `MENU_RUNS` (and L + S with Fair Wind), or, if none of those is legal, at each of
    `CREEP_RUNS` (ruling 47), plus 'dock at' each island she may dock at that a straight run
    at its centre reaches."""
    box, reach = outset(state, ship), reach_of(state, ship)
    fixed = near(box, f.fixed_obstacles(state), reach)
    grace = lying_against(box, fixed)
    ships = near_ships(box, [b for s, b in state.boxes.items() if s != ship], reach)
    islands = tuple(i.name for i in c.ISLANDS if i.shape in fixed)
    banned = tuple(i for i in islands if not f.may_dock(state, ship, i))
    return list(_menu(ship, f.title(state, ship), box, reach, state.table.move_reach,
                      tuple(s for s in fixed if s not in grace), grace, ships, islands, banned))


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
    straight line ... Be sure to measure from bow to bow!'; docking at her home island unloads
    her gold at once. The event says where her bow stood, her heading then, and which way she
    turned (1 clockwise, -1 anticlockwise, 0 not at all): the board draws her wake from it."""
    start = outset(state, ship)
    named, grace = _around(state, ship, start)
    turn = way(start, heading, turn_rooms(start, [s for _, s in named if s not in grace], c.MAT,
                                          grace))
    around = "turns her around and " if start != state.boxes[ship] else ""
    state.acted.append(ship)
    state.boxes[ship] = sail(start, heading, run)
    if run > state.table.move_reach:
        state.ability_used = True
    island = f.docked_at(state, ship)
    where = f", docking at {f.island_title(island)}" if island else ""
    course = (f"sails {run:.0f} mm on heading {heading:.0f}" if round(run)
              else f"turns to heading {heading:.0f}")
    state.emit("move", f"{f.title(state, ship)} {around}{course}{where}.", ship=ship,
               bow=start.bow, start=start.heading, heading=heading, run=run, way=turn)
    if island:
        f.unload(state, ship)


def parse_move(action_id: str) -> tuple[str, str, float, float] | None:
    """`move:<ship>:<x>,<y>` -> ("move", ship, x, y); `turn:<ship>:<heading>` -> ("turn",
    ship, heading, 0); `sail:<ship>:<heading>:<run>` -> ("sail", ship, heading, run) (the
    menu's ids, read only to say why one is refused); None for anything else (bounded: a
    huge id is never searched)."""
    form = action_id[:4]
    hit = MOVE_IDS[form].fullmatch(action_id) if (len(action_id) <= 48
                                                  and form in MOVE_IDS) else None
    return (form, hit[1], float(hit[2]), float(hit[3] or 0)) if hit else None


def spelling(action_id: str) -> str | None:
    """The one spelling of a move id typed another way (other digits, leading zeros, zeros
    ending a decimal, "-0"), for a refusal to name; None for an id that is not a move typed
    so, or a number with no spelling (more than three decimals or five digits)."""
    form = action_id[:4]
    hit = TYPED_IDS[form].fullmatch(action_id) if (len(action_id) <= 48
                                                   and form in TYPED_IDS) else None
    if hit is None:
        return None
    pieces, at = [], 0
    for group in range(2, len(hit.groups()) + 1):
        if hit[group]:  # (a turn's run is an empty group)
            number = _spelt(hit[group])
            if number is None:
                return None
            pieces += [action_id[at:hit.start(group)], number]
            at = hit.end(group)
    written = "".join(pieces) + action_id[at:]
    return written if written != action_id else None


def _spelt(typed: str) -> str | None:
    """A typed number's one spelling, read exactly (Decimal reads any Unicode digit), or None
    when it has none."""
    value = Decimal(typed)
    if value != value.quantize(THOUSANDTH):
        return None
    text = written(value)
    return text if re.fullmatch(NUMBER, text) else None


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
    return Action(action_id, words, "move",
                  (ship, *course_of(state, parsed)))


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
    whose = c.home_owners(state.game.players).get(island)  # type: ignore[arg-type]
    if island is None or whose is None:
        return "that move is not possible now"
    return (f"she may not dock at {f.island_title(island)}: it is "
            f"{state.game.names[whose]}'s home island")


def _around(state: DavyJonesState, ship: str, box: Box
            ) -> tuple[list[tuple[str, Shape]], tuple[Shape, ...]]:
    """What she may not pass through, named, and the islands, zones and monsters of it she
    lies against as her move begins (ruling 65: her overhang more is allowed against those)."""
    close = near(box, f.fixed_obstacles(state), reach_of(state, ship))
    return f.named_obstacles(state, ship), lying_against(box, close)


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
