"""Libertalia: three campaigns of six days; auction your crew for the day's booty.

    import pirates_lib as pl
    state = pl.load("libertalia", players=4).new_game(seed=1)
"""
from __future__ import annotations

from . import rules
from .bots import GreedyBot
from .rules import LibertaliaGame, LibertaliaState

from ..engine import RandomBot

LibertaliaGame.bots = {"random": RandomBot, "greedy": GreedyBot}

__all__ = ["rules", "LibertaliaGame", "LibertaliaState", "GreedyBot"]
