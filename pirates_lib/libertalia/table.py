"""What the crew powers, the choices and the day's steps do to the table, as functions of the
state: the seats' names, doubloons gained and lost, crew cards moved between hand, ship, den
and discard pile. Each change is said in the public log (hands are public: docs/rules/
libertalia.md, "Rulings and assumed numbers")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .components import CREW, doubloons_words

if TYPE_CHECKING:
    from .state import LibertaliaState


def key(s: LibertaliaState, rank: int, owner: int) -> tuple[int, int]:
    """This table's place on the ship of `owner`'s copy of `rank` (option tie_breakers)."""
    return s.keys.seats[owner][rank]


def who(s: LibertaliaState, p: int) -> str:
    """Seat `p`'s name, for the log."""
    return s.game.names[p]


def gain(s: LibertaliaState, p: int, amount: int, why: str) -> None:
    """Seat `p` gains `amount` doubloons, in the public log (a gain of 0 says nothing)."""
    if amount:
        s.doubloons[p] += amount
        s.emit("doubloons", f"{who(s, p)} gains {doubloons_words(amount)} {why}",
               player=p, amount=amount)


def lose(s: LibertaliaState, p: int, amount: int, why: str) -> int:
    """[ruling] doubloons never go below 0: lose as much of `amount` as there is. Returns
    the loss (what the Beggar receives)."""
    paid = min(amount, s.doubloons[p])
    if paid:
        s.doubloons[p] -= paid
        s.emit("doubloons", f"{who(s, p)} loses {doubloons_words(paid)} {why}",
               player=p, amount=-paid)
    return paid


def to_hand(s: LibertaliaState, p: int, rank: int) -> None:
    """A crew card back into its owner's hand, which stays sorted."""
    s.hands[p].append(rank)
    s.hands[p].sort()


def sort_ship(s: LibertaliaState) -> None:
    """Rulebook, Sunrise: the crew stand 'from lowest on the left to the highest on the
    right. If there is a tie, the lower tie breaker number goes the left'."""
    keys = s.keys.seats
    s.ship.sort(key=lambda c: keys[c[1]][c[0]])


def put_on_ship(s: LibertaliaState, rank: int, p: int) -> None:
    """A crew card onto the ship at its place by rank and tie-breaker."""
    s.ship.append([rank, p])
    sort_ship(s)


def discard_from_ship(s: LibertaliaState, rank: int, p: int, why: str) -> None:
    """A crew card from the ship to its owner's discard pile, in the public log."""
    s.ship.remove([rank, p])
    s.discards[p].append(rank)
    s.emit("discard", f"{who(s, p)}'s {CREW[rank]} is discarded: {why}", rank=rank)


def discard_from_den(s: LibertaliaState, rank: int, p: int, why: str) -> None:
    """A crew card from a den to its owner's discard pile, in the public log."""
    s.dens[p].remove(rank)
    s.discards[p].append(rank)
    s.emit("discard", f"{who(s, p)}'s {CREW[rank]} is discarded: {why}", rank=rank)
