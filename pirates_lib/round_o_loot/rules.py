"""Round-o-Loot: the state machine of a whole game (rounds until someone holds 3 doubloons).

One turn (rulebook, Turn): phase 1 plays, discards or combines cards; a combination may ask
other seats for a choice (direction, cards to give, cards to keep, a cannon against the
compass); phase 2 draws up to the hand limit. Between choices the state runs itself forward
(`_proceed`), so `to_move` is always a seat with a real decision. The combinations and the
compass live in `effects.py`; scoring and the deal in `rounds.py`."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import Match, Action, Chance, Game, RandomBot, State, register, take_card
from . import effects, memory, moves, rounds
from .bots import CaptainBot
from .components import (BASE_ICONS, COMPASS, DOUBLOONS_TO_WIN, EXPANSION_ICONS, JOLLY_ROGER,
                         RUM, START_HAND, base_deck, check_deck, expansion_deck, hand_limit,
                         icon_of)

# Phases where a seat must choose; "start", "draw" and "end" are passed through at once.
CHOICES = ("play", "direction", "give", "keep", "compass")


@dataclass(frozen=True)
class Options:
    """`deck` and `expansion_deck` are [assumed] (components.py); pass your own as
    ``{"bananas-3": 2, ...}``. `expansion` adds the compass, cannons and rats."""

    expansion: bool = False
    deck: dict = field(default_factory=base_deck)
    expansion_deck: dict = field(default_factory=expansion_deck)
    doubloons_to_win: int = DOUBLOONS_TO_WIN

    def check(self, players: int) -> None:
        check_deck(self.deck, "deck", BASE_ICONS + EXPANSION_ICONS)
        check_deck(self.expansion_deck, "expansion_deck", EXPANSION_ICONS)
        cards = sum(self.deck.values()) + self.expansion * sum(self.expansion_deck.values())
        if cards < START_HAND * players:
            raise ValueError(f"deck: {cards} cards cannot deal {START_HAND} to each of "
                             f"{players} players")
        if type(self.doubloons_to_win) is not int or self.doubloons_to_win < 1:
            raise ValueError(f"doubloons_to_win must be a whole number of at least 1, not "
                             f"{self.doubloons_to_win!r}")


class RoundOLootState(State):
    """Everything on the table. Cards are multisets (card -> copies): a hand, each seat's
    played cards, the discard pile, the deck (with the Jolly Roger and compass while hidden
    in it) and `out` (the revealed Jolly Roger)."""

    def setup(self) -> None:
        n = self.game.players
        self.doubloons = [0] * n
        self.round = 0
        self.dealer = 0  # ruled: Anne deals the first round
        self.last_round: dict[str, Any] | None = None
        rounds.deal(self)
        self._proceed()

    # --- whose decision -------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        phase = self.phase
        if phase == "over":
            return None
        if phase == "give":
            return self.givers[0]
        if phase == "compass":
            return self.compass_queue[0]
        return self.current

    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "play":
            return moves.turn_actions(self.hands[self.current])
        if phase == "direction":
            return [moves.make("direction", (d,)) for d in moves.DIRECTIONS]
        if phase == "give":
            return moves.give_actions(self.hands[self.givers[0]])
        if phase == "keep":
            return moves.keep_actions(self.received)
        return effects.compass_actions(self.hands[self.compass_queue[0]])

    def _apply(self, action: Action) -> None:
        kind, cards = moves.parse(action.id)
        if self.phase == "play":
            self._phase_one(kind, cards)
        elif self.phase == "direction":
            effects.pass_hands(self, cards[0])
        elif self.phase == "give":
            effects.give(self, cards)
        elif self.phase == "keep":
            effects.keep(self, cards)
        else:
            effects.answer_compass(self, cards)
        self._proceed()

    def why_illegal(self, action_id: str) -> str:
        """Say which rule refuses the id, in the players' words."""
        kind, cards = moves.parse(action_id)
        return rounds.why_illegal(self, kind, cards)

    # --- a turn ---------------------------------------------------------------------------
    def _phase_one(self, kind: str, cards: tuple[str, ...]) -> None:
        """Rulebook, Phase 1: 'Set played cards in front of you. Discarded cards go to the
        separate discard pile icon side up.' A combination's effect is immediate."""
        p, name = self.current, self.game.names[self.current]
        hand = self.hands[p]
        for card in cards:
            take_card(hand, card)
        memory.cards_left_face_up(self, p, cards)
        if kind == "discard":
            _add(self.discard, cards)
            self.emit("discard", f"{name} discards {moves.cards_text(cards)}.",
                      player=p, cards=list(cards))
            self.phase = "draw"
            return
        _add(self.played[p], cards)
        self.rums[p] += sum(1 for c in cards if icon_of(c) == RUM)
        title = moves.COMBINATION_NAMES.get(kind, "")
        self.emit("play", f"{name} plays {moves.cards_text(cards)}"
                  f"{' - ' + title if title else ''} (hand limit {self.limit(p)}).",
                  player=p, cards=list(cards), combination=kind if title else None)
        self.phase = "draw"
        if title:
            effects.combination(self, kind)

    def limit(self, player: int) -> int:
        """The seat's hand limit now, from the rum it has played this round."""
        return hand_limit(self.rums[player])

    def _proceed(self) -> None:
        """Run the table forward until a seat has a decision to make (or the game ends)."""
        while self.phase not in CHOICES and self.phase != "over":
            if self.phase == "draw":
                if self.last_turns is None and self._draw_up(self.current):
                    return
                self.phase = "end"
            elif self.phase == "end":
                self._end_turn()
            else:  # "start": a seat begins its turn
                self._start_turn()

    def _start_turn(self) -> None:
        """A seat with cards plays; an empty hand has nothing to play or discard, so it
        draws at once (or, in the Jolly Roger's last turns, its turn passes)."""
        p = self.current
        if self.hands[p]:
            self.phase = "play"
        elif self.last_turns is None:
            self.emit("empty", f"{self.game.names[p]} has no cards and draws.", player=p)
            self.phase = "draw"
        else:
            self.emit("empty", f"{self.game.names[p]} has no cards for a last turn.", player=p)
            self.phase = "end"

    def _end_turn(self) -> None:
        """'Then the next player starts their turn'; after the Jolly Roger, only the seats
        owed a last turn play, then the round is scored."""
        if self.last_turns is None:
            self.current = (self.current + 1) % self.game.players
            self.phase = "start"
        elif self.last_turns:
            self.current = self.last_turns.pop(0)
            self.phase = "start"
        else:
            rounds.score(self)

    def _draw_up(self, p: int) -> bool:
        """Rulebook, Phase 2: 'Draw cards up to your current hand limit.' The Jolly Roger
        stops the drawing; the compass interrupts it (True: a seat must answer it first)."""
        while self.last_turns is None and sum(self.hands[p].values()) < self.limit(p):
            card = self.chance.draw(self.deck)
            if card == JOLLY_ROGER:
                rounds.reveal_jolly_roger(self, p)
            elif card == COMPASS:
                if effects.compass_drawn(self, p):
                    return True
            else:  # the compass may have replaced the hand: look it up each time
                hand = self.hands[p]
                hand[card] = hand.get(card, 0) + 1
                self.emit("draw", moves.drawn_text(card), only=(p,), card=card)
        return False

    def begin_last_turns(self, p: int) -> None:
        """The Jolly Roger (or Walk the Plank) at `p`: every other seat, in seat order, owes
        one last turn without drawing (RULINGS.md)."""
        n = self.game.players
        self.last_turns = [(p + k) % n for k in range(1, n)]

    # --- what the rules hold --------------------------------------------------------------
    def scores(self) -> list[int]:
        """The game's score is the doubloons won ('Player with 3 doubloon cards wins')."""
        return list(self.doubloons)

    def points(self, player: int) -> int:
        """Rulebook, Round: 'Count the points from the played cards.'"""
        return sum(rounds.card_points(c) * k for c, k in self.played[player].items())

    def _view(self, player: int | None) -> dict[str, Any]:
        return rounds.view(self, player)

    def _snapshot(self) -> dict[str, Any]:
        return rounds.snapshot(self)

    def invariants(self) -> list[str]:
        return rounds.invariants(self)

    def shuffle_hidden(self, player: int | None, chance: Chance) -> None:
        rounds.shuffle_hidden(self, player, chance)


def _add(pile: dict[str, int], cards: tuple[str, ...]) -> None:
    for card in cards:
        pile[card] = pile.get(card, 0) + 1


def full_deck(game: Game) -> dict[str, int]:
    """Every card of this game's set: the deck, the expansion if used, the Jolly Roger and
    (with the expansion) the compass, in card order."""
    deck = dict(game.options.deck)
    if game.options.expansion:
        for card, k in game.options.expansion_deck.items():
            deck[card] = deck.get(card, 0) + k
        deck[COMPASS] = 1
    deck[JOLLY_ROGER] = 1
    # A canonical order: draws walk the dict, and a save brings options back key-sorted.
    return {card: deck[card] for card in sorted(deck, key=moves.card_order)}


@register
class RoundOLoot(Game):
    name = "round_o_loot"
    title = "Round-o-Loot"
    min_players, max_players, default_players = 2, 5, 3
    Options = Options
    State = RoundOLootState
    bots = {"random": RandomBot, "captain": CaptainBot}
    variants = ({"expansion": True},)
    matches = (Match("captain", players=3, bar=0.50),
               Match("captain", players=3, bar=0.50, options={"expansion": True}))

