"""Cutlass Clash, the one-module example game of docs/new_game.md ("A game in one module").

Nine cards numbered 1 to 9; each player holds a secret hand of three. A game is three
clashes. In a clash, starting with its leader, each player in turn plays one card from their
hand face up: the highest card wins the clash and a doubloon, and its player leads the next
clash. After the last clash, doubloons score.

    from examples.cutlass_clash import CutlassClashGame
    state = CutlassClashGame(players=2).new_game(seed=1)

A game this small lives in one module, in the order of a package's layers: the data, the rule
functions, the actions with `CODEC` and `FLOW`, the views, the state (which names no modules:
this one is both its `actions` and its `views`), the bots, and the declaration, registered
last. Provenance: every number here is [toy], the rules of this example game."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypedDict

from pirates_lib.engine import Action, Bot, ChanceLike, Game, RandomBot, State, pool, register
from pirates_lib.engine.flow import OVER, Automatic, Decision, Flow, Follow
from pirates_lib.engine.ids import Codec
from pirates_lib.engine.words import counted, listing

# --- data ------------------------------------------------------------------------------------
CARDS = tuple(range(1, 10))  # [toy] nine cards numbered 1 to 9, one of each
HAND = 3  # [toy] "each player holds a secret hand of three": the option `hand`


def check_hand(hand: int, players: int) -> None:
    """An option's check: every seat needs a card, and the nine cards must go round."""
    if not 1 <= hand <= len(CARDS) // players:
        raise ValueError(f"hand must be 1 to {len(CARDS) // players} cards for {players} "
                         f"players (nine cards in all), not {hand}")


# --- rule functions ----------------------------------------------------------------------------
def clash_winner(table: list[tuple[int, int]]) -> tuple[int, int]:
    """The (seat, card) that wins a clash. Rule: "the highest card wins the clash" (every
    card is different, so there is never a tie)."""
    return max(table, key=lambda played: played[1])


# --- actions and the flow -----------------------------------------------------------------------
CODEC = Codec({"play": "play:{int}"})  # every id, spelt once


def legal_plays(state: CutlassClashState) -> list[Action]:
    """Rule: "each player in turn plays one card from their hand"."""
    return [CODEC.action("play", f"Play card {card}", card) for card in state.hands[state.turn]]


def why_illegal(state: CutlassClashState, action_id: str) -> str:
    """A card the seat to move does not hold (the id is well formed: the engine checked)."""
    parsed = CODEC.parse(action_id)
    card = parsed[1][0] if parsed else None
    return f"card {card} is not in your hand"


def play_card(state: CutlassClashState, card: int) -> Follow:
    """Rule: "each player in turn plays one card face up"; once all have, the clash ends."""
    seat = state.turn
    state.hands[seat].remove(card)
    state.table.append((seat, card))
    state.emit("play", f"{state.game.names[seat]} plays card {card}.", card=card)
    if len(state.table) == state.game.players:
        return [("clash_end",)]
    state.turn = (seat + 1) % state.game.players
    return [("play",)]


def end_clash(state: CutlassClashState) -> Follow:
    """Rule: "the highest card wins the clash and a doubloon, and its player leads the next
    clash"; after the last clash the game is over."""
    winner, card = clash_winner(state.table)
    state.doubloons[winner] += 1
    state.discards += [played for _, played in state.table]
    state.table = []
    state.turn = winner
    state.emit("clash", f"{state.game.names[winner]} wins the clash with card {card} and now "
               f"has {counted(state.doubloons[winner], 'doubloon')}.", seat=winner)
    return [("play",)] if state.hands[winner] else OVER


FLOW = Flow(steps={"play": Decision(seat=lambda state: state.turn, legal=legal_plays),
                   "clash_end": Automatic(end_clash)},
            handlers={"play": play_card})


# --- views ---------------------------------------------------------------------------------------
class CutlassClashView(TypedDict):
    """What a seat sees: its own hand (None for a spectator), how many cards each seat holds,
    the cards on the table and those of past clashes, and everyone's doubloons."""
    hand: list[int] | None
    hand_sizes: list[int]
    table: list[list[int]]
    discards: list[int]
    doubloons: list[int]


