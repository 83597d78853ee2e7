"""What a finished Board's "Review this game" draws under it: the coach's review of the one
human's decisions (`pl.review`, docs/coach.md), as its table and its worst mistakes in words.

The review is built in Python from the human's own view at each decision (the search only
samples that seat's worlds), so the page holds nothing the seat could not see; the browser
only shows the HTML it is sent."""
from __future__ import annotations

from html import escape
from typing import Any

import anywidget
import traitlets

from pirates_lib.coach import Review, review
from pirates_lib.engine import State

from .board import Board

#: Iterations of search a decision gets in a review the board opens: a Leaky Loot game's
#: review then takes a few seconds (docs/coach.md, "Costs").
BOARD_ITERATIONS = 30

_ESM = """
function render({ model, el }) {
  const draw = () => { el.innerHTML = model.get("html"); };
  model.on("change:html", draw);
  draw();
  return () => model.off("change:html", draw);
}
export default { render };
"""


class ReviewPanel(anywidget.AnyWidget):
    """A review shown as HTML (its worst mistakes, then its table): `review` is the Review."""

    _esm = _ESM
    html = traitlets.Unicode("").tag(sync=True)

    def __init__(self, shown: Review, **kwargs: Any) -> None:
        self.review = shown
        worst = "".join(f"<li>Ply {m.ply}: {escape(m.sentence)}</li>"
                        for m in shown.mistakes(3))
        heading = "Your biggest mistakes" if worst else "The search found no mistake"
        self.html = (f'<div class="pl-review-panel"><h4>{heading}</h4><ol>{worst}</ol>'
                     f"{shown._repr_html_()}</div>")
        super().__init__(**kwargs)  # the comm opens with the panel in it (see Board)


def review_below(state: State, seat: int) -> ReviewPanel:
    """`Board.reviewer`: the review of `seat`'s decisions in the finished game `state`."""
    return ReviewPanel(review(state, seat, iterations=BOARD_ITERATIONS))


Board.reviewer = staticmethod(review_below)
