"""The bot ladder (issue 21): every bot of a game against every other, rated on one scale,
and the search bot's strength against its budget.

`ladder(game, bots)` seats every unordered pair of bots A, B in the lineups A, B, B and
A, A, B (one of each against the other in every other seat; for two seats, A, B alone), as
many seeded games each, the seats rotated by `pl.tournament`. So every bot meets every other
both as the odd one out and as the majority, and no third bot's play colours a pair's result.
Each game is read as pairwise results between bots of different names: each winner beats each
non-winner, two who share the win draw (half a win each), two who both lose say nothing about
each other. A Bradley-Terry model (P(i beats j) = p_i / (p_i + p_j)) is fitted to them and
shown in Elo points, the anchor bot at 0.

`budget_curve(game, budgets)` seats the search bot at each iteration budget against the game's
heuristic bot in every other seat: its share of the wins with a 99% Wilson interval, against
par (one seat's share among equals) and issue 21's target of one half."""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from html import escape
from itertools import combinations
from typing import Any

import numpy as np

from .engine import Game, load
from .engine.tournament import BotSpec, TournamentTable, tournaments
from .search import SearchBot
from .search.playout import heuristic
from .stats import Estimate, wilson

#: Elo points per unit of log-strength: 400 points are odds of 10 to 1.
ELO = 400 / math.log(10)
#: Virtual drawn games added to every pair of bots that met (as BayesElo does): the
#: likelihood has no maximum for a bot that never lost or never won (its rating would be
#: infinite), and one virtual draw against however many real results keeps it finite.
PRIOR = 1.0
#: The MM iteration stops when no log-strength moves by more than this in a step.
TOLERANCE, MAX_STEPS = 1e-9, 100_000
#: Bootstrap replicates of the games behind each interval.
REPLICATES = 1000


def pairings(players: int, bots: Sequence[str]) -> list[tuple[str, ...]]:
    """The ladder's lineups: for every unordered pair A, B (in the order of `bots`), A with B
    in every other seat, and B with A in every other seat (the same lineup for two seats)."""
    found: list[tuple[str, ...]] = []
    for a, b in combinations(bots, 2):
        for lineup in ((a,) + (b,) * (players - 1), (a,) * (players - 1) + (b,)):
            if lineup not in found:
                found.append(lineup)
    return found


def pairwise(lineup: Sequence[str], places: Sequence[int], bots: Sequence[str]) -> np.ndarray:
    """The pairwise results of one game of `lineup` won by the lineup's indexes `places`:
    `wins[i, j]`, how often bot i (by its index in `bots`) beat bot j. Each winner beats each
    non-winner; two winners draw (half each); two losers, or two bots of one name, give none."""
    index = {name: i for i, name in enumerate(bots)}
    wins = np.zeros((len(bots), len(bots)))
    for x, y in combinations(range(len(lineup)), 2):
        i, j = index[lineup[x]], index[lineup[y]]
        if i == j or (x not in places and y not in places):
            continue
        if x in places and y in places:
            wins[i, j] += 0.5
            wins[j, i] += 0.5
        else:
            wins[(i, j) if x in places else (j, i)] += 1
    return wins


def bradley_terry(wins: np.ndarray, prior: float = PRIOR, anchor: int = 0) -> np.ndarray:
    """The log-strengths (the anchor's 0) that maximise the Bradley-Terry likelihood of
    `wins[..., i, j]` (i's wins over j; any leading axes are separate data sets, fitted at
    once) with `prior` virtual drawn games between every pair that met. Fitted by Hunter's MM
    iteration (Annals of Statistics 2004): each step raises the likelihood, so it converges
    from any start wherever the maximum exists."""
    wins = np.asarray(wins, dtype=float)
    met = (wins + np.swapaxes(wins, -1, -2)) > 0
    wins = wins + prior / 2 * met
    games = wins + np.swapaxes(wins, -1, -2)
    won = wins.sum(axis=-1)
    if np.any(won <= 0):
        raise ValueError("a bot that never won has no finite rating: give prior > 0")
    strength = np.ones(won.shape)
    for _ in range(MAX_STEPS):
        pair = strength[..., :, None] + strength[..., None, :]
        fresh = won / (games / pair).sum(axis=-1)
        fresh = fresh / fresh[..., anchor:anchor + 1]
        if np.max(np.abs(np.log(fresh) - np.log(strength))) < TOLERANCE:
            return np.log(fresh)
        strength = fresh
    raise ArithmeticError(f"the Bradley-Terry fit did not settle in {MAX_STEPS:,} steps")


