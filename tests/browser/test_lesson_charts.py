"""A lesson chart in JupyterLab, offline: hovering a mark shows its tooltip, with the exact
value and its decimal (issue 23 item 6: the static SVG renderer made every tooltip inert).
`tests/project/test_lessons.py` checks from the stored notebooks that every chart carries
tooltips; this checks that they work where a student hovers."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import run_cells, screenshot

pytestmark = pytest.mark.browser

CHART = """
from fractions import Fraction
import altair as alt
from pirates_lib import charts
charts.enable()
rows = [{"roll": k, **charts.exact(Fraction(k, 21))} for k in range(1, 7)]
alt.Chart(alt.Data(values=rows), title="a loaded die").mark_bar().encode(
    x="roll:O", y="probability:Q", tooltip=charts.tips("roll:O")
).properties(width=300, height=200)
"""


def test_hovering_a_bar_of_a_lesson_chart_shows_its_exact_value_and_decimal(page, lab):
    outside = []  # a classroom has no network: every request but the server's is refused

    def only_the_server(route):
        if route.request.url.startswith(lab.base):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    page.route("**/*", only_the_server)
    run_cells(page, lab, "chart_tooltip.ipynb", [CHART])
    # Vega-Embed draws the chart (JupyterChart, offline); its marks are drawn on a canvas or SVG.
    view = page.locator(".jp-OutputArea-output .vega-embed").first
    expect(view).to_be_visible(timeout=60_000)
    drawing = view.locator("canvas, svg.marks").first
    box = drawing.bounding_box()
    assert box, "the chart has no drawing"
    # The last bar (6/21 = 2/7, the tallest) stands near the right edge, low in the plot.
    page.mouse.move(box["x"] + box["width"] * 0.88, box["y"] + box["height"] * 0.75)
    tip = page.locator("#vg-tooltip-element")
    expect(tip).to_be_visible(timeout=10_000)
    expect(tip).to_contain_text("2/7")
    expect(tip).to_contain_text("0.2857")
    assert not outside, f"the chart asked the network for {outside[:3]}"
    screenshot(page, "lesson_chart_tooltip", view)
