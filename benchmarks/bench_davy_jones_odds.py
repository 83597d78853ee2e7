"""Davy Jones' Gold: each exact analysis of notebooks/05_davy_jones.ipynb, timed cold (the
enumerations odds.py keeps between calls forgotten first), against the machine baseline;
the target for each is under 1 s, and for a call of the board's odds panel under 50 ms
cold (the Storm's chain enumerates 1,296 paths a turn for two ships; warm calls are cached)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import odds

from .timing import best_of, machine_baseline, row


def _cold(analysis: Callable[[], Any]) -> Callable[[], Any]:
    def cold() -> Any:
        odds.clear_caches()
        return analysis()
    return cold


#: The ships of the curse outcomes: two of 4 and 3 masts, then one of 1 to 4 masts.
CURSE_MASTS: list[int | tuple[int, int]] = [(4, 3), 1, 2, 3, 4]

ANALYSES: dict[str, Callable[[], Any]] = {
    "hit tables of the four volleys": lambda: [odds.volley_hits(r) for r in odds.VOLLEYS.values()],
    "masts removed, every volley x masts": lambda: [
        odds.masts_removed(r, k).mean() for r in odds.VOLLEYS.values() for k in range(1, 5)],
    "swordfights, bonus 0-3, with and without reroll": lambda: [
        odds.swordfight_chance(s, reroll=r) for s in range(4) for r in (False, True)],
    "curse outcomes, 4 zones x (4, 3) and 1-4 masts": lambda: [
        odds.curse_outcome(z, m) for z in odds.ZONES for m in CURSE_MASTS],
    "escape within 1-10 turns, 4 zones": lambda: [
        odds.escape_within(z, (4, 3), k) for z in odds.ZONES for k in range(11)],
    "tokens: next draws, explore, the deals": lambda: (
        odds.token_odds(odds.pile_kinds(), 3), odds.explore_outcome(odds.pile_kinds(), 5),
        [odds.deal_odds(k, p) for k in odds.KINDS for p in (3, 4)]),
    "Davy Jones: long run and 0-8 flights": lambda: (
        odds.davy_jones_stationary(), [odds.davy_jones_after(n) for n in range(9)]),
    "Davy Jones: expected flights to each island": lambda: [
        odds.expected_flights(t, c.CENTRE) for t in odds.PLACES],
}

PANEL: dict[str, Callable[[], Any]] = {
    "panel: shot_odds of a 4-mast volley at 3 masts": lambda: odds.shot_odds((2, 3, 3, 4), 3),
    "panel: escape_within the Storm, (4, 3), 3 turns": lambda: odds.escape_within(
        c.STORM, (4, 3), 3),
}


def run() -> list[dict[str, Any]]:
    base_name, base = machine_baseline()
    rows = [row(f"davy_jones odds: {name}", best_of(_cold(fn), repeat=3), base_name, base,
                "target < 1 s") for name, fn in ANALYSES.items()]
    rows += [row(f"davy_jones odds {name}", best_of(_cold(fn), repeat=5), base_name, base,
                 "target < 50 ms cold") for name, fn in PANEL.items()]
    return rows
