"""Libertalia's exact analyses: the auction (where a crew card claims), the day's booty, and
small end-of-campaign duels solved as matrix games.

Every function uses the rules' own pieces from `mechanics`: `ship_key` (the reveal order,
tie-breakers included), `booty_value`, and `draw_tokens` (the day's draw, for the cross-checks),
with the bag `BAG` and `TOKEN_VALUE`. A duel's payoffs are checked by playing them through
`state.apply` from a staged real table (`duel_table`, `played_duel`, `real_entry`)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..engine import load
from ..engine.staging import stage
from ..odds import Dist, exact, hands, solve_zero_sum
from .components import (BAG, BOOTY_KINDS, CODEC, DAYS, MAP, RANKS, SPANISH_SPY,
                         START_DOUBLOONS, TOKEN_VALUE, TieTable)
from .days import pending
from .mechanics import booty_value, draw_tokens, empty_booty, ship_key
from .state import LibertaliaState

if TYPE_CHECKING:
    from ..engine import Action, ChanceLike


# --- the auction -------------------------------------------------------------------------------
def claim_position(rank: int, me: int, opponent_hands: Mapping[int, Sequence[int]],
                   tie_breakers: TieTable = ()) -> Dist:
    """The exact distribution of the place (1 = first) at which my crew of `rank` claims at
    dusk, when each opponent plays a card uniformly from their hand (crew powers that add or
    remove crew in the day phase aside). Opponents choose independently, so the number who
    outrank me is a sum of independent Bernoulli variables, one per opponent, each with the
    chance that a card of their hand stands right of mine on the ship (`ship_key`)."""
    mine = ship_key(rank, me, tie_breakers)
    place = Dist.certain(1)
    for seat, hand in opponent_hands.items():
        if not hand:
            continue
        above = sum(1 for r in hand if ship_key(r, seat, tie_breakers) > mine)
        place = place + Dist({1: Fraction(above, len(hand)), 0: Fraction(len(hand) - above,
                                                                          len(hand))})
    return place


def hand_claim_odds(view: Mapping[str, Any], tie_breakers: TieTable = ()) -> dict[int, Dist]:
    """For each card in the viewer's hand, its claim-position distribution (from a view only:
    hands are public in Libertalia, choices are not)."""
    me = view["player"]
    others = {q: h for q, h in enumerate(view["hands"]) if q != me}
    return {rank: claim_position(rank, me, others, tie_breakers) for rank in view["hands"][me]}


def claim_place_by_play(chance: ChanceLike, rank: int, me: int,
                        opponent_hands: Mapping[int, Sequence[int]]) -> int:
    """The same question played out: each opponent picks a card with `chance`, the ship is
    sorted as at the reveal, and my place among the claimers is read off (for `exact` and
    `simulate` cross-checks)."""
    ship = [(rank, me)] + [(chance.pick(list(h)), q) for q, h in opponent_hands.items() if h]
    ship.sort(key=lambda c: ship_key(*c), reverse=True)
    return ship.index((rank, me)) + 1


# --- the day's booty ---------------------------------------------------------------------------
def day_booty(players: int, bag: Mapping[str, int] = BAG) -> Dist:
    """The exact distribution of the day's booty (counts per kind, in `BOOTY_KINDS` order)
    when `players` tokens are drawn from `bag` (multivariate hypergeometric)."""
    return hands({k: bag.get(k, 0) for k in BOOTY_KINDS}, players)


def booty_chances(players: int, bag: Mapping[str, int] = BAG) -> dict[str, Fraction]:
    """Chance that the day's booty holds a chest, a cursed relic, a full set of three maps."""
    booty = day_booty(players, bag)
    at = {k: i for i, k in enumerate(BOOTY_KINDS)}
    return {"a chest": booty.P(lambda c: c[at["chest"]] >= 1),
            "a cursed relic": booty.P(lambda c: c[at["relic"]] >= 1),
            "a full map set": booty.P(lambda c: c[at[MAP]] >= 3)}


