"""What each seat remembers of the other hands: cards it saw go into a hand it knows.

Round-o-Loot hides every hand (rulebook, Set-up: cards are dealt to each player), but two
combinations move cards a seat has seen into another seat's hand:
- Bananarama! 'All players pass on their hands': each seat knows the whole hand it passed on,
  and the hand carries that memory with it when it is passed on again.
- Keelhaul! 'Other players give you 2 cards each. Keep the ones you want and discard the
  rest.' Discarded cards lie 'icon side up' (Turn, Phase 1), so a giver learns which of its
  cards were kept as far as the face-up discard proves it (ruling): of each card it gave
  `a` copies of, with `d` copies of that card in the Keelhaul's discard, at least `a - d`
  were kept (the discarded copies may all have been its own).

A memory is a multiset `known[knower][holder]` of cards the holder surely has. It shrinks
when cards leave that hand face up (played, discarded, a cannon against the compass: exactly
those cards), when the hand gives cards nobody else sees (Keelhaul: the Keelhauler sees them
and forgets exactly those; anyone else keeps only what survives losing that many cards), when
the hand is passed on (the memory moves with it) and when Cuba Libre gathers every hand or a
new round deals (with two seats, what a seat put into Cuba Libre's pile and was not dealt
back, the other seat holds). Drawing adds unseen cards and changes no memory. This is what a
seat saw, not every deduction a perfect logician could make (ruling; docs/rules/round_o_loot.md).

The state, the actions and the views call these functions; they import no higher layer."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .mechanics import Pile, add

if TYPE_CHECKING:
    from .state import RoundOLootState


def forget_all(state: RoundOLootState) -> None:
    """A new deal, or Cuba Libre ('Shuffle everyone's hand cards together and deal them
    back'): nobody knows any other hand. Also starts a Keelhaul's record of gifts afresh."""
    n = state.game.players
    state.known = [[{} for _ in range(n)] for _ in range(n)]
    state.given = [{} for _ in range(n)]


def dealt_again(state: RoundOLootState, old_hands: list[Pile]) -> None:
    """Cuba Libre: every hand went into one pile and was dealt again, so no memory of a hand
    survives. With two seats a seat still knows where the cards it put in went: what it held
    and what it knew the other held, less what it was dealt back, the other seat now holds.
    With more seats those cards are in some other hand, nobody can say whose (ruling)."""
    old = state.known
    forget_all(state)
    if len(old_hands) != 2:
        return
    for seat, other in ((0, 1), (1, 0)):
        put_in = dict(old_hands[seat])
        add(put_in, [c for c, k in old[seat][other].items() for _ in range(k)])
        back = state.hands[seat]
        state.known[seat][other] = {c: k - back.get(c, 0) for c, k in put_in.items()
                                    if k > back.get(c, 0)}


def cards_left_face_up(state: RoundOLootState, holder: int, cards: tuple[str, ...]) -> None:
    """Cards the whole table saw leave `holder`'s hand: every memory of them goes (most
    memories are empty, with nothing to forget: every play and discard comes here)."""
    for memory in state.known:
        if memory[holder]:
            _remove(memory[holder], cards)


def hand_emptied(state: RoundOLootState, holder: int) -> None:
    """The compass's rats' way empties a hand face up: nothing is left to remember."""
    for memory in state.known:
        memory[holder] = {}


def passed(state: RoundOLootState, old_hands: list[Pile], step: int) -> None:
    """Bananarama: hand of seat r goes to seat r + step. A knower's memory of r now describes
    seat r + step (nothing, if that is the knower itself: the hand is its own now), and it
    knows its whole old hand went to the next seat in the direction."""
    n = len(old_hands)
    for knower, memory in enumerate(state.known):
        moved: list[Pile] = [{} for _ in range(n)]
        for holder, pile in enumerate(memory):
            if holder != knower and (holder + step) % n != knower:
                moved[(holder + step) % n] = pile
        moved[(knower + step) % n] = dict(old_hands[knower])
        state.known[knower] = moved


def gave(state: RoundOLootState, giver: int, cards: tuple[str, ...]) -> None:
    """Keelhaul, one giver: the Keelhauler sees exactly which cards left; anyone else only
    that `len(cards)` cards left, so of each remembered card it keeps what must remain."""
    keelhauler = state.current
    add(state.given[giver], cards)
    for knower, memory in enumerate(state.known):
        pile = memory[giver]
        if knower == keelhauler:
            _remove(pile, cards)
        else:
            memory[giver] = {c: k - len(cards) for c, k in pile.items() if k > len(cards)}


def kept(state: RoundOLootState, thrown: Pile) -> None:
    """Keelhaul, the keep: each giver learns which of its cards the face-up discard proves
    were kept (see the module's ruling), then the record of gifts is cleared."""
    keelhauler = state.current
    for giver, gifts in enumerate(state.given):
        pile = state.known[giver][keelhauler]
        for card, k in gifts.items():
            sure = k - thrown.get(card, 0)
            if sure > 0:
                pile[card] = pile.get(card, 0) + sure
    state.given = [{} for _ in state.given]


def after_redeal(state: RoundOLootState, player: int | None) -> None:
    """`shuffle_hidden(player)` keeps `player`'s memories (its view shows them) and the other
    seats forget everything: what they remember is hidden from `player` (the hand a seat
    passed on, the gifts it saw kept, what it put into Cuba Libre), and a remembered card is
    a true card of a hand, so any memory kept would carry the truth into a world. An empty
    memory is true of any redeal (ruling; docs/rules/round_o_loot.md, "What a world
    redeals")."""
    n = state.game.players
    for knower in range(n):
        if knower != player:
            state.known[knower] = [{} for _ in range(n)]


def problems(state: RoundOLootState) -> list[str]:
    """Every remembered card really is in that hand; nobody 'remembers' its own hand; the
    Keelhaul's record of gifts adds up to the cards received."""
    broken = []
    for knower, memory in enumerate(state.known):
        if memory[knower]:
            broken.append(f"seat {knower} remembers its own hand")
        for holder, pile in enumerate(memory):
            hand = state.hands[holder]
            if any(k < 1 or hand.get(c, 0) < k for c, k in pile.items()):
                broken.append(f"seat {knower} remembers cards seat {holder} does not hold")
    total: Pile = {}
    for gifts in state.given:
        add(total, [c for c, k in gifts.items() for _ in range(k)])
    if total != state.received:
        broken.append("the Keelhaul's gifts do not add up to the cards received")
    return broken


def _remove(pile: Pile, cards: tuple[str, ...]) -> None:
    """Take these cards out of a memory where it holds them (a card it did not remember
    may leave too: then the memory is unchanged for it)."""
    for card in cards:
        if pile.get(card, 0) > 1:
            pile[card] -= 1
        else:
            pile.pop(card, None)
