"""Bots: the captain must clearly beat random play (issue: at least 50% of 3-player games
against two random bots over 1,000 seeded games)."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.round_o_loot.bots import CaptainBot

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
