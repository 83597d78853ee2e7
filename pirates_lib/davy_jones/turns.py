"""The frame of play (`engine/flow.py`): a turn's start and end, the rounds, the end of the game,
and the questions the rules put between a player's actions.

A turn is the steps "turn" (its start), "acting" (is a ship still to act? then the decision
"act", else "end-turn"), and what the ships' actions bring in between. A question (a
monster's aim, the mast a hit costs, a parley, Crimson Kate's reroll, drawing again, the
Spyglass's pick, a reward island, a curse's ships, where a home island's gold goes) waits
as its step, `(kind, *context)`: when it comes first it is put (`ask`: its context becomes
`state.asked`) and answered as the decision "answer", so that an answer's handler reads its
context there and its own args are what its id spells. A question with one answer is
answered at once, and one with none is skipped, as the rules always did."""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from pirates_lib.engine.flow import OVER, Follow, Step

from . import components as c
from . import fleet as f
from . import mechanics as m

if TYPE_CHECKING:
    from .state import DavyJonesState

QUESTIONS = ("aim", "mast", "parley", "reroll", "explore", "keep", "reward", "pair", "scatter")


def then(follow: Follow, *steps: Step) -> Follow:
    """What follows `follow`, then `steps` (nothing does once the game is over: `follow` is
    then OVER, the one Follow that is neither steps nor None)."""
    if isinstance(follow, Iterable):
        return [*follow, *steps]
    return list(steps) if follow is None else follow


def show_dice(state: DavyJonesState, label: str, rolls: list[int]) -> None:
    """The dice on the table for the board to show, with what they were rolled for."""
    state.dice = {"label": label, "rolls": list(rolls)}


# --- a turn --------------------------------------------------------------------------------------
def start_turn(state: DavyJonesState) -> Follow:
    """Rulebook: 'At the beginning of each player's turn, before that player gives any
    actions to his or her ships, any sea monster on the playmat attacks'; then ships in a
    cursed zone try to escape (their action, ruling 31); then the ships' actions. Gold
    left aboard at home comes off first (ruling 20)."""
    state.acted, state.protected, state.ability_used, state.dice = [], [], False, {}
    state.emit("turn", f"Round {state.round}: {state.game.names[state.turn]}'s turn.",
               seat=state.turn)
    mine = f.ships_of(state, state.turn)
    for ship in mine:
        f.unload(state, ship)
    steps: list[Step] = [("aim", n) for n in f.monsters_on_mat(state)
                         for _ in range(state.parts[n])]
    for ship in mine:
        if ship in state.zones:
            state.acted.append(ship)
            zone = state.zones[ship][0]
            step = ("escape", zone, None if zone == c.FOG_BANK else ship)
            if step not in steps:
                steps.append(step)
    return [*steps, ("acting",)]


def acting(state: DavyJonesState) -> Follow:
    """Rulebook: 'On your turn you give each one of your ships ONE of four actions': the
    turn's decision while one of them has not acted, else the turn ends."""
    if all(s in state.acted for s in f.ships_of(state, state.turn)):
        return [("end-turn",)]
    return [("act",)]


def end_turn(state: DavyJonesState) -> Follow:
    """Turns pass clockwise; a round ends when the first player is to play again. Software
    play ends after the safety round (settled ruling 11)."""
    state.turn = (state.turn + 1) % state.game.players
    if state.turn == state.game.players - 1:
        state.round += 1
        if state.round > state.table.safety_rounds:
            return finish(state, f"{state.table.safety_rounds} rounds have been played")
    return [("turn",)]


def finish(state: DavyJonesState, reason: str) -> Follow:
    """Rulebook: 'Each player immediately reveals and adds up the value of the tokens on
    his or her home island.'"""
    state.finished = reason
    told = ", ".join(f"{n} {s}" for n, s in zip(state.game.names, scores(state)))
    state.emit("end", f"The game ends: {reason}. Home islands: {told}.")
    return OVER


def scores(state: DavyJonesState) -> list[int]:
    """Rulebook: 'Gold tokens on a ship's deckplate card are not counted.'"""
    return [sum(m.score(state.hoard[h]) + m.score(state.trophies[h])
                for h in f.homes_of(state, seat)) for seat in range(state.game.players)]


# --- the questions -------------------------------------------------------------------------------
def ask(state: DavyJonesState, kind: str, *context: Any) -> Follow:
    """Put the question `(kind, *context)` now: the decision "answer" answers it."""
    state.asked = (kind, *context)
    return [("answer",)]


def asked(state: DavyJonesState) -> tuple[Any, ...]:
    """The context of the question being answered (its step's args)."""
    return state.asked[1:]


def decision(state: DavyJonesState) -> tuple[Any, ...]:
    """The decision waiting, as the rules name it: ("act",), the question put (("mast",
    ship, attacker), ...), or ("over",)."""
    if not state.steps:
        return ("over",)
    return state.asked if state.steps[0] == ("answer",) else state.steps[0]


def named_steps(state: DavyJonesState) -> list[tuple[Any, ...]]:
    """The waiting steps as the rules name them, and as a save's digest has always covered
    them: the question put in place of "answer", and "act" for each "acting" (the decision a
    turn comes back to while a ship is still to act)."""
    return [decision(state) if i == 0 else ("act",) if step == ("acting",) else step
            for i, step in enumerate(state.steps)]
