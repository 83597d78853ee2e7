"""Hot seat in real JupyterLab: between two human seats a curtain hides the board, and the
browser holds no hand at all until the next player lifts it (docs/architecture.md, "Widgets")."""
from __future__ import annotations

import pytest

from playwright.sync_api import expect

from tests.browser.helpers import board_on_screen, run_in_kernel, run_notebook, screenshot

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def welcome(lab_page, lab):
    run_notebook(lab_page, lab, "00_welcome.ipynb")
    return lab_page


def hand(page, seat: int) -> str:
    return run_in_kernel(page, f"print(sorted(hot_seat.state.boats[{seat}].hand))").strip()


def test_a_hot_seat_game_starts_behind_the_curtain(welcome):
    board = board_on_screen(welcome, 1)
    expect(board.locator(".pl-curtain")).to_contain_text("Pass to Anne")
    expect(board.locator(".pl-card")).to_have_count(0)
    board.locator('button[data-curtain="1"]').click()
    expect(board.locator(".pl-curtain")).to_have_count(0)
    expect(board.locator(".pl-card").first).to_be_visible()


def test_curtain_hides_the_board_between_human_seats(welcome):
    board = board_on_screen(welcome, 1)
    if board.locator(".pl-curtain").count():
        board.locator('button[data-curtain="1"]').click()
    mary_hand = hand(welcome, 1)
    expect(board.locator(".pl-card").first).to_be_visible()  # Anne's cards, before the curtain
    board.locator('.pl-actions button[data-action="end"]').click()
    curtain = board.locator(".pl-curtain")
    expect(curtain).to_contain_text("Mary")
    screenshot(welcome, "hot_seat_curtain", board)
    # While the curtain is up, nothing of anyone's hand is in the page or the widget model.
    expect(board.locator(".pl-card")).to_have_count(0)
    assert run_in_kernel(welcome, "print(len(hot_seat.scene.get('zones', [])))").strip() == "0"
    board.locator('button[data-curtain="1"]').click()
    expect(board.locator(".pl-curtain")).to_have_count(0)
    assert run_in_kernel(welcome, "print(hot_seat.viewer)").strip() == "1"
    expect(board.locator(".pl-card").first).to_be_visible()
    assert hand(welcome, 1) == mary_hand  # lifting the curtain changed no hand
    screenshot(welcome, "hot_seat_mary", board)
