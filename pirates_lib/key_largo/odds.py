"""Key Largo's exact analyses: a dive's risk and worth, the worth of looking before diving,
Dolphin Cove against diving over the ten days, the market as a simultaneous game, and the
board's odds panel for one wreck.

Every dive below is played by `mechanics.dive` under `pirates_lib.odds.exact`. What keeps it
fast is one fact of the rules, checked by the tests against the dive played with the real
cards: a dive's course (who draws, who flees, which weight or trident is spent) depends only
on whether each card drawn is a monster, when the policy does not look at the treasure (as
`use_weights` and `keep_weights` do not). So the dive is enumerated on a wreck of monsters
and one stand-in treasure, and the treasure kept is then a uniform sample of the wreck's
treasure cards: by exchangeability, of the treasure cards of the pool the wreck came from.

A wreck the viewer has not seen is modelled as `cards_left` cards drawn uniformly from a
`pool` (a fresh wreck: 5 cards of the depth's 20 or 30, as `mechanics.deal_wrecks` deals
them); a wreck the viewer looked at is its own pool, all of it drawn.

A treasure's worth (`worth`), by `basis`: MARKET (the default), goods, antiques and gold at
the best rate of their type (`mechanics.best_rate`: $40, $40 and $30 a unit, what a seller
alone with goods or among three with antiques gets) and diamonds at their printed value (they
are never sold at the market); END, every card at its end value (`mechanics.end_value`, $20 a
unit). The first is what a dive can bring at most, the second what it brings for sure."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import comb
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine.limits import MAX_OPTION_INT, cut
from ..odds import Dist, arguments as A, evolve, exact, hypergeometric, solve_zero_sum
from ..odds.bounds import MAX_STATES, refuse_above
from . import components as C
from .components import (CARDS_PER_WRECK, DAYS, DAY_LABELS, DEPTHS, DIAMONDS, HOSE,
                         HOSES_NEEDED, MARKET_RATES, MAX_DIVERS, MAX_PLAYERS, MONSTER,
                         PER_DIVER, TRIDENT, WEIGHT, WRECK_CARDS_PER_DEPTH,
                         default_wreck_cards, kind_of, number_of)
from .mechanics import (Diver, DivePolicy, best_rate, dive, divers_reaching, dolphin_pay,
                        end_value, hand_end_value, sale_value, sellable_types, use_weights)

if TYPE_CHECKING:
    from ..engine import ChanceLike

MARKET, END = "market", "end"
BASES = (MARKET, END)
ALL_CARDS = sum(WRECK_CARDS_PER_DEPTH.values())  # 80: no hand, nor all hands, holds more
#: Dives kept between calls (each a team, a depth and a wreck's monsters: about 1.7 KB; the
#: dive table needs 406): a board asks for its panel at every step, so the cache is bounded.
KEPT_DIVES = 1024
STAND_IN = "goods-1"  # the one treasure of a lumped wreck: the dive asks only "a monster?"
AWAY = "away"  # the market game's strategy of spending the half-day elsewhere

Pool = Mapping[str, int]  # card -> copies


class DiveCount(NamedTuple):
    """One dive's course: treasure cards kept, divers lost, monsters met, and the team
    that surfaces (the survivors with what is left of their equipment)."""

    kept: int
    lost: int
    met: int
    team: tuple[Diver, ...]


# --- the questions checked (docs/rules/key_largo.md, "Bounds of the analyses") -------------
def _depth(depth: Any) -> str:
    return A.one_of(depth, "depth", DEPTHS)


def _basis(basis: Any) -> str:
    return A.one_of(basis, "basis", BASES)


def _policy(policy: Any) -> DivePolicy:
    return A.function(policy, "policy", "a dive policy, such as use_weights or keep_weights")


def _diver(diver: Any, where: str) -> Diver:
    """A diver with at most two lengths of hose, one trident and one weight [book]."""
    if not isinstance(diver, Diver):
        raise ValueError(f"{where} must be a Diver, not {type(diver).__name__} {cut(diver)}")
    for item, field in ((HOSE, "hoses"), (TRIDENT, "tridents"), (WEIGHT, "weights")):
        A.whole(getattr(diver, field), f"{where}'s {field}", 0, PER_DIVER[item])
    return diver


def _team(team: Any) -> tuple[Diver, ...]:
    """At most three divers [book: "never more than three divers in their team"]."""
    return tuple(_diver(d, f"team[{i}]")
                 for i, d in enumerate(A.listed(team, "team", MAX_DIVERS, "divers")))


def _reaching(team: tuple[Diver, ...], depth: str) -> tuple[Diver, ...]:
    if not divers_reaching(team, depth):
        raise ValueError(f"no diver of the team reaches {depth} depth (it takes "
                         f"{HOSES_NEEDED[depth]} lengths of hose)")
    return team


def _pool(pool: Any, depth: str, cards_left: int, name: str = "pool") -> dict[str, int]:
    """Some of the depth's cards, enough to fill a wreck of `cards_left` cards."""
    pool = C.check_pool(pool, depth, name)
    if cards_left > sum(pool.values()):
        raise ValueError(f"a wreck to dive holds 1 to {sum(pool.values())} cards of this "
                         f"{name}, not {cards_left}")
    return pool


