"""Leaky Loot Legends' actions and its flow: building the legal ones, carrying them out, and
saying why an id is refused. The action phase is the rulebook's "Action - Use Hand Cards":
"Swap Hull Card", "Use Bucket to remove leaked water", "Ram other players", "Collect cards
from drowned players"; then "end". The hand limit adds "throw". `FLOW` names the two
decisions (the action phase, "act", and a throw) and the rules run between them (`voyage`);
each handler returns the steps that follow (docs/engine.md, "The flow").

Action ids (stable: saves, widgets and logs speak them; docs/rules/leaky_loot.md), spelt once
by `CODEC`: ``hull:3>side2`` (play Hull 3 onto side 2), ``bucket:2``, ``ram:1`` (ram seat 1),
``collect:treasure-3/pay:bucket-1``, ``throw:hull-2`` (hand limit), ``end``. Each Action
carries its `kind` and `args`, so carrying it out never parses the id."""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from pirates_lib.engine import Action
from pirates_lib.engine.flow import Automatic, Decision, Flow, Follow
from pirates_lib.engine.game import PIRATE_NAMES
from pirates_lib.engine.ids import Codec
from pirates_lib.engine.words import counted, dice, listing

from . import components as C, mechanics, voyage

if TYPE_CHECKING:
    from .state import LeakyLootState

#: Every id, spelt once ("ram:01" or "hull:03>side2" is no id: a number has one spelling).
CODEC = Codec({"hull": "hull:{int}>side{int}", "bucket": "bucket:{int}", "ram": "ram:{int}",
               "collect": "collect:{word}/pay:{word}", "throw": "throw:{word}", "end": "end"})

_CARDS = sorted(card for card in C.salvage_deck() if card != C.KRAKKEN)
_HULLS = sorted(C.HULL_COPIES)

# Every action there can be, made once: building the legal actions only looks them up.
END = CODEC.action("end", "End the turn")
HULL = {(v, side): CODEC.action("hull", f"Hull {v} onto side {side}", v, side)
        for v in _HULLS for side in range(1, C.SIDES + 1)}
BUCKET = {v: CODEC.action("bucket", f"Bail with Bucket {v} (up to {v} water)", v)
          for v in C.BUCKET_COPIES}
RAM = {seat: CODEC.action("ram", f"Ram {name}'s boat", seat)
       for seat, name in enumerate(PIRATE_NAMES)}
COLLECT = {(card, pay): CODEC.action("collect", f"Take {C.describe(card)} from the flotsam, "
                                     f"paying {C.describe(pay)}", card, pay)
           for card in _CARDS for pay in _CARDS}
THROW = {card: CODEC.action("throw", f"Throw {C.describe(card)} into the flotsam", card)
         for card in _CARDS}
_HULL_PLAYS = {f"hull-{v}": [HULL[v, side] for side in range(1, C.SIDES + 1)] for v in _HULLS}
_BAILS = {f"bucket-{v}": action for v, action in BUCKET.items()}


def legal(state: LeakyLootState) -> dict[str, Action]:
    """Rulebook "Action - Use Hand Cards": any number of hull and bucket cards (a bucket only
    with water to bail [ruling]), at most one ram or collect, and "end" [ruling]. (By id, as
    the engine keeps them: see `_moves`.)"""
    seat, boat = state.turn, state.boats[state.turn]
    rams: tuple[int, ...] = ()
    collects: tuple[str, ...] = ()
    if not state.acted:
        rams = tuple([s for s, b in enumerate(state.boats) if b.afloat and s != seat])
        if state.flotsam:
            collects = tuple(mechanics.collectable(state.flotsam, state.thrown, seat))
    moves = _moves(tuple(boat.hand), boat.water + boat.pending > 0, rams, collects).copy()
    moves["end"] = end_action(boat.pending, boat.water)
    return moves


def throws(state: LeakyLootState, seat: int) -> dict[str, Action]:
    """Rulebook "Inventory Management": at the hand limit, only the throw of one of the four
    cards, one action per kind of card."""
    return _throws(tuple(state.boats[seat].hand)).copy()


