"""Libertalia: random playouts (issue target: 100 random 4-player games a second on one core),
the claim-place odds of a whole hand (target 1 s) and a duel equilibrium (target 5 s), each
against the machine baseline measured in the same run."""
from __future__ import annotations

from fractions import Fraction
from typing import Any

import pirates_lib as pl
from pirates_lib.libertalia import odds as lo

from .timing import best_of, machine_baseline, row

GAMES = 30


def _random_games() -> None:
    game = pl.load("libertalia", players=4)
    for seed in range(GAMES):
        pl.play(game, ["random"] * 4, seed=seed)


def _hand_odds() -> None:
    lo.hand_claim_odds(pl.load("libertalia", players=6).new_game(seed=1).view(0))


def _duel() -> None:
    lo._duel_value.cache_clear()
    lo.duel(([5, 14, 23], [7, 14, 22]), [(Fraction(5), Fraction(1)), lo.expected_pair()])


def run() -> list[dict[str, Any]]:
    playout = best_of(_random_games, 3) / GAMES
    return [
        row("libertalia: one random 4-player game", playout, *machine_baseline(),
            f"{1 / playout:.0f} games/s (target >= 100)"),
        row("libertalia exact: claim odds, 9-card hand, 6 players", best_of(_hand_odds, 3),
            *machine_baseline(), "target < 1 s"),
        row("libertalia exact: two-day duel equilibrium", best_of(_duel, 3),
            *machine_baseline(), "target < 5 s"),
    ]
