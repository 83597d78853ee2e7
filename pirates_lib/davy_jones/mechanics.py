"""Pure rule functions of plain values (no game state): the dice of shooting, sea-monster
placement, swordfights, curse escapes and Davy Jones' flight; token values and scores; the
set-up deal. The state and `odds.py` both call them, with a `Chance` (for play) or the odds
toolkit's enumerating twin (for exact answers), so the odds come from the rules that play.

Each chance-using function has a pure twin taking the rolls (`hits`, `fight`, `escapes`,
`davy_jones_destination`), so a reroll ability or a replay can recompute an outcome."""
from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from . import components as c
from .geometry import Box, Circle, Shape, in_reach, mast_points, nearest, reaches, touches

if TYPE_CHECKING:
    from ..engine import ChanceLike


# --- shooting ---------------------------------------------------------------------------------
class Volley(NamedTuple):
    """The dice of one shoot action (or one monster's attack): a die per cannon, in order."""

    rolls: tuple[int, ...]
    hits: int


def is_hit(roll: int, rank: int) -> bool:
    """Rulebook: 'The die printed on a mast tells you the cannon's rank. When you shoot from
    that cannon, roll a die. You must roll HIGHER than this number to hit.'"""
    return roll > rank


def hits(rolls: Sequence[int], ranks: Sequence[int]) -> int:
    """Rulebook: 'Roll the die once for each cannon in range, and compare each result to the
    rank of that cannon. If you roll higher, you hit!'"""
    return sum(1 for roll, rank in zip(rolls, ranks, strict=True) if roll > rank)


def volley(chance: ChanceLike, ranks: Sequence[int]) -> Volley:
    """Roll one die for each cannon in range (ranks of the masts or monster parts in range,
    in order) and count the hits. Each hit costs the target one mast or part, chosen by the
    target's player (for a monster, no choice is needed: its parts are alike)."""
    rolls = tuple(chance.die(c.DIE) for _ in ranks)
    return Volley(rolls, hits(rolls, ranks))


def masts_in_reach(ship: Box, standing: Iterable[int], masts: int, target: Shape,
                   reach: float = c.CANNON_REACH) -> tuple[int, ...]:
    """The standing masts (numbered 0 to masts-1 from the bow) whose cannon reaches the
    target. Rulebook: 'measure from the center of the mast to the target ship or sea
    monster. If the card touches any part of the target ... the cannon is in range.'"""
    points = mast_points(ship, masts)
    return tuple(i for i in standing if in_reach(points[i], target, reach))


def parts_in_reach(base: Circle, parts: int, target: Shape,
                   reach: float = c.CANNON_REACH) -> int:
    """How many of a monster's parts reach a ship: all or none, since a part is measured
    from the monster's base [ruled]. Rulebook: 'a "shot" is measured from the sea monster
    part it came from (instead of mast).'"""
    return parts if reaches(base, target, reach) else 0


def can_parley(gold_aboard: int, gold_at_home: int) -> bool:
    """Rulebook: 'In order to parley, the target must be carrying gold tokens or her player
    must have gold tokens on his or her home island.' (Gold a home island may not give up,
    because Davy Jones stands on it, is not counted: pass 0 for it.)"""
    return gold_aboard > 0 or gold_at_home > 0


# --- sea monsters -----------------------------------------------------------------------------
def monster_point(chance: ChanceLike, taken: Collection[int] = ()) -> int:
    """Rulebook: 'roll a die. Match the result to the sea monster symbol on the board that
    has the same number ... If another sea monster is in the location you roll, reroll until
    you roll an open location.' Rerolling until open is a uniform choice among the open
    points, drawn as one pick so that exact enumeration has finitely many branches."""
    if not taken:
        return chance.die(c.DIE)
    free = [n for n in c.MONSTER_POINTS if n not in taken]
    if not free:
        raise ValueError("no open sea monster point: every one is taken")
    return chance.pick(free)


def monster_base(monster: c.Monster, point: int) -> Circle:
    """A monster's base on a numbered point, covering its symbol [book]."""
    x, y = c.MONSTER_POINTS[point]
    return Circle(x, y, monster.radius)


def ships_touched(base: Circle, ships: Sequence[Box]) -> tuple[int, ...]:
    """Rulebook: 'If the sea monster is placed so that it touches a ship, the ship is
    defeated'. The indices of the ships touched."""
    return tuple(i for i, ship in enumerate(ships) if touches(base, ship))


