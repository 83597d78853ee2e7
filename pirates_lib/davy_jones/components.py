"""Pirates: Quest for Davy Jones' Gold: the playmat, the tokens, the captains, ships and sea
monsters, as immutable data with their provenance.

Provenance tags (docs/rules/davy_jones.md, "Rulings and assumed numbers"): [book] = the
rulebook states it; [ruled] = our ruling where the rulebook is silent; [assumed] = a number
the rulebook does not give (it leaves it to the printed cards and the playmat picture), chosen
by us to be playable and faithful. Every [assumed] table is a module constant with a
`check_*` function, so the game's options can take a player's own numbers.

Coordinates are millimetres on the 914 mm square playmat, origin at its top-left (north-west)
corner, x east, y south; headings in degrees clockwise from north (see geometry.py)."""
from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from .geometry import Circle, Point, Polygon, polygon, rectangle

# --- the playmat ------------------------------------------------------------------------------
MAT_SIZE = 914  # [assumed] a 36-inch square playmat
MAT: Polygon = rectangle(0, 0, MAT_SIZE, MAT_SIZE)
MAT_DIAGONAL = MAT_SIZE * 2 ** 0.5  # the farthest any two points of the mat lie apart
MOVE_REACH = 89  # L [book: "the red (long) edge of a card"; assumed: a 63 x 89 mm card]
CANNON_REACH = 63  # S [book: "the white (short) edge of a card"; assumed: the same card]
DIE = 6  # [book] "2 dice", six-sided

HOME, WILD = "home", "wild"
NORTH, NORTH_EAST, EAST, SOUTH, SOUTH_WEST, WEST, CENTRE = (
    "north", "north-east", "east", "south", "south-west", "west", "centre")


@dataclass(frozen=True)
class Island:
    """An island: `kind` HOME or WILD, its disc, and (home islands) the bearings, seen from
    its centre, of the two berths where its captain's ships start, sterns touching it."""

    name: str
    title: str
    kind: str
    shape: Circle
    berths: tuple[float, ...] = ()


# [book] four home islands, three wild islands, one in the centre; [assumed] the positions
# and sizes (the rulebook has only a picture): home islands at the middle of each edge, wild
# islands in the centre and between the north and east, and the south and west, home islands.
ISLANDS: tuple[Island, ...] = (
    Island(NORTH, "North home island", HOME, Circle(457, 70, 55), (150.0, 210.0)),
    Island(NORTH_EAST, "North-east wild island", WILD, Circle(690, 224, 60)),
    Island(EAST, "East home island", HOME, Circle(844, 457, 55), (240.0, 300.0)),
    Island(SOUTH, "South home island", HOME, Circle(457, 844, 55), (330.0, 30.0)),
    Island(SOUTH_WEST, "South-west wild island", WILD, Circle(224, 690, 60)),
    Island(WEST, "West home island", HOME, Circle(70, 457, 55), (60.0, 120.0)),
    Island(CENTRE, "Centre wild island", WILD, Circle(457, 457, 70)),
)
ISLAND: dict[str, Island] = {i.name: i for i in ISLANDS}
HOME_ISLANDS: tuple[str, ...] = tuple(i.name for i in ISLANDS if i.kind == HOME)
WILD_ISLANDS: tuple[str, ...] = (CENTRE, NORTH_EAST, SOUTH_WEST)
# [book] Davy Jones moves "clockwise a number of islands"; the six outer islands in clockwise
# order form his ring, and a 6 sends him to the centre island.
RING: tuple[str, ...] = (NORTH, NORTH_EAST, EAST, SOUTH, SOUTH_WEST, WEST)


# --- cursed zones -----------------------------------------------------------------------------
SARGASSO_SEA, REEF, STORM, FOG_BANK = "sargasso-sea", "reef", "storm", "fog-bank"


