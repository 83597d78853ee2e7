"""Why a well-formed action id is refused, in words a player understands: the step it does
not belong to, or the rule its arguments break (a wreck already taken, a diver with no
trident, a price above the player's money). The engine refuses a malformed id before (the
codec reads none of it); here an id comes as its kind and args (`codec.CODEC`). A layer-2
module that only reads the state; it never raises."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pirates_lib.engine.limits import cut

from .codec import BUYS, CODEC, SALES, sale_cards
from .components import (BAR, DEPTHS, DIVE, DOLPHINS, ENCOUNTERS, EQUIPMENT, HOSES_NEEDED,
                         MARKET, MAX_DIVERS, OVER, PER_DIVER, PLACE, PLACE_NAMES, PLACES,
                         PLAN, ROUND_PRICE, SHOP, kind_of)
from .table import who
from .views import step, window

if TYPE_CHECKING:
    from .state import KeyLargoState

#: Each kind's id in words, for "... is no choice of this moment".
FORMS = {kind: pattern.replace("{int}", "<n>").replace("{word}", "<name>").replace(
    "{text}", "<cards>") for kind, pattern in CODEC.formats.items()}


def explain(state: KeyLargoState, kind: str, args: tuple[Any, ...], now: set[str]) -> str:
    """The reason the action of `kind` with `args` is not legal; `now` holds the kinds of
    the legal actions."""
    if kind == "play" and step(state) != OVER:
        return _play(state, *args)
    if kind not in now and kind not in _kinds_here(state):
        return f"{FORMS[kind]} is no choice of this moment: {moment(state)}"
    reason = REASONS[kind](state, *args) if kind in REASONS else None
    return reason or f"it is not one of the choices of this moment: {moment(state)}"


def _refused(state: KeyLargoState) -> int:
    """The seat whose move is refused: the engine refuses none once the game is over."""
    seat = state.to_move
    assert seat is not None, "a refusal comes while the game goes on"
    return seat


def moment(state: KeyLargoState) -> str:
    """What the game waits for, in words."""
    mover = _refused(state)
    name = who(state, mover)
    if step(state) == PLAN:
        half = "morning" if not state.plans[mover] else "afternoon"
        return f"{name} chooses an action card for the {half}"
    if step(state) == PLACE:
        return f"{name} places a boat on a wreck"
    visit = state.visit
    if visit["place"] != DIVE:
        return f"{name} is at {PLACE_NAMES[visit['place']]}"
    diver = who(state, visit["player"])
    if window(state):
        return f"{name} may play a Saboteur before {diver} dives"
    if visit["monster"] is not None:
        return f"{diver}'s dive has met a monster"
    return f"{diver} dives on wreck {visit['wreck'] + 1}"


KINDS_AT = {BAR: {"recruit", "pickpocket", "round", "look", "leave"}, DOLPHINS: {"dolphins"},
            SHOP: {*BUYS, "leave"}, MARKET: {*SALES, "pigeon", "smuggle", "jewel", "leave"},
            DIVE: {"draw", "weight", "trident", "flee", "surface", "sabotage", "pass"}}


def _kinds_here(state: KeyLargoState) -> set[str]:
    """The kinds of action that belong to the current step or place."""
    now = step(state)
    if now == PLAN:
        return {"plan"}
    if now == PLACE:
        return {"wreck"}
    return KINDS_AT[state.visit["place"]] if now != OVER else set()


def _in(n: int, stop: int) -> bool:
    return 0 <= n < stop


# --- planning and placing ------------------------------------------------------------------
def _plan(state: KeyLargoState, card: str) -> str | None:
    if card not in PLACES:
        return f"{cut(card)} is no action card; the cards are {', '.join(PLACES)}"
    if card in state.plans[_refused(state)]:
        return (f"the {card} card is already your morning card: the two cards of a day are "
                "different (ruling 11)")
    return None


def _wreck(state: KeyLargoState, n: int) -> str | None:
    w = _wreck_number(state, n)
    if isinstance(w, str):
        return w
    boats = [seat for seat, boat in enumerate(state.boats) if boat == w]
    if boats:
        return (f"wreck {w + 1} already has {who(state, boats[0])}'s boat this half-day "
                "(ruling 1)")
    depth = state.depths[w]
    if not any(d is not None and d.reaches(depth) for d in state.teams[_refused(state)]):
        return (f"none of your divers reaches {depth} depth ({HOSES_NEEDED[depth]} lengths "
                "of hose needed)")
    return None


def _wreck_number(state: KeyLargoState, w: int) -> int | str:
    """The wreck named, or the reason it names none with cards."""
    if not _in(w, len(state.wrecks)):
        return f"{cut(str(w))} names no wreck: wreck ids run from 0 to {len(state.wrecks) - 1}"
    if not state.wrecks[w]:
        return f"wreck {w + 1} has no cards left, so it is gone (ruling 2)"
    return w


# --- the bar ---------------------------------------------------------------------------------
def _recruit(state: KeyLargoState) -> str | None:
    seat = state.visit["player"]
    if sum(d is not None for d in state.teams[seat]) >= MAX_DIVERS:
        return f"a team has at most {MAX_DIVERS} divers"
    if state.pile == 0:
        return "the divers' pile is empty"
    if state.visit["recruits"]:
        return "a visit to the bar recruits one diver (two with the Inseparable Brothers)"
    return _money(state, "a diver")


def _money(state: KeyLargoState, what: str) -> str:
    return (f"{what} costs more than your ${state.money[state.visit['player']]} "
            "(nobody spends money they do not have, ruling 7)")


def _pickpocket(state: KeyLargoState, victim: int, depth: str) -> str | None:
    seat = state.visit["player"]
    if not _in(victim, state.game.players) or victim == seat:
        return f"{cut(str(victim))} is no rival's seat: name a seat from 0 to " \
               f"{state.game.players - 1} other than yours"
    if depth not in DEPTHS:
        return f"{cut(depth)} is no depth; the backs are {', '.join(DEPTHS)}"
    if not state.hands[victim][depth]:
        return f"{who(state, victim)} holds no {depth} card (ruling 23)"
    if state.visit["pickpockets"]:
        return "a visit to the bar hires one pickpocket (two with the Inseparable Brothers)"
    return _money(state, "a pickpocket")


def _round(state: KeyLargoState) -> str | None:
    if state.visit["round"]:
        return "a visit to the bar buys one round"
    if state.money[state.visit["player"]] < ROUND_PRICE:
        return _money(state, "a round")
    return None


def _look(state: KeyLargoState, n: int) -> str | None:
    w = _wreck_number(state, n)
    if isinstance(w, str):
        return w
    if not state.visit["round_due"] and not state.visit["drunk_due"]:
        return "a wreck is looked at after buying a round or playing the Drunkard"
    if w in state.visit["round_seen"] and state.visit["round_due"]:
        return (f"this round has shown you wreck {w + 1} already: a round shows two "
                "different wrecks (ruling 3)")
    return None


# --- the shop and the market -----------------------------------------------------------------
def _buy(state: KeyLargoState, *args: Any) -> str | None:
    pieces = len(args) // 2
    items, divers = list(args[:pieces]), list(args[pieces:])
    team = state.teams[state.visit["player"]]
    for item, d in zip(items, divers):
        if item not in EQUIPMENT:
            return f"{cut(item)} is not equipment; the shop sells {', '.join(EQUIPMENT)}"
        if not _in(d, len(team)):
            return f"{cut(str(d))} names none of your divers (ids 0 to {len(team) - 1})"
        if team[d].count(item) + sum(1 for i, e in zip(items, divers)
                                     if (i, e) == (item, d)) > PER_DIVER[item]:
            return f"diver {d + 1} cannot carry another {item} (at most {PER_DIVER[item]})"
        if items.count(item) > state.reserve[item]:
            return f"the reserve has only {state.reserve[item]} {item}s"
    if len(items) > 2:
        return "a visit buys one or two pieces (a third only with a Vendor or the Liquidator)"
    return _money(state, "that purchase")


def _sale(state: KeyLargoState, spelt: str, *kind: str) -> str | None:
    return _cards(state, *sale_cards(spelt))


def _cards(state: KeyLargoState, *names: str) -> str | None:
    seat = state.visit["player"]
    held = {c for pile in state.hands[seat].values() for c in pile}
    missing = [c for c in names if c not in held]
    if missing:
        return f"you hold no {cut(missing[0])}"
    kinds = {kind_of(c) for c in names}
    if len(kinds) > 1:
        return "a sale is of one type of treasure (ruling 39: one other card with the Pigeon)"
    if "diamonds" in kinds:
        return "diamonds are never sold at the market (only to the Jeweler)"
    return None


# --- the dive ----------------------------------------------------------------------------------
def _diver(state: KeyLargoState, d: int, need: str) -> str | None:
    visit = state.visit
    team = state.teams[visit["player"]]
    if not _in(d, len(team)) or team[d] is None:
        return f"{cut(str(d))} names none of {who(state, visit['player'])}'s divers in this dive"
    if d not in visit["present"]:
        return f"diver {d + 1} is not at the wreck (it stays on the boat)"
    if need == "waiting" and d not in visit["waiting"]:
        return f"diver {d + 1} has already made its draw (ruling 16)"
    if need in ("weight", "trident") and not team[d].count(need):
        return f"diver {d + 1} has no {need}"
    if need == "weight" and not visit["treasure"]:
        return "a weight is spent only right after a treasure is drawn (ruling 20)"
    return None


def _surface(state: KeyLargoState) -> str | None:
    return ("a dive surfaces early only after a diver has fled; otherwise every diver draws "
            "(ruling 16)")


def _play(state: KeyLargoState, card: str) -> str:
    seat = _refused(state)
    if not state.game.options.encounters:
        return "the encounter cards are not in this game (option encounters)"
    if card not in ENCOUNTERS:
        return f"{cut(card)} is no encounter card"
    if card not in state.encounter_hands[seat]:
        return f"you hold no {ENCOUNTERS[card].title}"
    if state.played[seat]:
        return "one encounter card a half-day, and you have played yours"
    place = ENCOUNTERS[card].place
    if step(state) in (PLAN, PLACE) or state.visit.get("place") != place:
        return f"the {ENCOUNTERS[card].title} is played only at {PLACE_NAMES[place]}"
    return f"it is not the {ENCOUNTERS[card].title}'s moment (rulings 28 to 39)"


REASONS: dict[str, Callable[..., str | None]] = {
    "plan": _plan, "wreck": _wreck, "recruit": _recruit, "pickpocket": _pickpocket,
    "round": _round, "look": _look, **dict.fromkeys(BUYS, _buy),
    **dict.fromkeys(SALES, _sale), "smuggle": _cards, "jewel": _cards,
    "draw": lambda s, d: _diver(s, d, "waiting"),
    "weight": lambda s, d: _diver(s, d, "weight"),
    "trident": lambda s, d: _diver(s, d, "trident"),
    "sabotage": lambda s, d: _diver(s, d, "present"), "surface": _surface, "play": _play,
}
