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

from .geometry import (EPS, INF, TOLERANCE, Box, Circle, Point, Polygon, Shape, bound,
                       box_projection, extent, heading_of, heading_vector, touches)

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


def near_edge(ship: Box, area: Polygon, run: float, tol: float = TOLERANCE) -> bool:
    """Could a move of up to `run` take some part of the ship outside `area`?"""
    reach = math.hypot(ship.hl + run, ship.hw)
    return any(nx * ship.x + ny * ship.y + reach - off > tol
               for (nx, ny), off in zip(area.normals, area.offsets))
