"""Sailing: how a ship moves on the playmat, in millimetres (docs/rules/davy_jones.md,
"Geometry"). The rulebook: "move the ship in a straight line along the edge ... Be sure to
measure from bow to bow!" A move turns the ship about her bow to the new heading (`turning`
checks the whole swing), then sails straight ahead, her bow travelling `run` <= L: it ends
exactly `run` from where it stood. A ship whose bow is the end against something (docked
bow-first, or her bow against another ship) first turns her around (`leaving`), so her other
end leads. The water she covers after the turn, her `wake`, is one longer rectangle: the
turned ship stretched forward by `run`. The move passes "through" an obstacle when the wake
overlaps it by more than the tolerance. Since a wake only grows forward, every obstacle allows
runs up to some limit and no further: `free_run` computes that limit in closed form (no
sampling along the path), which is what makes move menus cheap.

Every function here takes the ship as her move begins (after `leaving`); the shapes and their
distances are in `geometry`, the swing in `turning`."""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache

from .geometry import (EPS, INF, TOLERANCE, Box, Circle, Point, Polygon, Shape, berth, bound,
                       box_from_bow, box_projection, disc_of, extent, heading_of,
                       heading_vector, inside, new_shape, overlaps, point_gap, touches)
from .turning import Rooms, rooms, swing, way


def leaving(ship: Box, island: Circle | None, against: Iterable[Shape] = (),
            area: Polygon | None = None) -> Box:
    """The ship as her move begins: turned around (the same footprint, bow and stern swapped)
    when her bow is the end that lies against something, so that her other end leads. The
    rulebook: 'You can move your ship away from an island by giving her a move action; just
    turn her around and move away.' Docked at `island`, she turns around when her bow is the
    nearer end to it (ruling 64); not docked, when something of `against` (another ship, an
    island, a sea monster, a cursed zone) or the edge of `area` (the mat) lies within her
    half width of her bow point and nothing within it of her stern point (ruling 69):
    pivoting on her bow, her bow corners would swing into it at once, so her stern is the
    only pivot worth having."""
    if island is not None:
        bow_first = point_gap(ship.bow, island) < point_gap(ship.stern, island)
    else:
        reach = ship.hl + ship.hw  # from her centre: what lies farther is far from both ends
        near = [s for s in against if _off_centre(ship, s) <= reach]

        def lies_against(end: Point) -> bool:
            return (any(point_gap(end, shape) <= ship.hw for shape in near)
                    or (area is not None and -point_gap(end, area) <= ship.hw))
        bow_first = lies_against(ship.bow) and not lies_against(ship.stern)
    return Box(ship.x, ship.y, -ship.ux, -ship.uy, ship.hl, ship.hw) if bow_first else ship


def _off_centre(ship: Box, shape: Shape) -> float:
    """How far the shape's bounding disc (`disc_of`) lies beyond her centre."""
    x, y, r = disc_of(shape)
    return math.hypot(x - ship.x, y - ship.y) - r


def overhang(ship: Box) -> float:
    """How far her stern corners reach beyond a line across her stern, seen from her bow:
    what pivoting on the bow presses into whatever lies against her stern (0.87 mm for the
    4-mast), the `grace` she is allowed against what she lies against as her move begins."""
    return swing(ship) - 2 * ship.hl


def lying_against(ship: Box, shapes: Iterable[Shape]) -> tuple[Shape, ...]:
    """The shapes she touches as her move begins (the island she is docked at, the cursed zone
    she has just escaped, a monster she stopped beside): her move may cut into them by her
    `overhang` more than the tolerance."""
    return _touched(ship, tuple(shapes))


@lru_cache(maxsize=4096)
def _touched(ship: Box, shapes: tuple[Shape, ...]) -> tuple[Shape, ...]:
    """`lying_against`, kept: a ship's menu is asked for at each decision of her turn."""
    return tuple(shape for shape in shapes if touches(ship, shape))


def turned(ship: Box, heading: float) -> Box:
    """The ship turned about her bow to `heading`."""
    ux, uy = heading_vector(heading)
    bx, by = ship.x + ship.ux * ship.hl, ship.y + ship.uy * ship.hl
    return new_shape(Box, (bx - ux * ship.hl, by - uy * ship.hl, ux, uy, ship.hl, ship.hw))


