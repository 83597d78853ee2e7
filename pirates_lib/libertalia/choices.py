"""Every choice a crew power or a booty claim asks for, as legal actions of the chooser.

A choice is a kind (the Action's `kind`, spelt by `components.CODEC`), the options it offers
now to the player asked and what picking one does. It is asked as the flow's step (kind,
player, rank), `rank` the crew asking, and carried out for the player asked: the owner of the
crew whose day power acts (`acting`) or, at dusk, of the claiming crew (`claim`).

Ids and args: `replace:12` (12,) the Parrot's replacement; `recruit:5` (5,) the Recruiter;
`revive:5` (5,) the Surgeon; `shoot:2:19` (2, 19) the Gunner shooting seat 2's crew of rank
19; `saber:2:19` (2, 19); `sell:map:3` ("map", 3) the Merchant; `keep:chest` ("chest",) the
Preacher; `take:chest` ("chest",) a dusk claim. A resolver takes the args, never the id, and
returns the question that follows (a saber taken asks whom it strikes). A card entering or
leaving a hand does so in a public event with `player` and `hand` ("in" or "out") in its
data: hands are public (docs/rules/libertalia.md, "Rulings and assumed numbers")."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..engine import Action
from ..engine.flow import Follow
from ..engine.words import counted
from . import components as C, mechanics, table as T
from .components import CODEC

if TYPE_CHECKING:
    from .state import LibertaliaState
    from .views import Claim


@dataclass(frozen=True)
class Choice:
    """One kind of decision: `options(state, player, rank)` (`rank`: the crew asking) and
    `resolve(state, *args)`; `question` is asked on the board, `task` says what to do in a
    refusal ("first choose the crew ..."), with `{crew}` the asking crew card; `phase`: the
    day's phase it is asked in (a day power's, or a claim's at dusk)."""

    kind: str
    question: str
    task: str
    options: Callable[[LibertaliaState, int, int], list[Action]]
    resolve: Callable[..., Follow]
    phase: str = C.DAY


def _by_day(s: LibertaliaState) -> int:
    """Who answers a day power's question: the owner of the crew whose power acts."""
    return s.acting[1]  # type: ignore[index]  # a day power's question comes as it acts


def _at_dusk(s: LibertaliaState) -> int:
    """Who answers a claim's question: the owner of the claiming crew."""
    return s.claim["owner"]  # type: ignore[index]  # a claim's question comes with a claim


@lru_cache(maxsize=None)
def _crew_action(verb: str, rank: int) -> Action:
    return CODEC.action(verb, f"{C.CREW[rank].name} ({rank})", rank)


def _crew_options(verb: str, ranks: list[int]) -> list[Action]:
    return [_crew_action(verb, r) for r in sorted(ranks)]


def _replace_options(s: LibertaliaState, p: int, asking: int) -> list[Action]:
    return _crew_options("replace", s.hands[p])


def replace(s: LibertaliaState, rank: int) -> Follow:
    """[ruling] the Parrot's replacement leaves the hand face up and stands on the ship by its
    rank (it acts later this day if its rank is still ahead)."""
    p = _by_day(s)
    s.hands[p].remove(rank)
    T.put_on_ship(s, rank, p)
    s.emit("power", f"{T.who(s, p)} replaces the Parrot with {C.CREW[rank]}", rank=rank,
           player=p, hand="out")
    return None


def _recruit_options(s: LibertaliaState, p: int, asking: int) -> list[Action]:
    return _crew_options("recruit", s.dens[p])


def _back_to_hand(s: LibertaliaState, p: int, pile: list[int], rank: int, how: str) -> None:
    """Recruiter and Surgeon: a crew card goes from a public pile back into its owner's hand,
    in the public log (so every hand stays known at the table: [ruling] hands are public)."""
    pile.remove(rank)
    T.to_hand(s, p, rank)
    s.emit("power", f"{T.who(s, p)}'s {how} {C.CREW[rank]} back into hand", rank=rank,
           player=p, hand="in")


def recruit(s: LibertaliaState, rank: int) -> Follow:
    """Rulebook, Recruiter: 'Take back one character from your den into your hand.'"""
    p = _by_day(s)
    _back_to_hand(s, p, s.dens[p], rank, "Recruiter takes")
    return None


def _revive_options(s: LibertaliaState, p: int, asking: int) -> list[Action]:
    return _crew_options("revive", s.discards[p])


def revive(s: LibertaliaState, rank: int) -> Follow:
    """Rulebook, Surgeon: 'Take back one discarded character into your hand.'"""
    p = _by_day(s)
    _back_to_hand(s, p, s.discards[p], rank, "Surgeon brings")
    return None


@lru_cache(maxsize=None)
def _victim_action(verb: str, seat: int, name: str, rank: int) -> Action:
    return CODEC.action(verb, f"{name}'s {C.CREW[rank]}", seat, rank)


def _victims(s: LibertaliaState, seats: list[int], verb: str) -> list[Action]:
    return [_victim_action(verb, q, T.who(s, q), r) for q in seats for r in sorted(s.dens[q])]


def _shoot_options(s: LibertaliaState, p: int, asking: int) -> list[Action]:
    return _victims(s, list(range(s.game.players)), "shoot")


def shoot(s: LibertaliaState, seat: int, rank: int) -> Follow:
    """Rulebook, Gunner: 'discard any character of your choice'; [ruling] any crew in any
    den, his owner's included."""
    p = _by_day(s)
    T.discard_from_den(s, rank, seat, f"{T.who(s, p)}'s Gunner fires")
    return None


