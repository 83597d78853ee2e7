"""One test (at least) per crew power, through the real rules: arrange a table, play a day."""
from __future__ import annotations

import pytest

from pirates_lib.engine.staging import ScriptedChance, stage
from pirates_lib.libertalia.powers import check_tables
from pirates_lib.libertalia.views import snapshot

from .helpers import arrange, full, legal, play


def test_every_crew_power_is_in_the_table_of_the_phases_it_acts_in():
    assert check_tables() == []


def test_parrot_is_discarded_and_its_replacement_acts_later_that_day():
    s = arrange(hands=[[1, 5, 29], [10, 20]], loot={"goods": 2})
    play(s, 1, 10)
    assert s.to_move == 0 and legal(s) == ["replace:23", "replace:29", "replace:5"]
    s.apply("replace:29")
    assert s.discards[0] == [1] and s.hands[0] == [5, 23]
    assert s.dens[0] == [29] and s.doubloons[0] == 13  # the Captain acted after the Parrot


def test_a_power_s_question_is_the_flow_s_next_step_and_the_views_read_it_off_the_steps():
    """The Parrot's question waits as the step (kind, player, rank) before the rest of the
    day; the view's `phase` and `pending` and the snapshot's `cursor` (the Parrot's place on
    the ship) are read off the steps, as saves have always held them."""
    s = arrange(hands=[[1, 5, 29], [10, 20]], loot={"goods": 2})
    play(s, 1, 10)
    assert s.steps == [("replace", 0, 1), ("day",)]
    view, snap = s.view(1), snapshot(s)
    assert view["phase"] == "day" and view["pending"] == {"kind": "replace", "player": 0,
                                                          "rank": 1}
    assert snap["cursor"] == list(s.game.ship_keys.seats[0][1]) and s.acting == [1, 0]
    s.apply("replace:29")
    assert s.steps[0] == ("choose",) and s.view(0)["pending"] is None


def test_parrot_with_an_empty_hand_is_only_discarded():
    s = arrange(hands=[[1], [10, 20]], loot={"goods": 2}, bare=(0,))
    play(s, 1, 10)
    assert s.discards[0] == [1] and s.dens[0] == [] and s.dens[1] == [10]


def test_monkey_gives_all_cursed_relics_to_the_player_on_the_left():
    s = arrange(3, hands=[[10], [20], [2]], loot={"goods": 3},
                den_booty=[{}, {}, {"relic": 2, "chest": 1}])
    play(s, 10, 20, 2)
    assert s.den_booty[2]["relic"] == 0 and s.den_booty[2]["chest"] == 1
    assert s.den_booty[0]["relic"] == 2 and s.den_booty[1]["relic"] == 0


def test_beggar_takes_up_to_three_from_the_owner_of_the_highest_crew():
    s = arrange(3, hands=[[3], [20], [7]], loot={"goods": 3}, doubloons=[0, 2, 10])
    play(s, 3, 20, 7)
    assert s.doubloons[:2] == [2, 0]
    s = arrange(3, hands=[[3], [20], [7]], loot={"goods": 3}, doubloons=[0, 10, 10])
    play(s, 3, 20, 7)
    assert s.doubloons[:2] == [3, 7]


def test_beggar_gets_nothing_when_his_owner_has_the_highest_crew():
    s = arrange(hands=[[3], [2]], loot={"goods": 2})
    play(s, 3, 2)
    assert s.doubloons == [10, 10]


def test_recruiter_takes_back_a_chosen_crew_from_the_den():
    s = arrange(hands=[[4], [10]], dens=[[7, 19], []], loot={"goods": 2})
    play(s, 4, 10)
    assert legal(s) == ["recruit:19", "recruit:7"]
    s.apply("recruit:19")
    assert s.hands[0] == [19, 23] and sorted(s.dens[0]) == [4, 7]


def test_cabin_boy_takes_no_booty():
    s = arrange(hands=[[5], [2]], loot={"chest": 2})
    play(s, 5, 2)
    assert sum(s.den_booty[0].values()) == 0 and s.den_booty[1]["chest"] == 1
    assert s.dens[0] == [5]


