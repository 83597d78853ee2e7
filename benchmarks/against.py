"""`python -m benchmarks.against REV`: random playouts per second of every game, this tree
against git revision REV (exported to a temporary folder), in alternating runs of separate
processes on this machine; the best of each side is kept, since other jobs only ever slow a
run down. Before/after figures for docs/performance.md come from here."""
from __future__ import annotations

import json
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RATES = """
import json, pirates_lib as pl
from benchmarks.timing import best_of
rates = {}
for name in pl.GAMES:
    game = pl.load(name)
    seeds = iter(range(10**9))
    t = best_of(lambda: [pl.play(game, ["random"] * game.players, seed=next(seeds))
                         for _ in range(40)], 3) / 40
    rates[name] = 1 / t
print(json.dumps(rates))
"""


def rates(folder: Path) -> dict[str, float]:
    """Games per second of each game, measured by a fresh process importing `folder`."""
    out = subprocess.run([sys.executable, "-c", RATES], cwd=folder, capture_output=True,
                         text=True, check=True, env={"PYTHONPATH": str(folder)})
    return json.loads(out.stdout)


def main(rev: str, rounds: int = 5) -> None:
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True,
                             check=True).stdout
    with tempfile.TemporaryDirectory() as old:
        tarfile.open(fileobj=BytesIO(archive)).extractall(old, filter="data")
        best: dict[str, dict[str, float]] = {"before": {}, "after": {}}
        for _ in range(rounds):
            for side, folder in (("before", Path(old)), ("after", ROOT)):
                for name, rate in rates(folder).items():
                    best[side][name] = max(best[side].get(name, 0.0), rate)
    print(f"random games per second, best of {rounds} alternating runs: {rev} -> this tree")
    for name, before in best["before"].items():
        after = best["after"].get(name, float("nan"))
        print(f"  {name:14} {before:7,.0f} -> {after:7,.0f}  ({after / before:.2f}x)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "HEAD", *map(int, sys.argv[2:3]))
