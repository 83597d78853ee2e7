"""The one staging helper every game's tests use: scripted chance and declared-field staging."""
from __future__ import annotations

import pytest

import pirates_lib as pl
from pirates_lib.engine import Action
from pirates_lib.engine.staging import ScriptedChance, stage

from examples.dice_duel import DiceDuelGame


def test_scripted_dice_cards_and_picks_come_first_then_the_seeded_stream():
    chance = ScriptedChance(dice=[4, 2], cards=["b"], picks=["y"], seed=3)
    deck = {"a": 1, "b": 2}
    assert [chance.die(6), chance.die(4)] == [4, 2]
    assert chance.draw(deck) == "b" and deck == {"a": 1, "b": 1}
    assert chance.pick(["x", "y"]) == "y"
    plain = pl.Chance(3)
    assert chance.die(6) == plain.die(6)  # the script is used up: the seed's own stream


def test_a_script_that_cannot_happen_fails_where_it_is_used():
    with pytest.raises(AssertionError, match="scripted roll 5 on a d4"):
        ScriptedChance(dice=[5]).die(4)
    with pytest.raises(AssertionError, match="scripted card 'z' is not in the deck"):
        ScriptedChance(cards=["z"]).draw({"a": 1})
    with pytest.raises(AssertionError, match="scripted pick 'q' is not among"):
        ScriptedChance(picks=["q"]).pick({"a": 1, "q": 0})


def test_default_die_is_capped_by_the_sides_and_more_can_be_scripted_later():
    chance = ScriptedChance(default_die=6)
    assert [chance.die(6), chance.die(4)] == [6, 4]
    chance.script(dice=[1])
    assert chance.die(6) == 1


def test_stage_sets_declared_fields_only_and_refuses_a_misspelt_one():
    state = pl.load("dice_duel").new_game(1)
    stage(state, piles=[5, 0])
    assert state.view(0)["piles"] == [5, 0] and state.staged
    with pytest.raises(AttributeError, match=r"declares no field \['pile'\]; its fields: .*piles"):
        stage(state, pile=[1, 1])


def test_stage_checks_the_invariants_unless_told_not_to():
    state = pl.load("dice_duel").new_game(1)
    with pytest.raises(AssertionError, match="breaks the rules"):
        stage(state, cards=[1, 1])
    stage(state, cards=[1, 1], check=False)
    assert state.invariants()


def test_a_staged_state_cannot_be_saved_because_it_is_no_replay():
    state = pl.load("dice_duel").new_game(1)
    stage(state, chance=ScriptedChance(dice=[6]))
    with pytest.raises(pl.PiratesError, match="cannot be saved"):
        state.to_json()


def test_stage_forgets_the_cached_legal_actions():
    import copy
    state = pl.load("leaky_loot").new_game(1)
    assert any(a.id.startswith("hull:") for a in state.legal_actions())
    boats = copy.deepcopy(state.boats)
    boats[0].hand = []
    stage(state, boats=boats, check=False)
    assert not any(a.id.startswith("hull:") for a in state.legal_actions())


def test_an_action_carries_its_kind_and_plain_arguments():
    action = Action("hull:3>side2", "Hull 3 onto side 2", "hull", (3, 2))
    assert (action.kind, action.args, str(action)) == ("hull", (3, 2), "hull:3>side2")
    assert action == Action("hull:3>side2", "Hull 3 onto side 2", "hull", (3, 2))


def test_every_game_declares_its_win_rate_matches():
    for name in pl.GAMES:
        matches = pl.load(name).matches
        assert matches and all(m.bot in pl.load(name).bots for m in matches), name
    assert [m.bot for m in DiceDuelGame.matches] == ["cautious"]
