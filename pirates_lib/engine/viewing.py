"""The entries of a view the engine builds for every game, and which of them a view wants
(`State.view`; a bot's `reads` keep only some): worked out here once per kind of view."""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import State

#: An engine entry's maker, from (state, player, mover).
Entry = Callable[["State", "int | None", "int | None"], Any]


def legal_entries(state: State, player: int | None, mover: int | None) -> list[dict[str, Any]]:
    """A view's "legal": the mover's legal actions, each a new dict (its reader's own), for
    the mover alone; any other seat and the spectator see none."""
    if player is None or player != mover:
        return []
    legal = state._legal if state._legal is not None else state._cache_legal()
    return [{"id": a.id, "label": a.label, "kind": a.kind, "args": [*a.args]}
            for a in legal.values()]


#: The entries of a view the engine builds for every game (`State.view`), in view order, each
#: from (state, player, mover); the rest of a view is the game's own (`_view`), which never
#: repeats one of these.
ENTRIES: dict[str, Entry] = {
    "game": lambda state, player, mover: state.game.name,
    "player": lambda state, player, mover: player,
    "names": lambda state, player, mover: list(state.game.names),
    "to_move": lambda state, player, mover: mover,
    "over": lambda state, player, mover: mover is None,
    "legal": legal_entries,
    "scores": lambda state, player, mover: state.scores(),
    "winners": lambda state, player, mover: state.winners(),
    "log": lambda state, player, mover: [e.text for e in state.log if e.visible_to(player)],
}


FINAL = frozenset({"scores", "winners"})  # shown once the game is over
ENGINE_KEYS = frozenset(ENTRIES)


@lru_cache(maxsize=256)
def view_plan(keys: frozenset[str] | None, log: bool, over: bool
              ) -> tuple[tuple[tuple[str, Entry], ...], bool]:
    """The engine's entries of a view of `keys` (None: a whole view), in view order with their
    makers, and whether the game's part is wanted too. Worked out once per kind of view, not
    per view: a bot asks for the same keys at every step."""
    wanted = ENGINE_KEYS if keys is None else keys
    entries = tuple((key, entry) for key, entry in ENTRIES.items() if key in wanted
                    and (over or key not in FINAL) and (log or key != "log"))
    return entries, keys is None or not keys <= ENGINE_KEYS
