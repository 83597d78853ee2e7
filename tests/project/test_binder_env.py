"""Binder's environment, built the way repo2docker builds it: a fresh virtual environment from
binder/requirements.txt alone (the pinned lock of `make lock`), in a copy of the repository,
with nothing of this checkout's environment on its path; then every notebook runs top to
bottom in it and Voilà renders the app. Slow (a few minutes: it installs ~100 packages), so
it runs under `make stress` only (PIRATES_BINDER_ENV=1); it needs the package index."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.stress

ROOT = Path(__file__).resolve().parents[2]
CELL_S = 600
SERVE_S = 120

RUN = """
import sys
from pathlib import Path
import nbformat
from nbclient import NotebookClient
for name in sys.argv[1:]:
    path = Path(name)
    book = nbformat.read(path, as_version=4)
    NotebookClient(book, timeout={cell_s}, kernel_name="python3",
                   resources={{"metadata": {{"path": str(path.parent)}}}}).execute()
    print("ran", path.name, flush=True)
""".format(cell_s=CELL_S)


@pytest.fixture(scope="module")
def binder(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(the copy of the repository, the venv's bin/) after `pip install -r requirements.txt`."""
    if not os.environ.get("PIRATES_BINDER_ENV"):
        pytest.skip("builds a whole environment: make stress runs it (PIRATES_BINDER_ENV=1)")
    tmp = tmp_path_factory.mktemp("binder")
    repo = tmp / "repo"
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT,
                           check=True, capture_output=True, text=True).stdout.split()
    for name in files:
        if (ROOT / name).is_file() and not name.startswith(".shim"):
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, repo / name)
    subprocess.run([sys.executable, "-m", "venv", str(tmp / "venv")], check=True)
    bin_ = tmp / "venv" / "bin"
    subprocess.run([str(bin_ / "python"), "-m", "pip", "install", "-q",
                    "--disable-pip-version-check", "-r", "binder/requirements.txt"],
                   cwd=repo, check=True, env=clean_env())
    return repo, bin_


def clean_env() -> dict[str, str]:
    """This process's environment without anything that would import this checkout (run
    the venv's Python outside any checkout too: `python -c` puts its folder on the path)."""
    return {k: v for k, v in os.environ.items()
            if k not in {"PYTHONPATH", "VIRTUAL_ENV", "PIRATES_BOARD_LOG"}}


def test_the_locked_environment_is_consistent_and_pins_voila(binder):
    repo, bin_ = binder
    subprocess.run([str(bin_ / "python"), "-m", "pip", "check"], check=True, env=clean_env())
    found = subprocess.run([str(bin_ / "python"), "-c", "import pirates_lib, voila; "
                            "print(pirates_lib.__file__, voila.__version__)"], cwd=bin_,
                           check=True, capture_output=True, text=True, env=clean_env()).stdout
    assert str(bin_.parent) in found and "0.5." in found  # the venv's own copy, not ours


def test_every_notebook_runs_top_to_bottom_in_the_locked_environment(binder):
    repo, bin_ = binder
    books = sorted(str(p) for p in (repo / "notebooks").glob("*.ipynb")) + [
        str(repo / "app" / "play.ipynb")]
    out = subprocess.run([str(bin_ / "python"), "-c", RUN, *books], capture_output=True,
                         text=True, env=clean_env(), cwd=bin_)  # no checkout on its path
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.count("ran ") == len(books)


def test_voila_renders_the_app_in_the_locked_environment(binder):
    repo, bin_ = binder
    port = 18000 + os.getpid() % 1000
    cmd = [str(bin_ / "voila"), "app/play.ipynb", "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--VoilaConfiguration.show_tracebacks=True"]
    proc = subprocess.Popen(cmd, cwd=repo, env=clean_env(), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        page = fetch(f"http://127.0.0.1:{port}/")
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
    assert "application/vnd.jupyter.widget-view+json" in page  # the app's widget
    assert "Traceback" not in page and "import PlayApp" not in page


def fetch(url: str) -> str:
    """The page, once the server answers (Voilà runs the notebook while it sends it)."""
    deadline = time.monotonic() + SERVE_S
    while True:
        try:
            with urllib.request.urlopen(url, timeout=SERVE_S) as answer:
                return answer.read().decode()
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)
