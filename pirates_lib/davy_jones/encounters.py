"""Exploring and what it uncovers: drawing face-down tokens one at a time (with the Spyglass
and Deep Hold), the two tokens for defeating a sea monster, and the encounters: a sea monster
placed by a die, the six curses (and escaping the cursed zones), Davy Jones and his
swordfights.

The choices made along the way are questions (`turns`): draw again or stop ("explore"),
which token to keep from a Spyglass look ("keep"), the island of a reward draw ("reward"),
which two ships a curse takes in the two-player game ("pair"), and the wild island that a
home island's gold goes to when Davy Jones wins there ("scatter", `swordfights`). The rules
that bring further steps return them (`engine/flow.py`)."""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from pirates_lib.engine import Action
from pirates_lib.engine.flow import Follow
from pirates_lib.engine.words import dice

from . import components as c
from . import fleet as f
from . import mechanics as m
from . import memory
from .ids import CODEC
from .swordfights import davy_jones
from .turns import show_dice

if TYPE_CHECKING:
    from .state import DavyJonesState


# --- exploring ---------------------------------------------------------------------------------
def explorable(state: DavyJonesState, ship: str) -> str | None:
    """The wild island the ship may explore now, if any. Rulebook: 'A ship docked at a wild
    island can be given an action to explore it', not once her tokens aboard reach her cargo
    capacity, not while cursed, nor where Davy Jones stands ('no treasure can be removed').
    The unused home island of three players, once he has left it, is explored like a wild
    island for the tokens he took there (ruling 60)."""
    island = f.docked_at(state, ship)
    if (island not in state.wild or not state.wild[island] or state.davy_jones == island
            or not state.masts[ship] or f.curses_on(state, ship) or f.room(state, ship) <= 0):
        return None
    return island


def spyglass_ready(state: DavyJonesState, ship: str, island: str) -> bool:
    """[assumed ability] Jade Jonah's Spyglass: look at two tokens, take one, put one back."""
    return f.ability_free(state, ship, c.SPYGLASS) and sum(state.wild[island].values()) >= 2


def explore(state: DavyJonesState, ship: str, spyglass: bool) -> Follow:
    state.acted.append(ship)
    island = f.docked_at(state, ship)
    assert island is not None, "only a docked ship explores (`explorable`)"
    state.emit("explore", f"{f.title(state, ship)} explores {f.island_title(island)}.",
               ship=ship, island=island)
    return draw(state, ship, island, spyglass)


def draw(state: DavyJonesState, ship: str, island: str, spyglass: bool) -> Follow:
    """Rulebook: 'choose one gold token at a time and look at it (but don't show anyone)'."""
    if spyglass:
        state.ability_used = True
        state.looking = [m.draw_token(state.chance, state.wild[island]) for _ in range(2)]
        memory.taken(state, island, state.looking, (f.owner(state, ship),), gold=False)
        state.emit("spyglass", f"{f.title(state, ship)} looks at two tokens through the "
                               f"Spyglass.")
        state.emit("spyglass-look", f"You see {' and '.join(state.looking)}.",
                   only=(f.owner(state, ship),))
        return [("keep", ship, island)]
    return found(state, ship, island, drawn(state, ship, island))


def drawn(state: DavyJonesState, ship: str, island: str) -> str:
    """A token at random from the island: her player sees it, and everyone an encounter."""
    token = m.draw_token(state.chance, state.wild[island])
    seen = [f.owner(state, ship)] if m.is_gold(token) else range(state.game.players)
    memory.taken(state, island, [token], seen)
    return token


def found(state: DavyJonesState, ship: str, island: str, token: str) -> Follow:
    """Rulebook: 'If it has a numerical gold value, place it face down on the exploring ship's
    deckplate card' (Deep Hold: one beyond her capacity); an encounter token 'You must show
    ... and that ship can't choose any more tokens from that island that turn.'"""
    if not m.is_gold(token):
        return encounter(state, ship, island, token)
    if sum(state.cargo[ship].values()) >= f.deckplate(state, ship).cargo:
        state.ability_used = True
        state.emit("deep-hold", f"{f.title(state, ship)} stows one token in her Deep Hold.")
    f.add(state.cargo[ship], token)
    state.emit("aboard", f"{f.title(state, ship)} takes a token aboard.", ship=ship)
    state.emit("aboard-gold", f"You find {token}.", only=(f.owner(state, ship),))
    if f.room(state, ship) > 0 and state.wild[island]:
        return [("explore", ship, island)]
    return None


