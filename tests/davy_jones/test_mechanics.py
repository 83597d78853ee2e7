"""The pure rule functions (mechanics.py; docs/rules/davy_jones.md, "Rules to code to tests"),
with exact chances computed by running them under `pirates_lib.odds.exact`."""
from __future__ import annotations

from fractions import Fraction as F

import pytest

import pirates_lib as pl
from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones import mechanics as m
from pirates_lib.odds import exact

FOUR, THREE = c.SHIP_CLASSES


# --- shooting ---------------------------------------------------------------------------------
def test_a_cannon_hits_only_on_a_roll_higher_than_its_rank():
    assert not m.is_hit(3, 3) and m.is_hit(4, 3) and not m.is_hit(1, 3)
    assert m.hits((3, 4, 6, 1), (3, 3, 3, 3)) == 2


@pytest.mark.parametrize("rank, chance", [(2, F(2, 3)), (3, F(1, 2)), (4, F(1, 3))])
def test_the_exact_chance_a_mast_hits_is_six_minus_its_rank_in_six(rank, chance):
    assert exact(lambda ch: m.volley(ch, (rank,)).hits)[1] == chance


def test_a_full_four_mast_volley_hits_by_the_product_of_its_cannons_chances():
    dist = exact(lambda ch: m.volley(ch, FOUR.ranks).hits)
    assert dist[0] == F(1, 3) * F(1, 2) * F(1, 2) * F(2, 3) == F(1, 18)
    assert dist[4] == F(2, 3) * F(1, 2) * F(1, 2) * F(1, 3) == F(1, 18)
    assert sum(k * p for k, p in dist.items()) == F(2, 3) + F(1, 2) + F(1, 2) + F(1, 3)


def test_a_kraken_attack_with_six_parts_is_six_rank_4_dice():
    dist = exact(lambda ch: m.volley(ch, (c.MONSTER[c.KRAKEN].rank,) * 6).hits)
    assert dist[0] == F(2, 3) ** 6 and dist[6] == F(1, 3) ** 6


def test_a_volley_rolls_one_die_per_cannon_in_range_in_order():
    v = m.volley(pl.Chance(3), (2, 3, 4))
    assert len(v.rolls) == 3 and all(1 <= r <= 6 for r in v.rolls)
    assert v.hits == m.hits(v.rolls, (2, 3, 4))
    assert m.volley(pl.Chance(3), ()) == m.Volley((), 0)


def test_front_and_centre_cannons_in_range_rear_out_like_the_rulebook_diagram():
    ship = g.box((0, 0), 90, THREE.length, THREE.width)  # masts at x = 25.3, 0, -25.3
    target = g.box((50 + 12.5, 0), 0, 89, 25)  # broadside on, its near side at x = 50
    # the front mast is 24.7 mm from it, the centre 50, the rear 75.3: beyond S = 63
    assert m.masts_in_reach(ship, range(3), 3, target) == (0, 1)
    assert m.masts_in_reach(ship, (1, 2), 3, target) == (1,)  # the front mast is gone


def test_a_mast_lost_no_longer_shoots_and_reach_is_from_the_mast_centre():
    ship = g.box((0, 0), 90, FOUR.length, FOUR.width)  # masts at x = 33.4, 11.1, -11.1, -33.4
    bow_mast = g.mast_points(ship, 4)[0]
    monster = g.Circle(bow_mast[0] + 63 + 40, 0, 40)
    assert m.masts_in_reach(ship, range(4), 4, monster) == (0,)
    assert m.masts_in_reach(ship, (1, 2, 3), 4, monster) == ()


def test_a_monsters_parts_all_reach_or_none_do_from_the_edge_of_its_base():
    base = g.Circle(0, 0, 40)
    near = g.box((40 + 63 + 12.5, 0), 0, 89, 25)
    far = g.box((40 + 63 + 12.5 + 0.6, 0), 0, 89, 25)
    assert m.parts_in_reach(base, 6, near) == 6 and m.parts_in_reach(base, 6, far) == 0


def test_parley_needs_gold_aboard_the_target_or_on_its_home_island():
    assert m.can_parley(1, 0) and m.can_parley(0, 2) and not m.can_parley(0, 0)


# --- sea monsters -----------------------------------------------------------------------------
def test_a_sea_monster_lands_on_the_point_a_d6_names():
    assert exact(lambda ch: m.monster_point(ch)) == pl.odds.Dist({n: F(1, 6) for n in range(1, 7)})


def test_rerolling_until_an_open_point_is_one_in_five_for_each_point_left():
    dist = exact(lambda ch: m.monster_point(ch, taken={4}))
    assert dist == pl.odds.Dist({n: F(1, 5) for n in (1, 2, 3, 5, 6)})
    with pytest.raises(ValueError, match="no open sea monster point"):
        m.monster_point(pl.Chance(0), taken=set(range(1, 7)))


