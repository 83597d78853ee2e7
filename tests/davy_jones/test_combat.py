"""Shooting, parley, defeat and the sea monsters' attacks (combat.py, fleet.py;
docs/rules/davy_jones.md, "Shoot", "Sea monsters"), each rule on a staged position with
scripted dice."""
from __future__ import annotations

import math

import pytest

from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import fleet as f
from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones import mechanics as m

from .positions import (ANNE, JACK, MARY, dice, docked, in_zone, legal_ids, lift, new, put,
                        texts, waiting)

SHOOTER = {"green-4": (250, 300, 90)}  # facing east: masts at x 283.4, 261.1, 238.9, 216.6
TARGET = {"blue-3": (330, 300, 0)}  # athwart her bow, its near side at x 319
KRAKEN_AT = {c.KRAKEN: 2, c.SEA_SERPENT: None}  # (509, 264), base radius 40
NEAR_KRAKEN = {"green-4": (404.5, 264, 90), "blue-3": (509, 357, 0)}  # both within S of it


def duel(*rolls: int, **fields):
    return put(new(3), {**SHOOTER, **TARGET}, dice(*rolls), **fields)


# --- shooting ------------------------------------------------------------------------------------
def test_every_cannon_within_s_fires_one_die_and_hits_on_a_roll_above_its_rank():
    state = duel(3, 3)  # the bow and second masts reach (ranks 2 and 3); the others do not
    events = state.apply("shoot:green-4:blue-3")
    assert "rolls 3 and 3 against ranks 2 and 3: 1 hit." in texts(events)
    assert state.to_move == MARY and legal_ids(state) == ["mast:0", "mast:1", "mast:2"]


def test_the_target_player_chooses_which_mast_a_hit_costs():
    state = duel(6, 1)
    state.apply("shoot:green-4:blue-3")
    state.apply("mast:2")
    assert state.masts["blue-3"] == [0, 1] and state.to_move == JACK


def test_hits_beyond_the_masts_left_are_lost_and_a_ship_without_masts_is_defeated():
    state = duel(6, 6, masts={**new(3).masts, "blue-3": [1]})
    events = state.apply("shoot:green-4:blue-3")
    assert state.masts["blue-3"] == [] and "is defeated" in texts(events)
    assert f.docked_at(state, "blue-3") == c.EAST  # 'automatically dock her at her home'
    assert state.to_move == JACK and state.invariants() == []


def radial(ship: str, bearing: float) -> g.Box:
    """`ship` pointing straight away from the north home island, her stern 1 mm off it (not
    touching it: a ship may lie so beside another player's home island)."""
    deck = c.SHIP_CLASSES[0 if ship.endswith("-4") else 1]
    near = g.Circle(457, 70, 56)
    return g.berth(near, bearing, deck.length, deck.width)


def test_a_defeated_ship_always_docks_at_her_home_island_on_the_clear_berth_nearest_her_own():
    """Ruling 58: five ships lying 1 mm off the north home island, from bearing 78 to 280,
    leave only the berths from bearing 153.1 to 156.9 clear, between two of the ten-degree
    steps from her start berth at 150; the defeated red 4-mast docks there, touching nothing
    (the old search, every ten degrees, found none and left her in open water, never to
    repair)."""
    blockers = {"red-3": radial("red-3", 78), "blue-4": radial("blue-4", 127.4),
                "green-4": radial("green-4", 182.6), "blue-3": radial("blue-3", 232),
                "green-3": radial("green-3", 280)}
    state = put(new(3), {**blockers, "red-4": (300, 300, 0)})
    f.defeat(state, "red-4")
    spot = state.boxes["red-4"]
    assert f.docked_at(state, "red-4") == c.NORTH and state.boxes.items() >= blockers.items()
    assert not any(g.touches(spot, box) for box in blockers.values())
    assert 153 <= g.heading_of(spot.ux, spot.uy) <= 157 and state.invariants() == []


@pytest.mark.parametrize("players", [4, 2])
def test_a_defeated_ship_whose_every_berth_is_taken_docks_on_her_own_and_the_ships_there_make_way(
        players):
    """Ruling 58: seven ships berthed round the north home island, 35 degrees apart from
    bearing 70 to 280, leave no berth on the mat there; the red 4-mast docks on her own start
    berth all the same, and the two ships lying across it move to the nearest clear water,
    their headings kept. With two players too, though Anne's other home island (the south,
    green's) has clear berths: a ship docks at her own captain's home island."""
    others = ("red-3", "blue-4", "blue-3", "green-4", "green-3", "yellow-4", "yellow-3")
    ships = {s: docked(s, c.NORTH, 70 + 35 * k) for k, s in enumerate(others)}
    state = put(new(players), {**ships, "red-4": (300, 300, 0)})
    own = docked("red-4", c.NORTH, c.ISLAND[c.NORTH].berths[0])
    in_way = [s for s in others if g.touches(own, ships[s])]
    logged = len(state.log)
    f.defeat(state, "red-4")
    assert state.boxes["red-4"] == own and f.docked_at(state, "red-4") == c.NORTH
    assert in_way == ["blue-3", "green-4"]  # at bearings 140 and 175
    assert texts(state.log[logged:]).count("makes way for Anne's red 4-mast") == 2
    for s in others:
        box = state.boxes[s]
        assert (box == ships[s]) == (s not in in_way) and (box.ux, box.uy) == (ships[s].ux,
                                                                                ships[s].uy)
        assert not g.touches(box, own) and math.dist((box.x, box.y), (ships[s].x, ships[s].y)) < 60
    assert state.invariants() == []


