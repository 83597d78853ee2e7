"""What each seat may know, what the state holds, what must always be true, and the redeal of
what a seat cannot see (the conformance suite's secrecy check).

Everything in Libertalia is public but the day's secret crew choices: hands are known (every
card enters or leaves a hand face up), so a view shows every hand and only its own choice.
The invariants, checked after every action by the conformance suite: every booty token and
every crew card in exactly one place, doubloons never negative, the ship in rank order, and
no secret choice outside the sunrise."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict, cast

from .components import BAG, BAG_SIZE, BOOTY_KINDS, RANKS, SUNRISE
from .days import pending, phase

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike

    from .state import LibertaliaState


# --- the view's shape --------------------------------------------------------------------------

class Pending(TypedDict):
    """The crew's question waiting for an answer (`days.pending`): the decision's kind, the
    player who answers it and the rank of the crew asking."""
    kind: str
    player: int
    rank: int


class Claim(TypedDict):
    """The dusk claim under way (`state.claim`): the crew claiming, its owner, whether it took
    the Spanish Officer, and how many tokens it may still take."""
    rank: int
    owner: int
    officer: bool
    left: int


class CampaignResult(TypedDict):
    """One seat's scoring of a campaign (`state.results`): its doubloons, its booty's value and
    the points its marker moved."""
    doubloons: int
    booty: int
    points: int


class LibertaliaView(TypedDict):
    """What a seat sees (`view`): all of the table, its own secret choice (`chosen`, None for a
    spectator or before it chose) and who has chosen. A crew card on the ship is [rank,
    owner]; booty is token kind -> count."""
    campaign: int
    day: int
    phase: str
    hands: list[list[int]]
    chosen: int | None
    ready: list[bool]
    ship: list[list[int]]
    loot: dict[str, int]
    dens: list[list[int]]
    den_booty: list[dict[str, int]]
    discards: list[list[int]]
    doubloons: list[int]
    track: list[int]
    bag: dict[str, int]
    results: list[list[CampaignResult]]
    pending: Pending | None
    claim: Claim | None


def view(s: LibertaliaState, player: int | None) -> LibertaliaView:
    """All of the table, with `chosen` only for its owner and `ready` (who has chosen) for
    everyone. `phase` and `pending` (the crew's question waiting: kind, player, rank) are read
    off the flow's steps (`days.phase`, `days.pending`), as views always showed them."""
    mine = s.chosen[player] if player is not None else None
    return {
        "campaign": s.campaign, "day": s.day, "phase": phase(s),
        "hands": [list(h) for h in s.hands], "chosen": mine,
        "ready": [c is not None for c in s.chosen],
        "ship": [list(c) for c in s.ship], "loot": dict(s.loot),
        "dens": [list(d) for d in s.dens], "den_booty": [dict(b) for b in s.den_booty],
        "discards": [list(d) for d in s.discards], "doubloons": list(s.doubloons),
        "track": list(s.track), "bag": dict(s.bag),
        "results": [[{**r} for r in campaign] for campaign in s.results],
        "pending": pending(s),
        "claim": {**s.claim} if s.claim else None,
    }


def snapshot(s: LibertaliaState) -> dict[str, Any]:
    """The public view plus every choice, the retired crew, the crew deck, the spent tokens
    and the day's cursor (the ship place of the crew whose day power acted last): everything
    the rules hold. It is the saved form (a save's digest covers it), so it stays as it was
    written when the insides change: `phase` and `pending` are read off the flow's steps and
    `cursor` off `acting`."""
    snap = cast(dict[str, Any], view(s, None))  # the view, and more entries
    cursor = None if s.acting is None else list(s.keys.seats[s.acting[1]][s.acting[0]])
    snap.update(chosen=list(s.chosen), retired=[sorted(r) for r in s.retired],
                crew_deck=list(s.crew_deck), spent=dict(s.spent), cursor=cursor,
                bag=dict(s.bag))
    return snap


def shuffle_hidden(s: LibertaliaState, player: int | None, chance: ChanceLike) -> None:
    """The only hidden thing is another player's pending crew choice: redraw it from that
    player's hand."""
    for p, rank in enumerate(s.chosen):
        if rank is not None and p != player:
            s.chosen[p] = chance.pick(s.hands[p])


def invariants(s: LibertaliaState) -> list[str]:
    """Every violated invariant, in words; [] when the state is sound."""
    return _tokens(s) + _crew(s) + _money(s) + _ship_and_choices(s)


def _tokens(s: LibertaliaState) -> list[str]:
    problems = []
    for k in BOOTY_KINDS:
        places = [s.bag.get(k, 0), s.loot[k], s.spent[k], *(b[k] for b in s.den_booty)]
        if any(n < 0 for n in places):
            problems.append(f"a negative count of {k}")
        if sum(places) != BAG[k]:
            problems.append(f"{sum(places)} {k} tokens accounted for, not {BAG[k]}")
    total = sum(s.bag.values()) + sum(s.loot.values()) + sum(s.spent.values()) + sum(
        sum(b.values()) for b in s.den_booty)
    if total != BAG_SIZE:
        problems.append(f"{total} booty tokens accounted for, not {BAG_SIZE}")
    return problems


def _crew(s: LibertaliaState) -> list[str]:
    problems = []
    drawn = set(RANKS) - set(s.crew_deck)
    for p in range(s.game.players):
        places = (s.hands[p] + s.dens[p] + s.discards[p] + s.retired[p]
                  + [r for r, owner in s.ship if owner == p])
        if sorted(places) != sorted(drawn):
            problems.append(f"seat {p}'s crew cards are not each in exactly one place")
        if s.hands[p] != sorted(s.hands[p]):
            problems.append(f"seat {p}'s hand is not sorted")
    return problems


def _money(s: LibertaliaState) -> list[str]:
    return [f"seat {p} has {d} doubloons" for p, d in enumerate(s.doubloons) if d < 0]


def _ship_and_choices(s: LibertaliaState) -> list[str]:
    problems = []
    keys = [s.keys.seats[p][r] for r, p in s.ship]
    if keys != sorted(keys):
        problems.append("the ship is not in rank and tie-breaker order")
    sunrise = phase(s) == SUNRISE
    if not sunrise and any(c is not None for c in s.chosen):
        problems.append("a secret crew choice outlives the reveal")
    if sunrise and s.ship:
        problems.append("crew stand on the ship before the reveal")
    for p, c in enumerate(s.chosen):
        if c is not None and c not in s.hands[p]:
            problems.append(f"seat {p} chose a crew card not in hand")
    if any(e.kind == "choose" and e.only != (e.data["player"],) for e in s.log):
        problems.append("a secret crew choice is in a log line others can read")
    return problems
