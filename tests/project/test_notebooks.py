"""The notebooks as files: what nbval cannot see."""
from __future__ import annotations

import os
import queue
import time
from pathlib import Path

import nbformat
import pytest

import pirates_lib as pl

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_stores_no_widget_state(path):
    """Saved widget state carries a copy of board.css that would override the package's own
    stylesheet in JupyterLab; `make notebooks` re-runs them without it."""
    assert "widgets" not in nbformat.read(path, as_version=4).metadata


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_was_run_top_to_bottom(path):
    """Stored outputs are what nbval compares: every code cell ran, in order."""
    cells = [c for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]
    assert [c.execution_count for c in cells] == list(range(1, len(cells) + 1))


@pytest.mark.parametrize("name", pl.GAMES)
def test_every_game_package_has_its_notebook(name):
    assert any(name in p.name for p in NOTEBOOKS), name


def test_an_interrupt_stops_the_ladder_and_its_worker_processes():
    """90_scale under Run All must stop when its reader interrupts it (issue 23): a first
    interrupt used to wait for every queued chunk and a second left two workers burning the
    cores. Here the ladder runs long (60,000 games) in a real kernel, is interrupted once
    its workers are busy, and must answer with KeyboardInterrupt, its workers gone, the kernel
    still alive. The waits are bounds against a hang, far above the second or so it takes."""
    psutil = pytest.importorskip("psutil")
    from jupyter_client import KernelManager
    path = next(p for p in NOTEBOOKS if p.name == "90_scale.ipynb")
    code = [c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]
    ladder = next(c for c in code if "matches = [" in c)
    setup = [code[0]] + [c for c in code if "def worker_pool" in c]
    env = {**os.environ, "PIRATES_LADDER_GAMES": "60000"}
    kernel = KernelManager(kernel_name="python3")
    kernel.start_kernel(env=env, cwd=str(path.parent))
    client = kernel.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=60)
        for source in setup:
            assert client.execute_interactive(source, timeout=60)["content"]["status"] == "ok"
        running = client.execute(ladder)
        me = psutil.Process(kernel.provisioner.process.pid)
        workers = _wait_for(lambda: [p for p in me.children() if p.cpu_percent(0.2) > 20], 60)
        assert len(workers) >= 1, "the ladder's workers never got busy"
        kernel.interrupt_kernel()
        reply = _reply_to(client, running, 30)
        assert reply["content"]["status"] == "error"
        assert reply["content"]["ename"] == "KeyboardInterrupt"
        gone, alive = psutil.wait_procs(me.children(), timeout=10)
        assert not alive, f"worker processes still running after the interrupt: {alive}"
        assert client.execute_interactive("1 + 1", timeout=30)["content"]["status"] == "ok"
    finally:
        client.stop_channels()
        kernel.shutdown_kernel(now=True)


def _wait_for(find, timeout_s: float):
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        found = find()
        if found:
            return found
        time.sleep(0.2)
    return []


def _reply_to(client, msg_id: str, timeout_s: float) -> dict:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            msg = client.get_shell_msg(timeout=1)
        except queue.Empty:
            continue
        if msg["parent_header"].get("msg_id") == msg_id:
            return msg
    raise AssertionError(f"no answer {timeout_s:.0f} s after the interrupt: the ladder went on")
