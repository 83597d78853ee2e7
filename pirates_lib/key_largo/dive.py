"""The dive, played out step by step (rulebook "Diving on a Wreck", "Drawing Wreck Cards",
"Using a Weight"): the state draws each card itself through the rule functions of
`mechanics` and asks the player every real choice as an action: which diver draws next
(`draw:<i>`), whether to spend a weight (`weight:<i>`), whether to surface after a loss
(`surface`), whose trident kills a monster (`trident:<i>`), and the dive's encounter cards.
Each handler returns the steps that follow (`GO_ON`: the dive goes on; `actions.FLOW`).

The dive's record is the visit (`state.visit`): the divers at the wreck (`present`), those
still to draw (`waiting`), a monster drawn and not yet met (`monster`: the drawer, -1 for the
Volunteer Helper) and the fled divers' monsters set aside until the dive is over (`back`).
The other players who may play a Saboteur before the first draw are asked first, each in a
step of their own (`window`). During the dive a lost diver's place in the team holds None,
so every diver keeps its number; the team closes up when the dive is over."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from pirates_lib.engine import Action
from pirates_lib.engine.flow import Follow

from . import encounters as E, mechanics, views
from .codec import CODEC, action
from .components import (DIAMONDS, DIVE, DIVER, EQUIPMENT, GO_ON, MONSTER, SHALLOW, TRIDENT,
                         WEIGHT, describe, kind_of, number_of)
from .table import who

if TYPE_CHECKING:
    from .state import KeyLargoState

HELPER = -1  # the Volunteer Helper's draw: "as if by one more diver with no equipment"


def begin(state: KeyLargoState, seat: int) -> tuple[dict[str, Any], list[int]]:
    """Rulebook: "All of a player's divers must search the same wreck. If some of them
    cannot, those with enough hose dive and the others do nothing" (ruling 15). Ruling 31:
    each other player whose boat is on a wreck this half-day, holding an encounter card and
    having played none, is offered the Saboteur's window before the first draw: the dive's
    record, and those seats in turn order from the diver's left."""
    wreck = state.boats[seat]
    assert wreck is not None, "a dive begins with the diver's boat on a wreck"
    depth = state.depths[wreck]
    present = list(mechanics.divers_reaching(state.teams[seat], depth))
    after = mechanics.turn_order(seat, state.game.players)[1:]
    window = [q for q in after if state.boats[q] is not None and E.may_answer(state, q)]
    state.emit("dive", f"{who(state, seat)} dives on wreck {wreck + 1} ({depth}) with "
               f"{_divers(present)}.", seat=seat, wreck=wreck, divers=present)
    return {"place": DIVE, "player": seat, "card": None, "wreck": wreck, "depth": depth,
            "present": present, "waiting": list(present), "treasure": False, "loss": False,
            "back": 0, "monster": None, "drew": [], "just": None, "helper": False,
            "surfaced": False, "attentive": False}, window


def _divers(indices: list[int]) -> str:
    if not indices:
        return "no diver"
    names = [f"diver {i + 1}" for i in indices]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def waiting_on(state: KeyLargoState) -> int | None:
    """Whom the dive waits on; once it is over, the monsters go back and the team closes up."""
    visit = state.visit
    if visit["monster"] is not None or not visit["surfaced"]:
        return visit["player"]
    if visit["back"]:
        _monsters_back(state)
    if (not visit["attentive"] and _attentive_moment(state)
            and E.may_answer(state, visit["player"])):
        return visit["player"]
    _finish(state)
    return None


def legal(state: KeyLargoState) -> list[Action]:
    visit = state.visit
    if visit["monster"] is not None:
        return _meet(state)
    if not visit["surfaced"]:
        return _next_draws(state)
    return [*E.play_actions(state, visit["player"], DIVE, [E.ATTENTIVE_DIVER]),
            action("pass", "No card: leave the last card in the wreck")]


def only(state: KeyLargoState) -> Action | None:
    """The dive's one answer when it has one (the `choice` step: the diver may play no card
    now, ruling 41, so `legal` is the meeting's or the draws' answers alone): the lone
    trident or the flight (ruling 17), the lone draw or surfacing (ruling 16); else None."""
    visit = state.visit
    if visit["surfaced"]:
        return None
    if visit["monster"] is not None:
        answers = _meeting(state)
        return answers[0] if len(answers) == 1 else None
    options = _options(state)
    return _option(options[0]) if len(options) == 1 else None


