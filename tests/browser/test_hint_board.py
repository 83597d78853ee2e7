"""The Hint button and a search bot's reasons in real JupyterLab (issue 21, "On the board"):
against bot:search-easy, Hint shows the search's move for your own decision and plays
nothing; its move played, the bot's answer comes with why it moved; and the game is played
on to its end by clicking, with hints on the way. Then board.js alone: the advice panels
drawn, the suggested button marked, the Hint control thinking until the answer comes."""
from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from . import helpers
from .helpers import board_on_screen, kernel_value, plain, run_cells, run_in_kernel, screenshot

pytestmark = pytest.mark.browser

NOTEBOOK = "hint_test.ipynb"
CELLS = ["import pirates_lib as pl\n"
         "board = pl.Board(pl.load('leaky_loot', players=2), seats=['you', 'bot:search-easy'],\n"
         "                 seed=2)\n"
         "board"]
CLICK_MS = 30_000  # a search bot's turn, or a hint's search, on a shared 2-core machine
GAME_S = 500
HINT_EVERY = 4  # in the whole game, every 4th move is the hint's


@pytest.fixture(scope="module")
def notebook(lab_page, lab):
    return run_cells(lab_page, lab, NOTEBOOK, CELLS)


def redrawn(page, lab, locator, *, kernel: str | None = None) -> dict | None:
    return helpers.redrawn(page, lab, locator, kernel=kernel, timeout_ms=CLICK_MS)


def ask_hint(page, lab, board) -> dict:
    """Click Hint; wait until the hint is drawn; the recorded message."""
    seen = len(lab.messages())
    board.locator('button[data-control="hint"]').click(timeout=CLICK_MS)
    expect(board.locator(".pl-advice-hint h3")).to_contain_text("Hint: ", timeout=CLICK_MS)
    return lab.wait_for_messages(seen + 1)[seen]


def test_hint_shows_the_searchs_move_plays_nothing_and_the_bot_says_why_it_moved(notebook, lab):
    page, board = notebook, board_on_screen(notebook)
    expect(board.locator(".pl-status")).to_contain_text("Your turn", timeout=CLICK_MS)
    before = kernel_value(page, "board.state.history")
    message = ask_hint(page, lab, board)
    assert plain(message["message"]) == {"type": "hint"} and message["accepted"] is True
    title = kernel_value(page, "board.scene['advice'][-1]['title']")
    hint = board.locator(".pl-advice-hint")
    expect(hint.locator("h3")).to_have_text(title)
    expect(hint.locator("li.pl-chosen")).to_contain_text("wins about")
    expect(hint).to_contain_text("Nothing was played: the move is yours.")
    expect(board.locator('button[data-control="hint"]')).to_have_count(0)  # given already
    suggested = board.locator(".pl-actions button.pl-suggested")
    expect(suggested).to_have_count(1)
    expect(suggested).to_have_text(title.removeprefix("Hint: "))
    assert kernel_value(page, "board.state.history") == before  # nothing was played
    screenshot(page, "hint_shown", board)
    move = kernel_value(page, "board.scene['advice'][-1]['suggest']")
    message = redrawn(page, lab, suggested)
    assert plain(message["message"]) == {"type": "action", "id": move}
    assert message["accepted"] is True
    if kernel_value(page, "board.state.to_move") == 0 and not kernel_value(
            page, "1 in board._reasons"):  # Anne's turn goes on: she ends it
        end = board.locator('.pl-actions button[data-action="end"]')
        assert redrawn(page, lab, end)["accepted"] is True
    expect(board.locator(".pl-advice").first).to_contain_text(
        "Why Mary's bot (bot:search-easy) moved", timeout=CLICK_MS)
    screenshot(page, "hint_bot_reasons", board)


