"""The bots (bots.py): the navigator clearly beats random bots (the full 1,000-game match is
`make winrates`; here a short one with a lower bar keeps the suite fast), plays only legal
actions at every table, and answers decisions sensibly from its view alone."""
from __future__ import annotations

import pytest

import pirates_lib as pl
from pirates_lib.davy_jones import DavyJonesGame
from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones.bots import NavigatorBot

from .positions import JACK, MARY, dice, docked, lift, new, put


def test_the_match_declared_is_the_navigator_against_two_random_bots_at_60_percent():
    (match,) = DavyJonesGame.matches
    assert (match.bot, match.players, match.bar, match.others) == ("navigator", 3, 0.60, "random")


def test_the_navigator_wins_most_three_player_games_against_two_random_bots():
    rate = pl.win_rate(pl.load("davy_jones", players=3), "navigator", "random", 24)
    assert rate.shares / rate.games > 0.5, rate


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_navigator_plays_only_legal_actions_at_every_table(players):
    game = pl.load("davy_jones", players=players)
    state = pl.play(game, ["navigator"] * players, seed=players)
    assert state.over and state.invariants() == []


def test_the_navigator_loses_its_worst_cannon_to_a_hit():
    state = put(new(3), {"green-4": (250, 300, 90), "blue-4": (330, 300, 0)}, dice(6, 6))
    state.apply("shoot:green-4:blue-4")  # the rank 2 and 3 cannons of Jack's bow reach her
    bot = NavigatorBot(state.game, MARY)
    assert state.to_move == MARY and bot.choose(state.view(MARY)) == "mast:3"  # rank 4


def test_the_navigator_explores_where_it_lies_and_fights_davy_jones_first():
    state = put(new(3), {"green-4": docked("green-4", c.CENTRE, 180)})
    bot = NavigatorBot(state.game, JACK)
    assert bot.choose(state.view(JACK)) == "spyglass:green-4"
    state = put(state, davy_jones=c.CENTRE)
    assert bot.choose(state.view(JACK)) == "fight:green-4"


def test_the_navigator_sails_a_full_hold_home():
    state = new(3)
    state = put(state, {"green-4": (457, 640, 90)}, **lift(state, "gold-1", "gold-2", "gold-3"),
                cargo={**state.cargo, "green-4": {"gold-1": 1, "gold-2": 1, "gold-3": 1}})
    choice = NavigatorBot(state.game, JACK).choose(state.view(JACK))
    state.apply(choice)
    south = c.ISLAND[c.SOUTH].shape
    assert abs(state.boxes["green-4"].y - south.y) < abs(640 - south.y)
