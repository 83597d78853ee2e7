"""The four places on the island through the state: the Mermaid's Bar, Dolphin Cove, the Old
Sea Dog shop and the Market of Finds (rulebook "The Action Cards"; rulings 3, 4, 7, 14, 22
to 25)."""
from __future__ import annotations

from pirates_lib.key_largo.mechanics import Diver

from .helpers import legal, plan_day, staged

IDLE = ("dolphins", "market")


def at(place, *others, **fields):
    """Anne at `place` in the morning, then at the market (at Dolphin Cove if `place` is the
    market) with nothing to do; the seats in `others` there too; the rest idle."""
    state = staged(4, **fields)
    then = "dolphins" if place == "market" else "market"
    plans = [(place, then)] + [(place, then) if seat in others else IDLE for seat in (1, 2, 3)]
    plan_day(state, *plans)
    return state


# --- the Mermaid's Bar -------------------------------------------------------------------------
def test_a_diver_costs_the_price_for_everyone_at_the_bar_whether_they_recruit_or_not():
    state = at("bar", 1, 2, money=[200, 100, 100, 100])
    assert state.present["bar"] == 3
    state.apply("recruit")
    assert state.money[0] == 80 and len(state.teams[0]) == 2 and state.pile == 10
    assert "recruit" not in legal(state)  # once a visit
    assert "Anne recruits a diver for $120." in [e.text for e in state.log]


def test_a_team_of_three_recruits_no_fourth_but_may_buy_a_round_or_hire_a_pickpocket():
    state = at("bar", teams=[[Diver()] * 3, [Diver()], [Diver()], [Diver()]],
               hands={2: {"medium": {"gold-3": 1}}})
    assert legal(state) == ["pickpocket:2:medium", "round", "leave"]


def test_the_pickpocket_names_a_rival_and_a_back_and_takes_a_random_card_of_that_depth():
    hand = {"medium": {"gold-3": 1}, "great": {"diamonds-200": 1, "goods-5": 1}}
    state = at("bar", hands={1: hand}, cards=["diamonds-200"])
    assert [a for a in legal(state) if a.startswith("pickpocket")] == [
        "pickpocket:1:medium", "pickpocket:1:great"]
    state.apply("pickpocket:1:great")
    assert state.money[0] == 60  # alone at the bar: $40
    assert state.hands[0]["great"] == {"diamonds-200": 1}
    assert state.hands[1]["great"] == {"goods-5": 1}
    stolen = next(e for e in state.log if e.kind == "stolen")
    assert stolen.only == (0, 1) and "Diamonds $200" in stolen.text
    assert not any("Diamonds" in e.text for e in state.log if e.visible_to(2))


def test_a_round_looks_at_two_different_wrecks_and_the_looker_alone_learns_what_they_hold():
    state = at("bar", wrecks={3: {"monster": 1, "goods-1": 3, "gold-2": 1}})
    state.apply("round")
    assert state.money[0] == 80 and legal(state)[:2] == ["look:0", "look:1"]
    state.apply("look:3")
    assert "look:3" not in legal(state) and "leave" not in legal(state)
    state.apply("look:7")
    assert state.view(0)["looks"][0] == {"wreck": 3, "cards": {"monster": 1, "goods-1": 3, "gold-2": 1},
                                         "seen": "day 1 (Friday) morning", "ended": None}
    assert state.view(1)["looks"] == [] and "round" not in legal(state)
    private = [e for e in state.log if e.kind == "looked"]
    assert private[0].text == "Wreck 4 holds a monster, 3 x Goods 1, Gold 2." and private[0].only == (0,)


def test_what_a_player_saw_stops_being_true_once_the_wreck_changes():
    state = staged(4, ["gold-2"], wrecks={0: {"monster": 1, "goods-1": 3, "gold-2": 1}})
    plan_day(state, ("bar", "dolphins"), ("dolphins", "dive"), IDLE, IDLE)
    for action in ("round", "look:0", "look:1", "leave", "wreck:0"):
        state.apply(action)
    looks = state.view(0)["looks"]
    assert looks[0]["ended"] == "day 1 (Friday) afternoon" and looks[1]["ended"] is None
    assert looks[0]["cards"] == {"monster": 1, "goods-1": 3, "gold-2": 1}  # as seen
    assert state.invariants() == []


