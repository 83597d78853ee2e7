"""Key Largo's exact analyses (`pirates_lib.key_largo.odds`), each checked against a second
derivation (counting, hand enumeration, the dive played with every real card) and against a
simulation of the rules code (`mechanics.deal_wrecks`, `mechanics.dive`, `sale_value`)."""
from __future__ import annotations

import re
from fractions import Fraction as F
from itertools import product
from math import comb
from pathlib import Path

import pytest

from pirates_lib.key_largo import components as C
from pirates_lib.key_largo import odds as O
from pirates_lib.key_largo.mechanics import (Diver, deal_wrecks, dive, keep_weights,
                                             market_rate, use_weights)
from pirates_lib.odds import Dist, exact, guarantees, hands, simulate

PAGE = Path(__file__).resolve().parents[2] / "docs" / "rules" / "key_largo.md"
FIRST = {"shallow": 0, "medium": 3, "great": 7}  # each depth's first wreck of a 3-player deal


def _dealt(chance, pool, k):
    """`k` cards dealt from `pool` one at a time, as the set-up deals a wreck."""
    pool, wreck = dict(pool), {}
    for _ in range(k):
        card = chance.draw(pool)
        wreck[card] = wreck.get(card, 0) + 1
    return wreck


def _played(chance, wreck, team, depth, policy=use_weights, basis=O.MARKET):
    """One real dive: (monsters met, divers lost, dollars brought up)."""
    result = dive(chance, wreck, team, depth, policy)
    return result.monsters_met, len(result.lost), sum(O.worth(c, basis) for c in result.kept)


def _without(pool, *wrecks):
    left = dict(pool)
    for wreck in wrecks:
        for card, n in wreck.items():
            left[card] -= n
    return {c: n for c, n in left.items() if n}


# --- (a), (b): a dive's risk and worth ---------------------------------------------------------
def test_one_plain_diver_meets_a_monster_as_often_as_the_pile_holds_them_and_brings_its_mean():
    # one card, uniformly any card of the pile: the chance is monsters / cards, the worth the
    # pile's total worth / cards (a monster brings nothing)
    for depth, monsters, total in (("shallow", 1, 1190), ("medium", 5, 2570),
                                   ("great", 8, 3410)):
        size = C.WRECK_CARDS_PER_DEPTH[depth]
        odds = O.wreck_odds(depth, 5, [(C.HOSES_NEEDED[depth], 0, 0)])
        assert odds == {"monster": F(monsters, size), "lose": F(monsters, size),
                        "value": F(total, size)}
        assert sum(O.worth(c) * n for c, n in O.pile(depth).items() if c != C.MONSTER) == total
    assert O.wreck_odds("shallow", 5, [(0, 0, 0)])["value"] == F(119, 2)


def test_loss_chances_by_divers_and_tridents_are_the_counted_ones():
    medium = O.pile("medium")  # 5 monsters in 30
    two = O.wreck_odds("medium", 5, [(1, 0, 0), (1, 0, 0)])
    assert two["lose"] == 1 - F(comb(25, 2), comb(30, 2)) == F(9, 29)  # a monster in 2 cards
    armed = O.wreck_odds("medium", 5, [(1, 1, 0)])
    assert armed["monster"] == F(1, 6) and armed["lose"] == F(5, 30) * F(4, 29) == F(2, 87)
    weighted = O.dive_counts(O.team_of(1, "medium", 0, 1), "medium", medium)
    # the weight's card follows a treasure: lost on card 1, or on card 2 after a treasure
    assert weighted.P(lambda o: o.lost > 0) == F(5, 30) + F(25, 30) * F(5, 29)
    assert O.wreck_odds("shallow", 2, [(0, 0, 1)])["monster"] == F(2, 20)  # k = 2 cards left


def test_dive_counts_and_worth_equal_the_dive_played_with_every_real_card_of_a_known_wreck():
    wreck = {"monster": 2, "goods-3": 1, "antiques-2": 1, "diamonds-60": 1}
    team = (Diver(1, 1, 1), Diver(1, 0, 1), Diver(1, 0, 0))
    for policy in (use_weights, keep_weights):
        played = exact(lambda c: _played(c, dict(wreck), team, "medium", policy))
        counts = O.dive_counts(team, "medium", wreck, 5, policy)
        assert played.map(lambda o: o[0]) == counts.map(lambda o: o.met)
        assert played.map(lambda o: o[1]) == counts.map(lambda o: o.lost)
        assert played.map(lambda o: o[2]) == O.dive_value(team, "medium", wreck, 5, policy)
        assert O.expected_value(team, "medium", wreck, 5, policy) == played.map(
            lambda o: o[2]).mean()


