"""Combat: ships shooting at ships and sea monsters, parley, the sea monsters' attacks at the
start of a turn, the masts that hits cost, and defeating a monster.

Each choice a player makes in a fight is a question (`turns`): the target of a monster's
part ("aim"), which mast a hit costs ("mast"), whether to parley ("parley") and Crimson
Kate's reroll ("reroll"). The functions named `*_options` list a question's answers as
Actions; `actions` hands the answers here. The rules that bring further steps return them
(`engine/flow.py`)."""
from __future__ import annotations

from math import hypot
from typing import TYPE_CHECKING, Any

from pirates_lib.engine import Action
from pirates_lib.engine.flow import Follow
from pirates_lib.engine.words import counted, dice, listing

from . import components as c
from . import fleet as f
from . import mechanics as m
from . import memory
from .geometry import TOLERANCE, Box, Shape, disc_of
from .ids import CODEC
from .turns import show_dice

if TYPE_CHECKING:
    from .state import DavyJonesState

ORDINAL_DIE = ("1st", "2nd", "3rd", "4th", "5th", "6th")


# --- who may shoot whom ------------------------------------------------------------------------
def target_shape(state: DavyJonesState, target: str) -> Shape:
    if target in c.MONSTER:
        return f.monster_shape(state, target)
    return state.boxes[target]


def cannons(state: DavyJonesState, ship: str, target: str) -> tuple[int, ...]:
    """The standing masts whose cannon reaches the target (rulebook: 'measure from the center
    of the mast to the target ship or sea monster')."""
    return m.masts_in_reach(state.boxes[ship], state.masts[ship], f.deckplate(state, ship).masts,
                            target_shape(state, target), state.table.cannon_reach)


def may_shoot(state: DavyJonesState, ship: str) -> bool:
    """A ship with a cannon, not docked at her home island ('Ships docked at their home
    islands can't shoot'), not in a cursed zone (ruling 35)."""
    return bool(state.masts[ship]) and ship not in state.zones and not f.at_home(state, ship)


def open_to(state: DavyJonesState, target: str, seat: int) -> bool:
    """May `seat` attack `target`? Another player's ship not docked at her home island and
    not spared by a parley this turn (rulings 13, 18); a sea monster on the mat that no other
    player must defeat ('no other player can attack the Kraken')."""
    if target in c.MONSTER:
        curse = state.curses.get(f"curse-{target}")
        return state.monster_at[target] is not None and (curse is None or curse["seat"] == seat)
    return (f.owner(state, target) != seat and bool(state.masts[target])
            and not f.at_home(state, target) and target not in state.protected)


def targets(state: DavyJonesState, ship: str) -> list[str]:
    """What the ship may shoot at now: open targets with at least one cannon in reach."""
    if not may_shoot(state, ship):
        return []
    seat, box = f.owner(state, ship), state.boxes[ship]
    reach = box.hl + state.table.cannon_reach + TOLERANCE  # from her centre to a mast's reach
    near = [t for t in f.monsters_on_mat(state) if _bound_gap(box, f.monster_shape(state, t))
            <= reach]
    near += [t for t, b in state.boxes.items() if t != ship and _bound_gap(box, b) <= reach]
    return [t for t in near if open_to(state, t, seat) and cannons(state, ship, t)]


def _bound_gap(box: Box, target: Shape) -> float:
    """The distance from a ship's centre to the disc holding the target: a cannon can reach
    only what lies within half her length plus S of her centre."""
    x, y, r = disc_of(target)
    return hypot(x - box.x, y - box.y) - r


def name_of(state: DavyJonesState, target: str) -> str:
    return f"the {c.MONSTER[target].title}" if target in c.MONSTER else f.title(state, target)


# --- a ship shoots -----------------------------------------------------------------------------
def shoot(state: DavyJonesState, ship: str, target: str) -> Follow:
    """Rulebook: 'If a ship is given a shoot action to shoot at a target ship, before any
    dice are rolled the target's player can parley for safe passage.'"""
    state.acted.append(ship)
    state.emit("shoot", f"{f.title(state, ship)} shoots at {name_of(state, target)}.",
               ship=ship, target=target)
    if target not in c.MONSTER and parley_sources(state, target):
        return [("parley", ship, target)]
    return [("volley", ship, target)]


