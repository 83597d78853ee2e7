"""Key Largo's components: set-up by player count, the wreck cards, the equipment, the prices,
Dolphin Cove's pay, the market rates, the end values and the 24 encounter cards.

Provenance: [book] = the rulebook states it; [assumed] = our choice where the rulebook gives
no number (each is listed, with its reason, in docs/rules/key_largo.md, "Rulings and assumed
numbers"). The tables a player who owns the real cards could want to type in (wreck cards,
prices, Dolphin Cove's pay, end values) each have a `default_*` factory returning a fresh
plain copy and a `check_*` function that returns it in canonical form or raises ValueError."""
from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ..engine.limits import cut

# --- players and set-up --------------------------------------------------------------------
MIN_PLAYERS, MAX_PLAYERS = 3, 5  # [book] "5 boats, one per player"; 3 to 5 players

SHALLOW, MEDIUM, GREAT = "shallow", "medium", "great"
DEPTHS: tuple[str, ...] = (SHALLOW, MEDIUM, GREAT)

#: [book] "A diver with no extra hose can only dive to shallow depth. A diver with one extra
#: length of hose can dive to shallow or medium depth. A diver with two lengths of hose can
#: dive on any wreck."
HOSES_NEEDED: Mapping[str, int] = MappingProxyType({SHALLOW: 0, MEDIUM: 1, GREAT: 2})

#: [book] the set-up table "Wrecks / 3 players / 4 players / 5 players".
WRECKS: Mapping[int, Mapping[str, int]] = MappingProxyType({
    3: MappingProxyType({SHALLOW: 3, MEDIUM: 4, GREAT: 4}),
    4: MappingProxyType({SHALLOW: 4, MEDIUM: 5, GREAT: 5}),
    5: MappingProxyType({SHALLOW: 4, MEDIUM: 6, GREAT: 6}),
})
CARDS_PER_WRECK = 5  # [book] "arrange them into piles of 5 cards face down"
#: [book] "80 wreck cards: 20 'shallow depth' cards, 30 'medium depth', 30 'great depth'".
WRECK_CARDS_PER_DEPTH: Mapping[str, int] = MappingProxyType({SHALLOW: 20, MEDIUM: 30, GREAT: 30})

START_MONEY = 100  # [book] "Each player receives $100."
START_DIVERS = 1  # [book] "Each player receives one diver"
MAX_DIVERS = 3  # [book] "a player may never have more than three divers in their team"
#: [book] "Each diver may be equipped with at most two lengths of hose, one trident, and one
#: weight."
HOSE, TRIDENT, WEIGHT = "hose", "trident", "weight"
EQUIPMENT: tuple[str, ...] = (HOSE, TRIDENT, WEIGHT)
PER_DIVER: Mapping[str, int] = MappingProxyType({HOSE: 2, TRIDENT: 1, WEIGHT: 1})
#: [book] "15 diver tokens"; "40 'diving equipment' tokens: 20 hoses, 10 tridents, 10 weights".
DIVER = "diver"
RESERVE: Mapping[str, int] = MappingProxyType({DIVER: 15, HOSE: 20, TRIDENT: 10, WEIGHT: 10})
SHOP_MAX_ITEMS = 2  # [book] "A player may only buy one or two pieces of equipment per visit."

# --- the days and the places ---------------------------------------------------------------
#: [book] "The buoy is placed ... on the first Friday"; "ends after the second Sunday".
DAYS: tuple[str, ...] = ("Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday",
                         "Thursday", "Friday", "Saturday", "Sunday")
MORNING, AFTERNOON = "morning", "afternoon"
DAY_LABELS: tuple[str, ...] = tuple(f"day {n}, {name}" for n, name in enumerate(DAYS, 1))
HALF_DAYS: tuple[str, ...] = (MORNING, AFTERNOON)  # [book] "two actions per day"
#: [book] the five action cards, one per place a boat can go.
DIVE, BAR, DOLPHINS, SHOP, MARKET = "dive", "bar", "dolphins", "shop", "market"
PLACES: tuple[str, ...] = (DIVE, BAR, DOLPHINS, SHOP, MARKET)
PLACE_NAMES: Mapping[str, str] = MappingProxyType({
    DIVE: "a wreck", BAR: "the Mermaid's Bar", DOLPHINS: "Dolphin Cove",
    SHOP: "the Old Sea Dog shop", MARKET: "the Market of Finds"})

