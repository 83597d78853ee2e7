"""Sailing (sailing.py; docs/rules/davy_jones.md, "Geometry"): a move turns about the bow then
runs straight ahead, measured bow to bow; a ship docked bow-first turns her around first; never
through an obstacle (grazing allowed, her overhang more against what she lies against), never
ending against a ship, never off the mat; free runs in closed form, checked against sampled
positions. The turn's sweep is test_turning.py's."""
from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones import sailing as s
from pirates_lib.davy_jones.geometry import TOLERANCE, Circle

from .test_geometry import MAT, SHIP_L, SHIP_W, angle, approx, boxes, east_ship, shapes


# --- moves ------------------------------------------------------------------------------------
def test_sailing_turns_the_ship_about_her_bow_then_moves_the_bow_run_mm_ahead():
    ship = east_ship(200, 200)  # her bow at (244.5, 200)
    end = s.sail(ship, 180, 50)  # turn south about the bow, sail 50
    assert end.bow == (approx(244.5), approx(250))  # 50 mm from where it stood: bow to bow
    assert end.heading == approx(180) and (end.x, end.y) == (approx(244.5), approx(205.5))
    assert s.turned(ship, 180).bow == (approx(244.5), approx(200))


def test_the_wake_runs_from_the_turned_sterns_to_the_final_bow():
    ship = east_ship(200, 200)
    w = s.wake(ship, 0, 60)  # north
    assert w.length == approx(89 + 60) and w.width == approx(25)
    assert w.stern == pytest.approx(s.turned(ship, 0).stern)
    assert w.bow == pytest.approx(s.sail(ship, 0, 60).bow)


def test_course_to_a_clicked_point_ends_with_the_bow_on_it():
    ship = east_ship(200, 200)  # her bow at (244.5, 200)
    heading, run = s.course_to(ship, (260, 120))
    end = s.sail(ship, heading, run)
    assert end.bow == (approx(260), approx(120))
    assert run == approx(math.hypot(15.5, 80))  # the point's distance from her bow
    heading, run = s.course_to(ship, (210, 200))  # under her own hull: she swings round
    assert (heading, run) == (approx(270), approx(34.5))
    assert s.course_to(ship, ship.bow) == (approx(90), 0)  # her bow's own point: no turn


def test_free_run_toward_an_island_dead_ahead_stops_half_a_millimetre_inside_it():
    ship = east_ship(100, 100)
    island = Circle(144.5 + 30 + 50, 100, 50)  # 30 mm off the bow
    assert s.free_run(ship, 90, island) == approx(30.5)
    assert s.free_run(ship, 90, island, tol=0) == approx(30)  # docking: touching at 30
    assert not g.overlaps(s.wake(ship, 90, 30.4), island)
    assert g.overlaps(s.wake(ship, 90, 30.6), island)
    assert g.touches(s.sail(ship, 90, 30), island)


@pytest.mark.parametrize("overlap, blocked", [(0.0, False), (0.4, False), (0.6, True)])
def test_a_move_may_graze_an_island_alongside_but_not_cut_into_it(overlap, blocked):
    ship = east_ship(100, 100)
    island = Circle(200, 112.5 + 40 - overlap, 40)  # beside the path, to starboard
    run = s.free_run(ship, 90, island)
    assert (run < 89) is blocked
    assert g.overlaps(s.wake(ship, 90, 89), island) is blocked


def test_an_island_astern_never_blocks_a_run_ahead_but_one_cut_into_the_stern_does():
    ship = east_ship(100, 100)  # stern at x = 55.5, bow at 144.5
    assert s.free_run(ship, 90, Circle(30, 100, 26)) == math.inf  # 0.5 mm into the stern
    cut_in = Circle(30, 100, 27)  # 1.5 mm into the stern
    assert s.free_run(ship, 90, cut_in) < 0
    assert s.free_run(ship, 0, cut_in) == math.inf  # turned north about her bow she is clear
    # turned west about her bow her hull lies east of it: she sails back to 0.5 mm inside it
    assert s.free_run(ship, 270, cut_in) == approx(144.5 - 57 + 0.5)