@dataclass(frozen=True)
class Ratings:
    """Each bot's Elo rating (the anchor's 0) with its interval, and the games behind them.

    The intervals are percentile bootstrap intervals over games: each lineup's games are
    drawn again with replacement (as many as it played), the pairs re-read and the model
    fitted again, `replicates` times, from a numpy generator seeded with `seed`. Not the
    Fisher information of the pairs: one game gives several pairs that are not independent
    (a winner beats both others at once), which the information would count as separate
    evidence, while resampling whole games keeps them together."""

    bots: tuple[str, ...]
    anchor: str
    elo: dict[str, Estimate]
    games: dict[str, int]
    tables: tuple[TournamentTable, ...]
    replicates: int
    seed: int

    def ranked(self) -> list[str]:
        """The bots, the highest rating first."""
        return sorted(self.bots, key=lambda name: -self.elo[name].value)

    def __repr__(self) -> str:
        level = f"{100 * self.elo[self.anchor].level:.4g}%"
        lines = [f"Bradley-Terry ratings in Elo points, {self.anchor} = 0 ({level} bootstrap "
                 f"intervals, {self.replicates:,} replicates, seed {self.seed}):"]
        lines += [f"  {name:14} {self.elo[name].value:+5.0f} ({self.elo[name].low:+.0f} to "
                  f"{self.elo[name].high:+.0f}), {self.games[name]:,} games"
                  for name in self.ranked()]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{escape(name)}</td><td>{self.elo[name].value:+.0f}</td>"
            f"<td>{self.elo[name].low:+.0f} to {self.elo[name].high:+.0f}</td>"
            f"<td>{self.games[name]:,}</td></tr>" for name in self.ranked())
        level = f"{100 * self.elo[self.anchor].level:.4g}%"
        return (f"<p>Bradley-Terry ratings in Elo points, {escape(self.anchor)} = 0, "
                f"{sum(t['games'] for t in self.tables):,} games in {len(self.tables)} "
                f"lineups; {level} bootstrap intervals ({self.replicates:,} replicates, "
                f"seed {self.seed})</p><table><thead><tr><th>bot</th><th>Elo</th>"
                f"<th>{level} interval</th><th>games</th></tr></thead>"
                f"<tbody>{rows}</tbody></table>")


def rate(tables: Sequence[TournamentTable], bots: Sequence[str],
         lineups: Sequence[Sequence[str]], anchor: str, replicates: int = REPLICATES,
         seed: int = 0, level: float = 0.99, prior: float = PRIOR) -> Ratings:
    """Ratings of `bots` from the tournament table of each lineup (its "winners" counts,
    `lineups[k]` naming the bots of `tables[k]`'s places)."""
    bots = list(bots)
    _check(tables, bots, lineups, anchor, replicates, level)
    cases = [(pairwise(lineup, places, bots), k, count) for k, (lineup, table) in
             enumerate(zip(lineups, tables)) for places, count in table["winners"].items()]
    outcomes = np.array([case for case, _, _ in cases])
    counts = np.array([count for _, _, count in cases], dtype=float)
    results = np.einsum("c,cij->ij", counts, outcomes)
    _check_connected(results, bots)
    at = bots.index(anchor)
    best = bradley_terry(results, prior, at) * ELO
    drawn = _resample(cases, len(tables), replicates, seed)
    spread = bradley_terry(np.einsum("rc,cij->rij", drawn, outcomes), prior, at) * ELO
    low, high = np.quantile(spread, [(1 - level) / 2, (1 + level) / 2], axis=0)
    games = {name: sum(t["games"] for t, lineup in zip(tables, lineups) if name in lineup)
             for name in bots}
    elo = {name: Estimate(float(best[i]), float(low[i]), float(high[i]), games[name], level)
           for i, name in enumerate(bots)}
    return Ratings(tuple(bots), anchor, elo, games, tuple(tables), replicates, seed)


def _resample(cases: list[tuple[np.ndarray, int, int]], lineups: int, replicates: int,
              seed: int) -> np.ndarray:
    """Per replicate, how often each case (a lineup's set of winning places) comes up when
    each lineup's games are drawn again with replacement: multinomial draws, lineup by
    lineup in order, from one generator seeded with `seed`."""
    rng = np.random.default_rng(seed)
    drawn = np.zeros((replicates, len(cases)))
    for k in range(lineups):
        mine = [c for c, (_, lineup, _) in enumerate(cases) if lineup == k]
        counts = np.array([cases[c][2] for c in mine], dtype=float)
        drawn[:, mine] = rng.multinomial(int(counts.sum()), counts / counts.sum(),
                                         size=replicates)
    return drawn