def test_nobody_is_offered_what_they_cannot_pay_for():
    state = at("bar", money=[30, 100, 100, 100], hands={1: {"shallow": {"gold-1": 1}}})
    assert legal(state) == ["round", "leave"]  # a diver $80, a pickpocket $40, a round $20


# --- Dolphin Cove ------------------------------------------------------------------------------
def test_dolphin_cove_pays_the_amount_of_the_day():
    state = at("dolphins", 1, day=1)  # Saturday: $60, two boats there or not
    assert state.money[:2] == [160, 160]
    assert "Anne takes tourists out to see the dolphins and receives $60." in [
        e.text for e in state.log]


# --- the Old Sea Dog shop ----------------------------------------------------------------------
def test_the_shop_sells_one_or_two_pieces_each_placed_at_once_on_a_diver():
    state = at("shop", teams=[[Diver(), Diver(hoses=2)], [Diver()], [Diver()], [Diver()]])
    ids = legal(state)
    assert {"buy:hose>0", "buy:hose+hose>0,0", "buy:hose+trident>0,1",
            "buy:trident+weight>1,1", "leave"} <= set(ids)
    assert "buy:hose>1" not in ids  # two hoses already
    assert all(len(i.split(">")[0].split("+")) <= 2 for i in ids if i.startswith("buy:"))
    state.apply("buy:hose+trident>0,1")
    assert state.teams[0] == [Diver(hoses=1), Diver(hoses=2, tridents=1)]
    assert state.money[0] == 50 and state.reserve == {"hose": 17, "trident": 9, "weight": 10}


def test_shop_prices_are_for_every_player_at_the_shop_and_the_reserve_limits_them():
    state = at("shop", 1, reserve={"hose": 20, "trident": 0, "weight": 10},
               spent={"diver": 0, "hose": 0, "trident": 10, "weight": 0})
    assert not [i for i in legal(state) if "trident" in i]
    assert [a.label for a in state.legal_actions() if a.id == "buy:hose>0"] == [
        "Buy a hose for diver 1 for $30"]  # two players at the shop
    state.apply("leave")  # "may only buy one or two": buying nothing is allowed
    assert state.money[0] == 100 and state.to_move == 1


# --- the Market of Finds -----------------------------------------------------------------------
def test_a_sale_is_of_one_type_and_the_seller_chooses_how_many_cards_but_at_least_one():
    hand = {"shallow": {"goods-1": 1, "gold-2": 1}, "medium": {"goods-3": 1}}
    state = at("market", hands={0: hand})
    assert legal(state) == ["sell:goods-1", "sell:goods-3", "sell:goods-1+goods-3",
                            "sell:gold-2"]  # no leaving without a sale
    state.apply("sell:goods-1+goods-3")
    assert state.money[0] == 100 + 4 * 40 + 40  # alone: goods at $40 a unit; Dolphin Cove
    assert state.hands[0] == {"shallow": {"gold-2": 1}, "medium": {}, "great": {}}
    assert state.gone["medium"] == {"goods-3": 1}


def test_market_rates_follow_the_sellers_present_and_diamonds_are_never_sold():
    hands = {0: {"medium": {"antiques-3": 1, "diamonds-80": 1}}, 1: {"great": {"gold-3": 1}},
             2: {"shallow": {"goods-2": 1}}}
    state = at("market", 1, 2, hands=hands)  # each has one sale to make, and is asked
    for sale in ("sell:antiques-3", "sell:gold-3", "sell:goods-2"):
        assert legal(state) == [sale]
        state.apply(sale)
    assert [e.text for e in state.log if e.kind == "sell"] == [
        "Anne sells Antiques 3 at $40 a unit: $120.", "Mary sells Gold 3 at $30 a unit: $90.",
        "Jack sells Goods 2 at $20 a unit: $40."]  # three sellers at the market
    assert state.money == [260, 230, 180, 140]  # and $40 each at Dolphin Cove
    assert state.hands[0]["medium"] == {"diamonds-80": 1}
