"""Davy Jones: his marker landing where his encounter token was chosen, the swordfights (at
once on an encounter, or by a ship's action where he stands), his treasures, his flight round
the ring, and his effects on the island he stands on (docs/rules/davy_jones.md, "Davy
Jones")."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pirates_lib.engine import Action
from pirates_lib.engine.flow import Follow
from pirates_lib.engine.words import counted

from . import components as c
from . import fleet as f
from . import mechanics as m
from . import memory
from .ids import CODEC
from .turns import finish, show_dice

if TYPE_CHECKING:
    from .state import DavyJonesState


def davy_jones(state: DavyJonesState, ship: str, island: str) -> Follow:
    """Rulebook: 'remove that token from the game and then place the Davy Jones marker on the
    island where the token was chosen ... Your captain and Davy Jones immediately square off
    in a swordfight.'"""
    f.add(state.removed, c.DAVY_JONES)
    state.davy_jones = island
    state.emit("davy-jones", f"Davy Jones appears on {f.island_title(island)}!", island=island)
    return swordfight(state, ship)


def can_fight(state: DavyJonesState, ship: str) -> bool:
    """Settled ruling 7: any ship docked at Davy Jones' island may spend her action to fight."""
    return (state.davy_jones is not None and bool(state.masts[ship])
            and f.docked_at(state, ship) == state.davy_jones)


def fight(state: DavyJonesState, ship: str) -> Follow:
    state.acted.append(ship)
    state.emit("fight", f"{f.title(state, ship)} challenges Davy Jones.", ship=ship)
    return swordfight(state, ship)


def swordfight(state: DavyJonesState, ship: str) -> Follow:
    """Rulebook: 'rolling a die for both the captain and Davy Jones and adding the sword
    bonus of each' (the captain's die first; Crimson Kate may reroll hers when she loses)."""
    rolls = list(m.swordfight(state.chance, f.captain(state, ship).sword,
                              state.table.davy_jones_sword)[:2])
    context = {"for": "fight", "ship": ship, "rolls": rolls, "die": 0}
    if not _won(state, context) and f.ability_free(state, ship, c.REROLL):
        show_dice(state, "Swordfight (captain, Davy Jones)", rolls)
        state.rolled = context
        return [("reroll",)]
    return fight_result(state, context)


def _won(state: DavyJonesState, context: dict[str, Any]) -> bool:
    sword = f.captain(state, context["ship"]).sword
    captain_roll, davy_roll = context["rolls"]
    return m.fight(captain_roll, davy_roll, sword, state.table.davy_jones_sword).captain_wins


def fight_result(state: DavyJonesState, context: dict[str, Any]) -> Follow:
    """Rulebook: 'The highest total wins the swordfight. If the results tie, the captain wins
    the fight.'"""
    ship, (mine, his) = context["ship"], context["rolls"]
    show_dice(state, "Swordfight (captain, Davy Jones)", [mine, his])
    won = _won(state, context)
    state.emit("swordfight", f"Swordfight: {f.captain(state, ship).name} rolls {mine}, Davy "
                             f"Jones {his}: {'the captain' if won else 'Davy Jones'} wins.",
               ship=ship, rolls=[mine, his], won=won, dice=[mine, his], sides=c.DIE)
    return _treasure(state, ship) if won else _lost(state, ship)


def _treasure(state: DavyJonesState, ship: str) -> Follow:
    """Rulebook: 'its player gets one of Davy Jones' treasure tokens ... face up on that
    player's home island' and 'Davy Jones runs away each time he is defeated'; 'The game ends
    when the fourth Davy Jones treasure token is won' (at once, ruling 44)."""
    home = f.vessel(state, ship).home
    state.treasures -= 1
    f.add(state.trophies[home], c.DAVY_JONES_TREASURE)
    state.emit("treasure", f"{state.game.names[f.owner(state, ship)]} wins a Davy Jones "
                           f"treasure (6 gold) onto {f.island_title(home)}.")
    if state.treasures == 0:
        return finish(state, "the fourth Davy Jones treasure is won")
    roll, state.davy_jones = m.davy_jones_flight(state.chance, _davy_jones_island(state), home)
    show_dice(state, "Davy Jones flees", [roll])
    state.emit("flight", f"Davy Jones flees {counted(roll, 'island')} to "
                         f"{f.island_title(state.davy_jones)}.", roll=roll, dice=[roll],
               sides=c.DIE)
    return None


def _davy_jones_island(state: DavyJonesState) -> str:
    """Where Davy Jones stands: on the mat, for a swordfight is fought with him there."""
    island = state.davy_jones
    assert island is not None, "Davy Jones is not on the mat"
    return island


def _lost(state: DavyJonesState, ship: str) -> Follow:
    """Rulebook: 'remove a mast from the losing captain's ship ... if that ship is carrying
    gold tokens, randomly remove one token and place it face down on the island with Davy
    Jones. If that ship has no gold, use one gold token from the home island'. On a home
    island instead: 'he or she randomly chooses one gold token from that home island (if
    applicable) and places it on a wild island of his or her choice' (ruling 39). The token
    goes first, then the mast (ruling 38). The unused home island of three players is no
    player's: there the token goes onto his island, as on a wild island (ruling 60)."""
    island = _davy_jones_island(state)
    if island in c.home_owners(state.game.players):
        return [("mast", ship, None), ("scatter", island)]
    home = f.vessel(state, ship).home
    source, seat = state.cargo[ship] or state.hoard[home], f.owner(state, ship)
    if source:
        token = f.move_token(state, source, state.wild[island])
        if source is state.hoard[home]:
            memory.taken(state, home, [token], (seat,))
        memory.remember(state, (seat,), island, [token])  # ruling 62
        where = "her hold" if source is state.cargo[ship] else "her home island"
        state.emit("tribute", f"Davy Jones takes a gold token from {where} onto "
                              f"{f.island_title(island)}.")
        state.emit("tribute-gold", f"Davy Jones takes {token}.", only=(seat,))
    return [("mast", ship, None)]


def scatter_options(state: DavyJonesState, home: str) -> list[Action]:
    if not state.hoard.get(home):
        return []
    return [CODEC.action("scatter", f"Put a gold token from {f.island_title(home)} on "
                         f"{f.island_title(i)}", i) for i in c.WILD_ISLANDS]


def scatter(state: DavyJonesState, home: str, island: str) -> None:
    token = f.move_token(state, state.hoard[home], state.wild[island])
    whose = c.home_owners(state.game.players)[home]
    memory.taken(state, home, [token], (whose,))
    memory.remember(state, (whose,), island, [token])  # ruling 62
    state.emit("scatter", f"A gold token from {f.island_title(home)} goes face down onto "
                          f"{f.island_title(island)}.")
    state.emit("scatter-gold", f"It was your {token}.", only=(whose,))
