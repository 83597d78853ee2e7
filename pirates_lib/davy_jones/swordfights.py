"""Davy Jones: his marker landing where his encounter token was chosen, the swordfights (at
once on an encounter, or by a ship's action where he stands), his treasures, his flight round
the ring, and his effects on the island he stands on (docs/rules/davy_jones.md, "Davy
Jones")."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pirates_lib.engine.words import counted

from . import components as c
from . import fleet as f
from . import mechanics as m
from . import memory
from .combat import Option

if TYPE_CHECKING:
    from .state import DavyJonesState


def davy_jones(state: DavyJonesState, ship: str, island: str) -> None:
    """Rulebook: 'remove that token from the game and then place the Davy Jones marker on the
    island where the token was chosen ... Your captain and Davy Jones immediately square off
    in a swordfight.'"""
    f.add(state.removed, c.DAVY_JONES)
    state.davy_jones = island
    state.emit("davy-jones", f"Davy Jones appears on {f.island_title(island)}!", island=island)
    swordfight(state, ship)


def can_fight(state: DavyJonesState, ship: str) -> bool:
    """Settled ruling 7: any ship docked at Davy Jones' island may spend her action to fight."""
    return (state.davy_jones is not None and bool(state.masts[ship])
            and f.docked_at(state, ship) == state.davy_jones)


def fight(state: DavyJonesState, ship: str) -> None:
    state.acted.append(ship)
    state.emit("fight", f"{f.title(state, ship)} challenges Davy Jones.", ship=ship)
    swordfight(state, ship)


def swordfight(state: DavyJonesState, ship: str) -> None:
    """Rulebook: 'rolling a die for both the captain and Davy Jones and adding the sword
    bonus of each' (the captain's die first; Crimson Kate may reroll hers when she loses)."""
    rolls = list(m.swordfight(state.chance, f.captain(state, ship).sword,
                              state.table.davy_jones_sword)[:2])
    context = {"for": "fight", "ship": ship, "rolls": rolls, "die": 0}
    if not _won(state, context) and f.ability_free(state, ship, c.REROLL):
        state.show_dice("Swordfight (captain, Davy Jones)", rolls)
        state.rolled = context
        state.push(["reroll"])
    else:
        fight_result(state, context)


def _won(state: DavyJonesState, context: dict[str, Any]) -> bool:
    sword = f.captain(state, context["ship"]).sword
    return m.fight(*context["rolls"], sword, state.table.davy_jones_sword).captain_wins


def fight_result(state: DavyJonesState, context: dict[str, Any]) -> None:
    """Rulebook: 'The highest total wins the swordfight. If the results tie, the captain wins
    the fight.'"""
    ship, (mine, his) = context["ship"], context["rolls"]
    state.show_dice("Swordfight (captain, Davy Jones)", [mine, his])
    won = _won(state, context)
    state.emit("swordfight", f"Swordfight: {f.captain(state, ship).name} rolls {mine}, Davy "
                             f"Jones {his}: {'the captain' if won else 'Davy Jones'} wins.",
               ship=ship, rolls=[mine, his], won=won, dice=[mine, his], sides=c.DIE)
    if won:
        _treasure(state, ship)
    else:
        _lost(state, ship)


def _treasure(state: DavyJonesState, ship: str) -> None:
    """Rulebook: 'its player gets one of Davy Jones' treasure tokens ... face up on that
    player's home island' and 'Davy Jones runs away each time he is defeated'; 'The game ends
    when the fourth Davy Jones treasure token is won' (at once, ruling 44)."""
    home = f.vessel(state, ship).home
    state.treasures -= 1
    f.add(state.trophies[home], c.DAVY_JONES_TREASURE)
    state.emit("treasure", f"{state.game.names[f.owner(state, ship)]} wins a Davy Jones "
                           f"treasure (6 gold) onto {f.island_title(home)}.")
    if state.treasures == 0:
        state.finish("the fourth Davy Jones treasure is won")
        return
    roll, state.davy_jones = m.davy_jones_flight(state.chance, state.davy_jones, home)
    state.show_dice("Davy Jones flees", [roll])
    state.emit("flight", f"Davy Jones flees {counted(roll, 'island')} to "
                         f"{f.island_title(state.davy_jones)}.", roll=roll, dice=[roll],
               sides=c.DIE)


def _lost(state: DavyJonesState, ship: str) -> None:
    """Rulebook: 'remove a mast from the losing captain's ship ... if that ship is carrying
    gold tokens, randomly remove one token and place it face down on the island with Davy
    Jones. If that ship has no gold, use one gold token from the home island'. On a home
    island instead: 'he or she randomly chooses one gold token from that home island (if
    applicable) and places it on a wild island of his or her choice' (ruling 39). The token
    goes first, then the mast (ruling 38). The unused home island of three players is no
    player's: there the token goes onto his island, as on a wild island (ruling 60)."""
    island = state.davy_jones
    if island in c.home_owners(state.game.players):
        state.push(["mast", ship, None], ["scatter", island])
        return
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
    state.push(["mast", ship, None])


def scatter_options(state: DavyJonesState, home: str) -> list[Option]:
    if not state.hoard.get(home):
        return []
    return [(f"scatter:{i}", f"Put a gold token from {f.island_title(home)} on "
             f"{f.island_title(i)}", "scatter", (home, i)) for i in c.WILD_ISLANDS]


def scatter(state: DavyJonesState, home: str, island: str) -> None:
    token = f.move_token(state, state.hoard[home], state.wild[island])
    whose = c.home_owners(state.game.players)[home]
    memory.taken(state, home, [token], (whose,))
    memory.remember(state, (whose,), island, [token])  # ruling 62
    state.emit("scatter", f"A gold token from {f.island_title(home)} goes face down onto "
                          f"{f.island_title(island)}.")
    state.emit("scatter-gold", f"It was your {token}.", only=(whose,))