def pick_worth(kind: str, map_worth: Fraction = Fraction(4)) -> Fraction:
    """A token's worth to its taker: printed value; a map a third of a set (12 / 3) by
    default; sabers and officers 0 (their effects aside)."""
    return map_worth if kind == MAP else Fraction(TOKEN_VALUE[kind])


def _taken_worth(take: Action, map_worth: Fraction) -> Fraction:
    """What a `take:<kind>` action takes is worth (`pick_worth`): its one arg, the kind."""
    kind = take.args[0]
    assert isinstance(kind, str), f"{take.id} takes no booty kind"
    return pick_worth(kind, map_worth)


def first_pick_value(players: int, bag: Mapping[str, int] = BAG,
                     map_worth: Fraction = Fraction(4)) -> Dist:
    """The exact distribution of the best token's worth among the day's booty: what the
    first claimer takes when taking the most valuable token."""
    worth = [pick_worth(k, map_worth) for k in BOOTY_KINDS]
    return day_booty(players, bag).map(
        lambda c: max(w for w, n in zip(worth, c) if n))


def drawn_booty(chance: ChanceLike, players: int) -> tuple[int, ...]:
    """The day's booty drawn by the rules' own draw (`mechanics.draw_tokens`, as
    `days.dawn` draws it), from a full bag."""
    taken = draw_tokens(dict(BAG), players, chance)
    return tuple(taken.count(k) for k in BOOTY_KINDS)


# --- end-of-campaign duels ---------------------------------------------------------------------
def duel(hands_: tuple[Sequence[int], Sequence[int]], booty: Sequence[Sequence[Fraction]]
         ) -> dict[str, Any]:
    """The last days of a campaign between two pirates as a zero-sum game, solved exactly.

    Each day both play one card at once; the higher on the ship (`ship_key`, seat 0 against
    seat 1) takes the better of that day's two tokens, the other the worse. `booty[d]` is
    day d's pair of token worths (the later days' pairs may be expectations). Payoff: seat
    0's booty minus seat 1's. The first day is a matrix game whose entries add the exact
    value of the game that remains (backward induction); crew powers are left out: this
    is the auction alone (choose ranks whose powers change nothing, and `real_entry` checks
    each entry against the real rules). The result also holds the sorted `days`."""
    a, b = tuple(sorted(hands_[0])), tuple(sorted(hands_[1]))
    days = tuple(tuple(sorted((Fraction(x) for x in pair), reverse=True)) for pair in booty)
    matrix = _day_matrix(a, b, days)
    eq = solve_zero_sum(matrix)
    return {"value": eq.value, "row": dict(zip(a, eq.row)), "col": dict(zip(b, eq.col)),
            "matrix": matrix, "rows": a, "cols": b, "days": days}


def _day_matrix(a: tuple[int, ...], b: tuple[int, ...], days: tuple[tuple[Fraction, ...], ...]
                ) -> list[list[Fraction]]:
    best, worst = days[0]
    rest = days[1:]
    matrix = []
    for x in a:
        row = []
        for y in b:
            swing = best - worst if ship_key(x, 0) > ship_key(y, 1) else worst - best
            later = _duel_value(_without(a, x), _without(b, y), rest) if rest else Fraction(0)
            row.append(swing + later)
        matrix.append(row)
    return matrix


@lru_cache(maxsize=None)
def _duel_value(a: tuple[int, ...], b: tuple[int, ...],
                days: tuple[tuple[Fraction, ...], ...]) -> Fraction:
    return solve_zero_sum(_day_matrix(a, b, days)).value