def _saber_options(s: LibertaliaState, p: int, asking: int) -> list[Action]:
    return _victims(s, mechanics.neighbours(p, s.game.players), "saber")


def saber(s: LibertaliaState, seat: int, rank: int) -> Follow:
    """Rulebook: 'When the Saber is taken you must choose a character from an adjacent
    player's den and discard it if possible.'"""
    p = _at_dusk(s)
    T.discard_from_den(s, rank, seat, f"{T.who(s, p)}'s saber strikes")
    return None


@lru_cache(maxsize=None)
def _sell_action(kind: str, n: int) -> Action:
    return CODEC.action("sell", f"Sell {C.booty_words(kind, n)} for "
                        f"{counted(C.SALE_PRICE[n], 'doubloon')}", kind, n)


def _sell_options(s: LibertaliaState, p: int, asking: int) -> list[Action]:
    return [_sell_action(k, n) for k, n in mechanics.sales(s.den_booty[p])]


def sell(s: LibertaliaState, kind: str, n: int) -> Follow:
    """Rulebook, Merchant: 'Discard 2 identical booty tiles to gain 3 doubloons or 3
    identical booty tiles to gain 5 doubloons'; the sold tokens leave the game."""
    p = _by_day(s)
    s.den_booty[p][kind] -= n
    s.spent[kind] += n
    T.gain(s, p, C.SALE_PRICE[n], f"for {C.booty_words(kind, n)}, from the Merchant")
    return None


def _keep_options(s: LibertaliaState, p: int, asking: int) -> list[Action]:
    booty = s.den_booty[p]
    if sum(booty.values()) <= 1:
        return []
    return [_keep_action(k) for k in C.BOOTY_KINDS if booty[k]]


@lru_cache(maxsize=None)
def _keep_action(kind: str) -> Action:
    return CODEC.action("keep", f"Keep {C.booty_words(kind)}", kind)


def keep(s: LibertaliaState, kept: str) -> Follow:
    """Rulebook, Preacher: 'Discard all booty tiles but one': the one his owner chose."""
    p = _by_day(s)
    booty, gone = s.den_booty[p], mechanics.empty_booty()
    for k in C.BOOTY_KINDS:
        gone[k] = booty[k] - (1 if k == kept else 0)
        booty[k] -= gone[k]
        s.spent[k] += gone[k]
    s.emit("power", f"{T.who(s, p)}'s Preacher keeps {C.booty_words(kept)} and discards "
           f"{C.booty_text(gone)}", kept=kept)
    return None


#: What taking a token means, beside its name on a claim's button.
TAKE_NOTES: dict[str, str] = {
    C.CHEST: "5 doubloons", C.JEWELS: "3 doubloons", C.GOODS: "1 doubloon",
    C.MAP: "12 doubloons for a set of 3", C.RELIC: "-3 doubloons",
    C.SABER: "discard a crew from a neighbour's den", C.OFFICER: "he arrests your {crew}"}


def _take_options(s: LibertaliaState, p: int, asking: int) -> list[Action]:
    crew = C.CREW[asking].name
    loot = s.loot
    return [_take_action(k, crew) for k in C.BOOTY_KINDS if loot[k]]


@lru_cache(maxsize=None)
def _take_action(kind: str, crew: str) -> Action:
    return CODEC.action("take", f"Take {C.booty_words(kind)} "
                        f"({TAKE_NOTES[kind].format(crew=crew)})", kind)


def take(s: LibertaliaState, kind: str) -> Follow:
    """Rulebook: 'When the Saber is taken you must choose a character from an adjacent
    player's den and discard it if possible. When the Spanish Officer is taken your
    character is discarded instead of being added to your den.'"""
    claim: Claim = s.claim  # type: ignore[assignment]  # a take comes with a claim
    p = claim["owner"]
    s.loot[kind] -= 1
    s.den_booty[p][kind] += 1
    claim["left"] -= 1
    s.emit("claim", f"{T.who(s, p)}'s {C.CREW[claim['rank']].name} takes "
           f"{C.booty_words(kind)}", token=kind)
    if kind == C.OFFICER:
        claim["officer"] = True
    elif kind == C.SABER:
        return [("saber", p, claim["rank"])]
    return None


CHOICES: dict[str, Choice] = {c.kind: c for c in [
    Choice("replace", "which crew replaces the Parrot?",
           "choose the crew card that replaces your Parrot", _replace_options, replace),
    Choice("recruit", "which crew does the Recruiter take back?",
           "choose the crew your Recruiter takes back from your den", _recruit_options,
           recruit),
    Choice("revive", "which discarded crew does the Surgeon take back?",
           "choose the discarded crew your Surgeon takes back", _revive_options, revive),
    Choice("shoot", "whom does the Gunner shoot?", "choose whom your Gunner shoots",
           _shoot_options, shoot),
    Choice("saber", "whom does the saber strike?",
           "choose the crew your saber strikes in a neighbour's den", _saber_options, saber,
           phase=C.DUSK),
    Choice("sell", "what does the Merchant sell?", "choose what your Merchant sells",
           _sell_options, sell),
    Choice("keep", "which booty token does the Preacher keep (the rest are discarded)?",
           "choose the one booty token your Preacher keeps", _keep_options, keep),
    Choice("take", "which booty do you take?", "choose the booty your {crew} takes",
           _take_options, take, phase=C.DUSK),
]}
