"""Odds explorers: sliders that recompute an exact distribution and redraw its chart
(docs/architecture.md, "Widgets"). Built from ipywidgets only, so nothing is fetched at run time;
the chart is rendered offline (Altair's svg renderer, vl-convert)."""
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
        self.chart_out = ipw.Output()
        self.text = ipw.HTML()
        for slider in self.sliders.values():
            slider.observe(lambda _change: self.redraw(), names="value")
        super().__init__([ipw.HBox(list(self.sliders.values()),
                                   layout=ipw.Layout(flex_flow="row wrap")),
                          self.text, self.chart_out])
        self.redraw()

    @property
    def values(self) -> dict[str, int]:
        return {name: slider.value for name, slider in self.sliders.items()}

    def dist(self) -> Dist:
        return self.compute(**self.values)

    def redraw(self) -> None:
        """Recompute exactly and redraw (the chart as an SVG image: offline-safe)."""
        from IPython.display import SVG, display
        import vl_convert as vlc
        dist = self.dist()
        self.text.value = f"<b>{self.title}</b>: {self.summary(dist)}"
        svg = vlc.vegalite_to_svg(dist.chart(title=self.title, x=self.x).to_dict())
        self.chart_out.clear_output(wait=True)
        with self.chart_out:
            display(SVG(svg))

    def __repr__(self) -> str:
        return f"OddsExplorer({self.title!r}, {self.values})"
