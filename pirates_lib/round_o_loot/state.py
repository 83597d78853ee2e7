"""Round-o-Loot's state: every field declared once, in `setup`; the flow of turns and rounds;
the engine's hooks handed to `actions` and `views`.

One turn (rulebook, Turn): phase 1 plays, discards or combines cards; a combination may ask
other seats for a choice (direction, cards to give, cards to keep, a cannon against the
compass); phase 2 draws up to the hand limit. Between choices the table runs itself forward
(`proceed`), so `to_move` is always a seat with a real decision."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from pirates_lib.engine import State
from pirates_lib.engine.words import counted, listing

from . import actions, compass, components as C, mechanics, memory, views
from .mechanics import Pile

if TYPE_CHECKING:
    from . import RoundOLootGame


class RoundOLootState(State):
    """Everything on the table. Cards are multisets (card -> copies): a hand, each seat's
    played cards, the discard pile, the deck (with the Jolly Roger and compass while hidden
    in it) and `out` (the revealed Jolly Roger)."""

    actions = actions  # the engine's hooks hand over to these two modules
    views = views

    game: RoundOLootGame

    def setup(self) -> None:
        """Rulebook, Set-up: 'Remove all doubloon cards from the deck' (they are the trophies
        counted in `doubloons`), then the first deal. Ruling: Anne deals the first round."""
        n = self.game.players
        self.doubloons: list[int] = [0] * n
        self.round: int = 0
        self.dealer: int = 0
        self.last_round: dict[str, Any] | None = None
        self.hands: list[Pile] = [{} for _ in range(n)]
        self.deck: Pile = {}
        self.played: list[Pile] = [{} for _ in range(n)]
        self.rums: list[int] = [0] * n  # rum played this round, for the hand limit
        self.discard: Pile = {}
        self.out: Pile = {}  # the revealed Jolly Roger
        self.received: Pile = {}  # cards given to a Keelhaul, not yet kept or discarded
        self.givers: list[int] = []  # seats still to give to a Keelhaul, in order
        self.compass_queue: list[int] = []  # seats still to answer the compass, in order
        self.known: list[list[Pile]] = []  # known[knower][holder]: memory.py
        self.given: list[Pile] = []  # each giver's gifts to the Keelhaul in progress
        self.last_turns: list[int] | None = None  # seats owed a last turn once the round ends
        self.ended_by: dict[str, Any] | None = None  # how and by whom the round is ending
        self.current: int = 0  # whose turn it is
        self.phase: str = "start"  # a choice of components.CHOICES, a passing step, "over"
        self.deal()
        self.proceed()

    # --- the flow: a round ------------------------------------------------------------------
    def full_deck(self) -> Pile:
        """Every card of this game's set (options `deck`, `expansion`, `expansion_deck`): the
        game's, worked out once (`RoundOLootGame.full_deck`), so never change it."""
        return self.game.full_deck

    def deal(self) -> None:
        """A new round: 'The dealer starts the round' with fresh hands (mechanics.deal), no
        cards played, 'Hand limits are reset to 5', and nobody remembering any hand."""
        n = self.game.players
        self.round += 1
        self.hands, self.deck = mechanics.deal(self.full_deck(), n, self.dealer, self.chance)
        self.played = [{} for _ in range(n)]
        self.rums = [0] * n
        self.discard, self.out, self.received = {}, {}, {}
        self.givers, self.compass_queue = [], []
        memory.forget_all(self)
        self.last_turns, self.ended_by = None, None
        self.current, self.phase = self.dealer, "start"
        self.emit("round", f"Round {self.round}: {self.game.names[self.dealer]} deals and "
                  "starts.", round=self.round, dealer=self.dealer)
        for seat, hand in enumerate(self.hands):
            self.emit("hand", f"You are dealt {C.pile_text(hand)}.",
                      only=(seat,))

    def reveal_jolly_roger(self, drawer: int) -> None:
        """Rulebook, Round: 'someone draws the Jolly Roger card. Reveal it immediately. Other
        players can play one more turn after that, but do not draw new cards.'"""
        self.out[C.JOLLY_ROGER] = 1
        self.ended_by = {"how": "jolly_roger", "by": drawer}
        self.emit("jolly_roger", f"{self.game.names[drawer]} draws the Jolly Roger! "
                  f"{self.others_play_last(drawer)}", player=drawer)
        self.begin_last_turns(drawer)

    def others_play_last(self, p: int) -> str:
        """ "Everyone else plays one last turn without drawing." (with two seats, by name)."""
        others = [self.game.names[q] for q in mechanics.seats_after(p, self.game.players)]
        who = others[0] if len(others) == 1 else "Everyone else"
        return f"{who} plays one last turn without drawing."

    def begin_last_turns(self, p: int) -> None:
        """The Jolly Roger (or Walk the Plank) at `p`: every other seat, in seat order, owes
        one last turn without drawing (ruling)."""
        self.last_turns = mechanics.seats_after(p, self.game.players)

    def score_round(self) -> None:
        """Rulebook, Round: the most points wins a doubloon (mechanics.doubloon_winners), the
        least points deals next (mechanics.next_dealer), 'Player with 3 doubloon cards wins
        the game' (option `doubloons_to_win`)."""
        n, names = self.game.players, self.game.names
        points = [self.points(p) for p in range(n)]
        cards = [sum(self.played[p].values()) for p in range(n)]
        winners = mechanics.doubloon_winners(points, cards)
        for p in winners:
            self.doubloons[p] += 1
        dealer = mechanics.next_dealer(points, self.dealer)
        self.last_round = {"round": self.round, "points": points, "cards": cards,
                           "doubloon": winners, "next_dealer": dealer}
        table = ", ".join(f"{names[p]} {points[p]}" for p in range(n))
        won = (f"{names[winners[0]]} wins a doubloon" if len(winners) == 1 else
               f"{listing([names[p] for p in winners])} win a doubloon each")
        self.emit("score", f"End of round {self.round}. Points: {table}. {won}.",
                  points=points, doubloon=winners)
        if max(self.doubloons) >= self.game.options.doubloons_to_win:
            self.finish()
            return
        self.dealer = dealer
        self.deal()

    def finish(self, reason: str = "") -> None:
        """The game is over, won by the most doubloons: at the end of a round that gives a
        seat `doubloons_to_win`, or wherever play stops at the most actions a save holds
        (`reason`; ruling in docs/rules/round_o_loot.md)."""
        self.phase = "over"
        most = max(self.doubloons)
        best = [self.game.names[p] for p, d in enumerate(self.doubloons) if d == most]
        ends = f"The game ends: {reason}. " if reason else ""
        self.emit("over", f"{ends}{listing(best)} {'win' if len(best) > 1 else 'wins'} the "
                  f"game with {counted(most, 'doubloon')}.")

    # --- the flow: a turn -------------------------------------------------------------------
    def proceed(self) -> None:
        """Run the table forward until a seat has a decision to make (or the game ends), then
        forget the legal actions of the step before. Each passing step ("start", "draw",
        "end") sets the next phase; a choice or "over" has no step, so the table rests."""
        step = _STEPS.get(self.phase)
        while step is not None:
            step(self)
            step = _STEPS.get(self.phase)
        self.changed()

    def draw_step(self) -> None:
        """Phase 2, then the turn ends; in the last turns nobody draws (rulebook, Round:
        'do not draw new cards'). A compass to answer first leaves the turn waiting."""
        if self.last_turns is not None or not self.draw_up(self.current):
            self.phase = "end"

    def start_turn(self) -> None:
        """A seat with cards plays; ruling: an empty hand has nothing to play or discard, so
        it draws at once (or, in the Jolly Roger's last turns, its turn passes)."""
        p = self.current
        if self.hands[p]:
            self.phase = "play"
        elif self.last_turns is None:
            self.emit("empty", f"{self.game.names[p]} has no cards and draws.", player=p)
            self.phase = "draw"
        else:
            self.emit("empty", f"{self.game.names[p]} has no cards for a last turn.", player=p)
            self.phase = "end"

    def end_turn(self) -> None:
        """'Then the next player starts their turn'; after the Jolly Roger, only the seats
        owed a last turn play, then the round is scored."""
        if self.last_turns is None:
            self.current = (self.current + 1) % self.game.players
            self.phase = "start"
        elif self.last_turns:
            self.current = self.last_turns.pop(0)
            self.phase = "start"
        else:
            self.score_round()

    def draw_up(self, p: int) -> bool:
        """Rulebook, Phase 2: 'Draw cards up to your current hand limit.' The Jolly Roger
        stops the drawing; the compass interrupts it (True: a seat must answer it first).
        Nothing played while drawing, so the limit stays; only the compass changes hands."""
        limit, only, hand = self.limit(p), (p,), self.hands[p]
        missing = limit - sum(hand.values())
        while missing > 0 and self.last_turns is None:
            card = self.chance.draw(self.deck)
            if card == C.JOLLY_ROGER:
                self.reveal_jolly_roger(p)
            elif card == C.COMPASS:
                if compass.drawn(self, p):
                    return True
                hand = self.hands[p]
                missing = limit - sum(hand.values())
            else:
                hand[card] = hand.get(card, 0) + 1
                missing -= 1
                self.emit("draw", _drawn_text(card), only=only, card=card)
        return False

    def limit(self, player: int) -> int:
        """The seat's hand limit now, from the rum it has played this round."""
        return mechanics.hand_limit(self.rums[player])

    def points(self, player: int) -> int:
        """Rulebook, Round: 'Count the points from the played cards.'"""
        return mechanics.points(self.played[player])

    # --- whose decision, and the score --------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat whose choice the table waits for: a Keelhaul's next giver, the compass's
        next seat to answer, otherwise the seat whose turn it is; None once the game is over."""
        phase = self.phase
        if phase == "play":  # by far the commonest: asked three times a step
            return self.current
        if phase == "give":
            return self.givers[0]
        if phase == "compass":
            return self.compass_queue[0]
        return None if phase == "over" else self.current

    def scores(self) -> list[int]:
        """The game's score is the doubloons won ('Player with 3 doubloon cards wins')."""
        return list(self.doubloons)


@lru_cache(maxsize=None)
def _drawn_text(card: str) -> str:
    """The private log line of a card drawn (built once per card: draws are the commonest
    event of a playout)."""
    return f"You draw {C.cards_text((card,))}."


#: The passing steps of `proceed`, by phase (a choice and "over" have none: the table rests).
_STEPS = {"start": RoundOLootState.start_turn, "draw": RoundOLootState.draw_step,
          "end": RoundOLootState.end_turn}
