"""`Board`: one anywidget that plays any of the games in a notebook cell (docs/architecture.md, "Widgets").

Python holds the game; the browser holds only the scene of the seat at the screen (a widget
model is readable in the developer tools, so no other seat's hand may ever reach it). A click
comes back as a custom message `{"type": "action", "id": ..., "serial": ...}`: a message for
another serial than the scene shown is refused, and the id is checked by `state.apply` (a
forged or stale id changes nothing and its refusal is shown); then the bots move, then the
next scene is sent. Every browser message is answered by `{"type": "ack"}`, so the page can
tell a board whose kernel is gone. The schema of a scene is in widgets/SCENE.md.

Each bot has a time budget for a move (`bot_seconds`): past it the bot is stopped and named,
and the game waits before its move, as after any failing bot (a search bot plays the game's
heuristic move instead, with a note). An interrupt (Ctrl-C, the kernel's stop button) while
the bots move leaves the board showing the position as it is, and offering to let the bots
play on (docs/engine.md, "Interrupts and time budgets").

After a search bot moves, the side panel says why (its options, tried how often, winning
how often); the Hint button runs that search for the human's own move, on the human's view
only, and plays nothing (widgets/advice.py)."""
from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, ClassVar, cast

import anywidget
import traitlets

from pirates_lib.engine import Bot, Game, IllegalAction, State
from pirates_lib.engine.bots import ask
from pirates_lib.engine.interrupts import OverBudget, held_interrupts, time_limit
from pirates_lib.engine.limits import cut
from pirates_lib.engine.tape import not_replayable
from pirates_lib.engine.words import listing

from . import advice
from .comm import HERE, answer, record, scene_module
from .frame import curtain_scene, in_words, paced, since_item
from .seats import HUMAN_SEATS, check_seats, make_bots

MAX_BOT_MOVES = 100_000
PACE = 0.6  # seconds between the other seats' moves as "since your last turn" shows them
BOT_SECONDS = 10.0  # a bot's time budget for one move (the game's own bots take under 0.1 s)
MAX_BOT_SECONDS = 600.0
STALE = "the board had moved on; nothing was played"  # recorded, not shown: `_stale`


