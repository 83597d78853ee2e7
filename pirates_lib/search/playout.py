"""Playouts: a world played on from the tree's edge to the end, or to the game's cut-off.

Each move of a playout is the game's heuristic bot's (with the bot's own view of the world,
as at the table) or, otherwise, a random legal move: random moves alone judge a position by
how it fares between players who do not care, heuristic moves alone by one plan only, so a
mix keeps the estimate both informed and varied."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pirates_lib.engine import Action, Bot, Chance, Game, RandomBot, State
from pirates_lib.engine.bots import WorldBot, win_shares

#: A playout that has not ended after this many actions is scored by its leaders (a safety
#: bound: every game's playouts end far sooner, or at its cut-off).
HORIZON = 2_000


def heuristic(game: Game) -> type[Bot] | None:
    """The game's heuristic bot: the first of `game.bots` that neither plays at random nor
    searches (every game declares one, docs/new_game.md); None if it has none."""
    for cls in game.bots.values():
        if issubclass(cls, Bot) and not issubclass(cls, (RandomBot, WorldBot)):
            return cls
    return None


class Playout:
    """The playout policy of one search: per seat, the heuristic bot it asks (seeded from the
    search's seed), and the share of playout moves, in percent, it makes."""

    def __init__(self, game: Game, seed: int, mix: int) -> None:
        cls = heuristic(game)
        self.bots = [] if cls is None else [cls(game, seat, seed=seed * 100 + seat)
                                            for seat in range(game.players)]
        self.mix = mix

    def hint(self, view: dict[str, Any]) -> str | None:
        """The heuristic's move for the seat of `view` (its own view), None without one."""
        if not self.bots:
            return None
        bot = self.bots[view["player"]]
        return bot.choose(view if bot.reads is None else {k: view[k] for k in bot.reads})

    def move(self, world: State, mover: int, chance: Chance) -> Action | str:
        """One move for `mover`: the heuristic's with probability `mix` percent, else a
        uniformly random legal one (`State.sample_action`)."""
        if self.mix and self.bots and chance.below(100) < self.mix:
            bot = self.bots[mover]
            return bot.choose(world.view(mover, log=False, keys=bot.reads))
        return world.sample_action(chance)

    def rewards(self, world: State, chance: Chance) -> list[float]:
        """Play `world` on and score it: each seat's win share at the end, or the game's
        estimate at its cut-off (`Game.search_cutoff`), or the leaders' at the horizon."""
        game = world.game
        cutoff = game.search_cutoff(world)
        for _ in range(HORIZON):
            mover = world.to_move
            if mover is None:
                return shares(world.winners(), game.players)
            estimate = cutoff(world) if cutoff is not None else None
            if estimate is not None:
                return [float(share) for share in estimate]
            world.apply(self.move(world, mover, chance))
        return shares(world.leaders(), game.players)


def shares(winners: Sequence[int], players: int) -> list[float]:
    """Each seat's reward: its share of the win (`engine.bots.win_shares`), as a float."""
    return [float(share) for share in win_shares(winners, players)]
