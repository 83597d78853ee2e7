"""A board whose kernel is gone (restarted) still looks live; the page itself must say so as
soon as a click goes unanswered, instead of ignoring clicks with only a console error."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import KERNEL, board_on_screen, run_notebook, screenshot

pytestmark = pytest.mark.browser


def test_after_a_kernel_restart_the_board_says_it_is_no_longer_connected(lab_page, lab):
    run_notebook(lab_page, lab, "00_welcome.ipynb")
    board = board_on_screen(lab_page)
    expect(board.locator(".pl-gone")).to_have_count(0)
    lab_page.evaluate(f"async () => {{ await {KERNEL}.restart(); }}")
    lab_page.wait_for_function(f"() => {KERNEL}.status === 'idle'", timeout=60_000)
    board.locator('.pl-actions button[data-action="end"]').click()
    expect(board.locator(".pl-gone")).to_have_text(
        "This board is no longer connected: re-run the cell.", timeout=40_000)
    screenshot(lab_page, "stale_board_after_restart", board)
