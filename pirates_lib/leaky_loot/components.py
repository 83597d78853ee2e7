"""Leaky Loot Legends components: the ocean deck, the salvage deck, the dice, the boat's hulls,
the set-up numbers and the option defaults.

Provenance: [book] = the rulebook states it; [ruling] = the rulebook leaves it open and
docs/rules/leaky_loot.md, "Rulings and assumed numbers", settles it; [assumed] = our own
number, with its reason there."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

# [book] "Regular deck of cards acts as Ocean Cards. Remove: Aces, Faces, and Jokers."
SUITS = ("hearts", "clubs", "spades", "diamonds")
RANKS = tuple(range(2, 11))

# [book] "Hearts = d4, Clubs = d4 + d4, All other suits = d6" (red dice).
WAVE_DICE: dict[str, tuple[int, ...]] = {"hearts": (4,), "clubs": (4, 4), "spades": (6,),
                                         "diamonds": (6,)}
SIDE_DIE = 6  # [book] "Roll Blue d6 for Wave direction"
MISS = 6  # [book] "Roll 6 = Wave Misses"
RAM_DIE = 6  # [book] a ram "rolls to red and blue d6 same as a Wave": the red die is a d6

SIDES = 5  # [ruling] a boat has 5 sides (the blue d6 names sides 1 to 5; 6 misses)
STARTER_HULL_VALUE = 2  # [book] "Boat that starts with Hull Cards of value 2 on each side"
DROWNING_WATER = 10  # [book] "If a player has 10 Water Tokens in their boat, they have drowned"
HAND_LIMIT = 3  # [book] "Players can never have more than 3 cards in their inventory."
STARTING_SALVAGE = 2  # [book] "2 Salvage Cards that are NOT Treasure"
FIRST_PORT_ROUND = 5  # [book] "the first one reached after 5 turns" ([ruling]: rounds)

# [book] Hull cards: "15 Cards: Values 1-5, 3 of each"; Bucket cards: "9 Cards: Values 1-3,
# 3 of each"; Treasure: "Value 3, count 3 / Value 2, count 4 / Value 1, count 5"; "1 Krakken".
HULL_COPIES = {1: 3, 2: 3, 3: 3, 4: 3, 5: 3}
BUCKET_COPIES = {1: 3, 2: 3, 3: 3}
TREASURE_COPIES = {3: 3, 2: 4, 1: 5}
KRAKKEN = "krakken"

PORTS = 3  # [ruling] the game ends at the end of the 3rd port round: the option `ports`
MAX_PORTS = 12  # [assumed] the 12th port is at the end of round 126: longer is no voyage


@dataclass(frozen=True, slots=True, init=False)
class Hull:
    """A hull card on one side of a boat: printed value V and damage counters D.

    Rulebook: "The Hull Card takes damage counters"; [ruling] its strength is V - D, never
    below 0. `starter` marks the five value-2 hulls a boat starts with, which are no salvage
    cards and leave the game when replaced [ruling].

    A hull is a value: a wave or ram that it holds makes a new one. Its `strength` is worked
    out when it is made (docs/performance.md, "Leaky Loot"); being worked out from the other
    three, it is left out of equality, the repr and the constructor."""

    value: int
    damage: int = 0
    starter: bool = False
    strength: int = field(init=False, repr=False, compare=False)

    def __init__(self, value: int, damage: int = 0, starter: bool = False) -> None:
        _HULL_VALUE(self, value)
        _HULL_DAMAGE(self, damage)
        _HULL_STARTER(self, starter)
        _HULL_STRENGTH(self, value - damage if value > damage else 0)


_HULL_VALUE, _HULL_DAMAGE, _HULL_STARTER, _HULL_STRENGTH = (
    Hull.__dict__[name].__set__ for name in ("value", "damage", "starter", "strength"))
#: A hull is a value (rules code replaces it, never changes it), so every boat's starter
#: hulls can be this one record.
STARTER_HULL = Hull(STARTER_HULL_VALUE, 0, True)


def starter_hulls() -> list[Hull]:
    """Rulebook "Setup": "Boat that starts with Hull Cards of value 2 on each side"."""
    return [STARTER_HULL] * SIDES


def check_ports(ports: int) -> None:
    """The option `ports` must name a port the voyage can reach, 1 to MAX_PORTS."""
    if not 1 <= ports <= MAX_PORTS:
        raise ValueError(f"ports must be 1 to {MAX_PORTS}, not {ports}")


def ocean_card(rank: int, suit: str) -> str:
    """An ocean card's name, e.g. ``"7-hearts"``."""
    return f"{rank}-{suit}"


def _salvage_copies() -> dict[str, int]:
    deck = {f"hull-{v}": n for v, n in HULL_COPIES.items()}
    deck.update({f"bucket-{v}": n for v, n in BUCKET_COPIES.items()})
    deck.update({f"treasure-{v}": n for v, n in TREASURE_COPIES.items()})
    deck[KRAKKEN] = 1
    return deck


# The decks' cards, named once (every game lays out both decks, in this order).
OCEAN_CARDS = tuple(ocean_card(rank, suit) for suit in SUITS for rank in RANKS)
SALVAGE_COPIES = _salvage_copies()


def ocean_deck() -> dict[str, int]:
    """The 36 ocean cards, ranks 2 to 10 in four suits, one of each [book]."""
    return dict.fromkeys(OCEAN_CARDS, 1)


def salvage_deck() -> dict[str, int]:
    """The 37 salvage cards as a multiset: ``"hull-3"``, ``"bucket-2"``, ``"treasure-1"``,
    ``"krakken"`` [book]."""
    return dict(SALVAGE_COPIES)


# A card's name is read for its rank, suit, kind or words: each is parsed once (bounded
# caches of strings and numbers, since a refusal may describe any name it was sent).
@lru_cache(maxsize=256)
def rank_of(card: str) -> int:
    """An ocean card's rank: its parity decides the salvage draw."""
    return int(card.split("-", 1)[0])


@lru_cache(maxsize=256)
def suit_of(card: str) -> str:
    """An ocean card's suit: it names the wave's red dice."""
    return card.split("-", 1)[1]


@lru_cache(maxsize=256)
def kind_of(card: str) -> str:
    """A salvage card's kind: ``"hull"``, ``"bucket"``, ``"treasure"`` or ``"krakken"``."""
    return card.split("-", 1)[0]


@lru_cache(maxsize=256)
def value_of(card: str) -> int:
    """A salvage card's printed value (the Krakken has none: 0)."""
    return 0 if card == KRAKKEN else int(card.split("-", 1)[1])


@lru_cache(maxsize=256)
def describe(card: str) -> str:
    """A salvage card as a player says it: "Hull 3", "Bucket 2", "Treasure 1", "the Krakken"."""
    if card == KRAKKEN:
        return "the Krakken"
    kind, value = card.split("-", 1)
    return f"{kind.capitalize()} {value}"


@lru_cache(maxsize=256)
def describe_ocean(card: str) -> str:
    """An ocean card as a player says it: "the 7 of hearts"."""
    return f"the {rank_of(card)} of {suit_of(card)}"
