"""Exact Markov chains: absorption and finite-horizon evolution."""
from __future__ import annotations

import random
import time
from fractions import Fraction as F

import pytest

from pirates_lib.odds import Dist, TooBig, absorption, evolve, to_sympy_matrix

from . import reference as ref


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


# --- the whole-number solver against the Fraction Gauss-Jordan it replaced -----------------
def race(goal: int, sides: int = 6) -> dict:
    """Move 1 to `sides` squares a turn from 0; every square from `goal` on ends the race."""
    return {s: {s + k: F(1, sides) for k in range(1, sides + 1)} for s in range(goal)}


def random_chain(seed: int, states: int, ends: int) -> dict:
    """A chain with cycles, self-loops and several absorbing states, in which every state
    reaches an end (each moves to an end or to a higher state with some chance)."""
    rng = random.Random(seed)
    chain: dict = {}
    for s in range(states):
        targets = rng.sample(range(states), rng.randint(0, min(3, states)))
        onward = rng.choice([f"end{rng.randrange(ends)}"] + list(range(s + 1, states)))
        weights = [rng.randint(1, 9) for _ in range(len(targets) + 1)]
        row: dict = {}
        for t, w in zip(targets + [onward], weights):
            row[t] = row.get(t, 0) + F(w, sum(weights))
        chain[s] = row
    return chain


def same_as_before(chain: dict, start) -> None:
    ends, steps = ref.absorption(chain, start)
    result = absorption(chain, start)
    assert dict(result.ends.items()) == ends and result.expected_steps == steps


@pytest.mark.parametrize("goal", [1, 2, 7, 40, 60])
def test_a_race_is_solved_exactly_as_before(goal):
    same_as_before(race(goal), 0)


@pytest.mark.parametrize("seed", range(40))
def test_chains_with_cycles_are_solved_exactly_as_before_from_every_start(seed):
    chain = random_chain(seed, states=1 + seed % 12, ends=1 + seed % 3)
    for start in [*chain, "end0"]:
        same_as_before(chain, start)


@pytest.mark.parametrize("n, p", [(2, F(1, 2)), (9, F(2, 3)), (30, F(1, 3))])
def test_gamblers_ruin_is_solved_exactly_as_before_from_every_start(n, p):
    for k in range(0, n + 1, 1 + n // 6):
        same_as_before(gamblers_ruin(n, p), k)


def test_a_long_race_is_solved_promptly_not_in_cubic_time():
    start = time.process_time()
    result = absorption(race(600), 0)  # Gauss-Jordan in Fractions took minutes
    assert time.process_time() - start < 2.0
    assert sum(result.ends.values()) == 1 and 600 / 3.5 < result.expected_steps < 600 / 3.5 + 2


def test_states_the_start_never_reaches_do_not_change_the_answer():
    chain = {**race(5), "elsewhere": {"elsewhere": F(1, 2), 0: F(1, 2)}}
    assert absorption(chain, 0) == absorption(race(5), 0)
    same_as_before(chain, "elsewhere")


def test_the_davy_jones_chains_of_the_notebook_are_solved_exactly_as_before(monkeypatch):
    from pirates_lib.davy_jones import odds as dj
    calls = []

    def spy(transitions, start, **bounds):
        calls.append((transitions, start))
        return absorption(transitions, start, **bounds)
    monkeypatch.setattr(dj, "absorption", spy)
    for zone in dj.ZONES:
        for masts in (1, 2, 3, 4, (4, 3)):
            dj.curse_outcome(zone, masts)
    dj.davy_jones_stationary()
    assert len(calls) > 4 * 5  # every curse, then one return time per island
    for transitions, start in calls:
        same_as_before(transitions, start)


def test_a_singular_chain_is_refused_even_where_the_start_never_goes():
    with pytest.raises(ValueError, match="singular chain: .*'(ping|pong)'"):
        absorption({**race(3), "ping": {"pong": F(1)}, "pong": {"ping": F(1)}}, 0)


@pytest.mark.parametrize("row, words", [
    ({1: 0.5, 2: 0.5}, "exact"), ({1: F(3, 2), 2: F(-1, 2)}, "non-negative"),
    ({1: F(1, 2), 2: F(1, 3)}, "sum to 5/6, not 1")])
def test_a_row_that_is_not_exact_probabilities_is_refused_in_words(row, words):
    with pytest.raises((TypeError, ValueError), match=words):
        absorption({0: row}, 0)


def test_a_chain_beyond_the_bound_is_refused_at_once_naming_the_keyword():
    start = time.process_time()
    with pytest.raises(TooBig, match="pass max_states="):
        absorption(race(601), 0)
    assert time.process_time() - start < 1.0
    assert set(absorption(race(601), 0, max_states=601).ends) == set(range(601, 607))
