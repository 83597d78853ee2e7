"""`State.sample_action`: by default the random bot's own draw over the legal actions, so
`pl.play` with random bots plays the same games through it; refused once the game is over;
and trusted by `apply` only at the position it was drawn at."""
from __future__ import annotations

import mpmath
import pytest

import pirates_lib as pl
from pirates_lib.engine import Chance, RandomBot


class ByItsView(RandomBot):
    """The random bot choosing from its view, as it did before `sample_action`."""

    def choose(self, view):
        return super().choose(view)


@pytest.mark.parametrize("name", ["leaky_loot", "libertalia", "round_o_loot", "key_largo"])
def test_the_default_draw_is_the_random_bots_draw(name):
    state, a, b = pl.load(name).new_game(4), Chance(9), Chance(9)
    while state.to_move is not None:
        legal = state.legal_actions()
        drawn = state.sample_action(a)
        assert drawn == legal[b.below(len(legal))]
        state.apply(drawn)


@pytest.mark.parametrize("name", ["leaky_loot", "libertalia"])
def test_play_with_random_bots_plays_the_games_their_views_would(name):
    game = pl.load(name)
    for seed in range(3):
        sampled = pl.play(game, ["random"] * game.players, seed=seed)
        viewed = pl.play(game, [ByItsView(game, p, seed=seed * 1000 + p + 1)
                                for p in range(game.players)], seed=seed)
        assert sampled.history == viewed.history


def test_a_finished_game_has_no_action_to_sample():
    state = pl.play(pl.load("leaky_loot"), ["random"] * 3, seed=1)
    with pytest.raises(pl.IllegalAction, match="game is over"):
        state.sample_action(Chance(0))


def test_apply_trusts_a_sampled_action_only_where_it_was_drawn():
    state = pl.load("key_largo").new_game(2)
    drawn = state.sample_action(Chance(3))  # plan:dive
    twin = state.clone()
    twin.apply(drawn)
    stale = twin.clone()
    assert drawn.id not in {a.id for a in stale.legal_actions()}  # the day's plan is made
    with pytest.raises(pl.IllegalAction):
        stale.apply(drawn)
    assert stale == twin
    state.apply(drawn)
    assert state == twin


@pytest.mark.parametrize("name", ["leaky_loot", "key_largo", "davy_jones"])
def test_the_draw_is_uniform_over_the_legal_actions(name):
    """Chi-square at alpha 1e-4 with 60 draws per legal action, at the first decision with at
    least four options of a seeded game: a draw that favoured some actions (one by kind first,
    say) would be refused; every draw is one of the legal actions."""
    state = pl.load(name).new_game(3)
    pick = Chance(5)
    while len(state.legal_actions()) < 4:
        state.apply(state.sample_action(pick))
    legal = [action.id for action in state.legal_actions()]
    draws = 60 * len(legal)
    chance = Chance(11)
    counts = dict.fromkeys(legal, 0)
    for _ in range(draws):
        counts[state.sample_action(chance).id] += 1
    assert sum(counts.values()) == draws
    expected = draws / len(legal)
    statistic = sum((seen - expected) ** 2 / expected for seen in counts.values())
    freedom = len(legal) - 1  # the chance of a statistic this large under uniform draws:
    assert mpmath.gammainc(freedom / 2, statistic / 2, mpmath.inf, regularized=True) > 1e-4
