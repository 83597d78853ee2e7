"""`pl.tournament`: many seeded games between bots, run anywhere, tallied in one table.

Game k of a tournament from `seed` is `pl.play` with seed `seed + k`, its lineup rotated by k
seats (so no seat's advantage counts as a bot's, as in `win_rate`). Chunks of games run on any
executor (`sweeps.py`) and each returns exact sums (wins, shares as Fractions, scores and their
squares), added up in chunk order: the table is the same whatever ran it."""
from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from fractions import Fraction
from html import escape
from typing import Any

from ..stats import mean_estimate, wilson
from .bots import Bot, make_bots, play
from .game import Game
from .limits import MAX_SEED
from .registry import load
from .sweeps import run_chunks, split

MAX_GAMES = 50_000_000  # a tournament's games (100,000 take about a minute on one core)
CHUNK = 1000  # games per chunk at most: a bar that moves, pools that stay busy
Tally = dict[str, list[list[Any]]]  # "seats" / "bots" -> rows [games, wins, shares, sum, squares]


def tournament(game: Game | str, bots: Sequence[str | type[Bot]], games: int = 1000,
               seed: int = 0, executor: Executor | None = None, workers: int | None = None,
               progress: bool = False, rotate: bool = True) -> TournamentTable:
    """Play `games` seeded games of `bots` (one per seat, by name or class) and tally wins,
    shared wins as shares and scores per seat and per bot, with 99% intervals.

    `executor`: any `concurrent.futures.Executor` (a Dask `client.get_executor()` for a
    cluster); `workers=k`: a process pool on k local cores; neither: this process. The bots
    and the game must pickle for a pool or a cluster (games and bots by name always do)."""
    game = load(game) if isinstance(game, str) else game
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise ValueError(f"games is a whole number from 1 to {MAX_GAMES:,}, not {games!r}")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED - games + 1:
        raise ValueError(f"seeds {seed!r} to {seed!r} + {games - 1} are not all 64-bit seeds")
    lineup = list(bots)
    if not all(isinstance(b, str) or (isinstance(b, type) and issubclass(b, Bot))
               for b in lineup):
        raise ValueError("a tournament's bots are names or Bot classes (each game makes its own)")
    make_bots(game, [b if isinstance(b, str) else b(game, seat) for seat, b in enumerate(lineup)],
              seed)  # refuses an unknown name or a wrong count before any game
    names = [_name(bot) for bot in lineup]
    chunks = [(play_chunk, (game, lineup, seed + first, count, rotate), count)
              for first, count in split(games, 32, CHUNK)]
    tallies = run_chunks(chunks, executor, workers, progress, desc=f"{game.title} games")
    return TournamentTable.build(game, names, games, seed, rotate, _merge(tallies))


def seating(lineup: Sequence[Any], seed: int, rotate: bool) -> list[Any]:
    """Who sits where in the game of `seed`: the lineup turned by `seed` seats."""
    n = len(lineup)
    return [lineup[(seat - seed) % n] for seat in range(n)] if rotate else list(lineup)


def play_chunk(game: Game, lineup: Sequence[str | type[Bot]], first: int, count: int,
               rotate: bool) -> Tally:
    """Play the games of seeds first .. first + count - 1 and sum what they give each seat
    and each bot (a bot sitting twice counts twice)."""
    names = sorted({_name(bot) for bot in lineup})
    tally: Tally = {"seats": [_row() for _ in range(game.players)],
                    "bots": [_row() for _ in names]}
    for seed in range(first, first + count):
        seats = seating(lineup, seed, rotate)
        final = play(game, [b if isinstance(b, str) else b(game, s, seed=seed * 1000 + s + 1)
                            for s, b in enumerate(seats)], seed=seed)
        winners, scores = final.winners(), final.scores()
        for seat, bot in enumerate(seats):
            result = (winners == [seat], Fraction(seat in winners, len(winners)), scores[seat])
            _add(tally["seats"][seat], *result)
            _add(tally["bots"][names.index(_name(bot))], *result)
    return tally


def _row() -> list[Any]:
    return [0, 0, Fraction(0), 0, 0]


def _add(row: list[Any], outright: bool, share: Fraction, score: int) -> None:
    row[0] += 1
    row[1] += outright
    row[2] += share
    row[3] += score
    row[4] += score * score


def _merge(tallies: list[Tally]) -> Tally:
    """The chunks' sums, added in chunk order (exact, so any order would do)."""
    total = tallies[0]
    for tally in tallies[1:]:
        for part in ("seats", "bots"):
            for row, more in zip(total[part], tally[part]):
                for i, value in enumerate(more):
                    row[i] += value
    return total


def _name(bot: str | type[Bot]) -> str:
    return bot if isinstance(bot, str) else bot.__name__


class TournamentTable(dict):
    """The result: a plain dict (game, players, games, seed, rotate, and per "bots" and per
    "seats" a row of games, wins, win_rate with its 99% interval, shares, share_rate,
    mean_score with its 99% interval), shown as HTML tables in a notebook."""

    @classmethod
    def build(cls, game: Game, names: list[str], games: int, seed: int, rotate: bool,
              tally: Tally) -> TournamentTable:
        bots = sorted(set(names))
        return cls(game=game.name, players=game.players, games=games, seed=seed,
                   rotate=rotate, lineup=names,
                   bots={name: _stats(row) for name, row in zip(bots, tally["bots"])},
                   seats={seat: _stats(row) for seat, row in enumerate(tally["seats"])})

    def _repr_html_(self) -> str:
        head = (f"<p><b>{escape(self['game'])}</b>, {self['players']} seats, "
                f"{self['games']:,} games from seed {self['seed']}"
                f"{', the lineup rotated by one seat a game' if self['rotate'] else ''}</p>")
        seats = self["seats"] if self["rotate"] else {
            f"{seat} ({name})": row for (seat, row), name in zip(self["seats"].items(),
                                                                 self["lineup"])}
        return head + _html_table("bot", self["bots"]) + _html_table("seat", seats)


def _stats(row: list[Any]) -> dict[str, Any]:
    """Rates and means with 99% intervals (Wilson for wins, normal for the mean score)."""
    games, wins, shares, total, squares = row
    win, mean = wilson(wins, games, 0.99), mean_estimate(games, total, squares, 0.99)
    return {"games": games, "wins": wins, "win_rate": win.value, "win_low": win.low,
            "win_high": win.high, "shares": shares, "share_rate": float(shares / games),
            "mean_score": mean.value, "score_low": mean.low, "score_high": mean.high}


def _html_table(label: str, rows: dict[Any, dict[str, Any]]) -> str:
    cells = "".join(
        f"<tr><td>{escape(str(key))}</td><td>{r['games']:,}</td><td>{r['wins']:,}</td>"
        f"<td>{r['win_rate']:.1%} ({r['win_low']:.1%} to {r['win_high']:.1%})</td>"
        f"<td>{r['share_rate']:.1%}</td><td>{r['mean_score']:.2f} ({r['score_low']:.2f} "
        f"to {r['score_high']:.2f})</td></tr>" for key, r in rows.items())
    return (f"<table><thead><tr><th>{label}</th><th>games</th><th>wins</th>"
            "<th>win rate (99% interval)</th><th>share of wins</th>"
            "<th>mean score (99% interval)</th></tr></thead>"
            f"<tbody>{cells}</tbody></table>")
