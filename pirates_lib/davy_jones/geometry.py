"""Plane geometry of the playmat, in millimetres: origin at the top-left corner, x to the east,
y down to the south (SVG's axes). Headings are degrees clockwise from north (0 = up the mat,
90 = east), which is also SVG's `rotate(heading)` for a piece drawn pointing up.

Three shapes: `Circle` (islands, sea-monster bases), `Box` (a ship: an oriented rectangle with a
bow) and `Polygon` (a convex polygon: the cursed zones). `gap(a, b)` is their signed distance:
positive when apart (the shortest distance), negative when they overlap (minus the depth of
overlap: how far one must slide to free the other). Every rule question is asked of `gap` with
one tolerance, `TOLERANCE` = 0.5 mm, the slack of a hand laying a card on the table:

- `touches(a, b)`: gap <= 0.5 mm (so shapes 0.4 mm apart touch, 0.6 mm apart do not);
- `overlaps(a, b)`: gap < -0.5 mm (a ship may graze an island, but not cut 0.6 mm into it).

A move (docs/rules/davy_jones.md, "Moving"): the ship turns in place about its centre to the
new heading, then sails straight ahead, its bow travelling `run` <= L. The water it covers,
its `wake`, is one longer rectangle: the turned ship stretched forward by `run`. The move
passes "through" an obstacle when the wake overlaps it. Since a wake only grows forward, every
obstacle allows runs up to some limit and no further: `free_run` computes that limit in closed
form (no sampling along the path), which is what makes move menus cheap.

Pure Python on tuples (NamedTuples): no allocation beyond the result in the hot functions."""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import NamedTuple, Union

TOLERANCE = 0.5  # mm: two shapes this close touch; an overlap this shallow is only a touch
INF = math.inf
_EPS = 1e-12

Point = tuple[float, float]


class Circle(NamedTuple):
    """A disc: centre (x, y) and radius r (islands, sea-monster bases)."""

    x: float
    y: float
    r: float


class Box(NamedTuple):
    """An oriented rectangle (a ship): centre (x, y), unit heading (ux, uy) pointing from the
    stern to the bow, half its length `hl` along the heading and half its width `hw` across.
    Starboard (the right-hand side looking ahead) is (-uy, ux)."""

    x: float
    y: float
    ux: float
    uy: float
    hl: float
    hw: float

    @property
    def heading(self) -> float:
        return heading_of(self.ux, self.uy)

    @property
    def length(self) -> float:
        return 2 * self.hl

    @property
    def width(self) -> float:
        return 2 * self.hw

    @property
    def bow(self) -> Point:
        return (self.x + self.ux * self.hl, self.y + self.uy * self.hl)

    @property
    def stern(self) -> Point:
        return (self.x - self.ux * self.hl, self.y - self.uy * self.hl)

    def corners(self) -> tuple[Point, Point, Point, Point]:
        """Bow-port, bow-starboard, stern-starboard, stern-port (clockwise on the mat)."""
        ax, ay = self.ux * self.hl, self.uy * self.hl
        sx, sy = -self.uy * self.hw, self.ux * self.hw
        x, y = self.x, self.y
        return ((x + ax - sx, y + ay - sy), (x + ax + sx, y + ay + sy),
                (x - ax + sx, y - ay + sy), (x - ax - sx, y - ay - sy))


class Polygon(NamedTuple):
    """A convex polygon: its vertices, and for edge i (vertex i to i+1) the outward unit
    normal and that edge line's offset (a point q is inside iff n . q <= offset for every
    edge). Build one with `polygon(points)`, which checks convexity."""

    points: tuple[Point, ...]
    normals: tuple[Point, ...]
    offsets: tuple[float, ...]
    lows: tuple[float, ...]  # the least projection of a vertex on each normal
    bound: Circle  # a disc holding the polygon, for quick rejection


Shape = Union[Circle, Box, Polygon]


# --- construction ----------------------------------------------------------------------------
def heading_vector(heading: float) -> Point:
    """The unit vector of a heading (degrees clockwise from north, y down)."""
    rad = math.radians(heading)
    return (math.sin(rad), -math.cos(rad))


