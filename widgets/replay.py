"""`Replay`: a saved game stepped through on the board (issue 22; docs/architecture.md, "Widgets").

The same drawing as the `Board` (board.js, and the game's scene builder of
widgets/scenes/<game>.py): at step k the scene is built from the chosen seat's view of the
position after the game's first k actions, so the page never holds what that seat could not
see then. The seat's odds panel is the one the board showed at that decision. Only when the
game is over, at its last step, may the user ask to see every seat's own zones ("Show every
hand"). "Play on from here" opens a new `Board` from the position shown, the chosen seat at the
screen and bots in the other seats; the save and the replayed game are left as they were.

The browser sends `{"type": "first" | "back" | "forward" | "last", "serial": ...}`, `{"type":
"step", "to": k, "serial": ...}` (the slider), and the controls `play_from_here`,
`show_hands` and `hide_hands`; each is answered by `{"type": "ack"}`, and a message that
names no step of the game, or what is not offered now, is refused in words on the widget and
changes nothing (widgets/SCENE.md, "What a Replay adds")."""
from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import anywidget
import traitlets

from pirates_lib.engine import State, Tape
from pirates_lib.engine.interrupts import held_interrupts
from pirates_lib.engine.limits import cut

from .board import Board
from .comm import HERE, answer, record, scene_module

STALE = "the replay had moved on; nothing changed"  # recorded, not shown (a double click)

STEPS = {"first", "back", "forward", "last"}


