"""One suite for every game in `pl.GAMES` (docs/architecture.md, "Tests"): seeded random playouts to the
end with the invariants checked after every action; illegal, stale and forged actions refused
with the state unchanged; saves round-tripping; replays reproducing the game; and no view,
nor whom the game waits for, depending on what its player cannot see.

`PIRATES_PLAYOUTS` sets how many playouts each game gets (`make stress` runs 10,000)."""
from __future__ import annotations

import copy
import json
import os
import random as _stdlib_random  # only to choose which checks to run, never in rules code

import pytest

import pirates_lib as pl
from pirates_lib.engine import Chance, RandomBot, flow

import examples  # the example games keep the suite honest

PLAYOUTS = int(os.environ.get("PIRATES_PLAYOUTS", "300"))
DEEP = 12  # playouts per game that also get the costly checks at sampled steps
GAMES = [*pl.GAMES, *examples.GAMES]
FORGED = ["", "end-of-the-world", "x" * 300, "{}", "bucket:99", "ram:-1", "\u2620", "None"]


def player_counts(name: str) -> list[int]:
    game = pl.load(name)
    return list(range(game.min_players, game.max_players + 1))


def random_game(name: str, seed: int) -> pl.Game:
    """Seeds cycle through the player counts and, independently, the game's option variants."""
    counts = player_counts(name)
    options = [{}, *pl.load(name).variants]
    return pl.load(name, players=counts[seed % len(counts)],
                   **options[(seed // len(counts)) % len(options)])


def walk(name: str, seed: int, deep: bool):
    """Play one seeded random game, yielding each state (for the costly checks) as it goes."""
    game = random_game(name, seed)
    state = game.new_game(seed=seed)
    declared = set(vars(state))
    bots = [RandomBot(game, p, seed=seed * 7 + p) for p in range(game.players)]
    for step in range(100_000):
        assert state.invariants() == [], f"seed {seed}, step {step}"
        assert set(vars(state)) == declared, (  # every field is declared once, at set-up
            f"seed {seed}, step {step}: fields {set(vars(state)) ^ declared} not declared in setup")
        mover = state.to_move
        if mover is None:
            return
        assert state.legal_actions(), f"no legal action for {mover} at step {step}"
        if deep:
            yield state
        state.apply(bots[mover].choose(state.view(mover, log=False)))
    pytest.fail(f"{name} seed {seed} did not end")


@pytest.mark.parametrize("name", GAMES)
def test_random_playouts_end_with_invariants_kept(name):
    for seed in range(PLAYOUTS):
        for _ in walk(name, seed, deep=False):
            pass


def answers_forced_steps(name: str) -> bool:
    """Does the game name the answer of some forced decision (`flow.Decision.only`)?"""
    return any(getattr(step, "only", None) for step in pl.load(name).State.flow.steps.values())


@pytest.mark.parametrize("name", [name for name in GAMES if answers_forced_steps(name)])
def test_a_forced_decision_s_only_answer_is_its_lone_legal_action(name, monkeypatch):
    """`Decision.only` skips listing a forced decision's legal actions: wherever it names an
    answer, the listed legal actions must be exactly that one action (and it does name some:
    the check is not vacuous)."""
    taken, answered = flow._taken, []

    def checked(state, step, first):
        answer = None if step.only is None else step.only(state, *first[1:])
        if answer is not None:
            moves = flow.legal(state)
            assert list(moves.values() if isinstance(moves, dict) else moves) == [answer], (
                f"{name}: {first} answered {answer.id}, legal {[a.id for a in moves]}")
            answered.append(first[0])
        return taken(state, step, first)

    monkeypatch.setattr(flow, "_taken", checked)
    for seed in range(PLAYOUTS):
        for _ in walk(name, seed, deep=False):
            pass
    assert answered, f"{name}: `only` answered no forced step"


@pytest.mark.parametrize("name", GAMES)
def test_illegal_stale_and_forged_actions_change_nothing(name):
    pick = _stdlib_random.Random(1)
    seen: set[str] = set()
    for seed in range(DEEP):
        for state in walk(name, seed, deep=True):
            legal = {a.id for a in state.legal_actions()}
            stale = sorted(seen - legal)
            seen |= legal
            if pick.random() > 0.2:
                continue
            before, saved = state.clone(), state.to_json()
            for bad in FORGED + pick.sample(stale, min(5, len(stale))):
                if bad in legal:
                    continue
                with pytest.raises(pl.IllegalAction):
                    state.apply(bad)
                assert state == before and state.to_json() == saved


@pytest.mark.parametrize("name", GAMES)
def test_every_id_is_spelt_by_the_codec_and_reads_back_as_its_kind_and_args(name):
    """An id is built and read in one place (`engine/ids.py`): each legal action's id is
    the codec's spelling of its kind and args, and reads back as exactly them; a malformed id
    is refused as malformed."""
    codec = pl.load(name).State.codec
    for seed in range(DEEP):
        for state in walk(name, seed, deep=True):
            for action in state.legal_actions():
                assert action.id == codec.id(action.kind, *action.args), action
                assert codec.parse(action.id) == (action.kind, action.args), action
    refused = random_game(name, 0).new_game(seed=0)
    with pytest.raises(pl.IllegalAction, match="no action is written that way"):
        refused.apply("\u2620 not an id")


@pytest.mark.parametrize("name", GAMES)
def test_saves_round_trip_and_replays_reproduce_the_game(name):
    pick = _stdlib_random.Random(2)
    for seed in range(DEEP):
        for state in walk(name, seed, deep=True):
            if pick.random() < 0.05:
                again = pl.from_json(state.to_json())
                assert again == state
                assert json.loads(again.to_json()) == json.loads(state.to_json())
        final = pl.play(random_game(name, seed), ["random"] * random_game(name, seed).players,
                        seed=seed)
        replay = random_game(name, seed).new_game(seed=seed)
        for action in final.history:
            replay.apply(action)
        assert replay == final and replay.scores() == final.scores()


def sampled(name: str, pick: _stdlib_random.Random, share: float):
    """(seed, state) of the deep playouts, each state kept with chance `share`."""
    for seed in range(DEEP):
        for state in walk(name, seed, deep=True):
            if pick.random() <= share:
                yield seed, state


def redealt(state, player, pick: _stdlib_random.Random):
    """A copy of `state` with what `player` cannot see redealt."""
    other = state.clone()
    other.shuffle_hidden(player, Chance(pick.randrange(10**9)))
    return other


@pytest.mark.parametrize("name", GAMES)
def test_views_do_not_depend_on_hidden_information(name):
    pick = _stdlib_random.Random(3)
    changed = 0
    for seed, state in sampled(name, pick, 0.1):
        for player in [None, *range(state.game.players)]:
            other = redealt(state, player, pick)
            assert other.invariants() == []
            assert other.view(player) == state.view(player), f"seat {player}, seed {seed}"
            changed += other._snapshot() != state._snapshot()
    assert changed, "shuffle_hidden never changed anything: the check could not fail"


def played_on(state, chance: Chance, steps: int = 30):
    """`state` after up to `steps` random actions drawn from `chance` (the same draws from
    the same chance for two equal states)."""
    for _ in range(steps):
        legal = state.legal_actions()
        if not legal:
            break
        state.apply(legal[chance.below(len(legal))])
    return state


@pytest.mark.parametrize("name", GAMES)
def test_a_world_shows_its_seat_the_truth_s_view_and_holds_nothing_more(name):
    """`State.world`: the seat's view is the truth's; the world holds no log line the seat
    could not read, no history (others' secret choices are in the truth's), no seed (which
    dealt every hidden card), and its future chance is not the truth's."""
    pick = _stdlib_random.Random(5)
    for seed, state in sampled(name, pick, 0.05):
        for seat in [None, *range(state.game.players)]:
            world = state.world(seat, Chance(pick.randrange(10**9)))
            assert world.view(seat) == state.view(seat), f"seed {seed}, seat {seat}"
            assert world.invariants() == []
            assert world.history == [] and world.seed is None
            assert world.actions_played == state.actions_played
            assert world.to_move == state.to_move
            assert all(event.visible_to(seat) for event in world.log)
            ahead = [copy.deepcopy(c) for c in (world.chance, state.chance)]
            assert [ahead[0].below(2**64) for _ in range(2)] != [
                ahead[1].below(2**64) for _ in range(2)], "the world replays the true chance"


@pytest.mark.parametrize("name", GAMES)
def test_states_a_seat_cannot_tell_apart_give_the_same_world(name):
    """Two states with the same view of `seat` (the truth, and the truth with what `seat`
    cannot see redealt and other future dice) give equal worlds for equal chance, which play
    on alike: a world depends on the seat's view alone, never on the hidden truth (the order
    a hidden pool was built in included)."""
    pick = _stdlib_random.Random(6)
    for seed, state in sampled(name, pick, 0.05):
        for seat in [None, *range(state.game.players)]:
            other = redealt(state, seat, pick)
            other.chance = Chance(pick.randrange(10**9))
            k, later = pick.randrange(10**9), pick.randrange(10**9)
            a, b = state.world(seat, Chance(k)), other.world(seat, Chance(k))
            assert a == b, f"seed {seed}, seat {seat}"
            assert played_on(a, Chance(later)) == played_on(b, Chance(later)), (
                f"seed {seed}, seat {seat}: equal worlds played on differently")


@pytest.mark.parametrize("name", GAMES)
def test_a_world_undoes_a_failed_action_from_its_origin_without_undo_points(name, monkeypatch):
    """A world is cheap to play: no snapshot is taken before an action (it is replayable
    from its origin), yet an action that fails half-way leaves it exactly as it was."""
    state = played_on(random_game(name, 1).new_game(seed=1), Chance(2), steps=10)
    world = state.world(state.to_move, Chance(3))
    twin = world.clone()
    monkeypatch.setattr(type(world), "_undo_point", lambda self: pytest.fail("an undo point"))
    played_on(world, Chance(4), steps=5)
    played_on(twin, Chance(4), steps=5)
    if world.over:
        return
    assert world == twin
    action = world.legal_actions()[0]

    failures = [RuntimeError("a bug half-way")]

    def broken(self, chosen):  # fails once, half-way; the replay that undoes it works
        flow.carry_out(self, chosen)
        if failures:
            raise failures.pop()
    monkeypatch.setattr(type(world), "_apply", broken)
    with pytest.raises(RuntimeError):
        world.apply(action)
    assert world == twin and world.log == twin.log
    assert world.actions_played == twin.actions_played
    with pytest.raises(pl.PiratesError, match="cannot be saved"):
        world.to_json()


@pytest.mark.parametrize("name", GAMES)
def test_views_are_json_and_the_game_refuses_bad_seats(name):
    state = random_game(name, 0).new_game(seed=0)
    for player in [None, *range(state.game.players)]:
        assert json.loads(json.dumps(state.view(player))) == state.view(player)
    with pytest.raises(ValueError):
        state.view(state.game.players)


@pytest.mark.parametrize("name", GAMES)
def test_bad_options_and_player_counts_are_refused_with_valid_ones_named(name):
    with pytest.raises(ValueError, match="valid options"):
        pl.load(name, no_such_option=1)
    with pytest.raises(ValueError, match="players"):
        pl.load(name, players=99)


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_a_random_bot_and_one_other(name):
    bots = pl.load(name).bots
    assert bots.get("random") is RandomBot and len(bots) >= 2


def _seen(state, player, start: int) -> list[str]:
    """The log lines `player` has seen since event `start`."""
    return [e.text for e in state.log[start:] if e.visible_to(player)]


@pytest.mark.parametrize("name", GAMES)
def test_being_asked_to_move_does_not_depend_on_hidden_information(name):
    """Whom the game waits for is public (the hot-seat curtain names them), so a question
    must not be asked, or answered at once, according to what the others cannot see. The
    seat to move is decided when the game stops, so a redeal at the stop cannot show it: the
    redeal is made before an action, the same action is played in both positions, and a
    seat that has seen the same lines since must see the game stop at the same point, for
    the same seat (in a leak, one position goes on where the other stops)."""
    pick = _stdlib_random.Random(4)
    compared = 0
    for seed, state in sampled(name, pick, 0.4):
        action = pick.choice(state.legal_actions()).id
        after = state.clone()
        start = len(after.log)
        after.apply(action)
        for seat in [None, *range(state.game.players)]:
            other = redealt(state, seat, pick)
            if action not in {a.id for a in other.legal_actions()}:
                continue
            other.apply(action)
            seen, also = _seen(after, seat, start), _seen(other, seat, start)
            shorter = min(len(seen), len(also))
            if seen[:shorter] != also[:shorter]:
                continue  # the action itself showed this seat something different
            compared += 1
            assert (len(seen), after.to_move) == (len(also), other.to_move), (
                f"seat {seat}, seed {seed}, after {action}: {after.to_move} to move, "
                f"{other.to_move} with what seat {seat} cannot see redealt; then "
                f"{seen[shorter:] or also[shorter:]}")
    assert compared, "no redeal kept the action legal: the check could not fail"


def scribble(value) -> None:
    """Change every list, dict and set inside `value` (a view), innermost first, as a bot
    that edits what it was handed would: each entry replaced, one added, none kept."""
    if isinstance(value, dict):
        for inner in list(value.values()):
            scribble(inner)
        for key in list(value):
            value[key] = "scribbled"
        value["scribbled"] = "scribbled"
    elif isinstance(value, list):
        for inner in value:
            scribble(inner)
        value[:] = ["scribbled"] * (len(value) + 1)
    elif isinstance(value, tuple):
        for inner in value:
            scribble(inner)
    elif isinstance(value, set):
        value.clear()
        value.add("scribbled")


@pytest.mark.parametrize("name", GAMES)
def test_a_view_is_the_readers_own_copy_and_scribbling_on_it_changes_nothing(name):
    """A view is the reader's own: a bot (or a board) that edits every list and dict of the
    view it was handed, for every seat and the spectator, leaves the game exactly as it was
    (its save, its equality, its invariants) and the next view as it would have been."""
    pick = _stdlib_random.Random(5)
    for seed, state in sampled(name, pick, 0.15):
        before, saved = state.clone(), state.to_json()
        for player in [None, *range(state.game.players)]:
            for log in (True, False):
                view = state.view(player, log=log)
                as_it_was = json.loads(json.dumps(view))
                scribble(view)
                assert state.to_json() == saved, f"seat {player}, seed {seed}"
                assert state == before and state.invariants() == []
                again = json.loads(json.dumps(state.view(player, log=log)))
                assert again == as_it_was, f"seat {player}, seed {seed}"
