"""Round-o-Loot's state: every field declared once, in `setup`, and the engine's hooks handed
to `actions` (the flow of turns and rounds, `actions.FLOW`) and `views`."""
from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, ClassVar

from pirates_lib.engine import State
from pirates_lib.engine.flow import Step

from . import actions, views
from .mechanics import Pile

if TYPE_CHECKING:
    from . import RoundOLootGame


class RoundOLootState(State):
    """Everything on the table. Cards are multisets (card -> copies): a hand, each seat's
    played cards, the discard pile, the deck (with the Jolly Roger and compass while hidden
    in it) and `out` (the revealed Jolly Roger)."""

    actions: ClassVar[ModuleType] = actions  # the engine's hooks hand over to these two modules
    views: ClassVar[ModuleType] = views

    game: RoundOLootGame

    def setup(self) -> None:
        """Rulebook, Set-up: 'Remove all doubloon cards from the deck' (they are the trophies
        counted in `doubloons`), then the first deal ("deal", `rounds.deal`). Ruling: Anne
        deals the first round."""
        n = self.game.players
        self.doubloons: list[int] = [0] * n
        self.round: int = 0
        self.dealer: int = 0
        self.last_round: views.LastRound | None = None
        self.hands: list[Pile] = [{} for _ in range(n)]
        self.deck: Pile = {}
        self.played: list[Pile] = [{} for _ in range(n)]
        self.rums: list[int] = [0] * n  # rum played this round, for the hand limit
        self.discard: Pile = {}
        self.out: Pile = {}  # the revealed Jolly Roger
        self.received: Pile = {}  # cards given to a Keelhaul, not yet kept or discarded
        self.known: list[list[Pile]] = []  # known[knower][holder]: memory.py
        self.given: list[Pile] = []  # each giver's gifts to the Keelhaul in progress
        self.last_turns: list[int] | None = None  # seats owed a last turn once the round ends
        self.ended_by: views.EndedBy | None = None  # how and by whom the round is ending
        self.current: int = 0  # whose turn it is (and who Keelhauls)
        self.unfinished: list[Step] = []  # the steps waiting when play stopped at the most
        # actions a save holds (`actions.safety_end`)
        self.steps = [("deal",)]

    def scores(self) -> list[int]:
        """The game's score is the doubloons won ('Player with 3 doubloon cards wins')."""
        return list(self.doubloons)
