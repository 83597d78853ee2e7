"""`python -m benchmarks.davy_jones_endings [GAMES] [MODE]`: how three-player Davy Jones games
with the navigator end, the figures of issue 17's closing note. MODE `match` (the default) is
the navigator against two random bots, its seat rotating with the seed; `navigators` is three
navigators. Printed: the navigator's win share (shared wins as shares) with a 99% Wilson
interval, the games that end by the fourth Davy Jones treasure rather than the safety round,
and what defeated the navigators' ships (the last attack, volley, monster placement,
swordfight or escape roll before each defeat)."""
from __future__ import annotations

import sys
from collections import Counter
from fractions import Fraction

import pirates_lib as pl
from pirates_lib.davy_jones import fleet
from pirates_lib.davy_jones.state import DavyJonesState
from pirates_lib.odds.exact import wilson

CAUSES = {"attack": "a monster's shot", "monster": "a monster placed on her",
          "volley": "a ship's cannons", "swordfight": "Davy Jones", "escape-roll": "a cursed zone"}


def defeats(state: DavyJonesState, seats: set[int]) -> Counter[str]:
    """What defeated each ship of `seats`, by the last cause logged before her defeat."""
    out: Counter[str] = Counter()
    cause = "something else"
    for event in state.log:
        if event.kind in CAUSES:
            cause = CAUSES[event.kind]
        elif event.kind == "defeat" and fleet.owner(state, event.data["ship"]) in seats:
            out[cause] += 1
    return out


#: Games played when GAMES is not given, and the mode when MODE is not.
GAMES, MODE = 300, "match"


def main(games: int = GAMES, mode: str = MODE) -> None:
    game = pl.load("davy_jones", players=3)
    share, by_treasure = Fraction(0), 0
    causes: Counter[str] = Counter()
    for seed in range(games):
        bots = ["navigator" if mode == "navigators" else "random"] * 3
        bots[seed % 3] = "navigator"
        state = pl.play(game, bots, seed=seed)
        assert isinstance(state, DavyJonesState), "a Davy Jones game plays a DavyJonesState"
        winners = state.winners()
        share += Fraction(seed % 3 in winners, len(winners))
        by_treasure += "treasure" in state.finished
        causes += defeats(state, {i for i, bot in enumerate(bots) if bot == "navigator"})
    win, ended = wilson(round(share), games), wilson(by_treasure, games)
    print(f"{mode}, {games} games: navigator's win share {win}")
    print(f"ended by the fourth treasure: {by_treasure} of {games}, {ended}")
    total = sum(causes.values())
    print(f"navigators' ships defeated: {total / games:.2f} a game; " + ", ".join(
        f"{cause} {n / total:.0%}" for cause, n in causes.most_common()))


if __name__ == "__main__":
    args = sys.argv[1:]
    main(int(args[0]) if args else GAMES, args[1] if args[1:] else MODE)
