"""The navigator's pilotage (`bots.py`), from a seat's view alone: the moves a ship may make
and where each ends, whether a sea monster would shoot at her there, and how far her goal
lies by the way round the islands, the cursed zones and the monsters' reach.

A move is one of the menu's legal sails and docks (read by their kind and args) or a move to
a point of the bot's own (`move:<ship>:<x>,<y>`, its id spelt by the game's codec), offered
only when `sails_clear`, the rules' own check, passes; where each ends is `sail` of its
course, so the rules' geometry is the one truth. A monster shoots at the start of every
player's turn at every ship within S of its base (never at one docked at her home island),
so a ship's moves are rated first by whether she would end in a monster's reach, then by
the way left to her goal: for an island,
the length of the shortest way round everything in it (a chart: Dijkstra over a grid of the
mat, made once for each goal and places of the monsters, so a ship never stalls behind a
monster sailing greedily at her goal)."""
from __future__ import annotations

from array import array
from collections.abc import Callable
from functools import lru_cache
from heapq import heapify, heappop, heappush
from math import ceil, hypot, inf
from typing import Any, NamedTuple

from . import components as c
from .geometry import (TOLERANCE, Box, Circle, Point, Shape, bound, gap, heading_of,
                       heading_vector, point_gap, reaches)
from .ids import CODEC
from .moves import written
from .sailing import clear_run, course_to, free_run, leaving, lying_against, sail, sails_clear

View = dict[str, Any]
Rating = tuple[bool, float]
Option = tuple[str, "Box | None"]
BERTH_STEP = 15  # degrees between the berths on a goal island's rim a ship may sail to
CREEP_STEP = 15  # degrees between the headings a wedged ship tries (`creeps`)
CLEAR = TOLERANCE + 0.1  # mm a straight course stops short of another ship: clear of touching
CHARTED = 8  # the most of the chart's best moves checked against the rules, for two legal
CELL = 15.0  # mm: the side of a chart's cells
SIDE = ceil(c.MAT_SIZE / CELL)
CLEARANCE = 12.0  # mm a chart keeps a bow from islands, zones and a monster's reach
UNCHARTED = 10 * c.MAT_SIZE  # the way rated from where a chart finds no way (plus the gap)
FIXED: tuple[Shape, ...] = (*(i.shape for i in c.ISLANDS), *(z.shape for z in c.CURSED_ZONES))
FIXED_DISCS = tuple((shape, bound(shape)) for shape in FIXED)
ISLAND_SHAPES = frozenset(i.shape for i in c.ISLANDS)


class Goal(NamedTuple):
    """Where a ship heads: an island to dock at (None: a monster to hunt) and its shape."""

    island: str | None
    shape: Circle  # an island's, or a monster's base
    monster: str | None = None


class Sea(NamedTuple):
    """What decides whether a monster shoots at a ship: S, the monsters on the mat (their
    bases) and her player's home islands, where none does."""

    reach: float
    monsters: dict[str, Circle]
    havens: list[Circle]


class Waters(NamedTuple):
    """What one ship's move must reckon with, read from the view once: her hull, L, the
    sea, what she may not sail through (near enough to matter), the other ships, the
    islands she may not dock at, and what she lies against as her move begins (the rules'
    `lying_against`: her move may press into it by her stern corners' overhang)."""

    ship: str
    box: Box
    move: float
    sea: Sea
    obstacles: list[Shape]
    ships: list[Box]
    banned: list[Circle]
    grace: tuple[Shape, ...]


def sea(view: View, seat: int) -> Sea:
    return Sea(view["reach"]["cannon"],
               {n: Circle(m["x"], m["y"], m["r"]) for n, m in view["monsters"].items()
                if m["point"] is not None},
               [c.ISLAND[h].shape for h, home in view["homes"].items() if home["seat"] == seat])


