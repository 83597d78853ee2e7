"""The optional rule: the 24 encounter cards through the state, one test per card named for
its effect, and the rule's limits: played only at the card's place, one a half-day, two in
hand at most, tourists discarded only at their place, the Dolphin Cove cards never on the
visit they are drawn (rulebook "Optional Rule"; rulings 28 to 39)."""
from __future__ import annotations

from pirates_lib.key_largo.components import ENCOUNTERS
from pirates_lib.key_largo.mechanics import Diver

from .helpers import legal, plan_day, staged

IDLE = ("market", "dolphins")  # four at the market: goods $20, antiques $40 a unit
SHALLOW = {"monster": 1, "goods-1": 2, "gold-2": 2}


def at(place, held, *others, **fields):
    """Anne, holding the encounter cards `held`, at `place` in the morning, then at the bar
    (at the shop if `place` is the bar), where the game waits for her; the seats in `others`
    at `place` too (then at the market); the rest at the market, then Dolphin Cove."""
    then = "shop" if place == "bar" else "bar"
    state = staged(4, held={0: list(held)}, **fields)
    plans = [(place, then)] + [(place, "market") if s in others else IDLE for s in (1, 2, 3)]
    plan_day(state, *plans)
    return state


def diving(held, cards, wreck=SHALLOW, team=(Diver(),), **fields):
    """Anne dives on wreck 1 (shallow) in the morning, holding the cards `held`."""
    teams = [list(team), [Diver()], [Diver()], [Diver()]]
    state = at("dive", held, cards=cards, wrecks={0: wreck}, teams=teams, **fields)
    state.apply("wreck:0")
    return state


# --- the cards played in a dive ----------------------------------------------------------------
def test_volunteer_helper_draws_one_more_card_at_a_shallow_wreck_after_the_divers():
    state = diving(["volunteer-helper"], ["goods-1", "gold-2"])
    assert legal(state) == ["surface", "play:volunteer-helper"]  # after the diver's draw
    state.apply("play:volunteer-helper")
    assert state.hands[0]["shallow"] == {"goods-1": 1, "gold-2": 1}
    assert state.discards == ["volunteer-helper"] and state.teams[0] == [Diver()]
    medium = staged(4, ["gold-3"], held={0: ["volunteer-helper"]},
                    wrecks={4: {"gold-3": 3, "monster": 2}},
                    teams=[[Diver(hoses=1)], [Diver()], [Diver()], [Diver()]])
    plan_day(medium, ("dive", "market"), IDLE, IDLE, IDLE)
    medium.apply("wreck:4")
    assert medium.encounter_hands[0] == ["volunteer-helper"]  # never at medium depth


def test_the_volunteer_helper_comes_up_only_for_a_player_whose_diver_dived():
    state = staged(4, held={0: ["volunteer-helper"], 1: ["saboteur"]},
                   wrecks={0: SHALLOW, 1: {"gold-2": 1, "goods-2": 1}})
    plan_day(state, ("dive", "bar"), ("dive", "bar"), IDLE, IDLE)
    state.apply("wreck:0")
    state.apply("wreck:1")
    state.apply("sabotage:0")  # Anne's only diver stays on the boat: Anne is not diving
    assert state.encounter_hands[0] == ["volunteer-helper"] and state.hands[0]["shallow"] == {}
    assert sum(state.wrecks[0].values()) == 5 and "Anne's dive is over." in [
        e.text for e in state.log]


