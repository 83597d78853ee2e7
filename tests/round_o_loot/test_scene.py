"""The Round-o-Loot board scene: selectable hand, buttons tied to exact cards, no hidden
card of another seat, the prompts for choices, and the odds panel."""
from __future__ import annotations

import re
from fractions import Fraction

from pirates_widgets.scenes import common
from pirates_widgets.scenes import round_o_loot as scene_of

from .helpers import QUIET, act, stacked

A = ["rum-1", "bananas-3", "bananas-1", "cutlasses-2", "pistols-2"]


def items(scene, zone_id):
    return next(z for z in scene["zones"] if z["id"] == zone_id)["items"]


def test_hand_cards_are_selected_for_play_discard_and_combinations():
    state = stacked([A, QUIET, QUIET])
    scene = scene_of.build(state, 0)
    assert common.problems(scene) == []
    hand_ids = {i["id"]: i for i in items(scene, "hand")}
    by_id = {a["id"]: a for a in scene["actions"]}
    assert by_id["play:bananas-1+bananas-3"]["cards"] == ["c-bananas-1-0", "c-bananas-3-0"]
    assert by_id["discard:rum-1"]["group"] == "Discard"
    combo = by_id["bananarama:rum-1+bananas-1"]
    assert combo["group"] == "Combinations" and set(combo["cards"]) <= set(hand_ids)


def test_other_hands_show_only_backs_and_sizes():
    state = stacked([A, QUIET, QUIET])
    scene = scene_of.build(state, 1)
    seat0 = items(scene, "seat-0")
    assert len(seat0) == 5 and all(i.get("back") and "value" not in i for i in seat0)
    assert "bananas" not in str(items(scene, "seat-0")) and scene["actions"] == []
    assert scene_of.build(state, None)["zones"][0]["items"] == []


def test_direction_and_keelhaul_prompts_are_actions_of_the_chooser():
    state = stacked([A, QUIET, ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]])
    act(state, "bananarama:rum-1+bananas-3")
    assert {a["id"] for a in scene_of.build(state, 0)["actions"]} == {
        "direction:clockwise", "direction:counterclockwise"}
    state = stacked([A, QUIET, ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]])
    act(state, "keelhaul:rum-1+cutlasses-2", "give:bananas-1+bananas-2")
    giver = scene_of.build(state, 2)
    assert all(len(a["cards"]) == 2 for a in giver["actions"]) and "Keelhaul" in giver["status"]
    act(state, "give:rum-1+limes-4")
    keeper = scene_of.build(state, 0)
    assert [i["id"] for i in items(keeper, "keelhaul")] == [
        "k-rum-1-0", "k-bananas-1-0", "k-bananas-2-0", "k-limes-4-0"]
    assert "keelhaul" not in {z["id"] for z in scene_of.build(state, 1)["zones"]}
    assert common.problems(keeper) == []


def test_compass_prompt_offers_a_cannon_only_to_its_holder():
    state = stacked([["bananas-3"] + QUIET[:4], ["cannon-2", "rat-1", "rat-1", "limes-4",
                                                 "bananas-4"]], ["compass"], expansion=True)
    act(state, "play:bananas-3")
    anne = scene_of.build(state, 0)
    assert [a["id"] for a in anne["actions"]] == ["compass:rats"]
    assert "no cannon" in anne["prompt"] and common.problems(anne) == []
    act(state, "compass:rats")
    mary = scene_of.build(state, 1)
    assert {a["id"] for a in mary["actions"]} == {"compass:cannon-2", "compass:rats"}
    assert "Discard a cannon" in mary["prompt"] and common.problems(mary) == []


def test_odds_panel_shows_the_exact_jolly_roger_and_combination_chances():
    state = stacked([A, QUIET, QUIET])
    panel = scene_of.odds(state, 0)
    # Everyone plays one card and draws one back: 3 of the 34 cards before Anne's next turn.
    assert panel["rows"][0] == ["Jolly Roger before your turn", "3/34"]
    assert panel["bars"][0][1] == float(Fraction(3, 34))
    # Anne holds rum, bananas, cutlasses and pistols already: those are certain.
    assert panel["rows"][1][1] == "1" and panel["rows"][3][1] == "1"


