"""Actions and events: how rules, widgets, logs and replays speak to each other.

Both are immutable values: nothing changes one once it is made, so a clone, a view or a log
may share them (how they are built cheaply: docs/performance.md)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

Arg = str | int | float | None


@dataclass(frozen=True, slots=True, init=False)
class Action:
    """One legal move. `id` is stable (``"bucket:2"``) and round-trips through saves and
    widgets; `label` is what a player reads on a button. `kind` (a short word, ``"bucket"``)
    and `args` (plain values, ``(2,)``) are what the game carries out: the engine hands
    `_apply` the very Action the game built, so no game parses its own ids again."""

    id: str
    label: str
    kind: str = ""
    args: tuple[Arg, ...] = ()

    def __init__(self, id: str, label: str, kind: str = "", args: tuple[Arg, ...] = ()) -> None:
        _ACTION_ID(self, id)
        _ACTION_LABEL(self, label)
        _ACTION_KIND(self, kind)
        _ACTION_ARGS(self, args)

    def __str__(self) -> str:
        return self.id


class _EventFields(NamedTuple):
    kind: str
    text: str
    data: dict[str, Any]
    only: tuple[int | None, ...] | None


class Event(_EventFields):
    """Something that happened, with a sentence a player reads in the log.

    `only` names the players allowed to see it (None: everyone), so that a private event
    ("you draw Treasure 3") never reaches another player's view. None among them is the
    spectator (the public view): `State.all_but` names the audience of the public half of
    an event that some seats read in fuller words, so that each reader gets one line."""

    __slots__ = ()

    def __new__(cls, kind: str, text: str, data: dict[str, Any] | None = None,
                only: tuple[int | None, ...] | None = None) -> Event:
        return tuple.__new__(cls, (kind, text, {} if data is None else data, only))

    def visible_to(self, player: int | None) -> bool:
        """Public events are seen by all; private ones by the players they name."""
        return self.only is None or player in self.only

    def to_dict(self) -> dict[str, Any]:
        """The JSON form a view or a widget carries."""
        return {"kind": self.kind, "text": self.text, "data": self.data}


# The slots' own setters: they skip the frozen class's refusing __setattr__.
_ACTION_ID, _ACTION_LABEL, _ACTION_KIND, _ACTION_ARGS = (
    Action.__dict__[name].__set__ for name in ("id", "label", "kind", "args"))