def _left(cards_left: Any) -> int:
    return A.whole(cards_left, "cards_left (the wreck's cards)", 1, CARDS_PER_WRECK)


def _cards(cards: Any) -> Mapping[str, Pool] | None:
    return None if cards is None else C.check_wreck_cards(cards)


def _dive(team: Any, depth: Any, pool: Any, cards_left: Any, policy: Any) -> tuple:
    """A dive's question checked: (team, depth, pool, cards_left, policy)."""
    depth, left = _depth(depth), _left(cards_left)
    pool = _pool(pool, depth, left)
    return _reaching(_team(team), depth), depth, pool, left, _policy(policy)


# --- building blocks ---------------------------------------------------------------------------
def worth(card: str, basis: str = MARKET) -> int:
    """A treasure card's worth in dollars on `basis` (see the module's docstring)."""
    return _worth(C.check_treasure(card, "card"), _basis(basis))


def _worth(card: str, basis: str) -> int:
    if basis == END or kind_of(card) == DIAMONDS:
        return end_value(card)
    return number_of(card) * best_rate(kind_of(card))


def pile(depth: str, cards: Mapping[str, Pool] | None = None) -> dict[str, int]:
    """The depth's wreck cards (the default 80, or a table a card owner typed in, checked as
    the game's option is): the pool a fresh wreck is dealt from."""
    depth, cards = _depth(depth), _cards(cards)
    return dict((default_wreck_cards() if cards is None else cards)[depth])


def team_of(divers: int, depth: str, tridents: int = 0, weights: int = 0) -> tuple[Diver, ...]:
    """A team of `divers` who all reach `depth` (the hoses it needs), the first `tridents`
    of them with a trident and the first `weights` with a weight: the teams the tables
    compare. Under `use_weights` the first diver's weight is spent on the first treasure."""
    hoses = HOSES_NEEDED[_depth(depth)]
    divers = A.whole(divers, "divers", 1, MAX_DIVERS)
    tridents = A.whole(tridents, "tridents (one a diver at most)", 0, divers)
    weights = A.whole(weights, "weights (one a diver at most)", 0, divers)
    return tuple(Diver(hoses, int(i < tridents), int(i < weights)) for i in range(divers))


@lru_cache(maxsize=KEPT_DIVES)
def _lumped(monsters: int, treasures: int, team: tuple[Diver, ...], depth: str,
            policy: DivePolicy) -> Dist:
    """Every course of a dive on a wreck of `monsters` monsters and `treasures` stand-ins,
    played by `mechanics.dive` under `exact`."""
    def one_dive(chance: ChanceLike) -> DiveCount:
        wreck = {c: n for c, n in ((MONSTER, monsters), (STAND_IN, treasures)) if n}
        result = dive(chance, wreck, team, depth, policy)
        return DiveCount(len(result.kept), len(result.lost), result.monsters_met,
                         result.survivors)
    return exact(one_dive)


