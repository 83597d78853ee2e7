"""The rules Leaky Loot runs between decisions, as the automatic steps of its flow
(`actions.FLOW`, docs/engine.md "The flow"): the start of a turn (ocean card and wave, which
need no decision and so happen at once), its end (pending water, drowning, salvage), the next
seat, rounds, ports, the hand limit's throws and the end of the game. Each step returns the
steps that follow: ``("turn", seat)`` a turn begins, ``("act",)`` its action phase (a
decision), ``("throw", seat)`` a card over the hand limit (a decision), ``("next",)`` the
turn is over, ``("port",)`` the round ends at a port, ``("round",)`` the next round begins."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING

from pirates_lib.engine.flow import OVER, Follow, Step
from pirates_lib.engine.words import counted, dice, grouped, listing

from . import components as C, mechanics

if TYPE_CHECKING:
    from .state import LeakyLootState


_ACT: tuple[Step, ...] = (("act",),)  # what follows, shared by every turn: never changed
_NEXT: tuple[Step, ...] = (("next",),)
_ROUND: tuple[Step, ...] = (("round",),)


# --- the set-up ---------------------------------------------------------------------------
def deal_starting_salvage(state: LeakyLootState, seat: int) -> None:
    """[ruling] Draw until you hold two cards that are neither treasure nor the Krakken;
    the others go back into the salvage deck."""
    aside: list[str] = []
    boat = state.boats[seat]
    while len(boat.hand) < C.STARTING_SALVAGE:
        card = state.chance.draw(state.salvage_deck)
        if C.kind_of(card) in ("treasure", C.KRAKKEN):
            aside.append(card)
        else:
            boat.take(card, 0)
    for card in aside:
        state.salvage_deck[card] = state.salvage_deck.get(card, 0) + 1
    hand = boat.hand
    boat.plain = len(hand)
    state.emit("deal", _dealt(tuple(hand)), only=(seat,), hand=list(hand))
    state.emit("deal", f"{state.game.names[seat]} takes {_STARTING_CARDS}.", seat=seat)


# --- the start of a turn: "Draw 1 Ocean Card", "Roll Wave" ---------------------------------
def start_turn(state: LeakyLootState, seat: int) -> Follow:
    """Rulebook "Turn" 1 and 2: the ocean card names the red dice, the blue d6 the side;
    [ruling] the strength is rolled even when the wave misses. Then the action phase."""
    state.turn, state.acted, state.bailed = seat, False, 0
    state.ram = None
    card = _draw_ocean(state)
    suit = C.suit_of(card)
    side = mechanics.roll_side(state.chance)
    rolled = mechanics.roll_wave_dice(state.chance, suit)
    strength = sum(rolled)
    side_die = C.MISS if side is None else side + 1
    state.wave = {"card": card, "side": None if side is None else side + 1,
                  "side_die": side_die, "dice": list(rolled), "strength": strength,
                  "leaked": 0}
    name = state.game.names[seat]
    state.emit("ocean", _turned_over(name, card), seat=seat, card=card)
    if side is None:
        state.emit("wave", _missed(name, rolled), seat=seat, side=None, strength=strength,
                   dice=[side_die], sides=C.SIDE_DIE, color="blue")
    else:
        state.emit("side", f"The blue die shows {side_die}: the wave comes at side "
                   f"{side_die} of {name}'s boat.", seat=seat, side=side_die,
                   dice=[side_die], sides=C.SIDE_DIE, color="blue")
        _wave_hits(state, seat, side, rolled, suit)
    return _ACT


def _wave_hits(state: LeakyLootState, seat: int, side: int, rolled: tuple[int, ...],
               suit: str) -> None:
    """Rulebook "Waves & Water Leaks": counters if the hull holds; if not, water "pending"
    until the end of the action phase."""
    boat, strength = state.boats[seat], sum(rolled)
    before = boat.hulls[side]
    after, leaked = mechanics.strike(before, strength)
    boat.hulls[side] = after
    wave = state.wave
    assert wave is not None, "a wave hits while its card is in play"
    boat.pending = wave["leaked"] = leaked
    state.emit("wave", f"{_wave_of(rolled)} hits side {side + 1} of "
               f"{state.game.names[seat]}'s boat "
               f"{_hull_took(before.value, before.strength, strength, after.strength, leaked)}",
               seat=seat, side=side + 1, strength=strength, leaked=leaked,
               dice=list(rolled), sides=list(C.WAVE_DICE[suit]), color="red")


def _draw_ocean(state: LeakyLootState) -> str:
    """[ruling] Used ocean cards go to a discard pile; an empty deck is reshuffled from it."""
    if not state.ocean_deck:
        state.ocean_deck = {card: 1 for card in state.ocean_discard}
        state.ocean_discard = []
        state.emit("reshuffle", "The ocean deck is empty: its discard pile is reshuffled.")
    state.ocean_card = state.chance.draw(state.ocean_deck)
    return state.ocean_card


# --- the end of a turn: pending water, drowning, salvage ------------------------------------
def end_turn(state: LeakyLootState) -> Follow:
    """The "end" action: the action phase is over. [ruling] Pending water joins the boat, 10
    or more drowns it; then "Draw Salvage if allowed by Ocean Card" ([ruling] not for a boat
    that sank), and a card over the hand limit is thrown before the turn passes on."""
    seat, boat = state.turn, state.boats[state.turn]
    name = state.game.names[seat]
    if boat.pending:
        boat.water += boat.pending
        state.emit("water", f"{boat.pending} pending water joins {name}'s boat: "
                   f"{boat.water} water aboard.", seat=seat, water=boat.water)
        boat.pending = 0
    else:
        state.emit("end", _ended(name, boat.water), seat=seat)
    if boat.water >= C.DROWNING_WATER:
        _drown(state, seat)
    card, wave = state.ocean_card, state.wave
    assert card is not None and wave is not None, "a turn ends on the ocean card it drew"
    state.ocean_discard.append(card)
    state.ocean_card = None
    if (boat.afloat and mechanics.salvage_due(wave["card"])
            and _give_salvage(state, seat)):
        return _throws(state, [seat], "turn", _NEXT[0])
    return _NEXT


def _drown(state: LeakyLootState, seat: int) -> None:
    """Rulebook "Drowning": out of the game; "Any cards in their hand are then available
    for other players to pick up" ([ruling] in the flotsam, face up)."""
    boat = state.boats[seat]
    lost = boat.sink()
    state.flotsam = sorted(state.flotsam + lost)
    text = f"{state.game.names[seat]}'s boat holds {boat.water} water and drowns!"
    if lost:
        text += (" Its hand floats into the flotsam, face up: "
                 f"{grouped([C.describe(c) for c in lost])}.")
    state.emit("drown", text, seat=seat, cards=lost)


