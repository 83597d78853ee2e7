"""Errors a caller can catch by kind (python-chess style: precise ValueError subclasses)."""
from __future__ import annotations


class PiratesError(Exception):
    """Base of every error this library raises on purpose."""


class IllegalAction(PiratesError, ValueError):
    """An action that is not legal now. The state is left exactly as it was.

    Besides its sentence, a refusal carries its parts, so a board can say it to the player in
    their own words: `reason` (why, in words) and `legal` (the labels of what is legal now)."""

    def __init__(self, message: str, *, reason: str = "", legal: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.reason = reason or message
        self.legal = legal


class BadSave(PiratesError, ValueError):
    """A saved game that is corrupt, forged, of another format or of another game."""
