"""The ships as the state holds them: who sails them, where they lie (docked, at home, in a
cursed zone), their masts and their gold; and what the rules do to them without anyone
choosing: losing a mast, being defeated, docking at home, unloading, being sent into a cursed
zone and moved out of it. The rest of the rules (combat, encounters) call these.

Works on the state passed in (`DavyJonesState`) without importing it (docs/new_game.md)."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..engine.chance import take_card
from ..engine.words import counted
from . import components as c
from . import mechanics as m
from . import memory
from .geometry import (Box, Circle, Shape, berth, bound, box_from_bow, heading_vector,
                       touches)
from .sailing import along, berths_around, clear_spot, nearby

if TYPE_CHECKING:
    from .state import DavyJonesState

ORDINALS = ("bow", "second", "third", "stern")
LANDMARKS: tuple[Shape, ...] = (*(i.shape for i in c.ISLANDS), *(z.shape for z in c.CURSED_ZONES))
FIXED: tuple[tuple[Shape, float, float, float], ...] = tuple(
    (shape, *bound(shape)) for shape in LANDMARKS)


# --- who and where ------------------------------------------------------------------------------
def vessel(state: DavyJonesState, ship: str) -> c.Vessel:
    return c.fleet(state.game.players)[ship]


def deckplate(state: DavyJonesState, ship: str) -> c.ShipClass:
    return state.table.ships[vessel(state, ship).kind]


def captain(state: DavyJonesState, ship: str) -> c.Captain:
    return state.table.captains[vessel(state, ship).captain]


def owner(state: DavyJonesState, ship: str) -> int:
    return vessel(state, ship).seat


def title(state: DavyJonesState, ship: str) -> str:
    """``"Anne's red 4-mast"``."""
    v = vessel(state, ship)
    return f"{state.game.names[v.seat]}'s {ship.replace('-', ' ')}-mast"


def island_title(name: str) -> str:
    """``"the centre wild island"``."""
    return f"the {c.ISLAND[name].title[0].lower()}{c.ISLAND[name].title[1:]}"


def ships_of(state: DavyJonesState, seat: int) -> list[str]:
    return [v.name for v in c.fleet(state.game.players).values() if v.seat == seat]


def homes_of(state: DavyJonesState, seat: int) -> list[str]:
    """The seat's home islands (two with two players, who 'can drop off and repair their
    ships at either island')."""
    return [h for h, s in c.home_owners(state.game.players).items() if s == seat]


@lru_cache(maxsize=4096)
def touching_island(ship: Box) -> str | None:
    for island in c.ISLANDS:
        if touches(ship, island.shape):
            return island.name
    return None


def docked_at(state: DavyJonesState, ship: str) -> str | None:
    """Rulebook: 'dock your ship ... by moving your ship so that she touches that island':
    the island she touches, if any (the islands lie far apart: at most one)."""
    return None if ship in state.zones else touching_island(state.boxes[ship])


def at_home(state: DavyJonesState, ship: str) -> bool:
    """Docked at one of her player's home islands, where she 'can't shoot or be shot at'
    (the island's owner is hers: `homes_of` without its list, asked for every ship a monster
    or a cannon may reach)."""
    island = docked_at(state, ship)
    return (island is not None
            and c.home_owners(state.game.players).get(island) == owner(state, ship))


def why_idle(state: DavyJonesState, ship: str) -> str | None:
    """Why a ship can take no action in this turn, if she cannot."""
    if owner(state, ship) != state.turn:
        return f"{title(state, ship)} is not {state.game.names[state.turn]}'s ship"
    if ship in state.acted:
        return f"{title(state, ship)} has already taken her action this turn"
    if ship in state.zones:
        return f"{title(state, ship)} lies in a cursed zone: escaping is her action"
    return None


def curses_on(state: DavyJonesState, ship: str) -> list[str]:
    """The curse tokens whose limits hold this ship (ruling 36)."""
    return [token for token, curse in state.curses.items() if ship in curse["ships"]]


def ability_free(state: DavyJonesState, ship: str, ability: str) -> bool:
    """The ship's captain has `ability` and her player has used no ability this turn (two
    players: one of their captains' abilities a turn)."""
    return captain(state, ship).ability == ability and not state.ability_used


def room(state: DavyJonesState, ship: str) -> int:
    """Cargo room left, with Deep Hold's one more while the ability is free."""
    deep = ability_free(state, ship, c.DEEP_HOLD)
    return m.cargo_room(deckplate(state, ship).cargo, sum(state.cargo[ship].values()), deep)


def may_dock(state: DavyJonesState, ship: str, island: str) -> bool:
    """Rulebook: 'at your home island or a wild island, but not another player's home
    island'; any ship may dock where Davy Jones stands; the unused home island of three
    players is nobody's (ruling 7)."""
    whose = c.home_owners(state.game.players).get(island)
    return whose is None or whose == owner(state, ship) or state.davy_jones == island


