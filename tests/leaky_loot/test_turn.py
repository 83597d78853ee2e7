"""Rulebook "Turn" 1, 2 and 4, "Drowning", "Inventory Management", "Krakken", "Ports", and the
rulings on turns, rounds, salvage, the end and the scores (docs/rules/leaky_loot.md)."""
from __future__ import annotations

import pytest

import pirates_lib as pl
from pirates_lib.engine.staging import stage
from pirates_lib.leaky_loot import components as C
from pirates_lib.leaky_loot.components import Hull
from pirates_lib.leaky_loot.views import phase, rounds_to_port, throw_queue

from .helpers import hulls_with, less, restage, sink, staged


def test_wave_5_on_a_starter_hull_leaks_3_pending_water_on_the_side_rolled():
    state = staged(card="7-spades", blue=2, red=(5,))
    boat = state.boats[0]
    assert boat.pending == 3 and boat.water == 0
    assert boat.hulls[1].damage == 0 and state.wave["side"] == 2
    assert "3 water leaks in" in state.log[-1].text


def test_wave_2_on_a_starter_hull_puts_2_counters_and_leaks_nothing():
    state = staged(card="7-hearts", blue=4, red=(2,))
    assert state.boats[0].hulls[3].damage == 2 and state.boats[0].pending == 0


def test_clubs_roll_two_red_d4_and_the_view_shows_both():
    state = staged(card="9-clubs", blue=1, red=(4, 3))
    assert state.wave["dice"] == [4, 3] and state.wave["strength"] == 7
    assert state.view(1)["wave"]["dice"] == [4, 3]


def test_blue_6_misses_but_the_strength_is_still_rolled():
    state = staged(card="7-diamonds", blue=6, red=(5,))
    assert state.wave["side"] is None and state.wave["strength"] == 5
    assert state.boats[0].pending == 0 and all(h.damage == 0 for h in state.boats[0].hulls)
    assert "misses" in state.log[-1].text


def test_pending_water_joins_the_boat_only_when_the_action_phase_ends():
    state = staged(card="7-spades", blue=1, red=(6,))
    assert (state.boats[0].pending, state.boats[0].water) == (4, 0)
    state.apply("end")
    assert (state.boats[0].pending, state.boats[0].water) == (0, 4)


def test_an_even_ocean_card_draws_one_salvage_card_at_the_end_of_the_turn():
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1"]})
    state.chance.script(cards=["hull-4"])
    state.apply("end")
    assert state.boats[0].hand == ["bucket-1", "hull-4"]


def test_an_odd_ocean_card_draws_no_salvage():
    state = staged(card="9-spades", blue=6, hands={0: ["bucket-1"]})
    before = sum(state.salvage_deck.values())
    state.apply("end")
    assert state.boats[0].hand == ["bucket-1"] and sum(state.salvage_deck.values()) == before


def test_a_salvage_draw_is_private_and_announced_publicly():
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1"]})
    state.chance.script(cards=["treasure-3"])
    state.apply("end")
    assert "You draw Treasure 3." in state.view(0)["log"]
    assert all("Treasure 3" not in line for line in state.view(1)["log"])
    assert "Anne draws a salvage card." in state.view(1)["log"]
    assert all("Treasure 3" not in line for line in state.view(None)["log"])


def test_ten_water_drowns_the_boat_and_its_hand_floats_face_up_in_the_flotsam():
    state = staged(card="8-spades", blue=1, red=(5,), hands={0: ["hull-1", "treasure-2"]})
    restage(state, {0: {"water": 7}})
    state.apply("end")
    boat = state.boats[0]
    assert not boat.afloat and boat.water == 10 and boat.hand == []
    assert state.flotsam == ["hull-1", "treasure-2"]
    assert state.view(2)["flotsam"] == ["hull-1", "treasure-2"]
    assert state.to_move == 1 and state.invariants() == []


def test_a_drowned_boat_draws_no_salvage_even_on_an_even_card():
    state = staged(card="8-spades", blue=1, red=(6,), hands={0: []})
    restage(state, {0: {"water": 9}})
    deck = sum(state.salvage_deck.values())
    state.apply("end")
    assert state.boats[0].hand == [] and sum(state.salvage_deck.values()) == deck


def test_nine_water_does_not_drown():
    state = staged(card="7-spades", blue=1, red=(3,))
    restage(state, {0: {"water": 8}})
    state.apply("end")
    assert state.boats[0].afloat and state.boats[0].water == 9


