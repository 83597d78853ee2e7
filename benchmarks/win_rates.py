"""`python -m benchmarks.win_rates`: every win-rate match each game declares (`Game.matches`:
its heuristic bot against random bots at the table size and with the bar its issue names),
over 1,000 seeded games: the figures reported in closing notes."""
from __future__ import annotations

import time

import pirates_lib as pl


def main(games: int = 1000) -> None:
    for name in pl.GAMES:
        for match in pl.load(name).matches:
            start = time.perf_counter()
            rate = match.play(name, games)
            extra = f" with {match.options}" if match.options else ""
            print(f"{name}: {match.bot} vs {match.players - 1} {match.others} bots{extra}: "
                  f"{rate} (bar {match.bar:.0%}; {time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
