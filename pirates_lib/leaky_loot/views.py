"""What each seat may know, what the state holds, what must always be true, and the redeal
of what a seat cannot see (the conformance suite's secrecy check). The flow lives in
`state.steps` (`actions.FLOW`); the views and the snapshot still say it in the words they
always had (`phase`, `throw_queue`, `rounds_to_port`, read from those steps; `snapshot`'s
`resume`)."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

from pirates_lib.engine import pool, take_card

from . import components as C
from .boat import Boat

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike

    from .state import LeakyLootState


# --- the view's shape ------------------------------------------------------------------------

class Wave(TypedDict):
    """This turn's ocean card and wave (`state.wave`): the side hit, 1..5 (None: the blue die
    showed 6, a miss), the blue die, the red dice, their sum, and the water it leaked."""
    card: str
    side: int | None
    side_die: int
    dice: list[int]
    strength: int
    leaked: int


class Ram(TypedDict):
    """This turn's ram (`state.ram`): the boat rammed, the side hit (None: a miss), the blue
    die and the red die's strength."""
    target: int
    side: int | None
    side_die: int
    strength: int


class BoatView(TypedDict):
    """A boat as the table sees it (`Boat.public`): each hull [value, damage, starter] (starter
    a bool), the water in it and pending, and how many cards it holds."""
    hulls: list[list[int]]
    water: int
    pending: int
    afloat: bool
    hand_size: int
    points: int


class KnownHand(TypedDict):
    """What the table knows of a hidden hand (`Boat.known`): the cards seen going in, and how
    many of the others are known to be no treasure."""
    seen: list[str]
    plain: int


class LeakyLootView(TypedDict):
    """A seat's view (`view`): the table, what everyone sees (`public_view`), and a seated
    player's own hand."""
    phase: str
    turn: int
    round: int
    boats: list[BoatView]
    known_hands: list[KnownHand]
    ocean_card: str | None
    wave: Wave | None
    ram: Ram | None
    acted: bool
    bailed: int
    throw_queue: list[int]
    flotsam: list[str]
    thrown: dict[str, list[int]]
    salvage_discard: list[str]
    krakken_aside: bool
    ocean_discard: list[str]
    salvage_deck_size: int
    ocean_deck_size: int
    rounds_to_port: int | None
    next_port_round: int
    ports_done: int
    ports: int
    hand: NotRequired[list[str]]


# --- the flow, in the words of the views and the saved form --------------------------------

def phase(state: LeakyLootState) -> str:
    """The decision the game waits for: "action" (the seat whose turn it is plays cards),
    "throw" (a seat over the hand limit throws a card), or "over"."""
    if not state.steps:
        return "over"
    return "throw" if state.steps[0][0] == "throw" else "action"


def throw_queue(state: LeakyLootState) -> list[int]:
    """The seats that must throw a card, in the order they will (the throws waiting first)."""
    seats = []
    for step in state.steps:
        if step[0] != "throw":
            break
        seats.append(step[1])
    return seats


def rounds_to_port(state: LeakyLootState) -> int | None:
    """Round ends left until the next port, counting this round's (1: port this round).
    While cards are thrown after a port's free draw, this round has already ended (the next
    round is what waits after the throws). None once the game is over: the voyage has ended
    and no port is to come."""
    if not state.steps:
        return None
    ended = state.steps[0][0] == "throw" and state.throws_at == "port"
    return state.next_port_round - state.round + (0 if ended else 1)


def view(state: LeakyLootState, player: int | None) -> LeakyLootView:
    """The table, and a seat's own hand: [ruling] only hands are hidden."""
    seen = public_view(state)
    if player is not None:
        seen["hand"] = list(state.boats[player].hand)
    return seen


