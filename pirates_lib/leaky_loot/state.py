"""Leaky Loot Legends' state: every field declared once, in `setup`; the flow of a turn and a
round as public methods (ocean card and wave at the start of a turn, which need no decision and
so happen at once; pending water, drowning and salvage at its end; the hand limit; ports at the
ends of port rounds; the end of the game); the engine's hooks handed to `actions` and `views`."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from pirates_lib.engine import State
from pirates_lib.engine.words import counted, dice, grouped, listing

from . import actions, components as C, mechanics, views
from .boat import Boat


class LeakyLootState(State):
    """A game of Leaky Loot Legends in progress."""

    actions = actions  # the engine's hooks hand over to these two modules
    views = views

    def setup(self) -> None:
        """Rulebook "Setup": starter hulls, "2 Salvage Cards that are NOT Treasure" each, the
        ocean deck; then the first turn begins ([ruling] Anne, seat 0, goes first)."""
        n = self.game.players
        self.boats: list[Boat] = [Boat() for _ in range(n)]
        self.ocean_deck: dict[str, int] = C.ocean_deck()
        self.ocean_discard: list[str] = []
        self.ocean_card: str | None = None  # the card turned this turn, face up until "end"
        self.salvage_deck: dict[str, int] = C.salvage_deck()
        self.salvage_discard: list[str] = []
        self.salvage_reshuffles: int = 0  # the salvage deck in play is deck number this
        self.krakken_aside: bool = False  # drawn, it waits for the port it delayed [ruling]
        self.flotsam: list[str] = []  # drowned players' and thrown cards, face up, sorted
        self.thrown: dict[str, list[int]] = {}  # card -> who threw its floating copies [ruling]
        self.starters_gone: int = 0  # replaced starter hulls have left the game [ruling]
        self.round: int = 1
        self.turn: int = 0
        self.ports_done: int = 0
        self.next_port_round: int = C.FIRST_PORT_ROUND
        self.phase: str = "action"  # "action", "throw" (hand limit) or "over"
        self.throw_queue: list[int] = []  # seats that must throw a card, in seat order
        self.resume: str = "turn"  # after the throws: "turn" (finish it) or "port" (next round)
        self.wave: dict[str, Any] | None = None  # this turn's ocean card, dice and leak
        self.ram: dict[str, Any] | None = None  # this turn's ram, if any
        self.acted: bool = False  # the turn's one ram or collect is used
        self.bailed: int = 0  # water bailed from pending this turn: a new hull counts it
        for seat in range(n):
            self._deal_starting_salvage(seat)
        self.start_turn(0)

    def _deal_starting_salvage(self, seat: int) -> None:
        """[ruling] Draw until you hold two cards that are neither treasure nor the Krakken;
        the others go back into the salvage deck."""
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
        self.emit("deal", _dealt(tuple(hand)), only=(seat,), hand=list(hand))
        self.emit("deal", f"{self.game.names[seat]} takes {_STARTING_CARDS}.", seat=seat)

    # --- who moves, the port countdown, the scores -----------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat whose turn it is, or the next seat to throw a card; None once over."""
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
        """Rulebook: Treasure turned in at Ports counts; "If a player dies without turning in a
        Treasure it does not count"."""
        return [boat.points for boat in self.boats]

    # --- the start of a turn: "Draw 1 Ocean Card", "Roll Wave" -----------------------------
    def start_turn(self, seat: int) -> None:
        """Rulebook "Turn" 1 and 2: the ocean card names the red dice, the blue d6 the side;
        [ruling] the strength is rolled even when the wave misses."""
        self.turn, self.phase, self.acted, self.bailed = seat, "action", False, 0
        self.ram = None
        card = self._draw_ocean()
        suit = C.suit_of(card)
        side = mechanics.roll_side(self.chance)
        rolled = mechanics.roll_wave_dice(self.chance, suit)
        strength = sum(rolled)
        side_die = C.MISS if side is None else side + 1
        self.wave = {"card": card, "side": None if side is None else side + 1,
                     "side_die": side_die, "dice": list(rolled), "strength": strength,
                     "leaked": 0}
        name = self.game.names[seat]
        self.emit("ocean", _turned_over(name, card), seat=seat, card=card)
        if side is None:
            self.emit("wave", _missed(name, rolled), seat=seat, side=None, strength=strength,
                      dice=[side_die], sides=C.SIDE_DIE, color="blue")
        else:
            self.emit("side", f"The blue die shows {side_die}: the wave comes at side "
                      f"{side_die} of {name}'s boat.", seat=seat, side=side_die,
                      dice=[side_die], sides=C.SIDE_DIE, color="blue")
            self._wave_hits(seat, side, rolled, suit)

    def _wave_hits(self, seat: int, side: int, rolled: tuple[int, ...], suit: str) -> None:
        """Rulebook "Waves & Water Leaks": counters if the hull holds; if not, water "pending"
        until the end of the action phase."""
        boat, strength = self.boats[seat], sum(rolled)
        before = boat.hulls[side]
        after, leaked = mechanics.strike(before, strength)
        boat.hulls[side] = after
        boat.pending = self.wave["leaked"] = leaked
        self.emit("wave", f"{_wave_of(rolled)} hits side {side + 1} of "
                  f"{self.game.names[seat]}'s boat "
                  f"{_hull_took(before.value, before.strength, strength, after.strength, leaked)}",
                  seat=seat, side=side + 1, strength=strength, leaked=leaked,
                  dice=list(rolled), sides=list(C.WAVE_DICE[suit]), color="red")

    def _draw_ocean(self) -> str:
        """[ruling] Used ocean cards go to a discard pile; an empty deck is reshuffled from it."""
        if not self.ocean_deck:
            self.ocean_deck = {card: 1 for card in self.ocean_discard}
            self.ocean_discard = []
            self.emit("reshuffle", "The ocean deck is empty: its discard pile is reshuffled.")
        self.ocean_card = self.chance.draw(self.ocean_deck)
        return self.ocean_card

    def salvage_due(self) -> bool:
        """Does this turn's ocean card give a salvage card at the end of the turn?"""
        return mechanics.salvage_due(self.wave["card"])

    # --- the end of a turn: pending water, drowning, salvage -------------------------------
    def end_turn(self) -> None:
        """The action phase is over: [ruling] pending water joins the boat, 10 or more drowns
        it; then "Draw Salvage if allowed by Ocean Card" ([ruling] not for a boat that sank)."""
        seat, boat = self.turn, self.boats[self.turn]
        name = self.game.names[seat]
        if boat.pending:
            boat.water += boat.pending
            self.emit("water", f"{boat.pending} pending water joins {name}'s boat: "
                      f"{boat.water} water aboard.", seat=seat, water=boat.water)
            boat.pending = 0
        else:
            self.emit("end", _ended(name, boat.water), seat=seat)
        if boat.water >= C.DROWNING_WATER:
            self._drown(seat)
        self.ocean_discard.append(self.ocean_card)
        self.ocean_card = None
        if boat.afloat and self.salvage_due() and self._give_salvage(seat):
            self._ask_to_throw([seat], "turn")
            return
        self.finish_turn()

    def _drown(self, seat: int) -> None:
        """Rulebook "Drowning": out of the game; "Any cards in their hand are then available
        for other players to pick up" ([ruling] in the flotsam, face up)."""
        boat = self.boats[seat]
        lost = boat.sink()
        self.flotsam = sorted(self.flotsam + lost)
        text = f"{self.game.names[seat]}'s boat holds {boat.water} water and drowns!"
        if lost:
            text += (" Its hand floats into the flotsam, face up: "
                     f"{grouped([C.describe(c) for c in lost])}.")
        self.emit("drown", text, seat=seat, cards=lost)

    def _give_salvage(self, seat: int) -> bool:
        """Draw one salvage card for `seat`; True when the hand is now over the limit.

        Rulebook "Krakken": "When it is drawn the next Port instantly becomes 1 turn further
        away"; [ruling] no replacement is drawn, and it is set aside until that port is reached
        (`reach_port` discards it), so it delays each port at most once."""
        name = self.game.names[seat]
        card = self._draw_salvage()
        if card is None:
            self.emit("salvage", f"No salvage is left anywhere: {name} draws nothing.")
            return False
        if card == C.KRAKKEN:
            self.next_port_round += 1
            self.krakken_aside = True
            self.emit("krakken", f"{name} draws the Krakken! The next port is one round "
                      f"further away: end of round {self.next_port_round}.", seat=seat)
            return False
        hand = self.boats[seat].hand
        self.boats[seat].take(card, self.salvage_reshuffles)
        self.emit("salvage", f"You draw {C.describe(card)}.", only=(seat,), card=card)
        self.emit("salvage", f"{name} draws a salvage card.", seat=seat)
        return len(hand) > C.HAND_LIMIT

    def _draw_salvage(self) -> str | None:
        """[ruling] An empty salvage deck is reshuffled from its discard pile; with both empty,
        nothing is drawn."""
        if not self.salvage_deck:
            if not self.salvage_discard:
                return None
            self.salvage_deck = dict(Counter(self.salvage_discard))
            self.salvage_discard = []
            self.salvage_reshuffles += 1  # the table knows this deck's cards: see shuffle_hidden
            self.emit("reshuffle", "The salvage deck is empty: its discard pile is reshuffled.")
        return self.chance.draw(self.salvage_deck)

    # --- the hand limit --------------------------------------------------------------------
    def _ask_to_throw(self, seats: list[int], resume: str) -> None:
        """Rulebook "Inventory Management": "they can choose which of the 4 cards to dump"."""
        self.phase, self.throw_queue, self.resume = "throw", seats, resume

    def resume_after_throws(self) -> None:
        """Every card over the limit is thrown: the game goes on where it stopped."""
        if self.resume == "turn":
            self.finish_turn()
        else:
            self.next_round()

    # --- rounds, ports and the end ---------------------------------------------------------
    def finish_turn(self) -> None:
        """[ruling] The next living seat takes a turn; after the last one, the round ends (at a
        port in a port round). The game ends when no boat is afloat."""
        afloat = [seat for seat, boat in enumerate(self.boats) if boat.afloat]
        if not afloat:
            self._game_over("Every boat has drowned.")
            return
        later = [seat for seat in afloat if seat > self.turn]
        if later:
            self.start_turn(later[0])
        elif self.round == self.next_port_round:
            self.reach_port()
        else:
            self.next_round()

    def next_round(self) -> None:
        """[ruling] A round is one turn of each living player, in seat order."""
        self.round += 1
        self.emit("round", f"Round {self.round} begins; the next port is at the end of round "
                  f"{self.next_port_round}.", round=self.round)
        self.start_turn(next(s for s, boat in enumerate(self.boats) if boat.afloat))

    def reach_port(self) -> None:
        """Rulebook "Ports": "drain all water inside their boat(not Hull damage) and receive 1
        free Salvage Card"; treasure turns into victory points. [ruling] The last port ends the
        game before the free cards; the free cards are drawn in seat order, and a Krakken among
        them pushes the port after this one. A Krakken set aside since it delayed this port
        goes to the salvage discard pile now [ruling]."""
        self.ports_done += 1
        self.emit("port", f"Round {self.round} ends at port {self.ports_done}.",
                  port=self.ports_done, round=self.round)
        if self.krakken_aside:
            self.krakken_aside = False
            self.salvage_discard.append(C.KRAKKEN)
            self.emit("krakken", "The Krakken, set aside since it delayed this port, goes to "
                      "the salvage discard pile.")
        living = [s for s, boat in enumerate(self.boats) if boat.afloat]
        for seat in living:
            self._turn_in(seat)
        if self.ports_done >= self.game.options.ports:
            self._game_over(f"That was port {self.ports_done}, the last one.")
            return
        self.next_port_round = mechanics.next_port_round(self.round, self.ports_done)
        self.emit("port", f"The next port is at the end of round {self.next_port_round}.")
        over = [seat for seat in living if self._give_salvage(seat)]
        if over:
            self._ask_to_throw(over, "port")
        else:
            self.next_round()

    def _turn_in(self, seat: int) -> None:
        """Drain the water and score the treasure in hand (the treasure leaves the game)."""
        boat = self.boats[seat]
        drained, boat.water = boat.water, 0
        treasure = mechanics.treasure_in(boat.hand)
        gained = mechanics.points(treasure)
        boat.turn_in(treasure, gained)
        words = _port_words(drained, treasure, gained, boat.points)
        self.emit("port", f"{self.game.names[seat]} {words}.", seat=seat, treasure=treasure,
                  points=gained)

    def _game_over(self, why: str) -> None:
        """The voyage ends: most victory points wins, a tie is a shared win."""
        self.phase, self.throw_queue = "over", []
        scores = self.scores()
        best = max(scores)
        tops = [self.game.names[s] for s, score in enumerate(scores) if score == best]
        if not best:
            result = f"nobody scored a point, so {listing(tops)} share the win"
        else:
            result = (f"{listing(tops)} {'wins' if len(tops) == 1 else 'share the win'} "
                      f"with {counted(best, 'point')}")
        self.emit("over", f"{why} The game is over: {result}.", scores=scores)


