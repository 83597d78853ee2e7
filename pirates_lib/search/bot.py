"""The search bot: information-set Monte Carlo tree search over worlds its seat imagines.

It never holds the true state: each iteration samples a world from the `Worlds` the engine
hands it (`state.world(seat, chance)`: the truth in all the seat knows, the rest redealt),
walks the tree down by ISUCT through the information sets of whoever moves in that world
(`tree.py`), adds one edge, plays the world out (`playout.py`) and backs up each seat's
share of the win. Its move is the root's most tried action, unless that action does not
beat the heuristic's move clearly (`tree.Node.best`). With an iteration budget the
same seed, view and worlds give the same move; a time budget depends on the machine."""
from __future__ import annotations

import math
from collections.abc import Iterator
from concurrent.futures import Executor
from dataclasses import dataclass
from time import perf_counter as clock
from typing import Any, Protocol

from pirates_lib.engine import Action, Chance, Game, IllegalAction, State
from pirates_lib.engine.bots import WorldBot, Worlds
from pirates_lib.engine.sweeps import run_chunks
from pirates_lib.stats import Estimate

from .playout import Playout
from .tree import EXPLORATION, Edge, Node, seen

#: At most this many iterations in a time budget, and this many seconds in any budget.
MAX_ITERATIONS, MAX_SECONDS = 1_000_000, 3600.0
#: At most this many searches at once (root parallelism); seeds are drawn below SEEDS.
MAX_WORKERS, SEEDS = 256, 2**63
#: Iterations equal to about one second a move on one core, by game: iterations per CPU
#: second at the levels' budgets (`python -m benchmarks.search_strength --rates`, 3 seats, two
#: positions of a heuristic game), measured on the project's shared 2-core machine under a
#: load of 3 to 13 (docs/engine.md, "Search bot"). An iteration budget, unlike `seconds`,
#: gives the same game on every machine, so the benchmark and the ladder use these. Round o'
#: Loot's playouts stop at the round's end since (its `search_cutoff`): 3.2 times as many a
#: second, measured against the playouts to the game's end side by side (1,145 and 355);
#: Leaky Loot's at the next port: 1.9 times (776 and 408), so 370 became 700. Key Largo's
#: playouts are all the salvager's (its `search_mix`), at 0.67 of the rate of half-random
#: ones side by side (121 and 181; 95 to 104 against 137 to 147 idle), so 125 became 84.
ONE_SECOND: dict[str, int] = {"davy_jones": 400, "key_largo": 84, "leaky_loot": 700,
                              "libertalia": 160, "round_o_loot": 770}


