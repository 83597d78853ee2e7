"""Dice Duel's state: every field declared once, in `setup`; the flow of turns; the engine's
hooks handed to `actions` and `views`."""
from __future__ import annotations

from typing import Any

from pirates_lib.engine import Action, Chance, State

from . import actions, components as C, mechanics, views


class DiceDuelState(State):
    """A game of Dice Duel in progress."""

    def setup(self) -> None:
        """Rule: "each player holds one secret card from a 6-card deck"."""
        self.deck: dict[int, int] = C.deck()
        self.cards: list[int] = [self.chance.draw(self.deck) for _ in range(self.game.players)]
        self.piles: list[int] = [0] * self.game.players
        self.stopped: list[bool] = [False] * self.game.players
        self.turn: int = 0
        for seat in range(self.game.players):
            self.emit("deal", f"You hold card {self.cards[seat]}.", only=(seat,))

    # --- the flow ---------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """Rule: the game ends when every player has stopped (or after the safety end)."""
        if all(self.stopped) or len(self.history) >= C.MAX_ACTIONS:
            return None
        return self.turn

    def pass_turn(self) -> None:
        """Turns go round the seats, skipping players who stopped."""
        playing = [q for q in range(self.game.players) if not self.stopped[q]]
        after = [q for q in playing if q > self.turn]
        self.turn = min(after or playing or [self.turn])

    def scores(self) -> list[int]:
        return [mechanics.score(pile, card) for pile, card in zip(self.piles, self.cards)]

    # --- the engine's hooks -------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        return actions.legal(self)

    def _apply(self, action: Action) -> None:
        actions.carry_out(self, action)

    def _view(self, player: int | None) -> dict[str, Any]:
        return views.view(self, player)

    def _snapshot(self) -> dict[str, Any]:
        return views.snapshot(self)

    def invariants(self) -> list[str]:
        return views.invariants(self)

    def shuffle_hidden(self, player: int | None, chance: Chance) -> None:
        views.shuffle_hidden(self, player, chance)
