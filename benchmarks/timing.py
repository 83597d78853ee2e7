"""Small timing helpers shared by the benchmark modules."""
from __future__ import annotations

import time
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from pirates_lib.engine import Chance


def best_of(fn: Callable[[], Any], repeat: int = 5, number: int = 1) -> float:
    """The best per-call CPU time of `fn` over `repeat` rounds of `number` calls (seconds).
    CPU time of this process, so other jobs on the machine disturb it less than wall time."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(number):
            fn()
        best = min(best, (time.process_time() - start) / number)
    return best


@lru_cache(maxsize=None)
def machine_baseline() -> tuple[str, float]:
    """The machine-speed baseline every game's rows are divided by, measured once per run."""
    chance = Chance(0)
    return "one random tic-tac-toe game", best_of(
        lambda: [tic_tac_toe_game(chance) for _ in range(2000)], repeat=5) / 2000


def row(name: str, seconds: float, baseline: str, baseline_seconds: float,
        target: str = "") -> dict[str, Any]:
    """One result line: a time, its baseline's time, and their ratio."""
    return {"name": name, "seconds": seconds, "baseline": baseline,
            "baseline_seconds": baseline_seconds, "ratio": seconds / baseline_seconds,
            "target": target}


def tic_tac_toe_game(chance: Any) -> int:
    """One random game of list-based tic-tac-toe: the machine-speed baseline (RECIPES.md cites
    about 80,000 such games a second on this kind of machine)."""
    board = [0] * 9
    lines = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
    player = 1
    for _ in range(9):
        free = [i for i in range(9) if not board[i]]
        board[free[chance.below(len(free))]] = player
        if any(board[a] == board[b] == board[c] == player for a, b, c in lines):
            return player
        player = -player
    return 0
