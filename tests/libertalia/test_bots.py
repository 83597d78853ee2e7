"""Libertalia's bots: legal play at every table size, and the greedy bot beating random."""
from __future__ import annotations

import pytest

import pirates_lib as pl


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_greedy_bots_play_whole_games_with_the_invariants_kept(players):
    game = pl.load("libertalia", players=players)
    state = pl.play(game, ["greedy"] * players, seed=players)
    assert state.over and state.invariants() == [] and len(state.crew_deck) == 9


def test_greedy_wins_at_least_forty_percent_of_four_player_games_against_random():
    """The issue's bar (40% over 1,000 seeded games; measured 97.9%), on 60 seeded games
    with the greedy seat rotating; a shared win counts as a share."""
    rate = pl.win_rate(pl.load("libertalia", players=4), "greedy", "random", games=60)
    assert rate.shares / 60 >= 0.4, rate
