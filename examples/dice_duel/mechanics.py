"""Dice Duel's rule functions, of plain values only: the state and `odds.py` both call them,
so the odds and the game share one code path."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import components as C

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike


def roll_onto(pile: int, chance: ChanceLike) -> tuple[int, int]:
    """Roll the die onto a pile: the roll and the pile after it. Rule: "roll adds a d6 to your
    pile; a roll of 1 loses your pile"."""
    roll = chance.die(C.DIE_SIDES)
    return roll, 0 if roll == C.BUST else pile + roll


def banks(pile: int, target: int) -> bool:
    """Rule: a pile that reaches the target stops by itself."""
    return pile >= target


def score(pile: int, card: int) -> int:
    """Rule: "the pile plus the secret card scores"."""
    return pile + card
