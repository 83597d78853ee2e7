"""The parts of a board's scene that are not the game's own: the lines of "since your last
turn" with their dice and their pace, the curtain's empty scene, and a refusal in words."""
from __future__ import annotations

from typing import Any

from pirates_lib.engine import IllegalAction, State
from pirates_lib.engine.words import listing

from .scenes import common

SINCE_SECONDS = 4  # "since your last turn" comes within this: a Key Largo day is 20-odd lines
LABELS = 3  # a refusal names the legal moves only when there are this few


def paced(pace: float, lines: int) -> float:
    """The seconds between two lines of "since your last turn": the board's pace, quicker
    when the lines are many, so that they all come within SINCE_SECONDS (a day of Key Largo,
    23 events at 0.6 s, dripped for 14 s)."""
    return min(pace, SINCE_SECONDS / lines) if lines else pace


def since_item(event: Any) -> dict[str, Any]:
    """One line of "since your last turn": its text, and the dice it names (an event whose
    data has `dice`, a list of values, and `sides`, one number or one per die)."""
    item: dict[str, Any] = {"text": event.text}
    values = event.data.get("dice")
    if isinstance(values, (list, tuple)) and all(type(v) is int for v in values):
        sides = event.data.get("sides", 6)
        sides = sides if isinstance(sides, (list, tuple)) else [sides] * len(values)
        color = event.data.get("color", "red")
        item["dice"] = [{"value": v, "sides": k, "color": color} for v, k in zip(values, sides)]
    return item


def curtain_scene(state: State, curtain: str) -> dict[str, Any]:
    """What the model holds while the curtain is down: the title and whose turn, nothing else."""
    return {"schema": common.SCHEMA, "game": state.game.name, "title": state.game.title,
            "viewer": None, "status": curtain, "prompt": "", "over": False, "players": [],
            "zones": [], "map": None, "odds": None, "log": [], "actions": []}


def in_words(err: IllegalAction) -> str:
    """A refusal said to the player at the screen in one short sentence: "You cannot do that:
    you must first throw a card." It names what they can do (labels, never ids) only when
    that is a few moves: the buttons already show them all, and sixty Davy Jones courses
    spelt out would bury the reason."""
    reason = err.reason[0].lower() + err.reason[1:] if err.reason else "it is not legal now"
    if not err.legal or len(err.legal) > LABELS:
        return f"You cannot do that: {reason}."
    return f"You cannot do that: {reason}. You can: {listing(list(err.legal), conjunction='or')}."
