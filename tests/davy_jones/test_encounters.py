"""Exploring, the Spyglass and the Deep Hold, sea monsters placed by a die, and the six
curses with their escapes (encounters.py, fleet.py; docs/rules/davy_jones.md, "Explore",
"Sea monsters", "Curses")."""
from __future__ import annotations

import math

import pytest

from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import fleet as f
from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones.geometry import heading_vector

from .positions import (ANNE, JACK, MARY, dice, docked, in_zone, legal_ids, lift, new, onto, put,
                        texts, waiting)

AT_CENTRE = {"green-4": docked("green-4", c.CENTRE, 180)}  # her stern on its south shore


def explorer(*rolls: int, cards: tuple[str, ...] = (), players: int = 3, **fields):
    """Jack's green 4-mast docked at the centre island, with `cards` on it to be drawn."""
    state = new(players)
    return put(state, AT_CENTRE, dice(*rolls, cards=cards), **onto(state, c.CENTRE, *cards),
               **fields)


# --- exploring -----------------------------------------------------------------------------------
def test_exploring_takes_one_token_at_a_time_seen_by_the_explorer_alone():
    state = explorer(cards=("gold-2",))
    events = state.apply("explore:green-4")
    assert state.cargo["green-4"] == {"gold-2": 1}
    assert [(e.text, e.only) for e in events if e.kind.startswith("aboard")] == [
        ("Jack's green 4-mast takes a token aboard.", None), ("You find gold-2.", (JACK,))]
    assert legal_ids(state) == ["draw", "spyglass", "stop"]  # ruling 19: another, or stop
    state.apply("stop")
    assert waiting(state)[0] == ("act",) and "green-4" in state.acted


def test_exploring_ends_once_the_tokens_aboard_reach_her_cargo_capacity():
    state = explorer(cards=("gold-1", "gold-2", "gold-3"))
    state.apply("explore:green-4")
    state.apply("draw")
    state.apply("draw")
    assert sum(state.cargo["green-4"].values()) == 3 and waiting(state)[0] == ("act",)
    state = put(state, turn=JACK, acted=[])
    assert "explore:green-4" not in legal_ids(state)


def test_an_encounter_is_shown_to_all_and_ends_that_ships_exploring():
    state = explorer(4, cards=("gold-1", "place-kraken"))
    state.apply("explore:green-4")
    events = state.apply("draw")
    assert "uncovers place-kraken on the centre wild island!" in texts(events)
    assert all(e.only is None for e in events if e.kind == "encounter")
    assert state.monster_at[c.KRAKEN] == 4 and waiting(state)[0] == ("act",)


def test_no_exploring_at_home_in_a_cursed_zone_where_davy_jones_stands_or_while_cursed():
    assert not any(a.startswith("explore:") for a in legal_ids(new(3)))  # all lie at home
    assert "explore:green-4" not in legal_ids(explorer(davy_jones=c.CENTRE))
    state = new(3)
    cursed = put(state, AT_CENTRE, **lift(state, "curse-kraken"), curses={"curse-kraken": {
        "seat": JACK, "ships": ["green-4", "green-3"], "home": c.SOUTH}},
        monster_at={c.KRAKEN: 1, c.SEA_SERPENT: None})
    assert "explore:green-4" not in legal_ids(cursed)


def test_the_spyglass_looks_at_two_tokens_keeps_one_and_puts_the_other_back():
    """Jade Jonah (green) [assumed ability]: the look is the explorer's alone."""
    state = explorer(cards=("gold-1", "gold-4"))
    left = sum(state.wild[c.CENTRE].values())
    events = state.apply("spyglass:green-4")
    assert legal_ids(state) == ["keep:first", "keep:second"]  # ruling 63: named by place
    assert [a.label for a in state.legal_actions()] == ["Take gold-1, put gold-4 back",
                                                        "Take gold-4, put gold-1 back"]
    assert state.view(JACK)["looking"] == ["gold-1", "gold-4"] and state.view(ANNE)["looking"] == 2
    assert [e.only for e in events if e.kind == "spyglass-look"] == [(JACK,)]
    state.apply("keep:second")
    assert state.cargo["green-4"] == {"gold-4": 1} and state.looking == []
    assert sum(state.wild[c.CENTRE].values()) == left - 1
    assert state.view(JACK)["known"] == {c.CENTRE: {"gold-1": 1}}  # ruling 62: she put it back
    assert legal_ids(state) == ["draw", "stop"]  # once a turn


