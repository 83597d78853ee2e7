"""Key Largo's rule functions of plain values: reach, prices, sales, pay, end values, the
set-up deal and the dive. No game state here: the state and `odds.py` both call these, so
the odds are computed by the very rules that play (all chance through a `Chance` object).

A team is a tuple of `Diver` records in the player's order; during a dive a lost diver's
place holds None, so every diver keeps its index. A wreck is a multiset deck (card ->
copies): it keeps no order, so "reshuffle" needs no code, and `chance.draw` takes from it."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..engine.limits import cut

from .components import (CARDS_PER_WRECK, DAYS, DEPTHS, DIAMONDS, EQUIPMENT, HOSE,
                         HOSES_NEEDED, MARKET_RATES, MAX_DIVERS, MAX_PLAYERS, MONSTER,
                         PER_DIVER, PRICE_ITEMS, SOLD_BY_UNIT, TRIDENT, WEIGHT, WRECKS,
                         card_order, default_dolphin_pay, default_end_values, default_prices,
                         default_wreck_cards, describe, is_monster, kind_of, number_of)

if TYPE_CHECKING:
    from ..engine import ChanceLike

Deck = dict  # card -> copies left


@dataclass(frozen=True)
class Diver:
    """One diver token with the equipment on it. Rulebook: "Each diver may be equipped with
    at most two lengths of hose, one trident, and one weight.\""""

    hoses: int = 0
    tridents: int = 0
    weights: int = 0

    def count(self, item: str) -> int:
        return {HOSE: self.hoses, TRIDENT: self.tridents, WEIGHT: self.weights}[item]

    def reaches(self, depth: str) -> bool:
        """Rulebook: "A diver with no hose can only go to shallow depth; a diver with one
        length of hose to shallow or medium depth; a diver with two lengths of hose to any
        depth.\""""
        return self.hoses >= HOSES_NEEDED[depth]

    def can_take(self, item: str) -> bool:
        return self.count(item) < PER_DIVER[item]

    def changed(self, item: str, by: int) -> Diver:
        field = {HOSE: "hoses", TRIDENT: "tridents", WEIGHT: "weights"}[item]
        return replace(self, **{field: self.count(item) + by})


Team = tuple["Diver | None", ...]


# --- reach -----------------------------------------------------------------------------------
def reachable_depths(hoses: int) -> tuple[str, ...]:
    """The depths a diver with `hoses` lengths of hose can dive to (rulebook, "Hose")."""
    return tuple(d for d in DEPTHS if hoses >= HOSES_NEEDED[d])


def divers_reaching(team: Sequence[Diver | None], depth: str) -> tuple[int, ...]:
    """Which divers dive on a wreck of `depth`. Rulebook: "All of a player's divers must
    search the same wreck. If some of them cannot, those with enough hose dive and the
    others do nothing, staying on the boat.\""""
    return tuple(i for i, d in enumerate(team) if d is not None and d.reaches(depth))


def wrecks_open_to(team: Sequence[Diver | None], wrecks: Sequence[tuple[str, int]],
                   taken: Sequence[int] = ()) -> tuple[int, ...]:
    """The wrecks (given as (depth, cards left)) a boat may be placed on. Rulebook: "places
    their boat on a wreck of their choice, provided they have at least one diver able to dive
    deep enough. Only one boat may be on each wreck." A wreck with no cards is gone."""
    hoses = max((d.hoses for d in team if d is not None), default=-1)
    reached = {depth for depth in DEPTHS if hoses >= HOSES_NEEDED[depth]}
    return tuple(w for w, (depth, left) in enumerate(wrecks)
                 if left > 0 and depth in reached and w not in taken)


# --- the bar and the shop --------------------------------------------------------------------
def price(item: str, present: int, prices: Mapping[str, Sequence[int]] | None = None) -> int:
    """Rulebook: the price "depends on the number of players present with them at the bar"
    (at the shop: "regardless of what each of them is buying"). `present` counts the buyer."""
    if item not in PRICE_ITEMS:
        raise ValueError(f"no price for {item!r}; the priced items are {', '.join(PRICE_ITEMS)}")
    if not 1 <= present <= MAX_PLAYERS:
        raise ValueError(f"1 to {MAX_PLAYERS} players can be at a place, not {present}")
    return (default_prices() if prices is None else prices)[item][present - 1]


