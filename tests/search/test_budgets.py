"""The search bot's budgets (docs/engine.md, "Search bot"): an iteration budget is spent
whole, a time budget is honoured (counted in iterations against a fake clock, never timed),
a bad budget is refused in words, and a search cut short falls back to the heuristic move
with a note (issue 21: "an interrupt or a time-out falls back to the heuristic move")."""
from __future__ import annotations

import math
import statistics

import pytest

import pirates_lib as pl
from pirates_lib.engine.bots import Worlds
from pirates_lib.search import SearchBot, bot as search_bot
from pirates_lib.search.playout import Playout
from pirates_lib.search.tree import Edge, Node

from .helpers import positions


@pytest.fixture(scope="module")
def state():
    return positions("leaky_loot", seed=4, count=1)[0]


def run(state, **budget) -> tuple[str, SearchBot]:
    bot = SearchBot(state.game, state.to_move, seed=3, **budget)
    return bot.choose(state.view(state.to_move, log=False), Worlds(state, state.to_move)), bot


def root_visits(bot: SearchBot) -> int:
    """Each iteration credits exactly one root edge: their visits count the iterations."""
    return sum(edge.visits for edge in bot.root.edges.values())


class FakeClock:
    """A clock that moves on `step` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_an_iteration_budget_is_spent_whole(state):
    _, bot = run(state, iterations=17)
    assert bot.searched == root_visits(bot) == 17 and bot.note is None


@pytest.mark.parametrize("seconds, step, done", [(1, 0.25, 3), (1, 0.125, 7), (2.5, 0.5, 4)])
def test_a_time_budget_stops_at_its_deadline(state, monkeypatch, seconds, step, done):
    """Read once at the start and before each iteration: with the clock moving `step` a
    reading, a budget of `seconds` leaves room for seconds / step - 1 iterations."""
    monkeypatch.setattr(search_bot, "clock", FakeClock(step))
    _, bot = run(state, seconds=seconds)
    assert bot.searched == root_visits(bot) == done and bot.note is None


def test_a_time_budget_over_before_one_iteration_plays_the_heuristic_move(state, monkeypatch):
    monkeypatch.setattr(search_bot, "clock", FakeClock(5.0))
    move, bot = run(state, seconds=1)
    view = state.view(state.to_move, log=False)
    assert move == bot.playout.hint(view) == bot.root.hint
    assert bot.searched == root_visits(bot) == 0
    assert bot.note == (f"the search bot played the heuristic move {move!r}: its budget of 1 s "
                        f"ran out before one iteration")


def test_an_interrupted_search_plays_the_heuristic_move_and_the_next_one_searches(
        state, monkeypatch):
    """Ctrl-C (KeyboardInterrupt) in the middle of the search ends that move's search only."""
    bot = SearchBot(state.game, state.to_move, seed=3, iterations=60)
    iterate, calls = bot._iterate, []

    def interrupted(*args):
        calls.append(1)
        if len(calls) == 5:
            raise KeyboardInterrupt
        iterate(*args)
    monkeypatch.setattr(bot, "_iterate", interrupted)
    view, worlds = state.view(state.to_move, log=False), Worlds(state, state.to_move)
    move = bot.choose(view, worlds)
    assert move == bot.root.hint and bot.searched == root_visits(bot) == 4
    assert bot.note == (f"the search bot played the heuristic move {move!r}: it was "
                        f"interrupted after 4 iterations")
    calls.append(-1)  # no more interrupts
    bot.choose(view, worlds)
    assert bot.searched == root_visits(bot) == 60 and bot.note is None


def test_an_interrupt_of_two_searches_in_a_row_goes_on_up(state, monkeypatch):
    """A second Ctrl-C on the bot's next move means stop: it is raised (a loop of `pl.play`
    stops); after a search that ran its course, an interrupt falls back again."""
    bot = SearchBot(state.game, state.to_move, seed=3, iterations=30)
    iterate, plan = bot._iterate, []

    def interrupted(*args):
        if plan.pop(0):
            raise KeyboardInterrupt
        iterate(*args)
    monkeypatch.setattr(bot, "_iterate", interrupted)
    view, worlds = state.view(state.to_move, log=False), Worlds(state, state.to_move)
    plan[:] = [False, True]
    assert bot.choose(view, worlds) == bot.root.hint and bot.note.endswith("after 1 iteration")
    plan[:] = [True]
    with pytest.raises(KeyboardInterrupt):
        bot.choose(view, worlds)
    plan[:] = [False] * 30
    bot.choose(view, worlds)
    assert bot.note is None and bot.searched == 30
    plan[:] = [True]
    assert bot.choose(view, worlds) == bot.root.hint and bot.note.endswith("after 0 iterations")


