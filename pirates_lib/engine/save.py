"""Saved games: versioned JSON that records the seed and the action ids, never pickle.

A save is a replay (like a chess PGN): loading re-checks every action through `apply`, so a
forged or corrupt save cannot produce a state the rules could not reach. The digest covers
the game, its options, the seed, the action list and the final state, so no field can be
edited into another legal game unnoticed; its first half covers what the save records without
the final state, so an edit is refused before a single action is replayed. Every malformed
input raises `BadSave`; the bounds (size, nesting, number length, action count) are checked
before anything else is read, each in time linear in the text."""
from __future__ import annotations

import hashlib
import json
import re
from itertools import accumulate, repeat
from typing import Any

from .errors import BadSave, PiratesError
from .limits import (MAX_ID_CHARS, MAX_SAVE_ACTIONS, MAX_SAVE_CHARS, MAX_SAVE_DEPTH,
                     MAX_SAVE_DIGITS, MAX_SEED, cut)

FORMAT = "pirates_lib.save"
#: 3: the digest is two, of what the save records (checked before the replay) and of all that
#: with the final state (after it); 2: the second alone (checked after the replay); 1: of the
#: final state only, which checks neither the options nor the actions that reached it, so it
#: loads only when trusted (`load(text, trust_v1=True)`).
VERSION = 3
_KEYS = {"format", "version", "game", "players", "options", "seed", "actions", "digest"}
_KINDS = {"game": str, "players": int, "options": dict, "seed": int, "actions": list,
          "digest": str}
_HALF = 32  # hexadecimal digits of one digest
_DIGITS = {1: _HALF, 2: _HALF, 3: 2 * _HALF}  # of the digest, by version
_HEX = re.compile("[0-9a-f]*")
# A JSON string matched whole from its opening quote (to the end of the text if it never
# closes, and possessively: nothing is matched twice), or one bracket: one pass, linear.
_TOKEN = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"?|[\[\]{}]', re.S)
_NESTING = {"[": 1, "{": 1, "]": -1, "}": -1}


def _hash(body: Any) -> str:
    text = json.dumps(body, sort_keys=True, default=repr, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:_HALF]


def recorded_digest(config: dict[str, Any], seed: int, actions: list[str]) -> str:
    """The digest of what a save records: its game, players, options, seed and actions."""
    return _hash([config, seed, actions])


def digest(state: Any, version: int = VERSION) -> str:
    """A fingerprint of the save: in version 3 of what it records, then of that and the final
    state (with the chance position); in version 2 the second alone; in version 1 of the final
    state only."""
    final = [state._snapshot(), state.chance.get_state()]
    if version == 1:
        return _hash(final)
    config, history = state.game.config(), list(state.history)
    whole = _hash([config, state.seed, history, final])
    return whole if version == 2 else recorded_digest(config, state.seed, history) + whole


def dump(state: Any) -> str:
    save = {"format": FORMAT, "version": VERSION, **state.game.config(),
            "seed": state.seed, "actions": list(state.history), "digest": digest(state)}
    return json.dumps(save, sort_keys=True)


def load(text: str | bytes, *, trust_v1: bool = False) -> Any:
    """Rebuild a state from `dump`'s text; anything wrong raises BadSave saying what.
    `trust_v1` loads a version 1 save, whose digest checks only the final state: its options
    and its actions are then taken on trust (saved again, it is a checked version 3 save)."""
    save = _parse(text)
    if save["version"] == 1 and not trust_v1:
        raise BadSave("a version 1 save cannot be checked: its digest covers the final state "
                      "only, not the options or the actions that reached it; pass "
                      "trust_v1=True to load it trusting them")
    state = _set_up(save)
    if save["version"] == 3 and save["digest"][:_HALF] != recorded_digest(
            state.game.config(), save["seed"], save["actions"]):
        raise BadSave("the save's digest does not match its game, options, seed and actions: "
                      "it was altered")
    _replay(state, save["actions"])
    if digest(state, save["version"]) != save["digest"]:
        raise BadSave("the save's digest does not match what it records: it was altered, or "
                      "its actions reach another end under these rules")
    return state


