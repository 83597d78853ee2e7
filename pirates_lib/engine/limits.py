"""The bounds every input is held to, in one place (docs/engine.md, "Bounds").

No option, seed, save or message may make the library hang, eat memory or echo megabytes
back: each is checked against these numbers first, and refused in words that name the bound."""
from __future__ import annotations

import itertools
import math
from typing import Any

MAX_SEED = 2**64 - 1  # a seed is a 64-bit number: PCG64 takes it whole, JSON saves it exactly
MAX_OPTION_INT = 10**9  # any whole number inside an option (games bound theirs tighter)
MAX_OPTION_ITEMS = 10_000  # entries of a list, tuple or dict inside an option
MAX_OPTION_TEXT = 1_000  # characters of a string inside an option
MAX_OPTION_DEPTH = 4  # nesting of containers inside an option
MAX_SAVE_CHARS = 2_000_000  # characters of a save's text
MAX_SAVE_DEPTH = 8  # nesting of a save's JSON (a real save nests 3 or 4 deep)
MAX_SAVE_DIGITS = 30  # digits of any number in a save
MAX_SAVE_ACTIONS = 20_000  # actions in a save, and in a game (`out_of_actions`)
MAX_ID_CHARS = 400  # characters of one action id in a save
SHOWN_CHARS = 80  # of an id (or any echoed input) quoted back in a message
SHOWN_DEPTH = 4  # nesting of an echoed input shown before "..."


def cut(value: Any, limit: int = SHOWN_CHARS) -> str:
    """The repr of an input, cut to `limit` characters, for quoting it back in a message.
    The repr is of a sample (`_sampled`): a repr of 10 MB, or of a few items each holding
    megabytes, costs seconds too."""
    shown = repr(_sampled(value, limit))
    return shown if len(shown) <= limit else f"{shown[:limit - 3]}..."


class _Elided:
    """What a sample shows in place of what it left out."""

    def __init__(self, words: str) -> None:
        self.words = words

    def __repr__(self) -> str:
        return self.words


def _sampled(value: Any, limit: int, room: list[int] | None = None, depth: int = 0) -> Any:
    """`value` with its texts cut to `limit` characters, at most `limit` items of containers
    in all, nested at most `SHOWN_DEPTH` deep, and numbers too long to print named by their
    size: its repr begins as the whole value's does, and costs little. (`room`: the items
    still to be taken.)"""
    if type(value) is int and value.bit_length() > 4 * limit:
        return _Elided(f"<a number of {value.bit_length():,} bits>")
    if isinstance(value, (str, bytes)):
        return value[:limit]
    if not isinstance(value, (list, tuple, dict)):
        return value
    room = [limit] if room is None else room
    if depth == SHOWN_DEPTH:
        return _Elided("...")
    pairs = isinstance(value, dict)
    items: list[Any] = []
    for item in value.items() if isinstance(value, dict) else value:
        if room[0] <= 0:
            items.append((_Elided("..."), _Elided("...")) if pairs else _Elided("..."))
            break
        room[0] -= 1
        items.append(tuple(_sampled(v, limit, room, depth + 1) for v in item) if pairs
                     else _sampled(item, limit, room, depth + 1))
    if pairs:
        return dict(items)
    return items if isinstance(value, list) else tuple(items)


def out_of_actions(played: int) -> str | None:
    """Why play ends now, if the action being carried out is the last a save can hold
    (`played`, the state's `actions_played`, does not count it yet); None otherwise. A game
    whose rules do not bound its length below that (a Davy Jones round, a Round-o-Loot round)
    ends there, scored as usual, so that every game the rules let you play saves and loads
    (docs/engine.md, "Saves")."""
    if played + 1 < MAX_SAVE_ACTIONS:
        return None
    return f"{MAX_SAVE_ACTIONS:,} actions have been played, the most a save holds"


def check_option_value(name: str, value: Any, depth: int = 0) -> None:
    """Refuse an option value too big for any game to take (ValueError naming the bound)."""
    if depth > MAX_OPTION_DEPTH:
        raise ValueError(f"option {name!r} nests deeper than {MAX_OPTION_DEPTH} levels")
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, int):
        if abs(value) > MAX_OPTION_INT:
            raise ValueError(f"option {name!r} holds the number {_digits(value)}, beyond the "
                             f"bound of {MAX_OPTION_INT:,}")
    elif isinstance(value, float):
        if not math.isfinite(value) or abs(value) > MAX_OPTION_INT:
            raise ValueError(f"option {name!r} holds {value!r}: not a finite number within "
                             f"{MAX_OPTION_INT:,}")
    elif isinstance(value, str):
        if len(value) > MAX_OPTION_TEXT:
            raise ValueError(f"option {name!r} holds a text of {len(value):,} characters "
                             f"(at most {MAX_OPTION_TEXT:,})")
    elif isinstance(value, (list, tuple, dict)):
        _check_container(name, value, depth)


def _check_container(name: str, value: list | tuple | dict, depth: int) -> None:
    if len(value) > MAX_OPTION_ITEMS:
        raise ValueError(f"option {name!r} holds {len(value):,} entries (at most "
                         f"{MAX_OPTION_ITEMS:,})")
    items = [*value.keys(), *value.values()] if isinstance(value, dict) else value
    for item in items:
        check_option_value(name, item, depth + 1)


def _digits(value: int) -> str:
    """A huge number described without printing it (str() refuses past 4,300 digits)."""
    if value.bit_length() < 200:
        return f"{value:,}"
    return f"of about {int(value.bit_length() * math.log10(2)) + 1:,} digits"
