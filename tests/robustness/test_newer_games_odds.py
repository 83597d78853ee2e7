"""The exact analyses of Key Largo and Davy Jones' Gold asked hostile questions (issue 18):
every public entry checks its arguments first and refuses, at once and in words that name
the argument, what it got and what is allowed, a question that is malformed or too big; the
bounds of cost are the odds toolkit's own (`TooBig`, a keyword that moves them)."""
from __future__ import annotations

import inspect
from fractions import Fraction

import pytest

from pirates_lib.davy_jones import odds as dj
from pirates_lib.engine import Chance
from pirates_lib.key_largo import components as C
from pirates_lib.key_largo import odds as kl
from pirates_lib.key_largo.mechanics import Diver
from pirates_lib.odds import TooBig

from .test_reproductions import quick

PLAIN = (2, 0, 0)  # a diver with two lengths of hose, reaching any depth


def refused(question, match: str, kind: type[Exception] = ValueError) -> None:
    """`question` is refused promptly, with a `kind` whose words match."""
    with pytest.raises(kind, match=match):
        quick(question)


def great_table(distinct: int) -> dict:
    """The default wreck cards but the great pile: 8 monsters and 22 treasure cards, the first
    `distinct` of them diamonds of distinct values (whose sums are all distinct)."""
    great = {"monster": 8, **{f"diamonds-{10 * 2 ** i}": 1 for i in range(distinct)}}
    if distinct < 22:
        great["goods-1"] = 22 - distinct
    return {**C.default_wreck_cards(), "great": great}


# --- Key Largo: the reproductions -------------------------------------------------------------
def test_a_market_game_of_twelve_players_is_refused_before_its_strategies_are_built():
    refused(lambda: kl.market_game([["goods-1", "antiques-1", "gold-1"]] * 12),
            "hands must be 2 to 5 hands, not 12")


def test_dives_of_teams_beyond_three_divers_are_refused_at_once():
    team = (Diver(2, 1, 1),) * 40
    refused(lambda: kl.dive_counts(team, "great", kl.pile("great")),
            "team must be at most 3 divers, not 40")
    refused(lambda: kl.dolphins_or_dive("great", (Diver(2, 1, 1),) * 12),
            "team must be at most 3 divers, not 12")


def test_a_round_of_a_pile_of_four_hundred_distinct_cards_is_refused_as_no_pile():
    table = C.default_wreck_cards()
    table["great"] = {f"diamonds-{10 * (i + 1)}": 1 for i in range(400)}
    refused(lambda: kl.round_value("great", kl.team_of(3, "great"), cards=table),
            r"wreck_cards\['great'\] has 400 cards; the rulebook's great pile has 30")


def test_a_round_whose_two_wrecks_deal_too_many_ways_is_refused_naming_the_keyword():
    """A table a card owner may type in: 22 treasure cards of distinct worths deal more
    distinct pairs of wrecks than the bound (several million)."""
    refused(lambda: kl.round_value("great", kl.team_of(1, "great"), cards=great_table(22)),
            "pass max_states=", TooBig)


def test_the_keyword_moves_the_bound_of_a_round_both_ways():
    team, table = kl.team_of(1, "great"), great_table(4)
    answer = kl.round_value("great", team, cards=table)
    assert kl.round_value("great", team, cards=table, max_states=10**6) == answer
    refused(lambda: kl.round_value("great", team, cards=table, max_states=50),
            "above the bound of 50", TooBig)


def test_a_diver_with_minus_one_tridents_is_no_diver():
    refused(lambda: kl.wreck_odds("shallow", 5, [(0, -1, 0)]),
            r"team\[0\]'s tridents must be from 0 to 1, not -1")
    refused(lambda: kl.dive_counts((Diver(0, -1, 0),), "shallow", kl.pile("shallow")),
            r"team\[0\]'s tridents must be from 0 to 1, not -1")


def test_an_unknown_depth_is_named_in_words_not_a_key_error():
    refused(lambda: kl.team_of(2, "abyss"), "depth must be one of shallow, medium, great, "
                                            "not 'abyss'")


