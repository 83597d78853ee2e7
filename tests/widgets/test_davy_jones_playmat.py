"""The Davy Jones playmat drawing (widgets/scenes/davy_jones_playmat.py): docs/rules/davy_jones.md
embeds a drawing rendered from the rules' components, fresh, with every island, zone and
sea-monster point on it."""
from __future__ import annotations

from pathlib import Path

from pirates_lib.davy_jones import components as c
from pirates_widgets.scenes.davy_jones_playmat import SVG_PATH, playmat_shapes, playmat_svg

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rules" / "davy_jones.md"


def test_the_committed_playmat_drawing_is_a_fresh_rendering_of_the_components():
    assert SVG_PATH.read_text() == playmat_svg(), \
        "run: python -m pirates_widgets.scenes.davy_jones_playmat"
    assert "![" in DOC.read_text() and "](davy_jones_playmat.svg)" in DOC.read_text()


def test_the_drawing_shows_every_island_zone_and_monster_point():
    labels = {s.get("label") for s in playmat_shapes()}
    assert {i.title for i in c.ISLANDS} <= labels
    assert {z.title for z in c.CURSED_ZONES} <= labels
    assert {f"Sea monster point {n}" for n in c.MONSTER_POINTS} <= labels
    svg = playmat_svg()
    assert svg.count("<polygon") == len(c.CURSED_ZONES) + 8  # zones and the eight ships
    assert 'viewBox="0 0 914 914"' in svg
