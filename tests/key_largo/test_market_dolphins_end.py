"""Selling at the market, Dolphin Cove's pay and the end-of-game value (rulebook "The Market
of Finds", "Dolphin Cove", "End of the Game")."""
from __future__ import annotations

import pytest

from pirates_lib.key_largo.mechanics import (best_rate, dolphin_pay, end_value,
                                             hand_end_value, market_rate, sale_value,
                                             sellable_types)


def test_goods_5_sells_for_200_150_or_100_and_ends_at_100():
    assert [sale_value(["goods-5"], n) for n in (1, 2, 3, 4, 5)] == [200, 150, 100, 100, 100]
    assert end_value("goods-5") == 100


def test_antiques_rise_with_more_sellers_and_gold_is_always_30():
    assert [market_rate("antiques", n) for n in (1, 2, 3, 5)] == [20, 30, 40, 40]
    assert {market_rate("gold", n) for n in range(1, 6)} == {30}
    assert sale_value(["gold-2"], 4) == 60 and end_value("gold-2") == 40


def test_a_sale_is_units_times_rate_of_one_type_and_at_least_one_card():
    assert sale_value(["antiques-2", "antiques-3"], 3) == 200
    with pytest.raises(ValueError, match="^a sale is of one type of treasure, not antiques, "
                                         "gold$"):
        sale_value(["antiques-2", "gold-3"], 1)
    with pytest.raises(ValueError, match="^a sale at the market is at least one card$"):
        sale_value([], 1)


def test_diamonds_are_never_sold_at_the_market_but_end_at_their_printed_value():
    with pytest.raises(ValueError, match="^diamonds can never be sold at the market$"):
        sale_value(["diamonds-120"], 1)
    with pytest.raises(ValueError, match="^'monster' is not a treasure type sold at the "
                                         "market$"):
        market_rate("monster", 1)
    assert end_value("diamonds-120") == 120
    assert sellable_types(["diamonds-60", "gold-1", "goods-2"]) == ("goods", "gold")
    assert sellable_types(["diamonds-60"]) == ()


def test_the_eager_buyer_best_price_is_the_highest_rate_of_the_type():
    assert (best_rate("goods"), best_rate("antiques"), best_rate("gold")) == (40, 40, 30)


def test_dolphin_cove_pays_the_amount_of_the_day_40_on_the_first_friday():
    assert dolphin_pay(0) == 40
    assert [dolphin_pay(d) for d in range(10)] == [40, 60, 80, 20, 20, 30, 30, 40, 60, 80]
    assert dolphin_pay(3, (0, 0, 0, 70, 0, 0, 0, 0, 0, 0)) == 70
    with pytest.raises(ValueError, match=r"^the days are 0 \(first Friday\) to 9, not 10$"):
        dolphin_pay(10)


def test_unsold_treasure_counts_units_times_the_end_value_and_diamonds_their_dollars():
    hand = ["goods-3", "antiques-2", "gold-1", "diamonds-200"]
    assert hand_end_value(hand) == 60 + 40 + 20 + 200
    assert hand_end_value(hand, {"goods": 10, "antiques": 30, "gold": 20}) == 30 + 60 + 20 + 200
    assert hand_end_value([]) == 0
    with pytest.raises(ValueError, match="^a monster is never in a hand$"):
        end_value("monster")
