"""The heuristic's move where the game accepts it beyond its listed legal actions (Davy Jones'
moves to a point): the search weighs it and may play it (`search.bot.candidates`), and the
board's advice and the coach name it."""
from __future__ import annotations

import pytest

from pirates_lib.coach import weigh
from pirates_lib.engine import IllegalAction
from pirates_lib.search.bot import candidates
from pirates_widgets import advice

from .helpers import navigator_off_menu, searched


def test_the_navigators_first_move_of_seed_0_is_off_the_menu():
    state, move = navigator_off_menu()
    assert move not in {action.id for action in state.legal_actions()}
    assert state.action(move).id == move


def test_a_search_plays_the_heuristics_unlisted_move_where_its_playouts_do_not_refute_it():
    state, move = navigator_off_menu()
    choice, bot = searched(state, seed=1, iterations=8)
    assert bot.root.hint == move and bot.root.edges[move].visits >= 1
    assert choice == move


def test_a_node_weighs_the_unlisted_hint_beside_the_listed_actions():
    state, move = navigator_off_menu()
    listed = [action.id for action in state.legal_actions()]
    assert [action.id for action in candidates(state, move)] == [*listed, move]
    assert [action.id for action in candidates(state, listed[0])] == listed
    assert [action.id for action in candidates(state, None)] == listed


def test_a_hint_the_world_refuses_is_left_out_and_the_world_is_unchanged():
    state, _ = navigator_off_menu()
    before, listed = state.to_json(), [action.id for action in state.legal_actions()]
    for refused in ("move:green-4:0,0", "no such action"):
        assert [action.id for action in candidates(state, refused)] == listed
    assert state.to_json() == before


def test_state_action_names_a_listed_or_free_action_and_refuses_the_rest():
    state, move = navigator_off_menu()
    first = state.legal_actions()[0]
    assert state.action(first.id) == first
    assert state.action(move).label.startswith("Sail")
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.action("move:green-4:0,0")
    assert state.to_json() == before


def test_the_advice_panel_names_the_unlisted_move_the_search_chose():
    state, move = navigator_off_menu()
    choice, bot = searched(state, seed=1, iterations=8)
    found = advice.reasons(bot, state.view(state.to_move, log=False), choice, state)
    assert found.options[0].id == move == found.chosen
    assert found.options[0].label == state.action(move).label
    assert found.options[0].visits == bot.root.edges[move].visits


def test_the_coach_weighs_the_unlisted_move_as_an_option():
    state, move = navigator_off_menu()
    options = {option.id: option for option in weigh(state, state.to_move, iterations=8,
                                                     seed=1)}
    assert options[move].label == state.action(move).label
    assert options[move].tried >= 1
    assert len(options) == len(state.legal_actions()) + 1


def test_another_seats_panel_names_the_unlisted_move_a_bot_made_in_sight_of_all():
    state, move = navigator_off_menu()
    choice, bot = searched(state, seed=1, iterations=8)
    found = advice.reasons(bot, state.view(state.to_move, log=False), choice, state)
    viewer = (state.to_move + 1) % state.game.players
    assert move in advice.known_options(state, state.to_move, viewer, [move])
    assert move not in advice.known_options(state, state.to_move, viewer)
    shown = advice.bot_panel(found, state, viewer, "the bot")
    assert shown["title"] == f"Why the bot moved: {state.action(move).label}"
    assert shown["options"][0] == {"label": state.action(move).label,
                                   "words": advice.words(found.options[0]), "chosen": True}