def _treasure_worths(pool: Pool, basis: str) -> tuple[tuple[int, int], ...]:
    """The pool's treasure cards grouped by worth: ((worth, copies), ...)."""
    groups: dict[int, int] = {}
    for card, n in pool.items():
        if card != MONSTER:
            groups[_worth(card, basis)] = groups.get(_worth(card, basis), 0) + n
    return tuple(sorted(groups.items()))


@lru_cache(maxsize=16)  # a dive's worth takes one per number of cards kept (at most 6)
def _sample_sum(worths: tuple[tuple[int, int], ...], draws: int) -> Dist:
    """The total worth of `draws` cards taken without replacement from the groups (counted
    by ways: a product of binomials per group, summed by a small dynamic programme)."""
    ways = {(0, 0): 1}  # (cards taken, total) -> ways
    for value, copies in worths:
        step: dict[tuple[int, int], int] = {}
        for (taken, total), w in ways.items():
            for j in range(min(copies, draws - taken) + 1):
                key = (taken + j, total + j * value)
                step[key] = step.get(key, 0) + w * comb(copies, j)
        ways = step
    every = comb(sum(n for _, n in worths), draws)
    return Dist({total: Fraction(w, every) for (taken, total), w in ways.items()
                 if taken == draws})


# --- (a), (b): a dive's risk and worth ---------------------------------------------------------
def dive_counts(team: Sequence[Diver], depth: str, pool: Pool,
                cards_left: int = CARDS_PER_WRECK, policy: DivePolicy = use_weights) -> Dist:
    """The exact distribution of a dive's `DiveCount` on a wreck of `cards_left` cards drawn
    uniformly from `pool` (a known wreck: its own cards, all of them). The wreck's monsters
    are hypergeometric; given them, `mechanics.dive` is enumerated on the lumped wreck."""
    return _counts(*_dive(team, depth, pool, cards_left, policy))


def _counts(team: tuple[Diver, ...], depth: str, pool: Pool, cards_left: int,
            policy: DivePolicy) -> Dist:
    return hypergeometric(sum(pool.values()), pool.get(MONSTER, 0), cards_left).mixture(
        lambda m: _lumped(m, cards_left - m, team, depth, policy))


def dive_value(team: Sequence[Diver], depth: str, pool: Pool, cards_left: int = CARDS_PER_WRECK,
               policy: DivePolicy = use_weights, basis: str = MARKET) -> Dist:
    """The exact distribution of the dollars a dive brings up: given t treasure cards kept
    (from `dive_counts`), their worth is that of t cards drawn without replacement from the
    pool's treasure cards."""
    dived, basis = _dive(team, depth, pool, cards_left, policy), _basis(basis)
    worths = _treasure_worths(dived[2], basis)
    return _counts(*dived).map(lambda o: o.kept).mixture(lambda t: _sample_sum(worths, t))


def expected_value(team: Sequence[Diver], depth: str, pool: Pool,
                   cards_left: int = CARDS_PER_WRECK, policy: DivePolicy = use_weights,
                   basis: str = MARKET) -> Fraction:
    """A dive's expected dollars: expected treasure cards kept times the pool's mean
    treasure worth (linearity: the same as `dive_value(...).mean()`)."""
    return _expected(_dive(team, depth, pool, cards_left, policy), _basis(basis))


def _expected(dived: tuple, basis: str) -> Fraction:
    worths = _treasure_worths(dived[2], basis)
    cards = sum(n for _, n in worths)
    if not cards:
        return Fraction(0)
    kept = _counts(*dived).map(lambda o: o.kept).mean()
    return kept * Fraction(sum(v * n for v, n in worths), cards)


