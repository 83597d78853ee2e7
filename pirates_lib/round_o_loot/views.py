"""What each seat may know, what the state holds, what must always be true, and the redeal of
what a seat cannot see (the conformance suite's secrecy check)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict
from pirates_lib.engine import pool
from pirates_lib.engine.copying import own

from . import components as C, memory
from .mechanics import Pile, as_list, draw_many, hand_limit, points
from .rounds import phase, seats_waiting

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike

    from .state import RoundOLootState


# --- the view's shape --------------------------------------------------------------------------

class EndedBy(TypedDict):
    """How the round is ending (`state.ended_by`): "jolly_roger" or "walk_the_plank", and the
    seat that ended it."""
    how: str
    by: int


class LastRound(TypedDict):
    """The last round's scoring (`state.last_round`, `rounds.score_round`): each seat's points
    and cards played, the doubloon's winners and the next dealer."""
    round: int
    points: list[int]
    cards: list[int]
    doubloon: list[int]
    next_dealer: int


class JollyRoger(TypedDict):
    """Whether the Jolly Roger is still hidden in the deck, and how the round is ending."""
    in_deck: bool
    ended_by: EndedBy | None


class SeatView(TypedDict):
    """A seat's public side of the table (`_seats`)."""
    hand_size: int
    hand_limit: int
    rums: int
    played: list[str]
    points: int
    cards_played: int
    doubloons: int


class KeelhaulView(TypedDict):
    """A Keelhaul in progress (`_keelhaul`): the received cards only for the Keelhauler, a
    giver's own gifts only for that giver."""
    by: int
    givers: list[int]
    received: int
    cards: list[str] | None
    given: list[str] | None


class RoundOLootView(TypedDict):
    """What a seat sees (`view`); a spectator's `hand` and `known_in_hands` are None."""
    round: int
    dealer: int
    current: int
    phase: str
    hand: list[str] | None
    seats: list[SeatView]
    deck_size: int
    discard: list[str]
    jolly_roger: JollyRoger
    last_turns: list[int] | None
    keelhaul: KeelhaulView | None
    compass_queue: list[int]
    expansion: bool
    compass_in_deck: bool
    doubloons_to_win: int
    last_round: LastRound | None
    known_in_hands: list[list[str]] | None


def view(state: RoundOLootState, player: int | None) -> RoundOLootView:
    """What a seat sees at the table: its own hand; everyone's played cards, points, hand
    size, hand limit and doubloons; the deck's size; the discard pile (face up: 'icon side
    up'); the Jolly Roger; whose choice is pending; the cards it remembers in other hands.
    Never another seat's hand or the deck's cards. The reader's own copy: no list or dict of
    it is the state's (the last round's points and cards are copied too). "phase" and
    "compass_queue" are read off the flow's steps (`rounds.phase`, `rounds.seats_waiting`),
    as the state once held them."""
    return {"round": state.round, "dealer": state.dealer, "current": state.current,
            "phase": phase(state), "hand": None if player is None else
            as_list(state.hands[player]), "seats": _seats(state),
            "deck_size": sum(state.deck.values()), "discard": as_list(state.discard),
            "jolly_roger": {"in_deck": C.JOLLY_ROGER in state.deck,
                            "ended_by": {**state.ended_by} if state.ended_by else None},
            "last_turns": None if state.last_turns is None else list(state.last_turns),
            "keelhaul": _keelhaul(state, player), "compass_queue": seats_waiting(state, _COMPASS),
            "expansion": state.game.options.expansion,
            "compass_in_deck": C.COMPASS in state.deck,
            "doubloons_to_win": state.game.options.doubloons_to_win,
            # (the engine's `own` copies any record, typed dict[str, Any] in and out)
            "last_round": own(state.last_round),  # type: ignore[arg-type, typeddict-item]  # a copy
            "known_in_hands": None if player is None else
            [as_list(pile) for pile in state.known[player]]}


def _seats(state: RoundOLootState) -> list[SeatView]:
    """Every seat's public side of the table."""
    return [{"hand_size": sum(state.hands[p].values()), "hand_limit": hand_limit(state.rums[p]),
             "rums": state.rums[p], "played": as_list(state.played[p]),
             "points": points(state.played[p]), "cards_played": sum(state.played[p].values()),
             "doubloons": state.doubloons[p]} for p in range(state.game.players)]


def _keelhaul(state: RoundOLootState, player: int | None) -> KeelhaulView | None:
    """A Keelhaul in progress: who gives and how many cards are in; the received cards only
    for the Keelhauler, and each giver's own gifts for that giver."""
    if phase(state) not in ("give", "keep"):
        return None
    return {"by": state.current, "givers": seats_waiting(state, _GIVERS),
            "received": sum(state.received.values()),
            "cards": as_list(state.received) if player == state.current else None,
            "given": None if player is None else as_list(state.given[player])}


#: The steps whose seats are a Keelhaul's givers, and the compass's seats still to answer.
_GIVERS, _COMPASS = ("give",), ("compass", "ask")


