"""Exact Markov chains: finite-horizon evolution and absorption (probabilities, expected steps).

Absorption is solved from the start alone, in whole numbers, a class of states that reach each
other at a time (`elimination.py`); `to_sympy_matrix` shows the same system symbolically for
teaching."""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Generic, TypeVar

from .bounds import MAX_SOLVE, MAX_STATES, MAX_STEPS, refuse_above
from .dist import Dist
from .elimination import Transitions, exact_sum, expected_visits, whole_rows

S = TypeVar("S", bound=Hashable)  # a chain's states


def evolve(start: Dist[S] | S, step: Callable[[S], Mapping[S, Fraction]],
           steps: int, absorbing: Callable[[S], bool] = lambda s: False, *,
           max_steps: int = MAX_STEPS, max_states: int = MAX_STATES) -> Dist[S]:
    """The distribution of the state after `steps` steps; absorbing states stay put.

    `step(s)` is called once per distinct state. The running distribution is kept as integer
    weights over one common denominator, so long chains cost integer, not Fraction, arithmetic.
    More than `max_steps` steps is refused at once; more than `max_states` distinct states as
    soon as they are met.

    >>> evolve(0, lambda s: {s + 1: Fraction(1, 2), s: Fraction(1, 2)}, 3)  # 3 coin flips
    Dist({0: 1/8, 1: 3/8, 2: 3/8, 3: 1/8})
    """
    if type(steps) is not int or steps < 0:
        raise ValueError(f"steps is a whole number of at least 0, not {steps!r}")
    refuse_above(steps, max_steps, "steps", "max_steps")
    first = start if isinstance(start, Dist) else Dist.certain(start)
    den = math.lcm(*(p.denominator for p in first.values()))
    weights = {s: int(p * den) for s, p in first.items()}
    rows: dict[S, tuple[int, dict[S, int]]] = {}
    for _ in range(steps):
        for s in weights:
            if s not in rows:
                rows[s] = _integer_row({s: Fraction(1)} if absorbing(s) else step(s))
                refuse_above(len(rows), max_states, "states", "max_states")
        scale = math.lcm(*(rows[s][0] for s in weights))
        nxt: dict[S, int] = {}
        for s, w in weights.items():
            row_den, row = rows[s]
            factor = w * (scale // row_den)
            for t, q in row.items():
                nxt[t] = nxt.get(t, 0) + factor * q
        weights, den = nxt, den * scale
    return Dist({s: Fraction(w, den) for s, w in weights.items()})


def _integer_row(row: Mapping[S, Fraction]) -> tuple[int, dict[S, int]]:
    den = math.lcm(*(Fraction(p).denominator for p in row.values()))
    return den, {t: int(Fraction(p) * den) for t, p in row.items()}


@dataclass(frozen=True)
class Absorption(Generic[S]):
    """Where a chain started at `start` ends up, and how long it takes on average (what
    `absorption` returns).

    >>> Absorption(Dist({"win": Fraction(2, 3), "lose": Fraction(1, 3)}), Fraction(2)).ends["win"]
    Fraction(2, 3)
    """

    ends: Dist[S]
    expected_steps: Fraction


def absorption(transitions: Transitions[S], start: S, *,
               max_states: int = MAX_SOLVE) -> Absorption[S]:
    """Exact absorption probabilities and expected steps to absorption.

    A state is absorbing when it has no outgoing transitions (or only to itself). Every
    transient state must reach an absorbing one, or the system is singular. Solved from
    `start` alone, class by class in whole numbers (`elimination.py`): linear in the
    transitions for a chain that only moves on, cubic only inside a class of states that
    reach each other; more than `max_states` transient states are refused at once.

    >>> half = Fraction(1, 2)
    >>> ruin = {1: {0: half, 2: half}, 2: {1: half, 3: half}}  # a coin flip wins or loses 1
    >>> absorption(ruin, 1)  # from 1 doubloon, broke (0) before 3 with chance 2/3, in 2 flips
    Absorption(ends=Dist({0: 2/3, 3: 1/3}), expected_steps=Fraction(2, 1))
    """
    transient = {s for s, row in transitions.items() if any(t != s for t in row)}
    refuse_above(len(transient), max_states, "transient states", "max_states")
    if start not in transient:
        return Absorption(Dist.certain(start), Fraction(0))
    rows = whole_rows(transitions, transient)
    visits = expected_visits(rows, start)
    ends: dict[S, list[tuple[int, int]]] = {}
    for s, v in visits.items():
        den, row = rows[s]
        for t, q in row.items():
            if t not in rows:
                ends.setdefault(t, []).append((v.numerator * q, v.denominator * den))
    return Absorption(Dist({t: exact_sum(terms) for t, terms in ends.items()}),
                      exact_sum([(v.numerator, v.denominator) for v in visits.values()]))


def to_sympy_matrix(transitions: Transitions[S], order: list[S]) -> Any:
    """The transition matrix over `order` as a sympy Matrix (for showing, not solving).

    >>> to_sympy_matrix({1: {0: Fraction(1, 2), 2: Fraction(1, 2)}}, [0, 1, 2])
    Matrix([
    [  0, 0,   0],
    [1/2, 0, 1/2],
    [  0, 0,   0]])
    """
    import sympy
    return sympy.Matrix([[sympy.Rational(transitions.get(s, {}).get(t, 0)) for t in order]
                         for s in order])
