"""Dice Duel's exact analyses, run through the very rule functions the game plays with."""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from pirates_lib.odds import Dist, exact

from . import mechanics

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike


def banked_pile(target: int, pile: int = 0) -> Dist:
    """The pile a seat ends with if it always rolls until it banks or busts: exact, by
    enumerating every roll through `mechanics.roll_onto`."""
    def keep_rolling(chance: ChanceLike) -> int:
        current = pile
        while not mechanics.banks(current, target):
            _, current = mechanics.roll_onto(current, chance)
            if current == 0:
                return 0
        return current
    return exact(keep_rolling)


def chance_to_bank(target: int) -> Fraction:
    """The chance that always rolling reaches the target before a 1 loses the pile."""
    return banked_pile(target).P(lambda pile: pile > 0)
