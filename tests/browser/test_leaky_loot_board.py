"""The Leaky Loot board in real JupyterLab: run the notebook, click the board, and check that
the kernel's game moved (and that a forged id changes nothing and shows its refusal)."""
from __future__ import annotations

import pytest

from playwright.sync_api import expect

from .helpers import board_on_screen, plain, run_in_kernel, run_notebook, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "01_leaky_loot.ipynb"
FORGED = "hull:5>side9"



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
    side = board.locator(".pl-type-hull.pl-clickable").first
    seen = len(lab.messages())
    side.click()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["accepted"] is True and message["message"]["id"].startswith("hull:")
    assert run_in_kernel(page, "print(board.state.history[-1])").strip() == \
        message["message"]["id"]


def test_a_double_click_on_end_the_turn_plays_one_turn(page, lab, board):
    """Two clicks in quick succession carry the same serial: the second arrives after the
    bots moved and Anne's next turn began, and is refused instead of ending that turn."""
    before = history(page)
    seen = len(lab.messages())
    board.locator('.pl-actions button[data-action="end"]').dblclick()
    first, second = lab.wait_for_messages(seen + 2)[-2:]
    assert first["accepted"] is True and second["accepted"] is False
    assert first["message"]["serial"] == second["message"]["serial"]
    expect(board.locator(".pl-error")).to_contain_text("the board had moved on")
    after = run_in_kernel(page, f"print(board.state.history[{before}:])")
    assert after.count("'end'") == 3  # Anne's one end and one for each bot, no second of Anne's
    assert run_in_kernel(page, "print(board.state.to_move)").strip() == "0"


def test_forged_id_is_refused_and_shown(page, lab, board):
    """A tampered button (as anyone can make in the developer tools) sends an id the rules
    refuse: the kernel's state is unchanged and the refusal is shown on the board."""
    before = run_in_kernel(page, "print(board.state.to_json())")
    seen = len(lab.messages())
    board.locator('.pl-actions button[data-action="end"]').evaluate(
        f"b => {{ b.dataset.action = '{FORGED}'; }}")
    board.locator(f'.pl-actions button[data-action="{FORGED}"]').click()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert plain(message["message"]) == {"type": "action", "id": FORGED}
    assert message["accepted"] is False
    error = board.locator(".pl-error")
    expect(error).to_contain_text("You cannot do that: a boat has sides 1 to 5, not 9")
    assert run_in_kernel(page, "print(board.state.to_json())") == before
    screenshot(page, "leaky_loot_lab_forged", board)