def waters(view: View, ship: str, seat: int) -> Waters:
    box, move, around = lead_of(view, ship), view["reach"]["move"], sea(view, seat)
    span = hypot(box.hl, box.hw) + move + 1.0  # nothing farther can meet a move of hers

    def near(disc: Circle) -> bool:
        return hypot(disc.x - box.x, disc.y - box.y) - disc.r <= span

    ships = [box_of(s) for n, s in view["ships"].items() if n != ship]
    fixed = [s for s, disc in FIXED_DISCS if near(disc)] + [
        m for m in around.monsters.values() if near(m)]
    grace = lying_against(box, fixed)
    return Waters(ship, box, move, around, [s for s in fixed if s not in grace],
                  [s for s in ships if near(bound(s))],
                  [c.ISLAND[h].shape for h, home in view["homes"].items()
                   if home["seat"] != seat and view["davy_jones"] != h], grace)


def box_of(ship: View) -> Box:
    return Box(ship["x"], ship["y"], ship["ux"], ship["uy"], ship["length"] / 2,
               ship["width"] / 2)


def lead_of(view: View, ship: str) -> Box:
    """Her box as her move begins: with her bow the end against something (docked bow-first,
    or against a ship, an island, a monster, a zone or the mat's edge), turned around (the
    rules' `leaving`), so every move is measured from the end that leads."""
    me = view["ships"][ship]
    if me["docked"]:
        return leaving(box_of(me), c.ISLAND[me["docked"]].shape)
    monsters = [Circle(m["x"], m["y"], m["r"]) for m in view["monsters"].values()
                if m["point"] is not None]
    return leaving(box_of(me), None, [*FIXED, *monsters, *(
        box_of(s) for n, s in view["ships"].items() if n != ship)], c.MAT)


def exposed(sea: Sea, box: Box, spare: str | None = None) -> bool:
    """Would a monster (but `spare`) shoot at her there? Rulebook: 'any sea monster on the
    playmat attacks any ships within its range'; 'Ships docked at their home islands can't
    shoot or be shot at.'"""
    for name, base in sea.monsters.items():
        if name != spare and hypot(base.x - box.x, base.y - box.y) < (
                base.r + sea.reach + box.hl + box.hw + 1.0) and reaches(base, box, sea.reach):
            return not any(gap(box, home) <= TOLERANCE for home in sea.havens)
    return False


def offing(sea: Sea, box: Box, spare: str | None = None) -> float:
    """How far her bow lies beyond every monster's reach (but `spare`'s), negative within.
    A move turns her about her bow and her bow travels at most L, so her hull covers the
    point her bow stood on whenever her length is L (the 4-mast): she leaves a reach only
    from a bow outside it."""
    return min((point_gap(box.bow, base) - sea.reach for name, base in sea.monsters.items()
                if name != spare), default=inf)


def rater(w: Waters, goal: Goal | None, spare: str | None = None) -> Callable[[Box], Rating]:
    """Rate where a move ends: out of reach first, then the way left to the goal (touching
    it counts as there: docked at an island, alongside a monster hunted)."""
    around, chart = w.sea, None
    if goal is not None:
        chart = _chart(goal.shape, tuple(m for n, m in around.monsters.items()
                                         if n != goal.monster), around.reach)

    def rate(box: Box) -> Rating:
        if goal is None or chart is None:
            return exposed(around, box, spare), 0.0
        distance = gap(box, goal.shape)
        if distance <= TOLERANCE:
            return exposed(around, box, spare), 0.0
        way = _way(chart, led(w, box).bow)
        return exposed(around, box, spare), way if way < inf else UNCHARTED + distance
    return rate


def led(w: Waters, box: Box) -> Box:
    """Where her next move would be measured from, were she to lie so (the rules' `leaving`,
    with what lies near her): an end with her bow against a ship, say, leads from her
    stern, so it is no nearer her goal than her stern is."""
    near = [*w.obstacles, *w.grace, *w.ships]
    island = next((s for s in near if s in ISLAND_SHAPES and gap(box, s) <= TOLERANCE), None)
    return leaving(box, island, near, c.MAT)