# The moves a situation allows (its hand, its water, whom it may ram or collect from) are
# worked out once, by id, read-only; each position gets its own copy (docs/performance.md,
# "Leaky Loot").
@lru_cache(maxsize=4096)
def _kinds(hand: tuple[str, ...]) -> tuple[str, ...]:
    """The kinds of card in a hand, each once, sorted."""
    return tuple(sorted(set(hand)))


@lru_cache(maxsize=8192)
def _moves(hand: tuple[str, ...], wet: bool, rams: tuple[int, ...],
           collects: tuple[str, ...]) -> MappingProxyType[str, Action]:
    """The moves before "end", in order: the hull plays of a hand, its bucket plays when
    there is water to bail, the rams on the seats in `rams`, and the collects of the cards in
    `collects`, paid with each kind of card in hand (read-only: `legal` copies it)."""
    moves: list[Action] = []
    for card in _kinds(hand):
        if card in _HULL_PLAYS:
            moves += _HULL_PLAYS[card]
        elif wet and card in _BAILS:
            moves.append(_BAILS[card])
    moves += [RAM[s] for s in rams]
    moves += [COLLECT[card, pay] for card in collects for pay in _kinds(hand)]
    return MappingProxyType({action.id: action for action in moves})


@lru_cache(maxsize=1024)
def _throws(hand: tuple[str, ...]) -> MappingProxyType[str, Action]:
    """The throws of a hand over the limit, one per kind of card (read-only: `throws`
    copies it)."""
    return MappingProxyType({THROW[card].id: THROW[card] for card in _kinds(hand)})


@lru_cache(maxsize=1024)
def end_action(pending: int, water: int) -> Action:
    """ "end", its label saying what ending the turn does: the pending water comes aboard, and
    with 10 or more water aboard the boat drowns [book], so the button says so."""
    if pending + water >= C.DROWNING_WATER:
        label = "End the turn (you drown)"
    elif pending:
        label = f"End the turn ({pending} pending water comes aboard, {pending + water} in all)"
    else:
        label = END.label
    return CODEC.action("end", label)


#: What follows a hull, bucket, ram or collect: the action phase goes on (the decision stays).
_ACT_AGAIN = (("act",),)


def play_hull(state: LeakyLootState, value: int, side: int) -> Follow:
    """Rulebook "Swap Hull Card"; [ruling] onto any side, the old hull is discarded (a starter
    hull leaves the game). Rulebook: pending water "can be removed by a new Hull Card": a new
    hull on the side the wave hit this turn re-resolves the wave; pending becomes what it would
    have let in, less the water already bailed from pending this turn [ruling], and it takes
    the counters if it holds."""
    seat, boat, index = state.turn, state.boats[state.turn], side - 1
    boat.lose(f"hull-{value}")
    old = boat.hulls[index]
    if old.starter:
        state.starters_gone += 1
    else:
        state.salvage_discard.append(f"hull-{old.value}")
    new = C.Hull(value)
    text = (f"{state.game.names[seat]} puts Hull {value} on side {side}, replacing "
            f"{'the starter ' if old.starter else ''}hull {old.value} (strength "
            f"{old.strength}).")
    wave = state.wave
    if wave and wave["side"] == side:
        new, leaked = mechanics.strike(new, wave["strength"])
        wave["leaked"] = leaked
        boat.pending = max(0, leaked - state.bailed)
        text += " " + retaken(wave["strength"], leaked, state.bailed, boat.pending)
    boat.hulls[index] = new
    state.emit("hull", text, seat=seat, side=side, value=value)
    return _ACT_AGAIN


def retaken(strength: int, leaked: int, bailed: int, pending: int) -> str:
    """What a new hull on the side hit does with this turn's wave, in words."""
    again = f"It takes this turn's wave of strength {strength} again"
    if not leaked:
        return f"{again} and holds, taking {counted(strength, 'counter')}: no water is pending now."
    less = f", less the {bailed} already bailed" if bailed else ""
    return f"{again} and lets in {leaked}{less}: {counted(pending, 'water')} pending now."


