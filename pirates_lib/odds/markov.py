"""Exact Markov chains: finite-horizon evolution and absorption (probabilities, expected steps).

Solved in Fractions by Gauss-Jordan elimination, which stays fast for a few hundred states;
`to_sympy_matrix` shows the same system symbolically for teaching."""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from .bounds import MAX_SOLVE, MAX_STATES, MAX_STEPS, refuse_above
from .dist import Dist

Transitions = Mapping[Hashable, Mapping[Hashable, Fraction]]


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
    transient state must reach an absorbing one, or the system is singular. Elimination is
    cubic in the transient states, so more than `max_states` of them are refused at once."""
    transient = [s for s, row in transitions.items() if any(t != s for t in row)]
    refuse_above(len(transient), max_states, "transient states", "max_states")
    index = {s: i for i, s in enumerate(transient)}
    if start not in index:
        return Absorption(Dist.certain(start), Fraction(0))
    absorbing = sorted({t for row in transitions.values() for t in row if t not in index},
                       key=repr)
    n = len(transient)
    # (I - Q) X = [R | 1]: columns for each absorbing state, then one for expected steps.
    rows = []
    for s in transient:
        row = [Fraction(0)] * (n + len(absorbing) + 1)
        row[index[s]] += 1
        for t, p in transitions[s].items():
            if t in index:
                row[index[t]] -= p
            else:
                row[n + absorbing.index(t)] += p
        row[-1] = Fraction(1)
        rows.append(row)
    solved = _gauss_jordan(rows, n)[index[start]]
    ends = Dist({a: solved[n + j] for j, a in enumerate(absorbing)})
    return Absorption(ends, solved[-1])


def _gauss_jordan(rows: list[list[Fraction]], n: int) -> list[list[Fraction]]:
    for col in range(n):
        pivot = next((r for r in range(col, n) if rows[r][col] != 0), None)
        if pivot is None:
            raise ValueError("singular chain: some state never reaches an absorbing state")
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [x / lead for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                f = rows[r][col]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[col])]
    return rows


def to_sympy_matrix(transitions: Transitions, order: list[Hashable]):
    """The transition matrix over `order` as a sympy Matrix (for showing, not solving)."""
    import sympy
    return sympy.Matrix([[sympy.Rational(transitions.get(s, {}).get(t, 0)) for t in order]
                         for s in order])