# --- the moves she may make --------------------------------------------------------------------
def options(menu: list[View], w: Waters, goal: Goal | None) -> list[tuple[str, Box]]:
    """Each candidate move with where it ends: the menu's sails and docks (her legal entries
    of those kinds), straight on (for a docked ship, turned around by `lead_of`, straight away
    from her island), straight at the goal, berths on the goal island's rim, and straight
    away from each monster whose reach she lies in (each turned to about her bow, as every
    move is)."""
    box = w.box
    bx, by = box.bow
    out: list[Option] = [(a["id"], menu_end(box, a["kind"], a["args"])) for a in menu]
    headings = [box.heading]
    if goal is not None:
        headings.append(heading_of(goal.shape.x - bx, goal.shape.y - by))
    headings += [heading_of(bx - m.x, by - m.y) for m in w.sea.monsters.values()
                 if reaches(m, box, w.sea.reach)]
    out += [straight(w, h) for h in headings]
    if goal is not None and goal.island is not None:
        out += berths(w, goal.shape)
    return [(a, end) for a, end in out if end is not None]


def charted(w: Waters, rate: Callable[[Box], Rating]) -> list[tuple[str, Box]]:
    """The best legal two of sixteen headings at L and L/2 by `rate` (rated before the
    rules' check, which only the best few then need): the way round what the menu's eight
    headings miss."""
    ends = sorted((rate(end), end.bow) for end in (
        sail(w.box, h * 22.5, run) for h in range(16) for run in (w.move - 0.5, w.move / 2)))
    out = []
    for _, bow in ends[:CHARTED]:
        action, end = to_point(w, bow)
        if end is not None:
            out.append((action, end))
            if len(out) == 2:
                break
    return out


def menu_end(box: Box, kind: str, args: list[str]) -> Box:
    """Where a menu move ends: a sail by its heading and run, a dock by sailing at the
    island's centre until she touches it (the menu's dock)."""
    if kind == "dock":
        return docked(box, c.ISLAND[args[1]].shape)
    return sail(box, float(args[1]), float(args[2]))


def docked(box: Box, island: Circle) -> Box:
    """Where the menu's dock ends: her bow turned at the island's centre, sailing until it
    touches (the rules' `dock_course`)."""
    heading = heading_of(island.x - box.bow[0], island.y - box.bow[1])
    return sail(box, heading, max(free_run(box, heading, island, tol=0.0), 0.0))


def straight(w: Waters, heading: float) -> Option:
    """Turn about her bow to `heading` and sail straight on as far as L allows, stopping
    short of what is in the way (1 mm short of the depth an island, zone or monster may be
    grazed to; of another ship, just clear of touching her, whatever the angle she comes
    in at), as a move to a point; none if that leaves her bow where it is (a point under her
    bow keeps her heading: the move would change nothing)."""
    run = min(w.move - 0.5, clear_run(w.box, heading, w.obstacles, None, grace=w.grace) - 1.0)
    if w.ships and run >= 1.0:
        run = min(run, clear_run(w.box, heading, w.ships, None, tol=-CLEAR, longest=run))
    if run < 1.0:
        return CODEC.id("turn-about", w.ship, written(heading)), None
    return to_point(w, sail(w.box, heading, run).bow)


def creeps(w: Waters) -> list[tuple[str, Box]]:
    """A wedged ship's moves: straight on as far as she can, every CREEP_STEP degrees round
    from her heading (`straight`), short runs that the menu's compass and the chart's
    headings at L and L/2 miss."""
    out = (straight(w, (w.box.heading + k) % 360) for k in range(0, 360, CREEP_STEP))
    return [(action, end) for action, end in out if end is not None]


def berths(w: Waters, island: Circle) -> list[Option]:
    """Bow-on berths round the island's rim on her side of it, within her reach: she may
    lie at any of them, so she may pick one out of the monsters' reach."""
    if gap(w.box, island) > w.move + 2 * w.box.hl:
        return []
    facing = heading_of(w.box.x - island.x, w.box.y - island.y)
    out = []
    for turn in range(-90, 91, BERTH_STEP):
        ux, uy = heading_vector((facing + turn) % 360)
        out.append(to_point(w, (island.x + ux * (island.r + 0.25),
                                island.y + uy * (island.r + 0.25))))
    return out


