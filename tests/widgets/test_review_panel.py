"""The board's "Review this game" (issue 22): offered at the end of a game with one human,
it draws the coach's review of that human's decisions under the board."""
from __future__ import annotations

from html import escape

import pirates_lib as pl
from pirates_widgets import Board, ReviewPanel
from pirates_widgets import review as panel

from .test_board_protocol import send


def finished(seats: list[str], seed: int = 4) -> Board:
    """A Leaky Loot board played to its end, every human always ending the turn (its first
    legal move when "end" is not offered, as at the hand limit)."""
    b = Board(pl.load("leaky_loot", players=len(seats)), seats=seats, seed=seed)
    while not b.state.over:
        b.lift_curtain()
        ids = [a["id"] for a in b.scene["actions"]]
        assert b.click("end" if "end" in ids else ids[0]), b.error
    return b


def test_the_end_of_a_game_with_one_human_offers_its_review(monkeypatch):
    monkeypatch.setattr(panel, "BOARD_ITERATIONS", 3)
    b = finished(["you", "bot:captain", "bot:random"])
    assert {"control": "review", "label": "Review this game"} in b.scene["controls"]
    send(b, type="review")
    assert b.error == "" and isinstance(b.below, ReviewPanel)
    shown = b.below.review
    assert shown.seat == 0 and shown.cost.endswith("x 3 iterations = "
                                                  f"{3 * len(shown.decisions)} playouts")
    assert shown._repr_html_() in b.below.html
    assert all(f"<li>Ply {m.ply}: {escape(m.sentence)}</li>" in b.below.html
               for m in shown.mistakes(3))


def test_no_review_before_the_end_nor_for_a_hot_seat_or_bots_only():
    b = Board(pl.load("leaky_loot", players=3), seats=["you", "bot:random", "bot:random"],
              seed=1)
    send(b, type="review")
    assert "a review is offered at the end of a game" in b.error and b.below is None
    assert all(c["control"] != "review" for c in finished(["you", "you"]).scene["controls"])
    bots = Board(pl.load("leaky_loot", players=2), seats=["bot:random"] * 2, seed=3)
    assert bots.state.over and all(c["control"] != "review" for c in bots.scene["controls"])
