"""An interrupted bot in real JupyterLab: the kernel's interrupt (its stop button, a SIGINT)
while a bot thinks leaves the board showing the position as it is, saying so and offering
"Let the bots play on"; clicked, the game goes on (widgets/SCENE.md, "Bots: a time budget,
and interrupts")."""
from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from .helpers import KERNEL, board_on_screen, kernel_value, run_cells, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "interrupted_bot_test.ipynb"
CELLS = [
    "import time\n"
    "from pathlib import Path\n"
    "import pirates_lib as pl\n"
    "from pirates_lib.engine import RandomBot\n\n"
    "class Ponderer(RandomBot):\n"
    "    '''On its first call thinks until interrupted (a minute at most), then plays at random.'''\n"
    "    calls = 0\n\n"
    "    def choose(self, view):\n"
    "        self.calls += 1\n"
    "        if self.calls == 1:\n"
    "            Path('pondering').write_text('yes')\n"
    "            end = time.monotonic() + 60\n"
    "            while time.monotonic() < end:\n"
    "                time.sleep(0.05)\n"
    "        return super().choose(view)",
    "board = pl.Board(pl.load('leaky_loot', players=2), seats=['you', 'bot:random'], seed=1,\n"
    "                 bot_seconds=120, pace=0)\n"
    "board._bots[1] = Ponderer(board.game, 1, seed=2)\n"
    "board",
]


@pytest.fixture(scope="module")
def notebook(lab_page, lab):
    return run_cells(lab_page, lab, NOTEBOOK, CELLS)


def wait_for_file(path, timeout_s: float = 30) -> None:
    deadline = time.monotonic() + timeout_s
    while not path.exists():
        assert time.monotonic() < deadline, f"{path.name} never appeared"
        time.sleep(0.1)


def test_an_interrupted_bot_leaves_the_board_at_the_position_offering_to_play_on(notebook, lab):
    page, board = notebook, board_on_screen(notebook)
    expect(board.locator(".pl-status")).to_contain_text("Your turn")
    board.locator('.pl-actions button[data-action="end"]').click()
    wait_for_file(lab.root / "pondering")  # Mary's bot is thinking
    page.evaluate(f"async () => {{ await {KERNEL}.interrupt(); }}")
    expect(board.locator(".pl-error")).to_have_text(
        "The bots were interrupted while Mary's bot (bot:random) was making its move. The game "
        "waits there: let the bots play on, undo your last move or start a new game.",
        timeout=30_000)
    expect(board.locator(".pl-status")).to_contain_text("Mary is to move")  # after Anne's move
    play_on = board.locator('button[data-control="play_on"]')
    expect(play_on).to_have_text("Let the bots play on")
    expect(board.locator('button[data-control="undo"]')).to_have_text("Undo my last move")
    expect(board.locator(".pl-actions button[data-action]")).to_have_count(0)
    assert kernel_value(page, "[board.state.history, board.state.to_move]") == [["end"], 1]
    screenshot(page, "interrupted_bot_waits", board)
    seen = len(lab.messages())
    play_on.click()
    expect(board.locator(".pl-status")).to_contain_text("Your turn")  # Mary moved: Anne again
    expect(board.locator(".pl-error")).to_have_count(0)
    expect(play_on).to_have_count(0)
    expect(board.locator('.pl-actions button[data-action="end"]')).to_be_visible()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["message"]["type"] == "play_on" and message["accepted"] is True
    history, to_move = kernel_value(page, "[board.state.history, board.state.to_move]")
    assert history[0] == "end" and len(history) > 1 and to_move == 0
    screenshot(page, "interrupted_bot_played_on", board)


def test_the_board_js_sends_play_on_when_its_control_is_clicked(board_page):
    board_page.show({"schema": 1, "title": "Leaky Loot Legends", "status": "Mary is to move",
                     "zones": [], "actions": [], "serial": 7,
                     "controls": [{"control": "play_on", "label": "Let the bots play on"},
                                  {"control": "undo", "label": "Undo my last move"},
                                  {"control": "new_game", "label": "New game"}]},
                    error="The bots were interrupted while Mary's bot (bot:random) was making "
                          "its move.")
    page = board_page.page
    page.locator('button[data-control="play_on"]').click()
    page.locator('button[data-control="undo"]').click()
    page.locator('button[data-control="new_game"]').click()
    assert board_page.sent() == [{"type": "play_on", "serial": 7}, {"type": "undo", "serial": 7},
                                 {"type": "new_game", "serial": 7}]