def monster_shape(state: DavyJonesState, monster: str) -> Circle:
    """The base of a monster on the mat (`monsters_on_mat`): it stands on a numbered point."""
    point = state.monster_at[monster]
    assert point is not None, f"the {monster} is not on the mat"
    return _base(state.table, monster, point)


@lru_cache(maxsize=1024)
def _base(table: c.Table, monster: str, point: int) -> Circle:
    """`monster_shape`, kept: every menu and shot asks it, and a monster stands on few points."""
    return m.monster_base(table.monsters[monster], point)


def monsters_on_mat(state: DavyJonesState) -> list[str]:
    return [name for name in c.MONSTER if state.monster_at[name] is not None]


def fixed_obstacles(state: DavyJonesState) -> list[tuple[Shape, float, float, float]]:
    """The islands, cursed zones and sea monsters, each with its bounding disc (x, y, r):
    what a move may not pass through, ships aside."""
    monsters = [monster_shape(state, n) for n in monsters_on_mat(state)]
    return [*FIXED, *((disc, *disc) for disc in monsters)]


def obstacle_shapes(state: DavyJonesState, ship: str) -> list[Shape]:
    """The shapes of `named_obstacles`, in its order, without building their names: what a
    move being carried out reckons with (the names are for refusals)."""
    return [*LANDMARKS, *(monster_shape(state, n) for n in monsters_on_mat(state)),
            *(box for s, box in state.boxes.items() if s != ship)]


def named_obstacles(state: DavyJonesState, ship: str) -> list[tuple[str, Shape]]:
    """What a move may not pass through, with its name: 'A ship can't move through an island,
    another ship, a sea monster, or a cursed zone.'"""
    named: list[tuple[str, Shape]] = [(island_title(i.name), i.shape) for i in c.ISLANDS]
    named += [(f"the {z.title}", z.shape) for z in c.CURSED_ZONES]
    named += [(f"the {c.MONSTER[n].title}", monster_shape(state, n))
              for n in monsters_on_mat(state)]
    named += [(title(state, s), box) for s, box in state.boxes.items() if s != ship]
    return named


def start_berth(table: c.Table, v: c.Vessel) -> Box:
    """Rulebook: 'place your ships so that one end of each ship is touching the island'."""
    island, hull = c.ISLAND[v.home], table.ships[v.kind]
    return berth(island.shape, island.berths[v.kind], hull.length, hull.width)


def start_ships() -> list[Box]:
    """Every ship on its starting berth: on each home island the 4-mast ship on the first
    berth, the 3-mast ship on the second, sterns touching the island."""
    ships = []
    for island in c.ISLANDS:
        for bearing, ship in zip(island.berths, c.SHIP_CLASSES):
            ships.append(berth(island.shape, bearing, ship.length, ship.width))
    return ships


def announce(state: DavyJonesState) -> None:
    """The set-up told: who sails which captains from where, and the treasure pile dealt."""
    for seat, name in enumerate(state.game.names):
        captains = [state.table.captains[vessel(state, s).captain].name
                    for s in ships_of(state, seat)[::2]]
        homes = ", ".join(island_title(h) for h in homes_of(state, seat))
        state.emit("setup", f"{name} sails with {' and '.join(captains)} from {homes}.")
    state.emit("deal", "The treasure pile is dealt face down: " + ", ".join(
        f"{sum(state.wild[i].values())} on {island_title(i)}" for i in c.WILD_ISLANDS)
        + (f"; {sum(state.aside.values())} set aside unseen" if state.aside else "") + ".")


# --- tokens ------------------------------------------------------------------------------------
def add(pile: dict[str, int], token: str, n: int = 1) -> None:
    pile[token] = pile.get(token, 0) + n


def move_token(state: DavyJonesState, source: dict[str, int], dest: dict[str, int]) -> str:
    """One token at random from a face-down pile to another (the rulebook's 'one gold token at
    random')."""
    token = state.chance.draw(source)
    add(dest, token)
    return token


def take(pile: dict[str, int], token: str) -> None:
    take_card(pile, token)


def pile_words(pile: dict[str, int]) -> str:
    """``"gold-3, gold-1"``, most valuable first: what a private log line names."""
    tokens = sorted((t for t, n in pile.items() for _ in range(n)), key=m.token_value,
                    reverse=True)
    return ", ".join(tokens) or "nothing"


# --- what happens to ships ---------------------------------------------------------------------
def lose_mast(state: DavyJonesState, ship: str, index: int, attacker: str | None) -> None:
    """Rulebook: 'your opponent has to remove one mast, but he or she gets to choose which
    one'; 'When a ship has no more masts, she is defeated'."""
    state.masts[ship].remove(index)
    rank = deckplate(state, ship).ranks[index]
    state.emit("mast", f"{title(state, ship)} loses her {ORDINALS[index]} mast (rank {rank}).",
               ship=ship, mast=index)
    if not state.masts[ship]:
        defeat(state, ship, attacker)


