"""What the Board and the Replay share: where their files are, the answer to every browser
message (always acknowledged), the record of what they received, and each game's scenes."""
from __future__ import annotations

import importlib
import json
import os
from pathlib import Path
from typing import Any

from pirates_lib.engine.interrupts import held_interrupts
from pirates_lib.engine.limits import cut

from .scenes import common

HERE = Path(__file__).parent
LOG_ENV = "PIRATES_BOARD_LOG"


def answer(widget: Any, content: Any, what: str) -> None:
    """Handle a browser message on `widget` (a Board or a Replay: its `_handle`), and always
    acknowledge it: unanswered, the page would say the kernel is gone. A bug (not a refusal)
    is shown on the widget, then raised."""
    try:
        widget._handle(content, "browser")
    except Exception as err:
        widget.error = (f"The {what} hit a bug ({type(err).__name__}: "
                        f"{cut(str(err), 200)}); please report it.")
        raise
    finally:
        with held_interrupts():
            widget.send({"type": "ack", "serial": widget._serial})


def scene_module(name: str) -> Any:
    """widgets.scenes.<game>, or the generic scene for a game that has none yet."""
    try:
        return importlib.import_module(f"{__package__}.scenes.{name}")
    except ModuleNotFoundError as err:
        if err.name != f"{__package__}.scenes.{name}":
            raise
        return common.GenericScenes


def record(message: Any, source: str, accepted: bool, error: str, actions: int) -> None:
    """Append what a board or a replay received to $PIRATES_BOARD_LOG (for browser tests)."""
    path = os.environ.get(LOG_ENV)
    if not path:
        return
    line = {"source": source, "message": message, "accepted": accepted, "error": error,
            "actions": actions}
    with open(path, "a", encoding="utf-8") as log:
        log.write(json.dumps(line, default=repr) + "\n")
