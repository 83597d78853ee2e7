"""Five pirate tabletop games: the rules, the bots and the exact odds.

    import pirates_lib as pl
    game = pl.load("leaky_loot", players=3)
    state = game.new_game(seed=7)
"""
from __future__ import annotations

from . import odds
from .engine import (Action, BadSave, Bot, Chance, ChanceLike, Event, Game, IllegalAction,
                     PiratesError, RandomBot, State, from_json, load, play, register, tournament,
                     win_rate)
from .engine import registry as _registry

#: What is not a game: every other package or module here is one (a game in one module too).
_SHARED = {"engine", "odds", "charts", "exercises", "stats", "search", "coach", "ladder"}
GAMES: tuple[str, ...] = _registry.discover(__name__, __path__, _SHARED)

from . import search  # noqa: E402  (above the games: it offers its levels to each of them)

for _name in GAMES:
    search.offer(_registry.game_class(_name))

from .coach import Review, review  # noqa: E402  (above the search, whose estimates it reads)


def __getattr__(name: str) -> object:
    """`pl.Board`, the widget board, and `pl.Replay`, a saved game stepped through on it,
    loaded only when asked for: the rules and the odds never import Jupyter, so scripts and
    bots run without it."""
    if name in ("Board", "Replay"):
        import pirates_widgets
        return getattr(pirates_widgets, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAMES", "Board", "Replay", "review", "Review", "load", "play", "win_rate", "tournament", "from_json", "odds", "Action", "Event", "Game", "State",
           "Chance", "ChanceLike", "Bot", "RandomBot", "register", "PiratesError", "IllegalAction", "BadSave"]
