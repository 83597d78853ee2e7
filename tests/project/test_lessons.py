"""The notebooks as lessons: every chart fits a 900 px notebook column, every fraction shown to
a student has its decimal beside it, no dollar amount turns prose into math, and each game
has one notebook (found by the game's name, `NN_<game>.ipynb` whatever its number) that ends
with 3 to 5 exercises (a question, a cell for the student's answer, a check that says why it
refuses one, and a worked answer whose code and output stay collapsed until opened, not
printed earlier in the notebook), judged by the one `pirates_lib.exercises.check`. Read from
the stored outputs, which nbval keeps equal to a fresh run. A fraction over at most 12 (1/6,
5/12) reads at sight and needs no decimal.

A game notebook's charts are for exploring: each is an offline widget a student can hover
(its tooltip fields recorded in the output's metadata by `pirates_lib.charts`) with a static
SVG copy beside it, and a tooltip with an exact value has its decimal too. Bulk checks sit in
collapsed cells (no open cell of more than 3 asserts), and each game notebook asks for a guess
before at least two of its answers."""
from __future__ import annotations

import base64
import json
import re
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest

import pirates_lib as pl
from pirates_lib import charts
from pirates_lib.exercises import check, refusal

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


def is_notebook_of(path: Path, game: str) -> bool:
    """A game's notebook is named by the game, after an optional number: `03_libertalia`."""
    return re.fullmatch(rf"(?:\d+_)?{re.escape(game)}", path.stem) is not None


GAME_NOTEBOOKS = [p for p in NOTEBOOKS if any(is_notebook_of(p, game) for game in pl.GAMES)]
COLUMN = 900
#: A fraction as shown (a/b, or a Fraction's repr); one over at most 12 reads at sight (1/6).
FRACTION = re.compile(r"(?<![\w/.:*^-])-?\d+/(?!(?:[1-9]|1[0-2])(?![\d/]))\d+(?![\w/])"
                      r"|Fraction\(-?\d+, (?!(?:[1-9]|1[0-2])\))\d+\)")
DECIMAL = re.compile(r"\d\.\d|≈")

#: What JupyterLab reads as math delimiters once code is out of the way: `$$`, `$`, `\(`, `\[`.
CODE = re.compile(r"^(```|~~~).*?^\1|(`+)(?:[^`]|(?!\2)`)*?\2", re.S | re.M)
DELIMITER = re.compile(r"\\\\|\\\$|\$\$|\$")
#: Inside math: a command (\cdot, \text{...}) and what it wraps are not prose.
COMMAND = re.compile(r"\\(?:text|mathrm|operatorname|mathbf)\{[^}]*\}|\\[A-Za-z]+")
OPERATOR = re.compile(r"[-+*/^=<>_\\|]|\.\.")


def math_spans(markdown: str) -> list[tuple[str, str]]:
    """(opening, content) of each math span JupyterLab renders, in order; an unmatched `$`
    stays text and is returned with content None. Code spans and fenced blocks hold no math,
    a blank line ends a span (as in JupyterLab's `removeMath`), which passes `\\$` over."""
    spans = []
    for paragraph in re.split(r"\n\s*\n", CODE.sub(" ", markdown)):
        opening, start = None, 0
        for match in DELIMITER.finditer(paragraph):
            token = match.group()
            if token in ("\\\\", "\\$"):
                continue
            if opening is None:
                opening, start = token, match.end()
            elif token == opening:
                spans.append((opening, paragraph[start:match.start()]))
                opening = None
        if opening is not None:
            spans.append((opening, None))
    return spans


def dollar_amounts(markdown: str) -> list[str]:
    """The `$` amounts JupyterLab would typeset as math: a `$` before a digit that does not
    open a span of real mathematics (an operator in it and no words), or that opens none, and
    every `\\$` amount: JupyterLab 4 turns `\\$` into `$` before MathJax reads the page, so two
    escaped amounts in one paragraph still become math (seen in Chromium)."""
    found = [match.group() for match in re.finditer(r"\\\$\d[\d,.]*", CODE.sub(" ", markdown))]
    for opening, content in math_spans(markdown):
        if opening != "$" or content is None or not content[:1].isdigit():
            if opening == "$" and content is None:
                found.append("an unmatched $")
            continue
        bare = COMMAND.sub(" ", content)
        if re.search(r"[A-Za-z]{3,}", bare) or not OPERATOR.search(content):
            found.append("$" + content[:40].replace("\n", " "))
    return found


