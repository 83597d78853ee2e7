"""Widget boards for the pirate games (docs/architecture.md, "Widgets"). The folder
`widgets/` installs as the package `pirates_widgets`; `pl.Board` is its `Board`.

    board = pl.Board(pl.load("leaky_loot", players=3), seats=["you", "bot:captain", "bot:random"])
    board
    pl.Replay(board.state.to_json(), seat=0)   # step through a saved game (widgets/replay.py)

The scene schema the board draws is in widgets/SCENE.md."""
from __future__ import annotations

from .board import Board
from .replay import Replay
from .review import ReviewPanel

__all__ = ["Board", "Replay", "ReviewPanel"]
