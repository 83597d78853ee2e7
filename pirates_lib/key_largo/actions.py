"""Key Largo's actions and its flow (`FLOW`, `engine/flow.py`): the steps of a day, the legal
actions of each decision and the handler of each action kind, which returns the steps that
follow; `why_illegal` explains a refused id in words. Ids are spelt by `CODEC` (`codec.py`;
docs/rules/key_largo.md, section 4, "Action ids"); no id is ever parsed here.

A day: every seat plans (`plan`, two decisions each, in turn order); then for the morning
and the afternoon the cards are revealed (`reveal`), the boats placed in turn order (`place`,
`wreck`), each visit carried out in turn order (`act`, `visit`) and the half-day ends
(`sunset`). A visit begins (`visit`), offers the Saboteur's window to the seats it opens to
(`saboteur`, before a dive) and then runs by `turn`: whom the visit waits on (`dive`,
`places`), or its end (`done`). A question with one answer is not asked (a lone open wreck,
a forced draw, a visit with nothing to do but leave: the `choice` decision, forced), except
where whether it has one answer hangs on cards only its player sees (ruling 41: the
Saboteur's window, a card holder at a place or at a dive card's moment, a seller holding
treasure): those are always asked (`asked`), so that being asked reveals nothing. Wrecks and
divers are numbered from 0 in ids, from 1 in words."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pirates_lib.engine import Action
from pirates_lib.engine.flow import OVER, Automatic, Decision, Flow, Follow, Handler, Step
from pirates_lib.engine.words import counted

from . import dive, encounters as E, mechanics, places
from .codec import CODEC, action
from .components import (BAR, DAYS, DIVE, DOLPHINS, GO_ON, HALF_DAYS, MARKET, PLACE_NAMES,
                         PLACES, SHOP)
from .explain import explain
from .table import order, when, who

if TYPE_CHECKING:
    from .state import KeyLargoState

__all__ = ["CODEC", "FLOW", "planning", "why_illegal"]

CARD_NAMES = {DIVE: "Dive on a wreck", BAR: "The Mermaid's Bar", DOLPHINS: "Dolphin Cove",
              SHOP: "The Old Sea Dog shop", MARKET: "The Market of Finds"}
HALF_NAMES = ("Morning", "Afternoon")
PLANS = {DIVE: "dive on a wreck", BAR: "go to the Mermaid's Bar", DOLPHINS: "take tourists "
         "to Dolphin Cove", SHOP: "go to the Old Sea Dog shop", MARKET: "sell at the Market"}
GOES = {DIVE: "dives", **{place: f"goes to {name}" for place, name in PLACE_NAMES.items()
                         if place != DIVE}}


# --- planning ----------------------------------------------------------------------------------
def planning(seats: tuple[int, ...]) -> list[Step]:
    """Rulebook: "Each player plans their actions for the day ... two of their action cards
    ... face down", taken one seat at a time in turn order; then the morning's reveal."""
    return [*(("plan", seat) for seat in seats for _ in HALF_DAYS), ("reveal",)]


def _plan_actions(state: KeyLargoState, seat: int) -> list[Action]:
    """Rulebook: "they choose two of their action cards ... the first (morning) on top and the
    second (afternoon) underneath" (ruling 11: two different cards)."""
    chosen = state.plans[seat]
    return [PLAN_ACTIONS[len(chosen), place] for place in PLACES if place not in chosen]


PLAN_ACTIONS = {(half, place): action("plan", f"{name}: {CARD_NAMES[place]}", place)
                for half, name in enumerate(HALF_NAMES) for place in PLACES}


def plan(state: KeyLargoState, place: str) -> Follow:
    seat: int = state.to_move  # type: ignore[assignment]  # the seat answering
    chosen = state.plans[seat]
    chosen.append(place)
    if len(chosen) == len(HALF_NAMES):
        state.emit("plan", f"{who(state, seat)} lays down two action cards, face down.",
                   seat=seat)
        state.emit("plan", f"You plan to {PLANS[chosen[0]]} in the morning and to "
                   f"{PLANS[chosen[1]]} in the afternoon.", only=(seat,))
    return None


# --- the half-day ------------------------------------------------------------------------------
def reveal(state: KeyLargoState) -> Follow:
    """Rulebook: "All players reveal their first card, the morning card, at the same time"
    (the afternoon card in the afternoon); then the boats are placed in turn order."""
    n = state.game.players
    state.places, state.boats, state.present = [None] * n, [None] * n, {}
    state.played = [False] * n
    seats = order(state)
    cards = ", ".join(f"{who(state, p)} {GOES[state.plans[p][state.half]]}" for p in seats)
    now = when(state)
    state.emit("reveal", f"{now[0].upper()}{now[1:]}: the cards are revealed: {cards}.",
               cards=[plan[state.half] for plan in state.plans])
    return [*(("place", seat) for seat in seats), ("act",)]


