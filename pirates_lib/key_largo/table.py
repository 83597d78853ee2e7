"""Who sits where and when, in words the log, the labels and the views share: a seat's name,
the turn order of the day and the half-day. Functions of the state (the state class holds
data only; docs/engine.md, "The flow")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .components import DAYS, HALF_DAYS
from .mechanics import turn_order

if TYPE_CHECKING:
    from .state import KeyLargoState


def who(state: KeyLargoState, seat: int) -> str:
    """The seat's name, as the log writes it."""
    return state.game.names[seat]


def order(state: KeyLargoState) -> tuple[int, ...]:
    """Rulebook: "starting with the first player and moving clockwise"."""
    return turn_order(state.first, state.game.players)


def when(state: KeyLargoState) -> str:
    """The half-day in words: "day 3 (Sunday) afternoon"."""
    return f"day {state.day + 1} ({DAYS[state.day]}) {HALF_DAYS[state.half]}"
