"""Faults of issue 18 at the board and in the undo, each reproduced: a bot interrupted while it
thinks, a bot over its time budget, a second interrupt during the undo of a failed action,
and board messages of odd shapes or sizes."""
from __future__ import annotations

import re
import signal
import threading
import time

import pytest

import pirates_lib as pl
from pirates_lib.engine import Bot, RandomBot
from pirates_widgets import Board

from .test_properties import played

SEATS = ["you", "bot:captain", "bot:random"]


def board(seed: int = 1, **options) -> Board:
    b = Board(pl.load("leaky_loot", players=3), seats=SEATS, seed=seed, **options)
    b.send = lambda *a, **k: None  # type: ignore[method-assign]
    return b


def send(b: Board, **message) -> None:
    """A browser message on the scene shown."""
    b._handle_custom_msg({"serial": b.scene["serial"], **message}, [])


def controls(b: Board) -> list[str]:
    return [c["control"] for c in b.scene["controls"]]


def quick(fn, seconds: float = 1.0):
    """Run `fn`, failing if it takes more processor time than a generous bound."""
    start = time.process_time()
    out = fn()
    assert time.process_time() - start < seconds
    return out


class InterruptedOnce(RandomBot):
    """Thinks until the kernel is interrupted (its first call raises KeyboardInterrupt, as
    Ctrl-C in the middle of its thinking does), then plays at random."""

    interrupted = False

    def choose(self, view):
        if not self.interrupted:
            self.interrupted = True
            raise KeyboardInterrupt
        return super().choose(view)


def interrupted_board() -> Board:
    b = board()
    b._bots[1] = InterruptedOnce(b.game, 1)
    with pytest.raises(KeyboardInterrupt):  # the interrupt goes on: the cell or kernel stops
        send(b, type="action", id="end")
    return b


# --- 4. an interrupted bot ----------------------------------------------------------------
def test_after_an_interrupted_bot_the_board_shows_the_position_as_it_is():
    b = interrupted_board()
    assert b.state.history == ["end"] and b.state.to_move == 1
    assert b.scene["serial"] == b._serial  # the scene of this position, not the one before
    shown = b._scenes.build(b.state, 0)
    assert {k: b.scene[k] for k in shown if k != "odds"} == {k: v for k, v in shown.items()
                                                              if k != "odds"}
    assert b.error == ("The bots were interrupted while Mary's bot (bot:captain) was making "
                       "its move. The game waits there: let the bots play on, undo your last "
                       "move or start a new game.")


def test_after_an_interrupted_bot_the_board_offers_to_let_the_bots_play_on():
    b = interrupted_board()
    assert controls(b) == ["play_on", "undo", "new_game"]
    send(b, type="play_on")
    assert b.error == "" and b.state.to_move == 0 and len(b.state.history) >= 3
    assert controls(b) == ["hint", "abandon"]
    send(b, type="action", id="end")  # and the game goes on
    assert b.error == "" and b.state.to_move == 0 and b.state.history.count("end") >= 4


def test_after_an_interrupted_bot_the_human_may_undo_their_move():
    b = interrupted_board()
    send(b, type="undo")
    assert b.error == "" and b.state.history == [] and b.state.to_move == 0


def test_a_click_while_the_bots_wait_says_how_to_go_on():
    b = interrupted_board()
    b.click("end")
    assert b.error == ("it is Mary's turn, not yours (the bots were interrupted: let them "
                       "play on first)")


def test_letting_the_bots_play_on_is_refused_when_they_were_not_interrupted():
    b = board()
    before = b.state.clone()
    send(b, type="play_on")
    assert b.state == before and b.error.startswith("the bots are not waiting")


class Dawdling(Bot):
    """A broken bot: thinks for `seconds` (not burning the processor), then plays."""

    seconds = 2.0

    def choose(self, view):
        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            time.sleep(0.01)
        return view["legal"][0]["id"]


