"""Staging Leaky Loot situations for the rule tests, on the one staging helper
(`pirates_lib.engine.staging`): a game rewound to the start of a chosen turn, which turns over
the ocean card and rolls the dice the test picks; chosen hands, boats and flotsam. Every
change goes through `stage`, so it sets declared fields only and checks the invariants."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pirates_lib as pl
from pirates_lib.engine import take_card
from pirates_lib.engine.staging import ScriptedChance, stage
from pirates_lib.leaky_loot.components import Hull, starter_hulls
from pirates_lib.leaky_loot.state import LeakyLootState


def staged(players: int = 3, seed: int = 0, card: str = "7-spades", blue: int = 1,
           red: tuple[int, ...] = (3,), hands: dict[int, list[str]] | None = None,
           seat: int = 0, round: int = 1, default_die: int | None = None,
           **options: Any) -> LeakyLootState:
    """A game rewound to the start of `seat`'s turn in `round`, which turns over `card` and
    rolls the blue die `blue` (6 misses) and the red dice `red`; later dice show `default_die`
    if given. Every boat has its five starter hulls; `hands` replaces the hands named."""
    state = pl.load("leaky_loot", players=players, **options).new_game(seed)
    ocean = dict(state.ocean_deck)
    ocean[state.ocean_card] = 1
    restage(state, {s: {"hulls": starter_hulls(), "pending": 0} for s in range(players)},
            ocean_deck=ocean, ocean_card=None)
    for who, cards in (hands or {}).items():
        give(state, who, cards)
    # The turn begins as the flow begins one (`voyage.start_turn`), once staged.
    return stage(state, chance=ScriptedChance(dice=[blue, *red], cards=[card],
                                              default_die=default_die),
                 round=round, steps=[("turn", seat)])


def restage(state: LeakyLootState, boats: dict[int, dict[str, Any]] | None = None,
            check: bool = True, **fields: Any) -> LeakyLootState:
    """Stage fields of boats (seat -> {field: value}) and of the state, all at once."""
    new = list(state.boats)
    for seat, changes in (boats or {}).items():
        new[seat] = replace(new[seat], **changes)
    return stage(state, boats=new, check=check, **fields)


def give(state: LeakyLootState, seat: int, cards: list[str], check: bool = True) -> None:
    """Replace a seat's hand by `cards`, taken from the salvage deck (the old hand goes back);
    the table knows nothing of them: as if drawn unseen from the deck in play."""
    deck = dict(state.salvage_deck)
    for card in state.boats[seat].hand:
        deck[card] = deck.get(card, 0) + 1
    boat = replace(state.boats[seat], hand=[], decks={}, seen=[], plain=0)
    for card in cards:
        take_card(deck, card)
        boat.take(card, state.salvage_reshuffles)
    restage(state, {seat: vars(boat)}, check=check, salvage_deck=deck)


def less(deck: dict[str, int], *cards: str) -> dict[str, int]:
    """A copy of a multiset deck less one copy of each card named."""
    rest = dict(deck)
    for card in cards:
        take_card(rest, card)
    return rest


def to_flotsam(state: LeakyLootState, *cards: str) -> None:
    """Move cards from the salvage deck into the flotsam, face up."""
    stage(state, flotsam=sorted(state.flotsam + list(cards)),
          salvage_deck=less(state.salvage_deck, *cards))


def sink(state: LeakyLootState, seat: int, check: bool = True) -> None:
    """A boat gone down: out of the game, its hand floating face up in the flotsam."""
    boat = replace(state.boats[seat])
    lost = boat.sink()
    restage(state, {seat: vars(boat)}, check=check, flotsam=sorted(state.flotsam + lost))


def hulls_with(state: LeakyLootState, seat: int, sides: dict[int, Hull]) -> list[Hull]:
    """A seat's hulls with the hulls on the sides named (1 to 5) replaced."""
    hulls = list(state.boats[seat].hulls)
    for side, hull in sides.items():
        hulls[side - 1] = hull
    return hulls
