"""The shop's purchases and the market's sales as rule functions (`trade`): one or two pieces
within every diver's limits and the reserve, a Vendor's or the Liquidator's third piece, the
bill by the players at the shop, and every sale of a hand's cards of one type."""
from __future__ import annotations

from pirates_lib.key_largo.components import default_prices
from pirates_lib.key_largo.mechanics import Diver
from pirates_lib.key_largo.trade import (purchase_plans, sale_rate, sales, shop_bill,
                                         shop_prices)

RESERVE = {"hose": 20, "trident": 10, "weight": 10}


def test_a_purchase_is_one_or_two_pieces_within_the_divers_limits_and_the_reserve():
    plans = purchase_plans((Diver(hoses=1, tridents=1, weights=1),), RESERVE)
    assert plans == ((("hose", 0),),)  # only a second hose fits
    plans = purchase_plans((Diver(), Diver()), {"hose": 1, "trident": 0, "weight": 10})
    assert (("hose", 0), ("hose", 1)) not in plans  # one hose left in the reserve
    assert (("hose", 0), ("weight", 1)) in plans and not any(
        item == "trident" for plan in plans for item, _ in plan)
    assert max(len(plan) for plan in plans) == 2


def test_a_vendor_adds_a_third_piece_of_its_item_and_the_liquidator_a_third_alike():
    team = (Diver(), Diver())
    vendor = [p for p in purchase_plans(team, RESERVE, vendor="weight") if len(p) == 3]
    assert vendor and all(any(item == "weight" for item, _ in p) for p in vendor)
    alike = [p for p in purchase_plans(team, RESERVE, liquidator=True) if len(p) == 3]
    assert (("hose", 0), ("hose", 0), ("hose", 1)) in alike
    assert all(len({item for item, _ in p}) == 1 for p in alike)


def test_the_bill_follows_the_players_at_the_shop_the_good_friend_and_the_liquidator():
    prices = default_prices()
    assert shop_bill(["hose", "trident"], shop_prices(1, prices)) == 50  # the book's example
    assert shop_bill(["hose", "trident"], shop_prices(3, prices)) == 90
    assert shop_bill(["hose", "trident"], shop_prices(3, prices, alone=True)) == 50
    assert shop_bill(["hose"] * 3, shop_prices(2, prices), liquidator=True) == 30 + 30 + 10
    cheap = shop_prices(1, {**prices, "hose": (10,) * 5})
    assert shop_bill(["hose"] * 3, cheap, liquidator=True) == 20  # never below $0


def test_every_sale_of_some_cards_of_a_hand_smallest_first():
    assert list(sales({"goods-3": 1, "goods-1": 2})) == [
        ("goods-1",), ("goods-3",), ("goods-1", "goods-1"), ("goods-1", "goods-3"),
        ("goods-1", "goods-1", "goods-3")]
    assert sales({}) == ()
    assert sale_rate("gold", 2) == 30 and sale_rate("gold", 2, gold_digger=True) == 40
    assert sale_rate("goods", 2, gold_digger=True) == 30
