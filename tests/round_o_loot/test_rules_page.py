"""docs/rules/round_o_loot.md, section 4 ("Rules to code to tests"), names only code and tests
that exist: a rename that forgets the page fails here."""
from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pirates_lib as pl
from pirates_lib.round_o_loot.state import RoundOLootState
from pirates_widgets.scenes import round_o_loot as scene

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "rules" / "round_o_loot.md"
TESTS = Path(__file__).resolve().parent
PACKAGE = "pirates_lib.round_o_loot"


def section_four() -> str:
    text = PAGE.read_text(encoding="utf-8")
    return text[text.index("## 4. Rules to code to tests"):]


def table_cells(column: int) -> list[str]:
    """The cells of one column (0: rule, 1: code, 2: test) of every table in section 4."""
    cells = []
    for line in section_four().splitlines():
        parts = [p.strip() for p in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(parts) == 3 and not set(parts[0]) <= set("-"):
            if parts[column] not in ("Code", "") and not parts[column].startswith("Test"):
                cells.append(parts[column])
    return cells


def names_in(cell: str) -> list[str]:
    return re.findall(r"`([^`]+)`", cell)


def _tests_defined() -> dict[str, set[str]]:
    """Test file name -> the test functions it defines."""
    found = {}
    for path in TESTS.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found[path.name] = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    return found


def code_exists(name: str) -> bool:
    """`module.function`, `RoundOLootState.field_or_method`, a path, or a bare name of the
    game, the state, a view or the board scene."""
    state = pl.load("round_o_loot").new_game(seed=1)
    game = type(pl.load("round_o_loot"))
    if "/" in name:
        return (ROOT / name).exists()
    if "." not in name:
        places = (importlib.import_module(PACKAGE), game, state, scene)
        return any(hasattr(obj, name) for obj in places) or name in state.view(0)
    head, attr = name.split(".", 1)
    if head == "RoundOLootState":
        return hasattr(RoundOLootState, attr) or attr in vars(state)
    if head in ("RoundOLootOptions", "RoundOLootGame"):
        return hasattr(getattr(importlib.import_module(PACKAGE), head), attr)
    return hasattr(importlib.import_module(f"{PACKAGE}.{head}"), attr)


def test_every_code_name_in_the_table_exists():
    names = [n for cell in table_cells(1) for n in names_in(cell)]
    assert len(names) > 60
    missing = [n for n in names if not code_exists(n)]
    assert not missing, f"the rules page names code that does not exist: {missing}"


def test_every_test_name_in_the_table_exists():
    defined = _tests_defined()
    everywhere = set().union(*defined.values())
    names = [n for cell in table_cells(2) for n in names_in(cell)]
    assert len(names) > 40
    missing = []
    for name in names:
        file, _, test = name.rpartition("::")
        if name.endswith(".py"):
            ok = name in defined
        elif file:
            ok = test in defined.get(file, set())
        else:
            ok = name in everywhere
        if not ok:
            missing.append(name)
    assert not missing, f"the rules page names tests that do not exist: {missing}"


def test_the_odds_and_tests_named_in_the_prose_exist():
    prose = section_four().split("### Odds")[1]
    odds = importlib.import_module(f"{PACKAGE}.odds")
    everywhere = set().union(*_tests_defined().values())
    for name in names_in(prose):
        if name.endswith(".py"):
            assert (TESTS / name).exists() or (ROOT / PACKAGE.replace(".", "/") / name).exists()
        elif name.startswith("odds."):
            assert hasattr(odds, name[5:]), name
        elif name.startswith("test_"):
            assert name in everywhere, name