class Replay(anywidget.AnyWidget):
    """`pl.Replay(save_or_state, seat=None)`: a save's JSON text (as `state.to_json()` writes
    it) or a State, stepped through from its start as `seat` saw it (None: a spectator).

    A corrupt save is refused with the loader's `pl.BadSave`; a staged state or a world
    (which are not the replay of a seed and actions) with a ValueError."""

    _esm = HERE / "board.js"
    _css = HERE / "board.css"

    scene = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    curtain = traitlets.Unicode("").tag(sync=True)  # always "": board.js reads it
    below = anywidget.WidgetTrait().tag(sync=True)  # the board "play on from here" opened

    def __init__(self, save_or_state: str | bytes | State, seat: int | None = None, *,
                 show_odds: bool = True, **kwargs: Any) -> None:
        self.tape = Tape.of(save_or_state, "a Replay steps through")
        self.game = self.tape.game
        self.seat = _checked_seat(self.game.players, seat)
        self.show_odds = show_odds
        self._scenes = scene_module(self.game.name)
        self._serial, self._every_hand = 0, False
        self._show(0)
        super().__init__(**kwargs)  # the comm opens with the first scene (see Board)
        self.on_msg(self._on_message)

    # --- what notebooks and tests use --------------------------------------------------------
    @property
    def step(self) -> int:
        """The step shown: how many of the game's actions the position has had."""
        return self._step

    @property
    def steps(self) -> int:
        """The last step: the number of actions the game recorded."""
        return self.tape.steps

    @property
    def state(self) -> State:
        """A copy of the position shown (the replay's own is never handed out)."""
        return self._state.clone()

    def go(self, step: Any) -> bool:
        """Show step `step` (0: the start, `steps`: the end), as the slider does: True, or
        False with the reason in `error`."""
        return self._handle({"type": "step", "to": step, "serial": self._serial}, "python")

    def first(self) -> bool:
        return self._handle({"type": "first", "serial": self._serial}, "python")

    def back(self) -> bool:
        return self._handle({"type": "back", "serial": self._serial}, "python")

    def forward(self) -> bool:
        return self._handle({"type": "forward", "serial": self._serial}, "python")

    def last(self) -> bool:
        return self._handle({"type": "last", "serial": self._serial}, "python")

    def show_every_hand(self, show: bool = True) -> bool:
        """At the last step of a finished game: every seat's own zones (or the seat's view
        again, `show=False`). Refused anywhere else."""
        kind = "show_hands" if show else "hide_hands"
        return self._handle({"type": kind, "serial": self._serial}, "python")

    def play_on(self, seats: Sequence[str] | None = None, **board_options: Any) -> Board:
        """A new `Board` from the position shown: the game's first `step` actions replayed on
        `new_game(seed)`. By default the replay's seat (a spectator's replay: the seat to
        move) is "you" and the others are the game's own bot; `seats` as for a `Board`.
        Returned, not drawn under the replay (the browser's "Play on from here" draws it)."""
        position = self.tape.position(self._step)
        if position.over:
            raise ValueError(f"the game is over at step {self._step}: there is nothing to "
                             f"play on (step back first)")
        return Board(position, seats=seats or self._seats(position), **board_options)

    def __repr__(self) -> str:
        return (f"pl.Replay(<{self.game.title}, seed {self.tape.seed}, {self.steps} actions>, "
                f"seat={self.seat!r}) at step {self._step}")

    # --- what is shown ------------------------------------------------------------------------
    def _show(self, step: int) -> None:
        """Step `step` on the page, with a new serial (a Ctrl-C waits until it is out)."""
        state = self.tape.position(step)
        with held_interrupts():
            self._state, self._step = state, step
            self._every_hand = self._every_hand and self._at_the_end()
            self._serial += 1
            scene = self._seat_scene()
            scene["actions"], scene["since"], scene["pace"] = [], [], 0
            scene["serial"], scene["controls"] = self._serial, self._controls()
            scene["replay"] = self._bar()
            self.error = ""
            self.scene = json.loads(json.dumps(scene))  # fails loudly on anything not JSON

    def _seat_scene(self) -> dict[str, Any]:
        """The seat's scene and odds panel, built as the Board builds them; with every hand
        when asked at the end."""
        scene = self._scenes.build(self._state, self.seat)
        odds = getattr(self._scenes, "odds", None)
        if self.show_odds and odds is not None and not self._state.over:
            scene["odds"] = odds(self._state, self.seat)
        return self._with_every_hand(scene) if self._every_hand else scene

    def _with_every_hand(self, scene: dict[str, Any]) -> dict[str, Any]:
        """The seat's scene with each other seat's zones as that seat saw them: the zones a
        seat's own scene says it owns (`owner`), their ids marked with the seat so no two
        items share one. Only at the end of a finished game (`_at_the_end`)."""
        viewer = scene["viewer"]
        zones = [z for z in scene["zones"] if z.get("owner") in (None, viewer)]
        for seat, name in enumerate(self.game.names):
            if seat != viewer:
                own = self._scenes.build(self._state, seat)["zones"]
                zones += [_theirs(z, seat, name) for z in own if z.get("owner") == seat]
        return {**scene, "zones": zones}

    def _at_the_end(self) -> bool:
        return self._step == self.steps and self._state.over

    def _bar(self) -> dict[str, Any]:
        """The stepping bar: where the replay is, and what the seat read of this step."""
        lines = [e.text for e in self.tape.events(self._step, self.seat)]
        if not self._step:
            lines = lines or ["The game is set up."]
        elif not lines:
            lines = [self._unwritten_move()]
        return {"step": self._step, "steps": self.steps, "lines": lines}

    def _unwritten_move(self) -> str:
        """A step that wrote no line the seat could read: its own move, named as its legal
        list named it then, or who moved (whose turn it is is public)."""
        mover = self.tape.movers[self._step - 1]
        if mover != self.seat:
            who = "you" if self.seat is not None else "a spectator"
            return f"{self.game.names[mover]} made a move {who} could not see."
        action = self.tape.actions[self._step - 1]
        legal = self.tape.position(self._step - 1).legal_actions()
        return f"You chose: {next((a.label for a in legal if a.id == action), action)}."

    def _controls(self) -> list[dict[str, str]]:
        if not self._at_the_end():
            return [] if self._state.over else [{"control": "play_from_here",
                                                 "label": "Play on from here"}]
        if self._every_hand:
            return [{"control": "hide_hands", "label": "Hide the other hands"}]
        seen = self._scenes.build(self._state, self.seat)
        if self._with_every_hand(seen)["zones"] == seen["zones"]:
            return []  # every seat's zones are already in sight
        return [{"control": "show_hands", "label": "Show every hand"}]

    def _seats(self, position: State) -> list[str]:
        """The replay's seat (a spectator's replay: the seat to move) at the screen, the
        game's own bot (the first that is not random) in the other seats."""
        human = self.seat if self.seat is not None else position.to_move
        bot = next((name for name in self.game.bots if name != "random"), "random")
        return ["you" if seat == human else f"bot:{bot}" for seat in range(self.game.players)]

    # --- messages from the browser ------------------------------------------------------------
    def _on_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        answer(self, content, "replay")

    def _handle(self, message: Any, source: str) -> bool:
        """Obey a message or say why not; a stale one (a double click's second click, as on
        the Board) changes nothing and puts no banner up, only the record says it."""
        accepted, said = False, None
        try:
            refusal = self._refusal(message)
            if refusal is None:
                accepted = self._obey(message)
            elif isinstance(message, dict) and type(message.get("serial")) is int and (
                    message["serial"] < self._serial):
                said = STALE
            else:
                self.error = refusal
        finally:
            record(message, source, accepted, said or self.error, self._step)
        return accepted

    def _refusal(self, message: Any) -> str | None:
        """Why a message cannot be obeyed, in words (None: it can)."""
        kind = message.get("type") if isinstance(message, dict) else None
        if type(kind) is not str or kind not in HANDLED:
            return (f"the replay does not understand the message {cut(message)} (its type is "
                    f"one of {', '.join(HANDLED)})")
        if message.get("serial") != self._serial:
            return STALE
        if kind in STEPS or kind == "step":
            return self._bad_step(self._target(message))
        offered = {c["control"] for c in self.scene["controls"]}
        if kind not in offered:
            return f"{HANDLED[kind]} is not offered at step {self._step} of {self.steps}"
        return None

    def _target(self, message: dict[str, Any]) -> Any:
        """The step a stepping message asks for (not checked yet)."""
        kind = message["type"]
        if kind == "step":
            return message.get("to")
        return {"first": 0, "back": self._step - 1, "forward": self._step + 1,
                "last": self.steps}[kind]

    def _bad_step(self, target: Any) -> str | None:
        if type(target) is not int:
            return f"a step is a whole number from 0 to {self.steps}, not {cut(target)}"
        if target < 0:
            return "this is the start of the game: there is no step before it"
        if target > self.steps:
            return (f"step {target} is past the end: the game recorded {self.steps} "
                    f"action{'' if self.steps == 1 else 's'}")
        return None

    def _obey(self, message: dict[str, Any]) -> bool:
        kind = message["type"]
        if kind == "play_from_here":
            self.below = self.play_on()
            self.error = ""
            return True
        if kind in ("show_hands", "hide_hands"):
            self._every_hand = kind == "show_hands"
        self._show(self._target(message) if kind in STEPS or kind == "step" else self._step)
        return True


#: A message's type and, for a control, what it is called in a refusal.
HANDLED = {"first": "the first step", "back": "a step back", "forward": "a step forward",
           "last": "the last step", "step": "a step", "play_from_here": "playing on from here",
           "show_hands": "showing every hand", "hide_hands": "hiding the other hands"}


def _checked_seat(players: int, seat: Any) -> int | None:
    if seat is None or (type(seat) is int and 0 <= seat < players):
        return seat
    raise ValueError(f"the seat of a replay is None (a spectator) or a seat from 0 to "
                     f"{players - 1}, not {cut(seat)}")


def _theirs(zone: dict[str, Any], seat: int, name: str) -> dict[str, Any]:
    """Seat `seat`'s own zone, shown beside another seat's: its ids marked with the seat,
    and its title saying whose it is ("Your hand": "Mary's hand")."""
    title = zone.get("title", "")
    title = f"{name}'s {title[5:]}" if title.startswith("Your ") else (
        title if name in title else f"{name}: {title}")
    items = [{**item, "id": f"seat{seat}-{item['id']}"} for item in zone.get("items", [])]
    return {**zone, "id": f"seat{seat}-{zone['id']}", "title": title, "items": items}


Board.replayer = Replay
