"""`python -m benchmarks`: run every bench_*.py module, print one table, and write
docs/performance.md (the comparison with other dice libraries, then every row)."""
from __future__ import annotations

import importlib
import pkgutil
import platform
import subprocess
import sys
from pathlib import Path
from typing import Any

import benchmarks

from .timing import machine_baseline

REPORT = Path(__file__).resolve().parents[1] / "docs" / "performance.md"
PEERS = ("icepool", "dyce", "sympy.stats")


def main() -> int:
    rows = []
    for mod in pkgutil.iter_modules(benchmarks.__path__):
        if mod.name.startswith("bench_"):
            rows += importlib.import_module(f"benchmarks.{mod.name}").run()
    print(f"{'measurement':52} {'time':>11} {'baseline':34} {'base time':>11} {'ratio':>9}  target")
    for r in rows:
        base = r.get("baseline_seconds")
        print(f"{r['name']:52} {_fmt(r['seconds'])} {str(r['baseline']):34} "
              f"{_fmt(base) if base is not None else '':>11} {r['ratio']:9.3g}  "
              f"{r.get('target', '')}")
    REPORT.write_text(report(rows) + kept_notes(), encoding="utf-8")
    print(f"wrote {REPORT.relative_to(REPORT.parents[1])}")
    return 0


NOTES = "## Notes on the fast paths"


def kept_notes() -> str:
    """The hand-written section at the end of docs/performance.md (why each fast path is
    there: the speed notes that do not belong in API docstrings), kept across runs."""
    text = REPORT.read_text(encoding="utf-8") if REPORT.exists() else ""
    return "\n" + text[text.index(NOTES):] if NOTES in text else ""


def report(rows: list[dict[str, Any]]) -> str:
    """docs/performance.md: how it was measured, the peers table, every row."""
    name, base = machine_baseline()
    rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                         text=True, cwd=REPORT.parents[1]).stdout.strip() or "unknown"
    lines = [
        "# Performance", "",
        "Written by `make bench` (`python -m benchmarks`), but for its last section (\"Notes on",
        "the fast paths\", written by hand and kept across runs). Every time is",
        "the best CPU time of several rounds (wall time for the process pool) measured in one",
        "run, and every ratio is against a baseline timed in that same run, so ratios compare",
        f"across machines where times do not. This run: revision {rev}, Python",
        f"{platform.python_version()}, machine baseline {name} = {_fmt(base).strip()}.", "",
        "## Exact odds against other dice libraries", "",
        "Each peer's answer was checked equal to ours before it was timed; ratio = ours / "
        "icepool; a dash: that library cannot answer in seconds.", "",
        "| question | ours | icepool | dyce | sympy.stats | ratio | target |",
        "| --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    for r in rows:
        if "peers" in r:
            peers = " | ".join(_fmt(r["peers"][p]).strip() if r["peers"][p] is not None
                               else "-" for p in PEERS)
            lines.append(f"| {r['name']} | {_fmt(r['seconds']).strip()} | {peers} | "
                         f"{r['ratio']:.3g} | {r.get('target', '')} |")
    lines += ["", "## Every measurement", "",
              "| measurement | time | baseline | baseline time | ratio | target |",
              "| --- | ---: | --- | ---: | ---: | --- |"]
    for r in rows:
        base_time = r.get("baseline_seconds")
        lines.append(f"| {r['name']} | {_fmt(r['seconds']).strip()} | {r['baseline']} | "
                     f"{_fmt(base_time).strip() if base_time is not None else ''} | "
                     f"{r['ratio']:.3g} | "
                     f"{r.get('target', '')} |")
    lines += ["", "Random playouts before and after a change: `python -m benchmarks.against "
              "REV` (alternating runs of both trees, best of each), or, steady on a busy "
              "machine, `python -m benchmarks.against REV --instructions` (instructions a "
              "game, counted by valgrind's callgrind).", ""]
    return "\n".join(lines)


def _fmt(seconds: float) -> str:
    return f"{seconds * 1e3:9.3f}ms" if seconds < 1 else f"{seconds:10.3f}s"


if __name__ == "__main__":
    sys.exit(main())