#: [book] "The Day": each player plans the day; then for the morning and the afternoon the
#: cards are revealed, the boats placed in turn order, the actions carried out in turn order.
PLAN, PLACE, ACT, OVER = "plan", "place", "act", "over"
#: What an action of a visit returns: the visit goes on (the flow's "turn" step: whom it waits
#: on next, `actions.FLOW`).
GO_ON = (("turn",),)

ROUND_PRICE = 20  # [book] "They pay $20 to the bank, and look at the cards of two wrecks"
ROUND_WRECKS = 2  # [book] "two wrecks of their choice"
BANKNOTE = 10  # [book] "Banknotes, in various denominations from $10 to $500."

# --- wreck cards -----------------------------------------------------------------------------
GOODS, ANTIQUES, GOLD, DIAMONDS = "goods", "antiques", "gold", "diamonds"
SOLD_BY_UNIT: tuple[str, ...] = (GOODS, ANTIQUES, GOLD)  # [book] diamonds are never sold
TREASURES: tuple[str, ...] = (*SOLD_BY_UNIT, DIAMONDS)
MONSTER = "monster"


def wreck_card(kind: str, number: int) -> str:
    """A treasure card's name: ``"goods-3"`` (3 units), ``"diamonds-120"`` ($120)."""
    return f"{kind}-{number}"


def kind_of(card: str) -> str:
    """``"goods"``, ``"antiques"``, ``"gold"``, ``"diamonds"`` or ``"monster"``."""
    return card.split("-", 1)[0]


def number_of(card: str) -> int:
    """The card's printed number: units for goods, antiques and gold, dollars for diamonds."""
    return int(card.split("-", 1)[1])


def is_monster(card: str) -> bool:
    return card == MONSTER


def describe(card: str) -> str:
    """A wreck card as a player says it: "Goods 3", "Diamonds $120", "a monster"."""
    if card == MONSTER:
        return "a monster"
    kind, n = kind_of(card), number_of(card)
    return f"Diamonds ${n}" if kind == DIAMONDS else f"{kind.capitalize()} {n}"


def _copies(counts: Mapping[str, Sequence[int]]) -> dict[str, int]:
    """``{"goods": (1, 1, 2)}`` -> ``{"goods-1": 2, "goods-2": 1}``."""
    deck: dict[str, int] = {}
    for kind, numbers in counts.items():
        for n in numbers:
            name = MONSTER if kind == MONSTER else wreck_card(kind, n)
            deck[name] = deck.get(name, 0) + 1
    return deck


#: [assumed] The rulebook gives only the counts per depth; these lists are ours, treasure
#: written as type + units (diamonds as dollars), one entry per card, monsters as 0.
_WRECK_LISTS: Mapping[str, Mapping[str, tuple[int, ...]]] = MappingProxyType({
    SHALLOW: {MONSTER: (0,), GOODS: (1, 1, 1, 2, 2, 2, 3), ANTIQUES: (1, 1, 2, 2, 2, 3),
              GOLD: (1, 1, 1, 2, 2, 2)},
    MEDIUM: {MONSTER: (0,) * 5, GOODS: (2, 2, 3, 3, 3, 4, 4), ANTIQUES: (2, 2, 3, 3, 3, 4, 4),
             GOLD: (2, 2, 2, 3, 3, 3, 4), DIAMONDS: (60, 80, 80, 100)},
    GREAT: {MONSTER: (0,) * 8, GOODS: (3, 4, 4, 5, 5, 5), ANTIQUES: (3, 4, 4, 5, 5, 6),
            GOLD: (3, 3, 4, 4, 5, 5), DIAMONDS: (100, 120, 150, 200)},
})


def default_wreck_cards() -> dict[str, dict[str, int]]:
    """The 80 wreck cards [assumed], depth -> card -> copies (a fresh copy)."""
    return {depth: _copies(_WRECK_LISTS[depth]) for depth in DEPTHS}


# --- prices, pay, rates, end values ----------------------------------------------------------
PICKPOCKET = "pickpocket"
BAR_ITEMS: tuple[str, ...] = (DIVER, PICKPOCKET)
PRICE_ITEMS: tuple[str, ...] = (*BAR_ITEMS, *EQUIPMENT)