def test_a_ship_docked_by_her_stern_sails_away_and_turned_about_her_bow_faces_it_a_hull_off():
    island = Circle(200, 200, 55)
    ship = g.berth(island, 90, SHIP_L, SHIP_W)  # stern touching, bow pointing east
    assert g.gap(ship, island) == approx(0) and s.leaving(ship, island) == ship
    assert s.free_run(ship, 90, island) == math.inf
    assert s.free_run(ship, 270, island) == approx(89 + 0.5)


def test_a_ship_docked_bow_first_turns_her_around_so_that_her_stern_leads():
    """Rulebook: 'just turn her around and move away': the same footprint, bow and stern
    swapped, and her move is measured from the end away from the island."""
    island = Circle(200, 200, 55)
    bow_first = g.box_from_bow((255, 200), 270, SHIP_L, SHIP_W)  # her bow on the island
    lead = s.leaving(bow_first, island)
    assert (lead.x, lead.y, lead.heading) == (approx(299.5), approx(200), approx(90))
    assert lead.bow == (approx(344), approx(200)) and lead.stern == pytest.approx(bow_first.bow)
    assert s.sail(lead, 0, 89).bow == (approx(344), approx(200 - 89))
    assert s.leaving(bow_first, None) == bow_first


def test_a_ship_whose_bow_lies_against_a_ship_turns_her_around_unless_her_stern_does_too():
    """Ruling 69: something within her half width (12.5 mm) of her bow point, nothing within
    it of her stern point: her stern leads; 12.6 mm off, or with her stern against something
    too, her bow still leads."""
    ship = east_ship(100, 100)  # bow at (144.5, 100), stern at (55.5, 100)
    ahead = east_ship(144.5 + 12.5 + 44.5, 100)  # her stern 12.5 mm off the bow point
    lead = s.leaving(ship, None, [ahead])
    assert lead.bow == pytest.approx(ship.stern) and lead.heading == approx(270)
    assert s.leaving(ship, None, [east_ship(144.5 + 12.6 + 44.5, 100)]) == ship
    astern = Circle(55.5 - 10 - 30, 100, 30)  # 10 mm off her stern point
    assert s.leaving(ship, None, [ahead, astern]) == ship


def test_free_run_against_a_ship_ahead_is_the_gap_plus_half_a_millimetre():
    ship, other = east_ship(100, 100), east_ship(300, 100)
    assert s.free_run(ship, 90, other) == approx(200 - 89 + 0.5)
    angled = g.box((300, 120), 45, SHIP_L, SHIP_W)
    run = s.free_run(ship, 90, angled)
    assert not g.overlaps(s.wake(ship, 90, run - 1e-6), angled)
    assert g.overlaps(s.wake(ship, 90, run + 0.01), angled)


def test_free_run_against_a_cursed_zone_corner_stops_at_its_edge():
    zone = g.polygon([(0, 0), (220, 0), (0, 220)])
    ship = g.box((300, 60), 270, SHIP_L, SHIP_W)  # heading west toward the hypotenuse
    run = s.free_run(ship, 270, zone)
    assert not g.overlaps(s.wake(ship, 270, run), zone)
    assert g.overlaps(s.wake(ship, 270, run + 0.01), zone)
    assert s.free_run(ship, 0, zone) == math.inf  # turned north about her bow, sailing off


@pytest.mark.parametrize("room, ok", [(0.0, True), (0.4, True), (0.6, False)])
def test_a_move_must_keep_the_ship_on_the_mat(room, ok):
    ship = east_ship(914 - 44.5 - 30, 100)  # bow 30 mm from the east edge
    limit = s.area_run(ship, 90, MAT)
    assert limit == approx(30.5)
    assert (30 + room <= limit) is ok
    assert g.inside(s.sail(ship, 90, 30 + room), MAT) is ok
    assert s.area_run(ship, 270, MAT) < 0  # turned about her bow her hull hangs off the edge
    over = east_ship(20, 100)  # her stern 24.5 mm over the west edge, her bow at 64.5
    assert s.area_run(over, 90, MAT) < 0
    assert s.area_run(over, 0, MAT) == approx(100.5)  # turned north about her bow: on the mat