def dive_table(cards_left: int = CARDS_PER_WRECK, policy: DivePolicy = use_weights,
               basis: str = MARKET, cards: Mapping[str, Pool] | None = None) -> list[dict]:
    """For every depth and every team of 1 to 3 divers reaching it with 0 to that many
    tridents and weights (`team_of`), on a wreck of `cards_left` cards drawn from the
    depth's pile: the chance to meet a monster, to lose a diver, and the expected dollars."""
    cards_left, policy = _left(cards_left), _policy(policy)
    basis, cards = _basis(basis), _cards(cards)
    rows = []
    for depth in HOSES_NEEDED:
        for divers in range(1, MAX_DIVERS + 1):
            for tridents, weights in product(range(divers + 1), repeat=2):
                team = team_of(divers, depth, tridents, weights)
                odds = wreck_odds(depth, cards_left, [_plain(d) for d in team],
                                  policy=policy, basis=basis, cards=cards)
                assert odds is not None, "team_of's divers reach the depth"
                rows.append({"depth": depth, "divers": divers, "tridents": tridents,
                             "weights": weights, **odds})
    return rows


def _plain(diver: Diver) -> tuple[int, int, int]:
    return diver.hoses, diver.tridents, diver.weights


# --- (f): the board's odds panel ---------------------------------------------------------------
def wreck_odds(depth: str, cards_left: int, team: Sequence[tuple[int, int, int]],
               known: Pool | None = None, unseen: Pool | None = None,
               policy: DivePolicy = use_weights, basis: str = MARKET,
               cards: Mapping[str, Pool] | None = None) -> dict[str, Fraction] | None:
    """What the odds panel shows for one wreck, from plain values: its depth, the cards
    left, the viewer's team as (hoses, tridents, weights) per diver, and what the viewer
    knows: `known`, the wreck's cards if the viewer looked and nothing changed since; else
    `unseen`, that depth's cards the viewer has not seen elsewhere (default: the whole pile),
    of which the wreck's cards are taken to be a uniform sample. Returns the exact chance to
    meet a monster and to lose a diver, and the expected dollars (`basis`); None when no
    diver of the team reaches the depth (the boat cannot go there)."""
    depth, cards_left = _depth(depth), _left(cards_left)
    policy, basis = _policy(policy), _basis(basis)
    divers = tuple(_diver(Diver(*A.listed(d, f"team[{i}]", 3, "numbers (hoses, tridents, "
                                          "weights)", 3)), f"team[{i}]")
                   for i, d in enumerate(A.listed(team, "team", MAX_DIVERS, "divers")))
    if known is not None:
        pool = C.check_pool(known, depth, "known")
        if sum(pool.values()) != cards_left:
            raise ValueError(f"a known wreck of {cards_left} cards, not {sum(pool.values())}")
    else:
        pool = _pool(pile(depth, cards) if unseen is None else unseen, depth, cards_left,
                     "unseen")
    if not divers_reaching(divers, depth):
        return None
    counts = _counts(divers, depth, pool, cards_left, policy)
    return {"monster": counts.P(lambda o: o.met > 0), "lose": counts.P(lambda o: o.lost > 0),
            "value": _expected((divers, depth, pool, cards_left, policy), basis)}


