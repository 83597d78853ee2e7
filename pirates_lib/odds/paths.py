"""Walking every path of a chance-using function: the enumerating chance and its odometer.

`exact` makes a `Dist` of what `walk` returns; `Dist.step` walks one state at a time. Kept
apart from both (it knows nothing of `Dist`), so neither import goes round in a circle."""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from fractions import Fraction
from math import prod
from typing import Any, TypeVar

from ..engine.chance import Deck, integer_weights, take_card
from .bounds import refuse_above
from .weights import merge

T = TypeVar("T")


class EnumeratingChance:
    """Chance's twin for analysis: follows a prefix of branch choices, takes the first branch
    of every later call, and records how many branches each call had. A path's weight is kept
    as an integer ratio (num/den), made a Fraction only if asked (`prob`).

    `walk` runs every path through one of these, advancing the odometer in place (the branch
    lists are truncated and bumped, not copied), so a path costs little more than the
    function itself: that keeps enumeration fast enough to run the rules code thousands of
    times, and `Dist.step` to expand thousands of states.

    >>> chance = EnumeratingChance()  # no prefix: every call takes its first branch
    >>> chance.die(6), chance.pick({"gold": 3, "curse": 1}), chance.trail, chance.prob  # 1/6 * 3/4
    (1, 'gold', [(0, 6), (0, 2)], Fraction(1, 8))
    >>> EnumeratingChance([(5, 6)]).die(6)  # replaying branch 5 of 6: the die shows 6
    6
    """

    __slots__ = ("_ks", "_ns", "_fixed", "_at", "num", "den", "_picked")

    def __init__(self, prefix: Sequence[tuple[int, int]] = ()) -> None:
        self._ks = [k for k, _ in prefix]  # the branch each call takes
        self._ns = [n for _, n in prefix]  # the branches it had when first met
        self._fixed = len(prefix)  # calls replayed from the prefix
        self._at = 0  # calls made on this path
        self.num = 1
        self.den = 1
        self._picked: tuple | None = None  # the last weights picked from, made integers

    @property
    def trail(self) -> list[tuple[int, int]]:
        """(branch taken, branches) of each call made on this path."""
        return list(zip(self._ks[:self._at], self._ns[:self._at]))

    @property
    def prob(self) -> Fraction:
        """This path's exact probability."""
        return Fraction(self.num, self.den)

    def _choose(self, branches: int) -> int:
        i = self._at
        self._at = i + 1
        if i < self._fixed:
            if self._ns[i] != branches:
                raise _not_determined(self._ns[i], branches)
            return self._ks[i]
        self._ks.append(0)
        self._ns.append(branches)
        return 0

    def die(self, sides: int) -> int:  # `_choose` inlined: the commonest call of all
        if sides < 1:
            raise ValueError(f"cannot roll a die with {sides} sides")
        i = self._at
        self._at = i + 1
        self.den *= sides
        if i < self._fixed:
            if self._ns[i] != sides:
                raise _not_determined(self._ns[i], sides)
            return self._ks[i] + 1
        self._ks.append(0)
        self._ns.append(sides)
        return 1

    def below(self, n: int) -> int:
        return self.die(n) - 1

    def pick(self, options: Mapping[T, int | Fraction] | Sequence[T]) -> T:
        if not isinstance(options, Mapping):
            k = self._choose(len(options))
            self.den *= len(options)
            return options[k]
        items = tuple(options.items())
        if self._picked is None or self._picked[0] != items:  # paths repeat their picks
            weights = integer_weights(options)
            self._picked = (items, list(weights), list(weights.values()), sum(weights.values()))
        _, keys, weights, total = self._picked
        k = self._choose(len(keys))
        self.num *= weights[k]
        self.den *= total
        return keys[k]

    def draw(self, deck: Deck) -> Any:
        total = sum(deck.values())
        if total == 0:
            raise ValueError("cannot draw from an empty deck")
        cards = list(deck)
        card = cards[self._choose(len(cards))]
        self.num *= deck[card]
        self.den *= total
        take_card(deck, card)
        return card

    def _next_path(self) -> bool:
        """The odometer: advance the last call that has a branch left, dropping the calls
        after it; False when every path has been walked."""
        ks, ns, i = self._ks, self._ns, self._at - 1
        if self._at < self._fixed:
            raise ValueError("the function is not determined by its chance calls: a path "
                             "made fewer calls on its replay (does it keep state between "
                             "calls?)")
        while i >= 0 and ks[i] + 1 >= ns[i]:
            i -= 1
        if i < 0:
            return False
        ks[i] += 1
        del ks[i + 1:], ns[i + 1:]
        self._fixed, self._at, self.num, self.den = i + 1, 0, 1, 1
        return True


def _not_determined(before: int, branches: int) -> ValueError:
    return ValueError("the function is not determined by its chance calls: a call had "
                      f"{before} branches on one path and {branches} on its replay (does it "
                      "keep state between calls?)")


def walk(fn: Callable[[Any], Hashable], max_paths: int, spent: int = 0
         ) -> tuple[int, dict[Hashable, int], int]:
    """Every path of `fn(chance)`: (paths walked, outcome -> integer weight, their total).

    The first path's branch counts estimate the whole tree: a question plainly too big is
    refused at once, and any other as soon as it has walked `max_paths` paths (`spent` of
    them walked before, by other calls of one question) with more to go. Weights are summed
    per path denominator, then over their least common multiple."""
    chance = EnumeratingChance()
    groups: dict[int, dict[Hashable, int]] = {}
    walked = 0
    while True:
        outcome = fn(chance)
        if walked == 0:
            refuse_above(spent + prod(chance._ns), max_paths, "chance paths", "max_paths")
        walked += 1
        group = groups.get(chance.den)
        if group is None:
            group = groups[chance.den] = {}
        group[outcome] = group.get(outcome, 0) + chance.num
        if not chance._next_path():
            break
        if spent + walked >= max_paths:
            refuse_above(spent + walked + 1, max_paths, "chance paths", "max_paths")
    den = math.lcm(*groups)
    weights = merge((o, n * (den // d)) for d, group in groups.items() for o, n in group.items())
    return walked, weights, den
