"""Round-o-Loot's actions carry what they do (`kind` and `args`), keep their ids, and every
refused id, however strange, is explained without an error."""
from __future__ import annotations

import pytest

import pirates_lib as pl
from pirates_lib.engine import Action, Chance, flow
from pirates_lib.round_o_loot import actions, components as C

from .helpers import QUIET, act, stacked

A = ["rum-1", "bananas-3", "limes-2", "cutlasses-2", "pistols-2"]
JACK = ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]
STRANGE = ["", ":", "+", "play:+", "keep:++", "x" * 300, "1" * 5000, "play:" + "9" * 5000,
           "play:bananas-" + "9" * 5000, "compass:", "direction:", "\u2620:\u2620", "None",
           "give:" + "+".join(["bananas-1"] * 50)]


def _every_phase():
    """A position in each phase a seat can be asked to choose in."""
    yield stacked([A, QUIET, JACK])
    state = stacked([A, QUIET, JACK])
    act(state, "bananarama:rum-1+bananas-3")
    yield state
    state = stacked([A, QUIET, JACK])
    act(state, "keelhaul:rum-1+cutlasses-2")
    yield state
    act(state, "give:bananas-1+bananas-2", "give:rum-1+limes-4")
    yield state
    state = stacked([["bananas-3"] + QUIET[:4], QUIET], ["compass"], expansion=True)
    act(state, "play:bananas-3")
    yield state


def test_every_action_s_args_are_what_its_id_spells_and_the_ids_are_kept():
    """`kind:card+card`: the kind before the colon and one argument, the cards as the id
    writes them (`keep:`, keeping none, is the kind "keep_none" with none)."""
    for state in _every_phase():
        for action in state.legal_actions():
            head, _, rest = action.id.partition(":")
            assert (action.kind, action.args) == ((head, (rest,)) if rest else ("keep_none", ()))
            assert actions.CODEC.parse(action.id) == (action.kind, action.args)
            assert C.spelt(C.cards_of(rest)) == rest


def test_carrying_out_reads_the_kind_and_args_never_the_id():
    state = stacked([A, QUIET])
    flow.carry_out(state, Action("not-an-id", "", "play", ("bananas-3",)))
    assert state.view(None)["seats"][0]["played"] == ["bananas-3"] and state.to_move == 1


def test_a_refused_id_of_any_shape_is_explained_and_changes_nothing():
    for state in _every_phase():
        before = state.clone()
        for bad in STRANGE:
            assert isinstance(state.why_illegal(bad), str)
            with pytest.raises(pl.IllegalAction):
                state.apply(bad)
            assert state == before


def test_why_illegal_after_the_game_ends_still_answers():
    state = pl.play(pl.load("round_o_loot", players=2), ["random", "random"], seed=2)
    assert state.why_illegal("play:rum-1") == "the game is over"


def test_a_hand_redealt_by_shuffle_hidden_gets_its_own_legal_actions():
    state = stacked([A, QUIET])
    state.legal_actions()  # worked out, and kept, for Anne's dealt hand
    state.shuffle_hidden(1, Chance(3))  # Mary cannot see Anne's hand: it is redealt
    assert sorted(state.view(0)["hand"]) != sorted(A)
    assert [a.id for a in state.legal_actions()] == [
        a.id for a in actions.turn_actions(state.hands[0])]
