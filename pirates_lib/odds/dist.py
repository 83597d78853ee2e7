"""`Dist`: a finite distribution with exact probabilities (icepool-style value type)."""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Mapping
from fractions import Fraction
from html import escape
from typing import Any

from . import weights as W
from .bounds import MAX_OUTCOMES, MAX_PAIRS, MAX_PATHS, MAX_STATES, MAX_STEPS, refuse_above

Number = int | Fraction
_RATIONAL = (int, bool, Fraction)


class Dist(Mapping):
    """Outcome -> exact probability. Immutable; outcomes kept sorted where they sort.

    `d(6) + d(6)` convolves, `d(6).highest(3, of=4)` keeps the best dice, `dist.map(f)`
    transforms, `dist.given(pred)` conditions, `dist.P(pred)` measures, `dist.step(f,
    times=n)` runs a chance-using step on every outcome, `dist.chart()` draws. Inside,
    whole-number weights over their total (`weights.py`): Fractions appear only at the
    boundary (`dist[x]`, `items()`, `P`, `mean`)."""

    __slots__ = ("_w", "_den", "_fractions")

    def __init__(self, probs: Mapping[Hashable, Number] | Iterable[tuple[Hashable, Number]]):
        items = probs.items() if isinstance(probs, Mapping) else probs
        merged: dict[Hashable, Fraction] = {}
        for outcome, p in items:
            if isinstance(p, float):
                raise TypeError("Dist probabilities are exact: use int or Fraction, not float")
            merged[outcome] = merged.get(outcome, Fraction(0)) + Fraction(p)
        merged = {k: v for k, v in merged.items() if v}
        if any(v < 0 for v in merged.values()) or sum(merged.values()) != 1:
            raise ValueError("a Dist's probabilities must be non-negative and sum to 1")
        den = math.lcm(*(v.denominator for v in merged.values()))
        self._set({k: v.numerator * (den // v.denominator) for k, v in merged.items()}, den)

    def _set(self, weights: W.Weights, den: int, ordered: bool = False) -> None:
        self._w = weights if ordered else dict(_sorted(weights.items()))
        self._den = den
        self._fractions: dict[Hashable, Fraction] | None = None

    @classmethod
    def _of(cls, weights: W.Weights, *, reduced: bool = False, ordered: bool = False) -> Dist:
        """Build from non-negative whole-number weights (not all zero), normalised by their
        total: the results of algebra on Dists, trusted, so no validation is paid for.
        `reduced`: zeros dropped and gcd 1 already; `ordered`: outcomes already sorted."""
        dist = cls.__new__(cls)
        if reduced:
            dist._set(weights, sum(weights.values()), ordered)
        else:
            dist._set(*W.reduce(weights), ordered)
        return dist

    @classmethod
    def from_weights(cls, weights: Mapping[Hashable, Number]) -> Dist:
        """Normalise non-negative weights (counts, say) into a Dist."""
        counts = list(weights.values())
        if all(type(w) is int and w >= 0 for w in counts) and any(counts):
            return cls._of(dict(weights))
        total = sum(Fraction(w) for w in counts)
        return cls({k: Fraction(w) / total for k, w in weights.items()})

    @classmethod
    def certain(cls, outcome: Hashable) -> Dist:
        return cls._of({outcome: 1}, reduced=True)

    # --- the Mapping protocol: dist[x] is P(X = x), 0 for an impossible x ----------------
    def __getitem__(self, outcome: Hashable) -> Fraction:
        return Fraction(self._w.get(outcome, 0), self._den)

    def __iter__(self):
        return iter(self._w)

    def __len__(self) -> int:
        return len(self._w)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Dist):  # reduced weights: equal distributions, equal weights
            return self._den == other._den and self._w == other._w
        return NotImplemented

    def __hash__(self) -> int:
        return hash(frozenset(self.items()))

    def _probs(self) -> dict[Hashable, Fraction]:
        """Outcome -> Fraction, built once and kept (the Dist is immutable)."""
        if self._fractions is None:
            den = self._den
            self._fractions = {x: Fraction(w, den) for x, w in self._w.items()}
        return self._fractions

    # --- algebra -----------------------------------------------------------------------
    def map(self, f: Callable[[Any], Hashable]) -> Dist:
        return Dist._of(W.merge((f(x), w) for x, w in self._w.items()))

    def combine(self, other: Dist, f: Callable[[Any, Any], Hashable], *,
                max_pairs: int = MAX_PAIRS) -> Dist:
        """The distribution of f(X, Y) for independent X ~ self, Y ~ other."""
        refuse_above(len(self) * len(other), max_pairs, "outcome pairs", "max_pairs")
        return Dist._of(W.merge((f(x, y), v * w) for x, v in self._w.items()
                                for y, w in other._w.items()))

    def __add__(self, other: Dist | Number) -> Dist:
        if isinstance(other, Dist):
            return self._sum(other._w, other)
        return self.map(lambda x: x + other)

    __radd__ = __add__

    def __sub__(self, other: Dist | Number) -> Dist:
        if isinstance(other, Dist):
            return self._sum({-y: w for y, w in other._w.items()}, other, lambda x, y: x - y)
        return self.map(lambda x: x - other)

    def _sum(self, weights: W.Weights, other: Dist,
             f: Callable[[Any, Any], Hashable] = lambda x, y: x + y) -> Dist:
        """X + Y (or X - Y, `weights` then those of -Y): whole numbers through one integer
        product (content is multiplicative, so the result is already reduced)."""
        if not (W.whole(self._w) and W.whole(other._w)):
            return self.combine(other, f)
        refuse_above(len(self) * len(other), MAX_PAIRS, "outcome pairs", "max_pairs")
        return Dist._of(W.product(self._w, weights), reduced=True)

    def __mul__(self, k: int) -> Dist:
        """`d(6) * 3` is three independent d6 summed (3d6), not 3 times one die."""
        if type(k) is not int or k < 1:
            return NotImplemented
        return self.sum_of(k)

    def sum_of(self, k: int, *, max_pairs: int = MAX_PAIRS) -> Dist:
        """The sum of `k` independent copies (`dist * k`), refused up front when the outcome
        pairs it would combine exceed `max_pairs`."""
        pairs = self._pairs_to_sum(k, max_pairs)
        refuse_above(pairs, max_pairs, "outcome pairs", "max_pairs")
        if W.whole(self._w):
            return Dist._of(W.power(self._w, k, pairs), reduced=True)
        total = self
        for _ in range(k - 1):
            total = total.combine(self, lambda x, y: x + y, max_pairs=max_pairs)
        return total
    def _pairs_to_sum(self, k: int, bound: int) -> int:
        """The outcome pairs k - 1 convolutions combine (counting stops past `bound`): after
        i copies a sum of whole numbers spans at most (max - min) * i + 1 outcomes."""
        n = len(self)
        span = max(self._w) - min(self._w) if W.whole(self._w) else None
        pairs = 0
        for i in range(1, k):
            size = n ** i if span is None else min(n ** i, span * i + 1)
            pairs += size * n
            if pairs > bound:
                break
        return pairs

    __rmul__ = __mul__

    def max(self, other: Dist) -> Dist:
        return self.combine(other, max)

    def min(self, other: Dist) -> Dist:
        return self.combine(other, min)

    def highest(self, keep: int, *, of: int, max_pairs: int = MAX_PAIRS) -> Dist:
        """The sum of the `keep` highest of `of` independent copies: `d(6).highest(3, of=4)`
        is "roll 4d6, keep the highest 3". Evaluated face by face as icepool evaluates a pool
        (`pools.py`), never roll by roll, and refused up front when its terms would exceed
        `max_pairs`."""
        return self._keep(keep, of, True, max_pairs, "highest")

    def lowest(self, keep: int, *, of: int, max_pairs: int = MAX_PAIRS) -> Dist:
        """The sum of the `keep` lowest of `of` independent copies: `d(20).lowest(1, of=2)`
        is a roll at disadvantage. As `highest`, the faces visited lowest first."""
        return self._keep(keep, of, False, max_pairs, "lowest")

    def _keep(self, keep: int, of: int, highest: bool, max_pairs: int, name: str) -> Dist:
        from .pools import check_pool, keep_sum
        keep, of = check_pool(keep, of, self._w, name)
        if keep == 0:
            return Dist.certain(0)
        if keep == of:
            return self.sum_of(of, max_pairs=max_pairs)
        return Dist._of(keep_sum(self._w, keep, of, highest, max_pairs))

    def given(self, event: Callable[[Any], bool]) -> Dist:
        """Condition on an event: P(X = x | event)."""
        kept = {x: w for x, w in self._w.items() if event(x)}
        if not kept:
            raise ValueError("cannot condition on an event of probability 0")
        return Dist._of(kept)

    def mixture(self, f: Callable[[Any], Dist]) -> Dist:  # each f(x) was bounded when built
        """Two-stage experiment: draw X, then an outcome of f(X)."""
        stages = [(w, f(x)) for x, w in self._w.items()]
        den = math.lcm(*(stage._den for _, stage in stages))
        return Dist._of(W.merge((y, w * v * (den // stage._den)) for w, stage in stages
                                for y, v in stage._w.items()))

    def step(self, fn: Callable[[Any, Any], Hashable], times: int = 1, *,
             max_steps: int = MAX_STEPS, max_states: int = MAX_STATES,
             max_paths: int = MAX_PATHS) -> Dist:
        """The distribution after `times` steps, each outcome x going on to
        `exact(lambda chance: fn(x, chance))`, equal results merged: the cost grows with the
        distinct states met, not with the paths through all the steps (`d(6) * 50` is
        `Dist.certain(0).step(lambda s, ch: s + ch.die(6), times=50)`). See `stepping.py`."""
        from .stepping import run_steps
        if type(times) is not int or times < 0:
            raise ValueError(f"times is a whole number of at least 0, not {times!r}")
        refuse_above(times, max_steps, "steps", "max_steps")
        weights = run_steps(self._w, fn, times, max_states=max_states, max_paths=max_paths)
        return self if weights is None else Dist._of(weights)

    # --- measures ----------------------------------------------------------------------
    def P(self, event: Callable[[Any], bool] | Hashable) -> Fraction:
        """P(event) for a predicate, or P(X = value) for a value."""
        if callable(event):
            return Fraction(sum(w for x, w in self._w.items() if event(x)), self._den)
        return self[event]

    def at_least(self, k: Number) -> Fraction:
        return self.P(lambda x: x >= k)

    def cdf(self) -> dict[Any, Fraction]:
        total, out, den = 0, {}, self._den
        for x, w in self._w.items():
            total += w
            out[x] = Fraction(total, den)
        return out

    def mean(self) -> Fraction:
        if not self._rational():
            return sum((x * p for x, p in self.items()), Fraction(0))
        return Fraction(sum(x * w for x, w in self._w.items()), self._den)

    def var(self) -> Fraction:
        """E[X^2] - E[X]^2, summed over whole-number weights (as exact as the definition)."""
        if not self._rational():
            mu = self.mean()
            return sum(((x - mu) ** 2 * p for x, p in self.items()), Fraction(0))
        den, first, second = self._den, 0, 0
        for x, w in self._w.items():
            first += x * w
            second += x * x * w
        return Fraction(second * den - first * first, den * den)

    def _rational(self) -> bool:
        """Are the outcomes exact numbers, so that means may be summed on the weights?"""
        return all(type(x) in _RATIONAL for x in self._w)

    def items(self):
        return self._probs().items()

    # --- display -----------------------------------------------------------------------
    def to_sympy(self) -> dict:
        """Outcome -> sympy Rational, for derivations and LaTeX."""
        import sympy
        return {x: sympy.Rational(p.numerator, p.denominator) for x, p in self.items()}

    def latex(self, name: str = "X") -> str:
        import sympy
        return ",\\ ".join(f"P({name}={sympy.latex(x)})={sympy.latex(p)}"
                           for x, p in self.to_sympy().items())

    def table(self) -> list[dict[str, Any]]:
        """Rows for a chart or a DataFrame: outcome, exact fraction, and its float value."""
        return [{"outcome": _label(x), "p": str(p), "probability": float(p)}
                for x, p in self.items()]

    def chart(self, title: str = "", x: str = "outcome"):
        """An Altair bar chart of the distribution (float only for plotting); a bar's tooltip
        gives its outcome, its exact probability and that probability's decimal."""
        import altair as alt
        rows = [dict(r, **{x: r["outcome"]}) for r in self.table()]
        sort = [r[x] for r in rows]
        return alt.Chart(alt.Data(values=rows), title=title).mark_bar().encode(
            x=alt.X(f"{x}:N", sort=sort, title=x),
            y=alt.Y("probability:Q", title="probability"),
            tooltip=[alt.Tooltip(f"{x}:N"), alt.Tooltip("p:N", title="exact"),
                     alt.Tooltip("probability:Q", title="≈", format=".4f")])

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td>{escape(_label(x))}</td><td>{p}</td><td>{float(p):.4f}</td></tr>"
                       for x, p in self.items())
        return ("<table><thead><tr><th>outcome</th><th>exact</th><th>≈</th></tr></thead>"
                f"<tbody>{rows}</tbody></table>")

    def __repr__(self) -> str:
        return "Dist({" + ", ".join(f"{x!r}: {p}" for x, p in self.items()) + "})"


def d(sides: int, *, max_outcomes: int = MAX_OUTCOMES) -> Dist:
    """One fair die: `d(6)`; sums by `+`: `d(4) + d(4)`."""
    if type(sides) is not int or sides < 1:
        raise ValueError(f"a die has a positive whole number of sides, not {sides!r}")
    refuse_above(sides, max_outcomes, "outcomes", "max_outcomes")
    return Dist._of({k: 1 for k in range(1, sides + 1)}, reduced=True, ordered=True)


def _sorted(items):
    items = list(items)
    try:
        return sorted(items, key=lambda kv: kv[0])
    except TypeError:
        return sorted(items, key=lambda kv: repr(kv[0]))


def _label(x: Any) -> str:
    if isinstance(x, tuple):
        return ", ".join(map(str, x)) or "()"
    return str(x)