def explore_options(state: DavyJonesState, ship: str, island: str) -> list[Action]:
    """Ruling 19: after each gold token, take another (while there is room) or stop."""
    out = [CODEC.action("draw", "Take another token")]
    if spyglass_ready(state, ship, island):
        out.append(CODEC.action("look", "Look at two tokens with the Spyglass"))
    return out + [CODEC.action("stop", "Stop exploring")]


def stop(state: DavyJonesState, ship: str) -> None:
    state.emit("stop", f"{f.title(state, ship)} stops exploring.")


def keep_options(state: DavyJonesState, ship: str, island: str) -> list[Action]:
    """Ruling 63: always both, named by place, even when the two tokens are alike: a stop
    skipped, or an id naming a token, would tell the table what the explorer saw."""
    first, second = state.looking
    return [CODEC.action("keep", f"Take {first}, put {second} back", KEPT[0]),
            CODEC.action("keep", f"Take {second}, put {first} back", KEPT[1])]


KEPT = ("first", "second")  # a Spyglass look's two tokens, by place


def keep(state: DavyJonesState, ship: str, island: str, which: int) -> Follow:
    """[ruled] The Spyglass's other token goes back face down, remembered by the explorer
    (ruling 62); an encounter taken is shown."""
    token, back = state.looking[which], state.looking[1 - which]
    state.looking = []
    f.add(state.wild[island], back)
    memory.remember(state, (f.owner(state, ship),), island, [back])
    return found(state, ship, island, token)


# --- the reward for defeating a sea monster -------------------------------------------------
def reward_options(state: DavyJonesState, ship: str, left: int) -> list[Action]:
    """Ruling 27: each draw from a wild island of the player's choice without Davy Jones."""
    return [CODEC.action("reward", f"Draw a reward token from {f.island_title(i)}", i)
            for i in c.WILD_ISLANDS if state.wild[i] and state.davy_jones != i]


def reward(state: DavyJonesState, ship: str, island: str, left: int) -> Follow:
    """Rulebook: 'If you choose a gold token, place it face down on your home island. If you
    choose an encounter token, resolve it' (and the draws end, ruling 27)."""
    token = drawn(state, ship, island)
    if not m.is_gold(token):
        return encounter(state, ship, island, token)
    home = f.vessel(state, ship).home
    f.add(state.hoard[home], token)
    state.emit("reward", f"{state.game.names[f.owner(state, ship)]} draws a reward token from "
                         f"{f.island_title(island)} onto {f.island_title(home)}.")
    state.emit("reward-gold", f"Your reward is {token}.", only=(f.owner(state, ship),))
    return [("reward", ship, left - 1)] if left > 1 else None


# --- encounters --------------------------------------------------------------------------------
def encounter(state: DavyJonesState, ship: str, island: str, token: str) -> Follow:
    """Rulebook: 'There are three kinds of encounters': sea monsters, curses, Davy Jones."""
    state.emit("encounter", f"{f.title(state, ship)} uncovers {token} on "
                            f"{f.island_title(island)}!", ship=ship, token=token)
    if token == c.DAVY_JONES:
        return davy_jones(state, ship, island)
    if token.startswith("place-"):
        monster = token[len("place-"):]
        f.add(state.beside[monster], token)
        place_monster(state, monster)
    elif state.game.players == 2:  # the token waits with its player until they choose
        state.curses[token] = {"seat": f.owner(state, ship), "ships": [],
                               "home": f.vessel(state, ship).home}
        return [("pair", token, ship)]
    else:
        curse(state, ship, token, f.ships_of(state, f.owner(state, ship)))
    return None


def place_monster(state: DavyJonesState, monster: str) -> None:
    """Rulebook: 'roll a die ... If the sea monster is placed so that it touches a ship, the
    ship is defeated ... (Put any gold tokens on that ship face down on the wild island
    nearest the sea monster.)' Already on the mat, it moves there 'and replace all parts'."""
    other = next(n for n in c.MONSTER if n != monster)
    at = state.monster_at[other]
    taken = [] if at is None else [at]
    state.monster_at[monster] = m.monster_point(state.chance, taken)
    state.parts[monster] = state.table.monsters[monster].parts
    state.emit("monster", f"The {c.MONSTER[monster].title} rises at sea monster point "
                          f"{state.monster_at[monster]}.", monster=monster)
    base = f.monster_shape(state, monster)
    for ship in [s for s, box in state.boxes.items() if m.ships_touched(base, [box])]:
        f.defeat(state, ship, near=base)