def test_a_monster_placed_touching_a_ship_defeats_it():
    base = m.monster_base(c.MONSTER[c.KRAKEN], 1)
    x, y = c.MONSTER_POINTS[1]
    touching = g.box((x + 40 + 12.5 + 0.4, y), 0, 89, 25)
    clear = g.box((x + 40 + 12.5 + 0.6, y), 0, 89, 25)
    assert m.ships_touched(base, [clear, touching]) == (1,)


# --- Davy Jones -------------------------------------------------------------------------------
def test_a_tied_swordfight_goes_to_the_captain():
    fight = m.fight(4, 3, captain_sword=1, davy_sword=2)
    assert (fight.captain_total, fight.davy_total) == (5, 5) and fight.captain_wins
    assert not m.fight(3, 3, captain_sword=1).captain_wins


@pytest.mark.parametrize("sword, chance", [(0, F(5, 18)), (1, F(5, 12)), (2, F(7, 12)),
                                           (3, F(13, 18))])
def test_the_exact_chance_a_captain_beats_davy_jones_by_sword_bonus(sword, chance):
    assert exact(lambda ch: m.swordfight(ch, sword).captain_wins)[True] == chance


def test_davy_jones_runs_clockwise_as_many_islands_as_the_die_starting_with_the_next():
    ring = c.RING
    assert m.davy_jones_destination(c.NORTH, 1, c.SOUTH) == c.NORTH_EAST
    assert m.davy_jones_destination(c.NORTH, 5, c.SOUTH) == c.WEST
    assert m.davy_jones_destination(c.WEST, 1, c.SOUTH) == c.NORTH  # round the ring
    assert all(m.davy_jones_destination(at, r, c.EAST) == ring[(ring.index(at) + r) % 6]
               for at in ring for r in range(1, 6))


def test_a_six_sends_davy_jones_to_the_centre_island_even_from_the_centre():
    assert {m.davy_jones_destination(at, 6, c.NORTH) for at in c.RING + (c.CENTRE,)} == {c.CENTRE}


def test_from_the_centre_davy_jones_counts_from_the_defeaters_home_island_as_the_first():
    assert m.davy_jones_destination(c.CENTRE, 1, c.EAST) == c.EAST
    assert m.davy_jones_destination(c.CENTRE, 2, c.EAST) == c.SOUTH
    assert m.davy_jones_destination(c.CENTRE, 5, c.SOUTH) == c.NORTH_EAST  # S, SW, W, N, NE


def test_davy_jones_never_stays_put_on_the_ring_and_flies_to_each_place_one_time_in_six():
    dist = exact(lambda ch: m.davy_jones_flight(ch, c.EAST, c.NORTH)[1])
    assert dist == pl.odds.Dist({n: F(1, 6) for n in set(c.RING) - {c.EAST} | {c.CENTRE}})


def test_davy_jones_moves_are_checked():
    with pytest.raises(ValueError, match="a die shows 1 to 6, not 7"):
        m.davy_jones_destination(c.NORTH, 7, c.SOUTH)
    with pytest.raises(ValueError, match="not on 'atlantis'"):
        m.davy_jones_destination("atlantis", 2, c.SOUTH)
    with pytest.raises(ValueError, match="'centre' is not an island of the ring"):
        m.davy_jones_destination(c.CENTRE, 2, c.CENTRE)


# --- curses -----------------------------------------------------------------------------------
@pytest.mark.parametrize("masts", [1, 2, 3, 4])
def test_sargasso_sea_frees_a_ship_rolling_at_most_her_masts(masts):
    dist = exact(lambda ch: m.escape_roll(ch, c.SARGASSO_SEA, masts).escaped)
    assert dist[True] == F(masts, 6)
    assert m.escapes(c.SARGASSO_SEA, (masts,), masts)
    assert not m.escapes(c.SARGASSO_SEA, (masts + 1,), masts)


@pytest.mark.parametrize("masts", [1, 2, 3, 4])
def test_the_reef_frees_a_ship_rolling_at_least_her_masts(masts):
    dist = exact(lambda ch: m.escape_roll(ch, c.REEF, masts).escaped)
    assert dist[True] == F(7 - masts, 6)
    assert m.escapes(c.REEF, (masts,), masts) and not m.escapes(c.REEF, (masts - 1,), masts)


@pytest.mark.parametrize("called", [1, 4, 6])
def test_the_storm_frees_a_ship_when_the_die_matches_the_called_number(called):
    assert exact(lambda ch: m.escape_roll(ch, c.STORM, called=called).escaped)[True] == F(1, 6)
    assert m.escapes(c.STORM, (called,), called=called)
    assert not m.escapes(c.STORM, (called % 6 + 1,), called=called)


def test_a_storm_call_made_by_a_die_still_matches_one_time_in_six():
    def attempt(ch):
        return m.escape_roll(ch, c.STORM, called=m.storm_call(ch)).escaped
    assert exact(attempt)[True] == F(1, 6)
    with pytest.raises(ValueError, match="called for the Storm must be 1 to 6, not 0"):
        m.escape_roll(pl.Chance(0), c.STORM)


