"""Checks of the plain values a game's exact analyses are asked about (docs/engine.md,
"Bounds"): each returns the value checked, or raises a ValueError that names the argument,
quotes what it got (cut short: `engine.limits.cut`) and says what is allowed. A game's
`odds.py` checks every argument with these before any work, so a malformed question is
refused at once, in words, and never answered by accident (`"no"` taken as true, -1
tridents as none) nor refused with a KeyError from deep inside."""
from __future__ import annotations

import operator
from collections.abc import Collection, Mapping, Sequence
from fractions import Fraction
from typing import Any

from ..engine.limits import cut


def whole(x: Any, name: str, lo: int, hi: int) -> int:
    """A whole number from `lo` to `hi`: no float, text or truth value is quietly taken."""
    try:
        if isinstance(x, bool):
            raise TypeError
        n = operator.index(x)
    except TypeError:
        raise ValueError(f"{name} must be a whole number from {lo} to {hi}, "
                         f"not {cut(x)}") from None
    if not lo <= n <= hi:
        raise ValueError(f"{name} must be from {lo} to {hi}, not {cut(n)}")
    return n


def flag(x: Any, name: str) -> bool:
    """True or False itself: "no", 0 or None are not taken for a truth value."""
    if type(x) is not bool:
        raise ValueError(f"{name} must be True or False, not {cut(x)}")
    return x


def amount(x: Any, name: str, lo: int, hi: int) -> int | Fraction:
    """An exact number (an int or a Fraction, never a float) from `lo` to `hi`."""
    if isinstance(x, bool) or not isinstance(x, (int, Fraction)):
        raise ValueError(f"{name} must be an exact number (int or Fraction) from {lo} to "
                         f"{hi:,}, not {cut(x)}")
    if not lo <= x <= hi or (isinstance(x, Fraction) and x.denominator > hi):
        raise ValueError(f"{name} must be from {lo} to {hi:,} (a Fraction's denominator at "
                         f"most {hi:,}), not {cut(x)}")
    return x


def one_of(x: Any, name: str, choices: Collection[str]) -> str:
    """One of the named choices (a depth, a zone, a basis)."""
    if not isinstance(x, str) or x not in choices:
        raise ValueError(f"{name} must be one of {', '.join(choices)}, not {cut(x)}")
    return x


def listed(x: Any, name: str, most: int | None, noun: str, least: int = 0) -> tuple:
    """A list or tuple of `least` to `most` entries (None: any number, its cost bounded by
    the caller), its length checked before a single entry is read: a long list is refused
    as fast as a short one."""
    span = _span(least, most)
    if isinstance(x, (str, bytes)) or not isinstance(x, Sequence):
        raise ValueError(f"{name} must be a list or tuple of {span} {noun}, not "
                         f"{type(x).__name__} {cut(x)}")
    if not least <= len(x) <= (len(x) if most is None else most):
        raise ValueError(f"{name} must be {span} {noun}, not {len(x):,}")
    return tuple(x)


def _span(least: int, most: int | None) -> str:
    if most is None:
        return f"at least {least}" if least else "any number of"
    if least == most:
        return f"exactly {most:,}"
    return f"at most {most:,}" if least == 0 else f"{least} to {most:,}"


def table(x: Any, name: str, most: int, noun: str) -> Mapping:
    """A mapping of at most `most` entries (a pool of cards or tokens, a result)."""
    if not isinstance(x, Mapping):
        raise ValueError(f"{name} must be a mapping of at most {most:,} {noun}, not "
                         f"{type(x).__name__} {cut(x)}")
    if len(x) > most:
        raise ValueError(f"{name} must be a mapping of at most {most:,} {noun}, not "
                         f"{len(x):,}")
    return x


def function(x: Any, name: str, what: str) -> Any:
    """A function the analysis calls (a dive policy, say): `what` says what it is for."""
    if not callable(x):
        raise ValueError(f"{name} must be a function ({what}), not {type(x).__name__} "
                         f"{cut(x)}")
    return x


def chance(x: Any, name: str = "chance") -> Any:
    """A source of chance: a `Chance` (`pl.Chance(seed)`), or the twin that `exact` and
    `simulate` hand to the function they run (anything that rolls, picks and draws)."""
    if not all(callable(getattr(x, call, None)) for call in ("die", "pick", "draw")):
        raise ValueError(f"{name} must be a Chance (pl.Chance(seed), or the one exact() and "
                         f"simulate() hand over), not {type(x).__name__} {cut(x)}")
    return x