def test_any_copy_of_a_card_can_be_selected_for_its_action():
    state = stacked([["bananas-1", "bananas-1", "bananas-1", "limes-1", "rum-1"], QUIET])
    scene = scene_of.build(state, 0)
    singles = [a["cards"] for a in scene["actions"] if a["id"] == "play:bananas-1"]
    pairs = [a["cards"] for a in scene["actions"] if a["id"] == "play:bananas-1+bananas-1"]
    assert sorted(singles) == [["c-bananas-1-0"], ["c-bananas-1-1"], ["c-bananas-1-2"]]
    assert len(pairs) == 3 and common.problems(scene) == []


def test_hot_seat_board_draws_the_curtain_between_seats_and_bots_play_their_turns():
    import pirates_lib as pl
    from pirates_widgets import Board
    board = Board(pl.load("round_o_loot", players=3), seats=["you", "you", "bot:captain"],
                  seed=1)
    assert board.viewer == 0 and board.curtain == "Pass to Anne"  # a new game starts hidden
    board.lift_curtain()
    assert board.click("play:bananas-2+bananas-2"), board.error
    assert board.curtain and "Mary" in board.curtain
    assert "bananas" not in str(board.scene.get("zones", ""))  # no seat's hand behind it
    board.lift_curtain()
    assert board.viewer == 1 and board.scene["zones"][0]["title"] == "Your hand"
    mary = board.state.view(1)["hand"]
    assert [i["id"].rsplit("-", 1)[0][2:] for i in board.scene["zones"][0]["items"]] == mary
    action = board.state.legal_actions()[0].id
    assert board.click(action), board.error
    assert board.state.history[-1] != action  # the captain bot took Jack's turn at once