def test_drowned_players_are_skipped_and_never_asked_to_act():
    state = staged(players=3, card="7-spades", blue=6, default_die=6)
    sink(state, 1)
    seen = set()
    for _ in range(30):
        seen.add(state.to_move)
        state.apply("end" if phase(state) == "action" else state.legal_actions()[0])
    assert 1 not in seen and seen == {0, 2}


def test_a_round_is_one_turn_of_each_living_player_in_seat_order():
    state = staged(players=3, card="7-spades", blue=6, default_die=6)
    order = []
    while state.round < 3:
        if phase(state) == "action":
            order.append((state.round, state.turn))
            state.apply("end")
        else:
            state.apply(state.legal_actions()[0])
    assert order == [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]


def test_the_game_ends_when_no_boat_is_afloat():
    state = staged(players=2, card="7-spades", blue=1, red=(6,), hands={0: [], 1: []})
    sink(state, 1)
    restage(state, {0: {"water": 9}})
    state.apply("end")
    assert state.over and state.to_move is None and state.legal_actions() == []
    with pytest.raises(pl.IllegalAction, match="over"):
        state.apply("end")


def test_an_empty_ocean_deck_is_reshuffled_from_its_discard_pile():
    state = staged(card="7-spades", blue=6)
    stage(state, ocean_discard=sorted(state.ocean_deck), ocean_deck={})
    state.apply("end")
    assert len(state.ocean_deck) == 35 and state.ocean_discard == []
    assert any("ocean deck is empty" in e.text for e in state.log)
    assert state.invariants() == []


def test_an_empty_salvage_deck_is_reshuffled_from_its_discard_pile():
    state = staged(card="8-spades", blue=6, hands={0: []})
    stage(state, salvage_discard=[c for c, n in state.salvage_deck.items() for _ in range(n)],
          salvage_deck={})
    state.apply("end")
    assert len(state.boats[0].hand) == 1 and state.salvage_discard == []
    assert sum(state.salvage_deck.values()) == 37 - 4 - 1
    assert state.invariants() == []


def test_no_salvage_anywhere_means_no_card_is_drawn():
    state = staged(card="8-spades", blue=6, hands={0: []})
    stage(state, flotsam=sorted(c for c, n in state.salvage_deck.items() for _ in range(n)),
          salvage_deck={})
    state.apply("end")
    assert state.boats[0].hand == [] and state.invariants() == []


def test_the_krakken_pushes_the_next_port_one_round_and_is_not_replaced():
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1"]})
    state.chance.script(cards=["krakken"])
    state.apply("end")
    assert state.next_port_round == 6 and rounds_to_port(state) == 6
    assert state.boats[0].hand == ["bucket-1"] and state.salvage_discard == []
    assert state.krakken_aside and state.view(1)["krakken_aside"]
    assert any("draws the Krakken!" in line for line in state.view(2)["log"][-4:])


def test_the_krakken_is_set_aside_until_the_port_it_delayed_then_discarded():
    state = staged(players=2, seat=1, round=5, card="8-spades", blue=6, hands={0: [], 1: []})
    state.chance.script(dice=[6, 1, 6, 1], cards=["krakken", "7-spades", "9-spades"])
    state.apply("end")  # the port at the end of round 5 is now at the end of round 6
    assert state.krakken_aside and state.ports_done == 0 and state.round == 6
    state.apply("end")
    state.apply("end")
    assert state.ports_done == 1 and not state.krakken_aside
    assert "krakken" in state.salvage_discard and state.invariants() == []


def test_the_krakken_delays_each_port_at_most_once_even_through_a_reshuffle():
    state = staged(card="8-spades", blue=6, hands={0: [], 1: [], 2: []})
    state.chance.script(dice=[6, 1], cards=["krakken", "10-spades"])
    state.apply("end")
    stage(state, salvage_discard=sorted(c for c, n in state.salvage_deck.items()
                                        for _ in range(n)), salvage_deck={})
    state.apply("end")  # Mary's even card: the discard pile is reshuffled, without the Krakken
    assert state.salvage_reshuffles == 1 and "krakken" not in state.salvage_deck
    assert state.krakken_aside and state.next_port_round == 6


