"""`pl.tournament` and `simulate(executor=...)`: the same seeded games or runs give the same
table or outcomes in this process, on a local process pool and on a Dask cluster; the table's
numbers are the games' own (checked against `pl.play` and `win_rate`)."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from functools import partial

import pytest

import pirates_lib as pl
from pirates_lib.engine import InProcessExecutor, RandomBot
from pirates_lib.engine.sweeps import run_chunks, split
from pirates_lib.engine.tournament import place_of, seating, tournaments
from pirates_lib.odds import simulate
from pirates_lib.search import SearchBot

LINEUP = ["captain", "random", "random"]


def test_the_table_counts_the_games_pl_play_plays():
    table = pl.tournament("leaky_loot", LINEUP, games=40, seed=7)
    game = pl.load("leaky_loot")
    wins = {seat: 0 for seat in range(3)}
    scores = {seat: 0 for seat in range(3)}
    captain_shares = Fraction(0)
    for seed in range(7, 47):
        seats = seating(LINEUP, seed, rotate=True)
        final = pl.play(game, seats, seed=seed)
        for seat in range(3):
            wins[seat] += final.winners() == [seat]
            scores[seat] += final.scores()[seat]
        captain = seats.index("captain")
        captain_shares += Fraction(captain in final.winners(), len(final.winners()))
    for seat in range(3):
        row = table["seats"][seat]
        assert row["games"] == 40 and row["wins"] == wins[seat]
        assert row["mean_score"] == pytest.approx(scores[seat] / 40)
    assert table["bots"]["captain"]["shares"] == captain_shares
    assert table["bots"]["random"]["games"] == 80



def test_the_table_counts_who_won_together_by_their_places_in_the_lineup():
    lineup = ["captain", "captain", "random"]
    table = pl.tournament("round_o_loot", lineup, games=30, seed=5)
    won: dict[tuple[int, ...], int] = {}
    for seed in range(5, 35):
        final = pl.play(pl.load("round_o_loot"), seating(lineup, seed, True), seed=seed)
        places = tuple(sorted(place_of(seat, seed, 3, True) for seat in final.winners()))
        won[places] = won.get(places, 0) + 1
        assert seating(lineup, seed, True)[final.winners()[0]] == lineup[places[0]]
    assert table["winners"] == won and sum(won.values()) == 30


def test_lineups_in_one_sweep_are_the_tournaments_of_their_own_seeds():
    lineups = [LINEUP, ["random", "random", "captain"]]
    both = tournaments("leaky_loot", lineups, games=8, seed=3)
    assert both == [pl.tournament("leaky_loot", LINEUP, games=8, seed=3),
                    pl.tournament("leaky_loot", lineups[1], games=8, seed=11)]
    assert tournaments("leaky_loot", lineups, games=8, seed=3, workers=2) == both


def test_a_bot_with_settings_is_a_partial_named_by_them():
    easy = partial(SearchBot, iterations=2)
    table = pl.tournament("leaky_loot", [easy, "captain", "captain"], games=2, seed=1)
    assert set(table["bots"]) == {"SearchBot(iterations=2)", "captain"}
    assert table["lineup"][0] == "SearchBot(iterations=2)"

def test_the_captain_row_is_win_rate_over_the_same_seeds():
    rate = pl.win_rate(pl.load("leaky_loot"), "captain", "random", games=60, first_seed=3)
    row = pl.tournament("leaky_loot", LINEUP, games=60, seed=3)["bots"]["captain"]
    assert (row["wins"], row["shares"]) == (rate.outright, rate.shares)
    assert row["win_low"] <= row["win_rate"] <= row["win_high"]
    assert row["score_low"] <= row["mean_score"] <= row["score_high"]


@pytest.mark.parametrize("name", pl.GAMES)
def test_every_executor_gives_the_same_table(name):
    game = pl.load(name)
    lineup = ["random"] * game.players
    here = pl.tournament(game, lineup, games=70, seed=11)
    assert pl.tournament(game, lineup, games=70, seed=11, workers=2) == here
    with ThreadPoolExecutor(3) as threads:
        assert pl.tournament(game, lineup, games=70, seed=11, executor=threads) == here
    assert pl.tournament(game, [RandomBot] * game.players, games=70, seed=11)["seats"] == \
        here["seats"]


def test_a_dask_cluster_gives_the_in_process_result():
    from distributed import Client, LocalCluster
    here = pl.tournament("leaky_loot", LINEUP, games=50, seed=2)
    sim_here = simulate(lambda ch: ch.die(6) + ch.die(6), 25_000, seed=4,
                        executor=InProcessExecutor())
    with LocalCluster(processes=False, n_workers=2, threads_per_worker=1,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        executor = client.get_executor()
        assert pl.tournament("leaky_loot", LINEUP, games=50, seed=2, executor=executor) == here
        sim = simulate(lambda ch: ch.die(6) + ch.die(6), 25_000, seed=4, executor=executor)
    assert sim.outcomes == sim_here.outcomes


def _two_dice(chance):
    return chance.die(6) + chance.die(6)


def test_a_simulation_spread_over_workers_is_the_same_whatever_runs_it():
    alone = simulate(_two_dice, 23_456, seed=5, executor=InProcessExecutor())
    assert simulate(_two_dice, 23_456, seed=5, workers=2).outcomes == alone.outcomes
    assert len(alone.outcomes) == 23_456
    assert alone.P(7).agrees(Fraction(1, 6))
    assert simulate(_two_dice, 50, seed=5).outcomes != alone.outcomes[:50]  # its own streams


def test_the_table_shows_as_html_and_is_a_plain_dict():
    table = pl.tournament("round_o_loot", ["captain", "random", "random"], games=12)
    html = table._repr_html_()
    assert "<table>" in html and "captain" in html and "12 games" in html
    assert type(table).__mro__[1] is dict and set(table["bots"]) == {"captain", "random"}


@pytest.mark.parametrize("kwargs, match", [
    ({"games": 0}, "games is a whole number"),
    ({"games": 2.5}, "games is a whole number"),
    ({"seed": -1}, "64-bit seeds"),
    ({"workers": 0}, "workers is a whole number"),
    ({"workers": 2, "executor": InProcessExecutor()}, "not both"),
])
def test_bad_sweeps_are_refused_in_words(kwargs, match):
    with pytest.raises(ValueError, match=match):
        pl.tournament("leaky_loot", LINEUP, **{"games": 5, **kwargs})


def test_unknown_bots_and_wrong_counts_are_refused_before_any_game():
    with pytest.raises(ValueError, match="no bot 'admiral'"):
        pl.tournament("leaky_loot", ["admiral", "random", "random"], games=5)
    with pytest.raises(ValueError, match="3 seats need 3 bots"):
        pl.tournament("leaky_loot", ["random"], games=5)
    with pytest.raises(ValueError, match="names or Bot classes"):
        pl.tournament("leaky_loot", [RandomBot(pl.load("leaky_loot"), 0)] * 3, games=5)


def test_chunks_cover_every_game_once_and_come_back_in_order():
    assert split(10, 3, 100) == [(0, 4), (4, 4), (8, 2)]
    assert split(5, 32, 1000) == [(i, 1) for i in range(5)]
    chunks = [(pow, (2, k), 1) for k in range(20)]
    with ThreadPoolExecutor(4) as threads:
        assert run_chunks(chunks, threads) == [2 ** k for k in range(20)]


def test_an_error_in_a_chunk_is_raised_by_the_sweep():
    with pytest.raises(ZeroDivisionError):
        run_chunks([(divmod, (1, 0), 1)])