# --- Davy Jones -------------------------------------------------------------------------------
class Swordfight(NamedTuple):
    captain_roll: int
    davy_roll: int
    captain_total: int
    davy_total: int

    @property
    def captain_wins(self) -> bool:
        """Rulebook: 'The highest total wins the swordfight. If the results tie, the captain
        wins the fight.'"""
        return self.captain_total >= self.davy_total


def fight(captain_roll: int, davy_roll: int, captain_sword: int,
          davy_sword: int = c.DAVY_JONES_SWORD) -> Swordfight:
    """Rulebook: 'A swordfight is fought by rolling a die for both the captain and Davy Jones
    and adding the sword bonus of each to the result.'"""
    return Swordfight(captain_roll, davy_roll, captain_roll + captain_sword,
                      davy_roll + davy_sword)


def swordfight(chance: ChanceLike, captain_sword: int,
               davy_sword: int = c.DAVY_JONES_SWORD) -> Swordfight:
    """The captain's die, then Davy Jones' die (rolled by 'the player to the right of the
    player who encountered Davy Jones')."""
    captain_roll = chance.die(c.DIE)
    return fight(captain_roll, chance.die(c.DIE), captain_sword, davy_sword)


def davy_jones_destination(at: str, roll: int, defeater_home: str,
                           ring: Sequence[str] = c.RING) -> str:
    """Rulebook: 'moves Davy Jones clockwise a number of islands equal to the result
    (starting with the next island). If the result is a 6, place Davy Jones on the center
    island. If Davy Jones is defeated when he is on the center island, begin counting with
    the home island of the player who defeated him' (that island counts as the first)."""
    if not 1 <= roll <= c.DIE:
        raise ValueError(f"a die shows 1 to {c.DIE}, not {roll}")
    if roll == c.DIE:
        return c.CENTRE
    if at == c.CENTRE:
        if defeater_home not in ring:
            raise ValueError(f"{defeater_home!r} is not an island of the ring {tuple(ring)}")
        return ring[(ring.index(defeater_home) + roll - 1) % len(ring)]
    if at not in ring:
        raise ValueError(f"Davy Jones stands on the centre or an island of the ring "
                         f"{tuple(ring)}, not on {at!r}")
    return ring[(ring.index(at) + roll) % len(ring)]


def davy_jones_flight(chance: ChanceLike, at: str, defeater_home: str,
                      ring: Sequence[str] = c.RING) -> tuple[int, str]:
    """Rulebook: 'Davy Jones runs away each time he is defeated. The player who defeated him
    rolls a die'. The roll and where he lands."""
    roll = chance.die(c.DIE)
    return roll, davy_jones_destination(at, roll, defeater_home, ring)


# --- curses -----------------------------------------------------------------------------------
class Escape(NamedTuple):
    rolls: tuple[int, ...]
    escaped: bool


def escapes(zone: str, rolls: Sequence[int], masts: int = 0, called: int = 0) -> bool:
    """Whether these dice free a ship from a cursed zone. Rulebook, Curse Rules:
    Sargasso Sea: 'If the result is EQUAL TO or LESS THAN the current number of masts';
    Reef: 'If the result is EQUAL TO or GREATER THAN the current number of masts';
    Storm: 'If the called number and the die result match';
    Fog Bank: 'roll two dice. If you roll doubles, both ships can move out'."""
    if zone == c.SARGASSO_SEA:
        return rolls[0] <= masts
    if zone == c.REEF:
        return rolls[0] >= masts
    if zone == c.STORM:
        return rolls[0] == called
    if zone == c.FOG_BANK:
        return rolls[0] == rolls[1]
    raise ValueError(f"{zone!r} is not a cursed zone; the zones are {', '.join(c.CURSED_ZONE)}")


def escape_roll(chance: ChanceLike, zone: str, masts: int = 0, called: int = 0) -> Escape:
    """One escape attempt on the cursed player's turn: one die for a ship in the Sargasso
    Sea, the Reef or the Storm (`called` is the number the chosen player called), two dice
    for both ships in the Fog Bank. A failure costs the ship (each ship, in the Fog Bank) a
    mast: 'Each time your ship fails the die roll to escape a cursed zone, she loses a mast.'"""
    if zone == c.STORM and not 1 <= called <= c.DIE:
        raise ValueError(f"the number called for the Storm must be 1 to {c.DIE}, not {called}")
    dice = 2 if zone == c.FOG_BANK else 1
    rolls = tuple(chance.die(c.DIE) for _ in range(dice))
    return Escape(rolls, escapes(zone, rolls, masts, called))