def test_a_fourth_card_means_choosing_one_of_the_four_to_throw_into_the_flotsam():
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1", "hull-2", "treasure-1"]})
    state.chance.script(cards=["hull-5"])
    state.apply("end")
    assert phase(state) == "throw" and state.to_move == 0
    assert sorted(a.id for a in state.legal_actions()) == [
        "throw:bucket-1", "throw:hull-2", "throw:hull-5", "throw:treasure-1"]
    with pytest.raises(pl.IllegalAction, match="must first throw a card"):
        state.apply("end")
    state.apply("throw:hull-5")
    assert state.boats[0].hand == ["bucket-1", "hull-2", "treasure-1"]
    assert state.flotsam == ["hull-5"] and state.to_move == 1 and phase(state) == "action"


def _without_krakken(state):
    """This test is about the spacing alone: the Krakken leaves the game (no position of the
    game, so the invariants, which count it, are not checked)."""
    stage(state, salvage_deck=less(state.salvage_deck, C.KRAKKEN), check=False)


def test_ports_come_at_the_ends_of_rounds_5_11_18_and_26():
    state = staged(players=2, card="7-spades", blue=6, default_die=6, ports=4)
    _without_krakken(state)  # and every wave misses (default die 6): nobody drowns
    ports = []
    while not state.over:
        events = state.apply("end" if phase(state) == "action" else state.legal_actions()[0])
        ports += [e.data["round"] for e in events if e.kind == "port" and "port" in e.data]
    assert ports == [5, 11, 18, 26] and state.ports_done == 4


def test_the_game_ends_after_the_third_port_by_default():
    state = staged(players=2, card="7-spades", blue=6, default_die=6)
    _without_krakken(state)
    while not state.over:
        state.apply("end" if phase(state) == "action" else state.legal_actions()[0])
    assert state.ports_done == 3 and state.round == 18


def _port_round(players=3, **kw):
    """The last seat's turn of round 5: its "end" reaches the first port."""
    return staged(players=players, seat=players - 1, round=5, **{"card": "7-spades",
                                                                  "blue": 6, **kw})


def test_a_port_drains_water_keeps_hull_damage_scores_treasure_and_gives_a_free_card():
    state = _port_round(hands={0: ["treasure-3", "treasure-1", "hull-2"], 1: ["bucket-2"],
                               2: []})
    restage(state, {0: {"water": 6, "hulls": hulls_with(state, 0, {3: Hull(2, 1, True)})},
                    1: {"water": 9}})
    state.chance.script(cards=["bucket-1", "hull-3", "treasure-2"])
    state.apply("end")
    a, b, c = state.boats
    assert (a.water, b.water) == (0, 0) and a.hulls[2].damage == 1
    assert state.scores() == [4, 0, 0] and a.scored == ["treasure-1", "treasure-3"]
    assert (a.hand, b.hand, c.hand) == (["bucket-1", "hull-2"], ["bucket-2", "hull-3"],
                                         ["treasure-2"])
    assert state.ports_done == 1 and state.next_port_round == 11
    assert state.round == 6 and state.to_move == 0


def test_treasure_turned_in_leaves_the_game():
    state = _port_round(hands={0: ["treasure-3"], 1: [], 2: []})
    state.apply("end")
    in_play = (state.salvage_deck.get("treasure-3", 0) + state.salvage_discard.count("treasure-3")
               + state.flotsam.count("treasure-3")
               + sum(b.hand.count("treasure-3") for b in state.boats))
    assert in_play == 2
    assert state.boats[0].scored == ["treasure-3"] and state.invariants() == []


def test_free_port_cards_over_the_hand_limit_are_thrown_in_seat_order():
    full = ["bucket-1", "bucket-2", "hull-1"]
    state = _port_round(hands={0: full, 1: [], 2: ["hull-2", "hull-3", "hull-4"]})
    state.chance.script(cards=["bucket-3", "hull-5", "bucket-3"])
    state.apply("end")
    assert phase(state) == "throw" and throw_queue(state) == [0, 2] and state.to_move == 0
    state.apply("throw:bucket-1")
    assert state.to_move == 2
    state.apply("throw:hull-2")
    assert phase(state) == "action" and state.round == 6 and state.to_move == 0
    assert state.flotsam == ["bucket-1", "hull-2"]


