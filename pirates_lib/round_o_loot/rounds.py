"""A round of Round-o-Loot from the deal to the doubloon, and what the table shows of it.

Set-up, the Jolly Roger and scoring follow the rulebook's 'Set-up' and 'Round' sections;
`view`, `snapshot`, `invariants` and `shuffle_hidden` are the state's contract methods."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Chance
from . import memory, moves
from .components import (COMPASS, JOLLY_ROGER, RAT, RUM, SPECIAL, START_HAND, icon_of,
                         points_of)
from .effects import pile_list

if TYPE_CHECKING:
    from .rules import RoundOLootState

card_points = points_of


def deal(state: RoundOLootState) -> None:
    """Rulebook, Set-up: 'Shuffle the deck without the Jolly Roger card. Deal 5 cards to each
    player. ... Place the Jolly Roger card back to the deck and reshuffle it. The dealer
    starts the round.' The compass is 'shuffled the same way as the Jolly Roger'."""
    from .rules import full_deck
    n = state.game.players
    deck = full_deck(state.game)
    specials = {c: deck.pop(c) for c in SPECIAL if c in deck}
    state.round += 1
    state.hands = [{} for _ in range(n)]
    for _ in range(START_HAND):
        for k in range(n):
            hand = state.hands[(state.dealer + k) % n]
            card = state.chance.draw(deck)
            hand[card] = hand.get(card, 0) + 1
    deck.update(specials)
    state.deck = deck
    state.played = [{} for _ in range(n)]
    state.rums = [0] * n
    state.discard, state.out, state.received = {}, {}, {}
    state.givers, state.compass_queue = [], []
    memory.forget_all(state)
    state.last_turns, state.ended_by = None, None
    state.current, state.phase = state.dealer, "start"
    state.emit("round", f"Round {state.round}: {state.game.names[state.dealer]} deals and "
               "starts.", round=state.round, dealer=state.dealer)
    for seat, hand in enumerate(state.hands):
        state.emit("hand", f"You are dealt {moves.cards_text(pile_list(hand))}.", only=(seat,))


def reveal_jolly_roger(state: RoundOLootState, drawer: int) -> None:
    """Rulebook, Round: 'someone draws the Jolly Roger card. Reveal it immediately. Other
    players can play one more turn after that, but do not draw new cards.'"""
    state.out[JOLLY_ROGER] = 1
    state.ended_by = {"how": "jolly_roger", "by": drawer}
    state.emit("jolly_roger", f"{state.game.names[drawer]} draws the Jolly Roger! Everyone "
               "else plays one last turn without drawing.", player=drawer)
    state.begin_last_turns(drawer)


def score(state: RoundOLootState) -> None:
    """Rulebook, Round: 'The player with the most points gets a doubloon card. In case of a
    draw, the player with less cards played wins.' (still tied: each gets one, RULINGS.md).
    'The player with the least points ... starts a new round' (tie: the first of them after
    the last dealer). 'Player with 3 doubloon cards wins the game.'"""
    n, names = state.game.players, state.game.names
    points = [state.points(p) for p in range(n)]
    cards = [sum(state.played[p].values()) for p in range(n)]
    top = [p for p in range(n) if points[p] == max(points)]
    winners = [p for p in top if cards[p] == min(cards[q] for q in top)]
    for p in winners:
        state.doubloons[p] += 1
    after_dealer = [(state.dealer + k) % n for k in range(1, n + 1)]
    next_dealer = next(p for p in after_dealer if points[p] == min(points))
    state.last_round = {"round": state.round, "points": points, "cards": cards,
                        "doubloon": winners, "next_dealer": next_dealer}
    table = ", ".join(f"{names[p]} {points[p]}" for p in range(n))
    state.emit("score", f"Round {state.round} scores: {table}. A doubloon for "
               f"{' and '.join(names[p] for p in winners)}.", points=points, doubloon=winners)
    if max(state.doubloons) >= state.game.options.doubloons_to_win:
        state.phase = "over"
        best = [names[p] for p, d in enumerate(state.doubloons) if d == max(state.doubloons)]
        state.emit("over", f"{' and '.join(best)} {'win' if len(best) > 1 else 'wins'} the "
                   f"game with {max(state.doubloons)} doubloons.")
        return
    state.dealer = next_dealer
    deal(state)