def _give_salvage(state: LeakyLootState, seat: int) -> bool:
    """Draw one salvage card for `seat`; True when the hand is now over the limit.

    Rulebook "Krakken": "When it is drawn the next Port instantly becomes 1 turn further
    away"; [ruling] no replacement is drawn, and it is set aside until that port is reached
    (`reach_port` discards it), so it delays each port at most once."""
    name = state.game.names[seat]
    card = _draw_salvage(state)
    if card is None:
        state.emit("salvage", f"No salvage is left anywhere: {name} draws nothing.")
        return False
    if card == C.KRAKKEN:
        state.next_port_round += 1
        state.krakken_aside = True
        state.emit("krakken", f"{name} draws the Krakken! The next port is one round "
                   f"further away: end of round {state.next_port_round}.", seat=seat)
        return False
    hand = state.boats[seat].hand
    state.boats[seat].take(card, state.salvage_reshuffles)
    state.emit("salvage", f"You draw {C.describe(card)}.", only=(seat,), card=card)
    state.emit("salvage", f"{name} draws a salvage card.", seat=seat)
    return len(hand) > C.HAND_LIMIT


def _draw_salvage(state: LeakyLootState) -> str | None:
    """[ruling] An empty salvage deck is reshuffled from its discard pile; with both empty,
    nothing is drawn."""
    if not state.salvage_deck:
        if not state.salvage_discard:
            return None
        state.salvage_deck = dict(Counter(state.salvage_discard))
        state.salvage_discard = []
        state.salvage_reshuffles += 1  # the table knows this deck's cards: see shuffle_hidden
        state.emit("reshuffle", "The salvage deck is empty: its discard pile is reshuffled.")
    return state.chance.draw(state.salvage_deck)