def test_clear_run_is_the_least_of_the_obstacles_and_the_edge():
    ship = east_ship(100, 100)
    obstacles = [Circle(300, 100, 20), east_ship(250, 100), Circle(100, 300, 10)]
    assert s.clear_run(ship, 90, obstacles, MAT) == approx(250 - 44.5 - 144.5 + 0.5)
    assert s.clear_run(ship, 0, obstacles, MAT) == approx(100 + 0.5)  # turned about her bow
    assert s.clear_run(ship, 0, obstacles, None) == math.inf


def test_a_move_may_pass_a_ship_alongside_but_not_end_touching_it_nor_sail_through_it():
    ship = east_ship(100, 100)  # x 55.5 to 144.5
    beside = east_ship(200, 125.3)  # x 155.5 to 244.5, 0.3 mm off our starboard side
    runs = [0, 10, 20, 30, 60, 89]
    # a run of 10 ends 1.04 mm from her stern corner; from 20 on we end right beside her
    assert s.legal_runs(ship, 90, runs, [beside], [beside], None) == [0, 10]
    ahead = east_ship(300, 100)  # her stern at x 255.5: 111 mm ahead of our bow
    assert s.legal_runs(ship, 90, runs, [ahead], [ahead], None) == runs
    assert s.legal_runs(ship, 90, [110.4, 110.6, 111.6], [ahead], [ahead], None) == [110.4]
    island = Circle(300, 100, 20)  # 135.5 mm ahead of our bow
    assert s.legal_runs(ship, 90, [135.5, 135.9, 136.1], [island], [], None) == [135.5, 135.9]


def test_within_reach_keeps_only_what_a_move_could_touch():
    ship = east_ship(400, 400)  # her bow at (444.5, 400)
    reach = math.hypot(89, 12.5)  # about her bow: her stern corners swung, or her bow's sailed
    near, far = Circle(444.5 + reach + 9.9, 400, 10), Circle(444.5 + reach + 10.6, 400, 10)
    assert s.within_reach(ship, [near, far], 89) == [near]
    assert s.within_reach(ship, [Circle(444.5 - reach - 10.4, 400, 10)], 89) != []
    westward = g.box((130, 400), 270, SHIP_L, SHIP_W)  # her bow 85.5 mm from the west edge
    assert not s.near_edge(ship, MAT, 89) and s.near_edge(westward, MAT, 89)



@settings(max_examples=200, deadline=None)
@given(boxes(), angle, shapes())
def test_free_run_is_where_the_wake_starts_to_overlap(ship, heading, obstacle):
    run = s.free_run(ship, heading, obstacle)
    if run == math.inf:
        assert not g.overlaps(s.wake(ship, heading, 400), obstacle)
    elif run < 0:
        assert g.overlaps(s.wake(ship, heading, 0), obstacle)
    else:
        assert g.gap(s.wake(ship, heading, run), obstacle) >= -TOLERANCE - 1e-6
        assert g.overlaps(s.wake(ship, heading, run + 0.01), obstacle)


@settings(max_examples=150, deadline=None)
@given(boxes(), angle, st.floats(0, 89), shapes())
def test_a_wake_overlaps_whenever_some_position_along_the_move_does(ship, heading, run,
                                                                    obstacle):
    """The wake is the union of the ship's footprints along the move, so it overlaps an
    obstacle whenever one of them does (sampled every 5 mm and at the end)."""
    steps = [run * k / 18 for k in range(19)]
    if any(g.overlaps(s.sail(ship, heading, t), obstacle) for t in steps):
        assert g.overlaps(s.wake(ship, heading, run), obstacle)
    if not g.overlaps(s.wake(ship, heading, run), obstacle):
        assert run <= s.free_run(ship, heading, obstacle)


@settings(max_examples=150, deadline=None)
@given(boxes(), angle, shapes())
def test_nothing_outside_within_reach_can_block_a_move(ship, heading, obstacle):
    if not s.within_reach(ship, [obstacle], 89):
        assert s.free_run(ship, heading, obstacle) > 89
        assert not g.touches(s.sail(ship, heading, 89), obstacle)