#: [assumed] price by number of players at the place, 1 to 5 (the rulebook's example fixes a
#: diver at $80 alone and $100 with two, a hose at $20 plus a trident at $30 alone).
_PRICES: Mapping[str, tuple[int, ...]] = MappingProxyType({
    DIVER: (80, 100, 120, 140, 160), PICKPOCKET: (40, 50, 60, 70, 80),
    HOSE: (20, 30, 40, 50, 60), TRIDENT: (30, 40, 50, 60, 70), WEIGHT: (20, 30, 40, 50, 60)})

#: [assumed] Dolphin Cove's pay by day, Friday to the second Sunday ([book]: Friday is $40,
#: "Tourists are more numerous, and more generous, on weekends!").
_DOLPHIN_PAY: tuple[int, ...] = (40, 60, 80, 20, 20, 30, 30, 40, 60, 80)

#: [book] market rate per unit by number of players at the market, 1 to 5: goods "$40 ... if
#: a player is alone at the market, $30 if there are two, and only $20 if there are three or
#: more"; antiques "$20 per unit; if there are two, it is $30; ... three or more ... $40";
#: gold "fixed, always $30 per unit".
MARKET_RATES: Mapping[str, tuple[int, ...]] = MappingProxyType({
    GOODS: (40, 30, 20, 20, 20), ANTIQUES: (20, 30, 40, 40, 40), GOLD: (30, 30, 30, 30, 30)})

#: End value per unit of an unsold card: [book] goods ("value 5 ... earns only $100 at the
#: end") and gold ("at the end of the game ... only $20 per unit"); [assumed] antiques.
#: Diamonds end at their printed value [book].
_END_VALUES: Mapping[str, int] = MappingProxyType({GOODS: 20, ANTIQUES: 20, GOLD: 20})


def default_prices() -> dict[str, tuple[int, ...]]:
    """Item -> price with 1, 2, 3, 4, 5 players at the place [assumed] (a fresh copy)."""
    return dict(_PRICES)


def default_dolphin_pay() -> tuple[int, ...]:
    """Dolphin Cove's pay for each of the ten days [assumed; Friday $40 is book]."""
    return _DOLPHIN_PAY


def default_end_values() -> dict[str, int]:
    """Dollars per unit of an unsold goods, antiques or gold card at the end (a fresh copy)."""
    return dict(_END_VALUES)


# --- checking tables a player types in -------------------------------------------------------
def _whole(x: Any, what: str) -> int:
    """A count or an amount is a whole number: no float, text or truth value is rounded."""
    if isinstance(x, bool):
        raise ValueError(f"{what} must be a whole number, not {x!r}")
    try:
        return operator.index(x)
    except TypeError:
        raise ValueError(f"{what} must be a whole number, not {cut(x)}") from None


def _dollars(x: Any, what: str) -> int:
    """An amount of money: whole, not negative, and payable in banknotes of $10."""
    n = _whole(x, what)
    if n < 0:
        raise ValueError(f"{what} must not be negative, not {n}")
    if n % BANKNOTE:
        raise ValueError(f"{what} must be a multiple of ${BANKNOTE} (the smallest banknote), "
                         f"not {n}")
    return n


def _keys(table: Any, name: str, keys: tuple[str, ...], noun: str, of: str) -> Mapping:
    """A mapping with exactly the given keys, or a ValueError naming what is wrong."""
    if not isinstance(table, Mapping):
        raise ValueError(f"{name} must be a mapping of {noun} to {of}, not "
                         f"{type(table).__name__}")
    for key in table:
        if key not in keys:
            raise ValueError(f"{name} has no {noun} {cut(key)}; the {noun}s are "
                             f"{', '.join(keys)}")
    for key in keys:
        if key not in table:
            raise ValueError(f"{name} is missing the {noun} {key!r}")
    return table


