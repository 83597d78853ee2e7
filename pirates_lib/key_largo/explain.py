"""Why an action id is refused, in words a player understands: the action that does not
exist, the step it does not belong to, or the rule its arguments break (a wreck already
taken, a diver with no trident, a price above the player's money). A layer-2 module that
only reads the state; it never raises, whatever the text (ids of thousands of digits
included: numbers longer than `DIGITS` are not even converted)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pirates_lib.engine.limits import cut

from .components import (ACT, BAR, DEPTHS, DIVE, DOLPHINS, ENCOUNTERS, EQUIPMENT, HOSES_NEEDED,
                         MARKET, MAX_DIVERS, OVER, PER_DIVER, PLACE, PLACE_NAMES, PLACES,
                         PLAN, ROUND_PRICE, SHOP)

if TYPE_CHECKING:
    from .state import KeyLargoState

DIGITS = 4
FORMS = {
    "plan": "plan:<place>", "wreck": "wreck:<n>", "recruit": "recruit",
    "pickpocket": "pickpocket:<seat>:<depth>", "round": "round", "look": "look:<n>",
    "dolphins": "dolphins", "buy": "buy:<item>+<item>><diver>,<diver>",
    "sell": "sell:<card>+<card>", "pigeon": "pigeon:<card>><type>",
    "smuggle": "smuggle:<card>", "jewel": "jewel:<card>", "leave": "leave",
    "draw": "draw:<diver>", "weight": "weight:<diver>", "trident": "trident:<diver>",
    "flee": "flee", "surface": "surface", "play": "play:<card>",
    "sabotage": "sabotage:<diver>", "pass": "pass",
}


def explain(state: KeyLargoState, action_id: str, now: set[str]) -> str:
    """The reason `action_id` is not legal; `now` holds the kinds of the legal actions."""
    kind, _, rest = action_id.partition(":")
    if kind not in FORMS:
        return (f"Key Largo has no action {cut(kind)}; its actions read "
                + ", ".join(FORMS.values()))
    if kind == "play" and state.step != OVER:
        return _play(state, rest)
    if kind not in now and kind not in _kinds_here(state):
        return f"{FORMS[kind]} is no choice of this moment: {moment(state)}"
    reason = REASONS[kind](state, rest) if kind in REASONS else None
    return reason or f"it is not one of the choices of this moment: {moment(state)}"


def moment(state: KeyLargoState) -> str:
    """What the game waits for, in words."""
    who = state.who(state.mover)  # type: ignore[arg-type]
    if state.step == PLAN:
        half = "morning" if not state.plans[state.mover] else "afternoon"  # type: ignore[index]
        return f"{who} chooses an action card for the {half}"
    if state.step == PLACE:
        return f"{who} places a boat on a wreck"
    visit = state.visit
    if visit["place"] != DIVE:
        return f"{who} is at {PLACE_NAMES[visit['place']]}"
    diver = state.who(visit["player"])
    if visit["window"]:
        return f"{who} may play a Saboteur before {diver} dives"
    if visit["monster"] is not None:
        return f"{diver}'s dive has met a monster"
    return f"{diver} dives on wreck {visit['wreck'] + 1}"


KINDS_AT = {BAR: {"recruit", "pickpocket", "round", "look", "leave"}, DOLPHINS: {"dolphins"},
            SHOP: {"buy", "leave"}, MARKET: {"sell", "pigeon", "smuggle", "jewel", "leave"},
            DIVE: {"draw", "weight", "trident", "flee", "surface", "sabotage", "pass"}}


def _kinds_here(state: KeyLargoState) -> set[str]:
    """The kinds of action that belong to the current step or place."""
    if state.step == PLAN:
        return {"plan"}
    if state.step == PLACE:
        return {"wreck"}
    return KINDS_AT[state.visit["place"]] if state.step == ACT else set()


def number(text: str) -> int | None:
    """A short run of ASCII digits as a number; anything else (or too long) is None."""
    if text.isascii() and text.isdigit() and len(text) <= DIGITS:
        return int(text)
    return None


# --- planning and placing ------------------------------------------------------------------
def _plan(state: KeyLargoState, rest: str) -> str | None:
    if rest not in PLACES:
        return f"{cut(rest)} is no action card; the cards are {', '.join(PLACES)}"
    if rest in state.plans[state.mover]:  # type: ignore[index]
        return (f"the {rest} card is already your morning card: the two cards of a day are "
                "different (ruling 11)")
    return None


def _wreck(state: KeyLargoState, rest: str) -> str | None:
    w = _wreck_number(state, rest)
    if isinstance(w, str):
        return w
    boats = [seat for seat, boat in enumerate(state.boats) if boat == w]
    if boats:
        return (f"wreck {w + 1} already has {state.who(boats[0])}'s boat this half-day "
                "(ruling 1)")
    depth = state.depths[w]
    if not any(d is not None and d.reaches(depth) for d in state.teams[state.mover]):  # type: ignore[index]
        return (f"none of your divers reaches {depth} depth ({HOSES_NEEDED[depth]} lengths "
                "of hose needed)")
    return None


def _wreck_number(state: KeyLargoState, rest: str) -> int | str:
    """The wreck named, or the reason it names none with cards."""
    w = number(rest)
    last = len(state.wrecks) - 1
    if w is None or w > last:
        return f"{cut(rest)} names no wreck: wreck ids run from 0 to {last}"
    if not state.wrecks[w]:
        return f"wreck {w + 1} has no cards left, so it is gone (ruling 2)"
    return w


# --- the bar ---------------------------------------------------------------------------------
def _recruit(state: KeyLargoState, rest: str) -> str | None:
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


def _pickpocket(state: KeyLargoState, rest: str) -> str | None:
    victim_text, _, depth = rest.partition(":")
    victim, seat = number(victim_text), state.visit["player"]
    if victim is None or victim >= state.game.players or victim == seat:
        return f"{cut(victim_text)} is no rival's seat: name a seat from 0 to " \
               f"{state.game.players - 1} other than yours"
    if depth not in DEPTHS:
        return f"{cut(depth)} is no depth; the backs are {', '.join(DEPTHS)}"
    if not state.hands[victim][depth]:
        return f"{state.who(victim)} holds no {depth} card (ruling 23)"
    if state.visit["pickpockets"]:
        return "a visit to the bar hires one pickpocket (two with the Inseparable Brothers)"
    return _money(state, "a pickpocket")


def _round(state: KeyLargoState, rest: str) -> str | None:
    if state.visit["round"]:
        return "a visit to the bar buys one round"
    if state.money[state.visit["player"]] < ROUND_PRICE:
        return _money(state, "a round")
    return None


def _look(state: KeyLargoState, rest: str) -> str | None:
    w = _wreck_number(state, rest)
    if isinstance(w, str):
        return w
    if not state.visit["round_due"] and not state.visit["drunk_due"]:
        return "a wreck is looked at after buying a round or playing the Drunkard"
    if w in state.visit["round_seen"] and state.visit["round_due"]:
        return (f"this round has shown you wreck {w + 1} already: a round shows two "
                "different wrecks (ruling 3)")
    return None


# --- the shop and the market -----------------------------------------------------------------
def _buy(state: KeyLargoState, rest: str) -> str | None:
    items_text, _, divers_text = rest.partition(">")
    items, divers = items_text.split("+"), divers_text.split(",")
    team = state.teams[state.visit["player"]]
    if len(items) != len(divers):
        return "a purchase names one diver for each piece: buy:hose+trident>0,1"
    for item, diver_text in zip(items, divers):
        d = number(diver_text)
        if item not in EQUIPMENT:
            return f"{cut(item)} is not equipment; the shop sells {', '.join(EQUIPMENT)}"
        if d is None or d >= len(team):
            return f"{cut(diver_text)} names none of your divers (ids 0 to {len(team) - 1})"
        if team[d].count(item) + sum(1 for i, e in zip(items, divers)  # type: ignore[union-attr]
                                     if (i, e) == (item, diver_text)) > PER_DIVER[item]:
            return f"diver {d + 1} cannot carry another {item} (at most {PER_DIVER[item]})"
        if items.count(item) > state.reserve[item]:
            return f"the reserve has only {state.reserve[item]} {item}s"
    if len(items) > 2:
        return "a visit buys one or two pieces (a third only with a Vendor or the Liquidator)"
    return _money(state, "that purchase")


def _cards(state: KeyLargoState, rest: str) -> str | None:
    names = rest.partition(">")[0].split("+")
    seat = state.visit["player"]
    held = {c for pile in state.hands[seat].values() for c in pile}
    missing = [c for c in names if c not in held]
    if missing:
        return f"you hold no {cut(missing[0])}"
    kinds = {c.split("-")[0] for c in names}
    if len(kinds) > 1:
        return "a sale is of one type of treasure (ruling 39: one other card with the Pigeon)"
    if "diamonds" in kinds:
        return "diamonds are never sold at the market (only to the Jeweler)"
    return None


# --- the dive ----------------------------------------------------------------------------------
def _diver(state: KeyLargoState, rest: str, need: str) -> str | None:
    visit = state.visit
    d = number(rest)
    team = state.teams[visit["player"]]
    if d is None or d >= len(team) or team[d] is None:
        return f"{cut(rest)} names none of {state.who(visit['player'])}'s divers in this dive"
    if d not in visit["present"]:
        return f"diver {d + 1} is not at the wreck (it stays on the boat)"
    if need == "waiting" and d not in visit["waiting"]:
        return f"diver {d + 1} has already made its draw (ruling 16)"
    if need in ("weight", "trident") and not team[d].count(need):  # type: ignore[union-attr]
        return f"diver {d + 1} has no {need}"
    if need == "weight" and not visit["treasure"]:
        return "a weight is spent only right after a treasure is drawn (ruling 20)"
    return None


def _surface(state: KeyLargoState, rest: str) -> str | None:
    return ("a dive surfaces early only after a diver has fled; otherwise every diver draws "
            "(ruling 16)")


def _play(state: KeyLargoState, rest: str) -> str | None:
    seat = state.mover
    if not state.game.options.encounters:
        return "the encounter cards are not in this game (option encounters)"
    if rest not in ENCOUNTERS:
        return f"{cut(rest)} is no encounter card"
    if rest not in state.encounter_hands[seat]:  # type: ignore[index]
        return f"you hold no {ENCOUNTERS[rest].title}"
    if state.played[seat]:  # type: ignore[index]
        return "one encounter card a half-day, and you have played yours"
    place = ENCOUNTERS[rest].place
    if state.step != ACT or state.visit.get("place") != place:
        return f"the {ENCOUNTERS[rest].title} is played only at {PLACE_NAMES[place]}"
    return f"it is not the {ENCOUNTERS[rest].title}'s moment (rulings 28 to 39)"


REASONS = {
    "plan": _plan, "wreck": _wreck, "recruit": _recruit, "pickpocket": _pickpocket,
    "round": _round, "look": _look, "buy": _buy, "sell": _cards, "smuggle": _cards,
    "jewel": _cards, "draw": lambda s, r: _diver(s, r, "waiting"),
    "weight": lambda s, r: _diver(s, r, "weight"),
    "trident": lambda s, r: _diver(s, r, "trident"),
    "sabotage": lambda s, r: _diver(s, r, "present"), "surface": _surface, "play": _play,
}
