"""Bots for Libertalia (placeholder greedy: replaced below)."""
from __future__ import annotations

from ..engine import RandomBot


class GreedyBot(RandomBot):
    pass
