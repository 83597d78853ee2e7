"""One id codec per game: ids built and read in one place (python-chess's `Move.uci()` and
`Move.from_uci()`).

A game names the spelling of each action kind once, as a pattern: `"hull:{int}>side{int}"`,
`"dive:{word}"`, `"end"`. From it the codec writes an id from a kind and its arguments
(`codec.id("hull", 3, 2) == "hull:3>side2"`), reads one back (`codec.parse("hull:3>side2") ==
("hull", (3, 2))`), and tells a malformed id (no kind's spelling: `parse` gives None) from a
well-formed one the rules refuse now. Bots and scenes read an action's `kind` and `args` (a
view's legal entries carry them) and never split an id; the conformance suite checks, for
every legal action of seeded games, that its id is exactly `codec.id(kind, *args)`.

Placeholders: `{int}` a whole number in ASCII digits with no leading zero (`-` allowed
before it), `{word}` one or more of `a-z A-Z 0-9 _ -` (no separator), `{text}` anything up to
the next literal part of the pattern (at the end: to the end of the id). An id has one
spelling (docs/engine.md, "Actions"): "03" or "٣" is no `{int}`."""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .action import Action

_FIELDS = {"int": r"(-?(?:0|[1-9][0-9]*))", "word": r"([A-Za-z0-9_\-]+)", "text": r"(.+?)"}
_READ = {"int": int, "word": str, "text": str}
_PLACEHOLDER = re.compile(r"\{(int|word|text)\}")


@dataclass(frozen=True)
class Spelling:
    """One kind's pattern, compiled: the type of each argument, a regex that reads an id
    and a `str.format` template that writes one (a playout spells thousands of ids)."""

    kind: str
    pattern: str
    types: tuple[str, ...]
    regex: re.Pattern[str]
    template: str

    @classmethod
    def of(cls, kind: str, pattern: str) -> Spelling:
        types = tuple(_PLACEHOLDER.findall(pattern))
        parts = _PLACEHOLDER.split(pattern)[::2]
        body = "".join(re.escape(part) + (_FIELDS[t] if i < len(types) else "")
                       for i, (part, t) in enumerate(zip(parts, (*types, ""))))
        template = "{}".join(p.replace("{", "{{").replace("}", "}}") for p in parts)
        return cls(kind, pattern, types, re.compile(body + r"\Z", re.ASCII), template)

    def write(self, args: tuple[Any, ...]) -> str:
        if len(args) != len(self.types):
            raise ValueError(f"{self.kind!r} takes {len(self.types)} arguments "
                             f"({self.pattern}), not {len(args)}: {args!r}")
        return self.template.format(*args)

    def read(self, action_id: str) -> tuple[Any, ...] | None:
        match = self.regex.match(action_id)
        if match is None:
            return None
        try:
            return tuple(_READ[t](v) for t, v in zip(self.types, match.groups()))
        except ValueError:  # a number of more digits than Python reads (4,300): no id
            return None


@dataclass(frozen=True)
class Codec:
    """A game's ids: `formats` maps each action kind to its pattern (module docstring);
    `aliases` (optional) maps an old id's pattern to the kind it still reads as, so saves
    written before a spelling changed still load."""

    formats: Mapping[str, str]
    aliases: Mapping[str, str] = field(default_factory=dict)
    _spellings: tuple[Spelling, ...] = field(init=False, repr=False, compare=False)
    _by_kind: dict[str, Spelling] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        own = {k: Spelling.of(k, p) for k, p in self.formats.items()}
        old = [Spelling.of(k, p) for p, k in self.aliases.items()]
        object.__setattr__(self, "_by_kind", own)
        object.__setattr__(self, "_spellings", (*own.values(), *old))

    def id(self, kind: str, *args: Any) -> str:
        """The one spelling of an action of `kind` with `args`."""
        spelling = self._by_kind.get(kind)
        if spelling is None:
            raise KeyError(f"no action kind {kind!r}; kinds: {', '.join(self.formats)}")
        return spelling.write(args)

    def action(self, kind: str, label: str, *args: Any) -> Action:
        """The Action of `kind` with `args`, its id spelt by the codec."""
        return Action(self.id(kind, *args), label, kind, args)

    def parse(self, action_id: str) -> tuple[str, tuple[Any, ...]] | None:
        """(kind, args) of a well-formed id, or None for one no kind spells."""
        if not isinstance(action_id, str):
            return None
        for spelling in self._spellings:
            args = spelling.read(action_id)
            if args is not None:
                return spelling.kind, args
        return None

    def spellings(self) -> str:
        """Every kind's pattern in words, for a refusal of a malformed id."""
        words = {"{int}": "<number>", "{word}": "<name>", "{text}": "<text>"}
        return ", ".join(_PLACEHOLDER.sub(lambda m: words[m.group(0)], p)
                         for p in self.formats.values())