def test_eager_buyer_sells_the_card_just_drawn_at_once_at_its_best_rate():
    state = diving(["eager-buyer"], ["goods-1"])
    assert legal(state) == ["surface", "play:eager-buyer"]
    state.apply("play:eager-buyer")
    assert state.money[0] == 140 and state.hands[0]["shallow"] == {}  # goods: $40 a unit
    assert state.gone["shallow"] == {"goods-1": 1}
    medium = staged(4, ["diamonds-80"], held={0: ["eager-buyer"]},
                    wrecks={4: {"diamonds-80": 1, "gold-3": 3}},
                    teams=[[Diver(hoses=1)], [Diver()], [Diver()], [Diver()]])
    plan_day(medium, ("dive", "market"), IDLE, IDLE, IDLE)
    medium.apply("wreck:4")
    assert medium.hands[0]["medium"] == {"diamonds-80": 1}  # a diamond cannot be sold so
    assert medium.encounter_hands[0] == ["eager-buyer"]


def test_regular_puts_the_monster_back_and_the_same_diver_draws_again():
    state = diving(["regular"], ["monster", "goods-1"])
    assert legal(state) == ["flee", "play:regular"]
    state.apply("play:regular")
    assert state.teams[0] == [Diver()] and state.hands[0]["shallow"] == {"goods-1": 1}
    assert state.wrecks[0] == {"monster": 1, "goods-1": 1, "gold-2": 2}
    assert state.view(2)["wrecks"][0]["monsters"] == 1  # everyone saw it go back


def test_saboteur_keeps_one_of_another_players_diving_divers_on_the_boat():
    teams = [[Diver(), Diver()], [Diver()], [Diver()], [Diver()]]
    state = staged(4, ["goods-1", "gold-2"], held={1: ["saboteur"]}, teams=teams,
                   wrecks={0: SHALLOW, 1: {"gold-2": 1, "goods-2": 1}})
    plan_day(state, ("dive", "bar"), ("dive", "bar"), IDLE, IDLE)
    state.apply("wreck:0")
    state.apply("wreck:1")
    assert state.to_move == 1 and legal(state) == ["sabotage:0", "sabotage:1", "pass"]
    state.apply("sabotage:1")
    assert state.hands[0]["shallow"] == {"goods-1": 1}  # diver 1 drew alone, at once
    assert state.teams[0] == [Diver(), Diver()] and state.discards == ["saboteur"]
    assert state.hands[1]["shallow"] == {"gold-2": 1}


def test_the_saboteurs_window_is_offered_to_every_diving_rival_holding_any_card():
    state = staged(4, ["goods-1", "gold-2"], held={1: ["tourist-bar"]},
                   wrecks={0: SHALLOW, 1: {"gold-2": 1, "goods-2": 1}})
    plan_day(state, ("dive", "bar"), ("dive", "bar"), IDLE, IDLE)
    state.apply("wreck:0")
    state.apply("wreck:1")
    assert state.to_move == 1 and legal(state) == ["pass"]  # asked all the same
    assert [a.label for a in state.legal_actions()] == ["Let Anne dive"]
    state.apply("pass")
    assert state.hands[0]["shallow"] == {"goods-1": 1}


def test_a_diver_kept_on_the_boat_by_the_saboteur_lends_no_trident_to_a_teammate():
    teams = [[Diver(), Diver(tridents=1)], [Diver()], [Diver()], [Diver()]]
    state = staged(4, ["monster"], held={1: ["saboteur"]}, teams=teams,
                   wrecks={0: SHALLOW, 1: {"gold-2": 1, "goods-2": 1}})
    plan_day(state, ("dive", "bar"), ("dive", "bar"), IDLE, IDLE)
    state.apply("wreck:0")
    state.apply("wreck:1")
    state.apply("sabotage:1")  # diver 1 meets the monster; diver 2 waits on the boat
    assert state.teams[0] == [Diver(tridents=1)] and state.spent["trident"] == 0
    assert "Anne's diver 1 flees, terrified, and leaves the game with all its equipment." in [
        e.text for e in state.log]


def test_attentive_diver_draws_the_single_card_left_in_the_wreck_as_with_a_weight():
    state = diving(["attentive-diver"], ["goods-1", "gold-2"], {"goods-1": 1, "gold-2": 1})
    assert legal(state) == ["surface"]  # asked after the treasure as any card holder is
    state.apply("surface")
    assert legal(state) == ["play:attentive-diver", "pass"]
    state.apply("play:attentive-diver")
    assert state.hands[0]["shallow"] == {"goods-1": 1, "gold-2": 1} and state.wrecks[0] == {}


