"""The steps the rules run between decisions (`actions.FLOW`): a round dealt, a turn begun,
phase 2's drawing, the turn passed on, the round scored, the game over.

One turn (rulebook, Turn): phase 1 plays, discards or combines cards (the "play" decision);
a combination may ask other seats for a choice (direction, cards to give, cards to keep, a
cannon against the compass); phase 2 draws up to the hand limit (`draw`), and the turn
passes on (`end_turn`) to the next one (`start_turn`). Each step returns the steps that
follow (`engine/flow.py`), so between two choices the table runs itself forward and the
seat to move always has a real decision."""
from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache
from typing import TYPE_CHECKING

from pirates_lib.engine.flow import OVER, Follow, Step
from pirates_lib.engine.words import counted, listing

from . import compass, components as C, mechanics, memory

if TYPE_CHECKING:
    from .state import RoundOLootState

#: What a step returns most often: one step (tuples, so no list is built each time).
DEAL, PLAY = (("deal",),), (("play",),)


def deal(state: RoundOLootState) -> Follow:
    """A new round: 'The dealer starts the round' with fresh hands (mechanics.deal), no
    cards played, 'Hand limits are reset to 5', and nobody remembering any hand."""
    n = state.game.players
    state.round += 1
    state.hands, state.deck = mechanics.deal(state.game.full_deck.copy(), n, state.dealer,
                                             state.chance)
    state.played = [{} for _ in range(n)]
    state.rums = [0] * n
    state.discard, state.out, state.received = {}, {}, {}
    memory.forget_all(state)
    state.last_turns, state.ended_by = None, None
    state.current = state.dealer
    state.emit("round", f"Round {state.round}: {state.game.names[state.dealer]} deals and "
               "starts.", round=state.round, dealer=state.dealer)
    for seat, hand in enumerate(state.hands):
        state.emit("hand", f"You are dealt {C.pile_text(hand)}.", only=(seat,))
    return start_turn(state)


def start_turn(state: RoundOLootState) -> Follow:
    """A seat with cards plays; ruling: an empty hand has nothing to play or discard, so it
    draws at once (or, in the Jolly Roger's last turns, its turn passes)."""
    p = state.current
    if state.hands[p]:
        return PLAY
    if state.last_turns is None:
        state.emit("empty", f"{state.game.names[p]} has no cards and draws.", player=p)
        return draw(state)
    state.emit("empty", f"{state.game.names[p]} has no cards for a last turn.", player=p)
    return end_turn(state)


def draw(state: RoundOLootState) -> Follow:
    """Phase 2, then the turn ends; in the last turns nobody draws (rulebook, Round: 'do not
    draw new cards'). Phase 1's actions end with it; the compass interrupts the drawing: the
    seats answer it, then the drawer draws on (this, as the step "draw")."""
    if state.last_turns is not None:
        return end_turn(state)
    asked = _draw_up(state, state.current)
    return end_turn(state) if asked is None else [*asked, ("draw",)]


def _draw_up(state: RoundOLootState, p: int) -> list[Step] | None:
    """Rulebook, Phase 2: 'Draw cards up to your current hand limit.' The Jolly Roger stops
    the drawing; the compass interrupts it (the steps that ask the seats to answer it).
    Nothing played while drawing, so the limit stays; only the compass changes hands."""
    limit, only, hand = mechanics.hand_limit(state.rums[p]), (p,), state.hands[p]
    missing = limit - sum(hand.values())
    while missing > 0 and state.last_turns is None:
        card = state.chance.draw(state.deck)
        if card == C.JOLLY_ROGER:
            _reveal_jolly_roger(state, p)
        elif card == C.COMPASS:
            return compass.drawn(state, p)
        else:
            hand[card] = hand.get(card, 0) + 1
            missing -= 1
            state.emit("draw", _drawn_text(card), only=only, card=card)
    return None


@lru_cache(maxsize=None)
def _drawn_text(card: str) -> str:
    """The private log line of a card drawn."""
    return f"You draw {C.cards_text((card,))}."


