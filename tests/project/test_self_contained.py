"""The repository explains itself: nothing in it points to files a person who clones it does
not have (the steering folder outside the repository, its rulings and design pages)."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Spelt in pieces so that this file does not match itself.
OUTSIDE = re.compile("|".join([r"shared" + "/", r"RULINGS" + r"\.md", r"DESIGN" + r"\.md"]))


def tracked_files() -> list[Path]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.split()
    return [ROOT / name for name in out if not name.startswith(".ci/")]


def test_no_file_points_outside_the_repository():
    offenders = []
    for path in tracked_files():
        if not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for n, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:100]}")
    assert not offenders, "\n".join(offenders[:40])


def test_the_pattern_catches_each_outside_reference():
    for text in ["see ../shared" + "/rules/x.txt", "RULINGS" + ".md says", "DESIGN" + ".md"]:
        assert OUTSIDE.search(text)
    assert not OUTSIDE.search("docs/architecture.md and docs/rules/leaky_loot.md")
