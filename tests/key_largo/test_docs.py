"""The rules page `docs/rules/key_largo.md`: its sections, every encounter card, a rules table
whose every code name and test exists, and Key Largo's files citing only the rulebook and our
own pages."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from pirates_lib.key_largo import (actions, bots, components, dive, encounters, explain, mechanics,
                                   places, state, trade, views)

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "rules" / "key_largo.md"
MODULES = {"components": components, "mechanics": mechanics, "trade": trade, "state": state,
           "actions": actions, "views": views, "dive": dive, "places": places,
           "encounters": encounters, "explain": explain, "bots": bots}


def _section(title: str) -> str:
    text = PAGE.read_text()
    start = text.index(f"\n## {title}")
    end = text.find("\n## ", start + 1)
    return text[start:] if end < 0 else text[start:end]


def _tests_in(name: str) -> set[str]:
    path = ROOT / "tests" / "key_largo" / f"test_{name}.py"
    tree = ast.parse(path.read_text())
    return {node.name for node in tree.body
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")}


def test_the_rules_page_names_every_encounter_card_and_has_its_sections():
    text = PAGE.read_text()
    for title in ("1. The rules", "2. Rulings and assumed numbers", "3. The rulebook's example "
                  "turn", "4. Rules to code to tests"):
        assert f"\n## {title}\n" in text, title
    rows = {line.split("`")[1]: line for line in text.splitlines()
            if line.startswith("| `") and line.split("`")[1] in components.ENCOUNTERS}
    assert list(rows) == list(components.ENCOUNTERS)
    for card in components.ENCOUNTERS.values():  # the title and the rulebook's exact words
        assert rows[card.id].startswith(f"| `{card.id}` | {card.title} |"), card.id
        assert f"| {card.effect} |" in rows[card.id], card.id
    example = _section("3. The rulebook's example turn")
    for amount in ("**$100**", "**$40**", "**$50**", "**$120**"):
        assert amount in example
    assert "Red $0" in example and "Green $20" in example and "Yellow $40" in example
    assert "Purple $50" in example


def test_every_function_and_test_named_in_the_rules_table_exists():
    table = _section("4. Rules to code to tests")
    tests = re.findall(r"`(\w+)::(test_\w+)`", table)
    names = re.findall(rf"`({'|'.join(MODULES)})\.(\w+)`", table)
    assert len(tests) > 40 and len(names) > 30
    for file, test in tests:
        assert test in _tests_in(file), f"{file}::{test}"
    for module, name in names:
        assert name == "py" or hasattr(MODULES[module], name), f"{module}.{name}"


def test_every_test_of_key_largo_is_in_the_rules_table():
    table = _section("4. Rules to code to tests") + _section("3. The rulebook's example turn")
    for path in (ROOT / "tests" / "key_largo").glob("test_*.py"):
        file = path.stem.removeprefix("test_")
        for test in _tests_in(file):
            assert f"`{file}::{test}`" in table, f"{file}::{test} is not in the rules table"


def test_key_largo_files_cite_only_the_rulebook_and_our_own_pages():
    forbidden = ("shared" + "/", "RUL" + "INGS", "DES" + "IGN.md")
    files = [PAGE, *(ROOT / "pirates_lib" / "key_largo").glob("*.py"),
             *(ROOT / "tests" / "key_largo").glob("*.py")]
    for path in files:
        text = path.read_text()
        for word in forbidden:
            assert word not in text, f"{path.relative_to(ROOT)} mentions {word!r}"