def test_preacher_keeps_the_one_booty_his_owner_chooses():
    s = arrange(hands=[[6], [7]], loot={"goods": 2},
                den_booty=[{"chest": 1, "relic": 2, "goods": 1}, {}])
    play(s, 6, 7)
    assert legal(s) == ["keep:chest", "keep:goods", "keep:relic"]
    s.apply("keep:chest")
    assert s.den_booty[0] == {"chest": 1, "jewels": 0, "goods": 1, "map": 0, "relic": 0,
                              "saber": 0, "officer": 0}


def test_barkeep_pays_one_doubloon_every_night():
    s = arrange(hands=[[7, 10], [2, 3]], loot={"goods": 2}, doubloons=[10, 10])
    play(s, 7, 2)
    assert s.doubloons[0] == 11


def test_barkeep_keeps_paying_on_later_nights():
    s = arrange(hands=[[20], [2, 3]], dens=[[7], []], loot={"goods": 2}, doubloons=[10, 10])
    play(s, 20, 2)
    assert s.doubloons[0] == 11


def test_waitress_discards_a_map_for_three_doubloons():
    s = arrange(hands=[[8], [2]], loot={"goods": 2}, den_booty=[{"map": 2}, {}])
    play(s, 8, 2)
    assert s.den_booty[0]["map"] == 1 and s.doubloons[0] == 13


def test_carpenter_loses_half_rounding_the_loss_down():
    s = arrange(hands=[[9], [2]], loot={"goods": 2}, doubloons=[11, 10])
    play(s, 9, 2)
    assert s.doubloons[0] == 6


@pytest.mark.parametrize("before, after", [(8, 13), (9, 9)])
def test_french_officer_gains_five_below_nine_doubloons(before, after):
    s = arrange(hands=[[10], [2]], loot={"goods": 2}, doubloons=[before, 10])
    play(s, 10, 2)
    assert s.doubloons[0] == after


def test_voodoo_witch_gains_two_per_discarded_crew():
    s = arrange(hands=[[11], [2]], discards=[[1, 3, 4], []], loot={"goods": 2})
    play(s, 11, 2)
    assert s.doubloons[0] == 16


def test_freed_slave_counts_den_crew_ranked_above_twelve():
    s = arrange(hands=[[12], [2]], dens=[[3, 14, 25], []], loot={"goods": 2})
    play(s, 12, 2)
    assert s.doubloons[0] == 12


def test_mutineer_discards_the_lowest_other_crew_and_gains_two():
    s = arrange(hands=[[13], [2]], dens=[[25, 3, 16], []], loot={"goods": 2})
    play(s, 13, 2)
    assert s.discards[0] == [3] and sorted(s.dens[0]) == [13, 16, 25] and s.doubloons[0] == 12


def test_mutineer_alone_still_gains_two():
    s = arrange(hands=[[13], [2]], loot={"goods": 2})
    play(s, 13, 2)
    assert s.dens[0] == [13] and s.doubloons[0] == 12


def test_brute_discards_the_highest_crew_on_the_ship():
    s = arrange(hands=[[14], [20]], loot={"goods": 2})
    play(s, 14, 20)
    assert s.discards[1] == [20] and s.dens[1] == []


def test_brute_discards_himself_when_he_is_the_highest():
    s = arrange(3, hands=[[14], [5], [3]], loot={"goods": 3})
    play(s, 14, 5, 3)
    assert s.discards[0] == [14] and s.dens[0] == []


def test_gunner_pays_three_and_shoots_a_chosen_crew_in_any_den():
    s = arrange(hands=[[15], [2]], dens=[[3], [7, 19]], loot={"goods": 2})
    play(s, 15, 2)
    assert legal(s) == ["shoot:0:3", "shoot:1:19", "shoot:1:7"]
    s.apply("shoot:1:19")
    assert s.discards[1] == [19] and s.doubloons[0] == 7


def test_gunner_pays_even_with_nobody_to_shoot_and_pays_what_he_has():
    s = arrange(hands=[[15], [2]], loot={"goods": 2}, doubloons=[10, 10])
    play(s, 15, 2)
    assert s.doubloons[0] == 7
    s = arrange(hands=[[15], [2]], loot={"goods": 2}, doubloons=[2, 10])
    play(s, 15, 2)
    assert s.doubloons[0] == 0