def to_point(w: Waters, bow: Point) -> Option:
    """The move that ends with her bow on the point (rounded as an id carries it), and where
    she ends, None unless the rules' own check lets her."""
    point = (round(bow[0], 1), round(bow[1], 1))
    action = CODEC.id("move", w.ship, written(point[0]), written(point[1]))
    heading, run = course_to(w.box, point)
    if not (0 <= run <= w.move and sails_clear(w.box, heading, run, [*w.obstacles, *w.ships],
                                                w.ships, c.MAT, w.banned, w.grace)):
        return action, None
    return action, sail(w.box, heading, run)


# --- charts ---------------------------------------------------------------------------------------
@lru_cache(maxsize=1024)
def _chart(goal: Circle, dangers: tuple[Circle, ...], reach: float) -> memoryview:
    """The way from each cell of the mat's grid to the goal's rim (an island, or a monster
    hunted), round the other islands, the cursed zones and the monsters' reach (Dijkstra over
    the cells and their eight neighbours), read-only. It depends on the goal and the
    monsters' places alone (docs/performance.md)."""
    open_ = [land is None or land == goal for land in _land()]
    for m in dangers:
        _close(open_, m, m.r + reach + CLEARANCE)
    way = array("d", [inf]) * len(open_)
    heap = []
    for k, (x, y) in enumerate(_centres()):
        rim = hypot(x - goal.x, y - goal.y) - goal.r
        if rim <= CELL and open_[k]:
            way[k] = max(rim, 0.0)
            heap.append((way[k], k))
    heapify(heap)
    while heap:
        d, k = heappop(heap)
        if d > way[k]:
            continue
        for q, step in _neighbours(k):
            if open_[q] and d + step < way[q]:
                way[q] = d + step
                heappush(heap, (d + step, q))
    return memoryview(way).toreadonly()


@lru_cache(maxsize=None)
def _centres() -> tuple[Point, ...]:
    return tuple(((i + 0.5) * CELL, (j + 0.5) * CELL) for j in range(SIDE) for i in range(SIDE))


@lru_cache(maxsize=None)
def _land() -> tuple[Shape | None, ...]:
    """For each cell, the island or cursed zone too near for a bow to lie there, if any."""
    return tuple(next((s for s in FIXED if point_gap(p, s) < CLEARANCE), None)
                 for p in _centres())


def _close(open_: list[bool], disc: Circle, radius: float) -> None:
    """Close the cells within `radius` of the disc's centre."""
    rows = range(max(int((disc.y - radius) // CELL), 0),
                 min(int((disc.y + radius) // CELL) + 1, SIDE))
    columns = range(max(int((disc.x - radius) // CELL), 0),
                    min(int((disc.x + radius) // CELL) + 1, SIDE))
    for j in rows:
        for i in columns:
            if hypot((i + 0.5) * CELL - disc.x, (j + 0.5) * CELL - disc.y) < radius:
                open_[j * SIDE + i] = False


@lru_cache(maxsize=None)
def _neighbours(k: int) -> tuple[tuple[int, float], ...]:
    i, j = k % SIDE, k // SIDE
    return tuple(((j + dj) * SIDE + i + di, CELL * hypot(di, dj))
                 for di in (-1, 0, 1) for dj in (-1, 0, 1)
                 if (di or dj) and 0 <= i + di < SIDE and 0 <= j + dj < SIDE)


def _way(chart: memoryview, p: Point) -> float:
    """The way from p: through its cell, or the best of the nine round it when its own has
    no way (it lies too near something)."""
    x, y = p
    i, j = int(x // CELL), int(y // CELL)
    if 0 <= i < SIDE and 0 <= j < SIDE and chart[j * SIDE + i] < inf:
        return chart[j * SIDE + i] + hypot(x - (i + 0.5) * CELL, y - (j + 0.5) * CELL)
    best = inf
    for b in range(max(j - 1, 0), min(j + 2, SIDE)):
        for a in range(max(i - 1, 0), min(i + 2, SIDE)):
            way: float = chart[b * SIDE + a]
            if way < best:
                way += hypot(x - (a + 0.5) * CELL, y - (b + 0.5) * CELL)
                best = way if way < best else best
    return best
