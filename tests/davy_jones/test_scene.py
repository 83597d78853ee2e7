"""The board's scene (widgets/scenes/davy_jones.py; widgets/SCENE.md, "Map"): the playmat with
every ship, mast, monster and Davy Jones; a ship's reach drawn only while she is selected;
clicking the sea to sail and a target to shoot; a prompt for each choice; nothing the viewer
may not see."""
from __future__ import annotations

import json
import math

import pytest

import pirates_lib as pl
from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones import moves
from pirates_widgets import Board
from pirates_widgets.scenes import common
from pirates_widgets.scenes import davy_jones as scene

from .positions import JACK, MARY, dice, docked, lift, new, put


def pieces(built: dict) -> dict[str, dict]:
    return {p["id"]: p for p in built["map"]["pieces"]}


def test_the_playmat_shows_every_ship_as_a_hull_with_her_masts():
    built = scene.build(new(3), JACK)
    assert common.problems(built) == []
    ships = pieces(built)
    hull = ships["green-4"]
    assert (hull["shape"], hull["size"], hull["length"]) == ("ship", 25, 89)
    assert hull["angle"] == 330.0  # her berth points north-west, away from the south island
    assert {f"red-4-mast-{i}" for i in range(4)} <= set(ships)
    labels = {s.get("label") for s in built["map"]["shapes"]}
    assert {i.title for i in c.ISLANDS} <= labels  # the playmat drawing is the map


def test_island_token_counts_and_the_dice_are_shown():
    state = put(new(3), {"green-4": (250, 300, 90), "blue-3": (330, 300, 0)}, dice(5, 2))
    state.apply("shoot:green-4:blue-3")
    built = scene.build(state, JACK)
    texts = [s["text"] for s in built["map"]["shapes"] if s["shape"] == "text"]
    assert "9 tokens" in texts and "8 tokens" in texts
    dice_zone = next(z for z in built["zones"] if z["id"] == "dice")
    assert [d["value"] for d in dice_zone["items"]] == [5, 2]


def test_a_ships_reach_is_drawn_only_with_her_and_only_for_the_viewers_ships():
    built = scene.build(new(3), JACK)
    withs = {s["with"] for s in built["map"]["shapes"] if "with" in s}
    assert withs == {"green-4", "green-3"}
    rings = [s for s in built["map"]["shapes"] if s.get("with") == "green-4"]
    assert rings[0]["r"] == 89 and [s["r"] for s in rings[1:]] == [63] * 4


def rings(state: pl.State, ship: str, viewer: int = JACK) -> dict:
    return next(s for s in scene.build(state, viewer)["map"]["shapes"]
                if s.get("with") == ship and s.get("stroke") == scene.REACH)


def test_the_reach_ring_is_her_reach_about_the_end_her_move_is_measured_from():
    """Bow to bow: the ring is L about her bow; docked bow-first, about her stern, which
    leads as she turns her around; L + S while Fair Wind is free. A point inside the ring and
    clear is a move, one just outside is refused."""
    state = put(new(3), {"green-4": (250, 300, 0),
                         "green-3": g.box_from_bow((457, 527), 0, 76, 22),  # bow on the centre
                         "blue-4": (250, 500, 0)})
    ring = rings(state, "green-4")
    assert (ring["x"], ring["y"], ring["r"]) == (250, 255.5, 89)
    assert "move:green-4:250,166.5" in [a.id for a in [moves.free_move(
        state, "move:green-4:250,166.5")] if a]
    assert moves.free_move(state, "move:green-4:250,166") is None
    ring = rings(state, "green-3")
    assert (ring["x"], ring["y"], ring["r"]) == (457, 603, 89) and "stern" in ring["label"]
    state = put(state, turn=MARY)
    assert rings(state, "blue-4", MARY)["r"] == 89 + 63


def test_a_move_leaves_a_wake_of_her_turn_about_her_bow_and_her_straight_run():
    state = put(new(3), {"green-4": (250, 300, 0)})
    state.apply("sail:green-4:90:89")  # a quarter turn clockwise about (250, 255.5), then east
    shapes = scene.build(state, MARY)["map"]["shapes"]
    fan, run = [s for s in shapes if s.get("label", "").startswith("the green 4-mast")]
    assert fan["points"][0] == [250, 255.5] and "turned 90 degrees clockwise" in fan["label"]
    reach = math.hypot(89, 12.5)
    assert all(math.dist(p, (250, 255.5)) == pytest.approx(reach, abs=0.1)
               for p in fan["points"][1:])
    assert sorted(map(tuple, run["points"])) == [(161, 243), (161, 268), (339, 243),
                                                 (339, 268)]


def test_a_selected_ship_sails_to_the_point_clicked_on_the_sea():
    board = Board(pl.load("davy_jones", players=3), seats=["bot:random", "bot:random", "you"],
                  seed=1)
    rules = board.scene["map"]["click"]
    assert {"cards": ["green-4"], "template": "move:green-4:{x},{y}"}.items() <= rules[0].items()
    ship = board.state.boxes["green-4"]  # 60 mm straight on from her berth
    x, y = ship.x + ship.ux * (ship.hl + 60), ship.y + ship.uy * (ship.hl + 60)
    assert board.click(f"move:green-4:{x:.0f},{y:.0f}"), board.error
    assert board.state.history == [f"move:green-4:{x:.0f},{y:.0f}"]  # Jack plays first


