"""The compass of the expansion: drawn, it asks every seat holding cards, in seat order from
the drawer, for a cannon or its rats.

Rulebook, Expansion: 'When the compass card is drawn, it is discarded, and all players must
discard their hand cards, unless you have a cannon card. You can discard a cannon card instead
and keep your other cards. OR ... Play all rat cards and discard the rest. Each rat counts as
1 point.'"""
from __future__ import annotations

from typing import TYPE_CHECKING

from pirates_lib.engine.flow import Follow, Step
from pirates_lib.engine.words import counted

from . import components as C, mechanics, memory

if TYPE_CHECKING:
    from .state import RoundOLootState


def drawn(state: RoundOLootState, drawer: int) -> list[Step]:
    """The compass is discarded and the seats answer in seat order from the drawer (ruling):
    the steps that ask each of them ("ask"), before the drawer draws on."""
    state.discard[C.COMPASS] = 1
    n = state.game.players
    state.emit("compass", f"{state.game.names[drawer]} draws the compass! Each player keeps "
               "their hand with a cannon, or lays down their rats and discards the rest.")
    return [("ask", (drawer + k) % n) for k in range(n)]


def ask(state: RoundOLootState, seat: int) -> Follow:
    """Every seat holding cards answers in turn, even one without a cannon (its only answer
    is the rats' way): were only cannon holders asked, the whole table would learn who holds
    a cannon (ruling). An empty hand has nothing to keep or discard, as everyone can see."""
    return [("compass", seat)] if state.hands[seat] else None


def answer(state: RoundOLootState, seat: int, choice: str) -> None:
    """`seat`'s answer: a cannon it holds (discarded, the hand kept) or the rats' way. Then
    the seats still to ask; when nobody is left, the drawer draws on as usual (ruling)."""
    if choice == C.RATS_WAY:
        _lay_down_rats(state, seat)
        return
    mechanics.take(state.hands[seat], (choice,))
    memory.cards_left_face_up(state, seat, (choice,))
    mechanics.add(state.discard, (choice,))
    state.emit("cannon", f"{state.game.names[seat]} discards {C.card_name(choice)} and "
               "keeps the rest of their hand.", player=seat)


def _lay_down_rats(state: RoundOLootState, seat: int) -> None:
    """Expansion: 'Play all rat cards and discard the rest. Each rat counts as 1 point.'"""
    cards = mechanics.as_list(state.hands[seat])
    rats = [c for c in cards if C.icon_of(c) == C.RAT]
    for card in cards:
        pile = state.played[seat] if C.icon_of(card) == C.RAT else state.discard
        pile[card] = pile.get(card, 0) + 1
    state.hands[seat] = {}
    memory.hand_emptied(state, seat)
    state.emit("rats", _rats_text(state.game.names[seat], rats,
                                  [c for c in cards if C.icon_of(c) != C.RAT]),
               player=seat, rats=rats)


def _rats_text(name: str, rats: list[str], rest: list[str]) -> str:
    """What the table sees of the rats' way: the rats laid down and the discards, face up."""
    if not rats:
        return f"{name} has no rats and discards their whole hand: {C.cards_text(rest)}."
    laid = f"{name} lays down {counted(len(rats), 'rat')}"
    return f"{laid} and discards {C.cards_text(rest)}." if rest else f"{laid}, their whole hand."
