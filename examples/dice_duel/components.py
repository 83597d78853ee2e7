"""Dice Duel components: six secret cards and one die.

Provenance: every number here is [toy], the rules of this example game (docs/new_game.md);
a real game marks each one [book], [found] or [assumed] and says where it comes from."""
from __future__ import annotations

CARDS = tuple(range(1, 7))  # [toy] one secret card each, from six numbered 1 to 6
DIE_SIDES = 6  # [toy] one six-sided die
BUST = 1  # [toy] "A roll of 1 loses your pile."
TARGET = 10  # [toy] a pile that reaches this banks itself: the option `target`
MAX_ACTIONS = 40  # [toy] a safety end: the game stops after this many actions


def deck() -> dict[int, int]:
    """The six cards as a multiset deck (card -> copies), as `Chance.draw` takes it."""
    return {card: 1 for card in CARDS}


def check_target(target: int) -> None:
    """An option's check: the target must be a pile a die can reach."""
    if target < 2:
        raise ValueError(f"target must be at least 2 (a die's lowest keeping roll), not {target}")
