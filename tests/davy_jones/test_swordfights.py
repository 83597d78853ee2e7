"""Davy Jones: his marker, the swordfights, his treasures and flight, and what he does to the
island he stands on (swordfights.py; docs/rules/davy_jones.md, "Davy Jones"). Jack's captain
is Jade Jonah, sword 2, the same as Davy Jones'."""
from __future__ import annotations

from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import fleet as f

from .positions import (ANNE, JACK, MARY, dice, docked, legal_ids, lift, new, onto, put,
                        texts)

AT_CENTRE = {"green-4": docked("green-4", c.CENTRE, 180)}


def encounter(*rolls: int, **fields):
    """Jack's green 4-mast at the centre island, about to draw its Davy Jones token."""
    state = new(3)
    return put(state, AT_CENTRE, dice(*rolls, cards=("davy-jones",)),
               **onto(state, c.CENTRE, "davy-jones"), **fields)


def test_his_token_leaves_the_game_he_lands_there_and_the_captain_fights_him_at_once():
    state = encounter(4, 3, 2)  # Jonah 4 + 2 against Davy Jones 3 + 2
    events = state.apply("explore:green-4")
    assert state.removed == {"davy-jones": 1}
    assert "Davy Jones appears on the centre wild island!" in texts(events)
    assert "rolls 4, Davy Jones 3: the captain wins" in texts(events)
    assert state.trophies[c.SOUTH] == {c.DAVY_JONES_TREASURE: 1} and state.treasures == 3
    assert state.scores()[JACK] == 6


def test_from_the_centre_he_flees_counting_from_the_winners_home_island_as_the_first():
    state = encounter(4, 3, 2)
    state.apply("explore:green-4")
    assert state.davy_jones == c.SOUTH_WEST  # south is the 1st island counted, south-west 2nd


def test_on_the_ring_he_flees_clockwise_starting_with_the_next_island():
    state = put(new(3), {"green-4": docked("green-4", c.NORTH_EAST, 225)}, dice(5, 1, 2),
                davy_jones=c.NORTH_EAST)
    state.apply("fight:green-4")
    assert state.davy_jones == c.SOUTH  # east, then south


def test_a_tied_swordfight_goes_to_the_captain_and_a_six_sends_him_to_the_centre():
    state = encounter(4, 4, 6)
    state.apply("explore:green-4")
    assert state.treasures == 3 and state.davy_jones == c.CENTRE


def test_when_he_wins_she_loses_a_mast_and_a_random_token_of_her_hold_goes_onto_his_island():
    state = new(3)
    state = put(state, AT_CENTRE, dice(1, 6, cards=("davy-jones", "gold-3")),
                **onto(state, c.CENTRE, "davy-jones"))
    state = put(state, **lift(state, "gold-3"), cargo={**state.cargo, "green-4": {"gold-3": 1}})
    on_island = state.wild[c.CENTRE].get("gold-3", 0)
    events = state.apply("explore:green-4")
    assert state.cargo["green-4"] == {} and state.wild[c.CENTRE]["gold-3"] == on_island + 1
    assert "Davy Jones takes a gold token from her hold" in texts(events)
    assert state.to_move == JACK and legal_ids(state) == ["mast:0", "mast:1", "mast:2", "mast:3"]


def test_with_an_empty_hold_he_takes_a_gold_token_from_her_home_island():
    state = new(3)
    state = put(state, AT_CENTRE, **lift(state, "gold-1"),
                hoard={**state.hoard, c.SOUTH: {"gold-1": 1}})
    state = put(state, chance=dice(1, 6, cards=("davy-jones",)),
                **onto(state, c.CENTRE, "davy-jones"))
    state.apply("explore:green-4")
    assert state.hoard[c.SOUTH] == {} and "from her home island" in state.log[-2].text


def test_a_ship_docked_where_he_stands_may_spend_her_action_to_fight_him():
    state = put(new(3), AT_CENTRE, davy_jones=c.CENTRE)
    assert "fight:green-4" in legal_ids(state) and "fight:green-3" not in legal_ids(state)