def outputs(path: Path):
    for n, cell in enumerate(nbformat.read(path, as_version=4).cells):
        for out in cell.get("outputs", []):
            yield n, out


def chart_widths(path: Path) -> list[tuple[int, float]]:
    widths = []
    for n, out in outputs(path):
        svg = out.get("data", {}).get("image/svg+xml")
        if svg:
            text = svg if isinstance(svg, str) else "".join(svg)
            match = re.search(r'<svg[^>]*\swidth="([\d.]+)', text)
            if match:
                widths.append((n, float(match.group(1))))
        spec = out.get("data", {}).get("application/vnd.vegalite.v5+json")
        if spec and isinstance(spec.get("width"), (int, float)):
            widths.append((n, spec["width"]))
    return widths


def shown_text(out) -> str:
    """What a student reads of an output: its HTML if it has some, else its plain text."""
    data = out.get("data", {})
    text = data.get("text/html") or data.get("text/plain") or out.get("text", "")
    return text if isinstance(text, str) else "".join(text)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_chart_fits_a_900_px_notebook_column(path):
    wide = [(n, w) for n, w in chart_widths(path) if w > COLUMN]
    assert not wide, f"cells (index, width) wider than {COLUMN} px: {wide}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_fraction_shown_has_its_decimal_beside_it(path):
    bare = []
    for n, out in outputs(path):
        for line in re.split(r"\n|</tr>", shown_text(out)):
            if FRACTION.search(line) and not DECIMAL.search(line):
                bare.append((n, line.strip()[:90]))
    assert not bare, f"fractions without their decimal (cell, line): {bare[:8]}"


def exercises(path: Path) -> tuple[list, list[tuple]]:
    """A game notebook's cells before its Exercises section, and each exercise's four cells:
    (question, answer, check, worked answer)."""
    cells = nbformat.read(path, as_version=4).cells
    start = next((i for i, c in enumerate(cells) if c.cell_type == "markdown"
                  and re.search(r"^#+ .*Exercises", c.source, re.M)), None)
    assert start is not None, "no Exercises section"
    questions = [i for i, c in enumerate(cells) if i > start and c.cell_type == "markdown"
                 and re.match(r"\*\*\d+\.\*\*", c.source)]
    return cells[:start], [tuple(cells[i:i + 4]) for i in questions]


def hidden(cell) -> bool:
    shown = cell.metadata.get("jupyter", {})
    return bool(shown.get("source_hidden") and shown.get("outputs_hidden"))


@pytest.mark.parametrize("game", pl.GAMES)
def test_every_game_has_one_notebook_found_by_its_name(game):
    found = [p.name for p in NOTEBOOKS if is_notebook_of(p, game)]
    assert len(found) == 1, f"{game}: notebooks {found} (one notebooks/NN_{game}.ipynb wanted)"


def test_a_game_notebook_is_found_by_its_game_whatever_its_number():
    assert is_notebook_of(Path("10_sea_chess.ipynb"), "sea_chess")
    assert is_notebook_of(Path("sea_chess.ipynb"), "sea_chess")
    assert not is_notebook_of(Path("10_sea_chess_tables.ipynb"), "sea_chess")
    assert not is_notebook_of(Path("90_scale.ipynb"), "sea_chess")


@pytest.mark.parametrize("path", GAME_NOTEBOOKS, ids=lambda p: p.name)
def test_each_exercise_has_an_answer_cell_a_check_and_a_hidden_worked_answer(path):
    """3 to 5 exercises, each: the question; `answer_k = None` for the student; the check of
    answer_k against the rules code's value; the worked answer, its source and its output both
    collapsed, checked the same way (and against a simulation where there is chance)."""
    _, found = exercises(path)
    assert 3 <= len(found) <= 5, f"{len(found)} exercises"
    for k, (question, answer, check, worked) in enumerate(found, 1):
        where = f"exercise {k}"
        assert question.source.startswith(f"**{k}.**") and len(question.source.split()) >= 8, where
        assert answer.cell_type == "code" and answer.source.startswith(f"answer_{k} = None"), where
        assert f'check("answer_{k}", answer_{k}, expected_{k})' in check.source, where
        assert f"expected_{k} = " in check.source and not hidden(check), where
        assert worked.cell_type == "code" and hidden(worked), f"{where}: worked answer not hidden"
        assert f'check("the worked answer", worked_{k}, expected_{k})' in worked.source, where
        assert ".agrees(" in worked.source or "nothing to simulate" in worked.source, where
        assert "no answer yet" in "".join(map(shown_text, check.outputs)), where
        assert ": right." in "".join(map(shown_text, worked.outputs)), where
        assert folded_output(worked), f"{where}: the worked answer's result is not folded"