def use_bucket(state: LeakyLootState, value: int) -> Follow:
    """Rulebook "Use Bucket to remove leaked water"; [ruling] a bucket removes up to its value,
    pending water first, then water already in the boat; then it is discarded."""
    seat, boat = state.turn, state.boats[state.turn]
    boat.lose(f"bucket-{value}")
    state.salvage_discard.append(f"bucket-{value}")
    from_pending, from_boat = mechanics.bail(boat.pending, boat.water, value)
    boat.pending -= from_pending
    boat.water -= from_boat
    state.bailed += from_pending
    state.emit("bucket", f"{state.game.names[seat]} "
               f"{_bailed(value, from_pending, from_boat, boat.pending, boat.water)}",
               seat=seat, value=value)
    return _ACT_AGAIN


@lru_cache(maxsize=1024)
def _bailed(value: int, from_pending: int, from_boat: int, pending: int, water: int) -> str:
    """What a bucket took out, and what is left, after the captain's name (a few hundred
    distinct cases, each written once)."""
    bailed = [f"{from_pending} pending water"] * bool(from_pending)
    bailed += [f"{from_boat} water from the boat"] * bool(from_boat)
    return (f"bails out {listing(bailed)} with Bucket {value} "
            f"({counted(pending, 'water')} pending, {counted(water, 'water')} aboard).")


def ram(state: LeakyLootState, target: int) -> Follow:
    """Rulebook "Ram": the rammer "rolls to red and blue d6 same as a Wave"; "Only Hull Cards are
    damaged during a Ram, no water is leaked"; [ruling] S > H breaks the hull (D = V)."""
    state.acted = True
    side = mechanics.roll_side(state.chance)
    strength = state.chance.die(C.RAM_DIE)
    state.ram = {"target": target, "side": None if side is None else side + 1,
                 "side_die": C.MISS if side is None else side + 1, "strength": strength}
    who, whom = state.game.names[state.turn], state.game.names[target]
    blue: dict[str, Any] = {"dice": [state.ram["side_die"]], "sides": C.SIDE_DIE, "color": "blue"}
    if side is None:
        state.emit("ram", f"{who} rams {whom}'s boat, but the blue die shows 6: a miss (the "
                   f"red die shows {dice([strength])}).", seat=state.turn, target=target,
                   side=None, strength=strength, **blue)
        return _ACT_AGAIN
    state.emit("ram", f"{who} rams {whom}'s boat: the blue die shows {side + 1}, so side "
               f"{side + 1}.", seat=state.turn, target=target, side=side + 1, **blue)
    hulls = state.boats[target].hulls
    before = hulls[side]
    hulls[side] = after = mechanics.ram_strike(before, strength)
    state.emit("ram", _rammed(whom, side + 1, before.value, before.strength, strength,
                              after.strength),
               seat=state.turn, target=target, side=side + 1, strength=strength,
               dice=[strength], sides=C.RAM_DIE, color="red")
    return _ACT_AGAIN


def _rammed(whom: str, side: int, value: int, held: int, strength: int, left: int) -> str:
    """What a ram's red die does to the hull of side `side` (printed `value`, strength `held`
    before and `left` after), in words."""
    hull = f"{whom}'s side {side} (hull {value}, strength {held})"
    if not held:
        result = f", but {whom}'s side {side} (hull {value}) is already broken: no harm done"
    elif strength > held:
        result = f": it breaks {hull}"
    else:
        result = f": it puts {counted(strength, 'counter')} on {hull}, leaving strength {left}"
    return f"The ram's red die shows {dice([strength])}{result}."


def collect(state: LeakyLootState, card: str, pay: str) -> Follow:
    """Rulebook: drowned players' cards "are then available for other players to pick up at
    the cost of discarding 1 of their own"; thrown cards "Can be collected by other players by
    same rules" ([ruling] the copy taken is one thrown by another player, if any)."""
    state.acted = True
    boat = state.boats[state.turn]
    boat.lose(pay)
    state.salvage_discard.append(pay)
    state.flotsam.remove(card)
    throwers = state.thrown.get(card, [])
    taken = mechanics.copy_collected(throwers, state.turn)
    if taken is not None:
        throwers.pop(taken)
        if not throwers:
            del state.thrown[card]
    boat.take_face_up(card)
    state.emit("collect", f"{state.game.names[state.turn]} takes {C.describe(card)} from "
               f"the flotsam, discarding {C.describe(pay)}.", seat=state.turn, card=card,
               pay=pay)
    return _ACT_AGAIN


