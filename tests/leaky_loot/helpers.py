"""Staging Leaky Loot situations for the rule tests: a chance whose dice and cards the test
chooses, and a state rewound to the start of a turn with a chosen ocean card and wave."""
from __future__ import annotations

from typing import Any

import pirates_lib as pl
from pirates_lib.engine import Chance, take_card
from pirates_lib.leaky_loot.rules import starter_hulls


class ScriptedChance:
    """Dice and cards decided by the test: `die` returns the next scripted roll (checked
    against the die's sides), `draw` takes the next scripted card out of the deck given.
    When the script runs out, dice show `default_die` (or are rolled) and cards are drawn."""

    def __init__(self, dice=(), cards=(), default_die: int | None = None, seed: int = 0):
        self.dice, self.cards = list(dice), list(cards)
        self.default_die = default_die
        self.fallback = Chance(seed)

    def die(self, sides: int) -> int:
        if self.dice:
            roll = self.dice.pop(0)
            assert 1 <= roll <= sides, f"scripted roll {roll} on a d{sides}"
            return roll
        if self.default_die is not None:
            return min(self.default_die, sides)
        return self.fallback.die(sides)

    def pick(self, options: Any) -> Any:
        return self.fallback.pick(options)

    def draw(self, deck: dict) -> Any:
        if self.cards:
            card = self.cards.pop(0)
            assert deck.get(card), f"scripted card {card} is not in the deck"
            take_card(deck, card)
            return card
        return self.fallback.draw(deck)

    def get_state(self) -> dict:
        return {"dice": self.dice, "cards": self.cards, "fallback": self.fallback.get_state()}


def give(state, seat: int, cards: list[str]) -> None:
    """Replace a seat's hand by `cards`, taken from the salvage deck (the old hand goes back);
    the table knows nothing of them."""
    boat = state.boats[seat]
    for card in boat.hand:
        state.salvage_deck[card] = state.salvage_deck.get(card, 0) + 1
    for card in cards:
        take_card(state.salvage_deck, card)
    boat.hand, boat.decks = [], {}
    for card in cards:  # as if drawn unseen from the deck in play
        boat.take(card, state.salvage_reshuffles)
    boat.seen, boat.plain = [], 0
    state._changed()


def staged(players: int = 3, seed: int = 0, card: str = "7-spades", blue: int = 1,
           red: tuple[int, ...] = (3,), hands: dict[int, list[str]] | None = None,
           seat: int = 0, **options: Any):
    """A game rewound to the start of `seat`'s turn, which turns over `card` and rolls the blue
    die `blue` (6 misses) and the red dice `red`. Every boat has its five starter hulls."""
    state = pl.load("leaky_loot", players=players, **options).new_game(seed)
    for boat in state.boats:
        boat.hulls, boat.pending = starter_hulls(), 0
    state.ocean_deck[state.ocean_card] = 1
    state.ocean_card = None
    for who, cards in (hands or {}).items():
        give(state, who, cards)
    state.chance = ScriptedChance(dice=[blue, *red], cards=[card])
    state._start_turn(seat)
    state._changed()
    assert state.invariants() == []
    return state


def script(state, dice=(), cards=()) -> None:
    """Queue more scripted dice and cards."""
    state.chance.dice += list(dice)
    state.chance.cards += list(cards)
