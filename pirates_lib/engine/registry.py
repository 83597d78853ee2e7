"""Which games exist, and `load` to set one up by name."""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING, Any

from .limits import cut

if TYPE_CHECKING:
    from .game import Game

_GAMES: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    """Class decorator each game's rules module ends with (OpenSpiel style)."""
    _GAMES[cls.name] = cls
    return cls


def discover(package: str, path: Iterable[str], shared: Collection[str] = ()) -> tuple[str, ...]:
    """Import every game of `package` (its folder `path`): each sub-package or module not in
    `shared` is a game, which registers itself as it is imported, whether it is a package or
    a game in one module (docs/new_game.md). The names of the games it registered."""
    before = set(_GAMES)
    for module in pkgutil.iter_modules(path):
        if module.name not in shared:
            importlib.import_module(f"{package}.{module.name}")
    return tuple(name for name in _GAMES if name not in before)


def names() -> tuple[str, ...]:
    return tuple(_GAMES)


def game_class(name: str) -> type[Game]:
    """The Game class registered as `name` (what `load` builds)."""
    return _GAMES[name]


def load(name: str, players: int | None = None, **options: Any) -> Game:
    """Set up a game by name; an unknown name or bad option is a ValueError naming the valid ones."""
    if not isinstance(name, str):
        raise ValueError(f"a game is named by a string, not {type(name).__name__}; the games "
                         f"are: {', '.join(sorted(_GAMES))}")
    cls = _GAMES.get(name)
    if cls is None:
        raise ValueError(f"no game {cut(name)}; the games are: {', '.join(sorted(_GAMES))}")
    return cls(players, **options)
