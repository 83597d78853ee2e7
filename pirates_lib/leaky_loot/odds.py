"""Exact analyses of Leaky Loot Legends, computed through the rules' own wave functions.

Every function here runs `roll_side`, `roll_wave_strength` and `strike` from `mechanics.py`
under `pirates_lib.odds.exact`, so the numbers are the game's, not a second model of it. It
needs no game state: the table odds at the end read a player's view only.

Model statements (docs/rules/leaky_loot.md, "Analyses"):
- A wave's suit comes from an ocean deck of known suit counts (the full deck unless given).
- A player's own ocean cards in the first turns are a uniform sample without replacement
  from the 36-card deck: the other players' draws in between do not change that (the deck is
  exchangeable), and no reshuffle happens before the first port (at most 6 x 5 = 30 draws).
- The first port comes after 5 turns unless the Krakken is drawn before it, which adds a
  sixth. Whether it is drawn depends on every player's salvage draws, so the chance to drown
  before the first port is bracketed exactly: between the chance to drown within 5 turns and
  within 6 (the Krakken, set aside until the port it delayed, delays each port at most
  once)."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from pirates_lib.engine import Action, Chance, State
from pirates_lib.engine.option_odds import OptionOdds
from pirates_lib.odds import Dist, evolve, exact

from . import views
from .components import (DROWNING_WATER, FIRST_PORT_ROUND, SIDES, STARTING_SALVAGE, WAVE_DICE,
                         Hull, describe, ocean_deck, salvage_deck, suit_of)
from .mechanics import roll_side, roll_wave_strength, salvage_due, strike
from .state import LeakyLootState

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike

    from .views import BoatView

DROWNED = "drowned"

#: The suits grouped by their wave dice, with the full deck's counts: {"hearts": 9, "clubs": 9,
#: "spades": 18} ("spades" stands for every suit that rolls one d6).
DICE_CLASSES = ("hearts", "clubs", "spades")


def suit_counts(cards: Iterable[str] | None = None) -> dict[str, int]:
    """Ocean cards per dice class (hearts, clubs, d6 suits) in a pile (default: the full deck)."""
    counts = {c: 0 for c in DICE_CLASSES}
    for card in ocean_deck() if cards is None else cards:
        suit = suit_of(card)
        counts[suit if WAVE_DICE[suit] != WAVE_DICE["spades"] else "spades"] += 1
    return counts


def _suits(counts: dict[str, int] | None) -> dict[str, int]:
    counts = suit_counts() if counts is None else counts
    if sum(counts.values()) <= 0 or any(n < 0 for n in counts.values()):
        raise ValueError(f"suit counts must be non-negative and not all zero: {counts}")
    return {s: n for s, n in counts.items() if n}


def wave_strength(suit: str | None = None, counts: dict[str, int] | None = None) -> Dist:
    """Rulebook: "Hearts = d4, Clubs = d4 + d4, All other suits = d6". The strength of one
    wave, for a given suit or for a card drawn from a deck of the given suit counts."""
    if suit is not None:
        return exact(lambda ch: roll_wave_strength(ch, suit))
    suits: Dist[Any] = Dist.from_weights(_suits(counts))  # a suit steps to a strength
    return suits.step(lambda s, ch: roll_wave_strength(ch, s))


def leak(hull_strength: int, counts: dict[str, int] | None = None) -> Dist:
    """Water one wave lets in through a side of `hull_strength`, the direction roll included:
    a 6 on the blue die misses (0 water), as for a boat whose five sides all have this strength.
    Rulebook: "Wave Strength higher than a Hull Card allows water to leak ... the difference"."""
    return boat_leak([hull_strength] * SIDES, counts)


def boat_leak(hulls: Sequence[int], counts: dict[str, int] | None = None) -> Dist:
    """Water one wave lets in through a boat whose sides have these strengths: the wave's
    strength (its suit drawn, its dice rolled), then the blue die and the strike. The side is
    rolled after the strength here, before it at the table: the two are independent, so the
    chances are the same (docs/performance.md, "Leaky Loot", says why this order)."""
    hulls = _check_hulls(hulls)

    def hit(strength: int, chance: ChanceLike) -> int:
        side = roll_side(chance)
        return 0 if side is None else strike(Hull(hulls[side]), strength)[1]
    return wave_strength(counts=counts).step(hit)


def side_leak_odds(hulls: Sequence[int], ks: Iterable[int] = range(1, 8),
                   counts: dict[str, int] | None = None) -> list[dict[int, Fraction]]:
    """For each side: the chance the next wave hits it AND leaks at least k water, per k."""
    hulls = _check_hulls(hulls)
    ks = list(ks)
    strength = wave_strength(counts=counts)
    return [{k: Fraction(1, 6) * strength.P(lambda s, h=h, k=k: s - h >= k) for k in ks}
            for h in hulls]


def drown_next_wave(hulls: Sequence[int], water: int,
                    counts: dict[str, int] | None = None) -> Fraction:
    """The chance one more wave brings the boat to 10 water if no card is played."""
    need = DROWNING_WATER - water
    return Fraction(1) if need <= 0 else boat_leak(hulls, counts).at_least(need)


def _check_hulls(hulls: Sequence[int]) -> tuple[int, ...]:
    hulls = tuple(hulls)
    if len(hulls) != SIDES or any(type(h) is not int or h < 0 for h in hulls):
        raise ValueError(f"a boat has {SIDES} hull strengths, each a whole number >= 0: {hulls}")
    return hulls


# --- Drowning before the first port: an exact Markov chain over turns ---------------------

@lru_cache(maxsize=None)
def _wave_on_boat(hulls: tuple[int, ...], suit: str) -> Dist:
    """(sorted strengths afterwards, water leaked) for one wave of a known suit, via the rules."""
    def wave(chance: ChanceLike) -> tuple[tuple[int, ...], int]:
        side = roll_side(chance)
        strength = roll_wave_strength(chance, suit)
        if side is None:
            return hulls, 0
        hull, leaked = strike(Hull(hulls[side]), strength)
        after = list(hulls)
        after[side] = hull.strength
        return tuple(sorted(after)), leaked
    return exact(wave)


def _bail(water: int, buckets: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """The bucket policy: empty the largest bucket whose whole value finds water to remove;
    rulebook: buckets "remove leaked water"."""
    for bucket in sorted(buckets, reverse=True):
        if water >= bucket:
            rest = list(buckets)
            rest.remove(bucket)
            return _bail(water - bucket, tuple(rest))
    return water, buckets


@lru_cache(maxsize=None)
def _waves(hulls: tuple[int, ...], suits: tuple[tuple[str, int], ...]) -> tuple:
    """((strengths after, water leaked, suits left), probability) for the next wave, its
    card drawn from the suits left (without replacement: see the module docstring)."""
    total = sum(n for _, n in suits)
    out = []
    for suit, n in suits:
        if n:
            left = tuple((s, m - (s == suit)) for s, m in suits)
            out += [((after, leaked, left), Fraction(n, total) * p)
                    for (after, leaked), p in _wave_on_boat(hulls, suit).items()]
    return tuple(out)


def _turn(state: tuple) -> dict:
    """One turn of a player who plays no card but the buckets of the policy."""
    hulls, water, suits, buckets = state
    outcomes: dict = {}
    for (after, leaked, left), p in _waves(hulls, suits):
        level, kept = _bail(water + leaked, buckets)
        nxt = DROWNED if level >= DROWNING_WATER else (after, level, left, kept)
        outcomes[nxt] = outcomes[nxt] + p if nxt in outcomes else p
    return outcomes


#: Distinct boats `water_at_port` may meet: each costs about 0.2 ms (its turn is enumerated
#: exactly), so the bound keeps a refusal within a few seconds; 6 turns meet about 4,700.
MAX_BOATS = 20_000


def water_at_port(turns: int = 5, hulls: Sequence[int] = (2,) * SIDES, water: int = 0,
                  buckets: Sequence[int] = (), counts: dict[str, int] | None = None, *,
                  max_states: int = MAX_BOATS) -> Dist:
    """The boat's water after `turns` turns (or "drowned"), playing no card except bailing
    with the given buckets (largest first, whenever its whole value finds water). The model
    draws this boat's ocean cards from one deck, never reshuffled: at most as many turns as
    the deck has cards (36)."""
    if type(turns) is not int or turns < 0:
        raise ValueError(f"turns must be a whole number >= 0, not {turns!r}")
    deck = sum((counts or suit_counts()).values())
    if turns > deck:
        raise ValueError(f"the model draws one ocean card a turn from one deck of {deck} "
                         f"cards, never reshuffled: at most {deck} turns, not {turns}")
    if any(type(b) is not int or b < 1 for b in buckets):
        raise ValueError(f"buckets are whole numbers >= 1: {tuple(buckets)}")
    suits = tuple(sorted(_suits(counts).items()))
    start = (tuple(sorted(_check_hulls(hulls))), water, suits, tuple(sorted(buckets)))
    end = evolve(start, _turn, turns, absorbing=lambda s: s == DROWNED, max_states=max_states)
    return end.map(lambda s: s if s == DROWNED else s[1])


def drown_before_port(turns: int = 5, hulls: Sequence[int] = (2,) * SIDES, water: int = 0,
                      buckets: Sequence[int] = (), counts: dict[str, int] | None = None, *,
                      max_states: int = MAX_BOATS) -> Fraction:
    """Exact chance to drown within `turns` turns under the stated policy: no card played
    except the given buckets (none: "doing nothing"). With `turns=5` it is the chance to drown
    before a first port on schedule; a Krakken drawn before the port adds a sixth turn, so the
    chance before the real first port lies between `turns=5` and `turns=6` (module docstring)."""
    return water_at_port(turns, hulls, water, buckets, counts, max_states=max_states)[DROWNED]


# --- Hull card versus bucket card ---------------------------------------------------------

@lru_cache(maxsize=None)
def _wave_on_side(strength: int, suits: tuple[tuple[str, int], ...]) -> Dist:
    """(side strength afterwards, water leaked) when one wave comes at a boat, for side 1."""
    weights = dict(suits)

    def wave(chance: ChanceLike) -> tuple[int, int]:
        suit = chance.pick(weights)
        side = roll_side(chance)
        s = roll_wave_strength(chance, suit)
        if side != 0:
            return strength, 0
        hull, leaked = strike(Hull(strength), s)
        return hull.strength, leaked
    return exact(wave)


def expected_leak_through_side(strength: int, turns: int,
                               counts: dict[str, int] | None = None) -> Fraction:
    """Expected total water one side of this strength lets in over `turns` waves, its
    damage counters accumulating as the rules say (suits drawn with replacement per turn)."""
    suits = tuple(sorted(_suits(counts).items()))

    def step(state: tuple[int, int]) -> Dist:
        h, total = state
        return _wave_on_side(h, suits).map(lambda hw: (hw[0], total + hw[1]))
    return evolve((strength, 0), step, turns).map(lambda s: s[1]).mean()


def hull_water_saved(new_value: int, old_strength: int, turns: int) -> Fraction:
    """Expected water a hull card of `new_value` keeps out over `turns` waves, replacing a
    side of `old_strength`; compare with a bucket, which saves its value at once (if there
    is that much water to bail)."""
    return (expected_leak_through_side(old_strength, turns)
            - expected_leak_through_side(new_value, turns))


# --- The odds at the table: from a player's view only -------------------------------------

def next_ocean_counts(view: dict[str, Any]) -> dict[str, int]:
    """Suit counts of the cards the next ocean draw can be, from public facts alone: the full
    deck less the discards and the card in play; if none is left, the discards (and the card
    in play) that will be reshuffled ([ruling] an empty deck is reshuffled from its discards)."""
    gone = list(view["ocean_discard"]) + ([view["ocean_card"]] if view["ocean_card"] else [])
    if view["ocean_deck_size"] == 0:
        return suit_counts(gone)
    left = [card for card in ocean_deck() if card not in set(gone)]
    return suit_counts(left)


def hull_strengths(boat: BoatView) -> list[int]:
    """Strengths of a boat's sides, read from its public view (value less damage, >= 0)."""
    return [max(0, value - damage) for value, damage, *_ in boat["hulls"]]


