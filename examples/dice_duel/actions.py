"""Dice Duel's actions: building the legal ones and carrying them out. Each Action carries
its `kind` and `args`, so carrying it out reads them and never parses the id."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pirates_lib.engine import Action

from . import mechanics

if TYPE_CHECKING:
    from .state import DiceDuelState

ROLL = Action("roll", "Roll the die", "roll")
STOP = Action("stop", "Stop", "stop")


def legal(state: DiceDuelState) -> list[Action]:
    """Rule: on your turn, roll or stop."""
    return [ROLL, STOP]


def roll(state: DiceDuelState) -> None:
    """Rule: "roll adds a d6 to your pile; a roll of 1 loses your pile"."""
    seat = state.turn
    rolled, state.piles[seat] = mechanics.roll_onto(state.piles[seat], state.chance)
    name = state.game.names[seat]
    state.emit("roll", f"{name} rolls {rolled}.", roll=rolled)
    if mechanics.banks(state.piles[seat], state.game.options.target):
        state.stopped[seat] = True
        state.emit("bank", f"{name}'s pile reaches {state.piles[seat]} and is banked.")


def stop(state: DiceDuelState) -> None:
    """Rule: "stop ends your turns"."""
    state.stopped[state.turn] = True
    state.emit("stop", f"{state.game.names[state.turn]} stops.")


HANDLERS = {"roll": roll, "stop": stop}


def carry_out(state: DiceDuelState, action: Action) -> None:
    """Carry out a legal action (the engine checked it), then pass the turn."""
    HANDLERS[action.kind](state, *action.args)
    state.pass_turn()
