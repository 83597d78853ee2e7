"""`pl.Replay`: a saved game stepped through on the board as one seat saw it (issue 22):
stepping and its bounds, forged messages refused in words, each step's scene the seat's own
(nothing it could not see), every hand only at the end, and play on from a past step."""
from __future__ import annotations

import importlib
import json

import pytest

import pirates_lib as pl
from pirates_lib.engine import Chance
from pirates_lib.engine.staging import stage
from pirates_widgets import Board, Replay
from pirates_widgets.scenes import common

from .test_board import GAMES_WITH_SCENES

REPLAY_KEYS = common.BOARD_KEYS | {"actions"}  # what a Replay sets itself


def finished(game: str = "leaky_loot", players: int = 3, seed: int = 5) -> pl.State:
    """A whole seeded game between the game's own bots."""
    g = pl.load(game, players=players)
    bot = next(name for name in g.bots if name != "random")
    return pl.play(g, [bot] * players, seed=seed)


def prefix(state: pl.State, step: int) -> pl.State:
    """The game after its first `step` actions, replayed from its seed."""
    position = state.game.new_game(state.seed)
    for action in state.history[:step]:
        position.apply(action)
    return position


def send(replay: Replay, serial="shown", **message) -> list[dict]:
    """A browser message (with the serial of the scene shown unless told otherwise); the
    widget's answers are returned."""
    answers: list[dict] = []
    replay.send = answers.append  # type: ignore[method-assign]
    serial = replay.scene["serial"] if serial == "shown" else serial
    replay._handle_custom_msg({**message, **({} if serial is None else {"serial": serial})}, [])
    return answers


def frozen(replay: Replay):
    return replay.step, json.dumps(replay.scene, sort_keys=True), replay.below


def seat_scene(game: str, state: pl.State, seat: int | None) -> dict:
    """The scene the Board's builder makes for `seat` of `state`, odds panel included, and
    without its moves (a replay offers none)."""
    module = importlib.import_module(f"pirates_widgets.scenes.{game}")
    scene = module.build(state, seat)
    del scene["actions"]
    if hasattr(module, "odds") and not state.over:
        scene["odds"] = module.odds(state, seat)
    return json.loads(json.dumps(scene))


def shown(replay: Replay) -> dict:
    return {k: v for k, v in replay.scene.items() if k not in REPLAY_KEYS}


# --- stepping ---------------------------------------------------------------------------------

def test_a_replay_starts_at_the_setup_and_steps_to_every_position_of_the_game():
    game = finished()
    replay = Replay(game.to_json(), seat=0)
    assert (replay.step, replay.steps) == (0, len(game.history))
    assert replay.scene["replay"]["step"] == 0 and replay.state == prefix(game, 0)
    assert replay.forward() and replay.forward() and replay.state == prefix(game, 2)
    assert replay.back() and replay.state == prefix(game, 1)
    assert replay.last() and replay.state == game and replay.scene["over"]
    assert replay.first() and replay.step == 0
    for step in (7, 50, 51, 49, replay.steps - 1):
        assert replay.go(step) and replay.state == prefix(game, step)


def test_each_step_shows_the_lines_its_action_wrote_that_the_seat_could_read():
    game = finished()
    replay = Replay(game, seat=1)
    before = len(prefix(game, 9).log)
    replay.go(10)
    wrote = prefix(game, 10).log[before:]
    assert replay.scene["replay"]["lines"] == [e.text for e in wrote if e.visible_to(1)]
    assert replay.scene["log"] == prefix(game, 10).view(1)["log"]


def test_a_step_that_wrote_no_line_the_seat_could_read_says_who_moved():
    """Key Largo's action cards are planned face down, and the plan writes no line: another
    seat's step says only who moved (whose turn it is is public); the seat's own names the
    move it chose, as its legal list named it."""
    game = finished("key_largo", players=3, seed=2)
    replay = Replay(game, seat=0)
    silent = [k for k in range(1, replay.steps + 1) if not replay.tape.events(k, 0)]
    theirs = next(k for k in silent if replay.tape.movers[k - 1] != 0)
    mine = next(k for k in silent if replay.tape.movers[k - 1] == 0)
    replay.go(theirs)
    mover = game.game.names[replay.tape.movers[theirs - 1]]
    assert replay.scene["replay"]["lines"] == [f"{mover} made a move you could not see."]
    replay.go(mine)
    label = next(a.label for a in prefix(game, mine - 1).legal_actions()
                 if a.id == game.history[mine - 1])
    assert replay.scene["replay"]["lines"] == [f"You chose: {label}."]


def test_every_step_has_a_new_serial_and_no_action_to_click():
    replay = Replay(finished(), seat=0)
    serial = replay.scene["serial"]
    replay.forward()
    assert replay.scene["serial"] == serial + 1 and replay.scene["actions"] == []


# --- bounds and forged messages -------------------------------------------------------------