# --- (c): the worth of a round -----------------------------------------------------------------
def round_value(depth: str, team: Sequence[Diver], policy: DivePolicy = use_weights,
                basis: str = MARKET, loss_cost: int | Fraction = 0,
                cards: Mapping[str, Pool] | None = None, *,
                max_states: int = MAX_STATES) -> dict[str, Fraction]:
    """What looking at two fresh wrecks of `depth` (a round at the bar) is worth to a team
    about to dive there, as a decision problem. Blind, the team dives a wreck it has not
    seen. Informed, it has seen two wrecks (10 cards dealt from the pile) and dives the best
    of three: either seen wreck, or another wreck of the depth, a sample of the 10 or 20
    cards left unseen. A dive's worth is its expected dollars less `loss_cost` per diver
    lost. Assumed: the team dives next, on the wreck it picks, under the fixed `policy`.
    Returns the blind and informed expected worths and their difference, the information.
    The two wrecks are counted by (monsters, worth) of each: more than `max_states` such
    pairs (a pile of many distinct worths) is refused as soon as it is met."""
    depth, policy, basis = _depth(depth), _policy(policy), _basis(basis)
    team = _reaching(_team(team), depth)
    loss_cost = A.amount(loss_cost, "loss_cost", 0, MAX_OPTION_INT)
    cards_pile = pile(depth, cards)
    worths, monsters = _treasure_worths(cards_pile, basis), cards_pile.get(MONSTER, 0)
    size, k = sum(cards_pile.values()), CARDS_PER_WRECK
    kept, lost = _expectations(team, depth, policy)

    @lru_cache(maxsize=None)
    def seen(m: int, s: int) -> Fraction:
        return (kept[m] * Fraction(s, k - m) if m < k else 0) - loss_cost * lost[m]

    @lru_cache(maxsize=None)
    def unseen(m: int, s: int, n: int) -> Fraction:
        odds = hypergeometric(n, m, k)
        per_card = Fraction(s, n - m) if n > m else 0
        return sum((p * (kept[j] * per_card - loss_cost * lost[j]) for j, p in odds.items()),
                   Fraction(0))

    total_worth = sum(v * n for v, n in worths)
    blind = unseen(monsters, total_worth, size)
    best: dict[Fraction, int] = {}
    for (m1, s1, m2, s2), ways in _two_wrecks(worths, monsters, max_states).items():
        v = max(seen(m1, s1), seen(m2, s2),
                unseen(monsters - m1 - m2, total_worth - s1 - s2, size - 2 * k))
        best[v] = best.get(v, 0) + ways
    pairs = comb(size, k) * comb(size - k, k)
    informed = sum((v * w for v, w in best.items()), Fraction(0)) / pairs
    return {"blind": blind, "informed": informed, "information": informed - blind}


def _expectations(team: tuple[Diver, ...], depth: str, policy: DivePolicy
                  ) -> tuple[dict[int, Fraction], dict[int, Fraction]]:
    """Expected treasure kept and divers lost on a 5-card wreck holding m monsters."""
    k = CARDS_PER_WRECK
    dists = {m: _lumped(m, k - m, team, depth, policy) for m in range(k + 1)}
    return ({m: d.map(lambda o: o.kept).mean() for m, d in dists.items()},
            {m: d.map(lambda o: o.lost).mean() for m, d in dists.items()})


def _two_wrecks(worths: tuple[tuple[int, int], ...], monsters: int, max_states: int
                ) -> dict[tuple[int, int, int, int], int]:
    """Ways to deal two disjoint 5-card wrecks by (monsters, treasure worth) of each: per
    group of like cards, C(n, j1) C(n - j1, j2) ways to give j1 to one and j2 to the other.
    The monsters come last: they fill what the treasure left, so they add no state. More
    than `max_states` states is refused as soon as it is met (one state grows at most 36)."""
    k = CARDS_PER_WRECK
    ways = {(0, 0, 0, 0): 1}  # (cards, worth) of each wreck -> ways
    for value, copies in worths:
        step: dict[tuple[int, int, int, int], int] = {}
        for (c1, s1, c2, s2), w in ways.items():
            for j1 in range(min(copies, k - c1) + 1):
                for j2 in range(min(copies - j1, k - c2) + 1):
                    key = (c1 + j1, s1 + j1 * value, c2 + j2, s2 + j2 * value)
                    step[key] = step.get(key, 0) + w * comb(copies, j1) * comb(copies - j1, j2)
            if len(step) > max_states:
                refuse_above(len(step), max_states, "states", "max_states")
        ways = step
    return {(k - c1, s1, k - c2, s2): w * comb(monsters, k - c1) * comb(monsters - k + c1, k - c2)
            for (c1, s1, c2, s2), w in ways.items() if 2 * k - c1 - c2 <= monsters}


