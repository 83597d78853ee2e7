"""Leaky Loot on the engine's flow and codec (docs/engine.md, "The flow", "One codec per
game"; docs/rules/leaky_loot.md, "The flow"): what `state.steps` holds at each decision, the
old flow's words the snapshot keeps, the reasons given for well-formed ids, and moves kept
read-only."""
from __future__ import annotations

import pytest

import pirates_lib as pl
from pirates_lib.leaky_loot import actions
from pirates_lib.leaky_loot.bots import CaptainBot

from .helpers import staged


def _port_throws():
    """Round 5's last turn ends at the port; Anne's and Jack's free cards take them over the
    hand limit."""
    full = ["bucket-1", "bucket-2", "hull-1"]
    state = staged(seat=2, round=5, card="7-spades", blue=6,
                   hands={0: full, 1: [], 2: ["hull-2", "hull-3", "hull-4"]})
    state.chance.script(cards=["bucket-3", "hull-5", "bucket-3"])
    state.apply("end")
    return state


def test_a_game_waits_on_the_action_phase_of_the_seat_whose_turn_it_is():
    state = pl.load("leaky_loot").new_game(1)
    assert state.steps == [("act",)] and state.to_move == state.turn == 0
    state.apply("end")
    assert state.steps == [("act",)] and state.to_move == state.turn == 1


def test_a_card_over_the_limit_at_a_turn_s_end_is_thrown_before_the_turn_passes_on():
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1", "hull-2", "treasure-1"]})
    state.chance.script(cards=["hull-5"])
    state.apply("end")
    assert state.steps == [("throw", 0), ("next",)]
    snapshot = state._snapshot()
    assert (snapshot["phase"], snapshot["throw_queue"], snapshot["resume"]) == ("throw", [0],
                                                                                "turn")


def test_free_port_cards_over_the_limit_are_thrown_before_the_next_round_begins():
    state = _port_throws()
    assert state.steps == [("throw", 0), ("throw", 2), ("round",)]
    snapshot = state._snapshot()
    assert (snapshot["phase"], snapshot["throw_queue"], snapshot["resume"]) == ("throw", [0, 2],
                                                                                "port")


def test_the_saved_form_still_says_where_the_latest_throws_were_asked_once_they_are_done():
    state = _port_throws()
    state.apply("throw:bucket-1")
    state.apply("throw:hull-2")
    snapshot = state._snapshot()
    assert state.steps == [("act",)] and snapshot["phase"] == "action"
    assert snapshot["throw_queue"] == [] and snapshot["resume"] == "port"


def test_the_end_of_the_game_leaves_no_step_and_the_saved_form_says_over():
    state = pl.play(pl.load("leaky_loot", ports=1), ["random"] * 3, seed=2)
    assert state.over and state.steps == [] and state._snapshot()["phase"] == "over"


@pytest.mark.parametrize("bad, reason", [
    ("hull:0>side1", "you hold no Hull 0"), ("hull:1>side0", "sides 1 to 5, not 0"),
    ("ram:-1", "there is no seat -1"), ("bucket:7", "you hold no Bucket 7"),
    ("collect:gold-9/pay:hull-1", "the flotsam holds no such card"),
    ("throw:gold-9", "only when a draw takes your hand over 3"),
])
def test_a_well_formed_id_gets_the_rules_reason_whatever_it_names(bad, reason):
    state = staged(blue=6, hands={0: ["hull-1"]})
    before = state.clone()
    assert actions.CODEC.parse(bad) is not None
    with pytest.raises(pl.IllegalAction, match=reason):
        state.apply(bad)
    assert state == before


def test_at_the_hand_limit_a_throw_of_no_card_of_the_game_is_explained():
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1", "hull-2", "treasure-1"]})
    state.chance.script(cards=["hull-5"])
    state.apply("end")
    assert state.why_illegal("throw:gold-9") == "you hold no such card to throw"


def test_the_moves_kept_for_a_situation_cannot_be_changed_by_whoever_reads_them():
    moves = actions._moves(("hull-1",), True, (1, 2), ())
    throws = actions._throws(("hull-1", "hull-2", "hull-3", "hull-4"))
    for kept in (moves, throws):
        with pytest.raises(TypeError):
            kept["end"] = actions.END  # type: ignore[index]


def test_the_captain_plays_the_legal_entry_its_plan_names_by_kind_and_args():
    # Anne's side 2 lets in 5 of a wave of 7 (9-clubs: d4 + d4 showing 4 and 3): she plugs it
    # with her Hull 5, the legal entry ("hull", [5, 2]), whatever its id says.
    state = staged(card="9-clubs", blue=2, red=(4, 3), hands={0: ["hull-5"]})
    view = state.view(0)
    view["legal"] = [dict(entry, id=f"#{i}") for i, entry in enumerate(view["legal"])]
    chosen = CaptainBot(state.game, 0).choose(view)
    assert next(e for e in view["legal"] if e["id"] == chosen)["args"] == [5, 2]
