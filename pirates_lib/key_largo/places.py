"""The four places on the island: the Mermaid's Bar, Dolphin Cove, the Old Sea Dog shop and
the Market of Finds. For each: the visit's record (`begin_*`), whom it waits on (`waiting_*`:
the visitor, or None once the visit is over), its legal actions and their handlers, which
return the steps that follow (`GO_ON`: the visit goes on; None: it is over). The
encounter cards played at a place change the visit through the card kept in its record
(`visit["card"]`): the Beginner Diver's $60, the Good Friend's lone price, and so on.

Every price is paid before anything is taken ("Nobody may spend money they do not have",
ruling 7); an action that costs more than the player has is not offered."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from pirates_lib.engine import Action
from pirates_lib.engine.flow import Follow

from . import encounters as E, mechanics, trade
from .codec import action, buy_kind, sale_cards, spell_cards
from .components import (BAR, BEGINNER_DIVER_PRICE, CHEAP_PICKPOCKET_PRICE, DEPTHS, DIAMONDS,
                         DIVER, DOLPHINS, GO_ON, HOSE, MARKET, PICKPOCKET, ROUND_PRICE,
                         PLACE_NAMES, ROUND_WRECKS, SHOP, SMUGGLER_CARDS, SMUGGLER_RATE, SOLD_BY_UNIT,
                         card_order, describe, kind_of, number_of)
from .mechanics import Diver
from .table import when, who

if TYPE_CHECKING:
    from .state import KeyLargoState

LEAVE = {BAR: "Leave the bar", SHOP: "Leave the shop without buying",
         MARKET: "Leave the market"}


def hand_counts(state: KeyLargoState, seat: int) -> dict[str, int]:
    """The seat's treasure cards by name, whatever their backs."""
    counts: dict[str, int] = {}
    for pile in state.hands[seat].values():
        for card, n in pile.items():
            counts[card] = counts.get(card, 0) + n
    return counts


def leave(state: KeyLargoState) -> Follow:
    visit = state.visit
    state.emit("leave", f"{who(state, visit['player'])} leaves {PLACE_NAMES[visit['place']]}.")
    return None


# --- the Mermaid's Bar ---------------------------------------------------------------------
def begin_bar(seat: int) -> dict[str, Any]:
    return {"place": BAR, "player": seat, "card": None, "recruits": 0,
            "pickpockets": 0, "round": False, "round_due": 0, "round_seen": [],
            "drunk_due": False}


def diver_price(state: KeyLargoState) -> int:
    """Rulebook: the price "depends on the number of players present with them at the bar";
    the Beginner Diver: "they cost you only $60"."""
    if state.visit["card"] == E.BEGINNER:
        return BEGINNER_DIVER_PRICE
    return mechanics.price(DIVER, state.present[BAR], state.game.options.prices)


def pickpocket_price(state: KeyLargoState) -> int:
    """As a diver's; the Pickpocket card: "they cost you only $30"."""
    if state.visit["card"] == E.CHEAP_PICKPOCKET:
        return CHEAP_PICKPOCKET_PRICE
    return mechanics.price(PICKPOCKET, state.present[BAR], state.game.options.prices)


def _allowed(visit: dict[str, Any], done: str, other: str) -> bool:
    """Rulebook: "they may only do each of them once"; the Inseparable Brothers: "two divers
    or two pickpockets instead of just one" (ruling 37)."""
    brothers = visit["card"] == E.BROTHERS and visit[other] < 2
    return visit[done] < 1 + brothers


def bar_legal(state: KeyLargoState) -> list[Action]:
    visit = state.visit
    seat, money = visit["player"], state.money[visit["player"]]
    if visit["round_due"] or visit["drunk_due"]:
        return _looks(state)
    out = []
    if (_allowed(visit, "recruits", "pickpockets")
            and mechanics.may_recruit(state.teams[seat], state.pile)
            and money >= diver_price(state)):
        out.append(action("recruit", f"Recruit a diver (${diver_price(state)})"))
    if _allowed(visit, "pickpockets", "recruits") and money >= pickpocket_price(state):
        out += _thefts(state, seat)
    if not visit["round"] and money >= ROUND_PRICE and _with_cards(state):
        out.append(action("round", f"Buy a round (${ROUND_PRICE}): look at "
                          f"{ROUND_WRECKS} wrecks"))
    out += E.play_actions(state, seat, BAR)
    out.append(action("leave", LEAVE[BAR]))
    return out


