"""Players to play Round-o-Loot against (they read `state.view(seat)` only)."""
from __future__ import annotations

from typing import Any

from ..engine import Bot


class CaptainBot(Bot):
    """Placeholder replaced below."""

    def choose(self, view: dict[str, Any]) -> str:
        return view["legal"][0]["id"]