def may_recruit(team: Sequence[Diver | None], divers_in_reserve: int) -> bool:
    """Rulebook: "a player who already has three divers cannot recruit a fourth"; a diver
    comes from the pile, so none can be recruited once the 15 are all out."""
    return sum(d is not None for d in team) < MAX_DIVERS and divers_in_reserve > 0


def divers_who_can_take(team: Sequence[Diver | None], item: str) -> tuple[int, ...]:
    """Rulebook: "a player therefore cannot buy a piece of equipment that they cannot assign
    to one of their divers.\""""
    if item not in EQUIPMENT:
        raise ValueError(f"{item!r} is not equipment; the equipment is {', '.join(EQUIPMENT)}")
    return tuple(i for i, d in enumerate(team) if d is not None and d.can_take(item))


def equip(team: Team, diver: int, item: str) -> Team:
    """Assign a piece of equipment to a diver ("Equipment bought must be assigned
    immediately"), refusing one over the diver's limit."""
    if diver not in divers_who_can_take(team, item):
        raise ValueError(f"diver {diver} cannot take another {item} (at most "
                         f"{PER_DIVER[item]} per diver)")
    equipped = team[diver]
    assert equipped is not None, "divers_who_can_take names divers of the team"
    return _with(team, diver, equipped.changed(item, +1))


def _with(team: Team, i: int, diver: Diver | None) -> Team:
    return team[:i] + (diver,) + team[i + 1:]


# --- the market, Dolphin Cove, the end -------------------------------------------------------
def market_rate(kind: str, sellers: int,
                rates: Mapping[str, Sequence[int]] = MARKET_RATES) -> int:
    """Rulebook: the rate "depends on the number of players present at the market at the same
    time"; "Diamond cards are an exception, and can never be sold at the market.\""""
    if kind not in SOLD_BY_UNIT:
        raise ValueError(f"{kind} can never be sold at the market" if kind == DIAMONDS else
                         f"{kind!r} is not a treasure type sold at the market")
    if not 1 <= sellers <= MAX_PLAYERS:
        raise ValueError(f"1 to {MAX_PLAYERS} players can be at the market, not {sellers}")
    return rates[kind][sellers - 1]


def best_rate(kind: str, rates: Mapping[str, Sequence[int]] = MARKET_RATES) -> int:
    """The best market rate of a type, for the Eager Buyer ("sell, at the best price")."""
    return max(market_rate(kind, n, rates) for n in range(1, MAX_PLAYERS + 1))


def sale_value(cards: Sequence[str], sellers: int,
               rates: Mapping[str, Sequence[int]] = MARKET_RATES) -> int:
    """Rulebook: "a player may sell only one type of treasure ... They are, however, required
    to sell at least one card"; "its unit value multiplied by the current rate"."""
    if not cards:
        raise ValueError("a sale at the market is at least one card")
    kinds = {kind_of(c) for c in cards}
    if len(kinds) > 1:
        raise ValueError(f"a sale is of one type of treasure, not {', '.join(sorted(kinds))}")
    rate = market_rate(kinds.pop(), sellers, rates)
    return rate * sum(number_of(c) for c in cards)


def sellable_types(hand: Sequence[str]) -> tuple[str, ...]:
    """The types a player at the market can sell (at least one card of it, never diamonds)."""
    return tuple(k for k in SOLD_BY_UNIT if any(kind_of(c) == k for c in hand))


def dolphin_pay(day: int, pay: Sequence[int] | None = None) -> int:
    """Rulebook: "They receive from the bank the amount shown for the corresponding day."
    `day` counts from 0 (the first Friday) to 9 (the second Sunday)."""
    if not 0 <= day < len(DAYS):
        raise ValueError(f"the days are 0 (first Friday) to {len(DAYS) - 1}, not {day}")
    return (default_dolphin_pay() if pay is None else pay)[day]


