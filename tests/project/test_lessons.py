"""The notebooks as lessons: every chart fits a 900 px notebook column, every fraction shown to
a student has its decimal beside it, and each game notebook ends with 3 to 5 exercises (a
question, a worked answer in a collapsed cell, and an `assert` the student's answer must
pass). Read from the stored outputs, which nbval keeps equal to a fresh run. A fraction over
at most 12 (1/6, 5/12) reads at sight and needs no decimal."""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
GAME_NOTEBOOKS = [p for p in NOTEBOOKS if re.match(r"0[1-9]_", p.name)]
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


@pytest.mark.parametrize("path", GAME_NOTEBOOKS, ids=lambda p: p.name)
def test_each_game_notebook_ends_with_three_to_five_exercises(path):
    cells = nbformat.read(path, as_version=4).cells
    start = next((i for i, c in enumerate(cells) if c.cell_type == "markdown"
                  and re.search(r"^#+ .*Exercises", c.source, re.M)), None)
    assert start is not None, "no Exercises section"
    rest = cells[start + 1:]
    hidden = [i for i, c in enumerate(rest) if c.cell_type == "code"
              and c.metadata.get("jupyter", {}).get("source_hidden")]
    assert 3 <= len(hidden) <= 5, f"{len(hidden)} worked answers in collapsed cells"
    for i in hidden:
        asked = [c for c in cells[start:start + 1 + i] if c.cell_type == "markdown"][-1]
        checks = [c for c in rest[i + 1:i + 3] if c.cell_type == "code" and "assert " in c.source]
        assert len(asked.source.split()) >= 8 and checks, (
            f"exercise at cell {start + 1 + i}: a question before it, an assert after it")


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
