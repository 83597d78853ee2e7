"""The sampling shortcuts (a die's limits worked out once, a draw found by bisection) draw
exactly what the plain definitions draw from the same stream: same values, same position."""
from __future__ import annotations

import copy
import pickle

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from pirates_lib.engine import Chance, take_card


def plain_draw(chance: Chance, deck: dict) -> object:
    r = chance.below(sum(deck.values()))
    for card, n in deck.items():
        if r < n:
            take_card(deck, card)
            return card
        r -= n
    raise AssertionError


decks = st.dictionaries(st.text(min_size=1, max_size=3), st.integers(1, 4), min_size=1,
                        max_size=12)


@given(decks, st.integers(0, 2**32), st.integers(1, 6))
def test_a_draw_takes_the_card_the_running_counts_give(deck, seed, draws):
    fast, plain = Chance(seed), Chance(seed)
    a, b = dict(deck), dict(deck)
    for _ in range(min(draws, sum(deck.values()))):
        assert fast.draw(a) == plain_draw(plain, b) and a == b
    assert fast.get_state() == plain.get_state()


@given(st.lists(st.integers(1, 3000), min_size=1, max_size=20), st.integers(0, 2**32))
def test_a_die_is_below_plus_one_from_the_same_stream(sides, seed):
    fast, plain = Chance(seed), Chance(seed)
    assert [fast.die(n) for n in sides] == [plain.below(n) + 1 for n in sides]
    assert fast.get_state() == plain.get_state()


@given(st.integers(0, 2**32), st.integers(0, 200))
def test_words_drawn_ahead_leave_the_stream_where_drawing_one_at_a_time_would(seed, used):
    chance, plain = Chance(seed), np.random.PCG64(seed)
    assert [chance.below(2**64) for _ in range(used)] == [int(plain.random_raw())
                                                          for _ in range(used)]
    assert chance.get_state() == plain.state
    twin, thawed = copy.deepcopy(chance), pickle.loads(pickle.dumps(chance))
    rolls = [chance.die(6) for _ in range(100)]
    assert [twin.die(6) for _ in range(100)] == [thawed.die(6) for _ in range(100)] == rolls
    assert twin.get_state() == thawed.get_state() == chance.get_state()
