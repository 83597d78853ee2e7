"""The search bot: information-set Monte Carlo tree search over worlds its seat imagines.

It never holds the true state: each iteration samples a world from the `Worlds` the engine
hands it (`state.world(seat, chance)`: the truth in all the seat knows, the rest redealt),
walks the tree down by ISUCT through the information sets of whoever moves in that world
(`tree.py`), adds one edge, plays the world out (`playout.py`) and backs up each seat's
share of the win. Its move is the root's most tried action. With an iteration budget the
same seed, view and worlds give the same move; a time budget depends on the machine."""
from __future__ import annotations

import time
from typing import Any

from pirates_lib.engine import Game, State
from pirates_lib.engine.bots import WorldBot, Worlds

from .playout import Playout
from .tree import EXPLORATION, Node, seen

#: The share of playout moves, in percent, the game's heuristic bot makes (the rest random).
MIX = 50
#: At most this many iterations in a time budget, and this many seconds in any budget.
MAX_ITERATIONS, MAX_SECONDS = 1_000_000, 3600.0


class SearchBot(WorldBot):
    """Information-set MCTS (ISUCT, availability counts): `SearchBot(game, seat, seed=k,
    iterations=n)` thinks `n` iterations a move, `seconds=s` for `s` seconds (one of them;
    neither: the level's `iterations`)."""

    #: The budget of this level when none is given (docs/engine.md, "Search bot").
    iterations = 200

    def __init__(self, game: Game, player: int, seed: int = 0, iterations: int | None = None,
                 seconds: float | None = None, mix: int = MIX,
                 exploration: float = EXPLORATION) -> None:
        super().__init__(game, player, seed)
        if iterations is not None and seconds is not None:
            raise ValueError("a search's budget is iterations=n or seconds=s, not both")
        self.budget = _budget(iterations, seconds, type(self).iterations)
        self.playout = Playout(game, seed, _whole(mix, "mix", 0, 100))
        self.exploration = exploration
        self.root: Node | None = None  # the last search's root (its edges: the options weighed)

    def choose(self, view: dict[str, Any], worlds: Worlds | None = None) -> str:
        """The root's most tried legal action after the budget's iterations (a single legal
        action is played at once)."""
        legal = [entry["id"] for entry in view["legal"]]
        if worlds is None:
            raise ValueError(f"{type(self).__name__} searches the worlds of its seat: it is "
                             f"asked through engine.bots.ask (pl.play and the board do)")
        self.root = root = Node(hint=self.playout.hint(view))
        if len(legal) > 1:
            self._search(worlds, root)
        return root.best(legal)

    def _search(self, worlds: Worlds, root: Node) -> None:
        """Iterate until the budget is spent: at most `iterations`, or until `seconds` pass."""
        kind, amount = self.budget
        deadline = time.perf_counter() + amount if kind == "seconds" else None
        count = int(amount) if kind == "iterations" else MAX_ITERATIONS
        tree: dict[str, Node] = {}
        for _ in range(count):
            self._iterate(worlds, root, tree)
            if deadline is not None and time.perf_counter() >= deadline:
                return

    def _iterate(self, worlds: Worlds, root: Node, tree: dict[str, Node]) -> None:
        """One world: down the tree from the root (one new edge at most), out by a playout,
        and each edge on the way credited with its mover's share of the win."""
        world = worlds.sample(self.chance)
        start, node, path = len(world.log), root, []
        while world.to_move is not None:
            mover = world.to_move
            action, fresh = node.select(world.legal_actions(), self.chance, self.exploration)
            path.append((node.edges[action], mover))
            world.apply(action)
            if fresh or world.to_move is None:
                break
            node = self._node(world, tree, start)
        rewards = self.playout.rewards(world, self.chance)
        for edge, mover in path:
            edge.visits += 1
            edge.reward += rewards[mover]


    def _node(self, world: State, tree: dict[str, Node], start: int) -> Node:
        """The node of what the mover of `world` has seen, made (with its hint) if new."""
        view = world.view(world.to_move, log=False)
        key = seen(world, view, start)
        node = tree.get(key)
        if node is None:
            node = tree[key] = Node(hint=self.playout.hint(view))
        return node


def _budget(iterations: int | None, seconds: float | None,
            default: int) -> tuple[str, float]:
    """The budget as ("iterations", n) or ("seconds", s), each checked."""
    if seconds is not None:
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not (
                0 < seconds <= MAX_SECONDS):
            raise ValueError(f"seconds is a time more than 0 and at most {MAX_SECONDS:g}, "
                             f"not {seconds!r}")
        return "seconds", float(seconds)
    return "iterations", _whole(default if iterations is None else iterations, "iterations",
                                1, MAX_ITERATIONS)


def _whole(value: Any, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name} is a whole number from {low} to {high:,}, not {value!r}")
    return value


class EasySearchBot(SearchBot):
    """The search with a small budget: quick, and easier to beat."""

    iterations = 50


class HardSearchBot(SearchBot):
    """The search with a large budget: slower, and stronger."""

    iterations = 800


#: The levels a game offers, by the names a Board seat gives (`"bot:search-easy"`).
LEVELS: dict[str, type[SearchBot]] = {"search-easy": EasySearchBot, "search": SearchBot,
                                      "search-hard": HardSearchBot}