def _with_cards(state: KeyLargoState) -> list[int]:
    return [w for w, wreck in enumerate(state.wrecks) if wreck]


def _thefts(state: KeyLargoState, seat: int) -> list[Action]:
    """Ruling 23: a rival holding a treasure card, and a depth (a back) that rival holds."""
    cost = pickpocket_price(state)
    return [action("pickpocket", f"Hire a pickpocket (${cost}): steal one of "
                   f"{who(state, victim)}'s {depth} cards", victim, depth)
            for victim in range(state.game.players) if victim != seat
            for depth in DEPTHS if state.hands[victim][depth]]


def _looks(state: KeyLargoState) -> list[Action]:
    """Ruling 3: a round looks at two different wrecks with cards; ruling 36: the Drunkard
    at any one wreck with cards."""
    visit = state.visit
    seen = visit["round_seen"] if visit["round_due"] else []
    why = "for the round" if visit["round_due"] else "for the Drunkard"
    return [action("look", f"Look at wreck {w + 1} ({state.depths[w]}) {why}", w)
            for w in _with_cards(state) if w not in seen]


def recruit(state: KeyLargoState) -> Follow:
    """Rulebook: "To recruit a diver, a player pays the bank the price shown"; the Expert
    Diver: "they arrive already equipped with one length of hose" (ruling 37: from the
    reserve, none if it is out)."""
    visit = state.visit
    seat, cost = visit["player"], diver_price(state)
    state.money[seat] -= cost
    state.pile -= 1
    hose = visit["card"] == E.EXPERT and state.reserve[HOSE] > 0
    state.reserve[HOSE] -= hose
    state.teams[seat].append(Diver(hoses=int(hose)))
    visit["recruits"] += 1
    state.emit("recruit", f"{who(state, seat)} recruits a diver for ${cost}"
               + (" (with a length of hose)." if hose else "."), seat=seat, cost=cost)
    return GO_ON


def pickpocket(state: KeyLargoState, victim: int, depth: str) -> Follow:
    """Rulebook: "They then take a treasure card from the player of their choice"; the victim
    "presents their cards face down, fanned out, so that the thief can see the color of the
    backs" (ruling 4: the thief names a depth; a card of it is taken at random)."""
    visit = state.visit
    seat, cost = visit["player"], pickpocket_price(state)
    state.money[seat] -= cost
    card = mechanics.pickpocket(state.chance, state.hands[victim], depth)
    pile = state.hands[seat][depth]
    pile[card] = pile.get(card, 0) + 1
    visit["pickpockets"] += 1
    state.emit("pickpocket", f"{who(state, seat)} hires a pickpocket for ${cost}, who takes one "
               f"of {who(state, victim)}'s {depth} cards.", seat=seat, victim=victim)
    state.emit("stolen", f"The pickpocket takes {who(state, victim)}'s {describe(card)} for "
               f"{who(state, seat)}.", only=(seat, victim), card=card)
    return GO_ON


def buy_round(state: KeyLargoState) -> Follow:
    """Rulebook: "They pay $20 to the bank, and look at the cards of two wrecks of their
    choice" (ruling 3: one, if only one is left)."""
    visit = state.visit
    seat = visit["player"]
    state.money[seat] -= ROUND_PRICE
    visit["round"] = True
    visit["round_due"] = min(ROUND_WRECKS, len(_with_cards(state)))
    state.emit("round", f"{who(state, seat)} buys a round for ${ROUND_PRICE}.", seat=seat)
    return GO_ON


def look(state: KeyLargoState, wreck: int) -> Follow:
    """Rulebook: "look at the cards of two wrecks ... They then reshuffle the cards": the
    looker learns what the wreck holds, not its order, and keeps that record until the wreck
    changes (`views.end_looks`)."""
    visit = state.visit
    seat = visit["player"]
    if visit["round_due"]:
        visit["round_due"] -= 1
        visit["round_seen"].append(wreck)
    else:
        visit["drunk_due"] = False
    cards = dict(state.wrecks[wreck])
    state.looks[seat] = [x for x in state.looks[seat]
                         if x["wreck"] != wreck or x["ended"] is not None]
    state.looks[seat].append({"wreck": wreck, "cards": cards, "seen": when(state),
                              "ended": None})
    state.emit("look", f"{who(state, seat)} looks at the cards of wreck {wreck + 1}, then "
               "reshuffles them.", seat=seat, wreck=wreck)
    state.emit("looked", f"Wreck {wreck + 1} holds {mechanics.wreck_contents(cards)}.",
               only=(seat,), wreck=wreck)
    return GO_ON