def pair_options(state: DavyJonesState, token: str, ship: str) -> list[Action]:
    """Rulebook (two players): 'that curse affects only two of that player's ships, as chosen
    by that player': two that can suffer it (ruling 61: with masts, and for a cursed zone not
    in one already, ruling 53), or the one there is (the ship that drew it always can)."""
    able = [s for s in f.ships_of(state, f.owner(state, ship)) if state.masts[s]
            and (c.curse_of(token) in c.MONSTER or s not in state.zones)]
    pairs: list[tuple[str, ...]] = list(combinations(able, 2)) or [(s,) for s in able]
    return [CODEC.action("pair" if len(p) == 2 else "lone", "The curse takes " + " and ".join(
        f.title(state, s) for s in p), *p) for p in pairs]


def curse(state: DavyJonesState, ship: str, token: str, ships: list[str] | tuple[str, ...]
          ) -> None:
    """Rulebook: 'Davy Jones curses your ships!' A cursed zone takes the ships with masts
    (ruling 30: the one that drew it always has them), and `swept` records them (ruling 61:
    only two swept in can win its token); a monster curse places its monster, or restores
    its parts where it is (ruling 28)."""
    target = c.curse_of(token)
    state.curses[token] = {"seat": f.owner(state, ship), "ships": list(ships),
                           "home": f.vessel(state, ship).home}
    if target in c.MONSTER:
        if state.monster_at[target] is None:
            place_monster(state, target)
        else:
            state.parts[target] = state.table.monsters[target].parts
        return
    sent = [s for s in ships if state.masts[s] and s not in state.zones]
    state.curses[token]["swept"] = sent
    for slot, s in enumerate(sent):
        f.send_to_zone(state, s, target, slot)


# --- cursed zones ------------------------------------------------------------------------------
def escape(state: DavyJonesState, zone: str, ship: str | None) -> Follow:
    """Rulebook, Curse Rules: Sargasso Sea, Reef and Storm roll for each ship 'one at a time';
    the Storm's number is called first (ruling 33); the Fog Bank rolls two dice for both."""
    if zone == c.FOG_BANK:
        ships = [s for s in f.ships_of(state, state.turn) if state.zones.get(s, [None])[0] == zone]
        context: dict[str, Any] = {"for": "escape", "zone": zone, "ships": ships, "die": 1, "called": 0,
                   "rolls": [state.chance.die(c.DIE), state.chance.die(c.DIE)]}
    else:
        assert ship is not None, "a zone but the Fog Bank rolls for one ship (`turns`)"
        ships = [ship] if state.zones.get(ship, [None])[0] == zone else []
        called = m.storm_call(state.chance) if zone == c.STORM else 0
        if called:
            caller = state.game.names[(state.turn + 1) % state.game.players]
            state.emit("storm-call", f"{caller} calls {called} for the Storm.")
        context = {"for": "escape", "zone": zone, "ships": ships, "die": 0, "called": called,
                   "rolls": [state.chance.die(c.DIE)]}
    if not ships:
        return None
    show_dice(state, f"Escaping the {c.CURSED_ZONE[zone].title}", context["rolls"])
    if not _escaped(state, context) and f.ability_free(state, ships[0], c.REROLL):
        state.rolled = context
        return [("reroll",)]
    return escape_result(state, context)


def _escaped(state: DavyJonesState, context: dict[str, Any]) -> bool:
    masts = len(state.masts[context["ships"][0]])
    return m.escapes(context["zone"], context["rolls"], masts, context["called"])


def escape_result(state: DavyJonesState, context: dict[str, Any]) -> Follow:
    """On success 'automatically move that ship one red length from the cursed zone's exit
    point'; 'Each time your ship fails the die roll to escape a cursed zone, she loses a
    mast' (in the Fog Bank each ship does, ruling 34)."""
    zone = context["zone"]
    ok = _escaped(state, context)
    show_dice(state, f"Escaping the {c.CURSED_ZONE[zone].title}", context["rolls"])
    state.emit("escape-roll", f"{state.game.names[state.turn]} rolls "
                              f"{dice(context['rolls'])} to escape the "
                              f"{c.CURSED_ZONE[zone].title}: {'free' if ok else 'stuck'}.",
               dice=list(context["rolls"]), sides=c.DIE)
    if not ok:
        return [("mast", ship, None, zone) for ship in context["ships"]]
    for ship in context["ships"]:
        if ship in state.zones:
            f.release(state, ship)
    return None
