"""The game's set-up, turns, rounds, the end and the score, the options and the invariants
(state.py, views.py; docs/rules/davy_jones.md, "Set-up", "The turn", "The end")."""
from __future__ import annotations

import dataclasses
import json

import pytest

import pirates_lib as pl
from pirates_lib.davy_jones import DavyJonesOptions
from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import fleet as f
from pirates_lib.engine.staging import stage

from .positions import ANNE, JACK, MARY, hull, legal_ids, lift, new, put


# --- set-up ------------------------------------------------------------------------------------
def test_three_players_sail_red_blue_green_from_north_east_south_and_the_last_chooser_starts():
    state = new(3)
    assert {s: (v.seat, v.home) for s, v in c.fleet(3).items()} == {
        "red-4": (0, c.NORTH), "red-3": (0, c.NORTH), "blue-4": (1, c.EAST),
        "blue-3": (1, c.EAST), "green-4": (2, c.SOUTH), "green-3": (2, c.SOUTH)}
    assert state.to_move == JACK and state.turn == JACK and state.round == 1
    assert set(state.hoard) == {c.NORTH, c.EAST, c.SOUTH}  # the west island is nobody's


def test_two_players_take_two_captains_each_with_two_home_islands():
    state = new(2)
    assert f.ships_of(state, 0) == ["red-4", "red-3", "green-4", "green-3"]
    assert f.homes_of(state, 0) == [c.NORTH, c.SOUTH] and f.homes_of(state, 1) == [c.EAST, c.WEST]
    assert state.to_move == 1  # seat 1 chose the fourth captain last


def test_four_players_each_sail_a_4_mast_and_a_3_mast_ship():
    state = new(4)
    assert len(state.boxes) == 8 and state.to_move == 3
    assert all(state.masts[s] == list(range(4 if s.endswith("-4") else 3)) for s in state.boxes)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ships_start_with_one_end_touching_their_home_island(players):
    state = new(players)
    assert all(f.docked_at(state, s) == f.vessel(state, s).home for s in state.boxes)


@pytest.mark.parametrize("players, counts, aside", [(4, (14, 14, 14), 0), (2, (14, 14, 14), 0),
                                                    (3, (9, 8, 8), 8)])
def test_the_pile_is_dealt_face_down_onto_the_wild_islands(players, counts, aside):
    state = new(players)
    assert tuple(sum(state.wild[i].values()) for i in c.WILD_ISLANDS) == counts
    assert sum(state.aside.values()) == aside
    unused = {c.WEST: 0} if players == 3 else {}  # what Davy Jones takes there (ruling 60)
    assert state.view(None)["wild"] == {**dict(zip(c.WILD_ISLANDS, counts)), **unused}


# --- turns and rounds ----------------------------------------------------------------------------
def test_turns_pass_clockwise_and_a_round_ends_before_the_first_player_plays_again():
    state = new(3)
    seen = []
    for _ in range(4):
        seen.append((state.round, state.turn))
        state.apply("end")
    assert seen == [(1, JACK), (1, ANNE), (1, MARY), (2, JACK)]


def test_a_turn_ends_by_itself_once_every_ship_has_acted():
    state = new(3)
    state.apply("sail:green-4:0:89")
    assert state.turn == JACK and "green-4" in state.acted
    assert not any(a.startswith(("sail:green-4", "dock:green-4")) for a in legal_ids(state))
    state.apply("sail:green-3:0:89")
    assert state.turn == ANNE and state.acted == []


def test_the_game_ends_after_the_safety_round_and_is_scored_as_usual():
    state = new(3, safety_rounds=1)
    state = put(state, **lift(state, "gold-4"), hoard={c.NORTH: {"gold-4": 1}, c.EAST: {},
                                                       c.SOUTH: {}})
    for seat in (JACK, ANNE, MARY):
        assert state.to_move == seat
        state.apply("end")
    assert state.over and state.finished == "1 rounds have been played"
    assert state.scores() == [4, 0, 0] and state.winners() == [ANNE]
    assert "The game ends: 1 rounds have been played" in state.log[-1].text


