"""What each seat may know, what the state holds, what must always be true, and the redeal of
what a seat cannot see (the conformance suite's secrecy check).

Hidden (docs/rules/key_largo.md, "What is hidden"): the treasure cards in a hand (their backs,
the depths, are public), the action cards planned and not yet revealed, the cards in a wreck
(a player who looked knows what it held then, until it changes), the encounter cards in a
hand and in the deck, and the unused wreck cards. Everything else is public: money (ruling
26), divers and equipment, boats, the day, every card sold, killed or played, every monster
met, and a monster put back into a wreck until a monster is drawn from it again."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, TypedDict

from pirates_lib.engine import pool, take_card

from .components import (ACT, DEPTHS, DIVE, DIVER, ENCOUNTER_HAND_LIMIT, ENCOUNTERS, GREAT, OVER, PLAN,
                         HOSE, MARKET, MAX_DIVERS, MEDIUM, MONSTER, PER_DIVER, PLACE, PLACES,
                         RESERVE, SHALLOW, TRIDENT, WEIGHT)
from .mechanics import Diver
from .table import order, when, who

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike

    from .state import KeyLargoState


# --- the view's shape ----------------------------------------------------------------------

class Look(TypedDict):
    """What a player saw of a wreck (`places.look`): its cards then, when, and when that
    stopped being true (None: still true)."""
    wreck: int
    cards: dict[str, int]
    seen: str
    ended: str | None


class WreckView(TypedDict):
    """A wreck as everyone sees it (`_wrecks`): its depth, how many cards are left, the
    monsters known to be in it, and the seat whose boat is on it (None: no boat)."""
    depth: str
    left: int
    monsters: int
    boat: int | None


class KeyLargoView(TypedDict):
    """What a seat sees (`view`); a spectator's `hand` and `encounter_hand` are None and its
    `looks` empty. A diver is [hoses, tridents, weights] (None: a lost diver's place); a hand,
    the gone cards and the backs are by depth; `visit` is the visit in progress, whose
    entries depend on the place (`visit_record`, {} if none)."""
    day: int
    half: int
    step: str
    first: int
    order: list[int]
    money: list[int]
    teams: list[list[list[int] | None]]
    pile: int
    reserve: dict[str, int]
    spent: dict[str, int]
    wrecks: list[WreckView]
    backs: list[dict[str, int]]
    hand: dict[str, dict[str, int]] | None
    planned: list[int]
    plans: list[list[str]]
    places: list[str | None]
    boats: list[int | None]
    present: dict[str, int]
    looks: list[Look]
    gone: dict[str, dict[str, int]]
    unused: dict[str, int]
    encounters: bool
    encounter_counts: list[int]
    encounter_hand: list[str] | None
    encounter_deck: int
    discards: list[str]
    played: list[bool]
    visit: dict[str, Any]

PRIVATE_VISIT_KEYS = ("just",)  # the card a diver has just drawn: only the diver sees it


def end_looks(state: KeyLargoState, wreck: int) -> None:
    """A wreck changed (a card drawn, a monster put back): what anyone saw of it is no longer
    true from now on; the record keeps what was seen and when it stopped being true."""
    for looks in state.looks:
        for look in looks:
            if look["wreck"] == wreck and look["ended"] is None:
                look["ended"] = when(state)


#: The part of the day each decision belongs to (the rest are the visits').
STEP_OF = {"plan": PLAN, "wreck": PLACE}


def step(state: KeyLargoState) -> str:
    """The part of the day, from the decision waiting (`actions.FLOW`): planning, placing
    the boats, the actions, or the game over."""
    return STEP_OF.get(state.steps[0][0], ACT) if state.steps else OVER


def cursor(state: KeyLargoState) -> int:
    """The place in turn order of the seat whose card is being played now: the planner, the
    boat being placed, or the visitor (all of them, once the game is over)."""
    if not state.steps:
        return state.game.players
    seat = state.visit["player"] if state.visit else state.steps[0][1]
    return order(state).index(seat)


def window(state: KeyLargoState) -> list[int]:
    """The seats still to be offered the Saboteur's window of this dive (ruling 31)."""
    return [seat for kind, *args in state.steps if kind == "saboteur" for seat in args]


def revealed(state: KeyLargoState) -> int:
    """How many of each plan's two cards are face up: the morning card from the morning's
    reveal, the afternoon card from the afternoon's."""
    return state.half + 1 if step(state) in (PLACE, ACT) else 0


def _diver(diver: Diver | None) -> list[int] | None:
    return None if diver is None else [diver.hoses, diver.tridents, diver.weights]


def view(state: KeyLargoState, player: int | None) -> KeyLargoView:
    """Exactly what `player` may know (None: a spectator)."""
    shown = revealed(state)
    return {
        "day": state.day, "half": state.half, "step": step(state), "first": state.first,
        "order": list(order(state)), "money": list(state.money),
        "teams": [[_diver(d) for d in team] for team in state.teams],
        "pile": state.pile, "reserve": dict(state.reserve), "spent": dict(state.spent),
        "wrecks": _wrecks(state),
        "backs": [{SHALLOW: sum(hand[SHALLOW].values()), MEDIUM: sum(hand[MEDIUM].values()),
                   GREAT: sum(hand[GREAT].values())} for hand in state.hands],
        "hand": {d: dict(state.hands[player][d]) for d in DEPTHS} if player is not None else None,
        "planned": [len(plan) for plan in state.plans],
        "plans": [list(plan) if seat == player else plan[:shown]
                  for seat, plan in enumerate(state.plans)],
        "places": list(state.places), "boats": list(state.boats),
        "present": dict(state.present),
        "looks": [{**x, "cards": dict(x["cards"])} for x in state.looks[player]]
        if player is not None else [],
        "gone": {d: dict(state.gone[d]) for d in DEPTHS},
        "unused": {d: sum(state.unused[d].values()) for d in DEPTHS},
        "encounters": state.game.options.encounters,
        "encounter_counts": [len(hand) for hand in state.encounter_hands],
        "encounter_hand": list(state.encounter_hands[player]) if player is not None else None,
        "encounter_deck": sum(state.encounter_deck.values()),
        "discards": list(state.discards), "played": list(state.played),
        "visit": _visit(state, player),
    }


def _wrecks(state: KeyLargoState) -> list[WreckView]:
    """Each wreck's depth, cards left, monsters known to be in it, and the boat on it."""
    boats: list[int | None] = [None] * len(state.wrecks)
    for seat, w in enumerate(state.boats):
        if w is not None:
            boats[w] = seat
    return [{"depth": d, "left": sum(w.values()), "monsters": k, "boat": b}
            for d, w, k, b in zip(state.depths, state.wrecks, state.known_monsters, boats)]


def _visit(state: KeyLargoState, player: int | None) -> dict[str, Any]:
    out = visit_record(state)
    if out and player != out["player"]:
        for key in PRIVATE_VISIT_KEYS:
            out.pop(key, None)
    return out


def visit_record(state: KeyLargoState) -> dict[str, Any]:
    """The visit in progress as views and saves have always shown it: its record, a copy,
    with the flow's part of it worked out from the steps (`over`, False while a seat is
    asked; a dive's `window`)."""
    visit = state.visit
    if not visit:
        return {}
    out = {k: list(v) if isinstance(v, list) else v for k, v in visit.items()}
    out["over"] = False
    if visit["place"] == DIVE:
        out["window"] = window(state)
    return out


def snapshot(state: KeyLargoState) -> dict[str, Any]:
    """Everything the state holds, as JSON data: the saved form, kept as it was when the
    flow was the state's own (`step`, `cursor`, `mover` and the visit's `over` and `window`
    are worked out from `state.steps`), so that saves and their digests stay stable."""
    fields = dict(vars(state))
    out = {k: v for k, v in fields.items() if k in SNAPSHOT_FIELDS}
    out["teams"] = [[_diver(d) for d in team] for team in state.teams]
    out.update(step=step(state), cursor=cursor(state), visit=visit_record(state),
               mover=state.to_move)
    return out


SNAPSHOT_FIELDS = (
    "wreck_cards", "depths", "wrecks", "unused", "first", "day", "half", "plans", "places",
    "boats", "present", "money", "pile", "reserve", "spent", "known_monsters", "hands", "gone",
    "looks", "encounter_deck", "encounter_hands", "discards", "played")


# --- invariants ----------------------------------------------------------------------------
def invariants(state: KeyLargoState) -> list[str]:
    """Every wreck card, diver, piece of equipment and encounter card in exactly one place;
    money never negative; one boat per wreck; what a player looked at is what they saw."""
    return [*_wreck_card_places(state), *_tokens(state), *_encounter_places(state),
            *_table(state)]


def _wreck_card_places(state: KeyLargoState) -> list[str]:
    """The cards of each depth: in the wrecks, the hands, the unused pile, gone, or set aside
    in the dive, the 20/30/30 of the game's table once each."""
    totals: dict[str, dict[str, int]] = {depth: {} for depth in DEPTHS}
    for depth, wreck in zip(state.depths, state.wrecks):
        _add(totals[depth], wreck)
    visit = state.visit
    if visit.get("place") == DIVE:
        aside = visit["back"] + (visit["monster"] is not None)
        _add(totals[visit["depth"]], {MONSTER: aside})
    bad = ["a monster is in a hand" for hand in state.hands
           for pile in hand.values() if MONSTER in pile]
    for depth, total in totals.items():
        for hand in state.hands:
            _add(total, hand[depth])
        _add(_add(total, state.unused[depth]), state.gone[depth])
        want = state.wreck_cards[depth]
        if {card: n for card, n in total.items() if n} != want:
            bad.append(f"the {depth} cards are not each in one place: "
                       f"{dict(Counter(total) - Counter(want))} too many, "
                       f"{dict(Counter(want) - Counter(total))} missing")
    return bad


def _add(total: dict[str, int], place: dict[str, int]) -> dict[str, int]:
    for card, n in place.items():
        total[card] = total.get(card, 0) + n
    return total


def _tokens(state: KeyLargoState) -> list[str]:
    """15 divers, 20 hoses, 10 tridents, 10 weights: pile or reserve, teams, or gone."""
    bad = []
    divers = [d for team in state.teams for d in team if d is not None]
    if state.pile + len(divers) + state.spent[DIVER] != RESERVE[DIVER]:
        bad.append(f"divers: {state.pile} in the pile, {len(divers)} in teams, "
                   f"{state.spent[DIVER]} gone is not {RESERVE[DIVER]}")
    carried = {HOSE: [d.hoses for d in divers], TRIDENT: [d.tridents for d in divers],
               WEIGHT: [d.weights for d in divers]}
    for item, counts in carried.items():
        if state.reserve[item] + sum(counts) + state.spent[item] != RESERVE[item]:
            bad.append(f"{item}s: {state.reserve[item]} in the reserve, {sum(counts)} on "
                       f"divers, {state.spent[item]} gone is not {RESERVE[item]}")
        if counts and (max(counts) > PER_DIVER[item] or min(counts) < 0):
            bad.append(f"a diver carries too many {item}s")
    if any(sum(d is not None for d in team) > MAX_DIVERS for team in state.teams):
        bad.append(f"a team has more than {MAX_DIVERS} divers")
    return bad


def _encounter_places(state: KeyLargoState) -> list[str]:
    cards = dict(state.encounter_deck)
    for card in [*state.discards, *(c for hand in state.encounter_hands for c in hand)]:
        cards[card] = cards.get(card, 0) + 1
    bad = [f"a hand holds {len(hand)} encounter cards" for hand in state.encounter_hands
           if len(hand) > ENCOUNTER_HAND_LIMIT]
    if len(cards) != len(ENCOUNTERS) or set(cards.values()) != {1} or set(cards) != set(
            ENCOUNTERS):
        bad.append(f"the encounter cards are not each in one place: {cards}")
    return bad


def _table(state: KeyLargoState) -> list[str]:
    bad = [f"{who(state, p)} has ${m}" for p, m in enumerate(state.money) if m < 0]
    boats = [w for w in state.boats if w is not None]
    if len(boats) != len(set(boats)):
        bad.append(f"two boats on one wreck: {state.boats}")
    for seat, looks in enumerate(state.looks):
        for look in looks:
            if look["ended"] is None and look["cards"] != state.wrecks[look["wreck"]]:
                bad.append(f"{who(state, seat)}'s look at wreck {look['wreck'] + 1} is no "
                           "longer what it holds, yet is not marked ended")
    if any(plan[0] == plan[1] for plan in state.plans if len(plan) == 2):
        bad.append("a plan uses one card twice")
    if any(card not in PLACES for plan in state.plans for card in plan):
        bad.append("a plan names no place")
    return bad


# --- the redeal of what a seat cannot see ------------------------------------------------------
def shuffle_hidden(state: KeyLargoState, player: int | None, chance: ChanceLike) -> None:
    """Redeal what `player` cannot see (docs/rules/key_largo.md, "What a world redeals"),
    keeping every public fact: each hand's count by depth (no monster in a hand), each
    wreck's count and its monsters known to be in it, the wrecks `player` looked at and that
    have not changed since, the Pigeon's card, the encounter counts, the revealed plan cards.
    Every pool is built in card order (`engine.pool`), never in the order the truth kept its
    cards in, so the redeal depends on what `player` knows only (`State.world`)."""
    known = {x["wreck"] for x in state.looks[player] if x["ended"] is None} \
        if player is not None else set()
    pins = _pinned(state, player)
    for depth in DEPTHS:
        _redeal_depth(state, player, depth, known, pins, chance)
    _redeal_just(state, player, chance)
    _redeal_past_looks(state, player, chance)
    _redeal_encounters(state, player, chance)
    _redeal_plans(state, player, chance)


def _pinned(state: KeyLargoState, player: int | None) -> list[tuple[int, str, str]]:
    """(seat, depth, card) that the current step shows everyone, in hands `player` cannot
    see: the card the Pigeon changed (the card a diver just drew is the diver's alone:
    `_redeal_just`)."""
    visit = state.visit
    if visit.get("place") != MARKET or visit["player"] == player or visit["pigeon"] is None:
        return []
    seat, card = visit["player"], visit["pigeon"][0]
    depth = next(d for d in DEPTHS if state.hands[seat][d].get(card))
    return [(seat, depth, card)]


def _redeal_depth(state: KeyLargoState, player: int | None, depth: str, known: set[int],
                  pins: list[tuple[int, str, str]], chance: ChanceLike) -> None:
    """Rulebook: the unused cards are "removed from the game without looking at them", a
    hand shows its backs, a wreck its count: the cards of `depth` in the others' hands, the
    wrecks `player` does not know and the unused pile are dealt again from one pool."""
    unseen = list(Counter(state.unused[depth]).elements())
    seats = [q for q in range(state.game.players) if q != player]
    wrecks = [w for w, d in enumerate(state.depths) if d == depth and w not in known]
    sizes: dict[int | tuple[str, int], int] = {}  # a seat's, or ("wreck", w)'s
    for q in seats:
        keep = Counter(card for s, d, card in pins if s == q and d == depth)
        unseen += (Counter(state.hands[q][depth]) - keep).elements()
        sizes[q] = sum(state.hands[q][depth].values()) - sum(keep.values())
        state.hands[q][depth] = dict(keep)
    for w in wrecks:
        keep = Counter({MONSTER: state.known_monsters[w]}) if state.known_monsters[w] else \
            Counter()
        unseen += (Counter(state.wrecks[w]) - keep).elements()
        sizes[("wreck", w)] = sum(state.wrecks[w].values()) - sum(keep.values())
        state.wrecks[w] = dict(keep)
    deck = pool(unseen)
    treasures = {c: n for c, n in deck.items() if c != MONSTER}
    for q in seats:
        for _ in range(sizes[q]):
            card = chance.draw(treasures)
            take_card(deck, card)
            _put(state.hands[q][depth], card)
    for w in wrecks:
        for _ in range(sizes[("wreck", w)]):
            _put(state.wrecks[w], chance.draw(deck))
    state.unused[depth] = deck
    for q in seats:
        for look in state.looks[q]:
            if look["ended"] is None and look["wreck"] in wrecks:
                look["cards"] = dict(state.wrecks[look["wreck"]])


def _put(pile: dict[str, int], card: str) -> None:
    pile[card] = pile.get(card, 0) + 1


def _redeal_just(state: KeyLargoState, player: int | None, chance: ChanceLike) -> None:
    """The treasure a diver has just drawn is shown to the diver alone (`PRIVATE_VISIT_KEYS`):
    for another seat it is any of the diver's redealt cards of its depth."""
    visit = state.visit
    if visit.get("place") != DIVE or visit["just"] is None or visit["player"] == player:
        return
    depth = visit["just"][0]
    held = sorted(Counter(state.hands[visit["player"]][depth]).elements())
    visit["just"] = [depth, chance.pick(held)]


def _redeal_past_looks(state: KeyLargoState, player: int | None, chance: ChanceLike) -> None:
    """Another seat's look at a wreck that has changed since is that seat's memory only, and
    no rule reads it again: its cards are redealt, as many, from the cards of the wreck's
    depth (its count was public when it was seen)."""
    for q, looks in enumerate(state.looks):
        for look in looks:
            if q == player or look["ended"] is None:
                continue
            deck = pool(Counter(state.wreck_cards[state.depths[look["wreck"]]]).elements())
            seen: dict[str, int] = {}
            for _ in range(sum(look["cards"].values())):
                _put(seen, chance.draw(deck))
            look["cards"] = seen


def _redeal_encounters(state: KeyLargoState, player: int | None, chance: ChanceLike) -> None:
    """Rulebook: the encounter cards are kept hidden; the others see how many a hand holds."""
    seats = [q for q in range(state.game.players) if q != player]
    deck = pool([*Counter(state.encounter_deck).elements(),
                 *(card for q in seats for card in state.encounter_hands[q])])
    for q in seats:
        state.encounter_hands[q] = [chance.draw(deck) for _ in state.encounter_hands[q]]
    state.encounter_deck = deck


def _redeal_plans(state: KeyLargoState, player: int | None, chance: ChanceLike) -> None:
    """Rulebook: the action cards are laid "face down" until each is revealed."""
    shown = revealed(state)
    for q, plan in enumerate(state.plans):
        if q == player:
            continue
        for i in range(shown, len(plan)):
            plan[i] = chance.pick([p for p in PLACES if p not in plan[:i]])
