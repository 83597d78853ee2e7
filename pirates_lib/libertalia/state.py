"""Libertalia's state: every field declared once, in `setup`, with the first steps of the flow
(the first crew dealt, the first day's booty drawn); the engine's hooks handed to `actions`
(the flow: its decisions and handlers; the rules between them in `days`) and `views`.

The secret crew choice is taken one player at a time (docs/architecture.md, "Simultaneous
games"); a choice is written in `chosen` and stays out of every other view until the reveal.
Hands are public: everything that enters or leaves a hand happens face up (identical deals,
reveals, Recruiter and Surgeon), so a player with a good memory knows them all."""
from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, ClassVar

from ..engine import State
from . import actions, mechanics, views
from .components import BAG, FIRST_CREW, RANKS, START_DOUBLOONS

if TYPE_CHECKING:
    from . import LibertaliaGame

Aboard = list[int]  # [rank, owner]: one crew card on the ship


class LibertaliaState(State):
    """One game of Libertalia. Seats are player colours; all fields are plain JSON data."""

    actions: ClassVar[ModuleType] = actions  # the engine's hooks hand over to these two modules
    views: ClassVar[ModuleType] = views

    game: LibertaliaGame
    constant = ("keys",)  # the ship places of the tie-breaker table: clones share them

    def setup(self) -> None:
        """Rulebook, Structure: 'all players have an identical random set of 9 crew cards and
        10 doubloons'; [ruling] the bag holds all 50 tokens and the first day's booty is drawn
        before anyone chooses."""
        n = self.game.players
        #: Each seat's place on the ship for each rank (index 0 unused): rank, tie-breaker.
        self.keys: mechanics.ShipPlaces = self.game.ship_keys
        self.campaign: int = 1
        self.day: int = 0
        self.crew_deck: list[int] = list(RANKS)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.dens: list[list[int]] = [[] for _ in range(n)]
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.retired: list[list[int]] = [[] for _ in range(n)]
        self.den_booty: list[dict[str, int]] = [mechanics.empty_booty() for _ in range(n)]
        self.doubloons: list[int] = [START_DOUBLOONS] * n
        self.track: list[int] = [0] * n
        self.bag: dict[str, int] = dict(BAG)
        self.loot: dict[str, int] = mechanics.empty_booty()  # the day's booty under the ship
        self.spent: dict[str, int] = mechanics.empty_booty()  # tokens out of this campaign
        self.ship: list[Aboard] = []
        self.chosen: list[int | None] = [None] * n  # the secret choices of this sunrise
        #: The crew ([rank, owner]) whose day power acted last today (None before the first):
        #: the day goes on right of it, and a question its power asks is its owner's.
        self.acting: Aboard | None = None
        self.claim: views.Claim | None = None  # the dusk claim under way
        #: Each scored campaign: per seat its doubloons, its booty's value and the points the
        #: marker moved (public: everyone watches the score track).
        self.results: list[list[views.CampaignResult]] = []
        self.steps = [("deal", FIRST_CREW), ("dawn",)]

    def scores(self) -> list[int]:
        """The score track: each campaign's doubloons plus booty, added at its end."""
        return list(self.track)

