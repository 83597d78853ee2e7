"""`Dist.highest` and `Dist.lowest`: the sum of the k highest (or lowest) of n independent
copies of a distribution, without listing its len(dist) ** n rolls.

As icepool evaluates a pool: the faces are visited in order, highest first for `highest`, and a
state is how many dice show the faces seen so far, all of them kept while fewer than k. The
next face shown by c of the `free` dice left is one multinomial term, comb(free, c) * w ** c.
Once k dice are kept the sum is settled, and the dice left only have to show later faces, in
rest ** left ways (rest: the weight of the faces not yet visited), so no state holds k or more
dice: a question costs about faces * k * k terms, however many dice are rolled. By the
binomial theorem the settling terms of a state sum to (w + rest) ** free minus the terms that
keep fewer than k, so they cost k terms too. Sums of whole-number faces are polynomials packed
into one big integer (`weights.py`), so a term is one integer product and one shift."""
from __future__ import annotations

from fractions import Fraction
from itertools import chain
from math import comb
from typing import Any

from ..engine.limits import cut
from .arguments import whole
from .bounds import refuse_above
from .weights import Weights, Whole, dense, merge, slot_bytes, unpack
from .weights import whole as whole_numbers

Poly = Any  # the kept sums so far: a packed integer, or `Sums`
Faces = dict[int | Fraction, int]  # face -> weight: exact numbers only (`check_pool`)


def keep_sum(weights: Faces, keep: int, of: int, highest: bool,
             max_pairs: int) -> Whole | Weights:
    """The weights of the sum of the `keep` highest (or lowest) of `of` copies of `weights`
    (0 < keep < of), refused first when its terms would exceed `max_pairs` (`pool_pairs`)."""
    faces = sorted(weights.items(), reverse=highest)  # (face, weight) in keeping order
    total = sum(weights.values())
    refuse_above(pool_pairs(len(faces), keep, 1), max_pairs, "outcome pairs", "max_pairs")
    sums = _kept_sums(weights, keep)
    if whole_numbers(weights):
        lo, hi = min(weights), max(weights)
        span, slot = keep * (hi - lo) + 1, slot_bytes(of * (total + 1).bit_length())
        if dense(span, slot, sums):  # a kept sum S sits at slot S - keep * lo
            refuse_above(pool_pairs(len(faces), keep, span * slot // 4096 + 1), max_pairs,
                         "outcome pairs", "max_pairs")
            shifts = [(8 * slot * (x - lo), w) for x, w in faces]
            return unpack(_settle(shifts, keep, of, total, 1), keep * lo, span, slot)
    words = of * total.bit_length() // 64 + 1
    refuse_above(pool_pairs(len(faces), keep, sums * words), max_pairs, "outcome pairs",
                 "max_pairs")
    return _settle(faces, keep, of, total, Sums({0: 1})).weights


def pool_pairs(faces: int, keep: int, per_term: int) -> int:
    """The work of a pool question, counted as `max_pairs` counts outcome pairs: its terms
    (at most keep * (keep + 3) / 2 a face), each costing one pair per kept sum and 64-bit
    word of weight, or, packed, one pair per 4 KB of the packed integer (measured: packed
    bytes cost about 0.3 ns each, a pair of dict entries about 0.5 us). The terms alone are
    counted first, so that the sums are not counted for a question plainly too big."""
    return faces * keep * (keep + 3) // 2 * per_term


def _kept_sums(faces: Faces, keep: int) -> int:
    """At most how many distinct sums `keep` dice take: for whole numbers no more than the
    span of the sums, and never more than the multisets of faces."""
    if whole_numbers(faces):
        span = keep * (max(faces) - min(faces)) + 1
        if span <= keep * len(faces):
            return span
    return comb(len(faces) + keep - 1, keep)


def _settle(faces: list[tuple[Any, int]], keep: int, of: int, total: int, unit: Poly) -> Poly:
    """The pool evaluation (see the module docstring) over (shift, weight) per face in keeping
    order, where `poly * k << shift` adds a face to every sum: `states` maps the dice placed so
    far, all kept, to their sums; `done` gathers the settled ones."""
    states: dict[int, Poly] = {0: unit}
    done: Poly = None
    rest = total
    for shift, w in faces:
        rest -= w
        following: dict[int, Poly] = {}
        for placed, poly in states.items():
            free, need = of - placed, keep - placed
            unsettled = 0  # the terms with fewer than `need` dice on this face
            for c in range(need):
                factor = comb(free, c) * w ** c
                unsettled += factor * rest ** (free - c)
                if rest:
                    moved = poly * factor << shift * c if c else poly
                    at = placed + c
                    following[at] = following[at] + moved if at in following else moved
            settled = poly * ((w + rest) ** free - unsettled) << shift * need
            done = settled if done is None else done + settled
        states = following
    return done


class Sums:
    """Kept sums that do not pack (faces that are not whole numbers, or far apart): sum ->
    weight, with what `_settle` asks of a packed integer (`*` a number, `<<` a face, `+`)."""

    __slots__ = ("weights",)

    def __init__(self, weights: Weights) -> None:
        self.weights = weights

    def __mul__(self, factor: int) -> Sums:
        return Sums({s: v * factor for s, v in self.weights.items()})

    def __lshift__(self, face_sum: Any) -> Sums:
        return Sums({s + face_sum: v for s, v in self.weights.items()})

    def __add__(self, other: Sums) -> Sums:
        return Sums(merge(chain(self.weights.items(), other.weights.items())))


def check_pool(keep: Any, of: Any, faces: Weights, name: str) -> tuple[int, int]:
    """A pool question takes whole numbers 1 <= of and 0 <= keep <= of (returned), and sums
    outcomes that are exact numbers."""
    of = whole(of, f"{name}'s of= (the dice rolled)", 1, 10**9)
    keep = whole(keep, f"the dice {name} keeps", 0, of)
    wrong = next((x for x in faces if type(x) not in (int, bool, Fraction)), None)
    if wrong is not None:
        raise TypeError(f"{name} sums the dice it keeps, so their outcomes must be exact "
                        f"numbers (int or Fraction), not {cut(wrong)}")
    return keep, of
