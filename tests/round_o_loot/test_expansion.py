"""The compass expansion: compass, cannons and rats (docs/rules/round_o_loot.md, the
expansion's rules and rulings)."""
from __future__ import annotations

import json

import pytest

import pirates_lib as pl
from pirates_lib.engine import Chance, RandomBot
from pirates_lib.round_o_loot.rounds import phase

from .helpers import QUIET, act, hand, stacked

CANNONEER = ["cannon-2", "rat-1", "rat-1", "bananas-3", "limes-4"]
RATS = ["rat-1", "rat-1", "rat-1", "pistols-4", "limes-2"]


def test_the_compass_is_shuffled_in_after_the_deal_like_the_jolly_roger():
    for seed in range(30):
        state = pl.load("round_o_loot", players=5, expansion=True).new_game(seed=seed)
        assert state.deck["compass"] == 1 and state.deck["jolly_roger"] == 1
    assert state.view(None)["deck_size"] == 48 + 10 - 25 + 2


def test_compass_without_a_cannon_lays_down_rats_and_discards_the_rest_then_the_drawer_draws_on():
    state = stacked([["bananas-3"] + QUIET[:4], RATS], ["compass"], expansion=True)
    act(state, "play:bananas-3")
    assert [a.id for a in state.legal_actions()] == ["compass:rats"]  # no cannon: no choice
    act(state, "compass:rats", "compass:rats")
    view = state.view(None)
    assert "compass" in view["discard"] and not view["compass_in_deck"]
    assert view["seats"][1]["played"] == ["rat-1"] * 3 and view["seats"][1]["points"] == 3
    assert "pistols-4" in view["discard"] and "limes-2" in view["discard"]
    assert view["seats"][0]["hand_size"] == 5  # Anne lost her hand, then drew on to 5
    # Mary's turn found her hand empty, so she drew at once.
    assert "Mary has no cards and draws." in view["log"] and view["seats"][1]["hand_size"] == 5


def test_the_compass_is_said_in_words_a_hand_without_rats_is_not_said_to_lay_down_none():
    state = stacked([["bananas-3"] + QUIET[:4], RATS], ["compass"], expansion=True)
    act(state, "play:bananas-3")
    assert [a.label for a in state.legal_actions()] == [
        "Discard your whole hand (you hold no rats)"]
    act(state, "compass:rats")
    assert [a.label for a in state.legal_actions()] == ["Lay down your rats, discard the rest"]
    act(state, "compass:rats")
    log = state.view(None)["log"]
    assert ("Anne has no rats and discards their whole hand: Bananas 1, Limes 1, Cutlass 1 "
            "and Pistol 1.") in log
    assert "Mary lays down 3 rats and discards Limes 2 and Pistol 4." in log
    state = stacked([["bananas-3"] + QUIET[:4], CANNONEER], ["compass"], expansion=True)
    act(state, "play:bananas-3", "compass:rats", "compass:cannon-2")
    assert "Mary discards Cannon 2 and keeps the rest of their hand." in state.view(None)["log"]


def test_a_cannon_holder_chooses_to_discard_a_cannon_and_keep_the_hand():
    state = stacked([["bananas-3"] + QUIET[:4], CANNONEER], ["compass"], expansion=True)
    act(state, "play:bananas-3", "compass:rats")
    assert state.to_move == 1 and phase(state) == "compass"
    assert {a.id for a in state.legal_actions()} == {"compass:cannon-2", "compass:rats"}
    act(state, "compass:cannon-2")
    assert hand(state, 1) == sorted(["rat-1", "rat-1", "bananas-3", "limes-4"])
    assert state.view(None)["discard"].count("cannon-2") == 1
    assert state.to_move == 1 and phase(state) == "play"  # Anne drew on; Mary's turn


def test_a_cannon_holder_may_take_the_rats_way_instead():
    state = stacked([["bananas-3"] + QUIET[:4], CANNONEER], ["compass"], expansion=True)
    act(state, "play:bananas-3", "compass:rats", "compass:rats")
    seat = state.view(None)["seats"][1]
    assert seat["played"] == ["rat-1", "rat-1"] and seat["points"] == 2
    assert "bananas-3" in state.view(None)["discard"]


def _compass_turns(jack: list[str]) -> list[tuple[int | None, str, list[str]]]:
    """Whose turn it is, the phase and Mary's log, answering the compass with the rats."""
    state = stacked([["bananas-3"] + QUIET[:4], QUIET, jack], ["compass"], expansion=True)
    act(state, "play:bananas-3")
    seen = []
    while phase(state) == "compass":
        seen.append((state.to_move, phase(state), state.view(1)["log"]))
        act(state, "compass:rats")
    return seen


def test_the_compass_asks_every_seat_holding_cards_so_nobody_learns_who_holds_a_cannon():
    # Jack holds a cannon or not: Mary sees the very same table while the compass goes round.
    with_cannon, without = _compass_turns(CANNONEER), _compass_turns(RATS)
    assert [seen[0] for seen in with_cannon] == [0, 1, 2]
    assert with_cannon == without


def test_an_empty_hand_has_nothing_to_answer_the_compass():
    # Anne plays her whole hand, draws the compass first: Mary alone answers, then Anne draws.
    state = stacked([["bananas-1", "bananas-1", "bananas-2", "bananas-3", "bananas-4"],
                     CANNONEER], ["compass"], expansion=True)
    act(state, "play:bananas-1+bananas-1+bananas-2+bananas-3+bananas-4")
    assert state.to_move == 1 and state.view(1)["compass_queue"] == [1]
    act(state, "compass:cannon-2")
    assert state.view(None)["seats"][0]["hand_size"] == 5 and phase(state) == "play"


def test_rats_can_be_discarded_but_not_played_except_by_the_compass():
    state = stacked([RATS, QUIET], expansion=True)
    ids = {a.id for a in state.legal_actions()}
    assert "discard:rat-1" in ids and not any(i.startswith("play:rat") for i in ids)
    with pytest.raises(pl.IllegalAction, match="rats can only be played"):
        state.apply("play:rat-1")


def test_cannons_are_ordinary_cards_worth_two_points():
    state = stacked([CANNONEER, QUIET], expansion=True)
    act(state, "play:cannon-2")
    assert state.view(None)["seats"][0]["points"] == 2


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_expansion_playouts_keep_every_card_in_one_place_and_views_honest(players):
    game = pl.load("round_o_loot", players=players, expansion=True)
    compass_choices = 0
    for seed in range(25):
        state = game.new_game(seed=seed)
        bots = [RandomBot(game, p, seed=seed + p) for p in range(players)]
        while not state.over:
            assert state.invariants() == []
            compass_choices += phase(state) == "compass"
            if seed % 5 == 0:
                other = state.clone()
                seat = seed % players
                other.shuffle_hidden(seat, Chance(seed))
                assert other.invariants() == [] and other.view(seat) == state.view(seat)
            state.apply(bots[state.to_move].choose(state.view(state.to_move)))
        again = pl.from_json(state.to_json())
        assert again == state and json.loads(json.dumps(state.view(0))) == state.view(0)
    assert compass_choices > 0
