"""Exact analyses of Pirates: Quest for Davy Jones' Gold, in Fractions, computed through the
rule functions of `mechanics.py` under `pirates_lib.odds.exact`, or by Markov chains whose
one-turn step is itself such an enumeration: the numbers are the game's own, not a second
model of it (docs/rules/davy_jones.md, "Exact analyses", states each model).

- Shooting: the chance a cannon hits, the hits of a volley, the masts it removes.
- Swordfights with Davy Jones, by sword bonus, with or without a reroll of the captain's die.
- Cursed zones: a chain over the masts of the ships in the zone, to escape or defeat.
- The tokens: what the next draws from a wild island hold, exploring, the set-up deal.
- Davy Jones' flights: his chain on the ring and the centre, after n flights and in the long
  run, and how many flights until he reaches an island.

The board's odds panel calls `shot_odds`, `swordfight_chance`, `escape_within`,
`token_odds` and `flight`: plain values in (ranks, bonuses, masts, counts), no game state."""
from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from math import comb
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from ..engine.limits import cut
from ..odds import (Absorption, Dist, absorption, arguments as A, evolve, exact, hands,
                   hypergeometric)
from ..odds.bounds import refuse_above
from . import components as c
from . import mechanics as m

if TYPE_CHECKING:
    from ..engine import ChanceLike

MAX_PARTS = 12  # the most masts or parts a target has (a monster: components.check_monsters)
#: Outcome pairs a volley's sum may combine, cannon by cannon (n cannons: n (n + 1) pairs,
#: and the exact weights grow with n, so the work with n cubed): about 1,000 cannons, 0.6 s
#: here. The game's largest volley is a 12-part monster's, or a fleet's 7 cannons.
VOLLEY_PAIRS = 1_000_000


# --- (a) shooting -----------------------------------------------------------------------------
#: Every full volley of the game: a ship's broadside and a monster's whole attack.
VOLLEYS: dict[str, tuple[int, ...]] = {
    **{ship.title: ship.ranks for ship in c.SHIP_CLASSES},
    **{monster.title: (monster.rank,) * monster.parts for monster in c.MONSTERS}}


def _check_ranks(ranks: Sequence[int], max_pairs: int = VOLLEY_PAIRS) -> tuple[int, ...]:
    """Cannon ranks 1 to 5, as many as `max_pairs` lets a volley's sum combine (refused
    before a single rank is read)."""
    ranks = A.listed(ranks, "ranks", None, "cannon ranks")
    refuse_above(len(ranks) * (len(ranks) + 1), max_pairs, "outcome pairs", "max_pairs")
    return tuple(A.whole(r, "a cannon rank", 1, c.DIE - 1) for r in ranks)


@lru_cache(maxsize=None)
def _cannon(rank: int) -> Dist:
    """Hits (0 or 1) of one cannon: `mechanics.volley` of that cannon, enumerated."""
    return exact(lambda chance: m.volley(chance, (rank,)).hits)


def hit_chance(rank: int) -> Fraction:
    """The chance one cannon of this rank hits: a roll higher than the rank."""
    return _cannon(_check_ranks((rank,))[0])[1]


def volley_hits(ranks: Sequence[int], *, max_pairs: int = VOLLEY_PAIRS) -> Dist:
    """The hits of one volley of cannons (or monster parts) of these ranks. `volley` rolls
    one independent die per cannon, so its hits are the sum of its cannons' hits: summed
    here by convolution rather than by enumerating all 6**n rolls at once (46,656 for the
    Kraken, 0.6 s); the tests check that both agree. A volley whose sum would combine more
    than `max_pairs` outcome pairs is refused at once."""
    total = Dist.certain(0)
    for rank in _check_ranks(ranks, max_pairs):
        total = total + _cannon(rank)
    return total


def masts_removed(ranks: Sequence[int], masts: int, *, max_pairs: int = VOLLEY_PAIRS) -> Dist:
    """The masts (or parts) a volley removes from a target that has `masts` left: each hit
    removes one, and hits beyond the masts left are lost (ruling 12)."""
    left = A.whole(masts, "the target's masts or parts", 1, MAX_PARTS)
    return volley_hits(ranks, max_pairs=max_pairs).map(lambda hits: min(hits, left))


