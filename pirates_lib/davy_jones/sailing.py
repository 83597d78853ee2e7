"""Sailing: how a ship moves on the playmat, in millimetres (docs/rules/davy_jones.md,
"Geometry"). A move turns the ship in place about her centre to the new heading, then sails
straight ahead, her bow travelling `run` <= L. The water she covers, her `wake`, is one longer
rectangle: the turned ship stretched forward by `run`. The move passes "through" an obstacle
when the wake overlaps it by more than the tolerance. Since a wake only grows forward, every
obstacle allows runs up to some limit and no further: `free_run` computes that limit in closed
form (no sampling along the path), which is what makes move menus cheap.

The shapes and their distances are in `geometry`; this module adds only what moving needs."""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache

from .geometry import (EPS, INF, TOLERANCE, Box, Circle, Point, Polygon, Shape, berth, bound,
                       box_from_bow, box_projection, extent, heading_of, heading_vector, inside,
                       overlaps, touches)

def turned(ship: Box, heading: float) -> Box:
    """The ship turned in place about its centre to `heading`."""
    ux, uy = heading_vector(heading)
    return Box(ship.x, ship.y, ux, uy, ship.hl, ship.hw)


def sail(ship: Box, heading: float, run: float) -> Box:
    """Where the ship ends: turned to `heading`, then `run` mm straight ahead (bow to bow)."""
    ux, uy = heading_vector(heading)
    return Box(ship.x + ux * run, ship.y + uy * run, ux, uy, ship.hl, ship.hw)


def wake(ship: Box, heading: float, run: float) -> Box:
    """The water the ship covers on that move: from the turned ship's stern to the final bow."""
    ux, uy = heading_vector(heading)
    half = run / 2
    return Box(ship.x + ux * half, ship.y + uy * half, ux, uy, ship.hl + half, ship.hw)


def course_to(ship: Box, bow: Point) -> tuple[float, float]:
    """(heading, run) of the move that ends with the bow at `bow` (a point clicked on the
    board): the ship turns to face the point from its centre and sails until its bow is
    there. A negative run means the point is too close to be reached (inside the turn)."""
    dx, dy = bow[0] - ship.x, bow[1] - ship.y
    return heading_of(dx, dy), math.hypot(dx, dy) - ship.hl


def free_run(ship: Box, heading: float, obstacle: Shape, tol: float = TOLERANCE) -> float:
    """The longest run on `heading` whose wake does not overlap `obstacle` by more than `tol`:
    INF if no run ever does, negative if the turned ship already does. With tol = 0 it is
    the run at which the wake first touches the obstacle (exact for every shape)."""
    ux, uy = heading_vector(heading)
    return _run(ship, ux, uy, obstacle, tol)


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
    return _area_run(ship, ux, uy, area, tol)


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


def within_reach(ship: Box, shapes: Iterable[Shape], run: float,
                 tol: float = TOLERANCE) -> list[Shape]:
    """The shapes that some move of up to `run` could touch: the rest lie beyond the disc
    that holds every wake (centre the ship's, radius to a front corner after a full run).
    Filter once per ship, then ask `free_run` only of these, for every heading."""
    reach = math.hypot(ship.hl + run, ship.hw) + tol
    out = []
    for shape in shapes:
        b = bound(shape)
        if math.hypot(b.x - ship.x, b.y - ship.y) - b.r <= reach:
            out.append(shape)
    return out


def near(ship: Box, discs: Iterable[tuple[Shape, float, float, float]], run: float,
         tol: float = TOLERANCE) -> tuple[Shape, ...]:
    """`within_reach` for shapes given with their bounding discs' centres and radii
    (computed once): (shape, x, y, r)."""
    reach = math.hypot(ship.hl + run, ship.hw) + tol
    x, y, hypot = ship.x, ship.y, math.hypot
    return tuple(shape for shape, sx, sy, sr in discs if hypot(sx - x, sy - y) - sr <= reach)


