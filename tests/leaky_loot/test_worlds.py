"""What a world redeals (docs/rules/leaky_loot.md, "What a world redeals"): a seat's worlds
(`State.world`) keep its view, and every hidden thing differs from one world to the next: the
other hands, the salvage deck's cards and its next card, the next ocean card; the cards the
table knows hold no treasure stay no treasure."""
from __future__ import annotations

import copy

import pirates_lib as pl
from pirates_lib.engine import Chance, RandomBot

from pirates_lib.leaky_loot.components import kind_of


def _played(seed: int, actions: int):
    """A three-seat game after `actions` random actions."""
    game = pl.load("leaky_loot", players=3)
    state = game.new_game(seed=seed)
    bots = [RandomBot(game, p, seed=p) for p in range(3)]
    for _ in range(actions):
        state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
    return state


def _worlds(state, seat: int, count: int = 40):
    worlds = [state.world(seat, Chance(k)) for k in range(count)]
    assert all(w.view(seat) == state.view(seat) and w.invariants() == [] for w in worlds)
    return worlds


def _next(world, deck: dict[str, int]) -> str:
    return copy.deepcopy(world.chance).draw(dict(deck))


def test_a_world_redeals_the_other_hands_and_both_decks():
    state = _played(3, 22)  # Mary and Jack hold treasure the table never saw
    assert all(b.unseen() and b.plain == 0 for b in state.boats[1:])
    worlds = _worlds(state, 0)
    for seat in (1, 2):
        assert len({tuple(w.boats[seat].hand) for w in worlds}) > 10
        assert len({any(kind_of(c) == "treasure" for c in w.boats[seat].hand)
                    for w in worlds}) == 2
    assert len({tuple(sorted(w.salvage_deck.items())) for w in worlds}) > 10
    assert len({_next(w, w.salvage_deck) for w in worlds}) > 5
    assert len({_next(w, w.ocean_deck) for w in worlds}) > 5


def test_in_a_world_the_cards_known_to_hold_no_treasure_hold_none():
    state = _played(1, 1)  # the starting cards: "2 Salvage Cards that are NOT Treasure"
    assert all(b.plain == len(b.hand) == 2 for b in state.boats[1:])
    worlds = _worlds(state, 0)
    assert all(kind_of(c) != "treasure" for w in worlds for b in w.boats[1:] for c in b.hand)
    assert len({tuple(w.boats[1].hand) for w in worlds}) > 10