def asked(state: KeyLargoState) -> bool:
    """Ruling 41: the diver is asked at every moment one of the dive's cards could be played
    (`moments`) while holding an encounter card, even when the answer can only be the one
    that plays none (the Saboteur's window, a step of its own, is always asked)."""
    return bool(moments(state)) and E.may_answer(state, state.visit["player"])


def moments(state: KeyLargoState) -> list[str]:
    """The dive's encounter cards whose moment it is, by what the whole table sees: the
    Regular when a monster is drawn (ruling 34), the Eager Buyer right after a treasure
    (ruling 33), the Volunteer Helper once the divers have drawn at a shallow wreck where a
    diver of the player dived (ruling 32), the Attentive Diver when the dive is over with one
    card left (ruling 35)."""
    visit = state.visit
    if visit["monster"] is not None:
        return [E.REGULAR]
    if visit["surfaced"]:
        return [E.ATTENTIVE_DIVER] if not visit["attentive"] and _attentive_moment(state) \
            else []
    cards = [E.EAGER_BUYER] if visit["just"] is not None else []
    if (visit["depth"] == SHALLOW and visit["present"] and not visit["waiting"]
            and not visit["helper"] and state.wrecks[visit["wreck"]]):
        cards.append(E.VOLUNTEER_HELPER)
    return cards


def window_actions(state: KeyLargoState, seat: int) -> list[Action]:
    """The Saboteur's window of `seat` (ruling 31): a diver of the dive kept on the boat, or
    none (asked whatever the seat holds, ruling 41)."""
    visit = state.visit
    diver = who(state, visit["player"])
    out = [action("sabotage", f"Play the Saboteur: {diver}'s diver {i + 1} stays on the "
                  "boat", i) for i in visit["present"]
           if E.playable(state, seat, E.SABOTEUR)]
    return [*out, action("pass", f"Let {diver} dive")]


def _meet(state: KeyLargoState) -> list[Action]:
    """The monster's answers (`_meeting`) and the Regular, whose moment it is (ruling 34)."""
    return [*_meeting(state), *E.play_actions(state, state.visit["player"], DIVE, [E.REGULAR])]


def _meeting(state: KeyLargoState) -> list[Action]:
    """Rulebook: a trident of a diver "present at the wreck" kills the monster; with none,
    the diver flees (ruling 17: a trident at the wreck is used; whose, the player says)."""
    visit = state.visit
    team, drawer = tuple(state.teams[visit["player"]]), visit["monster"]
    holders = mechanics.trident_holders(team, visit["present"])
    out = [action("trident", f"Kill the monster with diver {i + 1}'s trident", i)
           for i in holders]
    if not holders:
        words = "The Volunteer Helper flees" if drawer == HELPER else (
            f"Diver {drawer + 1} flees: lost with all its equipment")
        out.append(action("flee", words))
    return out


def _next_draws(state: KeyLargoState) -> list[Action]:
    """`mechanics.dive_options` (rulings 5, 16, 20), and the cards of the moment: the Eager
    Buyer right after a treasure, the Volunteer Helper once the divers have drawn."""
    visit = state.visit
    out = [_option(option) for option in _options(state)]
    cards = [card for card in moments(state) if card != E.EAGER_BUYER
             or kind_of(visit["just"][1]) != DIAMONDS]
    return out + E.play_actions(state, visit["player"], DIVE, cards)


def _options(state: KeyLargoState) -> tuple[str, ...]:
    """`mechanics.dive_options` of the dive now; surfacing alone once the wreck is empty."""
    visit = state.visit
    if not state.wrecks[visit["wreck"]]:
        return ("surface",)
    return mechanics.dive_options(state.teams[visit["player"]], visit["present"],
                                  visit["waiting"], visit["treasure"], visit["loss"])


@lru_cache(maxsize=64)
def _option(option: str) -> Action:
    """An answer of `mechanics.dive_options`, spelt as its id, as the action."""
    kind, args = CODEC.parse(option)  # type: ignore[misc]  # dive_options spells ids
    return action(kind, OPTION_LABELS[kind].format(*(i + 1 for i in args)), *args)


OPTION_LABELS = {"surface": "Surface: the dive is over", "draw": "Diver {} draws a card",
                 "weight": "Diver {} spends a weight to draw one more card"}


