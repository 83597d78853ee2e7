"""The Key Largo board in a real browser: board.js alone sends an action card's plan id (fast
route); in JupyterLab a day is planned by clicking two action cards, a dive by clicking a
wreck, then a whole game of ten days is played to its end by clicking; and in hot seat the
curtain keeps one human's plan from the next.

The game's own notebook comes with its analyses in another change, so this test writes a
small notebook of its own into the server's copy of the notebooks (never the repository's)."""
from __future__ import annotations

import json
import time

import nbformat
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

import pirates_lib as pl
from pirates_lib.engine.game import PIRATE_NAMES
from pirates_widgets.scenes import key_largo as scene

from .helpers import board_on_screen, run_in_kernel, run_notebook, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "key_largo_board_test.ipynb"
CELLS = [
    'import pirates_lib as pl\n\nboard = pl.Board(pl.load("key_largo", players=4), seats=['
    '"you", "bot:salvager", "bot:random", "bot:random"], seed=3)\nboard',
    'hot = pl.Board(pl.load("key_largo", players=3), seats=["you", "you", "bot:random"], '
    'seed=2)\nhot',
]
CLICK_MS = 20_000
GAME_S = 600


def test_clicking_an_action_card_in_board_js_sends_its_plan_id(board_page):
    state = pl.load("key_largo", players=4).new_game(seed=1)
    board_page.show(scene.build(state, state.to_move))
    board_page.page.locator('[data-item="card-bar"]').click()
    assert board_page.sent_plain()[-1] == {"type": "action", "id": "plan:bar"}


@pytest.fixture(scope="module")
def notebook(lab_page, lab):
    """A notebook with a board against bots and a hot-seat board, run once."""
    book = nbformat.v4.new_notebook()
    book.cells = [nbformat.v4.new_code_cell(source) for source in CELLS]
    nbformat.write(book, lab.root / NOTEBOOK)
    run_notebook(lab_page, lab, NOTEBOOK)
    return lab_page


def kernel(page, expression: str) -> str:
    return run_in_kernel(page, f"print({expression})").strip()


def click(page, lab, locator) -> dict:
    """Click, and wait until the kernel's board has recorded the click."""
    seen = len(lab.messages())
    locator.click(timeout=CLICK_MS)
    return lab.wait_for_messages(seen + 1)[seen]


def test_a_day_is_planned_by_clicking_two_cards_then_a_dive_by_clicking_a_wreck(notebook, lab):
    board = board_on_screen(notebook, 0)
    assert kernel(notebook, "board.state.to_move") == "0"
    expect(board.locator(".pl-prompt")).to_contain_text("click your morning card")
    assert click(notebook, lab, board.locator('[data-item="card-dive"]'))["accepted"]
    expect(board.locator('[data-item="card-dive"] .pl-card-sub')).to_have_text("morning")
    expect(board.locator(".pl-prompt")).to_contain_text("click your afternoon card")
    assert click(notebook, lab, board.locator('[data-item="card-dolphins"]'))["accepted"]
    expect(board.locator(".pl-prompt")).to_contain_text("Place your boat", timeout=CLICK_MS)
    screenshot(notebook, "key_largo_lab_place", board)
    message = click(notebook, lab, board.locator('[data-item="wreck-1"]'))
    assert message["accepted"] and message["message"]["id"] == "wreck:1"
    expect(board.locator('[data-zone="hand"] .pl-card')).to_have_count(1, timeout=CLICK_MS)
    expect(board.locator(".pl-prompt")).to_contain_text("click your morning card")
    log = "board.scene['log']"
    assert kernel(notebook, f"any(line.startswith('Anne dives on wreck 2') for line in {log})") \
        == "True"
    assert kernel(notebook, f"any(line.startswith('You draw') for line in {log})") == "True"
    screenshot(notebook, "key_largo_lab_after_dive", board)


def _ids(board) -> list[str]:
    return board.locator(".pl-actions button[data-action]").evaluate_all(
        "buttons => buttons.map(b => b.dataset.action)")


IDS_NOW = """(old) => JSON.stringify([...document.querySelectorAll('.pl-board')[0]
  .querySelectorAll('.pl-actions button[data-action]')].map(b => b.dataset.action)) !== old"""


def _next_scene(page, before: list[str]) -> None:
    """Wait until the board shows other buttons than before the click; a scene may offer
    the very same ones again (a visit like the last), so this wait is allowed to lapse."""
    try:
        page.wait_for_function(IDS_NOW, arg=json.dumps(before), timeout=3_000)
    except PlaywrightTimeout:
        pass


def test_a_whole_game_of_ten_days_is_played_to_the_end_by_clicking(notebook, lab):
    board = board_on_screen(notebook, 0)
    deadline, clicks = time.monotonic() + GAME_S, 0
    while kernel(notebook, "board.state.over") == "False":
        assert time.monotonic() < deadline, f"the game did not end within {GAME_S} s"
        # The day's news drips in line by line; a click lands once it is all in, as a
        # player's would after reading it (a click during the drip: test_news_drip.py).
        expect(board.locator("button[data-skip]")).to_have_count(0, timeout=CLICK_MS)
        before = _ids(board)
        primary = board.locator(".pl-actions button.pl-primary[data-action]")
        button = primary.first if primary.count() else board.locator(
            ".pl-actions button[data-action]").first
        if click(notebook, lab, button)["accepted"]:
            clicks += 1
            _next_scene(notebook, before)
    expect(board.locator(".pl-status")).to_contain_text("Game over", timeout=CLICK_MS)
    expect(board.locator(".pl-players")).to_contain_text("Fortune at the end: $")
    assert clicks >= 2 * 9 and kernel(notebook, "board.state.day") == "10"  # 9 days to plan
    screenshot(notebook, "key_largo_lab_game_over", board)


def test_the_curtain_hides_one_humans_plan_from_the_next_in_hot_seat(notebook, lab):
    board = board_on_screen(notebook, 1)
    expect(board.locator(".pl-curtain")).to_be_visible()  # a hot-seat game starts hidden
    board.locator('button[data-curtain="1"]').click()
    expect(board.locator(".pl-curtain")).to_have_count(0)
    first = int(kernel(notebook, "hot.viewer"))
    assert kernel(notebook, "hot.state.to_move") == str(first)
    for place in ("bar", "shop"):
        assert click(notebook, lab, board.locator(f'[data-item="card-{place}"]'))["accepted"]
    following = 1 - first  # the other human: the bot in seat 2 plans by itself
    assert kernel(notebook, "hot.state.to_move") == str(following)
    curtain = board.locator(".pl-curtain")
    expect(curtain).to_contain_text(f"Pass to {PIRATE_NAMES[following]}")
    expect(board.locator(".pl-card")).to_have_count(0)
    assert kernel(notebook, "len(hot.scene['zones'])") == "0"
    screenshot(notebook, "key_largo_hot_seat_curtain", board)
    click(notebook, lab, board.locator('button[data-curtain="1"]'))
    expect(board.locator(".pl-prompt")).to_contain_text("click your morning card")
    expect(board.locator('[data-zone="plan"] .pl-highlight')).to_have_count(0)
    expect(board.locator(".pl-players")).to_contain_text("cards laid down")
    halves = "[i.get('subtitle') for i in hot.scene['zones'][0]['items']]"
    assert kernel(notebook, halves) == str([None] * 5)
    assert kernel(notebook, f"hot.state.view({following})['plans'][{first}]") == "[]"
    screenshot(notebook, "key_largo_hot_seat_next", board)
