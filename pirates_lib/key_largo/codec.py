"""Key Largo's ids, spelt in one place (`engine/ids.py`; docs/rules/key_largo.md, section 4,
"Action ids"). `actions.CODEC` is this codec: every legal action is built by
`action(kind, label, *args)` (`CODEC.action`) in the modules of the flow and the visits, so an id always
reads back as its kind and args.

A purchase names one to three pieces, so it has a kind per size (`buy1` to `buy3`: the
items, then the divers). A sale names any number of cards of one type, so its cards are one
argument, joined by `+` (`sell:goods-1+goods-2`; `sell-as`, the Pigeon's sale, adds the type
the changed card is sold as): `sale_cards` reads them back, the one place that does."""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from pirates_lib.engine import Action
from pirates_lib.engine.ids import Codec

CODEC = Codec({
    "plan": "plan:{word}", "wreck": "wreck:{int}",
    "recruit": "recruit", "pickpocket": "pickpocket:{int}:{word}", "round": "round",
    "look": "look:{int}", "leave": "leave", "dolphins": "dolphins",
    "buy1": "buy:{word}>{int}", "buy2": "buy:{word}+{word}>{int},{int}",
    "buy3": "buy:{word}+{word}+{word}>{int},{int},{int}",
    "sell-as": "sell:{text}>{word}", "sell": "sell:{text}",  # sell-as first: it is read first
    "pigeon": "pigeon:{word}>{word}", "smuggle": "smuggle:{word}", "jewel": "jewel:{word}",
    "draw": "draw:{int}", "weight": "weight:{int}", "trident": "trident:{int}",
    "flee": "flee", "surface": "surface",
    "play": "play:{word}", "sabotage": "sabotage:{int}", "pass": "pass",
})


@lru_cache(maxsize=8192)
def action(kind: str, label: str, *args: Any) -> Action:
    """`CODEC.action(kind, label, *args)`: the Action of `kind` with `args`, its id spelt by
    the codec (a frozen value, so one is kept for each kind, label and args: see
    docs/performance.md)."""
    return CODEC.action(kind, label, *args)


BUYS = ("buy1", "buy2", "buy3")  # a purchase of one, two or three pieces
SALES = ("sell", "sell-as")  # a normal sale; the Pigeon's, one card sold as another type
_JOIN = "+"


def buy_kind(pieces: int) -> str:
    """The kind of a purchase of this many pieces."""
    return BUYS[pieces - 1]


def spell_cards(cards: Sequence[str]) -> str:
    """A sale's cards as its id's one argument."""
    return _JOIN.join(cards)


def sale_cards(spelt: str) -> tuple[str, ...]:
    """The cards of a sale, from its first argument (`spell_cards`)."""
    return tuple(spelt.split(_JOIN))