def test_a_bot_over_its_time_budget_is_stopped_and_reported_in_words():
    b = board(bot_seconds=0.2)
    b._bots[1] = Dawdling(b.game, 1)
    start = time.monotonic()
    send(b, type="action", id="end")
    assert time.monotonic() - start < 1.5  # stopped, not waited for
    assert b.error.startswith("The bot in Mary's seat (bot:captain) took more than 0.2 "
                              "seconds to choose its move (its time budget) and was stopped")
    assert b.state.history == ["end"] and b.state.to_move == 1
    assert controls(b) == ["undo", "new_game"]


def test_a_bot_over_its_budget_where_it_cannot_be_stopped_has_its_move_refused():
    """Away from the main thread no alarm can stop a bot: its late move is not played."""
    b = board(bot_seconds=0.1)
    b._bots[1] = Dawdling(b.game, 1)
    b._bots[1].seconds = 0.3
    worker = threading.Thread(target=send, args=(b,), kwargs={"type": "action", "id": "end"})
    worker.start()
    worker.join()
    assert re.match(r"The bot in Mary's seat \(bot:captain\) took 0\.\d seconds to choose "
                    r"its move, more than its time budget of 0\.1 seconds\. The game waits",
                    b.error)
    assert b.state.history == ["end"] and b.state.to_move == 1


@pytest.mark.parametrize("bad", [0, -1, 601, "fast", True, float("nan")])
def test_a_bot_budget_is_checked(bad):
    with pytest.raises(ValueError, match="bot_seconds is the time a bot may think"):
        Board(pl.load("leaky_loot"), seats=SEATS, bot_seconds=bad)


# --- 5. a second interrupt during the undo ----------------------------------------------------
def test_a_second_interrupt_during_the_undo_by_replay_waits_until_the_state_is_whole(
        monkeypatch):
    """Ctrl-C once inside an action (carried out, not yet recorded), and again, a real
    SIGINT, while the replay that undoes it runs: the state is exactly as before."""
    state = played("davy_jones", 1, 300)
    assert state.to_move is not None and len(state.history) == 300
    before, saved = state.clone(), state.to_json()
    action = state.legal_actions()[0].id
    carry_out, calls = type(state)._apply, []

    def interrupted(self, chosen):
        calls.append(chosen)
        carry_out(self, chosen)
        if len(calls) == 1:
            raise KeyboardInterrupt  # the first Ctrl-C
        if len(calls) == 150:
            signal.raise_signal(signal.SIGINT)  # the second, halfway through the replay

    monkeypatch.setattr(type(state), "_apply", interrupted)
    with pytest.raises(KeyboardInterrupt):
        state.apply(action)
    monkeypatch.undo()
    assert len(calls) > 150
    assert state == before and state.to_json() == saved
    state.apply(action)  # and the game goes on


# --- 9. board messages of odd shapes and sizes --------------------------------------------
@pytest.mark.parametrize("kind", [["action"], {"action": 1}, 7, None, 2.5, True])
def test_a_message_whose_type_is_not_text_is_refused_in_words(kind):
    b = board()
    before = b.state.clone()
    send(b, type=kind, id="end")
    assert b.state == before
    assert b.error.startswith("the board does not understand the message")
    assert "bug" not in b.error


@pytest.mark.parametrize("message", [
    {"type": "teleport", "cargo": [0.1] * 10_000_000},
    {"type": "action", "id": [[0.3, 1.7]] * 4_000_000},
    {"type": [0.1] * 10_000_000},
    {"type": "teleport", "cargo": "x" * 50_000_000},
    {"type": "x" * 50_000_000},
    {"type": "action", "id": {"cargo": [["x" * 50_000_000]]}},
], ids=["floats", "id-of-pairs", "type-of-floats", "text", "type-text", "nested-id"])
def test_a_fifty_megabyte_message_is_refused_promptly_quoting_a_few_characters(message):
    b = board()
    before = b.state.clone()
    quick(lambda: b._handle_custom_msg({"serial": b.scene["serial"], **message}, []))
    assert b.state == before and len(b.error) < 300
    assert b.error.startswith(("the board does not understand", "an action id is text"))
