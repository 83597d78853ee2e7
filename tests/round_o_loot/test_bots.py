"""Bots: the captain must clearly beat random play (issue: at least 50% of 3-player games
against two random bots over 1,000 seeded games)."""
from __future__ import annotations

from fractions import Fraction
from math import comb

import pirates_lib as pl
from pirates_lib.round_o_loot.bots import MAX_RACE, CaptainBot, race

from .helpers import QUIET, stacked


def test_captain_wins_at_least_half_of_1000_three_player_games_against_two_random_bots():
    rate = pl.win_rate(pl.load("round_o_loot", players=3), "captain", "random", games=1000)
    assert rate.shares >= 500, rate


def test_captain_also_beats_random_with_the_expansion():
    game = pl.load("round_o_loot", players=3, expansion=True)
    assert pl.win_rate(game, "captain", "random", games=150).shares >= 75


def test_captain_plays_its_best_points_and_never_discards_when_it_can_play():
    # Bananas 1+3+4 (8 points) is the richest play of one icon; no rum, so no combination.
    state = stacked([["bananas-1", "bananas-3", "bananas-4", "limes-2", "pistols-1"], QUIET])
    bot = CaptainBot(state.game, 0)
    assert bot.choose(state.view(0)) == "play:bananas-1+bananas-3+bananas-4"
    # With only cards it would rather keep, it still plays rather than discards.
    state = stacked([["limes-1", "cutlasses-1", "pistols-1", "bananas-1", "limes-1"], QUIET])
    assert CaptainBot(state.game, 0).choose(state.view(0)).startswith("play:")


def first_to(wins: int, against: int) -> Fraction:
    """The chance that a side needing `wins` fair rounds gets them before one needing
    `against` does (the negative binomial: the other side takes j < `against` rounds first)."""
    return sum((Fraction(comb(wins - 1 + j, j), 2 ** (wins + j)) for j in range(against)),
               Fraction(0))


def test_the_search_cut_off_races_two_seats_as_the_negative_binomial_says():
    for mine, theirs in [(0, 0), (1, 0), (2, 0), (0, 2), (2, 1), (1, 1)]:
        assert race((mine, theirs), 3) == [first_to(3 - mine, 3 - theirs),
                                           first_to(3 - theirs, 3 - mine)]


def test_the_race_gives_seats_alike_alike_chances_summing_to_one_and_the_end_as_scored():
    for standing in [(0, 0, 0), (2, 0, 1), (1, 1, 0, 2), (0, 2, 2, 1, 0)]:
        chances = race(standing, 3)
        assert sum(chances) == 1
        pairs = list(zip(standing, chances))
        for held, chance in pairs:
            assert all(c == chance for h, c in pairs if h == held)  # alike: alike
            assert all(c < chance for h, c in pairs if h < held)  # fewer doubloons: less
    assert race((3, 1, 0), 3) == [1, 0, 0]
    assert race((3, 3, 1), 3) == [Fraction(1, 2), Fraction(1, 2), 0]  # a shared win
    assert race((4, 3, 0), 3) == [1, 0, 0]  # the most doubloons win


def test_a_playout_of_the_search_stops_when_its_round_is_scored():
    state = pl.load("round_o_loot", players=3).new_game(4)
    cutoff = state.game.search_cutoff(state)
    bots = [CaptainBot(state.game, seat) for seat in range(3)]
    while cutoff(state) is None:
        assert state.round == 1 and state.to_move is not None
        state.apply(bots[state.to_move].choose(state.view(state.to_move)))
    assert state.round == 2 and sum(state.doubloons) >= 1
    assert cutoff(state) == race(tuple(state.doubloons), 3)


def test_a_race_too_long_to_work_out_plays_playouts_on_to_the_end():
    assert comb(20 + 5 - 1, 5) > MAX_RACE >= comb(3 + 3 - 1, 3)
    game = pl.load("round_o_loot", players=5, doubloons_to_win=20)
    assert game.search_cutoff(game.new_game(1)) is None
