"""The four combinations and the compass: effects that reach other seats' hands.

Rulebook, Combinations: 'Effects are immediate.' Each function changes the state and sets
`state.phase` to the next step: a choice for some seat ("direction", "give", "keep",
"compass") or "draw" (the turn goes on to phase 2)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Action, take_card
from . import memory, moves
from .components import CANNON, COMPASS, RAT, icon_of

if TYPE_CHECKING:
    from .rules import RoundOLootState


def combination(state: RoundOLootState, kind: str) -> None:
    """Start the effect of a combination just played by `state.current`."""
    p, names = state.current, state.game.names
    if kind == "bananarama":
        state.phase = "direction"
    elif kind == "cuba_libre":
        cuba_libre(state)
    elif kind == "keelhaul":
        n = state.game.players
        state.givers = [(p + k) % n for k in range(1, n) if state.hands[(p + k) % n]]
        state.received = {}
        state.phase = "give" if state.givers else "draw"
        if not state.givers:
            state.emit("keelhaul", f"Nobody has a card to give {names[p]}.")
    elif state.last_turns is None:  # walk_the_plank
        state.ended_by = {"how": "walk_the_plank", "by": p}
        state.emit("plank", f"{names[p]} makes them walk the plank: the round ends as if the "
                   "Jolly Roger was drawn; everyone else plays one last turn.", player=p)
        state.begin_last_turns(p)
    else:
        state.emit("plank", "The round is already ending: walking the plank changes nothing "
                   "more.", player=p)


def pass_hands(state: RoundOLootState, direction: str) -> None:
    """Bananarama!: 'All players pass on their hands either clockwise or counterclockwise,
    whichever you choose.' Clockwise is to the next seat (the rulebook's example: Player 3
    gets Player 2's hand)."""
    n = len(state.hands)
    step = 1 if direction == "clockwise" else -1
    passed = [{}] * n
    for seat, hand in enumerate(state.hands):
        passed[(seat + step) % n] = hand
    memory.passed(state, state.hands, step)
    state.hands = passed
    state.emit("bananarama", f"Everyone passes their hand {direction}.", direction=direction)
    state.phase = "draw"


def cuba_libre(state: RoundOLootState) -> None:
    """Cuba Libre!: 'Shuffle everyone's hand cards together and deal them back, starting from
    yourself': one card at a time round the table until none is left (RULINGS.md)."""
    pool: dict[str, int] = {}
    for hand in state.hands:
        for card, k in hand.items():
            pool[card] = pool.get(card, 0) + k
    n, p, old_hands = len(state.hands), state.current, state.hands
    state.hands = [{} for _ in range(n)]
    for k in range(sum(pool.values())):
        card = state.chance.draw(pool)
        hand = state.hands[(p + k) % n]
        hand[card] = hand.get(card, 0) + 1
    memory.dealt_again(state, old_hands)
    sizes = ", ".join(f"{state.game.names[s]} {sum(h.values())}" for s, h in
                      enumerate(state.hands))
    state.emit("cuba_libre", f"All hands are shuffled together and dealt again ({sizes}).")
    for seat, hand in enumerate(state.hands):
        state.emit("hand", f"Your new hand: {moves.cards_text(_sorted(hand))}.", only=(seat,))


def give(state: RoundOLootState, cards: tuple[str, ...]) -> None:
    """Keelhaul!: 'Other players give you 2 cards each', each giver choosing which."""
    giver = state.givers.pop(0)
    for card in cards:
        take_card(state.hands[giver], card)
        state.received[card] = state.received.get(card, 0) + 1
    memory.gave(state, giver, cards)
    names, p = state.game.names, state.current
    state.emit("give", f"{names[giver]} gives {names[p]} {len(cards)} card(s).", player=giver)
    state.emit("give", f"{names[giver]} gives {names[p]} {moves.cards_text(cards)}.",
               only=(giver, p))
    if not state.givers:
        state.phase = "keep"