def _replay(state: Any, actions: list[str]) -> None:
    for n, action in enumerate(actions, 1):
        try:
            state.apply(action)
        except (PiratesError, ValueError) as err:
            raise BadSave(f"action {n} of the save ({cut(action)}) is illegal: {err}") from None


def _set_up(save: dict[str, Any]) -> Any:
    from .registry import load as load_game
    try:
        game = load_game(save["game"], players=save["players"], **save["options"])
        return game.new_game(seed=save["seed"])
    except (ValueError, TypeError) as err:
        raise BadSave(f"the save's game cannot be set up: {err}") from None


def _parse(text: str | bytes) -> dict[str, Any]:
    if not isinstance(text, (str, bytes, bytearray)):
        raise BadSave(f"a save is JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_CHARS:
        raise BadSave(f"a save holds at most {MAX_SAVE_CHARS:,} characters; this one "
                      f"{len(text):,}")
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise BadSave(f"a save must be UTF-8 JSON: {err}") from None
    _check_depth(text)
    save = _decode(text)
    _check_header(save)
    _check_fields(save)
    return save


def _check_depth(text: str) -> None:
    """Nesting is measured before parsing: a deep enough JSON would overflow the parser. The
    brackets inside strings are not nesting; each string is matched once (`_TOKEN`), so no
    text makes the count restart (a string of escaped quotes did: quadratic)."""
    steps = map(_NESTING.get, _TOKEN.findall(text), repeat(0))
    deepest = max(accumulate(steps, initial=0))
    if deepest > MAX_SAVE_DEPTH:
        raise BadSave(f"a save nests at most {MAX_SAVE_DEPTH} levels deep; this one {deepest}")


def _decode(text: str) -> Any:
    try:
        return json.loads(text, parse_int=_integer, parse_constant=_constant)
    except (json.JSONDecodeError, RecursionError) as err:
        raise BadSave(f"a save must be JSON: {err}") from None


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_SAVE_DIGITS:
        raise BadSave(f"a save's numbers have at most {MAX_SAVE_DIGITS} digits; one has "
                      f"{len(digits.lstrip('-')):,}")
    return int(digits)


def _constant(name: str) -> float:
    raise BadSave(f"a save holds no {name}: it is not a number JSON allows")


def _check_header(save: Any) -> None:
    if not isinstance(save, dict) or save.get("format") != FORMAT:
        raise BadSave(f"not a pirates_lib save (no \"format\": \"{FORMAT}\")")
    version = save.get("version")
    if type(version) is not int or version not in _DIGITS:
        raise BadSave(f"save version {cut(version) if isinstance(version, str) else version!r} "
                      f"is not supported (this is {VERSION}; 2 loads too, and 1 when trusted)")
    if set(save) != _KEYS:
        raise BadSave(f"a save has exactly the keys {sorted(_KEYS)}; this one has "
                      f"{cut(sorted(save))}")


def _check_fields(save: dict[str, Any]) -> None:
    for key, kind in _KINDS.items():
        if type(save[key]) is not kind:
            raise BadSave(f"save field {key!r} must be of type {kind.__name__}, not "
                          f"{type(save[key]).__name__}")
    if not 0 <= save["seed"] <= MAX_SEED:
        raise BadSave("save field 'seed' must be a whole number from 0 to 2**64 - 1")
    actions = save["actions"]
    if len(actions) > MAX_SAVE_ACTIONS:
        raise BadSave(f"a save records at most {MAX_SAVE_ACTIONS:,} actions; this one "
                      f"{len(actions):,}")
    if not all(type(a) is str and len(a) <= MAX_ID_CHARS for a in actions):
        raise BadSave(f"save field 'actions' must list action ids (strings of at most "
                      f"{MAX_ID_CHARS} characters)")
    digits = _DIGITS[save["version"]]
    if len(save["digest"]) != digits or not _HEX.fullmatch(save["digest"]):
        raise BadSave(f"save field 'digest' of a version {save['version']} save must be "
                      f"{digits} hexadecimal digits")
