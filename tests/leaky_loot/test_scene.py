"""The Leaky Loot board (widgets/scenes/leaky_loot.py) says what a player must see before
clicking: ending the turn that drowns the boat, a new hull taking this turn's wave again, what
a drowning chance is about, the Krakken set aside and who threw each flotsam card."""
from __future__ import annotations

from pirates_lib.leaky_loot.components import Hull
from pirates_widgets.scenes import leaky_loot as scene

from .helpers import hulls_with, restage, staged, to_flotsam


def _item(built: dict, item_id: str) -> dict:
    return next(i for z in built["zones"] for i in z["items"] if i["id"] == item_id)


def _zone(built: dict, zone_id: str) -> dict:
    return next(z for z in built["zones"] if z["id"] == zone_id)


def _action(built: dict, action_id: str) -> dict:
    return next(a for a in built["actions"] if a["id"] == action_id)


def _throwing():
    """Anne's even card gives her a 4th card: she must throw one, with 2 water aboard."""
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1", "hull-2", "treasure-1"]})
    restage(state, {0: {"water": 2}})
    state.chance.script(cards=["hull-5"])
    state.apply("end")
    return state


def test_ending_the_turn_that_drowns_you_is_a_danger_button_that_says_so():
    state = staged(card="7-clubs", blue=2, red=(4, 4), hands={0: ["bucket-1"]})
    restage(state, {0: {"water": 5}})  # 5 aboard and 6 pending
    built = scene.build(state, 0)
    end = _action(built, "end")
    assert end["style"] == "danger" and end["label"] == "End the turn (you drown)"
    assert built["prompt"].startswith("Ending the turn now drowns you (11 water")
    notes = scene.odds(state, 0)["notes"]
    assert notes[0] == "Ending the turn now drowns you: 11 water, counting the pending."
    assert not any("next wave" in note for note in notes)  # no chance to speak of


def test_ending_a_safe_turn_stays_the_main_button():
    state = staged(card="7-spades", blue=2, red=(3,))
    end = _action(scene.build(state, 0), "end")
    assert end["style"] == "primary" and "drown" not in end["label"]


def test_while_throwing_a_card_the_drowning_chance_is_the_next_waves_and_says_so():
    state = _throwing()
    notes = scene.odds(state, 0)["notes"]
    assert not any("this turn" in note or "Ending the turn" in note for note in notes)
    assert notes[0].startswith("Chance to drown on your next wave, with no card played: ")
    assert "(≈ " in notes[0] or notes[0].endswith("none.")


def test_a_new_hull_on_the_side_hit_says_on_the_side_and_its_button_that_it_takes_the_wave():
    state = staged(card="9-clubs", blue=1, red=(4, 4), hands={0: ["hull-3", "hull-5"]})
    built = scene.build(state, 0)
    side = _item(built, "side-1")
    assert side["label"] == "Side 1 hit" and side["highlight"]
    assert "a new hull on this side takes that wave again" in side["note"]
    assert "takes this wave again" in _zone(built, "wave")["note"]
    assert _action(built, "hull:3>side1")["label"] == (
        "Hull 3 onto side 1, where it takes this turn's wave of 8 again (5 water pending "
        "after, 6 now)")
    assert _action(built, "hull:3>side2")["label"] == "Hull 3 onto side 2"
    state = staged(card="7-hearts", blue=1, red=(3,), hands={0: ["hull-5"]})
    assert _action(scene.build(state, 0), "hull:5>side1")["label"].endswith(
        "wave of 3 again and holds it")


def test_the_krakken_set_aside_is_on_the_board_until_the_port():
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1"]})
    assert not any(i["id"] == "krakken-aside" for i in _zone(scene.build(state, 1), "voyage")["items"])
    state.chance.script(cards=["krakken"])
    state.apply("end")
    krakken = _item(scene.build(state, 1), "krakken-aside")
    assert krakken["title"] == "Krakken" and "end of round 6" in krakken["note"]


def test_each_flotsam_card_says_who_threw_it_and_a_card_you_threw_is_not_yours_to_take():
    state = _throwing()
    state.apply("throw:hull-5")
    to_flotsam(state, "hull-5")  # a second Hull 5, as if from a drowned hand
    mary = scene.build(state, 1)
    assert [(i["value"], i["subtitle"]) for i in _zone(mary, "flotsam")["items"]] == [
        (5, "thrown by Anne"), (5, "from a wreck")]
    assert {a["target"] for a in mary["actions"] if a["id"].startswith("collect:")} == {
        "flotsam-0", "flotsam-1"}
    anne = scene.build(state, 0)
    assert _item(anne, "flotsam-0")["subtitle"] == "thrown by you"


def test_a_card_you_threw_gets_no_collect_target_on_your_board():
    state = staged(card="8-spades", blue=6, default_die=6,
                   hands={0: ["bucket-1", "hull-2", "treasure-1"], 1: [], 2: []})
    state.chance.script(cards=["hull-5", "7-spades", "9-spades", "7-hearts"])
    state.apply("end")
    state.apply("throw:hull-5")
    to_flotsam(state, "hull-5")
    state.apply("end")
    state.apply("end")  # Anne's turn again: she may take the wreck's Hull 5, not her own
    targets = {a["target"] for a in scene.build(state, 0)["actions"]
               if a["id"].startswith("collect:hull-5")}
    assert targets == {"flotsam-1"}


def test_the_odds_table_has_short_headers_and_every_chance_note_its_percentage():
    state = staged(card="7-spades", blue=2, red=(5,))
    restage(state, {0: {"hulls": hulls_with(state, 0, {1: Hull(2, 2, True)}), "water": 4}})
    panel = scene.odds(state, 0)
    assert panel["columns"] == ["Side", "H", "≥1", "≥2", "≥3", "≥4"]
    chance = next(n for n in panel["notes"] if n.startswith("Chance to drown"))
    assert "/" in chance and "(≈ " in chance and chance.endswith("%).")


def test_your_turn_is_said_plainly_in_the_status():
    state = staged(blue=6)
    assert scene.build(state, 0)["status"] == "Your turn: action phase, round 1"
    assert scene.build(state, 1)["status"] == "Anne is to move: action phase, round 1"


def test_another_boat_hit_this_turn_glows_without_a_label_too_long_for_its_small_zone():
    state = staged(card="7-spades", blue=3, red=(4,), seat=1)
    side = _item(scene.build(state, 0), "boat-1-side-3")
    assert side["label"] == "Side 3" and side["highlight"] and "hit by" in side["note"]