class ShotOdds(NamedTuple):
    """What the board shows before a shot: each cannon's chance, the masts removed."""

    per_cannon: tuple[Fraction, ...]
    removed: Dist
    expected: Fraction
    defeat: Fraction  # the chance the target has no masts (or parts) left afterwards


def shot_odds(ranks: Sequence[int], target_masts: int, *,
              max_pairs: int = VOLLEY_PAIRS) -> ShotOdds:
    """For the board: the cannons in range (their ranks) shooting at a target with
    `target_masts` masts or parts left."""
    removed = masts_removed(ranks, target_masts, max_pairs=max_pairs)
    return ShotOdds(tuple(hit_chance(r) for r in ranks), removed, removed.mean(),
                    removed[target_masts])


# --- (b) swordfights --------------------------------------------------------------------------
def swordfight_chance(captain_sword: int, davy_sword: int = c.DAVY_JONES_SWORD,
                      reroll: bool = False) -> Fraction:
    """The chance the captain wins a swordfight with Davy Jones (`mechanics.swordfight`, a
    tie to the captain). With `reroll` (Crimson Kate's ability [assumed]) the captain rolls
    her own die again whenever the first dice lose, after seeing both: the best use, since
    a losing roll can only improve. The rulebook has no swordfight between captains."""
    sword = A.whole(captain_sword, "the captain's sword bonus", 0, 5)
    davy = A.whole(davy_sword, "Davy Jones' sword bonus", 0, 5)
    reroll = A.flag(reroll, "reroll")

    def fight(chance: ChanceLike) -> bool:
        first = m.swordfight(chance, sword, davy)
        if first.captain_wins or not reroll:
            return first.captain_wins
        return m.fight(chance.die(c.DIE), first.davy_roll, sword, davy).captain_wins
    return exact(fight)[True]


# --- (c) cursed zones -------------------------------------------------------------------------
Out = Literal["out"]
OUT: Out = "out"
ESCAPED, DEFEATED = "escaped", "defeated"
ZONES: tuple[str, ...] = (c.SARGASSO_SEA, c.REEF, c.STORM, c.FOG_BANK)
Ships = tuple[int | Out, ...]  # per ship, in rolling order (4-mast first): masts left, or OUT
Curse = Ships | str  # a state of a curse's chain: its ships, or ESCAPED or DEFEATED (absorbing)


def curse_turn(chance: ChanceLike, zone: str, ships: Ships) -> Curse:
    """One of the cursed player's turns in a zone: each ship still in it tries to escape,
    the 4-mast ship first (ruling 31), the Fog Bank one roll for both; a failure costs her a
    mast (each ship's, in the Fog Bank: ruling 34). A ship defeated (no masts) ends the curse:
    DEFEATED, the other ship escapes at once but the token is lost. All out: ESCAPED. The
    Storm's number is called by a die (ruling 33)."""
    return _curse_turn(A.chance(chance), _check_zone(zone), _check_ships(ships))


def _curse_turn(chance: ChanceLike, zone: str, ships: Ships) -> Curse:
    """`curse_turn` of a checked zone and ships (the chain's own states, met once a path)."""
    if zone == c.FOG_BANK:
        if m.escape_roll(chance, zone).escaped:
            return ESCAPED
        after = tuple(s if s == OUT else s - 1 for s in ships)
        return DEFEATED if 0 in after else after
    moved: list[int | Out] = []
    for masts in ships:
        if masts == OUT:
            moved.append(OUT)
            continue
        called = m.storm_call(chance) if zone == c.STORM else 0
        if m.escape_roll(chance, zone, masts, called).escaped:
            moved.append(OUT)
        elif masts == 1:
            return DEFEATED
        else:
            moved.append(masts - 1)
    return ESCAPED if all(s == OUT for s in moved) else tuple(moved)


def _check_zone(zone: str) -> str:
    if not isinstance(zone, str) or zone not in ZONES:
        raise ValueError(f"{cut(zone)} is not a cursed zone; the zones are {', '.join(ZONES)}")
    return zone