def _check_card(card: Any, where: str) -> str:
    """A wreck card's name: 'monster', goods/antiques/gold-N (N units, at least 1) or
    diamonds-N (N dollars, a positive multiple of $10). The refusal is worded only when one
    is due (the state checks its 80 cards at every new game)."""
    if card == MONSTER:
        return card
    if not _well_named(card):
        raise ValueError(f"{where}: {cut(card)} is not a wreck card (write goods-N, antiques-N "
                         f"or gold-N with N units from 1, diamonds-N with N dollars, or monster)")
    if kind_of(card) == DIAMONDS:
        _dollars(number_of(card), f"{where}: the diamond {card!r}'s value")
    return card


def _well_named(card: Any) -> bool:
    """A treasure type, a dash and a number of at least 1 written plainly (no sign, no zero
    in front, no other digits than 0 to 9)."""
    if not isinstance(card, str) or kind_of(card) not in TREASURES or "-" not in card:
        return False
    digits = card.split("-", 1)[1]
    return digits.isascii() and digits.isdigit() and digits == str(int(digits)) and int(digits) >= 1


def card_order(card: str) -> tuple[int, int]:
    """Canonical order: monster first, then goods, antiques, gold, diamonds, by number."""
    if card == MONSTER:
        return (-1, 0)
    return (TREASURES.index(kind_of(card)), number_of(card))


def _copies_of(pile: Any, where: str, least: int) -> dict[str, int]:
    """Cards with their copies: valid names, whole copies of at least `least`."""
    if not isinstance(pile, Mapping):
        raise ValueError(f"{where} must be a mapping of card to copies, not "
                         f"{type(pile).__name__}")
    deck = {}
    for card, n in pile.items():
        _check_card(card, where)
        copies = _whole(n, f"{where}[{card!r}]")
        if copies < least:
            raise ValueError(f"{where}[{card!r}] must be at least {least} "
                             f"cop{'y' if least == 1 else 'ies'}, not {copies}")
        deck[card] = copies
    return deck


def _check_pile(pile: Any, depth: str) -> dict[str, int]:
    """One depth's cards: valid names, whole positive copies, the rulebook's count."""
    where, book = f"wreck_cards[{depth!r}]", WRECK_CARDS_PER_DEPTH[depth]
    deck = _copies_of(pile, where, 1)
    total = sum(deck.values())
    if total != book:
        raise ValueError(f"{where} has {total} cards; the rulebook's {depth} pile has {book}")
    return {c: deck[c] for c in sorted(deck, key=card_order)}


def check_pool(pool: Any, depth: str, where: str) -> dict[str, int]:
    """Some of one depth's cards (a wreck, or the cards a player has not seen): valid names,
    whole copies, and no more cards than the depth's pile holds [book: 20, 30 and 30]."""
    most = WRECK_CARDS_PER_DEPTH[depth]
    if isinstance(pool, Mapping) and len(pool) > most:  # refused before a name is read
        raise ValueError(f"{where} names {len(pool):,} cards; the {depth} pile has {most}")
    deck = _copies_of(pool, where, 0)
    if sum(deck.values()) > most:
        raise ValueError(f"{where} holds {sum(deck.values()):,} cards; the {depth} pile has "
                         f"{most}, and a pool is some of them")
    return deck


def check_hand(hand: Any, where: str, most: int) -> tuple[str, ...]:
    """A hand of treasure cards (a player's at the market): valid names, no monster (a monster
    is never kept), at most `most` cards."""
    if isinstance(hand, (str, bytes, Mapping)) or not isinstance(hand, Sequence):
        raise ValueError(f"{where} must be a list of treasure cards, not {type(hand).__name__}")
    if len(hand) > most:
        raise ValueError(f"{where} holds {len(hand):,} cards; the wrecks hold {most} in all")
    return tuple(check_treasure(card, where) for card in hand)


def check_treasure(card: Any, where: str) -> str:
    """A treasure card's name (goods, antiques, gold or diamonds): a monster is never kept."""
    if _check_card(card, where) == MONSTER:
        raise ValueError(f"{where}: a monster is no treasure card (it is never kept)")
    return card


def check_wreck_cards(cards: Any) -> dict[str, dict[str, int]]:
    """Depth -> card -> copies, checked: the three depths, valid card names, whole positive
    copies, and exactly the rulebook's 20, 30 and 30 cards. Returned in canonical order (so a
    seed deals the same wrecks whatever order the cards were typed in)."""
    table = _keys(cards, "wreck_cards", DEPTHS, "depth", "cards")
    return {depth: _check_pile(table[depth], depth) for depth in DEPTHS}