@dataclass(frozen=True)
class CursedZone:
    """A corner of the playmat [book: "each located in one corner"]. Ships sent there lie in
    its two `berths` (bow points; ships face `heading`, toward the mat's centre). An escaping
    ship is moved one L from the exit point along `heading`: from its `lane` point, the exit
    point shifted to that berth's side, its bow ends L further on [ruled]."""

    name: str
    title: str
    shape: Polygon
    exit: Point
    heading: float
    berths: tuple[Point, Point]
    lanes: tuple[Point, Point]


# [assumed] right isosceles triangles with 220 mm legs; which curse lies in which corner.
CURSED_ZONES: tuple[CursedZone, ...] = (
    CursedZone(FOG_BANK, "Fog Bank", polygon(((0, 0), (220, 0), (0, 220))), (110, 110), 135.0,
               ((115.3, 89.8), (89.8, 115.3)), ((122.7, 97.3), (97.3, 122.7))),
    CursedZone(SARGASSO_SEA, "Sargasso Sea", polygon(((914, 0), (914, 220), (694, 0))),
               (804, 110), 225.0, ((824.2, 115.3), (798.7, 89.8)),
               ((816.7, 122.7), (791.3, 97.3))),
    CursedZone(REEF, "Reef", polygon(((914, 914), (694, 914), (914, 694))), (804, 804), 315.0,
               ((798.7, 824.2), (824.2, 798.7)), ((791.3, 816.7), (816.7, 791.3))),
    CursedZone(STORM, "Storm", polygon(((0, 914), (0, 694), (220, 914))), (110, 804), 45.0,
               ((89.8, 798.7), (115.3, 824.2)), ((97.3, 791.3), (122.7, 816.7))),
)
CURSED_ZONE: dict[str, CursedZone] = {z.name: z for z in CURSED_ZONES}

# --- sea monsters -----------------------------------------------------------------------------
KRAKEN, SEA_SERPENT = "kraken", "sea-serpent"

# [book] six numbered sea-monster symbols; [assumed] where: a ring of radius 200 mm about the
# centre, every 60 degrees from bearing 315, numbered clockwise from the north-west.
MONSTER_POINTS: dict[int, Point] = {1: (316, 316), 2: (509, 264), 3: (650, 405),
                                    4: (598, 598), 5: (405, 650), 6: (264, 509)}
MONSTER_SYMBOL_RADIUS = 15  # [assumed] the printed symbol that a monster's base must cover


@dataclass(frozen=True)
class Monster:
    """A sea monster: its parts (each one cannon of rank `rank`) and the radius of its
    round base [assumed: round, so that its facing never matters]."""

    name: str
    title: str
    parts: int
    rank: int
    radius: float


MONSTERS: tuple[Monster, ...] = (  # [assumed] parts, ranks and base sizes
    Monster(KRAKEN, "Kraken", 6, 4, 40),
    Monster(SEA_SERPENT, "Sea Serpent", 4, 3, 32),
)
MONSTER: dict[str, Monster] = {m.name: m for m in MONSTERS}


# --- ships and captains -----------------------------------------------------------------------
@dataclass(frozen=True)
class ShipClass:
    """A ship's deckplate: masts (their cannon ranks, bow first), cargo capacity, and the
    footprint of its hull on the mat, length x width in mm."""

    name: str
    title: str
    ranks: tuple[int, ...]
    cargo: int
    length: float
    width: float

    @property
    def masts(self) -> int:
        return len(self.ranks)


# [assumed] ranks and cargo; footprints: a 4-mast hull as long as the
# card's red edge and a third of the white edge wide; a 3-mast hull 3 inches long.
SHIP_CLASSES: tuple[ShipClass, ...] = (
    ShipClass("four-mast", "4-mast ship", (2, 3, 3, 4), 3, 89, 25),
    ShipClass("three-mast", "3-mast ship", (3, 3, 4), 5, 76, 22),
)

