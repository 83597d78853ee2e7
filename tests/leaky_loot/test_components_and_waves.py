"""The components and the pure wave rules (rulebook "Waves & Water Leaks", "Ram")."""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

from pirates_lib.engine.staging import ScriptedChance
from pirates_lib.leaky_loot import components as C
from pirates_lib.leaky_loot.components import Hull
from pirates_lib.leaky_loot.mechanics import ram_strike, roll_side, roll_wave_strength, strike
from pirates_lib.odds import d, exact


def test_ocean_deck_is_ranks_2_to_10_in_four_suits_36_cards():
    deck = C.ocean_deck()
    assert len(deck) == 36 and set(deck.values()) == {1}
    assert sorted({C.rank_of(c) for c in deck}) == list(range(2, 11))
    assert Counter(C.suit_of(c) for c in deck) == {s: 9 for s in C.SUITS}


def test_salvage_deck_is_15_hulls_9_buckets_12_treasure_and_one_krakken():
    deck = C.salvage_deck()
    kinds = Counter()
    for card, n in deck.items():
        kinds[C.kind_of(card)] += n
    assert kinds == {"hull": 15, "bucket": 9, "treasure": 12, "krakken": 1}
    assert sum(deck.values()) == 37
    assert {v: deck[f"treasure-{v}"] for v in (1, 2, 3)} == {1: 5, 2: 4, 3: 3}
    assert all(deck[f"hull-{v}"] == 3 for v in range(1, 6))
    assert all(deck[f"bucket-{v}"] == 3 for v in range(1, 4))


def test_wave_strength_is_d4_for_hearts_d4_plus_d4_for_clubs_d6_otherwise():
    assert exact(lambda ch: roll_wave_strength(ch, "hearts")) == d(4)
    assert exact(lambda ch: roll_wave_strength(ch, "clubs")) == d(4) + d(4)
    assert exact(lambda ch: roll_wave_strength(ch, "spades")) == d(6)
    assert exact(lambda ch: roll_wave_strength(ch, "diamonds")) == d(6)


def test_blue_die_1_to_5_names_the_side_and_6_misses():
    assert [roll_side(ScriptedChance(dice=[k])) for k in range(1, 7)] == [0, 1, 2, 3, 4, None]


def test_wave_5_against_hull_2_leaks_3_and_puts_no_counters():
    assert strike(Hull(2), 5) == (Hull(2), 3)


def test_wave_2_against_hull_3_gives_2_counters_and_no_water():
    assert strike(Hull(3), 2) == (Hull(3, 2), 0)


def test_wave_equal_to_hull_strength_holds_and_leaves_strength_0():
    hull, water = strike(Hull(4, 1), 3)
    assert (hull, water, hull.strength) == (Hull(4, 4), 0, 0)


def test_hull_at_strength_0_lets_every_wave_in_fully():
    broken = Hull(3, 3)
    assert [strike(broken, s)[1] for s in range(1, 9)] == list(range(1, 9))
    assert strike(broken, 4)[0] == broken


def test_hull_strength_is_value_less_counters_never_below_0():
    assert Hull(5, 2).strength == 3 and Hull(2, 2).strength == 0 and Hull(2, 5).strength == 0


def test_ram_never_leaks_takes_counters_when_it_holds_and_breaks_when_stronger():
    assert ram_strike(Hull(4), 3) == Hull(4, 3)
    assert ram_strike(Hull(4, 1), 3) == Hull(4, 4)
    assert ram_strike(Hull(4, 1), 4) == Hull(4, 4)  # S > H: broken, D = V
    assert ram_strike(Hull(2, 0, True), 6) == Hull(2, 2, True)


def test_a_starter_hull_keeps_its_mark_through_counters():
    assert strike(Hull(2, 0, True), 1)[0].starter


def test_a_hulls_strength_is_worked_out_from_it_and_is_no_part_of_its_value():
    assert Hull(3, 1) == Hull(3, 1) and hash(Hull(3, 1)) == hash(Hull(3, 1))
    assert repr(Hull(3, 1)) == "Hull(value=3, damage=1, starter=False)"
    assert replace(Hull(3, 1), damage=3).strength == 0
