"""The board protocol under hostile input: serials against double clicks and stale scenes,
new games only when offered, the hot seat's curtain, bots that fail, bounded error texts."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.engine import Bot
from pirates_widgets import Board

SEATS = ["you", "bot:captain", "bot:random"]


def board(seats=SEATS, seed: int = 1) -> Board:
    return Board(pl.load("leaky_loot", players=len(seats)), seats=seats, seed=seed)


def send(b: Board, serial="shown", **message) -> list[dict]:
    """A browser message (with the serial of the scene shown, unless told otherwise); the
    board's answers are returned."""
    answers: list[dict] = []
    b.send = answers.append  # type: ignore[method-assign]
    if serial == "shown":
        serial = b.scene["serial"]
    b._handle_custom_msg({**message, **({} if serial is None else {"serial": serial})}, [])
    return answers


def test_a_double_click_plays_once_and_the_second_click_changes_nothing():
    b = board()
    serial = b.scene["serial"]
    send(b, serial=serial, type="action", id="end")
    after = (b.state.clone(), b.scene)
    send(b, serial=serial, type="action", id="end")  # the same click, arriving again
    assert b.state == after[0] and b.scene == after[1]
    assert b.error == ""  # no banner left up for good over a board that is fine
    assert b.state.history[0] == "end" and b.state.to_move == 0  # Anne's next turn, unplayed
    assert b.state.history.count("end") == 3  # Anne's, and one for each bot


def test_every_scene_has_a_new_serial_and_a_message_without_one_is_refused():
    b = board()
    first = b.scene["serial"]
    send(b, type="action", id="ram:1")
    assert b.scene["serial"] == first + 1
    before = b.state.clone()
    send(b, serial=None, type="action", id="end")
    assert b.state == before and "does not carry the serial" in b.error


def test_a_python_click_acts_on_the_position_shown():
    b = board()
    assert b.click("ram:1") and b.click("end")
    assert b.state.history[:2] == ["ram:1", "end"]


def test_new_game_from_the_browser_only_at_the_end_or_when_abandoned():
    b = board()
    send(b, type="action", id="ram:1")
    before = b.state.clone()
    send(b, type="new_game")
    assert b.state == before and "abandon it first" in b.error
    assert [c["control"] for c in b.scene["controls"]] == ["hint", "abandon"]
    send(b, type="new_game", abandon=True)
    assert b.state.history == [] and b.state.seed == 2


def test_the_end_of_a_game_offers_a_new_one_and_its_replay():
    b = Board(pl.load("leaky_loot", players=2), seats=["bot:random", "bot:random"], seed=3)
    assert b.state.over and b.scene["controls"] == [{"control": "new_game", "label": "New game"},
                                                    {"control": "replay", "label": "Replay"}]
    send(b, type="new_game")
    assert b.state.seed == 4


def test_a_hot_seat_new_game_starts_behind_the_curtain():
    b = board(seats=["you", "you", "bot:random"])
    b.lift_curtain()
    b.new_game()
    assert b.curtain == "Pass to Anne"
    assert b.scene["zones"] == [] and b.scene["actions"] == [] and b.scene["log"] == []


def test_every_browser_message_is_answered_so_the_page_can_tell_a_dead_kernel():
    b = board()
    assert send(b, type="action", id="end") == [{"type": "ack", "serial": b.scene["serial"]}]
    assert send(b, serial=-1, type="action", id="end")[0]["type"] == "ack"
    assert send(b, type="teleport")[0]["type"] == "ack"


def test_a_refusal_quotes_at_most_a_short_piece_of_a_huge_id():
    b = board()
    send(b, type="action", id="x" * 10_000_000)
    assert len(b.error) < 2_000 and b.error.startswith("You cannot do that: ")


class Raising(Bot):
    def choose(self, view):
        raise RuntimeError(f"my secret hand is {view['hand']}")


class Cheating(Bot):
    def choose(self, view):
        return "ram:0"  # not legal for itself


def bot_board(cls) -> Board:
    """A board whose seat 1 bot is replaced (on this board only)."""
    b = board()
    b._bots[1] = cls(b.game, 1)
    return b


def test_a_bot_that_raises_stops_the_bots_says_which_and_reveals_nothing():
    b = bot_board(Raising)
    send(b, type="action", id="end")
    assert b.error.startswith("The bot in Mary's seat (bot:captain) raised RuntimeError")
    assert "secret" not in b.error and "hand" not in b.error
    assert b.state.to_move == 1 and b.state.history == ["end"]
    assert [c["control"] for c in b.scene["controls"]] == ["undo", "new_game"]


