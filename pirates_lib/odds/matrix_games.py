"""Exact mixed equilibria of small two-player zero-sum matrix games, in rational arithmetic.

docs/architecture.md ("Simultaneous games"): auction and action-choice questions in Libertalia and Key
Largo are small matrix games; their equilibria are found here exactly (Fractions, never
floats) by the simplex method with Bland's rule, which cannot cycle. The row player
maximises, the column player minimises, as in von Neumann's minimax theorem."""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from numbers import Rational
from typing import Any

Matrix = Sequence[Sequence[Rational | int]]


@dataclass(frozen=True)
class Equilibrium:
    """The value of the game and optimal mixed strategies (probabilities per row / column),
    what `solve_zero_sum` returns; it unpacks as `value, row, col` (lists).

    >>> rock_paper_scissors = [[0, -1, 1], [1, 0, -1], [-1, 1, 0]]
    >>> value, row, col = solve_zero_sum(rock_paper_scissors)
    >>> value, row
    (Fraction(0, 1), [Fraction(1, 3), Fraction(1, 3), Fraction(1, 3)])
    """

    value: Fraction
    row: tuple[Fraction, ...]
    col: tuple[Fraction, ...]

    def __iter__(self) -> Iterator[Any]:
        return iter((self.value, list(self.row), list(self.col)))


def solve_zero_sum(payoff: Matrix) -> Equilibrium:
    """The exact value and optimal strategies of the zero-sum game `payoff[i][j]` (what the
    column player pays the row player when row i meets column j).

    Shifting every payoff to be positive changes no strategy; then the column player's
    problem is 'maximise sum(v) with A v <= 1, v >= 0' (value = 1 / sum(v)), whose simplex
    tableau also holds the row player's optimal strategy as the slack columns' prices.

    >>> pennies = solve_zero_sum([[1, -1], [-1, 1]])  # matching pennies: half and half
    >>> pennies.value, pennies.row, pennies.col
    (Fraction(0, 1), (Fraction(1, 2), Fraction(1, 2)), (Fraction(1, 2), Fraction(1, 2)))
    >>> solve_zero_sum([[3, 1], [4, 2]]).value  # a saddle point: row 2, column 2, pure
    Fraction(2, 1)
    """
    rows = [[Fraction(x) for x in row] for row in payoff]
    if not rows or not rows[0] or any(len(r) != len(rows[0]) for r in rows):
        raise ValueError("a payoff matrix is a non-empty list of rows of equal length")
    m, n = len(rows), len(rows[0])
    shift = 1 - min(min(r) for r in rows)
    table = [[x + shift for x in r] + [Fraction(int(i == k)) for k in range(m)] + [Fraction(1)]
             for i, r in enumerate(rows)]
    cost = [Fraction(-1)] * n + [Fraction(0)] * (m + 1)
    basis = [n + i for i in range(m)]
    _simplex(table, cost, basis)
    total = cost[-1]
    col = [Fraction(0)] * n
    for i, b in enumerate(basis):
        if b < n:
            col[b] = table[i][-1] / total
    row = [cost[n + i] / total for i in range(m)]
    return Equilibrium(1 / total - shift, tuple(row), tuple(col))


def _simplex(table: list[list[Fraction]], cost: list[Fraction], basis: list[int]) -> None:
    """Pivot until no reduced cost is negative (Bland: lowest entering and leaving index)."""
    while True:
        enter = next((j for j, c in enumerate(cost[:-1]) if c < 0), None)
        if enter is None:
            return
        ratios = [(t[-1] / t[enter], basis[i], i) for i, t in enumerate(table) if t[enter] > 0]
        if not ratios:
            raise ArithmeticError("unbounded: cannot happen for a positive payoff matrix")
        _, _, leave = min(ratios)
        _pivot(table, cost, leave, enter)
        basis[leave] = enter


def _pivot(table: list[list[Fraction]], cost: list[Fraction], r: int, c: int) -> None:
    pivot_row = table[r]
    p = pivot_row[c]
    table[r] = pivot_row = [x / p for x in pivot_row]
    for i, t in enumerate(table):
        if i != r and t[c]:
            f = t[c]
            table[i] = [x - f * y for x, y in zip(t, pivot_row)]
    f = cost[c]
    cost[:] = [x - f * y for x, y in zip(cost, pivot_row)]


def guarantees(payoff: Matrix, row: Sequence[Rational], col: Sequence[Rational]
               ) -> tuple[Fraction, Fraction]:
    """What `row` guarantees the row player (its worst column) and what `col` concedes at
    most (its worst row): equal, and equal to the value, exactly at an equilibrium.

    >>> half = [Fraction(1, 2), Fraction(1, 2)]
    >>> guarantees([[1, -1], [-1, 1]], half, half)  # an equilibrium: both 0, the value
    (Fraction(0, 1), Fraction(0, 1))
    >>> guarantees([[1, -1], [-1, 1]], [1, 0], [1, 0])  # pure strategies are exploited
    (Fraction(-1, 1), Fraction(1, 1))
    """
    a = [[Fraction(x) for x in r] for r in payoff]
    p, q = [Fraction(x) for x in row], [Fraction(x) for x in col]
    floor = min(sum((x * a[i][j] for i, x in enumerate(p)), Fraction(0)) for j in range(len(a[0])))
    ceiling = max(sum((x * a[i][j] for j, x in enumerate(q)), Fraction(0)) for i in range(len(a)))
    return floor, ceiling