class SearchBot(WorldBot):
    """Information-set MCTS (ISUCT, availability counts): `SearchBot(game, seat, seed=k,
    iterations=n)` thinks `n` iterations a move, `seconds=s` for `s` seconds (one of them;
    neither: the level's `iterations`). `workers=k` runs k searches of `n` iterations each
    (root parallelism) on a process pool of k, or on `executor` (any
    `concurrent.futures.Executor`, as `pl.tournament` takes), and plays the summed counts.
    Its playouts' moves are the heuristic's `mix` percent of the time (by default the game's
    `search_mix`), the rest random."""

    #: The budget of this level when none is given (docs/engine.md, "Search bot").
    iterations = 200

    def __init__(self, game: Game, player: int, seed: int = 0, iterations: int | None = None,
                 seconds: float | None = None, mix: int | None = None,
                 exploration: float = EXPLORATION, workers: int = 1,
                 executor: Executor | None = None) -> None:
        super().__init__(game, player, seed)
        if iterations is not None and seconds is not None:
            raise ValueError("a search's budget is iterations=n or seconds=s, not both")
        self.budget = _budget(iterations, seconds, type(self).iterations)
        self.workers = _whole(workers, "workers", 1, MAX_WORKERS)
        if self.workers > 1 and self.budget[0] == "seconds":
            raise ValueError("workers=k runs k searches of an iteration budget (the same game "
                             "on any machine); a time budget runs one search: give "
                             "iterations=n, or workers=1")
        self.mix = _whole(game.search_mix if mix is None else mix, "mix", 0, 100)
        self.executor = executor
        self.playout = Playout(game, seed, self.mix)
        self.exploration = exploration
        self.root: Node | None = None  # the last search's root (its edges: the options weighed)
        #: Iterations the last search completed (all its workers' together).
        self.searched = 0
        #: Why the last move is the heuristic's instead of the search's, in words; else None.
        self.note: str | None = None
        #: Was the last search interrupted? Then an interrupt of the next one goes on up.
        self.interrupted = False

    def choose(self, view: dict[str, Any], worlds: Worlds | None = None) -> str:
        """The root's most tried legal action after the budget's iterations, or the heuristic's
        move where the playouts do not clearly prefer another (`Node.best`; a single legal
        action is played at once). Interrupted (KeyboardInterrupt inside the search), or out
        of time before one iteration, it plays the game's heuristic move and says so in
        `note` (issue 21: "an interrupt or a time-out falls back to the heuristic move"); an
        interrupt of two of its searches in a row is raised, so a loop of games still stops."""
        legal = [entry["id"] for entry in view["legal"]]
        if worlds is None:
            raise ValueError(f"{type(self).__name__} searches the worlds of its seat: it is "
                             f"asked through engine.bots.ask (pl.play and the board do)")
        start, again = clock(), self.interrupted
        self.note, self.searched, self.interrupted = None, 0, False
        self.root = root = Node(hint=self.playout.hint(view))
        if root.hint is not None and root.hint not in legal:
            legal.append(root.hint)  # a move the game accepts beyond its list (`candidates`)
        if len(legal) < 2:
            return legal[0]
        try:
            if self.workers > 1 or self.executor is not None:
                self._search_parts(worlds, root)
            else:
                self._search(worlds, root, start)
        except KeyboardInterrupt:
            if again:
                raise  # a Ctrl-C on this bot's last move too: its user means stop, not hurry
            self.interrupted = True
            done = self.searched
            return self._fall_back(root, legal, f"it was interrupted after {done} "
                                                f"iteration{'' if done == 1 else 's'}")
        if not self.searched:
            return self._fall_back(root, legal, f"its budget of {self.budget[1]:g} s ran out "
                                                f"before one iteration")
        return root.best(legal)

    def options(self) -> list[Option]:
        """The last search's options at the root, the most tried first (the move made, unless
        the heuristic's was kept: `tree.Node.best`): each action's visits and its seat's
        mean win share in the playouts after it, with a 99% interval (`tree.Edge.estimate`:
        normal, from the spread of its playouts' rewards, cut to [0, 1]). Empty before any
        search or after a single legal action."""
        if self.root is None:
            return []
        ranked = sorted(self.root.edges.items(), key=lambda item: -item[1].visits)
        return [Option(action, edge.visits, edge.estimate()) for action, edge in ranked
                if edge.visits]

    def _fall_back(self, root: Node, legal: list[str], why: str) -> str:
        """The heuristic's move (the first legal action for a game without one), and why."""
        move = root.hint if root.hint in legal else legal[0]
        self.note = f"the search bot played the heuristic move {move!r}: {why}"
        return move

    def _search(self, worlds: Sampler, root: Node, start: float) -> None:
        """Iterate until the budget is spent: `iterations`, or until `seconds` have passed
        since `start` (checked before each iteration, with `clock`)."""
        kind, amount = self.budget
        deadline = start + amount if kind == "seconds" else math.inf
        count = int(amount) if kind == "iterations" else MAX_ITERATIONS
        tree: dict[str, Node] = {}
        while self.searched < count and clock() < deadline:
            self._iterate(worlds, root, tree)
            self.searched += 1

    def _search_parts(self, worlds: Worlds, root: Node) -> None:
        """Root parallelism: `workers` searches, each over its own worlds (sampled here, the
        truth never leaves this process) and with its own seed drawn from this bot's
        stream; their root counts are added in worker order, so the move is the same on any
        executor."""
        count = int(self.budget[1])
        parts = []
        for _ in range(self.workers):
            sampling, seed = Chance(self.chance.below(SEEDS)), self.chance.below(SEEDS)
            drawn = [worlds.sample(sampling) for _ in range(count)]
            parts.append((search_part, (self.game, self.player, seed, self.mix,
                                        self.exploration, root.hint, drawn), count))
        pool = ({"executor": self.executor} if self.executor is not None
                else {"workers": self.workers})
        for edges in run_chunks(parts, **pool):
            for action, (visits, reward, available, squares) in edges.items():
                edge = root.edges.setdefault(action, Edge())
                edge.visits += visits
                edge.reward += reward
                edge.available += available
                edge.squares += squares
            self.searched += count

    def _iterate(self, worlds: Sampler, root: Node, tree: dict[str, Node]) -> None:
        """One world: down the tree from the root (one new edge at most), out by a playout,
        and each edge on the way credited with its mover's share of the win."""
        world = worlds.sample(self.chance)
        start, node, path = len(world.log), root, []
        while world.to_move is not None:
            mover = world.to_move
            action, fresh = node.select(candidates(world, node.hint), self.chance,
                                        self.exploration)
            path.append((node.edges[action], mover))
            world.apply(action)
            if fresh or world.to_move is None:
                break
            node = self._node(world, tree, start)
        rewards = self.playout.rewards(world, self.chance)
        for edge, mover in path:
            edge.add(rewards[mover])

    def _node(self, world: State, tree: dict[str, Node], start: int) -> Node:
        """The node of what the mover of `world` has seen, made (with its hint) if new."""
        view = world.view(world.to_move, log=False)
        key = seen(world, view, start)
        node = tree.get(key)
        if node is None:
            node = tree[key] = Node(hint=self.playout.hint(view))
        return node


