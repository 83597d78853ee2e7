"""The Libertalia board scene: clickable hand cards, hidden choices, sound scenes, odds, the
crew powers and booty effects in words, and the end screen's score breakdown."""
from __future__ import annotations

import json
from fractions import Fraction

import pirates_lib as pl
from pirates_lib.libertalia.components import CREW
from pirates_widgets import Board
from pirates_widgets.scenes import common
from pirates_widgets.scenes import libertalia as scene

from .helpers import arrange, play


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


def zones_of(built):
    return {z["id"]: z for z in built["zones"]}


def test_the_powers_of_the_cards_in_hand_are_written_on_the_table():
    """A new player does not know to hover: the powers of the hand's cards are in a zone."""
    state = pl.load("libertalia", players=3).new_game(seed=4)
    built = scene.build(state, 0)
    powers = [i["text"] for i in zones_of(built)["powers"]["items"]]
    assert len(powers) == len(state.hands[0])
    for rank, line in zip(state.hands[0], powers):
        assert line.startswith(f"{CREW[rank]}, ") and line.endswith(CREW[rank].power)
    assert scene.power_text(7) == "Barkeep (7), every night: Gain 1 doubloon"
    assert "Crew powers" in built["prompt"] and built["status"].startswith("Your turn: ")


def test_every_booty_token_says_its_worth_and_what_it_does():
    s = arrange(hands=[[7], [20]], loot={"officer": 1, "saber": 1, "map": 1})
    built = scene.build(s, 0)
    tokens = {i["id"]: i for i in zones_of(built)["booty"]["items"] if i["type"] == "token"}
    assert tokens["loot-officer"]["label"] == "Spanish officer (arrests its taker)"
    assert "arrests the crew who takes him" in tokens["loot-officer"]["note"]
    assert "neighbour's den" in tokens["loot-saber"]["note"]
    assert tokens["loot-map"]["note"].startswith("Treasure map: a set of 3 is worth 12")


def test_the_officer_choice_says_that_he_arrests_your_crew():
    s = arrange(hands=[[20], [7]], loot={"officer": 1, "relic": 1})
    play(s, 20, 7)
    built = scene.build(s, 0)
    labels = {a["id"]: a["label"] for a in built["actions"]}
    assert labels == {"take:relic": "Take a cursed relic (-3 doubloons)",
                      "take:officer": "Take a Spanish officer (he arrests your Armorer)"}
    assert "your Armorer would be discarded instead of going home" in built["prompt"]


def test_the_end_screen_breaks_every_score_down_by_campaign():
    board = Board(pl.load("libertalia", players=3, campaigns=2),
                  seats=["you", "bot:greedy", "bot:random"], seed=2)
    while not board.state.over:
        assert board.click(board.scene["actions"][0]["id"]), board.error
    built, s = board.scene, board.state
    zones = zones_of(built)
    assert built["zones"][0]["id"] == "scores" and zones["scores"]["title"] == "Final scores"
    assert "ship" not in zones and "powers" not in zones and "note" not in zones["hand"]
    lines = [i["text"] for i in zones["scores"]["items"]]
    best = s.winners()[0]
    assert lines[0].startswith(f"{s.game.names[best]} (winner): {s.track[best]} points. ")
    for p, name in enumerate(s.game.names):
        line = next(x for x in lines if x.startswith(name))
        for c, campaign in enumerate(s.results, 1):
            r = campaign[p]
            assert f"Campaign {c}: {r['doubloons']} doubloon" in line or r["doubloons"] == 0
            assert f"booty worth {r['booty']}: " in line
    assert "Only you see" not in json.dumps(built)
    assert s.log[-1].text.startswith(f"The game is over: {s.game.names[best]} ")