def keep(state: RoundOLootState, cards: tuple[str, ...]) -> None:
    """Keelhaul!: 'Keep the ones you want and discard the rest.'"""
    p = state.current
    for card in cards:
        take_card(state.received, card)
        state.hands[p][card] = state.hands[p].get(card, 0) + 1
    thrown = _sorted(state.received)
    for card in thrown:
        state.discard[card] = state.discard.get(card, 0) + 1
    memory.kept(state, state.received)
    state.received = {}
    state.emit("keep", f"{state.game.names[p]} keeps {len(cards)} card(s) and discards "
               f"{moves.cards_text(thrown)}.", player=p, discarded=thrown)
    state.phase = "draw"


def compass_drawn(state: RoundOLootState, drawer: int) -> bool:
    """Expansion: 'When the compass card is drawn, it is discarded, and all players must
    discard their hand cards, unless you have a cannon card.' Seats answer in seat order from
    the drawer (RULINGS.md); True when one of them must choose before the drawer draws on."""
    state.discard[COMPASS] = 1
    n = state.game.players
    state.compass_queue = [(drawer + k) % n for k in range(n)]
    state.emit("compass", f"{state.game.names[drawer]} draws the compass! Each player keeps "
               "their hand with a cannon, or lays down their rats and discards the rest.")
    return _run_compass_queue(state)


def compass_actions(hand: dict[str, int]) -> list[Action]:
    """A seat holding a cannon may spend one to keep its hand, or take the rats' way;
    without a cannon the rats' way is its only answer."""
    cannons = sorted((c for c in hand if icon_of(c) == CANNON), key=moves.card_order)
    return [moves.make("compass", (c,)) for c in cannons] + [moves.make("compass", ("rats",))]


def answer_compass(state: RoundOLootState, cards: tuple[str, ...]) -> None:
    """Carry out one seat's answer to the compass, then the rest of the queue."""
    seat = state.compass_queue.pop(0)
    if cards == ("rats",):
        _lay_down_rats(state, seat)
    else:
        take_card(state.hands[seat], cards[0])
        memory.cards_left_face_up(state, seat, cards)
        state.discard[cards[0]] = state.discard.get(cards[0], 0) + 1
        state.emit("cannon", f"{state.game.names[seat]} discards a cannon and keeps their "
                   "hand.", player=seat)
    if not _run_compass_queue(state):
        state.phase = "draw"


def _run_compass_queue(state: RoundOLootState) -> bool:
    """Every seat holding cards answers in turn, even one without a cannon (its only answer
    is the rats' way): were only cannon holders asked, the whole table would learn who holds
    a cannon (ruled). An empty hand has nothing to keep or discard, as everyone can see."""
    while state.compass_queue:
        if state.hands[state.compass_queue[0]]:
            state.phase = "compass"
            return True
        state.compass_queue.pop(0)
    return False


def _lay_down_rats(state: RoundOLootState, seat: int) -> None:
    """Expansion: 'Play all rat cards and discard the rest. Each rat counts as 1 point.'"""
    hand, played = state.hands[seat], state.played[seat]
    rats = [c for c in _sorted(hand) if icon_of(c) == RAT]
    for card in _sorted(hand):
        pile = played if icon_of(card) == RAT else state.discard
        pile[card] = pile.get(card, 0) + 1
    state.hands[seat] = {}
    memory.hand_emptied(state, seat)
    state.emit("rats", f"{state.game.names[seat]} lays down {len(rats)} rat(s) and discards "
               "the rest of their hand.", player=seat, rats=rats)


def _sorted(pile: dict[str, int]) -> list[str]:
    """A multiset as a list of cards in card order."""
    return [c for c in sorted(pile, key=moves.card_order) for _ in range(pile[c])]


def pile_list(pile: dict[str, int]) -> list[str]:
    """Public name of `_sorted`, for views."""
    return _sorted(pile)


__all__: list[Any] = ["combination", "pass_hands", "cuba_libre", "give", "keep",
                      "compass_drawn", "compass_actions", "answer_compass", "pile_list"]
