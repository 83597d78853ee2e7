"""What each seat may know, what the state holds, what must always be true, and the redeal of
what a seat cannot see (the conformance suite's secrecy check).

Hidden [book]: which token is which on a wild island ('face down'; their counts are public),
the gold aboard a ship and the gold face down on a home island (their owner looked at them),
a Spyglass look, the tokens set aside unseen in the three-player game, and what each seat
remembers of face-down tokens it saw put where it cannot look (`memory.py`). Everything else
(positions, masts, monsters, Davy Jones, face-up trophies, curses) lies open on the table."""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

from pirates_lib.engine.chance import pool, take_card
from pirates_lib.engine.copying import own

from . import components as c
from . import fleet as f
from . import mechanics as m
from . import memory
from .geometry import inside, overlaps
from .turns import decision, named_steps

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike

    from .state import DavyJonesState


# --- the view's shape ------------------------------------------------------------------------

class Decision(TypedDict):
    """The decision waiting as the rules name it (`turns.decision`): "act", a question put
    ("mast", ship, attacker, ...) or "over"."""
    kind: str
    args: list[Any]


class Reach(TypedDict):
    """The table's measures (mm): a move's reach (L) and a cannon's (S)."""
    move: int
    cannon: int


class ShipView(TypedDict):
    """A ship as `player` sees it (`_ship`): her deckplate and hull, where she lies and
    heads, her masts and cargo (the gold aboard only for her owner), her zone and the island
    she is docked at."""
    seat: int
    colour: str
    captain: str
    home: str
    ranks: list[int]
    capacity: int
    length: float
    width: float
    x: float
    y: float
    ux: float
    uy: float
    masts: list[int]
    aboard: int
    gold: dict[str, int] | None
    zone: str | None
    docked: str | None


class MonsterView(TypedDict):
    """A sea monster (`_monster`): its point (None: not on the mat), parts, rank and the
    tokens waiting beside it; where its base lies while it is on the mat."""
    point: int | None
    parts: int
    rank: int
    waiting: int
    x: NotRequired[float]
    y: NotRequired[float]
    r: NotRequired[float]


class HomeView(TypedDict):
    """A home island: its owner's seat, the face-down tokens (their gold only for the
    owner) and the face-up trophies."""
    seat: int
    face_down: int
    gold: dict[str, int] | None
    trophies: dict[str, int]


class DavyJonesView(TypedDict):
    """What `player` sees (`view`). A curse and the dice shown are records of plain values
    (`encounters`, `turns.show_dice`); `looking` is the Spyglass's tokens for the seat whose
    turn it is, their number for the others."""
    round: int
    rounds: int
    turn: int
    finished: str
    decision: Decision
    reach: Reach
    ships: dict[str, ShipView]
    monsters: dict[str, MonsterView]
    davy_jones: str | None
    treasures: int
    wild: dict[str, int]
    homes: dict[str, HomeView]
    aside: int
    removed: dict[str, int]
    curses: dict[str, dict[str, Any] | None]
    acted: list[str]
    protected: list[str]
    ability_used: bool
    dice: dict[str, Any] | None
    looking: list[str] | int
    known: dict[str, dict[str, int]]