def view(state: CutlassClashState, player: int | None) -> CutlassClashView:
    """Played cards and doubloons are public; a seat sees its own hand only."""
    return {"hand": None if player is None else sorted(state.hands[player]),
            "hand_sizes": [len(hand) for hand in state.hands],
            "table": [[seat, card] for seat, card in state.table],
            "discards": sorted(state.discards), "doubloons": list(state.doubloons)}


def snapshot(state: CutlassClashState) -> dict[str, Any]:
    return {"deck": sorted(state.deck), "hands": [list(hand) for hand in state.hands],
            "table": [[seat, card] for seat, card in state.table],
            "discards": list(state.discards), "doubloons": list(state.doubloons),
            "turn": state.turn}


def invariants(state: CutlassClashState) -> list[str]:
    """Every card in exactly one place; one doubloon for each clash played."""
    bad = []
    seen = sorted([*state.deck, *(c for hand in state.hands for c in hand),
                   *(card for _, card in state.table), *state.discards])
    if seen != list(CARDS):
        bad.append(f"cards {seen} are not 1..9 once each")
    if sum(state.doubloons) * state.game.players != len(state.discards):
        bad.append(f"{sum(state.doubloons)} doubloons after {len(state.discards)} cards played")
    return bad


def shuffle_hidden(state: CutlassClashState, player: int | None, chance: ChanceLike) -> None:
    """Redeal what `player` cannot see: the others' hands (each keeps its size) and the
    cards nobody was dealt, from a pool in card order (`engine.pool`: the redeal depends on
    what `player` knows only)."""
    others = [q for q in range(state.game.players) if q != player]
    unseen = pool([*state.deck, *(card for q in others for card in state.hands[q])])
    for q in others:
        state.hands[q] = sorted(chance.draw(unseen) for _ in state.hands[q])
    state.deck = unseen


# --- the state -----------------------------------------------------------------------------------
class CutlassClashState(State):
    """A game of Cutlass Clash in progress: it names no `actions` or `views` module, so the
    engine's hooks hand over to this module."""

    def setup(self) -> None:
        """Rule: "each player holds a secret hand of three" from the nine cards."""
        self.deck: dict[int, int] = {card: 1 for card in CARDS}
        self.hands: list[list[int]] = [
            sorted(self.chance.draw(self.deck) for _ in range(self.game.options.hand))
            for _ in range(self.game.players)]
        self.table: list[tuple[int, int]] = []
        self.discards: list[int] = []
        self.doubloons: list[int] = [0] * self.game.players
        self.turn: int = 0
        self.steps = [("play",)]
        for seat, hand in enumerate(self.hands):
            self.emit("deal", f"You hold {'card' if len(hand) == 1 else 'cards'} "
                      f"{listing(map(str, hand))}.", only=(seat,))

    def scores(self) -> list[int]:
        """Rule: "after the last clash, doubloons score"."""
        return list(self.doubloons)


# --- bots ------------------------------------------------------------------------------------------
class DuelistBot(Bot):
    """Leads its highest card; follows with its lowest card that beats the table, or its
    lowest card when none does (a clash it cannot win should cost it little)."""

    reads = frozenset({"legal", "table"})

    def choose(self, view: dict[str, Any]) -> str:
        by_card = {entry["args"][0]: entry["id"] for entry in view["legal"]}
        if not view["table"]:
            return by_card[max(by_card)]
        best = max(card for _, card in view["table"])
        winning = [card for card in by_card if card > best]
        return by_card[min(winning or by_card)]


# --- the declaration ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class CutlassClashOptions:
    """`hand`: the cards each player holds, and so the clashes in a game (default 3)."""

    hand: int = HAND

    def check(self, players: int) -> None:
        check_hand(self.hand, players)


@register
class CutlassClashGame(Game):
    """Cutlass Clash: three clashes of secret cards, the highest card wins each."""

    name = "cutlass_clash"
    title = "Cutlass Clash"
    min_players, max_players, default_players = 2, 3, 2
    Options = CutlassClashOptions
    State = CutlassClashState
    bots = {"random": RandomBot, "duelist": DuelistBot}
    variants = ({"hand": 2},)
