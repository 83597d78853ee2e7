"""Saves written before a change of the rules' insides still load and verify.

`tests/saves/` holds saves written by the code of 33fc86b (before the one flow model and the
one id codec): for every game and variant, one seeded game between the game's heuristic bots,
saved a third of the way in, two thirds in and at its end. Each must load (its digest checked,
every action replayed through `apply`) and save again to the very same text: the rules' state
(`_snapshot`, which a save's digest covers) and every id are what they were. A change meant to
alter them would rewrite these files with `python -m tests.test_old_saves` and say so."""
from __future__ import annotations

from pathlib import Path

import pytest

import pirates_lib as pl
from examples.dice_duel import DiceDuelGame
from pirates_lib.engine import playthrough

FOLDER = Path(__file__).parent / "saves"
SEED = 5


def _saves(game: pl.Game, options: dict) -> dict[str, str]:
    """The game's three saves by their file name."""
    cls = playthrough.heuristic_bot(game)
    final = pl.play(game, [cls(game, p, seed=SEED * 10 + p) for p in range(game.players)], SEED)
    stem = playthrough.file_name(game, options, SEED)[:-4]
    out = {}
    for part, cut in (("third", len(final.history) // 3),
                      ("two-thirds", 2 * len(final.history) // 3), ("end", None)):
        state = game.new_game(SEED)
        for action_id in final.history[:cut]:
            state.apply(action_id)
        out[f"{stem}-{part}.json"] = state.to_json()
    return out


def _cases() -> list[tuple[pl.Game, dict]]:
    return playthrough.cases([*pl.GAMES, DiceDuelGame.name])


FILES = sorted(FOLDER.glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_an_old_save_loads_and_saves_again_to_the_same_text(path):
    text = path.read_text(encoding="utf-8")
    state = pl.from_json(text)
    assert state.to_json() == text


def test_every_game_and_variant_has_its_old_saves():
    assert len(FILES) == 3 * len(_cases())


def write() -> None:
    """Rewrite the saves (only for a change that is meant to break them)."""
    FOLDER.mkdir(exist_ok=True)
    for game, options in _cases():
        for name, text in _saves(game, options).items():
            (FOLDER / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write()
