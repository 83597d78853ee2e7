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

Moving (turning, sailing, wakes, free runs) is in `sailing`, which builds on these shapes.

Pure Python on tuples (NamedTuples): no allocation beyond the result in the hot functions."""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple, Union, final

TOLERANCE = 0.5  # mm: two shapes this close touch; an overlap this shallow is only a touch
INF = math.inf
EPS = 1e-12

Point = tuple[float, float]
# `new_shape(Box, (x, y, ux, uy, hl, hw))` is `Box(x, y, ux, uy, hl, hw)`, the same value:
# tuple's own constructor, without the Python-level `__new__` a NamedTuple's call runs through
# (a frame each time; the turn and menu loops build tens of thousands of boxes a game).
new_shape = tuple.__new__


@final  # no subclass: `type(shape) is Box` then tells the type checker all
class Circle(NamedTuple):
    """A disc: centre (x, y) and radius r (islands, sea-monster bases)."""

    x: float
    y: float
    r: float


@final
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


@final
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
@lru_cache(maxsize=4096)
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
    if not (all(c > EPS for c in crosses) or all(c < -EPS for c in crosses)):
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


def gap_floor(a: Box, b: Shape) -> float:
    """`gap(a, b)` where the shapes overlap (the same float); where they are apart, a positive
    lower bound of it: the gap along the first axis that separates them. Its sign is gap's, for
    less work when only the sign matters, or any lower bound does (`turning.shape_room`)."""
    if type(b) is Circle:
        return gap(a, b)
    return _box_box_axes(a, b) if type(b) is Box else _convex_axes(a, b)


def _box_box(a: Box, b: Box) -> float:
    apart = _box_box_axes(a, b)
    return apart if apart <= 0 else min(_corners_to_box(a, b), _corners_to_box(b, a))


def _box_box_axes(a: Box, b: Box) -> float:
    """Minus the depth of overlap, or the gap along the first separating axis."""
    depth = INF
    for nx, ny in ((a.ux, a.uy), (-a.uy, a.ux), (b.ux, b.uy), (-b.uy, b.ux)):
        # `box_projection` of each, written out: this runs for every pair of boxes compared
        ea = a.hl * abs(a.ux * nx + a.uy * ny) + a.hw * abs(a.ux * ny - a.uy * nx)
        eb = b.hl * abs(b.ux * nx + b.uy * ny) + b.hw * abs(b.ux * ny - b.uy * nx)
        pen = ea + eb - abs((a.x * nx + a.y * ny) - (b.x * nx + b.y * ny))
        if pen < 0:
            return -pen
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


def box_projection(b: Box, nx: float, ny: float) -> tuple[float, float]:
    """Centre and half-extent of a box projected on a unit axis."""
    return (b.x * nx + b.y * ny,
            b.hl * abs(b.ux * nx + b.uy * ny) + b.hw * abs(b.ux * ny - b.uy * nx))


def _convex_convex(a: Box | Polygon, b: Box | Polygon) -> float:
    apart = _convex_axes(a, b)
    return apart if apart <= 0 else _apart(a, b)


def _convex_axes(a: Box | Polygon, b: Box | Polygon) -> float:
    """Minus the depth of overlap, or the gap along the first separating axis."""
    va, vb = vertices(a), vertices(b)
    depth = INF
    for nx, ny in _axes(a) + _axes(b):
        pa = [x * nx + y * ny for x, y in va]  # `extent` of each, written out
        pb = [x * nx + y * ny for x, y in vb]
        pen = min(max(pa) - min(pb), max(pb) - min(pa))
        if pen < 0:
            return -pen
        if pen < depth:
            depth = pen
    return -depth


def _axes(shape: Box | Polygon) -> tuple[Point, ...]:
    if isinstance(shape, Box):
        return ((shape.ux, shape.uy), (-shape.uy, shape.ux))
    return shape.normals


def extent(pts: Sequence[Point], nx: float, ny: float) -> tuple[float, float]:
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
    kind = type(shape)
    if kind is Circle:
        return shape  # type: ignore[return-value]  # `kind is Circle` does not narrow `shape`
    if kind is Box:
        disc = (shape.x, shape.y, math.hypot(shape.hl, shape.hw))  # type: ignore[union-attr]  # a Box
        return new_shape(Circle, disc)
    return shape.bound  # type: ignore[union-attr]  # a Polygon


def disc_of(shape: Shape) -> tuple[float, float, float]:
    """The centre and radius of `bound(shape)`, without building the Circle."""
    kind = type(shape)
    if kind is Circle:
        return shape  # type: ignore[return-value]  # `kind is Circle` does not narrow `shape`
    if kind is Box:
        return shape.x, shape.y, math.hypot(shape.hl, shape.hw)  # type: ignore[union-attr]  # a Box
    return shape.bound  # type: ignore[union-attr]  # a Polygon


def _bound_gap(a: Shape, b: Shape) -> float:
    """A lower bound of gap(a, b) when positive (the gap between bounding discs)."""
    ax, ay, ar = disc_of(a)
    bx, by, br = disc_of(b)
    return math.hypot(ax - bx, ay - by) - ar - br


def touches(a: Shape, b: Shape, tol: float = TOLERANCE) -> bool:
    """Within `tol` of each other, overlapping included ('touching' a ship or an island)."""
    if _bound_gap(a, b) > tol:
        return False
    if type(a) is Box and type(b) is Box and _box_axis_gap(a, b) > tol:
        return False  # an axis separating them by more than tol: their distance is more
    return gap(a, b) <= tol


def _box_axis_gap(a: Box, b: Box) -> float:
    """The widest separation of two boxes on their four axes (a lower bound of the gap)."""
    widest = -INF
    for nx, ny in ((a.ux, a.uy), (-a.uy, a.ux), (b.ux, b.uy), (-b.uy, b.ux)):
        pa, ea = box_projection(a, nx, ny)
        pb, eb = box_projection(b, nx, ny)
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