def folded_output(cell) -> bool:
    """Does everything the cell shows sit in a closed <details> (`exercises.folded`)? A
    collapsed output is opened again when its cell runs, so Run All would print the answer
    under its question; a closed <details> stays closed."""
    outs = cell.get("outputs", [])
    return bool(outs) and all(
        out.get("output_type") == "execute_result"
        and out.get("data", {}).get("text/html", "").startswith("<details><summary>")
        for out in outs)


def test_folded_keeps_what_a_worked_answer_prints_in_a_closed_details():
    from pirates_lib.exercises import folded
    with folded() as shown:
        print("the worked answer = 1/6 ≈ 0.1667: right.", "<b>")
    assert repr(shown) == "the worked answer = 1/6 ≈ 0.1667: right. <b>"
    assert shown._repr_html_().startswith("<details><summary>")
    assert "&lt;b&gt;" in shown._repr_html_() and "<details open" not in shown._repr_html_()
    assert folded_output({"outputs": [{"output_type": "execute_result",
                                       "data": {"text/html": shown._repr_html_()}}]})
    assert not folded_output({"outputs": [{"output_type": "stream", "text": "1/6: right."}]})


@pytest.mark.parametrize("path", GAME_NOTEBOOKS, ids=lambda p: p.name)
def test_no_exercise_answer_is_printed_before_the_exercises(path):
    """An exercise whose answer the notebook printed earlier teaches nothing: every fraction
    of a worked answer (its output `the worked answer = 17/9 ≈ 1.8889: right.`) is looked for in the
    outputs before the Exercises (fractions that read at sight, over at most 12, excepted)."""
    before, found = exercises(path)
    earlier = "\n".join(shown_text(out) for cell in before for out in cell.get("outputs", []))
    for k, (*_, worked) in enumerate(found, 1):
        said = "".join(map(shown_text, worked.get("outputs", [])))
        assert "the worked answer = " in said, f"exercise {k}: the worked answer says nothing"
        said = said[said.find("the worked answer = "):]
        values = [f"{a}/{b}" for a, b in re.findall(r"(-?\d+)/(\d+) ≈", said) if int(b) > 12]
        shown_before = [v for v in values if re.search(rf"(?<![\d/]){v}(?![\d/])", earlier)]
        assert not shown_before, f"exercise {k}: {shown_before} printed before the exercises"


@pytest.mark.parametrize("path", GAME_NOTEBOOKS, ids=lambda p: p.name)
def test_every_game_notebook_judges_with_the_one_check_module(path):
    """One judge for every lesson: imported, never copied into a notebook."""
    code = [c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]
    assert any("from pirates_lib.exercises import check" in source for source in code)
    assert not any(re.search(r"^def (check|refusal|answer_text)\(", source, re.M)
                   for source in code), "a copy of the check helper"


def test_the_check_accepts_a_list_and_a_short_decimal_and_says_why_it_refuses():
    assert refusal([26, 27], (26, 27)) is None and refusal(0.1, Fraction(1, 10)) is None
    assert refusal(Fraction(5, 8), Fraction(5, 8)) is None and refusal(4.0, 4) is None
    assert "rounded" in refusal(1 / 3, Fraction(1, 3))
    assert "2 values" in refusal((26,), (26, 27)) and "value 2" in refusal((1, 3), (1, 2))
    assert "True or False" in refusal(1, True) and "number is wanted" in refusal("1/3", 1)
    assert refusal(Fraction(1, 3), Fraction(1, 2)) == "not the right value"
    with pytest.raises(AssertionError, match="answer_1 = 0.3 is refused: not the right value"):
        check("answer_1", 0.3, Fraction(1, 3))
    check("answer_1", None, Fraction(1, 3))  # not answered yet: no refusal


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_dollar_amount_in_markdown_renders_as_math(path):
    """JupyterLab reads `$40 ... $20` as inline math: the prose between turns into run-together
    italics. A dollar amount is written "40 dollars"."""
    found = [(n, amount) for n, cell in enumerate(nbformat.read(path, as_version=4).cells)
             if cell.cell_type == "markdown" for amount in dollar_amounts(cell.source)]
    assert not found, f"dollar signs JupyterLab would typeset as math (cell, text): {found[:8]}"


