"""The faults a hostile tester found in the loader and in action ids (issue 18), each
reproduced: every one now refused promptly in words, or loaded exactly."""
from __future__ import annotations

import json

import pytest

import pirates_lib as pl
from pirates_lib.davy_jones.state import DavyJonesState
from pirates_lib.engine import limits
from pirates_lib.engine import save as saves
from pirates_lib.key_largo import components as key_largo_components

from .test_reproductions import quick

OTHER_DIGITS = ("٠١٢٣٤٥٦٧٨٩", "０１２３４５６７８９", "⁰¹²³⁴⁵⁶⁷⁸⁹", "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗")


def ended(players: int, rounds: int, turns: int | None = None) -> pl.State:
    """A Davy Jones game whose players only ever end their turns (`turns` of them, or until
    the safety round ends it)."""
    state = pl.load("davy_jones", players=players, safety_rounds=rounds).new_game(seed=1)
    while not state.over and (turns is None or len(state.history) < turns):
        state.apply("end")
    return state


# --- 1. the nesting pre-check is linear ---------------------------------------------------
@pytest.mark.parametrize("text", [
    '"' + '\\"' * 20_000,  # a string that never ends, each quote in it escaped
    '"' + '\\"' * (limits.MAX_SAVE_CHARS // 2 - 1),  # the same at the size limit
    '["' + '\\\\' * (limits.MAX_SAVE_CHARS // 2 - 2) + '"',  # escaped backslashes
    '[' * 8 + '"\\' * (limits.MAX_SAVE_CHARS // 2 - 8),  # quotes and lone backslashes
], ids=["40KB", "at-limit", "backslashes", "lone-backslashes"])
def test_a_save_of_escaped_quotes_up_to_the_size_limit_is_refused_promptly(text):
    assert len(text) <= limits.MAX_SAVE_CHARS
    with pytest.raises(pl.BadSave, match="must be JSON"):
        quick(lambda: pl.from_json(text), seconds=1.0)


def test_brackets_inside_strings_do_not_count_as_nesting_and_brackets_outside_do():
    inside = '{"format": "' + "[" * 100 + '\\"' + "{" * 100 + '"}'
    with pytest.raises(pl.BadSave, match="not a pirates_lib save"):
        pl.from_json(inside)
    with pytest.raises(pl.BadSave, match="nests at most 8 levels deep; this one 9"):
        pl.from_json('"\\\\"' + "[" * 9 + "]" * 9)


# --- 6. every game the options allow saves and loads; a bad save is refused at once -------
def test_davy_jones_refuses_more_safety_rounds_than_a_save_could_replay():
    with pytest.raises(ValueError, match="safety_rounds must be from 1 to 1000, not 10000"):
        pl.load("davy_jones", players=3, safety_rounds=10_000)


def test_a_davy_jones_game_of_the_most_rounds_saves_and_loads():
    state = ended(players=4, rounds=1_000)
    assert len(state.history) == 4_000
    assert quick(lambda: pl.from_json(state.to_json())) == state


def test_a_davy_jones_game_ends_at_the_most_actions_a_save_holds(monkeypatch):
    monkeypatch.setattr(limits, "MAX_SAVE_ACTIONS", 50)  # the game's bound (the save's stays)
    state = ended(players=3, rounds=1_000)
    assert len(state.history) == 50
    assert state.finished == "50 actions have been played, the most a save holds"
    assert state.scores() == [0, 0, 0] and state.winners() == [0, 1, 2]
    assert pl.from_json(state.to_json()) == state


@pytest.mark.parametrize("name", ["davy_jones", "round_o_loot"])
@pytest.mark.parametrize("most", [7, 23, 61, 90])
def test_a_game_stopped_at_the_most_actions_wherever_it_stood_is_sound_and_saves(
        name, most, monkeypatch):
    """The games whose rules leave their length unbounded stop at any decision (a parley,
    a Keelhaul's gift, a reroll): the state is sound, over, and its save loads."""
    monkeypatch.setattr(limits, "MAX_SAVE_ACTIONS", most)
    for seed in range(4):
        state = pl.play(pl.load(name, players=2), ["random"] * 2, seed=seed)
        assert state.over and len(state.history) <= most
        assert state.invariants() == [] and state.legal_actions() == []
        assert pl.from_json(state.to_json()) == state


def test_a_long_save_with_its_last_action_edited_is_refused_before_any_replay(monkeypatch):
    state, before = ended(players=4, rounds=1_000), ended(players=4, rounds=1_000, turns=3_999)
    other = before.legal_actions()[0].id
    assert other != state.history[-1]
    save = json.loads(state.to_json())
    save["actions"][-1] = other  # legal there: a replay would find nothing wrong until the end
    replayed = []
    apply = DavyJonesState.apply
    monkeypatch.setattr(DavyJonesState, "apply",
                        lambda self, action: replayed.append(action) or apply(self, action))
    with pytest.raises(pl.BadSave, match="does not match its game, options, seed and actions"):
        quick(lambda: pl.from_json(json.dumps(save)))
    assert replayed == []


def test_a_version_2_save_still_loads_and_one_edited_is_refused_after_its_replay():
    state = pl.play(pl.load("leaky_loot"), ["random"] * 3, seed=4)
    save = {**json.loads(state.to_json()), "version": 2, "digest": saves.digest(state, 2)}
    assert pl.from_json(json.dumps(save)) == state
    edited = {**save, "actions": save["actions"][:-1]}
    with pytest.raises(pl.BadSave):
        pl.from_json(json.dumps(edited))


# --- 7. a move id has one spelling --------------------------------------------------------
@pytest.mark.parametrize("spelling, canonical", [
    ("move:green-4:٤٢٠,٦٦٠", "move:green-4:420,660"),
    ("move:green-4:４２０,６６０", "move:green-4:420,660"),
    ("move:green-4:00420.000,660", "move:green-4:420,660"),
    ("move:green-4:420.0,660", "move:green-4:420,660"),
    ("move:green-4:420,0660.50", "move:green-4:420,660.5"),
    ("turn:green-4:٩٠", "turn:green-4:90"),
    ("turn:green-4:-0", "turn:green-4:0"),
    ("turn:green-4:-0.000", "turn:green-4:0"),
])
def test_a_davy_jones_move_is_accepted_only_as_its_canonical_id(spelling, canonical):
    state = pl.load("davy_jones").new_game(seed=1)
    before = state.clone()
    with pytest.raises(pl.IllegalAction, match=f"write it {canonical}"):
        state.apply(spelling)
    assert state == before
    twin = state.clone()
    state.apply(canonical)
    twin.apply(canonical)
    assert state == twin and state.history == [canonical]


@pytest.mark.parametrize("name", pl.GAMES)
def test_legal_ids_written_in_other_digits_are_refused_as_illegal(name):
    """Unicode has many digits that `int`, `float` and a regex's `\\d` read as 0 to 9: an id
    written with them is refused, never stored as typed, at every step of a game."""
    state = pl.load(name).new_game(seed=2)
    bot = pl.RandomBot(state.game, 0, seed=2)
    for _ in range(40):
        if state.over:
            break
        before = state.clone()
        for legal in state.legal_actions()[:12]:
            for digits in OTHER_DIGITS:
                spelt = legal.id.translate(str.maketrans("0123456789", digits))
                if spelt != legal.id:
                    with pytest.raises(pl.IllegalAction):
                        state.apply(spelt)
        assert state == before
        state.apply(bot.choose(state.view(state.to_move, log=False)))


def test_a_key_largo_wreck_card_numbered_in_other_digits_is_refused_in_words():
    for digits in OTHER_DIGITS:
        cards = key_largo_components.default_wreck_cards()
        cards["shallow"][f"gold-{digits[2]}"] = 1
        with pytest.raises(ValueError, match="is not a wreck card"):
            pl.load("key_largo", wreck_cards=cards)


# --- 8. a version 1 save cannot be checked ------------------------------------------------
def _version_1(state: pl.State) -> dict:
    return {**json.loads(state.to_json()), "version": 1, "digest": saves.digest(state, 1)}


def test_a_version_1_save_is_refused_for_its_digest_covers_only_the_final_state():
    state = pl.play(pl.load("key_largo", players=3), ["random"] * 3, seed=1)
    save = _version_1(state)
    save["options"]["end_values"] = {**save["options"]["end_values"], "gold": 90}
    for text in (json.dumps(save), json.dumps(_version_1(state))):
        with pytest.raises(pl.BadSave, match="version 1 .* cannot be checked"):
            pl.from_json(text)


def test_a_version_1_save_loads_when_trusted_and_saves_again_as_the_current_version():
    state = pl.play(pl.load("key_largo", players=3), ["random"] * 3, seed=1)
    loaded = pl.from_json(json.dumps(_version_1(state)), trust_v1=True)
    assert loaded == state
    assert json.loads(loaded.to_json())["version"] == saves.VERSION
    broken = {**_version_1(state), "seed": 2}
    with pytest.raises(pl.BadSave):
        pl.from_json(json.dumps(broken), trust_v1=True)