def test_a_krakken_drawn_at_a_port_pushes_the_port_after_it():
    state = _port_round(hands={0: [], 1: [], 2: []})
    state.chance.script(cards=["krakken"])
    state.apply("end")
    assert state.next_port_round == 12 and state.boats[0].hand == []


def test_the_last_port_ends_the_game_without_free_cards():
    state = _port_round(players=2, ports=1, hands={0: ["treasure-2", "hull-1"], 1: []})
    state.apply("end")
    assert state.over and state.scores() == [2, 0]
    assert state.boats[0].hand == ["hull-1"] and state.winners() == [0]


def test_treasure_still_in_hand_at_the_end_counts_nothing():
    state = _port_round(players=2, ports=1, hands={0: [], 1: ["treasure-3"]})
    restage(state, {1: {"water": 9, "pending": 1}})  # Mary drowns with her treasure
    state.apply("end")
    assert state.flotsam == ["treasure-3"]
    assert state.over and state.scores() == [0, 0]


def test_a_drowned_player_keeps_the_points_scored_before_drowning():
    state = staged(players=2, card="7-spades", blue=1, red=(6,), hands={0: [], 1: []})
    restage(state, {0: {"scored": ["treasure-3"], "points": 3, "water": 9}},
            salvage_deck=less(state.salvage_deck, "treasure-3"))
    state.apply("end")
    assert not state.boats[0].afloat and state.scores() == [3, 0]


def test_a_tie_for_most_points_is_a_shared_win():
    state = _port_round(players=2, ports=1, hands={0: ["treasure-2"], 1: ["treasure-2"]})
    state.apply("end")
    assert state.scores() == [2, 2] and state.winners() == [0, 1]
    assert "share the win" in state.log[-1].text


def test_a_lone_survivor_sails_on_alone_until_the_last_port():
    state = staged(players=2, card="7-spades", blue=6, default_die=6, hands={0: [], 1: []})
    sink(state, 1)
    _without_krakken(state)  # keeps the port rounds fixed
    while not state.over:
        assert state.to_move == 0
        state.apply("end" if phase(state) == "action" else state.legal_actions()[0])
    assert state.ports_done == 3 and state.boats[0].afloat


def test_rounds_to_port_counts_the_round_ends_left_while_port_cards_are_thrown():
    # Between the port at the end of round 5 and round 6, the next port (end of round 11)
    # is 6 round ends away, not 7.
    state = _port_round(players=2, hands={0: ["hull-1", "hull-2", "hull-3"], 1: []})
    state.chance.script(cards=["hull-4", "bucket-1"])
    state.apply("end")
    assert phase(state) == "throw" and state.next_port_round == 11
    assert rounds_to_port(state) == 6 and state.view(1)["rounds_to_port"] == 6
    state.apply("throw:hull-1")
    assert state.round == 6 and rounds_to_port(state) == 6


def test_a_krakken_drawn_in_the_port_round_delays_that_very_port_by_a_round():
    state = _port_round(card="8-spades", red=(1,), hands={0: [], 1: [], 2: ["bucket-1"]})
    state.chance.script(cards=["krakken"])  # this last turn turned an even card
    state.apply("end")
    assert state.ports_done == 0 and state.round == 6 and state.next_port_round == 6
    assert rounds_to_port(state) == 1


def test_the_port_comes_for_the_living_when_the_last_seat_drowns_in_the_port_round():
    state = _port_round(hands={0: ["treasure-2"], 1: [], 2: ["treasure-3"]})
    restage(state, {2: {"water": 9, "pending": 4}})
    state.apply("end")
    assert not state.boats[2].afloat and state.flotsam == ["treasure-3"]
    assert state.ports_done == 1 and state.scores() == [2, 0, 0]
    assert state.round == 6 and state.to_move == 0 and state.invariants() == []


def test_rounds_to_port_is_none_once_the_voyage_has_ended_at_the_last_port():
    state = _port_round(players=2, ports=1, hands={0: [], 1: []})
    assert rounds_to_port(state) == 1
    state.apply("end")
    assert state.over and rounds_to_port(state) is None
    assert state.view(0)["rounds_to_port"] is None


def test_rounds_to_port_is_none_once_every_boat_has_drowned():
    state = staged(players=2, card="7-spades", blue=1, red=(6,), hands={0: [], 1: []})
    sink(state, 1)
    restage(state, {0: {"water": 9}})
    state.apply("end")
    assert state.over and state.view(None)["rounds_to_port"] is None