REROLL, FAIR_WIND, SPYGLASS, DEEP_HOLD = "reroll", "fair-wind", "spyglass", "deep-hold"
ABILITIES: dict[str, str] = {  # [assumed] each usable once per turn
    REROLL: "reroll one die you rolled (a cannon, your swordfight or a curse-escape die)",
    FAIR_WIND: "one ship moves up to L + S instead of L",
    SPYGLASS: "when exploring, look at two tokens, take one, put the other back",
    DEEP_HOLD: "one exploring ship holds one token more than her cargo capacity",
}


@dataclass(frozen=True)
class Captain:
    """A captain card [book: "a unique special ability that you can use once on each of your
    turns, as well as a sword bonus"]: `colour` names the card (and the seat's pieces), and
    `monster` is the sea monster on the captain's sea monster encounter token."""

    colour: str
    name: str
    sword: int
    ability: str
    monster: str


CAPTAINS: tuple[Captain, ...] = (  # [assumed] names, bonuses, abilities and monsters
    Captain("red", "Crimson Kate", 0, REROLL, KRAKEN),
    Captain("blue", "Bluewater Bart", 1, FAIR_WIND, SEA_SERPENT),
    Captain("green", "Jade Jonah", 2, SPYGLASS, KRAKEN),
    Captain("yellow", "Goldtooth Gwen", 3, DEEP_HOLD, SEA_SERPENT),
)
DAVY_JONES_SWORD = 2  # [assumed] Davy Jones' sword bonus
SAFETY_ROUNDS = 60  # [ruled] software play also ends after 60 rounds, scored as usual
# [ruled] the option's bound (ruling 67): a game of that many rounds saves and loads, four
# players who only end their turns playing 4,000 actions
MOST_SAFETY_ROUNDS = 1_000

# --- tokens -----------------------------------------------------------------------------------
GOLD_VALUES: tuple[int, ...] = (1, 1, 2, 2, 3, 3, 4)  # [book: 7 per captain, 1-4; assumed mix]
DAVY_JONES = "davy-jones"  # the Davy Jones encounter token (one per captain) [book]
DAVY_JONES_TREASURE = "davy-jones-treasure"  # 4 on his portrait card, 6 gold each [book]
DAVY_JONES_TREASURES = 4  # [book] the game ends when the fourth is won
CURSES: tuple[str, ...] = tuple(f"curse-{name}" for name in (
    KRAKEN, SEA_SERPENT, SARGASSO_SEA, REEF, STORM, FOG_BANK))  # [book] six curse tokens
TROPHY_VALUE = 5  # [book] "Sea Monster or Curse Token: 5 gold"
TREASURE_VALUE = 6  # [book] "Davy Jones Treasure Token: 6 gold"
PER_WILD_ISLAND = 14  # [book] "14 tokens face down on each of the three wild islands"
THREE_PLAYER_LAYOUT: dict[str, int] = {CENTRE: 9, NORTH_EAST: 8, SOUTH_WEST: 8}  # [book]


def gold(value: int) -> str:
    """A gold token's name: ``"gold-3"``."""
    return f"gold-{value}"


def place(monster: str) -> str:
    """A sea monster encounter ("place") token's name: ``"place-kraken"``."""
    return f"place-{monster}"


def curse_of(token: str) -> str:
    """The zone or monster a curse token names: ``"curse-reef"`` -> ``"reef"``."""
    if token not in CURSES:
        raise ValueError(f"{token!r} is not a curse token; the curses are {', '.join(CURSES)}")
    return token[len("curse-"):]


def captain_tokens(captain: Captain, gold_values: Sequence[int] = GOLD_VALUES) -> dict[str, int]:
    """The round tokens on one captain card [book]: seven gold, one sea monster encounter,
    one Davy Jones encounter."""
    tokens: dict[str, int] = {}
    for v in gold_values:
        tokens[gold(v)] = tokens.get(gold(v), 0) + 1
    tokens[place(captain.monster)] = 1
    tokens[DAVY_JONES] = 1
    return tokens