def throw(state: LeakyLootState, card: str) -> Follow:
    """Rulebook "Inventory Management": the player "can choose which of the 4 cards to dump
    into the ocean"; it floats face up in the flotsam, for the other players only [ruling].
    Then the game goes on where it was (the steps waiting after this throw)."""
    seat: int = state.to_move  # type: ignore[assignment]  # who answers: the engine's mover
    state.boats[seat].lose(card)
    state.flotsam = sorted(state.flotsam + [card])
    state.thrown.setdefault(card, []).append(seat)
    state.emit("throw", f"{state.game.names[seat]} throws {C.describe(card)} into the "
               "flotsam.", seat=seat, card=card)
    return None


FLOW = Flow(steps={"act": Decision(seat=attrgetter("turn"), legal=legal),
                   "throw": Decision(seat=lambda state, seat: seat, legal=throws),
                   "turn": Automatic(voyage.start_turn), "next": Automatic(voyage.next_seat),
                   "port": Automatic(voyage.reach_port), "round": Automatic(voyage.next_round)},
            handlers={"hull": play_hull, "bucket": use_bucket, "ram": ram, "collect": collect,
                      "throw": throw, "end": voyage.end_turn})


def why_illegal(state: LeakyLootState, action_id: str) -> str:
    """A precise reason for a refused id, in the table's words (the engine refused a
    malformed id before: this one is spelt as `CODEC` spells some action)."""
    kind, args = CODEC.parse(action_id)  # type: ignore[misc]  # the engine read it already
    if not state.steps:
        return "the game is over"
    step = state.steps[0]
    if step[0] == "throw":
        if kind != "throw":
            return (f"you must first throw a card into the flotsam: you hold "
                    f"{len(state.boats[step[1]].hand)} and may keep {C.HAND_LIMIT}")
        return f"you hold no {_card(args[0])} to throw"
    if kind == "throw":
        return (f"you throw a card only when a draw takes your hand over {C.HAND_LIMIT} "
                "cards")
    return _WHY_NOT_NOW[kind](state, *args)


def _card(name: str) -> str:
    """A card named in an id, in words: a salvage card as players say it, anything else as
    no card of this game."""
    return C.describe(name) if name in C.SALVAGE_COPIES else "such card"


def _no_hull(state: LeakyLootState, value: int, side: int) -> str:
    if not 1 <= side <= C.SIDES:
        return f"a boat has sides 1 to {C.SIDES}, not {side}"
    return f"you hold no Hull {value}"


def _no_bucket(state: LeakyLootState, value: int) -> str:
    if f"bucket-{value}" not in state.boats[state.turn].hand:
        return f"you hold no Bucket {value}"
    return "there is no water to bail"


_ONE_A_TURN = "you have already rammed or collected this turn, and a turn allows one of the two"


def _no_ram(state: LeakyLootState, target: int) -> str:
    if state.acted:
        return _ONE_A_TURN
    if not 0 <= target < len(state.boats):
        return f"there is no seat {target}"
    if target == state.turn:
        return "you cannot ram your own boat"
    return f"{state.game.names[target]}'s boat has already drowned"


def _no_collect(state: LeakyLootState, card: str, pay: str) -> str:
    if state.acted:
        return _ONE_A_TURN
    if not state.boats[state.turn].hand:
        return "your empty hand cannot pay for a card from the flotsam"
    if card not in state.flotsam:
        return f"the flotsam holds no {_card(card)}"
    if card not in mechanics.collectable(state.flotsam, state.thrown, state.turn):
        return (f"you threw {C.describe(card)} into the flotsam yourself: only the other "
                "players may collect it")
    return f"you hold no {_card(pay)} to pay with"


#: Why a well-formed action-phase id is not legal now, by its kind ("end" always is legal).
_WHY_NOT_NOW: dict[str, Callable[..., str]] = {
    "hull": _no_hull, "bucket": _no_bucket, "ram": _no_ram, "collect": _no_collect}
