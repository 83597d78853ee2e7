"""A bot worth playing, for every game: information-set Monte Carlo tree search over the
worlds its seat imagines (docs/engine.md, "Search bot"). Nothing in it knows a game: it reads
the engine's contract, the game's heuristic bot (for playouts) and the game's optional
cut-off (`Game.search_cutoff`).

    import pirates_lib as pl
    pl.play(pl.load("leaky_loot"), ["search", "captain", "captain"], seed=1)
"""
from __future__ import annotations

from pirates_lib.engine import Game

from .bot import LEVELS, ONE_SECOND, EasySearchBot, HardSearchBot, Option, SearchBot

__all__ = ["LEVELS", "ONE_SECOND", "Option", "SearchBot", "EasySearchBot", "HardSearchBot",
           "offer"]


def offer(game: type[Game]) -> None:
    """Give a game class the search levels among its bots (`game.bots["search"]`, ...). The
    library offers them to every game it registers (`pirates_lib/__init__.py`); a game
    outside it calls this once itself. The game's own dict is replaced, never changed, so
    no other class that shares it gains them."""
    game.bots = {**game.bots, **LEVELS}
