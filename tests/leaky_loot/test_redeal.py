"""docs/rules/leaky_loot.md "Redealing hidden cards": a reshuffle rebuilds the salvage deck
from its discard pile, which lay face up, so the table knows that deck's cards and the cards
held from before it apart; `shuffle_hidden` redeals each deck's cards only among themselves."""
from __future__ import annotations

from collections import Counter

import pirates_lib as pl
from pirates_lib.engine import Chance

from pirates_lib.engine.staging import stage

from .helpers import staged


def _reshuffled(hands: dict[int, list[str]], drawn: str, players: int = 3):
    """Seat 0's turn on an even ocean card with an empty salvage deck (the rest of the
    salvage cards lie face up in its discard pile): ending the turn reshuffles the pile and
    seat 0 draws `drawn` from the rebuilt deck. Returns the state and the rebuilt deck."""
    state = staged(players=players, card="8-spades", blue=6, hands=hands)
    stage(state, salvage_discard=sorted(c for c, n in state.salvage_deck.items()
                                        for _ in range(n)), salvage_deck={})
    rebuilt = Counter(state.salvage_discard)
    state.chance.script(cards=[drawn])
    state.apply("end")
    assert state.salvage_reshuffles == 1 and state.invariants() == []
    return state, rebuilt


def _deck_and(state, seat: int) -> Counter:
    return Counter(state.salvage_deck) + Counter(state.boats[seat].hand)


def test_cards_held_from_before_a_reshuffle_never_swap_with_the_rebuilt_deck():
    # Seat 2 sees: the rebuilt deck (the discard pile), seat 0 held nothing before it, so
    # seat 1's two hidden cards are exactly the salvage cards found nowhere else.
    state, rebuilt = _reshuffled({0: [], 1: ["hull-5", "treasure-3"], 2: []}, "bucket-2")
    for seed in range(40):
        other = state.clone()
        other.shuffle_hidden(2, Chance(seed))
        assert other.boats[1].hand == ["hull-5", "treasure-3"]
        assert _deck_and(other, 0) == rebuilt
        assert other.view(2) == state.view(2) and other.invariants() == []


def test_the_card_drawn_from_the_rebuilt_deck_is_redealt_from_that_deck_only():
    state, rebuilt = _reshuffled({0: ["hull-4"], 1: [], 2: []}, "bucket-2")
    drawn_seen = set()
    for seed in range(40):
        other = state.clone()
        other.shuffle_hidden(1, Chance(seed))
        assert "hull-4" in other.boats[0].hand and len(other.boats[0].hand) == 2
        new = Counter(other.boats[0].hand) - Counter(["hull-4"])
        assert Counter(other.salvage_deck) + new == rebuilt
        drawn_seen |= set(new)
    assert len(drawn_seen) > 3  # the drawn card is really redealt, not kept


def test_cards_held_from_before_a_reshuffle_still_mix_among_the_hands():
    state, rebuilt = _reshuffled({0: [], 1: ["hull-5"], 2: ["treasure-3"]}, "bucket-2")
    deals = set()
    for seed in range(40):
        other = state.clone()
        other.shuffle_hidden(0, Chance(seed))
        deals.add((tuple(other.boats[1].hand), tuple(other.boats[2].hand)))
        assert Counter(other.salvage_deck) + Counter(["bucket-2"]) == rebuilt
    assert deals == {(("hull-5",), ("treasure-3",)), (("treasure-3",), ("hull-5",))}


def test_the_krakken_in_a_rebuilt_deck_stays_in_the_deck():
    state, rebuilt = _reshuffled({0: [], 1: ["hull-5"], 2: []}, "bucket-2")
    assert rebuilt["krakken"] == 1
    for seed in range(20):
        other = state.clone()
        other.shuffle_hidden(2, Chance(seed))
        assert other.salvage_deck.get("krakken") == 1 and "krakken" not in other.boats[0].hand


def test_a_card_of_either_deck_played_face_up_leaves_a_sound_redeal():
    # Seat 0 holds Hull 5 from before the reshuffle and draws another from the rebuilt deck:
    # when it plays one, the table cannot tell which; either way the redeal stays sound.
    state, rebuilt = _reshuffled({0: ["hull-5"], 1: []}, "hull-5", players=2)
    # odd cards: nobody draws salvage; blue 6: the wave misses (its red d4 shows 4)
    state.chance.script(dice=[6, 4], cards=["7-hearts", "9-hearts"])
    state.apply("end")
    state.apply("hull:5>side1")
    assert state.boats[0].hand == ["hull-5"] and state.invariants() == []
    for seed in range(20):
        other = state.clone()
        other.shuffle_hidden(1, Chance(seed))
        assert other.view(1) == state.view(1) and other.invariants() == []


def _redeal_keeps_each_decks_cards(state, viewer: int, chance: Chance) -> None:
    def pools(s):
        out = {}
        for deck in range(s.salvage_reshuffles + 1):
            cards = Counter(c for seat, b in enumerate(s.boats) if seat != viewer
                            for c in b.from_deck(deck))
            out[deck] = cards + (Counter(s.salvage_deck) if deck == s.salvage_reshuffles
                                 else Counter())
        return out
    other = state.clone()
    other.shuffle_hidden(viewer, chance)
    assert other.view(viewer) == state.view(viewer) and other.invariants() == []
    assert pools(other) == pools(state)
    decks = range(state.salvage_reshuffles + 1)
    assert [len(b.from_deck(d)) for b in other.boats for d in decks] == [
        len(b.from_deck(d)) for b in state.boats for d in decks]


def test_redeals_in_long_games_keep_each_decks_cards_to_that_deck():
    game = pl.load("leaky_loot", players=6, ports=12)  # six captains rebuild the deck often
    most = 0
    for seed in range(3):
        state = game.new_game(seed=seed)
        bots = [game.bots["captain"](game, p, seed=seed) for p in range(6)]
        chance, steps = Chance(seed), 0
        while not state.over:
            state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
            steps += 1
            if steps % 5 == 0:
                _redeal_keeps_each_decks_cards(state, (None, *range(6))[steps % 7], chance)
        most = max(most, state.salvage_reshuffles)
    assert most >= 3  # the games did rebuild the deck again and again
