"""The Leaky Loot board in real JupyterLab: run the notebook, click the board, and check that
the kernel's game moved (and that a forged id changes nothing and shows its refusal); the bots'
turns shown since your last turn, with their dice; a whole game played to its end by clicking;
and the warning when ending the turn drowns you."""
from __future__ import annotations

import re
import time

import pytest

from playwright.sync_api import expect

from . import helpers
from .helpers import (board_on_screen, forge_click, plain, run_in_kernel, run_notebook,
                      screenshot)

pytestmark = pytest.mark.browser

NOTEBOOK = "01_leaky_loot.ipynb"
FORGED = "hull:5>side9"
CLICK_MS = 20_000  # the bots' turns and the next scene, on a shared 2-core machine
GAME_S = 400  # a whole game: a few dozen clicks, each with the bots' turns after it


def history(page) -> int:
    return int(run_in_kernel(page, "print(len(board.state.history))").strip())


@pytest.fixture(scope="module")
def notebook(lab_page, lab):
    """The notebook, run top to bottom once for this module's tests."""
    run_notebook(lab_page, lab, NOTEBOOK)
    return lab_page


@pytest.fixture
def page(notebook):
    return notebook


@pytest.fixture
def board(notebook):
    """The notebook's first board, on screen."""
    return board_on_screen(notebook)


def test_click_on_the_board_moves_the_game_in_the_kernel(page, lab, board):
    screenshot(page, "leaky_loot_lab_start", board)
    seen, before = len(lab.messages()), history(page)
    board.locator('.pl-actions button[data-action="end"]').click()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["source"] == "browser" and message["accepted"] is True
    assert plain(message["message"]) == {"type": "action", "id": "end"}
    assert history(page) > before + 1  # Anne's end, then the bots' turns
    expect(board.locator(".pl-log")).to_contain_text("Mary")  # the bots' turns are logged
    screenshot(page, "leaky_loot_lab_after_end", board)


def test_card_then_side_plays_a_hull_through_the_kernel(page, lab, board):
    hulls = board.locator('.pl-type-card.pl-selectable')
    expect(hulls.first).to_be_visible()  # seed 1 deals Anne a hull card
    hulls.first.click()
    side = board.locator(".pl-type-tile.pl-clickable").first
    seen = len(lab.messages())
    side.click()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["accepted"] is True and message["message"]["id"].startswith("hull:")
    assert run_in_kernel(page, "print(board.state.history[-1])").strip() == \
        message["message"]["id"]


def test_a_double_click_on_end_the_turn_plays_one_turn(page, lab, board):
    """Two clicks in quick succession carry the same serial: the second arrives after the
    bots moved and Anne's next turn began, and is refused instead of ending that turn, with
    no banner left up over a board that is fine."""
    before = history(page)
    seen = len(lab.messages())
    board.locator('.pl-actions button[data-action="end"]').dblclick()
    first, second = lab.wait_for_messages(seen + 2)[-2:]
    assert first["accepted"] is True and second["accepted"] is False
    assert first["message"]["serial"] == second["message"]["serial"]
    assert second["error"] == "the board had moved on; nothing was played"
    expect(board.locator(".pl-error")).to_have_count(0)
    after = run_in_kernel(page, f"print(board.state.history[{before}:])")
    assert after.count("'end'") == 3  # Anne's one end and one for each bot, no second of Anne's
    assert run_in_kernel(page, "print(board.state.to_move)").strip() == "0"


def test_forged_id_is_refused_and_shown(page, lab, board):
    """A tampered button (as anyone can make in the developer tools) sends an id the rules
    refuse: the kernel's state is unchanged and the refusal is shown on the board."""
    before = run_in_kernel(page, "print(board.state.to_json())")
    seen = len(lab.messages())
    expect(board.locator('.pl-actions button[data-action="end"]')).to_be_visible()
    forge_click(page, '.pl-actions button[data-action="end"]', FORGED)
    message = lab.wait_for_messages(seen + 1)[-1]
    assert plain(message["message"]) == {"type": "action", "id": FORGED}
    assert message["accepted"] is False
    error = board.locator(".pl-error")
    expect(error).to_contain_text("You cannot do that: a boat has sides 1 to 5, not 9")
    assert run_in_kernel(page, "print(board.state.to_json())") == before
    screenshot(page, "leaky_loot_lab_forged", board)


