"""The move a search makes from its root's counts (`Node.best`): the most tried action, but
the heuristic's move unless the playouts clearly prefer another (tree.py, OVERRULE), by the
spread the playouts' rewards really have."""
from __future__ import annotations

import math

from pirates_lib.search.tree import OVERRULE, Edge, Node


def tried(rewards: list[float]) -> Edge:
    """An edge tried once per reward, always available."""
    edge = Edge()
    for reward in rewards:
        edge.add(reward)
    edge.available = edge.visits
    return edge


def won(visits: int, wins: int) -> list[float]:
    """Win-or-lose rewards: `wins` ones among `visits`."""
    return [1.0] * wins + [0.0] * (visits - wins)


def node(hint, **edges: list[float]) -> Node:
    return Node(hint=hint, edges={action: tried(rewards) for action, rewards in edges.items()})


def test_an_edge_keeps_its_rewards_total_and_their_squares():
    edge = tried([0.5, 1.0, 0.0, 0.25])
    assert (edge.visits, edge.reward, edge.squares, edge.mean()) == (4, 1.75, 1.3125, 0.4375)


def test_the_most_tried_action_is_played_where_it_is_clearly_better_than_the_hint():
    # 0.6 against 0.3 over 100 visits each: 4.4 standard errors apart
    assert node("b", a=won(100, 60), b=won(100, 30)).best(["a", "b"]) == "a"


def test_the_hint_is_played_where_the_playouts_only_lean_the_other_way():
    # 5 wins of 11 against 2 of 9 (a case of issue 21's benchmark): 1.1 errors
    assert node("b", a=won(11, 5), b=won(9, 2)).best(["a", "b"]) == "b"
    # both never won: no evidence either way
    assert node("b", a=won(12, 0), b=won(10, 0)).best(["a", "b"]) == "b"


def test_for_wins_and_losses_the_error_is_that_of_the_pooled_win_rate():
    """Rewards of 0 and 1 have the variance p(1 - p) of their pooled mean p exactly, so the
    rule is the two-proportion test it was before the spread was kept: at 38 wins of 60
    against 25 of 60 the gap is 2.38 errors, at 35 of 60 1.83 (not above OVERRULE)."""
    for wins, overrules in ((38, True), (35, False), (34, False)):
        pooled = (wins + 25) / 120
        error = math.sqrt(pooled * (1 - pooled) * (2 / 60))
        assert (wins / 60 - 25 / 60 > OVERRULE * error) is overrules
        assert node("b", a=won(60, wins), b=won(60, 25)).best(["a", "b"]) == (
            "a" if overrules else "b")


def test_estimates_that_vary_little_overrule_where_wins_and_losses_would_not():
    """A cut-off's rewards are fractions of a win: 0.55 or 0.45 against 0.40 or 0.30 (means
    0.50 and 0.35 over 20 visits each) differ by 5.3 errors of their own spread, but by only
    0.96 of the bound p(1 - p); wins and losses at those means, by 0.96 too."""
    a, b = [0.55, 0.45] * 10, [0.40, 0.30] * 10
    assert node("b", a=a, b=b).best(["a", "b"]) == "a"
    assert node("b", a=won(20, 10), b=won(20, 7)).best(["a", "b"]) == "b"


def test_without_a_legal_or_tried_hint_the_most_tried_action_is_played():
    assert node(None, a=won(11, 5), b=won(9, 2)).best(["a", "b"]) == "a"
    assert node("c", a=won(11, 5), b=won(9, 2)).best(["a", "b"]) == "a"
    assert node("b", a=won(11, 5), b=[]).best(["a", "b"]) == "a"
    assert node("b").best(["a", "b"]) == "b"  # nothing tried: the hint
    assert node("b", b=won(3, 1), a=won(5, 1)).best(["b", "a"]) == "b"  # more tried, not better