def test_a_wreck_dealt_from_a_pool_then_dived_equals_the_hypergeometric_mixture():
    pool = {"monster": 2, "goods-3": 1, "gold-2": 2, "antiques-4": 1, "diamonds-100": 1}
    team = (Diver(2, 1, 1), Diver(2, 0, 0))
    for k in (2, 3, 4):
        played = exact(lambda c: _played(c, _dealt(c, pool, k), team, "great"))
        counts = O.dive_counts(team, "great", pool, k)
        assert played.map(lambda o: (o[0] > 0, o[1] > 0)) == counts.map(
            lambda o: (o.met > 0, o.lost > 0))
        assert played.map(lambda o: o[2]) == O.dive_value(team, "great", pool, k)
        assert played.map(lambda o: o[2]).mean() == O.expected_value(team, "great", pool, k)


def test_the_worth_of_cards_kept_is_a_sample_without_replacement_as_hands_count_it():
    wreck = {"goods-1": 2, "gold-2": 1, "antiques-3": 1}  # no monster: three divers keep 3
    worths = {"goods-1": 40, "gold-2": 60, "antiques-3": 120}
    by_hands = hands(wreck, 3).map(lambda h: sum(n * worths[c] for c, n in zip(wreck, h)))
    assert O.dive_value(O.team_of(3, "shallow"), "shallow", wreck, 4) == by_hands
    assert O.dive_value(O.team_of(3, "shallow"), "shallow", wreck, 4, basis=O.END).mean() == \
        F(3, 4) * 20 * (1 + 1 + 2 + 3)


def test_worth_is_the_best_market_rate_or_the_end_value_and_diamonds_their_dollars():
    assert [O.worth(c) for c in ("goods-5", "antiques-5", "gold-5", "diamonds-150")] == \
        [200, 200, 150, 150]
    assert [O.worth(c, O.END) for c in ("goods-5", "antiques-5", "gold-5", "diamonds-150")] == \
        [100, 100, 100, 150]
    with pytest.raises(ValueError, match="basis"):
        O.worth("goods-1", "auction")


def test_fresh_wreck_odds_agree_with_the_set_up_deal_and_the_dive_simulated():
    team = O.team_of(2, "medium", 1, 1)
    odds = O.wreck_odds("medium", 5, [(1, 1, 1), (1, 0, 0)])
    sim = simulate(lambda c: _played(c, deal_wrecks(c, 3)[FIRST["medium"]][1], team, "medium"),
                   4000, seed=3)
    level = 1 - 0.01 / 3
    assert sim.P(lambda o: o[0] > 0, level).agrees(odds["monster"])
    assert sim.P(lambda o: o[1] > 0, level).agrees(odds["lose"])
    assert sim.mean(lambda o: o[2], level).agrees(odds["value"])


def test_the_dive_table_covers_every_depth_and_team_and_its_rows_are_the_panels():
    rows = O.dive_table()
    assert len(rows) == 3 * (4 + 9 + 16)
    row = next(r for r in rows if (r["depth"], r["divers"], r["tridents"], r["weights"]) ==
               ("medium", 1, 1, 0))
    assert (row["monster"], row["lose"]) == (F(1, 6), F(2, 87))
    with pytest.raises(ValueError):
        O.team_of(2, "great", tridents=3)


# --- (f): the odds panel -----------------------------------------------------------------------
def test_the_panel_reads_a_known_wreck_an_unseen_pool_and_an_unreachable_depth():
    known = O.wreck_odds("shallow", 2, [(0, 0, 0)], known={"monster": 1, "gold-2": 1})
    assert known == {"monster": F(1, 2), "lose": F(1, 2), "value": F(30)}
    unseen = {"monster": 3, "goods-4": 1}  # the viewer saw the other medium cards elsewhere
    assert O.wreck_odds("medium", 1, [(1, 0, 0)], unseen=unseen) == {
        "monster": F(3, 4), "lose": F(3, 4), "value": F(40)}
    assert O.wreck_odds("great", 5, [(1, 1, 1)]) is None  # one hose does not reach
    with pytest.raises(ValueError, match="known wreck of 3 cards"):
        O.wreck_odds("shallow", 3, [(0, 0, 0)], known={"gold-1": 2})


