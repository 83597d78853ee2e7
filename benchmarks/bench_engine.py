"""The engine's own costs: what atomic `apply` adds to a playout (the undo point and the
bookkeeping under `try`), as a ratio against the same playouts with an apply that has no undo,
measured in this run."""
from __future__ import annotations

from typing import Any

import pirates_lib as pl
from pirates_lib.engine import Action, IllegalAction, State

from .timing import best_of, row

GAMES = 20


def _unprotected_apply(self: State, action: Action | str) -> list:
    """`State.apply` without the undo: the legality check and the bookkeeping only."""
    action_id = action.id if isinstance(action, Action) else action
    self.legal_actions()
    chosen = self._legal.get(action_id) or self._parse_free_action(action_id)
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


def run() -> list[dict[str, Any]]:
    rows = []
    for name in pl.GAMES:
        atomic = best_of(lambda: _playouts(name), repeat=3) / GAMES
        original, State.apply = State.apply, _unprotected_apply
        try:
            bare = best_of(lambda: _playouts(name), repeat=3) / GAMES
        finally:
            State.apply = original
        rows.append(row(f"{name}: random game, atomic apply", atomic,
                        "the same game, apply without undo", bare, "ratio about 1"))
    return rows
