"""`invariants()` must catch a broken state, or the conformance suite could not fail. Each
test stages a broken position (`check=False`: the staging must not refuse it) and asks."""
from __future__ import annotations

from pirates_lib.engine.staging import stage
from pirates_lib.leaky_loot.components import Hull

from .helpers import give, hulls_with, restage, sink, staged


def test_a_sound_state_breaks_no_invariant():
    assert staged().invariants() == []


def test_a_card_in_two_places_or_lost_is_caught():
    state = staged(hands={0: ["hull-3"]})
    stage(state, flotsam=state.flotsam + ["hull-3"], check=False)
    assert any("extra" in v for v in state.invariants())
    state = staged(hands={0: ["hull-3"]})
    restage(state, {0: {"hand": []}}, check=False)
    assert any("missing" in v for v in state.invariants())


def test_a_starter_hull_appearing_or_vanishing_is_caught():
    state = staged()
    restage(state, {1: {"hulls": hulls_with(state, 1, {1: Hull(2)})}}, check=False)
    assert any("starter" in v for v in state.invariants())


def test_an_ocean_card_lost_is_caught():
    state = staged()
    stage(state, ocean_discard=state.ocean_discard + [state.ocean_card], check=False)
    assert any("ocean" in v for v in state.invariants())


def test_a_hand_over_the_limit_outside_a_throw_is_caught():
    state = staged()
    give(state, 0, ["hull-1", "hull-2", "hull-3", "hull-4"], check=False)
    assert any("limit" in v for v in state.invariants())


def test_a_boat_afloat_with_ten_water_or_hull_damage_beyond_its_value_is_caught():
    state = staged()
    restage(state, {1: {"water": 10}}, check=False)
    assert any("afloat with 10" in v for v in state.invariants())
    state = staged()
    restage(state, {1: {"hulls": hulls_with(state, 1, {3: Hull(2, 3, True)})}}, check=False)
    assert any("hulls" in v for v in state.invariants())


def test_pending_water_on_a_boat_whose_turn_it_is_not_is_caught():
    state = staged()
    restage(state, {2: {"pending": 1}}, check=False)
    assert any("pending" in v for v in state.invariants())


def test_points_that_do_not_match_the_treasure_scored_are_caught():
    state = staged()
    restage(state, {1: {"points": 4}}, check=False)
    assert any("points" in v for v in state.invariants())


def test_a_drowned_player_to_move_is_caught():
    state = staged()
    sink(state, 0, check=False)
    assert any("to move but has drowned" in v for v in state.invariants())


def test_a_record_of_salvage_decks_that_does_not_match_the_hand_is_caught():
    state = staged(hands={0: ["hull-3"]})
    restage(state, {0: {"decks": {"hull-3": [1]}}}, check=False)  # no deck number 1 yet
    assert any("decks its cards came from" in v for v in state.invariants())
    state = staged(hands={0: ["hull-3"]})
    restage(state, {0: {"decks": {"hull-4": [0]}}}, check=False)
    assert any("decks its cards came from" in v for v in state.invariants())


def test_a_thrower_recorded_for_a_card_not_in_the_flotsam_is_caught():
    state = staged()
    stage(state, thrown={"hull-3": [0]}, check=False)
    assert any("throwers" in v for v in state.invariants())