def test_deep_hold_lets_goldtooth_gwens_ship_take_one_token_beyond_her_capacity():
    """Goldtooth Gwen (yellow) [assumed ability], once a turn: yellow plays first of four."""
    state = new(4)
    state = put(state, {"yellow-4": docked("yellow-4", c.CENTRE, 270)},
                **lift(state, "gold-2", "gold-3", "gold-4"),
                cargo={**state.cargo, "yellow-4": {"gold-2": 1, "gold-3": 1, "gold-4": 1}})
    state = put(state, chance=dice(cards=("gold-1",)), **onto(state, c.CENTRE, "gold-1"))
    assert state.turn == 3 and "explore:yellow-4" in legal_ids(state)
    events = state.apply("explore:yellow-4")
    assert sum(state.cargo["yellow-4"].values()) == 4 and state.ability_used
    assert "Deep Hold" in texts(events) and waiting(state)[0] == ("act",)
    assert f.room(state, "yellow-4") == 0


# --- sea monsters ----------------------------------------------------------------------------------
def test_a_place_token_sets_its_monster_on_the_point_a_die_names_defeating_ships_it_touches():
    kraken = c.MONSTER_POINTS[4]  # (598, 598), base radius 40
    state = explorer(4, cards=("place-kraken",))
    state = put(state, {"blue-3": (kraken[0], kraken[1] + 40 + 38, 0)})  # her bow on its edge
    events = state.apply("explore:green-4")
    assert state.monster_at[c.KRAKEN] == 4 and state.beside[c.KRAKEN] == {"place-kraken": 1}
    assert state.masts["blue-3"] == [] and f.docked_at(state, "blue-3") == c.EAST
    assert "Mary's blue 3-mast is defeated" in texts(events)


def test_a_monster_already_on_the_mat_moves_to_the_new_roll_with_all_its_parts():
    state = explorer(5, cards=("place-kraken",), monster_at={c.KRAKEN: 1, c.SEA_SERPENT: None},
                     parts={c.KRAKEN: 2, c.SEA_SERPENT: 4})
    state.apply("explore:green-4")
    assert state.monster_at[c.KRAKEN] == 5 and state.parts[c.KRAKEN] == 6


def test_a_monster_never_lands_where_the_other_stands_but_may_stay_on_its_own_point():
    """Rerolling 'until you roll an open location' is one pick among the open points."""
    state = new(3)
    state = put(state, AT_CENTRE, dice(picks=(2,), cards=("place-kraken",)),
                **onto(state, c.CENTRE, "place-kraken"),
                monster_at={c.KRAKEN: None, c.SEA_SERPENT: 4})
    state.apply("explore:green-4")
    assert state.monster_at == {c.KRAKEN: 2, c.SEA_SERPENT: 4}
    again = explorer(1, cards=("place-kraken",), monster_at={c.KRAKEN: 1, c.SEA_SERPENT: None},
                     parts={c.KRAKEN: 3, c.SEA_SERPENT: 4})
    again.apply("explore:green-4")
    assert again.monster_at[c.KRAKEN] == 1 and again.parts[c.KRAKEN] == 6  # ruling 24


# --- curses ----------------------------------------------------------------------------------------
def test_a_zone_curse_sweeps_both_ships_into_its_corner_with_their_cargo():
    state = explorer(cards=("gold-2", "curse-reef"))
    state.apply("explore:green-4")
    events = state.apply("draw")
    assert state.zones == {"green-4": [c.REEF, 0], "green-3": [c.REEF, 1]}
    assert state.cargo["green-4"] == {"gold-2": 1} and state.invariants() == []
    assert state.curses["curse-reef"]["ships"] == ["green-4", "green-3"]
    assert "swept into the Reef" in texts(events)


