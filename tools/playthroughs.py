"""Rewrite the golden playthroughs in tests/playthroughs/ (`make playthroughs`): one seeded
game per game and option variant. Run it only when a change of rules, views or words is
meant; the diff of the files is then what a reviewer reads."""
from __future__ import annotations

from pathlib import Path

import pirates_lib as pl
import examples  # the example games have their playthroughs too
from pirates_lib.engine import playthrough

FOLDER = Path(__file__).resolve().parents[1] / "tests" / "playthroughs"


def main() -> None:
    FOLDER.mkdir(exist_ok=True)
    wanted = set()
    for game, options in playthrough.cases([*pl.GAMES, *examples.GAMES]):
        path = FOLDER / playthrough.file_name(game, options)
        wanted.add(path)
        path.write_text(playthrough.render(game), encoding="utf-8")
        print(f"wrote {path.relative_to(FOLDER.parents[1])}")
    for stale in set(FOLDER.glob("*.txt")) - wanted:
        stale.unlink()
        print(f"removed {stale.name}")


if __name__ == "__main__":
    main()
