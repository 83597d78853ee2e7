"""Exact card-draw distributions: hypergeometric counts, hands, first appearances."""
from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping, Sequence
from itertools import accumulate
from math import comb, prod
from typing import TypeVar

from .bounds import MAX_OUTCOMES, refuse_above
from .dist import Dist

Card = TypeVar("Card", bound=Hashable)  # a deck's kinds of card: names, ranks, ...


def hypergeometric(population: int, successes: int, draws: int, *,
                   max_outcomes: int = MAX_OUTCOMES) -> Dist[int]:
    """Number of success cards among `draws` cards dealt from `population` holding `successes`.

    >>> hypergeometric(50, 4, 4)[0]  # Libertalia: no chest among 4 tokens of the bag of 50
    Fraction(32637, 46060)
    """
    if not all(type(x) is int for x in (population, successes, draws)):
        raise ValueError("population, successes and draws are whole numbers")
    if not 0 <= successes <= population or not 0 <= draws <= population:
        raise ValueError("need 0 <= successes <= population and 0 <= draws <= population")
    refuse_above(population, max_outcomes, "outcomes", "max_outcomes")
    return Dist._of({k: comb(successes, k) * comb(population - successes, draws - k)
                     for k in range(max(0, draws - population + successes),
                                    min(draws, successes) + 1)}, ordered=True)


def hands(deck: Mapping[Card, int], draws: int, *,
          max_outcomes: int = MAX_OUTCOMES) -> Dist[tuple[int, ...]]:
    """Every hand of `draws` cards from a multiset deck, as a tuple of counts in deck order,
    with its exact probability (multivariate hypergeometric). Only the count vectors that
    sum to `draws` are generated; their number is counted first and bounded.

    >>> hands({"rum": 8, "bananas": 4}, 2)  # (rums, bananas) in two cards of twelve
    Dist({(0, 2): 1/11, (1, 1): 16/33, (2, 0): 14/33})
    """
    copies = list(deck.values())
    population = sum(copies)
    if not 0 <= draws <= population:
        raise ValueError(f"cannot draw {draws} cards from a deck of {population}")
    refuse_above(draws * len(copies), 10 * max_outcomes, "outcomes", "max_outcomes")
    refuse_above(count_hands(copies, draws), max_outcomes, "outcomes", "max_outcomes")
    return Dist._of({counts: prod(comb(n, k) for n, k in zip(copies, counts))
                     for counts in _vectors(copies, draws)}, ordered=True)


def count_hands(copies: Sequence[int], draws: int) -> int:
    """How many count vectors (k_i <= copies_i) sum to `draws`: a small dynamic program over
    the kinds, so the size of `hands` is known before any hand is built."""
    ways = [1] + [0] * draws
    for n in copies:
        running = list(accumulate(ways, initial=0))  # running[t] = ways[0] + ... + ways[t-1]
        ways = [running[t + 1] - running[max(0, t - n)] for t in range(draws + 1)]
    return ways[draws]


def _vectors(copies: Sequence[int], draws: int) -> Iterator[tuple[int, ...]]:
    """The count vectors summing to `draws`, in the order of a product over the kinds."""
    if not copies:
        if draws == 0:
            yield ()
        return
    rest = sum(copies[1:])
    for k in range(max(0, draws - rest), min(copies[0], draws) + 1):
        for tail in _vectors(copies[1:], draws - k):
            yield (k, *tail)


def first_appearance(deck_size: int, copies: int, *,
                     max_outcomes: int = MAX_OUTCOMES) -> Dist[int | None]:
    """Position (1-based) of the first of `copies` marked cards in a shuffled deck; a deck
    without one gives position None.

    >>> first_appearance(10, 2)[1]  # either of 2 marked cards on top of 10
    Fraction(1, 5)
    >>> first_appearance(10, 2).mean()  # (deck + 1) / (copies + 1)
    Fraction(11, 3)
    """
    if type(deck_size) is not int or type(copies) is not int or not 0 <= copies <= deck_size:
        raise ValueError(f"need whole numbers 0 <= copies <= deck_size, not {copies!r} of "
                         f"{deck_size!r}")
    refuse_above(deck_size - copies + 1, max_outcomes, "outcomes", "max_outcomes")
    if copies == 0:
        return Dist.certain(None)
    return Dist._of({k: comb(deck_size - k, copies - 1)
                     for k in range(1, deck_size - copies + 2)}, ordered=True)