@pytest.mark.parametrize("to, words", [
    (-1, "this is the start of the game: there is no step before it"),
    (10_000, "step 10000 is past the end: the game recorded"),
    ("3", "a step is a whole number from 0 to"), (True, "a step is a whole number"),
    (2.0, "a step is a whole number"), (None, "a step is a whole number")])
def test_a_step_that_is_not_one_of_the_game_is_refused_and_changes_nothing(to, words):
    replay = Replay(finished(), seat=0)
    replay.go(4)
    before = frozen(replay)
    assert replay.go(to) is False and replay.error.startswith(words)
    assert frozen(replay) == before


def test_back_at_the_start_and_forward_at_the_end_are_refused():
    replay = Replay(finished(), seat=0)
    assert replay.back() is False and "start of the game" in replay.error
    replay.last()
    before = frozen(replay)
    assert replay.forward() is False and "past the end" in replay.error
    assert frozen(replay) == before


@pytest.mark.parametrize("message, words", [
    ({"type": "teleport"}, "the replay does not understand the message"),
    ({"type": "action", "id": "end"}, "the replay does not understand the message"),
    ({"type": "step", "to": "x" * 10_000}, "a step is a whole number from 0 to"),
    ({"type": "step", "to": 999}, "step 999 is past the end"),
    ({"type": "show_hands"}, "showing every hand is not offered at step 3"),
    ({"type": "hide_hands"}, "hiding the other hands is not offered at step 3")])
def test_a_forged_browser_message_gets_a_precise_error_and_changes_nothing(message, words):
    replay = Replay(finished(), seat=0)
    replay.go(3)
    before = frozen(replay)
    answers = send(replay, **message)
    assert replay.error.startswith(words) and len(replay.error) < 400
    assert frozen(replay) == before and answers[0]["type"] == "ack"


def test_a_message_for_another_scene_than_the_one_shown_changes_nothing():
    replay = Replay(finished(), seat=0)
    stale = replay.scene["serial"]
    send(replay, type="forward")
    before = frozen(replay)
    send(replay, serial=stale, type="forward")  # a double click: the same serial again
    assert replay.error == "" and frozen(replay) == before  # no banner left up for good
    send(replay, serial=None, type="forward")
    assert frozen(replay) == before and replay.step == 1


def test_the_slider_sends_the_step_it_was_let_go_at():
    replay = Replay(finished(), seat=0)
    send(replay, type="step", to=12)
    assert replay.step == 12 and replay.error == ""


def test_play_on_is_not_offered_where_the_game_is_over():
    replay = Replay(finished(), seat=0)
    replay.last()
    before = frozen(replay)
    send(replay, type="play_from_here")
    assert replay.error == "playing on from here is not offered at step {0} of {0}".format(
        replay.steps)
    assert frozen(replay) == before
    with pytest.raises(ValueError, match="the game is over at step"):
        replay.play_on()


# --- input ---------------------------------------------------------------------------------

def test_a_corrupt_save_is_refused_with_the_loaders_message():
    text = finished().to_json()
    forged = text.replace('"actions": ["', '"actions": ["ram:1", "', 1)
    with pytest.raises(pl.BadSave) as refused:
        Replay(forged)
    with pytest.raises(pl.BadSave) as loader:
        pl.from_json(forged)
    assert str(refused.value) == str(loader.value)
    with pytest.raises(pl.BadSave, match="a save must be JSON"):
        Replay("{not json")


@pytest.mark.parametrize("seat", [3, -1, True, "0", 1.0])
def test_a_seat_that_is_not_at_the_table_is_refused(seat):
    with pytest.raises(ValueError, match="the seat of a replay is None"):
        Replay(finished(), seat=seat)


def test_what_is_not_a_replay_of_its_seed_and_actions_is_refused():
    with pytest.raises(ValueError, match="a save's JSON text"):
        Replay(42)  # type: ignore[arg-type]
    state = pl.load("leaky_loot", players=3).new_game(1)
    with pytest.raises(ValueError, match="a world has no seed"):
        Replay(state.world(0, Chance(3)))
    with pytest.raises(ValueError, match="a staged position"):
        Replay(stage(state.clone()))


def test_a_replay_never_changes_the_state_or_the_save_it_was_given():
    game = finished()
    text, copy = game.to_json(), game.clone()
    replay = Replay(game, seat=0)
    replay.go(20)
    replay.play_on().click("end")
    assert game == copy and game.to_json() == text


# --- hidden information ----------------------------------------------------------------------