def treasure_pile(captains: Sequence[Captain] = CAPTAINS,
                  gold_values: Sequence[int] = GOLD_VALUES) -> dict[str, int]:
    """The treasure pile as a multiset [book]: the round tokens of the captains in use plus
    Davy Jones' six curses (42 tokens with four captains, 33 with three)."""
    pile = {curse: 1 for curse in CURSES}
    for captain in captains:
        for token, n in captain_tokens(captain, gold_values).items():
            pile[token] = pile.get(token, 0) + n
    return pile


def wild_island_counts(captains_in_use: int) -> dict[str, int]:
    """How many tokens each wild island gets at set-up [book]: 14 each, or 9, 8, 8 with three
    players (three captains in use)."""
    if captains_in_use == 3:
        return dict(THREE_PLAYER_LAYOUT)
    return {name: PER_WILD_ISLAND for name in WILD_ISLANDS}


# --- checks for the options ---------------------------------------------------------------------
def _whole(x: object, what: str, lo: int, hi: int) -> int:
    """A whole number in [lo, hi]: no float, text or bool is quietly rounded."""
    try:
        if isinstance(x, bool):
            raise TypeError
        n = operator.index(x)  # type: ignore[arg-type]  # its TypeError is the check
    except TypeError:
        raise ValueError(f"{what} must be a whole number from {lo} to {hi}, not {x!r}") from None
    if not lo <= n <= hi:
        raise ValueError(f"{what} must be from {lo} to {hi}, not {n}")
    return n


def check_reaches(move_reach: object, cannon_reach: object) -> tuple[int, int]:
    """L and S in whole mm: a ship must be able to move, and neither may span the mat."""
    return (_whole(move_reach, "move_reach (L, mm)", 1, MAT_SIZE),
            _whole(cannon_reach, "cannon_reach (S, mm)", 1, MAT_SIZE))


def check_ship_classes(ships: object) -> tuple[ShipClass, ShipClass]:
    """Two deckplates, the 4-mast ship's then the 3-mast ship's [book: "a 4-mast ship and a
    3-mast ship"]: ranks 1 to 5 (a rank-6 cannon could never roll higher), cargo 1 to 14,
    hulls 10 to 200 mm long and narrower than they are long."""
    if not isinstance(ships, Sequence) or len(ships) != 2 or not all(
            isinstance(s, ShipClass) for s in ships):
        raise ValueError(f"ship_classes must be two ShipClass records (4-mast, 3-mast), not "
                         f"{ships!r}")
    for ship, masts in zip(ships, (4, 3)):
        if len(ship.ranks) != masts:
            raise ValueError(f"the {ship.title} must have {masts} masts (cannon ranks), not "
                             f"{len(ship.ranks)}: {ship.ranks}")
        for rank in ship.ranks:
            _whole(rank, f"a cannon rank of the {ship.title}", 1, DIE - 1)
        _whole(ship.cargo, f"the cargo capacity of the {ship.title}", 1, PER_WILD_ISLAND)
        if not (isinstance(ship.length, (int, float)) and 10 <= ship.length <= 200
                and isinstance(ship.width, (int, float)) and 1 <= ship.width < ship.length):
            raise ValueError(f"the {ship.title}'s hull must be 10 to 200 mm long and 1 mm to "
                             f"less than its length wide, not {ship.length} x {ship.width}")
    return (ships[0], ships[1])


def check_monsters(monsters: object) -> tuple[Monster, Monster]:
    """The Kraken and the Sea Serpent: 1 to 12 parts of rank 1 to 5, and a base that covers
    the printed symbol [book: "its base completely covers the symbol"] yet fits between the
    numbered points."""
    names = (KRAKEN, SEA_SERPENT)
    if not isinstance(monsters, Sequence) or tuple(getattr(m, "name", None)
                                                   for m in monsters) != names:
        raise ValueError(f"monsters must be two Monster records named {names}, not {monsters!r}")
    for m in monsters:
        _whole(m.parts, f"the {m.title}'s parts", 1, 12)
        _whole(m.rank, f"the {m.title}'s rank", 1, DIE - 1)
        if not (isinstance(m.radius, (int, float)) and MONSTER_SYMBOL_RADIUS < m.radius <= 80):
            raise ValueError(f"the {m.title}'s base radius must be more than "
                             f"{MONSTER_SYMBOL_RADIUS} mm (to cover its symbol) and at most 80, "
                             f"not {m.radius}")
    return (monsters[0], monsters[1])


