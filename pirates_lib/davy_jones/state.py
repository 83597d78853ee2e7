"""Davy Jones' Gold's state: every field declared once, in `setup`, with the first step of
play; the engine's hooks handed to `actions` (the flow, `engine/flow.py`) and `views`."""
from __future__ import annotations

import dataclasses
from types import ModuleType
from typing import Any, ClassVar

from pirates_lib.engine import Action, State

from . import actions, turns, views
from . import components as c
from . import fleet as f
from . import mechanics as m
from .geometry import Box
from .moves import free_move


class DavyJonesState(State):
    """A game of Pirates: Quest for Davy Jones' Gold in progress."""

    actions: ClassVar[ModuleType] = actions  # the engine's hooks hand over to these two modules
    views: ClassVar[ModuleType] = views

    def setup(self) -> None:
        """Rulebook, 'Set Up the Game': captains, ships on their home islands, the treasure
        pile dealt face down onto the wild islands, Davy Jones and the monsters off the mat."""
        players = self.game.players
        self.table: c.Table = c.table(**dataclasses.asdict(self.game.options))
        in_use = c.captains_in_use(players)
        pile = c.treasure_pile([self.table.captains[k] for k in in_use], self.table.gold_values)
        deal = m.deal_wild_islands(self.chance, pile, c.wild_island_counts(len(in_use)))
        self.wild: dict[str, dict[str, int]] = {**deal[0], **{h: {} for h in c.unused_homes(
            players)}}  # the unused home island holds what Davy Jones takes there (ruling 60)
        self.aside: dict[str, int] = deal[1]
        self.boxes: dict[str, Box] = {v.name: f.start_berth(self.table, v)
                                      for v in c.fleet(players).values()}
        self.masts: dict[str, list[int]] = {s: list(range(f.deckplate(self, s).masts))
                                            for s in self.boxes}
        self.cargo: dict[str, dict[str, int]] = {s: {} for s in self.boxes}
        self.zones: dict[str, list[Any]] = {}
        self.hoard: dict[str, dict[str, int]] = {h: {} for h in c.home_owners(players)}
        self.trophies: dict[str, dict[str, int]] = {h: {} for h in c.home_owners(players)}
        self.beside: dict[str, dict[str, int]] = {n: {} for n in c.MONSTER}
        self.curses: dict[str, dict[str, Any]] = {}
        self.removed: dict[str, int] = {}
        self.looking: list[str] = []
        self.known: list[dict[str, dict[str, int]]] = [{} for _ in range(players)]  # memory.py
        self.treasures: int = c.DAVY_JONES_TREASURES
        self.monster_at: dict[str, int | None] = {n: None for n in c.MONSTER}
        self.parts: dict[str, int] = {n: self.table.monsters[n].parts for n in c.MONSTER}
        self.davy_jones: str | None = None
        self.turn: int = players - 1  # 'The player who chose his or her captain last goes first'
        self.round: int = 1
        self.acted: list[str] = []
        self.protected: list[str] = []
        self.ability_used: bool = False
        self.dice: dict[str, Any] = {}
        self.rolled: dict[str, Any] = {}
        self.asked: tuple[Any, ...] = ()  # the question put now, its kind first (`turns`)
        self.finished: str = ""
        f.announce(self)
        self.steps = [("turn",)]

    def scores(self) -> list[int]:
        return turns.scores(self)

    def _parse_free_action(self, action_id: str) -> Action | None:
        """A move given as a point or a heading (`moves.free_move`): not on the menu."""
        return free_move(self, action_id)