def end_value(card: str, end_values: Mapping[str, int] | None = None) -> int:
    """Rulebook: unsold treasure cards and diamonds are "counted at the value printed at the
    bottom of the card": units times the type's end value; a diamond its dollars."""
    if is_monster(card):
        raise ValueError("a monster is never in a hand")
    if kind_of(card) == DIAMONDS:
        return number_of(card)
    per_unit = default_end_values() if end_values is None else end_values
    return number_of(card) * per_unit[kind_of(card)]


def hand_end_value(hand: Sequence[str], end_values: Mapping[str, int] | None = None) -> int:
    """What a hand of treasure cards adds to a player's fortune at the end."""
    return sum(end_value(c, end_values) for c in hand)


# --- turn order and set-up -------------------------------------------------------------------
def turn_order(first: int, players: int) -> tuple[int, ...]:
    """Rulebook: "starting with the first player and moving clockwise" (seats go clockwise)."""
    seats = tuple(range(players))
    return seats[first:] + seats[:first]


def next_first_player(first: int, players: int) -> int:
    """Rulebook: "The first player passes the 'First Player' card to the player on their
    left" (the next seat clockwise)."""
    return (first + 1) % players


def deal_wrecks(chance: ChanceLike, players: int,
                cards: Mapping[str, Mapping[str, int]] | None = None
                ) -> tuple[tuple[str, Deck], ...]:
    """Rulebook: "Sort the wreck cards by depth. Shuffle them within each depth, then arrange
    them into piles of 5 cards face down ... With 3 or 4 players, the unused cards are removed
    from the game without looking at them." Returns (depth, wreck deck) shallow to great."""
    if players not in WRECKS:
        raise ValueError(f"Key Largo is for 3 to 5 players, not {players}")
    table = default_wreck_cards() if cards is None else cards
    wrecks = []
    for depth in DEPTHS:
        pile = dict(table[depth])
        for _ in range(WRECKS[players][depth]):
            wreck: Deck = {}
            for _ in range(CARDS_PER_WRECK):
                card = chance.draw(pile)
                wreck[card] = wreck.get(card, 0) + 1
            wrecks.append((depth, wreck))
    return tuple(wrecks)


def wreck_contents(wreck: Mapping[str, int]) -> str:
    """What buying a round shows: the cards, not their order ("They then reshuffle the cards
    of each of the wrecks"), e.g. "a monster, Goods 1, 2 x Gold 2"."""
    def one(card: str, n: int) -> str:
        if is_monster(card):
            return "a monster" if n == 1 else f"{n} monsters"
        return describe(card) if n == 1 else f"{n} x {describe(card)}"
    return ", ".join(one(c, wreck[c]) for c in sorted(wreck, key=card_order)) or "nothing"


def pickpocket(chance: ChanceLike, hand_by_depth: Mapping[str, Deck], depth: str) -> str:
    """Rulebook: the victim "presents their cards face down, fanned out, so that the thief can
    see the color of the backs": the thief names a depth and takes one of the victim's cards
    of that depth at random. The card leaves `hand_by_depth[depth]`."""
    if not hand_by_depth.get(depth):
        raise ValueError(f"the victim has no {depth} treasure card to steal")
    return chance.draw(hand_by_depth[depth])


def take_by_name(hand_by_depth: Mapping[str, Deck], card: str) -> str:
    """Take one copy of `card` from a hand kept by depth (the backs), the shallowest back
    first (ruling 40); return the depth it came from."""
    for depth in DEPTHS:
        pile = hand_by_depth.get(depth)
        if pile and pile.get(card):
            pile[card] -= 1
            if not pile[card]:
                del pile[card]
            return depth
    raise ValueError(f"the hand holds no {describe(card)}")


def draw_encounter(chance: ChanceLike, deck: Deck, discards: list[str]) -> str | None:
    """One encounter card from the deck (ruling 30: an empty deck is refilled by shuffling
    the discarded cards; with none discarded, no card is drawn)."""
    if not deck:
        for card in discards:
            deck[card] = deck.get(card, 0) + 1
        discards.clear()
    return chance.draw(deck) if deck else None


# --- the dive --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Draw:
    """One diver's draw: every card it turned up in order (killed monsters, then the
    replacement), whose trident killed each monster, the treasure kept (None if the diver
    fled, or the wreck ran out), and whether the diver was lost."""

    diver: int
    cards: tuple[str, ...]
    tridents: tuple[int, ...] = ()
    treasure: str | None = None
    lost: bool = False


