"""Round-o-Loot: play cards of one icon or rum combinations until the Jolly Roger shows.

    import pirates_lib as pl
    game = pl.load("round_o_loot", players=3, expansion=True)
"""
from __future__ import annotations

from . import rules
from .rules import Options, RoundOLoot, RoundOLootState

__all__ = ["rules", "RoundOLoot", "RoundOLootState", "Options"]
