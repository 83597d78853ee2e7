"""The Board without a browser: ids checked by the rules, bots moving, the hot-seat curtain,
and no scene ever holding what its viewer cannot see (docs/architecture.md, "Widgets")."""
from __future__ import annotations

import importlib
import json
import pkgutil

import pytest

import pirates_lib as pl
import pirates_widgets.scenes
from pirates_lib.engine import Chance
from pirates_widgets import Board
from pirates_widgets.scenes import common

SEATS = ["you", "bot:captain", "bot:random"]
GAMES_WITH_SCENES = [m.name for m in pkgutil.iter_modules(pirates_widgets.scenes.__path__)
                     if m.name in pl.GAMES]


def leaky_board(seed: int = 1, seats=SEATS) -> Board:
    return Board(pl.load("leaky_loot", players=len(seats)), seats=seats, seed=seed)


def scene_ids(board: Board) -> list[str]:
    return [a["id"] for a in board.scene["actions"]]


def frozen(board: Board):
    """Everything that must stay put when a click is refused."""
    return board.state.clone(), json.dumps(board.scene, sort_keys=True), board.curtain


def assert_unchanged(board: Board, before) -> None:
    state, scene, curtain = before
    assert board.state == state
    assert json.dumps(board.scene, sort_keys=True) == scene
    assert board.curtain == curtain


def play_randomly(board: Board, seed: int, clicks: int):
    """Click random ids from the scene, as a player would; yield after each click."""
    chance = Chance(seed)
    for _ in range(clicks):
        if board.curtain:
            board.lift_curtain()
        ids = scene_ids(board)
        if not ids:
            return
        assert board.click(chance.pick(ids)), board.error
        yield board


# --- ids are checked by the rules ---------------------------------------------------------

@pytest.mark.parametrize("forged", ["hull:9>side9", "", "ram:0", "x" * 500, "end "])
def test_forged_id_is_refused_with_error_and_state_unchanged(forged):
    board = leaky_board()
    before = frozen(board)
    assert board.click(forged) is False
    assert board.error.startswith("You cannot do that: ") and board.error.endswith(".")
    listed = board.error.split("You can: ")[1:]  # only when the legal moves are few
    assert len(board.state.legal_actions()) <= 3 or not listed
    assert all(":" not in said.replace("Bucket 2:", "") for said in listed)  # labels, no ids
    assert_unchanged(board, before)


@pytest.mark.parametrize("message", [{"type": "action", "id": 3}, {"type": "action"},
                                     {"type": "teleport"}, ["end"], "end", None])
def test_malformed_message_is_refused_and_changes_nothing(message):
    board = leaky_board()
    before = frozen(board)
    assert board._handle(message, source="test") is False
    assert board.error
    assert_unchanged(board, before)


def test_stale_id_from_an_old_scene_is_refused():
    """Rulebook: at most one ram a turn; after ram:1 the old scene's ram:2 is stale."""
    board = leaky_board()
    old = scene_ids(board)
    assert {"ram:1", "ram:2"} <= set(old)
    assert board.click("ram:1")
    before = frozen(board)
    assert board.click("ram:2") is False
    assert "already rammed" in board.error
    assert_unchanged(board, before)


def test_accepted_click_clears_the_error():
    board = leaky_board()
    board.click("nonsense")
    assert board.error
    assert board.click("end")
    assert board.error == ""


def browser(board: Board, **message) -> None:
    """A message as the JS sends it: with the serial of the scene shown."""
    board._handle_custom_msg({"serial": board.scene["serial"], **message}, [])


def test_browser_message_takes_the_same_path_as_click():
    """The JS sends {"type": "action", "id": ..., "serial": ...} as a custom widget message."""
    board = leaky_board()
    browser(board, type="action", id="ram:2")
    assert board.state.history[-1] == "ram:2"
    browser(board, type="action", id="ram:1")
    assert "already rammed" in board.error


def test_message_log_records_what_the_board_received(tmp_path, monkeypatch):
    log = tmp_path / "board.jsonl"
    monkeypatch.setenv("PIRATES_BOARD_LOG", str(log))
    board = leaky_board()
    board.click("forged:1")
    browser(board, type="action", id="end")
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    assert [(x["message"]["id"], x["accepted"], x["source"]) for x in lines] == [
        ("forged:1", False, "python"), ("end", True, "browser")]
    assert lines[1]["actions"] == len(board.state.history)


# --- seats, bots and the curtain ----------------------------------------------------------

