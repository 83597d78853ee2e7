"""Dist, exact enumeration and simulation: exact numbers, never approximate floats."""
from __future__ import annotations

from fractions import Fraction
from fractions import Fraction as F
from math import comb

import pytest

from pirates_lib.odds import (Dist, TooBig, d, exact, first_appearance, hands, hypergeometric,
                              simulate)


def test_two_d4_sum_is_the_triangle():
    assert d(4) + d(4) == Dist({2: F(1, 16), 3: F(2, 16), 4: F(3, 16), 5: F(4, 16),
                                6: F(3, 16), 7: F(2, 16), 8: F(1, 16)})


def test_n_at_a_die_sums_n_dice_and_a_die_times_n_is_one_die_scaled():
    # As icepool: 3 @ d6 is 3d6, d6 * 3 one die tripled. Same mean, 3 against 9 times the
    # variance of one die (35/12).
    three_dice, tripled = 3 @ d(6), d(6) * 3
    assert three_dice == d(6) + d(6) + d(6) == d(6).sum_of(3) and three_dice[10] == F(27, 216)
    assert tripled == 3 * d(6) == Dist({x: F(1, 6) for x in (3, 6, 9, 12, 15, 18)})
    assert three_dice.mean() == tripled.mean() == F(21, 2)
    assert three_dice.var() == 3 * d(6).var() == F(35, 4)
    assert tripled.var() == 9 * d(6).var() == F(105, 4)


def test_scaling_takes_fractions_and_whole_results_stay_whole_numbers():
    halved = d(4) * F(1, 2)
    assert list(halved) == [F(1, 2), 1, F(3, 2), 2] and type(list(halved)[1]) is int
    assert halved * 2 == d(4) and all(type(x) is int for x in halved * 2)
    assert d(6) * 0 == Dist.certain(0) and (d(6) * -1)[-6] == F(1, 6)
    assert d(2).map(lambda x: x == 2) * 5 == Dist({0: F(1, 2), 5: F(1, 2)})


@pytest.mark.parametrize("scale, words", [
    (lambda: d(6) * 1.5, "exact number .* not float 1.5"),
    (lambda: d(6) * True, "not bool True"),
    (lambda: d(6) * d(6), "combine"),
    (lambda: d(2).map(lambda x: (x,)) * 2, r"exact numbers .* not \(1,\)"),
    (lambda: d(6) @ 3, "on the left: 3 @ d"),
])
def test_scaling_refuses_what_is_not_an_exact_number_and_the_count_goes_left(scale, words):
    with pytest.raises(TypeError, match=words):
        scale()


def test_a_sum_of_copies_counts_them_in_whole_numbers_from_zero():
    assert 0 @ d(6) == Dist.certain(0) == 0 @ Dist({F(1, 2): 1})
    for count in (-1, 2.5, True, "3"):
        with pytest.raises(ValueError, match="the number of copies summed must be"):
            count @ d(6)
    with pytest.raises(TooBig, match="pass max_pairs="):
        d(6).sum_of(50, max_pairs=1000)
    assert d(6).sum_of(50, max_pairs=10**5) == 50 @ d(6)


def test_dist_is_generic_in_its_outcomes_and_the_toolkit_says_which():
    from typing import get_type_hints
    assert get_type_hints(d)["return"] == Dist[int]
    assert get_type_hints(hands)["return"] == Dist[tuple[int, ...]]
    assert get_type_hints(first_appearance)["return"] == Dist[int | None]


def test_every_public_name_of_the_toolkit_teaches_by_an_example():
    import pirates_lib.odds as odds
    untaught = [name for name in odds.__all__ if ">>> " not in (getattr(odds, name).__doc__ or "")]
    assert untaught == []


def test_mean_and_variance_of_a_die_are_exact():
    assert d(6).mean() == F(7, 2) and d(6).var() == F(35, 12)


def test_conditioning_renormalises():
    high = d(6).given(lambda x: x > 3)
    assert high == Dist({4: F(1, 3), 5: F(1, 3), 6: F(1, 3)})
    with pytest.raises(ValueError, match="probability 0"):
        d(6).given(lambda x: x > 6)


def test_probability_of_event_and_of_value():
    assert d(6).P(lambda x: x % 2 == 0) == F(1, 2)
    assert d(6).P(3) == F(1, 6) and d(6)[7] == 0


def test_max_of_two_dice():
    assert d(6).max(d(6))[6] == F(11, 36)


def test_floats_are_refused_as_probabilities():
    with pytest.raises(TypeError, match="exact"):
        Dist({1: 0.5, 2: 0.5})


