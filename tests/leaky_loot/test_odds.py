"""Leaky Loot's exact analyses: each checked against an independent derivation and against
simulations of the real rules (the game's own states, not a second model)."""
from __future__ import annotations

from fractions import Fraction as F

import pytest

import pirates_lib as pl
from pirates_lib.leaky_loot import odds
from pirates_lib.odds import Dist, d, simulate


def by_formula_wave() -> Dist:
    """Rulebook: hearts d4, clubs d4 + d4, spades and diamonds d6; 9 cards of each suit."""
    suit = Dist({"hearts": F(1, 4), "clubs": F(1, 4), "d6": F(1, 2)})
    dice = {"hearts": d(4), "clubs": d(4) + d(4), "d6": d(6)}
    return suit.mixture(lambda s: dice[s])


def test_wave_strength_is_the_suit_mixture_of_the_rulebook_dice():
    assert odds.wave_strength() == by_formula_wave()
    assert odds.wave_strength("clubs") == d(4) + d(4)


@pytest.mark.parametrize("h", range(0, 7))
def test_leak_is_five_sixths_of_the_excess_strength(h):
    wave = by_formula_wave()
    expected = {k: F(5, 6) * wave[h + k] for k in range(1, 9)}
    expected[0] = F(1, 6) + F(5, 6) * wave.P(lambda s: s <= h)
    assert odds.leak(h) == Dist(expected)


def test_leak_of_the_first_wave_in_real_games_agrees():
    """Seat 0's first wave hits a new boat (all hulls 2) from a full ocean deck."""
    game = pl.load("leaky_loot", players=3)
    pending = [game.new_game(seed).boats[0].pending for seed in range(1500)]
    exact = odds.leak(2)
    sample = simulate(lambda chance: pending.pop(), 1500)
    for k in (0, 1, 3):
        assert sample.P(k).agrees(exact[k]), k


def test_side_leak_odds_are_a_sixth_of_the_wave_exceeding_the_side():
    wave = by_formula_wave()
    rows = odds.side_leak_odds([0, 1, 2, 3, 5], ks=[1, 4])
    assert rows[2][4] == F(1, 6) * wave.P(lambda s: s >= 6)
    assert rows[0][1] == F(1, 6)  # a broken side leaks on every hit


def test_drown_next_wave_from_nine_water_is_any_leak():
    assert odds.drown_next_wave([2] * 5, 9) == 1 - odds.leak(2)[0]
    assert odds.drown_next_wave([2] * 5, 10) == 1


def test_drowning_in_one_turn_from_nine_water_matches_one_wave():
    assert odds.drown_before_port(turns=1, water=9) == 1 - odds.leak(2)[0]


def test_a_bucket_policy_lowers_the_chance_to_drown():
    nothing = odds.drown_before_port()
    assert 0 < odds.drown_before_port(buckets=(3,)) < odds.drown_before_port(buckets=(1,)) < nothing


def test_water_at_port_is_a_distribution_over_levels_and_drowned():
    dist = odds.water_at_port(turns=2)
    assert set(dist) <= set(range(10)) | {odds.DROWNED} and sum(dist.values()) == 1


class Passive(pl.Bot):
    """Plays no card: ends each turn, and throws its first card at the hand limit."""

    def choose(self, view):
        ids = [a["id"] for a in view["legal"]]
        return "end" if "end" in ids else ids[0]


def passive_game(seed: int) -> tuple[bool, bool]:
    """A real 3-player game of passive bots up to the first port: (Anne drowned within her
    first 5 turns, Anne drowned before the first port, which the Krakken may delay a round)."""
    game = pl.load("leaky_loot", players=3)
    state = game.new_game(seed)
    bots = [Passive(game, p) for p in range(3)]
    within_five = None
    while state.ports_done == 0 and not state.over:
        if state.round == 6 and within_five is None:
            within_five = not state.boats[0].afloat
        state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
    before_port = not state.boats[0].afloat
    return (before_port if within_five is None else within_five), before_port


@pytest.fixture(scope="module")
def passive_games() -> list[tuple[bool, bool]]:
    return [passive_game(seed) for seed in range(800)]


def test_drowning_within_five_turns_agrees_with_real_passive_games(passive_games):
    """The model: a player's own ocean cards are a uniform sample without replacement; the
    Krakken cannot change the first five turns."""
    runs = iter(passive_games)
    sample = simulate(lambda chance: next(runs)[0], len(passive_games))
    assert sample.P(True).agrees(odds.drown_before_port(turns=5))


def test_drowning_before_the_real_first_port_lies_between_five_and_six_turns(passive_games):
    runs = iter(passive_games)
    sample = simulate(lambda chance: next(runs)[1], len(passive_games)).P(True)
    five, six = odds.drown_before_port(turns=5), odds.drown_before_port(turns=6)
    assert five < six and sample.high >= five and sample.low <= six


def test_hull_card_saves_water_and_more_for_a_weaker_side():
    assert odds.hull_water_saved(5, 2, 5) > 0
    assert odds.hull_water_saved(5, 0, 5) > odds.hull_water_saved(5, 2, 5)
    assert odds.hull_water_saved(2, 2, 5) == 0


def test_one_turn_expected_leak_through_a_side_is_a_sixth_of_the_excess():
    excess = by_formula_wave().map(lambda s: max(0, s - 2)).mean()
    assert odds.expected_leak_through_side(2, 1) == excess / 6


def test_table_odds_use_only_the_view():
    state = pl.load("leaky_loot", players=3).new_game(seed=4)
    counts = odds.next_ocean_counts(state.view(1))
    assert sum(counts.values()) == 35  # one card is in play
    other = state.clone()
    other.shuffle_hidden(1, pl.Chance(9))
    assert odds.drown_this_turn(other, 1) == odds.drown_this_turn(state, 1)


def test_bad_boats_are_refused():
    with pytest.raises(ValueError, match="5 hull strengths"):
        odds.boat_leak([2, 2])
    with pytest.raises(ValueError, match="turns"):
        odds.drown_before_port(turns=-1)
