"""The log speaks plain English: one counter, one point, one card, two counters, two points;
a list of cards with its repeats counted; dice said as numbers; nothing said about nothing."""
from __future__ import annotations

import pirates_lib as pl

from .helpers import less, restage, staged


def _log(state, player=None) -> list[str]:
    return state.view(player)["log"]


def test_a_wave_of_strength_one_puts_one_damage_counter_on_the_hull():
    state = staged(card="7-hearts", blue=1, red=(1,))
    assert any("takes 1 damage counter (strength now 1)" in line for line in _log(state))
    state = staged(card="7-hearts", blue=1, red=(2,))
    assert any("takes 2 damage counters, which break it (strength 0)" in line
               for line in _log(state))


def test_a_ram_of_strength_one_puts_one_counter_on_the_hull():
    state = staged(blue=6, hands={0: []})
    state.chance.script(dice=[1, 1])
    state.apply("ram:1")
    assert _log(state)[-1] == ("The ram's red die shows a 1: it puts 1 counter on Mary's side 1 "
                               "(hull 2, strength 2), leaving strength 1.")


def test_a_new_hull_on_the_side_hit_takes_one_counter_in_the_singular():
    state = staged(card="7-hearts", blue=1, red=(1,), hands={0: ["hull-4"]})
    state.apply("hull:4>side1")
    assert _log(state)[-1].endswith("It takes this turn's wave of strength 1 again and holds, "
                                    "taking 1 counter: no water is pending now.")


def test_a_new_hull_that_lets_water_in_says_what_was_already_bailed():
    state = staged(card="9-clubs", blue=1, red=(4, 4), hands={0: ["bucket-3", "hull-3"]})
    state.apply("bucket:3")
    assert _log(state)[-1] == ("Anne bails out 3 pending water with Bucket 3 (3 water pending, "
                               "no water aboard).")
    state.apply("hull:3>side1")
    assert _log(state)[-1].endswith("It takes this turn's wave of strength 8 again and lets in "
                                    "5, less the 3 already bailed: 2 water pending now.")


def test_one_point_scored_at_port_and_one_point_winning_are_singular():
    state = staged(players=2, seat=1, round=5, card="7-spades", blue=6, ports=1,
                   hands={0: ["treasure-1"], 1: []})
    state.apply("end")
    log = _log(state)
    assert "Anne turns in Treasure 1 for 1 point (1 in all), with no water to drain." in log
    assert log[-1].endswith("Anne wins with 1 point.")
    assert "Mary has no water to drain and no treasure to turn in." in log


def test_a_port_says_the_water_drained_and_counts_repeated_treasure_once():
    state = staged(players=2, seat=1, round=5, card="7-spades", blue=6, ports=1,
                   hands={0: ["treasure-1", "treasure-3", "treasure-3"], 1: ["hull-1"]})
    restage(state, {0: {"water": 6}, 1: {"water": 2, "points": 4, "scored": ["treasure-2"] * 2}},
            salvage_deck=less(state.salvage_deck, "treasure-2", "treasure-2"))
    state.apply("end")
    log = _log(state)
    assert "Anne drains 6 water and turns in Treasure 1 and Treasure 3 ×2 for 7 points (7 in all)." in log
    assert "Mary drains 2 water but has no treasure to turn in (4 points so far)." in log


def test_nobody_scoring_is_said_plainly_and_every_winner_is_listed():
    state = staged(players=3, seat=2, round=5, card="7-spades", blue=6, ports=1,
                   hands={0: [], 1: [], 2: []})
    state.apply("end")
    assert _log(state)[-1] == ("That was port 1, the last one. The game is over: nobody scored a "
                               "point, so Anne, Mary and Jack share the win.")


def test_a_wave_that_misses_says_its_red_dice_in_words_and_carries_the_blue_die():
    state = staged(card="7-clubs", blue=6, red=(3, 1))
    wave = state.log[-1]
    assert wave.text == ("The blue die shows 6: the wave misses Anne's boat (its red dice show "
                         "3 and 1, strength 4).")
    assert (wave.data["dice"], wave.data["sides"], wave.data["color"]) == ([6], 6, "blue")


def test_a_wave_that_hits_carries_the_blue_die_then_the_red_dice_with_their_sides():
    state = staged(card="7-clubs", blue=2, red=(3, 1))
    side, wave = state.log[-2:]
    assert side.text == "The blue die shows 2: the wave comes at side 2 of Anne's boat."
    assert (side.data["dice"], side.data["sides"], side.data["color"]) == ([2], 6, "blue")
    assert wave.text.startswith("A wave of strength 4 (red dice 3 and 1) hits side 2")
    assert (wave.data["dice"], wave.data["sides"], wave.data["color"]) == ([3, 1], [4, 4], "red")


def test_a_drowned_boat_with_an_empty_hand_says_nothing_of_the_flotsam():
    state = staged(card="7-spades", blue=2, red=(6,), hands={0: []})
    restage(state, {0: {"water": 6}})
    state.apply("end")
    assert "Anne's boat holds 10 water and drowns!" in _log(state)
    state = staged(card="7-spades", blue=2, red=(6,), hands={0: ["treasure-1", "treasure-1"]})
    restage(state, {0: {"water": 6}})
    state.apply("end")
    assert ("Anne's boat holds 10 water and drowns! Its hand floats into the flotsam, face up: "
            "Treasure 1 ×2.") in _log(state)


def test_the_starting_hand_counts_two_alike_cards_once():
    for seed in range(40):
        state = pl.load("leaky_loot", players=2).new_game(seed=seed)
        hand = state.boats[0].hand
        if hand[0] == hand[1]:
            name = hand[0].replace("-", " ").capitalize()
            assert f"You start with {name} ×2." in _log(state, 0)
            return
    raise AssertionError("no seed deals two alike starting cards")


def test_the_starting_deal_says_how_many_salvage_cards_each_player_takes():
    state = pl.load("leaky_loot", players=2).new_game(seed=1)
    assert "Anne takes 2 salvage cards." in _log(state)
