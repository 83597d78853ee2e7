"""Errors a caller can catch by kind (python-chess style: precise ValueError subclasses)."""
from __future__ import annotations


class PiratesError(Exception):
    """Base of every error this library raises on purpose."""


class IllegalAction(PiratesError, ValueError):
    """An action that is not legal now. The state is left exactly as it was."""


class BadSave(PiratesError, ValueError):
    """A saved game that is corrupt, forged, of another format or of another game."""
