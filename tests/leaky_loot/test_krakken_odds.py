"""The Krakken before the first port (`odds.krakken_delays_port`): the exact chance checked
against real games of players who play no card, with the power to refuse the plausible wrong
models (every boat afloat to the port; the Krakken anywhere among all 37 salvage cards)."""
from __future__ import annotations

from fractions import Fraction as F

import pytest

import pirates_lib as pl
from pirates_lib.leaky_loot import odds
from pirates_lib.leaky_loot.components import FIRST_PORT_ROUND
from pirates_lib.odds import simulate


def krakken_came(game, seed: int) -> bool:
    """A real game up to the first port, every seat only ending its turns (and throwing its
    first card at the hand limit): was the port moved while no port was reached yet?"""
    state, moved = game.new_game(seed), False
    while state.ports_done == 0 and not state.over:
        moved = moved or state.next_port_round > FIRST_PORT_ROUND
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.kind == "end"), legal[0]))
    return moved


def test_the_krakken_delays_the_first_port_as_often_as_in_real_games():
    game = pl.load("leaky_loot", players=3)
    seeds = iter(range(4000))
    sim = simulate(lambda chance: krakken_came(game, next(seeds)), 4000).P(True)
    exact = odds.krakken_delays_port(3)
    assert sim.agrees(exact)
    nobody_drowns = F(3 * 20 * FIRST_PORT_ROUND, 36 * 31)   # every boat afloat: N = 3 x 5 x 20/36
    anywhere = exact * 31 / 37                           # the dealt cards wrongly counted in
    assert not sim.agrees(nobody_drowns) and not sim.agrees(anywhere)


def test_more_players_draw_more_salvage_from_a_smaller_deck():
    chances = [odds.krakken_delays_port(n) for n in range(2, 6)]
    assert chances == sorted(chances) and 0 < chances[0] and chances[-1] < 1


@pytest.mark.parametrize("players", [1, 6, 3.0, True])
def test_krakken_delays_port_refuses_a_table_it_does_not_model(players):
    with pytest.raises(ValueError, match="players"):
        odds.krakken_delays_port(players)
