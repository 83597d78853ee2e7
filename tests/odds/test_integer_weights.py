"""The integer-weight Dist and its packed sums agree exactly
with the plain Fraction definitions (tests/odds/reference.py) on many inputs (hypothesis):
same outcomes, same order, same Fractions, same repr."""
from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from pirates_lib.odds import Dist, d, hands, hypergeometric
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
    same(Dist.from_weights(a) * k, ref.sum_of(normalised(a), k))


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
    same(halves * 2, ref.sum_of(dict(halves.items()), 2))
    assert halves.mean() == Fraction(7, 6) and halves.var() == ref.var(dict(halves.items()))
    flags = d(2).map(lambda v: v == 2)
    same(flags * 3, ref.sum_of(dict(flags.items()), 3))


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
