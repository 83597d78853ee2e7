"""Key Largo's heuristic bot: it acts on its own view only, like every bot (`view["legal"]`
and the public rules: the game's option tables and the components). It reads each legal
action's `kind` and `args` and answers with the id of the one it picks; it never reads an id
apart.

The Salvager's plan of a day: a team without divers recruits; a diver without hose is
equipped first; a small team recruits while there are days left to dive; otherwise it dives
every day and sells at the market when it holds enough, or takes tourists out when the day
pays well. On a wreck it weighs each reachable wreck's expected haul against its monsters;
at the shop it buys the pieces worth more to its team than they cost."""
from __future__ import annotations

from typing import Any

from pirates_lib.engine import Bot

from .codec import BUYS, SALES
from .components import (BAR, DAYS, DEPTHS, DIVE, DOLPHINS, GOLD, GOLD_DIGGER_RATE, MARKET,
                         MONSTER, SHOP, SOLD_BY_UNIT, kind_of, number_of)

Legal = list[dict[str, Any]]  # a view's legal entries: id, label, kind, args

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
        legal = view["legal"]
        if view["step"] == "plan":
            return self.plan(view, legal)
        if view["step"] == "place":
            return self.wreck(view, legal)
        visit = view["visit"]
        if visit["place"] == DIVE:
            return self.sabotage(view, legal) if visit["window"] else self.dive(view, legal)
        return PLACES[visit["place"]](self, view, legal)

    # --- planning ----------------------------------------------------------------------------
    def plan(self, view: dict[str, Any], legal: Legal) -> str:
        """The morning card of `_day`, then its afternoon card."""
        chosen = view["plans"][self.player]
        morning, afternoon = self._day(view)
        return _id(legal, "plan", afternoon if chosen else morning) or legal[0]["id"]

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
    def wreck(self, view: dict[str, Any], legal: Legal) -> str:
        return max(_of(legal, "wreck"), key=lambda a: self._haul(view, a["args"][0]))["id"]

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
    def dive(self, view: dict[str, Any], legal: Legal) -> str:
        """Every encounter card of the dive is played, but the cards that draw one more card
        not when the wreck holds nothing but monsters it is known to hold; a weight is spent
        while the wreck looks safe; a waiting diver draws rather than surface; a card not
        played is answered by the action that plays none."""
        doomed = self._risk(view, view["visit"]["wreck"]) >= 1
        for card in ("regular", "eager-buyer", "volunteer-helper", "attentive-diver"):
            play = _id(legal, "play", card)
            if play and not (doomed and card in ONE_MORE_CARD):
                return play
        weights = _of(legal, "weight")
        if weights and self._risk(view, view["visit"]["wreck"]) < 0.2:
            return weights[0]["id"]
        return (_first(legal, "trident", "draw") or _id(legal, "surface") or _id(legal, "pass")
                or _id(legal, "flee") or legal[0]["id"])

    def sabotage(self, view: dict[str, Any], legal: Legal) -> str:
        return _first(legal, "sabotage") or _offered(legal, "pass")

    # --- the places ----------------------------------------------------------------------------
    def bar(self, view: dict[str, Any], legal: Legal) -> str:
        me = self.player
        money, team = view["money"][me], view["teams"][me]
        looks = _of(legal, "look")
        if looks:
            return max(looks, key=lambda a: self._haul(view, a["args"][0]))["id"]
        play = _play(legal, ("beginner-diver", "expert-diver", "inseparable-brothers",
                             "pickpocket", "drunkard", "tourist-bar"))
        if play:
            return play
        recruit = _id(legal, "recruit")
        if recruit and len(team) < 3 and len(DAYS) - view["day"] > 2:
            return recruit
        thefts = _of(legal, "pickpocket")
        if thefts and money >= 100:
            return max(thefts, key=lambda a: DEPTHS.index(a["args"][1]))["id"]
        return _offered(legal, "leave")

    def shop(self, view: dict[str, Any], legal: Legal) -> str:
        play = _play(legal, ("good-friend", "hose-vendor", "trident-vendor", "liquidator",
                             "tourist-shop", "weight-vendor"))
        if play:
            return play
        best, gain = _offered(legal, "leave"), 0.0
        for buy in _of(legal, *BUYS):
            worth = self._worth(view, buy["args"]) - _dollars(buy["label"])
            if worth > gain:
                best, gain = buy["id"], worth
        return best

    def _worth(self, view: dict[str, Any], args: list[Any]) -> float:
        """What a purchase's pieces (its args: the items, then their divers) are worth to the
        team, placed one after the other."""
        pieces = len(args) // 2
        team = [list(d) for d in view["teams"][self.player]]
        worth = 0.0
        for item, d in zip(args[:pieces], args[pieces:]):
            diver = team[d]
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

    def dolphins(self, view: dict[str, Any], legal: Legal) -> str:
        return _first(legal, "play") or _offered(legal, "dolphins")

    def market(self, view: dict[str, Any], legal: Legal) -> str:
        """The Gold Digger only when gold at its $40 is the best sale; then the other market
        cards. The best sale at the prices the labels show, then the Jeweler's diamond and the
        Smuggler's cards, the most units first."""
        price = lambda a: _dollars(a["label"])  # noqa: E731
        sales = _of(legal, *SALES)
        digger = _id(legal, "play", "gold-digger")
        if digger and _gold_digger_pays(view, max(map(price, sales), default=0)):
            return digger
        play = _play(legal, ("smuggler", "jeweler", "tourist-market", "pigeon"))
        if play:
            return play
        if sales:
            return max(sales, key=price)["id"]
        extra = _of(legal, "jewel", "smuggle", "pigeon")
        if extra:
            return max(extra, key=price)["id"]
        return _offered(legal, "leave")


