"""The Libertalia board in a real browser: a crew card in the hand is clicked and the kernel's
game plays it (JupyterLab route), and board.js alone sends the card's play id (fast route)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

import pirates_lib as pl
from pirates_widgets.scenes import libertalia as scene

from .helpers import board_on_screen, plain, run_in_kernel, run_notebook, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "03_libertalia.ipynb"



def test_clicking_a_hand_card_in_board_js_sends_its_play_id(board_page):
    state = pl.load("libertalia", players=3).new_game(seed=4)
    board_page.show(scene.build(state, 0))
    rank = state.hands[0][3]
    board_page.page.locator(f'[data-item="hand-{rank}"]').click()
    assert board_page.sent_plain()[-1] == {"type": "action", "id": f"play:{rank}"}


def test_picking_a_crew_card_on_the_notebook_board_plays_it_in_the_kernel(lab_page, lab):
    run_notebook(lab_page, lab, NOTEBOOK)
    board = board_on_screen(lab_page)
    screenshot(lab_page, "libertalia_lab_start", board)
    rank = int(run_in_kernel(lab_page, "print(board.state.hands[0][0])").strip())
    seen = len(lab.messages())
    board.locator(f'[data-item="hand-{rank}"]').click()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["source"] == "browser" and message["accepted"] is True
    assert plain(message["message"]) == {"type": "action", "id": f"play:{rank}"}
    first = run_in_kernel(lab_page, "print(board.state.history[0])").strip()
    assert first == f"play:{rank}"
    played = run_in_kernel(lab_page, "print(len(board.state.history) > 1)").strip()
    assert played == "True"  # the bots chose and the day went on
    screenshot(lab_page, "libertalia_lab_after_pick", board)