def heading_of(dx: float, dy: float) -> float:
    """The heading of a direction (dx, dy), in [0, 360)."""
    return math.degrees(math.atan2(dx, -dy)) % 360.0


def box(centre: Point, heading: float, length: float, width: float) -> Box:
    """A ship's footprint from its centre."""
    ux, uy = heading_vector(heading)
    return Box(centre[0], centre[1], ux, uy, length / 2, width / 2)


def box_from_bow(bow: Point, heading: float, length: float, width: float) -> Box:
    """A ship's footprint from its bow point."""
    ux, uy = heading_vector(heading)
    return Box(bow[0] - ux * length / 2, bow[1] - uy * length / 2, ux, uy, length / 2, width / 2)


def box_from_stern(stern: Point, heading: float, length: float, width: float) -> Box:
    """A ship's footprint from the middle of its stern."""
    ux, uy = heading_vector(heading)
    return Box(stern[0] + ux * length / 2, stern[1] + uy * length / 2, ux, uy, length / 2,
               width / 2)


def berth(island: Circle, bearing: float, length: float, width: float) -> Box:
    """A ship whose stern touches `island` at `bearing` (seen from the island's centre),
    pointing straight away from it: the rulebook's 'one end of each ship is touching the
    island'. The stern edge is tangent to the island, so the gap is exactly 0."""
    bx, by = heading_vector(bearing)
    return box_from_stern((island.x + bx * island.r, island.y + by * island.r), bearing,
                          length, width)


def polygon(points: Iterable[Point]) -> Polygon:
    """A convex polygon from its vertices in either winding; ValueError if it is not one."""
    pts = tuple((float(x), float(y)) for x, y in points)
    n = len(pts)
    if n < 3:
        raise ValueError(f"a polygon needs at least 3 vertices, not {n}")
    crosses = [_cross(pts[i], pts[(i + 1) % n], pts[(i + 2) % n]) for i in range(n)]
    if not (all(c > _EPS for c in crosses) or all(c < -_EPS for c in crosses)):
        raise ValueError(f"the polygon {pts} is not strictly convex (or has repeated or "
                         "collinear vertices)")
    cx, cy = sum(p[0] for p in pts) / n, sum(p[1] for p in pts) / n
    normals, offsets = [], []
    for i in range(n):
        (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % n]
        length = math.hypot(x1 - x0, y1 - y0)
        nx, ny = (y1 - y0) / length, (x0 - x1) / length
        if nx * (x0 - cx) + ny * (y0 - cy) < 0:
            nx, ny = -nx, -ny
        normals.append((nx, ny))
        offsets.append(nx * x0 + ny * y0)
    radius = max(math.hypot(x - cx, y - cy) for x, y in pts)
    lows = tuple(min(nx * x + ny * y for x, y in pts) for nx, ny in normals)
    return Polygon(pts, tuple(normals), tuple(offsets), lows, Circle(cx, cy, radius))


def _cross(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])


def rectangle(x: float, y: float, w: float, h: float) -> Polygon:
    """An axis-aligned rectangle as a polygon (the playmat)."""
    return polygon(((x, y), (x + w, y), (x + w, y + h), (x, y + h)))


def vertices(shape: Box | Polygon) -> tuple[Point, ...]:
    return shape.corners() if isinstance(shape, Box) else shape.points


# --- signed distance from a point ------------------------------------------------------------
def point_gap(p: Point, shape: Shape) -> float:
    """Signed distance from a point to a shape (negative inside: minus the depth)."""
    if isinstance(shape, Circle):
        return math.hypot(p[0] - shape.x, p[1] - shape.y) - shape.r
    if isinstance(shape, Box):
        return _point_box(p[0], p[1], shape)
    return _point_polygon(p[0], p[1], shape)


def _point_box(px: float, py: float, b: Box) -> float:
    dx, dy = px - b.x, py - b.y
    da = abs(dx * b.ux + dy * b.uy) - b.hl
    dc = abs(dy * b.ux - dx * b.uy) - b.hw
    if da <= 0 and dc <= 0:
        return da if da > dc else dc
    return math.hypot(da if da > 0 else 0.0, dc if dc > 0 else 0.0)


