"""Property tests (hypothesis) throwing hostile input at the three doors of the library:
saves (random bytes, random JSON, random mutations of real saves), `apply` (interrupted at a
random line, and again during the undo that follows), and the board (random message
sequences, and Ctrl-C at a random line of their handling). Every game is drawn, the two
newer ones (Key Largo, Davy Jones' Gold) as the older three. `PIRATES_FUZZ` sets how many
examples each property gets (`make stress` runs many more than `make test`)."""
from __future__ import annotations

import copy
import json
import os
import signal
import sys
import time
from contextlib import contextmanager
from unittest import mock

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import pirates_lib as pl
from pirates_lib.engine import RandomBot, State
from pirates_lib.engine.staging import ScriptedChance, stage
from pirates_widgets import Board

import examples

EXAMPLES = int(os.environ.get("PIRATES_FUZZ", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
GAMES = [*pl.GAMES, *examples.GAMES]


def played(name: str, seed: int, steps: int) -> pl.State:
    """A real position: `steps` seeded random moves into a game."""
    game = pl.load(name)
    state = game.new_game(seed)
    bots = [RandomBot(game, p, seed=seed + p) for p in range(game.players)]
    for _ in range(steps):
        if state.to_move is None:
            break
        state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
    return state


def loads_or_refuses(text) -> None:
    """Every outcome of a load is BadSave, or a legal game equal to its own reload; fast."""
    start = time.process_time()
    try:
        state = pl.from_json(text)
    except pl.BadSave:
        pass
    else:
        assert state.invariants() == []
        assert pl.from_json(state.to_json()) == state
    assert time.process_time() - start < 1.0


# --- saves ------------------------------------------------------------------------------------
@FUZZ
@given(st.binary(max_size=2000))
def test_random_bytes_load_as_a_game_or_raise_bad_save(data):
    loads_or_refuses(data)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=5)
                    | st.dictionaries(st.text(max_size=10), inner, max_size=5), max_leaves=30)


@FUZZ
@given(JSON)
def test_random_json_loads_as_a_game_or_raises_bad_save(value):
    loads_or_refuses(json.dumps(value))


@FUZZ
@given(st.sampled_from(GAMES), st.integers(0, 50), st.integers(0, 60), st.data())
def test_random_mutations_of_real_saves_load_as_a_game_or_raise_bad_save(name, seed, steps,
                                                                           data):
    save = json.loads(played(name, seed, steps).to_json())
    key = data.draw(st.sampled_from(sorted(save)))
    save[key] = data.draw(_mutation(save[key]))
    loads_or_refuses(json.dumps(save))


def _mutation(value):
    """Something else in the place of a save's field: another JSON value, or a near miss."""
    near = [JSON]
    if isinstance(value, list) and value:
        near.append(st.permutations(value).map(list))
        near.append(st.integers(0, len(value) - 1).map(lambda i: value[:i] + value[i + 1:]))
    if isinstance(value, int):
        near.append(st.integers(value - 3, value + 3))
    if isinstance(value, str):
        near.append(st.text(max_size=len(value) + 2))
    return st.one_of(*near)


@FUZZ
@given(st.sampled_from(GAMES), st.integers(0, 50), st.integers(0, 60), st.data())
def test_a_real_save_with_one_recorded_value_changed_is_refused_before_its_replay(name, seed,
                                                                                steps, data):
    """The first half of the digest covers all that a save records: one value changed in
    its game, players, options, seed or actions (however near, however deep) is refused
    before a single action is replayed."""
    save = json.loads(played(name, seed, steps).to_json())
    edited = data.draw(_one_change(save))
    assert _canonical(edited) != _canonical(save)
    replayed, apply = [], pl.State.apply
    start = time.process_time()
    with mock.patch.object(pl.State, "apply", lambda s, a: replayed.append(a) or apply(s, a)):
        try:
            pl.from_json(json.dumps(edited))
        except pl.BadSave:
            pass
        else:
            raise AssertionError(f"an edited save loaded: {edited}")
    assert replayed == [] and time.process_time() - start < 1.0


def _canonical(save: dict) -> str:
    return json.dumps(save, sort_keys=True)


