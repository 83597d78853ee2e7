"""Libertalia speed, against the issue's targets: 100 random 4-player games in 1 s on one
core; the claim-position odds of a whole hand in 1 s; a duel equilibrium in 5 s.
`baseline` is the target time, `ratio` = seconds / baseline (below 1 meets it). Times are
the process's CPU seconds (one core, whatever else the machine is running), best of 3."""
from __future__ import annotations

import time
from fractions import Fraction

import pirates_lib as pl
from pirates_lib.libertalia import odds as lo


def _timed(fn) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def _random_games(n: int = 100) -> None:
    game = pl.load("libertalia", players=4)
    for seed in range(n):
        pl.play(game, ["random"] * 4, seed=seed)


def _hand_odds() -> None:
    view = pl.load("libertalia", players=6).new_game(seed=1).view(0)
    lo.hand_claim_odds(view)


def _duel() -> None:
    lo._duel_value.cache_clear()
    later = lo.expected_pair()
    lo.duel(([5, 14, 23], [7, 14, 22]), [(Fraction(5), Fraction(1)), later])


def run() -> list[dict]:
    rows = []
    for name, fn, baseline in [("libertalia: 100 random 4-player games", _random_games, 1.0),
                               ("libertalia: claim odds of a 9-card hand, 6 players",
                                _hand_odds, 1.0),
                               ("libertalia: two-day duel equilibrium, 3 cards each", _duel,
                                5.0)]:
        seconds = min(_timed(fn) for _ in range(3))
        rows.append({"name": name, "seconds": seconds, "baseline": baseline,
                     "ratio": seconds / baseline})
    return rows


if __name__ == "__main__":
    for row in run():
        print(f"{row['name']}: {row['seconds']:.3f} s (target {row['baseline']} s, "
              f"ratio {row['ratio']:.2f})")