def _without(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = hand.index(card)
    return hand[:i] + hand[i + 1:]


def greedy_guarantee(result: Mapping[str, Any]) -> Fraction:
    """What 'play your highest card today' guarantees seat 0 in a solved duel: the worst
    entry of that row (the opponent answering it as well as possible)."""
    return min(result["matrix"][len(result["rows"]) - 1])


def expected_pair(players: int = 2, map_worth: Fraction = Fraction(4),
                  bag: Mapping[str, int] = BAG) -> tuple[Fraction, ...]:
    """The expected worths (better, worse) of a two-token day drawn from `bag` (full by
    default)."""
    worth = [pick_worth(k, map_worth) for k in BOOTY_KINDS]

    def pair(c: tuple[int, ...]) -> tuple[Fraction, Fraction]:
        tokens = sorted((w for w, n in zip(worth, c) for _ in range(n)), reverse=True)
        return tokens[0], tokens[1]

    booty = day_booty(players, bag)
    return (sum((p * pair(c)[0] for c, p in booty.items()), Fraction(0)),
            sum((p * pair(c)[1] for c, p in booty.items()), Fraction(0)))


# --- a duel played through the real rules ------------------------------------------------------
def duel_table(hands_: tuple[Sequence[int], Sequence[int]], today: Mapping[str, int],
               days: int = 2, seed: int = 0) -> LibertaliaState:
    """A real 2-player table (one campaign) at sunrise with `days` days left, staged to a
    duel's position: the given hands, `today`'s tokens under the ship, empty dens and discard
    piles, 10 doubloons each, and every other token in the bag (a constructed position: the
    earlier days left nothing behind). Day 6 ends the game, so its score is the duel's
    payoff. The game is looked up by name, as any caller would: the package registered it."""
    game = load("libertalia", players=2, campaigns=1)
    table = game.new_game(seed)
    assert isinstance(table, LibertaliaState), f"{game.title} is not Libertalia"
    held = [sorted(h) for h in hands_]
    drawn = set(held[0]) | set(held[1])  # every pirate holds the cards drawn: the other's
    loot = {k: today.get(k, 0) for k in BOOTY_KINDS}  # are out of the game (retired)
    stage(table, check=False, day=DAYS - days + 1, hands=held,
          crew_deck=sorted(set(RANKS) - drawn), retired=[sorted(drawn - set(h)) for h in held],
          dens=[[], []], discards=[[], []], den_booty=[empty_booty() for _ in range(2)],
          loot=loot, spent=empty_booty(), doubloons=[START_DOUBLOONS] * 2,
          bag={k: BAG[k] - loot[k] for k in BOOTY_KINDS if BAG[k] - loot[k]})
    if table.invariants():
        raise ValueError(f"not a sound position: {table.invariants()}")
    return table


def played_duel(table: LibertaliaState, plays: Sequence[tuple[int, int]],
                map_worth: Fraction = Fraction(0)) -> int:
    """Play the duel's days through `state.apply`: each day seat 0 plays `x`, seat 1 `y`, and
    each claimer takes the token of most worth (`pick_worth`, as the model assumes); a saber
    strikes the first crew offered. Returns seat 0's score minus seat 1's, less the same
    difference before (doubloons and booty): the realised payoff. A choice the model has no
    answer for (a power asking something) is an error, not a guess."""
    def standing(p: int) -> int:
        return table.doubloons[p] + booty_value(table.den_booty[p])

    before = standing(0) - standing(1)
    for x, y in plays:
        table.apply(CODEC.id("play", x))
        table.apply(CODEC.id("play", y))
        while (question := pending(table)) is not None:
            kind, options = question["kind"], table.legal_actions()
            if kind == "take":
                table.apply(max(options, key=lambda a: _taken_worth(a, map_worth)))
            elif kind == "saber":
                table.apply(options[0])
            else:
                raise ValueError(f"the duel model has no answer to a {kind!r} choice")
    if not table.over:
        raise ValueError("the duel's days did not end the game")
    scores = table.scores()
    return scores[0] - scores[1] - before


def real_entry(table: LibertaliaState, result: Mapping[str, Any], x: int, y: int,
               map_worth: Fraction = Fraction(0)) -> Fraction:
    """The real game's payoff for today's pure pair (x, y) in a duel of one or two days:
    tomorrow is played by the model's own equilibrium of the game that remains, and
    tomorrow's booty is enumerated exactly by `exact` through the rules' own draw (the
    table's chance is replaced by the enumerator before today's last claim draws it)."""
    if len(result["days"]) > 2:
        raise ValueError("the real-rules check plays duels of one or two days")
    if len(result["days"]) == 1:
        return Fraction(played_duel(table.clone(), [(x, y)], map_worth))
    later = duel((_without(result["rows"], x), _without(result["cols"], y)),
                 result["days"][1:])
    total = Fraction(0)
    for x2, p in later["row"].items():
        for y2, q in later["col"].items():
            if p and q:
                total += p * q * exact(lambda c: played_duel(
                    _dealt_by(table, c), [(x, y), (x2, y2)], map_worth)).mean()
    return total


def _dealt_by(table: LibertaliaState, chance: ChanceLike) -> LibertaliaState:
    """A fresh copy of `table` whose every later draw comes from `chance` (staged: the copy
    is no replay of its seed any more)."""
    return stage(table.clone(), chance=chance, check=False)


# --- a campaign's maps: a set, or the Waitress -------------------------------------------------
#: [book] "Waitress (8): Discard a treasure map to gain 3 doubloons (night)."
WAITRESS_PAY = 3


def map_days(players: int, days: int = DAYS, bag: Mapping[str, int] = BAG) -> Dist:
    """The exact distribution of the number of days, of the campaign's last `days`, whose
    booty holds at least one treasure map. Each day `players` tokens come out of the bag
    (`days.dawn`), which is refilled only when the campaign ends and loses every token drawn
    (tokens left under the ship are spent): the days are draws without replacement, so the
    day's map count is hypergeometric given the bag the earlier days left. The Spanish Spy's
    extra draws are left out. A pirate takes one token a day (the Cook aside), so this is
    the most maps she can gather, and the number she gathers if she claims first every day
    and takes a map whenever there is one."""
    if type(players) is not int or not 1 <= players <= 6:
        raise ValueError(f"players must be a whole number from 1 to 6, not {players!r}")
    if type(days) is not int or not 0 <= days <= DAYS:
        raise ValueError(f"days must be a whole number from 0 to {DAYS}, not {days!r}")
    maps = bag.get(MAP, 0)
    others = sum(n for k, n in bag.items() if k != MAP)
    if maps < 0 or others < 0 or any(n < 0 for n in bag.values()):
        raise ValueError(f"a bag holds no negative counts: {dict(bag)}")
    state = Dist.certain((maps, others, 0))
    for _ in range(days):
        state = state.mixture(lambda s: _one_day(s, players))
    return state.map(lambda s: s[2])


def _one_day(state: tuple[int, int, int], players: int) -> Dist:
    """(maps left, other tokens left, days with a map so far) after one more day's draw."""
    maps, others, seen = state
    drawn = min(players, maps + others)
    return hands({MAP: maps, "other": others}, drawn).map(
        lambda c: (maps - c[0], others - c[1], seen + (c[0] > 0)))


def map_plans(players: int) -> dict[str, Fraction]:
    """A pirate who claims first every day of a campaign and takes a map whenever there is
    one (an upper bound: at a real table others claim first on some days and take maps too):
    the chance she completes a set, and what her maps are worth chasing sets (every full set
    of 3 is 12 doubloons, `booty_value`; a lone map or a pair nothing) or with the Waitress
    in her den from the first night (she must turn one map into 3 doubloons each night, so
    every map pays 3 the night it is taken, and no set is ever completed)."""
    days = map_days(players)
    sets = days.map(lambda n: booty_value({MAP: n}))
    return {"a full set": sets.P(lambda worth: worth > 0), "chasing sets": sets.mean(),
            "with the Waitress": WAITRESS_PAY * days.mean()}


def sunrise_maps(chance: ChanceLike, players: int) -> tuple[int, ...]:
    """The maps under the ship at each sunrise of a real one-campaign game (`load`,
    `new_game`), read before anyone acts, each seat choosing uniformly with `chance` among its
    legal actions but the Spanish Spy (his extra draws are outside `map_days`' model): the
    days holding a map are `map_days` played by the real rules."""
    table = load("libertalia", players=players, campaigns=1).new_game(chance.below(10**9))
    assert isinstance(table, LibertaliaState), "load('libertalia') made no Libertalia table"
    maps: list[int] = []
    while not table.over:
        if table.day > len(maps):
            maps.append(table.loot[MAP])
        options = table.legal_actions()
        allowed = [a for a in options if (a.kind, a.args) != ("play", (SPANISH_SPY,))]
        table.apply(chance.pick(allowed or options))
    return tuple(maps)
