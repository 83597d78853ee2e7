"""Key Largo's heuristic bot: it acts on its own view only, like every bot."""
from __future__ import annotations

from typing import Any

from pirates_lib.engine import Bot


class SalvagerBot(Bot):
    """Placeholder: the first legal action."""

    def choose(self, view: dict[str, Any]) -> str:
        return view["legal"][0]["id"]