def test_a_ship_whose_menu_lists_no_move_may_still_be_clicked_to_one_she_has():
    """Heading 22.5 between two ships 1 mm off her sides, she cannot swing to any compass
    heading, so her menu lists no sail, yet straight on is open; the sea is clickable for
    her all the same (it was offered only with a menu sail)."""
    sx, sy = -g.heading_vector(22.5)[1], g.heading_vector(22.5)[0]  # to starboard
    state = put(new(3), {"green-4": (250, 300, 22.5),
                         "green-3": (250 + 24.5 * sx, 300 + 24.5 * sy, 22.5),
                         "blue-3": (250 - 24.5 * sx, 300 - 24.5 * sy, 22.5)})
    assert not [a for a in state.legal_actions() if a.id.startswith("sail:green-4:")]
    rules = scene.build(state, JACK)["map"]["click"]
    assert "move:green-4:{x},{y}" in [r["template"] for r in rules]
    bow = state.boxes["green-4"].bow
    ux, uy = g.heading_vector(22.5)
    state.apply(f"move:green-4:{moves.written(bow[0] + 80 * ux)},{moves.written(bow[1] + 80 * uy)}")
    assert state.boxes["green-4"].heading == pytest.approx(22.5, abs=0.01)


def test_shooting_is_clicking_the_target_with_the_ship_selected():
    state = put(new(3), {"green-4": (250, 300, 90), "blue-3": (330, 300, 0)})
    built = scene.build(state, JACK)
    shot = next(a for a in built["actions"] if a["id"] == "shoot:green-4:blue-3")
    assert shot["cards"] == ["green-4"] and shot["target"] == "blue-3"
    sail = next(a for a in built["actions"] if a["id"].startswith("sail:green-3:"))
    assert sail["cards"] == ["green-3"]
    end = next(a for a in built["actions"] if a["id"] == "end")
    assert "cards" not in end


def test_a_mast_lost_is_chosen_by_clicking_it():
    state = put(new(3), {"green-4": (250, 300, 90), "blue-3": (330, 300, 0)}, dice(6, 1))
    state.apply("shoot:green-4:blue-3")
    built = scene.build(state, MARY)
    assert "choose the mast your ship loses" in built["prompt"]
    assert [a["target"] for a in built["actions"]] == ["blue-3-mast-0", "blue-3-mast-1",
                                                       "blue-3-mast-2"]


def test_no_gold_but_the_viewers_own_reaches_the_scene():
    state = new(3)
    state = put(state, **lift(state, "gold-3", "gold-4"),
                cargo={**state.cargo, "blue-4": {"gold-3": 1}, "green-4": {"gold-4": 1}})
    mine = json.dumps(scene.build(state, JACK))
    assert "gold-4" in mine and "gold-3" not in mine
    assert "gold-" not in json.dumps(scene.build(state, None))


def test_monsters_davy_jones_and_every_prompt_are_on_the_board():
    state = put(new(3), {"green-4": docked("green-4", c.CENTRE, 180)}, davy_jones=c.CENTRE,
                monster_at={c.KRAKEN: 2, c.SEA_SERPENT: None}, parts={c.KRAKEN: 3,
                                                                     c.SEA_SERPENT: 4})
    built = scene.build(state, JACK)
    ids = set(pieces(built))
    assert {"kraken", "kraken-part-0", "kraken-part-2", "davy-jones"} <= ids
    assert "kraken-part-3" not in ids and "sea-serpent" not in ids
    fight = next(a for a in built["actions"] if a["id"] == "fight:green-4")
    assert fight["cards"] == ["green-4"]
    assert set(scene.ASKED) == {"aim", "mast", "parley", "reroll", "explore", "keep", "reward",
                                "pair", "scatter"}


def _texts(built: dict) -> list[dict]:
    return [s for s in built["map"]["shapes"] if s["shape"] == "text"]


def _centre(text: dict) -> tuple[float, float]:
    """Where a map text is centred (`centred_text` shifts it left by half its width)."""
    return (text["x"] + 0.275 * scene.NAME_SIZE * len(text["text"]),
            text["y"] - 0.35 * scene.NAME_SIZE)


def test_the_sea_monsters_and_davy_jones_are_named_on_the_map_beside_their_pieces():
    """Issue 24: the Kraken, the Sea Serpent and Davy Jones had no names on the map. Each on
    the mat is named just clear of its piece (text lies under the pieces); one off the mat
    is not named."""
    state = put(new(3), davy_jones=c.NORTH_EAST, monster_at={c.KRAKEN: 2, c.SEA_SERPENT: 5})
    built = scene.build(state, JACK)
    named = {t["text"]: _centre(t) for t in _texts(built)}
    for piece in ("kraken", "sea-serpent", "davy-jones"):
        p = pieces(built)[piece]
        title = "Davy Jones" if piece == "davy-jones" else c.MONSTER[piece].title
        x, y = named[title]
        gap = math.dist((x, y), (p["x"], p["y"])) - p["size"] / 2
        assert 0 < gap <= 2 * scene.NAME_SIZE, (piece, gap)
    ashore = scene.build(put(new(3), monster_at={c.KRAKEN: 2, c.SEA_SERPENT: None}), JACK)
    words = {t["text"] for t in _texts(ashore)}
    assert "Kraken" in words and "Sea Serpent" not in words and "Davy Jones" not in words


def test_a_players_two_ships_are_told_apart_by_their_masts_written_beside_them():
    """Issue 24: a player's two ships differed only by their dots. Each ship has her masts
    on her deckplate written off her starboard side, wherever she lies and heads."""
    state = put(new(3), {"green-4": (250, 300, 90), "green-3": (350, 600, 200)})
    built = scene.build(state, JACK)
    texts = [(t["text"], _centre(t)) for t in _texts(built)]
    for ship, piece in pieces(built).items():
        if piece["shape"] != "ship":
            continue
        near = [words for words, at in texts
                if math.dist(at, (piece["x"], piece["y"])) < piece["size"] / 2 + scene.NAME_SIZE]
        assert near == [ship[-1]], (ship, near)
