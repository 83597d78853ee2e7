"""`invariants()` must catch each kind of broken state the conformance suite relies on it to
catch (the issue: 50 booty tokens accounted for, every crew card in exactly one place,
doubloons never negative, no hidden choice visible before the reveal)."""
from __future__ import annotations

import pytest

import pirates_lib as pl
from pirates_lib.engine.staging import stage


def fresh():
    state = pl.load("libertalia", players=3).new_game(seed=4)
    assert state.invariants() == []
    return state


def broken(s, **fields):
    """Stage a position that breaks the rules on purpose (the staging check is off)."""
    stage(s, check=False, **fields)


def lose_a_token(s):
    broken(s, bag={**s.bag, "goods": s.bag["goods"] - 1})


def token_in_two_places(s):
    broken(s, den_booty=[{**s.den_booty[0], "chest": s.den_booty[0]["chest"] + 1},
                         *s.den_booty[1:]])


def crew_card_twice(s):
    broken(s, dens=[s.dens[0], s.dens[1] + [s.hands[1][0]], s.dens[2]])


def crew_card_lost(s):
    broken(s, hands=[s.hands[0], s.hands[1], s.hands[2][:-1]])


def negative_doubloons(s):
    broken(s, doubloons=[-1, *s.doubloons[1:]])


#: The flow at a day power's question (the Parrot's replacement, asked of seat 0): the day
#: phase, read off the steps.
BY_DAY = [("replace", 0, 1), ("day",)]


def ship_out_of_order(s):
    broken(s, steps=list(BY_DAY), hands=[s.hands[0][:-1], s.hands[1][1:], s.hands[2]],
           ship=[[s.hands[0][-1], 0], [s.hands[1][0], 1]])


def choice_outlives_the_reveal(s):
    broken(s, chosen=[s.hands[0][0], None, None], steps=list(BY_DAY))


def choice_not_in_hand(s):
    broken(s, chosen=[None, next(r for r in range(1, 31) if r not in s.hands[1]), None])


def choice_in_a_public_log_line(s):
    s.emit("choose", "Anne chose the Brute", player=0, rank=14)


@pytest.mark.parametrize("corrupt, words", [
    (lose_a_token, "goods tokens accounted for"), (token_in_two_places, "chest tokens"),
    (crew_card_twice, "seat 1's crew cards"), (crew_card_lost, "seat 2's crew cards"),
    (negative_doubloons, "doubloons"), (ship_out_of_order, "rank and tie-breaker order"),
    (choice_outlives_the_reveal, "outlives the reveal"), (choice_not_in_hand, "not in hand"),
    (choice_in_a_public_log_line, "log line others can read")])
def test_invariants_catch_each_kind_of_broken_state(corrupt, words):
    state = fresh()
    corrupt(state)
    assert any(words in problem for problem in state.invariants()), state.invariants()
