"""Staging Round-o-Loot positions for scenario tests: the rulebook's table, card by card, dealt
by the game's own "deal" step (`rounds.deal`) with the one staging helper
(`pirates_lib.engine.staging`)."""
from __future__ import annotations

from collections.abc import Sequence

import pirates_lib as pl
from pirates_lib.engine.staging import ScriptedChance, stage
from pirates_lib.round_o_loot.components import START_HAND
from pirates_lib.round_o_loot.state import RoundOLootState


def stacked(hands: Sequence[Sequence[str]], draws: Sequence[str] = (),
            **options) -> RoundOLootState:
    """A new game's first round dealt exactly `hands` (seat order; Anne deals and starts),
    whose next draws from the deck are `draws` (then the seed's own stream)."""
    n = len(hands)
    assert all(len(h) == START_HAND for h in hands)
    deal = [hands[seat][i] for i in range(START_HAND) for seat in range(n)]
    state = pl.load("round_o_loot", players=n, **options).new_game(seed=0)
    stage(state, chance=ScriptedChance(cards=[*deal, *draws]), round=0, log=[],
          steps=[("deal",)])
    return state


def hand(state: RoundOLootState, seat: int) -> list[str]:
    """A seat's hand as a sorted list (from its own view: what it sees)."""
    return sorted(state.view(seat)["hand"])


def act(state: RoundOLootState, *action_ids: str) -> None:
    """Apply actions in order, checking the invariants after each."""
    for action_id in action_ids:
        state.apply(action_id)
        assert state.invariants() == [], action_id


# Fillers that make no combination and are easy to tell apart.
QUIET = ["bananas-1", "limes-1", "cutlasses-1", "pistols-1", "bananas-2"]
