"""The Key Largo board scene (widgets/scenes/key_largo.py): the island, the wrecks by depth,
your cards and divers, your rivals as backs by depth, every prompt clickable, and nothing a
seat cannot see (the schema and the redeal check of tests/widgets run on it too)."""
from __future__ import annotations

import json

import pirates_lib as pl
from pirates_widgets import Board
from pirates_widgets.scenes import common
from pirates_widgets.scenes.key_largo import build

from .helpers import plan_day, staged

IDLE = ("dolphins", "market")


def zones(scene) -> dict[str, dict]:
    return {z["id"]: z for z in scene["zones"]}


def targets(scene) -> dict[str, str]:
    return {a["id"]: a.get("target") for a in scene["actions"]}


def test_the_scene_shows_the_island_the_wrecks_by_depth_and_your_action_cards():
    state = staged(4)
    scene = build(state, 0)
    assert common.problems(scene) == []
    assert {"plan", "island", "wrecks-shallow", "wrecks-medium", "wrecks-great", "divers",
            "hand", "rival-1"} <= set(zones(scene))
    assert len(zones(scene)["wrecks-medium"]["items"]) == 5
    assert targets(scene)["plan:bar"] == "card-bar"
    assert scene["prompt"].startswith("Plan your day: click your morning card")
    assert "day 1 of 10 (Friday), morning" in scene["status"]


def test_a_rivals_hand_reaches_the_scene_only_as_backs_by_depth():
    state = staged(4, hands={1: {"great": {"diamonds-200": 1}, "shallow": {"gold-1": 2}}})
    scene = build(state, 0)
    rival = zones(scene)["rival-1"]["items"]
    assert [(i["id"], i["count"]) for i in rival if i["type"] == "token"] == [
        ("p1-back-shallow", 2), ("p1-back-great", 1)]
    words = json.dumps(scene)
    assert "$200" not in words and "Gold 1" not in words and "diamonds-200" not in words
    assert "Diamonds $200" in json.dumps(build(state, 1))


def test_a_pending_plan_never_reaches_another_seats_scene():
    state = staged(4)
    state.apply("plan:bar")
    state.apply("plan:dive")
    mine, theirs = build(state, 0), build(state, 1)
    assert [i.get("subtitle") for i in zones(mine)["plan"]["items"]] == [
        "afternoon", "morning", None, None, None]
    assert not any(i.get("subtitle") or i.get("highlight") for i in zones(theirs)["plan"]["items"])
    assert "cards laid down" in theirs["players"][0]["lines"]
    assert "morning" not in json.dumps(zones(theirs)["rival-0"])


def test_every_choice_is_clickable_on_the_thing_it_is_about():
    state = staged(4, held={0: ["pickpocket"]}, hands={2: {"medium": {"gold-3": 1}}})
    plan_day(state, ("bar", "dive"), IDLE, IDLE, IDLE)
    scene = build(state, 0)
    assert targets(scene)["pickpocket:2:medium"] == "p2-back-medium"
    assert targets(scene)["play:pickpocket"] == "enc-pickpocket"
    assert scene["prompt"].startswith("At the Mermaid's Bar")
    state.apply("leave")
    scene = build(state, 0)
    assert targets(scene)["wreck:3"] == "wreck-3"
    state.apply("wreck:3")
    assert state.over is False and common.problems(build(state, 0)) == []


def test_a_dive_with_two_divers_offers_each_diver_as_a_target():
    from pirates_lib.key_largo.mechanics import Diver
    teams = [[Diver(), Diver(tridents=1)], [Diver()], [Diver()], [Diver()]]
    state = staged(4, teams=teams)
    plan_day(state, ("dive", "bar"), IDLE, IDLE, IDLE)
    state.apply("wreck:0")
    scene = build(state, 0)
    assert targets(scene) == {"draw:0": "diver-0", "draw:1": "diver-1"}
    assert zones(scene)["dive"]["title"] == "Anne's dive"
    assert scene["prompt"] == "Your dive on wreck 1: choose who draws next, or surface."


def test_a_whole_game_is_played_on_the_board_by_clicking_and_ends_with_each_fortune():
    board = Board(pl.load("key_largo", players=3), seats=["you", "bot:salvager", "bot:random"],
                  seed=3)
    for _ in range(2000):
        if board.state.over:
            break
        primary = [a for a in board.scene["actions"] if a.get("style") == "primary"]
        assert board.click((primary or board.scene["actions"])[0]["id"]), board.error
        assert common.problems(board.scene) == []
    assert board.state.over and board.scene["status"].startswith("Game over")
    assert any(line.startswith("Fortune at the end: $")
               for line in board.scene["players"][0]["lines"])


def test_a_question_asked_only_for_secrecy_reads_as_the_answer_that_plays_no_card():
    away = ("dolphins", "shop")
    market = staged(4, hands={0: {"great": {"diamonds-100": 1}}})
    plan_day(market, ("market", "bar"), away, away, away)
    scene = build(market, 0)
    assert scene["prompt"] == "At the Market of Finds: nothing you hold can be sold now; leave."
    assert [(a["id"], a["label"], a["style"]) for a in scene["actions"]] == [
        ("leave", "Leave the market", "quiet")]
    cove = staged(4, held={0: ["tourist-bar"]})
    plan_day(cove, ("dolphins", "market"), away, away, away)
    (action,) = build(cove, 0)["actions"]
    assert (action["label"], action["style"]) == ("Take the tourists out without playing a "
                                                  "card", "primary")
    dive = staged(4, ["goods-1"], held={0: ["tourist-bar"]},
                  wrecks={0: {"goods-1": 1, "gold-2": 1}})
    plan_day(dive, ("dive", "market"), away, away, away)
    dive.apply("wreck:0")
    dive.apply("surface")
    scene = build(dive, 0)
    assert scene["prompt"].startswith("One card is left in the wreck: an Attentive Diver may")
    assert [(a["label"], a["group"]) for a in scene["actions"]] == [
        ("No card: leave the last card in the wreck", "Encounter cards")]
    assert all(common.problems(build(s, 0)) == [] for s in (market, cove, dive))
