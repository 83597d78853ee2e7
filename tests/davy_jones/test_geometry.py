"""The playmat's geometry (geometry.py; docs/rules/davy_jones.md, "Geometry"): distances, the
0.5 mm touching tolerance at its edges, cannon reach, the mat's edge. Moves: test_sailing.py."""
from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones.geometry import Box, Circle

SHIP_L, SHIP_W = 89, 25
MAT = g.rectangle(0, 0, 914, 914)


def east_ship(x: float = 100, y: float = 100) -> Box:
    """A 4-mast-sized ship centred at (x, y) heading east: it spans x +- 44.5, y +- 12.5."""
    return g.box((x, y), 90, SHIP_L, SHIP_W)


def approx(x: float) -> object:
    return pytest.approx(x, abs=1e-9)


# --- conventions ------------------------------------------------------------------------------
def test_headings_are_degrees_clockwise_from_north_on_a_mat_whose_y_grows_southward():
    assert g.heading_vector(0) == (approx(0), approx(-1))
    assert g.heading_vector(90) == (approx(1), approx(0))
    assert g.heading_vector(180) == (approx(0), approx(1))
    assert g.heading_of(-1, 0) == approx(270)
    assert g.box((0, 0), 135, 10, 2).heading == approx(135)


def test_a_ship_box_has_its_bow_ahead_and_its_stern_astern():
    ship = east_ship()
    assert ship.bow == (approx(144.5), approx(100)) and ship.stern == (approx(55.5), approx(100))
    assert (ship.length, ship.width) == (89, 25)
    assert g.box_from_bow(ship.bow, 90, 89, 25) == pytest.approx(ship)
    assert g.box_from_stern(ship.stern, 90, 89, 25) == pytest.approx(ship)
    xs = sorted(round(x, 6) for x, _ in ship.corners())
    ys = sorted(round(y, 6) for _, y in ship.corners())
    assert xs == [55.5, 55.5, 144.5, 144.5] and ys == [87.5, 87.5, 112.5, 112.5]


def test_a_polygon_must_be_convex_with_three_distinct_corners():
    with pytest.raises(ValueError, match="at least 3 vertices, not 2"):
        g.polygon([(0, 0), (1, 1)])
    with pytest.raises(ValueError, match="not strictly convex"):
        g.polygon([(0, 0), (10, 0), (1, 1), (0, 10)])
    with pytest.raises(ValueError, match="not strictly convex"):
        g.polygon([(0, 0), (5, 0), (10, 0), (0, 10)])
    clockwise = g.polygon([(0, 0), (0, 10), (10, 0)])
    counter = g.polygon([(0, 0), (10, 0), (0, 10)])
    assert g.point_gap((2, 2), clockwise) == approx(g.point_gap((2, 2), counter)) == approx(-2)


# --- distances and the tolerance ----------------------------------------------------------------
def test_a_point_inside_a_shape_has_a_negative_gap_equal_to_minus_its_depth():
    assert g.point_gap((100, 95), east_ship()) == approx(-7.5)
    assert g.point_gap((0, 3), Circle(0, 0, 10)) == approx(-7)
    tri = g.polygon([(0, 0), (100, 0), (0, 100)])
    assert g.point_gap((10, 20), tri) == approx(-10)
    assert g.point_gap((-3, -4), tri) == approx(5)  # nearest is the corner


@pytest.mark.parametrize("apart, touching", [(0.0, True), (0.4, True), (0.5, True),
                                             (0.6, False), (5.0, False)])
def test_ships_side_by_side_touch_up_to_half_a_millimetre_apart(apart, touching):
    a, b = east_ship(100, 100), east_ship(100, 125 + apart)
    assert g.gap(a, b) == approx(apart)
    assert g.touches(a, b) is touching and g.touches(b, a) is touching
    assert not g.overlaps(a, b)


@pytest.mark.parametrize("depth, overlapping", [(0.4, False), (0.5, False), (0.6, True),
                                                (3.0, True)])
def test_an_overlap_counts_only_when_deeper_than_half_a_millimetre(depth, overlapping):
    a, b = east_ship(100, 100), east_ship(100, 125 - depth)
    assert g.gap(a, b) == approx(-depth)
    assert g.overlaps(a, b) is overlapping and g.touches(a, b)


@pytest.mark.parametrize("apart, touching", [(0.4, True), (0.6, False)])
def test_a_ship_touches_an_island_within_half_a_millimetre(apart, touching):
    ship = east_ship(100, 100)
    island = Circle(144.5 + 50 + apart, 100, 50)  # dead ahead of the bow
    assert g.gap(ship, island) == approx(apart) and g.gap(island, ship) == approx(apart)
    assert g.touches(ship, island) is touching
    corner_island = Circle(144.5 + 30 / math.sqrt(2), 112.5 + 30 / math.sqrt(2), 30 - apart)
    assert g.gap(ship, corner_island) == approx(apart)  # off the bow-starboard corner
    assert g.touches(corner_island, ship) is touching


