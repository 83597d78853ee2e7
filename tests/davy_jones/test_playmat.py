"""The rules page and its drawing stay true to the code: docs/rules/davy_jones.md embeds a
playmat drawing rendered from components.py, names only tests that exist, and, like all of
the game's files, refers to nothing outside this repository."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones.playmat import SVG_PATH, playmat_shapes, playmat_svg

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rules" / "davy_jones.md"
TESTS = Path(__file__).resolve().parent


def test_the_committed_playmat_drawing_is_a_fresh_rendering_of_the_components():
    assert SVG_PATH.read_text() == playmat_svg(), \
        "run: python -m pirates_lib.davy_jones.playmat"
    assert "![" in DOC.read_text() and "](davy_jones_playmat.svg)" in DOC.read_text()


def test_the_drawing_shows_every_island_zone_and_monster_point():
    labels = {s.get("label") for s in playmat_shapes()}
    assert {i.title for i in c.ISLANDS} <= labels
    assert {z.title for z in c.CURSED_ZONES} <= labels
    assert {f"Sea monster point {n}" for n in c.MONSTER_POINTS} <= labels
    svg = playmat_svg()
    assert svg.count("<polygon") == len(c.CURSED_ZONES) + 8  # zones and the eight ships
    assert 'viewBox="0 0 914 914"' in svg


def _test_names() -> set[str]:
    names = set()
    for path in TESTS.glob("test_*.py"):
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
    files = [DOC, ROOT / "benchmarks" / "bench_davy_jones.py", SVG_PATH]
    files += sorted((ROOT / "pirates_lib" / "davy_jones").glob("*.py")) + sorted(TESTS.glob("*.py"))
    for path in files:
        text = path.read_text()
        for word in forbidden:
            assert word not in text, f"{path.relative_to(ROOT)} mentions {word}"