def _check_curse(zone: str, masts: int | Sequence[int]) -> Ships:
    _check_zone(zone)
    ships = A.listed((masts,) if isinstance(masts, int) else masts, "masts", 2,
                     "ships' masts (one or two ships go into a cursed zone)", 1)
    return tuple(A.whole(s, "a cursed ship's masts", 1, 4) for s in ships)


def _check_ships(ships: Ships) -> Ships:
    """The ships of a curse as the chain holds them: one or two, each OUT or 1 to 4 masts."""
    return tuple(s if s == OUT else A.whole(s, "a cursed ship's masts", 1, 4) for s in
                 A.listed(ships, "ships", 2, "ships (masts left, or OUT)", 1))


@lru_cache(maxsize=None)
def _curse_step(zone: str, ships: Ships) -> Mapping[Curse, Fraction]:
    return MappingProxyType(dict(exact(lambda chance: _curse_turn(chance, zone, ships)).items()))


def curse_chain(zone: str, masts: int | Sequence[int] = (4, 3)
                ) -> dict[Curse, dict[Curse, Fraction]]:
    """The chain's transitions from every state reachable from the start (the ships' masts
    as they enter the zone), each row one turn enumerated through `curse_turn`. ESCAPED and
    DEFEATED are absorbing (no row)."""
    todo: list[Curse] = [_check_curse(zone, masts)]
    chain: dict[Curse, dict[Curse, Fraction]] = {}
    while todo:
        state = todo.pop()
        if state in chain or isinstance(state, str):  # ESCAPED or DEFEATED
            continue
        chain[state] = dict(_curse_step(zone, state))
        todo += list(chain[state])
    return chain


def curse_outcome(zone: str, masts: int | Sequence[int] = (4, 3)) -> Absorption:
    """How a curse ends (`ends[ESCAPED]`: both ships out, the token won) and the expected
    turns it lasts, counting the turns with an escape attempt. No one shoots at the ships
    in the zone and no reroll is used (the model: only the escape dice)."""
    return absorption(curse_chain(zone, masts), _check_curse(zone, masts))


def escape_within(zone: str, masts: int | Sequence[int], turns: int) -> Fraction:
    """For the board: the chance the curse is escaped (every ship out, none defeated)
    within `turns` escape attempts, from these masts (one ship: an int)."""
    def turn(state: Curse) -> Mapping[Curse, Fraction]:
        assert not isinstance(state, str), "evolve steps no absorbing state"
        return _curse_step(zone, state)

    start: Curse = _check_curse(zone, masts)
    end: Dist[Curse] = evolve(start, turn, A.whole(turns, "turns", 0, 1000),
                              absorbing=lambda s: s in (ESCAPED, DEFEATED))
    return end[ESCAPED]


def run_curse(chance: ChanceLike, zone: str, masts: int | Sequence[int] = (4, 3)) -> tuple[str, int]:
    """A curse played out turn by turn with the rules code: (how it ended, turns taken)."""
    chance = A.chance(chance)
    state: Curse = _check_curse(zone, masts)
    turns = 0
    while not isinstance(state, str):  # until ESCAPED or DEFEATED
        state, turns = _curse_turn(chance, zone, state), turns + 1
    return state, turns


# --- (d) the tokens ---------------------------------------------------------------------------
GOLD, MONSTER, CURSE, DAVY_JONES = "gold", "sea monster", "curse", "Davy Jones"
KINDS: tuple[str, ...] = (GOLD, MONSTER, CURSE, DAVY_JONES)


def kind_of(token: str) -> str:
    """A token's kind, as everyone sees it when an encounter is shown (Davy Jones' treasures
    never lie on an island: a won swordfight after a Davy Jones token brings one)."""
    if not isinstance(token, str):
        raise ValueError(f"a token is named by a string, not {type(token).__name__} "
                         f"{cut(token)}")
    if m.is_gold(token):
        return GOLD
    if token == c.DAVY_JONES:
        return DAVY_JONES
    if token in c.CURSES:
        return CURSE
    if token.startswith("place-"):
        return MONSTER
    raise ValueError(f"{cut(token)} is not a token of the treasure pile")


