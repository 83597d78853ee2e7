"""Davy Jones' Gold's bots (they choose from `view` only)."""
from __future__ import annotations

from typing import Any

from pirates_lib.engine import Bot


class NavigatorBot(Bot):
    """Placeholder while the rules settle."""

    def choose(self, view: dict[str, Any]) -> str:
        return view["legal"][-1]["id"]