def public_view(state: LeakyLootState) -> LeakyLootView:
    """Everything on the table: [ruling] boats (hulls, counters, water), the flotsam, the
    discard piles, scores and the port countdown are public, and so are hand sizes."""
    wave = state.wave
    return {
        "phase": phase(state), "turn": state.turn, "round": state.round,
        "boats": [boat.public() for boat in state.boats],
        "known_hands": [boat.known() for boat in state.boats],
        "ocean_card": state.ocean_card,
        "wave": {**wave, "dice": list(wave["dice"])} if wave else None,
        "ram": {**state.ram} if state.ram else None, "acted": state.acted,
        "bailed": state.bailed,  # a new hull on the side hit counts it [ruling]
        "throw_queue": throw_queue(state),
        "flotsam": list(state.flotsam), "thrown": _thrown(state),
        "salvage_discard": list(state.salvage_discard),
        "krakken_aside": state.krakken_aside, "ocean_discard": list(state.ocean_discard),
        "salvage_deck_size": sum(state.salvage_deck.values()),
        "ocean_deck_size": len(state.ocean_deck),
        "rounds_to_port": rounds_to_port(state), "next_port_round": state.next_port_round,
        "ports_done": state.ports_done, "ports": state.game.options.ports,
    }


def snapshot(state: LeakyLootState) -> dict[str, Any]:
    """Everything the state holds, JSON-able: equality and save digests read it. It is the
    saved form, so it keeps its entries when the insides change: `phase` and `throw_queue`
    are read from `state.steps`, and `resume` is where the latest hand-limit throws were
    asked ("turn" or "port", `state.throws_at`), the old flow's word for it."""
    return {
        "boats": [boat.to_json() for boat in state.boats],
        "ocean_deck": sorted(state.ocean_deck), "ocean_discard": list(state.ocean_discard),
        "salvage_deck": dict(sorted(state.salvage_deck.items())),
        "salvage_discard": list(state.salvage_discard), "flotsam": list(state.flotsam),
        "thrown": _thrown(state), "starters_gone": state.starters_gone,
        "salvage_reshuffles": state.salvage_reshuffles,
        "krakken_aside": state.krakken_aside, "round": state.round,
        "turn": state.turn, "ports_done": state.ports_done,
        "next_port_round": state.next_port_round, "phase": phase(state),
        "throw_queue": throw_queue(state), "resume": state.throws_at,
        "ocean_card": state.ocean_card, "wave": state.wave, "ram": state.ram,
        "acted": state.acted, "bailed": state.bailed,
    }


def _thrown(state: LeakyLootState) -> dict[str, list[int]]:
    """Who threw each floating copy of a card, in throw order: public, the table saw it."""
    return {card: list(seats) for card, seats in sorted(state.thrown.items())}


# --- invariants ------------------------------------------------------------------------------

def invariants(state: LeakyLootState) -> list[str]:
    """Every card in exactly one place, hull and water bounds, turn bookkeeping."""
    return _card_invariants(state) + _boat_invariants(state) + _flow_invariants(state)


def _card_invariants(state: LeakyLootState) -> list[str]:
    """Each of the 37 salvage cards and 36 ocean cards is in exactly one place (the Krakken
    perhaps set aside); every starter hull is on a boat or gone."""
    found = Counter(state.salvage_deck) + Counter(state.salvage_discard)
    found += Counter(state.flotsam) + Counter([C.KRAKKEN] * state.krakken_aside)
    starters = 0
    for boat in state.boats:
        found += Counter(boat.hand) + Counter(boat.scored)
        found += Counter(f"hull-{h.value}" for h in boat.hulls if not h.starter)
        starters += sum(h.starter for h in boat.hulls)
    bad = []
    if found != Counter(C.salvage_deck()):
        bad.append(f"salvage cards {dict(found - Counter(C.salvage_deck()))} extra, "
                   f"{dict(Counter(C.salvage_deck()) - found)} missing")
    if starters + state.starters_gone != C.SIDES * state.game.players:
        bad.append(f"{starters} starter hulls on boats + {state.starters_gone} gone "
                   f"!= {C.SIDES * state.game.players}")
    ocean = sorted(list(state.ocean_deck) + state.ocean_discard
                   + ([state.ocean_card] if state.ocean_card else []))
    if ocean != sorted(C.ocean_deck()):
        bad.append("the ocean cards are not the 36 cards once each")
    return bad