def view(state: RoundOLootState, player: int | None) -> dict[str, Any]:
    """What a seat sees at the table: its own hand; everyone's played cards, points, hand
    size, hand limit and doubloons; the deck's size; the discard pile (face up); the Jolly
    Roger; whose choice is pending. Never another seat's hand or the deck's cards."""
    n = state.game.players
    seats = [{"hand_size": sum(state.hands[p].values()), "hand_limit": state.limit(p),
              "rums": state.rums[p], "played": pile_list(state.played[p]),
              "points": state.points(p), "cards_played": sum(state.played[p].values()),
              "doubloons": state.doubloons[p]} for p in range(n)]
    keelhaul = None
    if state.phase in ("give", "keep"):
        keelhaul = {"by": state.current, "givers": list(state.givers),
                    "received": sum(state.received.values()),
                    "cards": pile_list(state.received) if player == state.current else None,
                    "given": None if player is None else pile_list(state.given[player])}
    return {"round": state.round, "dealer": state.dealer, "current": state.current,
            "phase": state.phase, "hand": None if player is None else
            pile_list(state.hands[player]), "seats": seats,
            "deck_size": sum(state.deck.values()), "discard": pile_list(state.discard),
            "jolly_roger": {"in_deck": JOLLY_ROGER in state.deck,
                            "ended_by": dict(state.ended_by) if state.ended_by else None},
            "last_turns": None if state.last_turns is None else list(state.last_turns),
            "keelhaul": keelhaul, "compass_queue": list(state.compass_queue),
            "expansion": state.game.options.expansion,
            "compass_in_deck": COMPASS in state.deck,
            "doubloons_to_win": state.game.options.doubloons_to_win,
            "last_round": state.last_round,
            "known_in_hands": None if player is None else
            [pile_list(pile) for pile in state.known[player]]}


def snapshot(state: RoundOLootState) -> dict[str, Any]:
    """Everything the rules hold, as JSON (multisets as card -> count dicts)."""
    return {"round": state.round, "dealer": state.dealer, "doubloons": list(state.doubloons),
            "current": state.current, "phase": state.phase,
            "hands": [dict(h) for h in state.hands], "played": [dict(p) for p in state.played],
            "rums": list(state.rums), "deck": dict(state.deck), "discard": dict(state.discard),
            "out": dict(state.out), "received": dict(state.received),
            "givers": list(state.givers), "compass_queue": list(state.compass_queue),
            "last_turns": state.last_turns, "ended_by": state.ended_by,
            "last_round": state.last_round,
            "known": [[dict(pile) for pile in memo] for memo in state.known],
            "given": [dict(g) for g in state.given]}


def invariants(state: RoundOLootState) -> list[str]:
    """Every card in exactly one place (deck, a hand, played, discard, out, in a Keelhaul's
    hands); hand limits from played rum; the round's end bookkeeping consistent."""
    from .rules import full_deck
    broken = []
    places = [state.deck, state.discard, state.out, state.received, *state.hands,
              *state.played]
    seen: dict[str, int] = {}
    for place in places:
        for card, k in place.items():
            if k < 1:
                broken.append(f"{card} has count {k} in a pile")
            seen[card] = seen.get(card, 0) + k
    if seen != full_deck(state.game):
        broken.append("the cards in play are not exactly the game's deck")
    for p, hand in enumerate(state.hands):
        if any(c in SPECIAL for c in hand):
            broken.append(f"seat {p} holds a special card")
        if state.rums[p] != sum(k for c, k in state.played[p].items() if icon_of(c) == RUM):
            broken.append(f"seat {p}'s rum count does not match its played rum")
    if (JOLLY_ROGER in state.out) != (state.ended_by is not None and
                                      state.ended_by["how"] == "jolly_roger"):
        broken.append("the Jolly Roger is on the table but the round is not ending by it")
    if state.phase not in ("over",) and state.phase not in ("play", "direction", "give",
                                                             "keep", "compass"):
        broken.append(f"the state rests in a passing phase {state.phase!r}")
    if any(d < 0 for d in state.doubloons) or sum(state.doubloons) < state.round - 1:
        broken.append("doubloons do not add up to the rounds played")
    return broken + memory.problems(state)


