"""Cutlass Clash, the example game in one module: each rule tested by name, positions staged
with the one staging helper (`pirates_lib.engine.staging`)."""
from __future__ import annotations

import pytest

from examples.cutlass_clash import CutlassClashGame, DuelistBot, clash_winner
from pirates_lib.engine import Chance, IllegalAction
from pirates_lib.engine.staging import stage

HANDS = [[2, 5, 9], [3, 4, 8]]
DECK = {1: 1, 6: 1, 7: 1}


def clash(**fields):
    state = CutlassClashGame(2).new_game(seed=1)
    return stage(state, **{"hands": [list(h) for h in HANDS], "deck": dict(DECK), **fields})


def test_the_engine_finds_the_rules_in_the_state_s_own_module():
    import examples.cutlass_clash as module
    assert CutlassClashGame.State.actions is module and CutlassClashGame.State.views is module


def test_each_player_holds_a_secret_hand_of_three():
    state = CutlassClashGame(3).new_game(seed=4)
    assert [len(hand) for hand in state.hands] == [3, 3, 3] and state.deck == {}
    assert state.view(0)["hand"] == state.hands[0] and state.view(None)["hand"] is None


def test_the_highest_card_wins_the_clash_and_a_doubloon():
    assert clash_winner([(0, 5), (1, 8), (2, 3)]) == (1, 8)
    state = clash()
    state.apply("play:9")
    events = state.apply("play:8")
    assert state.doubloons == [1, 0] and "Anne wins the clash with card 9" in events[-1].text
    assert state.table == [] and sorted(state.discards) == [8, 9]


def test_the_winner_of_a_clash_leads_the_next():
    state = clash()
    state.apply("play:2")
    state.apply("play:8")
    assert state.to_move == 1 and state.turn == 1


def test_after_the_last_clash_doubloons_score():
    state = clash(hands=[[9], [3]], doubloons=[1, 1], discards=[2, 4, 5, 8])
    state.apply("play:9")
    state.apply("play:3")
    assert state.over and state.scores() == [2, 1] and state.winners() == [0]


def test_a_card_not_in_the_hand_is_refused_by_name():
    state = clash()
    with pytest.raises(IllegalAction, match="card 3 is not in your hand"):
        state.apply("play:3")
    with pytest.raises(IllegalAction, match="written that way.*play:<number>"):
        state.apply("cutlass")


def test_a_redeal_keeps_the_seat_s_own_hand_and_every_hand_s_size():
    state = clash()
    state.shuffle_hidden(0, Chance(3))
    assert state.hands[0] == [2, 5, 9] and len(state.hands[1]) == 3
    assert state.invariants() == []


def test_the_duelist_leads_high_and_follows_with_its_lowest_winning_card():
    state = clash()
    bots = [DuelistBot(state.game, seat) for seat in (0, 1)]
    assert bots[0].choose(state.view(0)) == "play:9"
    state.apply("play:5")
    assert bots[1].choose(state.view(1)) == "play:8"
    state.apply("play:8")
    state.apply("play:3")
    assert bots[0].choose(state.view(0)) == "play:9"


def test_a_hand_too_big_for_the_nine_cards_is_refused():
    with pytest.raises(ValueError, match="hand must be 1 to 3 cards for 3 players"):
        CutlassClashGame(3, hand=4)
