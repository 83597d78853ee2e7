"""Round-o-Loot's exact odds, checked against hand formulas and the real rules."""
from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

import pirates_lib as pl
from pirates_lib.engine import Chance
from pirates_lib.odds import simulate
from pirates_lib.round_o_loot import odds
from pirates_lib.round_o_loot.components import base_deck
from pirates_widgets.scenes import round_o_loot as scene_of

from .helpers import QUIET, act, stacked

GAME = pl.load("round_o_loot", players=3)


def test_opening_hand_combination_chance_matches_inclusion_exclusion():
    c = lambda k: Fraction(comb(k, 5), comb(48, 5))  # noqa: E731
    expected = 1 - c(40) - c(38) + c(30)
    found = odds.opening_combinations(base_deck())
    assert found["Bananarama!"] == expected == found["Keelhaul!"]
    assert found["any"] == 1 - c(40) - Fraction(comb(8, 5), comb(48, 5))


def test_opening_combination_odds_agree_with_real_deals():
    exact = odds.opening_combinations(base_deck())["Bananarama!"]
    sim = simulate(lambda ch: odds.has_combination(odds.round_with(GAME, ch).hands[0],
                                                   "bananas"), 1500, seed=1)
    assert sim.P(True).agrees(exact)


def test_round_length_when_each_turn_draws_one_card():
    dist = odds.round_turns_one_card_a_turn(GAME)
    assert min(dist) == 3 and max(dist) == 34 + 2 and dist.mean() == Fraction(35, 2) + 2
    seats = [odds.OneCardBot(GAME, p) for p in range(3)]

    def first_round_turns(chance) -> int:
        state = odds.round_with(GAME, chance)
        turns = 0
        while state.round == 1:
            state.apply(seats[state.to_move].choose(state.view(state.to_move, log=False)))
            turns += 1
        return turns
    sim = simulate(first_round_turns, 300, seed=2)
    assert sim.mean().agrees(dist.mean())
    assert set(sim.outcomes) <= set(dist)


def test_hand_points_mean_is_five_average_cards_and_best_play_matches_real_hands():
    assert odds.hand_points(base_deck()).mean() == 5 * Fraction(8 + 4 * 20, 48)
    best = odds.best_single_play(base_deck())
    sim = simulate(lambda ch: odds.best_play_points(odds.round_with(GAME, ch), 0), 1500, seed=3)
    assert sim.mean().agrees(best.mean())


def test_jolly_roger_in_a_draw_and_rum_adds_a_draw():
    assert odds.draws_after_play(5, 0, 1, 1) == 2 and odds.draws_after_play(5, 0, 1, 0) == 1
    assert odds.draws_after_play(7, 2, 1, 1) == 0  # the third rum lowers the limit to 6
    assert odds.jolly_roger_in_draw(34, 2) == Fraction(2, 34)


def test_board_odds_follow_the_one_card_model():
    state = GAME.new_game(seed=3)
    assert odds.jolly_roger_before_next_turn(state, 0) == (Fraction(3, 34), 3)
    assert odds.jolly_roger_before_next_turn(state, 1) == (Fraction(1, 34), 1)
    done = odds.next_draw_completes(state, 0, 1)
    # Anne lacks rum and limes: one draw cannot bring both; a rum completes the others.
    assert done["Cuba Libre!"] == 0
    assert done["Bananarama!"] == Fraction(8, 43) * Fraction(33, 34)


def test_after_walk_the_plank_nobody_draws_so_the_jolly_roger_cannot_come_up():
    # Rulebook: 'Walk the Plank! Round ends as if the Jolly Roger card was drawn': the Jolly
    # Roger stays in the deck, but the last turns draw nothing.
    state = stacked([["rum-1", "pistols-2", "limes-1", "limes-2", "bananas-1"], QUIET, QUIET])
    act(state, "walk_the_plank:rum-1+pistols-2")
    assert state.view(1)["jolly_roger"]["in_deck"]
    assert odds.jolly_roger_before_next_turn(state, 1) == (Fraction(0), 0)
    assert scene_of.odds(state, 1)["rows"] == []


def test_cards_a_seat_remembers_in_another_hand_cannot_be_drawn():
    anne = ["rum-1", "bananas-3", "limes-2", "cutlasses-2", "pistols-2"]
    jack = ["rum-1", "limes-4", "limes-3", "cutlasses-3", "pistols-4"]
    state = stacked([anne, QUIET, jack], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3", "direction:clockwise")  # Anne's rest to Mary
    unseen = odds.unseen_cards(state, 0)
    # 48 less Anne's 6 cards, her 2 played and the 3 she knows Mary holds.
    assert sum(unseen.values()) == 48 - 6 - 2 - 3
    assert unseen["pistols-2"] == 2 and unseen["cutlasses-2"] == 2
    assert sum(odds.unseen_cards(state, 2).values()) == 48 - 5 - 2 - 5  # Jack knows Anne's 5


def test_a_round_dealt_by_another_chance_is_staged_so_it_cannot_be_saved():
    # It is no replay of its seed: a save of it would load as another game.
    state = odds.round_with(GAME, Chance(5))
    assert state.staged and state.round == 1 and state.invariants() == []
    with pytest.raises(pl.PiratesError, match="staged"):
        state.to_json()
