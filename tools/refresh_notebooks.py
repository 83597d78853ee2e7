"""Re-run notebooks in place so their stored outputs match the code (nbval compares them),
and drop the widget state the run saves: a copy of board.css in a notebook's metadata would
override the package's current stylesheet in JupyterLab. `make notebooks` runs this.

    python tools/refresh_notebooks.py                       the lesson notebooks (00 to 05...)
    python tools/refresh_notebooks.py 03_libertalia.ipynb   one notebook (or several)
    python tools/refresh_notebooks.py --all                 every notebook, 90_scale too

Without a name it refreshes every notebook but those in `ON_REQUEST`: 90_scale plays a bot
ladder on local processes and a Dask cluster, and its stored outputs are only right where the
`cluster` extra is installed, so it is refreshed only when named (or with --all), and then
only if Dask is there. Any Python with the package installed will do: no extra but that one
is needed (the kernel is this same Python)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
CELL_S = 3600  # a cell's limit: generous, for 90_scale's opt-in long ladder
#: Notebooks refreshed only when named, and the module each needs for its stored outputs.
ON_REQUEST = {"90_scale.ipynb": "distributed"}


def refresh(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, timeout=CELL_S, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    notebook.metadata.pop("widgets", None)
    nbformat.write(notebook, path)
    print(f"refreshed {path.name}")


def chosen(args: list[str]) -> list[str]:
    """The notebooks the command line names: none named, the lessons; `--all`, every one."""
    every = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    if args == ["--all"]:
        return every
    if not args:
        return [name for name in every if name not in ON_REQUEST]
    unknown = [name for name in args if name not in every]
    if unknown:
        raise SystemExit(f"no such notebook in notebooks/: {', '.join(unknown)} "
                         f"(there are {', '.join(every)})")
    return args


def missing_module(name: str) -> str | None:
    """The module a notebook's stored outputs need that this Python lacks, if any."""
    module = ON_REQUEST.get(name)
    return module if module and importlib.util.find_spec(module) is None else None


if __name__ == "__main__":
    names = chosen(sys.argv[1:])
    lacking = {name: missing_module(name) for name in names if missing_module(name)}
    if lacking:
        raise SystemExit("; ".join(f"{name} needs {module} (pip install -e '.[cluster]'): "
                                   "its stored outputs would be wrong without it"
                                   for name, module in lacking.items()))
    for name in names:
        refresh(NOTEBOOKS / name)