def place(state: KeyLargoState, seat: int) -> Follow:
    """Rulebook: "starting with the first player and moving clockwise, each player places
    their boat"; a Dive card asks for a wreck (ruling 1; a lone open wreck is taken at once),
    or finds none (ruling 13)."""
    card = state.plans[seat][state.half]
    if card != DIVE:
        state.places[seat] = card
        return None
    wrecks = open_wrecks(state, seat)
    if len(wrecks) > 1:
        return [("wreck", seat)]
    if wrecks:
        _place_boat(state, seat, wrecks[0])
    else:
        state.emit("nowhere", f"{who(state, seat)}'s boat finds no wreck to dive on and "
                   "stays in harbour this half-day.")
    return None


def open_wrecks(state: KeyLargoState, seat: int) -> tuple[int, ...]:
    """Wrecks the seat's boat may take now: with cards, free, and reached by a diver."""
    sizes = [(d, sum(w.values())) for d, w in zip(state.depths, state.wrecks)]
    taken = [w for w in state.boats if w is not None]
    return mechanics.wrecks_open_to(state.teams[seat], sizes, taken)


def _wreck_actions(state: KeyLargoState, seat: int) -> list[Action]:
    """Rulebook: "places their boat on a wreck of their choice, provided they have at least
    one diver able to dive deep enough. Only one boat may be on each wreck"."""
    return [action("wreck", f"Place your boat on wreck {w + 1} ({state.depths[w]}, "
                   f"{counted(sum(state.wrecks[w].values()), 'card')} left)", w)
            for w in open_wrecks(state, seat)]


def wreck(state: KeyLargoState, w: int) -> Follow:
    _place_boat(state, state.to_move, w)  # type: ignore[arg-type]  # the seat answering
    return None


def _place_boat(state: KeyLargoState, seat: int, wreck: int) -> None:
    """Ruling 1: the wreck is the seat's for this half-day."""
    state.places[seat], state.boats[seat] = DIVE, wreck
    state.emit("boat", f"{who(state, seat)} places a boat on wreck {wreck + 1} "
               f"({state.depths[wreck]}).", seat=seat, wreck=wreck)


def act(state: KeyLargoState) -> Follow:
    """Rulebook: "again starting with the first player and moving clockwise, each player
    carries out their morning action"; the players at each place are counted for its
    prices."""
    for where in state.places:
        if where is not None:
            state.present[where] = state.present.get(where, 0) + 1
    seats = [seat for seat in order(state) if state.places[seat] is not None]
    return [*(("visit", seat) for seat in seats), ("sunset",)]


def sunset(state: KeyLargoState) -> Follow:
    """Rulebook: after the morning, "they reveal the second"; after the afternoon, "The
    first player passes the 'First Player' card to the player on their left, and the
    'Buoy' token is advanced to the next day". The game "ends after the second Sunday"."""
    if state.half == 0:
        state.half = 1
        return [("reveal",)]
    n = state.game.players
    state.first = mechanics.next_first_player(state.first, n)
    state.day, state.half = state.day + 1, 0
    state.plans = [[] for _ in range(n)]
    state.places, state.boats, state.present = [None] * n, [None] * n, {}
    if state.day == len(DAYS):
        state.emit("end", "The second Sunday is over: " + ", ".join(
            f"{who(state, p)} ${s}" for p, s in enumerate(state.scores())) + ".")
        return OVER
    state.emit("sunset", f"Sunset. The buoy moves to {DAYS[state.day]} (day {state.day + 1}); "
               f"{who(state, state.first)} takes the first player card.", first=state.first)
    return planning(order(state))


# --- the visits -------------------------------------------------------------------------------
BEGIN = {BAR: places.begin_bar, DOLPHINS: places.begin_dolphins, SHOP: places.begin_shop,
         MARKET: places.begin_market}
WAITING = {DIVE: dive.waiting_on, DOLPHINS: places.waiting_dolphins}
VISIT_LEGAL = {DIVE: dive.legal, BAR: places.bar_legal, DOLPHINS: places.dolphins_legal,
               SHOP: places.shop_legal, MARKET: places.market_legal}