def test_spanish_spy_replaces_the_officers_under_the_ship_from_the_bag():
    s = arrange(hands=[[17], [2]], loot={"officer": 2})
    bag_before = sum(s.bag.values())
    play(s, 17, 2)
    assert s.spent["officer"] == 2 and s.loot["officer"] == 0
    assert sum(s.loot.values()) == 2 and sum(s.bag.values()) == bag_before - 2
    assert any("Spanish Spy discards two Spanish officers from under the ship and draws "
               in e.text for e in s.log)


def test_spanish_spy_draws_one_token_per_officer_onto_the_ship_before_any_claim():
    s = arrange(hands=[[17], [2]], loot={"officer": 2, "goods": 1})
    stage(s, chance=ScriptedChance(cards=["chest", "relic"]))
    play(s, 17, 2)
    assert s.loot == full({"chest": 1, "relic": 1, "goods": 1}) and s.to_move == 0
    assert any("draws a chest and a cursed relic" in e.text for e in s.log)


def test_cook_takes_two_booty_tokens():
    s = arrange(hands=[[18], [2]], loot={"chest": 1, "jewels": 1})
    play(s, 18, 2)
    assert legal(s) == ["take:chest", "take:jewels"]
    s.apply("take:chest")
    assert s.den_booty[0]["chest"] == 1 and s.den_booty[0]["jewels"] == 1
    assert sum(s.den_booty[1].values()) == 0


def test_bosun_gains_two_per_den_crew_ranked_below_nineteen():
    s = arrange(hands=[[19], [2]], dens=[[3, 25, 16], []], loot={"goods": 2})
    play(s, 19, 2)
    assert s.doubloons[0] == 14


def test_armorer_gains_one_per_saber():
    s = arrange(hands=[[20], [2]], loot={"goods": 2}, den_booty=[{"saber": 2}, {}])
    play(s, 20, 2)
    assert s.doubloons[0] == 12


def test_merchant_sells_the_set_his_owner_chooses():
    s = arrange(hands=[[21], [2]], loot={"goods": 2}, den_booty=[{"goods": 3, "map": 2}, {}])
    play(s, 21, 2)
    assert legal(s) == ["sell:goods:2", "sell:goods:3", "sell:map:2"]
    s.apply("sell:goods:3")
    assert s.doubloons[0] == 15 and s.den_booty[0]["map"] == 2


def test_merchant_must_sell_the_only_pair_even_maps():
    s = arrange(hands=[[21], [2]], loot={"goods": 2}, den_booty=[{"map": 2, "chest": 1}, {}])
    play(s, 21, 2)
    assert s.den_booty[0]["map"] == 0 and s.doubloons[0] == 13


def test_merchant_must_sell_the_only_set_of_jewels_too():
    """Rulebook: 'the Merchant will sell your set of jewels or treasure maps if you have no
    other sets of matching treasure'."""
    s = arrange(hands=[[21], [2]], loot={"goods": 2}, den_booty=[{"jewels": 2, "chest": 1}, {}])
    play(s, 21, 2)
    assert s.den_booty[0]["jewels"] == 0 and s.doubloons[0] == 13


def test_surgeon_takes_back_a_chosen_discarded_crew():
    s = arrange(hands=[[22], [2]], discards=[[1, 14], []], loot={"goods": 2})
    play(s, 22, 2)
    assert legal(s) == ["revive:1", "revive:14"]
    s.apply("revive:14")
    assert s.hands[0] == [14, 23] and s.discards[0] == [1]


def test_gambler_loses_one_per_booty_by_day():
    s = arrange(hands=[[24], [2]], loot={"goods": 2}, den_booty=[{"relic": 2, "chest": 1}, {}])
    play(s, 24, 2)
    assert s.doubloons[0] == 7


def test_quarter_master_gains_one_per_booty_by_day():
    s = arrange(hands=[[26], [2]], loot={"goods": 2}, den_booty=[{"relic": 2, "chest": 1}, {}])
    play(s, 26, 2)
    assert s.doubloons[0] == 13


def test_granny_wata_alone_gains_two_each_night():
    s = arrange(hands=[[27], [2]], loot={"goods": 2})
    play(s, 27, 2)
    assert s.doubloons[0] == 12 and s.dens[0] == [27]