@pytest.mark.parametrize("apart, touching", [(0.4, True), (0.6, False)])
def test_a_ship_touches_a_cursed_zone_within_half_a_millimetre(apart, touching):
    zone = g.polygon([(0, 0), (220, 0), (0, 220)])
    diag = 220 / math.sqrt(2) + apart  # from the corner to the ship's stern, along the diagonal
    u = (1 / math.sqrt(2), 1 / math.sqrt(2))
    ship = g.box_from_stern((diag * u[0], diag * u[1]), 135, SHIP_L, SHIP_W)
    assert g.gap(ship, zone) == approx(apart) and g.gap(zone, ship) == approx(apart)
    assert g.touches(ship, zone) is touching


def test_circles_touch_within_half_a_millimetre():
    assert g.gap(Circle(0, 0, 10), Circle(20.4, 0, 10)) == approx(0.4)
    assert g.touches(Circle(0, 0, 10), Circle(20.4, 0, 10))
    assert not g.touches(Circle(0, 0, 10), Circle(0, 20.6, 10))
    assert g.overlaps(Circle(0, 0, 10), Circle(19.4, 0, 10))
    assert not g.overlaps(Circle(0, 0, 10), Circle(19.6, 0, 10))


def test_corners_a_little_apart_on_both_axes_do_not_touch_by_the_true_distance():
    """0.4 mm apart along x and along y is 0.57 mm apart: not touching, though each axis
    alone would say so (the per-axis shortcut must never decide a touch)."""
    a = g.box((0, 0), 90, 20, 10)  # spans x -10..10, y -5..5
    b = g.box((20.4, 10.4), 90, 20, 10)  # its corner at (10.4, 5.4)
    assert g.gap(a, b) == approx(math.hypot(0.4, 0.4))
    assert not g.touches(a, b)
    c = g.box((20.3, 10.3), 90, 20, 10)
    assert g.touches(a, c)


def test_a_diamond_corner_clears_a_square_by_the_true_gap():
    a = g.box((0, 0), 90, 20, 20)  # the square -10..10
    half_diag = 10 * math.sqrt(2)
    b = g.box((10 + half_diag + 3, 0), 45, 20, 20)  # a diamond, its corner 3 mm east of a
    assert g.gap(a, b) == approx(3) and not g.touches(a, b)


def test_ships_crossing_like_an_x_overlap_by_the_shortest_slide_that_frees_them():
    across = g.box((0, 0), 90, 100, 10)
    along = g.box((0, 0), 0, 100, 10)
    assert g.gap(across, along) == approx(-55)  # one must slide 55 mm off the other
    assert g.overlaps(across, along)


def test_depth_of_a_diamond_corner_pushed_into_a_square_is_its_shortest_way_out():
    a = g.box((0, 0), 90, 20, 20)
    half_diag = 10 * math.sqrt(2)
    b = g.box((10 + half_diag - 2, 0), 45, 20, 20)
    # the diamond's corner is 2 mm inside the square's east face: sliding 2 mm east frees it
    assert g.gap(a, b) == approx(-2)


def test_shapes_inside_the_mat_and_leaving_it():
    assert g.inside(east_ship(44.5, 12.5), MAT)
    assert g.inside(east_ship(44.1, 12.5), MAT)  # 0.4 mm over the west edge
    assert not g.inside(east_ship(43.9, 12.5), MAT)  # 0.6 mm over
    assert g.inside(Circle(10, 10, 10), MAT) and not g.inside(Circle(10, 9.4, 10), MAT)


# --- cannons ----------------------------------------------------------------------------------
def test_masts_stand_on_the_centre_line_at_the_middles_of_equal_sections_bow_first():
    pts = g.mast_points(east_ship(100, 100), 4)
    assert [round(x, 3) for x, _ in pts] == [133.375, 111.125, 88.875, 66.625]
    assert all(y == approx(100) for _, y in pts)
    assert [round(x, 3) for x, _ in g.mast_points(g.box((0, 0), 90, 76, 22), 3)] == \
        [25.333, 0.0, -25.333]


@pytest.mark.parametrize("extra, in_range", [(0.0, True), (0.4, True), (0.6, False)])
def test_a_cannon_reaches_a_target_exactly_s_away_and_half_a_millimetre_more(extra, in_range):
    mast = (0.0, 0.0)
    target = east_ship(63 + extra + 44.5, 0)  # its stern edge S + extra east of the mast
    assert g.point_gap(mast, target) == approx(63 + extra)
    assert g.in_reach(mast, target, 63) is in_range
    monster = Circle(0, 63 + extra + 40, 40)
    assert g.in_reach(mast, monster, 63) is in_range