def test_bots_move_until_the_human_must_act():
    board = leaky_board()
    board.click("end")
    movers = {event.data.get("seat") for event in board.state.log}
    assert {1, 2} <= movers  # both bots took turns
    assert board.state.to_move in (0, None)
    assert board.scene["viewer"] == 0


def test_bots_see_only_their_view(monkeypatch):
    seen = []
    original = pl.State.view

    def spy(self, player, *, log=True):
        seen.append(player)
        return original(self, player, log=log)
    monkeypatch.setattr(pl.State, "view", spy)
    board = leaky_board()
    seen.clear()
    board.click("end")
    assert set(seen) <= {0, 1, 2} and None not in seen
    assert {1, 2} <= set(seen)


@pytest.mark.parametrize("seats", [["you", "bot:random"], ["you", "bot:captain", "robot"],
                                   ["you", "bot:nobody", "you"], "you"])
def test_bad_seats_are_refused_with_the_valid_kinds(seats):
    with pytest.raises(ValueError, match="seat"):
        Board(pl.load("leaky_loot", players=3), seats=seats)


def test_board_refuses_what_is_not_a_game():
    with pytest.raises(ValueError, match="Game"):
        Board("leaky_loot")


def test_hot_seat_curtain_hides_the_board_between_humans():
    board = leaky_board(seats=["you", "you", "bot:random"])
    assert board.curtain == "Pass to Anne" and board.scene["zones"] == []  # starts hidden
    board.lift_curtain()
    assert board.click("end")
    assert board.curtain == "Pass to Mary"
    assert board.scene["zones"] == [] and board.scene["actions"] == []
    before = frozen(board)
    assert board.click(board.state.legal_actions()[0].id) is False
    assert "Pass to Mary" in board.error
    assert_unchanged(board, before)
    board.lift_curtain()
    assert board.curtain == "" and board.viewer == 1
    hand = next(z for z in board.scene["zones"] if z["id"] == "hand")
    assert len(hand["items"]) == len(board.state.view(1)["hand"])


def test_lifting_no_curtain_is_an_error():
    board = leaky_board()
    board.lift_curtain()
    assert "no curtain" in board.error


def test_board_continues_a_state_it_is_given():
    state = pl.load("leaky_loot", players=3).new_game(seed=4)
    state.apply("end")
    board = Board(state, seats=["bot:random", "you", "bot:random"])
    assert board.state is state
    assert board.viewer == 1
    assert state.to_move in (1, None)


def test_all_bot_board_plays_to_the_end_for_a_spectator():
    board = Board(pl.load("leaky_loot", players=2), seats=["bot:captain", "bot:random"], seed=3)
    assert board.state.over and board.scene["over"]
    assert board.viewer is None
    assert board.click("end") is False and "over" in board.error


def test_new_game_starts_again_with_the_next_seed():
    board = leaky_board(seed=5)
    board.click("end")
    board.new_game()
    assert board.state.seed == 6 and board.state.history == []
    browser(board, type="new_game", abandon=True)
    assert board.state.seed == 7


def test_repr_is_stable_and_has_no_address():
    board = leaky_board()
    text = repr(board)
    assert text == ("pl.Board(pl.load('leaky_loot', players=3, ports=3), "
                    "seats=['you', 'bot:captain', 'bot:random'], seed=1)")
    assert "0x" not in text
    assert repr(leaky_board()) == text


def test_game_without_scene_builder_gets_the_generic_scene():
    from pirates_widgets.comm import scene_module
    assert scene_module("no_such_game_yet") is common.GenericScenes


# --- scenes: only the viewer's view, and well formed ---------------------------------------

@pytest.mark.parametrize("game", GAMES_WITH_SCENES)
def test_scene_never_depends_on_what_the_viewer_cannot_see(game):
    """Redealing every hidden card (shuffle_hidden) must leave the viewer's scene unchanged."""
    players = pl.load(game).max_players
    board = Board(pl.load(game, players=players), seats=["you"] * players, seed=2)
    module = importlib.import_module(f"pirates_widgets.scenes.{game}")
    for n, _ in enumerate(play_randomly(board, seed=11, clicks=80)):
        if board.curtain or board.state.over:
            continue
        viewer = board.viewer
        redealt = board.state.clone()
        redealt.shuffle_hidden(viewer, Chance(n))
        scene = module.build(redealt, viewer)
        if hasattr(module, "odds"):
            scene["odds"] = module.odds(redealt, viewer)
        shown = {k: v for k, v in board.scene.items() if k not in common.BOARD_KEYS}
        assert json.loads(json.dumps(scene)) == shown


