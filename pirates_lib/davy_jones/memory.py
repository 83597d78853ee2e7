"""What each seat remembers of face-down tokens it saw go where it cannot look (ruling 62):
the gold of a defeated ship it looked at, put on the nearest wild island; the token a
Spyglass put back; its own gold paid in parley, taken by Davy Jones or scattered from its
home island. `state.known[seat]` maps a place (a wild island, or another seat's home island)
to the tokens the seat is sure lie there: the view shows a seat its own, and the secrecy
redeal keeps them where they are.

A memory holds only what is certain. When a token leaves a place unseen by a seat, the seat
cannot tell which it was: it is sure of one fewer of each kind it remembered there (of each
gold kind only, when everyone saw that the token was gold)."""
from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING

from ..engine.chance import take_card
from . import components as c
from . import mechanics as m

if TYPE_CHECKING:
    from .state import DavyJonesState


def pile(state: DavyJonesState, place: str) -> dict[str, int] | None:
    """The face-down tokens of a place a memory may name: an island's or a home island's."""
    return state.wild.get(place, state.hoard.get(place))


def remember(state: DavyJonesState, seats: Iterable[int], place: str,
             tokens: Iterable[str]) -> None:
    """These seats saw `tokens` put face down on `place` (a seat's own home island it sees
    anyway, so nothing is remembered there)."""
    tokens, homes = list(tokens), c.home_owners(state.game.players)
    for seat in set(seats):
        if homes.get(place) == seat:
            continue
        memory = state.known[seat].setdefault(place, {})
        for token in tokens:
            memory[token] = memory.get(token, 0) + 1


def taken(state: DavyJonesState, place: str, tokens: Collection[str], seen_by: Iterable[int],
          gold: bool = True) -> None:
    """`tokens` left `place`. A seat in `seen_by` saw which and forgets those it remembered;
    every other seat saw only how many (with `gold`, that they were gold), so of each kind it
    remembered there (each gold kind, with `gold`) it is sure of that many fewer."""
    seen = set(seen_by)
    for seat, memory in enumerate(state.known):
        if place not in memory:
            continue
        left = dict(memory[place])
        if seat in seen:
            for token in tokens:
                if left.get(token):
                    take_card(left, token)
        else:
            for token in left:
                if not gold or m.is_gold(token):
                    left[token] -= len(tokens)
        _keep(memory, place, left)


def _keep(memory: dict[str, dict[str, int]], place: str, left: dict[str, int]) -> None:
    left = {t: n for t, n in left.items() if n > 0}
    if left:
        memory[place] = left
    else:
        memory.pop(place, None)


def after_redeal(state: DavyJonesState, player: int | None) -> None:
    """After `shuffle_hidden(player)`, `player` remembers what it did (its view shows it, and
    the redeal kept those tokens where they lie) and the other seats forget everything (ruling
    70): what they remember is hidden from `player`, and a memory names true tokens of a place
    `player` cannot see, so keeping any would carry the truth into a world. An empty memory is
    true of every redeal; a world's other seats know less than the real ones."""
    for seat in range(len(state.known)):
        if seat != player:
            state.known[seat] = {}
