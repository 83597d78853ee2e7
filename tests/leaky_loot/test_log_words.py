"""The log speaks plain English: one counter, one point, one card, two counters, two points."""
from __future__ import annotations

import pirates_lib as pl

from .helpers import staged


def _log(state, player=None) -> list[str]:
    return state.view(player)["log"]


def test_a_wave_of_strength_one_puts_one_damage_counter_on_the_hull():
    state = staged(card="7-hearts", blue=1, red=(1,))
    assert any("takes 1 damage counter (strength now 1)" in line for line in _log(state))
    state = staged(card="7-hearts", blue=1, red=(2,))
    assert any("takes 2 damage counters (strength now 0)" in line for line in _log(state))


def test_a_ram_of_strength_one_puts_one_counter_on_the_hull():
    state = staged(blue=6, hands={0: []})
    state.chance.script(dice=[1, 1])
    state.apply("ram:1")
    assert _log(state)[-1].endswith("with strength 1 and puts 1 counter on it.")


def test_a_new_hull_on_the_side_hit_takes_one_counter_in_the_singular():
    state = staged(card="7-hearts", blue=1, red=(1,), hands={0: ["hull-4"]})
    state.apply("hull:4>side1")
    assert _log(state)[-1].endswith("pending water is now 0, and it takes 1 counter.")


def test_one_point_scored_at_port_and_one_point_winning_are_singular():
    state = staged(players=2, seat=1, round=5, card="7-spades", blue=6, ports=1,
                   hands={0: ["treasure-1"], 1: []})
    state.apply("end")
    log = _log(state)
    assert any(line.endswith("turns in Treasure 1 for 1 point (1 in all).") for line in log)
    assert log[-1].endswith("Anne wins with 1 point.")
    assert any(line.endswith("turns in nothing for 0 points (0 in all).") for line in log)


def test_the_starting_deal_says_how_many_salvage_cards_each_player_takes():
    state = pl.load("leaky_loot", players=2).new_game(seed=1)
    assert "Anne takes 2 salvage cards." in _log(state)
