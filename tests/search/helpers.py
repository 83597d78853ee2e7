"""Positions of seeded games for the search bot's tests, and a search run at one of them."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.engine import State
from pirates_lib.engine.bots import Worlds
from pirates_lib.search import SearchBot
from pirates_lib.search.playout import heuristic


def positions(name: str, seed: int, count: int, every: int = 9) -> list[State]:
    """Copies of `count` positions of a seeded 3-seat game between the game's heuristic bots,
    one every `every` actions where the seat to move has a choice."""
    game = pl.load(name, players=3)
    bots = [heuristic(game)(game, seat, seed=seed + seat) for seat in range(game.players)]
    state, found = game.new_game(seed), []
    while state.to_move is not None and len(found) < count:
        if len(state.history) % every == every - 1 and len(state.legal_actions()) > 1:
            found.append(state.clone())
        state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
    assert len(found) == count, f"{name} seed {seed} ended before {count} positions"
    return found


def navigator_off_menu() -> tuple[State, str]:
    """Davy Jones seed 0's first position and the navigator's move there: a move to a point,
    which the game accepts but does not list (its menu is compass sails and docks)."""
    game = pl.load("davy_jones", players=3)
    state = game.new_game(0)
    seat = state.to_move
    return state, heuristic(game)(game, seat, seed=seat).choose(state.view(seat, log=False))


def searched(state: State, seed: int, iterations: int) -> tuple[str, SearchBot]:
    """The choice of a fresh search bot of the seat to move at `state`, and the bot (its
    statistics: `root.edges`)."""
    seat = state.to_move
    bot = SearchBot(state.game, seat, seed=seed, iterations=iterations)
    return bot.choose(state.view(seat, log=False), Worlds(state, seat)), bot


def statistics(bot: SearchBot) -> dict[str, tuple[int, float, int, float]]:
    """The root's edges: visits, reward, availability and the rewards' squares by action
    id."""
    return {action: (e.visits, e.reward, e.available, e.squares)
            for action, e in bot.root.edges.items()}