# --- drawing ---------------------------------------------------------------------------------
def draw_by(state: KeyLargoState, drawer: int) -> None:
    """Rulebook: "If the wreck card is a treasure, the player takes it into their hand,
    without revealing it to the other players"; a monster is shown and met (`_meet`)."""
    visit = state.visit
    seat, w, depth = visit["player"], visit["wreck"], visit["depth"]
    card = state.chance.draw(state.wrecks[w])
    views.end_looks(state, w)
    if drawer != HELPER:
        visit["drew"].append(drawer)
    name = "The Volunteer Helper" if drawer == HELPER else (
        f"{who(state, seat)}'s diver {drawer + 1}")
    if card == MONSTER:
        state.known_monsters[w] = max(0, state.known_monsters[w] - 1)
        visit["monster"], visit["just"], visit["treasure"] = drawer, None, False
        state.emit("monster", f"{name} draws a monster from wreck {w + 1}!", seat=seat, wreck=w)
        return
    pile = state.hands[seat][depth]
    pile[card] = pile.get(card, 0) + 1
    visit["just"], visit["treasure"] = [depth, card], True
    state.emit("treasure", f"{name} brings up a {depth} treasure card.", seat=seat, wreck=w)
    state.emit("treasure", f"You draw {describe(card)}.", only=(seat,), card=card)


def draw(state: KeyLargoState, diver: int) -> Follow:
    """Ruling 16: every diving diver draws in turn, in the order the player chooses."""
    state.visit["waiting"].remove(diver)
    draw_by(state, diver)
    return GO_ON


def weight(state: KeyLargoState, diver: int) -> Follow:
    """Rulebook: "A player who has just drawn a treasure card may use a weight to let one of
    their divers present at the wreck draw an additional wreck card"; "A weight that is used
    is permanently removed from the game" (ruling 20: its carrier draws). The log says so to
    everyone: the table sees the token leave the diver."""
    seat = state.visit["player"]
    team = state.teams[seat]
    team[diver] = team[diver].changed(WEIGHT, -1)
    state.spent[WEIGHT] += 1
    state.emit("weight", f"{who(state, seat)}'s diver {diver + 1} spends a weight to draw one "
               "more card.", seat=seat, diver=diver)
    draw_by(state, diver)
    return GO_ON


def trident(state: KeyLargoState, holder: int) -> Follow:
    """Rulebook: "The trident and the monster card are permanently removed from the game. The
    diver then continues their dive by drawing another ... card in place of the monster card"
    (ruling 18: simply the next card; ruling 19: none if the wreck is empty)."""
    visit = state.visit
    seat, drawer = visit["player"], visit["monster"]
    state.teams[seat] = list(mechanics.kill_monster(tuple(state.teams[seat]), holder))
    state.spent[TRIDENT] += 1
    gone = state.gone[visit["depth"]]
    gone[MONSTER] = gone.get(MONSTER, 0) + 1
    visit["monster"] = None
    state.emit("kill", f"Diver {holder + 1}'s trident kills the monster.", seat=seat)
    if state.wrecks[visit["wreck"]]:
        draw_by(state, drawer)
    return GO_ON


def flee(state: KeyLargoState) -> Follow:
    """Rulebook: "they flee ... The diver token and all of its equipment are permanently
    removed from the game"; the monster goes back only when the dive is over (ruling 21).
    Ruling 32: the Volunteer Helper flees and no diver is lost."""
    visit = state.visit
    seat, drawer = visit["player"], visit["monster"]
    visit["monster"], visit["back"], visit["treasure"] = None, visit["back"] + 1, False
    if drawer == HELPER:
        state.emit("flee", "The Volunteer Helper flees.", seat=seat)
        return GO_ON
    diver = state.teams[seat][drawer]
    state.teams[seat] = list(mechanics.flee(tuple(state.teams[seat]), drawer))
    state.spent[DIVER] += 1
    for item in EQUIPMENT:
        state.spent[item] += diver.count(item)
    if drawer in visit["waiting"]:
        visit["waiting"].remove(drawer)
    visit["loss"] = True
    state.emit("flee", f"{who(state, seat)}'s diver {drawer + 1} flees, terrified, and leaves "
               "the game with all its equipment.", seat=seat)
    return GO_ON


def surface(state: KeyLargoState) -> Follow:
    visit = state.visit
    visit["surfaced"], visit["just"] = True, None
    return GO_ON


def _monsters_back(state: KeyLargoState) -> None:
    """Rulebook: "Only afterward is the monster card returned to the other remaining cards of
    the wreck, which are then reshuffled (if the monster is the only card remaining, it is
    placed back alone, face down)"."""
    visit = state.visit
    w, back = visit["wreck"], visit["back"]
    wreck = state.wrecks[w]
    wreck[MONSTER] = wreck.get(MONSTER, 0) + back
    state.known_monsters[w] += back
    visit["back"] = 0
    views.end_looks(state, w)
    what = "The monster goes" if back == 1 else f"{back} monsters go"
    state.emit("back", f"{what} back into wreck {w + 1}, which is reshuffled.", wreck=w)


