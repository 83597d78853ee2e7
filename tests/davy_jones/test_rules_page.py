"""The rules page stays true to the code: docs/rules/davy_jones.md names only tests that exist
(here and the drawing's, tests/widgets/test_davy_jones_playmat.py), and, like all of the
game's files, refers to nothing outside this repository."""
from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rules" / "davy_jones.md"
TESTS = Path(__file__).resolve().parent
DRAWING = ROOT / "tests" / "widgets" / "test_davy_jones_playmat.py"
SCENES = ROOT / "widgets" / "scenes"


def _test_names() -> set[str]:
    names = set()
    for path in [*TESTS.glob("test_*.py"), DRAWING]:
        tree = ast.parse(path.read_text())
        names |= {f"{path.stem[5:]}::{n.name}" for n in tree.body
                  if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")}
    return names


def test_every_test_this_page_names_exists():
    named = set(re.findall(r"`(\w+::test_\w+)`", DOC.read_text()))
    assert len(named) > 50
    assert named <= _test_names(), sorted(named - _test_names())


def test_the_game_stands_alone_without_outside_references():
    forbidden = ["shared" + "/", "RULINGS" + ".md", "DESIGN" + ".md"]
    files = [DOC, ROOT / "docs" / "rules" / "davy_jones_playmat.svg", DRAWING,
             ROOT / "benchmarks" / "bench_davy_jones.py", *SCENES.glob("davy_jones*.py")]
    files += sorted((ROOT / "pirates_lib" / "davy_jones").glob("*.py")) + sorted(TESTS.glob("*.py"))
    for path in files:
        text = path.read_text()
        for word in forbidden:
            assert word not in text, f"{path.relative_to(ROOT)} mentions {word}"
