"""`invariants()` must catch a broken state, or the conformance suite could not fail."""
from __future__ import annotations

from pirates_lib.leaky_loot.rules import Hull

from .helpers import give, staged


def test_a_sound_state_breaks_no_invariant():
    assert staged().invariants() == []


def test_a_card_in_two_places_or_lost_is_caught():
    state = staged(hands={0: ["hull-3"]})
    state.flotsam.append("hull-3")
    assert any("extra" in v for v in state.invariants())
    state = staged(hands={0: ["hull-3"]})
    state.boats[0].hand = []
    assert any("missing" in v for v in state.invariants())


def test_a_starter_hull_appearing_or_vanishing_is_caught():
    state = staged()
    state.boats[1].hulls[0] = Hull(2)
    assert any("starter" in v for v in state.invariants())


def test_an_ocean_card_lost_is_caught():
    state = staged()
    state.ocean_discard.append(state.ocean_card)
    assert any("ocean" in v for v in state.invariants())


def test_a_hand_over_the_limit_outside_a_throw_is_caught():
    state = staged()
    give(state, 0, ["hull-1", "hull-2", "hull-3", "hull-4"])
    assert any("limit" in v for v in state.invariants())


def test_a_boat_afloat_with_ten_water_or_hull_damage_beyond_its_value_is_caught():
    state = staged()
    state.boats[1].water = 10
    assert any("afloat with 10" in v for v in state.invariants())
    state = staged()
    state.boats[1].hulls[2] = Hull(2, 3, True)
    assert any("hulls" in v for v in state.invariants())


def test_pending_water_on_a_boat_whose_turn_it_is_not_is_caught():
    state = staged()
    state.boats[2].pending = 1
    assert any("pending" in v for v in state.invariants())


def test_points_that_do_not_match_the_treasure_scored_are_caught():
    state = staged()
    state.boats[1].points = 4
    assert any("points" in v for v in state.invariants())


def test_a_drowned_player_to_move_is_caught():
    state = staged()
    state.boats[0].afloat = False
    state.flotsam, state.boats[0].hand = sorted(state.flotsam + state.boats[0].hand), []
    assert any("to move but has drowned" in v for v in state.invariants())


def test_a_record_of_salvage_decks_that_does_not_match_the_hand_is_caught():
    state = staged(hands={0: ["hull-3"]})
    state.boats[0].decks = {"hull-3": [1]}  # no reshuffle has rebuilt a deck number 1
    assert any("decks its cards came from" in v for v in state.invariants())
    state = staged(hands={0: ["hull-3"]})
    state.boats[0].decks = {"hull-4": [0]}
    assert any("decks its cards came from" in v for v in state.invariants())
