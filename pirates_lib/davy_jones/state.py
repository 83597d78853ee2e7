"""Davy Jones' Gold's state: every field declared once, in `setup`; the flow of turns and
rounds and the end; the engine's hooks handed to `actions` and `views`."""
from __future__ import annotations

import dataclasses
from typing import Any

from pirates_lib.engine import Action, State

from . import actions, views
from . import components as c
from . import fleet as f
from . import mechanics as m
from .geometry import Box, berth
from .moves import free_move


class DavyJonesState(State):
    """A game of Pirates: Quest for Davy Jones' Gold in progress."""

    actions = actions  # the engine's hooks hand over to these two modules
    views = views

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
        self.boxes: dict[str, Box] = {v.name: self._berth(v) for v in c.fleet(players).values()}
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
        self.steps: list[list[Any]] = [["turn"]]
        self.finished: str = ""
        self._announce()
        actions.advance(self)

    def _berth(self, v: c.Vessel) -> Box:
        """Rulebook: 'place your ships so that one end of each ship is touching the island'."""
        island, hull = c.ISLAND[v.home], self.table.ships[v.kind]
        return berth(island.shape, island.berths[v.kind], hull.length, hull.width)

    def _announce(self) -> None:
        for seat, name in enumerate(self.game.names):
            captains = [self.table.captains[f.vessel(self, s).captain].name
                        for s in f.ships_of(self, seat)[::2]]
            homes = ", ".join(f.island_title(h) for h in f.homes_of(self, seat))
            self.emit("setup", f"{name} sails with {' and '.join(captains)} from {homes}.")
        self.emit("deal", "The treasure pile is dealt face down: " + ", ".join(
            f"{sum(self.wild[i].values())} on {f.island_title(i)}" for i in c.WILD_ISLANDS)
            + (f"; {sum(self.aside.values())} set aside unseen" if self.aside else "") + ".")

    # --- the flow ----------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.finished or not self.steps:
            return None
        return actions.decider(self)

    def push(self, *steps: list[Any]) -> None:
        """Put steps first, in the order given: they run before what was waiting."""
        self.steps[0:0] = [list(step) for step in steps]

    def show_dice(self, label: str, rolls: list[int]) -> None:
        self.dice = {"label": label, "rolls": list(rolls)}

    def start_turn(self) -> None:
        """Rulebook: 'At the beginning of each player's turn, before that player gives any
        actions to his or her ships, any sea monster on the playmat attacks'; then ships in a
        cursed zone try to escape (their action, ruling 31); then the ships' actions. Gold
        left aboard at home comes off first (ruling 20)."""
        self.acted, self.protected, self.ability_used, self.dice = [], [], False, {}
        self.emit("turn", f"Round {self.round}: {self.game.names[self.turn]}'s turn.",
                  seat=self.turn)
        mine = f.ships_of(self, self.turn)
        for ship in mine:
            f.unload(self, ship)
        steps = [["aim", n] for n in f.monsters_on_mat(self) for _ in range(self.parts[n])]
        for ship in mine:
            if ship in self.zones:
                self.acted.append(ship)
                zone = self.zones[ship][0]
                step = ["escape", zone, None if zone == c.FOG_BANK else ship]
                if step not in steps:
                    steps.append(step)
        self.push(*steps, ["act"])

    def end_turn(self) -> None:
        """Turns pass clockwise; a round ends when the first player is to play again. Software
        play ends after the safety round (settled ruling 11)."""
        self.turn = (self.turn + 1) % self.game.players
        if self.turn == self.game.players - 1:
            self.round += 1
            if self.round > self.table.safety_rounds:
                self.finish(f"{self.table.safety_rounds} rounds have been played")
                return
        self.push(["turn"])

    def finish(self, reason: str) -> None:
        """Rulebook: 'Each player immediately reveals and adds up the value of the tokens on
        his or her home island.'"""
        self.finished, self.steps = reason, []
        scores = ", ".join(f"{n} {s}" for n, s in zip(self.game.names, self.scores()))
        self.emit("end", f"The game ends: {reason}. Home islands: {scores}.")

    def scores(self) -> list[int]:
        """Rulebook: 'Gold tokens on a ship's deckplate card are not counted.'"""
        return [sum(m.score(self.hoard[h]) + m.score(self.trophies[h])
                    for h in f.homes_of(self, seat)) for seat in range(self.game.players)]

    # --- the continuous moves -------------------------------------------------------------
    def _parse_free_action(self, action_id: str) -> Action | None:
        return free_move(self, action_id)

