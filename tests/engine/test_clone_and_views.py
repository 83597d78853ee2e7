"""`clone()` shares what never changes and copies the rest, and is what `copy.deepcopy` was in
every way a caller can see; a bot's view restricted to the entries it reads is exactly those
entries of its whole view (the random bot's: the legal ids alone); `pl.play` with restricted
views plays the very same games."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pirates_lib as pl
from pirates_lib.engine import Action, Event, RandomBot
from pirates_lib.engine.copying import fresh
from pirates_lib.engine.viewing import ENGINE_KEYS
from pirates_lib.engine.staging import ScriptedChance, stage

import examples
from examples.dice_duel import DiceDuelGame

GAMES = [*pl.GAMES, *examples.GAMES]


def positions(name: str, seeds=range(4), every: int = 7):
    """States along seeded random games at every table size, every `every` actions."""
    game0 = pl.load(name)
    for seed in seeds:
        game = pl.load(name, players=game0.min_players + seed % (
            game0.max_players - game0.min_players + 1))
        state = game.new_game(seed)
        bots = [RandomBot(game, p, seed=seed + p) for p in range(game.players)]
        step = 0
        while True:
            if step % every == 0 or state.over:
                yield state
            if state.over:
                break
            state.apply(bots[state.to_move].choose(state.view(state.to_move)))
            step += 1


@pytest.mark.parametrize("name", GAMES)
def test_a_clone_equals_its_state_and_shares_only_what_never_changes(name):
    for state in positions(name):
        twin = state.clone()
        assert twin == state and twin.to_json() == state.to_json()
        assert twin.game is state.game and twin.log is not state.log
        assert all(a is b for a, b in zip(twin.log, state.log)) and twin.log == state.log
        assert twin.chance is not state.chance
        assert twin.chance.get_state() == state.chance.get_state()
        for name_, value in vars(state).items():
            if isinstance(value, (list, dict, set)) and name_ not in ("log", *state.constant):
                assert vars(twin)[name_] is not value and vars(twin)[name_] == value
        assert all(getattr(twin, field) is getattr(state, field) for field in state.constant)


@pytest.mark.parametrize("name", GAMES)
def test_a_clone_plays_on_alone_exactly_as_its_state_would(name):
    for state in positions(name, seeds=range(2), every=11):
        if state.over:
            continue
        twin, before = state.clone(), state.to_json()
        bots = [RandomBot(state.game, p, seed=9) for p in range(state.game.players)]
        twin_bots = [RandomBot(state.game, p, seed=9) for p in range(state.game.players)]
        while not twin.over:
            twin.apply(twin_bots[twin.to_move].choose(twin.view(twin.to_move)))
        assert state.to_json() == before  # the clone's game changed nothing of the state's
        while not state.over:
            state.apply(bots[state.to_move].choose(state.view(state.to_move)))
        assert state == twin and state.log == twin.log
        break


def test_a_staged_state_with_a_scripted_chance_clones_with_its_script():
    state = pl.load("leaky_loot").new_game(seed=3)
    stage(state, chance=ScriptedChance(dice=[1, 5], cards=["7-spades"]), round=2)
    twin = state.clone()
    assert twin.staged and twin.chance.dice == [1, 5] and twin.chance.dice is not state.chance.dice
    assert twin == state and twin.chance.die(6) == state.chance.die(6) == 1


def test_a_clone_keeps_objects_reached_twice_shared_between_themselves():
    shared = [1, [2, 3]]
    value = {"a": shared, "b": shared, "t": (shared, "x"), "s": {frozenset({1, 2})}}
    twin = fresh(value, {})
    assert twin == value and twin["a"] is twin["b"] is twin["t"][0]
    assert twin["a"] is not shared and twin["a"][1] is not shared[1]


def test_a_clone_shares_frozen_records_wherever_the_state_holds_them():
    event, action = Event("wave", "A wave hits.", {"seat": 1}), Action("end", "End the turn")
    value = {"last": [event], "moves": {"end": action}}
    twin = fresh(value, {})
    assert twin == value and twin["last"] is not value["last"]
    assert twin["last"][0] is event and twin["moves"]["end"] is action


nested = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=4) | st.fractions(),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.text(max_size=3), inner, max_size=4) | st.sets(st.integers(), max_size=3),
    max_leaves=20)


@settings(max_examples=200)
@given(nested)
def test_fresh_copies_like_deepcopy(value):
    twin = fresh(value, {})
    assert twin == value
    assert json.dumps(twin, default=repr) == json.dumps(copy.deepcopy(value), default=repr)


@pytest.mark.parametrize("name", GAMES)
def test_a_view_of_some_entries_is_exactly_those_entries_of_the_whole_view(name):
    wanted = [frozenset({"legal"}), frozenset({"legal", "to_move"}), frozenset({"scores", "log"}),
              ENGINE_KEYS, frozenset({"legal", "round", "hand", "phase", "no such"})]
    for state in positions(name, every=5):
        for player in [None, *range(state.game.players)]:
            for log in (True, False):
                whole = state.view(player, log=log)
                assert not set(state._view(player)) & ENGINE_KEYS
                for keys in wanted:
                    assert state.view(player, log=log, keys=keys) == {
                        k: v for k, v in whole.items() if k in keys}
                    assert list(state.view(player, log=log, keys=keys)) == [
                        k for k in whole if k in keys]


def test_the_random_bot_reads_the_legal_entries_as_any_bot_may():
    """No view key serves one kind of bot (issue 19): the random bot reads "legal", an entry
    of every whole view, and a key that no whole view has gives nothing."""
    state = DiceDuelGame(2).new_game(1)
    whole = state.view(state.to_move)
    assert RandomBot.reads == {"legal"} and set(RandomBot.reads) <= set(whole)
    assert state.view(state.to_move, keys=frozenset({"legal_ids"})) == {}


@pytest.mark.parametrize("name", GAMES)
def test_play_with_restricted_views_plays_the_games_whole_views_play(name):
    game = pl.load(name)
    for seed in range(5):
        fast = pl.play(game, ["random"] * game.players, seed=seed)
        bots = [RandomBot(game, p, seed=seed * 1000 + p + 1) for p in range(game.players)]
        slow = game.new_game(seed)
        while not slow.over:
            slow.apply(bots[slow.to_move].choose(slow.view(slow.to_move, log=False)))
        assert fast == slow and fast.history == slow.history