def _boat_invariants(state: LeakyLootState) -> list[str]:
    bad = []
    for seat, boat in enumerate(state.boats):
        bad += [f"{state.game.names[seat]}{why}" for why in _boat_faults(state, seat, boat)]
    return bad


def _boat_faults(state: LeakyLootState, seat: int, boat: Boat) -> list[str]:
    """What is wrong with one boat, each fault a phrase after the seat's name."""
    bad = []
    limit = C.HAND_LIMIT + (seat in throw_queue(state))
    if len(boat.hand) > limit:
        bad.append(f" holds {len(boat.hand)} cards (limit {limit})")
    if boat.hand != sorted(boat.hand) or C.KRAKKEN in boat.hand:
        bad.append(f"'s hand {boat.hand} is unsorted or holds the Krakken")
    if any(not 0 <= h.damage <= h.value for h in boat.hulls) or len(boat.hulls) != C.SIDES:
        bad.append(f"'s hulls {boat.hulls} are out of bounds")
    if boat.water < 0 or boat.pending < 0 or (boat.pending and seat != state.turn):
        bad.append(f"'s water {boat.water} / pending {boat.pending} is wrong")
    if boat.afloat and boat.water >= C.DROWNING_WATER:
        bad.append(f" is afloat with {boat.water} water")
    if not _decks_hold(boat, state.salvage_reshuffles):
        bad.append(f"'s record of the decks its cards came from {boat.decks} "
                   f"does not match its unseen cards")
    if not _knowledge_holds(boat):
        bad.append(f"'s hand {boat.hand} contradicts what the table knows "
                   f"(seen {boat.seen}, {boat.plain} without treasure)")
    if not boat.afloat and (boat.hand or boat.pending):
        bad.append(" drowned but still holds cards or pending water")
    return bad


def _flow_invariants(state: LeakyLootState) -> list[str]:
    bad = []
    mover = state.to_move
    if mover is not None and not state.boats[mover].afloat:
        bad.append(f"{state.game.names[mover]} is to move but has drowned")
    if state.steps and state.next_port_round < state.round:
        bad.append(f"the next port (round {state.next_port_round}) is behind round "
                   f"{state.round}")
    for card, seats in state.thrown.items():
        if not 0 < len(seats) <= state.flotsam.count(card) or any(
                not 0 <= s < state.game.players for s in seats):
            bad.append(f"the throwers {seats} of {card} do not match the flotsam {state.flotsam}")
    for seat, boat in enumerate(state.boats):
        if boat.points != sum(C.value_of(c) for c in boat.scored) or any(
                C.kind_of(c) != "treasure" for c in boat.scored):
            bad.append(f"{state.game.names[seat]}'s points do not match the treasure scored")
    return bad


def _knowledge_holds(boat: Boat) -> bool:
    """The seen cards are in the hand, and at least `plain` of the others are no treasure."""
    try:
        rest = boat.unseen()
    except ValueError:
        return False
    return sum(C.kind_of(c) != "treasure" for c in rest) >= boat.plain


def _decks_hold(boat: Boat, latest: int) -> bool:
    """The record of decks lists each unseen card once, from a deck that has been in play."""
    try:
        rest = sorted(boat.unseen())
    except ValueError:
        return False
    listed = sorted(card for card, decks in boat.decks.items() for _ in decks)
    numbers = [n for decks in boat.decks.values() for n in decks]
    return listed == rest and all(0 <= n <= latest for n in numbers)


# --- the redeal of hidden cards --------------------------------------------------------------