def near_ships(ship: Box, ships: Iterable[Box], run: float, tol: float = TOLERANCE
               ) -> tuple[Box, ...]:
    """`within_reach` for ships (a ship's disc: her centre, to her corners)."""
    reach = math.hypot(ship.hl + run, ship.hw) + tol
    x, y, hypot = ship.x, ship.y, math.hypot
    return tuple(b for b in ships if hypot(b.x - x, b.y - y) - hypot(b.hl, b.hw) <= reach)


def clear_run(ship: Box, heading: float, obstacles: Iterable[Shape], area: Polygon | None,
              tol: float = TOLERANCE, longest: float = INF) -> float:
    """The longest run on `heading` through none of `obstacles` and staying inside `area`
    (None: skip that test, for a ship that `near_edge` says cannot reach the edge). Exact up
    to `longest`; a result beyond `longest` only says that every run up to it is clear."""
    ux, uy = heading_vector(heading)
    limit = INF if area is None else _area_run(ship, ux, uy, area, tol)
    for obstacle in obstacles:
        run = _run(ship, ux, uy, obstacle, tol, longest)
        if run < limit:
            limit = run
    return limit


def legal_runs(ship: Box, heading: float, runs: Sequence[float], obstacles: Sequence[Shape],
               ships: Sequence[Box], area: Polygon | None, tol: float = TOLERANCE
               ) -> list[float]:
    """The runs (of `runs`) on `heading` that pass through none of `obstacles` (ships
    included), stay inside `area`, and end touching none of `ships`: the rulebook's 'A ship
    can't move through an island, another ship, a sea monster, or a cursed zone. At the end
    of her move, a ship can't touch another ship.' Pass only what `within_reach` kept."""
    limit = clear_run(ship, heading, obstacles, area, tol, max(runs, default=0.0))
    ok = [run for run in runs if 0 <= run <= limit]
    if not ok or not ships:
        return ok
    longest = wake(ship, heading, max(ok))
    close = [s for s in ships if touches(longest, s, tol)]  # every end lies in this wake
    return [run for run in ok if not any(touches(sail(ship, heading, run), s, tol)
                                         for s in close)]


def sails_clear(ship: Box, heading: float, run: float, obstacles: Sequence[Shape],
                ships: Sequence[Box], area: Polygon | None, banned: Sequence[Shape]) -> bool:
    """Is this one move legal: through nothing, on the mat, ending against no ship and no
    island she may not dock at? The game's refusals and a bot's own courses both ask it."""
    return (legal_runs(ship, heading, (run,), obstacles, ships, area) == [run]
            and not any(touches(sail(ship, heading, run), b) for b in banned))


def near_edge(ship: Box, area: Polygon, run: float, tol: float = TOLERANCE) -> bool:
    """Could a move of up to `run` take some part of the ship outside `area`?"""
    reach = math.hypot(ship.hl + run, ship.hw)
    return any(nx * ship.x + ny * ship.y + reach - off > tol
               for (nx, ny), off in zip(area.normals, area.offsets))


# --- the move menu and placing ships ---------------------------------------------------------
def menu(ship: Box, headings: tuple[float, ...], runs: tuple[float, ...],
         obstacles: tuple[Shape, ...], ships: tuple[Box, ...], area: Polygon | None,
         banned: tuple[Circle, ...]) -> list[tuple[float, float]]:
    """The (heading, run) pairs of `headings` x `runs` a ship may sail: through none of
    `obstacles` nor `ships`, inside `area`, ending against none of `ships` nor `banned` (the
    islands she may not dock at): `legal_runs` for every heading. Pass only what
    `within_reach` kept. The fixed part (islands, zones, monsters, the edge) is cached: a
    ship's menu is asked for at each decision of her turn, and between them usually only
    another ship has moved."""
    out = []
    x, y, hl, hw = ship.x, ship.y, ship.hl, ship.hw
    others = _relative(ship, ships)
    for heading, ux, uy, ok in fixed_menu(ship, headings, runs, obstacles, area, banned):
        for other, dx, dy, reach in others:
            top = max(ok)
            ahead = dx * ux + dy * uy
            if not (abs(dy * ux - dx * uy) < hw + reach and -hl - reach < ahead
                    < hl + top + reach):
                continue  # on this heading she never comes within touching distance of her
            limit = _run(ship, ux, uy, other, TOLERANCE, top)
            ok = tuple(run for run in ok if run <= limit and not touches(
                Box(x + ux * run, y + uy * run, ux, uy, hl, hw), other))
            if not ok:
                break
        out += [(heading, run) for run in ok]
    return out