def test_the_fog_bank_frees_both_ships_on_doubles():
    attempt = exact(lambda ch: m.escape_roll(ch, c.FOG_BANK))
    assert attempt.map(lambda e: e.escaped)[True] == F(1, 6)
    assert all(len(e.rolls) == 2 for e in attempt)
    assert m.escapes(c.FOG_BANK, (5, 5)) and not m.escapes(c.FOG_BANK, (5, 4))


def test_an_unknown_zone_is_refused_with_the_zones_named():
    with pytest.raises(ValueError, match="'kraken' is not a cursed zone; the zones are fog-bank"):
        m.escapes(c.KRAKEN, (1,))


# --- tokens and scoring -----------------------------------------------------------------------
def test_tokens_are_worth_their_gold_5_for_a_monster_or_curse_and_6_for_a_treasure():
    assert [m.token_value(c.gold(v)) for v in (1, 2, 3, 4)] == [1, 2, 3, 4]
    assert m.token_value("curse-reef") == m.token_value("place-kraken") == 5
    assert m.token_value(c.DAVY_JONES_TREASURE) == 6
    with pytest.raises(ValueError, match="'davy-jones' is never scored"):
        m.token_value(c.DAVY_JONES)


def test_a_home_islands_score_adds_up_its_tokens():
    home = {"gold-1": 2, "gold-4": 1, "curse-storm": 1, c.DAVY_JONES_TREASURE: 2}
    assert m.score(home) == 2 + 4 + 5 + 12
    assert m.score({}) == 0


def test_encounters_are_the_sea_monster_curse_and_davy_jones_tokens():
    pile = c.treasure_pile()
    encounters = {t for t in pile if m.is_encounter(t)}
    assert encounters == set(c.CURSES) | {"place-kraken", "place-sea-serpent", c.DAVY_JONES}
    assert {t for t in pile if m.is_gold(t)} == {c.gold(v) for v in (1, 2, 3, 4)}


def test_the_deal_lays_out_the_counts_and_sets_the_rest_aside():
    pile = c.treasure_pile(c.CAPTAINS[:3])
    islands, aside = m.deal_wild_islands(pl.Chance(5), pile, c.wild_island_counts(3))
    assert {k: sum(v.values()) for k, v in islands.items()} == c.THREE_PLAYER_LAYOUT
    assert sum(aside.values()) == 8
    merged = dict(aside)
    for tokens in islands.values():
        for t, n in tokens.items():
            merged[t] = merged.get(t, 0) + n
    assert merged == pile


def test_a_three_player_deal_that_would_set_every_davy_jones_token_aside_is_dealt_again():
    """Ruling 59: seed 243's first deal sets all three aside (a game that could never end);
    the set-up deals again from the same chance, and takes the next deal."""
    pile, counts = c.treasure_pile(c.CAPTAINS[:3]), c.wild_island_counts(3)
    chance = pl.Chance(243)
    first, second = (m._deal(chance, pile, counts) for _ in range(2))
    assert first[1][c.DAVY_JONES] == 3 and second[1].get(c.DAVY_JONES, 0) < 3
    assert m.deal_wild_islands(pl.Chance(243), pile, counts) == second
    game = pl.load("davy_jones", players=3).new_game(seed=243)
    assert game.aside == second[1] and game.wild[c.CENTRE] == second[0][c.CENTRE]


def test_every_arrangement_of_the_deal_is_equally_likely():
    dist = exact(lambda ch: tuple(sorted(
        (k, tuple(sorted(v))) for k, v in m.deal_wild_islands(ch, {"a": 1, "b": 1, "c": 1},
                                                             {"x": 1, "y": 1})[0].items())))
    assert len(dist) == 6 and set(dist.values()) == {F(1, 6)}


def test_exploring_draws_a_random_token_and_removes_it_from_the_island():
    island = {"gold-2": 3, c.DAVY_JONES: 1}
    assert exact(lambda ch: m.draw_token(ch, dict(island)))[c.DAVY_JONES] == F(1, 4)
    token = m.draw_token(pl.Chance(1), island)
    assert sum(island.values()) == 3 and token in ("gold-2", c.DAVY_JONES)


def test_cargo_room_is_capacity_less_tokens_aboard_and_deep_hold_adds_one():
    assert m.cargo_room(FOUR.cargo, 1) == 2 and m.cargo_room(FOUR.cargo, 3) == 0
    assert m.cargo_room(FOUR.cargo, 3, deep_hold=True) == 1
    assert m.cargo_room(FOUR.cargo, 4) == 0


def test_gold_of_a_ship_defeated_at_sea_goes_to_the_nearest_wild_island():
    near_ne = g.box((690, 340), 0, 89, 25)
    assert m.nearest_wild_island(near_ne) == c.NORTH_EAST
    assert m.nearest_wild_island(g.box((300, 600), 0, 89, 25)) == c.SOUTH_WEST
    assert m.nearest_wild_island(m.monster_base(c.MONSTER[c.KRAKEN], 1)) == c.CENTRE
