"""The Round-o-Loot board in real JupyterLab: run the notebook, select two cards of one icon
on the board, click Play, and check that the kernel's game played exactly those cards."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import board_on_screen, plain, run_in_kernel, run_notebook, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "02_round_o_loot.ipynb"
PAIR = "play:bananas-2+bananas-2"  # seed 1 deals Anne bananas 2, 2; cutlasses 1, 1; pistols 3



@pytest.fixture
def board(page, lab):
    """The notebook run top to bottom, and its board on screen."""
    run_notebook(page, lab, NOTEBOOK)
    return board_on_screen(page)


def test_selecting_two_bananas_and_clicking_play_plays_them_in_the_kernel(page, lab, board):
    screenshot(page, "round_o_loot_lab_start", board)
    play = board.locator(f'.pl-actions button[data-action="{PAIR}"]')
    assert play.count() == 0  # no selection yet: the Play button for the pair is hidden
    board.locator('[data-item="c-bananas-2-0"]').click()
    board.locator('[data-item="c-bananas-2-1"]').click()
    expect(play).to_be_visible()
    assert board.locator('.pl-actions button[data-action="discard:bananas-2+bananas-2"]').count()
    screenshot(page, "round_o_loot_lab_selected", board)
    seen = len(lab.messages())
    play.click()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["accepted"] is True and plain(message["message"]) == {"type": "action", "id": PAIR}
    assert run_in_kernel(page, "print(board.state.history[0])").strip() == PAIR
    played = run_in_kernel(page, "print(board.state.view(0)['seats'][0]['played'])").strip()
    assert played == "['bananas-2', 'bananas-2']"
    screenshot(page, "round_o_loot_lab_after_play", board)


def test_the_odds_panel_shows_the_jolly_roger_chance(page, lab, board):
    odds = board.locator(".pl-odds")
    expect(odds).to_contain_text("Jolly Roger before your turn")
    expect(odds).to_contain_text("3/34")  # 3 draws (one per seat) from the 34-card deck
