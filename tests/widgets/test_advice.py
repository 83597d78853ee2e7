"""The Board's advice (issue 21, "On the board"): a search bot's move explained in words, as
much as the human may know of it; the Hint button's search for the human's own move, on the
human's view only, never played; hints refused cleanly where there is no move to hint at."""
from __future__ import annotations

import re

import pytest

import pirates_lib as pl
from pirates_lib.engine import Chance
from pirates_lib.engine.interrupts import OverBudget
from pirates_widgets import Board, advice
from pirates_widgets.scenes import common
from tests.search.helpers import positions

from .test_board_protocol import Raising, send

SEATS = ["you", "bot:search-easy", "bot:captain"]
WORDS = re.compile(r"Tried (once|\d+ times); wins about \d+% of the time|Not tried")


def board(seats=SEATS, seed: int = 1) -> Board:
    return Board(pl.load("leaky_loot", players=len(seats)), seats=seats, seed=seed)


def frozen(b: Board):
    return b.state.clone(), b.scene, b._hint


def test_after_a_search_bot_moves_the_panel_says_why_in_words_its_move_first():
    b = board()
    assert b.scene["advice"] == []  # no bot has moved yet
    assert b.click("end")
    [why] = b.scene["advice"]
    found, before = b._reasons[1]
    chosen = next(o for o in found.options if o.id == found.chosen)
    assert why["title"] == f"Why Mary's bot (bot:search-easy) moved: {chosen.label}"
    assert why["options"][0] == {"label": chosen.label, "words": advice.words(chosen),
                                 "chosen": True}
    assert not any(row["chosen"] for row in why["options"][1:])
    assert all(WORDS.fullmatch(row["words"]) for row in why["options"])
    assert sum(o.visits for o in found.options) == 50  # the easy level's search, all of it
    assert common.problems(b.scene) == []


def test_a_bots_reasons_name_only_options_the_human_could_know_it_had():
    """Leaky Loot: Mary's hull and bucket cards are hers alone, so the options that play one
    are counted, never named; ramming and ending the turn are legal whatever she holds."""
    b = board()
    b.click("end")
    found, before = b._reasons[1]
    [why] = b.scene["advice"]
    shown = {row["label"] for row in why["options"]}
    for k in range(20):  # every option named is legal for Mary in any world Anne imagines
        world = before.world(0, Chance(1000 + k))
        assert shown <= {a.label for a in world.legal_actions()}
    hidden = len(found.options) - len(shown)
    assert hidden > 0 and why["notes"][-1].startswith(f"{hidden} more option")


def test_a_spectator_sees_a_search_bots_reasons_as_the_public_may_know_them():
    b = Board(pl.load("leaky_loot", players=2), seats=["bot:captain", "bot:search-easy"], seed=2)
    assert b.state.over and b.viewer is None
    [why] = b.scene["advice"]  # Mary's last move, the game's end or not
    found, before = b._reasons[1]
    assert why["title"].startswith("Why Mary's bot (bot:search-easy) moved")
    public = {a.label for a in before.world(None, Chance(77)).legal_actions()}
    assert {row["label"] for row in why["options"]} <= public


def test_the_hint_shows_the_searchs_move_for_your_own_decision_and_plays_nothing():
    b = board()
    before = b.state.clone()
    assert [c["control"] for c in b.scene["controls"]] == ["hint", "abandon"]
    assert b.hint() and b.error == ""
    assert b.state == before
    [hint] = b.scene["advice"]
    legal = {a.id: a.label for a in b.state.legal_actions()}
    assert hint["suggest"] in legal and hint["title"] == f"Hint: {legal[hint['suggest']]}"
    assert hint["options"][0]["chosen"] and len(hint["options"]) == len(legal)
    assert hint["notes"][-1] == "Nothing was played: the move is yours."
    assert [c["control"] for c in b.scene["controls"]] == ["abandon"]  # given: not offered again
    b.click(hint["suggest"])
    assert all("suggest" not in panel for panel in b.scene["advice"])  # the move is played


