"""The rules that run between decisions: three campaigns of six days, each day sunrise, day,
dusk, night (rulebook, "Structure"). The functions named by a step are the automatic steps of
the flow (`actions.FLOW`); each returns the steps that follow:

    ("deal", count)  the crew dealt; then ("dawn",): the day's booty, and the sunrise's
                     decisions ("choose",), one player after another, then the reveal
    ("day",)   the day powers one after another, up to one that asks (its question first,
               then ("day",) again); with none left ("dusk",)
    ("dusk",)  the claims one after another, up to a token to take (the question ("take",
               owner, rank), then ("dusk",) again); with the ship empty ("night",)
    ("night",) the night powers, the day's end -> ("dawn",), or after day 6 ("end",)
    ("end",)   the anchor powers and the score -> ("deal", 6), ("dawn",), or the game's end

A crew's question is a step `(kind, player, rank)` (`choices.CHOICES`). What a reader sees of
the steps (the phase, the question waiting) is read off them by `phase` and `pending`."""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..engine.flow import OVER, Follow
from ..engine.words import counted, listing
from . import mechanics, table as T
from .choices import CHOICES
from .components import (BAG, BOOTY_KINDS, CREW, DAYS, MORE_CREW, OVER as PHASE_OVER,
                         START_DOUBLOONS, SUNRISE, booty_text, doubloons_words)
from .powers import DAY_POWERS, END_POWERS, NIGHT_POWERS

if TYPE_CHECKING:
    from .state import LibertaliaState
    from .views import Claim, Pending


# --- what the steps say ------------------------------------------------------------------------
def phase(s: LibertaliaState) -> str:
    """The day's phase, read off the decision waiting: sunrise while crew cards are chosen,
    the phase of a crew's question (day or dusk), "over" when no step is left."""
    if not s.steps:
        return PHASE_OVER
    kind = s.steps[0][0]
    return SUNRISE if kind == "choose" else CHOICES[kind].phase


def pending(s: LibertaliaState) -> Pending | None:
    """The crew's question waiting for an answer (kind, player, rank asking), or None."""
    if s.steps and s.steps[0][0] in CHOICES:
        kind, player, rank = s.steps[0]
        return {"kind": kind, "player": player, "rank": rank}
    return None


# --- sunrise -----------------------------------------------------------------------------------
def deal(s: LibertaliaState, count: int) -> Follow:
    """Rulebook: 'all players have an identical random set' of crew: draw ranks not yet
    drawn and give every player the same ones, face up."""
    drawn, s.crew_deck = mechanics.deal_ranks(s.crew_deck, count, s.chance)
    for hand in s.hands:
        hand.extend(drawn)
        hand.sort()
    names = listing([str(CREW[r]) for r in drawn])
    s.emit("deal", f"Campaign {s.campaign}: every pirate recruits {names}", ranks=drawn)
    return None


def dawn(s: LibertaliaState) -> Follow:
    """[ruling] 'each day, before anyone chooses a crew card, as many tokens as players are
    drawn face up for that day'."""
    s.day += 1
    s.acting = None
    for kind in mechanics.draw_tokens(s.bag, s.game.players, s.chance):
        s.loot[kind] += 1
    s.emit("day", f"Campaign {s.campaign}, day {s.day}: the booty is {booty_text(s.loot)}",
           campaign=s.campaign, day=s.day)
    return sunrise(s)


def chooser(s: LibertaliaState) -> int | None:
    """Who still has to choose a crew card. [ruling] a player with an empty hand sits the
    day out."""
    for p, c in enumerate(s.chosen):
        if c is None and s.hands[p]:
            return p
    return None


def sunrise(s: LibertaliaState) -> Follow:
    """Rulebook, Sunrise: 'each player secretly chooses one crew card to play', one player at
    a time (docs/architecture.md, "Simultaneous games"): the next choice, or once all have
    chosen, the reveal and the day."""
    if chooser(s) is not None:
        return [("choose",)]
    reveal(s)
    return [("day",)]