def _attentive_moment(state: KeyLargoState) -> bool:
    """Ruling 35: exactly one card is left and a diver who drew is still with the player."""
    return (sum(state.wrecks[state.visit["wreck"]].values()) == 1
            and _last_diver(state) is not None)


def _last_diver(state: KeyLargoState) -> int | None:
    """The last of the player's divers to have drawn who is still with them."""
    team = state.teams[state.visit["player"]]
    alive = [i for i in state.visit["drew"] if team[i] is not None]
    return alive[-1] if alive else None


def _finish(state: KeyLargoState) -> None:
    visit = state.visit
    seat = visit["player"]
    lost = sum(d is None for d in state.teams[seat])
    state.teams[seat] = [d for d in state.teams[seat] if d is not None]
    state.emit("surface", f"{who(state, seat)}'s dive is over"
               + (f": {lost} diver{'s' if lost > 1 else ''} lost." if lost else "."), seat=seat)


# --- the answers to the windows and the dive's encounter cards ---------------------------------
def pass_(state: KeyLargoState) -> Follow:
    """No card now: the window goes to the next player (a window is before the first draw),
    or, once the divers surfaced, the last card stays."""
    visit = state.visit
    if not visit["surfaced"]:
        return None
    visit["attentive"] = True
    return GO_ON


def sabotage(state: KeyLargoState, diver: int) -> Follow:
    """The Saboteur: "Prevent one (and only one) opposing diver from making their dive"
    (ruling 31: that diver stays on the boat this half-day); the window goes on."""
    visit = state.visit
    seat: int = state.to_move  # type: ignore[assignment]  # the seat answering its window
    E.discard(state, seat, E.SABOTEUR)
    visit["present"].remove(diver)
    visit["waiting"].remove(diver)
    state.emit("sabotage", f"{who(state, seat)}'s Saboteur keeps {who(state, visit['player'])}'s "
               f"diver {diver + 1} on the boat.", seat=seat)
    return None


def regular(state: KeyLargoState) -> None:
    """The Regular: "Reshuffle the wreck's cards, including the monster, and try your luck
    again" (ruling 34: no trident spent, nobody flees, the same diver draws again)."""
    visit = state.visit
    w, drawer = visit["wreck"], visit["monster"]
    wreck = state.wrecks[w]
    wreck[MONSTER] = wreck.get(MONSTER, 0) + 1
    state.known_monsters[w] += 1
    visit["monster"] = None
    state.emit("back", f"The monster goes back into wreck {w + 1}, which is reshuffled.",
               wreck=w)
    draw_by(state, drawer)


def eager_buyer(state: KeyLargoState) -> None:
    """The Eager Buyer: "Immediately sell, at the best price, a card you have just drawn from
    a wreck" (ruling 33: its type's best rate in the table; never a diamond)."""
    visit = state.visit
    seat, (depth, card) = visit["player"], visit["just"]
    pile = state.hands[seat][depth]
    pile[card] -= 1
    if not pile[card]:
        del pile[card]
    gone = state.gone[depth]
    gone[card] = gone.get(card, 0) + 1
    value = mechanics.best_rate(kind_of(card)) * number_of(card)
    state.money[seat] += value
    visit["just"] = None
    state.emit("eager", f"{who(state, seat)} sells {describe(card)} to the Eager Buyer for "
               f"${value}.", seat=seat, card=card, value=value)


def volunteer_helper(state: KeyLargoState) -> None:
    """The Volunteer Helper: "Draw an additional wreck card if you are diving at shallow
    depth" (ruling 32)."""
    state.visit["helper"] = True
    draw_by(state, HELPER)


def attentive_diver(state: KeyLargoState) -> None:
    """The Attentive Diver: "your last diver also draws that card, as though playing a
    weight" (ruling 35)."""
    diver = _last_diver(state)
    state.visit["attentive"] = True
    draw_by(state, diver)  # type: ignore[arg-type]  # offered only with a diver left


PLAY_EFFECTS = {E.REGULAR: regular, E.EAGER_BUYER: eager_buyer,
                E.VOLUNTEER_HELPER: volunteer_helper, E.ATTENTIVE_DIVER: attentive_diver}