def _one_change(save: dict):
    """A copy of the save with one value it records changed: a leaf anywhere in the game,
    players, options, seed or actions, or one action dropped or two swapped."""
    leaves = [(path, leaf) for key in ("game", "players", "options", "seed", "actions")
              for path, leaf in _leaves(save[key], (key,))]
    changes = [st.sampled_from(leaves).flatmap(
        lambda found: _changed(found[1]).map(lambda new: _put(save, found[0], new)))]
    actions = save["actions"]
    if actions:
        changes.append(st.integers(0, len(actions) - 1).map(
            lambda i: {**save, "actions": actions[:i] + actions[i + 1:]}))
    swaps = [i for i in range(len(actions) - 1) if actions[i] != actions[i + 1]]
    if swaps:
        changes.append(st.sampled_from(swaps).map(lambda i: {**save, "actions": actions[:i] + [
            actions[i + 1], actions[i]] + actions[i + 2:]}))
    return st.one_of(*changes)


def _leaves(value, path: tuple):
    """Every (path, value) of a JSON value's leaves (an empty list or dict is one)."""
    if isinstance(value, dict) and value:
        for key, inner in value.items():
            yield from _leaves(inner, (*path, key))
    elif isinstance(value, list) and value:
        for i, inner in enumerate(value):
            yield from _leaves(inner, (*path, i))
    else:
        yield path, value


def _changed(value):
    """Another value in the place of a leaf, near it when it can be."""
    if isinstance(value, bool):
        return st.just(not value)
    if isinstance(value, int):
        return st.integers(max(value - 3, 0), value + 3).filter(lambda n: n != value)
    if isinstance(value, str):
        return st.text(max_size=len(value) + 2).filter(lambda t: t != value)
    return JSON.filter(lambda v: _canonical({"v": v}) != _canonical({"v": value}))


def _put(save: dict, path: tuple, new) -> dict:
    """A deep copy of the save with the value at `path` replaced."""
    out = copy.deepcopy(save)
    inner = out
    for step in path[:-1]:
        inner = inner[step]
    inner[path[-1]] = new
    return out


# --- apply, interrupted at a random line -------------------------------------------------------
@FUZZ
@given(st.sampled_from(GAMES), st.integers(0, 40), st.integers(0, 40), st.integers(1, 400))
def test_an_interrupt_at_any_line_inside_apply_leaves_the_state_as_it_was(name, seed, steps,
                                                                          line):
    state = played(name, seed, steps)
    if state.to_move is None:
        return
    action = RandomBot(state.game, state.to_move, seed=seed).choose(
        state.view(state.to_move, log=False))
    before, saved = state.clone(), state.to_json()
    after = state.clone()
    after.apply(action)
    try:
        _interrupted_at(line, state.apply, action)
    except KeyboardInterrupt:
        if state.history == before.history:  # not recorded: then nothing at all happened
            assert state == before and state.to_json() == saved
            assert [a.id for a in state.legal_actions()] == [a.id for a in before.legal_actions()]
            state.apply(action)  # and the game goes on
    assert state == after  # recorded: then the whole action happened


def _interrupted_at(line: int, fn, *args):
    """Call `fn`, raising KeyboardInterrupt at its `line`-th traced line (if it gets there)."""
    count = 0

    def trace(frame, event, arg):
        nonlocal count
        if event == "line":
            count += 1
            if count == line:
                raise KeyboardInterrupt
        return trace
    sys.settrace(trace)
    try:
        return fn(*args)
    finally:
        sys.settrace(None)


