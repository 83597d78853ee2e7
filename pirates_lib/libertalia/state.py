"""Libertalia's state: every field declared once, in `setup`; the flow of three campaigns of
six days, each day sunrise, day, dusk, night; the helpers the crew powers and choices call;
the engine's hooks handed to `actions` and `views`.

The secret crew choice is taken one player at a time (docs/architecture.md, "Simultaneous
games"); a choice is written in `chosen` and stays out of every other view until the reveal.
Hands are public: everything that enters or leaves a hand happens face up (identical deals,
reveals, Recruiter and Surgeon), so a player with a good memory knows them all."""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..engine import State
from ..engine.words import counted, listing
from . import actions, mechanics, views
from .choices import CHOICES
from .components import (BAG, BOOTY_KINDS, CREW, DAY, DAYS, DUSK, FIRST_CREW, MORE_CREW, OVER,
                         RANKS, START_DOUBLOONS, SUNRISE, booty_text, doubloons_words)
from .powers import DAY_POWERS, END_POWERS, NIGHT_POWERS, Power

if TYPE_CHECKING:
    from . import LibertaliaGame

Aboard = list[int]  # [rank, owner]: one crew card on the ship


class LibertaliaState(State):
    """One game of Libertalia. Seats are player colours; all fields are plain JSON data."""

    actions = actions  # the engine's hooks hand over to these two modules
    views = views

    game: LibertaliaGame
    constant = ("keys",)  # the ship places of the tie-breaker table: clones share them
    #: Who must act now: a field, not the engine's property, since the engine asks for it
    #: several times an action and it only changes when the rules run. `advance` notes it
    #: where the rules stop, `changed` after a change from outside an action; None from the
    #: moment the game ends (its last line already names the winners).
    to_move: int | None = None

    def setup(self) -> None:
        """Rulebook, Structure: 'all players have an identical random set of 9 crew cards and
        10 doubloons'; [ruling] the bag holds all 50 tokens and the first day's booty is drawn
        before anyone chooses."""
        n = self.game.players
        #: Each seat's place on the ship for each rank (index 0 unused): rank, tie-breaker.
        self.keys: mechanics.ShipPlaces = self.game.ship_keys
        self.campaign: int = 1
        self.day: int = 0
        self.phase: str = SUNRISE
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
        self.cursor: list[int] | None = None  # the ship key of the last crew that acted today
        self.pending: dict[str, Any] | None = None  # a question: kind, player, rank asking
        self.claim: dict[str, Any] | None = None  # the dusk claim under way
        self.to_move = None  # who must act now (see the class): `advance` below works it out
        #: Each scored campaign: per seat its doubloons, its booty's value and the points the
        #: marker moved (public: everyone watches the score track).
        self.results: list[list[dict[str, int]]] = []
        self.deal_crew(FIRST_CREW)
        self.start_day()
        self.advance()

    # --- sunrise ------------------------------------------------------------------------------
    def deal_crew(self, count: int) -> None:
        """Rulebook: 'all players have an identical random set' of crew: draw ranks not yet
        drawn and give every player the same ones, face up."""
        drawn, self.crew_deck = mechanics.deal_ranks(self.crew_deck, count, self.chance)
        for hand in self.hands:
            hand.extend(drawn)
            hand.sort()
        names = listing([str(CREW[r]) for r in drawn])
        self.emit("deal", f"Campaign {self.campaign}: every pirate recruits {names}", ranks=drawn)

    def start_day(self) -> None:
        """[ruling] 'each day, before anyone chooses a crew card, as many tokens as players
        are drawn face up for that day'."""
        self.day += 1
        self.phase, self.cursor = SUNRISE, None
        for kind in mechanics.draw_tokens(self.bag, self.game.players, self.chance):
            self.loot[kind] += 1
        self.emit("day", f"Campaign {self.campaign}, day {self.day}: the booty is "
                  f"{booty_text(self.loot)}", campaign=self.campaign, day=self.day)

    def chooser(self) -> int | None:
        """Who still has to choose a crew card. [ruling] a player with an empty hand sits the
        day out."""
        for p, c in enumerate(self.chosen):
            if c is None and self.hands[p]:
                return p
        return None

    def choose(self, player: int, rank: int) -> None:
        """Rulebook, Sunrise: 'each player secretly chooses one crew card to play': only the
        chooser's own log line names it; the others read that a choice is made."""
        self.chosen[player] = rank
        self.emit("choose", f"You choose {CREW[rank].name} ({rank})", only=(player,),
                  player=player, rank=rank)
        self.emit("ready", f"{self.who(player)} has chosen a crew card", player=player)

    def reveal(self) -> None:
        """Rulebook, Sunrise: 'reveal their chosen crew members and place them on the cargo
        ship from lowest on the left to the highest on the right'; ties by tie-breaker."""
        for p, rank in enumerate(self.chosen):
            if rank is not None:
                self.hands[p].remove(rank)
                self.ship.append([rank, p])
        self.sort_ship()
        self.chosen = [None] * self.game.players
        self.phase, self.cursor = DAY, None
        crew = listing([f"{self.who(p)}'s {CREW[r]}" for r, p in self.ship])
        self.emit("reveal", f"Sunrise: the ship, left to right: {crew}",
                  ship=[list(c) for c in self.ship])

    def advance(self) -> None:
        """Run the rules until someone must choose or the game is over, and note who must."""
        while self.pending is None and self.phase != OVER:
            if self.phase == SUNRISE:
                self.to_move = self.chooser()
                if self.to_move is not None:
                    return
                self.reveal()
            elif self.phase == DAY:
                self.day_step()
            else:
                self.dusk_step()
        self.to_move = self.next_mover()

    # --- day ------------------------------------------------------------------------------------
    def day_step(self) -> None:
        """Rulebook, Day: 'all crew members with a day action ... must take it, in increasing
        order of rank'. One crew acts; with none left, dusk begins."""
        crew = self.next_day_crew()
        if crew is None:
            self.phase = DUSK
            self.emit("phase", "Dusk: the crew claim booty, highest rank first")
            return
        self.cursor = list(self.key(*crew))
        DAY_POWERS[crew[0]](self, crew[1], crew[0])

    def next_day_crew(self) -> Aboard | None:
        """The next crew with a day power right of the last one that acted, so that crew
        added (the Parrot's replacement) or removed (the Brute's victim) meanwhile are
        handled."""
        keys, after = self.keys.seats, None if self.cursor is None else tuple(self.cursor)
        for rank, owner in self.ship:
            if rank in DAY_POWERS and (after is None or keys[owner][rank] > after):
                return [rank, owner]
        return None

    # --- dusk -----------------------------------------------------------------------------------
    def dusk_step(self) -> None:
        """Rulebook, Dusk: claims 'in decreasing order of rank'; each crew goes to its den
        (with its dusk action) 'before the next booty is claimed'. With the ship empty, night
        falls and the day ends."""
        if self.claim is None:
            if not self.ship:
                self.night()
                self.end_day()
                return
            rank, owner = self.ship[-1]
            self.claim = {"rank": rank, "owner": owner, "officer": False,
                          "left": mechanics.tokens_claimed(rank)}
        claim = self.claim
        if claim["left"] > 0 and any(self.loot.values()):
            self.ask("take", claim["owner"], claim["rank"])
            return
        self.go_home(claim)

    def go_home(self, claim: dict[str, Any]) -> None:
        """Rulebook: 'When the Spanish Officer is taken your character is discarded instead of
        being added to your den'; otherwise the crew goes to its den, claim done."""
        self.ship.remove([claim["rank"], claim["owner"]])
        self.claim = None
        if claim["officer"]:
            self.discards[claim["owner"]].append(claim["rank"])
            self.emit("discard", f"A Spanish officer arrests {self.who(claim['owner'])}'s "
                      f"{CREW[claim['rank']]}", rank=claim["rank"])
        else:
            self.dens[claim["owner"]].append(claim["rank"])

    # --- night and the day's end ----------------------------------------------------------------
    def night(self) -> None:
        """Rulebook, Night: 'all crew members in your den resolve their night actions every
        night'. [ruling] across all dens, lowest rank first (as in the day phase); a crew
        discarded before its turn does not act. No night power puts crew into a den, so the
        order is fixed at nightfall: each crew in it acts if it is still in its den."""
        self.emit("phase", "Night: every crew in every den acts")
        for rank, owner in self.den_crew(NIGHT_POWERS):
            if rank in self.dens[owner]:
                NIGHT_POWERS[rank](self, owner, rank)

    def end_day(self) -> None:
        """[ruling] 'Tokens not taken that day are discarded at the end of the day.' After the
        sixth day the campaign ends."""
        for k in BOOTY_KINDS:
            self.spent[k] += self.loot[k]
            self.loot[k] = 0
        if self.day < DAYS:
            self.start_day()
        else:
            self.end_campaign()

    # --- the campaigns ----------------------------------------------------------------------------
    def end_campaign(self) -> None:
        """Rulebook, End of campaign: anchor actions, then booty and doubloons onto the
        score track; used crew leave the game; then the next campaign, or the game's end."""
        self.emit("phase", f"End of campaign {self.campaign}: the crew in the dens use their "
                  "end-of-campaign (anchor) powers, then everyone scores")
        self.anchor()
        self.results.append([])
        for p in range(self.game.players):
            self.score_campaign(p)
        self.bag, self.spent = dict(BAG), mechanics.empty_booty()
        if self.campaign == self.game.options.campaigns:
            self.phase, self.to_move = OVER, None  # over: nobody moves, and `winners` knows
            self.emit("over", self.result_text(), winners=self.winners())
            return
        self.start_campaign()

    def result_text(self) -> str:
        """The game's last line: who won, with how many points, then everyone else."""
        winners = self.winners()
        best = counted(self.track[winners[0]], "point")
        names = listing([self.who(p) for p in winners])
        won = f"{names} wins with {best}" if len(winners) == 1 else (
            f"{names} share the win with {best} each")
        rest = [f"{self.who(p)} {t}" for p, t in sorted(
            enumerate(self.track), key=lambda pt: -pt[1]) if p not in winners]
        return f"The game is over: {won}" + (f" ({listing(rest)})" if rest else "")

    def anchor(self) -> None:
        """Rulebook: 'Players resolve all "end of campaign" actions (anchor symbol) of crew
        members still alive in their dens'. [ruling] lowest rank first, across all dens."""
        for rank, owner in self.den_crew(END_POWERS):
            END_POWERS[rank](self, owner, rank)

    def den_crew(self, powers: Mapping[int, Power]) -> list[tuple[int, int]]:
        """Every crew in every den with a power in `powers`, as (rank, owner), in the order
        they act: [ruling] lowest rank first across all dens, ties by tie-breaker (as on the
        ship)."""
        keys = self.keys.seats
        return [(r, p) for _, r, p in sorted((keys[p][r], r, p) for p, den in enumerate(self.dens)
                                             for r in den if r in powers)]

    def score_campaign(self, p: int) -> None:
        """Rulebook: 'Each player adds up the value of their booty tokens and doubloons ... and
        moves their score marker ahead'; 'All used crew members are removed from the game'
        ([ruling] the discard piles too)."""
        doubloons, booty = self.doubloons[p], mechanics.booty_value(self.den_booty[p])
        moved = mechanics.track_move(doubloons + booty)
        self.track[p] += moved
        self.results[-1].append({"doubloons": doubloons, "booty": booty, "points": moved})
        worth = "no booty" if not any(self.den_booty[p].values()) else f"booty worth {booty}"
        floor = "; a total below zero scores nothing" if doubloons + booty < 0 else ""
        self.emit("score", f"{self.who(p)} scores {counted(moved, 'point')} for campaign "
                  f"{self.campaign}: {doubloons_words(doubloons)} and {worth}{floor} "
                  f"(total {self.track[p]})", player=p, total=doubloons + booty)
        self.retired[p] += self.dens[p] + self.discards[p]
        self.dens[p], self.discards[p] = [], []
        self.den_booty[p] = mechanics.empty_booty()

    def start_campaign(self) -> None:
        """Rulebook: 'each player gets 10 new doubloons and add an identical random set of 6
        crew cards' to the cards left in hand ([ruling] all of them, however many)."""
        self.campaign, self.day = self.campaign + 1, 0
        self.doubloons = [START_DOUBLOONS] * self.game.players
        self.deal_crew(MORE_CREW)
        self.start_day()

    # --- what the powers and choices call ---------------------------------------------------------
    def key(self, rank: int, owner: int) -> tuple[int, int]:
        """This table's place on the ship of `owner`'s copy of `rank` (option tie_breakers)."""
        return self.keys.seats[owner][rank]

    def who(self, p: int) -> str:
        """Seat `p`'s name, for the log."""
        return self.game.names[p]

    def gain(self, p: int, amount: int, why: str) -> None:
        """Seat `p` gains `amount` doubloons, in the public log (a gain of 0 says nothing)."""
        if amount:
            self.doubloons[p] += amount
            self.emit("doubloons", f"{self.who(p)} gains {doubloons_words(amount)} {why}",
                      player=p, amount=amount)

    def lose(self, p: int, amount: int, why: str) -> int:
        """[ruling] doubloons never go below 0: lose as much of `amount` as there is. Returns
        the loss (what the Beggar receives)."""
        paid = min(amount, self.doubloons[p])
        if paid:
            self.doubloons[p] -= paid
            self.emit("doubloons", f"{self.who(p)} loses {doubloons_words(paid)} {why}",
                      player=p, amount=-paid)
        return paid

    def to_hand(self, p: int, rank: int) -> None:
        """A crew card back into its owner's hand, which stays sorted."""
        self.hands[p].append(rank)
        self.hands[p].sort()

    def put_on_ship(self, rank: int, p: int) -> None:
        """A crew card onto the ship at its place by rank and tie-breaker."""
        self.ship.append([rank, p])
        self.sort_ship()

    def sort_ship(self) -> None:
        """Rulebook, Sunrise: the crew stand 'from lowest on the left to the highest on the
        right. If there is a tie, the lower tie breaker number goes the left'."""
        keys = self.keys.seats
        self.ship.sort(key=lambda c: keys[c[1]][c[0]])

    def discard_from_ship(self, rank: int, p: int, why: str) -> None:
        """A crew card from the ship to its owner's discard pile, in the public log."""
        self.ship.remove([rank, p])
        self.discards[p].append(rank)
        self.emit("discard", f"{self.who(p)}'s {CREW[rank]} is discarded: {why}", rank=rank)

    def discard_from_den(self, rank: int, p: int, why: str) -> None:
        """A crew card from a den to its owner's discard pile, in the public log."""
        self.dens[p].remove(rank)
        self.discards[p].append(rank)
        self.emit("discard", f"{self.who(p)}'s {CREW[rank]} is discarded: {why}", rank=rank)

    def ask(self, kind: str, player: int, rank: int) -> None:
        """A power or claim needs `player` to choose. Rulebook: crew 'resolve as much of their
        actions as possible': no option, nothing happens; [ruling] one option is forced
        without asking; several, the player is asked (`pending`)."""
        options = CHOICES[kind].options(self, player)
        if len(options) == 1:
            CHOICES[kind].resolve(self, player, *options[0].args)
        elif options:
            self.pending = {"kind": kind, "player": player, "rank": rank}

    # --- whose move, and the score ----------------------------------------------------------
    def next_mover(self) -> int | None:
        """Whoever must answer a pending question, else the next chooser; None when over."""
        if self.phase == OVER:
            return None
        if self.pending is not None:
            return self.pending["player"]
        return self.chooser()

    def changed(self) -> None:
        """A change from outside an action (a staged position, a redeal): who moves is worked
        out again, as the engine forgets its legal actions."""
        super().changed()
        self.to_move = self.next_mover()

    def scores(self) -> list[int]:
        """The score track: each campaign's doubloons plus booty, added at its end."""
        return list(self.track)

