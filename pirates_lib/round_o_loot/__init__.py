"""Round-o-Loot: play cards of one icon or rum combinations until the Jolly Roger shows.

    import pirates_lib as pl
    game = pl.load("round_o_loot", players=3, expansion=True)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType

from pirates_lib.engine import Game, Match, RandomBot, register

from . import components as C, mechanics
from .bots import CaptainBot, round_end
from .state import RoundOLootState


@dataclass(frozen=True)
class RoundOLootOptions:
    """`deck` and `expansion_deck` are [assumed] (components.py); pass your own as
    ``{"bananas-3": 2, ...}``. `expansion` adds the compass, cannons and rats;
    `doubloons_to_win` ends the game sooner or later (the rulebook says 3)."""

    expansion: bool = False
    deck: dict = field(default_factory=C.base_deck)
    expansion_deck: dict = field(default_factory=C.expansion_deck)
    doubloons_to_win: int = C.DOUBLOONS_TO_WIN

    def check(self, players: int) -> None:
        """Refuse a bad deck, a deck too small to deal, or a bad target (never rewrite)."""
        C.check_deck(self.deck, "deck", C.BASE_ICONS + C.EXPANSION_ICONS)
        C.check_deck(self.expansion_deck, "expansion_deck", C.EXPANSION_ICONS)
        cards = sum(self.deck.values()) + self.expansion * sum(self.expansion_deck.values())
        C.check_enough_cards(cards, players)
        C.check_doubloons_to_win(self.doubloons_to_win)


@register
class RoundOLootGame(Game):
    """Round-o-Loot: rounds of playing cards before the Jolly Roger shows, until someone
    holds 3 doubloons."""

    name = "round_o_loot"
    title = "Round-o-Loot"
    min_players, max_players, default_players = 2, 5, 3
    Options = RoundOLootOptions
    State = RoundOLootState
    bots = {"random": RandomBot, "captain": CaptainBot}
    search_cutoff = staticmethod(round_end)  # a search's playout stops at the round's end
    variants = ({"expansion": True},)
    matches = (Match("captain", players=3, bar=0.50),
               Match("captain", players=3, bar=0.50, options={"expansion": True}))

    @cached_property
    def full_deck(self) -> MappingProxyType[str, int]:
        """Every card of this game's set (options `deck`, `expansion`, `expansion_deck`),
        worked out once per game: every deal starts from it. Read-only: a deal copies it."""
        options = self.options
        return MappingProxyType(mechanics.full_deck(options.deck, options.expansion_deck,
                                                    options.expansion))
