"""Leaky Loot: random playouts per second and the drowning chain, each timed in this run
(issue targets in the last column); its wave odds against other dice libraries are in
bench_odds."""
from __future__ import annotations

from fractions import Fraction
from typing import Any

import pirates_lib as pl
from pirates_lib.engine import Chance
from pirates_lib.leaky_loot import mechanics, odds
from pirates_lib.leaky_loot.components import Hull, ocean_deck, suit_of

from .timing import best_of, machine_baseline, row


def _clear_caches() -> None:
    for cached in (odds._wave_on_boat, odds._waves, odds._wave_on_side):
        cached.cache_clear()


def _cold_drowning() -> Fraction:
    """drown_before_port with nothing kept from an earlier call."""
    _clear_caches()
    return odds.drown_before_port()


def _passive_drowning_sample(n: int = 2000) -> float:
    """The same question as drown_before_port, answered by sampling the rule functions."""
    chance, drowned = Chance(1), 0
    for _ in range(n):
        deck, hulls, water = ocean_deck(), [2] * 5, 0
        for _ in range(5):
            suit = suit_of(chance.draw(deck))
            side = mechanics.roll_side(chance)
            s = mechanics.roll_wave_strength(chance, suit)
            if side is not None:
                hull, leaked = mechanics.strike(Hull(hulls[side]), s)
                hulls[side], water = hull.strength, water + leaked
        drowned += water >= 10
    return drowned / n


def run() -> list[dict[str, Any]]:
    game = pl.load("leaky_loot", players=3)
    seeds = iter(range(10**9))
    games = 50
    playout = best_of(lambda: [pl.play(game, ["random"] * 3, seed=next(seeds)) for _ in range(games)],
                      repeat=3) / games
    drown = best_of(_cold_drowning, repeat=3)
    return [
        row("leaky_loot: one random 3-player game", playout, *machine_baseline(),
            f"{1 / playout:.0f} games/s (target >= 200)"),
        row("leaky_loot: drown_before_port() exact, cold", drown, "2,000 sampled passive boats",
            best_of(_passive_drowning_sample, repeat=1), "target < 1 s"),
    ]
