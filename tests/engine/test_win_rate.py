"""`pl.win_rate`: the figure the issues ask for, computed one way for every game."""
from __future__ import annotations

import pirates_lib as pl
from examples.dice_duel import DiceDuelGame


def test_win_rate_counts_outright_wins_and_shares_with_the_seat_rotating():
    rate = pl.win_rate(DiceDuelGame(2), "cautious", "random", games=40)
    manual_outright, manual_shares = 0, 0
    for seed in range(40):
        seat = seed % 2
        bots = ["random", "random"]
        bots[seat] = "cautious"
        winners = pl.play(DiceDuelGame(2), bots, seed=seed).winners()
        manual_outright += winners == [seat]
        manual_shares += (seat in winners) / len(winners)
    assert rate.games == 40 and rate.outright == manual_outright
    assert float(rate.shares) == manual_shares and rate.outright <= rate.shares
