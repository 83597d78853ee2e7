"""A game's options record, checked against its annotations (docs/engine.md, "Options").

`pl.load(name, **options)` builds the game's frozen `Options` dataclass. Each value given must
be of the type its field is annotated with (read with `typing.get_type_hints`, so
`deck: tuple | None = None` takes a tuple as well as None): an unknown name or a value of the
wrong type is a ValueError naming the valid options and their defaults."""
from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any

from .limits import check_option_value, cut

_UNIONS = (typing.Union, types.UnionType)
_SEQUENCES = (tuple, list)  # either is the same table: a save brings a tuple back as a list


def make_options(cls: type, given: dict[str, Any], title: str) -> Any:
    """The options record of `cls` (a dataclass) from the options `given` by name."""
    fields = {f.name: f for f in dataclasses.fields(cls)}
    valid = ", ".join(f"{n}={default(f)!r}" for n, f in fields.items()) or "none"
    hints = typing.get_type_hints(cls) if given else {}
    for key, value in given.items():
        if key not in fields:
            raise ValueError(f"{title} has no option {key!r}; valid options: {valid}")
        check_option_value(key, value)
        if not fits(value, hints[key]):
            raise ValueError(f"option {key!r} of {title} must be of type "
                             f"{type_name(hints[key])}, not {cut(value)}; valid options: {valid}")
    return cls(**given)


def default(f: dataclasses.Field) -> Any:
    """A field's default value (made afresh by its factory, if it has one)."""
    return f.default_factory() if callable(f.default_factory) else f.default


def fits(value: Any, hint: Any) -> bool:
    """Is `value` of the annotated type `hint`? Unions (`X | None`, `Optional[X]`), `Any`,
    None, bool, int, float, str, and tuples, lists and dicts with or without their items'
    types; a bool is no number here (True is not a count of ports), and a tuple and a list
    stand for each other. An annotation of another kind is refused: a game's own mistake."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return True
    if hint is None or hint is type(None):
        return value is None
    if origin in _UNIONS:
        return any(fits(value, arg) for arg in args)
    if origin is typing.Literal:
        return any(type(value) is type(arg) and value == arg for arg in args)
    kind = origin or hint
    if not isinstance(kind, type):
        raise TypeError(f"an option cannot be annotated {type_name(hint)}")
    if kind is bool or type(value) is bool:
        return type(value) is bool and kind is bool
    if kind in _SEQUENCES:
        return isinstance(value, _SEQUENCES) and _items_fit(value, kind, args)
    if kind is dict:
        return isinstance(value, dict) and (not args or all(
            fits(k, args[0]) and fits(v, args[1]) for k, v in value.items()))
    return isinstance(value, kind)


def _items_fit(items: tuple | list, kind: type, args: tuple[Any, ...]) -> bool:
    """The items of a tuple or list against `tuple[X, ...]`, `tuple[X, Y]` or `list[X]`."""
    if not args:
        return True
    if kind is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        return len(items) == len(args) and all(map(fits, items, args))
    return all(fits(item, args[0]) for item in items)


def type_name(hint: Any) -> str:
    """An annotation as a reader writes it: "int", "tuple | None", "list[str]"."""
    if hint is type(None):
        return "None"
    if isinstance(hint, type) and not typing.get_args(hint):
        return hint.__name__
    return str(hint).replace("typing.", "").replace("NoneType", "None")