def _row(values: Any, what: str, labels: Sequence[str], span: str) -> tuple[int, ...]:
    """A row of amounts of money, one per label (``span`` says what the row runs over)."""
    if isinstance(values, (str, bytes, Mapping)) or not isinstance(values, Sequence):
        raise ValueError(f"{what} must be a sequence of {len(labels)} amounts ({span}), not "
                         f"{type(values).__name__}")
    if len(values) != len(labels):
        raise ValueError(f"{what} must give {len(labels)} amounts ({span}), not {len(values)}")
    return tuple(_dollars(v, f"{what}[{i}] ({labels[i]})") for i, v in enumerate(values))


_AT_PLACE = tuple(f"{n} player{'s' if n > 1 else ''} at the place"
                  for n in range(1, MAX_PLAYERS + 1))


def check_prices(prices: Any) -> dict[str, tuple[int, ...]]:
    """Item -> 5 prices (1 to 5 players at the place), checked. [book] at the bar "The more
    players who have gone to the bar, the higher the price": the diver's and pickpocket's
    prices never fall; at the shop the Good Friend card buys "at the lowest price (as though
    you were alone at the shop)": the price alone is the lowest."""
    table = _keys(prices, "prices", PRICE_ITEMS, "item", "prices")
    out = {item: _row(table[item], f"prices[{item!r}]", _AT_PLACE,
                       "1 to 5 players at the place")
           for item in PRICE_ITEMS}
    for item in BAR_ITEMS:
        row = out[item]
        for n in range(1, MAX_PLAYERS):
            if row[n] < row[n - 1]:
                raise ValueError(f"prices[{item!r}] must not fall as more players come to the "
                                 f"bar: {row[n - 1]} with {n}, then {row[n]} with {n + 1}")
    for item in EQUIPMENT:
        if min(out[item]) < out[item][0]:
            raise ValueError(f"prices[{item!r}] must be lowest for a player alone at the shop, "
                             f"not {out[item][0]} alone and {min(out[item])} with more")
    return out


def check_dolphin_pay(pay: Any) -> tuple[int, ...]:
    """Dolphin Cove's pay for the ten days, Friday to the second Sunday, checked."""
    return _row(pay, "dolphin_pay", DAY_LABELS, "Friday to the second Sunday")


def check_market_rates(rates: Any) -> dict[str, tuple[int, ...]]:
    """Dollars per unit of goods, antiques and gold with 1 to 5 players at the market (the
    book's `MARKET_RATES`, or a table to compare it with), checked."""
    table = _keys(rates, "rates", SOLD_BY_UNIT, "type", "rates")
    at_market = tuple(label.replace("the place", "the market") for label in _AT_PLACE)
    return {kind: _row(table[kind], f"rates[{kind!r}]", at_market,
                       "1 to 5 players at the market") for kind in SOLD_BY_UNIT}


def check_end_values(values: Any) -> dict[str, int]:
    """Dollars per unit of unsold goods, antiques and gold at the end, checked (diamonds are
    not in this table: they end at their printed value)."""
    table = _keys(values, "end_values", SOLD_BY_UNIT, "type", "dollars per unit")
    return {kind: _dollars(table[kind], f"end_values[{kind!r}]") for kind in SOLD_BY_UNIT}


# --- encounter cards (the optional rule) -----------------------------------------------------
ENCOUNTER_HAND_LIMIT = 2  # [book] "never hold more than two encounter cards in hand"
ENCOUNTERS_PER_HALF_DAY = 1  # [book] "only a single encounter card per half-day"
BEGINNER_DIVER_PRICE = 60  # [book] "they cost you only $60"
CHEAP_PICKPOCKET_PRICE = 30  # [book] "they cost you only $30"
LIQUIDATOR_DISCOUNT = 20  # [book] "a third of the same type at a $20 discount"
SMUGGLER_CARDS, SMUGGLER_RATE = 5, 30  # [book] "up to five more cards ... $30 per unit"
GOLD_DIGGER_RATE = 40  # [book] "you sell it at $40 per unit"
FAMILY_FACTOR = 2  # [book] "receive double the normal price"


