"""The move a search makes from its root's counts (`Node.best`): the most tried action, but
the heuristic's move unless the playouts clearly prefer another (tree.py, OVERRULE)."""
from __future__ import annotations

from pirates_lib.search.tree import Edge, Node


def node(hint, **edges) -> Node:
    return Node(hint=hint, edges={action: Edge(visits, reward, visits)
                                  for action, (visits, reward) in edges.items()})


def test_the_most_tried_action_is_played_where_it_is_clearly_better_than_the_hint():
    # 0.6 against 0.3 over 100 visits each: 4.4 standard errors apart
    assert node("b", a=(100, 60.0), b=(100, 30.0)).best(["a", "b"]) == "a"


def test_the_hint_is_played_where_the_playouts_only_lean_the_other_way():
    # 0.45 over 11 visits against 0.22 over 9 (a case of issue 21's benchmark): 1.1 errors
    assert node("b", a=(11, 4.95), b=(9, 1.98)).best(["a", "b"]) == "b"
    # both never won: no evidence either way
    assert node("b", a=(12, 0.0), b=(10, 0.0)).best(["a", "b"]) == "b"


def test_without_a_legal_or_tried_hint_the_most_tried_action_is_played():
    assert node(None, a=(11, 4.95), b=(9, 1.98)).best(["a", "b"]) == "a"
    assert node("c", a=(11, 4.95), b=(9, 1.98)).best(["a", "b"]) == "a"
    assert node("b", a=(11, 4.95), b=(0, 0.0)).best(["a", "b"]) == "a"
    assert node("b").best(["a", "b"]) == "b"  # nothing tried: the hint
    assert node("b", b=(3, 1.0), a=(5, 1.0)).best(["b", "a"]) == "b"  # more tried, not better
