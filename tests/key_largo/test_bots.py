"""The Salvager bot: it beats random bots clearly, and it chooses from its own view only (so
the same view, whatever is hidden behind it, gives the same choice)."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.engine import Chance
from pirates_lib.key_largo.bots import SalvagerBot
from pirates_lib.key_largo.mechanics import Diver

from .helpers import new, plan_day, staged

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