def _point_polygon(px: float, py: float, poly: Polygon) -> float:
    worst = -INF
    for (nx, ny), off in zip(poly.normals, poly.offsets):
        s = nx * px + ny * py - off
        if s > worst:
            worst = s
    if worst <= 0:
        return worst
    pts = poly.points
    return min(_point_segment(px, py, pts[i - 1], pts[i]) for i in range(len(pts)))


def _point_segment(px: float, py: float, a: Point, b: Point) -> float:
    ex, ey = b[0] - a[0], b[1] - a[1]
    t = ((px - a[0]) * ex + (py - a[1]) * ey) / (ex * ex + ey * ey)
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return math.hypot(px - a[0] - t * ex, py - a[1] - t * ey)


# --- signed distance between shapes ----------------------------------------------------------
def gap(a: Shape, b: Shape) -> float:
    """Signed distance between two shapes: the shortest distance when apart, minus the depth
    of overlap (the shortest slide that frees them) when they overlap. Symmetric."""
    if isinstance(a, Circle):
        if isinstance(b, Circle):
            return math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r
        return point_gap((a.x, a.y), b) - a.r
    if isinstance(b, Circle):
        return point_gap((b.x, b.y), a) - b.r
    if isinstance(a, Box) and isinstance(b, Box):
        return _box_box(a, b)
    return _convex_convex(a, b)


def _box_box(a: Box, b: Box) -> float:
    depth = INF
    for nx, ny in ((a.ux, a.uy), (-a.uy, a.ux), (b.ux, b.uy), (-b.uy, b.ux)):
        pa, ea = _box_projection(a, nx, ny)
        pb, eb = _box_projection(b, nx, ny)
        pen = ea + eb - abs(pa - pb)
        if pen < 0:
            return min(_corners_to_box(a, b), _corners_to_box(b, a))
        if pen < depth:
            depth = pen
    return -depth


def _corners_to_box(a: Box, b: Box) -> float:
    """The least distance from a corner of `a` to `b` (disjoint boxes: their distance is
    reached at a corner of one of them), computed in b's frame without building points."""
    dx, dy = a.x - b.x, a.y - b.y
    along, across = dx * b.ux + dy * b.uy, dy * b.ux - dx * b.uy
    ka, kc = a.ux * b.ux + a.uy * b.uy, a.uy * b.ux - a.ux * b.uy  # a's heading in b's frame
    best = INF
    for sa in (a.hl, -a.hl):
        for sc in (a.hw, -a.hw):
            pa = abs(along + sa * ka - sc * kc) - b.hl
            pc = abs(across + sa * kc + sc * ka) - b.hw
            d = math.hypot(pa if pa > 0 else 0.0, pc if pc > 0 else 0.0)
            if d < best:
                best = d
    return best


def _box_projection(b: Box, nx: float, ny: float) -> tuple[float, float]:
    """Centre and half-extent of a box projected on a unit axis."""
    return (b.x * nx + b.y * ny,
            b.hl * abs(b.ux * nx + b.uy * ny) + b.hw * abs(b.ux * ny - b.uy * nx))


def _convex_convex(a: Box | Polygon, b: Box | Polygon) -> float:
    va, vb = vertices(a), vertices(b)
    depth = INF
    for nx, ny in _axes(a) + _axes(b):
        lo_a, hi_a = _extent(va, nx, ny)
        lo_b, hi_b = _extent(vb, nx, ny)
        pen = min(hi_a - lo_b, hi_b - lo_a)
        if pen < 0:
            return _apart(a, b)
        if pen < depth:
            depth = pen
    return -depth


def _axes(shape: Box | Polygon) -> tuple[Point, ...]:
    if isinstance(shape, Box):
        return ((shape.ux, shape.uy), (-shape.uy, shape.ux))
    return shape.normals


def _extent(pts: Sequence[Point], nx: float, ny: float) -> tuple[float, float]:
    proj = [x * nx + y * ny for x, y in pts]
    return min(proj), max(proj)


def _apart(a: Box | Polygon, b: Box | Polygon) -> float:
    """Distance between two disjoint convex shapes: it is reached at a vertex of one of them."""
    return min(min(point_gap(p, b) for p in vertices(a)),
               min(point_gap(p, a) for p in vertices(b)))