def test_a_cannon_defeat_gives_the_attacker_her_best_gold_and_the_rest_to_the_nearest_wild_island():
    state = new(3)
    state = put(state, {**SHOOTER, **TARGET}, dice(6, 1), **lift(state, "gold-1", "gold-4"),
                masts={**state.masts, "blue-3": [0]},
                cargo={**state.cargo, "blue-3": {"gold-1": 1, "gold-4": 1}})
    nearest = m.nearest_wild_island(state.boxes["blue-3"])
    before = dict(state.wild[nearest])
    state.apply("shoot:green-4:blue-3")
    events = state.apply("refuse")  # Mary will not parley
    assert state.hoard[c.SOUTH] == {"gold-4": 1} and state.cargo["blue-3"] == {}
    assert state.wild[nearest].get("gold-1", 0) == before.get("gold-1", 0) + 1
    private = [e for e in events if e.only == (JACK,)]
    assert [e.text for e in private] == ["You look at her gold: gold-4, gold-1. You take gold-4; "
                                         "the rest (gold-1) go face down to the centre wild island."]


def test_parley_comes_before_any_die_and_pays_a_random_token_from_the_target():
    state = new(3)
    state = put(state, {**SHOOTER, **TARGET, "green-3": (250, 350, 90)}, dice(),
                **lift(state, "gold-2"), cargo={**state.cargo, "blue-3": {"gold-2": 1}})
    state.apply("shoot:green-4:blue-3")
    assert state.to_move == MARY and legal_ids(state) == ["parley:blue-3", "refuse"]
    state.apply("parley:blue-3")
    assert state.hoard[c.SOUTH] == {"gold-2": 1} and state.dice == {}
    assert "shoot:green-3:blue-3" not in legal_ids(state)  # spared for the rest of the turn


def test_parley_may_pay_from_home_but_not_from_a_home_island_under_davy_jones():
    state = new(3)
    fields = dict(**lift(state, "gold-3"), hoard={**state.hoard, c.EAST: {"gold-3": 1}})
    state = put(state, {**SHOOTER, **TARGET}, dice(), **fields)
    state.apply("shoot:green-4:blue-3")
    assert legal_ids(state) == ["parley:east", "refuse"]
    state = put(new(3), {**SHOOTER, **TARGET}, dice(1, 1), **fields, davy_jones=c.EAST)
    state.apply("shoot:green-4:blue-3")
    assert state.to_move == JACK and state.dice["rolls"] == [1, 1]  # no parley: the dice fell


def test_refusing_parley_lets_the_cannons_fire():
    state = new(3)
    state = put(state, {**SHOOTER, **TARGET}, dice(6, 6), **lift(state, "gold-2"),
                cargo={**state.cargo, "blue-3": {"gold-2": 1}})
    state.apply("shoot:green-4:blue-3")
    state.apply("refuse")
    assert state.to_move == MARY and waiting(state)[0] == ("mast", "blue-3", "green-4")


def test_ships_docked_at_their_home_island_neither_shoot_nor_are_shot():
    state = put(new(3), {"blue-3": (457, 690, 0)})  # 25 mm off Jack's ships at home
    assert not any(a.startswith("shoot:") for a in legal_ids(state))
    state = put(new(3), {"green-4": (595, 457, 90)})  # east of the centre island
    assert "shoot:green-4:blue-4" not in legal_ids(state)  # Mary's ship lies at home
    assert "shoot:green-4:kraken" not in legal_ids(state)  # no monster on the mat


def test_two_players_never_shoot_their_own_other_captains_ships():
    state = put(new(2), {"red-4": (250, 300, 90), "green-3": (330, 300, 0)}, turn=ANNE)
    assert not any(a.startswith("shoot:red-4") for a in legal_ids(state))


