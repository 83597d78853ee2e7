"""Ctrl-C and time budgets: the two signals the engine and the board handle themselves
(docs/engine.md, "Interrupts and time budgets").

Undoing a failed action (`State.apply`) replays the game, which takes a while for a long one;
a second Ctrl-C in the middle would leave the failed action half applied. `held_interrupts`
holds Ctrl-C over such a step and delivers it once the step is done. The board gives every
bot a time budget: `time_limit` stops a bot that thinks longer (an alarm, SIGALRM), and
measures it where no alarm can be set, so a late move can be refused.

Python runs signal handlers in the main thread only. Elsewhere nothing needs holding (Ctrl-C
is delivered to the main thread alone) and no alarm can stop a bot, so a limit only measures;
the same holds where the platform has no SIGALRM, or when someone else's alarm is set."""
from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

_FREE = (signal.SIG_DFL, signal.SIG_IGN)


class OverBudget(BaseException):
    """Raised inside a bot that thinks beyond its time budget. Not an Exception, like
    KeyboardInterrupt: a bot's own `except Exception` must not swallow it."""


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


@contextmanager
def held_interrupts() -> Iterator[None]:
    """Run the block to its end whatever Ctrl-C (SIGINT) arrives meanwhile; then deliver one
    to the handler that was in place (by default: KeyboardInterrupt, raised here)."""
    if not _main_thread() or signal.getsignal(signal.SIGINT) is None:
        yield  # no SIGINT reaches this thread, or its handler is not Python's to restore
        return
    held: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: held.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if held:
            signal.raise_signal(signal.SIGINT)


@dataclass
class Clock:
    """How long a block under `time_limit` took, against its budget."""

    budget: float
    start: float = field(default_factory=time.monotonic)
    end: float | None = None

    @property
    def elapsed(self) -> float:
        return (time.monotonic() if self.end is None else self.end) - self.start

    @property
    def over(self) -> bool:
        return self.elapsed > self.budget


def _alarm_free() -> bool:
    """Can this thread set an alarm without disturbing anyone else's?"""
    return (hasattr(signal, "setitimer") and _main_thread()
            and signal.getsignal(signal.SIGALRM) in _FREE
            and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0))


@contextmanager
def time_limit(seconds: float) -> Iterator[Clock]:
    """Give the block `seconds` of wall time: past them, OverBudget is raised inside it (where
    an alarm can be set, and once the block's code runs again: a long call into C finishes
    first). The clock it yields tells afterwards how long the block took, so that a caller
    can refuse what came too late wherever no alarm could stop it."""
    clock = Clock(seconds)
    alarm = _alarm_free()
    if alarm:
        previous = signal.signal(signal.SIGALRM, _stop)
        signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield clock
    finally:
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
        clock.end = time.monotonic()


def _stop(signum: int, frame: object) -> None:
    raise OverBudget("over the time budget")