def snapshot(state: RoundOLootState) -> dict[str, Any]:
    """Everything the rules hold, as JSON (multisets as card -> count dicts): the saved form,
    which stays as it was when the insides change. So the flow's steps are written as the
    fields the state held before them: "phase" (the choice the table rests in, or "over"),
    "givers" (a Keelhaul's givers still to give) and "compass_queue" (the seats still to
    answer the compass), all read off `state.steps` (or, when play stopped at the most
    actions a save holds, off the steps then waiting)."""
    return {"round": state.round, "dealer": state.dealer, "doubloons": list(state.doubloons),
            "current": state.current, "phase": phase(state),
            "hands": [dict(h) for h in state.hands], "played": [dict(p) for p in state.played],
            "rums": list(state.rums), "deck": dict(state.deck), "discard": dict(state.discard),
            "out": dict(state.out), "received": dict(state.received),
            "givers": seats_waiting(state, _GIVERS),
            "compass_queue": seats_waiting(state, _COMPASS),
            "last_turns": state.last_turns, "ended_by": state.ended_by,
            "last_round": state.last_round,
            "known": [[dict(pile) for pile in memo] for memo in state.known],
            "given": [dict(g) for g in state.given]}


def invariants(state: RoundOLootState) -> list[str]:
    """Every card in exactly one place (deck, a hand, played, discard, out, in a Keelhaul's
    hands); hand limits from played rum; the round's end bookkeeping consistent; every
    memory true (`memory.problems`)."""
    broken = _cards_in_one_place(state)
    for p, hand in enumerate(state.hands):
        if any(c in C.SPECIAL for c in hand):
            broken.append(f"seat {p} holds a special card")
        if state.rums[p] != sum(k for c, k in state.played[p].items() if C.icon_of(c) == C.RUM):
            broken.append(f"seat {p}'s rum count does not match its played rum")
    if (C.JOLLY_ROGER in state.out) != (state.ended_by is not None and
                                        state.ended_by["how"] == "jolly_roger"):
        broken.append("the Jolly Roger is on the table but the round is not ending by it")
    if state.steps and state.steps[0][0] not in C.CHOICES:
        broken.append(f"the state rests in a passing step {state.steps[0]!r}")
    if any(d < 0 for d in state.doubloons) or sum(state.doubloons) < state.round - 1:
        broken.append("doubloons do not add up to the rounds played")
    return broken + memory.problems(state)


def _cards_in_one_place(state: RoundOLootState) -> list[str]:
    """The deck, discard, out, a Keelhaul's cards, hands and played cards hold the game's
    whole set, each card once, no pile with a count below one."""
    broken = []
    places = [state.deck, state.discard, state.out, state.received, *state.hands,
              *state.played]
    seen: Pile = {}
    for place in places:
        for card, k in place.items():
            if k < 1:
                broken.append(f"{card} has count {k} in a pile")
            seen[card] = seen.get(card, 0) + k
    if seen != state.game.full_deck:
        broken.append("the cards in play are not exactly the game's deck")
    return broken


def shuffle_hidden(state: RoundOLootState, player: int | None, chance: ChanceLike) -> None:
    """Redeal what `player` cannot know, keeping every size: the deck, the other hands except
    the cards `player` remembers in them (memory.py), and the cards a Keelhaul is holding,
    except all of them for the Keelhauler and its own gifts for a giver. The Jolly Roger and
    compass stay in the deck: they never rest in a hand. Every pile it writes is built
    sorted (`engine.pool`), from one pool of the hidden cards: the redeal depends on what
    `player` knows, never on the order the truth kept its cards in (docs/engine.md,
    "Worlds"); what the other seats remember is forgotten (`memory.after_redeal`)."""
    others = [p for p in range(state.game.players) if p != player]
    kept = {p: dict(state.known[player][p]) if player is not None else {} for p in others}
    secret = [] if player == state.current else [g for g in others if state.given[g]]
    cards = pool(_hidden_cards(state, others, kept, secret))
    for g in secret:
        state.given[g] = _dealt(cards, {}, sum(state.given[g].values()), chance)
    for p in others:
        size = sum(state.hands[p].values()) - sum(kept[p].values())
        state.hands[p] = _dealt(cards, kept[p], size, chance)
    state.received = pool(c for gifts in state.given for c in as_list(gifts))
    specials = {c: 1 for c in C.SPECIAL if c in state.deck}
    state.deck = cards
    state.deck.update(specials)  # last, where the deal puts them (`mechanics.deal`)
    memory.after_redeal(state, player)


def _hidden_cards(state: RoundOLootState, others: list[int], kept: dict[int, Pile],
                  secret: list[int]) -> list[str]:
    """The cards the redeal deals out again: the deck's but the special ones, the other
    hands' less what `player` remembers there, and the secret gifts to a Keelhaul."""
    hidden = [c for c in as_list(state.deck) if c not in C.SPECIAL]
    for p in others:
        hidden += as_list({c: k - kept[p].get(c, 0) for c, k in state.hands[p].items()
                           if k > kept[p].get(c, 0)})
    return hidden + [c for g in secret for c in as_list(state.given[g])]


def _dealt(cards: Pile, kept: Pile, size: int, chance: ChanceLike) -> Pile:
    """A pile of the `kept` cards and `size` more drawn from the pool, sorted."""
    return pool(as_list(kept) + as_list(draw_many(cards, size, chance)))