@pytest.mark.parametrize("extra, in_range", [(0.4, True), (0.6, False)])
def test_a_monster_reaches_from_its_base_edge(extra, in_range):
    base = Circle(0, 0, 40)
    ship = east_ship(40 + 63 + extra + 44.5, 0)
    assert g.reaches(base, ship, 63) is in_range


def test_nearest_picks_the_least_gap_and_the_first_of_equals():
    ship = east_ship(100, 100)
    assert g.nearest(ship, [Circle(400, 100, 10), Circle(100, 200, 10)]) == 1
    assert g.nearest(ship, [Circle(100, 200, 10), Circle(100, 0, 10)]) == 0


# --- properties -------------------------------------------------------------------------------
coord = st.floats(0, 300, allow_nan=False)
angle = st.floats(0, 360, allow_nan=False, exclude_max=True)
size = st.floats(2, 90, allow_nan=False)


@st.composite
def boxes(draw) -> Box:
    return g.box((draw(coord), draw(coord)), draw(angle), draw(size), draw(size))


@st.composite
def shapes(draw):
    kind = draw(st.sampled_from(["circle", "box", "triangle"]))
    if kind == "circle":
        return Circle(draw(coord), draw(coord), draw(st.floats(1, 60)))
    if kind == "box":
        return draw(boxes())
    x, y, r, a = draw(coord), draw(coord), draw(st.floats(5, 80)), draw(angle)
    return g.polygon([(x + r * math.sin(math.radians(a + k * 120)),
                       y - r * math.cos(math.radians(a + k * 120))) for k in range(3)])


def rotate_shape(shape, deg: float, about=(150.0, 150.0)):
    """The same shape turned `deg` clockwise about a point."""
    def rot(p):
        ux, uy = g.heading_vector(deg)  # (sin, -cos)
        cos, sin = -uy, ux
        dx, dy = p[0] - about[0], p[1] - about[1]
        return (about[0] + dx * cos - dy * sin, about[1] + dx * sin + dy * cos)
    if isinstance(shape, Circle):
        return Circle(*rot((shape.x, shape.y)), shape.r)
    if isinstance(shape, Box):
        return g.box(rot((shape.x, shape.y)), shape.heading + deg, shape.length, shape.width)
    return g.polygon([rot(p) for p in shape.points])


DIRECTIONS = np.linspace(0, 2 * np.pi, 7200, endpoint=False)
UNIT = np.stack([np.cos(DIRECTIONS), np.sin(DIRECTIONS)], axis=1)


def projections(shape) -> tuple[np.ndarray, np.ndarray]:
    """The shape's extent along each sampled direction (its support function)."""
    if isinstance(shape, Circle):
        centre = UNIT @ np.array([shape.x, shape.y])
        return centre - shape.r, centre + shape.r
    proj = UNIT @ np.array(g.vertices(shape)).T
    return proj.min(axis=1), proj.max(axis=1)


def brute_gap(a, b) -> float:
    """An independent reference for the signed distance of convex shapes: the largest
    separation of their projections over all directions (the distance when apart, by the
    separating-hyperplane theorem; minus the least overlap, the depth, when not), sampled
    over 7200 directions."""
    lo_a, hi_a = projections(a)
    lo_b, hi_b = projections(b)
    return float(np.maximum(lo_b - hi_a, lo_a - hi_b).max())


@settings(max_examples=200, deadline=None)
@given(shapes(), shapes())
def test_gap_is_symmetric(a, b):
    assert g.gap(a, b) == pytest.approx(g.gap(b, a), abs=1e-9)


@settings(max_examples=200, deadline=None)
@given(shapes(), shapes(), angle)
def test_gap_does_not_change_when_the_whole_scene_turns(a, b, deg):
    assert g.gap(rotate_shape(a, deg), rotate_shape(b, deg)) == pytest.approx(g.gap(a, b),
                                                                               abs=1e-6)


@settings(max_examples=60, deadline=None)
@given(shapes(), shapes())
def test_gap_agrees_with_the_separation_over_all_directions(a, b):
    exact, brute = g.gap(a, b), brute_gap(a, b)
    assert brute <= exact + 1e-6  # sampling directions can only miss the best one
    assert exact == pytest.approx(brute, abs=0.2)  # 7200 directions: within 0.2 mm


@settings(max_examples=300, deadline=None)
@given(boxes(), shapes())
def test_gap_floor_is_the_gap_where_shapes_overlap_and_a_positive_lower_bound_where_apart(a, b):
    """What a turn's arc test reads (`turning.shape_room`): the same sign as gap, the very
    float where they overlap, and never more than the true distance."""
    floor, exact = g.gap_floor(a, b), g.gap(a, b)
    if exact <= 0:
        assert floor == exact
    else:
        assert 0 < floor <= exact + 1e-9  # the axis gap is the distance when a side faces
