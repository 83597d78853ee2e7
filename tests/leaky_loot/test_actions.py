"""Rulebook "Turn" 3 (the action phase) and "Ram", with the rulings on the action phase, the
ram and the flotsam (docs/rules/leaky_loot.md); and the refusals of actions not legal now."""
from __future__ import annotations

import re

import pytest

import pirates_lib as pl
from pirates_lib.engine.staging import stage
from pirates_lib.leaky_loot.actions import CODEC
from pirates_lib.leaky_loot.components import Hull

from .helpers import hulls_with, less, restage, sink, staged, to_flotsam


def ids(state):
    return {a.id for a in state.legal_actions()}


def test_a_hull_card_can_be_swapped_onto_any_side_and_the_old_hull_is_discarded():
    state = staged(blue=6, hands={0: ["hull-4"]})
    restage(state, {0: {"hulls": hulls_with(state, 0, {4: Hull(3, 1)})}},
            salvage_deck=less(state.salvage_deck, "hull-3"),  # that hull 3 came from the deck
            starters_gone=1)  # and replaced a starter hull
    assert {f"hull:4>side{k}" for k in range(1, 6)} <= ids(state)
    state.apply("hull:4>side4")
    assert state.boats[0].hulls[3] == Hull(4) and state.salvage_discard == ["hull-3"]
    assert state.boats[0].hand == [] and state.invariants() == []


def test_a_replaced_starter_hull_leaves_the_game():
    state = staged(blue=6, hands={0: ["hull-1"]})
    state.apply("hull:1>side5")
    assert state.salvage_discard == [] and state.starters_gone == 1
    assert state.boats[0].hulls[4] == Hull(1) and state.invariants() == []


def test_a_new_hull_on_the_side_hit_this_turn_reresolves_the_wave_and_cuts_the_pending():
    state = staged(card="7-clubs", blue=2, red=(4, 2), hands={0: ["hull-4"]})
    assert state.boats[0].pending == 4  # 6 against strength 2
    state.apply("hull:4>side2")
    assert state.boats[0].pending == 2 and state.boats[0].hulls[1] == Hull(4)


def test_a_new_hull_that_holds_the_wave_takes_its_counters_and_no_water_is_pending():
    state = staged(card="7-spades", blue=3, red=(5,), hands={0: ["hull-5"]})
    state.apply("hull:5>side3")
    assert state.boats[0].pending == 0 and state.boats[0].hulls[2] == Hull(5, 5)
    state.apply("end")
    assert state.boats[0].water == 0


def test_a_weaker_new_hull_on_the_side_hit_lets_in_what_it_would_have_let_in():
    state = staged(card="7-hearts", blue=1, red=(2,), hands={0: ["hull-1"]})
    assert state.boats[0].pending == 0 and state.boats[0].hulls[0].damage == 2
    state.apply("hull:1>side1")
    assert state.boats[0].pending == 1 and state.boats[0].hulls[0] == Hull(1)


def test_a_new_hull_on_another_side_does_not_touch_the_pending_water():
    state = staged(card="7-spades", blue=2, red=(6,), hands={0: ["hull-5"]})
    state.apply("hull:5>side1")
    assert state.boats[0].pending == 4 and state.boats[0].hulls[0] == Hull(5)


def test_pending_water_already_bailed_counts_against_a_new_hulls_leak():
    state = staged(card="9-clubs", blue=1, red=(4, 4), hands={0: ["bucket-3", "hull-3"]})
    assert state.boats[0].pending == 6
    state.apply("bucket:3")
    assert state.boats[0].pending == 3
    state.apply("hull:3>side1")  # hull 3 would let in 5; 3 were already bailed
    assert state.boats[0].pending == 2


def test_a_bucket_removes_pending_water_first_then_water_in_the_boat():
    state = staged(card="7-spades", blue=1, red=(3,), hands={0: ["bucket-3"]})
    restage(state, {0: {"water": 5}})
    state.apply("bucket:3")
    assert (state.boats[0].pending, state.boats[0].water) == (0, 3)
    assert state.salvage_discard == ["bucket-3"] and state.boats[0].hand == []