# --- the cards played at the bar ---------------------------------------------------------------
def test_tourist_at_the_bar_has_no_effect_and_is_discarded_only_at_the_bar():
    shop = at("shop", ["tourist-bar"])
    assert not [i for i in legal(shop) if i.startswith("play:")]
    state = at("bar", ["tourist-bar"])
    state.apply("play:tourist-bar")
    assert state.discards == ["tourist-bar"] and state.money[0] == 100
    assert state.encounter_hands[0] == [] and "play:tourist-bar" not in legal(state)


def test_drunkard_looks_at_the_cards_of_one_wreck_without_paying():
    state = at("bar", ["drunkard"], wrecks={2: {"monster": 1, "gold-1": 1, "antiques-2": 3}})
    state.apply("play:drunkard")
    assert legal(state) == [f"look:{w}" for w in range(14)]
    state.apply("look:2")
    assert state.money[0] == 100 and state.looks[0][0]["cards"] == {
        "monster": 1, "gold-1": 1, "antiques-2": 3}
    assert "round" in legal(state)  # a round may still be bought


def test_beginner_diver_is_recruited_for_60_dollars_whoever_is_at_the_bar():
    state = at("bar", ["beginner-diver"], 1, 2)
    state.apply("play:beginner-diver")
    assert "Recruit a diver ($60)" in [a.label for a in state.legal_actions()]
    state.apply("recruit")
    assert state.money[0] == 40 and len(state.teams[0]) == 2


def test_expert_diver_arrives_with_a_length_of_hose():
    state = at("bar", ["expert-diver"])
    state.apply("play:expert-diver")
    state.apply("recruit")
    assert state.teams[0] == [Diver(), Diver(hoses=1)] and state.reserve["hose"] == 19


def test_pickpocket_card_hires_a_pickpocket_for_30_dollars():
    state = at("bar", ["pickpocket"], 1, 2, hands={1: {"medium": {"gold-3": 1}}},
               cards=["gold-3"])
    state.apply("play:pickpocket")
    state.apply("pickpocket:1:medium")
    assert state.money[0] == 70 and state.hands[0]["medium"] == {"gold-3": 1}


def test_inseparable_brothers_recruit_two_divers_or_hire_two_pickpockets():
    state = at("bar", ["inseparable-brothers"], money=[300, 100, 100, 100])
    state.apply("play:inseparable-brothers")
    state.apply("recruit")
    state.apply("recruit")
    assert len(state.teams[0]) == 3 and state.money[0] == 140  # $80 each, alone at the bar
    thieves = at("bar", ["inseparable-brothers"], hands={1: {"shallow": {"gold-1": 2}}},
                 cards=["gold-1", "gold-1"], money=[300, 100, 100, 100])
    for action in ("play:inseparable-brothers", "pickpocket:1:shallow", "pickpocket:1:shallow",
                   "recruit"):
        thieves.apply(action)
    assert thieves.hands[0]["shallow"] == {"gold-1": 2} and thieves.money[0] == 140
    assert legal(thieves) == ["round", "leave"]  # two thefts: then one recruit, not two


# --- the cards played at Dolphin Cove ----------------------------------------------------------
def test_family_doubles_the_pay_at_dolphin_cove():
    state = at("dolphins", ["family"], cards=["pigeon"])
    assert legal(state) == ["play:family", "dolphins"]
    state.apply("play:family")
    assert state.money[0] == 180  # Friday: twice $40
    assert state.encounter_hands[0] == ["pigeon"]  # then the visit's draw


