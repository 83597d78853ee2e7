"""The app of `make play` served by Voilà in real Chromium, with no network beyond the app's
own server: a game chosen in the picker (Leaky Loot for two with one port, the quickest game,
against the captain bot), played to the end by clicking, and a screenshot of its end kept in
test-artifacts/ (widgets/app.py, app/play.ipynb)."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from playwright.sync_api import expect

from .conftest import _free_port, _wait_ready, require_chromium, stop
from .helpers import ARTIFACTS, ROOT, Lab

pytestmark = pytest.mark.browser

CLICK_MS = 20_000  # the bot's turn and the next scene, on a shared 2-core machine
GAME_S = 300
START_MS = 120_000  # the page with the app on it, from a fresh kernel
#: What Voilà's page asks of the outside world: Font Awesome's two stylesheets from a CDN,
#: which its own bundle already carries (blocked here, with nothing missing on the page).
HARMLESS = {"https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/all.min.css",
            "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/v4-shims.min.css"}


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory):
    """Voilà serving app/play.ipynb, its kernels importing this checkout; every Board in them
    records the messages it receives (PIRATES_BOARD_LOG), read back as `Lab.messages()`."""
    require_chromium()
    voila = os.path.join(os.path.dirname(sys.executable), "voila")
    if not os.path.exists(voila):
        pytest.fail(f"voila is not installed beside {sys.executable} (the 'play' extra)")
    tmp = tmp_path_factory.mktemp("voila")
    port, log = _free_port(), tmp / "voila.log"
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PIRATES_BOARD_LOG": str(tmp / "board.jsonl"), "PYTHONPATH": path}
    cmd = [voila, str(ROOT / "app" / "play.ipynb"), "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--VoilaConfiguration.show_tracebacks=True"]
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env,
                                cwd=ROOT / "app", start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(proc, f"{base}/voila/static/voila.js", log)
        yield Lab(base, "", ROOT / "app", tmp / "board.jsonl")
    finally:
        stop(proc)


def offline(page, base: str) -> list[str]:
    """Let the page reach only the app's server; return the list of what it asked elsewhere."""
    asked: list[str] = []

    def route(request_route) -> None:
        url = request_route.request.url
        if url.startswith(base):
            request_route.continue_()
        else:
            asked.append(url)
            request_route.abort()

    page.route("**/*", route)
    return asked


def click_and_wait(lab: Lab, page, locator) -> dict:
    """Click once, wait until the kernel's board recorded the click and the page has drawn
    what came back (the element clicked is gone: every scene or refusal redraws the board)."""
    handle = locator.element_handle(timeout=CLICK_MS)
    seen = len(lab.messages())
    locator.click(timeout=CLICK_MS)
    message = lab.wait_for_messages(seen + 1)[seen]
    page.wait_for_function("(node) => !node.isConnected", arg=handle, timeout=CLICK_MS)
    return message


def test_a_game_chosen_in_the_picker_is_played_to_its_end_by_clicking(voila, page):
    asked = offline(page, voila.base)
    # Voilà runs the notebook (a kernel to start, the app to build) while it sends the page:
    # on a loaded machine that takes longer than Playwright's 30 s wait for "load".
    page.goto(f"{voila.base}/", wait_until="commit", timeout=START_MS)
    picker = page.locator(".pl-app-picker")
    expect(picker).to_be_visible(timeout=START_MS)
    expect(page.locator("body")).not_to_contain_text("import PlayApp")  # no code shown
    page.locator(".pl-app-game select").select_option(label="Leaky Loot Legends")
    rules = page.locator(".pl-app-rules")
    expect(rules).to_contain_text("Rules of Leaky Loot Legends")
    rules.get_by_text("Rules of Leaky Loot Legends").click()
    expect(rules).to_contain_text("Carry treasure to port in a leaky little boat")
    page.locator(".pl-app-players select").select_option("2")
    expect(page.locator(".pl-app-seat")).to_have_count(2)
    expect(page.locator(".pl-app-seat select").nth(1)).to_have_value("Bot: captain")  # ipywidgets: labels as values
    page.locator(".pl-app-variant select").select_option(label="ports=1")
    page.locator(".pl-app-seed input").fill("x")
    page.locator(".pl-app-start").click()
    expect(page.locator(".pl-app-message")).to_contain_text("the seed is a whole number")
    expect(page.locator(".pl-board")).to_have_count(0)
    page.locator(".pl-app-seed input").fill("2")
    page.locator(".pl-app-start").click()
    expect(page.locator(".pl-app-message")).to_contain_text("Leaky Loot Legends, 2 players, seed 2")
    board = page.locator(".pl-board")
    expect(board).to_be_visible(timeout=CLICK_MS)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "play_app_start.png"), full_page=True)
    status, first = board.locator(".pl-status"), board.locator(".pl-actions button[data-action]")
    deadline, clicks = time.monotonic() + GAME_S, 0
    while "Game over" not in status.inner_text():
        assert time.monotonic() < deadline, f"the game did not end within {GAME_S} s"
        skip = board.locator("button[data-skip]")
        if skip.count():  # the bot's turn, shown line by line: all at once, then play
            skip.click()
            continue
        message = click_and_wait(voila, page, first.first)
        assert message["accepted"] is True, message["error"]
        clicks += 1
    expect(board.locator('.pl-controls button[data-control="new_game"]')).to_be_visible()
    expect(board.locator('.pl-controls button[data-control="replay"]')).to_be_visible()
    assert clicks >= 3
    page.screenshot(path=str(ARTIFACTS / "play_app_game_over.png"), full_page=True)
    assert set(asked) <= HARMLESS, sorted(set(asked) - HARMLESS)
