"""Turning a ship about her bow, exactly (docs/rules/davy_jones.md, "Geometry"): how far she
can swing clockwise and anticlockwise before some part of her would overlap an island, a ship,
a sea monster or a cursed zone by more than the tolerance, or leave the mat. The rulebook: "A
ship can't move through an island, another ship, a sea monster, or a cursed zone", and the
turn is part of her move.

Turned by an angle t (radians, clockwise positive: her heading grows), every point of the hull
turns about the bow point P. Whether she then overlaps a convex shape by more than the
tolerance is decided by separating axes (the overlap along every edge normal of both shapes
exceeds it), and each axis's overlap is a maximum of terms q . R(t) w + const, one for each
vertex. So her state can change only at angles where one of those sinusoids crosses its
threshold: a closed form, two roots at most for each. Between two consecutive roots nothing
changes, so one test in the middle of each arc, walking away from her heading, finds the first
arc that overlaps, and the room is where it begins. A disc is the same in the ship's frame:
its centre overlaps her by more than the tolerance inside her rectangle widened by the disc's
radius less the tolerance, whose edges and rounded corners are again such sinusoids. Nothing
is sampled: a room is exact to the float precision of the roots."""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from functools import lru_cache

from .geometry import (TOLERANCE, Box, Circle, Point, Polygon, Shape, bound, disc_of, gap,
                       gap_floor, new_shape)

TAU = 2 * math.pi
FULL = 360.0
NOISE = 1e-9  # degrees: a heading this close to hers needs no turn (float noise of headings)
SHORT = 1e-12  # radians: arcs shorter than this are passed over (a graze at the root itself)

Rooms = tuple[float, float]  # (clockwise, anticlockwise), degrees, 0 to 360


def swing(ship: Box) -> float:
    """How far the hull reaches from her bow: the stern corners' distance."""
    return math.hypot(2 * ship.hl, ship.hw)


def turned_by(ship: Box, t: float) -> Box:
    """The ship turned about her bow by t radians (clockwise positive)."""
    cos, sin = math.cos(t), math.sin(t)
    ux, uy = ship.ux * cos - ship.uy * sin, ship.ux * sin + ship.uy * cos
    bx, by = ship.x + ship.ux * ship.hl, ship.y + ship.uy * ship.hl
    return new_shape(Box, (bx - ux * ship.hl, by - uy * ship.hl, ux, uy, ship.hl, ship.hw))


def rooms(ship: Box, obstacles: Iterable[Shape], area: Polygon | None = None,
          tol: float = TOLERANCE, grace: Iterable[Shape] = (), slack: float = 0.0) -> Rooms:
    """How far she can turn each way about her bow through none of `obstacles`, staying in
    `area` (None: she cannot reach its edge); `grace` (what she lies against as her move
    begins) may be cut into by `slack` more than the tolerance."""
    cw, ccw = FULL, FULL
    reach = swing(ship) + tol
    bx, by = ship.bow
    for shapes, limit in ((obstacles, tol), (grace, tol + slack)):
        for shape in shapes:
            if _far(shape, bx, by, reach):
                continue
            a, b = shape_room(ship, shape, limit)
            cw, ccw = min(cw, a), min(ccw, b)
    if area is not None:
        a, b = area_room(ship, area, tol)
        cw, ccw = min(cw, a), min(ccw, b)
    return cw, ccw


def way(ship: Box, heading: float, room: Rooms, facing: float | None = None) -> int | None:
    """Which way she turns to `heading`: 1 clockwise, -1 anticlockwise (the shorter way when
    both are clear, clockwise when equal), 0 when she already faces it, None when neither way
    is clear. `facing` is her heading, given by a caller that asks of many headings."""
    cw = (heading - (ship.heading if facing is None else facing)) % FULL
    ccw = (FULL - cw) % FULL
    if cw < NOISE or ccw < NOISE:
        return 0
    fits = [(cw, 1)] if cw <= room[0] else []
    fits += [(ccw, -1)] if ccw <= room[1] else []
    return min(fits)[1] if fits else None


def _far(shape: Shape, bx: float, by: float, reach: float) -> bool:
    """Is the shape's bounding disc beyond anything her turn can sweep?"""
    x, y, r = disc_of(shape)
    return math.hypot(x - bx, y - by) - r > reach


@lru_cache(maxsize=16384)
def shape_room(ship: Box, shape: Shape, tol: float = TOLERANCE) -> Rooms:
    """How far she can turn each way before overlapping `shape` by more than `tol`: 0 if she
    already does; a full circle at once if the shape is clear of the disc her swing sweeps."""
    if gap(new_shape(Circle, (*ship.bow, swing(ship))), shape) >= -tol:
        return FULL, FULL
    roots = _disc_roots(ship, shape, tol) if type(shape) is Circle else _convex_roots(
        ship, shape, tol)
    cx, cy, cr = bound(shape)
    hull = math.hypot(ship.hl, ship.hw)

    def margin(t: float) -> float:  # a lower bound of gap + tol: negative when overlapping
        at = turned_by(ship, t)
        apart = math.hypot(at.x - cx, at.y - cy) - cr - hull + tol  # the bounding discs'
        return apart if apart > 0 else gap_floor(at, shape) + tol
    return _both_ways(roots, margin, swing(ship))


