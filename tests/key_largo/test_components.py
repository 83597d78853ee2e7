"""The component data: set-up by player count, the 80 wreck cards, equipment, prices, pay,
rates, end values and the 24 encounter cards (rulebook "Components", "Setup", the places)."""
from __future__ import annotations

from collections import Counter

from pirates_lib.key_largo import components as C


def _by_kind(pile: dict[str, int]) -> Counter:
    kinds: Counter = Counter()
    for card, n in pile.items():
        kinds[C.kind_of(card)] += n
    return kinds


def test_wrecks_per_depth_follow_the_setup_table_for_3_4_and_5_players():
    assert {n: dict(C.WRECKS[n]) for n in (3, 4, 5)} == {
        3: {"shallow": 3, "medium": 4, "great": 4},
        4: {"shallow": 4, "medium": 5, "great": 5},
        5: {"shallow": 4, "medium": 6, "great": 6}}
    assert C.CARDS_PER_WRECK == 5


def test_five_players_use_all_80_wreck_cards_and_fewer_leave_some_unused():
    cards = C.default_wreck_cards()
    counts = {d: sum(cards[d].values()) for d in C.DEPTHS}
    assert counts == {"shallow": 20, "medium": 30, "great": 30} == dict(C.WRECK_CARDS_PER_DEPTH)
    assert sum(counts.values()) == 80
    for depth in C.DEPTHS:
        assert C.WRECKS[5][depth] * C.CARDS_PER_WRECK == counts[depth]
        assert C.WRECKS[3][depth] * C.CARDS_PER_WRECK < counts[depth]


def test_the_assumed_wreck_cards_have_1_5_and_8_monsters_and_diamonds_only_deeper():
    cards = C.default_wreck_cards()
    assert _by_kind(cards["shallow"]) == {"monster": 1, "goods": 7, "antiques": 6, "gold": 6}
    assert _by_kind(cards["medium"]) == {"monster": 5, "goods": 7, "antiques": 7, "gold": 7,
                                         "diamonds": 4}
    assert _by_kind(cards["great"]) == {"monster": 8, "goods": 6, "antiques": 6, "gold": 6,
                                        "diamonds": 4}
    assert {c: n for c, n in cards["medium"].items() if c.startswith("diamonds")} == {
        "diamonds-60": 1, "diamonds-80": 2, "diamonds-100": 1}
    assert {c for c in cards["great"] if c.startswith("diamonds")} == {
        "diamonds-100", "diamonds-120", "diamonds-150", "diamonds-200"}
    assert cards["shallow"]["goods-1"] == 3 and cards["great"]["antiques-6"] == 1


def test_card_names_are_type_and_units_or_dollars_and_read_as_a_player_says_them():
    assert C.wreck_card("goods", 3) == "goods-3"
    assert (C.kind_of("diamonds-120"), C.number_of("diamonds-120")) == ("diamonds", 120)
    assert [C.describe(c) for c in ("goods-3", "antiques-2", "gold-1", "diamonds-120",
                                    "monster")] == [
        "Goods 3", "Antiques 2", "Gold 1", "Diamonds $120", "a monster"]
    assert C.is_monster("monster") and not C.is_monster("gold-1")


def test_start_money_divers_limits_and_the_equipment_reserve():
    assert (C.START_MONEY, C.START_DIVERS, C.MAX_DIVERS) == (100, 1, 3)
    assert dict(C.PER_DIVER) == {"hose": 2, "trident": 1, "weight": 1}
    assert dict(C.RESERVE) == {"diver": 15, "hose": 20, "trident": 10, "weight": 10}
    assert (C.ROUND_PRICE, C.ROUND_WRECKS, C.SHOP_MAX_ITEMS) == (20, 2, 2)
    assert dict(C.HOSES_NEEDED) == {"shallow": 0, "medium": 1, "great": 2}


def test_ten_days_from_friday_to_the_second_sunday_two_half_days_five_places():
    assert len(C.DAYS) == 10 and C.DAYS[0] == C.DAYS[7] == "Friday"
    assert C.DAYS[-1] == C.DAYS[2] == "Sunday" and C.DAYS.count("Sunday") == 2
    assert C.HALF_DAYS == ("morning", "afternoon")
    assert C.PLACES == ("dive", "bar", "dolphins", "shop", "market")


def test_the_assumed_prices_and_dolphin_pay_and_the_book_market_rates():
    prices = C.default_prices()
    assert prices == {"diver": (80, 100, 120, 140, 160), "pickpocket": (40, 50, 60, 70, 80),
                      "hose": (20, 30, 40, 50, 60), "trident": (30, 40, 50, 60, 70),
                      "weight": (20, 30, 40, 50, 60)}
    assert C.default_dolphin_pay() == (40, 60, 80, 20, 20, 30, 30, 40, 60, 80)
    assert {k: v[:3] for k, v in C.MARKET_RATES.items()} == {
        "goods": (40, 30, 20), "antiques": (20, 30, 40), "gold": (30, 30, 30)}
    assert C.MARKET_RATES["goods"][4] == 20 and C.MARKET_RATES["antiques"][4] == 40
    assert C.default_end_values() == {"goods": 20, "antiques": 20, "gold": 20}


def test_default_tables_are_fresh_copies_so_an_option_cannot_change_the_defaults():
    cards, prices, ends = C.default_wreck_cards(), C.default_prices(), C.default_end_values()
    cards["shallow"]["monster"] = 9
    prices["diver"] = (0,) * 5
    ends["gold"] = 0
    assert C.default_wreck_cards()["shallow"]["monster"] == 1
    assert C.default_prices()["diver"][0] == 80 and C.default_end_values()["gold"] == 20


def test_the_24_encounter_cards_are_one_of_each_listed_card_with_its_place():
    assert len(C.ENCOUNTERS) == 24 and set(C.encounter_deck().values()) == {1}
    places = Counter(e.place for e in C.ENCOUNTERS.values())
    assert places == {"dive": 5, "bar": 6, "dolphins": 2, "shop": 6, "market": 5}
    tourists = [e for e in C.ENCOUNTERS.values() if e.title == "Tourist"]
    assert sorted(e.place for e in tourists) == ["bar", "dolphins", "market", "shop"]
    assert {e.id for e in C.ENCOUNTERS.values() if e.not_on_draw_turn} == {
        "tourist-dolphins", "family"}
    assert C.ENCOUNTERS["jeweler"].effect == ("In addition to your normal sale, sell one "
                                              "diamond for the value shown on the card.")
    assert all(e.effect.endswith(".") for e in C.ENCOUNTERS.values())


def test_encounter_numbers_are_the_rulebook_ones():
    assert (C.ENCOUNTER_HAND_LIMIT, C.ENCOUNTERS_PER_HALF_DAY) == (2, 1)
    assert (C.BEGINNER_DIVER_PRICE, C.CHEAP_PICKPOCKET_PRICE) == (60, 30)
    assert (C.LIQUIDATOR_DISCOUNT, C.SMUGGLER_CARDS, C.SMUGGLER_RATE) == (20, 5, 30)
    assert (C.GOLD_DIGGER_RATE, C.FAMILY_FACTOR) == (40, 2)
