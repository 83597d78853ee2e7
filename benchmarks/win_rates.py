"""`python -m benchmarks.win_rates`: each game's heuristic bot against random bots, over the
table size and game count the issues name (the figures reported in closing notes)."""
from __future__ import annotations

import time

import pirates_lib as pl

#: game -> (heuristic bot, players, the issue's bar for its share of wins)
MATCHES = {"leaky_loot": ("captain", 3, 0.55), "round_o_loot": ("captain", 3, 0.50),
           "libertalia": ("greedy", 4, 0.40)}


def main(games: int = 1000) -> None:
    for name, (bot, players, bar) in MATCHES.items():
        if name not in pl.GAMES:
            continue
        start = time.perf_counter()
        rate = pl.win_rate(pl.load(name, players=players), bot, "random", games)
        print(f"{name}: {bot} vs {players - 1} random bots: {rate} "
              f"(bar {bar:.0%}; {time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
