"""The components (components.py; docs/rules/davy_jones.md, "Components" and "Rulings and
assumed numbers"): the token pile, the playmat layout and that it is playable, the ships,
monsters and captains, and the options' checks."""
from __future__ import annotations

import dataclasses
import math

import pytest

from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones.mechanics import monster_base, nearest_wild_island
from pirates_lib.davy_jones.fleet import start_ships

FOUR, THREE = c.SHIP_CLASSES


# --- tokens -----------------------------------------------------------------------------------
def test_the_treasure_pile_is_28_gold_4_sea_monster_4_davy_jones_and_6_curse_tokens():
    pile = c.treasure_pile()
    assert sum(pile.values()) == 42
    assert sum(n for t, n in pile.items() if t.startswith("gold-")) == 28
    assert pile["place-kraken"] == 2 and pile["place-sea-serpent"] == 2
    assert pile["davy-jones"] == 4
    assert sorted(t for t in pile if t.startswith("curse-")) == sorted(c.CURSES)
    assert all(pile[t] == 1 for t in c.CURSES) and len(c.CURSES) == 6
    assert c.DAVY_JONES_TREASURE not in pile  # the treasures wait on his portrait card


def test_each_captain_card_holds_seven_gold_one_sea_monster_and_one_davy_jones_token():
    for captain in c.CAPTAINS:
        tokens = c.captain_tokens(captain)
        assert sum(tokens.values()) == 9
        assert {c.gold(v): c.GOLD_VALUES.count(v) for v in set(c.GOLD_VALUES)} == \
            {t: n for t, n in tokens.items() if t.startswith("gold-")}
        assert tokens[c.place(captain.monster)] == 1 and tokens[c.DAVY_JONES] == 1
    assert c.GOLD_VALUES == (1, 1, 2, 2, 3, 3, 4) and sum(c.GOLD_VALUES) == 16


def test_fourteen_tokens_go_on_each_wild_island_so_the_whole_pile_is_laid_out():
    counts = c.wild_island_counts(4)
    assert counts == {c.CENTRE: 14, c.NORTH_EAST: 14, c.SOUTH_WEST: 14}
    assert sum(counts.values()) == sum(c.treasure_pile().values())
    assert c.wild_island_counts(2) == counts  # two players use all four captains


def test_three_players_lay_9_on_the_centre_and_8_on_each_other_wild_island_of_33():
    pile = c.treasure_pile(c.CAPTAINS[:3])
    assert sum(pile.values()) == 33
    counts = c.wild_island_counts(3)
    assert counts == {c.CENTRE: 9, c.NORTH_EAST: 8, c.SOUTH_WEST: 8}
    assert sum(pile.values()) - sum(counts.values()) == 8  # set aside unseen


def test_curse_of_names_the_zone_or_monster_and_refuses_other_tokens():
    assert c.curse_of("curse-reef") == c.REEF and c.curse_of("curse-kraken") == c.KRAKEN
    assert {c.curse_of(t) for t in c.CURSES} == set(c.CURSED_ZONE) | set(c.MONSTER)
    with pytest.raises(ValueError, match="'gold-3' is not a curse token"):
        c.curse_of("gold-3")


# --- the playmat ------------------------------------------------------------------------------
def test_home_islands_sit_at_the_middle_of_each_edge_and_wild_islands_at_centre_ne_sw():
    mid = c.MAT_SIZE / 2
    homes = {i.name: i.shape for i in c.ISLANDS if i.kind == c.HOME}
    assert homes[c.NORTH].x == homes[c.SOUTH].x == mid == homes[c.EAST].y == homes[c.WEST].y
    assert homes[c.NORTH].y < 100 and homes[c.SOUTH].y > 814
    assert homes[c.WEST].x < 100 and homes[c.EAST].x > 814
    wild = {i.name: i.shape for i in c.ISLANDS if i.kind == c.WILD}
    assert set(wild) == set(c.WILD_ISLANDS)
    assert (wild[c.CENTRE].x, wild[c.CENTRE].y) == (mid, mid)
    assert wild[c.NORTH_EAST].x > mid > wild[c.NORTH_EAST].y
    assert wild[c.SOUTH_WEST].x < mid < wild[c.SOUTH_WEST].y


