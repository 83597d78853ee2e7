"""Example games, for `docs/new_game.md` to walk through and for the engine's own tests:
Dice Duel (`dice_duel/`), a package in the shape every game of `pirates_lib` has, and Cutlass
Clash (`cutlass_clash.py`), a game in one module. Importing this package registers them all;
`GAMES` names them, as `pl.GAMES` names the library's."""
from __future__ import annotations

from pirates_lib.engine.registry import discover

GAMES: tuple[str, ...] = discover(__name__, __path__)
