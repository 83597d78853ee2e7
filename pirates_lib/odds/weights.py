"""Integer weights: the arithmetic `Dist` does inside, with one division at the boundary.

A distribution is kept as whole-number weights over their sum, reduced (their greatest common
divisor is 1), so two equal distributions have equal weights and adding, mapping or convolving
costs integer arithmetic instead of a Fraction normalisation (a gcd) per term: 17 times faster
at 10d6. Sums of whole-number outcomes go further: a distribution is a polynomial with
non-negative integer coefficients, and such a polynomial packed into one big integer, a slot of
whole bytes per coefficient (Kronecker substitution), multiplies as an integer: CPython's
Karatsuba does the convolution, `** k` the k-fold sum by repeated squaring. Slots are wide
enough that no coefficient carries into the next, since no coefficient exceeds the product of
the weight totals."""
from __future__ import annotations

import math
from collections.abc import Hashable, Iterable
from typing import TypeGuard, TypeVar

K = TypeVar("K", bound=Hashable)  # the outcomes weighed
Weights = dict[Hashable, int]
Whole = dict[int, int]  # the weights of whole-number outcomes: a polynomial's coefficients

#: Largest packed integer (bytes) a sum builds; denser or larger questions convolve term by term.
PACKED_BYTES = 1 << 26


def merge(pairs: Iterable[tuple[K, int]]) -> dict[K, int]:
    """Sum the weights of equal outcomes."""
    out: dict[K, int] = {}
    for k, w in pairs:
        out[k] = out[k] + w if k in out else w
    return out


def reduce(weights: dict[K, int]) -> tuple[dict[K, int], int]:
    """Weights without zeros, divided by their gcd, and their total."""
    kept = {k: w for k, w in weights.items() if w}
    g = math.gcd(*kept.values())
    if g > 1:
        kept = {k: w // g for k, w in kept.items()}
    return kept, sum(kept.values())


def whole(weights: dict[K, int]) -> TypeGuard[Whole]:
    """Are all outcomes plain ints (not bools), so that sums may go through polynomials?"""
    return all(type(x) is int for x in weights)


def product(a: Whole, b: Whole) -> Whole:
    """The weights of X + Y for independent whole-number X, Y: one big-integer product."""
    slot = slot_bytes(sum(a.values()).bit_length() + sum(b.values()).bit_length())
    lo, span = min(a) + min(b), max(a) + max(b) - min(a) - min(b) + 1
    if not dense(span, slot, len(a) * len(b)):
        return convolve(a, b)
    return unpack(_pack(a, slot) * _pack(b, slot), lo, span, slot)


def power(a: Whole, k: int, pairs: int) -> Whole:
    """The weights of the sum of k independent copies (`pairs`: what convolving them term by
    term would combine): one big-integer power."""
    slot = slot_bytes(k * sum(a.values()).bit_length())
    span = (max(a) - min(a)) * k + 1
    if not dense(span, slot, pairs):
        total = a
        for _ in range(k - 1):
            total = convolve(total, a)
        return total
    return unpack(_pack(a, slot) ** k, min(a) * k, span, slot)


def dense(span: int, slot: int, pairs: int) -> bool:
    """Packing costs about a slot per outcome of the span, convolving a term per pair: pack when
    the span is no wider than the pairs and the packed integer stays within PACKED_BYTES."""
    return span <= 2 * pairs + 16 and span * slot <= PACKED_BYTES


def slot_bytes(bits: int) -> int:
    """Whole bytes a coefficient of up to `bits` bits takes, with room to spare."""
    return bits // 8 + 1


def _pack(weights: Whole, slot: int) -> int:
    lo = min(weights)
    coefficients = [0] * (max(weights) - lo + 1)
    for x, w in weights.items():
        coefficients[x - lo] = w
    return int.from_bytes(b"".join(c.to_bytes(slot, "little") for c in coefficients), "little")


def unpack(packed: int, lo: int, span: int, slot: int) -> Whole:
    """The non-zero coefficients of a packed polynomial, outcome lo + i at slot i."""
    data = packed.to_bytes(span * slot, "little")
    out: Whole = {}
    for i in range(span):
        c = int.from_bytes(data[i * slot:(i + 1) * slot], "little")
        if c:
            out[lo + i] = c
    return out


def convolve(a: Whole, b: Whole) -> Whole:
    """X + Y term by term: for outcomes too sparse or sums too large to pack."""
    return merge((x + y, v * w) for x, v in a.items() for y, w in b.items())
