"""Golden playthroughs (OpenSpiel style): one seeded game written out as text, step by step.

Each step names the seat to move, a short digest of every seat's view (and the public view),
the legal action ids, the action chosen by a seeded bot (the game's heuristic one), and the log lines it caused
with who may read them. The files in `tests/playthroughs/` are compared with a fresh
rendering on every test run, so a rule or a view that silently changes shows up in review as a
diff; `make playthroughs` rewrites them on purpose."""
from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from .bots import RandomBot
from .game import Game, State
from .registry import load

#: The seed every golden playthrough is played with (its bots are seeded from it).
SEED = 1


def slug(options: dict[str, Any]) -> str:
    """A variant's part of a file name: ``{"ports": 1}`` -> ``"-ports1"``; the defaults: ``""``."""
    parts = []
    for key, value in sorted(options.items()):
        parts.append(key if value is True else f"{key}{value}")
    return "".join(f"-{p}" for p in parts)


def file_name(game: Game, options: dict[str, Any], seed: int = SEED) -> str:
    """``<game>-<n>p-seed<k>[-<variant>].txt``."""
    return f"{game.name}-{game.players}p-seed{seed}{slug(options)}.txt"


def view_digest(state: State, player: int | None) -> str:
    """Twelve hex digits of the view's JSON (without the log, which is written out in full)."""
    body = json.dumps(state.view(player, log=False), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()[:12]


def _audience(state: State, only: tuple[int | None, ...] | None) -> str:
    if only is None:
        return "all"
    return "+".join("public" if p is None else state.game.names[p] for p in only)


def _log_lines(state: State, start: int) -> list[str]:
    return [f"  [{_audience(state, e.only)}] {e.text}" for e in state.log[start:]]


def _step_lines(state: State, step: int) -> list[str]:
    names = state.game.names
    mover = state.to_move
    digests = " ".join(f"{'public' if p is None else names[p]}={view_digest(state, p)}"
                       for p in [None, *range(state.game.players)])
    who = "over" if mover is None else f"{names[mover]} (seat {mover}) to move"
    lines = [f"== step {step}: {who}", f"views: {digests}"]
    if mover is not None:
        lines.append("legal: " + " ".join(a.id for a in state.legal_actions()))
    return lines


def heuristic_bot(game: Game) -> type:
    """The game's first bot that is not the random one: its games run longer and deeper into
    the rules than random play (random Leaky Loot boats drown before the second port)."""
    return next((cls for cls in game.bots.values() if cls is not RandomBot), RandomBot)


def render(game: Game, seed: int = SEED, max_steps: int = 100_000) -> str:
    """The whole seeded game between heuristic bots, as the text of a golden playthrough."""
    cls = heuristic_bot(game)
    bots = [cls(game, p, seed=seed * 1000 + p + 1) for p in range(game.players)]
    state = game.new_game(seed)
    lines = [f"# {game.title}: {game!r}, seed {seed}, every seat a seeded {cls.__name__}",
             "setup:", *_log_lines(state, 0)]
    for step in range(1, max_steps + 1):
        lines += _step_lines(state, step)
        mover = state.to_move
        if mover is None:
            lines.append(f"scores: {state.scores()} winners: {state.winners()}")
            return "\n".join(lines) + "\n"
        start = len(state.log)
        choice = bots[mover].choose(state.view(mover, log=False))
        state.apply(choice)
        lines += [f"action: {choice}", *_log_lines(state, start)]
    raise RuntimeError(f"{game.title} did not end within {max_steps} steps")


def cases(games: Sequence[str]) -> list[tuple[Game, dict[str, Any]]]:
    """Every game named at its default player count with its defaults and each variant, and at
    its largest table with the defaults."""
    out = []
    for name in games:
        for options in [{}, *load(name).variants]:
            out.append((load(name, **options), options))
        out.append((load(name, players=load(name).max_players), {}))
    return out
