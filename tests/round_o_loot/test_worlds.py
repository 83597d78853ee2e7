"""What a world redeals (docs/rules/round_o_loot.md, "What a world redeals"): a seat's worlds
(`State.world`) keep its view, and everything it cannot know differs from one world to the
next: the other hands but what it remembers, the deck, a Keelhaul's secret gifts; the other
seats remember nothing, so no memory carries a true card of a hidden hand into a world."""
from __future__ import annotations

import copy
from collections import Counter

from pirates_lib.engine import Chance

from .helpers import QUIET, act, stacked
from .test_memory import A, A_PASSED, JACK


def _worlds(state, seat: int, count: int = 30):
    worlds = [state.world(seat, Chance(k)) for k in range(count)]
    assert all(w.view(seat) == state.view(seat) and w.invariants() == [] for w in worlds)
    return worlds


def _next_card(world) -> str:
    return copy.deepcopy(world.chance).draw(dict(world.deck))


def test_a_world_redeals_the_hands_and_deck_a_seat_cannot_see_and_keeps_what_it_remembers():
    state = stacked([A, QUIET, JACK], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3", "direction:clockwise")  # Anne's hand to Mary
    worlds = _worlds(state, 0)
    assert all(w.hands[1] == state.hands[1] == {c: 1 for c in A_PASSED} for w in worlds)
    assert len({tuple(sorted(w.hands[2].items())) for w in worlds}) > 5
    assert len({tuple(sorted(w.deck.items())) for w in worlds}) > 5
    assert len({_next_card(w) for w in worlds}) > 5


def test_in_a_world_the_other_seats_remember_nothing_of_the_truth():
    state = stacked([A, QUIET, JACK], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3", "direction:clockwise")
    assert state.known[1][2] and state.known[2][0]  # Mary knows Jack's hand, Jack Anne's
    for w in _worlds(state, 0):
        assert w.known[0] == state.known[0]
        assert w.known[1] == w.known[2] == [{}, {}, {}]


def test_a_world_redeals_the_other_givers_secret_gifts_to_a_keelhaul():
    jack = ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]
    state = stacked([A, QUIET, jack])
    act(state, "keelhaul:rum-1+cutlasses-2", "give:bananas-1+bananas-2", "give:rum-1+limes-4")
    worlds = _worlds(state, 1)  # Mary gave two bananas and cannot see Jack's gifts
    assert all(w.given[1] == {"bananas-1": 1, "bananas-2": 1} for w in worlds)
    assert len({tuple(sorted(w.given[2].items())) for w in worlds}) > 5
    assert all(sum(w.given[2].values()) == 2 for w in worlds)
    assert all(Counter(w.received) == Counter(w.given[1]) + Counter(w.given[2])
               for w in worlds)
