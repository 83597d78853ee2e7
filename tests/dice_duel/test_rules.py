"""Dice Duel, the example game: each rule tested by name, positions staged with the one
staging helper (`pirates_lib.engine.staging`)."""
from __future__ import annotations

import pytest

from examples.dice_duel import DiceDuelGame
from pirates_lib.engine.staging import ScriptedChance, stage


def duel(*dice: int, target: int = 10, **fields):
    state = DiceDuelGame(2, target=target).new_game(seed=1)
    return stage(state, chance=ScriptedChance(dice=dice), **fields)


def test_a_roll_adds_the_die_to_the_pile():
    state = duel(4)
    state.apply("roll")
    assert state.piles == [4, 0] and state.to_move == 1


def test_a_roll_of_1_loses_the_pile():
    state = duel(1, piles=[7, 0])
    state.apply("roll")
    assert state.piles == [0, 0]


def test_a_pile_that_reaches_the_target_banks_itself():
    state = duel(5, piles=[6, 0], target=11)
    events = state.apply("roll")
    assert state.stopped == [True, False] and "banked" in events[-1].text
    assert state.to_move == 1


def test_turns_skip_a_player_who_stopped():
    state = duel(2, 3, stopped=[False, True])
    state.apply("roll")
    state.apply("roll")
    assert state.piles == [5, 0] and state.to_move == 0


def test_the_pile_plus_the_secret_card_scores():
    state = duel(piles=[9, 4])
    assert state.scores() == [9 + state.cards[0], 4 + state.cards[1]]


def test_a_seat_sees_its_own_card_and_no_other():
    state = duel()
    assert state.view(0)["card"] == state.cards[0] and state.view(1)["card"] == state.cards[1]
    assert state.view(None)["card"] is None and "cards" not in state.view(0)


def test_a_target_a_die_cannot_keep_is_refused():
    with pytest.raises(ValueError, match="target must be at least 2"):
        DiceDuelGame(2, target=1)
