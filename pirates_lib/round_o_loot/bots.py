"""Players to play Round-o-Loot against. Like every bot, they read `state.view(seat)` only."""
from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from math import comb
from typing import Any

from pirates_lib.engine import Bot
from pirates_lib.engine.bots import win_shares

from .components import RATS_WAY, RAT, RUM, cards_of, icon_of, points_of

# Worth of the first two rums beyond their point: each raises the hand limit, so one more
# card is drawn at once and every turn after (rulebook, 'Special').
RUM_LIMIT_BONUS = 1.5
# Keelhaul brings up to 2 cards from every other seat: cards are future points.
KEELHAUL_CARD_BONUS = 1.0
# The most standings (doubloons of every seat, sorted, none at the target) a search's cut-off
# works out its race over (`round_end`): 3 seats racing to 3 doubloons have 10, 5 to 10 have
# 2,002 (worked out in a tenth of a second), 5 to 20 have 42,504 (20 seconds).
MAX_RACE = 2_500


class CaptainBot(Bot):
    """A greedy captain: plays the most points it can now, never discards while it can play,
    values the first two rums for the bigger hand, Keelhauls for cards, walks the plank only
    when already ahead, keeps every Keelhauled card, and gives away its cheapest cards."""

    def choose(self, view: dict[str, Any]) -> str:
        """The legal id this seat values most (`worth`), the first of equals."""
        best = max(view["legal"], key=lambda a: self.worth(view, a["kind"], a["args"]))
        return best["id"]

    def worth(self, view: dict[str, Any], kind: str, args: list[Any]) -> float:
        """How much this seat expects an action (its kind and args, from a view's legal
        entry) to be worth, in points."""
        if kind == "direction":
            return self._hand_received(view, args[0])
        if kind == "compass":
            return self._compass(view, args[0])
        cards = cards_of(args[0]) if args else ()
        me = view["seats"][self.player]
        if kind == "give":
            return -sum(points_of(c) + (2 if icon_of(c) == RUM else 0) for c in cards)
        if kind in ("keep", "keep_none"):
            return len(cards)
        if kind == "discard":
            return -10 - sum(points_of(c) for c in cards) + (5 if icon_of(cards[0]) == RAT else 0)
        value = sum(points_of(c) for c in cards) - 0.01 * len(cards)
        rums = sum(1 for c in cards if icon_of(c) == RUM)
        value += RUM_LIMIT_BONUS * max(0, min(rums, 2 - me["rums"]))
        value -= RUM_LIMIT_BONUS * max(0, me["rums"] + rums - 2) * (view["last_turns"] is None)
        if kind == "keelhaul":
            value += KEELHAUL_CARD_BONUS * sum(min(2, s["hand_size"]) for s in view["seats"]
                                               if s is not me)
        if kind == "walk_the_plank":
            value += self._plank(view, value)
        return value

    def _hand_received(self, view: dict[str, Any], direction: str) -> float:
        """Bananarama: clockwise, this seat receives the hand of the seat before it."""
        n = len(view["seats"])
        source = (self.player - 1) % n if direction == "clockwise" else (self.player + 1) % n
        return view["seats"][source]["hand_size"]

    def _plank(self, view: dict[str, Any], gain: float) -> float:
        """End the round only when this seat stays ahead of everyone's last turn."""
        mine = view["seats"][self.player]["points"] + gain
        others = max(s["points"] + 2 * min(s["hand_size"], 3)
                     for p, s in enumerate(view["seats"]) if p != self.player)
        return 20 if mine > others else -20

    def _compass(self, view: dict[str, Any], answer: str) -> float:
        """The rats laid down, or the hand kept less the cannon discarded."""
        hand = view["hand"] or []
        if answer == RATS_WAY:
            return sum(1 for c in hand if icon_of(c) == RAT)
        return sum(points_of(c) for c in hand if icon_of(c) != RAT) - points_of(answer)


def round_end(start: Any) -> Callable[[Any], list[Fraction] | None] | None:
    """The search bot's cut-off (`Game.search_cutoff`): a playout stops when the round it
    began in is scored, and each seat's share of the win is its chance in a fair race from
    the doubloons held then (`race`). What one move changes is mostly its own round; the
    rounds after it are the seats' luck, and playing them out only added their noise to the
    estimate (and cost two thirds of a playout's moves). A race of more than MAX_RACE
    standings (many doubloons to win: 5 seats racing to 20 have 42,504) takes seconds to
    work out: then playouts play on to the game's end (None)."""
    target, players = start.game.options.doubloons_to_win, start.game.players
    if comb(target + players - 1, players) > MAX_RACE:
        return None
    begun = start.round

    def estimate(state: Any) -> list[Fraction] | None:
        if state.round == begun:
            return None
        return race(tuple(state.doubloons), target)
    return estimate


def race(doubloons: tuple[int, ...], target: int) -> list[Fraction]:
    """Each seat's chance to win if every round to come gives its doubloon to one seat, each
    seat as likely as any other: seats alike, their luck alone decides. A seat already at
    `target` with the most doubloons wins (shared with its equals), as at the game's end
    (rulebook: 'Player with 3 doubloon cards wins the game')."""
    ranked = tuple(sorted(doubloons, reverse=True))
    chance = dict(zip(ranked, _race(ranked, target)))  # seats alike in doubloons, alike here
    return [chance[count] for count in doubloons]


@lru_cache(maxsize=None)
def _race(ranked: tuple[int, ...], target: int) -> tuple[Fraction, ...]:
    """`race` for doubloons sorted from the most: one chance a place."""
    if ranked[0] >= target:
        return tuple(win_shares([p for p, count in enumerate(ranked) if count == ranked[0]],
                                len(ranked)))
    total = [Fraction(0)] * len(ranked)
    for winner in range(len(ranked)):
        after = list(ranked)
        after[winner] += 1
        after_ranked = tuple(sorted(after, reverse=True))
        chance = dict(zip(after_ranked, _race(after_ranked, target)))
        for place, count in enumerate(after):
            total[place] += chance[count]
    return tuple(share / len(ranked) for share in total)
