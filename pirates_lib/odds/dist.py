"""`Dist`: a finite distribution with exact probabilities (icepool-style value type)."""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable, ItemsView, Iterable, Iterator, Mapping
from fractions import Fraction
from html import escape
from typing import Any, Generic, TypeVar, cast

from ..engine.limits import cut
from . import weights as W
from .arguments import whole
from .bounds import (MAX_COPIES, MAX_OUTCOMES, MAX_PAIRS, MAX_PATHS, MAX_STATES, MAX_STEPS,
                     refuse_above)

Number = int | Fraction
_RATIONAL = (int, bool, Fraction)
T = TypeVar("T", bound=Hashable)  # the outcomes of a Dist
U = TypeVar("U", bound=Hashable)
V = TypeVar("V", bound=Hashable)


class Dist(Mapping[T, Fraction], Generic[T]):
    """Outcome -> exact probability. Immutable; outcomes kept sorted where they sort.
    `Dist[int]` is a distribution of whole numbers, `Dist[tuple[int, ...]]` of hands.

    As in icepool: `d(6) + d(6)` convolves, `3 @ d(6)` sums three dice, `d(6) * 3` triples
    one die, `d(6).highest(3, of=4)` keeps the best dice; `dist.map(f)` transforms,
    `dist.given(pred)` conditions, `dist.P(pred)` measures, `dist.step(f, times=n)` runs a
    chance-using step on every outcome, `dist.chart()` draws. Inside, whole-number weights
    over their total (`weights.py`): Fractions appear only at the boundary (`dist[x]`,
    `items()`, `P`, `mean`).

    >>> Dist({"hit": Fraction(1, 3), "miss": Fraction(2, 3)})
    Dist({'hit': 1/3, 'miss': 2/3})
    >>> (d(6) + d(6))[7]
    Fraction(1, 6)
    >>> Dist({"hit": 0.5, "miss": 0.5})
    Traceback (most recent call last):
    ...
    TypeError: Dist probabilities are exact: use int or Fraction, not float
    """

    __slots__ = ("_w", "_den", "_fractions")
    # Typed Any inside: the outcomes are T's, but the arithmetic on them (sums, means) is
    # checked where it runs, not by the type checker.
    _w: dict[Any, int]  # outcome -> whole-number weight
    _den: int  # the weights' total
    _fractions: dict[Any, Fraction] | None  # outcome -> probability, once asked for

    def __init__(self, probs: Mapping[T, Number] | Iterable[tuple[T, Number]]):
        items = probs.items() if isinstance(probs, Mapping) else probs
        merged: dict[T, Fraction] = {}
        for outcome, p in items:
            if isinstance(p, float):
                raise TypeError("Dist probabilities are exact: use int or Fraction, not float")
            merged[outcome] = merged.get(outcome, Fraction(0)) + Fraction(p)
        merged = {k: v for k, v in merged.items() if v}
        if any(v < 0 for v in merged.values()) or sum(merged.values()) != 1:
            raise ValueError("a Dist's probabilities must be non-negative and sum to 1")
        den = math.lcm(*(v.denominator for v in merged.values()))
        self._set({k: v.numerator * (den // v.denominator) for k, v in merged.items()}, den)

    def _set(self, weights: dict[Any, int], den: int, ordered: bool = False) -> None:
        self._w = weights if ordered else dict(_sorted(weights.items()))
        self._den = den
        self._fractions = None

    @classmethod
    def _of(cls, weights: dict[Any, int], *, reduced: bool = False, ordered: bool = False) -> Dist:
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
    def from_weights(cls, weights: Mapping[U, Number]) -> Dist[U]:
        """Normalise non-negative weights (counts, say) into a Dist.

        >>> Dist.from_weights({"gold": 28, "curse": 6, "monster": 4, "davy jones": 4})
        Dist({'curse': 1/7, 'davy jones': 2/21, 'gold': 2/3, 'monster': 2/21})
        """
        counts = list(weights.values())
        if all(type(w) is int and w >= 0 for w in counts) and any(counts):
            return cls._of(cast(W.Weights, dict(weights)))
        total = sum(Fraction(w) for w in counts)
        return Dist({k: Fraction(w) / total for k, w in weights.items()})

    @classmethod
    def certain(cls, outcome: U) -> Dist[U]:
        """The distribution of a value that is not random: probability 1 on `outcome`.

        >>> Dist.certain(0) + d(4)  # a starting total of 0, then one d4
        Dist({1: 1/4, 2: 1/4, 3: 1/4, 4: 1/4})
        """
        return cls._of({outcome: 1}, reduced=True)

    # --- the Mapping protocol: dist[x] is P(X = x), 0 for an impossible x ----------------
    def __getitem__(self, outcome: object) -> Fraction:
        return Fraction(self._w.get(outcome, 0), self._den)

    def __iter__(self) -> Iterator[T]:
        return iter(self._w)

    def __len__(self) -> int:
        return len(self._w)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Dist):  # reduced weights: equal distributions, equal weights
            return self._den == other._den and self._w == other._w
        return NotImplemented

    def __hash__(self) -> int:
        return hash(frozenset(self.items()))

    def _probs(self) -> dict[Any, Fraction]:
        """Outcome -> Fraction, built once and kept (the Dist is immutable)."""
        if self._fractions is None:
            den = self._den
            self._fractions = {x: Fraction(w, den) for x, w in self._w.items()}
        return self._fractions

    # --- algebra -----------------------------------------------------------------------
    def map(self, f: Callable[[T], U]) -> Dist[U]:
        """The distribution of f(X): outcomes f sends to one value merge.

        >>> d(6).map(lambda x: x % 2 == 0)  # even or odd
        Dist({False: 1/2, True: 1/2})
        """
        return self._mapped(f)

    def _mapped(self, f: Callable[[Any], Hashable]) -> Dist[Any]:
        """`map` for the arithmetic on outcomes (`+ 2`, `* 3`), which the type checker cannot
        check on a `T`: it is checked where it runs."""
        return Dist._of(W.merge((f(x), w) for x, w in self._w.items()))

    def combine(self, other: Dist[U], f: Callable[[T, U], V], *,
                max_pairs: int = MAX_PAIRS) -> Dist[V]:
        """The distribution of f(X, Y) for independent X ~ self, Y ~ other.

        >>> d(6).combine(d(6), lambda a, b: a * b)[12]  # 2*6, 3*4, 4*3, 6*2
        Fraction(1, 9)
        """
        refuse_above(len(self) * len(other), max_pairs, "outcome pairs", "max_pairs")
        return Dist._of(W.merge((f(x, y), v * w) for x, v in self._w.items()
                                for y, w in other._w.items()))

    def __add__(self, other: Dist[Any] | Number) -> Dist[Any]:
        """X + Y for independent X and Y (a convolution), or every outcome plus a number.

        >>> d(4) + d(4)
        Dist({2: 1/16, 3: 1/8, 4: 3/16, 5: 1/4, 6: 3/16, 7: 1/8, 8: 1/16})
        >>> d(6) + 2
        Dist({3: 1/6, 4: 1/6, 5: 1/6, 6: 1/6, 7: 1/6, 8: 1/6})
        """
        if isinstance(other, Dist):
            return self._sum(other._w, other)
        return self._mapped(lambda x: x + other)

    __radd__ = __add__

    def __sub__(self, other: Dist[Any] | Number) -> Dist[Any]:
        """X - Y for independent X and Y, or every outcome less a number.

        >>> (d(6) - d(6)).P(0)  # doubles
        Fraction(1, 6)
        """
        if isinstance(other, Dist):
            return self._sum({-y: w for y, w in other._w.items()}, other, lambda x, y: x - y)
        return self._mapped(lambda x: x - other)

    def _sum(self, weights: W.Weights, other: Dist[Any],
             f: Callable[[Any, Any], Hashable] = lambda x, y: x + y) -> Dist[Any]:
        """X + Y (or X - Y, `weights` then those of -Y): whole numbers through one integer
        product (content is multiplicative, so the result is already reduced)."""
        if not (W.whole(self._w) and W.whole(weights)):
            return self.combine(other, f)
        refuse_above(len(self) * len(other), MAX_PAIRS, "outcome pairs", "max_pairs")
        return Dist._of(W.product(self._w, weights), reduced=True)

    def __mul__(self, k: Number) -> Dist[Any]:
        """Every outcome times `k` (an int or a Fraction): `d(6) * 3` is ONE die tripled, as
        in icepool, not three dice summed (that is `3 @ d(6)`). Same mean, but the spread
        differs: a tripled die has 9 times a die's variance, three dice 3 times.

        >>> d(6) * 3
        Dist({3: 1/6, 6: 1/6, 9: 1/6, 12: 1/6, 15: 1/6, 18: 1/6})
        >>> (d(6) * 3).mean() == (3 @ d(6)).mean(), (d(6) * 3).var() / d(6).var()
        (True, Fraction(9, 1))
        >>> d(4) * Fraction(1, 2)  # whole results stay ints
        Dist({Fraction(1, 2): 1/4, 1: 1/4, Fraction(3, 2): 1/4, 2: 1/4})
        """
        factor = _factor(k)
        wrong = next((x for x in self._w if type(x) not in _RATIONAL), None)
        if wrong is not None:
            raise TypeError(f"dist * k multiplies every outcome, so the outcomes must be exact "
                            f"numbers (int or Fraction), not {cut(wrong)}")
        return self._mapped(lambda x: _whole_if_integral(x * factor))

    __rmul__ = __mul__

    def __rmatmul__(self, n: int) -> Dist[Any]:
        """`n @ dist`: the sum of n independent copies, as in icepool (`3 @ d(6)` is 3d6);
        the same as `dist.sum_of(n)`, which also takes `max_pairs=`.

        >>> (3 @ d(6))[10]  # 27 of the 216 rolls of three dice
        Fraction(1, 8)
        >>> (3 @ d(6)).var() / d(6).var()  # three dice: 3 times a die's variance
        Fraction(3, 1)
        """
        return self.sum_of(n)

    def __matmul__(self, other: object) -> Dist[Any]:
        """`dist @ n` is refused: the number of dice goes on the left (`3 @ d(6)`). The two
        dice libraries students meet disagree on `d6 @ 3` (icepool: one d6 times 3, dyce:
        3d6), so it would teach one of them wrong.

        >>> d(6) @ 3
        Traceback (most recent call last):
        ...
        TypeError: dice counts go on the left: 3 @ d(6) is 3d6; d(6) * 3 is one die tripled
        """
        raise TypeError("dice counts go on the left: 3 @ d(6) is 3d6; d(6) * 3 is one die "
                        "tripled")

    def sum_of(self, k: int, *, max_pairs: int = MAX_PAIRS) -> Dist[Any]:
        """The sum of `k` independent copies (`k @ dist`; k = 0 sums nothing: 0 for sure),
        refused up front when the outcome pairs it would combine exceed `max_pairs`.

        >>> d(6).sum_of(2) == d(6) + d(6) == 2 @ d(6)
        True
        >>> d(6).sum_of(10**6)
        Traceback (most recent call last):
        ...
        pirates_lib.odds.bounds.TooBig: this question needs at least ...
        """
        k = whole(k, "the number of copies summed", 0, MAX_COPIES)
        pairs = self._pairs_to_sum(k, max_pairs)
        refuse_above(pairs, max_pairs, "outcome pairs", "max_pairs")
        if k == 0:
            return Dist.certain(0)
        if W.whole(self._w):
            return Dist._of(W.power(self._w, k, pairs), reduced=True)
        total: Dist[Any] = self
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

    def max(self, other: Dist[U]) -> Dist[T | U]:
        """The larger of two independent outcomes.

        >>> d(6).max(d(6))[6]  # at least one six in two dice
        Fraction(11, 36)
        """
        larger: Callable[[Any, Any], Any] = max
        return self.combine(other, larger)

    def min(self, other: Dist[U]) -> Dist[T | U]:
        """The smaller of two independent outcomes.

        >>> d(6).min(d(6))[1]  # at least one 1 in two dice
        Fraction(11, 36)
        """
        smaller: Callable[[Any, Any], Any] = min
        return self.combine(other, smaller)

    def highest(self, keep: int, *, of: int, max_pairs: int = MAX_PAIRS) -> Dist[Any]:
        """The sum of the `keep` highest of `of` independent copies: `d(6).highest(3, of=4)`
        is "roll 4d6, keep the highest 3". Evaluated face by face as icepool evaluates a pool
        (`pools.py`), never roll by roll, and refused up front when its terms would exceed
        `max_pairs`.

        >>> d(6).highest(3, of=4).mean()  # more than 3d6's 21/2
        Fraction(15869, 1296)
        """
        return self._keep(keep, of, True, max_pairs, "highest")

    def lowest(self, keep: int, *, of: int, max_pairs: int = MAX_PAIRS) -> Dist[Any]:
        """The sum of the `keep` lowest of `of` independent copies: `d(20).lowest(1, of=2)`
        is a roll at disadvantage. As `highest`, the faces visited lowest first.

        >>> d(20).lowest(1, of=2).at_least(11)  # both dice at least 11
        Fraction(1, 4)
        """
        return self._keep(keep, of, False, max_pairs, "lowest")

    def _keep(self, keep: int, of: int, highest: bool, max_pairs: int, name: str) -> Dist[Any]:
        from .pools import check_pool, keep_sum
        keep, of = check_pool(keep, of, self._w, name)
        if keep == 0:
            return Dist.certain(0)
        if keep == of:
            return self.sum_of(of, max_pairs=max_pairs)
        return Dist._of(keep_sum(self._w, keep, of, highest, max_pairs))

    def given(self, event: Callable[[T], bool]) -> Dist[T]:
        """Condition on an event: P(X = x | event).

        >>> d(6).given(lambda x: x > 3)  # told the die shows more than 3
        Dist({4: 1/3, 5: 1/3, 6: 1/3})
        """
        kept = {x: w for x, w in self._w.items() if event(x)}
        if not kept:
            raise ValueError("cannot condition on an event of probability 0")
        return Dist._of(kept)

    def mixture(self, f: Callable[[T], Dist[U]]) -> Dist[U]:  # each f(x) was bounded when built
        """Two-stage experiment: draw X, then an outcome of f(X).

        >>> d(2).mixture(lambda x: d(4) if x == 1 else d(6))[5]  # a coin picks the die
        Fraction(1, 12)
        """
        stages = [(w, f(x)) for x, w in self._w.items()]
        den = math.lcm(*(stage._den for _, stage in stages))
        return Dist._of(W.merge((y, w * v * (den // stage._den)) for w, stage in stages
                                for y, v in stage._w.items()))

    def step(self, fn: Callable[[T, Any], T], times: int = 1, *,
             max_steps: int = MAX_STEPS, max_states: int = MAX_STATES,
             max_paths: int = MAX_PATHS) -> Dist[T]:
        """The distribution after `times` steps, each outcome x going on to
        `exact(lambda chance: fn(x, chance))`, equal results merged: the cost grows with the
        distinct states met, not with the paths through all the steps. See `stepping.py`.

        >>> fifty = Dist.certain(0).step(lambda total, chance: total + chance.die(6), times=50)
        >>> len(fifty), fifty == 50 @ d(6)  # 251 sums met, not 6**50 paths
        (251, True)
        """
        from .stepping import run_steps
        if type(times) is not int or times < 0:
            raise ValueError(f"times is a whole number of at least 0, not {times!r}")
        refuse_above(times, max_steps, "steps", "max_steps")
        weights = run_steps(self._w, fn, times, max_states=max_states, max_paths=max_paths)
        return self if weights is None else Dist._of(weights)

    # --- measures ----------------------------------------------------------------------
    def P(self, event: Callable[[T], bool] | object) -> Fraction:
        """P(event) for a predicate, or P(X = value) for a value.

        >>> d(6).P(lambda x: x % 2 == 0), d(6).P(3)
        (Fraction(1, 2), Fraction(1, 6))
        """
        if callable(event):
            return Fraction(sum(w for x, w in self._w.items() if event(x)), self._den)
        return self[event]

    def at_least(self, k: Number) -> Fraction:
        """P(X >= k).

        >>> (d(6) + d(6)).at_least(10)
        Fraction(1, 6)
        """
        return self.P(lambda x: x >= k)

    def cdf(self) -> dict[T, Fraction]:
        """Outcome -> P(X <= outcome), in the outcomes' order.

        >>> d(4).cdf()[2]
        Fraction(1, 2)
        """
        total, out, den = 0, {}, self._den
        for x, w in self._w.items():
            total += w
            out[x] = Fraction(total, den)
        return out

    def mean(self) -> Fraction:
        """The expected value, exactly.

        >>> d(6).mean()
        Fraction(7, 2)
        """
        if not self._rational():
            return sum((x * p for x, p in self._probs().items()), Fraction(0))
        return Fraction(sum(x * w for x, w in self._w.items()), self._den)

    def var(self) -> Fraction:
        """E[X^2] - E[X]^2, summed over whole-number weights (as exact as the definition).

        >>> d(6).var()
        Fraction(35, 12)
        """
        if not self._rational():
            mu = self.mean()
            return sum(((x - mu) ** 2 * p for x, p in self._probs().items()), Fraction(0))
        den, first, second = self._den, 0, 0
        for x, w in self._w.items():
            first += x * w
            second += x * x * w
        return Fraction(second * den - first * first, den * den)

    def _rational(self) -> bool:
        """Are the outcomes exact numbers, so that means may be summed on the weights?"""
        return all(type(x) in _RATIONAL for x in self._w)

    def items(self) -> ItemsView[T, Fraction]:
        return self._probs().items()

    # --- display -----------------------------------------------------------------------
    def to_sympy(self) -> dict[T, Any]:
        """Outcome -> sympy Rational, for derivations and LaTeX.

        >>> d(2).to_sympy()
        {1: 1/2, 2: 1/2}
        """
        import sympy
        return {x: sympy.Rational(p.numerator, p.denominator) for x, p in self.items()}

    def latex(self, name: str = "X") -> str:
        """The distribution as LaTeX, for a notebook's Markdown or `display(Math(...))`.

        >>> print(d(2).latex())
        P(X=1)=\\frac{1}{2},\\ P(X=2)=\\frac{1}{2}
        """
        import sympy
        return ",\\ ".join(f"P({name}={sympy.latex(x)})={sympy.latex(p)}"
                           for x, p in self.to_sympy().items())

    def table(self) -> list[dict[str, Any]]:
        """Rows for a chart or a DataFrame: outcome, exact fraction, and its float value.

        >>> d(4).table()[0]
        {'outcome': '1', 'p': '1/4', 'probability': 0.25}
        """
        return [{"outcome": _label(x), "p": str(p), "probability": float(p)}
                for x, p in self.items()]

    def chart(self, title: str = "", x: str = "outcome") -> Any:
        """An Altair bar chart of the distribution (float only for plotting); a bar's tooltip
        gives its outcome, its exact probability and that probability's decimal.

        >>> (2 @ d(6)).chart(title="two dice").to_dict()["mark"]["type"]
        'bar'
        """
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


def d(sides: int, *, max_outcomes: int = MAX_OUTCOMES) -> Dist[int]:
    """One fair die with faces 1 to `sides`. Sum dice with `+` or `@`, scale one with `*`.

    >>> d(4)
    Dist({1: 1/4, 2: 1/4, 3: 1/4, 4: 1/4})
    >>> (d(4) + d(4)) == 2 @ d(4)
    True
    """
    if type(sides) is not int or sides < 1:
        raise ValueError(f"a die has a positive whole number of sides, not {sides!r}")
    refuse_above(sides, max_outcomes, "outcomes", "max_outcomes")
    return Dist._of({k: 1 for k in range(1, sides + 1)}, reduced=True, ordered=True)


def _factor(k: Any) -> Number:
    """The number `dist * k` multiplies by: an int or a Fraction, never a float or a truth
    value (a Dist stays exact), nor a Dist (its product is `combine`)."""
    if isinstance(k, Dist):
        raise TypeError("dist * k multiplies every outcome by a number; for the product of "
                        "two independent outcomes use a.combine(b, operator.mul)")
    if type(k) not in (int, Fraction):
        raise TypeError(f"dist * k multiplies every outcome by an exact number (int or "
                        f"Fraction), not {type(k).__name__} {cut(k)}")
    return k


def _whole_if_integral(x: Any) -> Any:
    """A whole Fraction as an int, so that scaled dice still sum as whole numbers."""
    return x.numerator if type(x) is Fraction and x.denominator == 1 else x


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
