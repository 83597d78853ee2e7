"""The Salvager bot: it beats random bots clearly, and it chooses from its own view only (so
the same view, whatever is hidden behind it, gives the same choice)."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.engine import Chance
from pirates_lib.key_largo.bots import SalvagerBot
from pirates_lib.key_largo.mechanics import Diver

from .helpers import legal, new, plan_day, staged

GAMES = 200  # `make winrates` plays 1,000 against the declared bar of 60%


def test_the_salvager_wins_most_four_player_games_against_three_random_bots():
    result = pl.win_rate(pl.load("key_largo", players=4), "salvager", "random", GAMES)
    assert result.outright / GAMES >= 0.75, str(result)
    (match,) = pl.load("key_largo").matches
    assert (match.bot, match.players, match.bar) == ("salvager", 4, 0.60)


def test_the_salvager_decides_from_its_view_alone_whatever_is_hidden_behind_it():
    game = pl.load("key_largo", players=4, encounters=True)
    state = game.new_game(seed=8)
    bots = [SalvagerBot(game, p, seed=p) for p in range(4)]
    checked = 0
    while not state.over:
        mover = state.to_move
        choice = bots[mover].choose(state.view(mover, log=False))
        if len(state.history) % 7 == 0:
            other = state.clone()
            other.shuffle_hidden(mover, Chance(len(state.history)))
            assert bots[mover].choose(other.view(mover, log=False)) == choice
            checked += 1
        state.apply(choice)
    assert checked > 20


def test_the_salvager_equips_its_first_diver_before_diving_and_sells_a_good_hand():
    state = new(4, seed=1)
    bot = SalvagerBot(state.game, state.to_move)
    first = bot.choose(state.view(state.to_move))
    assert first == "plan:shop"
    team = [[Diver()], [Diver(hoses=1, tridents=1)], [Diver()], [Diver()]]
    rich = staged(4, hands={1: {"great": {"gold-5": 1, "gold-4": 1}}}, teams=team)
    plan_day(rich, ("dolphins", "market"), (), (), ())
    bot = SalvagerBot(rich.game, 1)
    assert bot.choose(rich.view(1)) == "plan:dive"
    rich.apply("plan:dive")
    assert bot.choose(rich.view(1)) == "plan:market"


AWAY = ("dolphins", "shop")


def morning(plan, **fields):
    """Anne's morning `plan` (then her afternoon card), the others away; Anne's bot."""
    state = staged(4, **fields)
    plan_day(state, plan, AWAY, AWAY, AWAY)
    return state, SalvagerBot(state.game, 0)


def at_market(state) -> bool:
    return state.to_move == 0 and state.visit.get("place") == "market"


def test_the_salvager_draws_no_card_it_knows_to_be_a_monster():
    known = [1] + [0] * 13  # wreck 1's monster went back: the whole table knows it is there
    wreck = {0: {"goods-1": 1, "monster": 1}}
    last, bot = morning(("dive", "market"), cards=["goods-1"], held={0: ["attentive-diver"]},
                        wrecks=wreck, known_monsters=known)
    last.apply("wreck:0")
    if legal(last) == ["surface"]:  # the Eager Buyer's moment, asked of any card holder
        last.apply("surface")
    assert legal(last) == ["play:attentive-diver", "pass"]
    assert bot.choose(last.view(0)) == "pass"  # the one card left is the known monster
    helper, bot = morning(("dive", "market"), cards=["goods-1"],
                          held={0: ["volunteer-helper"]}, wrecks=wreck, known_monsters=known)
    helper.apply("wreck:0")
    assert legal(helper) == ["surface", "play:volunteer-helper"]
    assert bot.choose(helper.view(0)) == "surface"


def test_the_salvager_makes_its_normal_sale_before_smuggling_the_rest():
    hand = {"shallow": {"goods-2": 1, "antiques-2": 1}, "medium": {"goods-3": 1}}
    state, bot = morning(("market", "bar"), held={0: ["smuggler"]}, hands={0: hand})
    while at_market(state):
        state.apply(bot.choose(state.view(0)))
    assert state.money[0] == 100 + 5 * 40 + 2 * 30  # goods at $40 alone, antiques smuggled


def test_the_salvager_plays_the_gold_digger_only_when_its_gold_is_then_its_best_sale():
    goods, bot = morning(("market", "bar"), held={0: ["gold-digger"]},
                         hands={0: {"shallow": {"goods-2": 1}}})
    assert legal(goods) == ["sell:goods-2", "play:gold-digger"]
    assert bot.choose(goods.view(0)) == "sell:goods-2"  # no gold: the card stays in hand
    gold, bot = morning(("market", "bar"), held={0: ["gold-digger"]},
                        hands={0: {"shallow": {"goods-1": 1}, "medium": {"gold-3": 1}}})
    assert bot.choose(gold.view(0)) == "play:gold-digger"  # gold 3 at $40 beats goods 1


def test_the_salvager_answers_a_question_asked_only_for_secrecy_by_playing_no_card():
    cove, bot = morning(("dolphins", "market"), held={0: ["drunkard"]})
    assert bot.choose(cove.view(0)) == "dolphins"
    market, bot = morning(("market", "bar"), hands={0: {"great": {"diamonds-100": 1}}})
    assert at_market(market) and bot.choose(market.view(0)) == "leave"
    last, bot = morning(("dive", "market"), cards=["goods-1"], held={0: ["drunkard"]},
                        wrecks={0: {"goods-1": 1, "gold-2": 1}})
    last.apply("wreck:0")
    assert bot.choose(last.view(0)) == "surface"
    last.apply("surface")
    assert bot.choose(last.view(0)) == "pass"
