"""Leaky Loot Legends: the rule functions, the boat, and the game state.

The turn's flow (ocean card, wave, end of turn, salvage, ports) is in `turn.py`; the moves of
the action phase (hulls, buckets, ram, flotsam) are in `actions.py`. The pure rule functions
below (`roll_wave_strength`, `roll_side`, `strike`, `ram_strike`) are what the odds module
enumerates with `pl.odds.exact`, so the odds and the game share one code path."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..engine import Match, Chance, Game, RandomBot, State, register, take_card
from . import components as C
from .actions import ActionPhase
from .bots import CaptainBot
from .turn import TurnFlow


@dataclass(frozen=True, slots=True)
class Hull:
    """A hull card on one side of a boat: printed value V and damage counters D.

    Rulebook: "The Hull Card takes damage counters"; RULINGS: "its strength is V - D (never
    below 0)". `starter` marks the five value-2 hulls a boat starts with, which leave the game
    when replaced [ruled]."""

    value: int
    damage: int = 0
    starter: bool = False

    @property
    def strength(self) -> int:
        return max(0, self.value - self.damage)


def roll_wave_dice(chance: Any, suit: str) -> tuple[int, ...]:
    """The red dice of a wave, one value per die. Rulebook: "Hearts = d4, Clubs = d4 + d4,
    All other suits = d6"."""
    return tuple(chance.die(sides) for sides in C.WAVE_DICE[suit])


def roll_wave_strength(chance: Any, suit: str) -> int:
    """Wave strength for an ocean card's suit (the sum of its red dice)."""
    return sum(roll_wave_dice(chance, suit))


def roll_side(chance: Any) -> int | None:
    """The blue d6: "Roll 1 - 5 = Corresponding Boat Side Hit; Roll 6 = Wave Misses".
    Returns the side's index 0..4, or None for a miss."""
    roll = chance.die(6)
    return None if roll == 6 else roll - 1


def strike(hull: Hull, strength: int) -> tuple[Hull, int]:
    """A wave of strength S against a hull of strength H: the hull afterwards and water leaked.

    Rulebook: "The Hull Card takes damage counters for Wave Strength lower than its value.
    Wave Strength higher than a Hull Card allows water to leak into the boat equal to the
    difference." RULINGS: S > H leaks S - H and no counters; S <= H puts S counters on."""
    held = hull.strength
    if strength > held:
        return hull, strength - held
    return Hull(hull.value, hull.damage + strength, hull.starter), 0


def ram_strike(hull: Hull, strength: int) -> Hull:
    """A ram against a hull. Rulebook: "Only Hull Cards are damaged during a Ram, no water is
    leaked." RULINGS: if S > H the hull is broken (D = V), else it takes S counters."""
    if strength > hull.strength:
        return Hull(hull.value, hull.value, hull.starter)
    return Hull(hull.value, hull.damage + strength, hull.starter)


def starter_hulls() -> list[Hull]:
    """Rulebook set-up: "Boat that starts with Hull Cards of value 2 on each side"."""
    return [Hull(C.STARTER_HULL_VALUE, 0, True) for _ in range(C.SIDES)]


