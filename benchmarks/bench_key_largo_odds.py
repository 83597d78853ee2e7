"""Key Largo's exact analyses, one row per notebook analysis (target: under 1 s each), each
against the machine baseline measured in the same run. The dive caches are emptied before
every call, so each time includes every dive it enumerates."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pirates_lib.key_largo import odds as ko

from .timing import best_of, machine_baseline, row

GREAT_TEAM = ko.team_of(3, "great", 1, 1)


def _cold(analysis: Callable[[], Any]) -> Callable[[], Any]:
    def run() -> Any:
        ko._lumped.cache_clear()
        ko._sample_sum.cache_clear()
        return analysis()
    return run


ANALYSES: dict[str, Callable[[], Any]] = {
    "dive table, 87 depths x teams": ko.dive_table,
    "dive value distribution, great, 3 divers": lambda: ko.dive_value(
        GREAT_TEAM, "great", ko.pile("great")),
    "round value, great, 3 divers, loss $100": lambda: ko.round_value(
        "great", GREAT_TEAM, loss_cost=100),
    "Dolphin Cove vs ten days of dives, great": lambda: ko.dolphins_or_dive(
        "great", ko.team_of(3, "great", 3, 3)),
    "market game, 3 players": lambda: ko.market_game(
        [["goods-4", "antiques-3", "gold-2"], ["antiques-2", "goods-3"], ["gold-3", "goods-1"]],
        away=20),
    "odds panel, one wreck, unseen pool": lambda: ko.wreck_odds(
        "great", 3, [(2, 1, 1), (2, 0, 1), (2, 1, 0)]),
}


def run() -> list[dict[str, Any]]:
    return [row(f"key largo exact: {name}", best_of(_cold(analysis), 3), *machine_baseline(),
                "target < 1 s")
            for name, analysis in ANALYSES.items()]
