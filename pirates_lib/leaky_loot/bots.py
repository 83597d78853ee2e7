"""Players to play Leaky Loot Legends against."""
from __future__ import annotations

from typing import Any

from ..engine import Bot


class CaptainBot(Bot):
    def choose(self, view: dict[str, Any]) -> str:
        return view["legal"][-1]["id"]