def test_the_score_counts_home_gold_as_printed_trophies_5_treasures_6_and_no_hold():
    state = new(4)
    state = put(state, **lift(state, "gold-1", "gold-3", "gold-3", "curse-reef", "gold-4"),
                hoard={**state.hoard, c.NORTH: {"gold-1": 1, "gold-3": 2}},
                trophies={**state.trophies, c.NORTH: {"curse-reef": 1, c.DAVY_JONES_TREASURE: 1}},
                cargo={**state.cargo, "red-4": {"gold-4": 1}}, treasures=3)
    assert state.scores()[ANNE] == 1 + 3 + 3 + 5 + 6


# --- options -------------------------------------------------------------------------------------
def test_options_are_plain_lists_that_round_trip_through_json_and_saves():
    options = DavyJonesOptions(ship_cargo=[4, 6], captain_swords=[1, 1, 1, 1])
    again = DavyJonesOptions(**json.loads(json.dumps(dataclasses.asdict(options))))
    assert again == options
    state = pl.load("davy_jones", players=3, ship_cargo=[4, 6]).new_game(seed=2)
    state.apply("end")
    assert pl.from_json(state.to_json()) == state


@pytest.mark.parametrize("option, value, words", [
    ("ship_ranks", [[2, 3, 3], [3, 3, 4]], "4-mast ship's ranks must be a list of 4"),
    ("ship_ranks", [[2, 3, 3, 6], [3, 3, 4]], "rank of the 4-mast ship must be from 1 to 5"),
    ("ship_cargo", (3, 5), "ship_cargo must be a list of 2 entries"),
    ("ship_cargo", [0, 5], "cargo capacity of the 4-mast ship must be from 1 to 14"),
    ("monster_parts", [6, 0], "Sea Serpent's parts must be from 1 to 12"),
    ("captain_swords", [0, 1, 2, 9], "Goldtooth Gwen's sword bonus must be from 0 to 5"),
    ("gold_values", [1, 1, 2, 2, 3, 3, 5], "gold token's value must be from 1 to 4"),
    ("move_reach", 0, "move_reach"), ("davy_jones_sword", 6, "davy_jones_sword"),
    ("safety_rounds", 0, "safety_rounds")])
def test_bad_option_tables_are_refused_with_what_is_wrong_named(option, value, words):
    with pytest.raises(ValueError, match=words.replace("'", ".")):
        pl.load("davy_jones", players=3, **{option: value})


def test_an_option_table_is_what_the_game_plays_with():
    state = pl.load("davy_jones", players=3, ship_cargo=[4, 6], monster_parts=[3, 2],
                    captain_swords=[3, 3, 3, 3]).new_game(seed=1)
    assert state.view(0)["ships"]["red-4"]["capacity"] == 4
    assert state.parts == {c.KRAKEN: 3, c.SEA_SERPENT: 2}
    assert f.captain(state, "red-4").sword == 3


# --- invariants ----------------------------------------------------------------------------------
def test_invariants_name_a_lost_token_a_fifth_treasure_and_ships_overlapping():
    state = new(3)
    wild = {i: dict(p) for i, p in state.wild.items()}
    wild[c.CENTRE].pop(next(iter(wild[c.CENTRE])))
    boxes = {**state.boxes, "red-3": state.boxes["red-4"]}
    broken = " ".join(stage(state, check=False, wild=wild, treasures=5, boxes=boxes).invariants())
    assert "are not the pile" in broken and "make no 4" in broken
    assert "red-4 overlaps red-3" in broken


def test_staging_refuses_a_ship_laid_across_an_island():
    centre = c.ISLAND[c.CENTRE].shape
    with pytest.raises(AssertionError, match="overlaps the centre island"):
        put(new(3), {"red-4": (centre.x, centre.y, 0)})


def test_staging_refuses_a_field_the_game_never_declared():
    with pytest.raises(AttributeError, match="declares no field"):
        stage(new(3), wind=3)
    assert hull("red-3", 0, 0, 0).length == 76