class Board(anywidget.AnyWidget):
    """A playable board: `pl.Board(pl.load("leaky_loot"), seats=["you", "bot:captain",
    "bot:random"], seed=1)`. A Game starts a new game; a State continues that very state.

    Seats are "you" (or "human": several make a hot-seat game with a curtain between them)
    or "bot:<name>" for a bot of `game.bots`. `bot_seconds` is each bot's time budget for
    one move.

    Every scene carries a `serial` that changes whenever the position or the viewer does; a
    message from the browser must send back the serial of the scene it was clicked on, so a
    double click or a click that arrives after the bots moved plays nothing."""

    _esm = HERE / "board.js"
    _css = HERE / "board.css"

    scene = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    curtain = traitlets.Unicode("").tag(sync=True)
    below = anywidget.WidgetTrait().tag(sync=True)  # the Replay "Replay" opened, drawn below

    def __init__(self, game_or_state: Game | State, seats: Sequence[str] | None = None,
                 seed: int | None = None, *, show_odds: bool = True, pace: float = PACE,
                 bot_seconds: float = BOT_SECONDS, **kwargs: Any) -> None:
        if isinstance(game_or_state, State):
            self.game, state = game_or_state.game, game_or_state
            seed = state.seed if seed is None else seed  # None: a world, which has none
        elif isinstance(game_or_state, Game):
            self.game, state = game_or_state, None
        else:
            raise ValueError("a Board plays a Game (pl.load(...)) or continues a State, "
                             f"not {type(game_or_state).__name__}")
        seats = check_seats(self.game, seats)  # refuse bad input before opening a comm
        if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= 10:
            raise ValueError(f"pace is the seconds between the other seats' moves shown, from "
                             f"0 (all at once) to 10, not {pace!r}")
        if (isinstance(bot_seconds, bool) or not isinstance(bot_seconds, (int, float))
                or not 0 < bot_seconds <= MAX_BOT_SECONDS):
            raise ValueError(f"bot_seconds is the time a bot may think over one move, more than "
                             f"0 and at most {MAX_BOT_SECONDS:g} seconds, not {bot_seconds!r}")
        self.seats = seats
        self.show_odds = show_odds
        self.pace = float(pace)
        self.bot_seconds = float(bot_seconds)
        self._scenes = scene_module(self.game.name)
        self._serial = 0
        seed = 0 if seed is None else seed
        self._start(state if state is not None else self.game.new_game(seed), seed)
        # The comm opens only now, carrying the first scene: an update sent just after the
        # open could reach a busy page before its model listened, and the page kept the
        # empty scene (CI, Round-o-Loot's whole game: "Log (0)" for a minute).
        super().__init__(**kwargs)
        self.on_msg(self._on_message)

    # --- what notebooks and tests use --------------------------------------------------------
    @property
    def state(self) -> State:
        """The game being played (the real state: the browser only ever gets a scene)."""
        return self._state

    @property
    def viewer(self) -> int | None:
        """The seat whose view the board shows (None: a spectator, when every seat is a bot)."""
        return self._viewer

    @property
    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.seats) if kind in HUMAN_SEATS]

    def click(self, action_id: Any) -> bool:
        """Play `action_id` for the seat at the screen, on the position shown, exactly as a
        click in the browser does: True if accepted; if refused, False with the reason in
        `error`."""
        return self._handle({"type": "action", "id": action_id, "serial": self._serial},
                            source="python")

    def hint(self) -> bool:
        """The search's advice for the move of the seat at the screen, as the Hint button
        gives it: shown in the side panel (`scene["advice"]`), never played."""
        return self._handle({"type": "hint", "serial": self._serial}, source="python")

    def lift_curtain(self) -> None:
        """The next hot-seat player has the screen: show their view."""
        self._handle({"type": "curtain", "serial": self._serial}, source="python")

    def new_game(self, seed: int | None = None) -> None:
        """Start again with the same game and seats (next seed by default). From Python this
        is always allowed; from the browser only at the end or after "Abandon this game"."""
        self._guarded(self._restart, seed)

    def undo(self) -> bool:
        """After a bot failed or was interrupted, go back to the position before the human's
        last move."""
        return self._handle({"type": "undo", "serial": self._serial}, source="python")

    def play_on(self) -> bool:
        """After the bots were interrupted (Ctrl-C, the kernel's stop button), let them go on
        from where they were."""
        return self._handle({"type": "play_on", "serial": self._serial}, source="python")

    def replay(self, seat: Any = "viewer") -> Any:
        """A `pl.Replay` of this game so far, as `seat` saw it (by default the one human's
        seat; a spectator's with none or several). Returned, not drawn: the browser's
        "Replay" button, offered at the end of the game, draws one under the board."""
        humans = self.humans
        if seat == "viewer":
            seat = humans[0] if len(humans) == 1 else None
        return self.replayer(self._state, seat)

    #: The Replay class (widgets/replay.py sets it when imported: the replay is built on the
    #: board, so the board names it here instead of importing it, which would be a circle).
    replayer: ClassVar[Any] = None
    #: What "Review this game" draws under the board, `reviewer(state, seat)` (set by
    #: widgets/review.py, as the replayer is).
    reviewer: ClassVar[Any] = None

    def __repr__(self) -> str:
        seats = ", ".join(repr(s) for s in self.seats)
        return f"pl.Board({self.game!r}, seats=[{seats}], seed={self._seed})"

    # --- the game loop ----------------------------------------------------------------------
    def _start(self, state: State, seed: int) -> None:
        """Set the board up for `state` (a Ctrl-C waits until it is, wholly: never half the
        old game's record on the new one), then let the bots move."""
        humans = self.humans
        with held_interrupts():
            self._state, self._seed = state, seed
            self._bots = make_bots(self.game, self.seats, seed)
            self._quick = advice.quick_bots(self.game, self._bots, seed)
            self._before_move: State | None = None  # for undo after a bot's failure
            self._failure = ""
            self._halted = False  # the bots were interrupted: they may play on
            self._forget_advice()
            # seat -> the log's length when it last acted; a state continued starts from now
            self._marks: dict[int, int] = dict.fromkeys(humans, len(state.log) if
                                                        state.history else 0)
            mover = state.to_move
            self._viewer = mover if mover in humans else (humans[0] if humans else None)
            self.error, self.curtain = "", ""
        self._bots_move()
        if len(humans) > 1 and state.to_move in humans:  # hot seat: a new game starts hidden
            self.curtain = f"Pass to {self.game.names[state.to_move]}"
        self._refresh()

    def _restart(self, seed: int | None) -> None:
        seed = self._seed + 1 if seed is None else seed
        self._start(self.game.new_game(seed), seed)

    def _guarded(self, run: Any, *args: Any) -> Any:
        """`run(*args)`; if an interrupt (Ctrl-C, the kernel's stop button) stops it, the
        board first shows the position as it is, then the interrupt goes on (a cell, a loop
        of clicks, stops as it was asked to)."""
        try:
            return run(*args)
        except KeyboardInterrupt:
            self._interrupted()
            raise

    def _interrupted(self) -> None:
        """After an interrupt: the scene of the position as it is, and, if a bot is to move,
        the words and the control to let the bots play on (or undo, or start again)."""
        with held_interrupts():
            mover = self._state.to_move
            if mover in self._bots and not self._failure:
                who = f"{self.game.names[mover]}'s bot ({self.seats[mover]})"
                offers = ["let the bots play on", "undo your last move", "start a new game"]
                offers = offers if self._before_move else offers[::2]
                self._failure = f"the bots were interrupted while {who} was making its move"
                self._halted = True
                self.error = (f"The bots were interrupted while {who} was making its move. The "
                              f"game waits there: {listing(offers, conjunction='or')}.")
            self._refresh()

    def _forget_advice(self) -> None:
        """The position moved on: no search bot's reasons and no hint are shown any more."""
        self._reasons: dict[int, tuple[advice.Reasons, State]] = {}  # seat: why, and where
        self._panels: dict[tuple[int, int | None], dict[str, Any]] = {}  # (seat, viewer)
        self._hint: advice.Reasons | None = None

    def _bots_move(self) -> None:
        """Let bots act until a human must move or the game ends. Bots see only their view.
        A bot that raises, thinks beyond its time budget or chooses an illegal action stops
        the bots: the state stays where it was before that bot's move (apply is atomic), and
        the board says which bot failed in words that reveal nothing hidden."""
        for _ in range(MAX_BOT_MOVES):
            mover = self._state.to_move
            if mover is None or mover not in self._bots:
                return
            if not self._bot_moves(mover):
                return
        self.error = f"the bots made {MAX_BOT_MOVES} moves without a human turn"

    def _bot_moves(self, mover: int) -> bool:
        """One bot's move, within its time budget: stopped past it where an alarm can stop
        it (the main thread, where a notebook's board runs), its late move refused anywhere.
        A search bot stopped, by its budget or an interrupt, plays its quick move instead
        (issue 21: a board against a search stays responsive); an interrupt then goes on."""
        who, bot = self._who(mover), self._bots[mover]
        view, budget = self._state.view(mover, log=False), _seconds(self.bot_seconds)
        try:
            with time_limit(self.bot_seconds) as clock:
                choice = ask(bot, self._state, view)
        except OverBudget:
            return self._quick_move(mover, view, f"{who} took more than {budget} to choose "
                                                 f"its move (its time budget)", " and was stopped")
        except KeyboardInterrupt:
            if mover in self._quick:
                self._quick_move(mover, view, f"{who} was interrupted while choosing its move")
            raise
        except Exception as err:  # a bot bug must not break the board, nor pass silently
            return self._bot_failed(f"{who} raised {type(err).__name__} while choosing its move")
        if clock.over:
            return self._quick_move(mover, view, f"{who} took {clock.elapsed:.1f} seconds to "
                                                 f"choose its move, more than its time budget "
                                                 f"of {budget}")
        return self._bot_plays(mover, choice, who, (bot, view) if advice.searched(bot) else None)

    def _quick_move(self, mover: int, view: dict[str, Any], late: str, stopped: str = "") -> bool:
        """A bot stopped before its move: a search bot plays the game's heuristic move for
        its view instead, and the error line says so; any other bot has failed."""
        quick = self._quick.get(mover)
        if quick is None:
            return self._bot_failed(late + stopped)
        self.error = f"{late[0].upper()}{late[1:]}: it played its quick move instead."
        return self._bot_plays(mover, ask(quick, self._state, view), self._who(mover), None)

    def _who(self, mover: int) -> str:
        return f"the bot in {self.game.names[mover]}'s seat ({self.seats[mover]})"

    def _bot_plays(self, mover: int, choice: str, who: str,
                   searched: tuple[Bot, dict[str, Any]] | None) -> bool:
        """Play a bot's choice; a search's (`searched`: the bot and its view) with its
        reasons kept for the advice panel."""
        before = self._state.clone() if searched is not None else None
        try:
            self._state.apply(choice)
        except IllegalAction:
            return self._bot_failed(f"{who} chose a move that is not legal now")
        except Exception as err:
            return self._bot_failed(f"the rules raised {type(err).__name__} on the move of {who}")
        if searched is not None and before is not None:
            self._reasons[mover] = advice.reasons(searched[0], searched[1], choice, before), before
            self._panels = {k: v for k, v in self._panels.items() if k[0] != mover}
        return True

    def _bot_failed(self, why: str) -> bool:
        self._failure = why
        self.error = (f"{why[0].upper()}{why[1:]}. The game waits at the position before "
                      f"that move: undo your last move, or start a new game.")
        return False

    def _refresh(self) -> None:
        """Send the next scene, with a new serial: the curtain's empty scene, or the
        viewer's own scene, and the board's own controls. A Ctrl-C meanwhile waits until the
        scene is out: the page never holds half of one."""
        with held_interrupts():
            mover = self._state.to_move
            if mover is not None and mover in self.humans and mover != self._viewer:
                self.curtain = f"Pass to {self.game.names[mover]}"
            self._serial += 1
            if self.curtain:
                scene = curtain_scene(self._state, self.curtain)
            else:
                scene = self._scenes.build(self._state, self._viewer)
                odds = getattr(self._scenes, "odds", None)
                if self.show_odds and odds is not None and not self._state.over:
                    scene["odds"] = odds(self._state, self._viewer)
            scene["serial"], scene["controls"] = self._serial, self._controls()
            scene["since"] = [] if self.curtain else self._since()
            scene["advice"] = [] if self.curtain else self._advice()
            scene["pace"] = paced(self.pace, len(scene["since"]))
            self.scene = json.loads(json.dumps(scene))  # fails loudly on anything not JSON

    def _since(self) -> list[dict[str, Any]]:
        """Every event the viewer may see since they last acted, in order (the other seats'
        waves, dice, cards...), each with its dice when the event names them; but not the
        lines a game's scene calls `echo`es of the viewer's own move (what they just chose)."""
        viewer = self._viewer
        if viewer is None:
            return []
        echo = getattr(self._scenes, "echo", lambda _event, _viewer: False)
        log = self._state.log[self._marks.get(viewer, 0):]
        return [since_item(e) for e in log if e.visible_to(viewer) and not echo(e, viewer)]

    def _advice(self) -> list[dict[str, Any]]:
        """The advice panels for the viewer: each search bot's reasons for its last move since
        the human's (with the odds, as much as the viewer may know), then the viewer's hint."""
        panels = [self._bot_panel(seat) for seat in sorted(self._reasons)] * self.show_odds
        if self._hint is not None and self._hint.seat == self._viewer:
            panels.append(advice.hint_panel(self._hint))
        return panels

    def _bot_panel(self, seat: int) -> dict[str, Any]:
        """The reasons of `seat`'s bot as the viewer may know them, worked out once a viewer
        (they sample the viewer's worlds)."""
        key = seat, self._viewer
        if key not in self._panels:
            found, before = self._reasons[seat]
            who = f"{self.game.names[seat]}'s bot ({self.seats[seat]})"
            self._panels[key] = advice.bot_panel(found, before, self._viewer, who)
        return self._panels[key]

    def _controls(self) -> list[dict[str, str]]:
        """The board's own buttons (not moves of the game)."""
        if self._failure:
            play_on = [{"control": "play_on", "label": "Let the bots play on"}] * self._halted
            undo = [{"control": "undo", "label": "Undo my last move"}] if self._before_move else []
            return play_on + undo + [{"control": "new_game", "label": "New game"}]
        if self._state.over:
            replay = [{"control": "replay", "label": "Replay"}] * (
                not_replayable(self._state) is None)
            review = [{"control": "review", "label": "Review this game"}] * bool(
                replay and len(self.humans) == 1)
            return [{"control": "new_game", "label": "New game"}] + replay + review
        hint = [{"control": "hint", "label": "Hint"}] * (
            self._hint is None and self._hint_refusal() is None)
        return hint + [{"control": "abandon", "label": "Abandon this game"}]

    # --- messages from the browser ------------------------------------------------------------
    def _on_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        answer(self, content, "board")

    def _handle(self, message: Any, source: str) -> bool:
        accepted, stale = False, _stale(message, self._serial)
        try:
            accepted = self._guarded(self._dispatch, message)
        finally:
            said = STALE if stale else self.error
            record(message, source, accepted, said, len(self._state.history))
        return accepted

    def _dispatch(self, message: Any) -> bool:
        kind = message.get("type") if isinstance(message, dict) else None
        if type(kind) is not str or kind not in HANDLED:
            self.error = (f"the board does not understand the message {cut(message)} (its "
                          f"type is one of {', '.join(HANDLED)})")
            return False
        if _stale(message, self._serial):
            return False  # refused without a banner: the scene shown is the answer
        if message.get("serial") != self._serial:
            self.error = (f"the message {cut(message)} does not carry the serial of the scene "
                          f"shown; nothing was played")
            return False
        return getattr(self, HANDLED[kind])(message)

    def _play(self, message: dict[str, Any]) -> bool:
        action_id = message.get("id")
        refusal = self._refusal(action_id)
        if refusal is None:
            refusal = self._human_move(cast(str, action_id))  # `_refusal` refuses a non-str
        if refusal is not None:
            self.error = refusal
            return False
        return self._go_on()

    def _go_on(self) -> bool:
        """No failure to report: the bots move, then the next scene goes out."""
        self._failure, self._halted = "", False
        self.error = ""
        self._forget_advice()
        self._bots_move()
        self._refresh()
        return True

    def _human_move(self, action_id: str) -> str | None:
        """Play the viewer's move: None, or its refusal in words. The board's record of the
        move is written with it, and a Ctrl-C waits until both are: what undo goes back to,
        and where "since your last turn" starts (this move's own outcome, a draw, water
        aboard, and all that follows, the next seats' turns included even where this move
        already began them)."""
        before, logged = self._state.clone(), len(self._state.log)
        with held_interrupts():
            try:
                self._state.apply(action_id)
            except IllegalAction as err:
                return in_words(err)
            self._before_move = before
            self._marks[self._viewer] = logged  # type: ignore[index]  # `_refusal`: the viewer's turn
        return None

    def _refusal(self, action_id: Any) -> str | None:
        """Why a click cannot even be tried: the curtain, the end, or someone else's turn."""
        if not isinstance(action_id, str):
            return f"an action id is text, not {cut(action_id)}"
        if self.curtain:
            return f"{self.curtain} first: the board is hidden"
        mover = self._state.to_move
        if mover is None:
            return f"the game is over; {cut(action_id)} cannot be played"
        if mover != self._viewer:
            waiting = " (the bots were interrupted: let them play on first)" * self._halted
            return f"it is {self.game.names[mover]}'s turn, not yours{waiting}"
        return None

    def _give_hint(self, message: dict[str, Any]) -> bool:
        """The search's advice for the viewer's own move, shown and not played. It runs
        under the bots' time budget; stopped by it or by an interrupt, it shows nothing
        and the move is still the viewer's. Its seed is the board's and the number of
        actions played: the same position, as the viewer sees it, gets the same hint."""
        refusal = self._hint_refusal()
        if refusal is not None:
            self.error = refusal
            return False
        seed = self._seed * 1000 + self._state.actions_played
        try:
            with time_limit(self.bot_seconds):
                found = advice.hint(self._state, cast(int, self._viewer), seed)
        except OverBudget:
            self.error = (f"The hint took more than {_seconds(self.bot_seconds)} (the bots' "
                          f"time budget) and was stopped; nothing was played: your move.")
            return False
        except KeyboardInterrupt:
            self.error = "The hint was interrupted; nothing was played: your move."
            raise
        self._hint, self.error = found, ""
        self._refresh()
        return True

    def _hint_refusal(self) -> str | None:
        """Why no hint can be given now: a hint is for the move of the seat at the screen."""
        if self.curtain:
            return f"{self.curtain} first: the board is hidden"
        mover = self._state.to_move
        if mover is None:
            return "the game is over: there is no move to hint at"
        if mover != self._viewer:
            return f"a hint is for your own move, and it is {self.game.names[mover]}'s turn"
        return None

    def _lift(self, message: dict[str, Any]) -> bool:
        if not self.curtain:
            self.error = "there is no curtain to lift"
            return False
        self._viewer = self._state.to_move
        self.curtain, self.error, self._hint = "", "", None
        self._refresh()
        return True

    def _new(self, message: dict[str, Any]) -> bool:
        """A new game from the browser: at the end, after a bot failed, or when the player
        confirmed "Abandon this game" (the message says `abandon`)."""
        if not (self._state.over or self._failure or message.get("abandon") is True):
            self.error = "a game is in progress: abandon it first to start a new one"
            return False
        self._restart(None)
        return True

    def _undo(self, message: dict[str, Any]) -> bool:
        if self._before_move is None or not self._failure:
            self.error = ("there is nothing to undo: undo is offered only after a bot failed "
                          "or was interrupted")
            return False
        self._state, self._before_move, self._failure, self._halted = (
            self._before_move, None, "", False)
        self.error = ""
        self._forget_advice()
        self._refresh()
        return True

    def _open_replay(self, message: dict[str, Any]) -> bool:
        """At the end of the game: a Replay of it under the board (widgets/replay.py)."""
        if not self._state.over:
            self.error = "a replay is offered at the end of the game"
            return False
        if not_replayable(self._state) is not None:
            self.error = f"this game cannot be replayed: {not_replayable(self._state)}"
            return False
        self.below, self.error = self.replay(), ""
        return True

    def _open_review(self, message: dict[str, Any]) -> bool:
        """At the end of the game: the review of the one human's decisions under the board
        (widgets/review.py; docs/coach.md)."""
        if not any(c["control"] == "review" for c in self._controls()):
            self.error = ("a review is offered at the end of a game with one human seat that "
                          "can be replayed")
            return False
        self.below, self.error = self.reviewer(self._state, self.humans[0]), ""
        return True

    def _play_on(self, message: dict[str, Any]) -> bool:
        if not self._halted:
            self.error = ("the bots are not waiting: letting them play on is offered only "
                          "after they were interrupted")
            return False
        return self._go_on()


HANDLED = {"action": "_play", "curtain": "_lift", "new_game": "_new", "undo": "_undo",
           "play_on": "_play_on", "replay": "_open_replay", "hint": "_give_hint",
           "review": "_open_review"}


def _seconds(seconds: float) -> str:
    return f"{seconds:g} second{'' if seconds == 1 else 's'}"


def _stale(message: Any, serial: int) -> bool:
    """A message for a scene no longer shown: a double click's second click, or a click that
    arrived after the bots moved. It plays nothing and puts no banner up (one would stay for
    good over a board that is fine: the new scene already answers the click); only the
    board's record says it was refused."""
    sent = message.get("serial") if isinstance(message, dict) else None
    return type(sent) is int and sent < serial and message.get("type") in HANDLED