def defeat(state: DavyJonesState, ship: str, attacker: str | None = None,
           near: Shape | None = None) -> None:
    """Rulebook: 'she is defeated; automatically dock her at her player's home island.' Her
    gold: with a cannon shot, 'the attacking player looks at the gold tokens on that ship and
    puts one face down on his or her home island. Put the rest face down on the nearest wild
    island'; otherwise all of it goes there. [ruled] The attacker takes the most valuable
    token: a choice with only one sensible answer. In a cursed zone the curse token leaves
    the game and her companion escapes at once."""
    zone = state.zones.get(ship, [None])[0]
    near = near or (c.CURSED_ZONE[zone].shape if zone else state.boxes[ship])
    state.masts[ship] = []
    gold = state.cargo[ship]
    state.emit("defeat", f"{title(state, ship)} is defeated.", ship=ship)
    island = m.nearest_wild_island(near)
    knew = {owner(state, ship)}
    if attacker and gold:
        knew.add(owner(state, attacker))
        _loot(state, ship, attacker, island)
    if gold:
        for token, n in gold.items():
            add(state.wild[island], token, n)
        memory.remember(state, knew, island, [t for t, n in gold.items() for _ in range(n)])
        state.emit("scatter", f"{counted(sum(gold.values()), 'gold token').capitalize()} from "
                              f"her go to {island_title(island)}.")
    state.cargo[ship] = {}
    state.zones.pop(ship, None)
    dock_home(state, ship)
    if zone:
        _curse_broken(state, zone)


def _loot(state: DavyJonesState, ship: str, attacker: str, island: str) -> None:
    """Rulebook: 'the attacking player looks at the gold tokens on that ship and puts one face
    down on his or her home island' (ruling 48: the most valuable). She is shown them all,
    in a line of her own, and remembers where the rest go (ruling 62); so does the defeated
    ship's player, who knew her hold and the rule."""
    gold, home = state.cargo[ship], vessel(state, attacker).home
    looked = pile_words(gold)
    best = max(gold, key=m.token_value)
    take(gold, best)
    add(state.hoard[home], best)
    memory.remember(state, (owner(state, ship),), home, [best])
    state.emit("loot", f"{title(state, attacker)} looks at her gold and takes a token.")
    rest = (f"; the rest ({pile_words(gold)}) go face down to {island_title(island)}"
            if gold else "")
    state.emit("loot-gold", f"You look at her gold: {looked}. You take {best}{rest}.",
               only=(owner(state, attacker),))


def _curse_broken(state: DavyJonesState, zone: str) -> None:
    """Rulebook: 'remove that curse token from the game (no one gains gold for it) ... If your
    other ship is still in the zone, she automatically escapes'."""
    token = f"curse-{zone}"
    curse = state.curses.pop(token)
    add(state.removed, token)
    state.emit("curse-lost", f"The {c.CURSED_ZONE[zone].title} curse token leaves the game.")
    for other in curse["ships"]:
        if state.zones.get(other, [None])[0] == zone:
            release(state, other)


def dock_home(state: DavyJonesState, ship: str) -> None:
    """Rulebook: 'automatically dock her at her player's home island' (ruling 58): her
    captain's home island (two players too, ruling 54), on the clear berth nearest her start
    berth, sterns touching it, searched every degree of its rim; with every berth taken, on
    her start berth all the same, and the ships in her way there make way."""
    v, hull = vessel(state, ship), deckplate(state, ship)
    home = c.ISLAND[v.home]
    ships = {s: box for s, box in state.boxes.items() if s != ship}
    others = [i.shape for i in c.ISLANDS if i.name != v.home] + [z.shape for z in c.CURSED_ZONES]
    others += [monster_shape(state, n) for n in monsters_on_mat(state)]
    berths = berths_around(home.shape, home.berths[v.kind], hull.length, hull.width, step=1.0)
    spot = clear_spot(berths, list(ships.values()), others, c.MAT)
    state.boxes[ship] = spot or berth(home.shape, home.berths[v.kind], hull.length, hull.width)
    if spot is None:
        for other in [s for s, box in ships.items() if touches(state.boxes[ship], box)]:
            make_way(state, other, ship)