def sail(ship: Box, heading: float, run: float) -> Box:
    """Where the ship ends: turned about her bow to `heading`, then `run` mm straight ahead, so
    her bow ends `run` from where it stood (bow to bow)."""
    ux, uy = heading_vector(heading)
    bx, by = ship.x + ship.ux * ship.hl, ship.y + ship.uy * ship.hl
    return new_shape(Box, (bx + ux * (run - ship.hl), by + uy * (run - ship.hl), ux, uy, ship.hl,
                           ship.hw))


def wake(ship: Box, heading: float, run: float) -> Box:
    """The water the ship covers after her turn: from the turned ship's stern to the final
    bow."""
    ux, uy = heading_vector(heading)
    bx, by = ship.x + ship.ux * ship.hl, ship.y + ship.uy * ship.hl
    half = run / 2
    return Box(bx + ux * (half - ship.hl), by + uy * (half - ship.hl), ux, uy, ship.hl + half,
               ship.hw)


def course_to(ship: Box, bow: Point) -> tuple[float, float]:
    """(heading, run) of the move that ends with the bow at `bow` (a point clicked on the
    board): she turns about her bow to face the point and sails to it, so the run is the
    point's distance from her bow; the point under her bow keeps her heading, run 0."""
    bx, by = ship.bow
    dx, dy = bow[0] - bx, bow[1] - by
    run = math.hypot(dx, dy)
    return (heading_of(dx, dy) if run > EPS else ship.heading), run


def free_run(ship: Box, heading: float, obstacle: Shape, tol: float = TOLERANCE) -> float:
    """The longest run on `heading` whose wake does not overlap `obstacle` by more than `tol`:
    INF if no run ever does, negative if the turned ship already does. With tol = 0 it is
    the run at which the wake first touches the obstacle (exact for every shape)."""
    ux, uy = heading_vector(heading)
    return _run(turned(ship, heading), ux, uy, obstacle, tol)


def _run(ship: Box, ux: float, uy: float, obstacle: Shape, tol: float,
         longest: float = INF) -> float:
    """free_run, exact up to `longest`: a box or polygon is first tried as its bounding disc
    (cheap), whose run is never longer; if even that is beyond `longest`, it is returned."""
    if isinstance(obstacle, Circle):
        return _circle_run(ship, ux, uy, obstacle, tol)
    quick = _circle_run(ship, ux, uy, bound(obstacle), tol)
    if quick > longest:
        return quick
    if isinstance(obstacle, Box):
        return _box_run(ship, ux, uy, obstacle, tol)
    return _polygon_run(ship, ux, uy, obstacle, tol)


def _circle_run(s: Box, ux: float, uy: float, c: Circle, tol: float) -> float:
    """Closed form: in the turned ship's frame the circle's centre is `ahead` along the
    heading and `abeam` across; the wake reaches from -hl to hl + run along, +-hw across."""
    reach = c.r - tol
    if reach <= 0:
        return INF
    dx, dy = c.x - s.x, c.y - s.y
    ahead = dx * ux + dy * uy
    abeam = abs(dy * ux - dx * uy) - s.hw
    abeam = abeam if abeam > 0 else 0.0
    if abeam >= reach:
        return INF
    room = math.sqrt(reach * reach - abeam * abeam)
    if ahead < -s.hl and -s.hl - ahead >= room:
        return INF  # astern and out of reach: a wake only grows forward
    return ahead - s.hl - room


def _polygon_run(s: Box, ux: float, uy: float, poly: Polygon, tol: float) -> float:
    """Separating axes: on each axis the wake's projection grows linearly with the run, so
    'penetration > tol on this axis' starts at a threshold; the wake overlaps once every axis
    does, i.e. beyond the largest threshold."""
    limit = -INF
    axes = [((ux, uy), *extent(poly.points, ux, uy)), ((-uy, ux), *extent(poly.points, -uy, ux))]
    axes += [(n, lo, hi) for n, lo, hi in zip(poly.normals, poly.lows, poly.offsets)]
    for (nx, ny), lo, hi in axes:
        k = ux * nx + uy * ny
        p0 = s.x * nx + s.y * ny
        e0 = s.hl * abs(k) + s.hw * abs(ux * ny - uy * nx)
        t = _axis_threshold(p0 - e0, p0 + e0, lo, hi, k, tol)
        if t == INF:
            return INF
        if t > limit:
            limit = t
    return limit


