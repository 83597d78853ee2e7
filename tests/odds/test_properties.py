"""Property tests (hypothesis): the algebra of exact distributions, and the engine's promises
for any seed and any sequence of legal choices."""
from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

import pirates_lib as pl
from pirates_lib.odds import Dist, d, exact, hypergeometric

dice = st.lists(st.sampled_from([2, 3, 4, 6, 8]), min_size=1, max_size=3)


def pool(sides: list[int]) -> Dist:
    total = d(sides[0])
    for s in sides[1:]:
        total = total + d(s)
    return total


@given(dice)
def test_exact_enumeration_of_a_dice_pool_equals_its_convolution(sides):
    assert exact(lambda chance: sum(chance.die(s) for s in sides)) == pool(sides)


@given(dice, dice)
def test_means_add_and_independent_variances_add(a, b):
    x, y = pool(a), pool(b)
    assert (x + y).mean() == x.mean() + y.mean()
    assert (x + y).var() == x.var() + y.var()


@given(dice)
def test_probabilities_are_exact_and_sum_to_one(sides):
    dist = pool(sides)
    assert sum(dist.values()) == 1
    assert all(isinstance(p, Fraction) and p > 0 for p in dist.values())


@given(dice, st.integers(min_value=1, max_value=30))
def test_conditioning_then_measuring_is_bayes(sides, k):
    dist = pool(sides)
    event = lambda x: x >= k
    if dist.P(event) == 0:
        return
    assert dist.given(event).P(lambda x: x % 2 == 0) == \
        dist.P(lambda x: x >= k and x % 2 == 0) / dist.P(event)


@given(st.integers(1, 12), st.data())
def test_hypergeometric_matches_enumerated_draws(population, data):
    successes = data.draw(st.integers(0, population))
    draws = data.draw(st.integers(0, min(population, 4)))

    def count(chance):
        deck = {"hit": successes, "miss": population - successes}
        deck = {k: v for k, v in deck.items() if v}
        return sum(chance.draw(deck) == "hit" for _ in range(draws))
    assert exact(count) == hypergeometric(population, successes, draws)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(pl.GAMES), st.integers(0, 10**6), st.lists(st.integers(0, 10**6), max_size=40))
def test_any_legal_choices_replay_and_round_trip(name, seed, choices):
    state = pl.load(name).new_game(seed=seed)
    for choice in choices:
        if state.over:
            break
        legal = state.legal_actions()
        state.apply(legal[choice % len(legal)])
        assert state.invariants() == []
    assert pl.from_json(state.to_json()) == state