def drown_this_turn(state: LeakyLootState, player: int) -> Fraction:
    """The chance `player`'s boat drowns at the end of its current turn (if it plays no more
    cards), or, between its turns, at the end of its next one (one wave, no card played).
    Computed from `state.view(player)` only: what that player knows."""
    view = state.view(player, log=False)
    boat = view["boats"][player]
    if not boat["afloat"]:
        return Fraction(1)
    if view["phase"] == "action" and view["turn"] == player:
        return Fraction(int(boat["water"] + boat["pending"] >= DROWNING_WATER))
    return drown_next_wave(hull_strengths(boat), boat["water"], next_ocean_counts(view))


def next_wave_side_odds(state: LeakyLootState, player: int, ks: Iterable[int] = range(1, 6)
                        ) -> list[dict[int, Fraction]]:
    """Per side of `player`'s boat: the chance the next wave hits it and leaks >= k water."""
    view = state.view(player, log=False)
    boat = view["boats"][player]
    return side_leak_odds(hull_strengths(boat), ks, next_ocean_counts(view))


# --- The Krakken before the first port: players who play no card --------------------------

def krakken_delays_port(players: int = 3) -> Fraction:
    """The exact chance the Krakken is drawn before the first port, and so delays it
    (rulebook "Krakken"), when no player plays a card (each only ends the turn).

    After the deal the salvage deck holds the Krakken among D = 37 - 2n cards, in an order
    nothing else depends on (no one's play reads the cards drawn), so it is the k-th salvage
    draw with chance 1/D for each k: drawn before the port with chance E[N] / D, N the salvage
    draws before the port (at most 5n <= D for n <= 5: no reshuffle). By linearity E[N] adds,
    over each player's turns j = 1..5, the chance to be afloat after turn j with an even ocean
    card (rulebook: "Even # = Draw 1 Salvage at end of turn"; a drowned boat draws none). Every
    suit holds every rank, so a card's parity is independent of the suits a player meets, all
    that drowning depends on: that chance is 20/36 times the chance to be afloat after j turns
    (`drown_before_port`), the same for every seat (module docstring)."""
    if type(players) is not int or not 2 <= players <= 5:
        raise ValueError("players must be a whole number from 2 to 5 (six boats may empty the "
                         f"salvage deck before the first port), not {players!r}")
    deck = ocean_deck()
    even = Fraction(sum(n for card, n in deck.items() if salvage_due(card)), sum(deck.values()))
    afloat = sum(1 - drown_before_port(turns=j) for j in range(1, FIRST_PORT_ROUND + 1))
    cards = sum(salvage_deck().values()) - players * STARTING_SALVAGE
    return players * even * afloat / cards