def test_davy_jones_ring_runs_clockwise_through_the_six_outer_islands():
    assert set(c.RING) == {i.name for i in c.ISLANDS} - {c.CENTRE}
    mid = c.MAT_SIZE / 2
    bearings = [g.heading_of(c.ISLAND[n].shape.x - mid, c.ISLAND[n].shape.y - mid)
                for n in c.RING]
    assert bearings == sorted(bearings)  # north 0, north-east 45, east 90, ... west 270
    assert c.RING[0] == c.NORTH


def test_islands_lie_on_the_mat_and_apart_from_each_other_and_the_cursed_zones():
    shapes = [i.shape for i in c.ISLANDS] + [z.shape for z in c.CURSED_ZONES]
    for i, a in enumerate(shapes):
        assert g.inside(a, c.MAT)
        for b in shapes[i + 1:]:
            assert g.gap(a, b) > 2 * FOUR.width  # room for ships to pass between


def test_the_four_cursed_zones_fill_the_four_corners():
    corners = {(0, 0), (c.MAT_SIZE, 0), (0, c.MAT_SIZE), (c.MAT_SIZE, c.MAT_SIZE)}
    assert {z.name for z in c.CURSED_ZONES} == {c.SARGASSO_SEA, c.REEF, c.STORM, c.FOG_BANK}
    for zone in c.CURSED_ZONES:
        assert len(corners & {(round(x), round(y)) for x, y in zone.shape.points}) == 1
        assert abs(g.point_gap(zone.exit, zone.shape)) < 1e-9  # the exit lies on its edge
        mid = c.MAT_SIZE / 2
        assert zone.heading == pytest.approx(g.heading_of(mid - zone.exit[0], mid - zone.exit[1]))


def test_both_ships_fit_side_by_side_in_each_cursed_zone():
    for zone in c.CURSED_ZONES:
        berths = [g.box_from_bow(bow, zone.heading, s.length, s.width)
                  for bow, s in zip(zone.berths, c.SHIP_CLASSES)]
        swapped = [g.box_from_bow(bow, zone.heading, s.length, s.width)
                   for bow, s in zip(zone.berths, reversed(c.SHIP_CLASSES))]
        for pair in (berths, swapped):
            assert all(g.inside(ship, zone.shape, tol=0) for ship in pair), zone.name
            assert not g.touches(*pair)


def test_an_escaping_ship_lands_one_l_beyond_the_exit_clear_of_everything():
    blockers = [i.shape for i in c.ISLANDS] + [z.shape for z in c.CURSED_ZONES]
    for zone in c.CURSED_ZONES:
        ux, uy = g.heading_vector(zone.heading)
        for ship_class in c.SHIP_CLASSES:
            out = [g.box_from_bow((x + ux * c.MOVE_REACH, y + uy * c.MOVE_REACH), zone.heading,
                                  ship_class.length, ship_class.width) for x, y in zone.lanes]
            assert not g.touches(*out)
            for ship in out:
                assert g.inside(ship, c.MAT)
                assert not any(g.overlaps(ship, b) for b in blockers), zone.name
        lane_gaps = [g.point_gap(p, zone.shape) for p in zone.lanes]
        assert lane_gaps == [pytest.approx(0, abs=0.1)] * 2