def test_no_other_hand_reaches_the_leaky_loot_scene():
    board = leaky_board(seats=["you", "you", "you"])
    for _ in play_randomly(board, seed=3, clicks=60):
        if board.curtain:
            continue
        viewer = board.viewer
        for z in board.scene["zones"]:
            if z["id"].startswith("boat-"):
                assert all(i.get("back") and "value" not in i
                           for i in z["items"] if i["type"] == "card")
            if z["id"] == "hand":
                assert [i["title"].lower() for i in z["items"]] == [
                    c.split("-")[0] for c in board.state.view(viewer)["hand"]]


@pytest.mark.parametrize("game", GAMES_WITH_SCENES)
def test_every_scene_follows_the_schema(game):
    players = pl.load(game).default_players
    board = Board(pl.load(game, players=players), seats=["you"] + ["bot:random"] * (players - 1),
                  seed=7)
    assert common.problems(board.scene) == []
    for _ in play_randomly(board, seed=5, clicks=120):
        assert common.problems(board.scene) == []
        assert {a["id"] for a in board.scene["actions"]} == {
            a.id for a in board.state.legal_actions()} or board.state.to_move != board.viewer


def test_leaky_loot_scene_attaches_hull_cards_to_sides():
    """'click the card then the side': a hull action needs its card selected and targets
    the side it goes on."""
    board = leaky_board(seed=1)
    hand = board.state.view(0)["hand"]
    hulls = [a for a in board.scene["actions"] if a["id"].startswith("hull:")]
    assert hulls
    for a in hulls:
        value, side = a["id"][5:].split(">side")
        assert a["target"] == f"side-{side}"
        assert [hand[int(c[5:])] for c in a["cards"]] == [f"hull-{value}"]


def test_leaky_loot_odds_panel_is_exact_for_a_fresh_boat():
    """All five sides have strength 2; a leak of k >= 1 needs the wave on that side (1/6)
    and a strength of at least 2 + k from the ocean deck still to draw."""
    from pirates_lib.leaky_loot.odds import wave_strength
    from pirates_widgets.scenes.leaky_loot import _next_suits
    board = leaky_board(seed=1)
    panel = board.scene["odds"]
    counts = _next_suits(board.state.view(0))
    strength = wave_strength(counts=counts)
    for row in panel["rows"]:
        assert row[1] == "2"
        want = [strength.P(lambda s, k=k: s >= 2 + k) / 6 for k in (1, 2, 3, 4)]
        assert row[2:] == [common.fraction_text(p) for p in want]
    assert sum(counts.values()) == board.state.view(0)["ocean_deck_size"]


def test_odds_panel_can_be_turned_off():
    board = Board(pl.load("leaky_loot", players=3), seats=SEATS, seed=1, show_odds=False)
    assert board.scene["odds"] is None


def test_a_rules_bug_is_shown_on_the_board_not_swallowed(monkeypatch):
    board = leaky_board()

    def broken(self, action):
        raise RuntimeError("boom")
    monkeypatch.setattr(type(board.state), "_apply", broken)
    browser(board, type="action", id="end")  # ipywidgets logs the raise
    assert "bug" in board.error and "boom" in board.error


def test_game_without_builder_is_playable_on_the_generic_scene():
    """A game gets a working board before anyone writes its scene: players, log, buttons."""
    from examples.dice_duel import DiceDuelGame
    board = Board(DiceDuelGame(2), seats=["you", "you"], seed=3)
    board.lift_curtain()
    assert common.problems(board.scene) == []
    assert scene_ids(board) == [a.id for a in board.state.legal_actions()]
    for _ in play_randomly(board, seed=1, clicks=200):
        assert common.problems(board.scene) == []
    assert board.state.over
    assert board.scene["status"].startswith("Game over")


def test_a_refused_davy_jones_course_is_one_short_sentence():
    """Sixty-odd courses are legal at a Davy Jones turn: the refusal says why, not all of
    them (the buttons show them)."""
    board = Board(pl.load("davy_jones", players=2), seats=["you", "bot:random"], seed=1)
    assert board.click("move:red-4:10,10") is False
    assert board.error == ("You cannot do that: (10, 10) is 550.9 mm from her bow, beyond "
                           "the 89 mm she may sail.")


def test_a_double_clicks_second_click_leaves_no_banner():
    """The second click carries the serial of the scene before: it plays nothing and leaves
    no "moved on" banner up for good over a board that is fine."""
    board = leaky_board()
    serial = board.scene["serial"]
    assert board._handle({"type": "action", "id": "end", "serial": serial}, "test")
    after = frozen(board)
    assert board._handle({"type": "action", "id": "end", "serial": serial}, "test") is False
    assert board.error == ""
    assert_unchanged(board, after)


