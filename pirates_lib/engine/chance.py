"""All randomness in rules code goes through a chance (docs/architecture.md: "one object for
sampling and for exact enumeration"). `Chance` samples from a seeded numpy generator; the odds
toolkit's `exact` passes an enumerating twin, and staging a scripted one: all three are
`ChanceLike`, the calls rules code may make, so the odds are computed by the very code that
plays the game."""
from __future__ import annotations

import copy
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from itertools import islice
from fractions import Fraction
from typing import Any, Protocol, TypeVar, cast, runtime_checkable

import numpy as np
from numpy.random.bit_generator import ISeedSequence

T = TypeVar("T")
Deck = dict  # a multiset: card -> copies left; identical cards merge, no order is ever stored

_SPAN = 1 << 64


class _SetLater(ISeedSequence):
    """The seed of a generator whose state is set as soon as it is built (a copy's): zeros
    for numpy to lay in, instead of a SeedSequence hashing its entropy again for every
    generator (6 of the 9 µs a copied chance cost). numpy takes any `ISeedSequence`."""

    def generate_state(self, n_words: int, dtype: Any = np.uint32) -> np.ndarray:
        return np.zeros(n_words, dtype=dtype)


#: Only to build generators whose state is then set (numpy takes any ISeedSequence; its
#: stubs name only its own).
_SEEDS: Any = _SetLater()
#: The rejection limits of small ranges, worked out once (a big-number remainder per call
#: was a third of the cost of a roll): raw words at or above the limit are drawn again.
_SMALL = 1024
_LIMITS = (0, *(_SPAN - _SPAN % n for n in range(1, _SMALL)))
_SEQUENCES = (list, tuple)
_AHEAD = 64  # stream words drawn at once


@runtime_checkable
class ChanceLike(Protocol):
    """What rules code may ask of a chance, whichever it is handed: the sampling `Chance` in
    play, `pirates_lib.odds.EnumeratingChance` under `exact` (every branch, weighted),
    `staging.ScriptedChance` in tests. Rules code types its chance with this, and calls
    nothing else of it."""

    def die(self, sides: int) -> int:
        """One fair die with faces 1..sides."""
        ...

    def below(self, n: int) -> int:
        """A uniform whole number in [0, n)."""
        ...

    def pick(self, options: Mapping[T, int | Fraction] | Sequence[T]) -> T:
        """One option: uniformly from a sequence, or by weight from a mapping."""
        ...

    def draw(self, deck: Deck) -> Any:
        """One card at random from a multiset deck, taken out of it."""
        ...


