"""The definitions the fast odds toolkit must agree with exactly: distributions as plain dicts
of Fractions, combined term by term, and enumeration with a fresh chance and a Fraction weight
per path (the toolkit as it was before it went to integer weights and packed sums)."""
from __future__ import annotations

from fractions import Fraction
from itertools import product


def merge(pairs):
    out = {}
    for k, p in pairs:
        out[k] = out.get(k, Fraction(0)) + p
    return {k: p for k, p in out.items() if p}


def combine(a, b, f):
    return merge((f(x, y), p * q) for (x, p), (y, q) in product(a.items(), b.items()))


def sum_of(a, k):
    total = a
    for _ in range(k - 1):
        total = combine(total, a, lambda x, y: x + y)
    return total


def mapped(a, f):
    return merge((f(x), p) for x, p in a.items())


def given(a, event):
    kept = {x: p for x, p in a.items() if event(x)}
    total = sum(kept.values())
    return {x: p / total for x, p in kept.items()}


def mixture(a, f):
    return merge((y, p * q) for x, p in a.items() for y, q in f(x).items())


def mean(a):
    return sum((x * p for x, p in a.items()), Fraction(0))


def var(a):
    mu = mean(a)
    return sum(((x - mu) ** 2 * p for x, p in a.items()), Fraction(0))


class PathChance:
    """Follows a prefix of branches, then the first branch; weighs its path in Fractions."""

    def __init__(self, prefix):
        self.prefix, self.trail, self.prob = prefix, [], Fraction(1)

    def _choose(self, n):
        k = self.prefix[len(self.trail)][0] if len(self.trail) < len(self.prefix) else 0
        self.trail.append((k, n))
        return k

    def die(self, sides):
        self.prob /= sides
        return self._choose(sides) + 1

    def pick(self, options):
        if not isinstance(options, dict):
            self.prob /= len(options)
            return options[self._choose(len(options))]
        kept = {k: Fraction(w) for k, w in options.items() if w}
        key = list(kept)[self._choose(len(kept))]
        self.prob *= kept[key] / sum(kept.values())
        return key

    def draw(self, deck):
        card = list(deck)[self._choose(len(deck))]
        self.prob *= Fraction(deck[card], sum(deck.values()))
        deck[card] -= 1
        if not deck[card]:
            del deck[card]
        return card


def exact(fn):
    """Every path of fn(chance), walked by an odometer over fresh chances."""
    out, prefix = {}, []
    while prefix is not None:
        chance = PathChance(prefix)
        outcome = fn(chance)
        out[outcome] = out.get(outcome, Fraction(0)) + chance.prob
        prefix = next((chance.trail[:i] + [(k + 1, n)] for i, (k, n)
                       in reversed(list(enumerate(chance.trail))) if k + 1 < n), None)
    return out


def absorption(transitions, start):
    """Absorption as the toolkit solved it before it went to whole-number elimination from
    the start: (I - Q) X = [R | 1] over every transient state, by Gauss-Jordan in Fractions.
    Returns (absorbing state -> probability, expected steps)."""
    transient = [s for s, row in transitions.items() if any(t != s for t in row)]
    index = {s: i for i, s in enumerate(transient)}
    if start not in index:
        return {start: Fraction(1)}, Fraction(0)
    absorbing = sorted({t for row in transitions.values() for t in row if t not in index},
                       key=repr)
    n = len(transient)
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
    solved = rows[index[start]]
    ends = {a: solved[n + j] for j, a in enumerate(absorbing) if solved[n + j]}
    return ends, solved[-1]


def kept_sum(a, keep, of, highest):
    """The sum of the `keep` highest (or lowest) of `of` copies, roll by roll."""
    out = {}
    for roll in product(a.items(), repeat=of):
        kept = sorted((x for x, _ in roll), reverse=highest)[:keep]
        p = Fraction(1)
        for _, q in roll:
            p *= q
        out[sum(kept)] = out.get(sum(kept), Fraction(0)) + p
    return out