# --- (c): the worth of a round -----------------------------------------------------------------
SMALL = {"shallow": {"monster": 2, "goods-1": 17, "gold-3": 1},
         "medium": {"goods-2": 30}, "great": {"goods-3": 30}}


def _frozen(wreck):
    return tuple(sorted(wreck.items()))


def test_round_value_equals_dealing_every_wreck_and_diving_every_seen_one_enumerated():
    team, loss = (Diver(0, 1, 0), Diver(0, 0, 0)), 50

    def worth_of(wreck):  # the real dive on a known wreck, every card enumerated
        played = exact(lambda c: _played(c, dict(wreck), team, "shallow"))
        return played.map(lambda o: o[2] - loss * o[1]).mean()

    deals = exact(lambda c: tuple(_frozen(w) for _, w in deal_wrecks(c, 3, SMALL)[:3]))
    seen: dict = {}
    for (w1, w2, w3), p in deals.items():
        seen.setdefault((w1, w2), []).append((p, worth_of(dict(w3))))
    informed = F(0)
    for (w1, w2), thirds in seen.items():
        weight = sum(p for p, _ in thirds)
        third = sum(p * v for p, v in thirds) / weight
        informed += weight * max(worth_of(dict(w1)), worth_of(dict(w2)), third)
    blind = sum(p * worth_of(dict(ws[0])) for ws, p in deals.items())
    assert O.round_value("shallow", team, loss_cost=loss, cards=SMALL) == {
        "blind": blind, "informed": informed, "information": informed - blind}


def test_round_value_agrees_with_looking_at_two_wrecks_then_diving_the_best_simulated():
    team, depth, loss = O.team_of(2, "medium", 1, 0), "medium", 100
    pool = O.pile(depth)
    result = O.round_value(depth, team, loss_cost=loss)

    def net(known, left=5):
        counts = O.dive_counts(team, depth, known, left)
        return O.expected_value(team, depth, known, left) - loss * counts.map(
            lambda o: o.lost).mean()

    def look_then_dive(chance):
        first = FIRST[depth]
        w1, w2, w3 = (w for _, w in deal_wrecks(chance, 3)[first:first + 3])
        options = [(net(w1, 5), w1), (net(w2, 5), w2), (net(_without(pool, w1, w2)), w3)]
        _, lost, dollars = _played(chance, max(options, key=lambda o: o[0])[1], team, depth)
        return dollars - loss * lost

    sim = simulate(look_then_dive, 2500, seed=8)
    assert sim.mean().agrees(result["informed"])
    assert result["information"] > 0 and result["blind"] == net(pool)


# --- (d): Dolphin Cove against diving ----------------------------------------------------------
def test_a_plain_shallow_diver_dives_on_while_it_survives_each_day_with_chance_19_in_20():
    rows = O.dolphins_or_dive("shallow", O.team_of(1, "shallow"))
    assert [r["pay"] for r in rows] == list(C.default_dolphin_pay())
    assert rows[-1]["pay so far"] == 460
    for day, r in enumerate(rows):
        assert r["can dive"] == F(19, 20) ** day
        assert r["dive"] == F(19, 20) ** day * F(119, 2)
    assert rows[-1]["dive so far"] == F(119, 2) * (1 - F(19, 20) ** 10) / (1 - F(19, 20))


def test_ten_days_of_dives_with_a_wearing_team_agree_with_the_rules_simulated():
    depth, team = "great", O.team_of(2, "great", 1, 1)
    rows = O.dolphins_or_dive(depth, team, basis=O.END)

    def ten_days(chance):
        divers, total = team, 0
        for _ in C.DAYS:
            if not any(d.reaches(depth) for d in divers):
                break
            result = dive(chance, deal_wrecks(chance, 3)[FIRST[depth]][1], divers, depth)
            divers, total = result.survivors, total + sum(O.worth(c, O.END) for c in result.kept)
        return total

    assert simulate(ten_days, 1500, seed=4).mean().agrees(rows[-1]["dive so far"])