def pile_kinds(players: int = 4, seen: Mapping[str, int] | None = None) -> dict[str, int]:
    """The treasure pile by kind (42 tokens; 33 with three players, their captains'), less
    the tokens `seen` (by kind: encounters shown, gold taken). By symmetry every unseen token
    is equally likely to be any one of these, wherever it lies: on an island or set aside
    (three players, before a Davy Jones token is seen: not quite, `redealt`)."""
    captains = c.CAPTAINS[:3] if A.whole(players, "players", 2, 4) == 3 else c.CAPTAINS
    left = {kind: 0 for kind in KINDS}
    for token, n in c.treasure_pile(captains).items():
        left[kind_of(token)] += n
    for kind, n in _by_kind({} if seen is None else seen, "seen").items():
        if n > left[kind]:
            raise ValueError(f"seen {n!r} {kind!r} tokens, but the pile holds {left[kind]}")
        left[kind] -= n
    return left


def _by_kind(tokens: Mapping[str, int], name: str) -> dict[str, int]:
    """Tokens counted by kind (`KINDS`), 0 to 42 of each (the whole pile holds 42)."""
    A.table(tokens, name, len(KINDS), f"kinds ({', '.join(KINDS)}) to counts")
    for kind in tokens:
        if kind not in KINDS:
            raise ValueError(f"{name} has no kind {cut(kind)}; the kinds are {', '.join(KINDS)}")
    return {kind: A.whole(n, f"the {name} {kind} tokens", 0, 42) for kind, n in tokens.items()}


def _pool(unseen: Mapping[str, int], name: str = "unseen") -> dict[str, int]:
    pool = _by_kind(unseen, name)
    if sum(pool.values()) == 0:
        raise ValueError("no token is left unseen")
    return {kind: n for kind, n in pool.items() if n}


#: The tokens set aside unseen by the three-player set-up (33 in the pile, 25 laid out).
SET_ASIDE = sum(pile_kinds(3).values()) - sum(c.wild_island_counts(3).values())


def _as_dealt(of: Callable[[dict[str, int]], Dist], pool: dict[str, int], players: int,
              draws: int) -> Dist:
    """`of(pool)`: what `draws` draws from an island hold when they are a uniform sample of
    the unseen pool (the unseen tokens, on the islands or set aside, all alike); with three
    players, while no Davy Jones token has been seen, `redealt` (ruling 59)."""
    davy, unseen = pool.get(DAVY_JONES, 0), sum(pool.values())
    if A.whole(players, "players", 2, 4) != 3 or davy < pile_kinds(3)[DAVY_JONES]:
        return of(pool)
    if draws > unseen - SET_ASIDE:
        raise ValueError(f"with three players {SET_ASIDE} of the {unseen} unseen tokens lie "
                         f"aside: at most {unseen - SET_ASIDE} can be drawn, not {draws}")
    return redealt(of, pool, SET_ASIDE)


def redealt(of: Callable[[dict[str, int]], Dist], pool: dict[str, int], aside: int) -> Dist:
    """`of(pool)` (draws from an island, a uniform sample of the unseen `pool`) after a deal
    dealt again whenever every Davy Jones token of `pool` lay among the `aside` unseen tokens
    set aside (ruling 59). Under a uniform deal they all lie aside with chance
    p = C(aside, d) / C(U, d), and then the draws are a uniform sample of the pool without
    them; that case is taken out: (of(pool) - p * of(pool without them)) / (1 - p)."""
    of = A.function(of, "of", "of a pool of tokens by kind, giving a Dist")
    pool = _pool(pool, "pool")
    davy, unseen = pool.get(DAVY_JONES, 0), sum(pool.values())
    if not davy:
        raise ValueError("redealt takes out the deals that set every Davy Jones token aside: "
                         "the pool must hold one")
    p = Fraction(comb(A.whole(aside, "aside (tokens set aside)", 0, unseen - 1), davy),
                 comb(unseen, davy))
    full = _dist_of(of, pool)
    if not p:
        return full
    without = _dist_of(of, {k: n for k, n in pool.items() if k != DAVY_JONES})
    return Dist({x: (full[x] - p * without[x]) / (1 - p) for x in {*full, *without}})


