"""`ChanceLike` (engine/chance.py): the calls rules code makes of a chance, met by every chance
it can be handed: sampling in play, enumerating under `exact`, scripted in tests."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pirates_lib.engine import Chance, ChanceLike
from pirates_lib.engine.staging import ScriptedChance
from pirates_lib.odds import EnumeratingChance

ROOT = Path(__file__).resolve().parents[2]
RULES = [path for path in [*ROOT.glob("pirates_lib/*/*.py"), *ROOT.glob("examples/**/*.py")]
         if path.parent.name not in ("engine", "odds")]
PROTOCOL = {name for name in vars(ChanceLike) if not name.startswith("_")}


@pytest.mark.parametrize("chance", [Chance(3), EnumeratingChance(), ScriptedChance(dice=[2])],
                         ids=lambda chance: type(chance).__name__)
def test_every_chance_rules_code_is_handed_is_chance_like(chance):
    assert isinstance(chance, ChanceLike)
    assert 1 <= chance.die(6) <= 6 and chance.pick(["a"]) == "a" and chance.draw({"x": 1}) == "x"


def test_what_is_not_a_chance_is_not_chance_like():
    assert not isinstance(object(), ChanceLike) and not isinstance({"die": 6}, ChanceLike)


def test_the_protocol_names_every_call_rules_code_makes_of_a_chance():
    """A game asks its chance only for what every chance can do (`state.chance.die(6)`)."""
    called = {node.func.attr for path in RULES for node in ast.walk(ast.parse(path.read_text()))
              if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and isinstance(node.func.value, (ast.Name, ast.Attribute))
              and (node.func.value.id if isinstance(node.func.value, ast.Name)
                   else node.func.value.attr) == "chance"}
    assert {"die", "pick", "draw"} <= called <= PROTOCOL, called - PROTOCOL
