"""The four combinations' effects, and the choices they ask of the table.

Rulebook, Combinations: 'Effects are immediate.' Each function changes the state and returns
the steps that follow (`engine/flow.py`): a choice for some seat ("direction", "give",
"keep"), or what phase 2 leaves (`rounds.draw`: the turn goes on). The cards of the
combination are already laid down (`actions`); these are what they set off."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pirates_lib.engine.flow import Follow
from pirates_lib.engine.words import counted, listing

from . import components as C, mechanics, memory, rounds

if TYPE_CHECKING:
    from .state import RoundOLootState


def bananarama(state: RoundOLootState) -> Follow:
    """Bananarama!: '... whichever you choose': the player picks the direction next. Ruling:
    with two seats both directions give each hand to the other seat, so nobody is asked:
    the hands are passed at once (the id stays `direction:clockwise` in saves; it is simply
    never asked)."""
    if state.game.players == 2:
        return pass_hands(state, C.DIRECTIONS[0])
    return (("direction",),)


def pass_hands(state: RoundOLootState, direction: str) -> Follow:
    """Bananarama!: 'All players pass on their hands either clockwise or counterclockwise,
    whichever you choose.' Clockwise is to the next seat (the rulebook's example: Player 3
    gets Player 2's hand)."""
    step = 1 if direction == "clockwise" else -1
    memory.passed(state, state.hands, step)
    state.hands = mechanics.passed_on(state.hands, step)
    names = state.game.names
    text = (f"{listing(names)} swap hands." if len(names) == 2
            else f"Everyone passes their hand {direction}.")
    state.emit("bananarama", text, direction=direction)
    return rounds.draw(state)


def cuba_libre(state: RoundOLootState) -> Follow:
    """Cuba Libre!: 'Shuffle everyone's hand cards together and deal them back, starting from
    yourself': one card at a time round the table until none is left (ruling)."""
    old_hands = state.hands
    state.hands = mechanics.dealt_back(old_hands, state.current, state.chance)
    memory.dealt_again(state, old_hands)
    names = state.game.names
    state.emit("cuba_libre", f"All hands are shuffled together and dealt out again from "
               f"{names[state.current]}: {_sizes(names, [sum(h.values()) for h in state.hands])}.")
    for seat, hand in enumerate(state.hands):
        state.emit("hand", f"Your new hand: {C.pile_text(hand)}."
                   if hand else "You are dealt no card back.", only=(seat,))
    return rounds.draw(state)


def _sizes(names: Sequence[str], sizes: list[int]) -> str:
    """ "4 cards each", or "Anne and Mary get 5 cards; Jack gets 4; Grace gets none": the
    seats of one size together, the largest first."""
    if len(set(sizes)) == 1:
        return f"{counted(sizes[0], 'card')} each" if sizes[0] else "nobody gets a card"
    parts: list[str] = []
    for k in sorted(set(sizes), reverse=True):
        who = [name for name, size in zip(names, sizes) if size == k]
        many = (counted(k, "card") if not parts else str(k)) if k else "none"
        parts.append(f"{listing(who)} {'gets' if len(who) == 1 else 'get'} {many}")
    return "; ".join(parts)


def keelhaul(state: RoundOLootState) -> Follow:
    """Keelhaul!: 'Other players give you 2 cards each': each other seat holding cards, in
    seat order, chooses its gift ("give"), then the player keeps ("keep"); ruling: a seat
    with no card is passed over."""
    p = state.current
    givers = [q for q in mechanics.seats_after(p, state.game.players) if state.hands[q]]
    state.received = {}
    if not givers:
        state.emit("keelhaul", f"Nobody has a card to give {state.game.names[p]}.")
        return rounds.draw(state)
    return [*(("give", q) for q in givers), ("keep",)]


def give(state: RoundOLootState, giver: int, cards: tuple[str, ...]) -> None:
    """Keelhaul!: 'Other players give you 2 cards each', each giver choosing which. The whole
    table sees how many; only the giver and the Keelhauler see which (one line for each
    reader: the two of them do not read the count as well)."""
    mechanics.take(state.hands[giver], cards)
    mechanics.add(state.received, cards)
    memory.gave(state, giver, cards)
    names, p = state.game.names, state.current
    state.emit("give", f"{names[giver]} gives {names[p]} {counted(len(cards), 'card')}.",
               only=state.all_but(giver, p), player=giver)
    state.emit("give", f"{names[giver]} gives {names[p]} {C.cards_text(cards)}.",
               only=(giver, p), player=giver)


def keep(state: RoundOLootState, cards: tuple[str, ...]) -> Follow:
    """Keelhaul!: 'Keep the ones you want and discard the rest.' The rest lies face up."""
    p = state.current
    mechanics.take(state.received, cards)
    mechanics.add(state.hands[p], cards)
    thrown = mechanics.as_list(state.received)
    mechanics.add(state.discard, thrown)
    memory.kept(state, state.received)
    state.received = {}
    state.emit("keep", _kept_text(state.game.names[p], len(cards), thrown), player=p,
               discarded=thrown)
    return rounds.draw(state)


def walk_the_plank(state: RoundOLootState) -> Follow:
    """Walk the Plank!: 'Round ends as if the Jolly Roger card was drawn': the player draws no
    more, every other seat plays one last turn. Ruling: in the last turns the round is
    already ending, so it changes nothing more."""
    p, names = state.current, state.game.names
    if state.last_turns is None:
        state.ended_by = {"how": "walk_the_plank", "by": p}
        state.emit("plank", f"{names[p]} makes them walk the plank: the round ends as if the "
                   f"Jolly Roger was drawn. {rounds.others_play_last(state, p)}", player=p)
        rounds.begin_last_turns(state, p)
    else:
        state.emit("plank", "The round is already ending: walking the plank changes nothing "
                   "more.", player=p)
    return rounds.draw(state)


def _kept_text(name: str, kept: int, thrown: list[str]) -> str:
    """ "Anne keeps 2 cards and discards Pistol 4", "Anne keeps all 4 cards", "Anne keeps
    none of them and discards ...": the kept cards are hers to know, the discards face up."""
    if not thrown:
        return f"{name} keeps {'the card' if kept == 1 else f'all {kept} cards'}."
    if not kept:
        return f"{name} keeps none of them and discards {C.cards_text(thrown)}."
    return f"{name} keeps {counted(kept, 'card')} and discards {C.cards_text(thrown)}."
