"""Key Largo's state: every field declared once, in `setup`, which lays out the first steps of
the flow (the first day's planning); the engine's hooks handed to `actions` (the flow of a
day, `actions.FLOW`) and `views`."""
from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from pirates_lib.engine import State

from . import actions, components as C, mechanics, views
from .components import DAYS, DEPTHS, DIVER, EQUIPMENT
from .mechanics import Diver
from .table import order, who

if TYPE_CHECKING:
    from . import KeyLargoGame


class KeyLargoState(State):
    """A game of Key Largo in progress. Seats go clockwise; every field is plain data (the
    divers are frozen `mechanics.Diver` records)."""

    actions: ClassVar[ModuleType] = actions  # the engine's hooks hand over to these two modules
    views: ClassVar[ModuleType] = views
    constant = ("wreck_cards", "depths")  # the cards in play and each wreck's depth: dealt once

    game: KeyLargoGame

    def setup(self) -> None:
        """Rulebook, "Setup": $100 and one diver each, the divers' pile and the equipment
        reserve, a random first player, the wrecks dealt as piles of 5 by depth, the unused
        cards put away unseen; the encounter cards shuffled near Dolphin Cove."""
        n = self.game.players
        self.wreck_cards: dict[str, dict[str, int]] = C.check_wreck_cards(
            self.game.options.wreck_cards)
        dealt = mechanics.deal_wrecks(self.chance, n, self.wreck_cards)
        self.depths: list[str] = [depth for depth, _ in dealt]
        self.wrecks: list[dict[str, int]] = [wreck for _, wreck in dealt]
        self.unused: dict[str, dict[str, int]] = _leftovers(self.wreck_cards, dealt)
        self.first: int = self.chance.pick(list(range(n)))
        self.day: int = 0
        self.half: int = 0
        self.plans: list[list[str]] = [[] for _ in range(n)]
        self.places: list[str | None] = [None] * n
        self.boats: list[int | None] = [None] * n
        self.present: dict[str, int] = {}
        self.money: list[int] = [C.START_MONEY] * n
        self.teams: list[list[Diver | None]] = [[Diver()] * C.START_DIVERS for _ in range(n)]
        self.pile: int = C.RESERVE[DIVER] - C.START_DIVERS * n
        self.reserve: dict[str, int] = {item: C.RESERVE[item] for item in EQUIPMENT}
        self.spent: dict[str, int] = {item: 0 for item in (DIVER, *EQUIPMENT)}
        self.known_monsters: list[int] = [0] * len(self.wrecks)
        self.hands: list[dict[str, dict[str, int]]] = [{d: {} for d in DEPTHS} for _ in range(n)]
        self.gone: dict[str, dict[str, int]] = {d: {} for d in DEPTHS}
        self.looks: list[list[views.Look]] = [[] for _ in range(n)]
        self.encounter_deck: dict[str, int] = C.encounter_deck()
        self.encounter_hands: list[list[str]] = [[] for _ in range(n)]
        self.discards: list[str] = []
        self.played: list[bool] = [False] * n
        self.visit: dict[str, Any] = {}  # the visit in progress (`places`, `dive`); {} if none
        self.steps = actions.planning(order(self))
        self.emit("setup", f"{who(self, self.first)} takes the first player card. The buoy is "
                  f"on {DAYS[0]}: {len(self.wrecks)} wrecks of 5 cards lie around the island.",
                  first=self.first)

    def scores(self) -> list[int]:
        """Rulebook: "Each player tallies their fortune in banknotes. To it, they add the
        value of their unsold treasure cards and their diamond cards" (ruling 27)."""
        values = self.game.options.end_values
        return [money + sum(mechanics.hand_end_value(_cards(pile), values)
                            for pile in hand.values())
                for money, hand in zip(self.money, self.hands)]


def _cards(pile: dict[str, int]) -> list[str]:
    return [card for card, n in pile.items() for _ in range(n)]


def _leftovers(table: dict[str, dict[str, int]], dealt: Any) -> dict[str, dict[str, int]]:
    """Rulebook: "With 3 or 4 players, the unused cards are removed from the game without
    looking at them": what the deal left of each depth's pile."""
    left = {depth: dict(cards) for depth, cards in table.items()}
    for depth, wreck in dealt:
        for card, n in wreck.items():
            left[depth][card] -= n
            if not left[depth][card]:
                del left[depth][card]
    return left