def in_curse(zone: str, *rolls: int, masts: dict | None = None, players: int = 3):
    """Both of Jack's ships in `zone`, at the end of Mary's turn: Jack's turn starts with
    their escapes."""
    state = new(players)
    return put(state, {"green-4": in_zone("green-4", zone, 0), "green-3": in_zone("green-3",
                                                                                 zone, 1)},
               dice(*rolls), **lift(state, f"curse-{zone}"), turn=MARY,
               zones={"green-4": [zone, 0], "green-3": [zone, 1]},
               curses={f"curse-{zone}": {"seat": JACK, "ships": ["green-4", "green-3"],
                                         "home": c.SOUTH, "swept": ["green-4", "green-3"]}},
               masts={**state.masts, **(masts or {})})


def test_the_sargasso_sea_frees_a_ship_rolling_at_most_her_masts_and_a_failure_costs_a_mast():
    state = in_curse(c.SARGASSO_SEA, 4, 4)
    state.apply("end")
    assert "green-4" not in state.zones and state.zones["green-3"] == [c.SARGASSO_SEA, 1]
    assert state.to_move == JACK and legal_ids(state) == ["mast:0", "mast:1", "mast:2"]
    state.apply("mast:1")
    assert state.masts["green-3"] == [0, 2] and "curse-sargasso-sea" in state.curses
    assert state.turn == ANNE  # escaping was the action of both: Jack's turn is over


def test_an_escaping_ship_is_moved_one_l_beyond_the_exit_on_her_lane():
    state = in_curse(c.SARGASSO_SEA, 1, 1)
    state.apply("end")
    zone = c.CURSED_ZONE[c.SARGASSO_SEA]
    (lx, ly), (ux, uy) = zone.lanes[0], heading_vector(zone.heading)
    assert state.boxes["green-4"].bow == pytest.approx((lx + 89 * ux, ly + 89 * uy))
    (lx, ly) = zone.lanes[1]
    assert state.boxes["green-3"].bow == pytest.approx((lx + 89 * ux, ly + 89 * uy))
    assert state.zones == {} and state.trophies[c.SOUTH] == {"curse-sargasso-sea": 1}


def test_an_escaping_ship_whose_whole_lane_is_taken_goes_to_the_nearest_clear_water():
    """Ruling 57 (a crash a 100,000-game ladder met): her lane from the Sargasso Sea runs
    through the north-east and centre islands, and ships lie on the three stretches of clear
    water between them; she is put down beside the first spot, clear of everything."""
    zone = c.CURSED_ZONE[c.SARGASSO_SEA]
    (lx, ly), (ux, uy) = zone.lanes[0], heading_vector(zone.heading)
    on_lane = {ship: g.box_from_bow((lx + (89 + k) * ux, ly + (89 + k) * uy), zone.heading,
                                    89, 25)
               for ship, k in (("red-4", 5), ("blue-4", 280), ("yellow-4", 580))}
    state = put(in_curse(c.SARGASSO_SEA, 4, 4, players=4), on_lane)
    state.apply("end")
    spot, first = state.boxes["green-4"], g.box_from_bow((lx + 89 * ux, ly + 89 * uy),
                                                         zone.heading, 89, 25)
    assert "green-4" not in state.zones and spot.heading == pytest.approx(zone.heading)
    assert math.dist((spot.x, spot.y), (first.x, first.y)) < 60
    assert g.inside(spot, c.MAT) and not any(g.touches(spot, box) for s, box in
                                             state.boxes.items() if s != "green-4")
    assert not any(g.overlaps(spot, o.shape) for o in (*c.ISLANDS, *c.CURSED_ZONES))