# --- the log's sentences ------------------------------------------------------------------
# The commonest sentences come back game after game ("Anne turns over the 7 of hearts ..."):
# each distinct one is written once and kept (bounded caches of plain values), so that a
# playout pays little for a log nobody may read.

_STARTING_CARDS = counted(C.STARTING_SALVAGE, "salvage card")


@lru_cache(maxsize=1024)
def _dealt(hand: tuple[str, ...]) -> str:
    """A seat's own starting cards, told to that seat alone."""
    return f"You start with {grouped([C.describe(c) for c in hand])}."


@lru_cache(maxsize=1024)
def _turned_over(name: str, card: str) -> str:
    """The ocean card turned at the start of a turn, and what its rank means for salvage."""
    salvage = ("even, so a salvage card at the end of the turn"
               if mechanics.salvage_due(card) else "odd, so no salvage this turn")
    return f"{name} turns over {C.describe_ocean(card)}: a {C.suit_of(card)} wave, {salvage}."


@lru_cache(maxsize=1024)
def _missed(name: str, rolled: tuple[int, ...]) -> str:
    """A wave whose blue die shows 6, with the red dice rolled all the same [ruling]."""
    red = (f"die shows {dice(rolled)}" if len(rolled) == 1
           else f"dice show {dice(rolled)}, strength {sum(rolled)}")
    return f"The blue die shows 6: the wave misses {name}'s boat (its red {red})."