def test_probabilities_must_sum_to_one():
    with pytest.raises(ValueError, match="sum to 1"):
        Dist({1: F(1, 3)})


def test_to_sympy_gives_rationals():
    import sympy
    assert d(2).to_sympy() == {1: sympy.Rational(1, 2), 2: sympy.Rational(1, 2)}


def test_html_table_shows_exact_fractions():
    assert "<td>1/6</td>" in d(6)._repr_html_()


def test_chart_is_an_altair_bar_chart():
    spec = d(4).chart(title="d4").to_dict()
    assert spec["mark"]["type"] == "bar" and len(spec["data"]["values"]) == 4


def test_a_chart_s_tooltip_gives_the_outcome_the_exact_chance_and_its_decimal():
    spec = d(4).chart(x="roll").to_dict()
    assert [(t["field"], t.get("title")) for t in spec["encoding"]["tooltip"]] == [
        ("roll", None), ("p", "exact"), ("probability", "≈")]
    assert spec["data"]["values"][0]["p"] == "1/4" and spec["encoding"]["tooltip"][2]["format"] == ".4f"


def test_exact_enumerates_every_branch_with_its_weight():
    assert exact(lambda c: c.die(6) + c.die(6)) == d(6) + d(6)


def test_exact_follows_branch_dependent_calls():
    # Roll a d2; on a 1 roll a d4, else a d6: the second call depends on the first.
    dist = exact(lambda c: c.die(4) if c.die(2) == 1 else c.die(6))
    assert dist[5] == F(1, 12) and dist[1] == F(1, 8) + F(1, 12)


def test_exact_draws_without_replacement():
    def two_cards(chance):
        deck = {"red": 2, "black": 1}
        return tuple(sorted((chance.draw(deck), chance.draw(deck))))
    assert exact(two_cards) == Dist({("black", "red"): F(2, 3), ("red", "red"): F(1, 3)})


def test_exact_pick_respects_weights():
    assert exact(lambda c: c.pick({"a": 1, "b": 3})) == Dist({"a": F(1, 4), "b": F(3, 4)})


def test_simulation_agrees_with_exact_within_its_interval():
    est = simulate(lambda c: c.die(6) + c.die(6), 4000, seed=1).P(7)
    assert est.agrees(F(1, 6)) and not est.agrees(F(1, 3))


def test_simulation_mean_interval():
    assert simulate(lambda c: c.die(6), 4000, seed=2).mean().agrees(F(7, 2))


def test_hypergeometric_matches_the_formula():
    dist = hypergeometric(36, 9, 5)
    assert dist[2] == F(comb(9, 2) * comb(27, 3), comb(36, 5))
    assert dist.mean() == F(5 * 9, 36)


def test_hypergeometric_matches_exact_enumeration_of_draws():
    def hearts_in_three(chance):
        deck = {"heart": 4, "other": 6}
        return sum(chance.draw(deck) == "heart" for _ in range(3))
    assert exact(hearts_in_three) == hypergeometric(10, 4, 3)


def test_hands_gives_multivariate_counts():
    dist = hands({"a": 2, "b": 1, "c": 1}, 2)
    assert dist[(1, 1, 0)] == F(2, 6) and dist[(2, 0, 0)] == F(1, 6)


def test_first_appearance_of_one_card_is_uniform_and_of_two_is_skewed():
    assert first_appearance(5, 1) == d(5)
    two = first_appearance(4, 2)
    assert two[1] == F(3, 6) and two[3] == F(1, 6)


def test_exact_refuses_a_function_that_keeps_state_between_paths():
    deck = {"a": 1, "b": 1, "c": 1}  # shared across calls: each path shrinks it

    def leaky(chance):
        return chance.draw(deck)
    with pytest.raises(ValueError, match="not determined by its chance calls"):
        exact(leaky)


def test_enumerating_chance_reports_each_paths_probability():
    from pirates_lib.odds import EnumeratingChance
    chance = EnumeratingChance()
    chance.die(6)
    chance.pick({"x": 1, "y": 2})
    assert chance.prob == Fraction(1, 6) * Fraction(1, 3)


def test_cdf_accumulates_exactly_to_one():
    cdf = d(4).cdf()
    assert cdf == {1: F(1, 4), 2: F(1, 2), 3: F(3, 4), 4: F(1)}


def test_a_simulation_where_every_run_succeeds_agrees_with_a_certainty():
    from pirates_lib.odds import simulate
    sim = simulate(lambda ch: True, 50)
    assert sim.P(True).agrees(1) and sim.P(False).agrees(0)
