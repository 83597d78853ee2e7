"""The fields a game declares `constant` (component data clones share) are never changed by
any action: after whole random games they are the very objects set-up made, unchanged."""
from __future__ import annotations

import copy

import pytest

import pirates_lib as pl
from pirates_lib.engine import RandomBot

import examples


@pytest.mark.parametrize("name", [*pl.GAMES, *examples.GAMES])
def test_constant_fields_stay_what_setup_made(name):
    base = pl.load(name)
    for seed in range(20):
        game = pl.load(name, players=base.min_players + seed % (
            base.max_players - base.min_players + 1))
        state = game.new_game(seed)
        made = {field: getattr(state, field) for field in state.constant}
        kept = copy.deepcopy(made)
        bots = [RandomBot(game, p, seed=seed + p) for p in range(game.players)]
        while not state.over:
            state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
            twin = state.clone()
            assert all(getattr(twin, field) is made[field] for field in made)
        assert {field: getattr(state, field) for field in made} == kept
        assert all(getattr(state, field) is made[field] for field in made)


def test_libertalia_declares_its_ship_places_constant():
    assert pl.load("libertalia").new_game(1).constant == ("keys",)