def check_captains(captains: object) -> tuple[Captain, ...]:
    """Four captain cards with distinct colours, sword bonuses 0 to 5, a known ability and a
    known sea monster on the encounter token."""
    if not isinstance(captains, Sequence) or len(captains) != 4 or not all(
            isinstance(c, Captain) for c in captains):
        raise ValueError(f"captains must be four Captain records, not {captains!r}")
    if len({c.colour for c in captains}) != 4:
        raise ValueError(f"the captains' colours must differ: {[c.colour for c in captains]}")
    for c in captains:
        _whole(c.sword, f"{c.name}'s sword bonus", 0, 5)
        if c.ability not in ABILITIES:
            raise ValueError(f"{c.name}'s ability {c.ability!r} is none of {', '.join(ABILITIES)}")
        if c.monster not in MONSTER:
            raise ValueError(f"{c.name}'s sea monster token {c.monster!r} names none of "
                             f"{', '.join(MONSTER)}")
    return tuple(captains)


def check_gold_values(values: object) -> tuple[int, ...]:
    """The seven gold tokens on a captain card, each worth 1 to 4 [book: "As printed (1-4
    gold)"]."""
    if not isinstance(values, Sequence) or isinstance(values, str) or len(values) != 7:
        raise ValueError(f"gold_values must be the 7 values on a captain card, not {values!r}")
    return tuple(_whole(v, "a gold token's value", 1, 4) for v in values)


def check_davy_jones_sword(bonus: object) -> int:
    return _whole(bonus, "davy_jones_sword", 0, 5)


def check_safety_rounds(rounds: object) -> int:
    return _whole(rounds, "safety_rounds", 1, MOST_SAFETY_ROUNDS)


def check_layout(counts: Mapping[str, int], pile: Mapping[str, int]) -> dict[str, int]:
    """Token counts for the three wild islands: each island named once, the total at most
    the pile."""
    if set(counts) != set(WILD_ISLANDS):
        raise ValueError(f"the layout must give a count for each wild island "
                         f"({', '.join(WILD_ISLANDS)}), not for {sorted(counts)}")
    total, size = sum(_whole(n, f"the tokens on the {k} island", 0, 42)
                      for k, n in counts.items()), sum(pile.values())
    if total > size:
        raise ValueError(f"the layout lays out {total} tokens but the pile holds only {size}")
    return dict(counts)


# --- seats: who sails which ships from which home island ---------------------------------------
@dataclass(frozen=True)
class Vessel:
    """One ship as the software names her: `name` (``"red-4"``: her captain's colour and her
    masts), the seat that sails her, her captain (an index into the captains), her deckplate
    (`kind` 0: the 4-mast ship, 1: the 3-mast ship) and her captain's home island."""

    name: str
    seat: int
    captain: int
    kind: int
    home: str


def captains_in_use(players: int) -> tuple[int, ...]:
    """[book] two and four players use all four captains, three players three of them."""
    return (0, 1, 2) if players == 3 else (0, 1, 2, 3)


def captain_seat(players: int, captain: int) -> int:
    """[ruled] Seat 0 won the roll and the seats choose in turn (settled ruling 45): seat k
    takes the k-th captain card; with two players each seat chooses twice, so seat 0 sails
    the first and third captains. A captain's home island is the one of her colour's place in
    `HOME_ISLANDS` (north, east, south, west), chosen in the same order."""
    return captain % players if players == 2 else captain


@lru_cache(maxsize=None)
def fleet(players: int) -> Mapping[str, Vessel]:
    """Every ship in play, in captain order, the 4-mast ship first (read-only)."""
    ships = {}
    for k in captains_in_use(players):
        for kind, masts in enumerate((4, 3)):
            name = f"{CAPTAINS[k].colour}-{masts}"
            ships[name] = Vessel(name, captain_seat(players, k), k, kind, HOME_ISLANDS[k])
    return MappingProxyType(ships)