def parley_sources(state: DavyJonesState, target: str) -> list[str]:
    """Rulebook: 'the target must be carrying gold tokens or her player must have gold tokens
    on his or her home island' (ruling 17: not a home island Davy Jones stands on)."""
    sources = [target] if state.cargo[target] else []
    return sources + [h for h in f.homes_of(state, f.owner(state, target))
                      if state.hoard[h] and state.davy_jones != h]


def parley_options(state: DavyJonesState, shooter: str, target: str) -> list[Action]:
    out = [CODEC.action("parley", f"Parley: pay a random gold token from "
                        f"{'her hold' if source == target else f.island_title(source)}", source)
           for source in parley_sources(state, target)]
    return out + [CODEC.action("refuse", "Refuse to parley: let the cannons fire")]


def parley(state: DavyJonesState, shooter: str, target: str, source: str) -> None:
    """Rulebook: 'the attacking player can't shoot at the target. In return the attacking
    player receives one gold token at random ... automatically placed on the attacking
    player's home island, and the target can't be attacked the remainder of that turn.'"""
    pile = state.cargo[target] if source == target else state.hoard[source]
    home, told = f.vessel(state, shooter).home, (f.owner(state, shooter), f.owner(state, target))
    token = f.move_token(state, pile, state.hoard[home])
    if source != target:
        memory.taken(state, source, [token], told)
    memory.remember(state, told, home, [token])  # ruling 62: the payer knows where it went
    state.protected.append(target)
    state.emit("parley", f"{state.game.names[f.owner(state, target)]} parleys: "
                         f"{f.title(state, shooter)} takes a gold token instead of shooting.")
    state.emit("parley-gold", f"The parley pays {token}.", only=told)


def refuse(state: DavyJonesState, shooter: str, target: str) -> Follow:
    state.emit("refuse", f"{state.game.names[f.owner(state, target)]} refuses to parley.")
    return [("volley", shooter, target)]


def volley(state: DavyJonesState, shooter: str, target: str) -> Follow:
    """Rulebook: 'Roll the die once for each cannon in range, and compare each result to the
    rank of that cannon.' Crimson Kate may then reroll one die that missed."""
    masts = cannons(state, shooter, target)
    ranks = [f.deckplate(state, shooter).ranks[i] for i in masts]
    rolls = list(m.volley(state.chance, ranks).rolls)
    context = {"for": "volley", "shooter": shooter, "target": target, "ranks": ranks,
               "rolls": rolls}
    if f.ability_free(state, shooter, c.REROLL) and m.hits(rolls, ranks) < len(rolls):
        show_dice(state, f"{f.title(state, shooter)} fires", rolls)
        state.rolled = context
        return [("reroll",)]
    return volley_result(state, context)


def volley_result(state: DavyJonesState, context: dict[str, Any]) -> Follow:
    """Rulebook: 'If a cannon hits a target, the target's player chooses and removes a mast
    or part from the target.' Hits beyond the masts left are lost (ruling 12)."""
    shooter, target, rolls = context["shooter"], context["target"], context["rolls"]
    hits = m.hits(rolls, context["ranks"])
    show_dice(state, f"{f.title(state, shooter)} fires", rolls)
    state.emit("volley", f"{f.title(state, shooter)} rolls {dice(rolls)} against ranks "
                         f"{listing(map(str, context['ranks']))}: {counted(hits, 'hit')}.",
               rolls=rolls, hits=hits, dice=list(rolls), sides=c.DIE)
    if target in c.MONSTER:
        return monster_hit(state, target, hits, shooter)
    return [("mast", target, shooter)] * hits


def monster_hit(state: DavyJonesState, monster: str, hits: int, shooter: str) -> Follow:
    """Rulebook: 'When a ship hits a sea monster, remove one of the sea monster's parts ...
    When a sea monster has no more parts, it is defeated'."""
    state.parts[monster] = max(0, state.parts[monster] - hits)
    if state.parts[monster] == 0:
        return monster_defeated(state, monster, shooter)
    return None


