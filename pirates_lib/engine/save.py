"""Saved games: versioned JSON that records the seed and the action ids, never pickle.

A save is a replay (like a chess PGN): loading re-checks every action through `apply`, so a
forged or corrupt save cannot produce a state the rules could not reach. A digest of the final
state catches a save whose actions were altered into other legal ones."""
from __future__ import annotations

import hashlib
import json
from typing import Any

from .errors import BadSave, IllegalAction

FORMAT = "pirates_lib.save"
VERSION = 1
_KEYS = {"format", "version", "game", "players", "options", "seed", "actions", "digest"}


def digest(state: Any) -> str:
    """A short fingerprint of everything the state holds."""
    body = json.dumps([state._snapshot(), state.chance.get_state()], sort_keys=True,
                      default=repr, separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()[:32]


def dump(state: Any) -> str:
    save = {"format": FORMAT, "version": VERSION, **state.game.config(),
            "seed": state.seed, "actions": list(state.history), "digest": digest(state)}
    return json.dumps(save, sort_keys=True)


def load(text: str | bytes) -> Any:
    """Rebuild a state from `dump`'s text; anything wrong raises BadSave saying what."""
    from .registry import load as load_game
    save = _parse(text)
    try:
        game = load_game(save["game"], players=save["players"], **save["options"])
        state = game.new_game(seed=save["seed"])
    except (ValueError, TypeError) as err:
        raise BadSave(f"the save's game cannot be set up: {err}") from None
    for n, action in enumerate(save["actions"], 1):
        try:
            state.apply(action)
        except IllegalAction as err:
            raise BadSave(f"action {n} of the save ({action!r}) is illegal: {err}") from None
    if digest(state) != save["digest"]:
        raise BadSave("the save's digest does not match its actions: it was altered")
    return state


def _parse(text: str | bytes) -> dict[str, Any]:
    if not isinstance(text, (str, bytes, bytearray)):
        raise BadSave(f"a save is JSON text, not {type(text).__name__}")
    try:
        save = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise BadSave(f"a save must be JSON: {err}") from None
    if not isinstance(save, dict) or save.get("format") != FORMAT:
        raise BadSave(f"not a pirates_lib save (no \"format\": \"{FORMAT}\")")
    if save.get("version") != VERSION:
        raise BadSave(f"save version {save.get('version')!r} is not supported (this is {VERSION})")
    if set(save) != _KEYS:
        raise BadSave(f"a save has exactly the keys {sorted(_KEYS)}; this one has {sorted(save)}")
    kinds = {"game": str, "players": int, "options": dict, "seed": int, "actions": list,
             "digest": str}
    for key, kind in kinds.items():
        if type(save[key]) is not kind:
            raise BadSave(f"save field {key!r} must be of type {kind.__name__}")
    if not all(isinstance(a, str) for a in save["actions"]):
        raise BadSave("save field 'actions' must list action ids (strings)")
    return save