@dataclass
class Boat:
    """One player's boat and hand: hulls by side (index 0 is side 1), water in the boat,
    water pending this turn, the hidden hand (kept sorted), afloat or drowned."""

    hulls: list[Hull] = field(default_factory=starter_hulls)
    water: int = 0
    pending: int = 0
    hand: list[str] = field(default_factory=list)
    afloat: bool = True
    scored: list[str] = field(default_factory=list)  # treasure turned in at ports
    points: int = 0  # the values of `scored`, kept as a sum for speed
    # What the table knows of the hidden hand: `seen` cards were taken face up from the
    # flotsam; `plain` of the other cards are known to be no treasure (the starting cards,
    # and what stays in hand after a port has taken all the treasure).
    seen: list[str] = field(default_factory=list)
    plain: int = 0
    # Which salvage deck each unseen card was drawn from: card -> one number per copy, oldest
    # first (0: the first deck; n: the deck rebuilt by the n-th reshuffle). The holder knows
    # it, the table only in part; the redeal keeps it so that no card crosses a reshuffle.
    decks: dict[str, list[int]] = field(default_factory=dict)

    def take(self, card: str, deck: int) -> None:
        """A card drawn unseen from salvage deck number `deck` joins the hand."""
        self.hand.append(card)
        self.hand.sort()
        self.decks[card] = sorted(self.decks.get(card, []) + [deck])

    def lose(self, card: str) -> None:
        """A card leaves the hand face up: the table's knowledge of the rest follows."""
        self.hand.remove(card)
        if card in self.seen:
            self.seen.remove(card)
            return
        copies = self.decks[card]
        copies.pop(0)  # copies of one card are alike: which one the holder played is moot
        if not copies:
            del self.decks[card]
        if self.plain and C.kind_of(card) != "treasure":
            self.plain -= 1  # it may have been one of the plain cards

    def from_deck(self, deck: int) -> list[str]:
        """The unseen cards drawn from salvage deck number `deck`."""
        return [card for card, decks in sorted(self.decks.items()) for n in decks if n == deck]

    def unseen(self) -> list[str]:
        """The hand less the cards the table has seen going in."""
        rest = list(self.hand)
        for card in self.seen:
            rest.remove(card)
        return rest

    def public(self) -> dict[str, Any]:
        """What everyone at the table sees of this boat (a hull is [value, damage, starter])."""
        return {"hulls": [[h.value, h.damage, h.starter] for h in self.hulls],
                "water": self.water, "pending": self.pending, "afloat": self.afloat,
                "hand_size": len(self.hand), "points": self.points}

    def known(self) -> dict[str, Any]:
        """What the table knows of the hidden hand."""
        return {"seen": list(self.seen), "plain": self.plain}

    def to_json(self) -> dict[str, Any]:
        return dict(self.public(), **self.known(), hand=list(self.hand),
                    scored=list(self.scored),
                    decks={card: list(n) for card, n in sorted(self.decks.items())})


@dataclass(frozen=True)
class LeakyLootOptions:
    """`ports`: the game ends at the end of this port round (RULINGS: default 3)."""

    ports: int = 3

    def check(self, players: int) -> None:
        if not 1 <= self.ports <= 12:
            raise ValueError(f"ports must be 1 to 12, not {self.ports}")