def _relative(ship: Box, shapes: Iterable[Shape]) -> list[tuple[Shape, float, float, float]]:
    """Each shape with its bounding disc's centre relative to the ship's and its radius
    widened to touching distance: what `_ahead` asks of every heading, computed once."""
    out = []
    for shape in shapes:
        disc = bound(shape)
        out.append((shape, disc.x - ship.x, disc.y - ship.y, disc.r + TOLERANCE))
    return out


def _ahead(ship: Box, ux: float, uy: float, disc: Circle, run: float) -> bool:
    """Could a run of up to `run` on this heading bring the ship within touching distance
    of the disc? (Abeam beyond her half width, astern of her, or beyond the run: no.)"""
    dx, dy = disc.x - ship.x, disc.y - ship.y
    reach = disc.r + TOLERANCE
    ahead = dx * ux + dy * uy
    return (abs(dy * ux - dx * uy) < ship.hw + reach and ahead > -ship.hl - reach
            and ahead < ship.hl + run + reach)


@lru_cache(maxsize=8192)
def fixed_menu(ship: Box, headings: tuple[float, ...], runs: tuple[float, ...],
               obstacles: tuple[Shape, ...], area: Polygon | None, banned: tuple[Circle, ...]
               ) -> tuple[tuple[float, float, float, tuple[float, ...]], ...]:
    """For each heading (with its unit vector), the runs that pass through none of
    `obstacles`, stay in `area` and end against none of `banned`; headings with none left
    out. An obstacle abeam, astern or beyond the longest run is passed over at once."""
    out = []
    longest = max(runs)
    x, y, hl, hw = ship.x, ship.y, ship.hl, ship.hw
    discs = _relative(ship, obstacles)
    for heading in headings:
        ux, uy = heading_vector(heading)
        limit = INF if area is None else _area_run(ship, ux, uy, area, TOLERANCE)
        for obstacle, dx, dy, reach in discs:
            ahead = dx * ux + dy * uy
            if abs(dy * ux - dx * uy) < hw + reach and -hl - reach < ahead < hl + longest + reach:
                run = _run(ship, ux, uy, obstacle, TOLERANCE, longest)
                if run < limit:
                    limit = run
        ok = tuple(run for run in runs if 0 <= run <= limit)
        for island in banned:
            if ok and _ahead(ship, ux, uy, island, max(ok)):
                ok = tuple(run for run in ok if not touches(
                    Box(x + ux * run, y + uy * run, ux, uy, hl, hw), island))
        if ok:
            out.append((heading, ux, uy, ok))
    return tuple(out)


@lru_cache(maxsize=8192)
def dock_course(ship: Box, island: Circle, reach: float, obstacles: tuple[Shape, ...],
                ships: tuple[Box, ...], area: Polygon | None,
                banned: tuple[Circle, ...]) -> tuple[float, float] | None:
    """The move that docks the ship at `island` by sailing straight at its centre until her
    bow touches it (the rulebook's 'moving your ship so that she touches that island'), if
    it is legal and within `reach`; None otherwise."""
    heading = heading_of(island.x - ship.x, island.y - ship.y)
    run = free_run(ship, heading, island, tol=0.0)
    if not 0 <= run <= reach or legal_runs(ship, heading, (run,), obstacles, ships,
                                           area) != [run]:
        return None
    end = sail(ship, heading, run)
    if any(touches(end, b) for b in banned):
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
