"""Libertalia's actions: building the legal ones and carrying them out. At sunrise the chooser
plays a crew card (`play:<rank>`); otherwise the one pending question of a power or a claim
is answered (`choices.py`). Each Action carries its `kind` and `args`, so carrying it out
reads them and never parses the id; only `why_illegal` reads a refused id, to explain it."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine import Action
from .choices import CHOICES
from .components import BOOTY_NOUNS, CREW

if TYPE_CHECKING:
    from .state import LibertaliaState

#: One action per crew card: the same Action whoever plays it.
PLAY: dict[int, Action] = {r: Action(f"play:{r}", f"Play {c}", "play", (r,))
                           for r, c in CREW.items()}


def legal(state: LibertaliaState) -> list[Action]:
    """Rulebook, Sunrise: 'each player secretly chooses one crew card to play'; while a power
    or a claim asks a question, its options are the only moves."""
    if state.pending is not None:
        return CHOICES[state.pending["kind"]].options(state, state.pending["player"])
    return [PLAY[r] for r in state.hands[state.to_move]]  # type: ignore[index]


def play(state: LibertaliaState, player: int, rank: int) -> None:
    """The chooser's secret crew card for the day."""
    state.choose(player, rank)


#: kind -> handler(state, player, *args): the crew card of the sunrise, and every answer.
HANDLERS: dict[str, Callable[..., None]] = {
    "play": play, **{kind: choice.resolve for kind, choice in CHOICES.items()}}


def carry_out(state: LibertaliaState, action: Action) -> None:
    """Carry out a legal action (the engine checked it): the question it answers is closed
    first (an answer may ask a new one, as a saber taken does), then the rules run on until
    someone must choose again."""
    player = state.to_move
    state.pending = None
    HANDLERS[action.kind](state, player, *action.args)
    state.advance()


def why_illegal(state: LibertaliaState, action_id: str) -> str:
    """Why an id is refused, in the game's words, as the player reads it after "You cannot
    do that: " (never an id). It reads the id as text only, so no string (however long or
    odd) can make it fail."""
    kind, _, rest = action_id.partition(":")
    pending = state.pending
    if pending is not None:
        crew = CREW[pending["rank"]]
        task = CHOICES[pending["kind"]].task.format(crew=crew)
        if kind == pending["kind"]:
            return _not_an_option(state, kind, rest, task)
        return f"your {crew} is waiting for an answer: first {task}"
    if kind == "play":
        rank = int(rest) if rest.isascii() and rest.isdigit() and len(rest) <= 2 else None
        if rank in CREW:
            return f"your hand holds no {CREW[rank]}"  # type: ignore[index]
        return "no crew card has that rank (they go from 1 to 30)"
    if kind in CHOICES:
        return "no crew power is asking that now: it is sunrise, so choose a crew card"
    return "it is sunrise: choose a crew card from your hand"


def _not_an_option(state: LibertaliaState, kind: str, rest: str, task: str) -> str:
    """The right kind of answer, but not one on offer."""
    if kind == "take" and rest in BOOTY_NOUNS:
        return f"there is no {BOOTY_NOUNS[rest][0]} left under the ship"
    return f"that is not one of the choices: {task}"
