"""Staging Key Largo positions for the rule tests, through the engine's one staging helper
(`pirates_lib.engine.staging`): `deal` computes field values that put chosen cards in chosen
wrecks and hands while every other card stays in exactly one place, and `plan_day` lays down
every seat's two cards through `state.apply`, as players do."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pirates_lib as pl
from pirates_lib.engine.staging import ScriptedChance, stage
from pirates_lib.key_largo.actions import planning
from pirates_lib.key_largo.mechanics import turn_order
from pirates_lib.key_largo.table import order
from pirates_lib.key_largo.components import (CARDS_PER_WRECK, DEPTHS, ENCOUNTERS,
                                             EQUIPMENT, RESERVE, card_order)

__all__ = ["ScriptedChance", "stage", "new", "deal", "staged", "plan_day", "legal"]


def new(players: int = 4, seed: int = 1, **options: Any):
    return pl.load("key_largo", players=players, **options).new_game(seed=seed)


def deal(state, wrecks: dict[int, dict[str, int]] | None = None,
         hands: dict[int, dict[str, dict[str, int]]] | None = None) -> dict[str, Any]:
    """Fields `wrecks`, `hands` and `unused` with the chosen wrecks' and hands' cards; the
    other wrecks of a depth are filled from what is left, the rest is unused."""
    wrecks, hands = wrecks or {}, hands or {}
    new_wrecks: list[dict[str, int]] = [{} for _ in state.wrecks]
    new_hands = [{d: {} for d in DEPTHS} for _ in range(state.game.players)]
    unused = {}
    for depth in DEPTHS:
        left = Counter(state.wreck_cards[depth]) - Counter(state.gone[depth])
        places = [(new_wrecks[w], cards) for w, cards in wrecks.items()
                  if state.depths[w] == depth]
        places += [(new_hands[seat][depth], h[depth]) for seat, h in hands.items() if depth in h]
        for pile, cards in places:
            assert not Counter(cards) - left, f"not enough {depth} cards for {cards}"
            left -= Counter(cards)
            pile.update(cards)
        for w, d in enumerate(state.depths):
            if d == depth and w not in wrecks:
                for card in sorted(left.elements(), key=card_order)[:CARDS_PER_WRECK]:
                    new_wrecks[w][card] = new_wrecks[w].get(card, 0) + 1
                    left[card] -= 1
        unused[depth] = dict(+left)
    return {"wrecks": new_wrecks, "hands": new_hands, "unused": unused}


def staged(players: int = 4, cards: list[str] = (), *, first: int = 0, wrecks=None,
           hands=None, held: dict[int, list[str]] | None = None, options: dict | None = None,
           **fields: Any):
    """A new game whose `first` seat (Anne by default) is to plan, with the chosen cards
    dealt, the encounter cards `held` in hand (the optional rule on), and the scripted cards
    queued for the draws (wreck cards, stolen cards and encounter cards alike)."""
    options = dict(options or {})
    if held is not None:
        options["encounters"] = True
    state = new(players, **options)
    if held is not None:
        fields = {**_encounters(state, held), **fields}
    if "teams" in fields:
        fields = {**_supply(fields["teams"], fields.get("spent", state.spent)), **fields}
    plans = planning(turn_order(first, players))  # the day's planning, from the new first
    return stage(state, chance=ScriptedChance(cards=cards, seed=5), first=first, steps=plans,
                 **deal(state, wrecks, hands), **fields)


def _encounters(state, held: dict[int, list[str]]) -> dict[str, Any]:
    hands = [list(held.get(seat, [])) for seat in range(state.game.players)]
    deck = Counter(list(ENCOUNTERS)) - Counter(card for hand in hands for card in hand)
    return {"encounter_hands": hands, "encounter_deck": dict(deck)}


def _supply(teams, spent) -> dict[str, Any]:
    """The divers' pile and the equipment reserve that go with chosen teams."""
    divers = [d for team in teams for d in team]
    reserve = {item: RESERVE[item] - spent[item] - sum(d.count(item) for d in divers)
               for item in EQUIPMENT}
    return {"pile": RESERVE["diver"] - spent["diver"] - len(divers), "reserve": reserve}


def plan_day(state, *plans: tuple[str, str]) -> None:
    """Every seat lays down its two cards (seat order from the first player)."""
    for seat in order(state):
        for card in plans[seat]:
            assert state.to_move == seat, (state.to_move, seat)
            state.apply(f"plan:{card}")


def legal(state) -> list[str]:
    return [a.id for a in state.legal_actions()]
