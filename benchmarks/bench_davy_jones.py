"""Davy Jones' Gold: random 3-player games (target: 20 a second on one core); and the geometry:
the collision checks a move menu is made of, the exact swing of a turn about the bow, and a
whole menu (her turn each way, then 16 headings x 3 runs, end positions checked against
ships), for a ship at each starting berth and at random open-sea positions among the other
ships, islands, monsters and zones (the turn's caches emptied each time)."""
from __future__ import annotations

from typing import Any

import pirates_lib as pl
from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones import sailing as s
from pirates_lib.davy_jones import turning as t
from pirates_lib.davy_jones.mechanics import monster_base
from pirates_lib.davy_jones.fleet import start_ships
from pirates_lib.engine import Chance

from .timing import best_of, machine_baseline, row

HEADINGS = tuple(22.5 * k for k in range(16))
GAMES = 20
RUNS = (c.MOVE_REACH, c.MOVE_REACH * 2 / 3, c.MOVE_REACH / 3)


def move_menu(ship: g.Box, fixed: list[g.Shape], ships: list[g.Box]) -> list[tuple[float, float]]:
    """The (heading, run) pairs a ship may sail: what phase B's legal-move menu does."""
    shapes = fixed + ships  # named first: mypy rejects this sum as within_reach's argument
    near = s.within_reach(ship, shapes, c.MOVE_REACH)
    near_ships = [s for s in near if isinstance(s, g.Box)]
    area = c.MAT if s.near_edge(ship, c.MAT, c.MOVE_REACH) else None
    room = s.turn_rooms(ship, near, area)
    return [(heading, run) for heading in HEADINGS if t.way(ship, heading, room) is not None
            for run in s.legal_runs(ship, heading, RUNS, near, near_ships, area)]


def sea_ships(n: int, fixed: list[g.Shape], seed: int = 1) -> list[g.Box]:
    """n ships dropped at random where they touch nothing."""
    chance = Chance(seed)
    ships: list[g.Box] = []
    ship_class = c.SHIP_CLASSES[0]
    while len(ships) < n:
        b = g.box((50 + chance.below(815), 50 + chance.below(815)), chance.below(360),
                  ship_class.length, ship_class.width)
        if g.inside(b, c.MAT) and not any(g.touches(b, o) for o in fixed + ships):
            ships.append(b)
    return ships


def _random_games() -> None:
    game = pl.load("davy_jones", players=3)
    for seed in range(GAMES):
        pl.play(game, ["random"] * 3, seed=seed)


def run() -> list[dict[str, Any]]:
    base_name, base = machine_baseline()
    playout = best_of(_random_games, 3) / GAMES
    fixed: list[g.Shape] = [i.shape for i in c.ISLANDS]
    fixed += [z.shape for z in c.CURSED_ZONES]
    fixed += [monster_base(c.MONSTER[c.KRAKEN], 1), monster_base(c.MONSTER[c.SEA_SERPENT], 4)]
    berths = start_ships()
    at_sea = sea_ships(8, fixed)
    a, b = at_sea[0], at_sea[1]
    island, zone = c.ISLAND[c.CENTRE].shape, c.CURSED_ZONES[0].shape
    beside = g.Box(a.x - a.uy * 27, a.y + a.ux * 27, a.ux, a.uy, a.hl, a.hw)  # 2 mm off
    n = 2000
    rows = [row("davy_jones: one random 3-player game", playout, base_name, base,
                f"{1 / playout:.0f} games/s (target >= 20)"),
            row("davy_jones gap(ship, island)", best_of(lambda: [g.gap(a, island) for _ in range(n)]) / n,
                base_name, base),
            row("davy_jones gap(ship, ship)", best_of(lambda: [g.gap(a, b) for _ in range(n)]) / n,
                base_name, base),
            row("davy_jones free_run(ship, island)",
                best_of(lambda: [s.free_run(a, 90, island) for _ in range(n)]) / n, base_name, base),
            row("davy_jones free_run(ship, ship)",
                best_of(lambda: [s.free_run(a, 90, b) for _ in range(n)]) / n, base_name, base),
            row("davy_jones free_run(ship, cursed zone)",
                best_of(lambda: [s.free_run(a, 90, zone) for _ in range(n)]) / n, base_name, base),
            row("davy_jones turn about the bow (ship, ship beside)",
                best_of(lambda: [t.shape_room.__wrapped__(a, beside) for _ in range(n // 10)])
                / (n // 10), base_name, base, "both ways, exact")]
    for name, fleet in (("berths", berths), ("at sea", at_sea)):
        def menus(fleet: list[g.Box] = fleet) -> None:
            t.shape_room.cache_clear()
            t.area_room.cache_clear()
            for i, ship in enumerate(fleet):
                move_menu(ship, fixed, fleet[:i] + fleet[i + 1:])
        rows.append(row(f"davy_jones 16x3 move menu, ships {name}",
                        best_of(menus, repeat=3) / len(fleet), base_name, base,
                        "a random 3-player game at 20+ games/s"))
    return rows