# --- (d): Dolphin Cove against diving ----------------------------------------------------------
def dolphins_or_dive(depth: str, team: Sequence[Diver], policy: DivePolicy = use_weights,
                     basis: str = MARKET, cards: Mapping[str, Pool] | None = None,
                     pay: Sequence[int] | None = None) -> list[dict[str, Any]]:
    """Day by day over the ten days: Dolphin Cove's pay against the expected dollars of that
    day's dive, for a team that dives once every day on a fresh wreck of `depth` and never
    re-equips (the team is a Markov chain, evolved by `evolve`: it loses divers, spends its
    tridents and weights, and a team with no diver reaching the depth dives no more). Each
    row also holds the totals so far and the chance the team can still dive that day. Both
    places can be visited on one day (two different cards): this prices the half-day."""
    depth, policy, basis = _depth(depth), _policy(policy), _basis(basis)
    team, pool = _team(team), pile(depth, cards)
    pay = None if pay is None else C.check_dolphin_pay(pay)

    def step(t: tuple[Diver, ...]) -> dict[tuple[Diver, ...], Fraction]:
        return dict(_counts(t, depth, pool, CARDS_PER_WRECK, policy).map(
            lambda o: o.team).items())

    def can_dive(t: tuple[Diver, ...]) -> bool:
        return bool(divers_reaching(t, depth))

    teams, rows = Dist.certain(team), []
    pay_total = dive_total = Fraction(0)
    for day in range(len(DAYS)):
        ev = sum((p * _expected((t, depth, pool, CARDS_PER_WRECK, policy), basis)
                  for t, p in teams.items() if can_dive(t)), Fraction(0))
        pay_total += dolphin_pay(day, pay)
        dive_total += ev
        rows.append({"day": DAY_LABELS[day], "pay": dolphin_pay(day, pay), "dive": ev,
                     "pay so far": pay_total, "dive so far": dive_total,
                     "can dive": teams.P(can_dive)})
        teams = evolve(teams, step, 1, absorbing=lambda t: not can_dive(t))
    return rows


# --- (e): the market as a simultaneous game ----------------------------------------------------
def _hands(hands: Any, least: int) -> tuple[tuple[str, ...], ...]:
    """`least` to 5 hands of treasure cards [book: 3 to 5 players], 80 cards at most in all."""
    hands = tuple(C.check_hand(h, f"hands[{i}]", ALL_CARDS) for i, h in
                  enumerate(A.listed(hands, "hands", MAX_PLAYERS, "hands", least)))
    if sum(map(len, hands)) > ALL_CARDS:
        raise ValueError(f"the hands hold {sum(map(len, hands))} cards; the wrecks hold "
                         f"{ALL_CARDS} in all")
    return hands


def _sale_terms(away: Any, rates: Any, end_values: Any) -> tuple:
    """(away, rates, end_values) checked: an exact amount from $0, the tables as the game's."""
    return (A.amount(away, "away", 0, MAX_OPTION_INT), C.check_market_rates(rates),
            None if end_values is None else C.check_end_values(end_values))


def market_gains(hands: Sequence[Sequence[str]], choice: Sequence[str],
                 away: int | Fraction = 0, rates: Mapping[str, Sequence[int]] = MARKET_RATES,
                 end_values: Mapping[str, int] | None = None) -> tuple[int | Fraction, ...]:
    """What the half-day adds to each player's fortune as counted at the end: a seller of a
    type sells all of its cards at the rate for the number at the market, and gains the sale
    less the cards' end value; a player `away` gains `away` (say, Dolphin Cove's pay that
    day). Selling all is no loss with the book's rates and our end values: every rate is at
    least the $20 a unit the card would count at the end."""
    hands = _hands(hands, 1)
    choice = A.listed(choice, "choice", len(hands), "choices (one a hand)", len(hands))
    for i, (hand, kind) in enumerate(zip(hands, choice)):
        A.one_of(kind, f"choice[{i}]", (AWAY, *sellable_types(hand)))
    return _gains(hands, choice, *_sale_terms(away, rates, end_values))


