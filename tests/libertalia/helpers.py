"""Stage a Libertalia table to a chosen position (hands, dens, booty, doubloons) that keeps
every invariant, with the engine's one staging helper, then play days through the real
rules."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.engine.staging import stage
from pirates_lib.libertalia import LibertaliaState
from pirates_lib.libertalia.components import BAG, BOOTY_KINDS, RANKS

SPARES = (23, 16, 28, 5, 8, 12)  # crew with no day power: one stays in hand, unplayed


def full(booty: dict[str, int] | None) -> dict[str, int]:
    return {k: (booty or {}).get(k, 0) for k in BOOTY_KINDS}


def arrange(players: int = 2, *, hands: list[list[int]], dens=None, discards=None, loot=None,
            den_booty=None, doubloons=None, day: int = 1, campaigns: int = 3,
            seed: int = 0, bare: tuple[int, ...] = ()) -> LibertaliaState:
    """A game at sunrise of `day` with exactly the given position. Every seat but those in
    `bare` also holds a spare crew card, so that the next sunrise waits for a choice; the
    crew drawn but held by nobody are retired (out of the game)."""
    state = pl.load("libertalia", players=players, campaigns=campaigns).new_game(seed)
    n = players
    used = {r for group in (hands, dens or [], discards or []) for cards in group for r in cards}
    spare = next(r for r in SPARES if r not in used)
    held = [sorted(h + ([] if p in bare else [spare])) for p, h in enumerate(hands)]
    dens = [list(d) for d in (dens or [[]] * n)]
    discards = [list(d) for d in (discards or [[]] * n)]
    den_booty = [full(b) for b in (den_booty or [{}] * n)]
    loot = full(loot)
    bag = {k: BAG[k] - loot[k] - sum(b[k] for b in den_booty) for k in BOOTY_KINDS}
    drawn = set().union(*(set(h + d + x) for h, d, x in zip(held, dens, discards)))
    fields = dict(day=day, hands=held, dens=dens, discards=discards, den_booty=den_booty,
                  loot=loot, spent=full({}), bag={k: v for k, v in bag.items() if v},
                  crew_deck=sorted(set(RANKS) - drawn),
                  retired=[sorted(drawn - set(held[p] + dens[p] + discards[p]))
                           for p in range(n)])
    if doubloons is not None:
        fields["doubloons"] = list(doubloons)
    return stage(state, **fields)  # type: ignore[return-value]


def play(s: LibertaliaState, *ranks: int) -> None:
    """Each seat in turn plays the given crew card at sunrise."""
    for rank in ranks:
        s.apply(f"play:{rank}")
    assert s.invariants() == [], s.invariants()


def legal(s: LibertaliaState) -> list[str]:
    return sorted(a.id for a in s.legal_actions())
