"""Turning about the bow (turning.py; docs/rules/davy_jones.md, "Geometry"): how far a ship can
swing each way before some part of her overlaps an island, a ship, a sea monster or a cursed
zone by more than 0.5 mm, or leaves the mat; exact, checked against sampled angles."""
from __future__ import annotations

import math

from hypothesis import given, settings

from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones import sailing as s
from pirates_lib.davy_jones import turning as t
from pirates_lib.davy_jones.geometry import TOLERANCE, Circle

from .test_geometry import MAT, SHIP_L, SHIP_W, angle, approx, boxes, east_ship, shapes

FOG_BANK = g.polygon([(0, 0), (220, 0), (0, 220)])


def test_turning_keeps_her_bow_where_it_is_and_swings_her_stern_round_it():
    ship = east_ship(200, 200)
    quarter = t.turned_by(ship, math.pi / 2)  # clockwise: she faces south
    assert quarter.bow == (approx(244.5), approx(200)) and quarter.heading == approx(180)
    assert t.turned_by(ship, -math.pi / 2).heading == approx(0)
    assert t.swing(ship) == approx(math.hypot(89, 12.5))


def test_a_ship_lying_2_mm_beside_another_may_not_swing_through_her():
    """Turning clockwise swings her stern to port, into the ship lying there; anticlockwise she
    swings clear round to face the other way, passing her bow corner 2 mm off."""
    ship = east_ship(200, 200)
    beside = east_ship(200, 200 - 25 - 2)  # to port (north), 2 mm off, bow to bow
    cw, ccw = (t.shape_room(ship, beside))
    assert 1.0 < cw < 2.5  # her stern corner reaches 0.5 mm into her by then
    assert not g.overlaps(t.turned_by(ship, math.radians(cw) - 1e-9), beside)
    assert g.overlaps(t.turned_by(ship, math.radians(cw) + 1e-6), beside)
    assert ccw > 180
    room = t.rooms(ship, [beside])
    assert t.way(ship, 270, room) == -1 and t.way(ship, 120, room) is None
    assert t.way(ship, 91, room) == 1 and t.way(ship, 90, room) == 0


def test_a_ship_between_two_others_may_not_turn_round_either_way():
    ship = east_ship(200, 200)
    others = [east_ship(200, 200 - 27), east_ship(200, 200 + 27)]
    room = t.rooms(ship, others)
    assert max(room) < 2.5 and t.way(ship, 270, room) is None
    # the old reading, the footprint turned in place, saw nothing in the way
    assert not any(g.overlaps(g.box((200, 200), 270, SHIP_L, SHIP_W), o) for o in others)


def test_a_turn_may_not_swing_her_stern_quarter_through_an_island():
    ship = east_ship(200, 200)  # her starboard stern corner at (155.5, 212.5)
    island = Circle(155.5, 212.5 + 2 + 30, 30)  # 2 mm off her starboard quarter
    cw, ccw = (t.shape_room(ship, island))
    assert ccw < 3 and cw > 180  # anticlockwise her stern swings to starboard, into it
    assert g.gap(t.turned_by(ship, -math.radians(ccw)), island) == approx(-TOLERANCE)
    behind = Circle(155.5 - 2 - 30, 212.5, 30)  # astern of that corner: the swing clears it
    assert t.shape_room(ship, behind) == (360, 360)


def test_a_turn_may_not_swing_through_a_sea_monster_nor_a_cursed_zone():
    ship = g.box((300, 60), 270, SHIP_L, SHIP_W)  # heading west
    kraken = Circle(300, 60 + 12.5 + 2 + 40, 40)  # 2 mm off her port side amidships
    cw, ccw = (t.shape_room(ship, kraken))
    assert cw < 5 and ccw > 180  # clockwise her stern swings to port, into the Kraken
    out = (1 / math.sqrt(2), 1 / math.sqrt(2))  # the Fog Bank's long side faces south-east
    along = g.box((110 + out[0] * 14.5, 110 + out[1] * 14.5), 45, SHIP_L, SHIP_W)
    assert g.gap(along, FOG_BANK) == approx(2)  # lying along it, 2 mm off, heading north-east
    cw, ccw = (t.shape_room(along, FOG_BANK))
    assert cw < 5 and ccw > 90  # clockwise her stern swings to port, into the zone


def test_her_stern_corners_cut_her_own_island_less_than_her_overhang_more_than_the_tolerance():
    """A ship berthed stern-to her island, pivoting on her bow, presses her stern corners up
    to hypot(89, 12.5) - 89 = 0.87 mm into it: more than the 0.5 mm a hand's slack allows, so
    without her overhang allowed against what she lies against she could barely turn."""
    island = Circle(200, 200, 55)
    ship = g.berth(island, 90, SHIP_L, SHIP_W)
    assert s.overhang(ship) == approx(math.hypot(89, 12.5) - 89)
    assert max((t.shape_room(ship, island))) < 5
    assert t.rooms(ship, [], grace=[island], slack=s.overhang(ship)) == (360, 360)
    deepest = min(g.gap(t.turned_by(ship, math.radians(d / 10)), island) for d in range(200))
    assert -s.overhang(ship) < deepest < -TOLERANCE


def test_the_edge_of_the_mat_stops_a_stern_swinging_over_it():
    ship = g.box((60, 400), 0, SHIP_L, SHIP_W)  # heading north, her side 47.5 mm off the edge
    cw, ccw = (t.area_room(ship, MAT))  # clockwise her stern swings west, over it
    assert cw < 45 and ccw > 180
    assert g.inside(t.turned_by(ship, math.radians(cw)), MAT)
    assert not g.inside(t.turned_by(ship, math.radians(cw) + 1e-6), MAT)


@settings(max_examples=200, deadline=None)
@given(boxes(), shapes())
def test_a_room_is_where_the_first_sampled_angle_overlaps(ship, shape):
    """No angle short of the room overlaps by more than the tolerance (sampled each 0.2 degree
    and just short of it), and just past it one does."""
    for sign, degrees in zip((1, -1), t.shape_room(ship, shape)):
        room = math.radians(degrees)
        samples = [room * k / 1800 for k in range(1, 1800)] + [max(room - 1e-9, 0)]
        assert not any(g.overlaps(t.turned_by(ship, sign * a), shape) for a in samples if a)
        if room < t.TAU:
            assert any(g.overlaps(t.turned_by(ship, sign * (room + d)), shape)
                       for d in (1e-7, 1e-5, 1e-3, 1e-2))


@settings(max_examples=100, deadline=None)
@given(boxes(), angle)
def test_the_way_found_turns_through_nothing(ship, heading):
    obstacles = [Circle(150, 150, 40), east_ship(150, 60), FOG_BANK]
    turn = t.way(ship, heading, t.rooms(ship, obstacles, MAT))
    if turn:
        sweep = ((heading - ship.heading) * turn) % 360
        for k in range(1, 61):
            at = t.turned_by(ship, turn * math.radians(sweep * k / 60))
            assert not any(g.overlaps(at, o) for o in obstacles) and g.inside(at, MAT)
    if turn == 0:
        assert min(abs(heading - ship.heading), 360 - abs(heading - ship.heading)) < 1e-6


def test_a_free_full_turn_is_a_whole_circle_each_way():
    assert t.rooms(east_ship(457, 457), [Circle(100, 100, 20)], MAT) == (360, 360)
