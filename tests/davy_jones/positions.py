"""Positions for the rule tests, all made with the one staging helper
(`pirates_lib.engine.staging`): a game (three players at seed 1 unless told: Anne sails red
from the north, Mary blue from the east, Jack green from the south; Jack, the last to choose,
plays first), and ships put where a test needs them, in open water north-west of the centre
unless told."""
from __future__ import annotations

import copy
from typing import Any

import pirates_lib as pl
from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones.turns import named_steps
from pirates_lib.engine import Chance
from pirates_lib.engine.staging import ScriptedChance, stage

ANNE, MARY, JACK = 0, 1, 2


def new(players: int = 3, seed: int = 1, **options: Any) -> pl.State:
    return pl.load("davy_jones", players=players, **options).new_game(seed=seed)


def hull(ship: str, x: float, y: float, heading: float) -> g.Box:
    """The footprint of `ship` (her class read from her name) centred at (x, y)."""
    deck = c.SHIP_CLASSES[0 if ship.endswith("-4") else 1]
    return g.box((x, y), heading, deck.length, deck.width)


def in_zone(ship: str, zone: str, slot: int) -> g.Box:
    """`ship` on berth `slot` of a cursed zone, as the curse puts her there."""
    deck, z = c.SHIP_CLASSES[0 if ship.endswith("-4") else 1], c.CURSED_ZONE[zone]
    return g.box_from_bow(z.berths[slot], z.heading, deck.length, deck.width)


def put(state: pl.State, ships: dict[str, Any] | None = None, chance: Chance | None = None,
        **fields: Any) -> pl.State:
    """Stage the state (itself, changed) with some ships moved (to a Box, or to (x, y,
    heading)) and, if given, the chance scripted; the fields are copied, so a test's constants
    never share the state's dicts."""
    boxes = dict(state.boxes)
    boxes.update({s: where if isinstance(where, g.Box) else hull(s, *where)
                  for s, where in (ships or {}).items()})
    return stage(state, chance=chance, boxes=boxes, **copy.deepcopy(fields))


def dice(*rolls: int, cards: tuple[str, ...] = (), picks: tuple = ()) -> ScriptedChance:
    return ScriptedChance(dice=rolls, cards=cards, picks=picks)


def legal_ids(state: pl.State) -> list[str]:
    return [a.id for a in state.legal_actions()]


def waiting(state: pl.State) -> list[tuple[Any, ...]]:
    """The waiting steps as the rules name them (the question put first, `turns`)."""
    return named_steps(state)


def texts(events: list) -> str:
    return " | ".join(e.text for e in events)


def lift(state: pl.State, *tokens: str) -> dict[str, Any]:
    """The wild islands and the set-aside tokens without these (each taken from the first
    place holding it), as fields for `put`, so a test can stage them elsewhere and every
    token stays in exactly one place."""
    wild = {i: dict(pile) for i, pile in state.wild.items()}
    aside = dict(state.aside)
    for token in tokens:
        pile = next(p for p in [*wild.values(), aside] if p.get(token))
        pile[token] -= 1
        if not pile[token]:
            del pile[token]
    return {"wild": wild, "aside": aside}


def docked(ship: str, island: str, bearing: float) -> g.Box:
    """`ship` with her stern against `island` at `bearing` (seen from its centre)."""
    deck = c.SHIP_CLASSES[0 if ship.endswith("-4") else 1]
    return g.berth(c.ISLAND[island].shape, bearing, deck.length, deck.width)


def onto(state: pl.State, island: str, *tokens: str) -> dict[str, Any]:
    """Fields for `put` with these tokens moved onto a wild island, from wherever they lay."""
    fields = lift(state, *tokens)
    for token in tokens:
        fields["wild"][island][token] = fields["wild"][island].get(token, 0) + 1
    return fields
