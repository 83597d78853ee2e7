"""The integer-weight Dist, packed sums, the lean enumeration and `Dist.step` agree exactly
with the plain Fraction definitions (tests/odds/reference.py) on many inputs (hypothesis):
same outcomes, same order, same Fractions, same repr."""
from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pirates_lib.odds import Dist, TooBig, d, exact, hands, hypergeometric
from pirates_lib.odds import weights as W

from . import reference as ref

outcomes = st.integers(-12, 12)
weights = st.dictionaries(outcomes, st.integers(1, 10**6), min_size=1, max_size=6)
fraction_weights = st.dictionaries(
    outcomes, st.fractions(min_value=Fraction(1, 10**4), max_value=10), min_size=1, max_size=5)


def normalised(w: dict) -> dict:
    total = sum(Fraction(v) for v in w.values())
    return {x: Fraction(v) / total for x, v in w.items()}


def same(dist: Dist, want: dict) -> None:
    """Equal as mappings, in sorted order, with the repr the Fraction Dist had."""
    want = {x: want[x] for x in sorted(want)}
    assert dict(dist.items()) == want and list(dist) == list(want)
    assert all(type(p) is Fraction for p in dist.values())
    assert repr(dist) == "Dist({" + ", ".join(f"{x!r}: {p}" for x, p in want.items()) + "})"
    assert hash(dist) == hash(frozenset(want.items()))


@given(fraction_weights)
def test_a_dist_built_from_fractions_holds_exactly_those_fractions(w):
    probs = normalised(w)
    same(Dist(probs), probs)
    same(Dist.from_weights(w), probs)
    assert Dist(probs) == Dist.from_weights(w) == Dist(list(probs.items()))


@given(weights, weights)
def test_sums_and_differences_are_the_term_by_term_convolutions(a, b):
    x, y = Dist.from_weights(a), Dist.from_weights(b)
    same(x + y, ref.combine(normalised(a), normalised(b), lambda p, q: p + q))
    same(x - y, ref.combine(normalised(a), normalised(b), lambda p, q: p - q))
    same(x + 3, ref.mapped(normalised(a), lambda p: p + 3))


@settings(max_examples=60)
@given(weights, st.integers(1, 7))
def test_a_packed_power_is_the_repeated_convolution(a, k):
    same(k @ Dist.from_weights(a), ref.sum_of(normalised(a), k))


@given(weights, weights)
def test_map_combine_given_mixture_and_measures_are_the_definitions(a, b):
    x, pa, pb = Dist.from_weights(a), normalised(a), normalised(b)
    same(x.map(lambda v: v % 3), ref.mapped(pa, lambda v: v % 3))
    same(x.max(Dist.from_weights(b)), ref.combine(pa, pb, max))
    same(x.combine(Dist.from_weights(b), lambda p, q: (p > q, p)), ref.combine(
        pa, pb, lambda p, q: (p > q, p)))
    if any(v > 0 for v in a):
        same(x.given(lambda v: v > 0), ref.given(pa, lambda v: v > 0))
    same(x.mixture(lambda v: d(v % 3 + 1)), ref.mixture(pa, lambda v: dict(d(v % 3 + 1).items())))
    assert x.mean() == ref.mean(pa) and x.var() == ref.var(pa)
    assert x.P(lambda v: v % 2 == 0) == sum((p for v, p in pa.items() if v % 2 == 0), Fraction(0))
    assert x.cdf() == {v: sum(p for u, p in pa.items() if u <= v) for v in sorted(pa)}
    assert x[99] == 0 and type(x[99]) is Fraction


def test_outcomes_that_are_not_whole_numbers_still_sum_and_measure():
    coin = Dist({"h": Fraction(1, 2), "t": Fraction(1, 2)})
    same(coin.map(lambda s: (s,)) + Dist.certain(("x",)), {("h", "x"): Fraction(1, 2),
                                                        ("t", "x"): Fraction(1, 2)})
    halves = Dist({Fraction(1, 2): Fraction(1, 3), Fraction(3, 2): Fraction(2, 3)})
    same(2 @ halves, ref.sum_of(dict(halves.items()), 2))
    assert halves.mean() == Fraction(7, 6) and halves.var() == ref.var(dict(halves.items()))
    flags = d(2).map(lambda v: v == 2)
    same(3 @ flags, ref.sum_of(dict(flags.items()), 3))


