"""A 100,000-game tournament (random Leaky Loot boats, the cheapest game to play) on a process
pool of two workers against the same tournament in this one process: wall time, since the
point is the cores (target: at least 1.7 times faster on two). PIRATES_BENCH_GAMES sets the
size (the default is the target's)."""
from __future__ import annotations

import os
import time
from typing import Any

import pirates_lib as pl

from .timing import row

GAMES = int(os.environ.get("PIRATES_BENCH_GAMES", "100000"))


def _wall(**where: Any) -> tuple[float, Any]:
    start = time.perf_counter()
    table = pl.tournament("leaky_loot", ["random"] * 3, games=GAMES, seed=0, **where)
    return time.perf_counter() - start, table


def run() -> list[dict[str, Any]]:
    one, alone = _wall()
    two, pooled = _wall(workers=2)
    assert pooled == alone, "a process pool changed the tournament's table"
    return [row(f"tournament of {GAMES:,} leaky_loot games, workers=2 (wall)", two,
                "the same in one process (wall)", one,
                f"{one / two:.2f}x faster (target >= 1.7x on 2 free cores)")]
