"""Five pirate tabletop games: the rules, the bots and the exact odds.

    import pirates_lib as pl
    game = pl.load("leaky_loot", players=3)
    state = game.new_game(seed=7)
"""
from __future__ import annotations

import importlib
import pkgutil

from . import odds
from .engine import (Action, BadSave, Bot, Chance, ChanceLike, Event, Game, IllegalAction,
                     PiratesError, RandomBot, State, from_json, load, play, register, tournament,
                     win_rate)
from .engine import registry as _registry

_SHARED = {"engine", "odds"}
for _mod in pkgutil.iter_modules(__path__):
    if _mod.ispkg and _mod.name not in _SHARED:
        importlib.import_module(f"{__name__}.{_mod.name}")

GAMES: tuple[str, ...] = _registry.names()



def __getattr__(name: str) -> object:
    """`pl.Board`, the widget board, and `pl.Replay`, a saved game stepped through on it,
    loaded only when asked for: the rules and the odds never import Jupyter, so scripts and
    bots run without it."""
    if name in ("Board", "Replay"):
        import pirates_widgets
        return getattr(pirates_widgets, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAMES", "Board", "Replay", "load", "play", "win_rate", "tournament", "from_json", "odds", "Action", "Event", "Game", "State",
           "Chance", "ChanceLike", "Bot", "RandomBot", "register", "PiratesError", "IllegalAction", "BadSave"]