def distance(a: Shape, b: Shape) -> float:
    """The shortest distance between two shapes (0 when they overlap)."""
    g = gap(a, b)
    return g if g > 0 else 0.0


def bound(shape: Shape) -> Circle:
    """A disc holding the shape."""
    if isinstance(shape, Circle):
        return shape
    if isinstance(shape, Box):
        return Circle(shape.x, shape.y, math.hypot(shape.hl, shape.hw))
    return shape.bound


def _bound_gap(a: Shape, b: Shape) -> float:
    """A lower bound of gap(a, b) when positive (the gap between bounding discs)."""
    ba, bb = bound(a), bound(b)
    return math.hypot(ba.x - bb.x, ba.y - bb.y) - ba.r - bb.r


def touches(a: Shape, b: Shape, tol: float = TOLERANCE) -> bool:
    """Within `tol` of each other, overlapping included ('touching' a ship or an island)."""
    if _bound_gap(a, b) > tol:
        return False
    if isinstance(a, Box) and isinstance(b, Box) and _box_axis_gap(a, b) > tol:
        return False  # an axis separating them by more than tol: their distance is more
    return gap(a, b) <= tol


def _box_axis_gap(a: Box, b: Box) -> float:
    """The widest separation of two boxes on their four axes (a lower bound of the gap)."""
    widest = -INF
    for nx, ny in ((a.ux, a.uy), (-a.uy, a.ux), (b.ux, b.uy), (-b.uy, b.ux)):
        pa, ea = _box_projection(a, nx, ny)
        pb, eb = _box_projection(b, nx, ny)
        sep = abs(pa - pb) - ea - eb
        if sep > widest:
            widest = sep
    return widest


def overlaps(a: Shape, b: Shape, tol: float = TOLERANCE) -> bool:
    """Overlapping by more than `tol` (a ship 'through' an obstacle)."""
    return _bound_gap(a, b) < -tol and gap(a, b) < -tol


def inside(shape: Shape, area: Polygon, tol: float = TOLERANCE) -> bool:
    """Entirely inside the convex `area` (the playmat), give or take `tol`."""
    if isinstance(shape, Circle):
        return all(nx * shape.x + ny * shape.y + shape.r - off <= tol
                   for (nx, ny), off in zip(area.normals, area.offsets))
    return all(nx * x + ny * y - off <= tol for x, y in vertices(shape)
               for (nx, ny), off in zip(area.normals, area.offsets))


# --- sailing ---------------------------------------------------------------------------------
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
    axes = [((ux, uy), *_extent(poly.points, ux, uy)), ((-uy, ux), *_extent(poly.points, -uy, ux))]
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
        pb, eb = _box_projection(b, nx, ny)
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
    if k > _EPS:
        return INF if hi - lo0 <= tol else (lo + tol - hi0) / k
    if k < -_EPS:
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
        if k > _EPS and room / k < limit:
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


# --- cannons ---------------------------------------------------------------------------------
def mast_points(ship: Box, masts: int) -> tuple[Point, ...]:
    """Where a ship's masts stand on its centre line, bow first: at the middles of `masts`
    equal sections of its length (front, centre and rear cannon of the rulebook's diagram)."""
    step = 2 * ship.hl / masts
    bx, by = ship.bow
    return tuple((bx - ship.ux * step * (i + 0.5), by - ship.uy * step * (i + 0.5))
                 for i in range(masts))


def in_reach(point: Point, target: Shape, reach: float, tol: float = TOLERANCE) -> bool:
    """Rulebook: 'measure from the center of the mast to the target ship or sea monster. If
    the card touches any part of the target ... the cannon is in range.'"""
    return point_gap(point, target) <= reach + tol


def reaches(shooter: Shape, target: Shape, reach: float, tol: float = TOLERANCE) -> bool:
    """A sea monster's part reaches a ship: measured from the monster's base (our ruling)."""
    return gap(shooter, target) <= reach + tol


def nearest(shape: Shape, candidates: Sequence[Shape]) -> int:
    """Index of the candidate nearest to `shape` (the first of equals)."""
    best, best_gap = 0, INF
    for i, c in enumerate(candidates):
        g = gap(shape, c)
        if g < best_gap:
            best, best_gap = i, g
    return best