@dataclass(frozen=True)
class Encounter:
    """One encounter card: a stable id, its title, the place it is played at (the pictogram)
    and the rulebook's words for its effect. `not_on_draw_turn`: "You cannot play this card
    on the turn you draw it." [book]"""

    id: str
    title: str
    place: str
    effect: str
    not_on_draw_turn: bool = False


_NO_EFFECT = "Card with no effect."
_ENCOUNTER_LIST = (
    Encounter("volunteer-helper", "Volunteer Helper", DIVE,
              "Draw an additional wreck card if you are diving at shallow depth."),
    Encounter("eager-buyer", "Eager Buyer", DIVE,
              "Immediately sell, at the best price, a card you have just drawn from a wreck."),
    Encounter("regular", "Regular", DIVE, "Play this card when you draw a monster. Reshuffle "
              "the wreck's cards, including the monster, and try your luck again."),
    Encounter("saboteur", "Saboteur", DIVE,
              "Prevent one (and only one) opposing diver from making their dive."),
    Encounter("attentive-diver", "Attentive Diver", DIVE, "If only a single card remains in a "
              "wreck after you have dived, your last diver also draws that card, as though "
              "playing a weight."),
    Encounter("tourist-bar", "Tourist", BAR, _NO_EFFECT),
    Encounter("drunkard", "Drunkard", BAR, "Look at the cards of the wreck of your choice, "
              "without paying. Then reshuffle the cards and place them back face down."),
    Encounter("beginner-diver", "Beginner Diver", BAR,
              "If you recruit a diver, they cost you only $60."),
    Encounter("expert-diver", "Expert Diver", BAR, "If you recruit a diver, they arrive "
              "already equipped with one length of hose."),
    Encounter("pickpocket", "Pickpocket", BAR,
              "If you hire a pickpocket, they cost you only $30."),
    Encounter("inseparable-brothers", "Inseparable Brothers", BAR, "You may recruit two "
              "divers or two pickpockets instead of just one, paying for each at the price "
              "shown."),
    Encounter("tourist-dolphins", "Tourist", DOLPHINS,
              "Card with no effect. You cannot play this card on the turn you draw it.", True),
    Encounter("family", "Family", DOLPHINS, "Receive double the normal price for the tourists "
              "you take to see the dolphins. You cannot play this card on the turn you draw "
              "it.", True),
    Encounter("tourist-shop", "Tourist", SHOP, _NO_EFFECT),
    Encounter("hose-vendor", "Hose Vendor", SHOP, "This card lets you buy one extra length of "
              "hose, in addition to the two purchases normally allowed."),
    Encounter("trident-vendor", "Trident Vendor", SHOP, "This card lets you buy one extra "
              "trident, in addition to the two purchases normally allowed."),
    Encounter("weight-vendor", "Weight Vendor", SHOP, "This card lets you buy one extra "
              "weight, in addition to the two purchases normally allowed."),
    Encounter("liquidator", "Liquidator", SHOP, "If you buy two identical pieces of "
              "equipment, this card lets you buy a third of the same type at a $20 discount."),
    Encounter("good-friend", "Good Friend", SHOP, "Make all your purchases at the lowest "
              "price (as though you were alone at the shop)."),
    Encounter("tourist-market", "Tourist", MARKET, _NO_EFFECT),
    Encounter("pigeon", "Pigeon", MARKET, "Change the nature of one of the cards you are "
              "selling (for example, sell a goods card as though it were an antiques card)."),
    Encounter("smuggler", "Smuggler", MARKET, "In addition to your normal sale, sell up to "
              "five more cards of your choice, even of different types, at a price of $30 per "
              "unit."),
    Encounter("jeweler", "Jeweler", MARKET, "In addition to your normal sale, sell one "
              "diamond for the value shown on the card."),
    Encounter("gold-digger", "Gold Digger", MARKET,
              "If you sell gold, you sell it at $40 per unit."),
)
#: [assumed, as the rulebook lists them] the 24 encounter cards are one of each card listed.
ENCOUNTERS: Mapping[str, Encounter] = MappingProxyType({e.id: e for e in _ENCOUNTER_LIST})


def encounter_deck() -> dict[str, int]:
    """The 24 encounter cards as a multiset deck, one of each (a fresh copy)."""
    return {card: 1 for card in ENCOUNTERS}