# --- apply, interrupted, and interrupted again during its undo --------------------------------
@contextmanager
def ctrl_c(line: int, during_undo: int = 0, inside=None):
    """Press Ctrl-C (a real SIGINT, to whatever handler is in place) at the `line`-th line run
    inside the block (counted from the first call of the function `inside`, if given) and,
    with `during_undo`, again at the `during_undo`-th call once an undo (`State._restore`)
    began. Yields the list of what happened ("pressed", "undo began", "pressed again")."""
    pressed: list[str] = []
    lines = calls = 0
    counting = inside is None

    def trace(frame, event, arg):
        nonlocal lines, counting
        if event == "call" and "hypothesis" in frame.f_code.co_filename:
            return None  # its own bookkeeping (a gc callback) is not the code under test
        counting = counting or frame.f_code is inside.__code__
        if event == "line" and counting:
            lines += 1
            if lines == line:
                pressed.append("pressed")
                signal.raise_signal(signal.SIGINT)  # the default handler raises right here
        return trace if len(pressed) < 1 else None

    def profile(frame, event, arg):
        nonlocal calls
        if event != "call" or not (calls or frame.f_code is State._restore.__code__):
            return
        calls += 1
        if calls == 1:
            pressed.append("undo began")
        if calls == during_undo:
            pressed.append("pressed again")
            signal.raise_signal(signal.SIGINT)

    sys.settrace(trace)
    sys.setprofile(profile if during_undo else None)
    try:
        yield pressed
    finally:
        sys.settrace(None)
        sys.setprofile(None)


@FUZZ
@given(st.sampled_from(GAMES), st.integers(0, 40), st.integers(0, 40),
       st.sampled_from(range(1, 400)), st.booleans(), st.sampled_from(range(1, 200)),
       st.booleans())
def test_a_second_interrupt_during_the_undo_still_leaves_the_state_as_it_was(
        name, seed, steps, line, in_rules, again, staged):
    """The first Ctrl-C at a line of `apply` (or of the rules' own part of it), the second
    during the undo. Staged, a state undoes from a snapshot; otherwise by replaying its game."""
    state = played(name, seed, steps)
    if state.to_move is None:
        return
    action = RandomBot(state.game, state.to_move, seed=seed).choose(
        state.view(state.to_move, log=False))
    if staged:
        stage(state, chance=ScriptedChance(seed=seed), check=False)
    before, after = state.clone(), state.clone()
    after.apply(action)
    try:
        with ctrl_c(line // 6 + 1 if in_rules else line, again,  # the rules: 10 to 100 lines
                    inside=type(state)._apply if in_rules else None) as pressed:
            state.apply(action)
    except KeyboardInterrupt:
        pass
    event(f"{name}: {', '.join(pressed) or 'not pressed'}")
    if state.history == before.history:  # not recorded: then nothing at all happened
        assert state == before
        assert staged or state.to_json() == before.to_json()
        state.apply(action)  # and the game goes on
    assert state == after  # recorded: then the whole action happened


# --- the board, under random messages ----------------------------------------------------------
MESSAGES = st.sampled_from(["legal", "legal", "legal", "again", "stale", "forged", "curtain",
                            "new", "abandon", "undo", "play_on", "nonsense", "typed"])


@FUZZ
@given(st.sampled_from(pl.GAMES), st.integers(0, 20), st.lists(MESSAGES, max_size=25),
       st.data())
def test_the_board_only_ever_advances_by_the_clicks_legal_on_the_scene_shown(name, seed, kinds,
                                                                            data):
    game = pl.load(name)
    seats = ["you", "you"] + ["bot:random"] * (game.players - 2)
    board = Board(game, seats=seats, seed=seed)
    board.send = lambda *a, **k: None  # type: ignore[method-assign]
    last = None
    for kind in kinds:
        shown, before = dict(board.scene), board.state.clone()
        message, last = _message(kind, shown, last, data)
        board._handle_custom_msg(message, [])
        _check_step(board, before, shown, message)


def _message(kind: str, shown: dict, last: dict | None, data) -> tuple[dict, dict | None]:
    ids = [a["id"] for a in shown["actions"]]
    serial = shown["serial"]
    if kind == "legal" and ids:
        message = {"type": "action", "id": data.draw(st.sampled_from(ids)), "serial": serial}
        return message, message
    if kind == "again" and last:
        return last, last
    if kind == "stale":
        return {"type": "action", "id": ids[0] if ids else "end", "serial": serial - 1}, last
    if kind == "forged":
        return {"type": "action", "id": data.draw(st.text(max_size=12)), "serial": serial}, last
    if kind == "curtain":
        return {"type": "curtain", "serial": serial}, last
    if kind in ("new", "abandon", "undo", "play_on"):
        extra = {"abandon": True} if kind == "abandon" else {}
        types = {"undo": "undo", "play_on": "play_on"}
        return {"type": types.get(kind, "new_game"), "serial": serial, **extra}, last
    if kind == "typed":  # a type that is not text: a list, an object, a number, nothing
        odd = data.draw(st.sampled_from([["action"], {"type": "action"}, 3, None, [[]] * 9]))
        return {"type": odd, "id": ids[0] if ids else "end", "serial": serial}, last
    return {"type": "teleport", "serial": serial}, last