def test_a_dolphin_pay_of_one_day_is_refused_naming_the_ten_days():
    refused(lambda: kl.dolphins_or_dive("shallow", kl.team_of(1, "shallow"), pay=[1]),
            "dolphin_pay must give 10 amounts")


def test_the_odds_panel_cache_is_bounded():
    """A board asks for the panel at every step: the dives it enumerates are kept, but only
    so many of them (each team, depth and wreck is one entry)."""
    bound = kl._lumped.cache_info().maxsize
    assert bound is not None and bound <= 4096
    kl._lumped.cache_clear()
    teams = [(h, t, w) for h in range(3) for t in range(2) for w in range(2)]
    for first in teams:
        for second in teams:
            for left in range(1, 6):
                kl.wreck_odds("shallow", left, [first, second])
    assert kl._lumped.cache_info().currsize <= bound < kl._lumped.cache_info().misses


# --- Davy Jones: the reproductions ------------------------------------------------------------
def test_a_volley_of_a_thousand_cannons_is_refused_naming_the_keyword():
    refused(lambda: dj.volley_hits([3] * 1000), "pass max_pairs=", TooBig)
    refused(lambda: dj.shot_odds([3] * 3000, 4), "pass max_pairs=", TooBig)
    refused(lambda: dj.masts_removed([3] * 3000, 4), "pass max_pairs=", TooBig)


def test_the_keyword_moves_the_bound_of_a_volley_both_ways():
    hits = dj.volley_hits([3] * 1000, max_pairs=2_000_000)
    assert hits.mean() == 500 and len(hits) == 1001
    assert dj.volley_hits([3] * 12) == dj.volley_hits([3] * 12, max_pairs=12 * 13)
    refused(lambda: dj.volley_hits([3] * 12, max_pairs=12 * 13 - 1), "at least 156 outcome",
            TooBig)
    refused(lambda: dj.shot_odds([3] * 12, 4, max_pairs=100), "above the bound of 100", TooBig)


def test_a_pool_of_two_hundred_thousand_kinds_of_token_is_refused():
    pool = {f"kind-{i}": 1 for i in range(200_000)}
    refused(lambda: dj.next_token(pool), "unseen must be a mapping of at most 4 kinds")
    refused(lambda: dj.next_token({"doubloons": 3}), "no kind 'doubloons'; the kinds are gold")


def test_a_reroll_that_is_not_true_or_false_is_refused():
    refused(lambda: dj.swordfight_chance(2, reroll="no"), "reroll must be True or False, "
                                                          "not 'no'")
    assert dj.swordfight_chance(2, reroll=False) == Fraction(7, 12)


