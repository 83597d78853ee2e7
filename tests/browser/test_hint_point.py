"""A hint no button plays, in real JupyterLab: Davy Jones' navigator, and so the search, may
steer a ship to a point (`move:<ship>:<x>,<y>`) that no button names and no click on the
playmat lands on (a click gives whole millimetres). The map marks the point, and the hint's
panel has a "Play it" button of its own: clicked twice in quick succession it plays the
move once, her bow ends on the point, and the turn goes on to the bots and back with hints
still given."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import board_on_screen, kernel_value, plain, run_cells, screenshot
from .test_hint_board import CLICK_MS, ask_hint, redrawn

pytestmark = pytest.mark.browser

NOTEBOOK = "hint_point_test.ipynb"
CELLS = ["import pirates_lib as pl\n"
         "board = pl.Board(pl.load('davy_jones', players=3),\n"
         "                 seats=['you', 'bot:navigator', 'bot:navigator'], seed=0)\n"
         "board"]


@pytest.fixture(scope="module")
def notebook(lab_page, lab):
    return run_cells(lab_page, lab, NOTEBOOK, CELLS)


def test_a_hinted_move_to_a_point_is_played_from_the_hints_panel(notebook, lab):
    page, board = notebook, board_on_screen(notebook)
    expect(board.locator(".pl-status")).to_contain_text("You are to move", timeout=CLICK_MS)
    ask_hint(page, lab, board)
    move = kernel_value(page, "board.scene['advice'][-1]['suggest']")
    assert move.startswith("move:"), (
        f"this board's first hint is {move}, no longer a move to a point: pick another seed")
    own = board.locator(".pl-advice-hint button.pl-suggested")
    expect(own).to_have_text("Play it")
    expect(board.locator(".pl-actions button.pl-suggested")).to_have_count(0)
    x, y = move.split(":")[2].split(",")
    expect(board.locator(".pl-map .pl-mark")).to_have_attribute("transform",
                                                                 f"translate({x} {y})")
    screenshot(page, "hint_point_shown", board)
    before = kernel_value(page, "len(board.state.history)")
    seen = len(lab.messages())
    own.dblclick()
    first, second = lab.wait_for_messages(seen + 2)[-2:]
    assert plain(first["message"]) == {"type": "action", "id": move}
    assert first["accepted"] is True and second["accepted"] is False
    assert second["error"] == "the board had moved on; nothing was played"
    assert kernel_value(page, f"board.state.history[{before}:]") == [move]
    ship, point = move.split(":")[1:]
    bow = kernel_value(page, f"list(board.state.boxes[{ship!r}].bow)")
    target = [float(v) for v in point.split(",")]
    assert max(abs(a - b) for a, b in zip(bow, target)) < 1e-6
    expect(board.locator(".pl-advice-hint")).to_have_count(0)  # the hint went with the move
    expect(board.locator(".pl-mark")).to_have_count(0)
    end = board.locator('.pl-actions button[data-action="end"]')
    assert redrawn(page, lab, end)["accepted"] is True  # the bots' turns, then Anne's again
    expect(board.locator(".pl-status")).to_contain_text("You are to move", timeout=CLICK_MS)
    assert kernel_value(page, "board.state.to_move") == 0
    ask_hint(page, lab, board)
    expect(board.locator(".pl-advice-hint li.pl-chosen")).to_contain_text("wins about")
