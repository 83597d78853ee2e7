"""How a notebook's exercise judges a student's answer: exactly, and in words when it refuses
one. Every game notebook imports `check` from here, so all lessons judge alike and a fix
reaches them all (docs/new_game.md, "The notebook").

A list stands for a tuple, and a float for the decimal it prints as (`0.1` is 1/10: a student
types what they read); a float that only rounds to the answer (`1/3` typed as
0.3333333333333333) is refused, with the reason, since the lessons teach exact values."""
from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stdout
from fractions import Fraction
from io import StringIO
from numbers import Real
from typing import Any


def check(name: str, given: Any, expected: Any) -> None:
    """Judge an exercise's answer exactly: print that it is right, or raise AssertionError
    saying why not. `None` is an answer not written yet: the notebook still runs."""
    if given is None:
        print(f"{name}: no answer yet. Write yours above, or open the worked answer below.")
        return
    why = refusal(given, expected)
    assert why is None, f"{name} = {given!r} is refused: {why}"
    print(f"{name} = {answer_text(given)}: right.")


class Folded:
    """What a worked answer printed, shown folded: a closed `<details>` a student opens by
    clicking (its plain text is the same lines, for a terminal and for nbval)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text.rstrip("\n")

    def _repr_html_(self) -> str:
        return ("<details><summary>The worked answer's result (click to open)</summary>"
                f"<pre>{html.escape(self.text)}</pre></details>")


@contextmanager
def folded() -> Iterator[Folded]:
    """Run a worked answer with what it prints kept in a `Folded`, to show as the cell's last
    line. A collapsed output is not enough: JupyterLab opens it again when the cell runs, so
    Run All would print every answer under its question; a closed `<details>` stays closed.

    >>> with folded() as shown:
    ...     print("the worked answer = 1/6: right.")
    >>> shown
    the worked answer = 1/6: right.
    """
    shown = Folded("")
    out = StringIO()
    try:
        with redirect_stdout(out):
            yield shown
    finally:
        shown.text = out.getvalue()


def answer_text(x: Any) -> str:
    """An answer as a student reads it: a fraction with its decimal beside it."""
    if isinstance(x, (tuple, list)):
        return "(" + ", ".join(map(answer_text, x)) + ")"
    if isinstance(x, Fraction) and x.denominator != 1:
        return f"{x} ≈ {float(x):.4f}"
    return str(x)


def refusal(given: Any, expected: Any) -> str | None:
    """Why `given` is not `expected`, in words, or None if it is. A tuple is judged value by
    value; True or False only by itself; a number exactly (module docstring)."""
    if isinstance(expected, tuple):
        if not isinstance(given, (tuple, list)) or len(given) != len(expected):
            dots = ", ".join("..." for _ in expected)
            return f"the answer is {len(expected)} values, a tuple like ({dots})"
        whys = [(i, refusal(g, e)) for i, (g, e) in enumerate(zip(given, expected), 1)]
        return next((f"its value {i}: {why}" for i, why in whys if why), None)
    if isinstance(expected, bool):
        return None if given is expected else "not the right answer (True or False is wanted)"
    if isinstance(given, bool) or not isinstance(given, Real):
        return f"a number is wanted (a Fraction or a whole number), not {given!r}"
    exact = Fraction(repr(float(given))) if isinstance(given, float) else Fraction(str(given))
    if exact == expected:
        return None
    if isinstance(given, float) and abs(given - expected) < 1e-9:
        return ("a float is rounded: it is within 1e-9 of the answer, so write it exactly "
                "(a Fraction)")
    return "not the right value"
