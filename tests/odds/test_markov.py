"""Exact Markov chains: absorption and finite-horizon evolution."""
from __future__ import annotations

from fractions import Fraction as F

import pytest

from pirates_lib.odds import Dist, absorption, evolve, to_sympy_matrix


def gamblers_ruin(n: int, p: F) -> dict:
    chain = {0: {}, n: {}}
    for k in range(1, n):
        chain[k] = {k + 1: p, k - 1: 1 - p}
    return chain


def test_gamblers_ruin_fair_coin_is_linear():
    result = absorption(gamblers_ruin(5, F(1, 2)), 2)
    assert result.ends == Dist({0: F(3, 5), 5: F(2, 5)})
    assert result.expected_steps == 2 * 3  # k (n - k) for a fair walk


def test_gamblers_ruin_biased_coin_matches_the_closed_form():
    p, n, k = F(2, 3), 4, 1
    r = (1 - p) / p
    win = (1 - r ** k) / (1 - r ** n)
    assert absorption(gamblers_ruin(n, p), k).ends[n] == win


def test_start_in_an_absorbing_state():
    result = absorption(gamblers_ruin(3, F(1, 2)), 0)
    assert result.ends == Dist.certain(0) and result.expected_steps == 0


def test_a_chain_that_never_absorbs_is_refused():
    with pytest.raises(ValueError, match="singular"):
        absorption({"a": {"b": F(1)}, "b": {"a": F(1)}, "c": {}}, "a")


def test_evolve_keeps_absorbing_states():
    step = lambda s: Dist({s + 1: F(1, 2), "sunk": F(1, 2)})
    after = evolve(0, step, 3, absorbing=lambda s: s == "sunk")
    assert after == Dist({3: F(1, 8), "sunk": F(7, 8)})


def test_sympy_matrix_shows_the_transitions():
    m = to_sympy_matrix(gamblers_ruin(2, F(1, 2)), [0, 1, 2])
    assert m[1, 0] == F(1, 2) and m.shape == (3, 3)