# --- the hand limit -------------------------------------------------------------------------
def _throws(state: LeakyLootState, seats: list[int], where: str, then: Step) -> Follow:
    """Rulebook "Inventory Management": "they can choose which of the 4 cards to dump": one
    throw decision per seat over the limit, in seat order, then the game goes on with `then`.
    `where` ("turn" or "port") is recorded for the saved form (`views.snapshot`)."""
    state.throws_at = where
    return [*(("throw", seat) for seat in seats), then]


# --- rounds, ports and the end --------------------------------------------------------------
def next_seat(state: LeakyLootState) -> Follow:
    """[ruling] The next living seat takes a turn; after the last one, the round ends (at a
    port in a port round). The game ends when no boat is afloat."""
    afloat = [seat for seat, boat in enumerate(state.boats) if boat.afloat]
    if not afloat:
        return game_over(state, "Every boat has drowned.")
    later = [seat for seat in afloat if seat > state.turn]
    if later:
        return [("turn", later[0])]
    return [("port",)] if state.round == state.next_port_round else _ROUND


def next_round(state: LeakyLootState) -> Follow:
    """[ruling] A round is one turn of each living player, in seat order."""
    state.round += 1
    state.emit("round", f"Round {state.round} begins; the next port is at the end of round "
               f"{state.next_port_round}.", round=state.round)
    return [("turn", next(s for s, boat in enumerate(state.boats) if boat.afloat))]


def reach_port(state: LeakyLootState) -> Follow:
    """Rulebook "Ports": "drain all water inside their boat(not Hull damage) and receive 1
    free Salvage Card"; treasure turns into victory points. [ruling] The last port ends the
    game before the free cards; the free cards are drawn in seat order, and a Krakken among
    them pushes the port after this one. A Krakken set aside since it delayed this port
    goes to the salvage discard pile now [ruling]."""
    state.ports_done += 1
    state.emit("port", f"Round {state.round} ends at port {state.ports_done}.",
               port=state.ports_done, round=state.round)
    if state.krakken_aside:
        state.krakken_aside = False
        state.salvage_discard.append(C.KRAKKEN)
        state.emit("krakken", "The Krakken, set aside since it delayed this port, goes to "
                   "the salvage discard pile.")
    living = [s for s, boat in enumerate(state.boats) if boat.afloat]
    for seat in living:
        _turn_in(state, seat)
    if state.ports_done >= state.game.options.ports:
        return game_over(state, f"That was port {state.ports_done}, the last one.")
    state.next_port_round = mechanics.next_port_round(state.round, state.ports_done)
    state.emit("port", f"The next port is at the end of round {state.next_port_round}.")
    over = [seat for seat in living if _give_salvage(state, seat)]
    return _throws(state, over, "port", ("round",)) if over else _ROUND


def _turn_in(state: LeakyLootState, seat: int) -> None:
    """Drain the water and score the treasure in hand (the treasure leaves the game)."""
    boat = state.boats[seat]
    drained, boat.water = boat.water, 0
    treasure = mechanics.treasure_in(boat.hand)
    gained = mechanics.points(treasure)
    boat.turn_in(treasure, gained)
    words = _port_words(drained, treasure, gained, boat.points)
    state.emit("port", f"{state.game.names[seat]} {words}.", seat=seat, treasure=treasure,
               points=gained)