def test_a_bucket_removes_at_most_its_value():
    state = staged(card="7-spades", blue=1, red=(6,), hands={0: ["bucket-1"]})
    state.apply("bucket:1")
    assert state.boats[0].pending == 3


def test_a_bucket_cannot_be_used_when_there_is_no_water():
    state = staged(blue=6, hands={0: ["bucket-2"]})
    assert "bucket:2" not in ids(state)
    with pytest.raises(pl.IllegalAction, match="no water to bail"):
        state.apply("bucket:2")


def test_any_number_of_hulls_and_buckets_in_one_action_phase():
    state = staged(card="7-spades", blue=1, red=(6,), hands={0: ["bucket-1", "bucket-2",
                                                                "hull-5"]})
    restage(state, {0: {"water": 2}})
    for move in ("bucket:1", "hull:5>side3", "bucket:2"):
        state.apply(move)
    assert state.boats[0].hand == [] and (state.boats[0].pending, state.boats[0].water) == (1, 2)


def test_a_ram_rolls_the_blue_die_for_the_side_and_a_red_d6_and_never_leaks_water():
    state = staged(blue=6, hands={0: []})
    state.chance.script(dice=[4, 1])
    state.apply("ram:2")
    target = state.boats[2]
    assert target.hulls[3] == Hull(2, 1, True) and target.water == 0 and target.pending == 0
    assert state.view(1)["ram"] == {"target": 2, "side": 4, "side_die": 4, "strength": 1}


def test_a_ram_stronger_than_the_hull_breaks_it():
    state = staged(blue=6, hands={0: []})
    state.chance.script(dice=[1, 5])
    state.apply("ram:1")
    assert state.boats[1].hulls[0] == Hull(2, 2, True) and state.boats[1].water == 0
    assert state.log[-1].text == ("The ram's red die shows a 5: it breaks Mary's side 1 (hull 2, "
                                  "strength 2).")


def test_a_ram_on_a_hull_already_broken_says_so_and_changes_nothing():
    state = staged(blue=6, hands={0: []})
    restage(state, {1: {"hulls": hulls_with(state, 1, {1: Hull(2, 2, True)})}})
    state.chance.script(dice=[1, 4])
    state.apply("ram:1")
    assert state.boats[1].hulls[0] == Hull(2, 2, True)
    assert state.log[-1].text == ("The ram's red die shows a 4, but Mary's side 1 (hull 2) is "
                                  "already broken: no harm done.")


def test_a_ram_puts_its_dice_in_its_events_the_blue_side_die_then_the_red_strength_die():
    state = staged(blue=6, hands={0: []})
    state.chance.script(dice=[3, 2])
    events = state.apply("ram:2")
    assert [(e.data["dice"], e.data["sides"], e.data["color"]) for e in events] == [
        ([3], 6, "blue"), ([2], 6, "red")]
    assert events[0].text == "Anne rams Jack's boat: the blue die shows 3, so side 3."
    state = staged(blue=6, hands={0: []})
    state.chance.script(dice=[6, 2])
    (miss,) = state.apply("ram:2")
    assert (miss.data["dice"], miss.data["color"]) == ([6], "blue")
    assert miss.text == ("Anne rams Jack's boat, but the blue die shows 6: a miss (the red die "
                         "shows a 2).")


def test_a_ram_misses_on_a_blue_6():
    state = staged(blue=6, hands={0: []})
    state.chance.script(dice=[6, 6])
    state.apply("ram:1")
    assert all(h == Hull(2, 0, True) for h in state.boats[1].hulls)


def test_at_most_one_of_ram_and_collect_per_turn():
    state = staged(blue=6, hands={0: ["bucket-1", "hull-1"]})
    to_flotsam(state, "treasure-1")
    state.chance.script(dice=[6, 1])
    state.apply("ram:1")
    assert not any(i.startswith(("ram:", "collect:")) for i in ids(state))
    with pytest.raises(pl.IllegalAction, match="already rammed or collected"):
        state.apply("collect:treasure-1/pay:bucket-1")