def shuffle_hidden(state: RoundOLootState, player: int | None, chance: Chance) -> None:
    """Redeal what `player` cannot know, keeping every size: the deck, the other hands except
    the cards `player` remembers in them (memory.py), and the cards a Keelhaul is holding,
    except all of them for the Keelhauler and its own gifts for a giver. The Jolly Roger and
    compass stay in the deck: they never rest in a hand."""
    others = [p for p in range(state.game.players) if p != player]
    pool: dict[str, int] = {c: k for c, k in state.deck.items() if c not in SPECIAL}
    kept = {p: dict(state.known[player][p]) if player is not None else {} for p in others}
    for p in others:
        _merge(pool, {c: k - kept[p].get(c, 0) for c, k in state.hands[p].items()
                      if k > kept[p].get(c, 0)})
    secret = [] if player == state.current else [g for g in others if state.given[g]]
    for g in secret:
        _merge(pool, state.given[g])
    for g in secret:
        state.given[g] = _take(pool, sum(state.given[g].values()), chance)
    for p in others:
        drawn = _take(pool, sum(state.hands[p].values()) - sum(kept[p].values()), chance)
        state.hands[p] = kept[p]
        _merge(state.hands[p], drawn)
    received: dict[str, int] = {}
    for gifts in state.given:
        _merge(received, gifts)
    state.received = received
    pool.update({c: 1 for c in SPECIAL if c in state.deck})
    state.deck = pool
    memory.after_redeal(state, player)


def _merge(pool: dict[str, int], cards: dict[str, int]) -> None:
    for card, k in cards.items():
        pool[card] = pool.get(card, 0) + k


def _take(pool: dict[str, int], size: int, chance: Chance) -> dict[str, int]:
    hand: dict[str, int] = {}
    for _ in range(size):
        card = chance.draw(pool)
        hand[card] = hand.get(card, 0) + 1
    return hand


def why_illegal(state: RoundOLootState, kind: str, cards: tuple[str, ...]) -> str:
    """The rule a refused action breaks, as a player would say it."""
    phase = state.phase
    if kind == phase and phase != "play":
        return _why_choice(state, phase)
    if phase != "play" or kind not in ("play", "discard", *moves.COMBINATION_NAMES):
        gives = min(2, sum(state.hands[state.to_move].values()))
        wanted = {"play": "play, discard or combine cards",
                  "direction": "choose a direction for Bananarama",
                  "give": f"give {gives} card(s) for the Keelhaul",
                  "keep": "choose which Keelhauled cards to keep",
                  "compass": "answer the compass (a cannon or your rats)"}.get(phase, "wait")
        return f"now is the time to {wanted}"
    hand = dict(state.hands[state.current])
    for card in cards:
        if hand.get(card, 0) < 1:
            many = "that many " if card in state.hands[state.current] else ""
            return f"you do not hold {many}{card!r}"
        hand[card] -= 1
    icons = {icon_of(c) for c in cards}
    if kind in moves.COMBINATION_NAMES:
        need = moves.COMBINATION_ICON[kind]
        return f"{moves.COMBINATION_NAMES[kind]} is rum together with {need}, nothing else"
    if not cards:
        return "choose at least one card"
    if len(icons) > 1:
        return "the cards must all share one icon (or be rum with a combination)"
    if kind == "play" and icons == {RAT}:
        return "rats can only be played when the compass is drawn"
    return "it is not one of the legal actions now"



def _why_choice(state: RoundOLootState, phase: str) -> str:
    """A wrong answer to the choice the seat is asked for: say what that choice allows."""
    if phase == "direction":
        return "Bananarama passes hands 'clockwise or counterclockwise'"
    if phase == "give":
        gives = min(2, sum(state.hands[state.givers[0]].values()))
        return f"Keelhaul: give exactly {gives} card(s) from your own hand"
    if phase == "keep":
        return "Keelhaul: keep only cards the others just gave you (or none)"
    return "answer the compass with a cannon you hold, or with your rats ('compass:rats')"
