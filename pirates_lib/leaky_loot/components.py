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

# The search bot's cut-off (`bots.next_port`), not a rule. [assumed] A boat at a port is
# binned by its strength (`bots.strength`): below 6, 6-7, 8-9, 10-11, 12-13, 14 or more.
STRENGTH_BINS = (6, 8, 10, 12, 14)
# [measured] By players, then by port before the last (3 ports), then by strength bin: how
# many boats afloat there gained 0, 1, 2... more points by the end of the voyage, every seat
# the captain bot, seeds 0 to 5,999 a player count: what
# `python -m benchmarks.leaky_loot_port_gains 6000` prints (a test checks it still holds).
PORT_GAINS: dict[int, dict[int, tuple[tuple[int, ...], ...]]] = {
    2: {
        1: (
            (559, 30, 26, 46, 33, 50, 39, 30, 15, 12, 7, 7, 1, 1),
            (735, 56, 71, 105, 91, 90, 92, 55, 31, 32, 18, 6, 3, 5),
            (1001, 73, 104, 161, 125, 146, 130, 77, 55, 35, 22, 14, 8, 1, 2),
            (860, 104, 145, 160, 154, 199, 158, 110, 101, 72, 40, 15, 9, 2),
            (644, 87, 125, 178, 159, 160, 131, 112, 80, 61, 38, 11, 9, 5, 0, 1),
            (668, 154, 179, 236, 212, 211, 207, 176, 148, 71, 66, 31, 11, 5),
        ),
        2: (
            (1257, 44, 50, 59, 68, 43, 38, 13, 11, 1),
            (867, 43, 52, 75, 65, 67, 40, 19, 8, 3),
            (727, 49, 69, 85, 86, 69, 42, 27, 18, 3),
            (485, 52, 73, 86, 67, 73, 49, 30, 8, 1),
            (331, 48, 64, 80, 76, 51, 41, 31, 14),
            (274, 71, 83, 101, 93, 72, 64, 39, 5, 4),
        ),
    },
    3: {
        1: (
            (933, 35, 39, 74, 73, 62, 49, 34, 19, 18, 12, 9, 6, 1),
            (1489, 60, 112, 117, 142, 147, 116, 103, 63, 36, 29, 25, 7, 6),
            (1762, 107, 150, 218, 230, 209, 183, 135, 119, 72, 44, 32, 20, 7, 0, 3),
            (1468, 119, 185, 262, 256, 268, 212, 152, 145, 76, 68, 38, 22, 7, 0, 1),
            (976, 87, 150, 216, 206, 214, 182, 126, 137, 80, 47, 37, 22, 4, 2),
            (740, 118, 164, 255, 248, 250, 264, 180, 137, 110, 85, 58, 25, 13, 6),
        ),
        2: (
            (2136, 31, 79, 92, 90, 90, 53, 26, 23, 5),
            (1232, 34, 52, 86, 84, 82, 49, 30, 15, 5),
            (1006, 43, 66, 92, 86, 82, 55, 37, 10),
            (698, 32, 69, 109, 88, 73, 68, 32, 27, 3),
            (390, 21, 41, 75, 69, 74, 54, 31, 15, 2),
            (360, 35, 43, 85, 71, 93, 65, 39, 24, 1),
        ),
    },
    4: {
        1: (
            (1496, 40, 67, 97, 93, 84, 76, 55, 19, 21, 9, 3, 2, 2),
            (2308, 64, 110, 210, 210, 209, 172, 109, 72, 35, 27, 17, 3, 3),
            (2643, 120, 220, 317, 295, 336, 294, 178, 123, 71, 48, 26, 17, 5, 2),
            (2011, 125, 211, 306, 340, 382, 323, 229, 174, 63, 52, 41, 13, 14, 4),
            (1162, 86, 143, 233, 278, 282, 260, 177, 124, 73, 50, 38, 16, 10, 5, 1),
            (764, 73, 149, 215, 259, 325, 245, 222, 191, 82, 55, 33, 25, 13, 6),
        ),
        2: (
            (2600, 99, 91, 114, 78, 60, 34, 13, 9, 1),
            (1471, 86, 96, 85, 61, 47, 28, 17, 10, 1),
            (1344, 89, 72, 117, 65, 71, 40, 15, 6, 1),
            (919, 109, 81, 91, 74, 57, 35, 15, 8, 1),
            (599, 79, 75, 60, 56, 38, 25, 11, 10),
            (503, 86, 98, 104, 59, 55, 26, 14, 9),
        ),
    },
    5: {
        1: (
            (2235, 77, 135, 171, 130, 145, 78, 47, 24, 15, 6, 4, 1, 1),
            (3124, 183, 237, 359, 304, 265, 184, 86, 51, 24, 20, 10, 2, 3),
            (3308, 228, 371, 509, 429, 422, 269, 148, 90, 37, 25, 23, 6, 1, 1, 1),
            (2341, 236, 364, 484, 431, 399, 270, 152, 99, 50, 38, 19, 10, 3, 1),
            (1260, 176, 303, 350, 336, 335, 222, 130, 82, 47, 23, 14, 6, 2, 1),
            (758, 148, 203, 280, 295, 280, 183, 106, 91, 42, 29, 14, 9, 6, 2),
        ),
        2: (
            (2531, 118, 75, 70, 38, 27, 13, 3, 4),
            (1863, 130, 91, 52, 40, 27, 10, 6, 1),
            (1854, 168, 130, 96, 47, 31, 16, 2, 2),
            (1472, 149, 127, 83, 46, 21, 14, 3, 5, 1),
            (1009, 136, 96, 66, 37, 25, 12, 4, 2, 1),
            (1087, 181, 92, 96, 47, 35, 11, 12, 4),
        ),
    },
    6: {
        1: (
            (3345, 287, 275, 318, 175, 123, 49, 28, 18, 5, 6),
            (4448, 457, 521, 563, 277, 216, 102, 43, 28, 9, 4, 4, 1),
            (4078, 557, 629, 704, 377, 303, 151, 59, 44, 21, 7, 6, 2, 0, 0, 2),
            (2726, 541, 559, 610, 371, 257, 144, 68, 47, 17, 15, 2, 1),
            (1339, 302, 350, 371, 241, 173, 102, 39, 35, 11, 9, 5),
            (733, 226, 220, 260, 144, 127, 81, 46, 22, 10, 6, 2, 3, 0, 0, 1),
        ),
        2: (
            (2941, 84, 43, 38, 17, 10, 1, 1),
            (2475, 107, 67, 50, 28, 14, 8, 1),
            (2589, 129, 80, 49, 25, 8, 7, 2, 1),
            (2198, 138, 81, 50, 23, 15, 11, 3, 1),
            (1399, 121, 53, 51, 14, 10, 5, 1, 1),
            (1558, 142, 70, 54, 29, 11, 6, 1, 1),
        ),
    },
}


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
