"""Libertalia's state machine: three campaigns of six days, each day sunrise, day, dusk, night.

The secret crew choice is taken one player at a time (DESIGN.md: simultaneous choices); a
choice is written in `chosen` and stays out of every other view until the reveal. Hands
are public: everything that enters or leaves a hand happens face up (identical deals,
reveals, Recruiter and Surgeon), so a player with a good memory knows them all."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import Match, Action, Chance, Game, State, register
from .choices import CHOICES
from .components import (BAG, BOOTY_KINDS, CAMPAIGNS, COOK, CABIN_BOY, CREW, DAY, DAYS,
                         FIRST_CREW, MORE_CREW, NIGHT, RANKS, START_DOUBLOONS, booty_value,
                         check_tie_table, ship_key)
from .powers import DAY_POWERS, END_POWERS, NIGHT_POWERS

SUNRISE, DUSK, OVER = "sunrise", "dusk", "over"


def empty_booty() -> dict[str, int]:
    return {k: 0 for k in BOOTY_KINDS}


@dataclass
class LibertaliaOptions:
    """`campaigns`: how many campaigns of six days (the book plays 3; fewer for short games).
    `tie_breakers`: the printed tie-breakers, 30 rows (ranks) of 6 (colours); empty: the
    [assumed] rotation of `components.tie_breaker`."""

    campaigns: int = CAMPAIGNS
    tie_breakers: tuple = ()

    def check(self, players: int) -> None:
        if not 1 <= self.campaigns <= CAMPAIGNS:
            raise ValueError(f"campaigns must be 1 to {CAMPAIGNS}, not {self.campaigns}; "
                             f"valid options: campaigns={CAMPAIGNS!r}, tie_breakers=()")
        self.tie_breakers = check_tie_table(self.tie_breakers)


class LibertaliaState(State):
    """One game of Libertalia. Seats are player colours; all fields are plain JSON data."""

    game: LibertaliaGame

    # --- set-up and the flow of a day ------------------------------------------------------
    def setup(self) -> None:
        n = self.game.players
        self.names = self.game.names
        table = self.game.options.tie_breakers
        self.keys = [[ship_key(r, p, table) for r in range(len(RANKS) + 1)] for p in range(n)]
        self.campaign, self.day, self.phase = 1, 0, SUNRISE
        self.crew_deck = list(RANKS)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.dens: list[list[int]] = [[] for _ in range(n)]
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.retired: list[list[int]] = [[] for _ in range(n)]
        self.den_booty = [empty_booty() for _ in range(n)]
        self.doubloons = [START_DOUBLOONS] * n
        self.track = [0] * n
        self.bag, self.loot, self.spent = dict(BAG), empty_booty(), empty_booty()
        self.ship: list[list[int]] = []
        self.chosen: list[int | None] = [None] * n
        self.cursor: list[int] | None = None
        self.pending: dict[str, Any] | None = None
        self.claim: dict[str, Any] | None = None
        self.deal_crew(FIRST_CREW)
        self.start_day()

    def deal_crew(self, count: int) -> None:
        """Rulebook: 'all players have an identical random set' of crew: draw ranks not yet
        drawn and give every player the same ones."""
        deck = {r: 1 for r in self.crew_deck}
        drawn = sorted(self.chance.draw(deck) for _ in range(count))
        self.crew_deck = sorted(deck)
        for hand in self.hands:
            hand.extend(drawn)
            hand.sort()
        names = ", ".join(str(CREW[r]) for r in drawn)
        self.emit("deal", f"Campaign {self.campaign}: every pirate recruits {names}", ranks=drawn)

    def draw_booty(self) -> str:
        return self.chance.draw(self.bag)

    def start_day(self) -> None:
        """RULINGS: 'each day, before anyone chooses a crew card, as many tokens as players
        are drawn face up for that day'."""
        self.day += 1
        self.phase, self.cursor = SUNRISE, None
        for _ in range(min(self.game.players, sum(self.bag.values()))):
            self.loot[self.draw_booty()] += 1
        self.emit("day", f"Campaign {self.campaign}, day {self.day}: the booty is "
                  f"{_booty_text(self.loot)}", campaign=self.campaign, day=self.day)

    def chooser(self) -> int | None:
        """Who still has to choose a crew card (a player with an empty hand sits out)."""
        hands = self.hands
        for p, c in enumerate(self.chosen):
            if c is None and hands[p]:
                return p
        return None

    def reveal(self) -> None:
        """Rulebook, Sunrise: 'reveal their chosen crew members and place them on the cargo
        ship from lowest on the left to the highest on the right'; ties by tie-breaker."""
        for p, rank in enumerate(self.chosen):
            if rank is not None:
                self.hands[p].remove(rank)
                self.ship.append([rank, p])
        self.ship.sort(key=lambda c: self.key(*c))
        self.chosen = [None] * self.game.players
        self.phase, self.cursor = DAY, None
        crew = ", ".join(f"{self.who(p)}'s {CREW[r]}" for r, p in self.ship)
        self.emit("reveal", f"Sunrise: the ship, left to right: {crew}",
                  ship=[list(c) for c in self.ship])

    def advance(self) -> None:
        """Run the rules until someone must choose or the game is over."""
        while self.pending is None and self.phase != OVER:
            if self.phase == SUNRISE:
                if self.chooser() is not None:
                    return
                self.reveal()
            elif self.phase == DAY:
                crew = self.next_day_crew()
                if crew is None:
                    self.phase = DUSK
                    self.emit("phase", "Dusk: the crew claim booty, highest rank first")
                    continue
                self.cursor = list(self.key(*crew))
                DAY_POWERS[crew[0]](self, crew[1], crew[0])
            else:
                self.dusk_step()

    def next_day_crew(self) -> list[int] | None:
        """Rulebook, Day: day actions 'in increasing order of rank'. The next crew right of
        the last one that acted, so crew added or removed meanwhile are handled."""
        for rank, owner in self.ship:
            if DAY in CREW[rank].acts and (self.cursor is None
                                           or list(self.key(rank, owner)) > self.cursor):
                return [rank, owner]
        return None

    def dusk_step(self) -> None:
        """Rulebook, Dusk: claims 'in decreasing order of rank'; each crew goes to its den
        (with its dusk action) 'before the next booty is claimed'."""
        if self.claim is None:
            if not self.ship:
                self.night()
                self.end_day()
                return
            rank, owner = self.ship[-1]
            self.claim = {"rank": rank, "owner": owner, "officer": False,
                          "left": {CABIN_BOY: 0, COOK: 2}.get(rank, 1)}
        claim = self.claim
        if claim["left"] > 0 and any(self.loot.values()):
            self.ask("take", claim["owner"], claim["rank"])
            return
        self.ship.remove([claim["rank"], claim["owner"]])
        self.claim = None
        if claim["officer"]:
            self.discards[claim["owner"]].append(claim["rank"])
            self.emit("discard", f"A Spanish officer arrests {self.who(claim['owner'])}'s "
                      f"{CREW[claim['rank']]}", rank=claim["rank"])
        else:
            self.dens[claim["owner"]].append(claim["rank"])

    def night(self) -> None:
        """Rulebook, Night: 'all crew members in your den resolve their night actions every
        night'. Ruling: across all dens, lowest rank first (as in the day phase)."""
        self.emit("phase", "Night: every crew in every den acts")
        last: tuple[int, int] | None = None
        while True:
            acting = [(self.key(r, p), r, p) for p, den in enumerate(self.dens) for r in den
                      if NIGHT in CREW[r].acts and (last is None or self.key(r, p) > last)]
            if not acting:
                return
            last, rank, owner = min(acting)
            NIGHT_POWERS[rank](self, owner, rank)

    def end_day(self) -> None:
        """RULINGS: 'Tokens not taken that day are discarded at the end of the day.'"""
        for k in BOOTY_KINDS:
            self.spent[k] += self.loot[k]
            self.loot[k] = 0
        if self.day < DAYS:
            self.start_day()
        else:
            self.end_campaign()

    def end_campaign(self) -> None:
        """Rulebook, End of campaign: anchor actions, then booty and doubloons onto the
        score track; used crew leave the game; 10 new doubloons and 6 more crew."""
        self.emit("phase", f"End of campaign {self.campaign}: the anchor actions, then the "
                  "score track")
        crew = sorted((self.key(r, p), r, p) for p, den in enumerate(self.dens) for r in den)
        for _, rank, owner in crew:
            if rank in END_POWERS:
                END_POWERS[rank](self, owner, rank)
        for p in range(self.game.players):
            total = self.doubloons[p] + booty_value(self.den_booty[p])
            self.track[p] += max(0, total)
            self.emit("score", f"{self.who(p)} scores {max(0, total)} for campaign "
                      f"{self.campaign} ({self.track[p]} in all)", player=p, total=total)
            self.retired[p] += self.dens[p] + self.discards[p]
            self.dens[p], self.discards[p] = [], []
            self.den_booty[p] = empty_booty()
        self.bag, self.spent = dict(BAG), empty_booty()
        if self.campaign == self.game.options.campaigns:
            self.phase = OVER
            self.emit("over", "The game is over: " + ", ".join(
                f"{self.who(p)} {t}" for p, t in enumerate(self.track)))
            return
        self.campaign, self.day = self.campaign + 1, 0
        self.doubloons = [START_DOUBLOONS] * self.game.players
        self.deal_crew(MORE_CREW)
        self.start_day()

    # --- helpers the powers and choices use ------------------------------------------------
    def key(self, rank: int, owner: int) -> tuple[int, int]:
        """This table's place on the ship of `owner`'s copy of `rank` (option tie_breakers)."""
        return self.keys[owner][rank]

    def who(self, p: int) -> str:
        return self.names[p]

    def gain(self, p: int, amount: int, why: str) -> None:
        if amount:
            self.doubloons[p] += amount
            self.emit("doubloons", f"{self.who(p)} gains {amount} {why}", player=p, amount=amount)

    def lose(self, p: int, amount: int, why: str) -> int:
        """Lose as much as possible of `amount`: doubloons never go below 0. Returns the loss."""
        paid = min(amount, self.doubloons[p])
        if paid:
            self.doubloons[p] -= paid
            self.emit("doubloons", f"{self.who(p)} loses {paid} {why}", player=p, amount=-paid)
        return paid

    def to_hand(self, p: int, rank: int) -> None:
        self.hands[p].append(rank)
        self.hands[p].sort()

    def put_on_ship(self, rank: int, p: int) -> None:
        self.ship.append([rank, p])
        self.ship.sort(key=lambda c: self.key(*c))

    def discard_from_ship(self, rank: int, p: int, why: str) -> None:
        self.ship.remove([rank, p])
        self.discards[p].append(rank)
        self.emit("discard", f"{self.who(p)}'s {CREW[rank]} is discarded: {why}", rank=rank)

    def discard_from_den(self, rank: int, p: int, why: str) -> None:
        self.dens[p].remove(rank)
        self.discards[p].append(rank)
        self.emit("discard", f"{self.who(p)}'s {CREW[rank]} is discarded: {why}", rank=rank)

    def ask(self, kind: str, player: int, rank: int) -> None:
        """A power or claim needs `player` to choose: no option, nothing happens; one option,
        it is forced ('as much as possible'); several, the player is asked."""
        options = CHOICES[kind].options(self, player)
        if len(options) == 1:
            self.resolve(kind, player, options[0][0])
        elif options:
            self.pending = {"kind": kind, "player": player, "rank": rank}

    def resolve(self, kind: str, player: int, action_id: str) -> None:
        CHOICES[kind].resolve(self, player, action_id.split(":")[1:])

    # --- the engine contract ---------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.pending is not None:
            return self.pending["player"]
        return self.chooser()

    def _legal_actions(self) -> list[Action]:
        if self.pending is not None:
            opts = CHOICES[self.pending["kind"]].options(self, self.pending["player"])
            return [Action(i, label) for i, label in opts]
        return [_PLAY[r] for r in self.hands[self.chooser()]]

    def _apply(self, action: Action) -> None:
        if self.pending is None:
            p, rank = self.chooser(), int(action.id.split(":")[1])
            self.chosen[p] = rank
            self.emit("choose", f"You choose {CREW[rank].name} ({rank})", only=(p,), player=p,
                      rank=rank)
            self.emit("ready", f"{self.names[p]} has chosen a crew card", player=p)
        else:
            pending, self.pending = self.pending, None
            self.resolve(pending["kind"], pending["player"], action.id)
        self.advance()

    def why_illegal(self, action_id: str) -> str:
        if self.pending is not None:
            question = CHOICES[self.pending["kind"]].question.rstrip("?")
            return f"first answer {CREW[self.pending['rank']]}: {question}"
        if action_id.startswith("play:"):
            return "that crew card is not in your hand"
        return "it is sunrise: choose a crew card from your hand (play:<rank>)"

    def scores(self) -> list[int]:
        """The score track: each campaign's doubloons plus booty, added at its end."""
        return list(self.track)

    def _view(self, player: int | None) -> dict[str, Any]:
        mine = self.chosen[player] if player is not None else None
        return {
            "campaign": self.campaign, "day": self.day, "phase": self.phase,
            "hands": [list(h) for h in self.hands], "chosen": mine,
            "ready": [c is not None for c in self.chosen],
            "ship": [list(c) for c in self.ship], "loot": dict(self.loot),
            "dens": [list(d) for d in self.dens], "den_booty": [dict(b) for b in self.den_booty],
            "discards": [list(d) for d in self.discards], "doubloons": list(self.doubloons),
            "track": list(self.track), "bag": dict(self.bag),
            "pending": dict(self.pending) if self.pending else None,
            "claim": dict(self.claim) if self.claim else None,
        }

    def _snapshot(self) -> dict[str, Any]:
        snap = self._view(None)
        snap.update(chosen=list(self.chosen), retired=[sorted(r) for r in self.retired],
                    crew_deck=list(self.crew_deck), spent=dict(self.spent),
                    cursor=self.cursor, bag=dict(self.bag))
        return snap

    def invariants(self) -> list[str]:
        from .invariants import broken
        return broken(self)

    def shuffle_hidden(self, player: int | None, chance: Chance) -> None:
        """The only hidden thing is another player's pending crew choice: redraw it from
        that player's hand."""
        for p, rank in enumerate(self.chosen):
            if rank is not None and p != player:
                self.chosen[p] = chance.pick(self.hands[p])


_PLAY = {r: Action(f"play:{r}", f"Play {c}") for r, c in CREW.items()}


def _booty_text(booty: dict[str, int]) -> str:
    return ", ".join(f"{n} {k}" for k, n in booty.items() if n) or "nothing"


@register
class LibertaliaGame(Game):
    name = "libertalia"
    title = "Libertalia"
    min_players, max_players, default_players = 2, 6, 4
    Options = LibertaliaOptions
    State = LibertaliaState
    bots: dict[str, type] = {}
    variants = ({"campaigns": 1},)
    matches = (Match("greedy", players=4, bar=0.40),)
