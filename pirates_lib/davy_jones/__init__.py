"""Pirates: Quest for Davy Jones' Gold (`davy_jones`), 2 to 4 players: sail ships on a
914 mm playmat, explore the wild islands for gold, fight sea monsters, escape curses and duel
Davy Jones for his four treasures. The rules in our words and every ruling:
docs/rules/davy_jones.md.

    import pirates_lib as pl
    state = pl.load("davy_jones", players=3).new_game(seed=1)
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from pirates_lib.engine import Game, Match, RandomBot, register

from . import components as C
from .bots import NavigatorBot, round_end
from .state import DavyJonesState


@dataclass(frozen=True)
class DavyJonesOptions:
    """The numbers the rulebook leaves to its printed cards [assumed], as lists a player who
    owns the game may change (docs/rules/davy_jones.md, "Assumed numbers"): L and S in mm,
    each ship's cannon ranks bow to stern and cargo (4-mast, 3-mast), each monster's parts
    and rank (Kraken, Sea Serpent), the captains' sword bonuses (red, blue, green, yellow),
    the seven gold values of a captain card, Davy Jones' sword, and the safety end."""

    move_reach: int = C.MOVE_REACH
    cannon_reach: int = C.CANNON_REACH
    ship_ranks: list = field(default_factory=lambda: [list(s.ranks) for s in C.SHIP_CLASSES])
    ship_cargo: list = field(default_factory=lambda: [s.cargo for s in C.SHIP_CLASSES])
    monster_parts: list = field(default_factory=lambda: [m.parts for m in C.MONSTERS])
    monster_ranks: list = field(default_factory=lambda: [m.rank for m in C.MONSTERS])
    captain_swords: list = field(default_factory=lambda: [k.sword for k in C.CAPTAINS])
    gold_values: list = field(default_factory=lambda: list(C.GOLD_VALUES))
    davy_jones_sword: int = C.DAVY_JONES_SWORD
    safety_rounds: int = C.SAFETY_ROUNDS

    def check(self, players: int) -> None:
        """Refuse a bad table with a message naming it (never rewrite a field)."""
        C.table(**asdict(self))


@register
class DavyJonesGame(Game):
    """Pirates: Quest for Davy Jones' Gold."""

    name = "davy_jones"
    title = "Pirates: Quest for Davy Jones' Gold"
    min_players, max_players, default_players = 2, 4, 3
    Options = DavyJonesOptions
    State = DavyJonesState
    bots = {"random": RandomBot, "navigator": NavigatorBot}
    variants = ({"move_reach": 120, "davy_jones_sword": 3, "safety_rounds": 30},)
    matches = (Match("navigator", players=3, bar=0.60),)
    search_cutoff = staticmethod(round_end)  # a search's playout stops at the round's end
