"""Key Largo's heuristic bot: it acts on its own view only, like every bot (`view["legal"]`
and the public rules: the game's option tables and the components).

The Salvager's plan of a day: a team without divers recruits; a diver without hose is
equipped first; a small team recruits while there are days left to dive; otherwise it dives
every day and sells at the market when it holds enough, or takes tourists out when the day
pays well. On a wreck it weighs each reachable wreck's expected haul against its monsters;
at the shop it buys the pieces worth more to its team than they cost."""
from __future__ import annotations

from typing import Any

from pirates_lib.engine import Bot

from .components import (BAR, DAYS, DEPTHS, DIAMONDS, DIVE, DOLPHINS, MARKET, MARKET_RATES,
                         MONSTER, SHOP, SOLD_BY_UNIT, kind_of, number_of)

#: [assumed, ours] what a card brings on average at each depth, and the chance that a card
#: of an unexplored wreck is a monster (the default cards: 1, 5 and 8 monsters in 20, 30, 30).
CARD_VALUE = {"shallow": 50, "medium": 85, "great": 125}
MONSTER_RISK = {"shallow": 1 / 20, "medium": 5 / 30, "great": 8 / 30}
DIVER_WORTH = 100  # a diver and its equipment, lost to a monster ...
DIVE_WORTH = 40  # ... and the cards it would have brought up each day left
SELL_UNITS = 5  # sell once the best type holds this many units


