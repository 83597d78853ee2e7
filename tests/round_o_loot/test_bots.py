"""Bots: the captain must clearly beat random play (issue: at least 50% of 3-player games
against two random bots over 1,000 seeded games)."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.round_o_loot.bots import CaptainBot


def test_captain_wins_at_least_half_of_1000_three_player_games_against_two_random_bots():
    rate = pl.win_rate(pl.load("round_o_loot", players=3), "captain", "random", games=1000)
    assert rate.shares >= 500, rate


def test_captain_also_beats_random_with_the_expansion():
    game = pl.load("round_o_loot", players=3, expansion=True)
    assert pl.win_rate(game, "captain", "random", games=150).shares >= 75


def test_captain_plays_its_best_points_and_never_discards_when_it_can_play():
    game = pl.load("round_o_loot", players=2)
    state = game.new_game(seed=11)
    bot = CaptainBot(game, state.to_move)
    choice = bot.choose(state.view(state.to_move))
    assert not choice.startswith("discard")
    best = max((a for a in state.legal_actions() if a.id.startswith("play:")),
               key=lambda a: bot.worth(state.view(state.to_move), a.id))
    assert bot.worth(state.view(state.to_move), choice) >= bot.worth(
        state.view(state.to_move), best.id)
