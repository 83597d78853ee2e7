"""The coach (issue 22): a review of one seat's decisions in a finished or unfinished game.

    review = pl.review(state.to_json(), seat=0, iterations=100)
    review.mistakes(3)      # the three largest losses, each with a sentence
    review.chart()          # the seat's estimated win chance over the game

It stands above the search (whose estimates it reads) and below the widgets (whose Board
offers "Review this game"): docs/coach.md."""
from __future__ import annotations

from .reviewing import MAX_PLAYOUTS, MAX_SECONDS, Decision, Option, Review, review, weigh

__all__ = ["review", "weigh", "Review", "Decision", "Option", "MAX_PLAYOUTS", "MAX_SECONDS"]