def choose(s: LibertaliaState, player: int, rank: int) -> None:
    """The secret choice: only the chooser's own log line names it; the others read that a
    choice is made."""
    s.chosen[player] = rank
    s.emit("choose", f"You choose {CREW[rank].name} ({rank})", only=(player,),
           player=player, rank=rank)
    s.emit("ready", f"{T.who(s, player)} has chosen a crew card", player=player)


def reveal(s: LibertaliaState) -> None:
    """Rulebook, Sunrise: 'reveal their chosen crew members and place them on the cargo
    ship from lowest on the left to the highest on the right'; ties by tie-breaker."""
    for p, rank in enumerate(s.chosen):
        if rank is not None:
            s.hands[p].remove(rank)
            s.ship.append([rank, p])
    T.sort_ship(s)
    s.chosen = [None] * s.game.players
    s.acting = None
    crew = listing([f"{T.who(s, p)}'s {CREW[r]}" for r, p in s.ship])
    s.emit("reveal", f"Sunrise: the ship, left to right: {crew}",
           ship=[list(c) for c in s.ship])


# --- day ---------------------------------------------------------------------------------------
def day(s: LibertaliaState) -> Follow:
    """Rulebook, Day: 'all crew members with a day action ... must take it, in increasing
    order of rank'. The crew act one after another until one asks a question (it comes
    first, the rest of the day after it); with none left, dusk begins."""
    while (crew := next_day_crew(s)) is not None:
        s.acting = crew
        rank, owner = crew
        question = DAY_POWERS[rank](s, owner, rank)
        if question:
            return [*question, ("day",)]  # type: ignore[misc]  # a day power never ends the game
    s.emit("phase", "Dusk: the crew claim booty, highest rank first")
    return [("dusk",)]


def next_day_crew(s: LibertaliaState) -> list[int] | None:
    """The next crew with a day power right of the last one that acted, so that crew added
    (the Parrot's replacement) or removed (the Brute's victim) meanwhile are handled."""
    keys = s.keys.seats
    after = None if s.acting is None else keys[s.acting[1]][s.acting[0]]
    for rank, owner in s.ship:
        if rank in DAY_POWERS and (after is None or keys[owner][rank] > after):
            return [rank, owner]
    return None


# --- dusk --------------------------------------------------------------------------------------
def dusk(s: LibertaliaState) -> Follow:
    """Rulebook, Dusk: claims 'in decreasing order of rank'; each crew goes to its den
    (with its dusk action) 'before the next booty is claimed': each token a crew claims is
    its owner's question (then the rest of the dusk). With the ship empty, night falls."""
    while True:
        if s.claim is None:
            if not s.ship:
                return [("night",)]
            rank, owner = s.ship[-1]
            s.claim = {"rank": rank, "owner": owner, "officer": False,
                       "left": mechanics.tokens_claimed(rank)}
        claim = s.claim
        if claim["left"] > 0 and any(s.loot.values()):
            return [("take", claim["owner"], claim["rank"]), ("dusk",)]
        go_home(s, claim)


def go_home(s: LibertaliaState, claim: Claim) -> None:
    """Rulebook: 'When the Spanish Officer is taken your character is discarded instead of
    being added to your den'; otherwise the crew goes to its den, claim done."""
    s.ship.remove([claim["rank"], claim["owner"]])
    s.claim = None
    if claim["officer"]:
        s.discards[claim["owner"]].append(claim["rank"])
        s.emit("discard", f"A Spanish officer arrests {T.who(s, claim['owner'])}'s "
               f"{CREW[claim['rank']]}", rank=claim["rank"])
    else:
        s.dens[claim["owner"]].append(claim["rank"])