def test_the_dollar_check_finds_amounts_and_accepts_mathematics():
    assert dollar_amounts("buy a round ($20) to look at two wrecks; the pay, $40 on Friday")
    assert dollar_amounts("goods at $40, $30, $20 a unit") and dollar_amounts("costs $460?")
    assert dollar_amounts("my lead $60$ instead") and dollar_amounts("$13621/87 (about $157)")
    assert dollar_amounts(r"escaped \$40 and \$30 a unit")  # still math in JupyterLab 4
    assert not dollar_amounts("buy a round (20 dollars) and the pay, 40 dollars on Friday")
    assert not dollar_amounts(r"$24 - 3n/2$ turns, $1..D$, $2 \times 2$, $P(\text{lose}) = 1$")
    assert not dollar_amounts("`$40 and $30` in code, $$1 + 1 = 2$$ on display")


def test_the_fraction_check_finds_bare_fractions_and_accepts_decimals():
    assert FRACTION.search("-190217/56118") and not DECIMAL.search("-190217/56118")
    assert DECIMAL.search("13/36 ≈ 0.361") and FRACTION.search("Fraction(575, 3596)")
    assert not FRACTION.search("1/6, Fraction(5, 12), x**4/18") and FRACTION.search("4/18 ")
    assert not FRACTION.search("2026/12/01") and not FRACTION.search("docs/rules/x.md")


