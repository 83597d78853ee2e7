"""Key Largo's actions: the legal ones at each step, carrying one out (`HANDLERS`, by kind;
no id is ever parsed), and `why_illegal`, which explains a refused id in words.

The ids (docs/rules/key_largo.md, section 4, "Action ids"): `plan:<place>` (the morning card,
then the afternoon card), `wreck:<n>` (the wreck a boat goes on), at the bar `recruit`,
`pickpocket:<seat>:<depth>`, `round` then `look:<n>`, at Dolphin Cove `dolphins`, at the shop
`buy:<item>+<item>><diver>,<diver>`, at the market `sell:<card>+<card>[><type>]`,
`pigeon:<card>><type>`, `smuggle:<card>`, `jewel:<card>`, `leave`; in a dive `draw:<i>`,
`weight:<i>`, `trident:<i>`, `flee`, `surface`; for the encounter cards `play:<card>`,
`sabotage:<i>` and `pass`. Wrecks and divers are numbered from 0 in ids, from 1 in words."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pirates_lib.engine import Action
from pirates_lib.engine.words import counted

from . import dive, encounters as E, places
from .components import ACT, BAR, DIVE, DOLPHINS, MARKET, PLAN, PLACE, PLACES, SHOP
from .explain import explain

if TYPE_CHECKING:
    from .state import KeyLargoState

CARD_NAMES = {DIVE: "Dive on a wreck", BAR: "The Mermaid's Bar", DOLPHINS: "Dolphin Cove",
              SHOP: "The Old Sea Dog shop", MARKET: "The Market of Finds"}
HALF_NAMES = ("Morning", "Afternoon")
PLANS = {DIVE: "dive on a wreck", BAR: "go to the Mermaid's Bar", DOLPHINS: "take tourists "
         "to Dolphin Cove", SHOP: "go to the Old Sea Dog shop", MARKET: "sell at the Market"}


# --- planning and placing ---------------------------------------------------------------------
def _plan_actions(state: KeyLargoState) -> list[Action]:
    """Rulebook: "they choose two of their action cards ... the first (morning) on top and the
    second (afternoon) underneath" (ruling 11: two different cards)."""
    chosen = state.plans[state.mover]  # type: ignore[index]
    return [PLAN_ACTIONS[len(chosen), place] for place in PLACES if place not in chosen]


PLAN_ACTIONS = {(half, place): Action(f"plan:{place}", f"{name}: {CARD_NAMES[place]}", "plan",
                                      (place,))
                for half, name in enumerate(HALF_NAMES) for place in PLACES}


def plan(state: KeyLargoState, place: str) -> None:
    seat = state.mover
    chosen = state.plans[seat]  # type: ignore[index]
    chosen.append(place)
    if len(chosen) == len(HALF_NAMES):
        state.emit("plan", f"{state.who(seat)} lays down two action cards, face down.",  # type: ignore[arg-type]
                   seat=seat)
        state.emit("plan", f"You plan to {PLANS[chosen[0]]} in the morning and to "
                   f"{PLANS[chosen[1]]} in the afternoon.", only=(seat,))  # type: ignore[arg-type]


def _wreck_actions(state: KeyLargoState) -> list[Action]:
    """Rulebook: "places their boat on a wreck of their choice, provided they have at least
    one diver able to dive deep enough. Only one boat may be on each wreck"."""
    return [Action(f"wreck:{w}", f"Place your boat on wreck {w + 1} ({state.depths[w]}, "
                   f"{counted(sum(state.wrecks[w].values()), 'card')} left)", "wreck", (w,))
            for w in state.open_wrecks(state.mover)]  # type: ignore[arg-type]


def wreck(state: KeyLargoState, w: int) -> None:
    state.place_boat(state.mover, w)  # type: ignore[arg-type]


# --- the visits -------------------------------------------------------------------------------
BEGIN = {BAR: places.begin_bar, DOLPHINS: places.begin_dolphins, SHOP: places.begin_shop,
         MARKET: places.begin_market}
WAITING = {DIVE: dive.waiting_on, DOLPHINS: places.waiting_dolphins}
VISIT_LEGAL = {DIVE: dive.legal, BAR: places.bar_legal, DOLPHINS: places.dolphins_legal,
               SHOP: places.shop_legal, MARKET: places.market_legal}


def begin_visit(state: KeyLargoState, seat: int, place: str) -> None:
    """The seat's action at its place begins (rulebook, "The Action Cards")."""
    state.visit = dive.begin(state, seat) if place == DIVE else BEGIN[place](seat)


def waiting_on(state: KeyLargoState) -> int | None:
    """The seat the current visit waits on, or None once it is over."""
    visit = state.visit
    if visit["over"]:
        return None
    waiting = WAITING.get(visit["place"])
    return visit["player"] if waiting is None else waiting(state)


ASKED = {DIVE: dive.asked, BAR: places.asked, DOLPHINS: places.asked, SHOP: places.asked,
         MARKET: places.market_asked}


def always_asked(state: KeyLargoState) -> bool:
    """Ruling 41: a question whose answers hang on cards only its player sees (encounter
    cards, the faces of treasure cards) is asked whenever the table could not tell it is not
    a question, even with a single answer: being asked must not tell the others what a hand
    holds."""
    return state.step == ACT and ASKED[state.visit["place"]](state)


# --- the table of actions ---------------------------------------------------------------------
def legal(state: KeyLargoState) -> list[Action]:
    if state.step == PLAN:
        return _plan_actions(state)
    if state.step == PLACE:
        return _wreck_actions(state)
    if state.step == ACT:
        return VISIT_LEGAL[state.visit["place"]](state)
    return []


def play(state: KeyLargoState, card: str) -> None:
    """An encounter card played now: discarded face up, then its effect (ruling 28)."""
    E.discard(state, state.mover, card)  # type: ignore[arg-type]
    effect = PLAY_EFFECTS.get(card)
    if effect is not None:
        effect(state)


PLAY_EFFECTS = {**places.PLAY_EFFECTS, **dive.PLAY_EFFECTS}
HANDLERS = {
    "plan": plan, "wreck": wreck, "recruit": places.recruit, "pickpocket": places.pickpocket,
    "round": places.buy_round, "look": places.look, "leave": places.leave,
    "dolphins": places.ready, "buy": places.buy, "sell": places.sell,
    "pigeon": places.change_nature, "smuggle": places.smuggle, "jewel": places.jewel,
    "draw": dive.draw, "weight": dive.weight, "surface": dive.surface,
    "trident": dive.trident, "flee": dive.flee, "sabotage": dive.sabotage, "pass": dive.pass_,
    "play": play,
}


def carry_out(state: KeyLargoState, action: Action) -> None:
    """Carry out a legal action (the engine checked it); the state then runs on."""
    HANDLERS[action.kind](state, *action.args)


def why_illegal(state: KeyLargoState, action_id: str) -> str:
    """Why `action_id` is refused now, in words (`explain`); it never raises."""
    return explain(state, action_id, {a.kind for a in legal(state)})
