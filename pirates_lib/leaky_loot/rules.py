"""Leaky Loot Legends: the rule functions, the boat, and the game state.

The turn's flow (ocean card, wave, end of turn, salvage, ports) is in `turn.py`; the moves of
the action phase (hulls, buckets, ram, flotsam) are in `actions.py`. The pure rule functions
below (`roll_wave_strength`, `roll_side`, `strike`, `ram_strike`) are what the odds module
enumerates with `pl.odds.exact`, so the odds and the game share one code path."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..engine import Chance, Game, RandomBot, State, register, take_card
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

    def lose(self, card: str) -> None:
        """A card leaves the hand face up: the table's knowledge of the rest follows."""
        self.hand.remove(card)
        if card in self.seen:
            self.seen.remove(card)
        elif self.plain and C.kind_of(card) != "treasure":
            self.plain -= 1  # it may have been one of the plain cards

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
                    scored=list(self.scored))


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
        hand = self.boats[seat].hand
        while len(hand) < C.STARTING_SALVAGE:
            card = self.chance.draw(self.salvage_deck)
            (aside if C.kind_of(card) in ("treasure", C.KRAKKEN) else hand).append(card)
        for card in aside:
            self.salvage_deck[card] = self.salvage_deck.get(card, 0) + 1
        hand.sort()
        self.boats[seat].plain = len(hand)
        self.emit("deal", f"You start with {C.describe_cards(hand)}.", only=(seat,),
                  hand=list(hand))
        self.emit("deal", f"{self.game.names[seat]} takes 2 salvage cards.", seat=seat)

    @property
    def to_move(self) -> int | None:
        if self.phase == "action":
            return self.turn
        if self.phase == "throw":
            return self.throw_queue[0]
        return None

    @property
    def rounds_to_port(self) -> int:
        """Round ends left until the next port, counting this round's (1: port this round).
        While cards are thrown after a port's free draw, this round has already ended."""
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
            "starters_gone": self.starters_gone, "round": self.round, "turn": self.turn,
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
        """Redeal the other players' unseen cards and the salvage deck from their pool, keeping
        every public fact: hand sizes, the cards seen going in, the cards known to be no
        treasure, and the Krakken in the deck (it never rests in a hand)."""
        pool = dict(self.salvage_deck)
        krakken = pool.pop(C.KRAKKEN, 0)
        others = [b for seat, b in enumerate(self.boats) if seat != player]
        unseen = {id(b): b.unseen() for b in others}
        for boat in others:
            for card in unseen[id(boat)]:
                pool[card] = pool.get(card, 0) + 1
        plain = {id(b): [_draw_plain(pool, chance) for _ in range(b.plain)] for b in others}
        for boat in others:
            rest = [chance.draw(pool) for _ in range(len(unseen[id(boat)]) - boat.plain)]
            boat.hand = sorted(boat.seen + plain[id(boat)] + rest)
        if krakken:
            pool[C.KRAKKEN] = krakken
        self.salvage_deck = pool
        self._changed()

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
