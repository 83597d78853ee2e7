"""Key Largo's state: every field declared once, in `setup`; the flow of a day (plan, reveal,
place the boats, act, the afternoon the same, sunset); the engine's hooks handed to
`actions` and `views`.

The flow runs by itself until a player has a real choice: `advance` moves through the steps
(planning seat by seat, placing boats in turn order, each visit in turn order) and stops at
the first seat that must choose. A question with one answer is not asked (a forced draw, a
lone open wreck, a visit with nothing to do but leave), except where whether it has one
answer hangs on cards only its player sees (ruling 41: the Saboteur's window, a card holder
at a place or at a dive card's moment, a seller holding treasure): those are always asked,
so that being asked reveals nothing."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pirates_lib.engine import Action, State

from . import actions, components as C, mechanics, views
from .components import (ACT, DAYS, DEPTHS, DIVE, DIVER, EQUIPMENT, HALF_DAYS, OVER, PLACE,
                         PLACE_NAMES, PLAN)
from .mechanics import Diver

if TYPE_CHECKING:
    from . import KeyLargoGame


GOES = {DIVE: "dives", **{place: f"goes to {name}" for place, name in PLACE_NAMES.items()
                         if place != DIVE}}


class KeyLargoState(State):
    """A game of Key Largo in progress. Seats go clockwise; every field is plain data (the
    divers are frozen `mechanics.Diver` records)."""

    actions = actions  # the engine's hooks hand over to these two modules
    views = views
    constant = ("wreck_cards", "depths")  # the cards in play and each wreck's depth: dealt once

    game: KeyLargoGame

    def setup(self) -> None:
        """Rulebook, "Setup": $100 and one diver each, the divers' pile and the equipment
        reserve, a random first player, the wrecks dealt as piles of 5 by depth, the unused
        cards put away unseen; the encounter cards shuffled near Dolphin Cove."""
        n = self.game.players
        self.wreck_cards: dict[str, dict[str, int]] = C.check_wreck_cards(
            self.game.options.wreck_cards)
        dealt = mechanics.deal_wrecks(self.chance, n, self.wreck_cards)
        self.depths: list[str] = [depth for depth, _ in dealt]
        self.wrecks: list[dict[str, int]] = [wreck for _, wreck in dealt]
        self.unused: dict[str, dict[str, int]] = _leftovers(self.wreck_cards, dealt)
        self.first: int = self.chance.pick(list(range(n)))
        self.day: int = 0
        self.half: int = 0
        self.step: str = PLAN
        self.cursor: int = 0
        self.plans: list[list[str]] = [[] for _ in range(n)]
        self.places: list[str | None] = [None] * n
        self.boats: list[int | None] = [None] * n
        self.present: dict[str, int] = {}
        self.money: list[int] = [C.START_MONEY] * n
        self.teams: list[list[Diver | None]] = [[Diver()] * C.START_DIVERS for _ in range(n)]
        self.pile: int = C.RESERVE[DIVER] - C.START_DIVERS * n
        self.reserve: dict[str, int] = {item: C.RESERVE[item] for item in EQUIPMENT}
        self.spent: dict[str, int] = {item: 0 for item in (DIVER, *EQUIPMENT)}
        self.known_monsters: list[int] = [0] * len(self.wrecks)
        self.hands: list[dict[str, dict[str, int]]] = [{d: {} for d in DEPTHS} for _ in range(n)]
        self.gone: dict[str, dict[str, int]] = {d: {} for d in DEPTHS}
        self.looks: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        self.encounter_deck: dict[str, int] = C.encounter_deck()
        self.encounter_hands: list[list[str]] = [[] for _ in range(n)]
        self.discards: list[str] = []
        self.played: list[bool] = [False] * n
        self.visit: dict[str, Any] = {}
        self.mover: int | None = None
        self._choices: list[Action] | None = None  # the mover's legal actions, once built
        self.emit("setup", f"{self.who(self.first)} takes the first player card. The buoy is "
                  f"on {DAYS[0]}: {len(self.wrecks)} wrecks of 5 cards lie around the island.",
                  first=self.first)
        self.advance()

    # --- words the log and the labels share ----------------------------------------------
    def who(self, seat: int) -> str:
        return self.game.names[seat]

    @property
    def order(self) -> tuple[int, ...]:
        """Rulebook: "starting with the first player and moving clockwise"."""
        return mechanics.turn_order(self.first, self.game.players)

    @property
    def when(self) -> str:
        """The half-day in words: "day 3 (Sunday) afternoon"."""
        return f"day {self.day + 1} ({DAYS[self.day]}) {HALF_DAYS[self.half]}"

    # --- the flow ----------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.mover

    def advance(self) -> None:
        """Run the rules until a seat must choose (`mover`) or the game is over. A question
        with a single answer is answered at once, unless being asked must not tell what a hand
        holds (`actions.always_asked`)."""
        steps = {PLAN: self._plan_step, PLACE: self._place_step, ACT: self._act_step}
        while self.step != OVER:
            seat = steps[self.step]()
            if seat is None:
                continue
            self.mover = seat
            if actions.always_asked(self):
                return
            choices = actions.legal(self)
            if len(choices) > 1:
                self._choices = choices
                return
            actions.carry_out(self, choices[0])
        self.mover = None

    def _plan_step(self) -> int | None:
        """Rulebook: "Each player plans their actions for the day ... two of their action
        cards ... face down", taken one seat at a time in turn order."""
        order = self.order
        while self.cursor < len(order):
            seat = order[self.cursor]
            if len(self.plans[seat]) < len(HALF_DAYS):
                return seat
            self.cursor += 1
        self.start_half_day()
        return None

    def start_half_day(self) -> None:
        """Rulebook: "All players reveal their first card, the morning card, at the same
        time" (the afternoon card in the afternoon); then the boats are placed."""
        n = self.game.players
        self.places, self.boats, self.present = [None] * n, [None] * n, {}
        self.played = [False] * n
        self.step, self.cursor = PLACE, 0
        cards = ", ".join(f"{self.who(p)} {GOES[self.plans[p][self.half]]}" for p in self.order)
        when = self.when
        self.emit("reveal", f"{when[0].upper()}{when[1:]}: the cards are revealed: {cards}.",
                  cards=[plan[self.half] for plan in self.plans])

    def _place_step(self) -> int | None:
        """Rulebook: "starting with the first player and moving clockwise, each player places
        their boat"; a Dive card asks for a wreck (ruling 1), or finds none (ruling 13)."""
        order = self.order
        while self.cursor < len(order):
            seat = order[self.cursor]
            card = self.plans[seat][self.half]
            if card != DIVE:
                self.places[seat] = card
            elif self.open_wrecks(seat):
                return seat
            else:
                self.emit("nowhere", f"{self.who(seat)}'s boat finds no wreck to dive on and "
                          "stays in harbour this half-day.")
            self.cursor += 1
        for place in self.places:
            if place is not None:
                self.present[place] = self.present.get(place, 0) + 1
        self.step, self.cursor = ACT, 0
        return None

    def open_wrecks(self, seat: int) -> tuple[int, ...]:
        """Wrecks the seat's boat may take now: with cards, free, and reached by a diver."""
        sizes = [(d, sum(w.values())) for d, w in zip(self.depths, self.wrecks)]
        taken = [w for w in self.boats if w is not None]
        return mechanics.wrecks_open_to(self.teams[seat], sizes, taken)

    def place_boat(self, seat: int, wreck: int) -> None:
        """Ruling 1: the wreck is the seat's for this half-day."""
        self.places[seat], self.boats[seat] = DIVE, wreck
        self.cursor += 1
        self.emit("boat", f"{self.who(seat)} places a boat on wreck {wreck + 1} "
                  f"({self.depths[wreck]}).", seat=seat, wreck=wreck)

    def _act_step(self) -> int | None:
        """Rulebook: "again starting with the first player and moving clockwise, each player
        carries out their morning action"; each visit runs until it is over."""
        order = self.order
        while self.cursor < len(order):
            seat = order[self.cursor]
            place = self.places[seat]
            if place is not None:
                if not self.visit:
                    actions.begin_visit(self, seat, place)
                waiting = actions.waiting_on(self)
                if waiting is not None:
                    return waiting
                self.visit = {}
            self.cursor += 1
        self.end_half_day()
        return None

    def end_half_day(self) -> None:
        """Rulebook: after the morning, "they reveal the second"; after the afternoon, "The
        first player passes the 'First Player' card to the player on their left, and the
        'Buoy' token is advanced to the next day". The game "ends after the second Sunday"."""
        if self.half == 0:
            self.half = 1
            self.start_half_day()
            return
        n = self.game.players
        self.first = mechanics.next_first_player(self.first, n)
        self.day, self.half = self.day + 1, 0
        self.plans = [[] for _ in range(n)]
        self.places, self.boats, self.present = [None] * n, [None] * n, {}
        if self.day == len(DAYS):
            self.step = OVER
            self.emit("end", "The second Sunday is over: " + ", ".join(
                f"{self.who(p)} ${s}" for p, s in enumerate(self.scores())) + ".")
            return
        self.step, self.cursor = PLAN, 0
        self.emit("sunset", f"Sunset. The buoy moves to {DAYS[self.day]} (day {self.day + 1}); "
                  f"{self.who(self.first)} takes the first player card.", first=self.first)

    def scores(self) -> list[int]:
        """Rulebook: "Each player tallies their fortune in banknotes. To it, they add the
        value of their unsold treasure cards and their diamond cards" (ruling 27)."""
        values = self.game.options.end_values
        return [money + sum(mechanics.hand_end_value(_cards(pile), values)
                            for pile in hand.values())
                for money, hand in zip(self.money, self.hands)]

    # --- the engine's hooks ------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        return actions.legal(self) if self._choices is None else self._choices

    def _apply(self, action: Action) -> None:
        self._choices = None
        actions.carry_out(self, action)
        self.advance()

    def changed(self) -> None:
        """A change made outside `apply` (staging, a redeal) forgets the built actions too."""
        super().changed()
        self._choices = None


def _cards(pile: dict[str, int]) -> list[str]:
    return [card for card, n in pile.items() for _ in range(n)]


def _leftovers(table: dict[str, dict[str, int]], dealt: Any) -> dict[str, dict[str, int]]:
    """Rulebook: "With 3 or 4 players, the unused cards are removed from the game without
    looking at them": what the deal left of each depth's pile."""
    left = {depth: dict(cards) for depth, cards in table.items()}
    for depth, wreck in dealt:
        for card, n in wreck.items():
            left[depth][card] -= n
            if not left[depth][card]:
                del left[depth][card]
    return left

