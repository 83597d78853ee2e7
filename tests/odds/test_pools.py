"""Keeping the highest or lowest dice of a pool (`Dist.highest`, `Dist.lowest`): exact
against rolling every roll, for several dice, pools and kept counts."""
from __future__ import annotations

import time
from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pirates_lib.odds import Dist, TooBig, d

from . import reference as ref

WEIGHTED = Dist({1: F(1, 2), 2: F(1, 3), 6: F(1, 6)})
ODD_FACES = Dist({-3: F(1, 4), 0: F(1, 4), 5: F(1, 4), 10**12: F(1, 4)})  # far apart: unpacked
HALVES = Dist({F(1, 2): F(1, 3), F(3, 2): F(1, 3), 2: F(1, 3)})  # not whole numbers


def agrees(dist: Dist, keep: int, of: int) -> None:
    assert dict(dist.highest(keep, of=of).items()) == ref.kept_sum(dist, keep, of, True)
    assert dict(dist.lowest(keep, of=of).items()) == ref.kept_sum(dist, keep, of, False)


@pytest.mark.parametrize("dist", [d(6), d(4), d(1), WEIGHTED, ODD_FACES, HALVES],
                         ids=["d6", "d4", "d1", "weighted", "far apart", "halves"])
@pytest.mark.parametrize("of", [1, 2, 3, 4])
def test_every_kept_count_matches_rolling_every_roll(dist, of):
    for keep in range(of + 1):
        agrees(dist, keep, of)


@pytest.mark.parametrize("sides, keep, of", [(6, 3, 4), (20, 1, 2), (10, 2, 4), (8, 3, 5),
                                             (3, 4, 7)])
def test_common_pools_match_rolling_every_roll(sides, keep, of):
    agrees(d(sides), keep, of)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.integers(-20, 20) | st.fractions(-5, 5, max_denominator=4),
                       st.integers(1, 9), min_size=1, max_size=5), st.data())
def test_any_exact_faces_match_rolling_every_roll(weights, data):
    of = data.draw(st.integers(1, 4))
    agrees(Dist.from_weights(weights), data.draw(st.integers(0, of)), of)


def test_four_d6_keep_the_highest_three_has_the_known_odds():
    stats = d(6).highest(3, of=4)
    assert stats[18] == F(21, 1296) and stats[3] == F(1, 1296)
    assert stats.mean() == F(15869, 1296)


def test_advantage_and_disadvantage_on_a_d20():
    assert d(20).highest(1, of=2)[20] == F(39, 400) == d(20).lowest(1, of=2)[1]
    assert d(20).highest(1, of=2) == d(20).max(d(20))


def test_lowest_is_highest_seen_upside_down():
    for keep, of in [(2, 5), (10, 20), (1, 30)]:
        assert d(6).lowest(keep, of=of) == d(6).highest(keep, of=of).map(lambda s: 7 * keep - s)


def test_keeping_none_or_all_is_zero_or_the_sum():
    assert d(6).highest(0, of=4) == Dist.certain(0)
    assert d(6).lowest(4, of=4) == 4 @ d(6)


@pytest.mark.parametrize("call, error, words", [
    (lambda: d(6).highest(5, of=4), ValueError, "the dice highest keeps must be from 0 to 4"),
    (lambda: d(6).highest(1, of=0), ValueError, "highest's of= .* must be from 1"),
    (lambda: d(6).lowest(1.0, of=2), ValueError, "whole number"),
    (lambda: d(6).highest(True, of=2), ValueError, "whole number"),
    (lambda: Dist({"hook": F(1, 2), "sword": F(1, 2)}).highest(1, of=2), TypeError,
     "exact numbers"),
    (lambda: Dist({0.5: F(1, 2), 1: F(1, 2)}).lowest(1, of=2), TypeError, "exact numbers")])
def test_a_question_that_is_not_a_pool_is_refused_in_words(call, error, words):
    with pytest.raises(error, match=words):
        call()


@pytest.mark.parametrize("call", [lambda: d(6).highest(3, of=10**9),
                                  lambda: d(1000).highest(40, of=80),
                                  lambda: ODD_FACES.lowest(2, of=10**7)])
def test_a_pool_too_big_is_refused_at_once_naming_the_keyword(call):
    start = time.process_time()
    with pytest.raises(TooBig, match="pass max_pairs="):
        call()
    assert time.process_time() - start < 1.0


def test_the_keyword_moves_the_pool_bound_both_ways():
    with pytest.raises(TooBig, match="max_pairs"):
        d(6).highest(3, of=4, max_pairs=10)
    assert d(6).highest(3, of=4, max_pairs=10**3) == d(6).highest(3, of=4)