# --- night and the day's end -------------------------------------------------------------------
def night(s: LibertaliaState) -> Follow:
    """Rulebook, Night: 'all crew members in your den resolve their night actions every
    night'. [ruling] across all dens, lowest rank first (as in the day phase); a crew
    discarded before its turn does not act. No night power puts crew into a den, so the
    order is fixed at nightfall: each crew in it acts if it is still in its den. Then the
    day ends: [ruling] 'Tokens not taken that day are discarded at the end of the day.'
    After the sixth day the campaign ends."""
    s.emit("phase", "Night: every crew in every den acts")
    for rank, owner in den_crew(s, NIGHT_POWERS):
        if rank in s.dens[owner]:
            NIGHT_POWERS[rank](s, owner, rank)
    for k in BOOTY_KINDS:
        s.spent[k] += s.loot[k]
        s.loot[k] = 0
    return [("dawn",)] if s.day < DAYS else [("end",)]


def den_crew(s: LibertaliaState, powers: Mapping[int, Any]) -> list[tuple[int, int]]:
    """Every crew in every den with a power in `powers`, as (rank, owner), in the order
    they act: [ruling] lowest rank first across all dens, ties by tie-breaker (as on the
    ship)."""
    keys = s.keys.seats
    return [(r, p) for _, r, p in sorted((keys[p][r], r, p) for p, den in enumerate(s.dens)
                                         for r in den if r in powers)]


# --- the campaigns -----------------------------------------------------------------------------
def end(s: LibertaliaState) -> Follow:
    """Rulebook, End of campaign: anchor actions, then booty and doubloons onto the score
    track; used crew leave the game; then the next campaign, or the game's end."""
    s.emit("phase", f"End of campaign {s.campaign}: the crew in the dens use their "
           "end-of-campaign (anchor) powers, then everyone scores")
    for rank, owner in den_crew(s, END_POWERS):  # [ruling] lowest rank first, all dens
        END_POWERS[rank](s, owner, rank)
    s.results.append([])
    for p in range(s.game.players):
        score_campaign(s, p)
    s.bag, s.spent = dict(BAG), mechanics.empty_booty()
    if s.campaign == s.game.options.campaigns:
        s.emit("over", result_text(s), winners=mechanics.leaders(s.track))
        return OVER
    return next_campaign(s)


def score_campaign(s: LibertaliaState, p: int) -> None:
    """Rulebook: 'Each player adds up the value of their booty tokens and doubloons ... and
    moves their score marker ahead'; 'All used crew members are removed from the game'
    ([ruling] the discard piles too)."""
    doubloons, booty = s.doubloons[p], mechanics.booty_value(s.den_booty[p])
    moved = mechanics.track_move(doubloons + booty)
    s.track[p] += moved
    s.results[-1].append({"doubloons": doubloons, "booty": booty, "points": moved})
    worth = "no booty" if not any(s.den_booty[p].values()) else f"booty worth {booty}"
    floor = "; a total below zero scores nothing" if doubloons + booty < 0 else ""
    s.emit("score", f"{T.who(s, p)} scores {counted(moved, 'point')} for campaign "
           f"{s.campaign}: {doubloons_words(doubloons)} and {worth}{floor} "
           f"(total {s.track[p]})", player=p, total=doubloons + booty)
    s.retired[p] += s.dens[p] + s.discards[p]
    s.dens[p], s.discards[p] = [], []
    s.den_booty[p] = mechanics.empty_booty()


def result_text(s: LibertaliaState) -> str:
    """The game's last line: who won, with how many points, then everyone else."""
    winners = mechanics.leaders(s.track)
    best = counted(s.track[winners[0]], "point")
    names = listing([T.who(s, p) for p in winners])
    won = f"{names} wins with {best}" if len(winners) == 1 else (
        f"{names} share the win with {best} each")
    rest = [f"{T.who(s, p)} {t}" for p, t in sorted(
        enumerate(s.track), key=lambda pt: -pt[1]) if p not in winners]
    return f"The game is over: {won}" + (f" ({listing(rest)})" if rest else "")


def next_campaign(s: LibertaliaState) -> Follow:
    """Rulebook: 'each player gets 10 new doubloons and add an identical random set of 6
    crew cards' to the cards left in hand ([ruling] all of them, however many)."""
    s.campaign, s.day = s.campaign + 1, 0
    s.doubloons = [START_DOUBLOONS] * s.game.players
    return [("deal", MORE_CREW), ("dawn",)]