class SalvagerBot(Bot):
    """Plans dives and sales by simple rules of thumb; see the module's docstring."""

    def choose(self, view: dict[str, Any]) -> str:
        ids = [a["id"] for a in view["legal"]]
        if view["step"] == "plan":
            return self.plan(view, ids)
        if view["step"] == "place":
            return self.wreck(view, ids)
        visit = view["visit"]
        if visit["place"] == DIVE:
            return self.sabotage(view, ids) if visit["window"] else self.dive(view, ids)
        return PLACES[visit["place"]](self, view, ids)

    # --- planning ----------------------------------------------------------------------------
    def plan(self, view: dict[str, Any], ids: list[str]) -> str:
        """The morning card of `_day`, then its afternoon card."""
        chosen = view["plans"][self.player]
        morning, afternoon = self._day(view)
        want = afternoon if chosen else morning
        return f"plan:{want}" if f"plan:{want}" in ids else ids[0]

    def _day(self, view: dict[str, Any]) -> tuple[str, str]:
        me = self.player
        team, money, day = view["teams"][me], view["money"][me], view["day"]
        left = len(DAYS) - day
        if not team:
            return (BAR, DOLPHINS) if money >= self._diver_price() else (DOLPHINS, BAR)
        if day == len(DAYS) - 1:
            return (DIVE, MARKET)
        if left > 2 and money >= 50 and (any(d[0] == 0 for d in team)
                                         or not any(d[1] for d in team)):
            return (SHOP, DIVE)
        if len(team) < 3 and money >= self._diver_price() + 20 and left > 3:
            return (BAR, DIVE)
        if _best_units(view["hand"]) >= SELL_UNITS:
            return (DIVE, MARKET)
        if self._pay(day) >= 60:
            return (DOLPHINS, DIVE)
        return (DIVE, DOLPHINS)

    def _diver_price(self) -> int:
        return self.game.options.prices["diver"][1]

    def _pay(self, day: int) -> int:
        return self.game.options.dolphin_pay[day]

    # --- a wreck -------------------------------------------------------------------------------
    def wreck(self, view: dict[str, Any], ids: list[str]) -> str:
        return max((i for i in ids if i.startswith("wreck:")),
                   key=lambda i: self._haul(view, int(i.split(":")[1])))

    def _haul(self, view: dict[str, Any], w: int) -> float:
        """What a dive on wreck `w` is expected to bring, monsters counted."""
        wreck = view["wrecks"][w]
        depth, left = wreck["depth"], wreck["left"]
        risk = self._risk(view, w)
        team = [d for d in view["teams"][self.player] if d[0] >= DEPTHS.index(depth)]
        trident = any(d[1] for d in team)
        loss = 30 if trident else DIVER_WORTH + DIVE_WORTH * (len(DAYS) - view["day"])
        draws = min(len(team), left)
        return draws * ((1 - risk) * CARD_VALUE[depth] - risk * loss)

    def _risk(self, view: dict[str, Any], w: int) -> float:
        wreck = view["wrecks"][w]
        for look in view["looks"]:
            if look["wreck"] == w and look["ended"] is None:
                return look["cards"].get(MONSTER, 0) / max(1, wreck["left"])
        return max(MONSTER_RISK[wreck["depth"]], wreck["monsters"] / max(1, wreck["left"]))

    # --- the dive ------------------------------------------------------------------------------
    def dive(self, view: dict[str, Any], ids: list[str]) -> str:
        """Every encounter card of the dive is played; a weight is spent while the wreck
        looks safe; a waiting diver draws rather than surface."""
        for card in ("regular", "eager-buyer", "volunteer-helper", "attentive-diver"):
            if f"play:{card}" in ids:
                return f"play:{card}"
        weights = [i for i in ids if i.startswith("weight:")]
        if weights and self._risk(view, view["visit"]["wreck"]) < 0.2:
            return weights[0]
        return next((i for i in ids if i.startswith(("trident:", "draw:"))),
                    "surface" if "surface" in ids else ids[0])

    def sabotage(self, view: dict[str, Any], ids: list[str]) -> str:
        return next((i for i in ids if i.startswith("sabotage:")), "pass")

    # --- the places ----------------------------------------------------------------------------
    def bar(self, view: dict[str, Any], ids: list[str]) -> str:
        me = self.player
        money, team = view["money"][me], view["teams"][me]
        looks = [i for i in ids if i.startswith("look:")]
        if looks:
            return max(looks, key=lambda i: self._haul(view, int(i.split(":")[1])))
        for card in ("beginner-diver", "expert-diver", "inseparable-brothers", "pickpocket",
                     "drunkard", "tourist-bar"):
            if f"play:{card}" in ids:
                return f"play:{card}"
        if "recruit" in ids and len(team) < 3 and len(DAYS) - view["day"] > 2:
            return "recruit"
        thefts = [i for i in ids if i.startswith("pickpocket:")]
        if thefts and money >= 100:
            return max(thefts, key=lambda i: DEPTHS.index(i.split(":")[2]))
        return "leave"

    def shop(self, view: dict[str, Any], ids: list[str]) -> str:
        for card in ("good-friend", "hose-vendor", "trident-vendor", "liquidator",
                     "tourist-shop", "weight-vendor"):
            if f"play:{card}" in ids:
                return f"play:{card}"
        labels = {a["id"]: a["label"] for a in view["legal"]}
        best, gain = "leave", 0.0
        for i in ids:
            if i.startswith("buy:"):
                worth = self._worth(view, i) - int(labels[i].rsplit("$", 1)[1])
                if worth > gain:
                    best, gain = i, worth
        return best

    def _worth(self, view: dict[str, Any], buy: str) -> float:
        """What a purchase's pieces are worth to the team, placed one after the other."""
        items, divers = buy[4:].split(">")
        team = [list(d) for d in view["teams"][self.player]]
        worth = 0.0
        for item, d in zip(items.split("+"), divers.split(",")):
            diver = team[int(d)]
            if item == "hose":
                worth += (70, 45)[diver[0]]
                diver[0] += 1
            elif item == "trident":
                worth += (15, 80, 90)[diver[0]] if not diver[1] else 0
                diver[1] += 1
            else:
                worth += 25 if diver[1] else 10
                diver[2] += 1
        return worth

    def dolphins(self, view: dict[str, Any], ids: list[str]) -> str:
        return next((i for i in ids if i.startswith("play:")), "dolphins")

    def market(self, view: dict[str, Any], ids: list[str]) -> str:
        for card in ("gold-digger", "smuggler", "jeweler", "tourist-market", "pigeon"):
            if f"play:{card}" in ids:
                return f"play:{card}"
        extra = [i for i in ids if i.startswith(("jewel:", "smuggle:", "pigeon:"))]
        if extra:
            return extra[0]
        sales = [i for i in ids if i.startswith("sell:")]
        if sales:
            return max(sales, key=lambda i: _sale_value(view, i))
        return "leave"


def _best_units(hand: dict[str, dict[str, int]]) -> int:
    units = {kind: 0 for kind in SOLD_BY_UNIT}
    for pile in hand.values():
        for card, n in pile.items():
            if kind_of(card) in units:
                units[kind_of(card)] += number_of(card) * n
    return max(units.values())


def _sale_value(view: dict[str, Any], sale: str) -> int:
    """Units times the rate for the players at the market (the Pigeon's type if named)."""
    cards, _, kind = sale[5:].partition(">")
    names = cards.split("+")
    kind = kind or kind_of(names[0])
    sellers = view["present"].get(MARKET, 1)
    return sum(number_of(c) for c in names) * MARKET_RATES[kind][sellers - 1] \
        if kind != DIAMONDS else 0


PLACES = {BAR: SalvagerBot.bar, SHOP: SalvagerBot.shop, DOLPHINS: SalvagerBot.dolphins,
          MARKET: SalvagerBot.market}
