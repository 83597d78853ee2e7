"""`exact(fn)`: run a chance-using function down every branch; `simulate(fn, n, seed)`: sample it.

Both take the same `fn(chance)`, and `fn` may be the rules code itself, so the exact answer
and its cross-check come from the code that plays the game."""
from __future__ import annotations

import math
from math import prod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from statistics import NormalDist
from typing import Any, TypeVar

from ..engine.chance import Chance, Deck, integer_weights, take_card
from .bounds import MAX_PATHS, MAX_RUNS, refuse_above
from .dist import Dist

T = TypeVar("T")


class EnumeratingChance:
    """Chance's twin for analysis: follows a given prefix of branch choices, takes the first
    branch of every later call, and records how many branches each call had. A path's weight
    is kept as an integer ratio (num/den) and made a Fraction once, at the end: that keeps
    enumeration fast enough to run the rules code thousands of times."""

    def __init__(self, prefix: Sequence[tuple[int, int]] = ()) -> None:
        self.prefix = prefix  # (branch to take, branches that call had last time)
        self.trail: list[tuple[int, int]] = []
        self.num = 1
        self.den = 1

    @property
    def prob(self) -> Fraction:
        """This path's exact probability."""
        return Fraction(self.num, self.den)

    def _choose(self, branches: int) -> int:
        i = len(self.trail)
        k = 0
        if i < len(self.prefix):
            k, before = self.prefix[i]
            if before != branches:
                raise ValueError("the function is not determined by its chance calls: a call "
                                 f"had {before} branches on one path and {branches} on its "
                                 "replay (does it keep state between calls?)")
        self.trail.append((k, branches))
        return k

    def die(self, sides: int) -> int:
        if sides < 1:
            raise ValueError(f"cannot roll a die with {sides} sides")
        k = self._choose(sides)
        self.den *= sides
        return k + 1

    def below(self, n: int) -> int:
        return self.die(n) - 1

    def pick(self, options: Mapping[T, int | Fraction] | Sequence[T]) -> T:
        if not isinstance(options, Mapping):
            k = self._choose(len(options))
            self.den *= len(options)
            return options[k]
        weights = integer_weights(options)
        keys = list(weights)
        k = self._choose(len(keys))
        self.num *= weights[keys[k]]
        self.den *= sum(weights.values())
        return keys[k]

    def draw(self, deck: Deck) -> Any:
        total = sum(deck.values())
        if total == 0:
            raise ValueError("cannot draw from an empty deck")
        cards = list(deck)
        card = cards[self._choose(len(cards))]
        self.num *= deck[card]
        self.den *= total
        take_card(deck, card)
        return card


def exact(fn: Callable[[Any], Hashable], max_paths: int = MAX_PATHS) -> Dist:
    """The exact distribution of `fn(chance)` over every branch of its chance calls.

    `fn` must build whatever it mutates afresh on each call (clone a state first): it is run
    once per path. Paths are walked like an odometer over the recorded branch counts. The
    first path's branch counts estimate the whole tree: a question plainly too big is refused
    at once, and any other as soon as it walks more than `max_paths` paths."""
    weights: dict[Hashable, list[tuple[int, int]]] = {}
    prefix: list[tuple[int, int]] = []
    for walked in range(max_paths + 1):
        chance = EnumeratingChance(prefix)
        outcome = fn(chance)
        if walked == 0:
            refuse_above(prod(n for _, n in chance.trail), max_paths, "chance paths",
                         "max_paths")
        weights.setdefault(outcome, []).append((chance.num, chance.den))
        prefix = _next_prefix(chance.trail)
        if prefix is None:
            return Dist({o: _sum_ratios(ws) for o, ws in weights.items()})
    refuse_above(max_paths + 1, max_paths, "chance paths", "max_paths")
    raise AssertionError("unreachable: refused above")


def _sum_ratios(ratios: list[tuple[int, int]]) -> Fraction:
    """Add num/den pairs over their least common denominator, in integers."""
    den = math.lcm(*(d for _, d in ratios))
    return Fraction(sum(n * (den // d) for n, d in ratios), den)


def _next_prefix(trail: list[tuple[int, int]]) -> list[tuple[int, int]] | None:
    """The odometer: advance the last call that has a branch left, dropping the calls after."""
    for i in range(len(trail) - 1, -1, -1):
        k, n = trail[i]
        if k + 1 < n:
            return trail[:i] + [(k + 1, n)]
    return None


@dataclass(frozen=True)
class Estimate:
    """A simulated value with its confidence interval (for cross-checking exact ones).

    The default level is 99%: a cross-check is a test, and several run per notebook, so a
    95% interval would fail one honest check in twenty. Pass a higher `level` when checking
    many values at once (Bonferroni: 1 - 0.01 / m for m checks)."""

    value: float
    low: float
    high: float
    n: int
    level: float = 0.99

    def agrees(self, exact_value: Any) -> bool:
        """Is the exact value inside the interval?"""
        return self.low <= float(exact_value) <= self.high

    def __repr__(self) -> str:
        return (f"{self.value:.4f} ({100 * self.level:.4g}% CI {self.low:.4f} to "
                f"{self.high:.4f}, n={self.n})")


class Simulation:
    """Outcomes of `n` sampled runs of a chance-using function."""

    def __init__(self, outcomes: list[Hashable]) -> None:
        self.outcomes = outcomes
        self.n = len(outcomes)

    def dist(self) -> Dist:
        """The empirical distribution (exact frequencies of the sample)."""
        counts: dict[Hashable, int] = {}
        for o in self.outcomes:
            counts[o] = counts.get(o, 0) + 1
        return Dist.from_weights(counts)

    def P(self, event: Callable[[Any], bool] | Hashable, level: float = 0.99) -> Estimate:
        """Frequency of an event, with a Wilson interval at `level`."""
        test = event if callable(event) else (lambda x: x == event)
        hits = sum(1 for o in self.outcomes if test(o))
        return _wilson(hits, self.n, level)

    def mean(self, f: Callable[[Any], float] = lambda x: x, level: float = 0.99) -> Estimate:
        """Sample mean with a normal interval at `level`."""
        xs = [float(f(o)) for o in self.outcomes]
        mu = sum(xs) / self.n
        var = sum((x - mu) ** 2 for x in xs) / max(self.n - 1, 1)
        half = _z(level) * math.sqrt(var / self.n)
        return Estimate(mu, mu - half, mu + half, self.n, level)


def _z(level: float) -> float:
    if not 0 < level < 1:
        raise ValueError(f"a confidence level is between 0 and 1, not {level}")
    return NormalDist().inv_cdf(0.5 + level / 2)


def _wilson(hits: int, n: int, level: float) -> Estimate:
    z = _z(level)
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    low = 0.0 if hits == 0 else max(0.0, centre - half)  # exact ends: no rounding below 1
    high = 1.0 if hits == n else min(1.0, centre + half)
    return Estimate(p, low, high, n, level)


def simulate(fn: Callable[[Any], Hashable], n: int, seed: int = 0,
             progress: bool = False, *, max_runs: int = MAX_RUNS) -> Simulation:
    """Run `fn` on `n` independent seeded samples (a tqdm bar when `progress`)."""
    if type(n) is not int or n < 1:
        raise ValueError(f"a simulation takes at least one run, not {n!r}")
    refuse_above(n, max_runs, "runs", "max_runs")
    chance = Chance(seed)
    runs: Any = range(n)
    if progress:
        from tqdm.auto import tqdm
        runs = tqdm(runs, desc="simulating", leave=False)
    return Simulation([fn(chance) for _ in runs])
