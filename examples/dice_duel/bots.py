"""Dice Duel's heuristic bot: it acts on its own view only, like every bot."""
from __future__ import annotations

from typing import Any

from pirates_lib.engine import Bot


class CautiousBot(Bot):
    """Stops once its pile reaches 8: rolling on risks a 1 in 6 loss of the whole pile."""

    def choose(self, view: dict[str, Any]) -> str:
        return "stop" if view["piles"][self.player] >= 8 else "roll"
