"""Leaky Loot Legends: keep a leaky boat afloat and carry treasure to port."""
from .rules import LeakyLoot

__all__ = ["LeakyLoot"]
