"""Key Largo: random playouts against the machine baseline (target: 100 random 4-player games
a second on one core), with and without the encounter cards. The exact analyses join this
file with the game's odds."""
from __future__ import annotations

from typing import Any

import pirates_lib as pl

from .timing import best_of, machine_baseline, row

GAMES = 30


def _random_games(**options: Any) -> None:
    game = pl.load("key_largo", players=4, **options)
    for seed in range(GAMES):
        pl.play(game, ["random"] * 4, seed=seed)


def run() -> list[dict[str, Any]]:
    _random_games()  # warm the purchase and sale caches, as a long session would
    rows = []
    for name, options in (("", {}), (" with encounter cards", {"encounters": True})):
        playout = best_of(lambda: _random_games(**options), 3) / GAMES
        rows.append(row(f"key_largo: one random 4-player game{name}", playout,
                        *machine_baseline(), f"{1 / playout:.0f} games/s (target >= 100)"))
    return rows
