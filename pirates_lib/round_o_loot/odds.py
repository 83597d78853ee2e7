"""Exact odds of Round-o-Loot: opening hands, the Jolly Roger, points, rum and the compass.

Every answer is a Fraction. Where a question depends on how people play, the model is stated
in the docstring (most often "each turn plays one card and draws one back", the slowest a
round can go), and the notebook cross-checks it by simulating the real rules with bots that
play that way. `round_with(game, chance)` deals a real round with any chance object, so
`pirates_lib.odds.exact` and `simulate` run the game's own set-up code; the counting
functions use `mechanics`, the rules the game plays with."""
from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING, Any

from pirates_lib.engine import Bot, Game
from pirates_lib.engine.staging import stage
from pirates_lib.odds import Dist, first_appearance, hands

from . import mechanics
from .components import (BANANAS, COMBINATION_NAMES, COMBINATIONS, CUTLASSES, LIMES, PISTOLS,
                         RAT, RUM, SPECIAL, START_HAND, cards_of, icon_of, points_of)
from .state import RoundOLootState

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike

COMBO_ICONS = (BANANAS, LIMES, CUTLASSES, PISTOLS)
CLASSES = (RUM, *COMBO_ICONS, "other")


def round_with(game: Game, chance: ChanceLike) -> RoundOLootState:
    """A fresh state of `game` whose deal (and everything after) uses `chance`. It is staged:
    no longer the replay of its seed, so it cannot be saved."""
    state = game.new_game(seed=0)
    assert isinstance(state, RoundOLootState), f"{game.title} is not Round-o-Loot"
    stage(state, chance=chance, round=0, log=[], steps=[("deal",)])  # dealt again, by `chance`
    return state


def icon_counts(deck: Mapping[str, int]) -> dict[str, int]:
    """The deck's cards by class: rum, the four combination icons, everything else."""
    counts = dict.fromkeys(CLASSES, 0)
    for card, k in deck.items():
        if card not in SPECIAL:
            icon = icon_of(card)
            counts[icon if icon in counts else "other"] += k
    return counts


def opening_hand_classes(deck: Mapping[str, int], size: int = START_HAND) -> Dist:
    """Counts (rum, bananas, limes, cutlasses, pistols, other) in a hand dealt from `deck`
    (multivariate hypergeometric: the deal is a uniform draw without replacement)."""
    return hands(icon_counts(deck), size)


def opening_combinations(deck: Mapping[str, int], size: int = START_HAND) -> dict[str, Fraction]:
    """P(an opening hand can play each combination: a rum and a card of its icon), and
    P(it can play at least one)."""
    dist = opening_hand_classes(deck, size)
    out = {COMBINATION_NAMES[kind]: dist.P(lambda c, i=i: c[0] >= 1 and c[i] >= 1)
           for i, kind in enumerate(COMBINATIONS.values(), start=1)}
    out["any"] = dist.P(lambda c: c[0] >= 1 and any(c[1:5]))
    return out


def has_combination(hand: Mapping[str, int], icon: str) -> bool:
    """Can this hand play the combination of `icon` (rum and that icon)?"""
    icons = {icon_of(c) for c in hand}
    return RUM in icons and icon in icons


def jolly_roger_position(deck_after_deal: int) -> Dist:
    """Rulebook, Set-up: the Jolly Roger is shuffled into the undealt deck, so its position
    from the top is uniform on 1..D (D counts the Jolly Roger itself)."""
    return first_appearance(deck_after_deal, 1)


def deck_after_deal(game: Game) -> int:
    """Cards in the deck once hands are dealt, the Jolly Roger (and compass) included."""
    options = game.options
    cards = mechanics.full_deck(options.deck, options.expansion_deck, options.expansion)
    return sum(cards.values()) - START_HAND * game.players


def round_turns_one_card_a_turn(game: Game) -> Dist:
    """Turns in a round when every turn plays (or discards) one card and draws one back:
    the turn that draws the Jolly Roger is its position in the deck, then the other n-1
    seats play their last turns. (The compass, if used, is drawn as a turn's card too but
    does not end a turn: with the expansion this model is only an approximation.)"""
    n = game.players
    return jolly_roger_position(deck_after_deal(game)).map(lambda pos: pos + n - 1)