def test_a_hint_is_what_the_search_level_would_play_with_the_boards_seed():
    b = board()
    b.hint()
    seed = b._seed * 1000 + b.state.actions_played
    assert b._hint == advice.hint(b.state, 0, seed)
    cls = b.game.bots[advice.HINT_LEVEL]
    assert cls is pl.load("leaky_loot").bots["search"]


@pytest.mark.parametrize("name", pl.GAMES)
def test_the_hint_is_the_same_at_states_the_human_cannot_tell_apart(name):
    """The truth, and a world of the human's seat (all they cannot see redealt): the same
    seed gives the same hint, every option weighed alike."""
    redealt = 0
    for k, state in enumerate(positions(name, seed=5, count=2)):
        seat = state.to_move
        world = state.world(seat, Chance(300 + k))
        redealt += world._snapshot() != state._snapshot()
        assert advice.hint(state, seat, 11, iterations=12) == advice.hint(world, seat, 11,
                                                                            iterations=12)
    assert redealt, "no redeal changed a position: the check could not fail"


def test_the_hint_of_a_seat_is_not_shown_to_the_next_hot_seat_player():
    b = board(seats=["you", "you", "bot:captain"])
    b.lift_curtain()
    b.hint()
    assert b.scene["advice"][0]["suggest"]
    b.click("end")
    assert b.curtain == "Pass to Mary" and b.scene["advice"] == []
    b.lift_curtain()
    assert b.scene["advice"] == [] and b._hint is None


@pytest.mark.parametrize("message, said", [
    ({"type": "hint", "serial": -1}, ""),  # an old scene's: the scene shown answers it
    ({"type": "hint"}, "does not carry the serial of the scene shown")])
def test_a_hint_for_a_scene_not_shown_is_refused_and_changes_nothing(message, said):
    b = board()
    before = frozen(b)
    assert b._handle(message, "browser") is False
    assert said in b.error and (said or b.error == "")
    assert frozen(b) == before


def test_a_hint_is_refused_when_it_is_not_your_move():
    b = Board(pl.load("leaky_loot", players=2), seats=["bot:random", "bot:random"], seed=3)
    before = frozen(b)
    send(b, type="hint")
    assert b.error == "the game is over: there is no move to hint at" and frozen(b) == before
    b = board(seats=["you", "you", "bot:captain"])
    before = frozen(b)
    send(b, type="hint")
    assert b.error == "Pass to Anne first: the board is hidden" and frozen(b) == before


def test_a_hint_is_refused_while_a_failed_bot_is_to_move():
    b = board()
    b._bots[1] = Raising(b.game, 1)
    b.click("end")
    before = frozen(b)
    assert "hint" not in [c["control"] for c in b.scene["controls"]]
    send(b, type="hint")
    assert b.error == "a hint is for your own move, and it is Mary's turn"
    assert frozen(b) == before


def test_an_interrupted_hint_shows_nothing_and_leaves_the_move_yours(monkeypatch):
    b = board()
    before = b.state.clone()

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr(advice, "hint", interrupted)
    with pytest.raises(KeyboardInterrupt):
        b.hint()
    assert b.error == "The hint was interrupted; nothing was played: your move."
    assert b.state == before and b.scene["advice"] == []
    assert [c["control"] for c in b.scene["controls"]] == ["hint", "abandon"]


def test_a_hint_over_the_time_budget_is_stopped_and_says_so(monkeypatch):
    b = board()
    before = frozen(b)

    def slow(*args, **kwargs):
        raise OverBudget
    monkeypatch.setattr(advice, "hint", slow)
    assert not b.hint()
    assert b.error == ("The hint took more than 10 seconds (the bots' time budget) and was "
                       "stopped; nothing was played: your move.")
    assert frozen(b) == before


def test_a_single_move_is_hinted_without_a_search():
    state = pl.load("leaky_loot").new_game(1)
    while len(state.legal_actions()) > 1:  # Anne plays her cards until only End is left
        state.apply(state.legal_actions()[0])
    found = advice.hint(state, state.to_move, 1)
    assert [o.id for o in found.options] == [found.chosen] and found.options[0].visits == 0
    assert advice.hint_panel(found)["options"][0]["words"] == "Not tried"
    assert advice.hint_panel(found)["notes"][0] == "It was the only move: nothing to weigh."