def _box_run(s: Box, ux: float, uy: float, b: Box, tol: float) -> float:
    """`_polygon_run` for a box obstacle, its projections taken from centre and extents."""
    limit = -INF
    for nx, ny in ((ux, uy), (-uy, ux), (b.ux, b.uy), (-b.uy, b.ux)):
        k = ux * nx + uy * ny
        p0 = s.x * nx + s.y * ny
        e0 = s.hl * abs(k) + s.hw * abs(ux * ny - uy * nx)
        pb, eb = box_projection(b, nx, ny)
        t = _axis_threshold(p0 - e0, p0 + e0, pb - eb, pb + eb, k, tol)
        if t == INF:
            return INF
        if t > limit:
            limit = t
    return limit


def _axis_threshold(lo0: float, hi0: float, lo: float, hi: float, k: float,
                    tol: float) -> float:
    """Run beyond which the wake [lo0, hi0] (its front end moving k per mm of run) and the
    obstacle [lo, hi] overlap by more than tol on this axis (INF: never)."""
    if k > EPS:
        return INF if hi - lo0 <= tol else (lo + tol - hi0) / k
    if k < -EPS:
        return INF if hi0 - lo <= tol else (lo0 + tol - hi) / -k
    return INF if min(hi0 - lo, hi - lo0) <= tol else -INF


def area_run(ship: Box, heading: float, area: Polygon, tol: float = TOLERANCE) -> float:
    """The longest run on `heading` that keeps the whole wake inside the convex `area` (the
    playmat), give or take `tol`; negative if the turned ship is already outside."""
    ux, uy = heading_vector(heading)
    return _area_run(turned(ship, heading), ux, uy, area, tol)


def _area_run(ship: Box, ux: float, uy: float, area: Polygon, tol: float) -> float:
    sx, sy = -uy * ship.hw, ux * ship.hw
    fx, fy = ship.x + ux * ship.hl, ship.y + uy * ship.hl
    bx, by = ship.x - ux * ship.hl, ship.y - uy * ship.hl
    limit = INF
    for (nx, ny), off in zip(area.normals, area.offsets):
        k = ux * nx + uy * ny
        side = abs(sx * nx + sy * ny)
        room = off + tol - side - (fx * nx + fy * ny)  # the bow end, the one that advances
        astern = off + tol - side - (bx * nx + by * ny)
        if room < 0 or astern < 0:
            return min(room, astern)
        if k > EPS and room / k < limit:
            limit = room / k
    return limit


def span(ship: Box, run: float) -> float:
    """The radius about her bow of the disc holding every position of a move of up to `run`:
    the turn sweeps her stern corners round, the run carries her bow corners out."""
    return max(math.hypot(run, ship.hw), swing(ship))


def within_reach(ship: Box, shapes: Iterable[Shape], run: float,
                 tol: float = TOLERANCE) -> list[Shape]:
    """The shapes that some move of up to `run` could touch: the rest lie beyond the disc
    about her bow that holds every turn and wake (`span`). Filter once per ship, then ask
    `free_run` only of these, for every heading."""
    reach = span(ship, run) + tol
    bx, by = ship.bow
    out = []
    for shape in shapes:
        b = bound(shape)
        if math.hypot(b.x - bx, b.y - by) - b.r <= reach:
            out.append(shape)
    return out


def near(ship: Box, discs: Iterable[tuple[Shape, float, float, float]], run: float,
         tol: float = TOLERANCE) -> tuple[Shape, ...]:
    """`within_reach` for shapes given with their bounding discs' centres and radii
    (computed once): (shape, x, y, r)."""
    reach = span(ship, run) + tol
    (x, y), hypot = ship.bow, math.hypot
    return tuple([shape for shape, sx, sy, sr in discs if hypot(sx - x, sy - y) - sr <= reach])