def view(state: DavyJonesState, player: int | None) -> DavyJonesView:
    """The table as `player` sees it (None: a spectator): the reader's own copy, sharing no
    list or dict with the state (the curses' ships and the dice's rolls are copied too). Its
    "decision" is the one waiting as the rules name it (`turns.decision`)."""
    kind, *args = decision(state)
    mine = set(f.ships_of(state, player)) if player is not None else set()
    homes = c.home_owners(state.game.players)
    return {
        "round": state.round, "rounds": state.table.safety_rounds, "turn": state.turn,
        "finished": state.finished, "decision": {"kind": kind, "args": args},
        "reach": {"move": state.table.move_reach, "cannon": state.table.cannon_reach},
        "ships": {s: _ship(state, s, s in mine) for s in state.boxes},
        "monsters": {n: _monster(state, n) for n in c.MONSTER},
        "davy_jones": state.davy_jones, "treasures": state.treasures,
        "wild": {i: sum(pile.values()) for i, pile in state.wild.items()},
        "homes": {h: {"seat": s, "face_down": sum(state.hoard[h].values()),
                      "gold": dict(state.hoard[h]) if s == player else None,
                      "trophies": dict(state.trophies[h])} for h, s in homes.items()},
        "aside": sum(state.aside.values()), "removed": dict(state.removed),
        "curses": {t: own(k) for t, k in state.curses.items()}, "acted": list(state.acted),
        "protected": list(state.protected), "ability_used": state.ability_used,
        "dice": own(state.dice),
        "looking": (list(state.looking) if player == state.turn else len(state.looking)),
        "known": ({p: dict(t) for p, t in state.known[player].items()} if player is not None
                  else {}),
    }


def _ship(state: DavyJonesState, ship: str, own: bool) -> ShipView:
    box = state.boxes[ship]
    static = _deckplates(state.table, state.game.players)[ship]
    # (the read-only deckplate, a Mapping, fills the first eight entries)
    return {**static,  # type: ignore[typeddict-item]  # its keys are ShipView's first eight
            "ranks": list(static["ranks"]), "x": box.x, "y": box.y, "ux": box.ux,
            "uy": box.uy, "masts": list(state.masts[ship]),
            "aboard": sum(state.cargo[ship].values()),
            "gold": dict(state.cargo[ship]) if own else None,
            "zone": state.zones.get(ship, [None])[0], "docked": f.docked_at(state, ship)}


@lru_cache(maxsize=64)
def _deckplates(table: c.Table, players: int) -> Mapping[str, Mapping[str, Any]]:
    """What never changes about each ship: who sails her, her deckplate and her hull
    (read-only: `_ship` copies it into each view)."""
    out = {}
    for v in c.fleet(players).values():
        captain, deck = table.captains[v.captain], table.ships[v.kind]
        out[v.name] = MappingProxyType({
            "seat": v.seat, "colour": captain.colour, "captain": captain.name, "home": v.home,
            "ranks": tuple(deck.ranks), "capacity": deck.cargo, "length": deck.length,
            "width": deck.width})
    return MappingProxyType(out)


def _monster(state: DavyJonesState, monster: str) -> MonsterView:
    out: MonsterView = {"point": state.monster_at[monster], "parts": state.parts[monster],
                           "rank": state.table.monsters[monster].rank,
                           "waiting": sum(state.beside[monster].values())}
    if state.monster_at[monster] is not None:
        base = f.monster_shape(state, monster)
        out["x"], out["y"], out["r"] = base.x, base.y, base.r
    return out


def snapshot(state: DavyJonesState) -> dict[str, Any]:
    """Everything the rules hold (the table comes from the options), the saved form: its
    "steps" are the waiting steps as the rules name them (`turns.named_steps`: the question
    put, "act" for the turn's decision to come back to), which is what they were before the
    engine's flow ran them and what every save's digest covers, so it stays as it was
    whatever the flow's insides become."""
    fields = ("wild", "aside", "masts", "cargo", "zones", "hoard", "trophies", "beside",
              "curses", "removed", "looking", "known", "treasures", "monster_at", "parts", "davy_jones",
              "turn", "round", "acted", "protected", "ability_used", "dice", "rolled")
    out = {name: getattr(state, name) for name in fields}
    out["steps"] = named_steps(state)
    out["finished"] = state.finished
    out["boxes"] = {s: list(box) for s, box in state.boxes.items()}
    return out


# --- invariants --------------------------------------------------------------------------------
def _places(state: DavyJonesState) -> list[dict[str, int]]:
    return [*state.wild.values(), state.aside, *state.cargo.values(), *state.hoard.values(),
            *state.trophies.values(), *state.beside.values(), state.removed,
            {t: 1 for t in state.curses}, {t: state.looking.count(t) for t in state.looking}]