def test_losing_on_a_home_island_sends_one_of_its_gold_tokens_to_a_wild_island_of_choice():
    state = new(3)
    state = put(state, {"green-4": docked("green-4", c.EAST, 180)}, dice(1, 6),
                **lift(state, "gold-2"), hoard={**state.hoard, c.EAST: {"gold-2": 1}},
                davy_jones=c.EAST)
    assert "dock:green-4:east" not in legal_ids(state)  # docked there already
    state.apply("fight:green-4")
    state.apply("mast:3")
    assert state.to_move == JACK and legal_ids(state) == [
        "scatter:centre", "scatter:north-east", "scatter:south-west"]
    before = sum(state.wild[c.NORTH_EAST].values())
    events = state.apply("scatter:north-east")
    assert state.hoard[c.EAST] == {} and sum(state.wild[c.NORTH_EAST].values()) == before + 1
    assert [e.only for e in events if e.kind == "scatter-gold"] == [(MARY,)]


def test_losing_to_him_on_the_unused_home_island_leaves_a_token_of_her_hold_face_down_there():
    """Ruling 60: with three players the west home island is nobody's, so the general rule
    holds there: a token of her hold goes face down 'on the island with Davy Jones'; once he
    has left, a ship docked there may explore it like a wild island."""
    state = new(3)
    state = put(state, {"green-4": docked("green-4", c.WEST, 90)}, dice(1, 6),
                **lift(state, "gold-3"), cargo={**state.cargo, "green-4": {"gold-3": 1}},
                davy_jones=c.WEST)  # Jonah 1 + 2 against Davy Jones 6 + 2
    events = state.apply("fight:green-4")
    assert state.cargo["green-4"] == {} and state.wild[c.WEST] == {"gold-3": 1}
    assert "takes a gold token from her hold onto the west home island" in texts(events)
    assert state.view(ANNE)["wild"][c.WEST] == 1 and state.invariants() == []
    state.apply("mast:3")
    state = put(state, {"green-3": docked("green-3", c.WEST, 60)}, davy_jones=c.CENTRE)
    assert "explore:green-3" in legal_ids(state)
    state.apply("explore:green-3")
    assert state.cargo["green-3"] == {"gold-3": 1} and state.wild[c.WEST] == {}


def test_any_ship_may_dock_at_a_home_island_he_stands_on_but_its_owner_may_not_unload():
    state = new(3)
    south = c.ISLAND[c.SOUTH].shape
    state = put(state, {"green-4": (south.x, south.y - 55 - 44.5 - 30, 180)},
                **lift(state, "gold-2"), cargo={**state.cargo, "green-4": {"gold-2": 1}},
                davy_jones=c.SOUTH)
    state.apply("dock:green-4:south")
    assert state.cargo["green-4"] == {"gold-2": 1} and state.hoard[c.SOUTH] == {}


def test_the_game_ends_at_once_when_the_fourth_treasure_is_won():
    state = put(new(3), AT_CENTRE, dice(6, 1), davy_jones=c.CENTRE, treasures=1,
                trophies={c.NORTH: {c.DAVY_JONES_TREASURE: 2}, c.EAST: {},
                          c.SOUTH: {c.DAVY_JONES_TREASURE: 1}})
    state.apply("fight:green-4")
    assert state.over and state.finished == "the fourth Davy Jones treasure is won"
    assert state.scores() == [12, 0, 12] and state.winners() == [ANNE, JACK]
    assert state.davy_jones == c.CENTRE  # he flees no more


def test_crimson_kate_may_reroll_her_lost_swordfight_die():
    state = put(new(3), {"red-4": docked("red-4", c.CENTRE, 0)}, dice(1, 3, 6, 1), turn=ANNE,
                davy_jones=c.CENTRE)
    state.apply("fight:red-4")  # Kate 1 + 0 against 3 + 2
    assert legal_ids(state) == ["reroll:0", "accept"]
    events = state.apply("reroll:0")
    assert "Crimson Kate rerolls a 1: 6" in texts(events) and "the captain wins" in texts(events)
    assert state.trophies[c.NORTH] == {c.DAVY_JONES_TREASURE: 1}
    assert f.docked_at(state, "red-4") == c.CENTRE