def shuffle_hidden(state: LeakyLootState, player: int | None, chance: ChanceLike) -> None:
    """Redeal what `player` cannot see, keeping every public fact (docs/rules/leaky_loot.md,
    "Redealing hidden cards"): hand sizes, the cards seen going in, the cards known to be
    no treasure, the Krakken in the deck, and the deck each unseen card was drawn from.
    A reshuffle rebuilds the deck from the face-up discard pile, so the table knows that
    deck's cards and the cards held from before it apart: each deck's cards are redealt
    only among the hands' cards from that deck (and the deck itself, for the deck in play).
    The ocean deck's cards are public (the 36 less the discard and the card turned), its
    order is not: it is laid out sorted, as every redealt pool is (`engine.pool`)."""
    state.ocean_deck = pool(state.ocean_deck)
    others = [b for seat, b in enumerate(state.boats) if seat != player]
    dealt: dict[int, dict[str, list[int]]] = {id(b): {} for b in others}
    for deck in range(state.salvage_reshuffles + 1):
        for boat, cards in _redeal_deck(state, deck, others, chance):
            for card in cards:
                dealt[id(boat)].setdefault(card, []).append(deck)
    for boat in others:
        boat.decks = {card: sorted(n) for card, n in sorted(dealt[id(boat)].items())}
        boat.hand = sorted(boat.seen + [c for c, n in boat.decks.items() for _ in n])


def _redeal_deck(state: LeakyLootState, deck: int, others: list[Boat],
                 chance: ChanceLike) -> list[tuple[Boat, list[str]]]:
    """Pool the unseen cards `others` drew from salvage deck number `deck` (with that
    deck's rest, if it is the deck in play) and deal each boat as many again, the ones
    known to be no treasure first; the rest of the pool is the deck in play. The pool is
    sorted (`engine.pool`): a redeal depends on what its seat knows, never on the order the
    truth kept its cards in (docs/engine.md, "Worlds")."""
    in_play = deck == state.salvage_reshuffles
    rest = dict(state.salvage_deck) if in_play else {}
    krakken = rest.pop(C.KRAKKEN, 0)  # drawn, it is set aside at once: never in a hand
    held = [(boat, boat.from_deck(deck), _plain_quota(boat).get(deck, 0))
            for boat in others]
    cards = pool(_copies(rest) + [c for _, hand, _ in held for c in hand])
    plain = [[_draw_plain(cards, chance) for _ in range(quota)] for _, _, quota in held]
    deals = [(boat, plain[i] + [chance.draw(cards) for _ in range(len(hand) - quota)])
             for i, (boat, hand, quota) in enumerate(held)]
    if in_play:
        state.salvage_deck = pool(_copies(cards) + [C.KRAKKEN] * krakken)
    return deals


def _plain_quota(boat: Boat) -> dict[int, int]:
    """How many of the cards known to be no treasure the redeal takes from each deck, oldest
    deck first, read off how many unseen cards came from each deck, never off the cards:
    the cards known to hold no treasure are the oldest unseen ones (dealt at set-up or held
    through a port, before any card drawn since), and a loss face up lowers `plain` at once,
    so the hand always meets these quotas and so does every redeal of it."""
    left, quota = boat.plain, {}
    for deck in sorted({n for decks in boat.decks.values() for n in decks}):
        quota[deck] = min(left, len(boat.from_deck(deck)))
        left -= quota[deck]
    return quota


def _draw_plain(cards: dict[str, int], chance: ChanceLike) -> str:
    """Draw one card that is no treasure from the pool (removing it)."""
    plain = {c: n for c, n in cards.items() if n and C.kind_of(c) != "treasure"}
    card = chance.draw(plain)
    take_card(cards, card)
    return card


def _copies(deck: dict[str, int]) -> list[str]:
    """Every copy in a multiset deck, one entry each."""
    return [card for card, n in deck.items() for _ in range(n)]
