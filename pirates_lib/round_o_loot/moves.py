"""The moves of Round-o-Loot as actions: which cards a hand can play, discard or combine.

Rulebook, Turn, Phase 1: 'Play or discard one or more cards with the same icon, or play
combinations listed in the combinations card.' Every sub-multiset of one icon is its own
action, so a bot or the board picks exactly the cards it means. Actions are built once per
(kind, cards) and reused: hands repeat constantly across playouts."""
from __future__ import annotations

from functools import lru_cache
from itertools import product

from ..engine import Action
from .components import (BANANAS, CUTLASSES, ICONS, LIMES, PISTOLS, RAT, RUM, icon_of,
                         points_of)

# Rulebook, Combinations: 'a rum card ... played together with the cards shown after it'.
COMBINATIONS = {BANANAS: "bananarama", LIMES: "cuba_libre", CUTLASSES: "keelhaul",
                PISTOLS: "walk_the_plank"}
COMBINATION_NAMES = {"bananarama": "Bananarama!", "cuba_libre": "Cuba Libre!",
                     "keelhaul": "Keelhaul!", "walk_the_plank": "Walk the Plank!"}
COMBINATION_ICON = {kind: icon for icon, kind in COMBINATIONS.items()}
DIRECTIONS = ("clockwise", "counterclockwise")

_ICON_ORDER = {icon: i for i, icon in enumerate(ICONS)}
_ACTIONS: dict[tuple[str, tuple[str, ...]], Action] = {}
_SUBSETS: dict[tuple[tuple[str, int], ...], list[tuple[str, ...]]] = {}
_TURNS: dict[tuple[tuple[str, int], ...], list[Action]] = {}


@lru_cache(maxsize=None)
def card_order(card: str) -> tuple[int, int, str]:
    """How cards are listed everywhere: by icon as on the combinations card, then points."""
    return (_ICON_ORDER.get(icon_of(card), len(ICONS)), points_of(card), card)


def cards_text(cards: tuple[str, ...] | list[str]) -> str:
    """'bananas 1, 3' style text for labels and the log."""
    return _cards_text(tuple(cards))


@lru_cache(maxsize=100_000)
def _cards_text(cards: tuple[str, ...]) -> str:
    parts: list[str] = []
    for card in cards:
        icon = icon_of(card)
        if parts and parts[-1].startswith(icon + " "):
            parts[-1] += f", {points_of(card)}"
        else:
            parts.append(f"{icon} {points_of(card)}" if points_of(card) else icon)
    return "; ".join(parts) or "no cards"


@lru_cache(maxsize=None)
def drawn_text(card: str) -> str:
    """The private log line of a card drawn."""
    return f"You draw {cards_text((card,))}."


def make(kind: str, cards: tuple[str, ...] = ()) -> Action:
    """The one Action for `kind` with these cards (id ``kind:card+card``)."""
    key = (kind, cards)
    action = _ACTIONS.get(key)
    if action is None:
        action = Action(f"{kind}:{'+'.join(cards)}", _label(kind, cards))
        _ACTIONS[key] = action
    return action


def _label(kind: str, cards: tuple[str, ...]) -> str:
    points = sum(points_of(c) for c in cards)
    if kind in COMBINATION_NAMES:
        return f"{COMBINATION_NAMES[kind]} {cards_text(cards)} ({points} pts)"
    if kind == "play":
        return f"Play {cards_text(cards)} ({points} pts)"
    if kind == "discard":
        return f"Discard {cards_text(cards)}"
    if kind == "give":
        return f"Give {cards_text(cards)}"
    if kind == "keep":
        return f"Keep {cards_text(cards)}" if cards else "Keep none"
    if kind == "direction":
        return f"Pass hands {cards[0]}"
    if kind == "compass":
        return "Lay down your rats, discard the rest" if cards == ("rats",) else \
            f"Discard {cards_text(cards)} to keep your hand"
    return f"{kind} {cards_text(cards)}"


def sub_multisets(group: tuple[tuple[str, int], ...]) -> list[tuple[str, ...]]:
    """Every non-empty choice of cards from `group` ((card, copies) pairs, in card order)."""
    subsets = _SUBSETS.get(group)
    if subsets is None:
        subsets = []
        for counts in product(*(range(n + 1) for _, n in group)):
            chosen = tuple(c for (c, _), k in zip(group, counts) for _ in range(k))
            if chosen:
                subsets.append(chosen)
        _SUBSETS[group] = subsets
    return subsets


def by_icon(hand: dict[str, int]) -> dict[str, tuple[tuple[str, int], ...]]:
    """A hand grouped by icon, each group in card order."""
    groups: dict[str, list[tuple[str, int]]] = {}
    for card in sorted(hand, key=card_order):
        groups.setdefault(icon_of(card), []).append((card, hand[card]))
    return {icon: tuple(group) for icon, group in groups.items()}


def turn_actions(hand: dict[str, int]) -> list[Action]:
    """Phase 1 moves: play or discard cards of one icon (rats only discarded: 'You can play
    rat cards only when the compass card is drawn'), or rum with the cards of a combination.

    Hands recur across turns and playouts, so each hand's list is built once (a bounded
    cache: it is cleared when full, never stale, since a hand fully determines its moves)."""
    key = tuple(sorted(hand.items()))
    actions = _TURNS.get(key)
    if actions is None:
        if len(_TURNS) > 200_000:
            _TURNS.clear()
        actions = _TURNS[key] = _turn_actions(hand)
    return list(actions)


def _turn_actions(hand: dict[str, int]) -> list[Action]:
    groups = by_icon(hand)
    actions = []
    for icon, group in groups.items():
        for cards in sub_multisets(group):
            if icon != RAT:
                actions.append(make("play", cards))
            actions.append(make("discard", cards))
    rums = groups.get(RUM)
    if rums:
        for icon, kind in COMBINATIONS.items():
            if icon in groups:
                for rum_cards in sub_multisets(rums):
                    for cards in sub_multisets(groups[icon]):
                        actions.append(make(kind, rum_cards + cards))
    return actions


def give_actions(hand: dict[str, int]) -> list[Action]:
    """Keelhaul: 'Other players give you 2 cards each' (fewer if they hold fewer; ruled)."""
    size = min(2, sum(hand.values()))
    group = tuple((c, hand[c]) for c in sorted(hand, key=card_order))
    return [make("give", cards) for cards in sub_multisets(group) if len(cards) == size]


def keep_actions(received: dict[str, int]) -> list[Action]:
    """Keelhaul: 'Keep the ones you want and discard the rest' (keeping none is a choice)."""
    group = tuple((c, received[c]) for c in sorted(received, key=card_order))
    return [make("keep", ())] + [make("keep", cards) for cards in sub_multisets(group)]


def parse(action_id: str) -> tuple[str, tuple[str, ...]]:
    """The kind and cards of an action id (the inverse of `make`)."""
    kind, _, rest = action_id.partition(":")
    return kind, tuple(rest.split("+")) if rest else ()
