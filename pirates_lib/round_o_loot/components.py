"""Round-o-Loot's cards, with where each number comes from.

A card is a string ``"<icon>-<points>"`` (``"bananas-3"``, ``"rum-1"``), so identical cards
merge in a multiset deck (DESIGN: "a deck is a multiset"), plus the two special cards
``"jolly_roger"`` and ``"compass"``, which carry no points and never stay in a hand.

Provenance (RULINGS.md, Round-o-Loot):
- [assumed] the base deck: rum 8 cards worth 1 each; bananas, limes, cutlasses and pistols
  10 cards each, worth 1,1,1,1,2,2,2,3,3,4. The rulebook lists no card counts, so this is a
  default a player who owns the real cards can replace (option ``deck``).
- [book] the Jolly Roger (0 points); doubloon cards are trophies, removed from the deck.
- [assumed] the expansion: the compass card, 4 cannons worth 2, 6 rats (worth 1: [book]
  "Each rat counts as 1 point"), option ``expansion_deck``.
"""
from __future__ import annotations

from functools import lru_cache

RUM, BANANAS, LIMES, CUTLASSES, PISTOLS = "rum", "bananas", "limes", "cutlasses", "pistols"
CANNON, RAT = "cannon", "rat"
JOLLY_ROGER, COMPASS = "jolly_roger", "compass"
SPECIAL = (JOLLY_ROGER, COMPASS)

# The icons a card may carry, in the order a hand is shown.
ICONS = (RUM, BANANAS, LIMES, CUTLASSES, PISTOLS, CANNON, RAT)
BASE_ICONS = (RUM, BANANAS, LIMES, CUTLASSES, PISTOLS)
EXPANSION_ICONS = (CANNON, RAT)

# [assumed] points on the ten cards of each of the four plain icons.
FRUIT_AND_ARMS_POINTS = (1, 1, 1, 1, 2, 2, 2, 3, 3, 4)


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


# [book] "Deal 5 cards to each player. Hand limit is 5 cards."
START_HAND = 5
# [book] "Player with 3 doubloon cards wins the game."
DOUBLOONS_TO_WIN = 3


@lru_cache(maxsize=None)
def icon_of(card: str) -> str:
    """The icon printed on a card (the special cards are their own icon)."""
    return card.rsplit("-", 1)[0] if "-" in card else card


@lru_cache(maxsize=None)
def points_of(card: str) -> int:
    """Rulebook: 'Points are marked with a number on the card.' Special cards score 0."""
    return int(card.rsplit("-", 1)[1]) if "-" in card else 0


def hand_limit(rums_played: int) -> int:
    """Rulebook: 'The first rum card raises hand limit to 6 and the second to 7. After that
    each rum card decreases your hand limit by 1.' So 5, 6, 7, 6, 5, 4, ...

    Ruled: never below 1 (only a custom deck of more than 8 rums reaches it), so a player
    with an empty hand always draws and a round always ends."""
    if rums_played <= 2:
        return START_HAND + rums_played
    return max(1, START_HAND + 2 - (rums_played - 2))


def check_deck(deck: dict, name: str, icons: tuple[str, ...]) -> None:
    """A user's own deck: ``{"bananas-3": 2, ...}`` with icons from `icons`, whole positive
    points and counts. Raises ValueError saying what is wrong."""
    for card, count in deck.items():
        icon, _, points = str(card).rpartition("-")
        if icon not in icons or not points.isdigit() or int(points) < 1:
            raise ValueError(f"{name}: {card!r} is not a card; write '<icon>-<points>' with an "
                             f"icon among {', '.join(icons)}, e.g. 'bananas-3'")
        if type(count) is not int or count < 1:
            raise ValueError(f"{name}: the count of {card!r} must be a positive whole number, "
                             f"not {count!r}")
