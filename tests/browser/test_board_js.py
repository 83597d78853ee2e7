"""board.js alone in Chromium with a stub model (fast: no Jupyter). It must draw what the scene
says and send exactly the ids the scene holds; it decides nothing (widgets/SCENE.md)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

import pirates_lib as pl
from pirates_widgets import Board, Replay

from .helpers import screenshot

pytestmark = pytest.mark.browser


def leaky_scene(seed: int = 1) -> dict:
    return Board(pl.load("leaky_loot", players=3), seats=["you", "bot:captain", "bot:random"],
                 seed=seed).scene


def item(page, item_id: str):
    return page.locator(f'[data-item="{item_id}"]')


def button(page, action_id: str):
    return page.locator(f'.pl-actions button[data-action="{action_id}"]')


def test_board_draws_the_leaky_loot_scene(board_page):
    scene = leaky_scene()
    board_page.show(scene)
    page = board_page.page
    expect(page.locator(".pl-title")).to_have_text("Leaky Loot Legends")
    expect(page.locator(".pl-status")).to_have_text(scene["status"])
    for side in range(1, 6):
        assert item(page, f"side-{side}").is_visible()
    assert page.locator(".pl-odds-table tbody tr").count() == 5
    expect(page.locator(".pl-log li")).to_have_count(len(scene["log"]))  # the whole log
    screenshot(page, "board_js_leaky_loot")


def ring_background(page) -> str:
    return page.evaluate("() => getComputedStyle(document.querySelector('.pl-layout-ring'))"
                         ".backgroundImage")


def test_a_tone_is_drawn_by_the_shared_css_and_a_game_style_only_for_its_game(board_page):
    """A card's tone reaches the page as data-tone; Leaky Loot's boat deck (#8a5a2b) is drawn
    under its own game's class and no other (widgets/SCENE.md, "Per-game styles")."""
    scene = leaky_scene()
    board_page.show(scene)
    page = board_page.page
    assert page.locator(".pl-board").get_attribute("class") == "pl-board pl-game-leaky_loot"
    hand = scene["zones"][[z["id"] for z in scene["zones"]].index("hand")]["items"]
    first = item(page, hand[0]["id"])
    assert first.get_attribute("data-tone") == hand[0]["tone"]
    assert first.evaluate("(n) => getComputedStyle(n).borderTopWidth") == "6px"
    assert "rgb(138, 90, 43)" in ring_background(page)
    board_page.show(dict(scene, game="another_game"))
    assert page.locator(".pl-board").get_attribute("class") == "pl-board pl-game-another_game"
    assert "rgb(138, 90, 43)" not in ring_background(page)


def test_a_long_log_has_room_for_its_four_digit_line_numbers(board_page):
    scene = leaky_scene()
    board_page.show(dict(scene, log=[f"Line {n}." for n in range(1, 1201)]))
    page = board_page.page
    expect(page.locator(".pl-log li")).to_have_count(1200)
    room, number = page.evaluate("""() => {
      const ol = document.querySelector('.pl-log ol');
      const style = getComputedStyle(ol);
      const pen = document.createElement('canvas').getContext('2d');
      pen.font = `${style.fontSize} ${style.fontFamily}`;
      return [parseFloat(style.paddingLeft), pen.measureText('1200.').width];
    }""")
    assert room >= number, f"the log's line numbers need {number:.0f}px, it leaves {room:.0f}px"


def test_button_sends_its_action_id_with_the_serial_of_the_scene(board_page):
    scene = leaky_scene()
    board_page.show(scene)
    button(board_page.page, "end").click()
    assert board_page.sent() == [{"type": "action", "id": "end", "serial": scene["serial"]}]


def test_a_double_click_sends_two_messages_with_the_same_serial(board_page):
    """The page cannot know the first click was taken: Python refuses the second by serial."""
    scene = leaky_scene()
    board_page.show(scene)
    button(board_page.page, "end").dblclick()
    assert board_page.sent() == [{"type": "action", "id": "end", "serial": scene["serial"]}] * 2


def test_abandon_asks_before_it_sends_a_new_game(board_page):
    scene = leaky_scene()
    board_page.show(scene)
    page = board_page.page
    page.locator('button[data-control="abandon"]').click()
    expect(page.locator(".pl-confirm")).to_contain_text("Abandon this game")
    assert board_page.sent() == []
    page.locator('button[data-keep="1"]').click()
    expect(page.locator(".pl-confirm")).to_have_count(0)
    page.locator('button[data-control="abandon"]').click()
    page.locator('button[data-abandon="1"]').click()
    assert board_page.sent() == [{"type": "new_game", "abandon": True, "serial": scene["serial"]}]


def test_a_board_whose_messages_are_never_answered_says_it_is_no_longer_connected(board_page):
    page = board_page.page
    page.clock.install()
    board_page.show(leaky_scene())
    button(page, "end").click()
    page.clock.run_for(5_000)
    expect(page.locator(".pl-gone")).to_have_count(0)
    page.clock.run_for(11_000)
    expect(page.locator(".pl-gone")).to_have_text(
        "This board is no longer connected: re-run the cell.")
    board_page.ack()
    expect(page.locator(".pl-gone")).to_have_count(0)


def test_an_answered_message_never_shows_the_notice(board_page):
    page = board_page.page
    page.clock.install()
    board_page.show(leaky_scene())
    button(page, "end").click()
    board_page.ack()
    page.clock.run_for(60_000)
    expect(page.locator(".pl-gone")).to_have_count(0)


def test_hull_card_then_side_sends_the_hull_action(board_page):
    """'click the card then the side': the hull buttons appear only once the card is chosen."""
    scene = leaky_scene()
    board_page.show(scene)
    page = board_page.page
    hull = next(a for a in scene["actions"] if a["id"].startswith("hull:"))
    assert button(page, hull["id"]).count() == 0
    item(page, hull["cards"][0]).click()
    assert "pl-selected" in item(page, hull["cards"][0]).get_attribute("class")
    assert button(page, hull["id"]).count() == 1
    item(page, hull["target"]).click()
    assert board_page.sent_plain() == [{"type": "action", "id": hull["id"]}]


def test_bucket_card_is_clicked_directly(board_page):
    scene = leaky_scene()
    board_page.show(scene)
    bucket = next(a for a in scene["actions"] if a["id"].startswith("bucket:"))
    item(board_page.page, bucket["target"]).click()
    assert board_page.sent_plain() == [{"type": "action", "id": bucket["id"]}]


MULTI = {"schema": 1, "game": "round_o_loot", "title": "Round-o-Loot", "viewer": 0,
         "status": "You are to move", "prompt": "", "over": False, "players": [], "map": None,
         "odds": None, "log": [],
         "zones": [{"id": "hand", "title": "Your hand", "layout": "row", "items": [
             {"id": "c-b1", "type": "card", "title": "Bananas", "value": 1},
             {"id": "c-b3", "type": "card", "title": "Bananas", "value": 3},
             {"id": "c-r1", "type": "card", "title": "Rum", "value": 1}]}],
         "actions": [
             {"id": "play:b1", "label": "Play", "cards": ["c-b1"]},
             {"id": "play:b1+b3", "label": "Play", "cards": ["c-b3", "c-b1"]},
             {"id": "discard:b1+b3", "label": "Discard", "cards": ["c-b1", "c-b3"]}]}


def test_multi_select_enables_actions_whose_cards_equal_the_selection(board_page):
    board_page.show(MULTI)
    page = board_page.page
    bar = page.locator(".pl-actions button[data-action]")
    assert bar.count() == 0
    item(page, "c-b1").click()
    assert [b.get_attribute("data-action") for b in bar.all()] == ["play:b1"]
    item(page, "c-b3").click()
    assert sorted(b.get_attribute("data-action") for b in bar.all()) == [
        "discard:b1+b3", "play:b1+b3"]
    item(page, "c-r1").click()  # not in any action's cards: not selectable
    assert bar.count() == 2
    screenshot(page, "board_js_multi_select")
    button(page, "discard:b1+b3").click()
    assert board_page.sent_plain() == [{"type": "action", "id": "discard:b1+b3"}]


def test_new_scene_clears_the_selection(board_page):
    board_page.show(MULTI)
    item(board_page.page, "c-b1").click()
    board_page.show(dict(MULTI, status="again"))
    assert board_page.page.locator(".pl-selected").count() == 0


def test_error_and_curtain_are_shown(board_page):
    board_page.show(leaky_scene(), error="Anne cannot play 'x': no such action")
    page = board_page.page
    expect(page.locator(".pl-error")).to_contain_text("cannot play")
    board_page.show({"schema": 1, "title": "Leaky Loot Legends", "status": "Pass to Mary",
                     "zones": [], "actions": []}, curtain="Pass to Mary")
    expect(page.locator(".pl-curtain-text")).to_have_text("Pass to Mary")
    assert page.locator(".pl-zone").count() == 0
    page.locator(".pl-curtain button").click()
    assert board_page.sent_plain() == [{"type": "curtain"}]


def test_map_click_sends_the_template_with_map_coordinates(board_page):
    scene = dict(MULTI, zones=[], actions=[], map={
        "width": 100, "height": 50, "shapes": [], "pieces": [
            {"id": "ship-a", "x": 10, "y": 10, "shape": "ship", "color": "#c00"}],
        "click": [{"cards": ["ship-a"], "template": "sail:a:{x}:{y}"}]})
    scene["actions"] = [{"id": "anchor:a", "label": "Anchor", "cards": ["ship-a"]}]
    board_page.show(scene)
    page = board_page.page
    svg = page.locator("svg.pl-map")
    box = svg.bounding_box()
    page.mouse.click(box["x"] + box["width"] * 0.9, box["y"] + box["height"] * 0.9)
    assert board_page.sent_plain() == []  # no ship selected: the sea is not clickable
    item(page, "ship-a").click()
    box = svg.bounding_box()  # the action bar above grew: the map moved
    page.mouse.click(box["x"] + box["width"] * 0.75, box["y"] + box["height"] * 0.5)
    sent = board_page.sent()
    assert len(sent) == 1 and sent[0]["id"].startswith("sail:a:")
    x, y = map(int, sent[0]["id"].split(":")[2:])
    assert abs(x - 75) <= 2 and abs(y - 25) <= 2


HULL = {"id": "ship-a", "x": 50, "y": 30, "shape": "ship", "size": 10, "length": 40,
        "angle": 90, "color": "#c00"}


def hull_scene() -> dict:
    """A ship piece 40 long heading east, and her reach drawn with her."""
    return dict(MULTI, zones=[], actions=[{"id": "sail:a", "label": "Sail", "cards": ["ship-a"]}],
                map={"width": 100, "height": 60, "pieces": [HULL], "shapes": [
                    {"shape": "circle", "x": 50, "y": 30, "r": 25, "stroke": "#fff",
                     "with": "ship-a", "label": "her reach"}]})


def test_a_shape_with_a_piece_is_drawn_only_while_that_piece_is_selected(board_page):
    board_page.show(hull_scene())
    page = board_page.page
    reach = page.locator("svg.pl-map circle")
    assert reach.count() == 0
    item(page, "ship-a").click()
    assert reach.count() == 1 and "her reach" in reach.inner_html()
    item(page, "ship-a").click()  # clicked again: no longer selected
    assert reach.count() == 0


def rect(page, item_id: str) -> dict:
    """The drawn box of a map piece (without the selection outline), from the map's corner."""
    return page.evaluate("(id) => { const r = document.querySelector(`[data-item=\"${id}\"]`)"
                         ".getBoundingClientRect(); const m = document.querySelector('svg.pl-map')"
                         ".getBoundingClientRect(); return {x: r.x - m.x, y: r.y - m.y, "
                         "w: r.width, h: r.height}; }", item_id)


def test_a_ship_piece_with_a_length_is_drawn_that_long_and_stays_put_when_selected(board_page):
    board_page.show(hull_scene())
    page = board_page.page
    unit = page.locator("svg.pl-map").bounding_box()["width"] / 100
    before = rect(page, "ship-a")
    assert abs(before["w"] - 40 * unit) < unit and abs(before["h"] - 10 * unit) < unit
    item(page, "ship-a").click()
    after = rect(page, "ship-a")
    assert abs(after["x"] - before["x"]) < unit and abs(after["y"] - before["y"]) < unit
    screenshot(page, "board_js_hull_selected")


def test_a_click_on_a_piece_drawn_on_another_goes_to_that_piece(board_page):
    """A mast on a ship, with no action of its own: clicking it selects the ship."""
    scene = hull_scene()
    scene["map"]["pieces"].append({"id": "mast-a", "on": "ship-a", "x": 50, "y": 30,
                                   "shape": "circle", "size": 6, "color": "#fff"})
    board_page.show(scene)
    item(board_page.page, "mast-a").click()
    assert "pl-selected" in item(board_page.page, "ship-a").get_attribute("class")
    assert board_page.page.locator("svg.pl-map circle[stroke='#fff']").count() == 1


def test_scene_text_is_never_parsed_as_html(board_page):
    scene = dict(MULTI, status='<img src=x onerror="window.hacked=1">')
    board_page.show(scene)
    assert board_page.page.evaluate("() => window.hacked") is None
    expect(board_page.page.locator(".pl-status")).to_contain_text("<img")


def test_one_button_per_id_when_two_copies_carry_it(board_page):
    scene = dict(MULTI, actions=[
        {"id": "bucket:2", "label": "Bucket 2", "target": "c-b1"},
        {"id": "bucket:2", "label": "Bucket 2", "target": "c-b3"}])
    board_page.show(scene)
    page = board_page.page
    assert button(page, "bucket:2").count() == 1
    item(page, "c-b3").click()
    assert board_page.sent_plain() == [{"type": "action", "id": "bucket:2"}]


def test_clickable_items_answer_the_keyboard(board_page):
    board_page.show(dict(MULTI, actions=[{"id": "x:1", "label": "X", "target": "c-r1"}]))
    page = board_page.page
    item(page, "c-r1").focus()
    page.keyboard.press("Enter")
    assert board_page.sent_plain() == [{"type": "action", "id": "x:1"}]


# --- layout: what a player would see as broken (board.css + board.js, at a notebook's width) ---

NOTEBOOK_WIDTH = 968  # the board's width in JupyterLab's notebook panel at a 1400 px window
SIX_SEATS = ["Anne", "Mary", "Jack", "Grace", "Ching", "Edward"]


def crew_names() -> list[str]:
    from pirates_lib.libertalia.components import CREW
    return [CREW[rank].name for rank in sorted(CREW)]


def six_seat_scene() -> dict:
    """A Libertalia-sized scene: every crew name on small den cards and on full-size hand
    cards, and a claim-odds table with one column per seat of long exact fractions."""
    names = crew_names()
    den = [{"id": f"den-{i}", "type": "card", "title": name, "value": i + 1, "tone": "red",
            "subtitle": SIX_SEATS[i % 6]} for i, name in enumerate(names)]
    hand = [{"id": f"hand-{i}", "type": "card", "title": name, "value": i + 1,
             "subtitle": "Anne"} for i, name in enumerate(names)]
    columns = ["Crew", "1st", "2nd", "3rd", "4th", "5th", "6th"]
    rows = [[f"{name} ({i + 1})", *["16807/59049"] * 6] for i, name in enumerate(names[:9])]
    return dict(MULTI, game="libertalia", title="Libertalia", players=[
        {"seat": s, "name": n, "you": s == 0, "to_move": s == 0, "out": False, "score": 0,
         "lines": ["Doubloons 10", "Hand: 9 cards", "choosing"]} for s, n in enumerate(SIX_SEATS)],
        zones=[{"id": "hand", "title": "Your hand", "layout": "row", "items": hand},
               {"id": "den", "title": "Mary's den", "layout": "row", "size": "small", "items": den}],
        actions=[], odds={"title": "Where each of your crew would claim", "columns": columns,
                          "rows": rows, "bars": [[None] + [0.28] * 6 for _ in rows]})


def test_six_seat_odds_table_scrolls_inside_its_panel_with_row_names_pinned(board_page):
    page = board_page.page
    page.set_viewport_size({"width": NOTEBOOK_WIDTH + 24, "height": 1400})
    board_page.show(six_seat_scene())
    boxes = page.evaluate("""() => {
      const panel = document.querySelector('.pl-odds');
      const table = panel.querySelector('table');
      const board = document.querySelector('.pl-board');
      let scroller = table.parentElement;  // the nearest box that scrolls the table sideways
      while (scroller !== panel && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      const out = {board: [board.scrollWidth, board.clientWidth], wide: table.scrollWidth > panel.clientWidth,
                   scrolls: ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)};
      if (scroller !== panel) out.panel = [panel.scrollWidth, panel.clientWidth];
      scroller.scrollLeft = scroller.scrollWidth;
      const edge = panel.getBoundingClientRect();
      const inside = (node) => { const r = node.getBoundingClientRect();
        return r.left >= edge.left - 1 && r.right <= edge.right + 1; };
      out.lastInside = inside(panel.querySelector('thead th:last-child'));
      out.namePinned = inside(panel.querySelector('tbody td:first-child'));
      out.titleInside = inside(panel.querySelector('h3'));
      return out;
    }""")
    assert boxes["board"][0] <= boxes["board"][1], "the board is wider than the notebook"
    assert boxes["wide"], "six fraction columns fit the panel: this scene tests nothing"
    assert boxes["scrolls"], "the wide table is clipped, not scrollable"
    if "panel" in boxes:
        assert boxes["panel"][0] <= boxes["panel"][1], "the odds panel overflows its edge"
    assert boxes["lastInside"], "scrolled right, the 6th column is still out of the panel"
    assert boxes["namePinned"], "scrolled right, the crew names left the panel"
    assert boxes["titleInside"], "scrolled right, the panel's title scrolled away"
    screenshot(page, "board_js_six_seat_odds")


def test_every_crew_name_fits_inside_its_card_small_or_full(board_page):
    page = board_page.page
    page.set_viewport_size({"width": NOTEBOOK_WIDTH + 24, "height": 1400})
    board_page.show(six_seat_scene())
    broken = page.evaluate("""() => [...document.querySelectorAll('.pl-card')].flatMap((card) => {
      const box = card.getBoundingClientRect();
      const part = (cls) => card.querySelector(cls).getBoundingClientRect();
      const title = card.querySelector('.pl-card-title');
      const [t, v, s] = [part('.pl-card-title'), part('.pl-card-value'), part('.pl-card-sub')];
      const bad = [];
      if (title.scrollWidth > title.clientWidth + 1 || t.left < box.left || t.right > box.right)
        bad.push('name wider than the card');
      if (card.scrollHeight > card.clientHeight + 1) bad.push('text taller than the card');
      if (t.bottom > v.top + 1 || v.bottom > s.top + 1) bad.push('name, rank and owner overlap');
      if (parseFloat(getComputedStyle(title).fontSize) < 6) bad.push('name below 6px');
      return bad.map((b) => `${card.dataset.item} (${title.textContent}): ${b}`);
    })""")
    assert broken == []
    screenshot(page, "board_js_six_seat_cards")


def since_scene(pace: float) -> dict:
    lines = [{"text": "Mary turns over the 7 of spades."},
             {"text": "A wave of strength 5 hits Mary's side 2.",
              "dice": [{"value": 5, "sides": 6, "color": "red"}]},
             {"text": "Jack ends the action phase."}]
    return dict(MULTI, serial=7, since=lines, pace=pace)


def test_since_your_last_turn_shows_the_other_seats_moves_one_by_one_with_their_dice(board_page):
    page = board_page.page
    page.clock.install()
    board_page.show(since_scene(pace=1.0))
    since = page.locator(".pl-since li")
    expect(since).to_have_count(1)
    expect(page.locator(".pl-since button[data-skip]")).to_have_text("Skip (2 more)")
    page.clock.run_for(1_100)
    expect(since).to_have_count(2)
    expect(since.nth(1).locator(".pl-die")).to_have_count(1)
    page.clock.run_for(1_100)
    expect(since).to_have_count(3)
    expect(page.locator(".pl-since button[data-skip]")).to_have_count(0)
    screenshot(page, "board_js_since")


def test_skip_shows_every_move_at_once_and_pace_0_does_not_wait(board_page):
    page = board_page.page
    page.clock.install()
    board_page.show(since_scene(pace=5.0))
    page.locator(".pl-since button[data-skip]").click()
    expect(page.locator(".pl-since li")).to_have_count(3)
    board_page.show(dict(since_scene(pace=0), serial=8))
    expect(page.locator(".pl-since li")).to_have_count(3)


def test_the_layout_follows_the_boards_own_width_not_the_windows(board_page):
    page = board_page.page
    board_page.show(leaky_scene())
    wide = page.locator(".pl-table").bounding_box()["width"]
    page.evaluate("() => { document.getElementById('el').style.width = '600px'; }")
    narrow_table = page.locator(".pl-table").bounding_box()
    side = page.locator(".pl-side").bounding_box()
    assert side["y"] >= narrow_table["y"] + narrow_table["height"] - 1  # one column: side below
    assert narrow_table["width"] > 500 and wide > narrow_table["width"]


def replay_scene(step: int) -> dict:
    game = pl.play(pl.load("leaky_loot", players=3), ["captain"] * 3, seed=5)
    replay = Replay(game, seat=0)
    replay.go(step)
    return replay.scene


def test_a_replay_bar_names_where_to_go_and_the_slider_sends_the_step(board_page):
    """The bar's buttons send their own names (Python works out the step); the slider sends
    the step it was let go at; at the start nothing goes back, and a replay shows no moves."""
    scene = replay_scene(0)
    board_page.show(scene)
    page = board_page.page
    steps = scene["replay"]["steps"]
    expect(page.locator(".pl-replay-where")).to_have_text(f"Step 0 of {steps}")
    expect(page.locator('button[data-step="back"]')).to_be_disabled()
    expect(page.locator('button[data-step="first"]')).to_be_disabled()
    expect(page.locator(".pl-actions")).to_have_count(0)
    page.locator('button[data-step="forward"]').click()
    board_page.ack()
    page.locator(".pl-replay-slider").fill("9")
    assert board_page.sent_plain() == [{"type": "forward"}, {"type": "step", "to": 9}]
    board_page.show(replay_scene(steps))
    expect(page.locator('button[data-step="forward"]')).to_be_disabled()
    expect(page.locator('button[data-control="show_hands"]')).to_have_text("Show every hand")
    screenshot(page, "board_js_replay_end")
