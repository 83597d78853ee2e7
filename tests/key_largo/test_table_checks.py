"""The checks on the tables a player who owns the real cards may type in (wreck cards,
prices, Dolphin Cove's pay, end values): canonical forms, and each refusal's exact words."""
from __future__ import annotations

import json
import re

import pytest

from pirates_lib.key_largo import components as C


def _refused(check, table, message: str) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        check(table)


def _cards(**changes) -> dict:
    cards = C.default_wreck_cards()
    for depth, pile in changes.items():
        cards[depth] = pile
    return cards


# --- wreck cards -----------------------------------------------------------------------------
def test_default_wreck_cards_pass_and_come_back_in_canonical_order():
    cards = C.default_wreck_cards()
    backwards = {d: dict(reversed(list(cards[d].items()))) for d in reversed(C.DEPTHS)}
    checked = C.check_wreck_cards(backwards)
    assert checked == cards
    assert list(checked) == list(C.DEPTHS)
    assert list(checked["medium"])[:3] == ["monster", "goods-2", "goods-3"]
    assert list(checked["medium"])[-1] == "diamonds-100"


def test_wreck_cards_survive_a_json_round_trip_as_a_save_makes_them():
    cards = C.default_wreck_cards()
    assert C.check_wreck_cards(json.loads(json.dumps(cards))) == cards


def test_wreck_cards_must_be_a_mapping_of_the_three_depths():
    _refused(C.check_wreck_cards, [1, 2], "wreck_cards must be a mapping of depth to cards, "
             "not list")
    cards = C.default_wreck_cards()
    del cards["great"]
    _refused(C.check_wreck_cards, cards, "wreck_cards is missing the depth 'great'")
    cards = C.default_wreck_cards()
    cards["deep"] = {}
    _refused(C.check_wreck_cards, cards, "wreck_cards has no depth 'deep'; the depths are "
             "shallow, medium, great")


def test_a_depth_must_map_cards_to_copies():
    _refused(C.check_wreck_cards, _cards(shallow=["goods-1"] * 20),
             "wreck_cards['shallow'] must be a mapping of card to copies, not list")


@pytest.mark.parametrize("card", ["goods-0", "goods-03", "goods", "rubies-2", "diamonds-",
                                  "Monster", 7])
def test_a_card_name_that_is_no_wreck_card_is_refused(card):
    pile = dict(C.default_wreck_cards()["shallow"])
    pile["goods-1"] -= 1
    pile[card] = 1
    _refused(C.check_wreck_cards, _cards(shallow=pile),
             f"wreck_cards['shallow']: {card!r} is not a wreck card (write goods-N, antiques-N "
             "or gold-N with N units from 1, diamonds-N with N dollars, or monster)")


def test_a_diamond_must_be_worth_a_multiple_of_the_smallest_banknote():
    pile = dict(C.default_wreck_cards()["great"])
    del pile["diamonds-120"]
    pile["diamonds-125"] = 1
    _refused(C.check_wreck_cards, _cards(great=pile),
             "wreck_cards['great']: the diamond 'diamonds-125''s value must be a multiple of "
             "$10 (the smallest banknote), not 125")


@pytest.mark.parametrize("copies, message", [
    (2.0, "wreck_cards['shallow']['gold-2'] must be a whole number, not 2.0"),
    ("3", "wreck_cards['shallow']['gold-2'] must be a whole number, not '3'"),
    (True, "wreck_cards['shallow']['gold-2'] must be a whole number, not True"),
    (0, "wreck_cards['shallow']['gold-2'] must be at least 1 copy, not 0"),
    (-1, "wreck_cards['shallow']['gold-2'] must be at least 1 copy, not -1"),
])
def test_copies_must_be_whole_and_at_least_one(copies, message):
    pile = dict(C.default_wreck_cards()["shallow"])
    pile["gold-2"] = copies
    _refused(C.check_wreck_cards, _cards(shallow=pile), message)


def test_too_many_or_too_few_cards_at_a_depth_are_refused():
    pile = dict(C.default_wreck_cards()["shallow"])
    pile["monster"] = 2
    _refused(C.check_wreck_cards, _cards(shallow=pile),
             "wreck_cards['shallow'] has 21 cards; the rulebook's shallow pile has 20")
    pile = dict(C.default_wreck_cards()["medium"])
    del pile["diamonds-60"]
    _refused(C.check_wreck_cards, _cards(medium=pile),
             "wreck_cards['medium'] has 29 cards; the rulebook's medium pile has 30")