# --- (e): the market game ----------------------------------------------------------------------
def test_market_gains_are_the_sale_less_the_end_value_or_the_pay_elsewhere():
    hands_ = [["goods-5", "gold-2"], ["antiques-4"], ["gold-1"]]
    assert O.market_gains(hands_, ("goods", O.AWAY, O.AWAY)) == (100, 0, 0)
    assert O.market_gains(hands_, ("goods", "antiques", O.AWAY), away=40) == (50, 40, 40)
    assert O.market_gains(hands_, ("gold", "antiques", "gold")) == (20, 80, 10)


def test_a_two_player_market_game_has_the_closed_form_mixed_equilibrium():
    # goods want to be alone, antiques want company; away pays Friday's $40
    result = O.market_game([["goods-4"], ["antiques-3"]], away=40)
    (a, b), (c, d) = result["matrix"]
    assert result["matrix"] == [[0, 40], [40, 10]]
    assert result["value"] == F(a * d - b * c, a + d - b - c) == F(160, 7)
    assert result["row"] == {O.AWAY: F(3, 7), "goods": F(4, 7)}
    assert result["col"] == {(O.AWAY,): F(3, 7), ("antiques",): F(4, 7)}


def _gains_by_rate(hands_, choice, away=0):
    """Each card sold: its units times (the rules' rate for the sellers less $20 a unit at
    the end); a player away gains `away`."""
    sellers = sum(k != O.AWAY for k in choice)
    end = C.default_end_values()
    return [away if k == O.AWAY else sum(C.number_of(x) * (market_rate(k, sellers) - end[k])
                                         for x in h if C.kind_of(x) == k)
            for h, k in zip(hands_, choice)]


def _market_by_the_rules(chance, result, hands_, away):
    """Both sides draw their choice from the equilibrium; the rules' rates price the sales."""
    choice = (chance.pick({r: p for r, p in result["row"].items() if p}),
              *chance.pick({c: p for c, p in result["col"].items() if p}))
    gains = _gains_by_rate(hands_, choice, away)
    return gains[0] - F(sum(gains[1:]), len(gains) - 1)


def test_a_three_player_market_game_guarantees_its_value_and_plays_out_so_by_the_rules():
    hands_ = [["goods-4", "antiques-3"], ["antiques-2"], ["gold-3"]]
    result = O.market_game(hands_, away=20)
    assert len(result["cols"]) == 2 * 2
    row = [result["row"][r] for r in result["rows"]]
    col = [result["col"][c] for c in result["cols"]]
    assert guarantees(result["matrix"], row, col) == (result["value"], result["value"])
    assert min(O.pure_answers(result).values()) == result["value"] == F(40, 7)
    exact_play = exact(lambda c: _market_by_the_rules(c, result, hands_, 20))
    assert exact_play.mean() == result["value"]
    sim = simulate(lambda c: _market_by_the_rules(c, result, hands_, 20), 3000, seed=2)
    assert sim.mean().agrees(result["value"])


def test_every_market_entry_is_the_rules_sale_for_every_joint_choice():
    hands_ = [["goods-2", "antiques-1", "gold-3"], ["goods-3"], ["antiques-5", "gold-1"]]
    result = O.market_game(hands_)
    for (i, r), (j, c) in product(enumerate(result["rows"]), enumerate(result["cols"])):
        gains = _gains_by_rate(hands_, (r, *c))
        assert result["matrix"][i][j] == gains[0] - F(gains[1] + gains[2], 2)


# --- the rules page ----------------------------------------------------------------------------
def test_every_odds_function_named_in_the_rules_page_exists():
    names = set(re.findall(r"`odds\.(\w+)`", PAGE.read_text()))
    assert len(names) >= 8
    for name in names:
        assert hasattr(O, name), name


def test_dists_of_the_analyses_are_exact_fractions():
    value = O.dive_value(O.team_of(1, "great", 1, 1), "great", O.pile("great"))
    assert isinstance(value, Dist) and all(isinstance(p, F) for p in value.values())
    assert sum(value.values()) == 1