def redrawn(page, lab, locator, *, kernel: str | None = None) -> dict | None:
    return helpers.redrawn(page, lab, locator, kernel=kernel, timeout_ms=CLICK_MS)


def test_after_your_move_the_bots_turns_show_since_your_last_turn_with_their_dice(page, lab,
                                                                                    board):
    end = board.locator('.pl-actions button[data-action="end"]')
    redrawn(page, lab, end, kernel="board.new_game(1)")  # Anne to move, round 1
    assert redrawn(page, lab, end)["accepted"] is True
    since = board.locator(".pl-since")
    # shown one line at a time at the board's pace: wait for the lines, never read at once
    # Mary's own ocean card and wave come with Anne's "end" (they need no decision), so the
    # panel starts with what Mary chose; Jack's whole turn follows.
    expect(since).to_contain_text("Mary", timeout=CLICK_MS)
    expect(since).to_contain_text("Jack turns over", timeout=CLICK_MS)
    expect(since.locator(".pl-since-dice .pl-die-blue").first).to_be_visible(timeout=CLICK_MS)
    expect(since.locator(".pl-since-dice .pl-die-red").first).to_be_visible(timeout=CLICK_MS)
    screenshot(page, "leaky_loot_lab_since", board)


def test_ending_the_turn_that_drowns_you_is_a_red_button_on_the_board(page, lab):
    """The notebook's second board: a real game (seed 10) in which Anne, 9 water aboard and 2
    pending, would drown by ending her turn."""
    warned = board_on_screen(page, 1)
    end = warned.locator('.pl-actions button[data-action="end"]')
    expect(end).to_have_text("End the turn (you drown)")
    expect(end).to_have_class(re.compile(r"\bpl-danger\b"))
    expect(warned.locator(".pl-prompt")).to_contain_text("Ending the turn now drowns you")
    expect(warned.locator(".pl-odds")).to_contain_text("Ending the turn now drowns you: 11 water")
    screenshot(page, "leaky_loot_lab_drown_warning", warned)
    bucket = warned.locator('.pl-actions button[data-action="bucket:3"]')
    assert redrawn(page, lab, bucket)["accepted"] is True  # 2 pending and 1 aboard bailed
    expect(end).to_have_text("End the turn")
    expect(end).to_have_class(re.compile(r"\bpl-primary\b"))
    expect(warned.locator(".pl-prompt")).not_to_contain_text("drowns you")
    screenshot(page, "leaky_loot_lab_after_bailing", warned)


def test_a_whole_game_is_played_to_its_end_by_clicking_on_the_board(page, lab, board):
    """Against the bots, clicking each time the first button of the board (a bucket, a ram,
    a card to throw, or the end of the turn), once, and waiting for the board to change."""
    first = board.locator(".pl-actions button[data-action]").first
    redrawn(page, lab, first, kernel="board.pace = 0\nboard.new_game(2)")
    deadline, clicks = time.monotonic() + GAME_S, 0
    while run_in_kernel(page, "print(board.state.over)").strip() == "False":
        assert time.monotonic() < deadline, f"the game did not end within {GAME_S} s"
        curtain = board.locator("button[data-curtain]")
        if curtain.count():
            redrawn(page, lab, curtain)
            continue
        message = redrawn(page, lab, first)
        assert message["accepted"] is True, message["error"]
        clicks += 1
        if clicks == 3:
            screenshot(page, "leaky_loot_lab_whole_game_early", board)
    expect(board.locator(".pl-status")).to_contain_text("Game over", timeout=CLICK_MS)
    assert clicks >= 5 and run_in_kernel(page, "print(board.state.over)").strip() == "True"
    screenshot(page, "leaky_loot_lab_game_over", board)