# --- Dolphin Cove ----------------------------------------------------------------------------
def begin_dolphins(seat: int) -> dict[str, Any]:
    return {"place": DOLPHINS, "player": seat, "card": None, "ready": False}


def waiting_dolphins(state: KeyLargoState) -> int | None:
    """Ruling 29: first a card held from before the visit may be played, then the pay, then
    the draw. Ruling 41: the seat is asked while it holds any encounter card it may play,
    whichever it is, so that being asked does not show it holds the Family or the Tourist."""
    visit = state.visit
    seat = visit["player"]
    if not visit["ready"] and visit["card"] is None and E.may_answer(state, seat):
        return seat
    amount = mechanics.dolphin_pay(state.day, state.game.options.dolphin_pay)
    if visit["card"] == E.FAMILY:
        amount *= 2
    state.money[seat] += amount
    state.emit("dolphins", f"{who(state, seat)} takes tourists out to see the dolphins and "
               f"receives ${amount}.", seat=seat, amount=amount)
    if state.game.options.encounters:
        E.draw(state, seat)
    return None


def dolphins_legal(state: KeyLargoState) -> list[Action]:
    seat = state.visit["player"]
    return [*E.play_actions(state, seat, DOLPHINS),
            action("dolphins", "Take the tourists out without playing a card")]


def ready(state: KeyLargoState) -> Follow:
    state.visit["ready"] = True
    return GO_ON


# --- the Old Sea Dog shop --------------------------------------------------------------------
def begin_shop(seat: int) -> dict[str, Any]:
    return {"place": SHOP, "player": seat, "card": None}


def shop_legal(state: KeyLargoState) -> list[Action]:
    """Rulebook: "one or two pieces of equipment per visit", priced by the players at the
    shop; Vendors, the Liquidator and the Good Friend as ruling 38 says."""
    seat, card = state.visit["player"], state.visit["card"]
    plans = trade.purchase_plans(state.teams[seat], state.reserve, E.VENDORS.get(card),
                                 card == E.LIQUIDATOR)
    unit, money, liquidator = _unit_prices(state), state.money[seat], card == E.LIQUIDATOR
    out = []
    for plan in plans:
        items, words, args = _purchase(plan)
        cost = trade.shop_bill(items, unit, liquidator)
        if cost <= money:
            out.append(action(buy_kind(len(items)), f"Buy {words} for ${cost}", *args))
    return [*out, *E.play_actions(state, seat, SHOP), action("leave", LEAVE[SHOP])]


@lru_cache(maxsize=4096)
def _purchase(plan: tuple[tuple[str, int], ...]) -> tuple[tuple[str, ...], str, tuple]:
    """A purchase's items, its words and its args (the items, then their divers:
    `buy:hose+trident>0,1`)."""
    items = tuple(item for item, _ in plan)
    return items, _pieces(plan), (*items, *(d for _, d in plan))


def _unit_prices(state: KeyLargoState) -> dict[str, int]:
    return trade.shop_prices(state.present[SHOP], state.game.options.prices,
                             alone=state.visit["card"] == E.GOOD_FRIEND)


def _pieces(plan: tuple[tuple[str, int], ...]) -> str:
    words = [f"a {item} for diver {d + 1}" for item, d in plan]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def buy(state: KeyLargoState, *args: Any) -> Follow:
    """Rulebook: "Equipment bought must be assigned immediately to one or more divers" (the
    args: the items, then their divers); the visit is over."""
    pieces = len(args) // 2
    plan = tuple(zip(args[:pieces], args[pieces:]))
    seat = state.visit["player"]
    cost = trade.shop_bill([item for item, _ in plan], _unit_prices(state),
                           state.visit["card"] == E.LIQUIDATOR)
    state.money[seat] -= cost
    state.teams[seat] = list(trade.equip_all(tuple(state.teams[seat]), plan))
    for item, _ in plan:
        state.reserve[item] -= 1
    state.emit("buy", f"{who(state, seat)} buys {_pieces(plan)} for ${cost}.", seat=seat,
               cost=cost, pieces=[item for item, _ in plan])
    return None


