"""Browser tests: JupyterLab in Debian's Chromium, driven by Playwright (RECIPES.md).

Fixtures and helpers for every `tests/browser/test_<game>_board.py`:

- `lab` (session): one JupyterLab server for the whole run, on a temporary copy of
  `notebooks/`. `lab.board_log` is the file every Board in its kernels appends the messages it
  receives to (env PIRATES_BOARD_LOG); `lab.messages()` reads it back.
- `page` (pytest-playwright) runs in /usr/bin/chromium (see `browser_type_launch_args`);
  `lab_page` is the same but kept for a whole module: run a notebook once, test it many times.
- `run_notebook(page, lab, "01_leaky_loot.ipynb")`: open, wait for the kernel, run all cells,
  wait until every code cell has run; `run_cells(page, lab, name, cells)` writes a notebook of
  its own first. `run_in_kernel(page, code)`: run code in the notebook's kernel, return its
  text output (`kernel_value(page, expression)`: the value of a JSON-able expression).
  `screenshot(page, name)`: save to test-artifacts/.
- `board_page` (fast, no Jupyter): board.js in a blank page with a stub model:
  `board_page.show(scene, error="", curtain="")`, then `board_page.sent()` lists the messages.

Chromium missing: the browser tests are skipped, except under CI (env CI set), where that is
a failure: CI must run them.

    from tests.browser.helpers import run_notebook, run_in_kernel, screenshot
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path
from typing import Any

import pytest

from .helpers import ROOT, STUB_ORIGIN, STUB_PAGE, BoardPage, Lab

CHROMIUM = Path(os.environ.get("PIRATES_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]
SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"autoStartDefaultKernel": True},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
        {"fetchNews": "false", "checkForUpdates": False},
}
SERVER_START_S = 60


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Everything under tests/browser is a browser test, marked or not."""
    for item in items:
        if item.path.is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)


def require_chromium() -> None:
    if CHROMIUM.exists():
        return
    if os.environ.get("CI"):
        pytest.fail(f"CI must run the browser tests, but there is no Chromium at {CHROMIUM}")
    pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Debian's Chromium (Playwright cannot download browsers here)."""
    require_chromium()
    return {**browser_type_launch_args, "executable_path": str(CHROMIUM), "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    """Tall viewport: the notebook scrolls inside its own panel, so full_page cannot help."""
    return {**browser_context_args, "viewport": {"width": 1400, "height": 2200}}


# --- the JupyterLab server ------------------------------------------------------------------

def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _write_settings(folder: Path) -> None:
    for name, value in SETTINGS.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value))


def _wait_ready(proc: subprocess.Popen, url: str, log: Path) -> None:
    deadline = time.monotonic() + SERVER_START_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"jupyter lab exited ({proc.returncode}):\n{log.read_text()}")
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.25)
    raise RuntimeError(f"jupyter lab did not answer within {SERVER_START_S} s:\n{log.read_text()}")


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory):
    """One JupyterLab server per test session, on a copy of notebooks/ (never the real ones)."""
    require_chromium()
    tmp = tmp_path_factory.mktemp("lab")
    root = tmp / "notebooks"
    shutil.copytree(ROOT / "notebooks", root,
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    _write_settings(tmp / "settings")
    port, token = _free_port(), uuid.uuid4().hex
    board_log = tmp / "board_messages.jsonl"
    # The kernels import what the tests import: this checkout first, then the test's own path.
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PIRATES_BOARD_LOG": str(board_log), "PYTHONPATH": path}
    jupyter = Path(sys.executable).with_name("jupyter")
    cmd = [str(jupyter), "lab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
           f"--IdentityProvider.token={token}", "--allow-root", f"--ServerApp.root_dir={root}",
           "--ServerApp.port_retries=0", "--LabApp.expose_app_in_browser=True",
           f"--LabApp.workspaces_dir={tmp / 'ws'}",
           f"--LabApp.user_settings_dir={tmp / 'settings'}"]
    log = tmp / "server.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=tmp,
                                start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(proc, f"{base}/api/status?token={token}", log)
        yield Lab(base, token, root, board_log)
    finally:
        stop(proc)


def stop(proc: subprocess.Popen) -> None:
    """Stop a server started in its own session: its process group only, killed if it has
    not gone within 15 s."""
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


@pytest.fixture(scope="module")
def lab_page(browser: Any, browser_context_args: dict):
    """A page kept for a whole test module, so a notebook is run once and then clicked by
    several tests in turn (running a notebook is the slow part of a browser test)."""
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def board_page(page: Any) -> BoardPage:
    """Serves widgets/board.js and board.css on a made-up origin (module scripts do not load
    from file://) and opens the stub page."""
    files = {"/board.js": ("text/javascript", ROOT / "widgets" / "board.js"),
             "/board.css": ("text/css", ROOT / "widgets" / "board.css")}

    def serve(route: Any) -> None:
        path = route.request.url[len(STUB_ORIGIN):]
        if path in files:
            kind, file = files[path]
            route.fulfill(status=200, content_type=kind, body=file.read_text())
        else:
            route.fulfill(status=200, content_type="text/html", body=STUB_PAGE)

    page.route(f"{STUB_ORIGIN}/**", serve)
    page.set_viewport_size({"width": 1100, "height": 900})
    page.goto(f"{STUB_ORIGIN}/")
    page.wait_for_function("() => window.ready === true")
    return BoardPage(page)
