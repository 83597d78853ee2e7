"""Confidence intervals, below everything else (docs/architecture.md, "Layout").

The engine's tournament tables and the odds toolkit's simulations both report a rate or a
mean with its interval; the arithmetic lives here once, importing nothing of the library,
so that the engine need not reach up into the odds for it (imports go one way)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from statistics import NormalDist
from typing import Any


@dataclass(frozen=True)
class Estimate:
    """A simulated value with its confidence interval (for cross-checking exact ones).

    The default level is 99%: a cross-check is a test, and several run per notebook, so a
    95% interval would fail one honest check in twenty. Pass a higher `level` when checking
    many values at once (Bonferroni: 1 - 0.01 / m for m checks).

    >>> Estimate(0.5, 0.4, 0.6, n=100)
    0.5000 (99% CI 0.4000 to 0.6000, n=100)
    """

    value: float
    low: float
    high: float
    n: int
    level: float = 0.99

    def agrees(self, exact_value: Any) -> bool:
        """Is the exact value inside the interval?

        >>> from fractions import Fraction
        >>> Estimate(0.5, 0.4, 0.6, n=100).agrees(Fraction(1, 2))
        True
        """
        return self.low <= float(exact_value) <= self.high

    def __repr__(self) -> str:
        return (f"{self.value:.4f} ({100 * self.level:.4g}% CI {self.low:.4f} to "
                f"{self.high:.4f}, n={self.n})")


def z_score(level: float) -> float:
    """The normal quantile a two-sided interval at `level` reaches out to (2.576 at 99%)."""
    if not 0 < level < 1:
        raise ValueError(f"a confidence level is between 0 and 1, not {level}")
    return NormalDist().inv_cdf(0.5 + level / 2)


def wilson(hits: float, n: int, level: float = 0.99) -> Estimate:
    """The frequency hits / n with its Wilson interval at `level` (sound near 0 and 1, where
    the normal interval would reach past them). `hits` may be a sum of shares in [0, 1] (a
    tie's half win): their variance is at most that of as many wins, so the interval is
    conservative."""
    z = z_score(level)
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    low = 0.0 if hits == 0 else max(0.0, centre - half)  # exact ends: no rounding below 1
    high = 1.0 if hits == n else min(1.0, centre + half)
    return Estimate(p, low, high, n, level)


def normal(mean: float, variance: Any, n: int, level: float = 0.99) -> Estimate:
    """A mean of `n` values with the normal interval at `level` from their sample variance."""
    half = z_score(level) * math.sqrt(variance / n)
    return Estimate(mean, mean - half, mean + half, n, level)


def mean_estimate(n: int, total: Any, squares: Any, level: float = 0.99) -> Estimate:
    """The mean of n values from their exact sum and sum of squares, with a normal interval
    at `level` (the sample variance is worked out exactly, then made a float)."""
    variance = Fraction(n * squares - total * total, n * max(n - 1, 1))
    return normal(float(Fraction(total, n)), variance, n, level)
