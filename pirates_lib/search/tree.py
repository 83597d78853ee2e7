"""The search tree: one node per information set, keyed by what its mover has seen.

Information-set MCTS (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree
Search", 2012) plays each iteration in another world, so an action may be legal in some
worlds of a node and not in others (a card the mover holds in one redeal only). Each edge
therefore counts how often it was *available* when its node was visited, and ISUCT scores it
against that count instead of the node's visits: a rarely available action is not starved by
the visits of the actions always there.

A node also keeps its mover's heuristic move (the game's heuristic bot on the mover's view,
the same in every world of the node): it is tried first and its score gets a progressive
bias, `PRIOR / (visits + 1)` (Chaslot et al., "Progressive strategies for Monte-Carlo tree
search", 2008), so a small budget plays about as well as the heuristic and a large one
overrules it where the playouts disagree. The search hands a node the heuristic's move among
its legal actions even where the game accepts it beyond its listed ones (Davy Jones' moves
to a point, which its navigator steers by at about one decision in six: `bot.candidates`):
a search that weighed the list alone could never play the move it was built to improve on."""
from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pirates_lib.engine import Action, Chance, State
from pirates_lib.stats import Estimate, normal

#: The exploration constant of UCB1 for rewards in [0, 1] (sqrt 2, the classic choice).
EXPLORATION = math.sqrt(2)
#: The heuristic move's bias, in rewards, at its first visit (shrinking as 1 / (visits + 1)).
PRIOR = 1.0
#: Standard errors by which the most tried action's mean must beat the hint's to be played.
OVERRULE = 2.0


@dataclass(slots=True)
class Edge:
    """One action of a node: how often it was tried, its mover's total reward after it, how
    often it was legal when the node was visited, and the total of the rewards' squares (for
    their spread: `Node._clearly_better`)."""

    visits: int = 0
    reward: float = 0.0
    available: int = 0
    squares: float = 0.0

    def add(self, reward: float) -> None:
        """One more try of this action, which earned its mover `reward`."""
        self.visits += 1
        self.reward += reward
        self.squares += reward * reward

    def mean(self) -> float:
        return self.reward / self.visits if self.visits else 0.0

    def estimate(self) -> Estimate:
        """The mean reward with a 99% normal interval from the rewards' spread (a cut-off's
        fractions of a win vary less than wins and losses), cut to [0, 1]. The spread is the
        playouts' spread with one win and one loss added (Laplace's rule of succession; at
        most a quarter, the largest a reward in [0, 1] can have): a few playouts that happen
        to agree show the doubt few playouts leave, not a point (two losses show 0.00 to
        0.91, not 0.00 to 0.00). Only the words use it: the overrule test,
        `Node._clearly_better`, weighs the playouts' spread alone. The visits are chosen by
        the search, not drawn at random: a guide, not a test."""
        p, n = self.mean(), self.visits
        mean = (self.reward + 1) / (n + 2)
        variance = min(0.25, (self.squares + 1 - (n + 2) * mean * mean) / (n + 1))
        rough = normal(p, variance, n, 0.99)
        return Estimate(p, max(0.0, rough.low), min(1.0, rough.high), n, 0.99)

    def score(self, exploration: float) -> float:
        """ISUCT: the mean reward plus the exploration term over the availability count."""
        return self.mean() + exploration * math.sqrt(math.log(self.available) / self.visits)


@dataclass(slots=True)
class Node:
    """An information set of its mover: the edges by action id, in the order first seen, and
    the mover's heuristic move there (None: the game has no heuristic bot)."""

    hint: str | None = None
    edges: dict[str, Edge] = field(default_factory=dict)

    def select(self, legal: Sequence[Action], chance: Chance,
               exploration: float) -> tuple[str, bool]:
        """The action to try now and whether it was never tried before (an expansion): the
        hint if it is legal and untried, else an untried legal action at random, else the
        best by ISUCT with the hint's bias (the first legal one on a tie). Every legal
        action's availability is counted."""
        edges, fresh, ids = self.edges, [], []
        for action in legal:
            edge = edges.get(action.id)
            if edge is None:
                edge = edges[action.id] = Edge()
            edge.available += 1
            ids.append(action.id)
            if not edge.visits:
                fresh.append(action.id)
        hint = self.hint
        if fresh:
            return (hint if hint in fresh else fresh[chance.below(len(fresh))]), True

        def score(action_id: str) -> float:
            edge = edges[action_id]
            bias = PRIOR / (edge.visits + 1) if action_id == hint else 0.0
            return edge.score(exploration) + bias
        return max(ids, key=score), False

    def best(self, legal: Sequence[str]) -> str:
        """The move to make: the most tried legal action, then the best mean, then the first
        (visits are the robust choice: a mean of few visits is noise), unless the hint is
        legal and that action's mean is not OVERRULE standard errors above the hint's: then
        the hint. A budget spread over many options leaves each a dozen noisy playouts, and
        the search played their noise (no win in 15 Round o' Loot games against two
        captains, where the captain in its seat wins 35%: docs/engine.md, "Search bot")."""
        def rank(action_id: str) -> tuple[int, float]:
            edge = self.edges.get(action_id, Edge())
            return edge.visits, edge.mean()
        top, hint = max(legal, key=rank), self.hint
        if hint is None or hint == top or hint not in legal:
            return top
        return top if self._clearly_better(top, hint) else hint

    def _clearly_better(self, action: str, than: str) -> bool:
        """Is `action`'s mean reward above `than`'s by OVERRULE standard errors of their
        difference? Never if either was not tried. The variance is that of both actions'
        rewards taken together, about their pooled mean p: for rewards that are wins and
        losses exactly p(1 - p), the largest a reward in [0, 1] with that mean can have; for
        a cut-off's estimates (Round o' Loot's race, Leaky Loot's outlook: fractions of a
        win) their real spread, a quarter to a third of p(1 - p) in issue 21's decisions,
        which the bound would take for noise."""
        a, b = self.edges.get(action, Edge()), self.edges.get(than, Edge())
        if not a.visits or not b.visits:
            return bool(a.visits)
        visits = a.visits + b.visits
        pooled = (a.reward + b.reward) / visits
        variance = max(0.0, (a.squares + b.squares) / visits - pooled * pooled)
        error = math.sqrt(variance * (1 / a.visits + 1 / b.visits))
        return a.mean() - b.mean() > OVERRULE * error


def seen(world: State, view: dict[str, Any], start: int) -> str:
    """A digest of what the seat of `view` (its view of `world` now, without the log) has
    seen: that view and the log lines it could read since the search began at event
    `start`. Two worlds the seat cannot tell apart give the same digest, so they share its
    node; the world's truth-only parts (the others' hands) never enter it."""
    seat = view["player"]
    lines = [event.text for event in world.log[start:] if event.visible_to(seat)]
    body = json.dumps([view, lines], sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(body.encode(), digest_size=16).hexdigest()
