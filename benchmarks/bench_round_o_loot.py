"""Round-o-Loot speed, against the issue's targets: at least 200 random 3-player games a second
on one core (5 ms a game), and each exact analysis of the notebook under 1 s.

Run alone with `python -m benchmarks.bench_round_o_loot`, or with all others through
`python -m benchmarks`. Each row's `ratio` is time / target: below 1 meets the target."""
from __future__ import annotations

from typing import Any

import pirates_lib as pl
from pirates_lib.engine import Chance
from pirates_lib.round_o_loot import odds
from pirates_lib.round_o_loot.components import base_deck

try:
    from .timing import best_of, row
except ImportError:  # run as a plain script
    from timing import best_of, row  # type: ignore[no-redef]

GAMES = 50


def random_games(n: int = GAMES) -> int:
    """n whole 3-player games of uniformly random legal moves; returns the actions played."""
    game = pl.load("round_o_loot", players=3)
    actions = 0
    for seed in range(n):
        state, chance = game.new_game(seed), Chance(seed + 1)
        while state.to_move is not None:
            state.apply(chance.pick(state.legal_actions()))
        actions += len(state.history)
    return actions


def bot_games(n: int = GAMES) -> None:
    """The same through `pl.play` with RandomBots (each move from the seat's view)."""
    game = pl.load("round_o_loot", players=3)
    for seed in range(n):
        pl.play(game, ["random"] * 3, seed=seed)


ANALYSES = {
    "opening-hand combinations": lambda: odds.opening_combinations(base_deck()),
    "round length, 2 to 5 players": lambda: [
        odds.round_turns_one_card_a_turn(pl.load("round_o_loot", players=n)) for n in range(2, 6)],
    "best single play of a hand": lambda: odds.best_single_play(base_deck()),
    "hand points": lambda: odds.hand_points(base_deck()),
}


def run() -> list[dict[str, Any]]:
    random_games(5)  # warm the move caches, as a long session would
    rows = [row("round_o_loot: random 3-player game", best_of(random_games, 3) / GAMES,
                "issue target (200 games/s)", 1 / 200, "< 1"),
            row("round_o_loot: random-bot game via pl.play", best_of(bot_games, 3) / GAMES,
                "issue target (200 games/s)", 1 / 200, "")]
    for name, fn in ANALYSES.items():
        rows.append(row(f"round_o_loot exact: {name}", best_of(fn, 3), "issue target (1 s)",
                        1.0, "< 1"))
    return rows


if __name__ == "__main__":
    for r in run():
        print(f"{r['name']:50} {r['seconds'] * 1e3:10.2f} ms  ratio {r['ratio']:.3f}")