# --- the Market of Finds -----------------------------------------------------------------------
def begin_market(seat: int) -> dict[str, Any]:
    return {"place": MARKET, "player": seat, "card": None, "sold": False,
            "pigeon": None, "smuggled": 0, "jewel": False}


def market_legal(state: KeyLargoState) -> list[Action]:
    """Rulebook: "a player may sell only one type of treasure ... required to sell at least
    one card"; the market cards as ruling 39 says."""
    visit = state.visit
    seat, card = visit["player"], visit["card"]
    held = hand_counts(state, seat)
    if card == E.PIGEON and visit["pigeon"] is None and not visit["sold"]:
        changes = _pigeon_changes(held)
        if changes:
            return changes
    out = [] if visit["sold"] else _sales(state, held)
    if card == E.SMUGGLER and visit["sold"] and visit["smuggled"] < SMUGGLER_CARDS:
        out += [action("smuggle", f"Smuggle {describe(c)} for "
                       f"${number_of(c) * SMUGGLER_RATE}", c)
                for c in _names(held, SOLD_BY_UNIT)]
    if card == E.JEWELER and not visit["jewel"]:
        out += [action("jewel", f"Sell {describe(c)} to the Jeweler", c)
                for c in _names(held, (DIAMONDS,))]
    early = None if not visit["sold"] else (
        "tourist-market", E.SMUGGLER, E.JEWELER)
    out += E.play_actions(state, seat, MARKET, early)
    if visit["sold"] or not _names(held, SOLD_BY_UNIT):
        out.append(action("leave", LEAVE[MARKET]))
    return out


def market_only(state: KeyLargoState) -> Action:
    """Leaving: a market visit that is no choice (`actions.turn`'s `choice` step, not
    `market_asked`) has nothing to sell, or has sold with no Smuggler's or Jeweler's sale to
    come, and may play no card, so leaving is its one answer (`market_legal`)."""
    return action("leave", LEAVE[MARKET])


def market_asked(state: KeyLargoState) -> bool:
    """Ruling 41: the sales a hand allows hang on its faces, which only its holder sees. So a
    player holding any treasure card is asked while the normal sale is to be made (or the
    Smuggler's or the Jeweler's), even with one sale or none possible; and one holding an
    encounter card while they may play it, as at every place (`asked`)."""
    visit = state.visit
    seat, card = visit["player"], visit["card"]
    selling = (not visit["sold"] or (card == E.SMUGGLER and visit["smuggled"] < SMUGGLER_CARDS)
               or (card == E.JEWELER and not visit["jewel"]))
    holds = any(state.hands[seat][depth] for depth in DEPTHS)
    return (holds and selling) or asked(state)


def asked(state: KeyLargoState) -> bool:
    """Ruling 41: at the bar, Dolphin Cove and the shop the visitor is asked while holding an
    encounter card they may play, whichever it is (leaving, or taking the tourists out, plays
    none); not while naming the wrecks of a round or the Drunkard, a public choice."""
    visit = state.visit
    looking = visit["place"] == BAR and (visit["round_due"] or visit["drunk_due"])
    return not looking and E.may_answer(state, visit["player"])


def _names(held: dict[str, int], kinds: tuple[str, ...]) -> list[str]:
    return sorted((c for c in held if kind_of(c) in kinds), key=card_order)


def _pigeon_changes(held: dict[str, int]) -> list[Action]:
    return [action("pigeon", f"The Pigeon: sell {describe(c)} as {kind}", c, kind)
            for c in _names(held, SOLD_BY_UNIT) for kind in SOLD_BY_UNIT if kind != kind_of(c)]