def _reveal_jolly_roger(state: RoundOLootState, drawer: int) -> None:
    """Rulebook, Round: 'someone draws the Jolly Roger card. Reveal it immediately. Other
    players can play one more turn after that, but do not draw new cards.'"""
    state.out[C.JOLLY_ROGER] = 1
    state.ended_by = {"how": "jolly_roger", "by": drawer}
    state.emit("jolly_roger", f"{state.game.names[drawer]} draws the Jolly Roger! "
               f"{others_play_last(state, drawer)}", player=drawer)
    begin_last_turns(state, drawer)


def others_play_last(state: RoundOLootState, p: int) -> str:
    """ "Everyone else plays one last turn without drawing." (with two seats, by name)."""
    others = [state.game.names[q] for q in mechanics.seats_after(p, state.game.players)]
    who = others[0] if len(others) == 1 else "Everyone else"
    return f"{who} plays one last turn without drawing."


def begin_last_turns(state: RoundOLootState, p: int) -> None:
    """The Jolly Roger (or Walk the Plank) at `p`: every other seat, in seat order, owes
    one last turn without drawing (ruling)."""
    state.last_turns = mechanics.seats_after(p, state.game.players)


def end_turn(state: RoundOLootState) -> Follow:
    """'Then the next player starts their turn'; after the Jolly Roger, only the seats owed
    a last turn play, then the round is scored."""
    if state.last_turns is None:
        state.current = (state.current + 1) % state.game.players
        return start_turn(state)
    if state.last_turns:
        state.current = state.last_turns.pop(0)
        return start_turn(state)
    return score_round(state)


def score_round(state: RoundOLootState) -> Follow:
    """Rulebook, Round: the most points wins a doubloon (mechanics.doubloon_winners), the
    least points deals next (mechanics.next_dealer), 'Player with 3 doubloon cards wins the
    game' (option `doubloons_to_win`)."""
    n, names = state.game.players, state.game.names
    points = [mechanics.points(state.played[p]) for p in range(n)]
    cards = [sum(state.played[p].values()) for p in range(n)]
    winners = mechanics.doubloon_winners(points, cards)
    for p in winners:
        state.doubloons[p] += 1
    dealer = mechanics.next_dealer(points, state.dealer)
    state.last_round = {"round": state.round, "points": points, "cards": cards,
                        "doubloon": winners, "next_dealer": dealer}
    table = ", ".join(f"{names[p]} {points[p]}" for p in range(n))
    won = (f"{names[winners[0]]} wins a doubloon" if len(winners) == 1 else
           f"{listing([names[p] for p in winners])} win a doubloon each")
    state.emit("score", f"End of round {state.round}. Points: {table}. {won}.",
               points=points, doubloon=winners)
    if max(state.doubloons) >= state.game.options.doubloons_to_win:
        return finish(state)
    state.dealer = dealer
    return DEAL


def finish(state: RoundOLootState, reason: str = "") -> Follow:
    """The game is over, won by the most doubloons: at the end of a round that gives a seat
    `doubloons_to_win`, or wherever play stops at the most actions a save holds (`reason`;
    ruling in docs/rules/round_o_loot.md)."""
    most = max(state.doubloons)
    best = [state.game.names[p] for p, d in enumerate(state.doubloons) if d == most]
    ends = f"The game ends: {reason}. " if reason else ""
    state.emit("over", f"{ends}{listing(best)} {'win' if len(best) > 1 else 'wins'} the "
               f"game with {counted(most, 'doubloon')}.")
    return OVER


# --- what the flow's steps say: the old fields of the table, derived ----------------------
def phase(state: RoundOLootState) -> str:
    """The choice the table rests in (`C.CHOICES`), or "over"."""
    return state.steps[0][0] if state.steps else "over"


def seats_waiting(state: RoundOLootState, kinds: Collection[str]) -> list[int]:
    """The seats of the steps of these kinds still waiting, in order: a Keelhaul's givers
    ("give"), the seats still to answer the compass ("compass", "ask"). When play stopped
    at the most actions a save holds, the steps that were waiting then (`unfinished`)."""
    steps = state.steps or state.unfinished
    return [step[1] for step in steps if step[0] in kinds]
