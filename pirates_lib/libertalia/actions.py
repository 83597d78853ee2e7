"""Libertalia's actions and its flow (`engine/flow.py`). At sunrise each player in turn plays
a crew card (`play:<rank>`, the decision ("choose",)); otherwise the one question of a power
or a claim waiting is answered (`choices.py`, the decision (kind, player, rank)). Every id is
spelt by `CODEC`; each Action carries its `kind` and `args`, so carrying it out reads them and
never parses the id; each handler returns the steps that follow, and the rules between
decisions are the automatic steps of `days.py`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Action
from ..engine.flow import Automatic, Decision, Flow, Follow
from . import days
from .choices import CHOICES
from .components import BOOTY_NOUNS, CODEC, CREW

if TYPE_CHECKING:
    from .state import LibertaliaState

#: One action per crew card: the same Action whoever plays it.
PLAY: dict[int, Action] = {r: CODEC.action("play", f"Play {c}", r) for r, c in CREW.items()}


def crew_cards(state: LibertaliaState) -> list[Action]:
    """Rulebook, Sunrise: 'each player secretly chooses one crew card to play': the chooser
    (`days.chooser`, the seat the engine keeps as `to_move`) plays one from hand."""
    return [PLAY[r] for r in state.hands[state.to_move]]  # type: ignore[index]  # the chooser


def play(state: LibertaliaState, rank: int) -> Follow:
    """The chooser's secret crew card for the day (the seat that answered is still
    `to_move`: the choice is never forced); then the next chooser, or the reveal."""
    days.choose(state, state.to_move, rank)  # type: ignore[arg-type]  # the seat answering
    return days.sunrise(state)


def asked(state: LibertaliaState, player: int, rank: int) -> int:
    """Who answers a crew's question (kind, player, rank): the player it asks."""
    return player


FLOW = Flow(
    steps={"deal": Automatic(days.deal), "dawn": Automatic(days.dawn),
           "choose": Decision(seat=days.chooser,  # type: ignore[arg-type]  # asked while one chooses
                              legal=crew_cards),
           "day": Automatic(days.day), "dusk": Automatic(days.dusk),
           "night": Automatic(days.night), "end": Automatic(days.end),
           # Rulebook: crew 'resolve as much of their actions as possible': a question with
           # no option does nothing; [ruling] one option is taken without asking (forced).
           **{kind: Decision(seat=asked, legal=choice.options, forced=True)
              for kind, choice in CHOICES.items()}},
    handlers={"play": play, **{kind: choice.resolve for kind, choice in CHOICES.items()}})


def why_illegal(state: LibertaliaState, action_id: str) -> str:
    """Why a well-formed id is refused (the engine refused a malformed one already), in the
    game's words, as the player reads it after "You cannot do that: " (never an id)."""
    kind, args = CODEC.parse(action_id)  # type: ignore[misc]  # the engine read it already
    pending = days.pending(state)
    if pending is not None:
        crew = CREW[pending["rank"]]
        task = CHOICES[pending["kind"]].task.format(crew=crew)
        if kind == pending["kind"]:
            return _not_an_option(kind, args, task)
        return f"your {crew} is waiting for an answer: first {task}"
    if kind == "play":
        if args[0] in CREW:
            return f"your hand holds no {CREW[args[0]]}"
        return "no crew card has that rank (they go from 1 to 30)"
    return "no crew power is asking that now: it is sunrise, so choose a crew card"


def _not_an_option(kind: str, args: tuple, task: str) -> str:
    """The right kind of answer, but not one on offer."""
    if kind == "take" and args[0] in BOOTY_NOUNS:
        return f"there is no {BOOTY_NOUNS[args[0]][0]} left under the ship"
    return f"that is not one of the choices: {task}"