def test_a_seat_sees_face_up_only_the_cards_it_knows_are_in_another_hand():
    jack = ["rum-1", "limes-4", "limes-3", "cutlasses-3", "pistols-4"]
    state = stacked([A, QUIET, jack], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-1", "direction:clockwise")  # Anne's hand to Mary
    anne = scene_of.build(state, 0)
    mary = items(anne, "seat-1")
    faces = [i for i in mary if not i.get("back")]
    assert [(i["title"], i["value"], i["subtitle"]) for i in faces] == [
        ("Bananas", 3, "you know"), ("Cutlass", 2, "you know"), ("Pistol", 2, "you know")]
    assert len(mary) == 3 and common.problems(anne) == []
    assert "You know Mary holds: Bananas 3, Cutlass 2 and Pistol 2" in anne["players"][1]["lines"]
    jack_seat = items(anne, "seat-2")  # Anne does not know Mary's old hand, now Jack's
    assert len(jack_seat) == 5 and all(i.get("back") for i in jack_seat)
    third = scene_of.build(state, 2)  # Jack never saw Anne's hand: Mary's cards face down
    assert all(i.get("back") for i in items(third, "seat-1"))
    assert "You know" not in str(third["players"][1]["lines"])


def _texts(scene):
    """Every sentence the board shows of a scene (not the ids)."""
    yield scene["status"]
    yield scene["prompt"]
    for p in scene["players"]:
        yield from p["lines"]
    for z in scene["zones"]:
        yield z["title"]
        yield z.get("note", "")
        for i in z["items"]:
            yield from (str(i.get(k, "")) for k in ("title", "subtitle", "label", "note"))
            if i["type"] == "stat":
                yield str(i["value"])
    yield from (a["label"] for a in scene["actions"])
    if scene.get("odds"):
        yield from scene["odds"]["notes"]
        yield from (row[0] for row in scene["odds"]["rows"])


def test_every_scene_reads_as_words():
    import pirates_lib as pl
    from pirates_lib.engine import RandomBot
    from tests.project.test_log_words import problems
    bad = {}
    for seed, (players, expansion) in enumerate([(2, False), (3, True), (5, False), (4, True)]):
        game = pl.load("round_o_loot", players=players, expansion=expansion)
        state = game.new_game(seed)
        bots = [RandomBot(game, p, seed=seed + p) for p in range(players)]
        while True:
            mover = state.to_move if state.to_move is not None else 0
            for viewer in (mover, (mover + 1) % players):
                scene = scene_of.build(state, viewer)
                scene["odds"] = None if state.over else scene_of.odds(state, viewer)
                for text in _texts(scene):
                    said = re.sub(r"\b0 of \d", "none of N", text)  # "Doubloons: 0 of 3"
                    for what in problems(said) + (["'to move'"] if "to move" in text else []):
                        bad.setdefault(what, text)
            if state.over:
                break
            state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
    assert not bad, bad


def test_the_player_panel_leads_with_doubloons_and_shows_no_second_score():
    state = stacked([A, QUIET, QUIET])
    act(state, "play:bananas-1+bananas-3")
    anne = scene_of.build(state, 1)["players"][0]
    assert anne["score"] is None  # the board would write it "N VP" beside the round's points
    assert anne["lines"] == ["Doubloons: 0 of 3", "This round: 4 points from 2 cards",
                             "Hand: 5 cards, limit 5"]
    assert scene_of.build(state, 1)["status"] == "Round 1. Your turn: play, discard or combine cards"
    assert scene_of.build(state, 0)["status"] == (
        "Round 1. Mary's turn: play, discard or combine cards")


def test_the_odds_notes_name_the_compass_only_when_it_is_in_the_deck():
    base = " ".join(scene_of.odds(stacked([A, QUIET, QUIET]), 0)["notes"])
    assert "compass" not in base
    assert "3 cards drawn before your next turn, 1 by you, from a deck of 34 cards" in base
    expansion = stacked([A, QUIET, QUIET], expansion=True)
    assert "compass counts as a blank" in " ".join(scene_of.odds(expansion, 0)["notes"])


def test_a_two_player_bananarama_asks_no_direction_on_the_board():
    state = stacked([A, QUIET], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3")
    assert not any(a["id"].startswith("direction:") for a in scene_of.build(state, 0)["actions"])
    assert "Anne and Mary swap hands." in scene_of.build(state, 1)["log"]


def test_the_end_of_the_game_says_who_won_with_how_many_doubloons():
    import pirates_lib as pl
    state = pl.play(pl.load("round_o_loot", players=3), ["captain", "random", "random"], seed=3)
    scene = scene_of.build(state, 0)
    doubloons = [s["doubloons"] for s in state.view(0)["seats"]]
    assert scene["over"] and scene["status"].startswith("Game over: ")
    assert f"with {max(doubloons)} doubloons" in scene["status"], scene["status"]


def test_the_last_turns_and_the_scored_round_are_said_plainly():
    state = stacked([A, QUIET, QUIET], ["bananas-4", "jolly_roger"])
    act(state, "play:bananas-1+bananas-3")  # Anne draws Bananas 4, then the Jolly Roger
    scene = scene_of.build(state, 1)
    assert scene["status"] == ("Round 1 (last turns: no drawing). Your turn: play, discard or "
                               "combine cards")
    table = {i["id"]: i for i in items(scene, "table")}
    assert table["last-turns"]["value"] == "Jack"  # Mary is playing hers
    act(state, "play:limes-1", "play:limes-1")
    result = scene_of.build(state, 0)
    scored = {i["id"]: i for i in items(result, "last-round")}
    assert scored["result-0"]["value"] == "4 points" and scored["result-0"].get("highlight")
    assert scored["result-1"]["label"] == "Mary, 1 card played"
    note = next(z for z in result["zones"] if z["id"] == "last-round")["note"]
    assert note == "Anne won a doubloon; Mary deals round 2"