@lru_cache(maxsize=1024)
def _wave_of(rolled: tuple[int, ...]) -> str:
    """A wave's strength, with its red dice when there are two."""
    parts = f" (red dice {dice(rolled)})" if len(rolled) > 1 else ""
    return f"A wave of strength {sum(rolled)}{parts}"


@lru_cache(maxsize=1024)
def _hull_took(value: int, held: int, strength: int, left: int, leaked: int) -> str:
    """What a wave of `strength` did to the hull it hit (printed `value`, strength `held`
    before and `left` after): the water it lets in, or the counters the hull takes."""
    if leaked:
        what = f"{leaked} water leaks in, pending until the end of the action phase"
    else:
        what = (f"the hull holds and takes {counted(strength, 'damage counter')}"
                + (f" (strength now {left})" if left else ", which break it (strength 0)"))
    return f"(hull {value}, strength {held}): {what}."


@lru_cache(maxsize=1024)
def _ended(name: str, water: int) -> str:
    """The end of an action phase that left no water pending."""
    return f"{name} ends the action phase with {counted(water, 'water')} aboard."


def _port_words(drained: int, treasure: list[str], gained: int, points: int) -> str:
    """What a port does for one boat, after its captain's name: "drains 6 water and turns in
    Treasure 3 ×2 for 6 points (8 in all)"; nothing to drain or to score is said plainly."""
    drain = f"drains {drained} water" if drained else ""
    if treasure:
        score = (f"turns in {grouped([C.describe(c) for c in treasure])} for "
                 f"{counted(gained, 'point')} ({points} in all)")
        return f"{drain} and {score}" if drain else f"{score}, with no water to drain"
    kept = f" ({counted(points, 'point')} so far)" if points else ""
    if drain:
        return f"{drain} but has no treasure to turn in{kept}"
    return f"has no water to drain and no treasure to turn in{kept}"
