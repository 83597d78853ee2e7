"""How a lesson notebook shows its charts: interactive where a student explores, static where
nbval compares, and never from the network.

`enable()` turns on the `lesson` Altair renderer. Each chart it shows is two things at once:

- an Altair `JupyterChart` (an anywidget) in offline mode: Vega, Vega-Lite and vega-embed come
  bundled by vl-convert, so in JupyterLab, with no network, hovering a mark shows its tooltip.
  JupyterLab's own Vega extension cannot do this here: it reads Vega-Lite 5 only, Altair 6
  writes Vega-Lite 6.
- the same chart as a static SVG (vl-convert), stored in the notebook: what nbval compares
  (it skips widget views, whose ids are random), and as a PNG made from that SVG: what
  JupyterLab shows in a notebook opened and not yet run. It does not show a stored SVG or
  widget from an untrusted notebook (every notebook a student opens from Binder or a fresh
  clone) and falls back to the line of text, "<chart: title>", in place of every chart; a
  PNG is safe to show, so the chart is there from the start.

The output's metadata names the chart's tooltip fields, so `tests/project/test_lessons.py`
can check from the stored notebook that every chart a student explores carries tooltips.

`exact(p)` and `tips(...)` give a chart the exact value beside the decimal it is plotted at:
a tooltip reads `exact 13/36, ≈ 0.3611`, as the printed outputs do."""
from __future__ import annotations

import base64
from fractions import Fraction
from typing import Any

import altair as alt
import vl_convert
from altair.vegalite.v6.display import svg_renderer

RENDERER = "lesson"
#: The renderer of charts shown as pictures only (`enable_pictures`).
PICTURE = "picture"
#: The Altair class of a top-level spec, by the key that makes it one (a plain Chart otherwise).
KINDS = {"layer": alt.LayerChart, "hconcat": alt.HConcatChart, "vconcat": alt.VConcatChart,
         "concat": alt.ConcatChart, "facet": alt.FacetChart, "repeat": alt.RepeatChart}
#: The key in an output's metadata that lists the chart's tooltip fields.
META = "pirates_lib/chart"


def exact(value: Fraction | int, name: str = "probability") -> dict[str, Any]:
    """A row's fields for an exact value: the float the mark is drawn at, under `name`, and
    the value as written (`13/36`), under "exact"."""
    return {name: float(value), "exact": str(value)}


def tips(*fields: str | alt.Tooltip, value: str = "probability",
         decimals: int = 4) -> list[alt.Tooltip]:
    """A tooltip of `fields` (Altair shorthands such as "depth:N"), then the exact value and
    its decimal: the fields `exact(...)` writes."""
    shown = [f if isinstance(f, alt.Tooltip) else alt.Tooltip(f) for f in fields]
    return shown + [alt.Tooltip("exact:N", title="exact"),
                    alt.Tooltip(f"{value}:Q", title="≈", format=f".{decimals}f")]


def tooltip_fields(spec: Any) -> list[str]:
    """Every field or title a chart's tooltips show, anywhere in its (layered, faceted) spec."""
    found: list[str] = []
    if isinstance(spec, dict):
        for key, item in spec.items():
            if key == "tooltip":
                for tip in item if isinstance(item, list) else [item]:
                    if isinstance(tip, dict):
                        found.append(str(tip.get("title") or tip.get("field") or tip))
            else:
                found += tooltip_fields(item)
    elif isinstance(spec, list):
        for item in spec:
            found += tooltip_fields(item)
    return found


def title_of(spec: dict) -> str:
    """The chart's title, or the first title of the charts it layers, concatenates or facets."""
    title = spec.get("title")
    if title:
        return str(title.get("text") if isinstance(title, dict) else title)
    parts = [spec[key] for key in ("spec",) if isinstance(spec.get(key), dict)]
    parts += [p for key in ("layer", "hconcat", "vconcat", "concat") for p in spec.get(key, [])]
    return next((t for t in map(title_of, parts) if t), "")


def chart_of(spec: dict) -> Any:
    """The Altair chart of a spec Altair itself wrote and validated: its class read from its
    keys, so `from_dict` need not validate it again to find it (a second or more for a chart
    of a few hundred rows, in every chart of every lesson)."""
    kind: Any = next((cls for key, cls in KINDS.items() if key in spec), alt.Chart)
    return kind.from_dict(spec, validate=False)


def lesson_renderer(spec: dict, **metadata: Any) -> tuple[dict, dict]:
    """The mimebundle of one chart: the offline widget, its static SVG and PNG, a line of text
    (the renderer's options, `metadata`, are Altair's and unused here)."""
    pictured = Picture(svg_renderer(spec)["image/svg+xml"])._repr_mimebundle_()
    alt.JupyterChart.enable_offline()
    shown: Any = alt.JupyterChart(chart=chart_of(spec))._repr_mimebundle_()
    widget = shown[0]
    bundle = {**pictured, "text/plain": f"<chart: {title_of(spec) or 'untitled'}>",
              "application/vnd.jupyter.widget-view+json":
                  widget["application/vnd.jupyter.widget-view+json"]}
    return bundle, {META: {"tooltip": tooltip_fields(spec)}}


class Picture:
    """A drawing (an SVG text) shown as a chart is: the SVG, and a PNG of it for a notebook
    not yet run (module docstring: JupyterLab shows an untrusted notebook's SVG as a line of
    text). `Picture(svg)` as a cell's last line displays it."""

    def __init__(self, svg: str) -> None:
        self.svg = svg

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        png = base64.b64encode(vl_convert.svg_to_png(self.svg)).decode("ascii")
        return {"image/svg+xml": self.svg, "image/png": png, "text/plain": "<picture>"}


def picture_renderer(spec: dict, **metadata: Any) -> dict[str, str]:
    """A chart as a drawing only, its SVG and its PNG (`Picture`): for a notebook whose charts
    are read, not explored (90_scale), so no widget; nothing comes from the network."""
    return Picture(svg_renderer(spec)["image/svg+xml"])._repr_mimebundle_()


def enable_pictures() -> None:
    """Show every Altair chart of this kernel by `picture_renderer`."""
    alt.renderers.register(PICTURE, picture_renderer)
    alt.renderers.enable(PICTURE)


def enable() -> None:
    """Show every Altair chart of this kernel by `lesson_renderer` (module docstring). The
    offline bundle (a few seconds to build) is made now, in the cell that loads the libraries
    and says so, not in the first chart's."""
    alt.JupyterChart.enable_offline()
    alt.renderers.register(RENDERER, lesson_renderer)
    alt.renderers.enable(RENDERER)
