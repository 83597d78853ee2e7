"""A campaign's maps (`map_days`, `map_plans`): the exact chain over days checked against an
independent count, the rules' own draw enumerated, and real one-campaign games."""
from __future__ import annotations

from fractions import Fraction as F
from math import comb

import pytest

from pirates_lib.libertalia import odds as lo
from pirates_lib.libertalia.components import BAG, DAYS, MAP
from pirates_lib.libertalia.mechanics import draw_tokens
from pirates_lib.odds import exact, simulate


@pytest.mark.parametrize("players", range(2, 7))
def test_the_mean_number_of_map_days_is_the_days_times_one_days_chance(players):
    """Linearity and exchangeability: each day's tokens are a uniform sample of the bag, so
    each day holds a map with the first day's chance, whatever the days before took."""
    others = sum(BAG.values()) - BAG[MAP]
    one_day = 1 - F(comb(others, players), comb(sum(BAG.values()), players))
    assert lo.map_days(players).mean() == DAYS * one_day


def test_map_days_equals_the_rules_draw_enumerated_day_after_day():
    """A small bag, walked through every branch of `draw_tokens` (the draw `days.dawn` makes)."""
    bag = {MAP: 2, "chest": 2, "goods": 1}

    def days_with_a_map(chance):
        left = dict(bag)
        return sum(MAP in draw_tokens(left, 2, chance) for _ in range(2))
    assert lo.map_days(2, days=2, bag=bag) == exact(days_with_a_map)


def test_the_plans_score_sets_by_the_rulebook_and_the_waitress_at_three_a_map():
    days = lo.map_days(4)
    plans = lo.map_plans(4)
    assert plans["a full set"] == days.P(lambda n: n >= 3)
    assert plans["chasing sets"] == 12 * days.P(lambda n: n >= 3) + 12 * days.P(6)
    assert plans["with the Waitress"] == 3 * days.mean()
    assert lo.map_plans(2)["chasing sets"] < lo.map_plans(2)["with the Waitress"]


def test_map_days_agree_with_real_campaigns_and_refuse_counting_maps_instead_of_days():
    """Real 4-player campaigns (seats choosing at random, never the Spy), six sunrises each. The tempting wrong
    model, one map per map drawn (6 days x 4 tokens x 8/50 = 3.84), lies outside the interval."""
    sim = simulate(lambda c: sum(k > 0 for k in lo.sunrise_maps(c, 4)), 2000, seed=3)
    exact_days = lo.map_days(4)
    assert sim.mean(level=1 - 0.01 / 2).agrees(exact_days.mean())
    assert sim.P(lambda n: n >= 3, level=1 - 0.01 / 2).agrees(exact_days.P(lambda n: n >= 3))
    assert not sim.mean(level=1 - 0.01 / 2).agrees(F(6 * 4 * 8, 50))


def test_a_real_campaign_has_six_sunrises_and_never_more_maps_than_the_bag():
    sim = simulate(lambda c: lo.sunrise_maps(c, 6), 200, seed=4)
    assert all(len(maps) == DAYS and sum(maps) <= BAG[MAP] for maps in sim.outcomes)


@pytest.mark.parametrize("players, days", [(0, 6), (7, 6), (2.0, 6), (True, 6), (2, 7), (2, -1)])
def test_map_days_refuses_a_malformed_question(players, days):
    with pytest.raises(ValueError):
        lo.map_days(players, days)
