"""The rulebook's "Example of a Turn" (4 players: Red, Green, Yellow, Purple), replayed with
the rule functions: every payment ($100, $40, $40, $50, $120, $100), every placement and both
dives, and the first player card passing to Green."""
from __future__ import annotations

from pirates_lib.engine.staging import ScriptedChance
from pirates_lib.key_largo import components as C
from pirates_lib.key_largo.mechanics import (Diver, dive, divers_reaching, dolphin_pay, equip,
                                             next_first_player, price, turn_order,
                                             wrecks_open_to)

from .helpers import legal, plan_day, staged

RED, GREEN, YELLOW, PURPLE = range(4)
FRIDAY = 0


def _wrecks():
    """Four shallow, five medium, five great wrecks (the 4-player set-up), cards chosen."""
    shallow = [{"goods-1": 2, "gold-1": 2, "antiques-2": 1} for _ in range(4)]
    medium = [{"monster": 1, "gold-3": 2, "goods-3": 1, "diamonds-80": 1} for _ in range(5)]
    great = [{"monster": 2, "gold-5": 3} for _ in range(5)]
    return [("shallow", w) for w in shallow] + [("medium", w) for w in medium] + [
        ("great", w) for w in great]


def test_the_example_turn_replays_with_each_players_money_after_it():
    money = [C.START_MONEY] * 4
    teams = [(Diver(),) for _ in range(4)]
    # Morning: Red alone at the bar recruits a diver and buys a round: $100.
    paid = price("diver", present=1) + C.ROUND_PRICE
    assert paid == 100
    money[RED] -= paid
    teams[RED] += (Diver(),)
    # Green and Yellow at Dolphin Cove on Friday: $40 each.
    for p in (GREEN, YELLOW):
        money[p] += dolphin_pay(FRIDAY)
    assert dolphin_pay(FRIDAY) == 40
    # Purple alone at the shop: a hose and a trident for $50, placed on his diver.
    paid = price("hose", 1) + price("trident", 1)
    assert paid == 50
    money[PURPLE] -= paid
    teams[PURPLE] = equip(equip(teams[PURPLE], 0, "hose"), 0, "trident")
    # Afternoon: Green and Yellow at the bar: a diver costs $100 with two players there.
    green, yellow = price("diver", 2) + C.ROUND_PRICE, price("diver", 2)
    assert (green, yellow) == (120, 100)
    money[GREEN] -= green
    money[YELLOW] -= yellow
    assert money == [0, 20, 40, 50]
    assert [len(t) for t in teams] == [2, 1, 1, 1]


def test_the_example_dives_red_on_a_shallow_wreck_and_purple_kills_a_monster():
    wrecks = _wrecks()
    red = (Diver(), Diver())
    purple = (Diver(hoses=1, tridents=1),)
    order = turn_order(RED, 4)
    assert order == (RED, GREEN, YELLOW, PURPLE)
    # Red places first: "a shallow-depth wreck, since his divers have no hose".
    sizes = [(d, sum(w.values())) for d, w in wrecks]
    red_choices = wrecks_open_to(red, sizes)
    assert {wrecks[w][0] for w in red_choices} == {"shallow"}
    red_wreck = red_choices[0]
    purple_choices = wrecks_open_to(purple, sizes, taken=(red_wreck,))
    assert red_wreck not in purple_choices
    purple_wreck = next(w for w in purple_choices if wrecks[w][0] == "medium")
    # Red's two divers draw two cards and take them into his hand.
    result = dive(ScriptedChance(seed=3), wrecks[red_wreck][1], red, "shallow")
    assert len(result.kept) == 2 and sum(wrecks[red_wreck][1].values()) == 3
    # Purple's first card is a monster: his trident kills it, both leave the game, and he
    # draws the next card.
    chance = ScriptedChance(cards=["monster", "gold-3"])
    result = dive(chance, wrecks[purple_wreck][1], purple, "medium")
    assert result.draws[0].cards == ("monster", "gold-3") and result.kept == ("gold-3",)
    assert result.team == (Diver(hoses=1),)
    assert wrecks[purple_wreck][1] == {"gold-3": 1, "goods-3": 1, "diamonds-80": 1}
    assert divers_reaching(result.team, "medium") == (0,)
    # Step 4: the first player card passes to Green, on Red's left.
    assert next_first_player(RED, 4) == GREEN


def test_without_a_trident_purple_would_have_lost_his_diver_and_the_monster_gone_back():
    wreck = {"monster": 1, "gold-3": 2, "goods-3": 1, "diamonds-80": 1}
    result = dive(ScriptedChance(cards=["monster"]), wreck, (Diver(hoses=1),), "medium")
    assert result.lost == (0,) and result.survivors == ()
    assert wreck == {"monster": 1, "gold-3": 2, "goods-3": 1, "diamonds-80": 1}


def test_the_example_turn_played_through_the_state_leaves_0_20_40_and_50_dollars():
    """The same turn through `state.apply` from a staged position: Red alone at the bar pays
    $100, Green and Yellow get $40 each at Dolphin Cove, Purple pays $50 at the shop; in the
    afternoon Green pays $120 and Yellow $100 at the bar (two players there), Red's two
    divers bring up two shallow cards and Purple's trident kills a monster."""
    shallow = {"goods-1": 2, "gold-1": 2, "antiques-2": 1}
    medium = {"monster": 1, "gold-3": 2, "goods-3": 1, "diamonds-80": 1}
    state = staged(4, ["goods-1", "gold-1", "monster", "gold-3"], wrecks={0: shallow, 4: medium})
    plan_day(state, ("bar", "dive"), ("dolphins", "bar"), ("dolphins", "bar"), ("shop", "dive"))
    assert state.money == [100] * 4
    for action in ("recruit", "round", "look:5", "look:9"):  # Red at the bar: $80 + $20
        state.apply(action)
    assert state.money == [0, 140, 140, 100]
    state.apply("buy:hose+trident>0,0")  # Purple alone at the shop: $20 + $30
    assert state.money == [0, 140, 140, 50]
    state.apply("wreck:0")  # Red: a shallow wreck, his divers have no hose
    assert set(legal(state)) >= {"wreck:4", "wreck:1"} and "wreck:9" not in legal(state)
    state.apply("wreck:4")  # Purple, with one hose, on a medium wreck
    state.apply("draw:0")  # Red's divers draw the wreck's first two cards
    assert state.hands[RED]["shallow"] == {"goods-1": 1, "gold-1": 1}
    for action in ("recruit", "round", "look:1", "look:2", "recruit", "leave"):
        state.apply(action)  # Green: $100 + $20 with two at the bar; Yellow: $100
    assert state.money == [0, 20, 40, 50]
    assert [len(team) for team in state.teams] == [2, 2, 2, 1]
    assert state.teams[PURPLE] == [Diver(hoses=1)]  # the trident killed the monster
    assert state.hands[PURPLE]["medium"] == {"gold-3": 1} and state.gone["medium"] == {
        "monster": 1}
    assert (state.day, state.first, state.to_move) == (1, GREEN, GREEN)
    assert "Sunset. The buoy moves to Saturday (day 2); Mary takes the first player card." in [
        e.text for e in state.log]
