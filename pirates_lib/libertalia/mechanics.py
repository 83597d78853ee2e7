"""Libertalia's rule functions, of plain values only: booty values, the ship's order, the
draws, who sits next to whom, what a crew claims and what the Merchant may sell. The state
plays with them and `odds.py` computes with the very same ones, so the odds and the game
cannot drift apart."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import components as C

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike


def empty_booty() -> dict[str, int]:
    """A den's (or the day's) booty with nothing in it, one count per kind in bag order."""
    return dict.fromkeys(C.BOOTY_KINDS, 0)


def booty_value(booty: Mapping[str, int]) -> int:
    """Rulebook: 'Each set of 3 treasure maps = 12 doubloons. Incomplete sets of 1 or 2
    treasure maps are worth nothing.' Everything else is worth its printed value."""
    total = sum(C.TOKEN_VALUE[k] * n for k, n in booty.items())
    return total + booty.get(C.MAP, 0) // C.MAP_SET * C.MAP_SET_VALUE


def track_move(total: int) -> int:
    """How far a campaign's total moves the score marker. Rulebook: players 'move their score
    marker ahead on the track'; [ruling] a total below 0 moves it by 0, never back."""
    return max(0, total)


def leaders(track: list[int]) -> list[int]:
    """The seats with the most points. Rulebook: 'the player with the most victory points is
    the winner'; [ruling] a tie for the most shares the win."""
    best = max(track)
    return [p for p, points in enumerate(track) if points == best]


def ship_key(rank: int, colour: int, table: C.TieTable = ()) -> tuple[int, int]:
    """Where a crew card stands on the ship. Rulebook, Sunrise: 'from lowest on the left to
    the highest on the right. If there is a tie, the lower tie breaker number goes the left
    of the higher.'"""
    return (rank, C.tie_breaker(rank, colour, table))


@dataclass(frozen=True)
class ShipPlaces:
    """Each seat's place on the ship for each rank (index 0 unused), by `ship_key`: a game's
    tie-breaker table worked out from its options. A frozen record: no rule changes it (a
    state's `constant` field)."""

    seats: tuple[tuple[tuple[int, int], ...], ...]


def neighbours(seat: int, players: int) -> list[int]:
    """Rulebook: the saber hits 'an adjacent player's den': the seats either side (in a
    two-player game the one opponent is on both sides)."""
    return sorted({(seat - 1) % players, (seat + 1) % players} - {seat})


def left_of(seat: int, players: int) -> int:
    """[ruling] the Monkey's 'player on your left' is the next seat."""
    return (seat + 1) % players


def tokens_claimed(rank: int) -> int:
    """How many booty tokens a crew claims at dusk. Rulebook: 'Each crew must claim a booty
    token'; the Cabin Boy takes none, the Cook takes 2."""
    return C.TOKENS_CLAIMED.get(rank, 1)


def draw_tokens(bag: dict[str, int], count: int, chance: ChanceLike) -> list[str]:
    """Draw up to `count` tokens from the bag (fewer if it runs dry), taking them out of it.
    [ruling] each day, before anyone chooses, as many tokens as players are drawn face up;
    the Spanish Spy draws one for each officer he discards."""
    return [chance.draw(bag) for _ in range(min(count, sum(bag.values())))]


def deal_ranks(deck: list[int], count: int, chance: ChanceLike) -> tuple[list[int], list[int]]:
    """Rulebook: 'an identical random set' of crew: `count` ranks drawn from those not yet
    drawn. Returns the ranks drawn and the ranks left, both sorted."""
    left = {r: 1 for r in deck}
    drawn = sorted(chance.draw(left) for _ in range(count))
    return drawn, sorted(left)


def sales(booty: Mapping[str, int]) -> list[tuple[str, int]]:
    """Every sale the Merchant could make from a den's booty, as (kind, set size). Rulebook:
    'Discard 2 identical booty tiles to gain 3 doubloons or 3 identical booty tiles to gain
    5 doubloons'."""
    return [(k, n) for k in C.BOOTY_KINDS for n in C.SALE_PRICE if booty[k] >= n]
