"""The Libertalia board in a real browser: a crew card in the hand is clicked and the kernel's
game plays it (JupyterLab route), and board.js alone sends the card's play id (fast route);
after your pick the bots' moves show in "Since your last turn"; a whole one-campaign game is
played by clicks alone, to the final scores."""
from __future__ import annotations

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

import pirates_lib as pl
from pirates_widgets.scenes import libertalia as scene

from .helpers import board_on_screen, plain, run_in_kernel, run_notebook, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "03_libertalia.ipynb"
MAX_CLICKS = 200  # a one-campaign game of three pirates takes a few dozen


@pytest.fixture(scope="module")
def notebook(lab_page, lab):
    """The notebook, run top to bottom once for this module's tests."""
    run_notebook(lab_page, lab, NOTEBOOK)
    return lab_page


def test_clicking_a_hand_card_in_board_js_sends_its_play_id(board_page):
    state = pl.load("libertalia", players=3).new_game(seed=4)
    board_page.show(scene.build(state, 0))
    rank = state.hands[0][3]
    board_page.page.locator(f'[data-item="hand-{rank}"]').click()
    assert board_page.sent_plain()[-1] == {"type": "action", "id": f"play:{rank}"}


def test_picking_a_crew_card_on_the_notebook_board_plays_it_in_the_kernel(notebook, lab):
    board = board_on_screen(notebook)
    expect(board.locator('[data-zone="powers"]')).to_contain_text("Crew powers")
    screenshot(notebook, "libertalia_lab_start", board)
    rank = int(run_in_kernel(notebook, "print(board.state.hands[0][0])").strip())
    seen = len(lab.messages())
    board.locator(f'[data-item="hand-{rank}"]').click()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["source"] == "browser" and message["accepted"] is True
    assert plain(message["message"]) == {"type": "action", "id": f"play:{rank}"}
    first = run_in_kernel(notebook, "print(board.state.history[0])").strip()
    assert first == f"play:{rank}"
    played = run_in_kernel(notebook, "print(len(board.state.history) > 1)").strip()
    assert played == "True"  # the bots chose and the day went on
    screenshot(notebook, "libertalia_lab_after_pick", board)


def test_after_your_crew_pick_the_bots_moves_show_since_your_last_turn(notebook, lab):
    """A new game, Anne's pick: the panel lists what Mary and the others did meanwhile."""
    run_in_kernel(notebook, "board.new_game(1)")
    board = board_on_screen(notebook)
    expect(board.locator(".pl-status")).to_contain_text("Your turn: campaign 1, day 1, sunrise")
    rank = int(run_in_kernel(notebook, "print(board.state.hands[0][-1])").strip())
    seen = len(lab.messages())
    board.locator(f'[data-item="hand-{rank}"]').click()
    assert lab.wait_for_messages(seen + 1)[-1]["accepted"] is True
    since = board.locator(".pl-since")
    expect(since).to_contain_text("Mary has chosen a crew card")
    expect(since).to_contain_text("Sunrise: the ship, left to right", timeout=15_000)
    screenshot(notebook, "libertalia_lab_since_your_last_turn", board)


def test_a_whole_one_campaign_game_is_played_by_clicks_to_the_final_scores(notebook, lab):
    """The short board of the notebook (one campaign, against two bots): each time a crew
    card of the hand or else the first action button is clicked, once, and the next scene
    is awaited (the log grows with every move), until the game is over. Before each click
    the test waits for something to click or the end: a scene can arrive while the bots
    still move (a busy CI machine once read such a scene and found nothing to click), and a
    click whose target is gone within 5 s (the scene moved on) looks again."""
    board = board_on_screen(notebook, 1)
    status, log_title = board.locator(".pl-status"), board.locator(".pl-log h3")
    shot_choice = False
    over = status.filter(has_text="Game over")
    playable = board.locator(
        '[data-curtain], .pl-clickable[data-item^="hand-"], .pl-actions button[data-action]')
    for _ in range(MAX_CLICKS):
        # a scene may come while the bots still move: wait for a move of ours or the end
        expect(playable.or_(over).first).to_be_visible(timeout=20_000)
        if over.count():
            break
        curtain = board.locator("[data-curtain]")
        if curtain.count():
            curtain.click()
            continue
        before = log_title.inner_text()
        cards = board.locator('.pl-clickable[data-item^="hand-"]')
        target = cards.first if cards.count() else board.locator(
            ".pl-actions button[data-action]").first
        if not cards.count() and not shot_choice:
            screenshot(notebook, "libertalia_lab_short_choice", board)
            shot_choice = True
        seen = len(lab.messages())
        try:
            target.click(timeout=5_000)
        except PlaywrightTimeout:  # the scene moved on under the pointer: look again
            continue
        message = lab.wait_for_messages(seen + 1)[-1]
        assert message["accepted"] is True, message["error"]
        expect(log_title).not_to_have_text(before)  # the next scene has arrived
    expect(status).to_contain_text("Game over")
    scores = board.locator('[data-zone="scores"]')
    expect(scores).to_contain_text("Final scores")
    expect(scores).to_contain_text("(winner)")
    expect(scores).to_contain_text("Campaign 1: ")
    expect(board.locator(".pl-log li").last).to_contain_text("The game is over: ")
    expect(board).not_to_contain_text("Only you see which card you choose")
    over = run_in_kernel(notebook, "print(short.state.over, short.state.winners())").strip()
    assert over.startswith("True [")
    screenshot(notebook, "libertalia_lab_short_game_over", board)
