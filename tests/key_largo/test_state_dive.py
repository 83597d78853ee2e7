"""The dive played through the state: the player's choices as actions (which diver draws,
weights, tridents, surfacing), monsters, fleeing divers, the monster's return, and what the
others see (rulebook "Diving on a Wreck", "Drawing Wreck Cards", "Using a Weight")."""
from __future__ import annotations

from pirates_lib.key_largo.mechanics import Diver

from .helpers import legal, plan_day, staged

IDLE = ("dolphins", "market")
SHALLOW = {"monster": 1, "goods-1": 2, "gold-2": 2}


def diving(team, cards, wreck=SHALLOW, w=0, **fields):
    """Anne's team dives on wreck `w` (shallow 0 to 3, medium 4 to 8) in the morning; the
    other seats take tourists out, then find nothing to sell."""
    state = staged(4, cards, wrecks={w: wreck}, teams=[list(team)] + [[Diver()]] * 3, **fields)
    plan_day(state, ("dive", "dolphins"), IDLE, IDLE, IDLE)
    state.apply(f"wreck:{w}")
    return state


def texts(state, seat=None):
    return [e.text for e in state.log if e.visible_to(seat)]


def test_every_diver_draws_one_card_in_the_order_the_player_chooses():
    state = diving([Diver(), Diver()], ["gold-2", "goods-1"])
    assert legal(state) == ["draw:0", "draw:1"]  # no surfacing: the draws are compulsory
    state.apply("draw:1")
    assert state.hands[0]["shallow"] == {"gold-2": 1, "goods-1": 1}  # diver 0 drew at once
    assert [e.text for e in state.log if e.kind == "treasure" and e.only is None] == [
        "Anne's diver 2 brings up a shallow treasure card.",
        "Anne's diver 1 brings up a shallow treasure card."]
    assert sum(state.wrecks[0].values()) == 3 and state.to_move == 1


def test_a_diver_without_enough_hose_stays_on_the_boat():
    medium = {"monster": 1, "gold-3": 3}
    state = diving([Diver(hoses=1), Diver()], ["gold-3"], medium, w=4)
    assert state.hands[0]["medium"] == {"gold-3": 1} and sum(state.wrecks[4].values()) == 3
    assert "Anne dives on wreck 5 (medium) with diver 1." in texts(state)


def test_a_weight_is_offered_right_after_a_treasure_and_its_carrier_draws_one_more():
    state = diving([Diver(), Diver(weights=1)], ["goods-1", "gold-2", "goods-1"])
    state.apply("draw:0")
    assert legal(state) == ["draw:1", "weight:1"]  # a weight even before its carrier's draw
    state.apply("weight:1")
    assert state.teams[0][1] == Diver() and state.spent["weight"] == 1
    assert state.hands[0]["shallow"] == {"goods-1": 2, "gold-2": 1}


def test_spending_a_weight_is_told_to_the_whole_table():
    state = diving([Diver(weights=1)], ["goods-1", "gold-2"])
    state.apply("weight:0")
    assert "Anne's diver 1 spends a weight to draw one more card." in texts(state, 2)
    assert state.view(2)["teams"][0] == [[0, 0, 0]]


def test_a_lone_trident_at_the_wreck_kills_the_monster_and_the_next_card_replaces_it():
    state = diving([Diver(tridents=1)], ["monster", "gold-2"])
    assert state.teams[0] == [Diver()] and state.spent["trident"] == 1
    assert state.gone["shallow"] == {"monster": 1}  # killed: out of the game
    assert state.hands[0]["shallow"] == {"gold-2": 1}
    assert "Diver 1's trident kills the monster." in texts(state, 2)


def test_with_two_tridents_at_the_wreck_the_player_chooses_whose_is_spent():
    state = diving([Diver(tridents=1), Diver(tridents=1)], ["goods-1", "monster", "gold-2"])
    state.apply("draw:0")
    assert legal(state) == ["trident:0", "trident:1"]  # diver 1's own draw met the monster
    state.apply("trident:0")
    assert state.teams[0] == [Diver(), Diver(tridents=1)]
    assert state.hands[0]["shallow"] == {"goods-1": 1, "gold-2": 1}


def test_a_diver_without_a_trident_flees_and_the_others_may_still_draw_or_surface():
    state = diving([Diver(hoses=1, weights=1), Diver()], ["monster"])
    state.apply("draw:0")
    assert state.spent == {"diver": 1, "hose": 1, "trident": 0, "weight": 1}
    assert legal(state) == ["draw:1", "surface"]
    state.apply("surface")
    assert state.teams[0] == [Diver()] and state.hands[0]["shallow"] == {}
    assert state.wrecks[0] == SHALLOW  # the monster went back when the dive was over
    assert "The monster goes back into wreck 1, which is reshuffled." in texts(state)


def test_the_fled_divers_monster_is_set_aside_until_the_others_have_drawn():
    state = diving([Diver(), Diver()], ["monster", "goods-1"], {"monster": 1, "goods-1": 1})
    state.apply("draw:0")
    state.apply("draw:1")  # the set-aside monster cannot be drawn again
    assert state.hands[0]["shallow"] == {"goods-1": 1}
    assert state.wrecks[0] == {"monster": 1}  # back alone, as the rulebook says


def test_a_monster_put_back_is_public_until_a_monster_is_drawn_from_that_wreck():
    state = diving([Diver()], ["monster"])
    assert state.view(3)["wrecks"][0]["monsters"] == 1
    assert state.view(None)["wrecks"][0] == {"depth": "shallow", "left": 5, "monsters": 1,
                                             "boat": None}  # the afternoon has begun


def test_an_empty_wreck_ends_the_dive_and_a_killed_last_monster_brings_no_replacement():
    state = diving([Diver(tridents=1), Diver()], ["monster"], {"monster": 1})
    state.apply("draw:0")
    assert state.hands[0]["shallow"] == {} and state.wrecks[0] == {}
    assert state.teams[0] == [Diver(), Diver()]  # diver 2 had nothing left to draw
    assert state.to_move == 1


def test_the_others_see_the_backs_of_the_cards_drawn_not_their_faces():
    state = diving([Diver()], ["gold-2"])
    assert "You draw Gold 2." in texts(state, 0)
    assert "You draw Gold 2." not in texts(state, 1) + texts(state, None)
    assert state.view(1)["backs"][0] == {"shallow": 1, "medium": 0, "great": 0}
    assert state.view(None)["hand"] is None and state.view(1)["hand"]["shallow"] == {}
    assert state.view(0)["hand"]["shallow"] == {"gold-2": 1}