def _best_units(hand: dict[str, dict[str, int]]) -> int:
    units = {kind: 0 for kind in SOLD_BY_UNIT}
    for pile in hand.values():
        for card, n in pile.items():
            if kind_of(card) in units:
                units[kind_of(card)] += number_of(card) * n
    return max(units.values())


def _dollars(label: str) -> int:
    """The price a label ends with ("Sell Gold 3 for $90"), 0 for a label with none."""
    head, _, tail = label.rpartition("$")
    return int(tail) if head and tail.isdigit() else 0


def _gold_digger_pays(view: dict[str, Any], best_sale: int) -> bool:
    """The Gold Digger's $40 a unit makes the bot's gold its best sale (so never without
    gold): all its gold at $40 against the best sale offered now."""
    gold = sum(number_of(card) * n for pile in view["hand"].values()
               for card, n in pile.items() if kind_of(card) == GOLD)
    return gold > 0 and gold * GOLD_DIGGER_RATE > best_sale


# --- the legal entries, by kind and args ----------------------------------------------------------
def _of(legal: Legal, *kinds: str) -> Legal:
    """The legal actions of these kinds, in their order."""
    return [a for a in legal if a["kind"] in kinds]


def _first(legal: Legal, *kinds: str) -> str | None:
    """The id of the first legal action of one of these kinds, or None."""
    return next((a["id"] for a in legal if a["kind"] in kinds), None)


def _id(legal: Legal, kind: str, *args: Any) -> str | None:
    """The id of the legal action of `kind` with `args`, or None if it is not legal now."""
    want = list(args)
    return next((a["id"] for a in legal if a["kind"] == kind and a["args"] == want), None)


def _offered(legal: Legal, kind: str) -> str:
    """The id of the action of `kind` the rules offer now, a bot's answer when nothing else
    appeals (passing a window, leaving a place with nothing left to sell)."""
    found = _id(legal, kind)
    assert found is not None, f"no {kind} among the legal actions"
    return found


def _play(legal: Legal, cards: tuple[str, ...]) -> str | None:
    """The id of the first of these encounter cards the bot may play now, or None."""
    return next((play for card in cards if (play := _id(legal, "play", card))), None)


ONE_MORE_CARD = ("volunteer-helper", "attentive-diver")  # they draw from the wreck
PLACES = {BAR: SalvagerBot.bar, SHOP: SalvagerBot.shop, DOLPHINS: SalvagerBot.dolphins,
          MARKET: SalvagerBot.market}