@lru_cache(maxsize=4096)
def area_room(ship: Box, area: Polygon, tol: float = TOLERANCE) -> Rooms:
    """How far she can turn each way keeping within `area` (give or take `tol`): each corner
    runs on a circle about the bow, leaving an edge's half-plane where its projection on the
    normal crosses the edge's offset."""
    bx, by = ship.bow
    reach = swing(ship)
    roots: list[float] = []
    for (nx, ny), off in zip(area.normals, area.offsets):
        if nx * bx + ny * by + reach - off <= tol:
            continue  # her whole swing lies on the inner side of this edge
        for wx, wy in _corners(ship, bx, by):
            roots += _roots(nx, ny, wx, wy, off + tol - nx * bx - ny * by)

    edges = tuple(zip(area.normals, area.offsets))

    def margin(t: float) -> float:  # how far inside every edge (less the slack) she lies
        corners = turned_by(ship, t).corners()
        return min(off + tol - nx * x - ny * y for (nx, ny), off in edges for x, y in corners)
    return _both_ways(roots, margin, reach)


def _corners(ship: Box, bx: float, by: float) -> list[Point]:
    return [(x - bx, y - by) for x, y in ship.corners()]


def _convex_roots(ship: Box, shape: Box | Polygon, tol: float) -> list[float]:
    """The angles where an axis's overlap may cross `tol`: her own four directions against
    each vertex of the shape, and each of the shape's normals (both ways) against each of her
    corners."""
    bx, by = ship.bow
    if type(shape) is Box:
        vertices: tuple[Point, ...] = shape.corners()
        normals = [(shape.ux, shape.uy), (-shape.uy, shape.ux)]
    else:
        vertices, normals = shape.points, list(shape.normals)
    roots: list[float] = []
    own = ((ship.ux, ship.uy, 0.0), (-ship.ux, -ship.uy, 2 * ship.hl),
           (-ship.uy, ship.ux, ship.hw), (ship.uy, -ship.ux, ship.hw))
    for dx, dy, extent in own:  # her extent beyond the bow point along each direction
        for vx, vy in vertices:
            roots += _roots(bx - vx, by - vy, dx, dy, tol - extent)
    corners = _corners(ship, bx, by)
    for mx, my in normals:
        for nx, ny in ((mx, my), (-mx, -my)):
            far = max(-(nx * vx + ny * vy) for vx, vy in vertices)
            for wx, wy in corners:
                roots += _roots(nx, ny, wx, wy, tol - far - nx * bx - ny * by)
    return roots


def _disc_roots(ship: Box, disc: Circle, tol: float) -> list[float]:
    """The angles where the disc's centre, seen from the turning ship, crosses the edge of her
    rectangle widened by r - tol: its four sides and its four rounded corners."""
    bx, by = ship.bow
    grow = disc.r - tol
    qx, qy = disc.x - bx, disc.y - by
    ux, uy, sx, sy = ship.ux, ship.uy, -ship.uy, ship.ux
    roots = _roots(qx, qy, ux, uy, grow) + _roots(qx, qy, ux, uy, -2 * ship.hl - grow)
    roots += _roots(qx, qy, sx, sy, ship.hw + grow) + _roots(qx, qy, sx, sy, -ship.hw - grow)
    if grow > 0:
        d2 = qx * qx + qy * qy
        for wx, wy in _corners(ship, bx, by):
            roots += _roots(qx, qy, wx, wy, (d2 + wx * wx + wy * wy - grow * grow) / 2)
    return roots


def _roots(qx: float, qy: float, wx: float, wy: float, k: float) -> list[float]:
    """The angles t where q . R(t) w = k (R(t) turns clockwise on the mat, y down):
    (q . w) cos t + (q x w) sin t = k."""
    a = qx * wx + qy * wy
    b = qy * wx - qx * wy
    m = math.hypot(a, b)
    if m == 0 or abs(k) > m:
        return []
    base, spread = math.atan2(b, a), math.acos(k / m)
    return [base - spread, base + spread]


def _both_ways(roots: list[float], margin: Callable[[float], float], speed: float) -> Rooms:
    """The rooms clockwise and anticlockwise (`_first`). A clockwise walk that finds no arc
    overlapping has passed every arc between the roots, so the anticlockwise one, over the same
    arcs, would find none either: a full circle both ways without walking again."""
    cw = _first(roots, margin, 1, speed)
    return (FULL, FULL) if cw == FULL else (cw, _first(roots, margin, -1, speed))


def _first(roots: Iterable[float], margin: Callable[[float], float], sign: int,
           speed: float) -> float:
    """The least turn (degrees, 0 to a full circle) in direction `sign` after which she would
    be where `margin` (of an angle in radians) is negative: the start of the first arc between
    roots whose middle is. A margin m is a lower bound of the clearance, and no point of her
    moves faster than `speed` mm a radian, so she stays clear within m / speed of that
    middle: an arc reaching into that window is clear too and is not tested."""
    lo = safe = 0.0
    for hi in sorted({(sign * t) % TAU for t in roots} | {TAU}):
        if hi - lo > SHORT:
            if lo >= safe:
                mid = (lo + hi) / 2
                room = margin(sign * mid)
                if room < 0:
                    return math.degrees(lo)
                safe = mid + room / speed
                if safe >= TAU:
                    return FULL  # every arc left lies in the window: none is tested
            lo = hi
    return FULL
