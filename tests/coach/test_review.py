"""pl.review, the coach (issue 22): its done-means, the redeal invariance, its refusals."""
from __future__ import annotations

import html
import json
from fractions import Fraction

import pytest

import pirates_lib as pl
from pirates_lib import coach
from pirates_lib.coach import reviewing
from pirates_lib.engine import Chance, Tape
from pirates_lib.engine.bots import ask
from pirates_lib.search import SearchBot

LEAKY = pl.load("leaky_loot", players=3)


def avoidable_drownings(seeds: range, wanted: int) -> list[tuple[int, int, int]]:
    """(seed, seat, ply) of seeded random-bot games where a seat ended its turn with 10 or
    more water aboard while one bucket in its hand would have kept it under 10: found by
    reading the boats directly, not by the review or the game's odds hook."""
    found = []
    for seed in seeds:
        tape = Tape(pl.play(LEAKY, ["random"] * 3, seed=seed))
        position = tape.position(0)
        for ply, action in enumerate(tape.actions):
            boat = position.boats[position.turn]
            aboard = boat.water + boat.pending
            buckets = [int(card.split("-")[1]) for card in boat.hand if card.startswith("bucket-")]
            if (action == "end" and position.to_move == position.turn and aboard >= 10
                    and any(aboard - value < 10 for value in buckets)):
                found.append((seed, position.turn, ply))
            position.apply(action)
        if len(found) >= wanted:
            return found
    raise AssertionError(f"only {len(found)} avoidable drownings in seeds {seeds}")


@pytest.mark.parametrize("seed, seat, ply", avoidable_drownings(range(100), 3))
def test_an_avoidable_drowning_is_among_the_three_biggest_mistakes(seed, seat, ply):
    state = pl.play(LEAKY, ["random"] * 3, seed=seed)
    review = pl.review(state.to_json(), seat, iterations=8)
    worst = review.mistakes(3)
    assert ply in [m.ply for m in worst]
    drowning = review.decision(ply)
    assert drowning.chosen.id == "end" and drowning.chosen.exact == 1
    assert drowning.best.exact == 0 and drowning.risk == 1 and drowning.clear
    assert drowning.what == "drown this turn"
    aboard = Tape(state).position(ply).boats[seat]
    assert drowning.sentence.startswith(
        f"You ended the turn with {aboard.water + aboard.pending} water aboard and drowned; "
        f"\u201c{drowning.best.label}\u201d")
    assert drowning.sentence.endswith(" first kept you afloat with chance 1")


def test_a_drowning_names_one_best_move_in_the_table_the_chart_and_the_words():
    """Seed 5, Anne (the lesson notebook's coached game): she ends a turn with 10 water
    aboard and a bucket in hand. Among the options that keep her afloat the search prefers
    a ram (then bailing); the sentence names that very option, not the shortest bailing
    line, and the table and the chart's tooltip name it alike."""
    state = pl.play(LEAKY, ["random"] * 3, seed=5)
    review = pl.review(state.to_json(), 0, iterations=16)
    drowning = review.mistakes(1)[0]
    assert drowning.chosen.id == "end" and drowning.risk == 1
    assert drowning.best.id.startswith("ram:") and drowning.best.exact == 0
    rammed = state.game.names[int(drowning.best.id.split(":")[1])]
    assert drowning.best.label == f"Ram {rammed}'s boat"
    assert drowning.sentence == (
        f"You ended the turn with 10 water aboard and drowned; \u201cRam {rammed}'s boat\u201d, "
        "then bailing with Bucket 2 first kept you afloat with chance 1")
    assert drowning.sentence in html.unescape(review._repr_html_())
    spec = review.chart().to_dict()
    rows = spec["datasets"][next(iter(spec["datasets"]))] if "datasets" in spec else (
        spec["data"]["values"])
    assert next(row["best"] for row in rows if row["ply"] == drowning.ply) == f"Ram {rammed}'s boat"


def test_a_review_covers_every_decision_of_the_seat_and_states_its_cost():
    state = pl.play(LEAKY, ["captain", "random", "random"], seed=3)
    review = pl.review(state, 1, iterations=5)
    tape = Tape(state)
    chose = [ply for ply, seat in enumerate(tape.movers) if seat == 1
             and len(tape.position(ply).legal_actions()) > 1]
    assert [d.ply for d in review.decisions] == chose
    assert review.cost == f"{len(chose)} decisions x 5 iterations = {5 * len(chose)} playouts"
    for decision in review.decisions:
        assert decision.chosen.id == tape.actions[decision.ply]
        assert {o.id for o in decision.options} == {
            a.id for a in tape.position(decision.ply).legal_actions()}
        assert sum(o.tried for o in decision.options) == 5  # every playout began with one
        chosen, best = decision.chosen.worth, decision.best.worth
        assert decision.loss == (max(0.0, best.value - chosen.value) if chosen and best else 0)
    losses = [(d.risk, d.loss) for d in review.mistakes(len(chose))]
    assert losses == sorted(losses, reverse=True) and all(loss > 0 or risk > 0
                                                          for risk, loss in losses)


@pytest.mark.parametrize("name", ["leaky_loot", "libertalia", "round_o_loot", "key_largo",
                                  "davy_jones"])
