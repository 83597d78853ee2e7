"""The linear algebra of `absorption`: expected visits from one start, in whole numbers.

An absorbing chain's answer from `start` is one row of its fundamental matrix (I - Q)^-1: the
expected visits v to each transient state, which solve v (I - Q) = e_start. Then the ends
are v R and the expected steps the sum of v: one right-hand side, not one per absorbing state,
and only over the states `start` reaches. Those are put in the order of their classes (states
that reach each other), a class before the classes it leads to (Tarjan's algorithm finds them
sinks first), so the system is block triangular: a chain that only moves on (a race) is
triangular and costs one substitution per transition, and elimination fills in only inside a
class. Each equation is scaled to whole numbers, and eliminating combines two rows without a
fraction, row_i * a_pp - row_p * a_ip, then divides by the row's gcd (as icepool does): the
only Fractions are the answers, built once each in the back substitution."""
from __future__ import annotations

import math
from collections.abc import Hashable, Iterator, Mapping
from fractions import Fraction
from typing import TypeVar

S = TypeVar("S", bound=Hashable)  # a chain's states
Transitions = Mapping[S, Mapping[S, Fraction]]  # state -> next state -> probability
WholeRow = tuple[int, dict[S, int]]  # (denominator, next state -> whole weight)
Row = dict[int, int]  # column (a position in the order) -> whole coefficient


def whole_rows(transitions: Transitions[S], transient: set[S]) -> dict[S, WholeRow[S]]:
    """Every transient row as whole weights over its denominator, checked to be exact
    probabilities summing to 1, and every transient state checked to reach an absorbing one
    (otherwise I - Q is singular: the chain may never end)."""
    rows = {s: _whole_row(s, transitions[s]) for s in transient}
    before: dict[S, list[S]] = {s: [] for s in transient}
    ending: set[S] = set()
    for s, (_, row) in rows.items():
        for t in row:
            if t in transient:
                before[t].append(s)
            else:
                ending.add(s)
    todo = list(ending)
    while todo:
        for r in before[todo.pop()]:
            if r not in ending:
                ending.add(r)
                todo.append(r)
    stuck = next((s for s in transient if s not in ending), None)
    if stuck is not None:
        raise ValueError(f"singular chain: some state never reaches an absorbing state "
                         f"({stuck!r})")
    return rows


def _whole_row(s: S, row: Mapping[S, Fraction]) -> WholeRow[S]:
    for t, p in row.items():
        if type(p) not in (int, Fraction):
            raise TypeError(f"chain probabilities are exact: use int or Fraction, not {p!r} "
                            f"(from {s!r} to {t!r})")
        if p < 0:
            raise ValueError(f"a chain's probabilities are non-negative, not {p} (from {s!r} "
                             f"to {t!r})")
    den = math.lcm(*(p.denominator for p in row.values()))
    whole = {t: p.numerator * (den // p.denominator) for t, p in row.items() if p}
    if sum(whole.values()) != den:
        raise ValueError(f"the probabilities from {s!r} sum to {sum(row.values())}, not 1")
    return den, whole


def expected_visits(rows: dict[S, WholeRow[S]], start: S) -> dict[S, Fraction]:
    """State -> expected visits before absorption, for every transient state `start`
    reaches (`rows` from `whole_rows`)."""
    order = class_order(rows, start)
    position = {s: i for i, s in enumerate(order)}
    equations, rhs = _equations(rows, order, position, start)
    _eliminate(equations, rhs, _users(equations))
    visits: list[Fraction] = [Fraction(0)] * len(order)
    for p in reversed(range(len(order))):
        row = equations[p]
        rest = sum((c * visits[j] for j, c in row.items() if j != p), Fraction(0))
        visits[p] = (rhs[p] - rest) / row[p] if rest else Fraction(rhs[p], row[p])
    return dict(zip(order, visits))


def exact_sum(terms: list[tuple[int, int]]) -> Fraction:
    """The sum of numerator / denominator pairs over their least common multiple: one
    division at the end, not a gcd per term."""
    den = math.lcm(*(d for _, d in terms))
    return Fraction(sum(n * (den // d) for n, d in terms), den)


def class_order(rows: dict[S, WholeRow[S]], start: S) -> list[S]:
    """The transient states `start` reaches, each class of states that reach each other
    before every class it leads to (Tarjan's algorithm, without recursion)."""
    def onward(s: S) -> Iterator[S]:
        return iter([t for t in rows[s][1] if t in rows])
    index, low, stack, found = {start: 0}, {start: 0}, [start], []
    place = {start: 0}  # the states on the stack, at their positions
    work = [(start, onward(start))]
    while work:
        s, successors = work[-1]
        for t in successors:
            if t not in index:
                index[t] = low[t] = len(index)
                place[t] = len(stack)
                stack.append(t)
                work.append((t, onward(t)))
                break
            if t in place:
                low[s] = min(low[s], index[t])
        else:
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[s])
            if low[s] == index[s]:
                found.append(stack[place[s]:])
                for t in found[-1]:
                    del place[t]
                del stack[len(stack) - len(found[-1]):]
    return [s for states in reversed(found) for s in reversed(states)]


def _equations(rows: dict[S, WholeRow[S]], order: list[S], position: dict[S, int],
               start: S) -> tuple[list[Row], list[int]]:
    """v_t - sum_s v_s Q[s, t] = [t is start], one equation per state t, each scaled to
    whole numbers by the least common multiple of its denominators."""
    terms: list[list[tuple[int, int, int]]] = [[] for _ in order]
    for i, s in enumerate(order):
        den, row = rows[s]
        for t, q in row.items():
            j = position.get(t)
            if j is not None:
                terms[j].append((i, q, den))
    equations, rhs = [], []
    for j, into in enumerate(terms):
        scale = math.lcm(*(den for _, _, den in into))
        eq = {j: scale}
        for i, q, den in into:
            eq[i] = eq.get(i, 0) - q * (scale // den)
        equations.append({i: c for i, c in eq.items() if c})
        rhs.append(scale if order[j] == start else 0)
    return equations, rhs


def _users(rows: list[Row]) -> list[set[int]]:
    """Column -> the rows below its pivot holding it."""
    users: list[set[int]] = [set() for _ in rows]
    for i, row in enumerate(rows):
        for j in row:
            if j < i:
                users[j].add(i)
    return users


def _eliminate(rows: list[Row], rhs: list[int], users: list[set[int]]) -> None:
    """Fraction-free forward elimination in place: afterwards row p holds columns >= p only.
    No pivoting: I - Q of a chain that ends is a nonsingular M-matrix, whose pivots in any
    order are positive."""
    for p, pivot in enumerate(rows):
        a = pivot[p]
        for i in users[p]:
            row = rows[i]
            b = row.pop(p, 0)
            if not b:  # a fill-in that cancelled
                continue
            new = {j: c * a for j, c in row.items()}
            for j, c in pivot.items():
                if j != p:
                    c = new.get(j, 0) - c * b
                    if c:
                        new[j] = c
                        if j < i:
                            users[j].add(i)
                    else:
                        new.pop(j, None)
            rhs[i] = rhs[i] * a - rhs[p] * b
            g = math.gcd(rhs[i], *new.values())
            if g > 1:
                new = {j: c // g for j, c in new.items()}
                rhs[i] //= g
            rows[i] = new