def test_a_bot_that_cheats_is_caught_and_its_legal_moves_are_not_listed():
    b = bot_board(Cheating)
    send(b, type="action", id="end")
    assert "chose a move that is not legal now" in b.error
    assert "Legal now" not in b.error and "ram:" not in b.error
    assert b.state.to_move == 1


def test_after_a_bot_failed_the_human_can_undo_their_last_move_or_start_again():
    b = bot_board(Raising)
    send(b, type="action", id="ram:2")
    send(b, type="action", id="end")
    assert b.state.history == ["ram:2", "end"] and b.error
    send(b, type="undo")
    assert b.state.history == ["ram:2"] and b.state.to_move == 0 and b.error == ""
    b._bots[1] = pl.load("leaky_loot").bots["random"](b.game, 1)
    send(b, type="action", id="end")
    assert b.state.to_move == 0 and len(b.state.history) > 2


def test_undo_is_refused_when_no_bot_failed():
    b = board()
    send(b, type="action", id="ram:1")
    before = b.state.clone()
    send(b, type="undo")
    assert b.state == before and "nothing to undo" in b.error


def test_a_refusal_is_one_short_sentence_when_the_buttons_show_many_moves():
    """Nine moves are legal: the buttons show them, the refusal only says why."""
    b = board()
    b.click("ram:9")
    assert b.error == "You cannot do that: there is no seat 9."


def test_since_your_last_turn_holds_every_event_you_may_see_since_you_acted_in_order():
    """From the viewer's move on: its own outcome, then every other seat's turn (in Leaky
    Loot, ending a turn already turns over the next seat's ocean card)."""
    b = board()
    mark = len(b.state.log)
    assert b.click("end")
    want = [e.text for e in b.state.log[mark:] if e.visible_to(0)]
    assert [item["text"] for item in b.scene["since"]] == want
    assert any(t.startswith("Mary turns over") for t in want) and any("Jack" in t for t in want)
    hidden = [e.text for e in b.state.log[mark:] if not e.visible_to(0)]
    assert hidden and not set(hidden) & set(want)  # Mary's and Jack's draws stay theirs


def test_a_board_that_continues_a_state_lists_only_what_happens_from_then_on():
    state = pl.load("leaky_loot", players=3).new_game(seed=4)
    state.apply("end")
    mark = len(state.log)
    b = Board(state, seats=["you", "bot:random", "bot:random"])  # Mary, a bot, moves first
    assert b.scene["since"] and len(state.log) > mark
    assert [i["text"] for i in b.scene["since"]] == [
        e.text for e in state.log[mark:] if e.visible_to(0)]


def test_since_draws_the_dice_an_event_names():
    b = board()
    b.click("end")
    diced = [item for item in b.scene["since"] if "dice" in item]
    assert diced and all(1 <= d["value"] <= d["sides"] for item in diced for d in item["dice"])


def test_pace_is_checked_and_sent_with_the_scene():
    import pytest
    assert Board(pl.load("leaky_loot"), seats=SEATS, pace=0).scene["pace"] == 0
    for bad in (-1, 11, "fast", True):
        with pytest.raises(ValueError, match="pace is the seconds"):
            Board(pl.load("leaky_loot"), seats=SEATS, pace=bad)


def opened_states(monkeypatch) -> list[dict]:
    """The state each widget's comm opens with, as the page first receives it."""
    import ipywidgets.widgets.widget as widget
    opened: list[dict] = []
    create = widget.comm.create_comm

    def spy(**kwargs):
        opened.append(kwargs.get("data", {}).get("state", {}))
        return create(**kwargs)
    monkeypatch.setattr(widget.comm, "create_comm", spy)
    return opened


def test_a_board_and_a_replay_open_their_comm_with_the_first_scene_in_it(monkeypatch):
    """No update need follow the open for the page to show the game: a busy page could
    miss that first update and show an empty board (CI saw "Log (0)" for a minute)."""
    opened = opened_states(monkeypatch)
    b = board()
    first = next(s for s in opened if "scene" in s)
    assert first["scene"] == b.scene and first["scene"]["log"]
    opened.clear()
    replay = pl.Replay(b.state.to_json(), seat=0)
    first = next(s for s in opened if "scene" in s)
    assert first["scene"] == replay.scene and first["scene"]["serial"] == replay.scene["serial"]
