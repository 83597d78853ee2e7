"""Reach by hoses, placing a boat on a wreck, the bar's and shop's prices, the diver and
equipment limits, turn order (rulebook "Diving on a Wreck", "The Mermaid's Bar", "The Old Sea
Dog Shop", "The Day")."""
from __future__ import annotations

import pytest

from pirates_lib.key_largo.mechanics import (Diver, divers_reaching, divers_who_can_take,
                                             equip, may_recruit, next_first_player, price,
                                             reachable_depths, turn_order, wrecks_open_to)


def test_no_hose_reaches_shallow_one_hose_medium_two_hoses_any_depth():
    assert reachable_depths(0) == ("shallow",)
    assert reachable_depths(1) == ("shallow", "medium")
    assert reachable_depths(2) == ("shallow", "medium", "great")
    assert Diver(hoses=1).reaches("medium") and not Diver(hoses=1).reaches("great")


def test_only_divers_with_enough_hose_dive_and_the_others_stay_on_the_boat():
    # Rulebook example: one diver with two lengths of hose and one with a single length.
    team = (Diver(hoses=2), Diver(hoses=1))
    assert divers_reaching(team, "shallow") == (0, 1)
    assert divers_reaching(team, "medium") == (0, 1)
    assert divers_reaching(team, "great") == (0,)
    assert divers_reaching((Diver(), None, Diver(hoses=2)), "great") == (2,)


def test_a_boat_goes_only_on_a_free_wreck_with_cards_that_a_diver_reaches():
    wrecks = [("shallow", 5), ("shallow", 0), ("medium", 5), ("great", 3), ("shallow", 2)]
    assert wrecks_open_to((Diver(),), wrecks) == (0, 4)
    assert wrecks_open_to((Diver(),), wrecks, taken=(0,)) == (4,)
    assert wrecks_open_to((Diver(hoses=2),), wrecks, taken=(2,)) == (0, 3, 4)
    assert wrecks_open_to((), wrecks) == ()


def test_a_price_depends_on_the_number_of_players_at_the_place():
    assert [price("diver", n) for n in range(1, 6)] == [80, 100, 120, 140, 160]
    assert price("pickpocket", 3) == 60
    assert price("hose", 1) + price("trident", 1) == 50  # Purple's shopping in the example
    assert price("weight", 2, {"weight": (10, 70, 80, 90, 99)}) == 70
    with pytest.raises(ValueError, match="^1 to 5 players can be at a place, not 0$"):
        price("diver", 0)
    with pytest.raises(ValueError, match="^no price for 'rum'; the priced items are diver, "
                                         "pickpocket, hose, trident, weight$"):
        price("rum", 1)


def test_a_team_of_three_divers_cannot_recruit_a_fourth_nor_anyone_from_an_empty_pile():
    assert may_recruit((Diver(), Diver()), 10)
    assert not may_recruit((Diver(),) * 3, 10)
    assert not may_recruit((Diver(),), 0)
    assert may_recruit((), 1)  # a player whose divers all fled may still recruit
    assert may_recruit((Diver(), None, Diver()), 1)  # a fled diver no longer counts


def test_a_diver_takes_at_most_two_hoses_one_trident_and_one_weight():
    team = (Diver(),)
    team = equip(equip(team, 0, "hose"), 0, "hose")
    assert team == (Diver(hoses=2),)
    assert divers_who_can_take(team, "hose") == ()
    with pytest.raises(ValueError, match=r"^diver 0 cannot take another hose \(at most 2 per "
                                         r"diver\)$"):
        equip(team, 0, "hose")
    team = equip(equip(team, 0, "trident"), 0, "weight")
    assert team == (Diver(2, 1, 1),)
    assert divers_who_can_take(team, "trident") == divers_who_can_take(team, "weight") == ()


def test_equipment_that_no_diver_can_take_cannot_be_bought():
    team = (Diver(tridents=1), Diver(tridents=1), None)
    assert divers_who_can_take(team, "trident") == ()
    assert divers_who_can_take(team, "weight") == (0, 1)
    with pytest.raises(ValueError, match="^'diver' is not equipment; the equipment is hose, "
                                         "trident, weight$"):
        divers_who_can_take(team, "diver")


def test_turns_go_clockwise_from_the_first_player_who_passes_the_card_left():
    assert turn_order(0, 4) == (0, 1, 2, 3)
    assert turn_order(2, 4) == (2, 3, 0, 1)
    assert next_first_player(0, 4) == 1 and next_first_player(4, 5) == 0
