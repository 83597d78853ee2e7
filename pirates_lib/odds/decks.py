"""Exact card-draw distributions: hypergeometric counts, hands, first appearances."""
from __future__ import annotations

from collections.abc import Hashable, Mapping
from fractions import Fraction
from itertools import product
from math import comb, prod

from .dist import Dist


def hypergeometric(population: int, successes: int, draws: int) -> Dist:
    """Number of success cards among `draws` cards dealt from `population` holding `successes`."""
    if not 0 <= successes <= population or not 0 <= draws <= population:
        raise ValueError("need 0 <= successes <= population and 0 <= draws <= population")
    total = comb(population, draws)
    return Dist({k: Fraction(comb(successes, k) * comb(population - successes, draws - k), total)
                 for k in range(max(0, draws - population + successes), min(draws, successes) + 1)})


def hands(deck: Mapping[Hashable, int], draws: int) -> Dist:
    """Every hand of `draws` cards from a multiset deck, as a tuple of counts in deck order,
    with its exact probability (multivariate hypergeometric)."""
    kinds = list(deck.items())
    population = sum(n for _, n in kinds)
    if not 0 <= draws <= population:
        raise ValueError(f"cannot draw {draws} cards from a deck of {population}")
    total = comb(population, draws)
    probs = {}
    for counts in product(*(range(min(n, draws) + 1) for _, n in kinds)):
        if sum(counts) == draws:
            ways = prod(comb(n, k) for (_, n), k in zip(kinds, counts))
            probs[counts] = Fraction(ways, total)
    return Dist(probs)


def first_appearance(deck_size: int, copies: int) -> Dist:
    """Position (1-based) of the first of `copies` marked cards in a shuffled deck; a deck
    without one gives position None."""
    if copies == 0:
        return Dist.certain(None)
    total = comb(deck_size, copies)
    return Dist({k: Fraction(comb(deck_size - k, copies - 1), total)
                 for k in range(1, deck_size - copies + 2)})
