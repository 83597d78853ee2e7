"""`python -m benchmarks.leaky_loot_port_gains [GAMES]`: the table `PORT_GAINS` of
`pirates_lib/leaky_loot/components.py`, measured. In GAMES games of three-port voyages for
each player count (seeds 0 to GAMES - 1, every seat the captain bot), each boat afloat at a
port before the last is binned by its strength (`bots.strength`: its hulls' strengths plus
its hull and bucket cards' values) and counted by the points it gains from there to the end
(0 when it drowns before scoring again). Printed as the Python literal the table is."""
from __future__ import annotations

import sys
from collections import Counter

import pirates_lib as pl
from pirates_lib.leaky_loot import components as C
from pirates_lib.leaky_loot.bots import CaptainBot, strength_bin
from pirates_lib.leaky_loot.state import LeakyLootState

Table = dict[int, tuple[tuple[int, ...], ...]]


def gains(players: int, games: int, first: int = 0) -> dict[int, list[Counter[int]]]:
    """Per port before the last, per strength bin: how many boats gained each number of
    points from that port to the end, over seeds first .. first + games - 1."""
    game = pl.load("leaky_loot", players=players, ports=C.PORTS)
    out = {port: [Counter[int]() for _ in range(len(C.STRENGTH_BINS) + 1)]
           for port in range(1, C.PORTS)}
    for seed in range(first, first + games):
        state = game.new_game(seed)
        assert isinstance(state, LeakyLootState)
        bots = [CaptainBot(game, seat, seed=seed * 10 + seat) for seat in range(players)]
        marks: dict[int, list[tuple[int, int] | None]] = {}
        while state.to_move is not None:
            if state.ports_done not in marks and 0 < state.ports_done < C.PORTS:
                marks[state.ports_done] = [(boat.points, strength_bin(boat)) if boat.afloat
                                           else None for boat in state.boats]
            seat = state.to_move
            state.apply(bots[seat].choose(state.view(seat, log=False)))
        for port, boats in marks.items():
            for seat, mark in enumerate(boats):
                if mark is not None:
                    out[port][mark[1]][state.boats[seat].points - mark[0]] += 1
    return out


def table(players: int, games: int) -> Table:
    """`gains` as the table stores it: per port, per bin, the counts of 0, 1, 2... points."""
    return {port: tuple(tuple(bins[g] for g in range(max(bins, default=0) + 1))
                        for bins in per_bin)
            for port, per_bin in gains(players, games).items()}


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 6000
    print(f"# python -m benchmarks.leaky_loot_port_gains {games}")
    print("PORT_GAINS: dict[int, dict[int, tuple[tuple[int, ...], ...]]] = {")
    for players in range(2, 7):
        print(f"    {players}: {{")
        for port, bins in table(players, games).items():
            print(f"        {port}: (")
            for counts in bins:
                print(f"            {counts},")
            print("        ),")
        print("    },")
    print("}")


if __name__ == "__main__":
    main(sys.argv[1:])
