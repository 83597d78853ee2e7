"""The game's flow through the state: set-up by player count, planning one seat at a time,
the reveal, boats placed in turn order, actions in turn order, the afternoon, sunset, ten
days, the end and its shared wins (rulebook "Setup", "The Day", "End of the Game")."""
from __future__ import annotations

from collections import Counter

import pytest

import pirates_lib as pl
from pirates_lib.key_largo import components as C, views
from pirates_lib.key_largo.mechanics import Diver

from .helpers import legal, new, plan_day, staged

IDLE = ("dolphins", "market")  # a seat that needs no choice: paid, then nothing to sell


@pytest.mark.parametrize("players", [3, 4, 5])
def test_set_up_gives_100_dollars_one_diver_and_the_wrecks_of_the_player_count(players):
    state = new(players)
    assert state.money == [100] * players
    assert state.teams == [[Diver()]] * players and state.pile == 15 - players
    assert state.reserve == {"hose": 20, "trident": 10, "weight": 10}
    assert Counter(state.depths) == dict(C.WRECKS[players])
    assert all(sum(w.values()) == 5 for w in state.wrecks)
    unused = sum(sum(pile.values()) for pile in state.unused.values())
    assert unused == 80 - 5 * len(state.wrecks)
    assert (state.day, state.half, views.step(state)) == (0, 0, "plan")
    assert state.to_move == state.first  # the first player plans first


def test_the_first_player_is_drawn_at_random_through_the_seeded_chance():
    firsts = {new(4, seed=seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new(4, seed=7).first == new(4, seed=7).first


def test_planning_takes_two_different_cards_one_seat_at_a_time_in_turn_order():
    state = staged(4)
    assert legal(state) == ["plan:dive", "plan:bar", "plan:dolphins", "plan:shop",
                            "plan:market"]
    state.apply("plan:bar")
    assert state.to_move == 0 and "plan:bar" not in legal(state)
    assert [a.label for a in state.legal_actions()][0] == "Afternoon: Dive on a wreck"
    state.apply("plan:dive")
    assert state.to_move == 1 and state.plans[0] == ["bar", "dive"]


def test_a_pending_plan_is_hidden_from_every_other_view_until_its_reveal():
    state = staged(4)
    plan_day(state, ("bar", "dive"), ("shop", "dive"), ("dolphins", "bar"), ())
    assert state.view(0)["plans"][0] == ["bar", "dive"]
    assert state.view(1)["plans"][0] == [] and state.view(None)["plans"][0] == []
    assert state.view(1)["planned"] == [2, 2, 2, 0]
    state.apply("plan:dolphins")
    state.apply("plan:market")
    reveal = next(e for e in state.log if e.kind == "reveal")
    assert reveal.only is None and reveal.data["cards"] == ["bar", "shop", "dolphins",
                                                            "dolphins"]
    assert state.view(1)["plans"][0] == ["bar"]  # the afternoon card is still hidden


def test_boats_are_placed_in_turn_order_and_a_wreck_taken_is_closed_to_later_boats():
    state = staged(4, first=1)
    plan_day(state, IDLE, ("dive", "bar"), IDLE, ("dive", "bar"))
    assert state.to_move == 1 and "wreck:2" in legal(state)
    state.apply("wreck:2")
    assert state.to_move == 3 and "wreck:2" not in legal(state)
    assert [w for w in legal(state)] == ["wreck:0", "wreck:1", "wreck:3"]  # shallow only


def test_a_dive_card_with_no_reachable_free_wreck_does_nothing_that_half_day():
    state = staged(4, teams=[[], [Diver()], [Diver()], [Diver()]],
                   spent={"diver": 1, "hose": 0, "trident": 0, "weight": 0})
    plan_day(state, ("dive", "dolphins"), IDLE, IDLE, IDLE)
    assert "Anne's boat finds no wreck to dive on and stays in harbour this half-day." in [
        e.text for e in state.log]
    assert state.places[0] is None


def test_the_afternoon_reveals_the_second_card_and_sunset_passes_the_first_player_left():
    state = staged(3, first=2)
    plan_day(state, IDLE, IDLE, IDLE)
    assert state.day == 1 and state.first == 0 and views.step(state) == "plan"
    assert state.money == [100 + 40 + 0] * 3  # Friday's Dolphin Cove: $40 each
    assert state.to_move == 0 and state.plans == [[], [], []]


def test_ten_days_from_friday_end_after_the_second_sunday_and_ties_share_the_win():
    state = staged(3)
    for day in range(10):
        assert state.day == day and not state.over
        plan_day(state, *[IDLE] * 3)
    assert state.over and state.to_move is None and state.legal_actions() == []
    assert state.money == [100 + sum(C.default_dolphin_pay())] * 3
    assert state.winners() == [0, 1, 2]
    with pytest.raises(pl.IllegalAction, match="the game is over"):
        state.apply("plan:bar")


def test_the_end_counts_money_plus_each_unsold_card_at_its_end_value():
    hand = {"great": {"diamonds-200": 1}, "medium": {"goods-4": 1}}
    state = staged(3, hands={1: hand}, day=9)
    plan_day(state, IDLE, ("dolphins", "bar"), IDLE)
    state.apply("leave")  # Mary at the bar
    assert state.over and state.money == [180] * 3  # Sunday's $80 at Dolphin Cove
    assert state.scores() == [180, 180 + 200 + 4 * 20, 180] and state.winners() == [1]


def test_the_flow_is_the_engine_s_steps_and_the_saved_form_still_names_step_cursor_and_window():
    """docs/engine.md, "The flow": who decides next is the first step; the snapshot (what a
    save's digest covers) keeps the fields the state once held, worked out from the steps."""
    state = staged(4, held={2: ["tourist-bar"], 3: ["saboteur"]}, first=1,
                   wrecks={0: {"goods-1": 2, "gold-2": 3}, 1: {"goods-2": 3, "gold-1": 2}})
    assert state.steps[:2] == [("plan", 1), ("plan", 1)] and state.steps[-1] == ("reveal",)
    plan_day(state, IDLE, ("dive", "bar"), ("dive", "bar"), ("dive", "bar"))
    for wreck in ("wreck:0", "wreck:1", "wreck:2"):  # Mary, Jack, Grace: boats in turn order
        state.apply(wreck)
    assert state.steps[:3] == [("saboteur", 2), ("saboteur", 3), ("turn",)]
    snapshot = state._snapshot()
    assert (snapshot["step"], snapshot["cursor"], snapshot["mover"]) == ("act", 0, 2)
    assert snapshot["visit"]["window"] == [2, 3] and snapshot["visit"]["over"] is False
    assert state.view(2)["visit"]["window"] == [2, 3] and views.step(state) == "act"
    state.apply("pass")  # Jack lets Mary dive; Grace's window is next
    assert state.to_move == 3 and state._snapshot()["visit"]["window"] == [3]
