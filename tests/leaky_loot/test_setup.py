"""Rulebook "Setup" and the ruling on the start (docs/rules/leaky_loot.md)."""
from __future__ import annotations

import pytest

import pirates_lib as pl
from pirates_lib.leaky_loot import components as C
from pirates_lib.leaky_loot.views import phase, rounds_to_port


@pytest.mark.parametrize("players", range(2, 7))
def test_every_boat_starts_with_five_starter_hulls_of_value_2_and_no_water(players):
    state = pl.load("leaky_loot", players=players).new_game(seed=players)
    for seat, boat in enumerate(state.boats):
        assert [h.value for h in boat.hulls] == [2] * 5 and all(h.starter for h in boat.hulls)
        assert boat.water == 0 and boat.afloat
        assert boat.pending == 0 or seat == 0  # only the first wave may have leaked


def test_starting_hands_are_two_cards_never_treasure_nor_krakken():
    for seed in range(200):
        state = pl.load("leaky_loot", players=6).new_game(seed=seed)
        for boat in state.boats:
            assert len(boat.hand) == 2
            assert all(C.kind_of(c) in ("hull", "bucket") for c in boat.hand)


def test_cards_set_aside_at_setup_go_back_into_the_salvage_deck():
    state = pl.load("leaky_loot", players=6).new_game(seed=11)
    assert sum(state.salvage_deck.values()) == 37 - 12
    assert state.salvage_discard == [] and state.flotsam == []
    assert C.KRAKKEN in state.salvage_deck


def test_starter_hulls_are_not_taken_from_the_salvage_deck():
    state = pl.load("leaky_loot", players=2).new_game(seed=0)
    hulls_in_play = sum(n for c, n in state.salvage_deck.items() if C.kind_of(c) == "hull")
    hulls_in_hands = sum(C.kind_of(c) == "hull" for b in state.boats for c in b.hand)
    assert hulls_in_play + hulls_in_hands == 15


def test_the_first_turn_begins_at_once_with_an_ocean_card_and_a_wave():
    state = pl.load("leaky_loot").new_game(seed=5)
    assert state.to_move == 0 and phase(state) == "action" and state.round == 1
    assert state.ocean_card in C.ocean_deck() and len(state.ocean_deck) == 35
    assert state.wave["card"] == state.ocean_card and state.wave["strength"] >= 1
    assert [e.kind for e in state.log].count("ocean") == 1


def test_the_first_port_is_at_the_end_of_round_5():
    state = pl.load("leaky_loot").new_game(seed=1)
    assert state.next_port_round == 5 and rounds_to_port(state) == 5


def test_player_counts_2_to_6_default_3_and_the_ports_option_is_checked():
    assert pl.load("leaky_loot").players == 3
    with pytest.raises(ValueError, match="players"):
        pl.load("leaky_loot", players=1)
    with pytest.raises(ValueError, match="players"):
        pl.load("leaky_loot", players=7)
    with pytest.raises(ValueError, match="ports"):
        pl.load("leaky_loot", ports=0)
    with pytest.raises(ValueError, match="valid options"):
        pl.load("leaky_loot", ports="three")
    assert pl.load("leaky_loot", ports=1).options.ports == 1


def test_the_same_seed_gives_the_same_game():
    a = pl.play(pl.load("leaky_loot"), ["random"] * 3, seed=9)
    b = pl.play(pl.load("leaky_loot"), ["random"] * 3, seed=9)
    assert a == b and [e.text for e in a.log] == [e.text for e in b.log]