def _dist_of(of: Callable[[dict[str, int]], Dist], pool: dict[str, int]) -> Dist:
    dist = of(pool)
    if not isinstance(dist, Dist):
        raise ValueError(f"of must give a Dist for a pool of tokens, not {type(dist).__name__} "
                         f"{cut(dist)}")
    return dist


def next_token(unseen: Mapping[str, int], players: int = 4) -> Dist:
    """The kind of the next token drawn (`mechanics.draw_token` from the unseen pool)."""
    return _as_dealt(lambda pool: exact(lambda chance: m.draw_token(chance, dict(pool))),
                     _pool(unseen), players, 1)


def kind_in_draws(unseen: Mapping[str, int], kind: str, draws: int, players: int = 4) -> Dist:
    """How many tokens of `kind` the next `draws` draws hold: hypergeometric, since the
    tokens drawn next are a uniform sample of the unseen pool (three players: `_as_dealt`)."""
    pool, kind = _pool(unseen), _kind(kind)
    draws = A.whole(draws, "draws", 0, sum(pool.values()))
    return _as_dealt(lambda p: hypergeometric(sum(p.values()), p.get(kind, 0), draws), pool,
                     players, draws)


def _kind(kind: str) -> str:
    if not isinstance(kind, str) or kind not in KINDS:
        raise ValueError(f"{cut(kind)} is not a kind of token; the kinds are {', '.join(KINDS)}")
    return kind


def token_odds(unseen: Mapping[str, int], draws: int = 1, players: int = 4
               ) -> dict[str, Fraction]:
    """For the board: the chance the next `draws` tokens hold at least one of each kind."""
    return {kind: 1 - kind_in_draws(unseen, kind, draws, players)[0] for kind in KINDS}


def explore_outcome(unseen: Mapping[str, int], room: int, left: int | None = None,
                    players: int = 4) -> Dist:
    """One explore action of a ship with `room` cargo room at an island holding `left`
    tokens (default: no fewer than the room): (gold tokens taken, the encounter that ended
    it or None). She takes tokens until an encounter, a full hold or an empty island,
    never stopping early (ruling 19 allows it), with no Spyglass or Deep Hold (three
    players: `_as_dealt`)."""
    pool = _pool(unseen)
    draws = min(A.whole(room, "cargo room", 0, 6),
                sum(pool.values()) if left is None else A.whole(left, "tokens left", 0, 42))

    def outcome(tokens: dict[str, int]) -> Dist:
        def explore(chance: ChanceLike) -> tuple[int, str | None]:
            island = dict(tokens)
            for taken in range(draws):
                kind = m.draw_token(chance, island)
                if kind != GOLD:
                    return taken, kind
            return draws, None
        return exact(explore)
    return _as_dealt(outcome, pool, players, draws)


def deal_odds(kind: str, players: int = 4, island: str | None = c.CENTRE) -> Dist:
    """How many tokens of `kind` the set-up deal lays on `island` (None: on all three wild
    islands, the tokens in play). The deal (`mechanics.deal_wild_islands`) draws uniformly
    without replacement, and with three players it is dealt again while it would set aside
    every Davy Jones token (ruling 59): so the count is hypergeometric, conditioned on at
    least one Davy Jones token laid out. Staged: the island's hand by kind (`hands`), then
    the Davy Jones tokens among the rest laid out (`hypergeometric`); then `given`."""
    pile, kind = pile_kinds(players), _kind(kind)
    counts = c.wild_island_counts(3 if players == 3 else 4)
    if island is not None and (not isinstance(island, str) or island not in counts):
        raise ValueError(f"{cut(island)} is not a wild island; they are {', '.join(counts)}")
    laid_out = sum(counts.values())
    dealt = laid_out if island is None else counts[island]
    total, davy = sum(pile.values()), pile[DAVY_JONES]
    deck = {kind: pile[kind], DAVY_JONES: davy}  # one entry if kind is Davy Jones
    deck["others"] = total - sum(deck.values())
    hand = hands(deck, dealt).map(lambda h: (h[0], h[len(deck) - 2]))  # (kind, Davy Jones)
    deal = hand.mixture(lambda h: hypergeometric(total - dealt, davy - h[1], laid_out - dealt)
                        .map(lambda more: (h[0], h[1] + more)))
    return deal.given(lambda d: d[1] > 0).map(lambda d: d[0])