def _check(tables: Sequence[TournamentTable], bots: list[str],
           lineups: Sequence[Sequence[str]], anchor: str, replicates: int,
           level: float) -> None:
    """Refuse, in words, what cannot be rated."""
    _check_bots(bots, anchor)
    if len(tables) != len(lineups) or not tables:
        raise ValueError(f"{len(lineups)} lineups need as many tables, not {len(tables)}")
    strangers = sorted({name for lineup in lineups for name in lineup} - set(bots))
    if strangers:
        raise ValueError(f"lineups seat bots that are not rated: {', '.join(strangers)}")
    if type(replicates) is not int or replicates < 1:
        raise ValueError(f"replicates is a whole number of at least 1, not {replicates!r}")
    if not 0 < level < 1:
        raise ValueError(f"a confidence level is between 0 and 1, not {level!r}")


def _check_bots(bots: list[str], anchor: str) -> None:
    if len(bots) < 2 or len(set(bots)) != len(bots):
        raise ValueError(f"a ladder rates two or more bots of distinct names, not {bots!r}")
    if anchor not in bots:
        raise ValueError(f"the anchor {anchor!r} is not one of the bots {', '.join(bots)}")


def _check_connected(results: np.ndarray, bots: list[str]) -> None:
    """Bradley-Terry compares bots only through results that link them: every bot must be
    reached from the first through pairs that met."""
    met = (results + results.T) > 0
    reached, frontier = {0}, [0]
    while frontier:
        i = frontier.pop()
        for j in np.flatnonzero(met[i]):
            if int(j) not in reached:
                reached.add(int(j))
                frontier.append(int(j))
    apart = [name for i, name in enumerate(bots) if i not in reached]
    if apart:
        raise ValueError(f"no results link {', '.join(apart)} to {bots[0]}: no common scale")


def ladder(game: Game | str, bots: Mapping[str, BotSpec] | Sequence[str] | None = None,
           games: int = 100, seed: int = 0, anchor: str | None = None,
           replicates: int = REPLICATES, executor: Executor | None = None,
           workers: int | None = None, progress: bool = False) -> Ratings:
    """Play every lineup of `pairings` for `games` seeded games each (in one sweep of
    `pl.tournaments`, on any executor) and rate the bots. `bots`: names of `game.bots`, or
    labels mapped to what a tournament seats (a name, a Bot class, a `functools.partial`
    with settings); by default every bot of the game. `anchor`: the bot rated 0 (by default
    "random" if it plays, else the first)."""
    game = load(game) if isinstance(game, str) else game
    specs: dict[str, BotSpec] = (dict(bots) if isinstance(bots, Mapping) else
                                 {name: name for name in (game.bots if bots is None else bots)})
    names = list(specs)
    anchor = anchor if anchor is not None else "random" if "random" in specs else names[0]
    _check_bots(names, anchor)
    lineups = pairings(game.players, names)
    tables = tournaments(game, [[specs[name] for name in lineup] for lineup in lineups],
                         games=games, seed=seed, executor=executor, workers=workers,
                         progress=progress)
    return rate(tables, names, lineups, anchor, replicates, seed)


@dataclass(frozen=True)
class Strength:
    """The search bot at one iteration budget against the heuristic bot in every other seat:
    its outright wins and its share of the wins (a shared win counts as a share), the latter
    with its 99% Wilson interval (conservative for shares: `stats.wilson`)."""

    iterations: int
    games: int
    wins: int
    shares: Fraction
    share: Estimate

    def row(self) -> dict[str, Any]:
        """The point as plain numbers, for a chart or a table."""
        return {"iterations": self.iterations, "games": self.games, "wins": self.wins,
                "share": self.share.value, "low": self.share.low, "high": self.share.high}


def budget_curve(game: Game | str, budgets: Sequence[int], games: int = 100, seed: int = 0,
                 executor: Executor | None = None, workers: int | None = None,
                 progress: bool = False) -> list[Strength]:
    """`SearchBot(iterations=n)` for each budget n against the game's heuristic bot in every
    other seat, `games` seeded games a budget (in one sweep; budget k plays the seeds from
    `seed + k * games`): how much stronger each doubling of its thought makes it."""
    game = load(game) if isinstance(game, str) else game
    other = heuristic(game)
    if other is None:
        raise ValueError(f"{game.title} has no heuristic bot to measure the search against")
    if not budgets or any(type(n) is not int or n < 1 for n in budgets):
        raise ValueError(f"budgets are whole numbers of iterations, at least 1: {budgets!r}")
    searches: list[BotSpec] = [partial(SearchBot, iterations=n) for n in budgets]
    lineups = [[search] + [other] * (game.players - 1) for search in searches]
    tables = tournaments(game, lineups, games=games, seed=seed, executor=executor,
                         workers=workers, progress=progress)
    points = []
    for n, table in zip(budgets, tables):
        row = table["bots"][f"SearchBot(iterations={n})"]
        share = wilson(float(row["shares"]), row["games"], 0.99)
        points.append(Strength(n, row["games"], row["wins"], row["shares"], share))
    return points