#: The places whose no-choice question is cheap to answer (`_visit_only`): at the bar and the
#: shop telling there is nothing to afford cost more than the listing it spared.
VISIT_ONLY = {DIVE: dive.only, MARKET: places.market_only}
ASKED = {DIVE: dive.asked, BAR: places.asked, DOLPHINS: places.asked, SHOP: places.asked,
         MARKET: places.market_asked}


def visit(state: KeyLargoState, seat: int) -> Follow:
    """The seat's action at its place begins (rulebook, "The Action Cards"): before a dive,
    the Saboteur's window of each seat it opens to (`dive.begin`); then the visit runs."""
    where = state.places[seat]
    if where != DIVE:
        state.visit = BEGIN[where](seat)  # type: ignore[index]  # the boat is placed
        return [*GO_ON, ("done",)]
    state.visit, window = dive.begin(state, seat)
    return [*(("saboteur", q) for q in window), *GO_ON, ("done",)]


def turn(state: KeyLargoState) -> Follow:
    """Whom the visit waits on, asked (`always_asked`) or answering a question that is no
    choice when it has one answer; nothing once the visit is over."""
    waiting = WAITING.get(state.visit["place"])
    seat = state.visit["player"] if waiting is None else waiting(state)
    if seat is None:
        return None
    return [("asked" if always_asked(state) else "choice", seat)]


def always_asked(state: KeyLargoState) -> bool:
    """Ruling 41: a question whose answers hang on cards only its player sees (encounter
    cards, the faces of treasure cards) is asked whenever the table could not tell it is not
    a question, even with a single answer: being asked must not tell the others what a hand
    holds."""
    return ASKED[state.visit["place"]](state)


def done(state: KeyLargoState) -> Follow:
    """The visit is over: the next seat's visit, or the half-day's end, follows."""
    state.visit = {}
    return None


def _visit_actions(state: KeyLargoState, seat: int) -> list[Action]:
    return VISIT_LEGAL[state.visit["place"]](state)


def _visit_only(state: KeyLargoState, seat: int) -> Action | None:
    """The one answer of a visit's question that is no choice, when the place can tell it
    without listing its answers (`engine/flow.py`, `Decision.only`); None otherwise."""
    only = VISIT_ONLY.get(state.visit["place"])
    return None if only is None else only(state)


def play(state: KeyLargoState, card: str) -> Follow:
    """An encounter card played now: discarded face up, then its effect (ruling 28)."""
    E.discard(state, state.visit["player"], card)
    effect = PLAY_EFFECTS.get(card)
    if effect is not None:
        effect(state)
    return GO_ON


PLAY_EFFECTS = {**places.PLAY_EFFECTS, **dive.PLAY_EFFECTS}


# --- the table of the flow ---------------------------------------------------------------------
def _seat(state: KeyLargoState, seat: int) -> int:
    return seat


#: Action kind -> what carries it out.
HANDLERS: dict[str, Handler] = {
    "plan": plan, "wreck": wreck, "recruit": places.recruit,
    "pickpocket": places.pickpocket, "round": places.buy_round, "look": places.look,
    "leave": places.leave, "dolphins": places.ready, "buy1": places.buy,
    "buy2": places.buy, "buy3": places.buy, "sell": places.sell,
    "sell-as": places.sell_as, "pigeon": places.change_nature,
    "smuggle": places.smuggle, "jewel": places.jewel, "draw": dive.draw,
    "weight": dive.weight, "surface": dive.surface, "trident": dive.trident,
    "flee": dive.flee, "sabotage": dive.sabotage, "pass": dive.pass_, "play": play,
}

FLOW = Flow(
    steps={"plan": Decision(_seat, _plan_actions), "reveal": Automatic(reveal),
           "place": Automatic(place), "wreck": Decision(_seat, _wreck_actions),
           "act": Automatic(act), "visit": Automatic(visit),
           "saboteur": Decision(_seat, dive.window_actions), "turn": Automatic(turn),
           "asked": Decision(_seat, _visit_actions),
           "choice": Decision(_seat, _visit_actions, forced=True, only=_visit_only),
           "done": Automatic(done), "sunset": Automatic(sunset)},
    handlers=HANDLERS)


def why_illegal(state: KeyLargoState, action_id: str) -> str:
    """Why a well-formed `action_id` is refused now, in words (`explain`); it never
    raises."""
    kind, args = CODEC.parse(action_id)  # type: ignore[misc]  # the engine read it already
    return explain(state, kind, args, {a.kind for a in state.legal_actions()})
