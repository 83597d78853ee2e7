"""Helpers for the browser tests (the fixtures are in conftest.py, which documents both)."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
RUN_ALL_MS = 120_000


@dataclass
class Lab:
    base: str
    token: str
    root: Path
    board_log: Path

    def url(self, notebook: str) -> str:
        return f"{self.base}/lab/tree/{notebook}?reset&token={self.token}"

    def messages(self) -> list[dict[str, Any]]:
        """What the kernels' Boards received, oldest first (see widgets.comm.record)."""
        if not self.board_log.exists():
            return []
        return [json.loads(line) for line in self.board_log.read_text().splitlines() if line]

    def wait_for_messages(self, count: int, timeout_s: float = 20) -> list[dict[str, Any]]:
        """Wait until the kernels' Boards have recorded `count` messages; return them all."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            messages = self.messages()
            if len(messages) >= count:
                return messages
            time.sleep(0.1)
        raise AssertionError(f"the board recorded {len(self.messages())} messages, not {count}")


# --- helpers the game tests call ---------------------------------------------------------------

def plain(message: dict[str, Any]) -> dict[str, Any]:
    """A recorded browser message without its serial (which every message carries)."""
    return {k: v for k, v in message.items() if k != "serial"}


KERNEL = "window.jupyterapp.shell.currentWidget.sessionContext.session?.kernel"


def run_notebook(page: Any, lab: Lab, notebook: str) -> None:
    """Open `notebook` in JupyterLab, wait until its kernel is really connected, run all
    cells, and wait until every code cell shows an execution count."""
    page.goto(lab.url(notebook))
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.wait_for_selector('.jp-Notebook-ExecutionIndicator[data-status="idle"] >> visible=true',
                           timeout=60_000)
    # The toolbar says idle before the kernel's websocket connects; a run-all sent then is lost.
    page.wait_for_function(f"() => {{ const k = {KERNEL}; return k && "
                           "k.connectionStatus === 'connected' && k.status === 'idle'; }",
                           timeout=60_000)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    # Wait on the cells' models, not their prompts: a collapsed cell (an exercise's worked
    # answer) shows no execution count on screen.
    page.wait_for_function(
        """() => {
          const model = window.jupyterapp.shell.currentWidget.content.model;
          const code = [...model.cells].filter(c => c.type === 'code');
          return code.length > 0 && code.every(c => c.executionCount !== null);
        }""", timeout=RUN_ALL_MS)


def run_in_kernel(page: Any, code: str, timeout_ms: int = 30_000) -> str:
    """Run `code` in the open notebook's kernel (not in a cell); return its text output."""
    return page.evaluate(
        f"""async (code) => {{
          const kernel = {KERNEL};
          const future = kernel.requestExecute({{code, store_history: false}});
          let text = '';
          future.onIOPub = (msg) => {{
            const c = msg.content;
            if (c.text) text += c.text;
            if (c.data && c.data['text/plain']) text += c.data['text/plain'];
            if (c.ename) text += c.ename + ': ' + c.evalue;
          }};
          await future.done;
          return text;
        }}""", code)


def run_cells(page: Any, lab: Lab, notebook: str, cells: list[str]) -> Any:
    """Write a notebook of these code cells into the server's copy of notebooks/ (never the
    real ones), run it (`run_notebook`) and return the page."""
    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    nbformat.write(book, lab.root / notebook)
    run_notebook(page, lab, notebook)
    return page


def kernel_value(page: Any, expression: str) -> Any:
    """The value of a JSON-able Python expression in the open notebook's kernel."""
    return json.loads(run_in_kernel(page, f"import json; print(json.dumps({expression}))"))


def board_on_screen(page: Any, index: int = 0) -> Any:
    """The notebook's `index`-th board, visible and scrolled into view."""
    board = page.locator(".pl-board").nth(index)
    board.wait_for(state="visible", timeout=30_000)
    board.scroll_into_view_if_needed()
    return board


def forge_click(page: Any, button: str, forged: str, index: int = 0) -> None:
    """Tamper with a button of the `index`-th board (as anyone can in the developer tools)
    and click it, in one synchronous step in the page: the board redraws at each scene (the
    bots' moves arrive while the test runs), so a button found in one Playwright call may be
    detached by the next, and a click on a detached button reaches no listener."""
    found = page.evaluate(
        """([index, button, forged]) => {
          const b = document.querySelectorAll('.pl-board')[index]?.querySelector(button);
          if (!b) return false;
          b.dataset.action = forged;
          b.click();
          return true;
        }""", [index, button, forged])
    assert found, f"no {button} on board {index}"


def screenshot(page: Any, name: str, locator: Any = None) -> Path:
    """Save a screenshot in test-artifacts/ (look at it!) and return its path."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    (locator or page).screenshot(path=str(path))
    return path


# --- the fast route: board.js alone, with a stub model ----------------------------------------

STUB_ORIGIN = "http://board.test"
STUB_PAGE = """<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/board.css"></head>
<body style="margin:0;padding:12px;background:#fff"><div id="el"></div>
<script type="module">
import board from "/board.js";
const data = {scene: {}, error: "", curtain: ""};
const handlers = {};
window.sent = [];
const model = {
  get: (k) => data[k],
  set: (k, v) => { data[k] = v; },
  save_changes: () => {},
  send: (m) => window.sent.push(m),
  on: (ev, f) => { (handlers[ev] ||= []).push(f); },
  off: (ev, f) => { handlers[ev] = (handlers[ev] || []).filter((g) => g !== f); },
};
window.ack = () => (handlers["msg:custom"] || []).forEach((f) => f({type: "ack"}));
window.update = (changes) => {
  for (const [k, v] of Object.entries(changes)) {
    data[k] = v;
    (handlers["change:" + k] || []).forEach((f) => f());
  }
};
board.render({model, el: document.getElementById("el")});
window.ready = true;
</script></body></html>"""


class BoardPage:
    """board.js in a blank page: `show` a scene, click in it, read what it `sent`."""

    def __init__(self, page: Any) -> None:
        self.page = page

    def show(self, scene: dict[str, Any], error: str = "", curtain: str = "") -> None:
        self.page.evaluate("(c) => window.update(c)",
                           {"scene": scene, "error": error, "curtain": curtain})

    def sent(self) -> list[dict[str, Any]]:
        return self.page.evaluate("() => window.sent")

    def sent_plain(self) -> list[dict[str, Any]]:
        """What was sent, without the serials (checked by tests of their own)."""
        return [{k: v for k, v in m.items() if k != "serial"} for m in self.sent()]

    def ack(self) -> None:
        """Python's answer to a message, as the kernel sends it."""
        self.page.evaluate("() => window.ack()")


def redrawn(page: Any, lab: Lab, locator: Any, *, kernel: str | None = None,
            timeout_ms: int = 20_000) -> dict[str, Any] | None:
    """Click `locator` once (or run `kernel` code instead), wait until the kernel's board has
    recorded the click, then until the board has drawn what came back: the element clicked is
    gone from the page (each scene or refusal redraws the board). Returns the recorded click."""
    handle = locator.element_handle(timeout=timeout_ms)
    message = None
    if kernel is not None:
        run_in_kernel(page, kernel)
    else:
        seen = len(lab.messages())
        locator.click(timeout=timeout_ms)
        message = lab.wait_for_messages(seen + 1)[seen]
    page.wait_for_function("(node) => !node.isConnected", arg=handle, timeout=timeout_ms)
    return message