class Sampler(Protocol):
    """What a search draws its worlds from: a seat's `Worlds`, or worlds drawn beforehand."""

    def sample(self, chance: Chance) -> State: ...


class Drawn:
    """Worlds sampled beforehand (by the process that holds the seat's `Worlds`), handed out
    in order: what one search of a root-parallel move runs over."""

    def __init__(self, worlds: list[State]) -> None:
        self._next: Iterator[State] = iter(worlds)

    def sample(self, chance: Chance) -> State:
        return next(self._next)


@dataclass(frozen=True)
class Option:
    """One of a search's options: the action id, how often it was tried, and its seat's win
    share after it (`share.value`, with `share.low` to `share.high` its 99% interval)."""

    id: str
    visits: int
    share: Estimate


def search_part(game: Game, seat: int, seed: int, mix: int, exploration: float,
                hint: str | None,
                worlds: list[State]) -> dict[str, tuple[int, float, int, float]]:
    """One search of a root-parallel move, over `worlds` (one an iteration), anywhere (a
    pool's worker, a cluster): the root's edges as visits, reward, availability and the
    rewards' squares."""
    bot = SearchBot(game, seat, seed=seed, iterations=len(worlds), mix=mix,
                    exploration=exploration)
    root = Node(hint=hint)
    bot._search(Drawn(worlds), root, clock())
    return {action: (e.visits, e.reward, e.available, e.squares)
            for action, e in root.edges.items()}


def candidates(world: State, hint: str | None) -> list[Action]:
    """The actions a node of `world`'s mover weighs: the legal ones the game lists, and the
    heuristic's move `hint` where the game accepts it beyond them (a Davy Jones move to a
    point: `tree.py`'s docstring). A hint refused in this world is left out."""
    legal = world.legal_actions()
    if hint is None or any(action.id == hint for action in legal):
        return legal
    try:
        return [*legal, world.action(hint)]
    except IllegalAction:
        return legal


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