def make_way(state: DavyJonesState, ship: str, docking: str) -> None:
    """Ruling 58: a ship lying where a defeated ship must dock is moved to the nearest clear
    water (ruling 57's search from where she lies, her heading kept), touching no ship and no
    island she may not dock at, overlapping no island, monster or cursed zone."""
    box = state.boxes[ship]
    ships: list[Shape] = [b for s, b in state.boxes.items() if s != ship]
    ships += [i.shape for i in c.ISLANDS if not may_dock(state, ship, i.name)]
    others = [i.shape for i in c.ISLANDS] + [z.shape for z in c.CURSED_ZONES]
    others += [monster_shape(state, n) for n in monsters_on_mat(state)]
    spot = clear_spot(nearby(box, c.MAT_DIAGONAL), ships, others, c.MAT)
    if spot is None:  # no clear water anywhere on the mat: ten ships cannot fill it
        raise RuntimeError(f"no clear water near {title(state, ship)}")
    state.boxes[ship] = spot
    state.emit("make-way", f"{title(state, ship)} makes way for {title(state, docking)} at "
                           f"{island_title(vessel(state, docking).home)}.", ship=ship)


def unload(state: DavyJonesState, ship: str) -> None:
    """Rulebook: 'As soon as one of your ships docks at your home island, put any gold tokens
    on that ship's deckplate card face down on your home island' (ruling 20: and at the start
    of each turn she lies there), unless a curse or Davy Jones on that island forbids it."""
    island, gold = docked_at(state, ship), state.cargo[ship]
    if (not gold or island not in homes_of(state, owner(state, ship)) or curses_on(state, ship)
            or state.davy_jones == island):
        return
    for token, n in gold.items():
        add(state.hoard[island], token, n)
    state.emit("unload", f"{title(state, ship)} unloads "
                         f"{counted(sum(gold.values()), 'gold token')} at {island_title(island)}.")
    state.emit("unload-gold", f"You unload {pile_words(gold)}.", only=(owner(state, ship),))
    state.cargo[ship] = {}


def send_to_zone(state: DavyJonesState, ship: str, zone: str, slot: int) -> None:
    """Rulebook: 'place both your ships into that cursed zone' (cargo stays aboard)."""
    z, hull = c.CURSED_ZONE[zone], deckplate(state, ship)
    state.boxes[ship] = box_from_bow(z.berths[slot], z.heading, hull.length, hull.width)
    state.zones[ship] = [zone, slot]
    state.emit("zone", f"{title(state, ship)} is swept into the {z.title}.", ship=ship)


def release(state: DavyJonesState, ship: str) -> None:
    """Rulebook: 'automatically move that ship one red length from the cursed zone's exit
    point' (ruling 32: her bow L beyond it on her lane, or the first clear spot further on;
    ruling 57: her lane all taken, the clear spot nearest that first one, outside every zone).
    'If both of your ships escape the cursed zone without one of them being defeated, place
    the curse token face up on your home island; it is worth 5 gold.'"""
    zone, slot = state.zones.pop(ship)
    z, hull = c.CURSED_ZONE[zone], deckplate(state, ship)
    ux, uy = heading_vector(z.heading)
    lane = z.lanes[slot]
    bow = (lane[0] + ux * state.table.move_reach, lane[1] + uy * state.table.move_reach)
    ships = [box for s, box in state.boxes.items() if s != ship]
    others = [i.shape for i in c.ISLANDS] + [monster_shape(state, n)
                                            for n in monsters_on_mat(state)]
    spot = (clear_spot(along(bow, z.heading, hull.length, hull.width), ships, others, c.MAT)
            or clear_spot(nearby(box_from_bow(bow, z.heading, hull.length, hull.width),
                                 c.MAT_DIAGONAL), ships, others + [z.shape for z in c.CURSED_ZONES],
                              c.MAT))
    if spot is None:  # no clear water anywhere on the mat: ten ships cannot fill it
        raise RuntimeError(f"no clear water beyond the {z.title} for {title(state, ship)}")
    state.boxes[ship] = spot
    state.emit("escape", f"{title(state, ship)} escapes the {z.title}.", ship=ship)
    if state.turn == owner(state, ship) and ship not in state.acted:
        state.acted.append(ship)
    token = f"curse-{zone}"
    curse = state.curses.get(token)
    if curse and not any(state.zones.get(s, [None])[0] == zone for s in curse["ships"]):
        _curse_lifted(state, token, curse, z.title)


def _curse_lifted(state: DavyJonesState, token: str, curse: dict[str, Any], zone: str) -> None:
    """The zone is empty and nobody was defeated in it. Ruling 61: the token is won only when
    'both of your ships escape', two ships swept in together; a curse that swept in one (the
    other had no masts, or two players had one ship to give it) leaves the game."""
    del state.curses[token]
    if len(curse["swept"]) < 2:
        add(state.removed, token)
        state.emit("curse-lost", f"The {zone} curse is lifted, but only one ship was swept in: "
                                 f"its token leaves the game (no one gains gold for it).")
        return
    add(state.trophies[curse["home"]], token)
    state.emit("curse-lifted", f"The {zone} curse is lifted: its token goes face up on "
                               f"{island_title(curse['home'])} (5 gold).")
