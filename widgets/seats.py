"""The seats of a Board: who sits where ("you", "human" or "bot:<name>"), checked before
a board opens, and the bots made for the bot seats, seeded as `pl.play` seeds them."""
from __future__ import annotations

from collections.abc import Sequence

from pirates_lib.engine import Bot, Game
from pirates_lib.engine.bots import RandomBot

HUMAN_SEATS = ("you", "human")


def check_seats(game: Game, seats: Sequence[str] | None) -> list[str]:
    """One seat per player: "you"/"human" or "bot:<name>", with a clear error otherwise."""
    if seats is None:
        seats = ["you"] + ["bot:random"] * (game.players - 1)
    seats = list(seats)
    if len(seats) != game.players:
        raise ValueError(f"{game.title} with {game.players} players needs {game.players} "
                         f"seats, got {len(seats)}: {seats}")
    for seat in seats:
        if seat in HUMAN_SEATS:
            continue
        name = seat[4:] if isinstance(seat, str) and seat.startswith("bot:") else None
        if name is None or (name != "random" and name not in game.bots):
            known = ", ".join(sorted(set(game.bots) | {"random"}))
            raise ValueError(f"a seat is 'you', 'human' or 'bot:<name>' (bots of {game.title}: "
                             f"{known}), not {seat!r}")
    return seats


def make_bots(game: Game, seats: Sequence[str], seed: int) -> dict[int, Bot]:
    """Bots for the bot seats, seeded like `pl.play` seeds them."""
    bots = {}
    for seat, kind in enumerate(seats):
        if kind.startswith("bot:"):
            cls = game.bots.get(kind[4:]) or RandomBot  # `check_seats` let no other name in
            bots[seat] = cls(game, seat, seed=seed * 1000 + seat + 1)
    return bots