def steps_to_check(replay: Replay) -> list[int]:
    """Every step of a short game, about thirty spread over a long one, and the last."""
    every = max(1, replay.steps // 30)
    return sorted(set(range(0, replay.steps + 1, every)) | {replay.steps})


@pytest.mark.parametrize("game", GAMES_WITH_SCENES)
def test_each_step_is_the_scene_of_that_seats_view_and_of_nothing_it_could_not_see(game):
    """The scene at step k is the builder's scene of the seat's view after k actions, odds
    panel included; redealing everything the seat could not see then (before the end, whose
    scores tell it) changes nothing."""
    players = pl.load(game).default_players
    played = finished(game, players=players, seed=3)
    for seat in (1, None):
        replay = Replay(played.to_json(), seat=seat)
        for step in steps_to_check(replay):
            assert replay.go(step), replay.error
            position = prefix(played, step)
            assert shown(replay) == seat_scene(game, position, seat)
            if position.over:
                continue  # the final scores tell what was hidden (as the Board's test skips)
            redealt = position.clone()
            redealt.shuffle_hidden(seat, Chance(step))
            assert shown(replay) == seat_scene(game, redealt, seat), f"step {step}"


def test_no_other_seats_hand_reaches_a_leaky_loot_replay_before_the_end():
    played = finished()
    replay = Replay(played, seat=0)
    for step in range(replay.steps + 1):
        replay.go(step)
        for zone in replay.scene["zones"]:
            if zone["id"].startswith("boat-"):
                assert all(i.get("back") and "value" not in i
                           for i in zone["items"] if i["type"] == "card")
        offered = any(c["control"] == "show_hands" for c in replay.scene["controls"])
        assert offered == (step == replay.steps)


def test_every_hand_is_shown_only_at_the_end_of_a_finished_game_when_asked():
    played = finished()
    replay = Replay(played, seat=0)
    assert replay.show_every_hand() is False and "not offered at step 0" in replay.error
    replay.last()
    hidden = seat_scene("leaky_loot", played, 0)
    assert shown(replay) == hidden  # not until asked
    assert replay.show_every_hand() and replay.scene["controls"][0]["control"] == "hide_hands"
    zones = {z["id"]: z for z in replay.scene["zones"]}
    mary = seat_scene("leaky_loot", played, 1)["zones"]
    hand = next(z for z in mary if z["id"] == "hand")
    assert zones["seat1-hand"]["title"] == "Mary's hand"
    assert [i["title"] for i in zones["seat1-hand"]["items"]] == [i["title"] for i in hand["items"]]
    assert "boat-1" not in zones and common.problems(replay.scene) == []
    assert replay.back() and "seat1-hand" not in {z["id"] for z in replay.scene["zones"]}
    replay.last()
    assert shown(replay) == hidden  # stepping away hid them again
    assert replay.show_every_hand() and replay.show_every_hand(False) and shown(replay) == hidden


def test_an_unfinished_game_never_shows_every_hand():
    played = prefix(finished(), 30)
    replay = Replay(played.to_json(), seat=0)
    replay.last()
    assert [c["control"] for c in replay.scene["controls"]] == ["play_from_here"]
    assert replay.show_every_hand() is False


# --- play on from here ------------------------------------------------------------------------

def test_play_on_from_a_past_step_starts_from_the_replayed_prefix():
    played = finished()
    replay = Replay(played, seat=0)
    step = next(k for k in range(5, played.history.__len__()) if prefix(played, k).to_move == 0)
    replay.go(step)
    board = replay.play_on()
    assert board.state == prefix(played, step) and board.seats[0] == "you"
    assert board.seats[1:] == ["bot:captain", "bot:captain"]
    assert board.viewer == 0 and board.click("end")
    assert board.state.history[:step + 1] == played.history[:step] + ["end"]
    assert replay.step == step and replay.state == prefix(played, step)  # the replay stays


def test_play_from_here_in_the_browser_draws_the_new_board_under_the_replay():
    played = finished()
    replay = Replay(played, seat=0)
    send(replay, type="step", to=6)
    send(replay, type="play_from_here")
    assert replay.error == "" and isinstance(replay.below, Board)
    assert replay.below.state.history[:6] == played.history[:6]


def test_a_spectators_replay_plays_on_as_the_seat_to_move():
    played = finished()
    replay = Replay(played)
    replay.go(11)
    mover = prefix(played, 11).to_move
    board = replay.play_on()
    assert board.seats[mover] == "you" and board.viewer == mover


# --- the board's offer -------------------------------------------------------------------------

def test_a_finished_board_offers_its_replay_and_draws_it_below():
    board = Board(pl.load("leaky_loot", players=2), seats=["you", "bot:captain"], seed=3)
    for _ in range(500):
        if board.state.over:
            break
        ids = [a["id"] for a in board.scene["actions"]]
        assert board.click("end" if "end" in ids else ids[0]), board.error
    assert board.state.over and board.below is None
    board._handle_custom_msg({"type": "replay", "serial": board.scene["serial"]}, [])
    replay = board.below
    assert isinstance(replay, Replay) and replay.seat == 0 and board.error == ""
    replay.last()
    assert replay.state == board.state
    assert board.replay().seat == 0 and board.replay(None).seat is None


def test_a_board_in_play_does_not_open_a_replay():
    board = Board(pl.load("leaky_loot", players=2), seats=["you", "bot:captain"], seed=3)
    board._handle_custom_msg({"type": "replay", "serial": board.scene["serial"]}, [])
    assert board.error == "a replay is offered at the end of the game" and board.below is None
