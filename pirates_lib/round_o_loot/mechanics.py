"""Round-o-Loot's rule functions, of plain values only (multisets of cards, seat numbers, a
chance object): the hand limit, the deal, the moves a hand allows, passing and re-dealing
hands, and the round's doubloon. The state plays with them, and `odds.py` counts with the very
same functions, so the odds and the game cannot drift apart.

A pile of cards is a multiset, ``{"bananas-3": 2, ...}`` (card -> copies)."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from pirates_lib.engine import take_card

from . import components as C

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike

Pile = dict[str, int]
Cards = tuple[str, ...]
#: Cards of one icon (or any cards), as (card, copies) pairs in card order (`by_icon`).
Group = tuple[tuple[str, int], ...]


def hand_limit(rums_played: int) -> int:
    """Rulebook: 'The first rum card raises hand limit to 6 and the second to 7. After that
    each rum card decreases your hand limit by 1.' So 5, 6, 7, 6, 5, 4, ...

    Assumed: never below 1 (only a custom deck of more than 8 rums reaches it), so a player
    with an empty hand always draws and a round always ends."""
    if rums_played <= 2:
        return C.START_HAND + rums_played
    return max(C.HAND_LIMIT_FLOOR, C.START_HAND + 2 - (rums_played - 2))


def full_deck(deck: Pile, expansion_deck: Pile, expansion: bool) -> Pile:
    """Every card of a game's set: the deck, the expansion if used, the Jolly Roger and (with
    the expansion) the compass, in card order."""
    cards = dict(deck)
    if expansion:
        for card, k in expansion_deck.items():
            cards[card] = cards.get(card, 0) + k
        cards[C.COMPASS] = 1
    cards[C.JOLLY_ROGER] = 1
    # A canonical order: draws walk the dict, and a save brings options back key-sorted.
    return {card: cards[card] for card in sorted(cards, key=C.card_order)}


def deal(cards: Pile, players: int, dealer: int, chance: ChanceLike) -> tuple[list[Pile], Pile]:
    """Rulebook, Set-up: 'Shuffle the deck without the Jolly Roger card. Deal 5 cards to each
    player. ... Place the Jolly Roger card back to the deck and reshuffle it.' The compass is
    'shuffled the same way as the Jolly Roger'. One card at a time from the dealer; the hands
    and the deck left, the special cards in it."""
    deck = dict(cards)
    specials = {c: deck.pop(c) for c in C.SPECIAL if c in deck}
    hands: list[Pile] = [{} for _ in range(players)]
    for _ in range(C.START_HAND):
        for k in range(players):
            hand = hands[(dealer + k) % players]
            card = chance.draw(deck)
            hand[card] = hand.get(card, 0) + 1
    deck.update(specials)
    return hands, deck


def points(pile: Pile) -> int:
    """Rulebook, Round: 'Count the points from the played cards.'"""
    return sum(C.points_of(card) * k for card, k in pile.items())


def as_list(pile: Pile) -> list[str]:
    """A multiset as a list of cards in card order (how views and the log show a pile): a
    new list, the caller's own."""
    return list(_in_card_order(tuple(pile.items())))


@lru_cache(maxsize=100_000)
def _in_card_order(items: tuple[tuple[str, int], ...]) -> tuple[str, ...]:
    return tuple(c for c, k in sorted(items, key=lambda ck: C.card_order(ck[0]))
                 for _ in range(k))


def add(pile: Pile, cards: Cards | list[str]) -> None:
    """Put these cards (one copy each time a card is named) on a pile."""
    for card in cards:
        pile[card] = pile.get(card, 0) + 1


def merge(pile: Pile, other: Pile) -> None:
    """Put a whole multiset on a pile."""
    for card, k in other.items():
        pile[card] = pile.get(card, 0) + k


def take(pile: Pile, cards: Cards) -> None:
    """Take these cards out of a pile (each must be there)."""
    for card in cards:
        take_card(pile, card)


def draw_many(pile: Pile, size: int, chance: ChanceLike) -> Pile:
    """`size` cards drawn at random from a pile, as a multiset."""
    drawn: Pile = {}
    for _ in range(size):
        card = chance.draw(pile)
        drawn[card] = drawn.get(card, 0) + 1
    return drawn


def seats_after(seat: int, players: int) -> list[int]:
    """The other seats in seat order, starting after `seat`: who owes a last turn after the
    Jolly Roger (ruling: in seat order) and who gives to a Keelhaul."""
    return [(seat + k) % players for k in range(1, players)]


def passed_on(hands: list[Pile], step: int) -> list[Pile]:
    """Bananarama!: 'All players pass on their hands either clockwise or counterclockwise':
    the hand of seat r goes to seat r + step (step 1 clockwise, -1 counterclockwise)."""
    n = len(hands)
    passed: list[Pile] = [{}] * n
    for seat, hand in enumerate(hands):
        passed[(seat + step) % n] = hand
    return passed


def dealt_back(hands: list[Pile], start: int, chance: ChanceLike) -> list[Pile]:
    """Cuba Libre!: 'Shuffle everyone's hand cards together and deal them back, starting from
    yourself': one card at a time round the table until none is left (ruling)."""
    pool: Pile = {}
    for hand in hands:
        merge(pool, hand)
    n = len(hands)
    dealt: list[Pile] = [{} for _ in range(n)]
    for k in range(sum(pool.values())):
        card = chance.draw(pool)
        hand = dealt[(start + k) % n]
        hand[card] = hand.get(card, 0) + 1
    return dealt


