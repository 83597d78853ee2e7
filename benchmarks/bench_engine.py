"""The engine's own costs, each against a baseline measured in this run: what atomic `apply`
adds to a playout (against an apply without undo); `pl.play` with the random bot's legal ids
against the same games given whole views (what every step cost before bots declared what they
read); `clone()` at many points of each game against `copy.deepcopy` of the same state (what
clone was)."""
from __future__ import annotations

import copy
from typing import Any
from unittest.mock import patch

import pirates_lib as pl
from pirates_lib.engine import Action, IllegalAction, RandomBot, State

from .timing import best_of, row

GAMES = 20


def _unprotected_apply(self: State, action: Action | str) -> list:
    """`State.apply` without the undo: the legality check and the bookkeeping only."""
    action_id = action.id if isinstance(action, Action) else action
    self.legal_actions()
    legal = self._legal
    assert legal is not None, "legal_actions() keeps the position's actions"
    chosen = legal.get(action_id) or self._parse_free_action(action_id)
    if chosen is None:
        raise IllegalAction(action_id)
    start = len(self.log)
    self._legal = None
    self._apply(chosen)
    self._legal = None
    self.history.append(chosen.id)
    return self.log[start:]


def _playouts(name: str) -> None:
    game = pl.load(name)
    for seed in range(GAMES):
        pl.play(game, ["random"] * game.players, seed=seed)


def _whole_view_playouts(name: str) -> None:
    """The same games, each step's bot handed the seat's whole view (log left out)."""
    game = pl.load(name)
    for seed in range(GAMES):
        bots = [RandomBot(game, p, seed=seed * 1000 + p + 1) for p in range(game.players)]
        state = game.new_game(seed)
        while not state.over:
            mover = state.to_move
            assert mover is not None, "a game not over has someone to move"
            state.apply(bots[mover].choose(state.view(mover, log=False)))


def _positions(name: str) -> list[State]:
    """Every 5th position of three seeded games at the default and the largest table."""
    out = []
    for players in {pl.load(name).players, pl.load(name).max_players}:
        game = pl.load(name, players=players)
        for seed in range(3):
            state, step = game.new_game(seed), 0
            bots = [RandomBot(game, p, seed=seed + p) for p in range(players)]
            while not state.over:
                if step % 5 == 0:
                    out.append(state.clone())
                mover = state.to_move
                assert mover is not None, "a game not over has someone to move"
                state.apply(bots[mover].choose(state.view(mover, log=False)))
                step += 1
            out.append(state)
    return out


def _clone_rows(name: str) -> list[dict[str, Any]]:
    states = _positions(name)
    times = [(best_of(s.clone, repeat=5, number=5), s) for s in states]
    worst, state = max(times, key=lambda ts: ts[0])
    return [row(f"{name}: clone() at its slowest of {len(states)} positions", worst,
                "copy.deepcopy of that state", best_of(lambda: copy.deepcopy(state), 5),
                "< 0.2 ms")]


def run() -> list[dict[str, Any]]:
    rows = []
    for name in pl.GAMES:
        atomic = best_of(lambda: _playouts(name), repeat=3) / GAMES
        with patch.object(State, "apply", _unprotected_apply):
            bare = best_of(lambda: _playouts(name), repeat=3) / GAMES
        rows.append(row(f"{name}: random game, atomic apply", atomic,
                        "the same game, apply without undo", bare, "ratio about 1"))
        whole = best_of(lambda: _whole_view_playouts(name), repeat=3) / GAMES
        rows.append(row(f"{name}: random game, pl.play", atomic,
                        "the same game, whole views", whole, f"{1 / atomic:,.0f} games/s"))
        rows += _clone_rows(name)
    return rows
