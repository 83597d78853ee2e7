"""The Libertalia board scene: clickable hand cards, hidden choices, sound scenes, odds."""
from __future__ import annotations

import json
from fractions import Fraction

import pirates_lib as pl
from pirates_widgets import Board
from pirates_widgets.scenes import common
from pirates_widgets.scenes import libertalia as scene


def test_every_hand_card_is_the_target_of_its_play_action():
    state = pl.load("libertalia", players=3).new_game(seed=4)
    built = scene.build(state, 0)
    hand = next(z for z in built["zones"] if z["id"] == "hand")
    targets = {a["target"] for a in built["actions"]}
    assert targets == {item["id"] for item in hand["items"]}


def test_a_chosen_card_is_marked_for_its_owner_and_absent_from_the_others_scenes():
    state = pl.load("libertalia", players=3).new_game(seed=4)
    rank = state.hands[0][2]
    state.apply(f"play:{rank}")
    mine = scene.build(state, 0)
    hand = next(z for z in mine["zones"] if z["id"] == "hand")
    assert [i["id"] for i in hand["items"] if i.get("badge") == "chosen"] == [f"hand-{rank}"]
    for other in (1, 2, None):
        text = json.dumps(scene.build(state, other))
        assert '"badge": "chosen"' not in text and "You choose" not in text


def test_scenes_stay_sound_through_a_whole_board_game_against_bots():
    board = Board(pl.load("libertalia", players=3), seats=["you", "bot:greedy", "bot:random"],
                  seed=2)
    while not board.state.over:
        assert common.problems(board.scene) == []
        assert board.click(board.scene["actions"][0]["id"]), board.error
    assert board.scene["over"]


def test_the_odds_panel_gives_each_card_a_full_distribution_of_claim_places():
    state = pl.load("libertalia", players=4).new_game(seed=1)
    panel = scene.odds(state, 0)
    assert panel["columns"] == ["Crew", "1st", "2nd", "3rd", "4th"]
    for row in panel["rows"]:
        assert sum(Fraction(cell) for cell in row[1:]) == 1


def test_hot_seat_drops_the_curtain_between_pirates_and_hides_the_first_choice():
    board = Board(pl.load("libertalia", players=3), seats=["you", "you", "bot:random"], seed=3)
    board.lift_curtain()  # a hot-seat game starts behind the curtain
    rank = board.state.hands[0][0]
    assert board.click(f"play:{rank}")
    assert board.curtain == "Pass to Mary" and board.scene["zones"] == []
    board.lift_curtain()
    assert board.viewer == 1
    text = json.dumps(board.scene)
    assert '"badge": "chosen"' not in text and "You choose" not in text