def _check_step(board: Board, before: pl.State, shown: dict, message: dict) -> None:
    """What a message may do: a legal click on the scene shown plays exactly that id (then
    the bots); a new game starts afresh; anything else changes nothing."""
    fresh = message["serial"] == shown["serial"]
    if message["type"] == "action" and fresh and message["id"] in {a["id"] for a in shown["actions"]}:
        assert board.state.history[:len(before.history) + 1] == before.history + [message["id"]]
    elif message["type"] == "new_game" and fresh and (shown["over"] or message.get("abandon")):
        assert board.state.seed == before.seed + 1  # a new game, the bots' first moves made
        assert board.state.to_move in (*board.humans, None)
    elif message["type"] == "curtain" and fresh and board.curtain == "" and shown["zones"] == []:
        assert board.state == before
    else:
        assert board.state == before, message
    assert board.curtain == "" or board.scene["zones"] == []  # behind the curtain: nothing
    assert not board.error.startswith("The board hit a bug"), board.error


LINES = st.sampled_from(range(0, 30_000, 7))  # evenly (integers() favours small ones)


@FUZZ
@given(st.sampled_from(pl.GAMES), st.integers(0, 20), st.booleans(),
       st.lists(st.tuples(MESSAGES, LINES, st.booleans()), max_size=12), st.data())
def test_a_ctrl_c_anywhere_at_the_board_leaves_it_showing_the_position_and_able_to_go_on(
        name, seed, hot_seat, steps, data):
    """Each message is handled with a Ctrl-C at a random line of its handling (0: none;
    a click and the bots' answer run 10,000 to 30,000 lines), or of the bots' moves alone:
    inside the human's move, a bot's thinking or move, the scene being built or sent."""
    game = pl.load(name)
    humans = 2 if hot_seat else 1
    board = Board(game, seats=["you"] * humans + ["bot:random"] * (game.players - humans),
                  seed=seed)
    board.send = lambda *a, **k: None  # type: ignore[method-assign]
    last = None
    for kind, line, in_bots in steps:
        message, last = _message(kind, dict(board.scene), last, data)
        try:
            with ctrl_c(line // 10 if in_bots else line,  # a bot's move: 100 to 5,000 lines
                        inside=Board._bots_move if in_bots else None):
                board._handle_custom_msg(message, [])
        except KeyboardInterrupt:
            event(f"{name}: Ctrl-C while the board handled a message")
            if board._halted:
                event(f"{name}: Ctrl-C while the bots moved")
        _check_shown(board)
    if board._halted:  # offered to let the bots play on: they do
        assert board.play_on(), board.error
        assert board.state.to_move is None or board.state.to_move in board.humans
    assert pl.from_json(board.state.to_json()) == board.state  # a game the rules reached


def _check_shown(board: Board) -> None:
    """The scene is the position as it is (a new serial; behind the curtain nothing), and
    the board offers a way on: a move for the seat to move, or a control."""
    state, scene = board.state, board.scene
    assert scene["serial"] == board._serial and state.invariants() == []
    controls = {c["control"] for c in scene["controls"]}
    if board.curtain:
        assert scene["zones"] == [] and scene["actions"] == []
    else:
        built = {k: v for k, v in board._scenes.build(state, board.viewer).items() if k != "odds"}
        assert {k: scene[k] for k in built} == built
    if state.to_move is None:
        assert "new_game" in controls
    elif state.to_move in board.humans:
        assert board.curtain or scene["actions"]
    else:  # the bots wait: interrupted (they may play on) or failed (undo, or start again)
        assert controls & {"play_on", "new_game"} and board.error
