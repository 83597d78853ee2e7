"""`pl.tournament`: many seeded games between bots, run anywhere, tallied in one table.

Game k of a tournament from `seed` is `pl.play` with seed `seed + k`, its lineup rotated by k
seats (so no seat's advantage counts as a bot's, as in `win_rate`). Chunks of games run on any
executor (`sweeps.py`) and each returns exact sums (wins, shares as Fractions, scores and their
squares, and how often each set of the lineup's places won together), added up in chunk order:
the table is the same whatever ran it. `tournaments` plays several lineups of one game in one
sweep (the bot ladder, `pirates_lib/ladder.py`)."""
from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from fractions import Fraction
from functools import partial
from html import escape
from typing import Any, Union

from ..stats import mean_estimate, wilson
from .bots import Bot, make_bots, play
from .game import Game
from .limits import MAX_SEED
from .registry import load
from .sweeps import run_chunks, split

MAX_GAMES = 50_000_000  # a tournament's games (100,000 take about a minute on one core)
CHUNK = 1000  # games per chunk at most: a bar that moves, pools that stay busy
#: "seats" / "bots" -> rows [games, wins, shares, sum, squares]; "winners" -> {places: games}
Tally = dict[str, Any]
#: A seat's bot: a name of `game.bots`, a Bot class, or a `functools.partial` of one with
#: settings (`partial(SearchBot, iterations=12)`): each game makes its own from it.
BotSpec = Union[str, type[Bot], partial[Any]]


def tournament(game: Game | str, bots: Sequence[BotSpec], games: int = 1000,
               seed: int = 0, executor: Executor | None = None, workers: int | None = None,
               progress: bool = False, rotate: bool = True) -> TournamentTable:
    """Play `games` seeded games of `bots` (one per seat, by name, class or partial) and
    tally wins, shared wins as shares and scores per seat and per bot, with 99% intervals.

    `executor`: any `concurrent.futures.Executor` (a Dask `client.get_executor()` for a
    cluster); `workers=k`: a process pool on k local cores; neither: this process. The bots
    and the game must pickle for a pool or a cluster (games and bots by name always do)."""
    return tournaments(game, [bots], games, seed, executor, workers, progress, rotate)[0]


def tournaments(game: Game | str, lineups: Sequence[Sequence[BotSpec]], games: int = 1000,
                seed: int = 0, executor: Executor | None = None,
                workers: int | None = None, progress: bool = False,
                rotate: bool = True) -> list[TournamentTable]:
    """`tournament` of each lineup, all in one sweep (one progress bar; a pool kept busy
    from one lineup to the next): lineup k plays the seeds from `seed + k * games`, so no
    two lineups play the same deal and their tables are independent samples."""
    game = load(game) if isinstance(game, str) else game
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise ValueError(f"games is a whole number from 1 to {MAX_GAMES:,}, not {games!r}")
    total = games * max(1, len(lineups))
    if type(seed) is not int or not 0 <= seed <= MAX_SEED - total + 1:
        raise ValueError(f"seeds {seed!r} to {seed!r} + {total - 1} are not all 64-bit seeds")
    lineups = [_checked(game, list(bots), seed) for bots in lineups]
    chunks = [(play_chunk, (game, lineup, seed + k * games + first, count, rotate), count)
              for k, lineup in enumerate(lineups) for first, count in split(games, 32, CHUNK)]
    tallies = run_chunks(chunks, executor, workers, progress, desc=f"{game.title} games")
    per = len(tallies) // max(1, len(lineups))
    return [TournamentTable.build(game, [_name(b) for b in lineup], games, seed + k * games,
                                  rotate, _merge(tallies[k * per:(k + 1) * per]))
            for k, lineup in enumerate(lineups)]


def _checked(game: Game, lineup: list[BotSpec], seed: int) -> list[BotSpec]:
    """The lineup, once each of its bots is a name, a Bot class or a partial of one and a
    game could seat them all (an unknown name or a wrong count is refused before any game)."""
    if not all(isinstance(b, str) or _bot_class(b) for b in lineup):
        raise ValueError("a tournament's bots are names or Bot classes (or a functools.partial "
                         "of a Bot class, for its settings): each game makes its own")
    make_bots(game, [b if isinstance(b, str) else b(game, seat) for seat, b in enumerate(lineup)],
              seed)
    return lineup


def _bot_class(spec: Any) -> bool:
    cls = spec.func if isinstance(spec, partial) and not spec.args else spec
    return isinstance(cls, type) and issubclass(cls, Bot)


def seating(lineup: Sequence[Any], seed: int, rotate: bool) -> list[Any]:
    """Who sits where in the game of `seed`: the lineup turned by `seed` seats."""
    n = len(lineup)
    return [lineup[(seat - seed) % n] for seat in range(n)] if rotate else list(lineup)


def play_chunk(game: Game, lineup: Sequence[BotSpec], first: int, count: int,
               rotate: bool) -> Tally:
    """Play the games of seeds first .. first + count - 1 and sum what they give each seat
    and each bot (a bot sitting twice counts twice), and count the games each set of the
    lineup's places (its indexes, whatever seats they sat in) won together."""
    names = sorted({_name(bot) for bot in lineup})
    tally: Tally = {"seats": [_row() for _ in range(game.players)],
                    "bots": [_row() for _ in names], "winners": {}}
    for seed in range(first, first + count):
        seats = seating(lineup, seed, rotate)
        final = play(game, [b if isinstance(b, str) else b(game, s, seed=seed * 1000 + s + 1)
                            for s, b in enumerate(seats)], seed=seed)
        winners, scores = final.winners(), final.scores()
        places = tuple(sorted(place_of(seat, seed, len(seats), rotate) for seat in winners))
        tally["winners"][places] = tally["winners"].get(places, 0) + 1
        for seat, bot in enumerate(seats):
            result = (winners == [seat], Fraction(seat in winners, len(winners)), scores[seat])
            _add(tally["seats"][seat], *result)
            _add(tally["bots"][names.index(_name(bot))], *result)
    return tally


def place_of(seat: int, seed: int, players: int, rotate: bool) -> int:
    """The lineup's index of the bot in `seat` in the game of `seed` (`seating`'s inverse)."""
    return (seat - seed) % players if rotate else seat


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
        for places, count in tally["winners"].items():
            total["winners"][places] = total["winners"].get(places, 0) + count
    return total


def _name(bot: BotSpec) -> str:
    """A bot's name in the table: its name, its class's, or its class's with its settings
    (`SearchBot(iterations=12)`)."""
    if isinstance(bot, partial):
        settings = ", ".join(f"{key}={value!r}" for key, value in bot.keywords.items())
        return f"{bot.func.__name__}({settings})"
    return bot if isinstance(bot, str) else bot.__name__


class TournamentTable(dict):
    """The result: a plain dict (game, players, games, seed, rotate, lineup, and per "bots"
    and per "seats" a row of games, wins, win_rate with its 99% interval, shares,
    share_rate, mean_score with its 99% interval; "winners": the games won by each set of
    the lineup's indexes, `(0,)` alone, `(1, 2)` sharing the win), shown as HTML tables."""

    @classmethod
    def build(cls, game: Game, names: list[str], games: int, seed: int, rotate: bool,
              tally: Tally) -> TournamentTable:
        bots = sorted(set(names))
        return cls(game=game.name, players=game.players, games=games, seed=seed,
                   rotate=rotate, lineup=names,
                   bots={name: _stats(row) for name, row in zip(bots, tally["bots"])},
                   seats={seat: _stats(row) for seat, row in enumerate(tally["seats"])},
                   winners=dict(sorted(tally["winners"].items())))

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