def test_the_options_rank_the_root_edges_with_intervals(state):
    move, bot = run(state, iterations=40)
    options = bot.options()
    assert move in (options[0].id, bot.root.hint)
    assert [o.visits for o in options] == sorted((o.visits for o in options), reverse=True)
    assert sum(o.visits for o in options) == 40
    for o in options:
        edge = bot.root.edges[o.id]
        assert o.visits == edge.visits and o.share.value == edge.mean()
        assert 0 <= o.share.low <= o.share.value <= o.share.high <= 1 and o.share.n == o.visits
    assert SearchBot(state.game, 0).options() == []


def test_an_options_interval_is_as_wide_as_its_playouts_rewards_spread(state):
    """Rewards that vary little (a cut-off's fractions of a win) give a narrow interval, wins
    and losses at the same mean a wide one; the spread is the rewards' with one win and one
    loss more (Laplace's rule), so a single visit takes the widest spread, a quarter, and a
    few that agree are not a point."""
    bot = SearchBot(state.game, 0)
    bot.root = Node()
    tries = {"steady": [0.4, 0.5, 0.6] * 20, "swinging": [0, 1] * 30, "once": [0.5],
             "lost twice": [0, 0], "lost 20 times": [0] * 20}
    for action, rewards in tries.items():
        edge = bot.root.edges[action] = Edge()
        for reward in rewards:
            edge.add(reward)
    shares = {option.id: option.share for option in bot.options()}
    z = statistics.NormalDist().inv_cdf(0.995)
    for action, rewards in tries.items():
        spread = min(statistics.stdev([*rewards, 0, 1]), 0.5)
        mean = statistics.fmean(rewards)
        assert shares[action].value == pytest.approx(mean)
        assert shares[action].low == pytest.approx(max(0, mean - z * spread / math.sqrt(
            len(rewards))))
        assert shares[action].high == pytest.approx(min(1, mean + z * spread / math.sqrt(
            len(rewards))))
    assert shares["steady"].high - shares["steady"].low < (
        shares["swinging"].high - shares["swinging"].low) / 4
    assert shares["lost twice"].high > 0.9 and 0.1 < shares["lost 20 times"].high < 0.2


@pytest.mark.parametrize("budget, message", [
    ({"iterations": 0}, "iterations is a whole number from 1 to 1,000,000, not 0"),
    ({"iterations": 2.0}, "iterations is a whole number from 1 to 1,000,000, not 2.0"),
    ({"iterations": True}, "iterations is a whole number from 1 to 1,000,000, not True"),
    ({"iterations": 1_000_001}, "iterations is a whole number from 1 to 1,000,000, not 1000001"),
    ({"seconds": 0}, "seconds is a time more than 0 and at most 3600, not 0"),
    ({"seconds": -1.5}, "seconds is a time more than 0 and at most 3600, not -1.5"),
    ({"seconds": float("nan")}, "seconds is a time more than 0 and at most 3600, not nan"),
    ({"seconds": "1"}, "seconds is a time more than 0 and at most 3600, not '1'"),
    ({"seconds": 3601}, "seconds is a time more than 0 and at most 3600, not 3601"),
    ({"iterations": 10, "seconds": 1}, "a search's budget is iterations=n or seconds=s, not both"),
    ({"workers": 0}, "workers is a whole number from 1 to 256, not 0"),
    ({"workers": 2, "seconds": 1}, "workers=k runs k searches of an iteration budget"),
    ({"mix": 101}, "mix is a whole number from 0 to 100, not 101"),
])
def test_a_bad_budget_is_refused_in_words(budget, message):
    with pytest.raises(ValueError, match="^" + message.replace("(", r"\(").replace(")", r"\)")):
        SearchBot(pl.load("leaky_loot"), 0, **budget)


def test_the_playouts_mix_is_the_games_unless_the_bot_is_given_one(monkeypatch):
    game = pl.load("leaky_loot")
    monkeypatch.setattr(type(game), "search_mix", 80)
    assert SearchBot(game, 0).playout.mix == 80
    assert SearchBot(game, 0, mix=20).playout.mix == 20


def test_a_game_that_declares_a_mix_out_of_range_is_refused_in_words(monkeypatch):
    game = pl.load("leaky_loot")
    monkeypatch.setattr(type(game), "search_mix", 150)
    with pytest.raises(ValueError, match="^mix is a whole number from 0 to 100, not 150"):
        SearchBot(game, 0)


@pytest.mark.parametrize("name", sorted(pl.GAMES))
def test_every_game_declares_a_whole_playout_mix(name):
    mix = pl.load(name).search_mix
    assert type(mix) is int and 0 <= mix <= 100


def test_at_a_mix_of_100_every_playout_move_is_the_heuristics(state):
    bot = SearchBot(state.game, state.to_move, seed=3, mix=100)
    twin = Playout(state.game, 3, 0)  # the same heuristic bots, seeded alike, asked in step
    chance, world = pl.engine.Chance(7), state.clone()
    for _ in range(30):
        mover = world.to_move
        if mover is None:
            break
        heuristic = twin.bots[mover]
        expected = heuristic.choose(world.view(mover, log=False, keys=heuristic.reads))
        assert bot.playout.move(world, mover, chance) == expected
        world.apply(expected)