class LeakyLootState(TurnFlow, ActionPhase, State):
    """A game of Leaky Loot Legends in progress."""

    game: LeakyLoot

    def setup(self) -> None:
        """Rulebook "Setup": starter hulls, two non-treasure salvage cards each, ocean deck."""
        n = self.game.players
        self.boats = [Boat() for _ in range(n)]
        self.ocean_deck, self.ocean_discard = C.ocean_deck(), []
        self.salvage_deck, self.salvage_discard = C.salvage_deck(), []
        self.flotsam: list[str] = []
        self.starters_gone = 0  # replaced starter hulls have left the game [ruled]
        self.salvage_reshuffles = 0  # the salvage deck in play is deck number this
        self.round, self.turn, self.ports_done = 1, 0, 0
        self.next_port_round = C.FIRST_PORT_ROUND
        self.phase, self.throw_queue, self.resume = "action", [], "turn"
        self.ocean_card: str | None = None
        self.wave: dict[str, Any] | None = None
        self.ram: dict[str, Any] | None = None
        self.acted, self.bailed = False, 0
        for seat in range(n):
            self._deal_starting_salvage(seat)
        self._start_turn(0)

    def _deal_starting_salvage(self, seat: int) -> None:
        """RULINGS: "draw until you have two such cards; the others go back"."""
        aside: list[str] = []
        boat = self.boats[seat]
        while len(boat.hand) < C.STARTING_SALVAGE:
            card = self.chance.draw(self.salvage_deck)
            if C.kind_of(card) in ("treasure", C.KRAKKEN):
                aside.append(card)
            else:
                boat.take(card, 0)
        for card in aside:
            self.salvage_deck[card] = self.salvage_deck.get(card, 0) + 1
        hand = boat.hand
        boat.plain = len(hand)
        self.emit("deal", f"You start with {C.describe_cards(hand)}.", only=(seat,),
                  hand=list(hand))
        self.emit("deal", f"{self.game.names[seat]} takes "
                  f"{C.counted(C.STARTING_SALVAGE, 'salvage card')}.", seat=seat)

    @property
    def to_move(self) -> int | None:
        if self.phase == "action":
            return self.turn
        if self.phase == "throw":
            return self.throw_queue[0]
        return None

    @property
    def rounds_to_port(self) -> int | None:
        """Round ends left until the next port, counting this round's (1: port this round).
        While cards are thrown after a port's free draw, this round has already ended.
        None once the game is over: the voyage has ended and no port is to come."""
        if self.phase == "over":
            return None
        ended = self.phase == "throw" and self.resume == "port"
        return self.next_port_round - self.round + (0 if ended else 1)

    def scores(self) -> list[int]:
        """Victory points turned in at ports; treasure in hand counts nothing [book]."""
        return [boat.points for boat in self.boats]

    def _view(self, player: int | None) -> dict[str, Any]:
        view = self._public_view()
        if player is not None:
            view["hand"] = list(self.boats[player].hand)
        return view

    def _public_view(self) -> dict[str, Any]:
        """Everything on the table (RULINGS "What is hidden": only hands are hidden)."""
        return {
            "phase": self.phase, "turn": self.turn, "round": self.round,
            "boats": [boat.public() for boat in self.boats],
            "known_hands": [boat.known() for boat in self.boats],
            "ocean_card": self.ocean_card,
            "wave": dict(self.wave, dice=list(self.wave["dice"])) if self.wave else None,
            "ram": dict(self.ram) if self.ram else None, "acted": self.acted,
            "bailed": self.bailed,  # a new hull on the side hit counts it [ruling]
            "throw_queue": list(self.throw_queue),
            "flotsam": list(self.flotsam), "salvage_discard": list(self.salvage_discard),
            "ocean_discard": list(self.ocean_discard),
            "salvage_deck_size": sum(self.salvage_deck.values()),
            "ocean_deck_size": len(self.ocean_deck),
            "rounds_to_port": self.rounds_to_port, "next_port_round": self.next_port_round,
            "ports_done": self.ports_done, "ports": self.game.options.ports,
        }

    def _snapshot(self) -> dict[str, Any]:
        return {
            "boats": [boat.to_json() for boat in self.boats],
            "ocean_deck": sorted(self.ocean_deck), "ocean_discard": list(self.ocean_discard),
            "salvage_deck": dict(sorted(self.salvage_deck.items())),
            "salvage_discard": list(self.salvage_discard), "flotsam": list(self.flotsam),
            "starters_gone": self.starters_gone,
            "salvage_reshuffles": self.salvage_reshuffles, "round": self.round, "turn": self.turn,
            "ports_done": self.ports_done, "next_port_round": self.next_port_round,
            "phase": self.phase, "throw_queue": list(self.throw_queue), "resume": self.resume,
            "ocean_card": self.ocean_card, "wave": self.wave, "ram": self.ram,
            "acted": self.acted,
            "bailed": self.bailed,
        }

    def invariants(self) -> list[str]:
        """Every card in exactly one place, hull and water bounds, turn bookkeeping."""
        return self._card_invariants() + self._boat_invariants() + self._flow_invariants()

    def _card_invariants(self) -> list[str]:
        found = Counter(self.salvage_deck) + Counter(self.salvage_discard)
        found += Counter(self.flotsam)
        starters = 0
        for boat in self.boats:
            found += Counter(boat.hand) + Counter(boat.scored)
            found += Counter(f"hull-{h.value}" for h in boat.hulls if not h.starter)
            starters += sum(h.starter for h in boat.hulls)
        bad = []
        if found != Counter(C.salvage_deck()):
            bad.append(f"salvage cards {dict(found - Counter(C.salvage_deck()))} extra, "
                       f"{dict(Counter(C.salvage_deck()) - found)} missing")
        if starters + self.starters_gone != C.SIDES * self.game.players:
            bad.append(f"{starters} starter hulls on boats + {self.starters_gone} gone "
                       f"!= {C.SIDES * self.game.players}")
        ocean = sorted(list(self.ocean_deck) + self.ocean_discard
                       + ([self.ocean_card] if self.ocean_card else []))
        if ocean != sorted(C.ocean_deck()):
            bad.append("the ocean cards are not the 36 cards once each")
        return bad

    def _boat_invariants(self) -> list[str]:
        bad = []
        for seat, boat in enumerate(self.boats):
            name = self.game.names[seat]
            limit = C.HAND_LIMIT + (seat in self.throw_queue)
            if len(boat.hand) > limit:
                bad.append(f"{name} holds {len(boat.hand)} cards (limit {limit})")
            if boat.hand != sorted(boat.hand) or C.KRAKKEN in boat.hand:
                bad.append(f"{name}'s hand {boat.hand} is unsorted or holds the Krakken")
            if any(not 0 <= h.damage <= h.value for h in boat.hulls) or len(boat.hulls) != 5:
                bad.append(f"{name}'s hulls {boat.hulls} are out of bounds")
            if boat.water < 0 or boat.pending < 0 or (boat.pending and seat != self.turn):
                bad.append(f"{name}'s water {boat.water} / pending {boat.pending} is wrong")
            if boat.afloat and boat.water >= C.DROWNING_WATER:
                bad.append(f"{name} is afloat with {boat.water} water")
            if not _decks_hold(boat, self.salvage_reshuffles):
                bad.append(f"{name}'s record of the decks its cards came from {boat.decks} "
                           f"does not match its unseen cards")
            if not _knowledge_holds(boat):
                bad.append(f"{name}'s hand {boat.hand} contradicts what the table knows "
                           f"(seen {boat.seen}, {boat.plain} without treasure)")
            if not boat.afloat and (boat.hand or boat.pending):
                bad.append(f"{name} drowned but still holds cards or pending water")
        return bad

    def _flow_invariants(self) -> list[str]:
        bad = []
        mover = self.to_move
        if mover is not None and not self.boats[mover].afloat:
            bad.append(f"{self.game.names[mover]} is to move but has drowned")
        if self.phase != "over" and self.next_port_round < self.round:
            bad.append(f"the next port (round {self.next_port_round}) is behind round "
                       f"{self.round}")
        for seat, boat in enumerate(self.boats):
            if boat.points != sum(C.value_of(c) for c in boat.scored) or any(
                    C.kind_of(c) != "treasure" for c in boat.scored):
                bad.append(f"{self.game.names[seat]}'s points do not match the treasure scored")
        return bad

    def shuffle_hidden(self, player: int | None, chance: Chance) -> None:
        """Redeal what `player` cannot see, keeping every public fact (docs/rules/leaky_loot.md,
        "Redealing hidden cards"): hand sizes, the cards seen going in, the cards known to be
        no treasure, the Krakken in the deck, and the deck each unseen card was drawn from.
        A reshuffle rebuilds the deck from the face-up discard pile, so the table knows that
        deck's cards and the cards held from before it apart: each deck's cards are redealt
        only among the hands' cards from that deck (and the deck itself, for the deck in play)."""
        others = [b for seat, b in enumerate(self.boats) if seat != player]
        dealt: dict[int, dict[str, list[int]]] = {id(b): {} for b in others}
        for deck in range(self.salvage_reshuffles + 1):
            for boat, cards in self._redeal_deck(deck, others, chance):
                for card in cards:
                    dealt[id(boat)].setdefault(card, []).append(deck)
        for boat in others:
            boat.decks = {card: sorted(n) for card, n in sorted(dealt[id(boat)].items())}
            boat.hand = sorted(boat.seen + [c for c, n in boat.decks.items() for _ in n])
        self._changed()

    def _redeal_deck(self, deck: int, others: list[Boat],
                     chance: Chance) -> list[tuple[Boat, list[str]]]:
        """Pool the unseen cards `others` drew from salvage deck number `deck` (with that
        deck's rest, if it is the deck in play) and deal each boat as many again, the ones
        known to be no treasure first; the rest of the pool is the deck in play."""
        in_play = deck == self.salvage_reshuffles
        pool = dict(self.salvage_deck) if in_play else {}
        krakken = pool.pop(C.KRAKKEN, 0)  # drawn, it is resolved at once: never in a hand
        held = [(boat, boat.from_deck(deck), _plain_quota(boat).get(deck, 0))
                for boat in others]
        for _, cards, _ in held:
            for card in cards:
                pool[card] = pool.get(card, 0) + 1
        plain = [[_draw_plain(pool, chance) for _ in range(quota)] for _, _, quota in held]
        deals = [(boat, plain[i] + [chance.draw(pool) for _ in range(len(cards) - quota)])
                 for i, (boat, cards, quota) in enumerate(held)]
        if in_play:
            if krakken:
                pool[C.KRAKKEN] = krakken
            self.salvage_deck = pool
        return deals

    def _changed(self) -> None:
        """Forget the engine's cached legal actions after a change made outside `apply`."""
        self._legal = None

    def _apply(self, action: Any) -> None:
        if self.phase == "throw":
            self._throw(action)
        else:
            self._act(action)