def test_crimson_kate_may_reroll_one_cannon_die_that_missed_once_a_turn():
    state = put(new(3), {"red-4": (250, 300, 90), **TARGET}, dice(1, 6, 5), turn=ANNE)
    state.apply("shoot:red-4:blue-3")
    assert legal_ids(state) == ["reroll:0", "accept"]
    events = state.apply("reroll:0")
    assert "Crimson Kate rerolls a 1: 5" in texts(events) and state.ability_used
    assert state.to_move == MARY and waiting(state)[:2] == [("mast", "blue-3", "red-4")] * 2


# --- sea monsters --------------------------------------------------------------------------------
def monster_turn(*rolls: int, **fields):
    """Mary ends her turn, so that Jack's begins with the Kraken's attacks."""
    return put(new(3), NEAR_KRAKEN, dice(*rolls), monster_at=KRAKEN_AT, turn=MARY, **fields)


def test_sea_monsters_attack_first_and_the_player_whose_turn_it_is_aims_each_part():
    state = monster_turn(5, 1, parts={c.KRAKEN: 2, c.SEA_SERPENT: 4})
    state.apply("end")
    assert state.to_move == JACK and legal_ids(state) == ["aim:blue-3", "aim:green-4"]
    state.apply("aim:blue-3")  # 5 beats rank 4
    assert state.to_move == MARY and legal_ids(state) == ["mast:0", "mast:1", "mast:2"]
    state.apply("mast:0")
    assert state.to_move == JACK and legal_ids(state) == ["aim:blue-3", "aim:green-4"]
    events = state.apply("aim:green-4")  # 1: a miss
    assert "a miss" in texts(events) and waiting(state)[0] == ("act",)


def test_a_monster_attack_is_compulsory_even_at_the_players_own_ship():
    """The only ship in range is Jack's own, so the part fires at her at once; Anne's red
    4-mast lies within S too but is docked at her home island."""
    state = monster_turn(6, 2, parts={c.KRAKEN: 1, c.SEA_SERPENT: 4})
    state = put(state, {"blue-3": (300, 500, 0)})
    events = state.apply("end")
    assert "The Kraken shoots at Jack's green 4-mast: 6 against rank 4, a hit" in texts(events)
    assert state.to_move == JACK and waiting(state)[0][0] == "mast"


def test_defeating_a_monster_gives_its_place_tokens_and_two_reward_draws():
    state = new(3)
    state = put(state, NEAR_KRAKEN, dice(6, 1, cards=("gold-3", "gold-1")),
                **lift(state, "place-kraken"), monster_at=KRAKEN_AT,
                parts={c.KRAKEN: 1, c.SEA_SERPENT: 4}, beside={c.KRAKEN: {"place-kraken": 1},
                                                             c.SEA_SERPENT: {}})
    state.apply("shoot:green-4:kraken")
    assert state.monster_at[c.KRAKEN] is None and state.parts[c.KRAKEN] == 6
    assert state.trophies[c.SOUTH] == {"place-kraken": 1}
    assert legal_ids(state) == ["reward:centre", "reward:north-east", "reward:south-west"]
    state.apply("reward:centre")
    state.apply("reward:north-east")
    assert state.hoard[c.SOUTH] == {"gold-3": 1, "gold-1": 1} and waiting(state)[0] == ("act",)


def test_a_reward_draw_that_uncovers_an_encounter_ends_the_draws():
    """Here the encounter is the Kraken's other 'place' token: the monster just defeated
    rises again ('It can reenter the game if another of its tokens is chosen')."""
    state = new(3)
    island = next(i for i in c.WILD_ISLANDS if state.wild[i].get("place-kraken"))
    state = put(state, NEAR_KRAKEN, dice(6, 1, 3, cards=("place-kraken",)),
                monster_at=KRAKEN_AT, parts={c.KRAKEN: 1, c.SEA_SERPENT: 4})
    events = state.apply("shoot:green-4:kraken")
    events += state.apply(f"reward:{island}")
    assert "defeats the Kraken" in texts(events) and "uncovers place-kraken" in texts(events)
    assert state.monster_at[c.KRAKEN] == 3 and waiting(state)[0] == ("act",)
    assert state.beside[c.KRAKEN] == {"place-kraken": 1}


def test_a_cursed_ship_draws_no_reward_for_a_monster():
    """Jack holds the Storm curse, his green 3-mast still in the Storm (ruling 27)."""
    state = new(3)
    state = put(state, {**NEAR_KRAKEN, "green-3": in_zone("green-3", c.STORM, 1)}, dice(6, 1),
                **lift(state, "curse-storm"), monster_at=KRAKEN_AT,
                parts={c.KRAKEN: 1, c.SEA_SERPENT: 4}, zones={"green-3": [c.STORM, 1]},
                curses={"curse-storm": {"seat": JACK, "ships": ["green-4", "green-3"],
                                        "home": c.SOUTH, "swept": ["green-4", "green-3"]}})
    state.apply("shoot:green-4:kraken")
    assert state.monster_at[c.KRAKEN] is None and waiting(state)[0] == ("act",)