def test_the_reef_frees_a_ship_rolling_at_least_her_masts():
    state = in_curse(c.REEF, 3, 3)
    state.apply("end")
    assert waiting(state)[0] == ("mast", "green-4", None, c.REEF)  # 3 < 4 masts: stuck
    state.apply("mast:3")
    assert state.zones == {"green-4": [c.REEF, 0]}  # 3 >= 3 masts: free


def test_the_storm_frees_a_ship_when_the_die_shows_the_number_called():
    state = in_curse(c.STORM, 5, 5, 2, 6)  # called 5, rolled 5; called 2, rolled 6
    events = state.apply("end")
    assert "Anne calls 5 for the Storm." in texts(events)  # the next player clockwise
    assert state.zones == {"green-3": [c.STORM, 1]} and waiting(state)[0][0] == "mast"


def test_the_fog_bank_frees_both_ships_on_doubles_and_the_token_goes_face_up_home():
    state = in_curse(c.FOG_BANK, 3, 3)
    state.apply("end")
    assert state.zones == {} and state.curses == {}
    assert state.trophies[c.SOUTH] == {"curse-fog-bank": 1} and state.scores()[JACK] == 5


def test_without_doubles_in_the_fog_bank_each_ship_loses_a_mast():
    state = in_curse(c.FOG_BANK, 2, 5)
    state.apply("end")
    assert legal_ids(state) == ["mast:0", "mast:1", "mast:2", "mast:3"]
    state.apply("mast:3")
    assert legal_ids(state) == ["mast:0", "mast:1", "mast:2"]


def test_a_ship_defeated_in_a_zone_loses_the_token_and_her_companion_escapes_at_once():
    state = in_curse(c.SARGASSO_SEA, 5, 2, masts={"green-3": [2]})
    state.apply("end")
    events = state.apply("mast:0")  # the 4-mast's failure; then the 3-mast loses her last
    assert state.masts["green-3"] == [] and f.docked_at(state, "green-3") == c.SOUTH
    assert state.zones == {} and state.removed == {"curse-sargasso-sea": 1}
    assert state.curses == {} and state.trophies[c.SOUTH] == {}
    assert "leaves the game" in texts(events) and "green 4-mast escapes" in texts(events)


def test_crimson_kate_may_reroll_her_failed_escape_die():
    state = new(3)
    state = put(state, {"red-4": in_zone("red-4", c.REEF, 0), "red-3": in_zone("red-3",
                                                                             c.REEF, 1)},
                dice(1, 5, 4), **lift(state, "curse-reef"),
                zones={"red-4": [c.REEF, 0], "red-3": [c.REEF, 1]},
                curses={"curse-reef": {"seat": ANNE, "ships": ["red-4", "red-3"],
                                       "home": c.NORTH, "swept": ["red-4", "red-3"]}})
    state.apply("end")  # Jack ends; Anne's turn: her 4-mast rolls 1 on the Reef
    assert state.to_move == ANNE and legal_ids(state) == ["reroll:0", "accept"]
    state.apply("reroll:0")  # a 5: free; her 3-mast then rolls 4: free
    assert state.zones == {} and state.trophies[c.NORTH] == {"curse-reef": 1}


def test_a_monster_curse_bars_exploring_and_other_players_shots_until_its_player_defeats_it():
    state = explorer(2, cards=("curse-kraken",))
    state.apply("explore:green-4")
    assert state.monster_at[c.KRAKEN] == 2 and state.curses["curse-kraken"]["seat"] == JACK
    mary = put(state.clone(), {"blue-3": (509, 357, 0)}, turn=MARY, acted=[])
    assert "shoot:blue-3:kraken" not in legal_ids(mary)
    jack = put(state.clone(), {"green-3": (404.5, 264, 90)}, dice(6), acted=[],
               parts={c.KRAKEN: 1, c.SEA_SERPENT: 4})  # her bow cannon alone reaches it
    jack.apply("shoot:green-3:kraken")
    assert jack.curses == {} and jack.trophies[c.SOUTH] == {"curse-kraken": 1}
    assert waiting(jack)[0] == ("act",)  # 'don't choose two tokens from a wild island'