def _knowledge_holds(boat: Boat) -> bool:
    """The seen cards are in the hand, and at least `plain` of the others are no treasure."""
    try:
        rest = boat.unseen()
    except ValueError:
        return False
    return sum(C.kind_of(c) != "treasure" for c in rest) >= boat.plain


def _decks_hold(boat: Boat, latest: int) -> bool:
    """The record of decks lists each unseen card once, from a deck that has been in play."""
    try:
        rest = sorted(boat.unseen())
    except ValueError:
        return False
    listed = sorted(card for card, decks in boat.decks.items() for _ in decks)
    numbers = [n for decks in boat.decks.values() for n in decks]
    return listed == rest and all(0 <= n <= latest for n in numbers)


def _plain_quota(boat: Boat) -> dict[int, int]:
    """How many of the cards known to be no treasure the redeal takes from each deck: as many
    as the true hand allows, oldest deck first, so that a redeal can always meet them."""
    left, quota = boat.plain, {}
    for deck in sorted({n for decks in boat.decks.values() for n in decks}):
        plain_here = sum(C.kind_of(c) != "treasure" for c in boat.from_deck(deck))
        quota[deck] = min(left, plain_here)
        left -= quota[deck]
    return quota


def _draw_plain(pool: dict[str, int], chance: Chance) -> str:
    """Draw one card that is no treasure from the pool (removing it)."""
    plain = {c: n for c, n in pool.items() if n and C.kind_of(c) != "treasure"}
    card = chance.draw(plain)
    take_card(pool, card)
    return card


@register
class LeakyLoot(Game):
    """Leaky Loot Legends: keep a leaky boat afloat, carry treasure to port."""

    name = "leaky_loot"
    title = "Leaky Loot Legends"
    min_players, max_players, default_players = 2, 6, 3
    Options = LeakyLootOptions
    State = LeakyLootState
    bots: dict[str, type] = {"random": RandomBot, "captain": CaptainBot}
    variants = ({"ports": 1}, {"ports": 5})
    matches = (Match("captain", players=3, bar=0.55),)
