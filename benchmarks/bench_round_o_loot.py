"""Round-o-Loot: random playouts against the machine baseline (issue target: 200 random
3-player games a second on one core), and each exact analysis of the notebook (target: 1 s
each) against the same machine baseline."""
from __future__ import annotations

from typing import Any

import pirates_lib as pl
from pirates_lib.round_o_loot import odds
from pirates_lib.round_o_loot.components import base_deck

from .timing import best_of, machine_baseline, row

GAMES = 50

ANALYSES = {
    "opening-hand combinations": lambda: odds.opening_combinations(base_deck()),
    "round length, 2 to 5 players": lambda: [
        odds.round_turns_one_card_a_turn(pl.load("round_o_loot", players=n)) for n in range(2, 6)],
    "best single play of a hand": lambda: odds.best_single_play(base_deck()),
    "hand points": lambda: odds.hand_points(base_deck()),
}


def _random_games() -> None:
    game = pl.load("round_o_loot", players=3)
    for seed in range(GAMES):
        pl.play(game, ["random"] * 3, seed=seed)


def run() -> list[dict[str, Any]]:
    _random_games()  # warm the move caches, as a long session would
    playout = best_of(_random_games, 3) / GAMES
    rows = [row("round_o_loot: one random 3-player game", playout, *machine_baseline(),
                f"{1 / playout:.0f} games/s (target >= 200)")]
    for name, fn in ANALYSES.items():
        rows.append(row(f"round_o_loot exact: {name}", best_of(fn, 3), *machine_baseline(),
                        "target < 1 s"))
    return rows