def near_ships(ship: Box, ships: Iterable[Box], run: float, tol: float = TOLERANCE
               ) -> tuple[Box, ...]:
    """`within_reach` for ships (a ship's disc: her centre, to her corners)."""
    reach = span(ship, run) + tol
    (x, y), hypot = ship.bow, math.hypot
    return tuple([b for b in ships if hypot(b.x - x, b.y - y) - hypot(b.hl, b.hw) <= reach])


def clear_run(ship: Box, heading: float, obstacles: Iterable[Shape], area: Polygon | None,
              tol: float = TOLERANCE, longest: float = INF, grace: Iterable[Shape] = ()
              ) -> float:
    """The longest run on `heading` through none of `obstacles` and staying inside `area`
    (None: skip that test, for a ship that `near_edge` says cannot reach the edge); `grace`
    (what she lies against) may be cut into by her `overhang` more. Exact up to `longest`; a
    result beyond `longest` only says that every run up to it is clear."""
    ux, uy = heading_vector(heading)
    t = turned(ship, heading)
    limit = INF if area is None else _area_run(t, ux, uy, area, tol)
    for shapes, allowed in ((obstacles, tol), (grace, tol + overhang(ship))):
        for obstacle in shapes:
            run = _run(t, ux, uy, obstacle, allowed, longest)
            if run < limit:
                limit = run
    return limit


def legal_runs(ship: Box, heading: float, runs: Sequence[float], obstacles: Sequence[Shape],
               ships: Sequence[Box], area: Polygon | None, tol: float = TOLERANCE,
               grace: Sequence[Shape] = ()) -> list[float]:
    """The runs (of `runs`) on `heading` that, once she has turned, pass through none of
    `obstacles` (ships included), stay inside `area`, and end touching none of `ships` nor
    overlapping what she lay against (`grace`): the rulebook's 'A ship can't move through an
    island, another ship, a sea monster, or a cursed zone. At the end of her move, a ship
    can't touch another ship.' The turn itself is `turning`'s. Pass only what
    `within_reach` kept."""
    limit = clear_run(ship, heading, obstacles, area, tol, max(runs, default=0.0), grace)
    ok = [run for run in runs if 0 <= run <= limit
          and not any(overlaps(sail(ship, heading, run), g, tol) for g in grace)]
    if not ok or not ships:
        return ok
    longest = wake(ship, heading, max(ok))
    close = [s for s in ships if touches(longest, s, tol)]  # every end lies in this wake
    return [run for run in ok if not any(touches(sail(ship, heading, run), s, tol)
                                         for s in close)]


def turn_rooms(ship: Box, obstacles: Iterable[Shape], area: Polygon | None,
               grace: Iterable[Shape] = ()) -> Rooms:
    """How far she may turn each way about her bow (`turning.rooms`), her `overhang` allowed
    against what she lies against."""
    return rooms(ship, obstacles, area, TOLERANCE, grace, overhang(ship))


def sails_clear(ship: Box, heading: float, run: float, obstacles: Sequence[Shape],
                ships: Sequence[Box], area: Polygon | None, banned: Sequence[Shape],
                grace: Sequence[Shape] = ()) -> bool:
    """Is this one move legal: a turn through nothing either way, a run through nothing, on
    the mat, ending against no ship and no island she may not dock at? The game's refusals
    and a bot's own courses both ask it."""
    return (way(ship, heading, turn_rooms(ship, obstacles, area, grace)) is not None
            and legal_runs(ship, heading, (run,), obstacles, ships, area, grace=grace) == [run]
            and not any(touches(sail(ship, heading, run), b) for b in banned))


def near_edge(ship: Box, area: Polygon, run: float, tol: float = TOLERANCE) -> bool:
    """Could a move of up to `run` take some part of the ship outside `area`?"""
    reach = span(ship, run)
    bx, by = ship.bow
    return any(nx * bx + ny * by + reach - off > tol
               for (nx, ny), off in zip(area.normals, area.offsets))


