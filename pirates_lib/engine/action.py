"""Actions and events: how rules, widgets, logs and replays speak to each other."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Arg = str | int | float | None


@dataclass(frozen=True, slots=True)
class Action:
    """One legal move. `id` is stable (``"bucket:2"``) and round-trips through saves and
    widgets; `label` is what a player reads on a button. `kind` (a short word, ``"bucket"``)
    and `args` (plain values, ``(2,)``) are what the game carries out: the engine hands
    `_apply` the very Action the game built, so no game parses its own ids again."""

    id: str
    label: str
    kind: str = ""
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        return self.id


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, with a sentence a player reads in the log.

    `only` names the players allowed to see it (None: everyone), so that a private event
    ("you draw Treasure 3") never reaches another player's view."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    only: tuple[int, ...] | None = None

    def visible_to(self, player: int | None) -> bool:
        """Public events are seen by all; private ones by the players they name."""
        return self.only is None or (player is not None and player in self.only)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form a view or a widget carries."""
        return {"kind": self.kind, "text": self.text, "data": self.data}
