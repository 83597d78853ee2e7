"""A review as an HTML table (`Review._repr_html_`): one row a decision, its mistakes marked."""
from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .reviewing import Decision, Option, Review

#: Rows shown at most: a long game's review says how many more there are.
MAX_ROWS = 200


def review_table(review: Review) -> str:
    """The review's decisions, each with the option chosen, the best, the loss and the
    exact risk where the game answers one; its three largest mistakes in bold."""
    worst = {d.ply for d in review.mistakes(3)}
    rows = [_row(d, d.ply in worst) for d in review.decisions[:MAX_ROWS]]
    more = len(review.decisions) - MAX_ROWS
    if more > 0:
        rows.append(f'<tr><td colspan="6">... and {more} more decisions</td></tr>')
    head = "".join(f"<th>{h}</th>" for h in
                   ("ply", "chosen", "best", "loss (win share)", "exact", "in words"))
    title = (f"Review of {escape(review.game.names[review.seat])} in "
             f"{escape(review.game.title)}: {escape(review.cost)}")
    return (f'<table class="pl-review"><caption>{title}</caption><thead><tr>{head}</tr>'
            f'</thead><tbody>{"".join(rows)}</tbody></table>')


def _row(decision: Decision, worst: bool) -> str:
    exact = (f"{decision.what}: {decision.chosen.exact} (best {decision.best.exact})"
             if decision.what is not None else "")
    cells = [str(decision.ply), _option(decision.chosen), _option(decision.best),
             f"{decision.loss:.2f}", escape(exact), escape(decision.sentence)]
    style = ' style="font-weight:bold"' if worst else ""
    return f"<tr{style}>" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>"


def _option(option: Option) -> str:
    worth = option.worth
    shown = "never tried" if worth is None else (
        f"{worth.value:.2f} [{worth.low:.2f}, {worth.high:.2f}], {worth.n} playouts")
    return f"{escape(option.label)} <small>({shown})</small>"