def test_ships_start_with_their_sterns_touching_their_home_island_and_nothing_else():
    ships = start_ships()
    assert len(ships) == 8
    homes = [i for i in c.ISLANDS if i.kind == c.HOME]
    others = [i.shape for i in c.ISLANDS] + [z.shape for z in c.CURSED_ZONES]
    for k, ship in enumerate(ships):
        home = homes[k // 2].shape
        assert g.gap(ship, home) == pytest.approx(0, abs=1e-9)
        assert g.inside(ship, c.MAT)
        assert not any(g.touches(ship, o) for o in others if o != home)
        assert not any(g.touches(ship, s) for s in ships if s is not ship)


def test_a_sea_monster_on_any_point_covers_its_symbol_and_touches_no_island_nor_start_ship():
    fixed = [i.shape for i in c.ISLANDS] + [z.shape for z in c.CURSED_ZONES]
    assert sorted(c.MONSTER_POINTS) == [1, 2, 3, 4, 5, 6]
    for monster in c.MONSTERS:
        for point in c.MONSTER_POINTS:
            base = monster_base(monster, point)
            assert base.r > c.MONSTER_SYMBOL_RADIUS
            assert all(g.gap(base, f) > FOUR.width for f in fixed), (monster.name, point)
            assert all(g.gap(base, s) > 20 for s in start_ships()), (monster.name, point)
    bases = [monster_base(c.MONSTER[c.KRAKEN], p) for p in c.MONSTER_POINTS]
    assert all(g.gap(a, b) > 0 for i, a in enumerate(bases) for b in bases[i + 1:])


def test_each_cursed_zones_nearest_wild_island():
    nearest = {z.name: nearest_wild_island(z.shape) for z in c.CURSED_ZONES}
    assert nearest == {c.FOG_BANK: c.CENTRE, c.SARGASSO_SEA: c.NORTH_EAST, c.REEF: c.CENTRE,
                       c.STORM: c.SOUTH_WEST}


# --- ships, monsters, captains and reaches --------------------------------------------------
def test_ships_four_mast_cargo_3_ranks_2_3_3_4_and_three_mast_cargo_5_ranks_3_3_4():
    assert (FOUR.masts, FOUR.cargo, FOUR.ranks) == (4, 3, (2, 3, 3, 4))
    assert (THREE.masts, THREE.cargo, THREE.ranks) == (3, 5, (3, 3, 4))
    assert (FOUR.length, FOUR.width) == (89, 25) and (THREE.length, THREE.width) == (76, 22)
    assert c.check_ship_classes(c.SHIP_CLASSES) == c.SHIP_CLASSES


def test_every_ship_moves_up_to_l_89_mm_and_every_cannon_reaches_s_63_mm():
    assert (c.MOVE_REACH, c.CANNON_REACH) == (89, 63)
    assert c.check_reaches(c.MOVE_REACH, c.CANNON_REACH) == (89, 63)


def test_kraken_has_6_parts_of_rank_4_and_sea_serpent_4_parts_of_rank_3():
    kraken, serpent = c.MONSTER[c.KRAKEN], c.MONSTER[c.SEA_SERPENT]
    assert (kraken.parts, kraken.rank, serpent.parts, serpent.rank) == (6, 4, 4, 3)
    assert c.check_monsters(c.MONSTERS) == c.MONSTERS


def test_four_captains_with_sword_bonuses_0_to_3_and_one_ability_each():
    assert sorted(cap.sword for cap in c.CAPTAINS) == [0, 1, 2, 3]
    assert sorted(cap.ability for cap in c.CAPTAINS) == sorted(c.ABILITIES)
    assert [cap.monster for cap in c.CAPTAINS].count(c.KRAKEN) == 2
    assert c.DAVY_JONES_SWORD == 2 and c.SAFETY_ROUNDS == 60
    assert c.check_captains(c.CAPTAINS) == c.CAPTAINS


def test_components_are_immutable():
    with pytest.raises(dataclasses.FrozenInstanceError):
        FOUR.cargo = 9  # type: ignore[misc]
    with pytest.raises(AttributeError):
        c.ISLANDS[0].shape.r = 1  # type: ignore[misc]
    assert isinstance(c.CAPTAINS, tuple) and isinstance(FOUR.ranks, tuple)


# --- the options' checks ----------------------------------------------------------------------
def test_reaches_must_be_whole_millimetres_within_the_mat():
    with pytest.raises(ValueError, match=r"move_reach \(L, mm\) must be from 1 to 914, not 0"):
        c.check_reaches(0, 63)
    with pytest.raises(ValueError, match=r"cannon_reach \(S, mm\) must be a whole number from "
                                         r"1 to 914, not 63.5"):
        c.check_reaches(89, 63.5)
    with pytest.raises(ValueError, match="not True"):
        c.check_reaches(True, 63)


def test_ship_classes_are_checked_mast_by_mast():
    bad_rank = dataclasses.replace(FOUR, ranks=(2, 3, 3, 6))
    with pytest.raises(ValueError, match="a cannon rank of the 4-mast ship must be from 1 to 5, "
                                         "not 6"):
        c.check_ship_classes((bad_rank, THREE))
    with pytest.raises(ValueError, match="the 3-mast ship must have 3 masts"):
        c.check_ship_classes((FOUR, dataclasses.replace(THREE, ranks=(3, 4))))
    with pytest.raises(ValueError, match="cargo capacity of the 3-mast ship must be from 1 to 14"):
        c.check_ship_classes((FOUR, dataclasses.replace(THREE, cargo=0)))
    with pytest.raises(ValueError, match="hull must be 10 to 200 mm long"):
        c.check_ship_classes((dataclasses.replace(FOUR, width=89), THREE))
    with pytest.raises(ValueError, match="two ShipClass records"):
        c.check_ship_classes((FOUR,))


def test_monsters_are_checked_by_parts_rank_and_a_base_covering_the_symbol():
    kraken, serpent = c.MONSTERS
    with pytest.raises(ValueError, match="the Kraken's parts must be from 1 to 12, not 0"):
        c.check_monsters((dataclasses.replace(kraken, parts=0), serpent))
    with pytest.raises(ValueError, match="the Sea Serpent's base radius must be more than 15"):
        c.check_monsters((kraken, dataclasses.replace(serpent, radius=15)))
    with pytest.raises(ValueError, match="named"):
        c.check_monsters((serpent, kraken))


def test_captains_are_checked_for_colours_bonuses_abilities_and_monsters():
    caps = list(c.CAPTAINS)
    with pytest.raises(ValueError, match="Crimson Kate's sword bonus must be from 0 to 5, not 6"):
        c.check_captains([dataclasses.replace(caps[0], sword=6)] + caps[1:])
    with pytest.raises(ValueError, match="colours must differ"):
        c.check_captains([dataclasses.replace(caps[0], colour="blue")] + caps[1:])
    with pytest.raises(ValueError, match="ability 'fly' is none of reroll, fair-wind"):
        c.check_captains([dataclasses.replace(caps[0], ability="fly")] + caps[1:])
    with pytest.raises(ValueError, match="sea monster token 'shark' names none of kraken"):
        c.check_captains([dataclasses.replace(caps[0], monster="shark")] + caps[1:])
    with pytest.raises(ValueError, match="four Captain records"):
        c.check_captains(caps[:3])


def test_gold_values_are_seven_whole_numbers_from_1_to_4():
    assert c.check_gold_values([4, 4, 4, 4, 1, 1, 1]) == (4, 4, 4, 4, 1, 1, 1)
    with pytest.raises(ValueError, match="the 7 values on a captain card"):
        c.check_gold_values((1, 2, 3))
    with pytest.raises(ValueError, match="a gold token's value must be from 1 to 4, not 5"):
        c.check_gold_values((1, 1, 2, 2, 3, 3, 5))


def test_davy_jones_sword_and_the_safety_end_are_checked():
    assert c.check_davy_jones_sword(0) == 0 and c.check_safety_rounds(1) == 1
    with pytest.raises(ValueError, match="davy_jones_sword must be from 0 to 5, not -1"):
        c.check_davy_jones_sword(-1)
    with pytest.raises(ValueError, match="safety_rounds must be a whole number from 1 to 1000, "
                                         "not '60'"):
        c.check_safety_rounds("60")
    assert c.check_safety_rounds(1_000) == 1_000
    with pytest.raises(ValueError, match="safety_rounds must be from 1 to 1000, not 1001"):
        c.check_safety_rounds(1_001)


def test_a_layout_names_each_wild_island_once_and_fits_the_pile():
    pile = c.treasure_pile(c.CAPTAINS[:3])
    assert c.check_layout(c.THREE_PLAYER_LAYOUT, pile) == c.THREE_PLAYER_LAYOUT
    with pytest.raises(ValueError, match="lays out 42 tokens but the pile holds only 33"):
        c.check_layout(c.wild_island_counts(4), pile)
    with pytest.raises(ValueError, match="a count for each wild island"):
        c.check_layout({c.CENTRE: 9, c.NORTH: 8, c.SOUTH_WEST: 8}, pile)


def test_the_mat_is_a_914_mm_square():
    assert c.MAT.points == ((0, 0), (914, 0), (914, 914), (0, 914))
    assert math.isclose(c.MAT.bound.r, 914 / math.sqrt(2))