def _gains(hands: tuple[tuple[str, ...], ...], choice: Sequence[str], away: int | Fraction,
           rates: Mapping[str, Sequence[int]], end_values: Mapping[str, int] | None
           ) -> tuple[int | Fraction, ...]:
    sellers = sum(c != AWAY for c in choice)
    gains = []
    for hand, kind in zip(hands, choice):
        if kind == AWAY:
            gains.append(away)
            continue
        sold = [c for c in hand if kind_of(c) == kind]
        gains.append(sale_value(sold, sellers, rates) - hand_end_value(sold, end_values))
    return tuple(gains)


def market_game(hands: Sequence[Sequence[str]], away: int = 0,
                rates: Mapping[str, Sequence[int]] = MARKET_RATES,
                end_values: Mapping[str, int] | None = None) -> dict[str, Any]:
    """The market as a simultaneous game, solved exactly. Each player picks at once: away,
    or sell one type they hold. Player 0's payoff is their gain (`market_gains`) less the
    mean of the others' gains: zero-sum between player 0 and the others taken together, so
    with three players the others are a coalition, and player 0's equilibrium mix guarantees
    that lead whatever they do (a security analysis). Returns the strategies (`rows` for
    player 0, `cols` the others' joint choices), the `matrix`, its `value` and the mixes.
    Two to five hands (at most 4 x 256 joint choices: each picks away or one of 3 types)."""
    hands, terms = _hands(hands, 2), _sale_terms(away, rates, end_values)
    rows = (AWAY, *sellable_types(hands[0]))
    cols = tuple(product(*((AWAY, *sellable_types(h)) for h in hands[1:])))

    def lead(choice: tuple[str, ...]) -> Fraction:
        gains = _gains(hands, choice, *terms)
        return gains[0] - Fraction(sum(gains[1:]), len(gains) - 1)

    matrix = [[lead((r, *c)) for c in cols] for r in rows]
    eq = solve_zero_sum(matrix)
    return {"rows": rows, "cols": cols, "matrix": matrix, "value": eq.value,
            "row": dict(zip(rows, eq.row)), "col": dict(zip(cols, eq.col))}


def pure_answers(result: Mapping[str, Any]) -> dict[tuple[str, ...], Fraction]:
    """Player 0's expected lead, playing the equilibrium mix, against each pure joint choice
    of the others: each at least the value (the mix guarantees it)."""
    rows, cols, matrix = _solved(result)
    row = [result["row"][r] for r in rows]
    return {c: sum((p * matrix[i][j] for i, p in enumerate(row)), Fraction(0))
            for j, c in enumerate(cols)}


def _solved(result: Any) -> tuple[tuple, tuple, tuple]:
    """A result of `market_game`: its strategies, a matrix of their size and a mix over the
    rows (4 rows and 4 ** 4 columns at most: five players)."""
    A.table(result, "result (of market_game)", 6, "entries")
    missing = [k for k in ("rows", "cols", "matrix", "row") if k not in result]
    if missing:
        raise ValueError(f"result must be what market_game returns; it has no {missing[0]!r}")
    rows = A.listed(result["rows"], "result['rows']", 4, "strategies", 1)
    cols = A.listed(result["cols"], "result['cols']", 4 ** 4, "joint choices", 1)
    matrix = A.listed(result["matrix"], "result['matrix']", len(rows), "rows", len(rows))
    for i, line in enumerate(matrix):
        A.listed(line, f"result['matrix'][{i}]", len(cols), "entries", len(cols))
    mix = A.table(result["row"], "result['row']", len(rows), "strategies")
    if set(mix) != set(rows):
        raise ValueError("result['row'] must give a chance to each of result['rows']")
    return rows, cols, matrix
