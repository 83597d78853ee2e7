"""Key Largo's trade, as rule functions of plain values: what a visit to the Old Sea Dog shop
may buy and what it costs, and what a visit to the Market of Finds may sell and for how much
(the encounter cards that change them included). A layer-1 module beside `mechanics`: the
state and the bots call these, so a purchase or a sale is priced by one piece of code.

A purchase is a tuple of (item, diver) pieces in canonical order (hose, trident, weight; then
by diver), since "Equipment bought must be assigned immediately to one or more divers"."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations_with_replacement, product

from .components import (EQUIPMENT, GOLD, GOLD_DIGGER_RATE, LIQUIDATOR_DISCOUNT, MARKET_RATES,
                         PER_DIVER, SHOP_MAX_ITEMS, card_order, kind_of, number_of)
from .mechanics import Diver, Team, equip, market_rate, price

Piece = tuple[str, int]  # (item, diver)


def purchase_plans(team: Sequence[Diver | None], reserve: Mapping[str, int],
                   vendor: str | None = None, liquidator: bool = False
                   ) -> list[tuple[Piece, ...]]:
    """Every purchase a visit may make, money aside. Rulebook: "A player may only buy one or
    two pieces of equipment per visit"; "If a piece of equipment is no longer available in
    the reserve, it can no longer be bought"; "a player therefore cannot buy a piece of
    equipment that they cannot assign to one of their divers". A Vendor adds a third piece of
    its item, the Liquidator a third like two identical ones (ruling 38)."""
    pieces = [(item, d) for item in EQUIPMENT for d, diver in enumerate(team)
              if diver is not None and diver.can_take(item) and reserve.get(item, 0)]
    most = SHOP_MAX_ITEMS + (vendor is not None or liquidator)
    plans = []
    for size in range(1, most + 1):
        for plan in combinations_with_replacement(pieces, size):
            if _fits(team, reserve, plan) and _third_allowed(plan, vendor, liquidator):
                plans.append(plan)
    return plans


def _fits(team: Sequence[Diver | None], reserve: Mapping[str, int],
          plan: Sequence[Piece]) -> bool:
    """Within every diver's limits and the reserve once all the pieces are placed."""
    for item, d in set(plan):
        on_diver = sum(1 for p in plan if p == (item, d))
        if team[d].count(item) + on_diver > PER_DIVER[item]:  # type: ignore[union-attr]
            return False
    return all(sum(1 for i, _ in plan if i == item) <= reserve.get(item, 0)
               for item in {i for i, _ in plan})


def _third_allowed(plan: Sequence[Piece], vendor: str | None, liquidator: bool) -> bool:
    if len(plan) <= SHOP_MAX_ITEMS:
        return True
    items = [item for item, _ in plan]
    if liquidator:
        return len(set(items)) == 1
    return vendor in items


def shop_bill(items: Sequence[str], present: int, prices: Mapping[str, Sequence[int]],
              alone: bool = False, liquidator: bool = False) -> int:
    """What a purchase costs. Rulebook: the price "depends on the number of players present
    with them at the shop at the same time, regardless of what each of them is buying". Good
    Friend: "as though you were alone at the shop"; Liquidator: "a third of the same type at
    a $20 discount" (never below $0)."""
    at = 1 if alone else present
    costs = [price(item, at, prices) for item in items]
    if liquidator and len(items) == SHOP_MAX_ITEMS + 1 and len(set(items)) == 1:
        costs[-1] = max(0, costs[-1] - LIQUIDATOR_DISCOUNT)
    return sum(costs)


def equip_all(team: Team, plan: Sequence[Piece]) -> Team:
    """The team with every piece of a purchase placed on its diver."""
    for item, d in plan:
        team = equip(team, d, item)
    return team


def sales(cards: Mapping[str, int]) -> list[tuple[str, ...]]:
    """Every sale a player may make of these cards (card -> copies), at least one card, in
    canonical order. Rulebook: "they may choose how many treasure cards of that same type to
    sell. They are, however, required to sell at least one card". Smaller sales first."""
    names = sorted(cards, key=card_order)
    out = []
    for counts in product(*(range(cards[c] + 1) for c in names)):
        sale = tuple(c for c, n in zip(names, counts) for _ in range(n))
        if sale:
            out.append(sale)
    return sorted(out, key=lambda sale: (len(sale), [card_order(c) for c in sale]))


def sale_rate(kind: str, sellers: int, rates: Mapping[str, Sequence[int]] = MARKET_RATES,
              gold_digger: bool = False) -> int:
    """Dollars per unit at the market. Gold Digger: "If you sell gold, you sell it at $40 per
    unit"."""
    if gold_digger and kind == GOLD:
        return GOLD_DIGGER_RATE
    return market_rate(kind, sellers, rates)


def units(cards: Sequence[str]) -> int:
    """The units of goods, antiques or gold cards together."""
    return sum(number_of(c) for c in cards)


def one_type(cards: Sequence[str]) -> str | None:
    """The one type of a sale's cards, or None if they mix types."""
    kinds = {kind_of(c) for c in cards}
    return kinds.pop() if len(kinds) == 1 else None