def test_a_cursed_ship_may_not_unload_until_the_curse_is_lifted():
    state = new(3)
    south = c.ISLAND[c.SOUTH].shape
    state = put(state, {"green-4": (south.x, south.y - 55 - 44.5 - 30, 180),
                        "green-3": in_zone("green-3", c.REEF, 1)},
                **lift(state, "gold-2", "curse-reef"), zones={"green-3": [c.REEF, 1]},
                cargo={**state.cargo, "green-4": {"gold-2": 1}},
                curses={"curse-reef": {"seat": JACK, "ships": ["green-4", "green-3"],
                                       "home": c.SOUTH, "swept": ["green-4", "green-3"]}})
    state.apply("dock:green-4:south")
    assert state.cargo["green-4"] == {"gold-2": 1} and state.hoard[c.SOUTH] == {}


def test_two_players_choose_the_two_ships_a_curse_takes():
    state = new(2)
    state = put(state, {"blue-4": docked("blue-4", c.CENTRE, 90)}, dice(cards=("curse-storm",)),
                **onto(state, c.CENTRE, "curse-storm"))
    state.apply("explore:blue-4")
    assert state.to_move == 1 and len(legal_ids(state)) == 6
    assert "curse:blue-4+yellow-3" in legal_ids(state) and state.invariants() == []
    state.apply("curse:blue-4+yellow-3")
    assert set(state.zones) == {"blue-4", "yellow-3"}
    assert state.curses["curse-storm"]["ships"] == ["blue-4", "yellow-3"]


def test_two_players_must_name_ships_that_can_sail_into_the_zone():
    """Ruling 61: Mary's yellow ships have no masts, so the Storm takes her two blue ships at
    once (naming the two yellow ones voided the curse: nobody sailed, the token left the
    game); with one ship able to sail, the curse takes her alone."""
    state = new(2)
    state = put(state, {"blue-4": docked("blue-4", c.CENTRE, 90)}, dice(cards=("curse-storm",)),
                **onto(state, c.CENTRE, "curse-storm"),
                masts={**state.masts, "yellow-4": [], "yellow-3": []})
    state.apply("explore:blue-4")
    assert state.zones == {"blue-4": [c.STORM, 0], "blue-3": [c.STORM, 1]}
    assert state.curses["curse-storm"]["ships"] == ["blue-4", "blue-3"] and state.to_move == 1
    state = new(2)
    state = put(state, {"blue-4": docked("blue-4", c.CENTRE, 90)}, dice(cards=("curse-reef",)),
                **onto(state, c.CENTRE, "curse-reef"),
                masts={**state.masts, "yellow-4": [], "yellow-3": [], "blue-3": []})
    state.apply("explore:blue-4")
    assert state.zones == {"blue-4": [c.REEF, 0]} and state.curses["curse-reef"]["swept"] == [
        "blue-4"]


def test_a_zone_curse_that_swept_in_one_ship_pays_nothing_when_she_escapes():
    """Ruling 61: Jack's green 3-mast lay defeated at home when the Fog Bank took his ships,
    so only the 4-mast sailed in; 'If both of your ships escape' cannot be met: when she
    escapes the curse ends and its token leaves the game (she used to win the 5 gold
    alone). The 3-mast stays under the curse meanwhile."""
    state = explorer(3, 3, cards=("curse-fog-bank",), masts={**new(3).masts, "green-3": []})
    state.apply("explore:green-4")
    assert state.zones == {"green-4": [c.FOG_BANK, 0]} and f.curses_on(state, "green-3")
    for _ in range(2):
        state.apply("end")  # Anne's, then Mary's turn
    events = state.apply("end")  # Jack's ends; his next begins with the escape: doubles
    assert state.zones == {} and state.curses == {} and state.trophies[c.SOUTH] == {}
    assert state.removed == {"curse-fog-bank": 1} and "only one ship was swept in" in texts(
        events)