def test_a_decision_is_weighed_alike_when_the_hidden_parts_are_redealt(name):
    """A review never calls a move better because of what the seat could not see: the same
    decision in a world of the seat (the hidden parts redealt from its view) gets the very
    same options, estimates and exact odds with the same seed."""
    game = pl.load(name)
    state = pl.play(game, ["random"] * game.players, seed=11)
    tape, redealt = Tape(state), 0
    for ply in range(0, tape.steps, max(1, tape.steps // 6)):
        position = tape.position(ply)
        seat = position.to_move
        if len(position.legal_actions()) < 2:
            continue
        world = position.world(seat, Chance(ply))
        redealt += world._snapshot() != position._snapshot()  # a hidden card dealt otherwise
        assert (coach.weigh(world, seat, iterations=12, seed=4)
                == coach.weigh(position, seat, iterations=12, seed=4))
    assert redealt  # not vacuous: the worlds were other games


def test_a_review_shows_a_table_and_a_chart():
    state = pl.play(LEAKY, ["random"] * 3, seed=5)
    review = pl.review(state.to_json(), 0, iterations=4)
    page = review._repr_html_()
    assert page.count("<tr>") + page.count('<tr style') == len(review.decisions) + 1
    assert "drown this turn" in page and "4 iterations" in page
    spec = review.chart().to_dict()
    values = spec["datasets"][next(iter(spec["datasets"]))] if "datasets" in spec else (
        spec["data"]["values"])
    assert [row["ply"] for row in values] == [d.ply for d in review.decisions]


SAVE = pl.play(LEAKY, ["random"] * 3, seed=2).to_json()


@pytest.mark.parametrize("arguments, message", [
    ((SAVE, 3), "seat is a whole number from 0 to 2, not 3"),
    ((SAVE, True), "seat is a whole number from 0 to 2, not True"),
    ((SAVE, 0, 0), "iterations is a whole number from 1 to 1,000,000, not 0"),
    ((SAVE, 0, 2.5), "iterations is a whole number from 1 to 1,000,000, not 2.5"),
    ((SAVE, 0, 10, 1.0), "iterations=n or seconds=s a decision, not both"),
    ((SAVE, 0, None, -1), "seconds is a time a decision more than 0 and at most 3600"),
    ((SAVE, 0, None, None, -1), "seed is a whole number from 0"),
    ((SAVE, 0, 1_000_000), "pass max_playouts= a larger number"),
    ((SAVE, 0, None, 400.0), "above the bound of 3600 s"),
    ((42, 0), "a review reads a save's JSON text (state.to_json()) or a State, not int"),
])
def test_bad_input_is_refused_in_words_before_any_search(arguments, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        pl.review(*arguments)


def test_a_corrupt_save_is_refused_by_the_loader():
    save = json.loads(SAVE)
    save["actions"][3] = "end" if save["actions"][3] != "end" else "ram:1"
    with pytest.raises(pl.BadSave):
        pl.review(json.dumps(save), 0)
    with pytest.raises(pl.BadSave):
        pl.review(SAVE[:-20], 0)


def test_a_staged_position_or_a_world_is_not_reviewed():
    state = pl.from_json(SAVE)
    with pytest.raises(ValueError, match="a world has no seed"):
        pl.review(state.world(0, Chance(1)), 0)


def test_weighing_a_position_names_whose_decision_it_is():
    position = Tape(pl.from_json(SAVE)).position(0)
    other = (position.to_move + 1) % 3
    with pytest.raises(ValueError, match=f"it is not {LEAKY.names[other]}'s decision"):
        coach.weigh(position, other, iterations=2)


def test_an_options_worth_is_the_interval_the_search_bots_options_show():
    tape = Tape(pl.play(LEAKY, ["captain"] * 3, seed=5))
    position = next(tape.position(ply) for ply in range(20, len(tape.actions))
                    if len(tape.position(ply).legal_actions()) > 2)
    seat = position.to_move
    bot = SearchBot(LEAKY, seat, seed=2, iterations=60)
    ask(bot, position, position.view(seat))
    shown = {option.id: option.share for option in bot.options()}
    weighed = {o.id: o.worth for o in coach.weigh(position, seat, iterations=60, seed=2)
               if o.worth is not None}
    assert weighed == shown and len(shown) > 1


def test_mistakes_take_a_whole_number():
    review = pl.review(SAVE, 0, iterations=2)
    with pytest.raises(ValueError, match="k is a whole number of mistakes"):
        review.mistakes(-1)
    assert review.mistakes(0) == []
    assert isinstance(review.decisions[0].risk, Fraction)


def test_a_free_move_the_legal_list_does_not_name_is_weighed_by_playouts_of_its_own():
    """Davy Jones' sailing moves are built from their ids (any distance), so the search's
    list never names the one chosen: the review plays it out in the seat's worlds, as many
    playouts as the most tried listed option got, and the estimate is the same at a position
    the seat cannot tell apart (one redealt from its view)."""
    state = pl.play(pl.load("davy_jones"), ["navigator"] * 3, seed=1)
    review = pl.review(state, 0, iterations=4)
    tape = Tape(state)
    free = [d for d in review.decisions
            if d.chosen.id not in {a.id for a in tape.position(d.ply).legal_actions()}]
    assert free
    for d in free[:5]:
        listed = [o for o in d.options if o is not d.chosen]
        assert d.chosen.worth is not None and "never tried" not in d.sentence
        assert d.chosen.worth.n == max(o.tried for o in listed)
        position = tape.position(d.ply)
        redealt = position.world(0, Chance(7))
        assert redealt != position
        assert (reviewing._played_out(redealt, 0, d.chosen.id, tuple(listed), 0)
                == reviewing._played_out(position, 0, d.chosen.id, tuple(listed), 0))


def test_a_progress_bar_counts_the_decisions_when_asked(capsys):
    review = pl.review(SAVE, 0, iterations=2, progress=True)
    shown = capsys.readouterr().err
    assert "Reviewing Leaky Loot Legends" in shown and f"/{len(review.decisions)}" in shown
    pl.review(SAVE, 0, iterations=2)  # a short review shows none by default
    assert "Reviewing" not in capsys.readouterr().err
    with pytest.raises(ValueError, match="progress is True, False or None"):
        pl.review(SAVE, 0, progress="yes")
