"""Key Largo's trade, as rule functions of plain values: what a visit to the Old Sea Dog shop
may buy and what it costs, and what a visit to the Market of Finds may sell and for how much
(the encounter cards that change them included). A layer-1 module beside `mechanics`: the
state and the bots call these, so a purchase or a sale is priced by one piece of code.

A purchase is a tuple of (item, diver) pieces in canonical order (hose, trident, weight; then
by diver), since "Equipment bought must be assigned immediately to one or more divers"."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement, product

from .components import (EQUIPMENT, GOLD, GOLD_DIGGER_RATE, LIQUIDATOR_DISCOUNT, MARKET_RATES,
                         PER_DIVER, SHOP_MAX_ITEMS, card_order, number_of)
from .mechanics import Diver, Team, equip, market_rate, price

Piece = tuple[str, int]  # (item, diver)


def purchase_plans(team: Sequence[Diver | None], reserve: Mapping[str, int],
                   vendor: str | None = None, liquidator: bool = False
                   ) -> tuple[tuple[Piece, ...], ...]:
    """Every purchase a visit may make, money aside. Rulebook: "A player may only buy one or
    two pieces of equipment per visit"; "If a piece of equipment is no longer available in
    the reserve, it can no longer be bought"; "a player therefore cannot buy a piece of
    equipment that they cannot assign to one of their divers". A Vendor adds a third piece of
    its item, the Liquidator a third like two identical ones (ruling 38). A visit buys at
    most three pieces, so a reserve of three or more counts as three."""
    capped = tuple(min(reserve.get(item, 0), SHOP_MAX_ITEMS + 1) for item in EQUIPMENT)
    return _plans(tuple(team), capped, vendor, liquidator)


@lru_cache(maxsize=4096)
def _plans(team: tuple[Diver | None, ...], capped: tuple[int, ...], vendor: str | None,
           liquidator: bool) -> tuple[tuple[Piece, ...], ...]:
    reserve = dict(zip(EQUIPMENT, capped))
    pieces = [(item, d) for item in EQUIPMENT for d, diver in enumerate(team)
              if diver is not None and diver.can_take(item) and reserve[item]]
    most = SHOP_MAX_ITEMS + (vendor is not None or liquidator)
    return tuple(plan for size in range(1, most + 1)
                 for plan in combinations_with_replacement(pieces, size)
                 if _fits(team, reserve, plan) and _third_allowed(plan, vendor, liquidator))


def _fits(team: Sequence[Diver | None], reserve: Mapping[str, int],
          plan: Sequence[Piece]) -> bool:
    """Within every diver's limits and the reserve once all the pieces are placed."""
    on: dict[Piece, int] = {}
    items: dict[str, int] = {}
    for piece in plan:
        on[piece] = on.get(piece, 0) + 1
        items[piece[0]] = items.get(piece[0], 0) + 1
    return (all(team[d].count(item)  # type: ignore[union-attr]  # a plan's divers are there
                + n <= PER_DIVER[item] for (item, d), n in on.items())
            and all(n <= reserve.get(item, 0) for item, n in items.items()))


def _third_allowed(plan: Sequence[Piece], vendor: str | None, liquidator: bool) -> bool:
    if len(plan) <= SHOP_MAX_ITEMS:
        return True
    items = [item for item, _ in plan]
    if liquidator:
        return len(set(items)) == 1
    return vendor in items


def shop_prices(present: int, prices: Mapping[str, Sequence[int]], alone: bool = False
                ) -> dict[str, int]:
    """Each piece's price at this visit. Rulebook: the price "depends on the number of
    players present with them at the shop at the same time, regardless of what each of them
    is buying"; Good Friend: "as though you were alone at the shop"."""
    at = 1 if alone else present
    return {item: price(item, at, prices) for item in EQUIPMENT}


def shop_bill(items: Sequence[str], unit: Mapping[str, int], liquidator: bool = False) -> int:
    """What a purchase costs at the `unit` prices; Liquidator: "a third of the same type at a
    $20 discount" (never below $0)."""
    total = sum(unit[item] for item in items)
    if liquidator and len(items) == SHOP_MAX_ITEMS + 1 and len(set(items)) == 1:
        total -= min(LIQUIDATOR_DISCOUNT, unit[items[-1]])
    return total


def equip_all(team: Team, plan: Sequence[Piece]) -> Team:
    """The team with every piece of a purchase placed on its diver."""
    for item, d in plan:
        team = equip(team, d, item)
    return team


def sales(cards: Mapping[str, int]) -> tuple[tuple[str, ...], ...]:
    """Every sale a player may make of these cards (card -> copies), at least one card, in
    canonical order. Rulebook: "they may choose how many treasure cards of that same type to
    sell. They are, however, required to sell at least one card". Smaller sales first."""
    return _sales(tuple(sorted(cards.items(), key=lambda kv: card_order(kv[0]))))


@lru_cache(maxsize=4096)
def _sales(cards: tuple[tuple[str, int], ...]) -> tuple[tuple[str, ...], ...]:
    out = []
    for counts in product(*(range(n + 1) for _, n in cards)):
        sale = tuple(c for (c, _), n in zip(cards, counts) for _ in range(n))
        if sale:
            out.append(sale)
    return tuple(sorted(out, key=lambda sale: (len(sale), [card_order(c) for c in sale])))


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