def invariants(state: DavyJonesState) -> list[str]:
    """Every token in exactly one place, four treasures, masts and cargo within their bounds,
    only gold in a hold, face down at home and on the unused home island (ruling 60), no ship
    overlapping an island or another ship, monsters whole or on the mat."""
    bad = _tokens(state) + _ships(state) + _memories(state)
    for n in c.MONSTER:
        parts, most = state.parts[n], state.table.monsters[n].parts
        if not (0 < parts <= most) or (state.monster_at[n] is None and parts != most):
            bad.append(f"the {n} has {parts} of {most} parts at point {state.monster_at[n]}")
    if state.davy_jones not in (None, *c.ISLAND):
        bad.append(f"Davy Jones stands on no island: {state.davy_jones!r}")
    if bool(state.finished) == bool(state.steps):
        bad.append(f"finished {state.finished!r} with {len(state.steps)} steps waiting")
    return bad


@lru_cache(maxsize=64)
def _pile(table: c.Table, players: int) -> Mapping[str, int]:
    """The whole treasure pile of this table (read-only)."""
    in_use = [table.captains[k] for k in c.captains_in_use(players)]
    return MappingProxyType(c.treasure_pile(in_use, table.gold_values))


def _tokens(state: DavyJonesState) -> list[str]:
    want = _pile(state.table, state.game.players)
    have: dict[str, int] = {}
    for place in _places(state):
        for token, n in place.items():
            f.add(have, token, n)
    treasures = have.pop(c.DAVY_JONES_TREASURE, 0)
    bad = [] if have == want else [f"the tokens in play {have} are not the pile {dict(want)}"]
    if treasures + state.treasures != c.DAVY_JONES_TREASURES:
        bad.append(f"{treasures} treasures won and {state.treasures} left make no 4")
    unused = {h: state.wild[h] for h in c.unused_homes(state.game.players)}
    for name, places, gold in (("aboard", state.cargo, True), ("face down at home",
                               state.hoard, True), ("face up at home", state.trophies, False),
                               ("on the unused home island", unused, True)):
        for where, pile in places.items():
            if any(m.is_gold(t) != gold for t in pile):
                bad.append(f"{where} holds {pile} {name}")
    return bad


def _ships(state: DavyJonesState) -> list[str]:
    bad = []
    boxes = list(state.boxes.items())
    for i, (ship, box) in enumerate(boxes):
        deck = f.deckplate(state, ship)
        most = deck.cargo + (captain_holds_more(state, ship))
        if sorted(set(state.masts[ship])) != state.masts[ship] or not set(
                state.masts[ship]) <= set(range(deck.masts)):
            bad.append(f"{ship} has masts {state.masts[ship]}")
        if sum(state.cargo[ship].values()) > most:
            bad.append(f"{ship} carries {state.cargo[ship]}, more than {most}")
        if not inside(box, c.MAT):
            bad.append(f"{ship} is off the mat")
        bad += [f"{ship} overlaps the {i.name} island" for i in c.ISLANDS
                if overlaps(box, i.shape)]
        bad += [f"{ship} overlaps {other}" for other, b in boxes[i + 1:] if overlaps(box, b)]
    return bad


def _memories(state: DavyJonesState) -> list[str]:
    """A seat remembers only what is true: tokens that lie where it remembers them."""
    bad = []
    for seat, remembered in enumerate(state.known):
        for place, tokens in remembered.items():
            have = memory.pile(state, place)
            if have is None or any(have.get(t, 0) < n for t, n in tokens.items()):
                bad.append(f"seat {seat} remembers {tokens} on {place}, which holds {have}")
    return bad


def captain_holds_more(state: DavyJonesState, ship: str) -> int:
    return 1 if f.captain(state, ship).ability == c.DEEP_HOLD else 0


# --- the secrecy check ---------------------------------------------------------------------------
#: A place whose tokens a seat cannot see: its name as a memory names it (None for a hold,
#: the set-aside and a Spyglass look, which no memory names), its tokens, and whether only
#: gold may lie there.
Hidden = tuple[str | None, dict[str, int], bool]


