"""Dice Duel's state: every field declared once, in `setup`, and the engine's hooks handed to
`actions` (the flow of turns) and `views`."""
from __future__ import annotations


from types import ModuleType
from typing import ClassVar

from pirates_lib.engine import State

from . import actions, components as C, mechanics, views


class DiceDuelState(State):
    """A game of Dice Duel in progress."""

    actions: ClassVar[ModuleType] = actions  # the engine's hooks hand over to these two modules
    views: ClassVar[ModuleType] = views

    def setup(self) -> None:
        """Rule: "each player holds one secret card from a 6-card deck"."""
        self.deck: dict[int, int] = C.deck()
        self.cards: list[int] = [self.chance.draw(self.deck) for _ in range(self.game.players)]
        self.piles: list[int] = [0] * self.game.players
        self.stopped: list[bool] = [False] * self.game.players
        self.turn: int = 0
        self.steps = [("turn",)]
        for seat in range(self.game.players):
            self.emit("deal", f"You hold card {self.cards[seat]}.", only=(seat,))

    def scores(self) -> list[int]:
        return [mechanics.score(pile, card) for pile, card in zip(self.piles, self.cards)]
