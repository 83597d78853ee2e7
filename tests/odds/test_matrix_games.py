"""Exact equilibria of known zero-sum games."""
from __future__ import annotations

from fractions import Fraction as F

import pytest

from pirates_lib.odds import guarantees, solve_zero_sum


def test_matching_pennies_is_a_fair_coin_for_both():
    value, row, col = solve_zero_sum([[1, -1], [-1, 1]])
    assert value == 0 and row == [F(1, 2)] * 2 and col == [F(1, 2)] * 2


def test_rock_paper_scissors_is_uniform_with_value_zero():
    value, row, col = solve_zero_sum([[0, -1, 1], [1, 0, -1], [-1, 1, 0]])
    assert value == 0 and row == [F(1, 3)] * 3 and col == [F(1, 3)] * 3


def test_a_saddle_point_is_played_purely():
    value, row, col = solve_zero_sum([[3, 1], [4, 2]])
    assert value == 2 and row == [0, 1] and col == [0, 1]


def test_a_two_by_two_game_matches_its_closed_form():
    # value (ad - bc) / (a + d - b - c), row plays the first row with (d - c) / (a + d - b - c)
    value, row, col = solve_zero_sum([[2, -1], [-1, 1]])
    assert value == F(1, 5) and row == [F(2, 5), F(3, 5)] and col == [F(2, 5), F(3, 5)]


def test_the_strategies_guarantee_the_value_on_a_rectangular_game():
    payoff = [[F(3, 2), -2, 0, 4], [-1, 3, F(1, 3), -2], [0, 1, 2, -1]]
    value, row, col = solve_zero_sum(payoff)
    assert sum(row) == 1 and sum(col) == 1 and min(row + col) >= 0
    assert guarantees(payoff, row, col) == (value, value)


def test_a_ragged_matrix_is_refused():
    with pytest.raises(ValueError):
        solve_zero_sum([[1, 2], [3]])