# --- The coach: each option's chance to drown this turn -----------------------------------

#: The moves that can change the water aboard before the turn ends, in the order the coach
#: names them: a bucket, a hull onto the side this turn's wave hit (it takes the wave again),
#: a card taken from the flotsam.
_BAILING_KINDS = ("bucket", "hull", "collect")


def drown_options(state: State, seat: int) -> OptionOdds | None:
    """`Game.option_odds` (the coach, issue 22): in `seat`'s own action phase, each option's
    exact chance to drown at the end of this turn, when the rest of the turn is played to
    stay afloat (rulebook: "If a player has 10 Water Tokens in their boat, they have
    drowned"; a bucket "remove[s] leaked water"). Nothing is left to chance within the turn,
    so the chance is 0 or 1; it is worked out on a world of `seat` (the truth in all it
    knows, the rest redealt) with the rules' own actions, so it cannot depend on a hidden
    card. None outside that seat's action phase."""
    assert isinstance(state, LeakyLootState)
    if state.to_move != seat or state.turn != seat or views.phase(state) != "action":
        return None
    world = state.world(seat, Chance(0))
    assert isinstance(world, LeakyLootState)
    legal = {action.id: action for action in world.legal_actions()}
    lines: dict[str, list[Action] | None] = {}
    for action in legal.values():
        if action.kind == "end":
            lines[action.id] = [action] if _aboard(world, seat) < DROWNING_WATER else None
            continue
        after = world.clone()
        after.apply(action.id)
        assert isinstance(after, LeakyLootState)
        line = _afloat_line(after, seat, len(after.boats[seat].hand) + 1)
        lines[action.id] = None if line is None else [action, *line]
    chances = {key: Fraction(int(line is None)) for key, line in lines.items()}
    aboard = _aboard(world, seat)
    return OptionOdds("drown this turn", chances, lambda chosen, best: _drown_words(
        legal[chosen], chances[chosen], aboard, lines[best]))