def hand_points(deck: Mapping[str, int], size: int = START_HAND) -> Dist:
    """Total points printed on a hand of `size` cards dealt from `deck`."""
    values: dict[int, int] = {}
    for card, k in deck.items():
        if card not in SPECIAL:
            values[points_of(card)] = values.get(points_of(card), 0) + k
    order = sorted(values)
    return hands({v: values[v] for v in order}, size).map(
        lambda counts: sum(v * c for v, c in zip(order, counts)))


def best_single_play(deck: Mapping[str, int], size: int = START_HAND) -> Dist:
    """Points of the best play of one icon in a dealt hand (rats excluded: they cannot be
    played). Given how many cards of each icon the hand holds, the cards of each icon are a
    uniform draw from that icon's cards, independently of the other icons."""
    by_icon: dict[str, dict[int, int]] = {}
    for card, k in deck.items():
        if card not in SPECIAL:
            values = by_icon.setdefault(icon_of(card), {})
            values[points_of(card)] = values.get(points_of(card), 0) + k
    icons = sorted(by_icon)
    sizes = hands({i: sum(by_icon[i].values()) for i in icons}, size)
    cache: dict[tuple[str, int], Dist] = {}

    def icon_points(icon: str, k: int) -> Dist:
        if (icon, k) not in cache:
            order = sorted(by_icon[icon])
            cache[icon, k] = hands({v: by_icon[icon][v] for v in order}, k).map(
                lambda c: sum(v * n for v, n in zip(order, c)))
        return cache[icon, k]

    def best(counts: tuple[int, ...]) -> Dist:
        result = Dist.certain(0)
        for icon, k in zip(icons, counts):
            if k and icon != RAT:
                result = result.max(icon_points(icon, k))
        return result
    return sizes.mixture(best)


def best_play_points(state: RoundOLootState, seat: int) -> int:
    """The real rules' answer for a dealt seat: the most points of any single-icon play."""
    hand = state.hands[seat]
    best = 0
    for icon in {icon_of(c) for c in hand} - {RAT}:
        best = max(best, sum(points_of(c) * k for c, k in hand.items() if icon_of(c) == icon))
    return best


def draws_after_play(hand_size: int, rums_before: int, cards: int, rums: int) -> int:
    """Phase 2 of a turn: how many cards you draw after playing `cards` cards of which `rums`
    are rum ('Draw cards up to your current hand limit')."""
    return max(0, mechanics.hand_limit(rums_before + rums) - (hand_size - cards))


def jolly_roger_in_draw(deck_size: int, draws: int) -> Fraction:
    """P(the Jolly Roger is among the next `draws` cards of a deck of `deck_size` holding it):
    its position is uniform, so draws / deck_size."""
    return Fraction(min(draws, deck_size), deck_size)


class OneCardBot(Bot):
    """Discards its cheapest non-rum card each turn (the model of the slowest round: one card
    out, one card back, no rum to move the hand limit, no combination)."""

    def choose(self, view: dict[str, Any]) -> str:
        """The cheapest single non-rum discard (any single discard failing it); with none,
        as when others ask it to choose, the action whose last card is cheapest."""
        legal = view["legal"]
        singles = [a for a in legal if a["kind"] == "discard" and len(_cards(a)) == 1]
        plain = [a for a in singles if icon_of(_cards(a)[0]) != RUM] or singles or legal
        return min(plain, key=lambda a: (points_of(_cards(a)[-1]) if a["args"] else 0,
                                         a["id"]))["id"]


def _cards(legal: dict[str, Any]) -> tuple[str, ...]:
    """The cards a view's legal entry names (its argument, `components.cards_of`)."""
    return cards_of(legal["args"][0]) if legal["args"] else ()


