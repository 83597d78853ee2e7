"""Dice Duel's actions and its flow: one decision a turn ("turn": roll or stop), then the
automatic step that passes the turn ("pass"). Each Action carries its `kind` and `args`, so
carrying it out reads them and never parses the id; each handler returns the steps that
follow (`engine/flow.py`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pirates_lib.engine import Action
from pirates_lib.engine.flow import OVER, Automatic, Decision, Flow, Follow
from pirates_lib.engine.ids import Codec

from . import components as C
from . import mechanics

if TYPE_CHECKING:
    from .state import DiceDuelState

CODEC = Codec({"roll": "roll", "stop": "stop"})  # every id, spelt once
ROLL = CODEC.action("roll", "Roll the die")
STOP = CODEC.action("stop", "Stop")


def legal(state: DiceDuelState) -> list[Action]:
    """Rule: on your turn, roll or stop."""
    return [ROLL, STOP]


def roll(state: DiceDuelState) -> Follow:
    """Rule: "roll adds a d6 to your pile; a roll of 1 loses your pile"."""
    seat = state.turn
    rolled, state.piles[seat] = mechanics.roll_onto(state.piles[seat], state.chance)
    name = state.game.names[seat]
    state.emit("roll", f"{name} rolls {rolled}.", roll=rolled)
    if mechanics.banks(state.piles[seat], state.game.options.target):
        state.stopped[seat] = True
        state.emit("bank", f"{name}'s pile reaches {state.piles[seat]} and is banked.")
    return [("pass",)]


def stop(state: DiceDuelState) -> Follow:
    """Rule: "stop ends your turns"."""
    state.stopped[state.turn] = True
    state.emit("stop", f"{state.game.names[state.turn]} stops.")
    return [("pass",)]


def pass_turn(state: DiceDuelState) -> Follow:
    """Turns go round the seats, skipping players who stopped; the game ends when every
    player has stopped."""
    playing = [q for q in range(state.game.players) if not state.stopped[q]]
    if not playing:
        return OVER
    after = [q for q in playing if q > state.turn]
    state.turn = min(after or playing)
    return [("turn",)]


def safety_end(state: DiceDuelState) -> Follow:
    """[toy] The game stops after `MAX_ACTIONS` actions (the one being played included)."""
    return OVER if len(state.history) + 1 >= C.MAX_ACTIONS else None


FLOW = Flow(steps={"turn": Decision(seat=lambda state: state.turn, legal=legal),
                   "pass": Automatic(pass_turn)},
            handlers={"roll": roll, "stop": stop}, last=safety_end)
