"""A review's chart: the seat's estimated win chance after each of its choices (Altair)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import altair as alt

if TYPE_CHECKING:
    from .reviewing import Review


def win_chance_chart(review: Review) -> Any:
    """The chosen option's estimated win share at each decision, its 99% interval a band,
    the loss and the best option in the tooltip (a line over the plies of the game)."""
    rows = [{"ply": d.ply, "win": d.chosen.worth.value, "low": d.chosen.worth.low,
             "high": d.chosen.worth.high, "chosen": d.chosen.label, "best": d.best.label,
             "loss": round(d.loss, 4), "exact": "" if d.what is None else
             f"{d.what}: {d.chosen.exact}"}
            for d in review.decisions if d.chosen.worth is not None]
    base = alt.Chart(alt.Data(values=rows)).encode(
        x=alt.X("ply:Q", title="ply (actions played before the decision)"))
    band = base.mark_area(opacity=0.25).encode(
        y=alt.Y("low:Q", title="estimated win chance", scale=alt.Scale(domain=[0, 1])),
        y2="high:Q")
    tips = [alt.Tooltip("ply:Q"), alt.Tooltip("chosen:N"), alt.Tooltip("best:N"),
            alt.Tooltip("win:Q", title="win chance", format=".2f"),
            alt.Tooltip("loss:Q", format=".2f"), alt.Tooltip("exact:N", title="exact odds")]
    line = base.mark_line(point=True).encode(y="win:Q", tooltip=tips)
    who = review.game.names[review.seat]
    return (band + line).properties(
        title=f"{who}'s estimated win chance after each choice ({review.game.title})",
        width=480, height=220)
