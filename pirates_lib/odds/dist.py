"""`Dist`: a finite distribution with exact Fraction probabilities (icepool-style value type)."""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from fractions import Fraction
from html import escape
from typing import Any

from .bounds import MAX_OUTCOMES, MAX_PAIRS, refuse_above

Number = int | Fraction


class Dist(Mapping):
    """Outcome -> exact probability. Immutable; outcomes kept sorted where they sort.

    `d(6) + d(6)` convolves, `dist.map(f)` transforms, `dist.given(pred)` conditions,
    `dist.P(pred)` measures, `dist.chart()` draws."""

    __slots__ = ("_p",)

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
        self._p = dict(_sorted(merged.items()))

    @classmethod
    def _trusted(cls, probs: dict[Hashable, Fraction]) -> Dist:
        """Build from Fractions already known to be a distribution (results of algebra on
        Dists), skipping the validation that dominates the cost of long computations."""
        dist = cls.__new__(cls)
        dist._p = dict(_sorted((k, v) for k, v in probs.items() if v))
        return dist

    @classmethod
    def from_weights(cls, weights: Mapping[Hashable, Number]) -> Dist:
        """Normalise non-negative weights (counts, say) into a Dist."""
        total = sum(Fraction(w) for w in weights.values())
        return cls({k: Fraction(w) / total for k, w in weights.items()})

    @classmethod
    def certain(cls, outcome: Hashable) -> Dist:
        return cls({outcome: 1})

    # --- the Mapping protocol: dist[x] is P(X = x), 0 for an impossible x ----------------
    def __getitem__(self, outcome: Hashable) -> Fraction:
        return self._p.get(outcome, Fraction(0))

    def __iter__(self):
        return iter(self._p)

    def __len__(self) -> int:
        return len(self._p)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Dist):
            return self._p == other._p
        return NotImplemented

    def __hash__(self) -> int:
        return hash(frozenset(self._p.items()))

    # --- algebra -----------------------------------------------------------------------
    def map(self, f: Callable[[Any], Hashable]) -> Dist:
        return Dist._trusted(_merge((f(x), p) for x, p in self._p.items()))

    def combine(self, other: Dist, f: Callable[[Any, Any], Hashable], *,
                max_pairs: int = MAX_PAIRS) -> Dist:
        """The distribution of f(X, Y) for independent X ~ self, Y ~ other."""
        refuse_above(len(self) * len(other), max_pairs, "outcome pairs", "max_pairs")
        return Dist._trusted(_merge((f(x, y), p * q) for x, p in self._p.items()
                                    for y, q in other._p.items()))

    def __add__(self, other: Dist | Number) -> Dist:
        if isinstance(other, Dist):
            return self.combine(other, lambda x, y: x + y)
        return self.map(lambda x: x + other)

    __radd__ = __add__

    def __sub__(self, other: Dist | Number) -> Dist:
        if isinstance(other, Dist):
            return self.combine(other, lambda x, y: x - y)
        return self.map(lambda x: x - other)

    def __mul__(self, k: int) -> Dist:
        """`d(6) * 3` is three independent d6 summed (3d6), not 3 times one die."""
        if type(k) is not int or k < 1:
            return NotImplemented
        return self.sum_of(k)

    def sum_of(self, k: int, *, max_pairs: int = MAX_PAIRS) -> Dist:
        """The sum of `k` independent copies (`dist * k`), refused up front when the outcome
        pairs it would combine exceed `max_pairs`."""
        refuse_above(self._pairs_to_sum(k, max_pairs), max_pairs, "outcome pairs", "max_pairs")
        total = self
        for _ in range(k - 1):
            total = total.combine(self, lambda x, y: x + y, max_pairs=max_pairs)
        return total

    def _pairs_to_sum(self, k: int, bound: int) -> int:
        """The outcome pairs k - 1 convolutions combine (counting stops past `bound`): after
        i copies a sum of whole numbers spans at most (max - min) * i + 1 outcomes."""
        n = len(self)
        whole = all(type(x) is int for x in self._p)
        span = max(self._p) - min(self._p) if whole else None
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

    def given(self, event: Callable[[Any], bool]) -> Dist:
        """Condition on an event: P(X = x | event)."""
        kept = {x: p for x, p in self._p.items() if event(x)}
        if not kept:
            raise ValueError("cannot condition on an event of probability 0")
        return Dist.from_weights(kept)

    def mixture(self, f: Callable[[Any], Dist]) -> Dist:  # each f(x) was bounded when built
        """Two-stage experiment: draw X, then an outcome of f(X)."""
        return Dist._trusted(_merge((y, p * q) for x, p in self._p.items()
                                    for y, q in f(x)._p.items()))

    # --- measures ----------------------------------------------------------------------
    def P(self, event: Callable[[Any], bool] | Hashable) -> Fraction:
        """P(event) for a predicate, or P(X = value) for a value."""
        if callable(event):
            return sum((p for x, p in self._p.items() if event(x)), Fraction(0))
        return self[event]

    def at_least(self, k: Number) -> Fraction:
        return self.P(lambda x: x >= k)

    def cdf(self) -> dict[Any, Fraction]:
        total, out = Fraction(0), {}
        for x, p in self._p.items():
            total += p
            out[x] = total
        return out

    def mean(self) -> Fraction:
        return sum((x * p for x, p in self._p.items()), Fraction(0))

    def var(self) -> Fraction:
        mu = self.mean()
        return sum(((x - mu) ** 2 * p for x, p in self._p.items()), Fraction(0))

    def items(self):
        return self._p.items()

    # --- display -----------------------------------------------------------------------
    def to_sympy(self) -> dict:
        """Outcome -> sympy Rational, for derivations and LaTeX."""
        import sympy
        return {x: sympy.Rational(p.numerator, p.denominator) for x, p in self._p.items()}

    def latex(self, name: str = "X") -> str:
        import sympy
        return ",\\ ".join(f"P({name}={sympy.latex(x)})={sympy.latex(p)}"
                           for x, p in self.to_sympy().items())

    def table(self) -> list[dict[str, Any]]:
        """Rows for a chart or a DataFrame: outcome, exact fraction, and its float value."""
        return [{"outcome": _label(x), "p": str(p), "probability": float(p)}
                for x, p in self._p.items()]

    def chart(self, title: str = "", x: str = "outcome"):
        """An Altair bar chart of the distribution (float only for plotting)."""
        import altair as alt
        rows = [dict(r, **{x: r["outcome"]}) for r in self.table()]
        sort = [r[x] for r in rows]
        return alt.Chart(alt.Data(values=rows), title=title).mark_bar().encode(
            x=alt.X(f"{x}:N", sort=sort, title=x),
            y=alt.Y("probability:Q", title="probability"),
            tooltip=[alt.Tooltip(f"{x}:N"), alt.Tooltip("p:N", title="exact")])

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td>{escape(_label(x))}</td><td>{p}</td><td>{float(p):.4f}</td></tr>"
                       for x, p in self._p.items())
        return ("<table><thead><tr><th>outcome</th><th>exact</th><th>≈</th></tr></thead>"
                f"<tbody>{rows}</tbody></table>")

    def __repr__(self) -> str:
        return "Dist({" + ", ".join(f"{x!r}: {p}" for x, p in self._p.items()) + "})"


def d(sides: int, *, max_outcomes: int = MAX_OUTCOMES) -> Dist:
    """One fair die: `d(6)`; sums by `+`: `d(4) + d(4)`."""
    if type(sides) is not int or sides < 1:
        raise ValueError(f"a die has a positive whole number of sides, not {sides!r}")
    refuse_above(sides, max_outcomes, "outcomes", "max_outcomes")
    return Dist({k: Fraction(1, sides) for k in range(1, sides + 1)})


def _merge(pairs: Iterable[tuple[Hashable, Fraction]]) -> dict[Hashable, Fraction]:
    out: dict[Hashable, Fraction] = {}
    for k, p in pairs:
        out[k] = out[k] + p if k in out else p
    return out


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
