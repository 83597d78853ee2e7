"""The Round-o-Loot board in real JupyterLab: run the notebook, select two cards of one icon
on the board, click Play, and check that the kernel's game played exactly those cards; the
bots' turns show in "Since your last turn"; a forged id is refused in words; and a whole game
is played to its end by clicking on the board."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import (board_on_screen, forge_click, plain, run_in_kernel, run_notebook,
                      screenshot)

pytestmark = pytest.mark.browser

NOTEBOOK = "02_round_o_loot.ipynb"
PAIR = "play:bananas-2+bananas-2"  # seed 1 deals Anne bananas 2, 2; cutlasses 1, 1; pistols 3
FORGED = "play:bananas-4"  # a card Anne does not hold
MAX_MOVES = 200  # Anne's moves in a whole game (seed 1 takes 16 of them)


@pytest.fixture
def board(page, lab):
    """The notebook run top to bottom, and its board on screen."""
    run_notebook(page, lab, NOTEBOOK)
    return board_on_screen(page)


def kernel(page, expression: str) -> str:
    return run_in_kernel(page, f"print({expression})").strip()


def click_and_wait(page, lab, board, locator) -> dict:
    """Click once; wait until the kernel took the message and the page shows the scene that
    followed (its log, as long as the kernel's): a second click is never sent on a stale
    scene (serials refuse those)."""
    seen = len(lab.messages())
    locator.click()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["accepted"] is True, message["error"]
    lines = kernel(page, "len(board.scene['log'])")
    expect(board.locator(".pl-log > h3")).to_have_text(f"Log ({lines})")
    return message


def test_selecting_two_bananas_and_clicking_play_plays_them_in_the_kernel(page, lab, board):
    screenshot(page, "round_o_loot_lab_start", board)
    play = board.locator(f'.pl-actions button[data-action="{PAIR}"]')
    assert play.count() == 0  # no selection yet: the Play button for the pair is hidden
    board.locator('[data-item="c-bananas-2-0"]').click()
    board.locator('[data-item="c-bananas-2-1"]').click()
    expect(play).to_be_visible()
    expect(play).to_have_text("Play Bananas 2 ×2 (4 points)")
    assert board.locator('.pl-actions button[data-action="discard:bananas-2+bananas-2"]').count()
    screenshot(page, "round_o_loot_lab_selected", board)
    seen = len(lab.messages())
    play.click()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["accepted"] is True and plain(message["message"]) == {"type": "action", "id": PAIR}
    assert kernel(page, "board.state.history[0]") == PAIR
    assert kernel(page, "board.state.view(0)['seats'][0]['played']") == "['bananas-2', 'bananas-2']"
    screenshot(page, "round_o_loot_lab_after_play", board)


def test_after_your_move_the_bots_turns_show_since_your_last_turn(page, lab, board):
    board.locator('[data-item="c-bananas-2-0"]').click()
    board.locator('[data-item="c-bananas-2-1"]').click()
    board.locator(f'.pl-actions button[data-action="{PAIR}"]').click()
    since = board.locator(".pl-since")
    expect(since).to_contain_text("Since your last turn")
    expect(since).to_contain_text("Mary plays")  # the captain's turn, then Jack's, one by one
    expect(since).to_contain_text("Jack ")
    expect(board.locator(".pl-status")).to_contain_text("Your turn")
    expect(since.locator("li").first).to_contain_text("Anne plays")  # from your own move on
    screenshot(page, "round_o_loot_lab_since", board)


def test_the_odds_panel_shows_the_jolly_roger_chance(page, lab, board):
    odds = board.locator(".pl-odds")
    expect(odds).to_contain_text("Jolly Roger before your turn")
    expect(odds).to_contain_text("3/34")  # 3 draws (one per seat) from the 34-card deck
    expect(odds).not_to_contain_text("compass")  # no expansion in this game


def test_a_forged_id_is_refused_in_words(page, lab, board):
    """A tampered button sends a card Anne does not hold: refused, said with card names."""
    before = kernel(page, "board.state.to_json()")
    board.locator('[data-item="c-pistols-3-0"]').click()
    button = board.locator('.pl-actions button[data-action="play:pistols-3"]')
    seen = len(lab.messages())
    expect(button).to_be_visible()
    forge_click(page, '.pl-actions button[data-action="play:pistols-3"]', FORGED)
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["accepted"] is False
    error = board.locator(".pl-error")
    expect(error).to_have_text("You cannot do that: you do not hold Bananas 4.")
    expect(error).not_to_contain_text("bananas-")
    assert kernel(page, "board.state.to_json()") == before
    screenshot(page, "round_o_loot_lab_refused", board)


def test_a_whole_game_played_by_clicking_on_the_board_ends_at_game_over(page, lab, board):
    status = board.locator(".pl-status")
    rounds_seen = set()
    for move in range(MAX_MOVES):
        if kernel(page, "board.state.over") == "True":
            break
        # The page shows the kernel's scene before anything on it is read: on a busy machine
        # the notebook's first scene reached the page after the loop had looked at it.
        lines = kernel(page, "len(board.scene['log'])")
        expect(board.locator(".pl-log > h3")).to_have_text(f"Log ({lines})", timeout=60_000)
        if board.locator('button[data-curtain="1"]').count():  # a hot-seat curtain
            click_and_wait(page, lab, board, board.locator('button[data-curtain="1"]'))
            continue
        round_now = kernel(page, "board.state.round")
        if round_now not in rounds_seen:
            rounds_seen.add(round_now)
            screenshot(page, f"round_o_loot_game_round_{round_now}", board)
        shown = board.locator(".pl-actions button[data-action]")
        if shown.count():
            click_and_wait(page, lab, board, shown.first)
            continue
        cards = board.locator('[data-zone="hand"] .pl-selectable')
        buttons = board.locator(".pl-actions button[data-action]")
        cards.nth(0).click()
        if not buttons.count():  # a Keelhaul gift: two cards
            cards.nth(1).click()
        expect(buttons.first).to_be_visible()
        play = board.locator('.pl-actions button[data-action^="play:"]')
        click_and_wait(page, lab, board, play if play.count() else buttons.first)
    else:
        pytest.fail(f"no game over after {MAX_MOVES} moves")
    expect(status).to_contain_text("Game over: ")
    expect(status).to_contain_text("with 3 doubloons")
    expect(board.locator('.pl-controls button[data-control="new_game"]')).to_be_visible()
    assert kernel(page, "max(board.state.doubloons)") == "3"
    screenshot(page, "round_o_loot_game_over", board)
