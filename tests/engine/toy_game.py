"""A tiny game for testing the engine alone: 'Dice Duel'.

Each player holds one secret card from a 6-card deck. On your turn: "roll" adds a d6 to your
pile, or "stop" ends your turns. A roll of 1 loses your pile. When both have stopped, the pile
plus the secret card scores; the game also stops after 40 actions."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pirates_lib.engine import Action, Bot, Game, RandomBot, State, register

ROLL, STOP = Action("roll", "Roll the die"), Action("stop", "Stop")


@dataclass(frozen=True)
class DuelOptions:
    target: int = 10

    def check(self, players: int) -> None:
        if self.target < 1:
            raise ValueError(f"target must be at least 1, not {self.target}")


class DuelState(State):
    def setup(self) -> None:
        deck = {card: 1 for card in range(1, 7)}
        self.cards = [self.chance.draw(deck) for _ in range(self.game.players)]
        self.deck = deck
        self.piles = [0] * self.game.players
        self.stopped = [False] * self.game.players
        self.turn = 0
        for p in range(self.game.players):
            self.emit("deal", f"You hold card {self.cards[p]}.", only=(p,))

    @property
    def to_move(self) -> int | None:
        if all(self.stopped) or len(self.history) >= 40:
            return None
        return self.turn

    def _legal_actions(self) -> list[Action]:
        return [ROLL, STOP]

    def _apply(self, action: Action) -> None:
        p = self.turn
        if action is STOP:
            self.stopped[p] = True
            self.emit("stop", f"{self.game.names[p]} stops.")
        else:
            roll = self.chance.die(6)
            self.piles[p] = 0 if roll == 1 else self.piles[p] + roll
            self.emit("roll", f"{self.game.names[p]} rolls {roll}.", roll=roll)
        others = [q for q in range(self.game.players) if not self.stopped[q]]
        self.turn = min((q for q in others if q > p), default=min(others, default=p))

    def scores(self) -> list[int]:
        return [pile + card for pile, card in zip(self.piles, self.cards)]

    def _view(self, player: int | None) -> dict[str, Any]:
        return {"piles": list(self.piles), "stopped": list(self.stopped),
                "card": None if player is None else self.cards[player],
                "deck_size": len(self.deck)}

    def _snapshot(self) -> dict[str, Any]:
        return {"cards": self.cards, "deck": sorted(self.deck), "piles": self.piles,
                "stopped": self.stopped, "turn": self.turn}

    def invariants(self) -> list[str]:
        seen = sorted(self.cards + list(self.deck))
        return [] if seen == list(range(1, 7)) else [f"cards {seen} are not 1..6 once each"]

    def shuffle_hidden(self, player: int | None, chance: Any) -> None:
        pool = {c: 1 for c in self.deck}
        for q in range(self.game.players):
            if q != player:
                pool[self.cards[q]] = 1
        for q in range(self.game.players):
            if q != player:
                self.cards[q] = chance.draw(pool)
        self.deck = pool


class CautiousBot(Bot):
    """Stops once its pile reaches 8."""

    def choose(self, view: dict[str, Any]) -> str:
        return "stop" if view["piles"][self.player] >= 8 else "roll"


@register
class DiceDuel(Game):
    name = "dice_duel"
    title = "Dice Duel"
    min_players, max_players, default_players = 2, 4, 2
    Options = DuelOptions
    State = DuelState
    bots = {"random": RandomBot, "cautious": CautiousBot}
