"""Libertalia: three campaigns of six days; auction your crew for the day's booty.

    import pirates_lib as pl
    state = pl.load("libertalia", players=4).new_game(seed=1)
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..engine import Game, Match, RandomBot, register
from . import components as C, mechanics
from .bots import GreedyBot
from .state import LibertaliaState


@dataclass(frozen=True)
class LibertaliaOptions:
    """`campaigns`: how many campaigns of six days (the book plays 3; fewer for short games).
    `tie_breakers`: the printed tie-breakers, 30 rows (ranks) of 6 (colours); empty: the
    [assumed] rotation of `components.tie_breaker`."""

    campaigns: int = C.CAMPAIGNS
    tie_breakers: tuple = ()

    def check(self, players: int) -> None:
        if not 1 <= self.campaigns <= C.CAMPAIGNS:
            raise ValueError(f"campaigns must be 1 to {C.CAMPAIGNS}, not {self.campaigns}; "
                             f"valid options: campaigns={C.CAMPAIGNS!r}, tie_breakers=()")
        C.check_tie_table(self.tie_breakers)

    @property
    def tie_table(self) -> C.TieTable:
        """The tie-breaker table as tuples, however it was given (lists from a save)."""
        return C.check_tie_table(self.tie_breakers)


@register
class LibertaliaGame(Game):
    """Libertalia: every pirate bids with the same crew cards, and each card's power changes
    the auction."""

    name = "libertalia"
    title = "Libertalia"
    min_players, max_players, default_players = 2, 6, 4
    Options = LibertaliaOptions
    State = LibertaliaState
    bots = {"random": RandomBot, "greedy": GreedyBot}
    variants = ({"campaigns": 1},)
    matches = (Match("greedy", players=4, bar=0.40),)

    @cached_property
    def ship_keys(self) -> mechanics.ShipPlaces:
        """Each seat's place on the ship for each rank (index 0 unused): (rank, tie-breaker),
        from the game's options."""
        table = self.options.tie_table
        return mechanics.ShipPlaces(tuple(
            tuple(mechanics.ship_key(r, p, table) for r in range(len(C.RANKS) + 1))
            for p in range(self.players)))


__all__ = ["LibertaliaGame", "LibertaliaOptions", "LibertaliaState", "GreedyBot"]