def test_the_game_is_played_to_its_end_by_clicking_with_hints_on_the_way(notebook, lab):
    page, board = notebook, board_on_screen(notebook)
    first = board.locator(".pl-actions button[data-action]").first
    redrawn(page, lab, first, kernel="board.pace = 0\nboard.new_game(3)")
    deadline, moves, hinted = time.monotonic() + GAME_S, 0, 0
    while not kernel_value(page, "board.state.over"):
        assert time.monotonic() < deadline, f"the game did not end within {GAME_S} s"
        if moves % HINT_EVERY == 0 and board.locator('button[data-control="hint"]').count():
            assert ask_hint(page, lab, board)["accepted"] is True
            hinted += 1
        suggested = board.locator(".pl-actions button.pl-suggested")
        # a suggestion played with cards is a button once they are selected: then the first
        button = suggested if suggested.count() else first
        message = redrawn(page, lab, button)
        assert message["accepted"] is True, message["error"]
        moves += 1
    expect(board.locator(".pl-status")).to_contain_text("Game over", timeout=CLICK_MS)
    expect(board.locator('button[data-control="hint"]')).to_have_count(0)
    assert moves >= 5 and hinted >= 2
    screenshot(page, "hint_game_over", board)


# --- board.js alone -------------------------------------------------------------------------

ADVICE = [{"title": "Why Mary's bot (bot:search) moved: End the turn",
           "options": [{"label": "End the turn", "words": "Tried 120 times; wins about 41% of "
                        "the time", "chosen": True},
                       {"label": "Ram Anne's boat", "words": "Tried 80 times; wins about 30% of "
                        "the time", "chosen": False}],
           "notes": ["5 more options would show what you cannot see: left out."]},
          {"title": "Hint: Ram Mary's boat", "suggest": "ram:1",
           "options": [{"label": "Ram Mary's boat", "words": "Tried 30 times; wins about 55% "
                        "of the time", "chosen": True},
                       {"label": "End the turn", "words": "Not tried", "chosen": False}],
           "notes": ["Nothing was played: the move is yours."]}]


def advice_scene(advice: list, serial: int = 4) -> dict:
    return {"schema": 1, "title": "Leaky Loot Legends", "status": "Your turn", "zones": [],
            "serial": serial, "advice": advice,
            "controls": [{"control": "hint", "label": "Hint"},
                         {"control": "abandon", "label": "Abandon this game"}],
            "actions": [{"id": "ram:1", "label": "Ram Mary's boat"},
                        {"id": "end", "label": "End the turn"}]}


def test_board_js_draws_the_advice_and_marks_the_suggested_move(board_page):
    board_page.show(advice_scene(ADVICE))
    page = board_page.page
    panels = page.locator(".pl-advice")
    expect(panels).to_have_count(2)
    chosen = panels.nth(0).locator("li.pl-chosen")
    expect(chosen.locator(".pl-advice-label")).to_have_text("End the turn")
    expect(chosen.locator(".pl-advice-words")).to_have_text(
        "Tried 120 times; wins about 41% of the time")
    expect(panels.nth(0).locator("li")).to_have_count(2)
    expect(panels.nth(0)).to_contain_text("5 more options would show what you cannot see")
    expect(panels.nth(1).locator("h3")).to_have_text("Hint: Ram Mary's boat")
    expect(page.locator("button.pl-suggested")).to_have_attribute("data-action", "ram:1")
    expect(page.locator("button.pl-suggested")).to_have_count(1)
    expect(page.locator(".pl-item.pl-suggested")).to_have_count(0)  # played by its button
    board_page.show(advice_scene(ADVICE[:1]))  # no hint: no move marked
    expect(page.locator("button.pl-suggested")).to_have_count(0)


def test_board_js_marks_the_card_and_target_a_suggested_move_is_played_with(board_page):
    scene = {**advice_scene([{**ADVICE[1], "suggest": "hull:4>side2"}]), "zones": [
        {"id": "boat", "title": "Your boat", "items": [
            {"id": "side-1", "type": "tile", "label": "Side 1", "value": 2},
            {"id": "side-2", "type": "tile", "label": "Side 2", "value": 2}]},
        {"id": "hand", "title": "Your hand", "items": [
            {"id": "hand-0", "type": "card", "title": "Hull", "value": 4, "tone": "repair"}]}]}
    scene["actions"] += [{"id": "hull:4>side2", "label": "Hull 4 onto side 2", "cards": ["hand-0"],
                          "target": "side-2"},
                         {"id": "hull:4>side1", "label": "Hull 4 onto side 1", "cards": ["hand-0"],
                          "target": "side-1"}]
    board_page.show(scene)
    page = board_page.page
    marked = page.locator(".pl-item.pl-suggested")
    expect(marked).to_have_count(2)
    expect(marked.nth(0)).to_have_attribute("data-item", "side-2")
    expect(marked.nth(1)).to_have_attribute("data-item", "hand-0")
    expect(page.locator("button.pl-suggested")).to_have_count(0)  # hidden until hand-0 is selected
    page.locator('[data-item="hand-0"]').click()
    expect(page.locator("button.pl-suggested")).to_have_attribute("data-action", "hull:4>side2")


