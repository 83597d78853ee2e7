"""The board's "Review this game" in real JupyterLab (issue 22): a finished Leaky Loot game
with one human, the button clicked, the coach's review drawn under the board."""
from __future__ import annotations

import pytest

from playwright.sync_api import expect

from .helpers import kernel_value, run_cells, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "review_fixture.ipynb"
REVIEW_MS = 60_000  # a review of a few hundred playouts, on a shared 2-core machine
CELLS = [
    "import pirates_lib as pl\n"
    "from pirates_widgets import review as coach_panel\n"
    "coach_panel.BOARD_ITERATIONS = 4\n"
    "finished = pl.Board(pl.load('leaky_loot', players=2), seats=['you', 'bot:captain'], seed=4)\n"
    "while not finished.state.over:\n"
    "    finished.click('end' if any(a['id'] == 'end' for a in finished.scene['actions'])\n"
    "                   else finished.scene['actions'][0]['id'])\n"
    "finished",
]


@pytest.fixture(scope="module")
def notebook(lab_page, lab):
    return run_cells(lab_page, lab, NOTEBOOK, CELLS)


def test_a_finished_board_draws_the_review_of_its_human_under_itself(notebook):
    out = notebook.locator(".jp-CodeCell").nth(0)
    board = out.locator(".pl-board").first
    board.wait_for(state="visible", timeout=30_000)
    expect(board.locator(".pl-status")).to_contain_text("Game over")
    board.locator('button[data-control="review"]').click()
    panel = out.locator(".pl-below .pl-review-panel")
    expect(panel).to_be_visible(timeout=REVIEW_MS)
    decisions = kernel_value(notebook, "len(finished.below.review.decisions)")
    expect(panel.locator("table.pl-review tbody tr")).to_have_count(decisions)
    expect(panel.locator("caption")).to_contain_text("x 4 iterations")
    assert kernel_value(notebook, "finished.below.review.seat") == 0
    screenshot(notebook, "review_lab_under_a_finished_board", out)
