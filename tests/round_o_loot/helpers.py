"""Stacked decks for Round-o-Loot scenario tests: the rulebook's table, card by card."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

import pirates_lib as pl
from pirates_lib.engine import Chance, take_card
from pirates_lib.round_o_loot.components import START_HAND


class StackedChance(Chance):
    """Draws the scripted cards first (each must still be in the deck it is drawn from),
    then samples as usual from `seed`."""

    def __init__(self, script: Iterable[str], seed: int = 0) -> None:
        super().__init__(seed)
        self.script = list(script)

    def draw(self, deck: dict) -> str:
        if not self.script:
            return super().draw(deck)
        card = self.script.pop(0)
        assert deck.get(card, 0) > 0, f"stacked card {card!r} is not in the deck {deck}"
        take_card(deck, card)
        return card


def stacked(hands: Sequence[Sequence[str]], draws: Sequence[str] = (), **options):
    """A new game dealt exactly `hands` (seat order; Anne deals and starts), whose next
    draws from the deck are `draws`."""
    n = len(hands)
    assert all(len(h) == START_HAND for h in hands)
    deal = [hands[seat][i] for i in range(START_HAND) for seat in range(n)]
    state = pl.load("round_o_loot", players=n, **options).new_game(seed=0)
    state.chance = StackedChance([*deal, *draws])
    state.log.clear()
    state.setup()
    return state


def hand(state, seat: int) -> list[str]:
    """A seat's hand as a sorted list (from its own view: what it sees)."""
    return sorted(state.view(seat)["hand"])


def act(state, *action_ids: str) -> None:
    """Apply actions in order, checking the invariants after each."""
    for action_id in action_ids:
        state.apply(action_id)
        assert state.invariants() == [], action_id


# Fillers that make no combination and are easy to tell apart.
QUIET = ["bananas-1", "limes-1", "cutlasses-1", "pistols-1", "bananas-2"]