# --- every public entry checks its arguments first ----------------------------------------------
HUGE = ["x"] * 10**6  # quoted back cut short, and refused as fast as a short list
TEAM = (Diver(1, 1, 1), Diver(1, 0, 0))
SOLD = kl.market_game([["goods-2"], ["gold-1"]], away=20)
AUDIT = [
    (kl.worth, lambda: kl.worth("monster"), "monster is no treasure card"),
    (kl.worth, lambda: kl.worth(HUGE), r"card: \['x', 'x', .*\.\.\. is not a wreck card"),
    (kl.worth, lambda: kl.worth("goods-2", "auction"), "basis must be one of market, end"),
    (kl.pile, lambda: kl.pile("deep"), "depth must be one of shallow, medium, great"),
    (kl.pile, lambda: kl.pile("great", {"great": {}}), "wreck_cards has no depth|missing"),
    (kl.team_of, lambda: kl.team_of(4, "great"), "divers must be from 1 to 3, not 4"),
    (kl.team_of, lambda: kl.team_of(2.0, "great"), "divers must be a whole number"),
    (kl.team_of, lambda: kl.team_of(2, "great", weights=3), r"weights .* from 0 to 2, not 3"),
    (kl.dive_counts, lambda: kl.dive_counts(TEAM, "great", kl.pile("great")),
     "no diver of the team reaches great depth"),
    (kl.dive_counts, lambda: kl.dive_counts(TEAM, "medium", {"gold-2": 2}, 4),
     "holds 1 to 2 cards of this pool, not 4"),
    (kl.dive_counts, lambda: kl.dive_counts(TEAM, "medium", kl.pile("medium"), 6),
     r"cards_left .* from 1 to 5, not 6"),
    (kl.dive_counts, lambda: kl.dive_counts(TEAM, "medium", {"gold-2": 31}),
     "pool holds 31 cards; the medium pile has 30"),
    (kl.dive_counts, lambda: kl.dive_counts(TEAM, "medium", {"gold-2": "5"}),
     r"pool\['gold-2'\] must be a whole number"),
    (kl.dive_counts, lambda: kl.dive_counts([(1, 0, 0)], "medium", kl.pile("medium")),
     r"team\[0\] must be a Diver, not tuple"),
    (kl.dive_value, lambda: kl.dive_value(TEAM, "medium", kl.pile("medium"), policy="greedy"),
     "policy must be a function"),
    (kl.expected_value, lambda: kl.expected_value(TEAM, "medium", HUGE), "pool must be a mapping"),
    (kl.dive_table, lambda: kl.dive_table(cards_left=0), r"cards_left .* from 1 to 5, not 0"),
    (kl.wreck_odds, lambda: kl.wreck_odds("medium", 4, [(1, 1)]),
     r"team\[0\] must be exactly 3 numbers \(hoses, tridents, weights\), not 2"),
    (kl.wreck_odds, lambda: kl.wreck_odds("medium", 4, [(1, 0, 0)], unseen={"goods-x": 4}),
     "unseen: 'goods-x' is not a wreck card"),
    (kl.round_value, lambda: kl.round_value("medium", TEAM, loss_cost=0.5),
     r"loss_cost must be an exact number .*not 0.5"),
    (kl.round_value, lambda: kl.round_value("medium", TEAM, loss_cost=-100),
     "loss_cost must be from 0"),
    (kl.dolphins_or_dive, lambda: kl.dolphins_or_dive("medium", TEAM, pay=[15] * 10),
     r"dolphin_pay\[0\] \(day 1, Friday\) must be a multiple of \$10"),
    (kl.market_gains, lambda: kl.market_gains([["goods-2"], ["gold-1"]], ["gold", "away"]),
     r"choice\[0\] must be one of away, goods, not 'gold'"),
    (kl.market_gains, lambda: kl.market_gains([["goods-2"]], []),
     r"choice must be exactly 1 choices \(one a hand\), not 0"),
    (kl.market_gains, lambda: kl.market_gains([["monster"]], ["away"]),
     r"hands\[0\]: a monster is no treasure card"),
    (kl.market_game, lambda: kl.market_game([["gold-1"]] * 2, rates={"gold": (30,) * 5}),
     "rates is missing the type 'goods'"),
    (kl.market_game, lambda: kl.market_game([["gold-1"]] * 2, away=True),
     "away must be an exact number"),
    (kl.market_game, lambda: kl.market_game([["gold-1"] * 50] * 2),
     "the hands hold 100 cards; the wrecks hold 80 in all"),
    (kl.market_game, lambda: kl.market_game([["gold-1"]] * 2, end_values={"gold": 20}),
     "end_values is missing the type 'goods'"),
    (kl.pure_answers, lambda: kl.pure_answers({"value": 0}), "it has no 'rows'"),
    (kl.pure_answers, lambda: kl.pure_answers({**SOLD, "matrix": [[0]]}),
     r"result\['matrix'\] must be exactly 2 rows, not 1"),
    (dj.hit_chance, lambda: dj.hit_chance("3"), "a cannon rank must be a whole number"),
    (dj.volley_hits, lambda: dj.volley_hits(3), "ranks must be a list or tuple"),
    (dj.volley_hits, lambda: dj.volley_hits(HUGE), "pass max_pairs="),
    (dj.masts_removed, lambda: dj.masts_removed((3,), 13), "from 1 to 12, not 13"),
    (dj.shot_odds, lambda: dj.shot_odds("2334", 3), "ranks must be a list or tuple"),
    (dj.swordfight_chance, lambda: dj.swordfight_chance(1, reroll=1), "reroll must be True or "
                                                                      "False, not 1"),
    (dj.swordfight_chance, lambda: dj.swordfight_chance(6), "sword bonus must be from 0 to 5"),
    (dj.curse_turn, lambda: dj.curse_turn(None, dj.c.REEF, (4, 3)), "chance must be a Chance"),
    (dj.curse_turn, lambda: dj.curse_turn(dj.exact, dj.c.REEF, (4, 0)),
     "chance must be a Chance"),
    (dj.curse_turn, lambda: dj.curse_turn(Chance(1), dj.c.REEF, (4, 0)),
     "masts must be from 1 to 4, not 0"),
    (dj.curse_chain, lambda: dj.curse_chain(dj.c.REEF, "43"), "masts must be a list or tuple"),
    (dj.curse_outcome, lambda: dj.curse_outcome([dj.c.REEF]), "is not a cursed zone"),
    (dj.escape_within, lambda: dj.escape_within(dj.c.REEF, 4, 10**6), "turns must be from 0"),
    (dj.run_curse, lambda: dj.run_curse(7, dj.c.REEF), "chance must be a Chance"),
    (dj.kind_of, lambda: dj.kind_of(HUGE), "a token is named by a string, not list"),
    (dj.kind_of, lambda: dj.kind_of("gold"), "'gold' is not a token of the treasure pile"),
    (dj.pile_kinds, lambda: dj.pile_kinds(4, {dj.GOLD: 1.0}), "must be a whole number"),
    (dj.pile_kinds, lambda: dj.pile_kinds(5), "players must be from 2 to 4, not 5"),
    (dj.next_token, lambda: dj.next_token({dj.GOLD: 0}), "no token is left unseen"),
    (dj.kind_in_draws, lambda: dj.kind_in_draws({dj.GOLD: 3}, dj.GOLD, 4),
     "draws must be from 0 to 3, not 4"),
    (dj.kind_in_draws, lambda: dj.kind_in_draws({dj.GOLD: 3}, [dj.GOLD], 1),
     "is not a kind of token"),
    (dj.token_odds, lambda: dj.token_odds({dj.GOLD: 3}, "2"), "draws must be a whole number"),
    (dj.explore_outcome, lambda: dj.explore_outcome({dj.GOLD: 3}, 7), "cargo room must be from"),
    (dj.deal_odds, lambda: dj.deal_odds(dj.GOLD, 4, ["centre"]), "is not a wild island"),
    (dj.redealt, lambda: dj.redealt(dj.next_token, {dj.GOLD: 3}, 1),
     "the pool must hold one"),
    (dj.redealt, lambda: dj.redealt(dj.next_token, {dj.DAVY_JONES: 3}, 3),
     r"aside \(tokens set aside\) must be from 0 to 2, not 3"),
    (dj.redealt, lambda: dj.redealt(len, {dj.DAVY_JONES: 3, dj.GOLD: 1}, 3), "of must give a Dist"),
    (dj.flight, lambda: dj.flight(dj.c.CENTRE, HUGE),
     "homes must be 1 to 4 home islands, not 1,000,000"),
    (dj.davy_jones_chain, lambda: dj.davy_jones_chain(["north", "north"]),
     "homes must be distinct"),
    (dj.davy_jones_after, lambda: dj.davy_jones_after(2, None), "Davy Jones stands on one of"),
    (dj.expected_flights, lambda: dj.expected_flights({}, dj.c.CENTRE), "stands on one of"),
    (dj.davy_jones_stationary, lambda: dj.davy_jones_stationary(()), "homes must be 1 to 4"),
]


@pytest.mark.parametrize("function, question, match", AUDIT,
                         ids=[f"{f.__name__}-{i}" for i, (f, _, _) in enumerate(AUDIT)])
def test_every_public_entry_refuses_a_malformed_question_at_once_in_words(function, question,
                                                                          match):
    with pytest.raises(ValueError, match=match) as refusal:
        quick(question)
    assert len(str(refusal.value)) < 400


@pytest.mark.parametrize("module", [kl, dj], ids=["key_largo", "davy_jones"])
def test_the_audit_covers_every_public_function_of_the_module(module):
    public = {name for name, value in vars(module).items() if inspect.isfunction(value)
              and value.__module__ == module.__name__ and not name.startswith("_")}
    audited = {function.__name__ for function, _, _ in AUDIT
               if function.__module__ == module.__name__}
    assert public - audited <= {"clear_caches"}  # it takes no argument
