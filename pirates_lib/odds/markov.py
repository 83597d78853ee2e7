"""Exact Markov chains: finite-horizon evolution and absorption (probabilities, expected steps).

Absorption is solved from the start alone, in whole numbers, a class of states that reach each
other at a time (`elimination.py`); `to_sympy_matrix` shows the same system symbolically for
teaching."""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from .bounds import MAX_SOLVE, MAX_STATES, MAX_STEPS, refuse_above
from .dist import Dist
from .elimination import Transitions, exact_sum, expected_visits, whole_rows


def evolve(start: Dist | Hashable, step: Callable[[Hashable], Mapping[Hashable, Fraction]],
           steps: int, absorbing: Callable[[Hashable], bool] = lambda s: False, *,
           max_steps: int = MAX_STEPS, max_states: int = MAX_STATES) -> Dist:
    """The distribution of the state after `steps` steps; absorbing states stay put.

    `step(s)` is called once per distinct state. The running distribution is kept as integer
    weights over one common denominator, so long chains cost integer, not Fraction, arithmetic.
    More than `max_steps` steps is refused at once; more than `max_states` distinct states as
    soon as they are met."""
    if type(steps) is not int or steps < 0:
        raise ValueError(f"steps is a whole number of at least 0, not {steps!r}")
    refuse_above(steps, max_steps, "steps", "max_steps")
    first = start if isinstance(start, Dist) else Dist.certain(start)
    den = math.lcm(*(p.denominator for p in first.values()))
    weights = {s: int(p * den) for s, p in first.items()}
    rows: dict[Hashable, tuple[int, dict[Hashable, int]]] = {}
    for _ in range(steps):
        for s in weights:
            if s not in rows:
                rows[s] = _integer_row({s: Fraction(1)} if absorbing(s) else step(s))
                refuse_above(len(rows), max_states, "states", "max_states")
        scale = math.lcm(*(rows[s][0] for s in weights))
        nxt: dict[Hashable, int] = {}
        for s, w in weights.items():
            row_den, row = rows[s]
            factor = w * (scale // row_den)
            for t, q in row.items():
                nxt[t] = nxt.get(t, 0) + factor * q
        weights, den = nxt, den * scale
    return Dist({s: Fraction(w, den) for s, w in weights.items()})


def _integer_row(row: Mapping[Hashable, Fraction]) -> tuple[int, dict[Hashable, int]]:
    den = math.lcm(*(Fraction(p).denominator for p in row.values()))
    return den, {t: int(Fraction(p) * den) for t, p in row.items()}


@dataclass(frozen=True)
class Absorption:
    """Where a chain started at `start` ends up, and how long it takes on average."""

    ends: Dist
    expected_steps: Fraction


def absorption(transitions: Transitions, start: Hashable, *,
               max_states: int = MAX_SOLVE) -> Absorption:
    """Exact absorption probabilities and expected steps to absorption.

    A state is absorbing when it has no outgoing transitions (or only to itself). Every
    transient state must reach an absorbing one, or the system is singular. Solved from
    `start` alone, class by class in whole numbers (`elimination.py`): linear in the
    transitions for a chain that only moves on, cubic only inside a class of states that
    reach each other; more than `max_states` transient states are refused at once."""
    transient = {s for s, row in transitions.items() if any(t != s for t in row)}
    refuse_above(len(transient), max_states, "transient states", "max_states")
    if start not in transient:
        return Absorption(Dist.certain(start), Fraction(0))
    rows = whole_rows(transitions, transient)
    visits = expected_visits(rows, start)
    ends: dict[Hashable, list[tuple[int, int]]] = {}
    for s, v in visits.items():
        den, row = rows[s]
        for t, q in row.items():
            if t not in rows:
                ends.setdefault(t, []).append((v.numerator * q, v.denominator * den))
    return Absorption(Dist({t: exact_sum(terms) for t, terms in ends.items()}),
                      exact_sum([(v.numerator, v.denominator) for v in visits.values()]))


def to_sympy_matrix(transitions: Transitions, order: list[Hashable]):
    """The transition matrix over `order` as a sympy Matrix (for showing, not solving)."""
    import sympy
    return sympy.Matrix([[sympy.Rational(transitions.get(s, {}).get(t, 0)) for t in order]
                         for s in order])
