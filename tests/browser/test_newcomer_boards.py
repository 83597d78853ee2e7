"""What a newcomer meets on the boards, checked in Chromium with board.js alone (a stub
model, no Jupyter): a card's small menu leaves the rest of the table in sight."""
from __future__ import annotations

import pytest

import pirates_lib as pl
from pirates_widgets import Board

from .helpers import screenshot

pytestmark = pytest.mark.browser

# Seed 2, these moves: Anne holds Bucket 2 (bail, or pay with it) with flotsam floating.
LEAKY_MOVES = ['end', 'end', 'ram:0', 'hull:3>side4', 'bucket:2', 'end', 'end', 'hull:3>side3',
               'end', 'ram:0', 'end', 'hull:1>side2', 'hull:4>side2', 'end', 'ram:2',
               'hull:4>side2', 'hull:3>side4', 'end', 'ram:1', 'end', 'ram:1', 'bucket:1',
               'end', 'ram:2', 'end', 'ram:0', 'end', 'end', 'ram:2', 'end', 'end']


def leaky_bucket_scene() -> dict:
    game = pl.load("leaky_loot", players=3)
    state = game.new_game(seed=2)
    for action in LEAKY_MOVES:
        state.apply(action)
    return Board(state, seats=["you", "bot:random", "bot:random"]).scene


def overlap(a: dict, b: dict) -> bool:
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])


def test_the_bucket_menu_leaves_the_flotsam_in_sight(board_page):
    """Clicking Bucket 2 asks: bail, or select it to pay for flotsam; the flotsam it would
    pay for stays uncovered while the menu is open."""
    scene = leaky_bucket_scene()
    assert any(z["id"] == "flotsam" and z["items"] for z in scene["zones"])
    board_page.show(scene)
    page = board_page.page
    page.locator('[data-item="hand-0"]').click()
    menu = page.locator(".pl-menu")
    assert menu.is_visible() and "Bail with Bucket 2" in menu.inner_text()
    screenshot(page, "newcomer_leaky_bucket_menu")
    flotsam = page.locator('[data-zone="flotsam"] [data-item]')
    assert flotsam.count() > 0
    for k in range(flotsam.count()):
        assert not overlap(menu.bounding_box(), flotsam.nth(k).bounding_box())


def test_a_second_davy_jones_ship_clicked_is_selected_instead_of_the_first(board_page):
    """Each ship's moves need her alone selected: clicking the other ship switches to her
    (her buttons shown), never a two-ship selection with no button at all."""
    scene = Board(pl.load("davy_jones", players=2), seats=["you", "bot:random"], seed=1).scene
    ships = sorted({a["cards"][0] for a in scene["actions"] if a.get("cards")})
    assert len(ships) == 4  # two colours of two ships each
    board_page.show(scene)
    page = board_page.page
    for ship in ships:
        page.locator(f'[data-item="{ship}"]').click(force=True)
        assert page.locator(".pl-selected").count() == 1
        assert page.locator(f'[data-item="{ship}"].pl-selected').count() == 1
        mine = {a["id"] for a in scene["actions"] if a.get("cards") == [ship]}
        shown = page.locator(".pl-actions button[data-action]")
        ids = {shown.nth(k).get_attribute("data-action") for k in range(shown.count())}
        assert mine <= ids
    hint = page.locator(".pl-actions .pl-hint").inner_text()
    assert "ship" in hint and "cards" not in hint
    screenshot(page, "newcomer_davy_jones_switch")