def shuffle_hidden(state: DavyJonesState, player: int | None, chance: ChanceLike) -> None:
    """Redeal every token `player` cannot see (ruling 70): one pool of them all, sorted
    (`engine.pool`), dealt back a place at a time in a fixed order, each place keeping its
    count, the tokens `player` remembers there (ruling 62) and, where only gold can lie,
    gold; a deal setting aside every Davy Jones token is dealt again (ruling 59). Every pile
    is left sorted and the other seats forget what they remember (`memory.after_redeal`), so
    the world depends on `player`'s view alone, never on the order the truth kept its tokens
    in nor on what others know (docs/engine.md, "Worlds")."""
    places = _hidden_places(state, player)
    known = state.known[player] if player is not None else {}
    kept = [known.get(name, {}) if name else {} for name, _, _ in places]
    unseen = pool(t for (_, pile, _), keep in zip(places, kept) for t, n in pile.items()
                  for _ in range(n - keep.get(t, 0)))
    wants = [(gold, sum(pile.values()) - sum(keep.values()))
             for (_, pile, gold), keep in zip(places, kept)]
    aside = next(i for i, (_, pile, _) in enumerate(places) if pile is state.aside)
    whole = _pile(state.table, state.game.players)
    dealt = _deal(chance, unseen, wants)
    while not m.lays_out_davy_jones(whole, Counter(dealt[aside])):  # no set-up deals that
        dealt = _deal(chance, unseen, wants)
    for (_, pile, _), keep, tokens in zip(places, kept, dealt):
        pile.clear()
        pile.update(pool([*Counter(keep).elements(), *tokens]))
    if player != state.turn:
        state.looking = dealt[-1]  # in the order drawn: keep:first is the first
    for pile in _places(state):
        _sort(pile)
    memory.after_redeal(state, player)


def _hidden_places(state: DavyJonesState, player: int | None) -> list[Hidden]:
    """What `player` cannot see, in an order fixed by the table alone, where only gold can lie
    first: the other seats' holds and face-down piles at home, and the unused home island
    (only what Davy Jones takes there lies on it, ruling 60); then the set-aside, the wild
    islands and, while another seat is looking through the Spyglass, its two tokens."""
    mine = set(f.ships_of(state, player)) if player is not None else set()
    my_homes = set(f.homes_of(state, player)) if player is not None else set()
    unused = c.unused_homes(state.game.players)
    places: list[Hidden] = [(None, state.cargo[s], True) for s in sorted(state.cargo)
                            if s not in mine]
    places += [(h, state.hoard[h], True) for h in sorted(state.hoard) if h not in my_homes]
    places += [(h, state.wild[h], True) for h in unused]
    places.append((None, state.aside, False))
    places += [(i, state.wild[i], False) for i in sorted(state.wild) if i not in unused]
    if player != state.turn:
        places.append((None, dict(Counter(state.looking)), False))
    return places


def _deal(chance: ChanceLike, unseen: dict[str, int], wants: list[tuple[bool, int]]
          ) -> list[list[str]]:
    """The pool dealt back, for each (gold only?, how many) in turn, the gold-only places
    first: they draw from the pool's gold, the others from whatever is left."""
    deck = dict(unseen)
    gold = {t: n for t, n in deck.items() if m.is_gold(t)}
    dealt = []
    for gold_only, size in wants:
        tokens = [chance.draw(gold if gold_only else deck) for _ in range(size)]
        for token in tokens:
            other = deck if gold_only else gold
            if token in other:
                take_card(other, token)
        dealt.append(tokens)
    return dealt


def _sort(pile: dict[str, int]) -> None:
    """A pile in token order: a token taken at random is drawn in the pile's order, and a
    pile's order is the history that filled it, which a world must not depend on."""
    tokens = sorted(pile.items())
    pile.clear()
    pile.update(tokens)
