"""The flow of a Leaky Loot Legends turn and round: ocean card and wave at the start of a turn
(no decision, so it happens at once), pending water, drowning and salvage at its end, the
hand limit, ports at the end of port rounds, and the end of the game.

A mixin of `rules.LeakyLootState`; the rule functions it calls live in `rules.py`."""
from __future__ import annotations

from collections import Counter

from ..engine import Action
from . import components as C
from . import rules


class TurnFlow:
    """Everything in a turn that is not a player's choice."""

    # --- start of a turn: "Draw 1 Ocean Card", "Roll Wave" --------------------------------
    def _start_turn(self, seat: int) -> None:
        """Rulebook "Turn" 1 and 2: the ocean card names the dice, the blue d6 the side."""
        self.turn, self.phase, self.acted, self.bailed = seat, "action", False, 0
        self.ram = None
        card = self._draw_ocean()
        side = rules.roll_side(self.chance)
        dice = rules.roll_wave_dice(self.chance, C.suit_of(card))
        strength = sum(dice)
        self.wave = {"card": card, "side": None if side is None else side + 1,
                     "side_die": 6 if side is None else side + 1, "dice": list(dice),
                     "strength": strength, "leaked": 0}
        name = self.game.names[seat]
        salvage = ("even, so a salvage card at the end of the turn" if self._salvage_due()
                   else "odd, so no salvage this turn")
        self.emit("ocean", f"{name} turns over {C.describe_ocean(card)}: a {C.suit_of(card)} "
                  f"wave, {salvage}.", seat=seat, card=card)
        if side is None:
            self.emit("wave", f"The blue die shows 6: the wave (strength {strength}, dice "
                      f"{list(dice)}) misses {name}'s boat.", seat=seat, side=None,
                      dice=list(dice), strength=strength)
        else:
            self._wave_hits(seat, side, strength)

    def _wave_hits(self, seat: int, side: int, strength: int) -> None:
        """Rulebook "Waves & Water Leaks": counters if the hull holds, pending water if not."""
        boat = self.boats[seat]
        before = boat.hulls[side]
        boat.hulls[side], boat.pending = rules.strike(before, strength)
        self.wave["leaked"] = boat.pending
        counters = C.counted(strength, "damage counter")
        what = (f"{boat.pending} water leaks in (pending until the end of the action phase)"
                if boat.pending else f"the hull holds and takes {counters} "
                f"(strength now {boat.hulls[side].strength})")
        self.emit("wave", f"A wave of strength {strength} hits side {side + 1} of "
                  f"{self.game.names[seat]}'s boat (hull {before.value}, strength "
                  f"{before.strength}): {what}.", seat=seat, side=side + 1,
                  strength=strength, leaked=boat.pending)

    def _draw_ocean(self) -> str:
        """RULINGS: "Used ocean cards go to a discard pile; an empty deck is reshuffled"."""
        if not self.ocean_deck:
            self.ocean_deck = {card: 1 for card in self.ocean_discard}
            self.ocean_discard = []
            self.emit("reshuffle", "The ocean deck is empty: its discard pile is reshuffled.")
        self.ocean_card = self.chance.draw(self.ocean_deck)
        return self.ocean_card

    def _salvage_due(self) -> bool:
        """Rulebook: "Even # = Draw 1 Salvage at end of turn; Odd # = Do NOT draw Salvage"."""
        return C.rank_of(self.wave["card"]) % 2 == 0

    # --- end of a turn: pending water, drowning, salvage ------------------------------------
    def _end_turn(self) -> None:
        """The "end" action: pending water joins the boat (RULINGS), drowning at 10, then
        "Draw Salvage if allowed by Ocean Card"."""
        seat, boat = self.turn, self.boats[self.turn]
        name = self.game.names[seat]
        if boat.pending:
            boat.water += boat.pending
            self.emit("water", f"{boat.pending} pending water joins {name}'s boat: "
                      f"{boat.water} water aboard.", seat=seat, water=boat.water)
            boat.pending = 0
        else:
            self.emit("end", f"{name} ends the action phase with {boat.water} water aboard.",
                      seat=seat)
        if boat.water >= C.DROWNING_WATER:
            self._drown(seat)
        self.ocean_discard.append(self.ocean_card)
        self.ocean_card = None
        if boat.afloat and self._salvage_due() and self._give_salvage(seat):
            self._ask_to_throw([seat], "turn")
            return
        self._finish_turn()

    def _drown(self, seat: int) -> None:
        """Rulebook "Drowning": out of the game; "Any cards in their hand are then available
        for other players to pick up" (RULINGS: to the flotsam, face up)."""
        boat = self.boats[seat]
        boat.afloat = False
        lost = boat.hand
        boat.hand, boat.seen, boat.plain, boat.decks = [], [], 0, {}
        self.flotsam = sorted(self.flotsam + lost)
        self.emit("drown", f"{self.game.names[seat]}'s boat holds {boat.water} water and "
                  f"drowns! Into the flotsam go: {C.describe_cards(lost)}.",
                  seat=seat, cards=lost)

    def _give_salvage(self, seat: int) -> bool:
        """Draw one salvage card for `seat`; True when the hand is now over the limit.

        RULINGS: the Krakken is resolved at once (next port one round further), goes to the
        salvage discard pile, and no replacement is drawn."""
        name = self.game.names[seat]
        card = self._draw_salvage()
        if card is None:
            self.emit("salvage", f"No salvage is left anywhere: {name} draws nothing.")
            return False
        if card == C.KRAKKEN:
            self.next_port_round += 1
            self.salvage_discard.append(card)
            self.emit("krakken", f"{name} draws the Krakken! The next port is one round "
                      f"further away: end of round {self.next_port_round}.", seat=seat)
            return False
        hand = self.boats[seat].hand
        self.boats[seat].take(card, self.salvage_reshuffles)
        self.emit("salvage", f"You draw {C.describe(card)}.", only=(seat,), card=card)
        self.emit("salvage", f"{name} draws a salvage card.", seat=seat)
        return len(hand) > C.HAND_LIMIT

    def _draw_salvage(self) -> str | None:
        """RULINGS: "An empty salvage deck is reshuffled from its discard pile"."""
        if not self.salvage_deck:
            if not self.salvage_discard:
                return None
            self.salvage_deck = dict(Counter(self.salvage_discard))
            self.salvage_discard = []
            self.salvage_reshuffles += 1  # the table knows this deck's cards: see shuffle_hidden
            self.emit("reshuffle", "The salvage deck is empty: its discard pile is reshuffled.")
        return self.chance.draw(self.salvage_deck)

    # --- hand limit -------------------------------------------------------------------------
    def _ask_to_throw(self, seats: list[int], resume: str) -> None:
        """Rulebook "Inventory Management": "they can choose which of the 4 cards to dump"."""
        self.phase, self.throw_queue, self.resume = "throw", seats, resume

    def _throw_moves(self) -> list[Action]:
        from .actions import THROW
        return [THROW[card] for card in sorted(set(self.boats[self.throw_queue[0]].hand))]

    def _throw(self, action: Action) -> None:
        """A thrown card goes into the flotsam face up; then the game goes on where it was."""
        seat = self.throw_queue.pop(0)
        card = action.id.split(":", 1)[1]
        self.boats[seat].lose(card)
        self.flotsam = sorted(self.flotsam + [card])
        self.emit("throw", f"{self.game.names[seat]} throws {C.describe(card)} into the "
                  "flotsam.", seat=seat, card=card)
        if self.throw_queue:
            return
        if self.resume == "turn":
            self._finish_turn()
        else:
            self._next_round()

    # --- rounds and ports -------------------------------------------------------------------
    def _finish_turn(self) -> None:
        """The next living seat takes a turn; after the last one, the round ends."""
        if not any(boat.afloat for boat in self.boats):
            self._game_over("Every boat has drowned.")
            return
        later = [s for s in range(self.turn + 1, len(self.boats)) if self.boats[s].afloat]
        if later:
            self._start_turn(later[0])
        elif self.round == self.next_port_round:
            self._port()
        else:
            self._next_round()

    def _next_round(self) -> None:
        self.round += 1
        self.emit("round", f"Round {self.round} begins; the next port is at the end of round "
                  f"{self.next_port_round}.", round=self.round)
        self._start_turn(next(s for s, boat in enumerate(self.boats) if boat.afloat))

    def _port(self) -> None:
        """Rulebook "Ports": drain all water (not hull damage), turn in treasure for points,
        "receive 1 free Salvage Card". Gaps between ports: 5, 6, 7, 8... rounds."""
        self.ports_done += 1
        self.emit("port", f"Round {self.round} ends at port {self.ports_done}.",
                  port=self.ports_done, round=self.round)
        living = [s for s, boat in enumerate(self.boats) if boat.afloat]
        for seat in living:
            self._turn_in(seat)
        if self.ports_done >= self.game.options.ports:
            self._game_over(f"That was port {self.ports_done}, the last one.")
            return
        self.next_port_round = self.round + C.FIRST_PORT_ROUND + self.ports_done
        self.emit("port", f"The next port is at the end of round {self.next_port_round}.")
        over = [seat for seat in living if self._give_salvage(seat)]
        if over:
            self._ask_to_throw(over, "port")
        else:
            self._next_round()

    def _turn_in(self, seat: int) -> None:
        """Drain the water and score the treasure in hand (the treasure leaves the game)."""
        boat = self.boats[seat]
        drained, boat.water = boat.water, 0
        treasure = [c for c in boat.hand if C.kind_of(c) == "treasure"]
        boat.hand = [c for c in boat.hand if C.kind_of(c) != "treasure"]
        boat.seen = [c for c in boat.seen if C.kind_of(c) != "treasure"]
        boat.decks = {c: n for c, n in boat.decks.items() if C.kind_of(c) != "treasure"}
        boat.plain = len(boat.hand) - len(boat.seen)  # everyone saw the treasure go
        boat.scored += treasure
        gained = sum(C.value_of(c) for c in treasure)
        boat.points += gained
        self.emit("port", f"{self.game.names[seat]} drains {drained} water and turns in "
                  f"{C.describe_cards(treasure)} for {C.counted(gained, 'point')} "
                  f"({boat.points} in all).",
                  seat=seat, treasure=treasure, points=gained)

    def _game_over(self, why: str) -> None:
        self.phase, self.throw_queue = "over", []
        scores = self.scores()
        best = max(scores)
        tops = [self.game.names[s] for s, score in enumerate(scores) if score == best]
        self.emit("over", f"{why} The game is over: {' and '.join(tops)} "
                  f"{'wins' if len(tops) == 1 else 'share the win'} with "
                  f"{C.counted(best, 'point')}.",
                  scores=scores)
