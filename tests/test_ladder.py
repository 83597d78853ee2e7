"""The bot ladder (pirates_lib/ladder.py, issue 21): its lineups, its reading of a game as
pairwise results, the Bradley-Terry fit (known strengths recovered, intervals that hold the
truth, the anchor at 0) and its refusals; a small real ladder and budget curve."""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

import pirates_lib as pl
from pirates_lib.engine.tournament import tournaments
from pirates_lib.ladder import ELO, bradley_terry, budget_curve, ladder, pairings, pairwise, rate

BOTS = ["random", "deckhand", "mate", "captain"]
TRUTH = {"random": 0.0, "deckhand": 120.0, "mate": 350.0, "captain": 800.0}  # Elo points


def luce_tables(games: int, seed: int, players: int = 3) -> tuple[list, list]:
    """Tables of the ladder's lineups where each game's winner is drawn with chance in
    proportion to its strength 10^(Elo / 400) (Luce's choice: Bradley-Terry for pairs)."""
    lineups, rng, tables = pairings(players, BOTS), np.random.default_rng(seed), []
    for lineup in lineups:
        strength = np.array([10 ** (TRUTH[name] / 400) for name in lineup])
        drawn = rng.multinomial(games, strength / strength.sum())
        tables.append({"games": games,
                       "winners": {(place,): int(n) for place, n in enumerate(drawn) if n}})
    return tables, lineups


def test_every_pair_meets_as_the_odd_one_out_and_as_the_majority():
    assert pairings(3, ["a", "b", "c"]) == [("a", "b", "b"), ("a", "a", "b"), ("a", "c", "c"),
                                            ("a", "a", "c"), ("b", "c", "c"), ("b", "b", "c")]
    assert pairings(4, ["a", "b"]) == [("a", "b", "b", "b"), ("a", "a", "a", "b")]
    assert pairings(2, ["a", "b", "c"]) == [("a", "b"), ("a", "c"), ("b", "c")]


def test_a_winner_beats_each_non_winner_and_sharers_of_the_win_draw():
    bots = ["a", "b", "c"]
    alone = pairwise(("a", "b", "b"), (0,), bots)
    assert alone[0, 1] == 2 and alone.sum() == 2  # a beat both b's
    shared = pairwise(("a", "b", "b"), (0, 1), bots)
    assert (shared[0, 1], shared[1, 0]) == (1.5, 0.5)  # a drew with one b, beat the other
    losers = pairwise(("a", "b", "c"), (0,), bots)
    assert (losers[0, 1], losers[0, 2], losers[1, 2], losers[2, 1]) == (1, 1, 0, 0)
    assert not pairwise(("b", "b", "a"), (1,), bots)[1, 1]  # a bot never meets its own name


def test_two_bots_are_rated_by_their_odds():
    """Bradley-Terry for one pair: p_a / p_b is a's wins over b's, here 3 to 1."""
    wins = np.array([[0.0, 30.0], [10.0, 0.0]])
    assert bradley_terry(wins, prior=0, anchor=1)[0] == pytest.approx(math.log(3))
    assert bradley_terry(wins, prior=0, anchor=1)[0] * ELO == pytest.approx(400 * math.log10(3))
    shrunk = bradley_terry(wins, prior=1, anchor=1)[0]  # one virtual draw: 30.5 to 10.5
    assert shrunk == pytest.approx(math.log(Fraction(61, 21)))


def test_known_strengths_are_recovered_in_order_and_inside_the_intervals():
    tables, lineups = luce_tables(games=300, seed=5)
    ratings = rate(tables, BOTS, lineups, anchor="random", replicates=400, seed=2)
    assert ratings.ranked() == ["captain", "mate", "deckhand", "random"]
    for name, elo in ratings.elo.items():
        assert elo.low <= TRUTH[name] <= elo.high, (name, elo)
        assert elo.low <= elo.value <= elo.high
    assert ratings.games["captain"] == 6 * 300  # the captain sits in 6 of the 12 lineups