@lru_cache(maxsize=None)
def home_owners(players: int) -> Mapping[str, int]:
    """Home island -> the seat whose home it is (the unused one of three players is nobody's;
    read-only)."""
    return MappingProxyType({HOME_ISLANDS[k]: captain_seat(players, k)
                             for k in captains_in_use(players)})


def unused_homes(players: int) -> tuple[str, ...]:
    """The home islands nobody sails from: the fourth captain's with three players."""
    return tuple(h for h in HOME_ISLANDS if h not in home_owners(players))


# --- the finite move menu ------------------------------------------------------------------------
# [ruled] Moves are continuous (settled ruling 5); the menu that bots and tests enumerate is the
# eight compass headings at a full and a half L, plus "dock at" each island within reach; a ship
# with no compass sail at those runs is offered the compass at a quarter and an eighth of L
# (ruling 47: her creep, so that a ship in a tight spot still has moves to list).
MENU_HEADINGS: tuple[float, ...] = (0.0, 45.0, 90.0, 135.0, 180.0, 225.0, 270.0, 315.0)
COMPASS: tuple[str, ...] = ("north", "north-east", "east", "south-east", "south", "south-west",
                            "west", "north-west")
MENU_RUNS: tuple[float, ...] = (1.0, 0.5)  # fractions of L
CREEP_RUNS: tuple[float, ...] = (0.25, 0.125)  # fractions of L, when MENU_RUNS give no sail


# --- the options' tables -----------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class Table:
    """The numbers a game is played with: the defaults above or a player's own (the options),
    each checked. Immutable, so a copied state shares it; hashed by identity (docs/
    performance.md)."""

    move_reach: int
    cannon_reach: int
    ships: tuple[ShipClass, ShipClass]
    monsters: dict[str, Monster]
    captains: tuple[Captain, ...]
    gold_values: tuple[int, ...]
    davy_jones_sword: int
    safety_rounds: int

    def __deepcopy__(self, memo: dict) -> Table:
        return self


def _listed(value: object, what: str, size: int) -> list:
    """A table option is a list (as a save holds it), so that a game and its reloaded save
    have equal options; a tuple is refused rather than quietly turned into a list."""
    if not isinstance(value, list) or len(value) != size:
        raise ValueError(f"{what} must be a list of {size} entries, not {value!r}")
    return value


def table(move_reach: object, cannon_reach: object, ship_ranks: object, ship_cargo: object,
          monster_parts: object, monster_ranks: object, captain_swords: object,
          gold_values: object, davy_jones_sword: object, safety_rounds: object) -> Table:
    """The checked table from the options' plain values (ValueError naming what is wrong)."""
    ranks, cargo = _listed(ship_ranks, "ship_ranks", 2), _listed(ship_cargo, "ship_cargo", 2)
    ships = check_ship_classes([
        ShipClass(s.name, s.title, tuple(_listed(r, f"the {s.title}'s ranks", s.masts)), n,
                  s.length, s.width) for s, r, n in zip(SHIP_CLASSES, ranks, cargo)])
    parts = _listed(monster_parts, "monster_parts", 2)
    mranks = _listed(monster_ranks, "monster_ranks", 2)
    monsters = check_monsters([Monster(m.name, m.title, p, r, m.radius)
                               for m, p, r in zip(MONSTERS, parts, mranks)])
    swords = _listed(captain_swords, "captain_swords", 4)
    captains = check_captains([Captain(k.colour, k.name, s, k.ability, k.monster)
                               for k, s in zip(CAPTAINS, swords)])
    return Table(*check_reaches(move_reach, cannon_reach), ships, {m.name: m for m in monsters},
                 captains, check_gold_values(_listed(gold_values, "gold_values", 7)),
                 check_davy_jones_sword(davy_jones_sword), check_safety_rounds(safety_rounds))