def test_a_table_of_other_cards_with_the_book_counts_is_accepted():
    cards = _cards(shallow={"monster": 2, "gold-1": 18})
    assert C.check_wreck_cards(cards)["shallow"] == {"monster": 2, "gold-1": 18}


# --- prices ----------------------------------------------------------------------------------
def test_default_prices_pass_and_lists_become_tuples():
    listed = {k: list(v) for k, v in C.default_prices().items()}
    assert C.check_prices(listed) == C.default_prices()


def test_prices_must_name_exactly_the_five_items():
    _refused(C.check_prices, (1,), "prices must be a mapping of item to prices, not tuple")
    prices = C.default_prices()
    del prices["weight"]
    _refused(C.check_prices, prices, "prices is missing the item 'weight'")
    prices = C.default_prices()
    prices["rum"] = (1, 2, 3, 4, 5)
    _refused(C.check_prices, prices, "prices has no item 'rum'; the items are diver, "
             "pickpocket, hose, trident, weight")


@pytest.mark.parametrize("row, message", [
    ("80", "prices['diver'] must be a sequence of 5 amounts (1 to 5 players at the place), "
           "not str"),
    ((80, 100, 120, 140), "prices['diver'] must give 5 amounts (1 to 5 players at the place), "
                          "not 4"),
    ((80, 100, 120.0, 140, 160), "prices['diver'][2] (3 players at the place) must be a whole "
                                 "number, not 120.0"),
    ((-10, 100, 120, 140, 160), "prices['diver'][0] (1 player at the place) must not be "
                                "negative, not -10"),
    ((85, 100, 120, 140, 160), "prices['diver'][0] (1 player at the place) must be a multiple "
                               "of $10 (the smallest banknote), not 85"),
    ((80, 100, 90, 140, 160), "prices['diver'] must not fall as more players come to the bar: "
                              "100 with 2, then 90 with 3"),
])
def test_a_bad_price_row_is_refused_with_its_place_in_the_table(row, message):
    prices = C.default_prices()
    prices["diver"] = row
    _refused(C.check_prices, prices, message)


def test_a_shop_price_must_be_lowest_for_a_player_alone():
    prices = C.default_prices()
    prices["trident"] = (40, 30, 50, 60, 70)
    _refused(C.check_prices, prices, "prices['trident'] must be lowest for a player alone at "
             "the shop, not 40 alone and 30 with more")
    prices["trident"] = (30, 30, 30, 30, 30)
    assert C.check_prices(prices)["trident"] == (30, 30, 30, 30, 30)


# --- Dolphin Cove and the end values ---------------------------------------------------------
def test_dolphin_pay_is_ten_amounts_one_per_day():
    assert C.check_dolphin_pay([40] * 10) == (40,) * 10
    _refused(C.check_dolphin_pay, {"Friday": 40}, "dolphin_pay must be a sequence of 10 "
             "amounts (Friday to the second Sunday), not dict")
    _refused(C.check_dolphin_pay, (40,) * 9, "dolphin_pay must give 10 amounts (Friday to the "
             "second Sunday), not 9")
    _refused(C.check_dolphin_pay, (40, 60, 80, 20, 20, 30, 30, -40, 60, 80),
             "dolphin_pay[7] (day 8, Friday) must not be negative, not -40")


def test_end_values_are_dollars_per_unit_for_goods_antiques_and_gold_only():
    assert C.check_end_values({"gold": 20, "goods": 20, "antiques": 10}) == {
        "goods": 20, "antiques": 10, "gold": 20}
    _refused(C.check_end_values, 20, "end_values must be a mapping of type to dollars per "
             "unit, not int")
    _refused(C.check_end_values, {"goods": 20, "antiques": 20, "gold": 20, "diamonds": 0},
             "end_values has no type 'diamonds'; the types are goods, antiques, gold")
    _refused(C.check_end_values, {"goods": 20, "gold": 20}, "end_values is missing the type "
             "'antiques'")
    _refused(C.check_end_values, {"goods": 20, "antiques": "20", "gold": 20},
             "end_values['antiques'] must be a whole number, not '20'")