def _aboard(state: LeakyLootState, seat: int) -> int:
    """The water the boat holds once its pending water comes aboard at the turn's end."""
    boat = state.boats[seat]
    return boat.water + boat.pending


def _afloat_line(state: LeakyLootState, seat: int, depth: int) -> list[Action] | None:
    """The shortest line of at most `depth` bailing moves (`_BAILING_KINDS`, tried in that
    order) after which the boat ends the turn afloat, each played by the rules' own code on
    a copy: [] if it is afloat already, None if no line keeps it afloat."""
    if _aboard(state, seat) < DROWNING_WATER:
        return []
    if not depth or state.to_move != seat or state.turn != seat:
        return None
    side = state.wave["side"] if state.wave else None
    moves = [a for kind in _BAILING_KINDS for a in state.legal_actions()
             if a.kind == kind and (kind != "hull" or a.args[1] == side)]
    shortest: list[Action] | None = None
    for action in moves:
        after = state.clone()
        after.apply(action.id)
        assert isinstance(after, LeakyLootState)
        line = _afloat_line(after, seat, depth - 1)
        if line is not None and (shortest is None or len(line) + 1 < len(shortest)):
            shortest = [action, *line]
    return shortest


def _drown_words(chosen: Action, chance: Fraction, aboard: int, best: list[Action] | None
                 ) -> str:
    """The coach's sentence for a choice that risked drowning where another option did not.
    It names the review's best option by its label, as the review's table and chart do, and
    then the bailing moves that keep the boat afloat after it (`best`: that option's line,
    the option first), so one decision has one best move (docs/coach.md, "Exact odds")."""
    assert best, "the review's best option leaves the least chance to drown: none"
    if chosen.kind == "end" and chance == 1:
        return (f"You ended the turn with {aboard} water aboard and drowned; "
                f"{_line(best)} first kept you afloat with chance 1")
    return (f"You chose \u201c{chosen.label}\u201d, which left a chance of {chance} to drown "
            f"this turn; {_line(best)} kept you afloat with chance 1")


def _line(actions: list[Action]) -> str:
    """An option and the moves after it, in words: the option by its label, the moves by
    what they do (\u201cHull 2 onto side 2\u201d, then bailing with Bucket 3)."""
    first, *then = actions
    return ", then ".join([f"\u201c{first.label}\u201d", *map(_doing, then)])


def _doing(action: Action) -> str:
    """A bailing move (`_BAILING_KINDS`) in words."""
    if action.kind == "bucket":
        return f"bailing with Bucket {action.args[0]}"
    if action.kind == "hull":
        return f"putting Hull {action.args[0]} onto side {action.args[1]}"
    return f"taking {describe(action.args[0])} from the flotsam"