def test_a_panel_says_the_most_tried_option_is_played_when_another_seems_better():
    """ISMCTS plays its most tried option (`Node.best`): a higher mean from fewer tries is
    noise, and the panel says so rather than look self-contradictory."""
    options = (advice.Option("end", "End the turn", 30, 0.5),
               advice.Option("ram:1", "Ram Mary's boat", 9, 0.61))
    found = advice.Reasons(0, "end", options)
    assert advice.panel("Hint", found)["notes"] == [
        "The search plays its most tried option: an estimate from a few tries is rough."]
    assert advice.panel("Why", found, known=frozenset({"ram:1"}))["notes"] == [
        "1 more option would show what you cannot see: left out."]  # nothing of the hidden one


# --- a search bot stopped plays its quick move (issue 21: the board stays responsive) -------

class Stopped:
    """Stands in for a search's thinking: stopped at once, by `signal` (its time budget's
    OverBudget, or an interrupt's KeyboardInterrupt), `times` times."""

    def __init__(self, signal: type[BaseException], times: int = 10_000) -> None:
        self.signal, self.times = signal, times

    def __call__(self, view, worlds=None):
        self.times -= 1
        if self.times < 0:
            raise AssertionError("asked after it stopped for good")
        raise self.signal


def test_a_search_bot_over_its_budget_plays_the_heuristic_move_with_a_note():
    """Mary's search never finishes in time: her moves are exactly those Mary's captain
    (the game's heuristic bot, seeded alike) plays on a board where she is one."""
    b = board(seats=["you", "bot:search", "bot:captain"])
    b._bots[1].choose = Stopped(OverBudget)  # type: ignore[method-assign]
    twin = board(seats=["you", "bot:captain", "bot:captain"])
    assert b.click("end") and twin.click("end")
    assert b.state.history == twin.state.history and b.state.to_move == 0
    assert len(b.state.history) > 2  # Mary moved
    assert b.error == ("The bot in Mary's seat (bot:search) took more than 10 seconds to "
                       "choose its move (its time budget): it played its quick move instead.")
    while len(b.state.history) < 12 and not b.state.over:  # and so on, each of her moves
        move = b.state.legal_actions()[0].id
        assert b.click(move) and twin.click(move)
        assert b.state.history == twin.state.history
    assert 1 not in b._reasons  # no search to explain
    assert [c["control"] for c in b.scene["controls"]] == ["hint", "abandon"]  # play goes on


def test_an_interrupted_search_bot_plays_its_quick_move_and_the_interrupt_goes_on():
    b = board(seats=["you", "bot:search", "bot:captain"])
    b._bots[1].choose = Stopped(KeyboardInterrupt, times=1)  # type: ignore[method-assign]
    with pytest.raises(KeyboardInterrupt):
        b.click("end")
    assert len(b.state.history) == 2 and b.state.history[0] == "end"  # Mary's quick move
    assert type(b._quick[1]) is type(b._bots[2])  # the game's heuristic bot, the captain's
    assert b.state.to_move == 1 and b._halted and b.error.startswith(
        "The bots were interrupted while Mary's bot (bot:search) was making its move")
    del b._bots[1].choose  # her search thinks again
    assert b.play_on() and b.state.to_move == 0 and b.error == ""
    assert 1 in b._reasons  # her next move was her search's


def test_a_bots_panel_is_worked_out_once_per_viewer_and_anew_after_its_next_move(monkeypatch):
    b = board(seats=["you", "you", "bot:search-easy"])
    b.lift_curtain()
    b.click("end")
    b.lift_curtain()
    b.click("end")  # Jack's search moves: Anne is next
    calls = []
    real = advice.bot_panel
    monkeypatch.setattr(advice, "bot_panel", lambda *a: calls.append(a[2]) or real(*a))
    b.lift_curtain()
    b._refresh()
    assert calls == [0] and b.scene["advice"][0]["title"].startswith("Why Jack's bot")
    b.hint()  # a new scene, the same panel
    assert calls == [0]