def doubloon_winners(points_of_seats: list[int], cards_played: list[int]) -> list[int]:
    """Rulebook, Round: 'The player with the most points gets a doubloon card. In case of a
    draw, the player with less cards played wins.' Still tied: each of them gets one (ruling)."""
    best = max(points_of_seats)
    top = [p for p, pts in enumerate(points_of_seats) if pts == best]
    fewest = min(cards_played[p] for p in top)
    return [p for p in top if cards_played[p] == fewest]


def next_dealer(points_of_seats: list[int], dealer: int) -> int:
    """Rulebook, Round: 'The player with the least points shuffles the deck, deals new cards
    and starts a new round.' A tie goes to the first of them after the last dealer (ruling)."""
    n = len(points_of_seats)
    least = min(points_of_seats)
    return next(p for p in ((dealer + k) % n for k in range(1, n + 1))
                if points_of_seats[p] == least)


def sub_multisets(group: Group) -> tuple[Cards, ...]:
    """Every non-empty choice of cards from `group` ((card, copies) pairs, in card order)."""
    return choices(group)[1:]


@lru_cache(maxsize=100_000)
def choices(group: Group) -> tuple[Cards, ...]:
    """Every choice of cards from `group`, the empty one first: the first card's copies
    outermost, each followed by every choice from the rest."""
    if not group:
        return ((),)
    (card, copies), rest = group[0], group[1:]
    return tuple((card,) * k + tail for k in range(copies + 1) for tail in choices(rest))


def by_icon(hand: Pile) -> dict[int, Group]:
    """A hand grouped by icon, keyed by the icon's place in `C.ICONS`, each group in card
    order (`card_order`'s keys put the icon's place first)."""
    groups: dict[int, Group] = {}
    for place, _, card in sorted(map(C.card_order, hand)):
        groups[place] = groups.get(place, ()) + ((card, hand[card]),)
    return groups


#: A combination's moves (`turn_move_blocks`): (kind, rums, group of the combination's icon).
Block = tuple[str, Group, Group]
_RUM_PLACE = C.ICONS.index(C.RUM)
_COMBINATION_PLACES = tuple((C.ICONS.index(icon), kind) for icon, kind in C.COMBINATIONS.items())


def turn_moves(hand: Pile) -> list[tuple[str, Cards]]:
    """Rulebook, Turn, Phase 1: 'Play or discard one or more cards with the same icon, or play
    combinations listed in the combinations card': every choice of cards of one icon is a
    play and a discard (rats only a discard: 'You can play rat cards only when the compass
    card is drawn'), and one or more rums with one or more cards of a combination's icon is
    that combination. As (kind, cards) pairs, kind "play", "discard" or a combination."""
    groups, combinations = turn_move_blocks(hand)
    return [*(move for group in groups for move in group_moves(group)),
            *(move for block in combinations for move in combination_moves(block))]


def turn_move_blocks(hand: Pile) -> tuple[list[Group], list[Block]]:
    """A hand's phase-1 moves in runs that depend on one or two of its icon groups only: each
    icon's group (its plays and discards, `group_moves`), then each combination it can make
    (kind, rums, group: `combination_moves`); a hand's moves are put together from them."""
    groups = by_icon(hand)
    rums = groups.get(_RUM_PLACE)
    combinations = [(kind, rums, groups[place]) for place, kind in _COMBINATION_PLACES
                    if place in groups] if rums else []
    return list(groups.values()), combinations


@lru_cache(maxsize=100_000)
def group_moves(group: Group) -> tuple[tuple[str, Cards], ...]:
    """The plays and discards of one icon's group, in the order `turn_moves` lists them."""
    kinds = ("discard",) if C.icon_of(group[0][0]) == C.RAT else ("play", "discard")
    return tuple((each, cards) for cards in sub_multisets(group) for each in kinds)


@lru_cache(maxsize=100_000)
def combination_moves(block: Block) -> tuple[tuple[str, Cards], ...]:
    """The moves of one combination of `turn_move_blocks`, in the order `turn_moves` lists
    them."""
    kind, rums, group = block
    return tuple((kind, rum_cards + cards) for rum_cards in sub_multisets(rums)
                 for cards in sub_multisets(group))


def _in_order(pile: Pile) -> Group:
    return tuple((c, pile[c]) for c in sorted(pile, key=C.card_order))


def gifts(hand: Pile) -> tuple[Cards, ...]:
    """Keelhaul!: 'Other players give you 2 cards each', each giver choosing which (ruling:
    fewer if it holds fewer)."""
    size = min(C.KEELHAUL_GIFT, sum(hand.values()))
    return sized_sub_multisets(_in_order(hand), size) if size else ()


@lru_cache(maxsize=100_000)
def sized_sub_multisets(group: Group, size: int) -> tuple[Cards, ...]:
    """The choices of exactly `size` cards from `group`, in the order `sub_multisets` lists
    them."""
    if not group:
        return () if size else ((),)
    (card, copies), rest = group[0], group[1:]
    return tuple((card,) * k + tail for k in range(min(copies, size) + 1)
                 for tail in sized_sub_multisets(rest, size - k))


def keeps(received: Pile) -> tuple[Cards, ...]:
    """Keelhaul!: 'Keep the ones you want and discard the rest' (keeping none is a choice)."""
    return choices(_in_order(received))


def cannons(hand: Pile) -> list[str]:
    """The cannons a hand holds, in card order: each one an answer to the compass."""
    return sorted((c for c in hand if C.icon_of(c) == C.CANNON), key=C.card_order)
