"""`python -m benchmarks.against REV [ROUNDS] [--instructions]`: random playouts of every game,
this tree against git revision REV (exported to a temporary folder). Before/after figures for
docs/performance.md and the closing notes come from here.

By default it times games per second in alternating runs of separate processes (one per game
and side, after 20 games of warm-up), keeping the best of each side (other jobs only ever slow
a run down). On a shared two-core machine that
still spreads by a third from run to run, so `--instructions` counts instead the machine
instructions a game takes, under valgrind's callgrind: the same count on every run, whatever
else the machine does (games of N seeds less an import-only run, per game)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RATES = """
import sys, pirates_lib as pl
from benchmarks.timing import best_of
game = pl.load(sys.argv[1])
seeds = iter(range(10**9))
def games(n):
    for _ in range(n):
        pl.play(game, ["random"] * game.players, seed=next(seeds))
games(20)  # the caches of the commonest log sentences and hands fill first
print(1 / (best_of(lambda: games(60), 5) / 60))
"""
PLAYOUTS = """
import sys, pirates_lib as pl
name, games = sys.argv[1], int(sys.argv[2])
game = pl.load(name) if games else None
for seed in range(games):
    pl.play(game, ["random"] * game.players, seed=seed)
"""
#: Seeds a game's instructions are counted over (the slow games fewer: the count is steady).
SEEDS = {"davy_jones": 4, "key_largo": 12}
_COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")
#: Alternating runs of each side when ROUNDS is not given.
ROUNDS = 5


def _env(folder: Path) -> dict[str, str]:
    # OpenBLAS's idle threads spin a varying while: under callgrind they drifted the counts
    # by several percent from run to run; with one thread the count is the same every run.
    return {**os.environ, "PYTHONPATH": str(folder), "PYTHONHASHSEED": "0",
            "OPENBLAS_NUM_THREADS": "1"}


def rates(folder: Path) -> dict[str, float]:
    """Games per second of each game, each measured by a fresh process importing `folder`
    (one process for all games let the games timed first slow the later ones down: their
    caches stay alive, so the garbage collector's full passes have more to walk)."""
    out = {}
    for name in games_of(folder):
        run = subprocess.run([sys.executable, "-c", RATES, name], cwd=folder,
                             capture_output=True, text=True, check=True, env=_env(folder))
        out[name] = float(run.stdout)
    return out


def games_of(folder: Path) -> list[str]:
    out = subprocess.run([sys.executable, "-c", "import pirates_lib as pl; print(*pl.GAMES)"],
                         cwd=folder, capture_output=True, text=True, check=True, env=_env(folder))
    return out.stdout.split()


def instructions(folder: Path, name: str) -> float:
    """Machine instructions of one random game of `name` with `folder`'s code."""
    games = SEEDS.get(name, 60)
    counts = []
    for n in (games, 0):
        run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                              sys.executable, "-c", PLAYOUTS, name, str(n)],
                             cwd=folder, capture_output=True, text=True, env=_env(folder))
        found = _COLLECTED.search(run.stderr)
        if run.returncode or not found:
            raise RuntimeError(f"callgrind failed on {name} in {folder}: {run.stderr[-400:]}")
        counts.append(int(found.group(1)))
    return (counts[0] - counts[1]) / games


def _timed(old: Path, rounds: int) -> dict[str, dict[str, float]]:
    best: dict[str, dict[str, float]] = {"before": {}, "after": {}}
    for _ in range(rounds):
        for side, folder in (("before", old), ("after", ROOT)):
            for name, rate in rates(folder).items():
                best[side][name] = max(best[side].get(name, 0.0), rate)
    return best


def _counted(old: Path) -> dict[str, dict[str, float]]:
    """Games per giga-instruction, so that higher is faster on both kinds of figure."""
    shared = [name for name in games_of(ROOT) if name in games_of(old)]
    return {side: {name: 1e9 / instructions(folder, name) for name in shared}
            for side, folder in (("before", old), ("after", ROOT))}


def main(rev: str, rounds: int = ROUNDS, counted: bool = False) -> None:
    if counted and shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True,
                             check=True).stdout
    with tempfile.TemporaryDirectory() as old:
        tarfile.open(fileobj=BytesIO(archive)).extractall(old, filter="data")
        best = _counted(Path(old)) if counted else _timed(Path(old), rounds)
    unit = ("random games per 10^9 instructions (callgrind)" if counted else
            f"random games per second, best of {rounds} alternating runs")
    print(f"{unit}: {rev} -> this tree")
    for name, before in best["before"].items():
        after = best["after"].get(name, float("nan"))
        print(f"  {name:14} {before:7,.0f} -> {after:7,.0f}  ({after / before:.2f}x)")


if __name__ == "__main__":
    flags = [a for a in sys.argv[1:] if a.startswith("--")]
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if set(flags) - {"--instructions"}:
        raise SystemExit(f"unknown flags {flags}; usage: python -m benchmarks.against REV "
                         "[ROUNDS] [--instructions]")
    main(args[0] if args else "HEAD", int(args[1]) if args[1:] else ROUNDS,
         counted="--instructions" in flags)