class Chance:
    """Seeded sampling. Uniform integers come from the raw 64-bit stream with rejection, so
    every outcome is exactly equally likely (no float rounding), and fast enough for playouts."""

    def __init__(self, seed: int | np.random.SeedSequence | None = 0) -> None:
        """`seed`: a whole number, or a SeedSequence (a chunk of a sweep samples a child
        stream of the sweep's seed, `SeedSequence(seed, spawn_key=(chunk,))`)."""
        self._bits = np.random.PCG64(seed)
        #: Words of the stream drawn ahead, the next one last: asking the generator for one
        #: word at a time cost 600 ns a word, a batch of them a tenth of that. Only when the
        #: words are used is the stream moved on (`get_state` steps back over the rest).
        self._ahead: list[int] = []

    @classmethod
    def drawn_from(cls, chance: ChanceLike) -> Chance:
        """A new stream whose whole position is drawn from `chance` (four 64-bit words: the
        generator's 128-bit state and increment): what a world's future dice come from
        (`State.world`). The same `chance` position gives the same stream, and it costs no
        seed hashing (a `Chance(seed)` hashes its seed through a SeedSequence: 23 µs)."""
        words = [chance.below(_SPAN) for _ in range(4)]
        twin = cls.__new__(cls)
        twin._bits = np.random.PCG64(_SEEDS)
        twin._bits.state = {"bit_generator": "PCG64", "has_uint32": 0, "uinteger": 0,
                            "state": {"state": words[0] << 64 | words[1],
                                      "inc": (words[2] << 64 | words[3]) | 1}}
        twin._ahead = []
        return twin

    def __deepcopy__(self, memo: dict[int, Any]) -> Chance:
        """The same stream from the same position, independent of this one. A generator built
        from a seed sequence made once and then set to this position costs a third of what
        copying it through pickle does (clones copy a chance each)."""
        twin = type(self).__new__(type(self))
        memo[id(self)] = twin
        twin._bits = np.random.PCG64(_SEEDS)
        twin._bits.state = self._bits.state
        twin._ahead = list(self._ahead)  # plain ints: a copy of the list is a deep copy
        for name, value in self.__dict__.items():
            if name not in ("_bits", "_ahead"):
                setattr(twin, name, copy.deepcopy(value, memo))
        return twin

    def _raw(self) -> int:
        """The stream's next 64-bit word (`below` and `die` do this inline)."""
        return self._ahead.pop() if self._ahead else self._draw_ahead()

    def _draw_ahead(self) -> int:
        """Draw the next `_AHEAD` words at once, into the same (empty) list, and use the
        first."""
        ahead = self._ahead
        ahead += self._bits.random_raw(_AHEAD).tolist()
        ahead.reverse()
        return ahead.pop()

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), for any positive whole n: above 2**64 the draw is
        built from several 64-bit words, still by rejection, so it stays exactly uniform."""
        if type(n) is not int:
            raise ValueError(f"cannot choose among {n!r} outcomes: a count is a whole number")
        if n <= 0:
            raise ValueError(f"cannot choose among {n} outcomes")
        if n < _SMALL:
            limit = _LIMITS[n]
        elif n <= _SPAN:
            limit = _SPAN - _SPAN % n
        else:
            return self._below_wide(n)
        ahead = self._ahead
        while True:
            x = ahead.pop() if ahead else self._draw_ahead()
            if x < limit:
                return x % n

    def _below_wide(self, n: int) -> int:
        """Rejection over `words` 64-bit words: each try succeeds with chance above 1/2."""
        words = -(-n.bit_length() // 64)
        span = 1 << (64 * words)
        limit = span - span % n
        while True:
            x = 0
            for _ in range(words):
                x = (x << 64) | self._raw()
            if x < limit:
                return x % n

    def die(self, sides: int) -> int:
        """Roll one fair die with faces 1..sides."""
        if type(sides) is int and 0 < sides < _SMALL:
            limit = _LIMITS[sides]
            ahead = self._ahead
            while True:
                x = ahead.pop() if ahead else self._draw_ahead()
                if x < limit:
                    return x % sides + 1
        return self.below(sides) + 1

    def pick(self, options: Mapping[T, int | Fraction] | Sequence[T]) -> T:
        """One option: uniformly from a sequence, or by weight from a mapping."""
        if type(options) in _SEQUENCES or not isinstance(options, Mapping):
            return options[self.below(len(options))]  # type: ignore[index, return-value]  # a Sequence
        weights = integer_weights(options)
        r = self.below(sum(weights.values()))
        for outcome, w in weights.items():
            if r < w:
                return outcome
            r -= w
        raise AssertionError("unreachable: r < total")

    def draw(self, deck: Deck) -> Any:
        """Take one card at random from a multiset deck, removing it (the deck must not be empty)."""
        total = sum(deck.values())
        if total == 0:
            raise ValueError("cannot draw from an empty deck")
        r = self._index(total)
        if total == len(deck):  # one copy of each card: the r-th card
            card = next(islice(deck, r, None))
        else:  # the first card whose running count passes r
            for card, copies in deck.items():
                if r < copies:
                    break
                r -= copies
        left = deck[card] - 1  # `take_card`, inline
        if left:
            deck[card] = left
        else:
            del deck[card]
        return card

    def _index(self, total: int) -> int:
        """`below(total)` for a deck's positive count, its small case inline (as `die`)."""
        if total < _SMALL:
            limit, ahead = _LIMITS[total], self._ahead
            while True:
                x = ahead.pop() if ahead else self._draw_ahead()
                if x < limit:
                    return x % total
        return self.below(total)

    def get_state(self) -> Mapping[str, Any]:
        """The stream's position, JSON-able, for snapshots and save digests: the generator's
        state as if no word had been drawn ahead (stepped back over the unused ones)."""
        if not self._ahead:
            return self._bits.state
        bits = np.random.PCG64(_SEEDS)
        bits.state = self._bits.state
        bits.advance(-len(self._ahead))
        return bits.state


def pool(cards: Iterable[Any]) -> Deck:
    """A multiset deck of `cards` (each copy listed), in sorted order: the same cards make
    the same deck whatever order they came in. A redeal builds its pool with it, so that a
    world (`State.world`) depends on what its seat knows, not on the order the hidden truth
    kept its cards in (a draw walks the deck in its order)."""
    return dict(Counter(sorted(cards)))


def take_card(deck: Deck, card: Any) -> None:
    """Remove one copy of a known card from a multiset deck (dropping it at zero)."""
    left = deck[card] - 1
    if left:
        deck[card] = left
    else:
        del deck[card]


def integer_weights(options: Mapping[T, int | Fraction]) -> dict[T, int]:
    """Scale rational weights to integers with the same ratios (so sampling stays exact).
    Whole-number weights, the usual case, are kept as they are (zeros dropped)."""
    if all(type(w) is int for w in options.values()):
        kept = cast(dict[T, int], {k: w for k, w in options.items() if w})
        if kept and min(kept.values()) > 0:
            return kept
    fracs = {k: Fraction(w) for k, w in options.items() if w}
    if any(w < 0 for w in fracs.values()) or not fracs:
        raise ValueError("weights must be non-negative and not all zero")
    lcm = math.lcm(*(w.denominator for w in fracs.values()))
    return {k: int(w * lcm) for k, w in fracs.items()}

