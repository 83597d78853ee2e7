"""Golden playthroughs: every game and variant replays exactly as its file in
tests/playthroughs/ says, action by action, view digest by view digest, log line by log line.
A difference means a rule, a view or a word changed: if that was meant, `make playthroughs`
rewrites the files and the diff is reviewed with the change."""
from __future__ import annotations

from pathlib import Path

import pytest

import pirates_lib as pl
import examples  # the example games have their playthroughs too
from pirates_lib.engine import playthrough

FOLDER = Path(__file__).parent / "playthroughs"
CASES = playthrough.cases([*pl.GAMES, *examples.GAMES])


@pytest.mark.parametrize("game,options", CASES,
                         ids=[playthrough.file_name(g, o) for g, o in CASES])
def test_the_game_replays_its_golden_playthrough(game, options):
    path = FOLDER / playthrough.file_name(game, options)
    assert path.exists(), f"{path.name} is missing: run `make playthroughs`"
    want = path.read_text(encoding="utf-8").splitlines()
    got = playthrough.render(game).splitlines()
    for n, (a, b) in enumerate(zip(want, got), 1):
        assert a == b, f"{path.name} line {n} differs:\n  file: {a}\n  now:  {b}"
    assert len(want) == len(got), f"{path.name}: {len(want)} lines in the file, {len(got)} now"


def test_no_playthrough_file_is_left_from_a_game_or_variant_that_is_gone():
    names = {playthrough.file_name(g, o) for g, o in CASES}
    assert {p.name for p in FOLDER.glob("*.txt")} == names
