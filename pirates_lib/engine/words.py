"""Words every game's log and board use: counted nouns and lists, said as a person says them.

"1 jewels", "0 rat(s)", "Treasure 2 and Treasure 2 and Treasure 3" and "dice [3, 1]" read
like a program, not a table; each game calls these instead of writing its own."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

#: Plurals that do not just add "s" (and nouns that stay the same).
IRREGULAR = {"booty": "booty", "gold": "gold", "goods": "goods", "jewels": "jewels",
             "treasure": "treasure", "water": "water", "cutlass": "cutlasses",
             "family": "families", "die": "dice", "dolphin": "dolphins", "doubloon": "doubloons",
             "money": "money", "antiques": "antiques", "diamonds": "diamonds",
             "cursed relic": "cursed relics", "damage counter": "damage counters"}
NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


# A log says the same few counted nouns over and over ("3 water", "no damage counters"): each
# is worked out once (bounded caches; `typed`, so that 1.0 is never said as 1).
@lru_cache(maxsize=1024)
def plural(noun: str) -> str:
    """The plural of a noun: "card" -> "cards", "box" -> "boxes", "die" -> "dice"."""
    if noun in IRREGULAR:
        return IRREGULAR[noun]
    head, _, last = noun.rpartition(" ")
    if last in IRREGULAR:
        return f"{head} {IRREGULAR[last]}".strip()
    if last.endswith(("s", "x", "z", "ch", "sh")):
        return noun + "es"
    if last.endswith("y") and last[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


@lru_cache(maxsize=1024, typed=True)
def counted(n: int, noun: str, plural_form: str | None = None, *, spelt: bool = False) -> str:
    """ "1 card", "3 cards", "no cards" (never "0 card(s)"); `spelt` writes small numbers
    in words ("two cards")."""
    many = plural_form or plural(noun)
    if n == 0:
        return f"no {many}"
    number = NUMBERS[n] if spelt and 0 < n < len(NUMBERS) else f"{n:,}"
    return f"{number} {noun if n == 1 else many}"


def listing(items: Iterable[str], *, empty: str = "nothing", conjunction: str = "and") -> str:
    """ "a", "a and b", "a, b and c"; `empty` when there is none."""
    items = list(items)
    if not items:
        return empty
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def grouped(names: Sequence[str], *, empty: str = "nothing") -> str:
    """Repeated names counted once each, in first-seen order: ["Treasure 2", "Treasure 2",
    "Treasure 3"] -> "Treasure 2 ×2 and Treasure 3"."""
    return tallied(Counter(names), empty=empty)


def tallied(counts: Mapping[str, int], *, empty: str = "nothing") -> str:
    """Names with their counts, in the mapping's order: {"Treasure 2": 2, "Treasure 3": 1}
    -> "Treasure 2 ×2 and Treasure 3" (what `grouped` says, for a game that holds counts)."""
    return listing([name if k == 1 else f"{name} ×{k}" for name, k in counts.items()],
                   empty=empty)


def dice(values: Sequence[int]) -> str:
    """Dice as a person reads them: "a 3", "3 and 1" (never "[3, 1]")."""
    if len(values) == 1:
        return f"a {values[0]}"
    return listing([str(v) for v in values])