def test_tourist_at_dolphin_cove_is_never_played_on_the_visit_it_is_drawn():
    state = at("dolphins", [], cards=["tourist-dolphins"])
    assert state.encounter_hands[0] == ["tourist-dolphins"] and state.discards == []
    assert state.money[0] == 140 and state.half == 1  # the visit asked no question
    later = at("dolphins", ["tourist-dolphins"])
    later.apply("play:tourist-dolphins")
    assert later.discards == ["tourist-dolphins"] and later.money[0] == 140


# --- the cards played at the shop --------------------------------------------------------------
def test_tourist_at_the_shop_has_no_effect_and_is_discarded_only_at_the_shop():
    state = at("shop", ["tourist-shop"])
    state.apply("play:tourist-shop")
    assert state.discards == ["tourist-shop"] and "buy:hose>0" in legal(state)


def _vendor(card, third):
    state = at("shop", [card], teams=[[Diver(), Diver()], [Diver()], [Diver()], [Diver()]],
               money=[500, 100, 100, 100])
    state.apply(f"play:{card}")
    threes = [i for i in legal(state) if i.startswith("buy:") and i.count("+") == 2]
    assert threes and all(third in i[4:].split(">")[0].split("+") for i in threes)
    return state, threes


def test_hose_vendor_buys_a_third_piece_a_length_of_hose():
    state, threes = _vendor("hose-vendor", "hose")
    assert "buy:hose+trident+weight>1,0,0" in threes
    state.apply("buy:hose+trident+weight>1,0,0")
    assert state.teams[0] == [Diver(tridents=1, weights=1), Diver(hoses=1)]
    assert state.money[0] == 500 - 20 - 30 - 20


def test_trident_vendor_buys_a_third_piece_a_trident():
    state, threes = _vendor("trident-vendor", "trident")
    assert "buy:trident+trident+weight>0,1,0" in threes and "buy:hose+hose+weight>0,0,0" \
        not in threes


def test_weight_vendor_buys_a_third_piece_a_weight():
    state, threes = _vendor("weight-vendor", "weight")
    state.apply("buy:hose+hose+weight>0,1,1")
    assert state.teams[0] == [Diver(hoses=1), Diver(hoses=1, weights=1)]


def test_liquidator_buys_a_third_identical_piece_20_dollars_cheaper():
    state = at("shop", ["liquidator"], 1, teams=[[Diver(), Diver()], [Diver()], [Diver()],
                                                 [Diver()]])
    state.apply("play:liquidator")
    threes = [i for i in legal(state) if i.count("+") == 2]
    assert "buy:hose+hose+hose>0,0,1" in threes and all(len(set(i[4:].split(">")[0].split(
        "+"))) == 1 for i in threes)
    state.apply("buy:hose+hose+hose>0,0,1")
    assert state.money[0] == 100 - 30 - 30 - 10  # two at the shop: $30, the third $20 less


def test_good_friend_buys_everything_at_the_price_for_a_player_alone():
    state = at("shop", ["good-friend"], 1, 2)
    state.apply("play:good-friend")
    state.apply("buy:hose+trident>0,0")
    assert state.money[0] == 50  # $20 + $30, not $40 + $50 with three at the shop


# --- the cards played at the market ------------------------------------------------------------
def test_tourist_at_the_market_has_no_effect_and_is_discarded_only_at_the_market():
    state = at("market", ["tourist-market"],
               hands={0: {"shallow": {"gold-1": 1, "goods-1": 1}}})
    assert legal(state)[-1] == "play:tourist-market"
    state.apply("play:tourist-market")
    assert state.discards == ["tourist-market"] and legal(state) == ["sell:goods-1",
                                                                     "sell:gold-1"]


def test_pigeon_sells_one_card_as_though_it_were_another_type():
    state = at("market", ["pigeon"],
               hands={0: {"shallow": {"goods-1": 1, "antiques-2": 1}}})
    state.apply("play:pigeon")
    assert "pigeon:antiques-2>goods" in legal(state) and all(
        i.startswith("pigeon:") for i in legal(state))
    state.apply("pigeon:antiques-2>goods")
    assert "sell:goods-1+antiques-2>goods" in legal(state)
    state.apply("sell:goods-1+antiques-2>goods")
    assert state.money[0] == 100 + 3 * 20  # three units of goods, four at the market