# --- the move menu and placing ships ---------------------------------------------------------
def menu(ship: Box, headings: tuple[float, ...], runs: tuple[float, ...],
         obstacles: tuple[Shape, ...], ships: tuple[Box, ...], area: Polygon | None,
         banned: tuple[Circle, ...], grace: tuple[Shape, ...] = ()
         ) -> list[tuple[float, float]]:
    """The (heading, run) pairs of `headings` x `runs` a ship may sail: turning either way
    through nothing, then through none of `obstacles` nor `ships`, inside `area`, ending
    against none of `ships` nor `banned` (the islands she may not dock at): `legal_runs` for
    every heading she can turn to. Pass only what `within_reach` kept. The fixed part
    (islands, zones, monsters, the edge) is cached: a ship's menu is asked for at each
    decision of her turn, and between them usually only another ship has moved."""
    out = []
    hl, hw = ship.hl, ship.hw
    bx, by = ship.bow
    others = _relative(ship, ships)
    fixed, headed = fixed_menu(ship, headings, runs, obstacles, area, banned, grace)
    room = _least(fixed, rooms(ship, ships))
    facing = ship.heading
    for heading, ux, uy, ok in headed:
        if way(ship, heading, room, facing) is None:
            continue
        t = new_shape(Box, (bx - ux * hl, by - uy * hl, ux, uy, hl, hw))
        for other, dx, dy, reach in others:
            top = max(ok)
            ahead = dx * ux + dy * uy
            if not (abs(dy * ux - dx * uy) < hw + reach and -2 * hl - reach < ahead
                    < top + reach):
                continue  # on this heading she never comes within touching distance of her
            limit = _run(t, ux, uy, other, TOLERANCE, top)
            ok = tuple([run for run in ok if run <= limit and not touches(
                new_shape(Box, (t.x + ux * run, t.y + uy * run, ux, uy, hl, hw)), other)])
            if not ok:
                break
        out += [(heading, run) for run in ok]
    return out


def _least(a: Rooms, b: Rooms) -> Rooms:
    return min(a[0], b[0]), min(a[1], b[1])


def _relative(ship: Box, shapes: Iterable[Shape]) -> list[tuple[Shape, float, float, float]]:
    """Each shape with its bounding disc's centre relative to the ship's bow (the turn's
    pivot) and its radius widened to touching distance: what every heading asks, computed
    once."""
    bx, by = ship.bow
    out = []
    for shape in shapes:
        disc = bound(shape)
        out.append((shape, disc.x - bx, disc.y - by, disc.r + TOLERANCE))
    return out


def _ahead(ship: Box, ux: float, uy: float, disc: Circle, run: float) -> bool:
    """Could a run of up to `run` on this heading bring the turned ship within touching
    distance of the disc? (Abeam beyond her half width, astern of her, or beyond the run:
    no.)"""
    dx, dy = disc.x - ship.x, disc.y - ship.y
    reach = disc.r + TOLERANCE
    ahead = dx * ux + dy * uy
    return (abs(dy * ux - dx * uy) < ship.hw + reach and ahead > -ship.hl - reach
            and ahead < ship.hl + run + reach)


@lru_cache(maxsize=8192)
def fixed_menu(ship: Box, headings: tuple[float, ...], runs: tuple[float, ...],
               obstacles: tuple[Shape, ...], area: Polygon | None, banned: tuple[Circle, ...],
               grace: tuple[Shape, ...] = ()
               ) -> tuple[Rooms, tuple[tuple[float, float, float, tuple[float, ...]], ...]]:
    """How far she may turn each way past `obstacles`, `grace` and the edge; and for each
    heading (with its unit vector), the runs that pass through none of `obstacles` (nor
    `grace` by more than her overhang), stay in `area` and end against none of `banned`;
    headings with none left out. An obstacle abeam, astern or beyond the longest run is
    passed over at once."""
    out = []
    longest = max(runs)
    hl, hw = ship.hl, ship.hw
    bx, by = ship.bow
    discs = _relative(ship, obstacles)
    eased = overhang(ship) + TOLERANCE
    for heading in headings:
        ux, uy = heading_vector(heading)
        t = new_shape(Box, (bx - ux * hl, by - uy * hl, ux, uy, hl, hw))
        limit = INF if area is None else _area_run(t, ux, uy, area, TOLERANCE)
        for obstacle, dx, dy, reach in discs:
            ahead = dx * ux + dy * uy
            if abs(dy * ux - dx * uy) < hw + reach and -2 * hl - reach < ahead < longest + reach:
                limit = min(limit, _run(t, ux, uy, obstacle, TOLERANCE, longest))
        for obstacle in grace:
            limit = min(limit, _run(t, ux, uy, obstacle, eased, longest))
        ok = tuple([run for run in runs if 0 <= run <= limit])  # a list is built faster
        for island in banned:
            if ok and _ahead(t, ux, uy, island, max(ok)):
                ok = tuple([run for run in ok if not touches(
                    new_shape(Box, (t.x + ux * run, t.y + uy * run, ux, uy, hl, hw)), island)])
        for shape in grace:
            ok = tuple([run for run in ok if not overlaps(
                new_shape(Box, (t.x + ux * run, t.y + uy * run, ux, uy, hl, hw)), shape)])
        if ok:
            out.append((heading, ux, uy, ok))
    return turn_rooms(ship, obstacles, area, grace), tuple(out)