def test_collecting_from_the_flotsam_costs_a_card_from_hand_to_the_salvage_discard():
    state = staged(blue=6, hands={0: ["bucket-1", "hull-1"]})
    to_flotsam(state, "treasure-3")
    assert {"collect:treasure-3/pay:bucket-1", "collect:treasure-3/pay:hull-1"} <= ids(state)
    state.apply("collect:treasure-3/pay:hull-1")
    assert state.boats[0].hand == ["bucket-1", "treasure-3"]
    assert state.flotsam == [] and state.salvage_discard == ["hull-1"]
    assert not any(i.startswith("ram:") for i in ids(state)) and state.invariants() == []


def test_an_empty_hand_cannot_collect_from_the_flotsam():
    state = staged(blue=6, hands={0: []})
    to_flotsam(state, "treasure-3")
    assert not any(i.startswith("collect:") for i in ids(state))
    with pytest.raises(pl.IllegalAction, match="empty hand"):
        state.apply("collect:treasure-3/pay:bucket-1")


def test_only_living_opponents_can_be_rammed():
    state = staged(blue=6, hands={0: []})
    sink(state, 2)
    assert {i for i in ids(state) if i.startswith("ram:")} == {"ram:1"}
    with pytest.raises(pl.IllegalAction, match="Jack's boat has already drowned"):
        state.apply("ram:2")
    with pytest.raises(pl.IllegalAction, match="your own boat"):
        state.apply("ram:0")
    with pytest.raises(pl.IllegalAction, match="there is no seat 5"):
        state.apply("ram:5")


@pytest.mark.parametrize("bad, reason", [
    ("hull:3>side2", "no Hull 3"), ("hull:1>side9", "sides 1 to 5"),
    ("bucket:3", "no Bucket 3"), ("throw:hull-1", "only when a draw takes your hand over 3"),
    ("collect:treasure-1/pay:hull-1", "flotsam holds no Treasure 1"),
    ("collect:bucket-1/pay:hull-5", "no Hull 5 to pay with"),
    ("sail:away", "no action is written that way"),
])
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(bad, reason):
    state = staged(blue=6, hands={0: ["hull-1"]})
    to_flotsam(state, "bucket-1")
    before = state.clone()  # a staged state cannot be saved: `==` compares everything it holds
    with pytest.raises(pl.IllegalAction, match=reason):
        state.apply(bad)
    assert state == before


def test_end_is_always_legal_in_the_action_phase():
    state = staged(blue=6, hands={0: []})
    assert "end" in ids(state)


def test_any_card_in_hand_can_pay_for_the_flotsam_even_treasure():
    state = staged(blue=6, hands={0: ["treasure-1"]})
    to_flotsam(state, "treasure-3")
    state.apply("collect:treasure-3/pay:treasure-1")
    assert state.boats[0].hand == ["treasure-3"] and state.salvage_discard == ["treasure-1"]


@pytest.mark.parametrize("bad", ["ram:01", "hull:3>side02", "hull:03>side2", "bucket:02"])
def test_an_id_with_a_leading_zero_is_no_action_and_the_reason_says_so(bad):
    # "ram:01" once answered "Mary's boat has drowned" and "hull:3>side02" "you hold no
    # Hull 3" while she did: a refusal must give the true reason.
    state = staged(card="7-spades", blue=2, red=(5,), hands={0: ["bucket-2", "hull-3"]})
    before = state.clone()
    with pytest.raises(pl.IllegalAction, match="no action is written that way"):
        state.apply(bad)
    assert state == before


def test_a_second_hull_on_the_side_hit_takes_the_wave_again_and_the_first_is_discarded():
    state = staged(card="9-clubs", blue=2, red=(4, 4), hands={0: ["hull-1", "hull-5"]})
    state.apply("hull:5>side2")  # 8 against 5: 3 pending
    assert state.boats[0].pending == 3
    state.apply("hull:1>side2")  # 8 against 1: 7 pending
    assert state.boats[0].pending == 7 and state.boats[0].hulls[1] == Hull(1)
    assert state.salvage_discard == ["hull-5"] and state.invariants() == []


@pytest.mark.parametrize("bad", ["ram:" + "9" * 5000, "hull:3>side" + "9" * 5000,
                                 "hull:" + "9" * 5000 + ">side2", "bucket:" + "1" * 5000,
                                 "ram:1\u0663", "collect:" + "x" * 5000])