def trident_holders(team: Team, present: Sequence[int]) -> tuple[int, ...]:
    """Rulebook: "The trident used may belong to the diver who encountered the monster, or to
    any other diver of the same player present at the wreck, i.e. one able to dive to that
    depth.\""""
    return tuple(i for i in present if (diver := team[i]) is not None and diver.tridents)


def own_trident_first(team: Team, drawer: int, holders: Sequence[int]) -> int:
    """The default choice of trident: the drawer's own, else the first holder in team order."""
    return drawer if drawer in holders else holders[0]


def draw_card(chance: ChanceLike, wreck: Deck, team: Team, drawer: int, present: Sequence[int],
              pick_trident: Callable[[Team, int, Sequence[int]], int] = own_trident_first
              ) -> tuple[Draw, Team]:
    """One draw of a dive. Rulebook: a treasure: "the player takes it into their hand"; a
    monster and "The diver has no trident: they flee ... The diver token and all of its
    equipment are permanently removed"; "If the diver has a trident: they use it to kill the
    monster. The trident and the monster card are permanently removed ... drawing another
    treasure card in place of the monster card" (the replacement may be a monster too, met
    the same way). A fled diver's monster is NOT put back here: "Only afterward" (when the
    dive ends) "is the monster card returned" - the caller does it. An empty wreck gives
    nothing. Returns the record and the team after the draw (None where the diver was)."""
    cards: list[str] = []
    used: list[int] = []
    while wreck:
        card = chance.draw(wreck)
        cards.append(card)
        if not is_monster(card):
            return Draw(drawer, tuple(cards), tuple(used), card), team
        holders = trident_holders(team, present)
        if not holders:
            return Draw(drawer, tuple(cards), tuple(used), None, True), flee(team, drawer)
        t = pick_trident(team, drawer, holders)
        if t not in holders:
            raise ValueError(f"diver {t} has no trident at the wreck; holders: {holders}")
        team = kill_monster(team, t)
        used.append(t)
    return Draw(drawer, tuple(cards), tuple(used)), team


def kill_monster(team: Team, holder: int) -> Team:
    """Rulebook: "they use it to kill the monster. The trident and the monster card are
    permanently removed": the team after `holder`'s trident is spent."""
    diver = team[holder]
    if diver is None or not diver.tridents:
        raise ValueError(f"diver {holder} has no trident to kill the monster with")
    return _with(team, holder, diver.changed(TRIDENT, -1))


def flee(team: Team, diver: int) -> Team:
    """Rulebook: "The diver token and all of its equipment are permanently removed from the
    game": the team with None in the fled diver's place (so the others keep their index)."""
    if team[diver] is None:
        raise ValueError(f"diver {diver} has already left the team")
    return _with(team, diver, None)


@dataclass(frozen=True)
class DiveMoment:
    """A question the dive puts to the player's policy, with the legal answers: ``draw:<i>``
    (diver i makes its draw), ``weight:<i>`` (diver i spends its weight to draw one more),
    ``surface`` (end the dive now) or, when a monster is met and several divers hold a
    trident, ``trident:<i>``. Also what the player knows at that moment."""

    options: tuple[str, ...]
    team: Team
    waiting: tuple[int, ...]
    draws: tuple[Draw, ...]
    cards_left: int
    drawer: int | None = None


DivePolicy = Callable[[DiveMoment], str]


def use_weights(moment: DiveMoment) -> str:
    """A fixed simple policy: spend a weight whenever one may be spent, draw in team order,
    go on after a loss, use the drawer's own trident first."""
    if f"trident:{moment.drawer}" in moment.options:
        return f"trident:{moment.drawer}"
    for prefix in ("trident:", "weight:", "draw:"):
        for option in moment.options:
            if option.startswith(prefix):
                return option
    return moment.options[0]


def keep_weights(moment: DiveMoment) -> str:
    """A fixed simple policy: never spend a weight; otherwise as `use_weights`."""
    return use_weights(replace(moment, options=tuple(
        o for o in moment.options if not o.startswith("weight:"))))


