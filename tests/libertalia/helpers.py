"""Set a Libertalia table to a chosen position (hands, dens, booty, doubloons) that keeps
every invariant, then play days through the real rules."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.libertalia.components import BAG, BOOTY_KINDS, RANKS
from pirates_lib.libertalia.rules import LibertaliaState


def full(booty: dict[str, int] | None) -> dict[str, int]:
    return {k: (booty or {}).get(k, 0) for k in BOOTY_KINDS}


def arrange(players: int = 2, *, hands: list[list[int]], dens=None, discards=None, loot=None,
            den_booty=None, doubloons=None, day: int = 1, campaigns: int = 3,
            seed: int = 0) -> LibertaliaState:
    """A game at sunrise of `day` with exactly the given position."""
    s = pl.load("libertalia", players=players, campaigns=campaigns).new_game(seed)
    n = players
    s.day = day
    used = {r for group in (hands, dens or [], discards or []) for cards in group for r in cards}
    spare = next(r for r in (23, 16, 28, 5, 8, 12) if r not in used)
    s.hands = [sorted(h + [spare]) for h in hands]  # so the next sunrise waits for a choice
    s.dens = [list(d) for d in (dens or [[]] * n)]
    s.discards = [list(d) for d in (discards or [[]] * n)]
    s.den_booty = [full(b) for b in (den_booty or [{}] * n)]
    s.loot, s.spent = full(loot), full({})
    s.bag = {k: BAG[k] - s.loot[k] - sum(b[k] for b in s.den_booty) for k in BOOTY_KINDS}
    s.bag = {k: v for k, v in s.bag.items() if v}
    drawn = set().union(*(set(h + d + x) for h, d, x in zip(s.hands, s.dens, s.discards)))
    s.crew_deck = sorted(set(RANKS) - drawn)
    s.retired = [sorted(drawn - set(s.hands[p] + s.dens[p] + s.discards[p])) for p in range(n)]
    if doubloons is not None:
        s.doubloons = list(doubloons)
    assert s.invariants() == [], s.invariants()
    return s


def play(s: LibertaliaState, *ranks: int) -> None:
    """Each seat in turn plays the given crew card at sunrise."""
    for rank in ranks:
        s.apply(f"play:{rank}")
    assert s.invariants() == [], s.invariants()


def legal(s: LibertaliaState) -> list[str]:
    return sorted(a.id for a in s.legal_actions())
