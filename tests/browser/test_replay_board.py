"""`pl.Replay` in real JupyterLab (issue 22): a saved Leaky Loot game stepped back and forth
with the buttons and the slider, a forged step refused on the page, every hand shown at the
end, "Play on from here" opening a board under the replay that plays from that very position,
and a finished board's "Replay" button drawing the replay under the board."""
from __future__ import annotations

import pytest

from playwright.sync_api import expect

from .helpers import kernel_value, run_cells, run_in_kernel, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "replay_fixture.ipynb"
CLICK_MS = 20_000  # the next scene, on a shared 2-core machine
CELLS = [
    "import pirates_lib as pl\n"
    "game = pl.load('leaky_loot', players=3)\n"
    "saved = pl.play(game, ['captain'] * 3, seed=5)\n"
    "text = saved.to_json()\n"
    "replay = pl.Replay(text, seat=0)\n"
    "replay",
    "finished = pl.Board(pl.load('leaky_loot', players=2), seats=['bot:captain', 'bot:random'],"
    " seed=3)\n"
    "finished",
]


@pytest.fixture(scope="module")
def notebook(lab_page, lab):
    return run_cells(lab_page, lab, NOTEBOOK, CELLS)


def cell(page, index: int):
    """The board drawn by the notebook's `index`-th code cell (not one drawn under it)."""
    out = page.locator(".jp-CodeCell").nth(index)
    board = out.locator(".pl-board").first
    board.wait_for(state="visible", timeout=30_000)
    board.scroll_into_view_if_needed()
    return out, board


def where(board):
    return board.locator(".pl-replay-where")


def test_a_replay_steps_back_and_forth_with_its_buttons_and_its_slider(notebook, lab):
    _, board = cell(notebook, 0)
    steps = kernel_value(notebook, "replay.steps")
    expect(where(board)).to_have_text(f"Step 0 of {steps}")
    expect(board.locator('button[data-step="back"]')).to_be_disabled()
    forward = board.locator('button[data-step="forward"]')
    for step in (1, 2, 3):
        forward.click()
        expect(where(board)).to_have_text(f"Step {step} of {steps}", timeout=CLICK_MS)
    board.locator('button[data-step="back"]').click()
    expect(where(board)).to_have_text(f"Step 2 of {steps}", timeout=CLICK_MS)
    assert kernel_value(notebook, "replay.step") == 2
    lines = kernel_value(notebook, "replay.scene['replay']['lines']")
    for line in lines:
        expect(board.locator(".pl-replay-lines")).to_contain_text(line)
    board.locator(".pl-replay-slider").fill("40")
    expect(where(board)).to_have_text(f"Step 40 of {steps}", timeout=CLICK_MS)
    assert kernel_value(notebook, "[replay.step, replay.state.history == saved.history[:40]]"
                        ) == [40, True]
    assert lab.messages()[-1]["message"]["type"] == "step"
    expect(board.locator(".pl-actions")).to_have_count(0)  # a replay offers no move
    screenshot(notebook, "replay_lab_step_40", board)


def test_a_forged_step_is_refused_on_the_page_and_changes_nothing(notebook):
    _, board = cell(notebook, 0)
    before = kernel_value(notebook, "replay.step")
    found = notebook.evaluate(
        """() => {
          const b = document.querySelectorAll('.jp-CodeCell')[0]
            .querySelector('.pl-board button[data-step="first"]');
          if (!b) return false;
          b.dataset.step = 'teleport';
          b.click();
          return true;
        }""")
    assert found
    expect(board.locator(".pl-error")).to_contain_text(
        "the replay does not understand the message", timeout=CLICK_MS)
    assert kernel_value(notebook, "replay.step") == before
    expect(where(board)).to_contain_text(f"Step {before} of")


def test_every_hand_is_shown_at_the_end_when_asked(notebook):
    _, board = cell(notebook, 0)
    board.locator('button[data-step="last"]').click()
    steps = kernel_value(notebook, "replay.steps")
    expect(where(board)).to_have_text(f"Step {steps} of {steps}", timeout=CLICK_MS)
    expect(board.locator('[data-zone="seat1-hand"]')).to_have_count(0)
    board.locator('button[data-control="show_hands"]').click()
    expect(board.locator('[data-zone="seat1-hand"]')).to_contain_text("Mary's hand",
                                                                       timeout=CLICK_MS)
    screenshot(notebook, "replay_lab_every_hand", board)
    board.locator('button[data-step="back"]').click()
    expect(board.locator('[data-zone="seat1-hand"]')).to_have_count(0, timeout=CLICK_MS)


def test_play_on_from_a_past_step_opens_a_board_under_the_replay(notebook, lab):
    out, board = cell(notebook, 0)
    step = kernel_value(notebook, "next(k for k in range(10, replay.steps) if "
                                  "replay.tape.position(k).to_move == 0)")
    board.locator(".pl-replay-slider").fill(str(step))
    expect(where(board)).to_contain_text(f"Step {step} of", timeout=CLICK_MS)
    board.locator('button[data-control="play_from_here"]').click()
    below = out.locator(".pl-below .pl-board").first
    end = below.locator('.pl-actions button[data-action="end"]')
    expect(end).to_be_visible(timeout=CLICK_MS)
    assert kernel_value(notebook, f"replay.below.state.history == saved.history[:{step}]")
    seen = len(lab.messages())
    end.click()
    message = lab.wait_for_messages(seen + 1)[-1]
    assert message["accepted"] is True and message["message"]["id"] == "end"
    assert kernel_value(notebook, f"replay.below.state.history[:{step + 1}] == "
                                  f"saved.history[:{step}] + ['end']")
    assert kernel_value(notebook, f"replay.step == {step} and saved.to_json() == text")
    screenshot(notebook, "replay_lab_play_on", out)


def test_a_finished_board_draws_its_replay_under_itself(notebook):
    out, board = cell(notebook, 1)
    expect(board.locator(".pl-status")).to_contain_text("Game over")
    board.locator('button[data-control="replay"]').click()
    replay = out.locator(".pl-below .pl-board").first
    steps = kernel_value(notebook, "len(finished.state.history)")
    expect(replay.locator(".pl-replay-where")).to_have_text(f"Step 0 of {steps}",
                                                            timeout=CLICK_MS)
    replay.locator('button[data-step="forward"]').click()
    expect(replay.locator(".pl-replay-where")).to_have_text(f"Step 1 of {steps}",
                                                            timeout=CLICK_MS)
    assert run_in_kernel(notebook, "print(finished.below.step)").strip() == "1"
    screenshot(notebook, "replay_lab_from_a_finished_board", out)
