"""What each seat may know, what the state holds, what must always be true, and the redeal
of what a seat cannot see (the conformance suite's secrecy check)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from pirates_lib.engine.chance import pool

from . import components as C

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike

    from .state import DiceDuelState


class DiceDuelView(TypedDict):
    """What a seat sees (`view`): every pile, who stopped, its own card (None for a
    spectator) and how many cards are left in the deck."""
    piles: list[int]
    stopped: list[bool]
    card: int | None
    deck_size: int


def view(state: DiceDuelState, player: int | None) -> DiceDuelView:
    """Piles and who stopped are public; a seat sees its own card only."""
    return {"piles": list(state.piles), "stopped": list(state.stopped),
            "card": None if player is None else state.cards[player],
            "deck_size": len(state.deck)}


def snapshot(state: DiceDuelState) -> dict[str, Any]:
    return {"cards": list(state.cards), "deck": sorted(state.deck), "piles": list(state.piles),
            "stopped": list(state.stopped), "turn": state.turn}


def invariants(state: DiceDuelState) -> list[str]:
    """Every card in exactly one place; piles never negative."""
    bad = []
    seen = sorted(list(state.cards) + list(state.deck))
    if seen != list(C.CARDS):
        bad.append(f"cards {seen} are not 1..6 once each")
    if any(pile < 0 for pile in state.piles):
        bad.append(f"a pile is negative: {state.piles}")
    return bad


def shuffle_hidden(state: DiceDuelState, player: int | None, chance: ChanceLike) -> None:
    """Redeal the cards `player` cannot see: the others' cards and the deck, from a pool
    in card order (`engine.pool`), so the redeal depends on what `player` knows only."""
    others = [q for q in range(state.game.players) if q != player]
    unseen = pool([*state.deck, *(state.cards[q] for q in others)])
    for q in others:
        state.cards[q] = chance.draw(unseen)
    state.deck = unseen