@lru_cache(maxsize=8192)
def dock_course(ship: Box, island: Circle, reach: float, obstacles: tuple[Shape, ...],
                ships: tuple[Box, ...], area: Polygon | None, banned: tuple[Circle, ...],
                grace: tuple[Shape, ...] = ()) -> tuple[float, float] | None:
    """The move that docks the ship at `island` by turning her bow toward its centre and
    sailing until her bow touches it (the rulebook's 'moving your ship so that she touches
    that island'), if it is legal and within `reach`; None otherwise. `obstacles` holds
    the ships too."""
    bx, by = ship.bow
    heading = heading_of(island.x - bx, island.y - by)
    run = free_run(ship, heading, island, tol=0.0)
    if not 0 <= run <= reach or not sails_clear(ship, heading, run, obstacles, ships, area,
                                                banned, grace):
        return None
    return heading, run


def clear_spot(candidates: Iterable[Box], ships: Sequence[Shape], others: Sequence[Shape],
               area: Polygon) -> Box | None:
    """The first candidate position inside `area`, touching none of `ships` and overlapping
    none of `others` (islands, monsters, zones): where a ship is put down by a rule (docked at
    home when defeated, or moved out of a cursed zone)."""
    for spot in candidates:
        if (inside(spot, area) and not any(touches(spot, s) for s in ships)
                and not any(overlaps(spot, o) for o in others)):
            return spot
    return None


def berths_around(island: Circle, first: float, length: float, width: float,
                  step: float = 10.0) -> Iterable[Box]:
    """Berths all round an island, sterns touching it: the bearing `first`, then ever
    further to either side."""
    yield berth(island, first, length, width)
    for k in range(1, int(180 / step) + 1):
        for sign in (1, -1):
            yield berth(island, (first + sign * k * step) % 360, length, width)


def nearby(spot: Box, reach: float, step: float = 10.0) -> Iterable[Box]:
    """`spot` shifted ever further from where it is, on a grid `step` apart, nearest first
    (ties in a fixed order), up to `reach` every way: the last resort for a ship put down by a
    rule when every spot the rule names is taken (rulings 32 and 35)."""
    for dx, dy in _offsets(step, reach):
        yield Box(spot.x + dx, spot.y + dy, spot.ux, spot.uy, spot.hl, spot.hw)


@lru_cache(maxsize=4)
def _offsets(step: float, reach: float) -> tuple[Point, ...]:
    n = int(reach / step)
    grid = [(i * step, j * step) for i in range(-n, n + 1) for j in range(-n, n + 1)]
    return tuple(sorted(grid, key=lambda p: (p[0] ** 2 + p[1] ** 2, p)))


def along(bow: Point, heading: float, length: float, width: float, step: float = 5.0,
          limit: float = 600.0) -> Iterable[Box]:
    """Positions with the bow at `bow`, then ever further ahead on the same heading."""
    ux, uy = heading_vector(heading)
    for k in range(int(limit / step) + 1):
        yield box_from_bow((bow[0] + ux * k * step, bow[1] + uy * k * step), heading,
                           length, width)