def _sales(state: KeyLargoState, held: dict[str, int]) -> list[Action]:
    """One action per sale: the cards of one type, and the Pigeon's card counted as the type
    it was given."""
    changed = state.visit["pigeon"]
    out = []
    for kind in SOLD_BY_UNIT:
        cards = {c: n for c, n in held.items() if kind_of(c) == kind}
        if changed and kind_of(changed[0]) == kind:
            cards[changed[0]] -= 1
        plain = trade.sales({c: n for c, n in cards.items() if n})
        out += [_sale(state, kind, sale, False) for sale in plain]
        if changed and changed[1] == kind:
            out += [_sale(state, kind, tuple(sorted((*sale, changed[0]), key=card_order)), True)
                    for sale in [(), *plain]]
    return out


def _sale(state: KeyLargoState, kind: str, cards: tuple[str, ...], pigeon: bool) -> Action:
    value = trade.units(cards) * rate(state, kind)
    names = ", ".join(describe(c) for c in cards)
    label = f"Sell {names}{f' as {kind}' if pigeon else ''} for ${value}"
    if pigeon:
        return action("sell-as", label, spell_cards(cards), kind)
    return action("sell", label, spell_cards(cards))


def rate(state: KeyLargoState, kind: str) -> int:
    return trade.sale_rate(kind, state.present[MARKET],
                           gold_digger=state.visit["card"] == E.GOLD_DIGGER)


def _take(state: KeyLargoState, seat: int, card: str) -> None:
    depth = mechanics.take_by_name(state.hands[seat], card)
    pile = state.gone[depth]
    pile[card] = pile.get(card, 0) + 1


def sell(state: KeyLargoState, spelt: str) -> Follow:
    """Rulebook: "The value of a treasure card sold at the market equals its unit value
    multiplied by the current rate for that type of treasure"; ruling 25: sold cards leave
    the game."""
    cards = sale_cards(spelt)
    return _sell(state, kind_of(cards[0]), False, cards)


def sell_as(state: KeyLargoState, spelt: str, kind: str) -> Follow:
    """The Pigeon's sale: the cards of `kind`, the Pigeon's card among them (ruling 39)."""
    return _sell(state, kind, True, sale_cards(spelt))


def _sell(state: KeyLargoState, kind: str, pigeon: bool, cards: tuple[str, ...]) -> Follow:
    seat = state.visit["player"]
    for card in cards:
        _take(state, seat, card)
    per_unit = rate(state, kind)
    value = trade.units(cards) * per_unit
    state.money[seat] += value
    state.visit["sold"] = True
    state.emit("sell", f"{who(state, seat)} sells {', '.join(describe(c) for c in cards)}"
               f"{f' as {kind}' if pigeon else ''} at ${per_unit} a unit: ${value}.",
               seat=seat, cards=list(cards), value=value)
    return GO_ON


def change_nature(state: KeyLargoState, card: str, kind: str) -> Follow:
    """The Pigeon: "Change the nature of one of the cards you are selling"."""
    state.visit["pigeon"] = [card, kind]
    state.emit("pigeon", f"The Pigeon: {who(state, state.visit['player'])}'s "
               f"{describe(card)} is sold as {kind}.")
    return GO_ON


def smuggle(state: KeyLargoState, card: str) -> Follow:
    """The Smuggler: "In addition to your normal sale, sell up to five more cards of your
    choice, even of different types, at a price of $30 per unit" (ruling 39: once the normal
    sale is made, so that it always is)."""
    seat = state.visit["player"]
    _take(state, seat, card)
    value = number_of(card) * SMUGGLER_RATE
    state.money[seat] += value
    state.visit["smuggled"] += 1
    state.emit("smuggle", f"{who(state, seat)}'s smuggler sells {describe(card)} for ${value}.",
               seat=seat, card=card, value=value)
    return GO_ON


def jewel(state: KeyLargoState, card: str) -> Follow:
    """The Jeweler: "sell one diamond for the value shown on the card"."""
    seat = state.visit["player"]
    _take(state, seat, card)
    state.money[seat] += number_of(card)
    state.visit["jewel"] = True
    state.emit("jewel", f"{who(state, seat)} sells {describe(card)} to the Jeweler.",
               seat=seat, card=card)
    return GO_ON


def drunkard(state: KeyLargoState) -> None:
    """The Drunkard: "Look at the cards of the wreck of your choice, without paying"."""
    state.visit["drunk_due"] = bool(_with_cards(state))


PLAY_EFFECTS = {E.DRUNKARD: drunkard}