def unseen_cards(state: RoundOLootState, player: int) -> dict[str, int]:
    """The ordinary cards `player` cannot place this round (in the deck or unknown in other
    hands), from what it knows: the whole deck less its hand, played cards, the discards, the
    cards it remembers in other hands and its own gifts in a Keelhaul (memory.py): those are
    not in the deck, so they cannot be drawn."""
    view = state.view(player, log=False)
    unseen = {c: k for c, k in state.game.full_deck.items() if c not in SPECIAL}
    seen = list(view["hand"]) + list(view["discard"])
    seen += [c for s in view["seats"] for c in s["played"]]
    if view["keelhaul"] and view["keelhaul"]["cards"]:
        seen += view["keelhaul"]["cards"]
    elif view["keelhaul"] and view["keelhaul"]["given"]:
        seen += view["keelhaul"]["given"]
    seen += [c for cards in view["known_in_hands"] for c in cards]
    for card in seen:
        if card in unseen:
            unseen[card] -= 1
    return {c: k for c, k in unseen.items() if k > 0}


def next_draw_completes(state: RoundOLootState, player: int,
                        draws: int) -> dict[str, Fraction]:
    """P(after drawing `draws` cards, `player`'s hand holds each combination), for a seat
    whose deck still hides the Jolly Roger: draws stop at it. Drawn cards are uniform among
    the unseen ones (the deck's share of them is unknown to the player, so by symmetry each
    draw is a uniform unseen card). The compass is treated as a blank draw."""
    view = state.view(player, log=False)
    hand = {c: 1 for c in view["hand"]}
    pool = icon_counts(unseen_cards(state, player))
    total, deck = sum(pool.values()), view["deck_size"]
    stops = view["jolly_roger"]["in_deck"]
    got = {i: Fraction(0) for i in COMBO_ICONS}
    for j in range(draws + 1):  # j ordinary cards drawn before the Jolly Roger (or all)
        if not stops:
            pj = Fraction(1) if j == draws else Fraction(0)
        else:
            pj = Fraction(1, deck) if j < draws else 1 - Fraction(min(draws, deck), deck)
        if pj:
            for icon in COMBO_ICONS:
                got[icon] += pj * _completes(hand, pool, total, j, icon)
    return {COMBINATION_NAMES[COMBINATIONS[i]]: p for i, p in got.items()}


def _completes(hand: Mapping[str, int], pool: Mapping[str, int], total: int, j: int,
               icon: str) -> Fraction:
    """P(rum and `icon` both in hand after j uniform draws), by inclusion and exclusion."""
    j = min(j, total)
    need_rum = not any(icon_of(c) == RUM for c in hand)
    need_icon = not any(icon_of(c) == icon for c in hand)
    none = lambda missing: Fraction(comb(total - missing, j), comb(total, j))  # noqa: E731
    r, x = pool[RUM], pool[icon]
    p = Fraction(1)
    if need_rum:
        p -= none(r)
    if need_icon:
        p -= none(x)
    if need_rum and need_icon:
        p += none(r + x)
    return p


def draws_remain(view: dict[str, Any]) -> bool:
    """Will anyone draw again this round? Not once the Jolly Roger is out, nor after Walk the
    Plank ('Round ends as if the Jolly Roger card was drawn'), which leaves it in the deck."""
    return view["jolly_roger"]["in_deck"] and view["last_turns"] is None


def jolly_roger_before_next_turn(state: RoundOLootState, player: int) -> tuple[Fraction, int]:
    """P(the Jolly Roger is drawn before `player`'s next turn) and the draws assumed, when
    every seat plays one card this turn and draws back to its hand limit (the model stated
    on the board). Seats still to act before that turn: this seat if it is to move, then
    every other seat in order."""
    view = state.view(player, log=False)
    if not draws_remain(view):
        return Fraction(0), 0
    n = len(view["seats"])
    order = [(view["current"] + k) % n for k in range(n)]
    if view["current"] != player:
        order = order[: order.index(player)]
    draws = sum(max(0, s["hand_limit"] - max(s["hand_size"] - 1, 0))
                for s in (view["seats"][p] for p in order))
    return jolly_roger_in_draw(view["deck_size"], draws), draws

