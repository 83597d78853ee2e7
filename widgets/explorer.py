"""Odds explorers: sliders that recompute an exact distribution and redraw its chart
(docs/architecture.md, "Widgets"). Built from ipywidgets and Altair's `JupyterChart` in offline
mode (Vega bundled by vl-convert), so nothing is fetched at run time and a bar's tooltip (its
outcome, exact chance and decimal) shows on hover."""
from __future__ import annotations

from collections.abc import Callable, Mapping

import ipywidgets as ipw

from pirates_lib.odds import Dist


class OddsExplorer(ipw.VBox):
    """`OddsExplorer(compute, {"side 1": (0, 5, 2), ...}, title=...)`: each slider is
    (min, max, start); `compute(**values)` returns a `Dist`, shown as a chart and a table."""

    def __init__(self, compute: Callable[..., Dist], sliders: Mapping[str, tuple[int, int, int]],
                 title: str = "", x: str = "outcome", summary: Callable[[Dist], str] | None = None
                 ) -> None:
        self.compute, self.title, self.x = compute, title, x
        self.summary = summary or (lambda dist: f"mean {dist.mean()} = {float(dist.mean()):.3f}")
        self.sliders = {name: ipw.IntSlider(value=start, min=lo, max=hi, description=name,
                                            continuous_update=False)
                        for name, (lo, hi, start) in sliders.items()}
        self.chart = _offline(self.dist().chart(title=self.title, x=self.x))
        self.text = ipw.HTML()
        for slider in self.sliders.values():
            slider.observe(lambda _change: self.redraw(), names="value")
        super().__init__([ipw.HBox(list(self.sliders.values()),
                                   layout=ipw.Layout(flex_flow="row wrap")),
                          self.text, self.chart])
        self.redraw()

    @property
    def values(self) -> dict[str, int]:
        return {name: slider.value for name, slider in self.sliders.items()}

    def dist(self) -> Dist:
        return self.compute(**self.values)

    def redraw(self) -> None:
        """Recompute exactly and redraw: the one chart widget is given the new chart."""
        dist = self.dist()
        self.text.value = f"<b>{self.title}</b>: {self.summary(dist)}"
        self.chart.chart = dist.chart(title=self.title, x=self.x)

    def __repr__(self) -> str:
        return f"OddsExplorer({self.title!r}, {self.values})"


def _offline(chart):
    """The chart as a `JupyterChart` whose Vega comes bundled, not from a CDN."""
    import altair as alt
    alt.JupyterChart.enable_offline()
    return alt.JupyterChart(chart)
