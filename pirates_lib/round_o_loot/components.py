"""Round-o-Loot's cards and numbers, with where each comes from, and how a card is written.

A card is a string ``"<icon>-<points>"`` (``"bananas-3"``, ``"rum-1"``), so identical cards
merge in a multiset deck (card -> copies), plus the two special cards ``"jolly_roger"`` and
``"compass"``, which carry no points and never stay in a hand.

Provenance (docs/rules/round_o_loot.md, "Rulings and assumed numbers"):
- [assumed] the base deck: rum 8 cards worth 1 each; bananas, limes, cutlasses and pistols
  10 cards each, worth 1,1,1,1,2,2,2,3,3,4. The rulebook lists no card counts, so this is a
  default a player who owns the real cards can replace (option ``deck``).
- [book] the Jolly Roger (0 points); doubloon cards are trophies, removed from the deck.
- [assumed] the expansion: the compass card, 4 cannons worth 2, 6 rats (worth 1: [book]
  "Each rat counts as 1 point"), option ``expansion_deck``.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from pirates_lib.engine.words import grouped, tallied

RUM, BANANAS, LIMES, CUTLASSES, PISTOLS = "rum", "bananas", "limes", "cutlasses", "pistols"
CANNON, RAT = "cannon", "rat"
JOLLY_ROGER, COMPASS = "jolly_roger", "compass"
SPECIAL = (JOLLY_ROGER, COMPASS)

# The icons a card may carry, in the order a hand is shown (as on the combinations card).
ICONS = (RUM, BANANAS, LIMES, CUTLASSES, PISTOLS, CANNON, RAT)
BASE_ICONS = (RUM, BANANAS, LIMES, CUTLASSES, PISTOLS)
EXPANSION_ICONS = (CANNON, RAT)

# [assumed] points on the ten cards of each of the four plain icons.
FRUIT_AND_ARMS_POINTS = (1, 1, 1, 1, 2, 2, 2, 3, 3, 4)

# [book] "Deal 5 cards to each player. Hand limit is 5 cards."
START_HAND = 5
# [book] "Player with 3 doubloon cards wins the game." (option `doubloons_to_win`)
DOUBLOONS_TO_WIN = 3
# [assumed] the hand limit never falls below 1, so a seat with an empty hand always draws
# (only a custom deck of 9 or more rums reaches it).
HAND_LIMIT_FLOOR = 1
# [book] Keelhaul!: "Other players give you 2 cards each" (fewer if they hold fewer: ruling).
KEELHAUL_GIFT = 2

# [book] Combinations: "a rum card ... played together with the cards shown after it".
COMBINATIONS = {BANANAS: "bananarama", LIMES: "cuba_libre", CUTLASSES: "keelhaul",
                PISTOLS: "walk_the_plank"}
COMBINATION_NAMES = {"bananarama": "Bananarama!", "cuba_libre": "Cuba Libre!",
                     "keelhaul": "Keelhaul!", "walk_the_plank": "Walk the Plank!"}
COMBINATION_ICON = {kind: icon for icon, kind in COMBINATIONS.items()}
# [book] Bananarama!: "either clockwise or counterclockwise, whichever you choose".
DIRECTIONS = ("clockwise", "counterclockwise")
# The answer to the compass that lays down the rats ("compass:rats"), the other being a cannon.
RATS_WAY = "rats"

# The decisions a seat is asked for (`actions.FLOW`); the table rests only at one of them,
# and a view's "phase" names it ("over" once the game is over).
CHOICES = ("play", "direction", "give", "keep", "compass")

_ICON_ORDER = {icon: i for i, icon in enumerate(ICONS)}


def _multiset(icon: str, points: tuple[int, ...]) -> dict[str, int]:
    deck: dict[str, int] = {}
    for p in points:
        deck[f"{icon}-{p}"] = deck.get(f"{icon}-{p}", 0) + 1
    return deck


def base_deck() -> dict[str, int]:
    """[assumed] The 48 point cards of the base game (the Jolly Roger is added at set-up)."""
    deck = {f"{RUM}-1": 8}
    for icon in (BANANAS, LIMES, CUTLASSES, PISTOLS):
        deck.update(_multiset(icon, FRUIT_AND_ARMS_POINTS))
    return deck


def expansion_deck() -> dict[str, int]:
    """[assumed] 4 cannons worth 2 and 6 rats worth 1 (the compass is added at set-up)."""
    return {f"{CANNON}-2": 4, f"{RAT}-1": 6}


@lru_cache(maxsize=None)
def icon_of(card: str) -> str:
    """The icon printed on a card (the special cards are their own icon)."""
    return card.rsplit("-", 1)[0] if "-" in card else card


@lru_cache(maxsize=None)
def points_of(card: str) -> int:
    """Rulebook: 'Points are marked with a number on the card.' Special cards score 0."""
    return int(card.rsplit("-", 1)[1]) if "-" in card else 0


@lru_cache(maxsize=None)
def card_order(card: str) -> tuple[int, int, str]:
    """How cards are listed everywhere: by icon as on the combinations card, then points."""
    return (_ICON_ORDER.get(icon_of(card), len(ICONS)), points_of(card), card)


# How a card is named in the log, the buttons and on the board: its icon as printed on
# the card face, then its points ("Bananas 4", "Cutlass 2").
CARD_NAMES = {RUM: "Rum", BANANAS: "Bananas", LIMES: "Limes", CUTLASSES: "Cutlass",
              PISTOLS: "Pistol", CANNON: "Cannon", RAT: "Rat", JOLLY_ROGER: "the Jolly Roger",
              COMPASS: "the compass"}


@lru_cache(maxsize=None)
def card_name(card: str) -> str:
    """ "bananas-4" -> "Bananas 4"; the special cards by their names."""
    icon = icon_of(card)
    name = CARD_NAMES.get(icon, icon)
    return f"{name} {points_of(card)}" if points_of(card) else name


def spelt(cards: tuple[str, ...]) -> str:
    """The cards of an action as its id writes them: ``"rum-1+bananas-3"`` (`cards_of` reads
    them back: the one place the cards of an id are joined and split)."""
    return "+".join(cards)


@lru_cache(maxsize=100_000)
def cards_of(text: str) -> tuple[str, ...]:
    """The cards an action names, from their spelling in its id (`spelt`):
    ``"rum-1+bananas-3"`` -> ``("rum-1", "bananas-3")``."""
    return tuple(text.split("+"))


def cards_text(cards: tuple[str, ...] | list[str]) -> str:
    """Cards as the log and the buttons say them: "Rum 1 ×2 and Bananas 3" (copies counted
    once, engine.words.grouped); "no cards" for none."""
    return _cards_text(tuple(cards))


@lru_cache(maxsize=100_000)
def _cards_text(cards: tuple[str, ...]) -> str:
    return grouped([card_name(card) for card in cards], empty="no cards")


def pile_text(pile: dict[str, int]) -> str:
    """A whole pile (card -> copies) as `cards_text` says its cards, in card order: cards of
    one name are counted together, as `grouped` does (`words.tallied`)."""
    names: dict[str, int] = {}
    for _, _, card in sorted(map(card_order, pile)):
        name = card_name(card)
        names[name] = names.get(name, 0) + pile[card]
    return tallied(names, empty="no cards")


MAX_KINDS = 60  # [assumed] bound: distinct cards in a deck of one's own (the book's has 21)
MAX_COPIES = 20  # [assumed] bound: copies of one card (the book's most is 8 rum)
MAX_POINTS = 99  # [assumed] bound: the points printed on one card (the book's most is 4)
MAX_DOUBLOONS = 20  # [assumed] bound: doubloons to win (the book plays to 3)


def check_deck(deck: dict[Any, Any], name: str, icons: tuple[str, ...]) -> None:
    """A user's own deck: ``{"bananas-3": 2, ...}`` with icons from `icons`, whole positive
    points and counts, within the bounds above (a deck of millions of cards would make a
    round endless, and thousands of kinds every move slow). Raises ValueError saying what
    is wrong."""
    if len(deck) > MAX_KINDS:
        raise ValueError(f"{name}: {len(deck)} kinds of card, more than the {MAX_KINDS} allowed")
    for card, count in deck.items():
        icon, _, points = str(card).rpartition("-")
        whole = len(points) <= 2 and points.isascii() and points.isdigit()
        if icon not in icons or not whole or not 1 <= int(points) <= MAX_POINTS:
            raise ValueError(f"{name}: {str(card)[:40]!r} is not a card; write "
                             f"'<icon>-<points>' with an icon among {', '.join(icons)} and "
                             f"1 to {MAX_POINTS} points, e.g. 'bananas-3'")
        if type(count) is not int or not 1 <= count <= MAX_COPIES:
            raise ValueError(f"{name}: the count of {card!r} must be a whole number from 1 to "
                             f"{MAX_COPIES}, not {count!r}")


def check_enough_cards(cards: int, players: int) -> None:
    """Rulebook, Set-up: 'Deal 5 cards to each player': a deck too small for that is refused."""
    if cards < START_HAND * players:
        raise ValueError(f"deck: {cards} cards cannot deal {START_HAND} to each of "
                         f"{players} players")


def check_doubloons_to_win(doubloons: Any) -> None:
    """The doubloons that win the game: a whole number of at least 1."""
    if type(doubloons) is not int or not 1 <= doubloons <= MAX_DOUBLOONS:
        raise ValueError(f"doubloons_to_win must be a whole number from 1 to {MAX_DOUBLOONS}, "
                         f"not {doubloons!r}")
