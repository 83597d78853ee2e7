"""Key Largo (Paul Randles, Mike Selinker, Bruno Faidutti; Tilsit 2005), 3 to 5 players:
ten days of diving on wrecks, drinking at the Mermaid's Bar, taking tourists to the dolphins,
equipping divers at the Old Sea Dog shop and selling finds at the market.

    import pirates_lib as pl
    state = pl.load("key_largo", players=4, encounters=True).new_game(seed=1)

The rules in our words, the rulings and the map from rules to code and tests:
docs/rules/key_largo.md."""
from __future__ import annotations

from dataclasses import dataclass, field
from pirates_lib.engine import Game, Match, RandomBot, register

from . import components as C
from .bots import SalvagerBot
from .state import KeyLargoState


@dataclass(frozen=True)
class KeyLargoOptions:
    """`encounters`: the optional rule's 24 encounter cards. The tables marked [assumed] in
    docs/rules/key_largo.md, for a player who owns the real cards: `wreck_cards` (depth ->
    card -> copies), `prices` (item -> price with 1 to 5 players at the place),
    `dolphin_pay` (the ten days' pay) and `end_values` (dollars per unit at the end).

    A save writes the options as JSON, which turns a tuple into a list: a row read back as a
    list is kept as the tuple it was, so that a reloaded game has the very same options."""

    encounters: bool = False
    wreck_cards: dict = field(default_factory=C.default_wreck_cards)
    prices: dict = field(default_factory=C.default_prices)
    dolphin_pay: tuple = field(default_factory=C.default_dolphin_pay)
    end_values: dict = field(default_factory=C.default_end_values)

    def __post_init__(self) -> None:
        if isinstance(self.dolphin_pay, list):
            object.__setattr__(self, "dolphin_pay", tuple(self.dolphin_pay))
        if isinstance(self.prices, dict):
            object.__setattr__(self, "prices", {item: tuple(row) if isinstance(row, list)
                                                else row for item, row in self.prices.items()})

    def check(self, players: int) -> None:
        """Refuse a table that is not one the rules can play, saying where and why."""
        C.check_wreck_cards(self.wreck_cards)
        C.check_prices(self.prices)
        C.check_dolphin_pay(self.dolphin_pay)
        C.check_end_values(self.end_values)


@register
class KeyLargoGame(Game):
    """Key Largo: dive for treasure, sell it at the market, be the richest after ten days."""

    name = "key_largo"
    title = "Key Largo"
    min_players, max_players, default_players = C.MIN_PLAYERS, C.MAX_PLAYERS, 4
    Options = KeyLargoOptions
    State = KeyLargoState
    bots = {"random": RandomBot, "salvager": SalvagerBot}
    search_mix = 100  # heuristic-only playouts: 98 wins in 150 against 69 (docs/engine.md)
    variants = ({"encounters": True},)
    matches = (Match("salvager", players=4, bar=0.60),)
