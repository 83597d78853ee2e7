"""`python -m benchmarks`: run every bench_*.py module and print one table."""
from __future__ import annotations

import importlib
import pkgutil
import sys

import benchmarks


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
    return 0


def _fmt(seconds: float) -> str:
    return f"{seconds * 1e3:9.3f}ms" if seconds < 1 else f"{seconds:10.3f}s"


if __name__ == "__main__":
    sys.exit(main())
