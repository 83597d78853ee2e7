"""Dice Duel, the example game of docs/new_game.md: every game package has these files.

Each player holds one secret card from a 6-card deck. On your turn, "roll" adds a d6 to your
pile, or "stop" ends your turns; a roll of 1 loses your pile, and a pile that reaches the
target banks itself. When all have stopped, the pile plus the secret card scores.

    from examples.dice_duel import DiceDuelGame
    state = DiceDuelGame(players=2).new_game(seed=1)
"""
from __future__ import annotations

from dataclasses import dataclass

from pirates_lib.engine import Game, Match, RandomBot, register

from . import components as C
from .bots import CautiousBot
from .state import DiceDuelState


@dataclass(frozen=True)
class DiceDuelOptions:
    """`target`: the pile that banks itself (default 10)."""

    target: int = C.TARGET

    def check(self, players: int) -> None:
        C.check_target(self.target)


@register
class DiceDuelGame(Game):
    """Dice Duel: push your luck against a die, with one secret card."""

    name = "dice_duel"
    title = "Dice Duel"
    min_players, max_players, default_players = 2, 4, 2
    Options = DiceDuelOptions
    State = DiceDuelState
    bots = {"random": RandomBot, "cautious": CautiousBot}
    variants = ({"target": 20},)
    matches = (Match("cautious", players=2, bar=0.60),)
