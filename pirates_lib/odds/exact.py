"""`exact(fn)`: run a chance-using function down every branch; `simulate(fn, n, seed)`: sample it.

Both take the same `fn(chance)`, and `fn` may be the rules code itself, so the exact answer
and its cross-check come from the code that plays the game."""
from __future__ import annotations

from collections.abc import Callable, Hashable
from concurrent.futures import Executor
from typing import Any, Generic, TypeVar

import numpy as np

from ..engine.chance import Chance
from ..engine.sweeps import run_chunks, split
from ..stats import Estimate, normal, wilson
from .bounds import MAX_PATHS, MAX_RUNS, refuse_above
from .dist import Dist
from .paths import walk

T = TypeVar("T", bound=Hashable)  # what the function run returns: the outcomes


def exact(fn: Callable[[Any], T], max_paths: int = MAX_PATHS) -> Dist[T]:
    """The exact distribution of `fn(chance)` over every branch of its chance calls.

    `fn` must build whatever it mutates afresh on each call (clone a state first): it is run
    once per path. Paths are walked like an odometer over the recorded branch counts (`walk`);
    more than `max_paths` of them are refused, at once when the first path shows it.

    >>> from pirates_lib.odds import d
    >>> exact(lambda chance: chance.die(6) + chance.die(6)) == 2 @ d(6)
    True
    >>> exact(lambda chance: chance.die(4) if chance.die(2) == 1 else chance.die(6))[5]
    Fraction(1, 12)
    """
    _, weights, _ = walk(fn, max_paths)
    return Dist._of(weights)


class Simulation(Generic[T]):
    """Outcomes of `n` sampled runs of a chance-using function (what `simulate` returns).

    >>> Simulation(["hit", "miss", "hit", "hit"]).dist()
    Dist({'hit': 3/4, 'miss': 1/4})
    """

    def __init__(self, outcomes: list[T]) -> None:
        self.outcomes = outcomes
        self.n = len(outcomes)

    def dist(self) -> Dist[T]:
        """The empirical distribution (exact frequencies of the sample).

        >>> Simulation([1, 2, 2, 3]).dist()
        Dist({1: 1/4, 2: 1/2, 3: 1/4})
        """
        counts: dict[T, int] = {}
        for o in self.outcomes:
            counts[o] = counts.get(o, 0) + 1
        return Dist.from_weights(counts)

    def P(self, event: Callable[[T], bool] | object, level: float = 0.99) -> Estimate:
        """Frequency of an event, with a Wilson interval at `level`.

        >>> Simulation([1, 2, 2, 3]).P(lambda x: x >= 2)
        0.7500 (99% CI 0.2181 to 0.9699, n=4)
        """
        test = event if callable(event) else (lambda x: x == event)
        hits = sum(1 for o in self.outcomes if test(o))
        return wilson(hits, self.n, level)

    def mean(self, f: Callable[[T], Any] = lambda x: x, level: float = 0.99) -> Estimate:
        """Sample mean (of `f` of each outcome) with a normal interval at `level`.

        >>> Simulation([1, 2, 2, 3]).mean()
        2.0000 (99% CI 0.9484 to 3.0516, n=4)
        """
        xs = [float(f(o)) for o in self.outcomes]
        mu = sum(xs) / self.n
        return normal(mu, sum((x - mu) ** 2 for x in xs) / max(self.n - 1, 1), self.n, level)


def simulate(fn: Callable[[Any], T], n: int, seed: int = 0,
             progress: bool = False, *, max_runs: int = MAX_RUNS,
             executor: Executor | None = None, workers: int | None = None) -> Simulation[T]:
    """Run `fn` on `n` independent seeded samples (a tqdm bar when `progress`).

    Given an `executor` (a Dask `client.get_executor()`, say) or `workers=k` (a process pool
    on k local cores), the runs go in chunks of `CHUNK_RUNS`, chunk j sampling child stream j
    of the seed (numpy's spawn keys: independent streams): the outcomes are the same whatever runs them, in chunk order (not
    those of the one stream this process samples without an executor). `fn` must then pickle:
    a module-level function for a process pool (Dask pickles closures too).

    >>> from fractions import Fraction
    >>> sixes = simulate(lambda chance: chance.die(6) == 6, 6000, seed=1)
    >>> sixes.P(True), sixes.P(True).agrees(Fraction(1, 6))  # the cross-check of an exact 1/6
    (0.1705 (99% CI 0.1584 to 0.1834, n=6000), True)
    """
    if type(n) is not int or n < 1:
        raise ValueError(f"a simulation takes at least one run, not {n!r}")
    refuse_above(n, max_runs, "runs", "max_runs")
    if executor is not None or workers is not None:
        chunks = [(_simulate_chunk, (fn, seed, j, count), count)
                  for j, (_, count) in enumerate(split(n, 1, CHUNK_RUNS))]
        parts = run_chunks(chunks, executor, workers, progress, desc="simulating")
        return Simulation([outcome for part in parts for outcome in part])
    chance = Chance(seed)
    runs: Any = range(n)
    if progress:
        from tqdm.auto import tqdm
        runs = tqdm(runs, desc="simulating", leave=False)
    return Simulation([fn(chance) for _ in runs])


#: Runs in one chunk of a simulation spread over an executor (fixed, so that the outcomes
#: never depend on how many workers there are).
CHUNK_RUNS = 10_000


def _simulate_chunk(fn: Callable[[Any], Hashable], seed: int, chunk: int,
                    count: int) -> list[Hashable]:
    chance = Chance(np.random.SeedSequence(seed, spawn_key=(chunk,)))
    return [fn(chance) for _ in range(count)]
