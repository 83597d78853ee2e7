"""Issue 21, "No cheating, tested": the search bot's move depends on what its seat can see
and on its seed, never on the true state it is asked at, which it never holds."""
from __future__ import annotations

import copy
import pickle

import pytest

import pirates_lib as pl
from pirates_lib.engine import Chance, State
from pirates_lib.engine.bots import Worlds

from .helpers import positions, searched, statistics


@pytest.mark.parametrize("name", pl.GAMES)
def test_the_same_seed_makes_the_same_search_at_states_its_seat_cannot_tell_apart(name):
    """At the truth and at the truth with all its seat cannot see redealt (and other future
    dice), a bot of the same seed weighs every option alike and makes the same move."""
    redealt = 0
    for k, state in enumerate(positions(name, seed=3, count=3)):
        seat = state.to_move
        other = state.clone()
        other.shuffle_hidden(seat, Chance(100 + k))
        other.chance = Chance(200 + k)
        redealt += other._snapshot() != state._snapshot()
        (mine, bot), (theirs, twin) = searched(state, 7, 12), searched(other, 7, 12)
        assert statistics(bot) == statistics(twin), f"position {k}, seat {seat}"
        assert mine == theirs
    assert redealt, "no redeal changed a position: the check could not fail"


class TruthWorlds(Worlds):
    """A cheat: worlds that are the truth itself with other future dice."""

    __slots__ = ()

    def sample(self, chance):
        world = object.__getattribute__(self, "_truth").clone()
        world.chance = Chance.drawn_from(chance)
        return world


def test_a_search_of_the_truth_would_be_caught(monkeypatch):
    """The check above can fail: a bot handed the truth weighs the options otherwise at a
    redealt state (Libertalia, whose redeal is canonical already)."""
    monkeypatch.setattr("tests.search.helpers.Worlds", TruthWorlds)
    differ = 0
    for k, state in enumerate(positions("libertalia", seed=3, count=3)):
        other = state.clone()
        other.shuffle_hidden(state.to_move, Chance(100 + k))
        differ += statistics(searched(state, 7, 12)[1]) != statistics(searched(other, 7, 12)[1])
    assert differ


def _reachable(root: object) -> list[object]:
    """Every object `root` holds through instance fields, slots and containers (not through
    classes, modules or functions, which reach every global)."""
    seen, todo, found = set(), [root], []
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (type, type(pl), type(len), type(_reachable))):
            continue
        seen.add(id(obj))
        found.append(obj)
        if isinstance(obj, dict):
            todo += [*obj.keys(), *obj.values()]
        elif isinstance(obj, (list, tuple, set, frozenset)):
            todo += list(obj)
        elif not isinstance(obj, (str, bytes, int, float)):
            todo += list(getattr(obj, "__dict__", {}).values())
            todo += [getattr(obj, s) for s in getattr(type(obj), "__slots__", ()) if
                     s != "_truth" and hasattr(obj, s)]
    return found


def test_the_bot_keeps_nothing_of_the_true_state_nor_its_worlds():
    state = positions("leaky_loot", seed=1, count=1)[0]
    _, bot = searched(state, 1, 20)
    held = _reachable(bot)
    assert not [o for o in held if isinstance(o, State)], "the bot kept a game"
    assert not [o for o in held if isinstance(o, Worlds)], "the bot kept its worlds"
    assert bot.root.edges, "the walk saw the bot's tree"


def test_the_worlds_show_no_attribute_of_the_truth_and_cannot_be_copied():
    state = positions("key_largo", seed=2, count=1)[0]
    worlds = Worlds(state, state.to_move)
    with pytest.raises(AttributeError, match="do not show the game"):
        worlds._truth
    with pytest.raises(AttributeError, match="read only"):
        worlds.seat = 0
    with pytest.raises(TypeError):
        vars(worlds)
    for leak in (copy.copy, copy.deepcopy, pickle.dumps):
        with pytest.raises(TypeError, match="cannot be copied"):
            leak(worlds)


def test_a_world_sampled_is_the_seat_s_game_never_the_truth():
    state = positions("round_o_loot", seed=2, count=1)[0]
    seat = state.to_move
    world = Worlds(state, seat).sample(Chance(5))
    assert world is not state and world.seed is None and world.history == []
    assert world.view(seat) == state.view(seat)
