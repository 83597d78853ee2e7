"""A click while "Since your last turn" drips in is played: a line dripping in redraws the
news panel alone, so the button under the player's pointer is not replaced between the press
and the release (each line used to redraw the whole board, and such a click did nothing).
The press and the release are real pointer input (Playwright's mouse), with a line dripping
in between them: the slow click of a player reading the news."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import board_on_screen, redrawn, run_cells, run_in_kernel

pytestmark = pytest.mark.browser

CLICK_MS = 20_000  # the bots' turns and the next scene, on a shared 2-core machine
NEWS = [{"text": "Mary turns over the 7 of spades."},
        {"text": "A wave of strength 5 hits Mary's side 2.",
         "dice": [{"value": 5, "sides": 6, "color": "red"}]},
        {"text": "Jack ends the action phase."}]
SCENE = {"schema": 1, "game": "leaky_loot", "title": "Leaky Loot Legends", "viewer": 0,
         "serial": 4, "status": "You are to move", "prompt": "", "over": False, "players": [],
         "map": None, "odds": None, "log": [], "zones": [], "since": NEWS, "pace": 1.0,
         "actions": [{"id": "end", "label": "End the turn"}]}
# The lines shown and the lines still to come ("Skip (k more)"), read in one step.
DRIP = """(board) => {
  const skip = board.querySelector('.pl-since button[data-skip]');
  return [board.querySelectorAll('.pl-since li').length,
          skip ? Number(skip.textContent.match(/\\d+/)[0]) : 0];
}"""


def press_until_a_line_drips_in(page, button) -> None:
    """Press the mouse on `button`, hold it until one more line of the news is shown, and
    release it there (the button must still be where it was)."""
    box = button.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    shown, waiting = page.locator(".pl-board").first.evaluate(DRIP)
    assert waiting >= 1, "the news had dripped in before the press"
    page.mouse.down()
    page.wait_for_function("(n) => document.querySelectorAll('.pl-since li').length > n",
                           arg=shown, timeout=CLICK_MS)
    page.mouse.up()


def test_a_click_while_the_news_drips_in_sends_its_action_in_board_js(board_page):
    page = board_page.page
    page.clock.install()
    board_page.show(SCENE)
    end = page.locator('.pl-actions button[data-action="end"]')
    expect(page.locator(".pl-since li")).to_have_count(1)
    kept = end.element_handle()
    box = end.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.clock.run_for(1_100)  # the second line drips in between the press and the release
    expect(page.locator(".pl-since li")).to_have_count(2)
    expect(page.locator(".pl-since button[data-skip]")).to_have_text("Skip (1 more)")
    page.mouse.up()
    assert kept.evaluate("(node) => node.isConnected")  # the very button, not a new copy
    assert board_page.sent_plain() == [{"type": "action", "id": "end"}]
    page.locator(".pl-since button[data-skip]").click()  # Skip still shows the rest at once
    expect(page.locator(".pl-since li")).to_have_count(3)
    assert kept.evaluate("(node) => node.isConnected")


def test_a_click_while_the_bots_news_drips_in_is_played_by_the_kernel(page, lab):
    run_cells(page, lab, "news_drip_test.ipynb", [
        'import pirates_lib as pl\n\nboard = pl.Board(pl.load("leaky_loot", players=3), '
        'seats=["you", "bot:random", "bot:random"], seed=1, pace=10)\nboard'])
    board = board_on_screen(page)
    end = board.locator('.pl-actions button[data-action="end"]')
    assert redrawn(page, lab, end)["accepted"]  # Anne ends her turn; the bots' turns follow
    expect(board.locator(".pl-since button[data-skip]")).to_be_visible(timeout=CLICK_MS)
    before = int(run_in_kernel(page, "print(len(board.state.history))").strip())
    seen = len(lab.messages())
    press_until_a_line_drips_in(page, end)
    message = lab.wait_for_messages(seen + 1)[seen]
    assert message["source"] == "browser" and message["accepted"] is True
    assert message["message"]["id"] == "end"
    assert int(run_in_kernel(page, "print(len(board.state.history))").strip()) > before
