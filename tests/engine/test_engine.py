"""The engine contract (docs/architecture.md) on the example game, so it is checked apart from any real game."""
from __future__ import annotations

import json

import pytest

import pirates_lib as pl
from pirates_lib.engine import Action, Chance
from pirates_lib.engine import save as saves

from examples.dice_duel import DiceDuelGame


def test_load_refuses_unknown_game_and_names_the_valid_ones():
    with pytest.raises(ValueError, match="no game 'chess'.*dice_duel"):
        pl.load("chess")


def test_unknown_option_error_names_the_valid_options():
    with pytest.raises(ValueError, match="no option 'speed'.*target=10"):
        pl.load("dice_duel", speed=3)


def test_option_of_wrong_type_is_refused():
    with pytest.raises(ValueError, match="'target'.*must be of type int"):
        pl.load("dice_duel", target="ten")


def test_option_check_refuses_bad_values():
    with pytest.raises(ValueError, match="target must be at least 2"):
        pl.load("dice_duel", target=1)


@pytest.mark.parametrize("players", [1, 5, "2", 2.0, True])
def test_player_count_outside_range_is_refused(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        pl.load("dice_duel", players=players)


def test_same_seed_and_actions_give_identical_games():
    a, b = DiceDuelGame(2).new_game(seed=5), DiceDuelGame(2).new_game(seed=5)
    for action in ["roll", "roll", "stop", "roll"]:
        a.apply(action)
        b.apply(action)
    assert a == b and a.to_json() == b.to_json()


def test_illegal_action_raises_and_changes_nothing():
    state = DiceDuelGame(2).new_game(seed=1)
    state.apply("roll")
    before = state.clone()
    with pytest.raises(pl.IllegalAction, match="cannot play 'fly'.*What Mary can do now: Roll the die; Stop"):
        state.apply("fly")
    with pytest.raises(pl.IllegalAction, match="an action is an Action or its id"):
        state.apply(3)  # type: ignore[arg-type]
    assert state == before


def test_illegal_action_is_a_value_error_and_a_pirates_error():
    assert issubclass(pl.IllegalAction, ValueError) and issubclass(pl.IllegalAction, pl.PiratesError)
    assert issubclass(pl.BadSave, ValueError) and issubclass(pl.BadSave, pl.PiratesError)


def test_apply_accepts_an_action_or_its_id_and_returns_events():
    state = DiceDuelGame(2).new_game(seed=1)
    events = state.apply(state.legal_actions()[1])
    assert [e.text for e in events] == ["Anne stops."]
    assert state.to_move == 1


def test_finished_game_refuses_every_action():
    state = DiceDuelGame(2).new_game(seed=1)
    state.apply("stop")
    state.apply("stop")
    assert state.over and state.legal_actions() == []
    with pytest.raises(pl.IllegalAction, match="game is over"):
        state.apply("roll")


def test_tied_scores_share_the_win():
    state = DiceDuelGame(2).new_game(seed=1)
    state.cards = [3, 3]
    state.apply("stop")
    state.apply("stop")
    assert state.winners() == [0, 1]


def test_private_events_reach_only_their_player():
    state = DiceDuelGame(2).new_game(seed=2)
    anne, mary = state.view(0)["log"], state.view(1)["log"]
    assert anne == [f"You hold card {state.cards[0]}."]
    assert mary == [f"You hold card {state.cards[1]}."]
    assert state.view(None)["log"] == []


def test_legal_actions_appear_only_in_the_movers_view():
    state = DiceDuelGame(2).new_game(seed=2)
    assert [a["id"] for a in state.view(0)["legal"]] == ["roll", "stop"]
    assert state.view(1)["legal"] == [] and state.view(None)["legal"] == []
    with pytest.raises(ValueError, match="no player 2"):
        state.view(2)


def test_clone_is_independent():
    state = DiceDuelGame(2).new_game(seed=3)
    copy = state.clone()
    copy.apply("roll")
    assert copy != state and state.history == []
    state.apply("roll")
    assert copy == state  # same chance position, so the same roll


def test_save_round_trips_to_an_equal_state():
    state = DiceDuelGame(3).new_game(seed=9)
    for action in ["roll", "stop", "roll", "roll"]:
        state.apply(action)
    again = pl.from_json(state.to_json())
    assert again == state and again.view(0) == state.view(0)


def _edit(save: str, **fields) -> str:
    return json.dumps({**json.loads(save), **fields})


def _redigest(save: str) -> str:
    """A forgery that states the digest of what it records (the first half of a version 3
    digest): the replay must find what is wrong."""
    fields = json.loads(save)
    config = {key: fields[key] for key in ("game", "players", "options")}
    recorded = saves.recorded_digest(config, fields["seed"], fields["actions"])
    return json.dumps({**fields, "digest": recorded + fields["digest"][len(recorded):]})


def _flip(digest: str) -> str:
    return ("f" if digest[0] != "f" else "0") + digest[1:]


@pytest.mark.parametrize("mangle, message", [
    (lambda s: "{not json", "must be JSON"),
    (lambda s: json.dumps([1, 2]), "not a pirates_lib save"),
    (lambda s: s.replace(f'"version": {saves.VERSION}', '"version": 99'),
     "version 99 is not supported"),
    (lambda s: s.replace('"seed": 9', '"seed": "9"'), "'seed' must be of type int"),
    (lambda s: s.replace('"stop"', '"fly"'), "digest does not match its game, options, seed"),
    (lambda s: _redigest(s.replace('"stop"', '"fly"')),
     "action 2 of the save \\('fly'\\) is illegal"),
    (lambda s: s.replace('"dice_duel"', '"chess"'), "cannot be set up: no game 'chess'"),
    (lambda s: s.replace('"target": 10', '"target": 1'), "target must be at least 2"),
    (lambda s: _edit(s, digest=_flip(json.loads(s)["digest"])), "digest does not match"),
    (lambda s: _edit(s, actions=["roll", "roll"]), "digest does not match"),
    (lambda s: s.replace('"seed": 9', '"seed": 8'), "digest does not match"),
    (lambda s: s.replace('"actions"', '"moves"'), "exactly the keys"),
])
def test_corrupt_or_forged_save_is_refused_with_a_reason(mangle, message):
    state = DiceDuelGame(2).new_game(seed=9)
    state.apply("roll")
    state.apply("stop")
    with pytest.raises(pl.BadSave, match=message):
        pl.from_json(mangle(state.to_json()))


def test_play_runs_a_whole_game_between_bots():
    final = pl.play(DiceDuelGame(3), ["random"] * 3, seed=4)
    assert final.over and final == pl.play(DiceDuelGame(3), ["random"] * 3, seed=4)


def test_play_refuses_unknown_bot_and_wrong_seat_count():
    with pytest.raises(ValueError, match="no bot 'genius'"):
        pl.play(DiceDuelGame(2), ["random", "genius"])
    with pytest.raises(ValueError, match="2 seats need 2 bots"):
        pl.play(DiceDuelGame(2), ["random"])


def test_action_id_round_trips_through_str():
    action = Action("bucket:2", "Bail with a bucket of 2")
    assert str(action) == "bucket:2" and eval(repr(action)) == action


def test_chance_is_deterministic_per_seed_and_uniform_in_range():
    a, b = Chance(11), Chance(11)
    rolls = [a.die(6) for _ in range(600)]
    assert rolls == [b.die(6) for _ in range(600)]
    assert set(rolls) == {1, 2, 3, 4, 5, 6}


def test_chance_draw_removes_the_card_and_refuses_an_empty_deck():
    deck = {"a": 2, "b": 1}
    chance = Chance(0)
    drawn = sorted(chance.draw(deck) for _ in range(3))
    assert drawn == ["a", "a", "b"] and deck == {}
    with pytest.raises(ValueError, match="empty deck"):
        chance.draw(deck)


def test_chance_pick_follows_weights_exactly_in_support():
    chance = Chance(3)
    picks = {chance.pick({"x": 1, "y": 0, "z": 3}) for _ in range(200)}
    assert picks == {"x", "z"}


def test_an_event_may_carry_data_named_kind_or_text():
    state = DiceDuelGame().new_game(0)
    event = state.emit("note", "A note.", kind="dice", text="the words")
    assert (event.kind, event.text, event.data) == ("note", "A note.",
                                                    {"kind": "dice", "text": "the words"})


def test_a_state_class_whose_actions_have_no_flow_or_no_codec_is_refused_when_made():
    import types
    from pirates_lib.engine.ids import Codec
    for module, missing in ((types.SimpleNamespace(__name__="toy.actions"), "FLOW and no CODEC"),
                            (types.SimpleNamespace(__name__="toy.actions", CODEC=Codec({})),
                             "FLOW")):
        with pytest.raises(TypeError, match=f"has no {missing}"):
            type("ToyState", (pl.State,), {"actions": module})
