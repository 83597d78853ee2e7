"""Each fault a hostile tester found, reproduced: every one now refused promptly in words,
or survived with the state exactly as it was."""
from __future__ import annotations

import json
import time
from fractions import Fraction

import pytest

import pirates_lib as pl
from pirates_lib.engine import limits
from pirates_lib.odds import TooBig, d, evolve, exact, first_appearance, hands, simulate

from examples.dice_duel import DiceDuelGame


def quick(fn, seconds: float = 2.0):
    """Run `fn`, failing if it takes longer than a generous bound (a hang shows up as a
    failure, not as a CI run that never ends), whether it returns or raises: a refusal must
    be prompt too."""
    start = time.process_time()
    try:
        return fn()
    finally:
        assert time.process_time() - start < seconds


# --- 1. sampling beyond 2**64 -------------------------------------------------------------
def test_a_die_of_more_than_two_to_the_64_sides_is_sampled_promptly():
    sim = quick(lambda: simulate(lambda ch: ch.die(2**64 + 1), 50, seed=3))
    assert all(1 <= x <= 2**64 + 1 for x in sim.outcomes)
    assert len(set(sim.outcomes)) == 50


def test_a_pick_with_a_weight_of_one_in_two_to_the_70_is_sampled_promptly():
    chance = pl.Chance(4)
    picks = quick(lambda: {chance.pick({"a": Fraction(1, 2**70), "b": 1}) for _ in range(200)})
    assert picks == {"b"}


def test_a_save_with_a_deck_count_of_two_to_the_64_is_refused_at_once():
    save = json.loads(pl.load("round_o_loot").new_game(1).to_json())
    save["options"]["deck"] = {"rum-1": 2**64}
    with pytest.raises(pl.BadSave, match="beyond the bound"):
        quick(lambda: pl.from_json(json.dumps(save)))


# --- 2. interrupted apply -------------------------------------------------------------------
@pytest.mark.parametrize("name", pl.GAMES)
def test_an_interrupt_inside_a_chance_call_leaves_the_game_exactly_as_before(name, monkeypatch):
    """Play random moves until one calls chance; interrupt that call."""
    state = pl.load(name).new_game(seed=5)
    bot = pl.RandomBot(state.game, 0, seed=1)
    interrupted = 0
    while state.to_move is not None and interrupted < 3:
        action = bot.choose(state.view(state.to_move, log=False))
        probe, before, saved = state.clone(), state.clone(), state.to_json()
        for method in ("die", "draw", "pick", "below"):
            monkeypatch.setattr(probe.chance, method, _stop)
        try:
            probe.apply(action)
        except KeyboardInterrupt:
            interrupted += 1
            assert probe == before and probe.to_json() == saved
            assert probe.legal_actions() == before.legal_actions()
        state.apply(action)
    assert interrupted == 3, f"{name}: too few actions called chance"


def _stop(*args):
    raise KeyboardInterrupt


# --- 6. edited saves ------------------------------------------------------------------------
def test_a_save_whose_actions_were_replaced_by_others_reaching_the_same_end_is_refused():
    game = DiceDuelGame(2)
    state = game.new_game(seed=1)
    state.apply("stop")
    state.apply("stop")
    save = json.loads(state.to_json())
    other = game.new_game(seed=1)
    other.apply("stop")
    assert other.to_move == 1
    save["actions"] = ["stop", "stop"]  # the same list: loads
    assert pl.from_json(json.dumps(save)) == state
    save["seed"] = 2  # another game with the same final snapshot shape: refused
    with pytest.raises(pl.BadSave):
        pl.from_json(json.dumps(save))


def test_the_digest_covers_the_action_list_not_only_the_final_state():
    state = DiceDuelGame(2).new_game(seed=1)
    state.apply("stop")
    state.apply("stop")
    from pirates_lib.engine import save as saves
    twin = DiceDuelGame(2).new_game(seed=1)
    twin.apply("stop")
    twin.apply("stop")
    twin.history = ["stop", "stop"]
    assert saves.digest(twin) == saves.digest(state)
    twin.history = ["roll", "stop"]  # same final snapshot, another list of actions
    assert saves.digest(twin, version=1) == saves.digest(state, version=1)
    assert saves.digest(twin) != saves.digest(state)


# --- 7. exceptions other than the promised ones --------------------------------------------
@pytest.mark.parametrize("name", pl.GAMES)
def test_ids_with_thousands_of_digits_are_refused_as_illegal(name):
    state = pl.load(name).new_game(seed=2)
    before = state.clone()
    for legal in state.legal_actions()[:20]:
        for huge in (legal.id + "9" * 5000, "9" * 5000, legal.id.split(":")[0] + ":" + "9" * 5000):
            with pytest.raises(pl.IllegalAction) as refusal:
                state.apply(huge)
            assert len(str(refusal.value)) < 3000
    assert state == before


