"""Bots for Libertalia. `GreedyBot` reads only its view: it prices each crew card by the
booty it can expect to claim (opponents assumed to play uniformly from their public hands),
plus what its power is worth today, tonight and at the anchor, minus the claiming strength
the card would have kept for later days."""
from __future__ import annotations

from typing import Any

from ..engine import Bot
from . import mechanics
from .components import (CAMPAIGNS, CHEST, CREW, DAYS, END, GOODS, JEWELS, MAP, NIGHT,
                         OFFICER, RELIC, SALE_PRICE, SABER)

View = dict[str, Any]
KEEP_STRENGTH = 0.25  # doubloons a rank point is worth when kept for a later day


def token_worth(kind: str, mine: dict[str, int], view: View, me: int) -> float:
    """What one more token of `kind` is worth to me now: a map by how near it brings a set
    of three, a saber by whether a neighbour's den holds a crew to strike, an officer less
    than nothing (it costs the crew that takes it)."""
    if kind == MAP:
        return {2: 12.0, 1: 5.0}.get(mine[MAP] % 3, 3.0)
    if kind == SABER:
        seats = mechanics.neighbours(me, len(view["names"]))
        return 2.0 if any(view["dens"][q] for q in seats) else 0.0
    if kind == OFFICER:
        return -4.0
    return {CHEST: 5.0, JEWELS: 3.0, GOODS: 1.0, RELIC: -3.0}[kind]


def crew_worth(rank: int, nights: int) -> float:
    """What a crew already in a den is still worth to its owner (a target's value): its
    nights still to pay and its anchor action."""
    acts = CREW[rank].acts
    worth = 1.0
    if NIGHT in acts:
        worth += 1.5 * nights
    if END in acts:
        worth += {6: 5, 9: 10, 24: 8, 26: -8, 29: 0, 25: 2}.get(rank, 3)
    return worth


class GreedyBot(Bot):
    """Plays the crew card with the best expected doubloons; takes the best booty."""

    def choose(self, view: View) -> str:
        """The only move if there is one; a crew card by `card_value`; any other answer by
        `option_value`. The bot reads the legal entries of its view (each action's `kind`
        and `args`), as a player reads buttons."""
        legal = view["legal"]
        if len(legal) == 1:
            return legal[0]["id"]
        if legal[0]["kind"] in ("play", "replace"):
            best = max(legal, key=lambda a: self.card_value(a["args"][0], view))
        else:
            best = max(legal, key=lambda a: self.option_value(a["kind"], a["args"], view))
        return best["id"]

    # --- sunrise ---------------------------------------------------------------------------
    def card_value(self, rank: int, view: View) -> float:
        """Claim value plus power value, less the strength the card would keep for later days
        (nothing in the last day of the game)."""
        nights = DAYS - view["day"] + 1
        late = view["campaign"] == CAMPAIGNS and nights <= 1
        keep = 0.0 if late else KEEP_STRENGTH * rank * min(1.0, 3 / nights)
        return self.claim_value(rank, view) + self.power_value(rank, view, nights) - keep

    def claim_value(self, rank: int, view: View) -> float:
        """Expected worth of the token I claim: my place counts the opponents who play higher,
        each with the chance that a uniform card from their hand outranks mine."""
        me = view["player"]
        mine = view["den_booty"][me]
        worths = sorted((token_worth(k, mine, view, me) for k, n in view["loot"].items()
                         for _ in range(n)), reverse=True)
        above = [1.0]
        for q, hand in enumerate(view["hands"]):
            if q == me or not hand:
                continue
            p = sum(1 for r in hand if r > rank) / len(hand)
            above = [a * (1 - p) + (above[i - 1] * p if i else 0.0)
                     for i, a in enumerate(above + [0.0])]
        take = mechanics.tokens_claimed(rank)
        total = 0.0
        for k, prob in enumerate(above):
            total += prob * sum(worths[k:k + take])
        return total

    def power_value(self, rank: int, view: View, nights: int) -> float:
        """Rough doubloons each crew's power brings today, over the nights left, or at the
        anchor, from what the view shows."""
        me = view["player"]
        den, booty, coins = view["dens"][me], view["den_booty"][me], view["doubloons"][me]
        count = sum(booty.values())
        rivals = [view["hands"][q] + view["dens"][q] for q in range(len(view["names"]))
                  if q != me]
        value = {
            1: -1.0, 2: 3.0 * booty[RELIC], 3: 2.5, 4: 1.5 if den else 0.0,
            6: 5.0 - max(0, count - 1) * 2.0, 7: float(nights),
            8: 3.0 * min(booty[MAP], nights) - 4.0 * min(booty[MAP], nights) * (booty[MAP] >= 3),
            9: 10.0 - coins // 2, 10: 5.0 if coins < 9 else 0.0,
            11: 2.0 * len(view["discards"][me]), 12: nights * sum(1.0 for r in den if r > 12),
            13: 2.0 * nights - (crew_worth(min(den), nights) if den else 0.0),
            14: 1.0, 15: -1.0, 16: 2.0, 17: 1.5 * view["loot"][OFFICER],
            19: 2.0 * nights * sum(1 for r in den if r < 19), 20: nights * booty[SABER],
            21: 2.0 if any(n >= 2 for n in booty.values()) else 0.0,
            22: 1.0 if view["discards"][me] else 0.0,
            23: booty[GOODS] + booty[JEWELS] + booty[CHEST] + 1.0, 24: 8.0 - count,
            25: -3.0 if any(25 in r for r in rivals) else 6.0,
            26: count - 8.0, 27: -2.0 if any(27 in r for r in rivals) else 2.0 * nights,
            28: len(den) + 1.0, 29: 3.0 - 3.0 * booty[RELIC],
            30: -sum(crew_worth(r, nights) for r in den),
        }
        return value.get(rank, 0.0)

    # --- every other choice ----------------------------------------------------------------
    def option_value(self, kind: str, args: list[Any], view: View) -> float:
        """A token by its worth; a victim by what it is worth to its owner (more for the
        leader's, less than nothing for my own); a sale by its price less the tokens sold; a
        card back into hand by its rank."""
        me = view["player"]
        mine = view["den_booty"][me]
        nights = DAYS - view["day"] + 1
        if kind in ("take", "keep"):
            return token_worth(args[0], mine, view, me)
        if kind in ("shoot", "saber"):
            victim, rank = args
            worth = crew_worth(rank, nights)
            leader = 1.0 if view["track"][victim] == max(view["track"]) else 0.0
            return -worth if victim == me else worth + leader
        if kind == "sell":
            token, n = args
            return SALE_PRICE[n] - n * token_worth(token, mine, view, me)
        return float(args[0])  # recruit / revive: the strongest card back into hand
