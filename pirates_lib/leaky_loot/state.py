"""Leaky Loot Legends' state: every field declared once, in `setup`, and the engine's hooks
handed to `actions` (the flow: `actions.FLOW`, with the rules run between decisions in
`voyage`) and `views`."""
from __future__ import annotations

from types import ModuleType
from typing import ClassVar

from pirates_lib.engine import State

from . import actions, components as C, views, voyage
from .boat import Boat


class LeakyLootState(State):
    """A game of Leaky Loot Legends in progress."""

    actions: ClassVar[ModuleType] = actions  # the engine's hooks hand over to these two modules
    views: ClassVar[ModuleType] = views

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
        self.turn: int = 0  # the seat whose turn it is (or was, while cards are thrown)
        self.ports_done: int = 0
        self.next_port_round: int = C.FIRST_PORT_ROUND
        self.throws_at: str = "turn"  # where the latest throws were asked: "turn" or "port"
        self.wave: views.Wave | None = None  # this turn's ocean card, dice and leak
        self.ram: views.Ram | None = None  # this turn's ram, if any
        self.acted: bool = False  # the turn's one ram or collect is used
        self.bailed: int = 0  # water bailed from pending this turn: a new hull counts it
        for seat in range(n):
            voyage.deal_starting_salvage(self, seat)
        self.steps = [("turn", 0)]

    def scores(self) -> list[int]:
        """Rulebook: Treasure turned in at Ports counts; "If a player dies without turning in a
        Treasure it does not count"."""
        return [boat.points for boat in self.boats]