# --- (e) Davy Jones' flights ------------------------------------------------------------------
PLACES: tuple[str, ...] = (*c.RING, c.CENTRE)


def _check_homes(homes: Sequence[str]) -> tuple[str, ...]:
    homes = A.listed(homes, "homes", len(c.HOME_ISLANDS), "home islands", 1)
    if (not all(isinstance(h, str) for h in homes) or len(set(homes)) != len(homes)
            or not set(homes) <= set(c.HOME_ISLANDS)):
        raise ValueError(f"homes must be distinct home islands ({', '.join(c.HOME_ISLANDS)}), "
                         f"not {cut(homes)}")
    return homes


def _check_place(at: str) -> str:
    if not isinstance(at, str) or at not in PLACES:
        raise ValueError(f"Davy Jones stands on one of {', '.join(PLACES)}, not {cut(at)}")
    return at


@lru_cache(maxsize=None)
def _flight(at: str, homes: tuple[str, ...]) -> Dist:
    def fly(chance: ChanceLike) -> str:
        defeater = chance.pick(homes) if at == c.CENTRE else homes[0]
        return m.davy_jones_flight(chance, at, defeater)[1]
    return exact(fly)


def flight(at: str, homes: Sequence[str] = c.HOME_ISLANDS) -> Dist:
    """Where Davy Jones lands after one defeat at `at` (`mechanics.davy_jones_flight`). From
    the centre the count starts at the winner's home island: the winner is any of `homes`
    with equal chance [the model: players alike], or the one given."""
    return _flight(_check_place(at), _check_homes(homes))


def davy_jones_chain(homes: Sequence[str] = c.HOME_ISLANDS) -> dict[str, dict[str, Fraction]]:
    """His chain: from each of the seven islands, where one flight takes him."""
    return {at: dict(flight(at, homes).items()) for at in PLACES}


def davy_jones_after(flights: int, start: str = c.CENTRE,
                     homes: Sequence[str] = c.HOME_ISLANDS) -> Dist:
    """Where he stands after `flights` defeats, from `start` (where a Davy Jones token
    first puts him: the wild island it was drawn from)."""
    homes = _check_homes(homes)
    return evolve(_check_place(start), lambda at: _flight(at, homes),
                  A.whole(flights, "flights", 0, 1000))


def expected_flights(target: str, start: str, homes: Sequence[str] = c.HOME_ISLANDS
                     ) -> Fraction:
    """The expected flights until he lands on `target`, from `start` (from `target` itself:
    until he comes back). `target` is made absorbing; `start` is copied into a fresh state
    so that a return counts the first flight."""
    chain = davy_jones_chain(homes)
    arrived, leaving = ("arrived", _check_place(target)), ("leaving", _check_place(start))

    def row(at: str) -> dict[Hashable, Fraction]:
        return {arrived if to == target else to: p for to, p in chain[at].items()}
    transitions: dict[Hashable, dict[Hashable, Fraction]] = {
        at: row(at) for at in chain if at != target}
    transitions[leaving] = row(start)
    return absorption(transitions, leaving).expected_steps


def davy_jones_stationary(homes: Sequence[str] = c.HOME_ISLANDS) -> Dist:
    """Where he stands in the long run: the chain is irreducible and aperiodic (a 6 from
    the centre keeps him there), so the share of time on an island is one over its mean
    return time (Kac's formula), each solved exactly by `absorption`."""
    return Dist({at: 1 / expected_flights(at, at, homes) for at in PLACES})


def clear_caches() -> None:
    """Forget the enumerations kept between calls (for cold timings)."""
    for cached in (_cannon, _curse_step, _flight):
        cached.cache_clear()
