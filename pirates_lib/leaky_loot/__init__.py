"""Leaky Loot Legends: keep a leaky boat afloat and carry treasure to port.

Each turn an ocean card and the dice send a wave against one side of your boat; water that
gets past the hull drowns you at 10. Swap hull cards, bail with buckets, ram a rival or fish a
card out of the flotsam; treasure scores only when you reach a port with it.

    from pirates_lib.leaky_loot import LeakyLootGame
    state = LeakyLootGame(players=3).new_game(seed=1)
"""
from __future__ import annotations

from dataclasses import dataclass

from pirates_lib.engine import Game, Match, RandomBot, register

from . import components as C
from .odds import drown_options
from .bots import CaptainBot, next_port
from .state import LeakyLootState


@dataclass(frozen=True)
class LeakyLootOptions:
    """`ports`: the game ends at the end of this port round (default 3, 1 to 12)."""

    ports: int = C.PORTS

    def check(self, players: int) -> None:
        C.check_ports(self.ports)


@register
class LeakyLootGame(Game):
    """Leaky Loot Legends: keep a leaky boat afloat, carry treasure to port."""

    name = "leaky_loot"
    title = "Leaky Loot Legends"
    min_players, max_players, default_players = 2, 6, 3
    Options = LeakyLootOptions
    State = LeakyLootState
    bots = {"random": RandomBot, "captain": CaptainBot}
    variants = ({"ports": 1}, {"ports": 5})
    matches = (Match("captain", players=3, bar=0.55),)
    search_cutoff = staticmethod(next_port)  # a search's playout stops at the next port
    option_odds = staticmethod(drown_options)  # the coach: each option's chance to drown this turn