def game_over(state: LeakyLootState, why: str) -> Follow:
    """The voyage ends: most victory points wins, a tie is a shared win."""
    scores = state.scores()
    best = max(scores)
    tops = [state.game.names[s] for s, score in enumerate(scores) if score == best]
    if not best:
        result = f"nobody scored a point, so {listing(tops)} share the win"
    else:
        result = (f"{listing(tops)} {'wins' if len(tops) == 1 else 'share the win'} "
                  f"with {counted(best, 'point')}")
    state.emit("over", f"{why} The game is over: {result}.", scores=scores)
    return OVER


# --- the log's sentences ------------------------------------------------------------------
# Each distinct sentence is written once and kept (bounded caches of strings:
# docs/performance.md, "Leaky Loot").

_STARTING_CARDS = counted(C.STARTING_SALVAGE, "salvage card")


@lru_cache(maxsize=1024)
def _dealt(hand: tuple[str, ...]) -> str:
    """A seat's own starting cards, told to that seat alone."""
    return f"You start with {grouped([C.describe(c) for c in hand])}."


@lru_cache(maxsize=1024)
def _turned_over(name: str, card: str) -> str:
    """The ocean card turned at the start of a turn, and what its rank means for salvage."""
    salvage = ("even, so a salvage card at the end of the turn"
               if mechanics.salvage_due(card) else "odd, so no salvage this turn")
    return f"{name} turns over {C.describe_ocean(card)}: a {C.suit_of(card)} wave, {salvage}."


@lru_cache(maxsize=1024)
def _missed(name: str, rolled: tuple[int, ...]) -> str:
    """A wave whose blue die shows 6, with the red dice rolled all the same [ruling]."""
    red = (f"die shows {dice(rolled)}" if len(rolled) == 1
           else f"dice show {dice(rolled)}, strength {sum(rolled)}")
    return f"The blue die shows 6: the wave misses {name}'s boat (its red {red})."


@lru_cache(maxsize=1024)
def _wave_of(rolled: tuple[int, ...]) -> str:
    """A wave's strength, with its red dice when there are two."""
    parts = f" (red dice {dice(rolled)})" if len(rolled) > 1 else ""
    return f"A wave of strength {sum(rolled)}{parts}"


@lru_cache(maxsize=1024)
def _hull_took(value: int, held: int, strength: int, left: int, leaked: int) -> str:
    """What a wave of `strength` did to the hull it hit (printed `value`, strength `held`
    before and `left` after): the water it lets in, or the counters the hull takes."""
    if leaked:
        what = f"{leaked} water leaks in, pending until the end of the action phase"
    else:
        what = (f"the hull holds and takes {counted(strength, 'damage counter')}"
                + (f" (strength now {left})" if left else ", which break it (strength 0)"))
    return f"(hull {value}, strength {held}): {what}."


@lru_cache(maxsize=1024)
def _ended(name: str, water: int) -> str:
    """The end of an action phase that left no water pending."""
    return f"{name} ends the action phase with {counted(water, 'water')} aboard."


def _port_words(drained: int, treasure: list[str], gained: int, points: int) -> str:
    """What a port does for one boat, after its captain's name: "drains 6 water and turns in
    Treasure 3 ×2 for 6 points (8 in all)"; nothing to drain or to score is said plainly."""
    drain = f"drains {drained} water" if drained else ""
    if treasure:
        score = (f"turns in {grouped([C.describe(c) for c in treasure])} for "
                 f"{counted(gained, 'point')} ({points} in all)")
        return f"{drain} and {score}" if drain else f"{score}, with no water to drain"
    kept = f" ({counted(points, 'point')} so far)" if points else ""
    if drain:
        return f"{drain} but has no treasure to turn in{kept}"
    return f"has no water to drain and no treasure to turn in{kept}"