def test_a_refusal_never_raises_whatever_the_id(bad):
    # Python's int() refuses more than 4,300 digits: the reason must be found without it.
    state = staged(card="7-spades", blue=2, red=(5,), hands={0: ["bucket-2", "hull-3"]})
    assert isinstance(state.why_illegal(bad), str)
    with pytest.raises(pl.IllegalAction):
        state.apply(bad)


def test_a_thrown_card_is_open_to_the_other_players_but_never_to_the_one_who_threw_it():
    state = staged(card="8-spades", blue=6, default_die=6,
                   hands={0: ["bucket-1", "hull-2", "treasure-1"], 1: ["bucket-2"], 2: []})
    # Anne's salvage card, then odd ocean cards for Mary, Jack and Anne again: no salvage.
    state.chance.script(cards=["hull-5", "7-spades", "9-spades", "7-hearts"])
    state.apply("end")
    state.apply("throw:hull-5")
    assert state.view(2)["thrown"] == {"hull-5": [0]}
    assert "collect:hull-5/pay:bucket-2" in ids(state)  # Mary may take it
    state.apply("end")
    state.apply("end")
    assert state.to_move == 0 and not any(i.startswith("collect:") for i in ids(state))
    with pytest.raises(pl.IllegalAction, match="threw Hull 5 into the flotsam yourself"):
        state.apply("collect:hull-5/pay:bucket-1")


def test_a_collector_takes_a_copy_another_player_threw_so_the_rest_stays_open_to_all():
    state = staged(blue=6, hands={0: ["bucket-1"], 1: ["bucket-2"]})
    stage(state, flotsam=["hull-2", "hull-2"], thrown={"hull-2": [1]},
          salvage_deck=less(state.salvage_deck, "hull-2", "hull-2"))
    state.apply("collect:hull-2/pay:bucket-1")
    assert state.flotsam == ["hull-2"] and state.thrown == {}  # Mary's copy went to Anne
    assert state.invariants() == []


@pytest.mark.parametrize("bad", ["hull:3>side2", "hull:1>side9", "bucket:3", "throw:hull-1",
                                 "collect:treasure-1/pay:hull-1", "collect:bucket-1/pay:hull-5",
                                 "sail:away", "ram:9", "ram:0", "x" * 300, "end"])
def test_every_refusal_reads_after_you_cannot_do_that_and_names_no_id(bad):
    """The board says "You cannot do that: {reason}.": a reason in words, lower case, with no
    id in it (an id has a colon) and no closing full stop of its own. (A malformed id gets
    the engine's reason, which spells every kind's pattern: `CODEC.spellings`.)"""
    for state in (staged(blue=6, hands={0: ["hull-1"]}), _throwing()):
        to_flotsam(state, "bucket-1")
        if bad in ids(state) or CODEC.parse(bad) is None:
            continue
        reason = state.why_illegal(bad)
        assert reason[0].islower() and not reason.endswith(".") and ">" not in reason
        assert not re.search(r"[a-z]+:[a-z0-9]", reason), reason


def _throwing():
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1", "hull-2", "treasure-1"]})
    state.chance.script(cards=["hull-5"])
    state.apply("end")
    return state


def test_at_the_hand_limit_the_refusal_says_how_many_cards_you_hold():
    state = _throwing()
    assert state.why_illegal("end") == ("you must first throw a card into the flotsam: you "
                                        "hold 4 and may keep 3")
    assert state.why_illegal("throw:treasure-3") == "you hold no Treasure 3 to throw"


def test_the_end_button_says_what_ending_the_turn_does():
    def end_label(state):
        return next(a.label for a in state.legal_actions() if a.id == "end")
    assert end_label(staged(blue=6)) == "End the turn"
    state = staged(card="7-spades", blue=2, red=(5,))
    assert end_label(state) == "End the turn (3 pending water comes aboard, 3 in all)"
    restage(state, {0: {"water": 7}})
    assert end_label(state) == "End the turn (you drown)"


def test_each_position_gets_its_own_copy_of_the_moves_kept_for_its_situation():
    state = pl.load("leaky_loot").new_game(3)
    first = state.actions.legal(state)
    kept = list(first)
    first.clear()  # whatever is done to one position's moves, the next one's are whole
    assert list(state.actions.legal(state)) == kept and kept[-1] == "end"