def monster_defeated(state: DavyJonesState, monster: str, shooter: str) -> Follow:
    """Rulebook: 'remove it from the playmat and replace its parts ... The player who
    defeated it randomly chooses two tokens from any wild island' (not under a curse; none
    for defeating it 'because of this curse'). Its waiting 'place' tokens (ruling 26) and a
    lifted monster curse token go face up on the defeater's home island (settled ruling 6)."""
    seat, home = f.owner(state, shooter), f.vessel(state, shooter).home
    state.monster_at[monster] = None
    state.parts[monster] = state.table.monsters[monster].parts
    state.emit("monster-defeated", f"{f.title(state, shooter)} defeats the "
                                   f"{c.MONSTER[monster].title}.", monster=monster)
    for token, n in state.beside[monster].items():
        f.add(state.trophies[home], token, n)
    state.beside[monster] = {}
    token = f"curse-{monster}"
    if state.curses.get(token, {}).get("seat") == seat:
        del state.curses[token]
        f.add(state.trophies[home], token)
        state.emit("curse-lifted", f"The {c.MONSTER[monster].title} curse is lifted.")
    elif not f.curses_on(state, shooter):
        return [("reward", shooter, 2)]
    return None


# --- sea monsters attack -----------------------------------------------------------------------
def in_range_of(state: DavyJonesState, monster: str) -> list[str]:
    """Ruling 8: the ships a monster's part may shoot: within S of its base, not docked at
    their home island."""
    base = f.monster_shape(state, monster)
    return [s for s, box in state.boxes.items() if state.masts[s] and not f.at_home(state, s)
            and m.parts_in_reach(base, 1, box, state.table.cannon_reach)]


def aim_options(state: DavyJonesState, monster: str) -> list[Action]:
    """Rulebook: 'All attack choices are made by the player whose turn it is.'"""
    title = c.MONSTER[monster].title
    return [CODEC.action("aim", f"The {title} shoots at {f.title(state, s)}", s)
            for s in in_range_of(state, monster)]


def aim(state: DavyJonesState, monster: str, ship: str) -> Follow:
    """Rulebook: 'A sea monster "shoots" just like ships do': one die a part, a hit on a roll
    higher than its rank. No parley: 'You can't parley with sea monsters!'"""
    rank = state.table.monsters[monster].rank
    roll = state.chance.die(c.DIE)
    show_dice(state, f"The {c.MONSTER[monster].title} attacks", [roll])
    hit = m.is_hit(roll, rank)
    state.emit("attack", f"The {c.MONSTER[monster].title} shoots at {f.title(state, ship)}: "
                         f"{roll} against rank {rank}, {'a hit' if hit else 'a miss'}.",
               monster=monster, ship=ship, roll=roll, dice=[roll], sides=c.DIE)
    return [("mast", ship, None)] if hit else None


# --- hits --------------------------------------------------------------------------------------
def mast_options(state: DavyJonesState, ship: str, attacker: str | None,
                 zone: str | None = None) -> list[Action]:
    """The owner's choice of the mast a hit costs; none once she is defeated (ruling 12), or
    for a failed escape once she is out of that zone (her companion's defeat freed her)."""
    if zone is not None and state.zones.get(ship, [None])[0] != zone:
        return []
    ranks = f.deckplate(state, ship).ranks
    return [CODEC.action("mast", f"{f.title(state, ship)} loses her {f.ORDINALS[i]} mast "
                         f"(rank {ranks[i]})", i) for i in state.masts[ship]]


def mast(state: DavyJonesState, ship: str, index: int, attacker: str | None) -> None:
    """Rulebook: 'When you hit an enemy ship, your opponent has to remove one mast, but he or
    she gets to choose which one.'"""
    f.lose_mast(state, ship, index, attacker)


# --- Crimson Kate's reroll ---------------------------------------------------------------------
def reroll_options(state: DavyJonesState) -> list[Action]:
    """[assumed ability] 'reroll one die you rolled': a die that failed her (the dice wait
    in `state.rolled` with what they were rolled for)."""
    context = state.rolled
    rolls = context["rolls"]
    if context["for"] == "volley":
        dice = [i for i, (r, k) in enumerate(zip(rolls, context["ranks"])) if r <= k]
    else:  # her swordfight die, or her escape die (the Fog Bank's dice are alike)
        dice = [context["die"]]
    out = [CODEC.action("reroll", f"Reroll the {ORDINAL_DIE[i]} die (it shows {rolls[i]})", i)
           for i in dice]
    return out + [CODEC.action("accept", "Keep the dice as they fell")]
