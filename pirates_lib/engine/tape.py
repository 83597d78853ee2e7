"""A game's positions, one after each of its actions: what a replay steps through (issue 22).

A save is a replay of its seed and actions (`save.py`), so position k of a game is
`game.new_game(seed)` with its first k actions applied, and nothing else: a tape replays the
game once, keeps a copy of every `KEPT_EVERY`-th position and where each action's lines begin
in the log, and rebuilds position k from the nearest kept copy before it (at most
`KEPT_EVERY - 1` actions applied again: a few ms for the slowest game). The state it was made
from is never touched."""
from __future__ import annotations

from typing import Any

from .action import Event
from .game import Game, State
from .save import load

KEPT_EVERY = 50  # actions between two kept positions


def not_replayable(state: State) -> str | None:
    """Why `state` is not the replay of its seed and actions (None: it is)."""
    if state.seed is None:
        return ("a world has no seed: it was dealt from a seat's view, not from a seed and "
                "actions, so it cannot be replayed")
    if state.staged:
        return "a staged position is not the replay of its seed and actions, so it cannot be replayed"
    return None


class Tape:
    """`Tape(state)`: the positions of `state`'s game, from its start (step 0) to `state`
    itself (step `len(state.history)`). Refused (ValueError) for a staged state or a world."""

    def __init__(self, state: State) -> None:
        why = not_replayable(state)
        if why is not None:
            raise ValueError(why)
        self.game: Game = state.game
        self.seed: int = state.seed  # type: ignore[assignment]  # `not_replayable` saw to it
        self.actions: tuple[str, ...] = tuple(state.history)
        position = self.game.new_game(self.seed)
        self._kept = [position.clone()]
        self.movers: list[int] = []  # the seat that chose each action
        self._marks = [len(position.log)]  # the log's length at each step
        for done, action in enumerate(self.actions, 1):
            self.movers.append(position.to_move)  # type: ignore[arg-type]  # someone chose it
            position.apply(action)
            self._marks.append(len(position.log))
            if done % KEPT_EVERY == 0:
                self._kept.append(position.clone())
        if position != state:
            raise ValueError(f"replaying the seed and actions of {state!r} reaches another "
                             "position: it is not a replay of them")
        self._log = position.log

    @classmethod
    def of(cls, save_or_state: Any, reader: str) -> Tape:
        """The tape of a State or of a save's JSON text (checked by the loader: `pl.BadSave`),
        for `reader` ("a review reads") to name in the refusal of anything else."""
        if isinstance(save_or_state, (str, bytes)):
            save_or_state = load(save_or_state)
        elif not isinstance(save_or_state, State):
            raise ValueError(f"{reader} a save's JSON text (state.to_json()) or a State, not "
                             f"{type(save_or_state).__name__}")
        return cls(save_or_state)

    @property
    def steps(self) -> int:
        """The last step: the number of actions the game recorded."""
        return len(self.actions)

    def position(self, step: int) -> State:
        """A new state: the game after its first `step` actions (the caller may play on)."""
        if type(step) is not int or not 0 <= step <= self.steps:
            raise ValueError(f"step {step!r} is not a step of this game: its steps are 0 (the "
                             f"start) to {self.steps}")
        kept = step // KEPT_EVERY
        position = self._kept[kept].clone()
        for action in self.actions[kept * KEPT_EVERY:step]:
            position.apply(action)
        return position

    def events(self, step: int, seat: int | None) -> list[Event]:
        """What `seat` (None: a spectator) could read of step `step`: the log lines its action
        wrote (step 0: those of the setup), each as the engine filters the log for a view."""
        start = self._marks[step - 1] if step else 0
        return [e for e in self._log[start:self._marks[step]] if e.visible_to(seat)]