def test_the_anchor_is_zero_and_moving_it_shifts_every_rating_alike():
    tables, lineups = luce_tables(games=60, seed=8)
    by_random = rate(tables, BOTS, lineups, anchor="random", replicates=50, seed=1)
    by_mate = rate(tables, BOTS, lineups, anchor="mate", replicates=50, seed=1)
    zero = by_mate.elo["mate"]
    assert (zero.value, zero.low, zero.high) == (0, 0, 0)
    shift = by_random.elo["mate"].value
    for name in BOTS:
        assert by_mate.elo[name].value == pytest.approx(by_random.elo[name].value - shift)


def test_the_same_seed_gives_the_same_intervals():
    tables, lineups = luce_tables(games=30, seed=3)
    once = rate(tables, BOTS, lineups, anchor="random", replicates=200, seed=7)
    assert rate(tables, BOTS, lineups, anchor="random", replicates=200, seed=7) == once
    other = rate(tables, BOTS, lineups, anchor="random", replicates=200, seed=8)
    assert other.elo["mate"].value == once.elo["mate"].value  # the fit itself draws nothing
    assert other.elo["mate"].low != once.elo["mate"].low


def test_a_bot_that_never_won_is_rated_only_with_the_virtual_draws():
    wins = np.array([[0.0, 12.0], [0.0, 0.0]])
    with pytest.raises(ValueError, match="never won"):
        bradley_terry(wins, prior=0)
    assert math.isfinite(bradley_terry(wins)[1])


@pytest.mark.parametrize("change, match", [
    ({"anchor": "admiral"}, "anchor 'admiral' is not one of the bots"),
    ({"bots": ["random"]}, "two or more bots"),
    ({"bots": ["random", "mate", "mate", "deckhand", "captain"]}, "distinct names"),
    ({"bots": ["random", "mate", "deckhand"]}, "not rated: captain"),
    ({"replicates": 0}, "replicates is a whole number"),
    ({"level": 1.0}, "between 0 and 1"),
    ({"tables": []}, "need as many tables"),
])
def test_what_cannot_be_rated_is_refused_in_words(change, match):
    tables, lineups = luce_tables(games=6, seed=1)
    args = {"tables": tables, "bots": BOTS, "lineups": lineups, "anchor": "random",
            "replicates": 10, **change}
    with pytest.raises(ValueError, match=match):
        rate(**args)


def test_bots_no_result_links_have_no_common_scale():
    bots = ["a", "b", "c", "d"]
    lineups = [("a", "b", "b"), ("c", "d", "d")]
    tables = [{"games": 5, "winners": {(0,): 3, (1,): 2}}] * 2
    with pytest.raises(ValueError, match="no results link c, d to a"):
        rate(tables, bots, lineups, anchor="a", replicates=10)


def test_a_real_ladder_plays_the_tournaments_of_its_lineups():
    game = pl.load("leaky_loot")
    ratings = ladder(game, ["random", "captain"], games=9, seed=4, replicates=100)
    lineups = pairings(3, ["random", "captain"])
    assert list(ratings.tables) == tournaments(game, lineups, games=9, seed=4)
    assert ratings.tables[1] == pl.tournament(game, lineups[1], games=9, seed=13)
    assert ratings.anchor == "random" and ratings.elo["random"].value == 0
    assert ratings.games == {"random": 18, "captain": 18}
    assert ladder(game, ["random", "captain"], games=9, seed=4, replicates=100,
                  workers=2) == ratings
    assert "<table>" in ratings._repr_html_() and "captain" in ratings._repr_html_()
    with pytest.raises(ValueError, match="no bot 'admiral'"):
        ladder(game, ["random", "admiral"], games=3)


def test_the_budget_curve_seats_one_search_bot_against_the_heuristic():
    game = pl.load("round_o_loot")
    curve = budget_curve(game, [1, 3], games=3, seed=2)
    assert [point.iterations for point in curve] == [1, 3]
    for point in curve:
        assert point.games == 3 and 0 <= point.wins <= 3
        assert float(point.shares) / 3 == point.share.value
        assert point.share.low <= point.share.value <= point.share.high
        assert point.row()["share"] == point.share.value
    with pytest.raises(ValueError, match="budgets are whole numbers"):
        budget_curve(game, [0], games=3)