@pytest.mark.parametrize("text, reason", [
    ("[" * 1000 + "]" * 1000, "nests at most"),
    ('{"format": "pirates_lib.save", "version": ' + "9" * 5000 + "}", "at most 30 digits"),
    ('{"format": "pirates_lib.save", "version": 1.0}', "version 1.0 is not supported"),
    ('{"format": "pirates_lib.save", "version": true}', "version True is not supported"),
    ('{"format": "pirates_lib.save", "version": NaN}', "no NaN"),
    ("x" * (limits.MAX_SAVE_CHARS + 1), "at most 2,000,000 characters"),
    (b"\xff\xfe", "UTF-8"),
])
def test_malformed_saves_raise_bad_save_in_words(text, reason):
    with pytest.raises(pl.BadSave, match=reason):
        quick(lambda: pl.from_json(text))


def test_a_save_with_a_huge_action_id_is_refused_before_it_is_replayed():
    save = json.loads(DiceDuelGame(2).new_game(seed=1).to_json())
    save["actions"] = ["9" * 5000]
    with pytest.raises(pl.BadSave, match="strings of at most 400 characters"):
        pl.from_json(json.dumps(save))


def test_a_save_with_floats_or_booleans_for_whole_numbers_is_refused():
    save = json.loads(DiceDuelGame(2).new_game(seed=1).to_json())
    for key, value in (("players", 2.0), ("seed", True), ("players", True)):
        with pytest.raises(pl.BadSave, match=f"'{key}' must be of type int"):
            pl.from_json(json.dumps({**save, key: value}))


def test_a_game_name_that_is_not_text_is_a_value_error():
    with pytest.raises(ValueError, match="named by a string, not list"):
        pl.load(["leaky_loot"])


def test_a_seed_that_could_not_be_saved_is_refused():
    with pytest.raises(ValueError, match="0 to 2\\*\\*64 - 1, not a number of"):
        pl.load("leaky_loot").new_game(seed=10**5000)
    state = pl.load("leaky_loot").new_game(seed=2**64 - 1)
    assert pl.from_json(state.to_json()) == state


def test_a_ten_megabyte_id_is_quoted_back_in_a_few_characters():
    state = pl.load("leaky_loot").new_game(seed=1)
    with pytest.raises(pl.IllegalAction) as refusal:
        state.apply("x" * 10_000_000)
    assert len(str(refusal.value)) < 2000


def test_options_beyond_the_bounds_are_refused_naming_them():
    with pytest.raises(ValueError, match="option 'ports' holds the number of about 5,001 digits"):
        pl.load("leaky_loot", ports=10**5000)


# --- 8. the odds toolkit's bounds ---------------------------------------------------------
@pytest.mark.parametrize("question, keyword", [
    (lambda: d(10**8), "max_outcomes"),
    (lambda: 10**6 @ d(6), "max_pairs"),
    (lambda: hands({i: 3 for i in range(16)}, 10), "max_outcomes"),
    (lambda: first_appearance(10**7, 1), "max_outcomes"),
    (lambda: evolve(0, lambda s: {s + 1: 1}, 10**9), "max_steps"),
    (lambda: exact(lambda ch: ch.die(2**64 + 1)), "max_paths"),
    (lambda: exact(lambda ch: [ch.die(6) for _ in range(9)] and 0), "max_paths"),
])
def test_questions_too_big_are_refused_at_once_naming_the_keyword(question, keyword):
    with pytest.raises(TooBig, match=f"pass {keyword}="):
        quick(question)


def test_the_keyword_moves_the_bound_both_ways():
    with pytest.raises(TooBig, match="at least 100 outcomes"):
        d(100, max_outcomes=99)
    assert len(d(100, max_outcomes=100)) == 100
    deck = {i: 3 for i in range(5)}
    assert len(hands(deck, 3, max_outcomes=35)) == 35
    with pytest.raises(TooBig):
        hands(deck, 3, max_outcomes=34)


def test_a_simulation_of_no_runs_is_a_value_error():
    with pytest.raises(ValueError, match="at least one run"):
        simulate(lambda ch: 1, 0)


def test_leaky_loot_water_at_port_refuses_turns_beyond_its_model_and_its_bound_promptly():
    from pirates_lib.leaky_loot import odds
    with pytest.raises(ValueError, match="at most 36 turns, not 37"):
        quick(lambda: odds.water_at_port(turns=37))
    with pytest.raises(TooBig, match="pass max_states="):
        quick(lambda: odds.water_at_port(turns=20, max_states=2_000), seconds=5)