def test_libertalia_since_your_last_turn_does_not_repeat_your_own_choice():
    """Your secret choice is yours: "since your last turn" brings the others' news only."""
    board = Board(pl.load("libertalia", players=3), seats=["you", "bot:random", "bot:random"],
                  seed=1)
    assert board.click("play:5")
    since = [item["text"] for item in board.scene["since"]]
    assert since[:2] == ["Mary has chosen a crew card", "Jack has chosen a crew card"]
    assert not any("You choose" in line or "Anne has" in line for line in since)


def test_libertalia_scores_are_points_as_the_rulebook_counts_them():
    """Rulebook: "the player with the most victory points is the winner"; no "VP" jargon."""
    board = Board(pl.load("libertalia", players=3), seats=["you", "bot:random", "bot:random"],
                  seed=1)
    assert [p["score"] for p in board.scene["players"]] == ["no points"] * 3


def test_leaky_loot_scores_are_points_as_its_rulebook_counts_them():
    """Points turned in at a port, written out as Libertalia's are (no "VP" jargon)."""
    game, seats = pl.load("leaky_loot", players=3), ["you", "bot:random", "bot:random"]
    assert [p["score"] for p in Board(game, seats=seats, seed=1).scene["players"]] == [
        "no points"] * 3
    final = pl.play(game, ["captain"] * 3, seed=1)
    points = [boat["points"] for boat in final.view(0)["boats"]]
    assert [p["score"] for p in Board(final, seats=seats).scene["players"]] == [
        f"{n} point{'s' if n != 1 else ''}" if n else "no points" for n in points]
    assert any(points)


def _key_largo_game_over() -> Board:
    board = Board(pl.load("key_largo", players=4), seats=["you"] + ["bot:random"] * 3, seed=3)
    chance = Chance(7)
    while not board.state.over:
        assert board.click(chance.pick(scene_ids(board))), board.error
    return board


def test_key_largo_end_screen_breaks_each_fortune_down():
    """Rulebook, End of the Game: the fortune is the banknotes plus the unsold treasure;
    the screen shows both, richest first, naming only the viewer's own cards."""
    board = _key_largo_game_over()
    view = board.state.view(0)
    fortunes = next(z for z in board.scene["zones"] if z["id"] == "fortunes")
    lines = [item["text"] for item in fortunes["items"]]
    richest = max(range(4), key=lambda p: view["scores"][p])
    assert lines[0].startswith(f"{view['names'][richest]} (winner): ${view['scores'][richest]} "
                               f"= ${view['money'][richest]} in banknotes")
    assert len(lines) == 4 and all(" in banknotes" in line for line in lines)


def test_key_largo_treasure_is_not_titled_with_money():
    board = Board(pl.load("key_largo", players=4), seats=["you"] + ["bot:random"] * 3, seed=3)
    hand = next(z for z in board.scene["zones"] if z["id"] == "hand")
    assert hand["title"] == "Your treasure cards"
    assert board.scene["players"][0]["lines"][0] == f"Money: ${board.state.view(0)['money'][0]}"


def test_a_long_since_your_last_turn_replays_within_a_few_seconds():
    """Twenty-odd lines at the board's 0.6 s would drip for a quarter of a minute."""
    board = Board(pl.load("key_largo", players=4), seats=["you"] + ["bot:random"] * 3, seed=3)
    chance = Chance(7)
    while len(board.scene["since"]) <= 10:
        assert board.click(chance.pick(scene_ids(board))), board.error
    assert 0 < board.scene["pace"] * len(board.scene["since"]) <= 4  # still line by line


def test_davy_jones_scores_are_gold_shown_to_their_own_seat_only():
    """The board's default unit is victory points; Davy Jones' Gold counts gold, and a seat's
    gold on its home islands lies face down until the end."""
    game, seats = pl.load("davy_jones", players=3), ["you", "bot:random", "bot:random"]
    board = Board(game, seats=seats, seed=2)
    assert [p["score"] for p in board.scene["players"]] == ["no gold", None, None]
    final = pl.play(game, ["navigator"] * 3, seed=2)
    over = Board(final, seats=seats)
    scores = final.view(0)["scores"]
    assert [p["score"] for p in over.scene["players"]] == [
        f"{n} gold" if n else "no gold" for n in scores] and any(scores)
