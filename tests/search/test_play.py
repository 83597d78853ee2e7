"""The search bot in whole games: every move it makes is legal in every game, the same seed
and iterations give the same game (whatever the hash seed, on whatever executor runs its
root-parallel searches), and it beats random players by a clear margin."""
from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

import pirates_lib as pl
from pirates_lib.engine.bots import Worlds
from pirates_lib.engine.sweeps import InProcessExecutor
from pirates_lib.search import SearchBot
from pirates_lib.search.playout import heuristic
from pirates_lib.stats import wilson

from .helpers import positions, statistics

ROOT = Path(__file__).resolve().parents[2]


class Checked(SearchBot):
    """A search bot that records, for each of its moves, whether it was among the listed
    legal ones or else the heuristic's move (a Davy Jones move to a point, which `play`
    checks as it plays it)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.moves: list[bool] = []

    def choose(self, view, worlds=None):
        move = super().choose(view, worlds)
        listed = {entry["id"] for entry in view["legal"]}
        self.moves.append(move in listed or move == self.root.hint)
        return move


@pytest.mark.parametrize("name", pl.GAMES)
def test_every_move_of_a_search_seat_is_legal(name):
    """A seeded 3-seat game of one small search bot against the game's heuristic bots, the
    search's seat and seed differing by game; `play` would refuse an illegal move too."""
    game = pl.load(name, players=3)
    seat = pl.GAMES.index(name) % 3
    searcher = Checked(game, seat, seed=11, iterations=6)
    bots = [searcher if s == seat else heuristic(game)(game, s, seed=s) for s in range(3)]
    final = pl.play(game, bots, seed=pl.GAMES.index(name))
    assert final.to_move is None and final.winners()
    assert searcher.moves and all(searcher.moves)


def _game(seed: int) -> list[str]:
    game = pl.load("libertalia", players=3)
    return pl.play(game, [SearchBot(game, 0, seed=seed, iterations=8), "greedy", "greedy"],
                   seed=5).history


GAME = ("import pirates_lib as pl; from tests.search.test_play import _game; "
        "print(' '.join(_game(2)))")


def test_the_same_seed_and_iterations_play_the_same_game_whatever_the_hash_seed():
    """Another process with another PYTHONHASHSEED (set and dict orders of strings differ)
    plays the same game; another seed plays another one, so the check can fail."""
    env = {**os.environ, "PYTHONHASHSEED": "12345",
           "PYTHONPATH": os.pathsep.join([str(ROOT), *sys.path])}
    run = subprocess.run([sys.executable, "-c", GAME], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True)
    here = _game(2)
    assert run.stdout.split() == here
    assert _game(3) != here


def _parallel(state, seed: int, executor) -> tuple[str, SearchBot]:
    bot = SearchBot(state.game, state.to_move, seed=seed, iterations=10, workers=2,
                    executor=executor)
    return bot.choose(state.view(state.to_move, log=False), Worlds(state, state.to_move)), bot


def test_root_parallel_searches_give_the_same_move_on_any_executor():
    """Two searches of 10 iterations, in this process or on a pool of two processes: the
    same summed root counts and move for the same seed, other counts for another seed."""
    state = positions("round_o_loot", seed=2, count=1)[0]
    here, bot = _parallel(state, 4, InProcessExecutor())
    with ProcessPoolExecutor(max_workers=2) as pool:
        there, twin = _parallel(state, 4, pool)
    assert (here, statistics(bot)) == (there, statistics(twin))
    assert bot.searched == sum(v for v, _, _, _ in statistics(bot).values()) == 20
    assert statistics(_parallel(state, 5, InProcessExecutor())[1]) != statistics(bot)


def test_workers_alone_make_their_own_pool():
    state = positions("leaky_loot", seed=1, count=1)[0]
    move, bot = _parallel(state, 4, None)
    assert (move, statistics(bot)) == (_parallel(state, 4, InProcessExecutor())[0],
                                       statistics(bot))
    assert bot.searched == 20


def test_a_small_search_beats_random_players_by_a_clear_margin():
    """8 seeded Libertalia games, one search bot of 10 iterations against two random bots
    (par: a third of the wins): the 99% Wilson interval of its outright wins lies above a
    third (the games are seeded, so this is the same every run; the strength against the
    heuristic bots is measured in benchmarks/search_strength.py)."""
    game, wins = pl.load("libertalia", players=3), 0
    for seed in range(8):
        seat = seed % 3
        bots = ["random"] * 3
        bots[seat] = SearchBot(game, seat, seed=seed, iterations=10)
        wins += pl.play(game, bots, seed=seed).winners() == [seat]
    assert wilson(wins, 8, 0.99).low > 1 / 3, wins
