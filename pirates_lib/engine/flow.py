"""One flow model for every game: a stack of steps (docs/engine.md, "The flow").

A state holds `steps`, a list of plain tuples `(kind, *args)`, the first to run first. A step
is a *decision* (a seat answers it with one of its legal actions) or *automatic* (the rules run
it at once: a wave rolled, a card dealt, the end of a turn). Carrying out an action, or running
an automatic step, returns the steps that follow; they go first, before what was waiting, in
the order given. An action never calls the state's own methods and a state never knows what
its steps mean: a game's `actions` module holds the whole table (`Flow`), and the engine runs
it. So "who decides next" is one question with one answer in every game: the seat of the first
step, or nobody when there is none.

A decision may be *forced*: with a single legal action it is taken at once (it is no choice,
so no seat is asked and the history does not list it), and with none it is skipped (a monster
with no ship in range). Ending the game is returning `OVER`: every waiting step is dropped."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Union, final

if TYPE_CHECKING:
    from .action import Action
    from .game import State

#: A step: its kind, then its arguments (plain JSON-able values).
Step = tuple[Any, ...]


@final
class _Over:
    """What a handler returns to end the game (`OVER`): the waiting steps are dropped."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "OVER"


OVER = _Over()
#: What an action or an automatic step returns: the steps that come next (first first), None
#: for none, or OVER.
Follow = Union[Iterable[Step], None, _Over]
Handler = Callable[..., Follow]


@final
@dataclass(frozen=True)
class Decision:
    """A step a seat answers: `seat(state, *args)` is who, `legal(state, *args)` the actions
    (a list, or a dict by id built in order); `forced`: one choice is taken, none skipped.

    `only(state, *args)` (a forced decision's, optional): its one legal action when the rules
    can tell there is exactly one without listing them all (a visit with nothing to do but
    leave), else None, and `legal` is listed. It must be `legal`'s lone action whenever it
    gives one (the conformance suite checks it): a forced step is no choice, so building its
    menu, labels and ids only to take the one answer was wasted."""

    seat: Callable[..., int]
    legal: Callable[..., "list[Action] | dict[str, Action]"]
    forced: bool = False
    only: Callable[..., "Action | None"] | None = None


@final
@dataclass(frozen=True)
class Automatic:
    """A step the rules run at once: `run(state, *args)` returns the steps that follow."""

    run: Handler


@dataclass(frozen=True)
class Flow:
    """A game's whole flow: its steps by kind, the handler of each action kind (called with
    the action's `args`, after its decision left the stack) and, if play can run on without
    bound, `last(state)`: checked after every action, the steps that end the game early (its
    safety end) or None; it runs once the action's steps have settled."""

    steps: Mapping[str, Decision | Automatic]
    handlers: Mapping[str, Handler]
    last: Callable[..., Follow] | None = None

    def __post_init__(self) -> None:
        for kind, step in self.steps.items():
            if not isinstance(step, (Decision, Automatic)):
                raise TypeError(f"step {kind!r} is neither a Decision nor an Automatic step")


def push(state: State, follow: Follow) -> None:
    """Put the steps that follow first, in their order; OVER drops every step."""
    if follow is None:
        return
    if type(follow) is _Over:
        state.steps.clear()
        return
    state.steps[0:0] = follow


def settle(state: State) -> int | None:
    """Run automatic steps and forced decisions until a seat must choose; that seat (None
    when no step is left: the game is over). A forced decision found with several choices
    leaves them as the position's legal actions, so they are not worked out twice; one
    whose `only` names its answer is taken without listing them."""
    flow, steps = state.flow, state.steps
    while steps:
        first = steps[0]
        step = flow.steps[first[0]]
        if type(step) is Automatic:
            del steps[0]
            follow = step.run(state, *first[1:])
            if follow is not None:  # `push`, inline: the commonest call of a playout
                if type(follow) is _Over:
                    steps.clear()
                else:
                    steps[0:0] = follow
            continue
        # a Decision (both classes are final, so `type(step) is Automatic` narrows the union)
        if step.forced and _taken(state, step, first):
            continue
        return step.seat(state, *first[1:])
    return None


def _taken(state: State, step: Decision, first: Step) -> bool:
    """Carry out a forced decision that is no choice (its `only` answer, or its lone legal
    action; with none it is skipped) and say so; False when it has several choices, which
    are kept as the position's legal actions."""
    answer = None if step.only is None else step.only(state, *first[1:])
    if answer is None:
        legal = state._cache_legal()
        if len(legal) > 1:
            return False
        state._legal = None
        answer = next(iter(legal.values()), None)
    del state.steps[0]
    if answer is not None:
        push(state, state.flow.handlers[answer.kind](state, *answer.args))
    return True


def legal(state: State) -> list[Action] | dict[str, Action]:
    """The legal actions: the first step's (a decision: `settle` left no automatic step)."""
    first = state.steps[0]
    return state.flow.steps[first[0]].legal(state, *first[1:])  # type: ignore[union-attr]  # a Decision


def carry_out(state: State, action: Action) -> None:
    """Answer the first step with `action`: the decision leaves the stack, the action's
    handler returns what follows, and the rules run on to the next decision."""
    flow, steps = state.flow, state.steps
    del steps[0]
    follow = flow.handlers[action.kind](state, *action.args)
    if follow is not None:  # `push`, inline
        if type(follow) is _Over:
            steps.clear()
        else:
            steps[0:0] = follow
    state._mover = settle(state)
    if flow.last is not None and state.steps:
        ending = flow.last(state)
        if ending is not None:
            state._legal = None
            push(state, ending)
            state._mover = settle(state)