@dataclass(frozen=True)
class DiveResult:
    """A whole dive: its draws in order, the team after it (None where a diver was lost),
    and how many fled divers' monsters went back into the wreck."""

    draws: tuple[Draw, ...]
    team: Team
    monsters_back: int

    @property
    def kept(self) -> tuple[str, ...]:
        """The treasure cards the player took into their hand, in the order drawn."""
        return tuple(d.treasure for d in self.draws if d.treasure is not None)

    @property
    def lost(self) -> tuple[int, ...]:
        return tuple(d.diver for d in self.draws if d.lost)

    @property
    def monsters_met(self) -> int:
        return sum(is_monster(c) for d in self.draws for c in d.cards)

    @property
    def survivors(self) -> tuple[Diver, ...]:
        return tuple(d for d in self.team if d is not None)


def dive_options(team: Sequence[Diver | None], present: Sequence[int], waiting: Sequence[int],
                 after_treasure: bool, after_loss: bool) -> tuple[str, ...]:
    """What the player may do next in a dive (see `DiveMoment`): a waiting diver's draw; a
    weight of a diver at the wreck right after a treasure (rulings 5, 20); surfacing once a
    diver has fled and others still wait (ruling 16), or when nobody waits (the end)."""
    weights = tuple(f"weight:{i}" for i in present
                    if after_treasure and (diver := team[i]) is not None and diver.weights)
    draws = tuple(f"draw:{i}" for i in waiting)
    surface = ("surface",) if (after_loss and waiting) or not waiting else ()
    return draws + weights + surface


def _ask(policy: DivePolicy, moment: DiveMoment) -> str:
    """The policy's answer, checked; a question with one answer is not asked."""
    if len(moment.options) == 1:
        return moment.options[0]
    answer = policy(moment)
    if answer not in moment.options:
        raise ValueError(f"the dive policy answered {cut(answer)}; legal: {moment.options}")
    return answer


def dive(chance: ChanceLike, wreck: Deck, team: Sequence[Diver | None], depth: str,
         policy: DivePolicy = use_weights) -> DiveResult:
    """A whole dive on `wreck` (changed in place, as the table's pile is). Rulebook: "Each
    diver diving on a wreck lets the player draw a card ... one at a time"; after a loss
    "other divers ... may do so, or decide to surface immediately. Only afterward is the
    monster card returned to the other remaining cards of the wreck, which are then
    reshuffled"; "A player who has just drawn a treasure card may use a weight to let one of
    their divers present at the wreck draw an additional wreck card" (any number, one weight
    each; the weight's diver draws). Every diver who reaches the depth dives."""
    team = tuple(team)
    present = divers_reaching(team, depth)
    if not present:
        raise ValueError(f"no diver of this team reaches {depth} depth")
    waiting, back = list(present), 0
    draws: list[Draw] = []
    while wreck:
        last = draws[-1] if draws else None
        options = dive_options(team, present, waiting, bool(last and last.treasure),
                           any(d.lost for d in draws))
        moment = DiveMoment(options, team, tuple(waiting), tuple(draws), sum(wreck.values()))
        choice = _ask(policy, moment)
        if choice == "surface":
            break
        how, diver = choice.split(":")[0], int(choice.split(":")[1])
        if how == "weight":
            weighted = team[diver]
            assert weighted is not None, "dive_options offers the weights of divers present"
            team = _with(team, diver, weighted.changed(WEIGHT, -1))
        else:
            waiting.remove(diver)
        draw, team = draw_card(chance, wreck, team, diver, present,
                               _trident_asker(policy, moment))
        draws.append(draw)
        if draw.lost:
            back += 1
            waiting = [i for i in waiting if i != diver]  # lost on a weight's card
    if back:
        wreck[MONSTER] = wreck.get(MONSTER, 0) + back
    return DiveResult(tuple(draws), team, back)


def _trident_asker(policy: DivePolicy, moment: DiveMoment
                   ) -> Callable[[Team, int, Sequence[int]], int]:
    """Turn the policy into `draw_card`'s choice of trident (asked only between several)."""
    def pick(team: Team, drawer: int, holders: Sequence[int]) -> int:
        options = tuple(f"trident:{i}" for i in holders)
        asked = replace(moment, options=options, team=team, drawer=drawer)
        return int(_ask(policy, asked).split(":")[1])
    return pick
