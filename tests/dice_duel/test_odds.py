"""Dice Duel's exact odds, checked by counting and by simulating the real game."""
from __future__ import annotations

from fractions import Fraction

from examples.dice_duel import DiceDuelGame, odds
from pirates_lib.engine.staging import stage
from pirates_lib.odds import simulate


def test_one_roll_from_a_pile_of_8_banks_at_10_with_chance_of_a_2_to_a_6():
    assert odds.chance_to_bank(2) == Fraction(5, 6)
    assert odds.banked_pile(10, pile=8).P(lambda p: p > 0) == Fraction(5, 6)


def test_the_chance_to_bank_10_by_always_rolling_agrees_with_the_real_game():
    exact = odds.chance_to_bank(10)

    def real(chance):
        state = stage(DiceDuelGame(2).new_game(seed=0), chance=chance)
        while state.to_move == 0 and not state.stopped[0]:
            state.apply("roll")
            if state.piles[0] == 0:
                return False
            if state.to_move == 1:
                state.apply("stop")
        return state.piles[0] >= 10

    estimate = simulate(real, 4000, seed=5).P(lambda banked: banked)
    assert estimate.agrees(exact)
