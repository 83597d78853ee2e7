"""Libertalia's exact odds agree with the rules played out (exact enumeration and sampling)."""
from __future__ import annotations

from fractions import Fraction as F

import pirates_lib as pl
from pirates_lib.libertalia import odds as lo
from pirates_lib.libertalia.components import BOOTY_KINDS
from pirates_lib.odds import exact, guarantees, simulate, solve_zero_sum


def test_claim_position_equals_the_reveal_order_enumerated_over_every_play():
    s = pl.load("libertalia", players=4).new_game(seed=1)
    others = {q: s.hands[q] for q in (1, 2, 3)}
    for rank in s.hands[0]:
        played = exact(lambda c: lo.claim_place_by_play(c, rank, 0, others))
        assert lo.claim_position(rank, 0, others) == played


def test_claim_position_counts_tie_breakers():
    # the same rank: seat 1's copy outranks seat 0's exactly when its tie-breaker is higher
    lower = lo.claim_position(25, 0, {1: [25]})
    assert lower == pl.odds.Dist({2: 1})  # tie-breakers 2 (seat 0) and 3 (seat 1)


def test_claim_position_counts_the_opponents_who_may_play_higher():
    others = {1: [3, 10], 2: [12]}
    assert lo.claim_position(29, 0, others) == pl.odds.Dist({1: 1})
    assert lo.claim_position(2, 0, others) == pl.odds.Dist({3: 1})
    assert lo.claim_position(8, 0, others) == pl.odds.Dist({2: F(1, 2), 3: F(1, 2)})


def test_booty_chances_match_the_rules_draw_sampled():
    chances = lo.booty_chances(4)
    at = {k: i for i, k in enumerate(BOOTY_KINDS)}
    sim = simulate(lambda c: lo.drawn_booty(c, 4), 4000, seed=5)
    assert sim.P(lambda b: b[at["chest"]] >= 1).agrees(chances["a chest"])
    assert sim.P(lambda b: b[at["relic"]] >= 1).agrees(chances["a cursed relic"])


def test_day_booty_equals_exact_enumeration_of_the_bag_draw_for_two_players():
    assert lo.day_booty(2) == exact(lambda c: lo.drawn_booty(c, 2))


def test_a_duel_with_one_day_left_is_a_single_matrix_game():
    result = lo.duel(([3, 20], [10, 25]), [(F(5), F(1))])
    matrix = [[-4, -4], [4, -4]]
    assert result["matrix"] == matrix and result["value"] == solve_zero_sum(matrix).value == -4


def test_a_two_day_duel_equilibrium_guarantees_its_value():
    result = lo.duel(([5, 14, 23], [7, 14, 22]), [(F(5), F(1)), lo.expected_pair()])
    row = [result["row"][r] for r in result["rows"]]
    col = [result["col"][r] for r in result["cols"]]
    assert guarantees(result["matrix"], row, col) == (result["value"], result["value"])
    assert lo.greedy_guarantee(result) <= result["value"]


DUEL_HANDS = ([2, 10, 21], [10, 11, 22])  # Monkey, French Officer, Voodoo Witch, Merchant, Surgeon
TODAY = {"chest": 1, "goods": 1}


def _duel_against_the_real_table(hands):
    table = lo.duel_table(hands, TODAY)
    tomorrow = lo.expected_pair(map_worth=F(0), bag=table.bag)
    return table, lo.duel(hands, [(F(5), F(1)), tomorrow])


def test_duel_entries_equal_the_real_game_when_the_crew_powers_change_nothing():
    # every first-day pair played through state.apply; tomorrow's booty enumerated exactly
    table, result = _duel_against_the_real_table(DUEL_HANDS)
    for i, x in enumerate(result["rows"]):
        for j, y in enumerate(result["cols"]):
            assert lo.real_entry(table, result, x, y) == result["matrix"][i][j], (x, y)
    assert sum(1 for p in result["row"].values() if p) == 2  # a mixed equilibrium
    assert lo.greedy_guarantee(result) < result["value"]


def test_duel_tomorrow_expectation_is_the_rules_own_draw_after_today_enumerated():
    table = lo.duel_table(DUEL_HANDS, TODAY)

    def tomorrows_booty(chance):
        game = lo._dealt_by(table, chance)
        game.apply("play:21")
        game.apply("play:22")
        game.apply("take:chest")  # Mary's Surgeon claims first; Anne's Merchant gets the goods
        return tuple(game.loot[k] for k in BOOTY_KINDS)

    drawn = exact(tomorrows_booty)
    assert lo.day_booty(2, table.bag) == drawn

    def worths(counts):  # a lone map is worth nothing: no den holds a map
        return sorted((lo.pick_worth(k, F(0)) for k, n in zip(BOOTY_KINDS, counts)
                       for _ in range(n)), reverse=True)

    assert lo.expected_pair(map_worth=F(0), bag=table.bag) == (
        drawn.map(lambda c: worths(c)[0]).mean(), drawn.map(lambda c: worths(c)[1]).mean())


def test_duel_real_check_catches_a_power_the_model_leaves_out():
    # the Barkeep gains 1 doubloon each night in Anne's den (unless a saber kills him first):
    # played today, the real game pays Anne more than the model says
    table, result = _duel_against_the_real_table(([2, 7, 21], [10, 11, 22]))
    i, j = result["rows"].index(7), result["cols"].index(10)
    assert lo.real_entry(table, result, 7, 10) > result["matrix"][i][j]
    i = result["rows"].index(21)
    assert lo.real_entry(table, result, 21, 10) == result["matrix"][i][j]
