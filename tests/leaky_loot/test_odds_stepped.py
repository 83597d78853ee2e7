"""Leaky Loot's wave odds, now stepped through the strengths, are exactly what one enumeration
of the whole wave (suit drawn, blue die, red dice, strike: the rules' order) gives."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pirates_lib.leaky_loot import odds
from pirates_lib.leaky_loot.components import Hull
from pirates_lib.leaky_loot.mechanics import roll_side, roll_wave_strength, strike
from pirates_lib.odds import exact

hulls = st.tuples(*[st.integers(0, 9)] * 5)
counts = st.none() | st.fixed_dictionaries(
    {s: st.integers(0, 18) for s in odds.DICE_CLASSES}).filter(lambda c: any(c.values()))


def whole_wave(hull_strengths, suit_counts):
    weights = odds._suits(suit_counts)

    def wave(chance):
        suit = chance.pick(weights)
        side = roll_side(chance)
        strength = roll_wave_strength(chance, suit)
        return 0 if side is None else strike(Hull(hull_strengths[side]), strength)[1]
    return exact(wave)


@settings(max_examples=60, deadline=None)
@given(hulls, counts)
def test_a_boats_leak_is_the_whole_waves_enumeration(strengths, suit_counts):
    assert odds.boat_leak(strengths, suit_counts) == whole_wave(strengths, suit_counts)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 9), counts)
def test_leak_and_wave_strength_are_unchanged(h, suit_counts):
    assert odds.leak(h, suit_counts) == whole_wave((h,) * 5, suit_counts)
    weights = odds._suits(suit_counts)
    assert odds.wave_strength(counts=suit_counts) == exact(
        lambda ch: roll_wave_strength(ch, ch.pick(weights)))
