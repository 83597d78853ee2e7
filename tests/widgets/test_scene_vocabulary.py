"""The board's neutral vocabulary (widgets/SCENE.md, "Item", "Tones", "Per-game styles"): every
scene of every game says what its items are in the board's words, never in a game's, and the
board's shared code knows no game."""
from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

import pirates_lib as pl
from pirates_lib.engine import Chance
from pirates_widgets.scenes import common

from .test_board import GAMES_WITH_SCENES

WIDGETS = Path(common.__file__).resolve().parents[1]
#: Leaky Loot's words that were the board's flavours before it had a vocabulary of its own.
OLD_FLAVOURS = ("hull", "bucket", "krakken", "ocean")


def documented_tones() -> set[str]:
    """The tones SCENE.md's "Tones" table lists (first column, each word in backticks)."""
    section = (WIDGETS / "SCENE.md").read_text().split("## Tones", 1)[1].split("\n## ", 1)[0]
    rows = [line.split("|")[1] for line in section.splitlines() if line.startswith("| `")]
    return {word for row in rows for word in re.findall(r"`([^`]+)`", row)}


def shared_css() -> str:
    """board.css without its per-game styles, which come last."""
    return (WIDGETS / "board.css").read_text().split("/* per-game styles", 1)[0]


def test_the_documented_tones_are_the_ones_a_scene_may_use():
    assert documented_tones() == common.TONES


@pytest.mark.parametrize("tone", sorted(common.TONES))
def test_every_tone_has_a_look_of_its_own_in_the_shared_css(tone):
    assert f'[data-tone="{tone}"]' in shared_css()


def game_words() -> set[str]:
    """Each game's registry name, in words, and its title."""
    return {w for name in pl.GAMES
            for w in (name, name.replace("_", " "), pl.load(name).title.lower())}


def test_board_js_knows_no_game_and_no_tone():
    """It passes a tone on as data-tone and the game as a class name, and means nothing by them
    (a meter's and a button's "danger" are the schema's words too, and "event" the DOM's)."""
    js = (WIDGETS / "board.js").read_text().lower()
    words = game_words() | set(OLD_FLAVOURS) | common.TONES - {"danger", "event"}
    assert [w for w in sorted(words) if re.search(rf"\b{re.escape(w)}\b", js)] == []


def test_the_shared_css_knows_no_game():
    css = shared_css().lower()
    words = game_words() | set(OLD_FLAVOURS)
    assert [w for w in sorted(words) if re.search(rf"\b{re.escape(w)}\b", css)] == []


def test_per_game_styles_are_named_by_a_game():
    css = (WIDGETS / "board.css").read_text()
    rules = css[css.index("/* per-game styles"):]
    rules = re.sub(r"/\*.*?\*/", "", rules, flags=re.S)
    selectors = re.findall(r"^([^/{}\s][^{}]*)\{", rules, flags=re.M)
    assert selectors and all(re.match(r"\.pl-game-(\w+) ", s) for s in selectors)
    assert {re.match(r"\.pl-game-(\w+) ", s).group(1) for s in selectors} <= set(pl.GAMES)


def scenes_of(game: str, players: int, seed: int, every: int = 4):
    """Every seat's scene and a spectator's, every few moves of a random game to its end."""
    module = importlib.import_module(f"pirates_widgets.scenes.{game}")
    state = pl.load(game, players=players).new_game(seed)
    chance = Chance(seed)
    for step in range(2_000):
        if step % every == 0 or state.over:
            for seat in [*range(players), None]:
                yield module.build(state, seat)
        if state.over:
            return
        state.apply(chance.pick(state.legal_actions()))


@pytest.mark.parametrize("game", GAMES_WITH_SCENES)
def test_every_item_of_every_scene_is_in_the_documented_vocabulary(game):
    """Seeded games at the fewest and the most seats, seen from every seat: every item is of
    a board type with that type's keys, and every card's tone is a documented one."""
    rules = pl.load(game)
    tones = documented_tones()
    for players in sorted({rules.min_players, rules.max_players}):
        for seed in (1, 2, 3):
            for scene in scenes_of(game, players, seed):
                assert common.problems(scene) == []
                items = [i for z in scene["zones"] for i in z["items"]]
                assert {i["tone"] for i in items if "tone" in i} <= tones
                assert not [i for i in items if {"kind", "hit", "strength"} & set(i)]


def test_problems_name_an_unknown_tone_and_an_unknown_item_key():
    scene = {"zones": [common.zone("z", "Z", [
        common.card("c", "Krakken", tone="krakken"), dict(common.card("d", "Hull"), kind="hull"),
        {"id": "h", "type": "hull", "label": "Side 1"}])]}
    assert [p for p in common.problems(scene) if p.startswith("item")] == [
        "item 'c' has unknown tone 'krakken'", "item 'd' (card) has unknown key 'kind'",
        "item 'h' has unknown type 'hull'"]
