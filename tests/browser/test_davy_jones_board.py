"""The Davy Jones' Gold board in real JupyterLab: a ship selected and sailed by clicking the
playmat, a shot fired by clicking its target, then a whole game against the navigator bots
played to its end by clicking the first button each time.

The game's own notebook is written elsewhere; these tests write a small one of their own into
the server's copy of notebooks/ (three boards: a fresh game, a staged duel, a short game)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import board_on_screen, kernel_value, run_cells, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "davy_jones_board_test.ipynb"
CELLS = [
    "import pirates_lib as pl\n"
    "from pirates_lib.davy_jones import geometry as g\n"
    "from pirates_lib.engine.staging import stage\n"
    "SEATS = ['bot:navigator', 'bot:navigator', 'you']  # Jack, seat 2, plays first",
    "board = pl.Board(pl.load('davy_jones', players=3), seats=SEATS, seed=1)\nboard",
    "duel = pl.load('davy_jones', players=3).new_game(seed=1)\n"
    "stage(duel, boxes={**duel.boxes, 'green-4': g.box((250, 300), 90, 89, 25),\n"
    "                   'blue-3': g.box((330, 300), 0, 76, 22)})\n"
    "duel_board = pl.Board(duel, seats=SEATS)\nduel_board",
    "short = pl.Board(pl.load('davy_jones', players=3, safety_rounds=12), seats=SEATS, seed=4)\n"
    "short",
]


@pytest.fixture(scope="module")
def notebook(lab_page, lab):
    return run_cells(lab_page, lab, NOTEBOOK, CELLS)


def click_map(board, x: float, y: float) -> None:
    """Click the playmat at map point (x, y) mm, wherever the map is drawn on screen.

    The point is given to Playwright relative to the map, not the page: the boards above this
    one grow while their news drips in, and a page point taken before that lands off the map
    (a landing CI lost a shot that way). Playwright waits until the map stops moving."""
    svg = board.locator("svg.pl-map")
    at = svg.evaluate(
        "(svg, p) => { const q = svg.createSVGPoint(); q.x = p[0]; q.y = p[1];"
        " const s = q.matrixTransform(svg.getScreenCTM()); const box = svg.getBoundingClientRect();"
        " return [s.x - box.left, s.y - box.top]; }", [x, y])
    svg.click(position={"x": at[0], "y": at[1]})


def test_a_ship_selected_shows_her_reach_and_sails_to_the_point_clicked(notebook, lab):
    """The ring is L about her bow, where a move is measured from; the point clicked, 60 mm
    from her bow 45 degrees to port, is where her bow ends, and her wake shows the turn about
    her bow and the run."""
    page, board = notebook, board_on_screen(notebook, 0)
    ship = board.locator('[data-item="green-4"]')
    expect(ship).to_be_visible()
    reach = board.locator("svg.pl-map circle[stroke='#ffd166']")
    expect(reach).to_have_count(0)
    ship.click()
    expect(reach).to_have_count(1)
    expect(board.locator(".pl-map-zone .pl-zone-note")).to_contain_text("bow sails to that point")
    screenshot(page, "davy_jones_lab_selected", board)
    start = kernel_value(page, "board.state.boxes['green-4'].bow")
    ring = [float(reach.get_attribute(k)) for k in ("cx", "cy", "r")]
    assert abs(ring[0] - start[0]) <= 0.1 and abs(ring[1] - start[1]) <= 0.1 and ring[2] == 89
    x, y = kernel_value(page, "[(lambda b, u: (b.bow[0] + u[0] * 60, b.bow[1] + u[1] * 60))"
                        "(board.state.boxes['green-4'],"
                        " g.heading_vector(board.state.boxes['green-4'].heading - 45))][0]")
    seen = len(lab.messages())
    click_map(board, x, y)
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["accepted"] is True and message["message"]["id"].startswith("move:green-4:")
    sent = [float(v) for v in message["message"]["id"].split(":")[2].split(",")]
    assert abs(sent[0] - x) <= 3 and abs(sent[1] - y) <= 3  # a pixel is 1.6 mm of the mat
    bow = kernel_value(page, "board.state.boxes['green-4'].bow")
    assert abs(bow[0] - sent[0]) < 1e-6 and abs(bow[1] - sent[1]) < 1e-6
    expect(board.locator(".pl-log")).to_contain_text("Jack's green 4-mast sails")
    wake = board.locator("svg.pl-map polygon > title")
    expect(wake.filter(has_text="anticlockwise about her bow")).to_have_count(1)
    expect(wake.filter(has_text="the green 4-mast sailed")).to_have_count(1)
    screenshot(page, "davy_jones_lab_sailed", board)


def test_a_shot_is_fired_by_clicking_the_target_with_the_ship_selected(notebook, lab):
    page, board = notebook, board_on_screen(notebook, 1)
    board.locator('[data-item="green-4"]').click()
    target = board.locator('[data-item="blue-3"]')
    expect(target).to_have_class("pl-piece pl-clickable")
    seen = len(lab.messages())
    click_map(board, 330, 288)  # her hull, between her bow and middle masts
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["accepted"] is True
    assert message["message"]["id"] == "shoot:green-4:blue-3"
    expect(board.locator(".pl-log")).to_contain_text("shoots at Mary's blue 3-mast")
    expect(board.locator('[data-zone="dice"] .pl-die')).not_to_have_count(0)
    screenshot(page, "davy_jones_lab_shot", board)


def test_a_whole_game_against_the_bots_is_played_to_its_end_by_clicking(notebook, lab):
    page, board = notebook, board_on_screen(notebook, 2)
    status = board.locator(".pl-status")
    for _ in range(400):
        if "Game over" in (status.text_content() or ""):
            break
        # The bots' moves drip in line by line (each line redraws the board); a click lands
        # on a settled board, as a player's would after reading them.
        expect(board.locator("button[data-skip]")).to_have_count(0, timeout=60_000)
        first = board.locator(".pl-actions button[data-action]").first
        expect(first).to_be_visible(timeout=20_000)
        seen = len(lab.messages())
        handle = first.element_handle()
        first.click()
        lab.wait_for_messages(seen + 1)
        page.wait_for_function("(button) => !button.isConnected", arg=handle, timeout=20_000)
    expect(status).to_contain_text("Game over")
    assert kernel_value(page, "short.state.over") is True
    assert kernel_value(page, "short.state.finished") in (
        "12 rounds have been played", "the fourth Davy Jones treasure is won")
    expect(board.locator(".pl-controls button[data-new]")).to_be_visible()
    screenshot(page, "davy_jones_lab_game_over", board)
