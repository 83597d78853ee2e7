"""A pile's card list, now sorted once per pile content, is what sorting it each time gave."""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pirates_lib.round_o_loot import components as C
from pirates_lib.round_o_loot.components import base_deck
from pirates_lib.round_o_loot.mechanics import as_list

piles = st.dictionaries(st.sampled_from(sorted(base_deck())), st.integers(0, 4), max_size=12)


@given(piles)
def test_a_pile_lists_its_cards_in_card_order(pile):
    want = [c for c in sorted(pile, key=C.card_order) for _ in range(pile[c])]
    got = as_list(pile)
    assert got == want and as_list(dict(reversed(pile.items()))) == want
    got.append("changed")  # a caller's list is its own
    assert as_list(pile) == want
