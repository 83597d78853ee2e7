"""Every choice a crew power or a booty claim asks for, as legal actions of the chooser.

A choice is a kind (the action id's prefix), the options it offers now and what picking
one does. Ids: `replace:12` (Parrot's replacement), `recruit:5` (Recruiter), `revive:5`
(Surgeon), `shoot:2:19` (Gunner: seat 2's crew of rank 19), `saber:2:19`, `sell:map:3`
(Merchant), `keep:chest` (Preacher), `take:chest` (a dusk claim). A card entering or
leaving a hand does so in a public event with `player` and `hand` ("in" or "out") in its
data: hands are public (docs/rules/libertalia.md, ruling 2)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .components import BOOTY_KINDS, BOOTY_NAMES, CREW, OFFICER, SABER

if TYPE_CHECKING:
    from .rules import LibertaliaState

Option = tuple[str, str]  # (action id, label)


@dataclass(frozen=True)
class Choice:
    """One kind of decision: `options(state, player)` and `resolve(state, player, args)`."""

    kind: str
    question: str
    options: Callable[[LibertaliaState, int], list[Option]]
    resolve: Callable[[LibertaliaState, int, list[str]], None]


def _crew_options(verb: str, ranks: list[int]) -> list[Option]:
    return [(f"{verb}:{r}", f"{CREW[r].name} ({r})") for r in sorted(ranks)]


def _replace_options(s: LibertaliaState, p: int) -> list[Option]:
    return _crew_options("replace", s.hands[p])


def _replace(s: LibertaliaState, p: int, args: list[str]) -> None:
    """Parrot ruling: the replacement leaves the hand and stands on the ship by its rank."""
    rank = int(args[0])
    s.hands[p].remove(rank)
    s.put_on_ship(rank, p)
    s.emit("power", f"{s.who(p)} replaces the Parrot with {CREW[rank]}", rank=rank,
           player=p, hand="out")


def _recruit_options(s: LibertaliaState, p: int) -> list[Option]:
    return _crew_options("recruit", s.dens[p])


def _back_to_hand(s: LibertaliaState, p: int, pile: list[int], rank: int, how: str) -> None:
    """Recruiter and Surgeon: a crew card goes from a public pile back into its owner's hand,
    in the public log (so every hand stays known at the table: ruling 2)."""
    pile.remove(rank)
    s.to_hand(p, rank)
    s.emit("power", f"{s.who(p)}'s {how} {CREW[rank]} back into hand", rank=rank, player=p,
           hand="in")


def _recruit(s: LibertaliaState, p: int, args: list[str]) -> None:
    _back_to_hand(s, p, s.dens[p], int(args[0]), "Recruiter takes")


def _revive_options(s: LibertaliaState, p: int) -> list[Option]:
    return _crew_options("revive", s.discards[p])


def _revive(s: LibertaliaState, p: int, args: list[str]) -> None:
    _back_to_hand(s, p, s.discards[p], int(args[0]), "Surgeon brings")


def _victims(s: LibertaliaState, seats: list[int], verb: str) -> list[Option]:
    return [(f"{verb}:{q}:{r}", f"{s.who(q)}'s {CREW[r]}")
            for q in seats for r in sorted(s.dens[q])]


def _shoot_options(s: LibertaliaState, p: int) -> list[Option]:
    return _victims(s, list(range(s.game.players)), "shoot")


def _shoot(s: LibertaliaState, p: int, args: list[str]) -> None:
    s.discard_from_den(int(args[1]), int(args[0]), f"{s.who(p)}'s Gunner fires")


def neighbours(seat: int, players: int) -> list[int]:
    """Rulebook: the saber hits 'an adjacent player's den': the seats either side."""
    return sorted({(seat - 1) % players, (seat + 1) % players} - {seat})


def _saber_options(s: LibertaliaState, p: int) -> list[Option]:
    return _victims(s, neighbours(p, s.game.players), "saber")


def _saber(s: LibertaliaState, p: int, args: list[str]) -> None:
    s.discard_from_den(int(args[1]), int(args[0]), f"{s.who(p)}'s saber strikes")


def _sell_options(s: LibertaliaState, p: int) -> list[Option]:
    booty = s.den_booty[p]
    return [(f"sell:{k}:{n}", f"Sell {n} {BOOTY_NAMES[k]} for {3 if n == 2 else 5}")
            for k in BOOTY_KINDS for n in (2, 3) if booty[k] >= n]


def _sell(s: LibertaliaState, p: int, args: list[str]) -> None:
    kind, n = args[0], int(args[1])
    s.den_booty[p][kind] -= n
    s.spent[kind] += n
    s.gain(p, 3 if n == 2 else 5, f"for {n} {BOOTY_NAMES[kind]}, from the Merchant")


def _keep_options(s: LibertaliaState, p: int) -> list[Option]:
    booty = s.den_booty[p]
    if sum(booty.values()) <= 1:
        return []
    return [(f"keep:{k}", f"Keep one {BOOTY_NAMES[k]}") for k in BOOTY_KINDS if booty[k]]


def _keep(s: LibertaliaState, p: int, args: list[str]) -> None:
    kept = args[0]
    booty = s.den_booty[p]
    for k in BOOTY_KINDS:
        gone = booty[k] - (1 if k == kept else 0)
        booty[k] -= gone
        s.spent[k] += gone
    s.emit("power", f"{s.who(p)}'s Preacher keeps one {BOOTY_NAMES[kept]} and discards "
           f"the rest", kept=kept)


def _take_options(s: LibertaliaState, p: int) -> list[Option]:
    return [(f"take:{k}", f"Take a {BOOTY_NAMES[k]}") for k in BOOTY_KINDS if s.loot[k]]


def _take(s: LibertaliaState, p: int, args: list[str]) -> None:
    """Rulebook: 'When the Saber is taken you must choose a character from an adjacent
    player's den and discard it if possible. When the Spanish Officer is taken your
    character is discarded instead of being added to your den.'"""
    kind = args[0]
    s.loot[kind] -= 1
    s.den_booty[p][kind] += 1
    s.claim["left"] -= 1
    s.emit("claim", f"{s.who(p)}'s {CREW[s.claim['rank']].name} takes {_a(BOOTY_NAMES[kind])}",
           token=kind)
    if kind == OFFICER:
        s.claim["officer"] = True
    elif kind == SABER:
        s.ask("saber", p, s.claim["rank"])


CHOICES: dict[str, Choice] = {c.kind: c for c in [
    Choice("replace", "which crew replaces the Parrot?", _replace_options, _replace),
    Choice("recruit", "which crew does the Recruiter take back?", _recruit_options, _recruit),
    Choice("revive", "which discarded crew does the Surgeon take back?", _revive_options,
           _revive),
    Choice("shoot", "whom does the Gunner shoot?", _shoot_options, _shoot),
    Choice("saber", "whom does the saber strike?", _saber_options, _saber),
    Choice("sell", "what does the Merchant sell?", _sell_options, _sell),
    Choice("keep", "which booty does the Preacher keep?", _keep_options, _keep),
    Choice("take", "which booty do you take?", _take_options, _take),
]}


def _a(name: str) -> str:
    """"a chest", "the jewels": the plural token names take no "a"."""
    return f"the {name}" if name.endswith("s") else f"a {name}"
