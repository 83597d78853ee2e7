"""Players to play Round-o-Loot against. Like every bot, they read `state.view(seat)` only."""
from __future__ import annotations

from typing import Any

from pirates_lib.engine import Bot

from .components import RATS_WAY, RAT, RUM, cards_of, icon_of, points_of

# Worth of the first two rums beyond their point: each raises the hand limit, so one more
# card is drawn at once and every turn after (rulebook, 'Special').
RUM_LIMIT_BONUS = 1.5
# Keelhaul brings up to 2 cards from every other seat: cards are future points.
KEELHAUL_CARD_BONUS = 1.0


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