def test_captain_gains_three_by_day():
    s = arrange(hands=[[29], [2]], loot={"goods": 2})
    play(s, 29, 2)
    assert s.doubloons[0] == 13


def test_spanish_governor_discards_every_crew_of_his_own_den():
    s = arrange(hands=[[30], [2]], dens=[[3, 7], [4]], loot={"goods": 2})
    play(s, 30, 2)
    assert sorted(s.discards[0]) == [3, 7] and s.dens[0] == [30] and s.dens[1] == [4, 2]


# --- end of campaign (the anchor), scored onto the track with campaigns=1 ---------------------
def end_scores(dens, den_booty=None, doubloons=(10, 10), players=2, last=(5, 5)):
    """Play the 6th day of a one-campaign game with crew that have no powers of their own
    in play (Cabin Boys, with no booty left) and return the score track."""
    hands = [[r] for r in last]
    s = arrange(players, hands=hands, dens=dens, den_booty=den_booty, doubloons=list(doubloons),
                loot={}, day=6, campaigns=1)
    play(s, *last)
    assert s.over
    return s.track


def test_preacher_carpenter_and_gambler_pay_at_the_end():
    assert end_scores([[6, 9, 24], []]) == [10 + 5 + 10 + 8, 10]


def test_topman_gains_five_with_the_fewest_crew_ties_included():
    assert end_scores([[16], [7]], last=(2, 3)) == [15, 10 + 1]
    assert end_scores([[16, 1], [7]], last=(2, 3)) == [10, 11]


def test_treasurer_counts_goods_jewels_and_chests():
    assert end_scores([[23], []], den_booty=[{"goods": 2, "jewels": 1, "chest": 1,
                                               "relic": 1}, {}]) == [10 + 4 + 2 + 3 + 5 - 3, 10]


def test_quarter_master_loses_eight_at_the_end_never_below_zero():
    assert end_scores([[26], []], doubloons=(5, 10)) == [0, 10]


def test_first_officer_counts_every_crew_in_the_den():
    assert end_scores([[28, 3, 4], []]) == [14, 10]  # the Cabin Boy came home too


def test_captain_loses_three_per_cursed_relic_at_the_end():
    assert end_scores([[29], []], den_booty=[{"relic": 2}, {}],
                      doubloons=(20, 10)) == [20 - 6 - 6, 10]


def test_a_campaign_total_below_zero_scores_nothing():
    assert end_scores([[29], []], den_booty=[{"relic": 2}, {}]) == [0, 10]


def test_governors_daughter_alone_gains_six():
    assert end_scores([[25], []]) == [16, 10]


# --- interplay the issue names -----------------------------------------------------------------
def test_brute_discards_a_spanish_governor_before_the_governor_acts():
    s = arrange(hands=[[14], [30]], dens=[[], [7, 19]], loot={"goods": 2})
    play(s, 14, 30)
    assert s.discards[1] == [30] and s.dens[1] == [7, 19]


def test_cook_takes_the_one_token_left_when_a_higher_crew_took_the_other():
    s = arrange(hands=[[18], [20]], loot={"chest": 1, "goods": 1})
    play(s, 18, 20)
    assert s.to_move == 1
    s.apply("take:chest")
    assert s.den_booty[0]["goods"] == 1 and sum(s.den_booty[0].values()) == 1
    assert s.dens[0] == [18]


def test_granny_wata_twins_discard_each_other():
    s = arrange(hands=[[2], [27]], dens=[[27], []], loot={"goods": 2})
    play(s, 2, 27)
    assert s.discards == [[27], [27]] and s.doubloons == [10, 10]


def test_governors_daughter_twins_each_lose_three():
    assert end_scores([[25], [25]]) == [7, 7]


def test_monkey_passes_relics_taken_earlier_and_the_captain_is_spared_his_curse():
    s = arrange(hands=[[2], [20]], den_booty=[{"relic": 3}, {}], loot={"goods": 2},
                dens=[[29], []], day=6, campaigns=1)
    play(s, 2, 20)
    assert s.track == [10 + 1, 10 + 1 - 9]  # the Captain's curse finds no relic at the end