def _refresh_tool():
    import importlib.util
    path = Path(__file__).resolve().parents[2] / "tools" / "refresh_notebooks.py"
    spec = importlib.util.spec_from_file_location("refresh_notebooks", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_make_notebooks_refreshes_the_lessons_and_the_ladder_only_when_named():
    tool = _refresh_tool()
    lessons = tool.chosen([])
    assert {p.name for p in GAME_NOTEBOOKS} <= set(lessons) and "90_scale.ipynb" not in lessons
    assert tool.chosen(["03_libertalia.ipynb"]) == ["03_libertalia.ipynb"]
    assert "90_scale.ipynb" in tool.chosen(["--all"])
    with pytest.raises(SystemExit, match="no such notebook"):
        tool.chosen(["3_libertalia.ipynb"])


WIDGET = "application/vnd.jupyter.widget-view+json"
MAX_OPEN_ASSERTS = 3


def charts_of(path: Path) -> list[tuple[int, dict]]:
    """(cell, output) of every Vega chart stored in a notebook (its SVG's root is `marks`),
    which leaves out other pictures (Davy Jones' playmat)."""
    found = []
    for n, out in outputs(path):
        svg = out.get("data", {}).get("image/svg+xml")
        text = svg if isinstance(svg, str) else "".join(svg or [])
        if re.search(r'<svg[^>]*class="marks"', text):
            found.append((n, out))
    return found


@pytest.mark.parametrize("path", GAME_NOTEBOOKS, ids=lambda p: p.name)
def test_every_chart_is_interactive_with_a_static_copy_and_a_tooltip(path):
    found = charts_of(path)
    assert found, "no chart"
    static = [n for n, out in found if WIDGET not in out["data"]]
    assert not static, f"charts shown as a picture only (cells): {static}"
    # An untrusted notebook (opened, not yet run) shows neither the SVG nor the widget.
    unseen = [n for n, out in found if "image/png" not in out["data"]]
    assert not unseen, f"charts with no PNG, shown as a line of text until run (cells): {unseen}"
    bare = [n for n, out in found if not out.get("metadata", {}).get(charts.META, {}).get("tooltip")]
    assert not bare, f"charts without a tooltip (cells): {bare}"
    no_decimal = [n for n, out in found if "exact" in (tips := out["metadata"][charts.META]["tooltip"])
                  and "≈" not in tips]
    assert not no_decimal, f"tooltips with an exact value and no decimal (cells): {no_decimal}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_stored_drawing_has_a_png_a_notebook_not_yet_run_can_show(path):
    """JupyterLab shows no SVG (nor widget) of an untrusted notebook, which every notebook is
    when a student first opens it: a drawing stored as SVG only reads "<chart: ...>"."""
    notebook = json.loads(path.read_text())
    bare = [n for n, cell in enumerate(notebook["cells"]) for out in cell.get("outputs", [])
            if "image/svg+xml" in out.get("data", {}) and "image/png" not in out["data"]]
    assert not bare, f"SVG outputs without a PNG (cells): {bare}"


def test_a_lesson_chart_is_a_widget_an_svg_and_a_line_naming_its_tooltips():
    import altair as alt
    rows = [{"roll": k, **charts.exact(Fraction(1, 6))} for k in range(1, 7)]
    bars = alt.Chart(alt.Data(values=rows), title="d6").mark_bar().encode(
        x="roll:O", y="probability:Q", tooltip=charts.tips("roll:O"))
    rule = alt.Chart(alt.Data(values=rows)).mark_rule().encode(y=alt.datum(0.2))
    bundle, meta = charts.lesson_renderer(alt.layer(bars, rule).to_dict())
    assert {WIDGET, "image/svg+xml"} <= set(bundle) and bundle["text/plain"] == "<chart: d6>"
    assert base64.b64decode(bundle["image/png"]).startswith(b"\x89PNG")
    assert meta[charts.META]["tooltip"] == ["roll", "exact", "≈"]
    assert rows[0]["exact"] == "1/6" and rows[0]["probability"] == 1 / 6
    assert charts.tooltip_fields(rule.to_dict()) == []


def test_a_chart_read_back_from_its_spec_is_the_chart_altair_would_read():
    import altair as alt
    data = alt.Data(values=[{"x": 1, "y": 2}])
    bar = alt.Chart().mark_bar().encode(x="x:Q", y="y:Q")
    rule = alt.Chart().mark_rule().encode(y=alt.datum(1))
    for chart in (bar.properties(data=data), alt.layer(bar, rule, data=data),
                  alt.hconcat(bar.properties(data=data), rule.properties(data=data)),
                  alt.layer(bar, rule, data=data).facet(column="x:N"),
                  alt.Chart(data).mark_bar().encode(x="x:Q", column="x:N")):
        spec = chart.to_dict()
        assert charts.chart_of(spec).to_dict() == alt.Chart.from_dict(spec).to_dict()


@pytest.mark.parametrize("path", GAME_NOTEBOOKS, ids=lambda p: p.name)
def test_bulk_checks_sit_in_collapsed_cells(path):
    """A lesson's open cells show the computation; a run of asserts goes to a collapsed cell
    (its source hidden, its one line of output showing) or to the tests."""
    before, _ = exercises(path)
    dense = [(n, len(re.findall(r"^\s*assert\b", cell.source, re.M)))
             for n, cell in enumerate(before) if cell.cell_type == "code"
             and not cell.metadata.get("jupyter", {}).get("source_hidden")]
    dense = [(n, k) for n, k in dense if k > MAX_OPEN_ASSERTS]
    assert not dense, f"open cells with more than {MAX_OPEN_ASSERTS} asserts (cell, asserts): {dense}"


@pytest.mark.parametrize("path", GAME_NOTEBOOKS, ids=lambda p: p.name)
def test_a_game_notebook_asks_for_a_guess_before_the_answer(path):
    """At least two "Guess first" questions, each in markdown with code after it: the answer
    comes after the guess, never before it in the same cell's output."""
    before, _ = exercises(path)
    asks = [n for n, cell in enumerate(before)
            if cell.cell_type == "markdown" and "Guess first" in cell.source]
    assert len(asks) >= 2, f"{len(asks)} guess-first questions"
    assert all(any(c.cell_type == "code" for c in before[n + 1:n + 3]) for n in asks), asks


def sections(path: Path) -> dict[str, list]:
    """A notebook's numbered sections (`## 5. ...` or `### 5. ...`) before its Exercises, each
    with the cells under its heading."""
    before, _ = exercises(path)
    found: dict[str, list] = {}
    current = None
    for cell in before:
        heading = re.match(r"#{2,3} (.*)", cell.source) if cell.cell_type == "markdown" else None
        if heading:
            current = heading.group(1) if re.match(r"\d+\. ", heading.group(1)) else None
            if current:
                found[current] = []
        elif current:
            found[current].append(cell)
    return found


@pytest.mark.parametrize("path", GAME_NOTEBOOKS, ids=lambda p: p.name)
def test_each_game_notebook_teaches_a_decision_checked_by_a_simulation(path):
    """Issue 23: at least one lesson per game on a decision at the table (a section titled
    `N. A decision...`), its exact answers cross-checked by simulated games: a `simulate(...)`
    and an `.agrees(...)` in its code."""
    decisions = {title: cells for title, cells in sections(path).items()
                 if re.match(r"\d+\. A decision\b", title)}
    assert decisions, f"no section titled 'N. A decision ...' among {list(sections(path))}"
    for title, cells in decisions.items():
        code = "\n".join(c.source for c in cells if c.cell_type == "code")
        assert "simulate(" in code and ".agrees(" in code, f"{title}: no simulation checks it"