def storm_call(chance: ChanceLike) -> int:
    """[ruled] The number called for the Storm: any call matches a fair die 1 time in 6, so
    the software calls it by a die of its own rather than ask a player for a choice that
    cannot matter."""
    return chance.die(c.DIE)


# --- tokens, set-up and scoring ---------------------------------------------------------------
def is_gold(token: str) -> bool:
    return token.startswith("gold-")


def is_encounter(token: str) -> bool:
    """Rulebook: 'If the token you choose is a sea monster encounter token, curse token, or
    Davy Jones encounter token, you've uncovered an encounter'."""
    return token == c.DAVY_JONES or token.startswith(("place-", "curse-"))


def token_value(token: str) -> int:
    """Rulebook, Winning the Game: 'Gold Token: As printed (1-4 gold). Sea Monster or Curse
    Token: 5 gold. Davy Jones Treasure Token: 6 gold.'"""
    if is_gold(token):
        return int(token[len("gold-"):])
    if token.startswith(("place-", "curse-")):
        return c.TROPHY_VALUE
    if token == c.DAVY_JONES_TREASURE:
        return c.TREASURE_VALUE
    raise ValueError(f"{token!r} is never scored (a Davy Jones encounter token is removed from "
                     "the game when chosen)")


def score(home: Mapping[str, int]) -> int:
    """Rulebook: 'Each player immediately reveals and adds up the value of the tokens on his
    or her home island. Gold tokens on a ship's deckplate card are not counted.'"""
    return sum(token_value(token) * n for token, n in home.items())


def deal_wild_islands(chance: ChanceLike, pile: Mapping[str, int], counts: Mapping[str, int]
                      ) -> tuple[dict[str, dict[str, int]], dict[str, int]]:
    """Rulebook: 'players randomly choose and distribute 14 tokens face down on each of the
    three wild islands' (9, 8 and 8 with three players). Returns each island's tokens and
    the tokens set aside unseen (they never enter play [ruled]). [ruled, 59] A deal that
    would set aside every Davy Jones token is dealt again ('The game ends when the fourth
    Davy Jones treasure token is won', and without him none is), so the deal is uniform over
    the deals that lay out at least one."""
    while True:
        islands, aside = _deal(chance, pile, counts)
        if lays_out_davy_jones(pile, aside):
            return islands, aside


def lays_out_davy_jones(pile: Mapping[str, int], aside: Mapping[str, int]) -> bool:
    """[ruled, 59] A deal of `pile` that sets `aside` these tokens lays out a Davy Jones token
    (or the pile has none): the only deals the set-up keeps, and so the only ones a redeal of
    what a seat cannot see may make (ruling 70)."""
    return not pile.get(c.DAVY_JONES) or aside.get(c.DAVY_JONES, 0) < pile[c.DAVY_JONES]


def _deal(chance: ChanceLike, pile: Mapping[str, int], counts: Mapping[str, int]
          ) -> tuple[dict[str, dict[str, int]], dict[str, int]]:
    left = dict(pile)
    islands: dict[str, dict[str, int]] = {}
    for island, n in counts.items():
        tokens: dict[str, int] = {}
        for _ in range(n):
            token = chance.draw(left)
            tokens[token] = tokens.get(token, 0) + 1
        islands[island] = tokens
    return islands, left


def draw_token(chance: ChanceLike, island: dict[str, int]) -> str:
    """Rulebook: 'choose one gold token at a time and look at it': the tokens lie face down,
    so the one chosen is a random one of those left (removed from the island)."""
    return chance.draw(island)


def cargo_room(cargo: int, aboard: int, deep_hold: bool = False) -> int:
    """Rulebook: 'Once your ship has a number of tokens aboard equal to her cargo capacity,
    she can't explore anymore'. Deep Hold [assumed ability] adds one."""
    return max(0, cargo + (1 if deep_hold else 0) - aboard)


def nearest_wild_island(shape: Shape, islands: Sequence[c.Island] = c.ISLANDS) -> str:
    """Rulebook: 'Put the rest face down on the nearest wild island.' Nearest by the gap
    between shapes (the defeated ship, the monster, the cursed zone); ties go to the first
    wild island listed (never met on our playmat)."""
    wild = [i for i in islands if i.kind == c.WILD]
    return wild[nearest(shape, [i.shape for i in wild])].name
