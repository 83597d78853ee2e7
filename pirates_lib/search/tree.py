"""The search tree: one node per information set, keyed by what its mover has seen.

Information-set MCTS (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree
Search", 2012) plays each iteration in another world, so an action may be legal in some
worlds of a node and not in others (a card the mover holds in one redeal only). Each edge
therefore counts how often it was *available* when its node was visited, and ISUCT scores it
against that count instead of the node's visits: a rarely available action is not starved by
the visits of the actions always there."""
from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from pirates_lib.engine import Action, Chance, State

#: The exploration constant of UCB1 for rewards in [0, 1] (sqrt 2, the classic choice).
EXPLORATION = math.sqrt(2)


@dataclass(slots=True)
class Edge:
    """One action of a node: how often it was tried, its mover's total reward after it, and
    how often it was legal when the node was visited."""

    visits: int = 0
    reward: float = 0.0
    available: int = 0

    def mean(self) -> float:
        return self.reward / self.visits if self.visits else 0.0

    def score(self, exploration: float) -> float:
        """ISUCT: the mean reward plus the exploration term over the availability count."""
        return self.mean() + exploration * math.sqrt(math.log(self.available) / self.visits)


@dataclass(slots=True)
class Node:
    """An information set of its mover: the edges by action id, in the order first seen."""

    edges: dict[str, Edge] = field(default_factory=dict)

    def select(self, legal: Sequence[Action], chance: Chance,
               exploration: float) -> tuple[str, bool]:
        """The action to try now and whether it was never tried before (an expansion): an
        untried legal action at random if there is one, else the best by ISUCT (the first
        legal one on a tie). Every legal action's availability is counted."""
        edges, fresh, ids = self.edges, [], []
        for action in legal:
            edge = edges.get(action.id)
            if edge is None:
                edge = edges[action.id] = Edge()
            edge.available += 1
            ids.append(action.id)
            if not edge.visits:
                fresh.append(action.id)
        if fresh:
            return fresh[chance.below(len(fresh))], True
        return max(ids, key=lambda i: edges[i].score(exploration)), False

    def best(self, legal: Sequence[str]) -> str:
        """The move to make: the most tried legal action, then the best mean, then the first
        (visits are the robust choice: a mean of few visits is noise)."""
        def rank(action_id: str) -> tuple[int, float]:
            edge = self.edges.get(action_id, Edge())
            return edge.visits, edge.mean()
        return max(legal, key=rank)


def seen(world: State, seat: int, start: int) -> str:
    """A digest of what `seat` has seen in `world`: its view now (without the log) and the
    log lines it could read since the search began at event `start`. Two worlds the seat
    cannot tell apart give the same digest, so they share its node; the world's truth-only
    parts (the others' hands) never enter it."""
    lines = [event.text for event in world.log[start:] if event.visible_to(seat)]
    body = json.dumps([world.view(seat, log=False), lines], sort_keys=True,
                      separators=(",", ":"))
    return hashlib.blake2b(body.encode(), digest_size=16).hexdigest()