def test_smuggler_sells_up_to_five_more_cards_of_any_types_at_30_dollars_a_unit():
    hand = {"shallow": {"goods-1": 1, "gold-2": 1}, "medium": {"antiques-3": 1,
                                                               "diamonds-80": 1}}
    state = at("market", ["smuggler"], hands={0: hand})
    for action in ("play:smuggler", "sell:gold-2", "smuggle:goods-1", "smuggle:antiques-3"):
        state.apply(action)
    assert state.money[0] == 100 + 60 + 30 + 90
    assert state.hands[0]["medium"] == {"diamonds-80": 1}  # never diamonds


def test_the_smugglers_cards_are_sold_only_once_the_normal_sale_is_made():
    hand = {"shallow": {"goods-1": 1, "gold-2": 1}, "medium": {"antiques-3": 1}}
    state = at("market", ["smuggler"], hands={0: hand})
    state.apply("play:smuggler")
    assert legal(state) == ["sell:goods-1", "sell:antiques-3", "sell:gold-2"]  # no smuggling
    state.apply("sell:antiques-3")  # "in addition to your normal sale"
    assert legal(state) == ["smuggle:goods-1", "smuggle:gold-2", "leave"]


def test_jeweler_sells_one_diamond_for_the_value_shown_on_the_card():
    hand = {"medium": {"diamonds-100": 1, "goods-2": 1}}
    state = at("market", ["jeweler"], hands={0: hand})
    state.apply("play:jeweler")
    assert legal(state) == ["sell:goods-2", "jewel:diamonds-100"]  # no leaving unsold
    state.apply("jewel:diamonds-100")
    assert legal(state) == ["sell:goods-2"]  # the normal sale is still made
    state.apply("sell:goods-2")
    assert state.money[0] == 100 + 100 + 40


def test_gold_digger_sells_gold_at_40_dollars_a_unit():
    state = at("market", ["gold-digger"],
               hands={0: {"medium": {"gold-3": 1, "goods-2": 1}}})
    state.apply("play:gold-digger")
    state.apply("sell:gold-3")
    assert state.money[0] == 100 + 120


# --- the rule's limits -------------------------------------------------------------------------
def test_at_most_two_encounter_cards_are_held_so_a_full_hand_draws_none():
    state = at("dolphins", ["tourist-bar", "tourist-shop"])
    assert legal(state) == ["dolphins"]  # asked, as every holder of a card is (ruling 41)
    state.apply("dolphins")
    assert state.encounter_hands[0] == ["tourist-bar", "tourist-shop"]
    assert "Anne already holds 2 encounter cards and draws none." in [e.text for e in state.log]


def test_only_one_encounter_card_is_played_a_half_day():
    state = at("bar", ["beginner-diver", "drunkard"])
    state.apply("play:beginner-diver")
    assert not [i for i in legal(state) if i.startswith("play:")]
    assert "one encounter card a half-day" in state.why_illegal("play:drunkard")


def test_an_empty_encounter_deck_is_refilled_from_the_discarded_cards():
    state = at("dolphins", [], cards=["regular"], encounter_deck={},
               discards=list(ENCOUNTERS))
    assert any(e.kind == "refill" for e in state.log)
    assert state.encounter_hands[0] == ["regular"] and state.discards == []
    assert sum(state.encounter_deck.values()) == 23


def test_without_the_option_no_encounter_card_is_drawn_or_offered():
    state = staged(4)
    plan_day(state, ("dolphins", "market"), IDLE, IDLE, IDLE)
    assert state.encounter_hands == [[]] * 4 and sum(state.encounter_deck.values()) == 24
    assert not [e for e in state.log if e.kind.startswith("encounter")]
