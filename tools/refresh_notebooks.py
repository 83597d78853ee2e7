"""Re-run every notebook in place so its stored outputs match the code (nbval compares them),
and drop the widget state the run saves: a copy of board.css in a notebook's metadata would
override the package's current stylesheet in JupyterLab. `make notebooks` runs this."""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
CELL_S = 3600  # a cell's limit: 90_scale's 100,000-game ladder takes a quarter of an hour


def refresh(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, timeout=CELL_S, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    notebook.metadata.pop("widgets", None)
    nbformat.write(notebook, path)
    print(f"refreshed {path.name}")


if __name__ == "__main__":
    for name in sys.argv[1:] or sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")):
        refresh(NOTEBOOKS / name)