@settings(deadline=None)
@given(st.dictionaries(st.integers(-3000, 3000), st.integers(1, 50), min_size=1, max_size=4),
       st.integers(1, 5))
def test_sparse_outcomes_convolve_term_by_term_and_agree_with_packing(a, k):
    pairs = 10**9  # `power` told the work is huge packs whenever its integer fits
    packed, term_by_term = W.power(a, k, pairs), a
    for _ in range(k - 1):
        term_by_term = W.convolve(term_by_term, a)
    assert packed == term_by_term == W.power(a, k, 1)
    assert W.product(a, a) == W.convolve(a, a)


def test_decks_keep_their_exact_fractions():
    assert hypergeometric(10, 4, 3)[2] == Fraction(6 * 6, 120)
    deal = hands({"a": 2, "b": 1, "c": 3}, 3)
    assert deal[(1, 1, 1)] == Fraction(2 * 1 * 3, 20) and sum(deal.values()) == 1


# --- enumeration ------------------------------------------------------------------------
CALLS = st.lists(st.one_of(
    st.tuples(st.just("die"), st.integers(1, 5)),
    st.tuples(st.just("pick"), st.dictionaries(st.sampled_from("abc"), st.integers(0, 4),
                                               min_size=1).filter(lambda w: any(w.values()))),
    st.tuples(st.just("seq"), st.lists(st.integers(0, 3), min_size=1, max_size=3)),
    st.tuples(st.just("draw"), st.just(None))), min_size=1, max_size=4)


def program(calls):
    """A chance-using function with data-dependent branching: a die shown 1 skips a call,
    draws come from one deck built afresh on each run."""
    def run(chance):
        deck, seen = {"x": 2, "y": 1, "z": 1}, []
        for kind, arg in calls:
            if seen and seen[-1] == 1:
                seen.append(0)
                continue
            if kind == "die":
                seen.append(chance.die(arg))
            elif kind in ("pick", "seq"):
                seen.append(chance.pick(arg))
            elif deck:
                seen.append(chance.draw(deck))
        return tuple(seen)
    return run


@settings(max_examples=150, deadline=None)
@given(CALLS)
def test_the_lean_enumeration_is_the_fraction_enumeration(calls):
    fn = program(calls)
    same(exact(fn), ref.exact(fn))


@settings(max_examples=60, deadline=None)
@given(CALLS.filter(lambda calls: len(calls) <= 3), st.integers(0, 2))
def test_stepping_a_distribution_is_enumerating_the_whole_run(calls, times):
    fn = program(calls)

    def whole(chance):
        state = 0
        for _ in range(times):
            state = (state + len(fn(chance))) % 5
        return state
    stepped = Dist.certain(0).step(lambda s, ch: (s + len(fn(ch))) % 5, times=times)
    same(stepped, ref.exact(whole))


def test_fifty_dice_stepped_one_at_a_time_are_fifty_dice_summed():
    assert Dist({0: 1}).step(lambda s, ch: s + ch.die(6), times=50) == 50 @ d(6)


def test_a_markov_chain_stepped_matches_its_enumeration():
    def turn(water, chance):
        return water if water >= 4 else water + chance.pick({0: 1, 1: 2, 2: 1})

    def whole(chance):
        water = 0
        for _ in range(6):
            water = turn(water, chance)
        return water
    same(Dist.certain(0).step(turn, times=6), ref.exact(whole))


@pytest.mark.parametrize("question, keyword", [
    (lambda: Dist.certain(0).step(lambda s, ch: s + ch.die(6), times=10**6), "max_steps"),
    (lambda: Dist.certain(0).step(lambda s, ch: s + ch.die(6), times=30, max_states=50),
     "max_states"),
    (lambda: d(6).step(lambda s, ch: s + ch.die(6), max_paths=30), "max_paths"),
    (lambda: d(6).step(lambda s, ch: ch.die(10**7)), "max_paths"),
])
def test_a_step_too_big_is_refused_naming_the_keyword(question, keyword):
    with pytest.raises(TooBig, match=f"pass {keyword}="):
        question()


def test_step_takes_whole_numbers_of_steps_and_zero_steps_change_nothing():
    assert d(6).step(lambda s, ch: s + ch.die(2), times=0) == d(6)
    with pytest.raises(ValueError, match="whole number"):
        d(6).step(lambda s, ch: s, times=1.5)
    assert d(6).step(lambda s, ch: s + ch.die(6), max_paths=36) == 2 @ d(6)