def test_board_js_gives_a_suggested_move_no_button_plays_a_button_of_its_own(board_page):
    """A Davy Jones move to a point has no button (a click on the playmat lands on whole
    millimetres): the hint's panel plays it; a hint among the buttons gets none."""
    point = "move:red-4:616.1,210.5"
    hint = {**ADVICE[1], "title": "Hint: Sail Anne's red 4-mast to (616.1, 210.5)",
            "suggest": point}
    board_page.show(advice_scene([ADVICE[0], hint]))
    page = board_page.page
    own = page.locator(".pl-advice-hint button.pl-suggested")
    expect(own).to_have_text("Play it")
    expect(own).to_have_attribute("data-action", point)
    expect(page.locator(".pl-actions button.pl-suggested")).to_have_count(0)
    expect(page.locator(".pl-advice button")).to_have_count(1)  # not in the bot's panel
    own.click()
    assert board_page.sent() == [{"type": "action", "id": point, "serial": 4}]
    board_page.show(advice_scene(ADVICE))  # a hint a button plays: no button of its own
    expect(page.locator(".pl-advice button")).to_have_count(0)


SEA = {"width": 914, "height": 914, "shapes": [],
       "pieces": [{"id": "red-4", "x": 300, "y": 200, "angle": 90, "label": "Anne's red 4-mast",
                   "color": "#c1121f", "shape": "ship", "size": 25, "length": 89}],
       "click": [{"cards": ["red-4"], "template": "move:red-4:{x},{y}", "label": "Sail here"}]}


def test_board_js_marks_on_the_map_the_point_a_hinted_move_sails_to(board_page):
    """The hinted move is a click rule's template with numbers in it: the map shows a mark
    there, which takes no click (the sea under it still answers, rounded as ever)."""
    hint = {**ADVICE[1], "title": "Hint: Sail Anne's red 4-mast to (616.1, 210.5)",
            "suggest": "move:red-4:616.1,210.5"}
    scene = {**advice_scene([hint]), "map": SEA}
    scene["actions"] += [{"id": "sail:red-4:n", "label": "Sail north", "cards": ["red-4"]}]
    board_page.show(scene)
    page = board_page.page
    mark = page.locator(".pl-map .pl-mark")
    expect(mark).to_have_attribute("transform", "translate(616.1 210.5)")
    expect(mark.locator("title")).to_have_text("The hint's point")
    page.locator('[data-item="red-4"]').click()  # selected: the sea's click rule applies
    expect(page.locator(".pl-map-live")).to_have_count(1)
    box = mark.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    sent = board_page.sent()
    assert [m["type"] for m in sent] == ["action"], sent
    x, y = (float(v) for v in sent[0]["id"].removeprefix("move:red-4:").split(","))
    assert abs(x - 616.1) <= 1.5 and abs(y - 210.5) <= 1.5, sent
    board_page.show({**advice_scene(ADVICE), "map": SEA, "serial": 5})  # a hint a button plays
    expect(page.locator(".pl-mark")).to_have_count(0)


def test_board_js_sends_hint_and_says_thinking_until_the_answer(board_page):
    board_page.show(advice_scene([]))
    page = board_page.page
    page.locator('button[data-control="hint"]').click()
    assert board_page.sent() == [{"type": "hint", "serial": 4}]
    thinking = page.locator('button[data-control="hint"]')
    expect(thinking).to_have_text("Thinking…")
    expect(thinking).to_be_disabled()
    board_page.show(advice_scene(ADVICE[1:], serial=5))
    expect(page.locator('button[data-control="hint"]')).to_have_text("Hint")
    page.locator('button[data-control="hint"]').click()
    expect(page.locator('button[data-control="hint"]')).to_be_disabled()
    page.evaluate("(e) => window.update({error: e})",  # a refusal, and no new scene
                  "The hint was interrupted; nothing was played: your move.")
    expect(page.locator(".pl-error")).to_contain_text("The hint was interrupted")
    expect(page.locator('button[data-control="hint"]')).to_be_enabled()
