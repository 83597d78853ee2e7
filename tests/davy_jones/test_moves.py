"""Moving a ship (moves.py; docs/rules/davy_jones.md, "Move" and "Geometry"): the finite menu
of compass headings and docks, any legal point as a move, and every refusal in words with the
state left exactly as it was."""
from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pirates_lib as pl
from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import fleet as f
from pirates_lib.davy_jones import moves
from pirates_lib.davy_jones.geometry import Box, box_from_bow, gap, heading_vector, touches
from pirates_lib.davy_jones.ids import CODEC
from pirates_lib.davy_jones.sailing import legal_runs, lying_against, sail, turn_rooms
from pirates_lib.davy_jones.turning import way
from pirates_lib.engine import RandomBot

from .positions import JACK, MARY, legal_ids, lift, new, put, waiting

OPEN = (250, 300)  # open water: nothing within a move's reach (the west island is unused)


def refusal(state: pl.State, action: str) -> str:
    before = state.clone()
    with pytest.raises(pl.IllegalAction) as err:
        state.apply(action)
    assert state == before
    return str(err.value)


# --- the menu ----------------------------------------------------------------------------------
def test_the_menu_sails_the_eight_compass_headings_a_full_and_a_half_l():
    state = put(new(3), {"green-4": (*OPEN, 0)})
    sails = [a for a in legal_ids(state) if a.startswith("sail:green-4:")]
    assert sails == [f"sail:green-4:{h}:{r}" for h in range(0, 360, 45) for r in ("89", "44.5")]
    state.apply("sail:green-4:90:89")  # her bow, 44.5 mm north of her centre, sails 89 east
    assert state.boxes["green-4"].bow == pytest.approx((250 + 89, 300 - 44.5))


def test_a_ship_with_no_compass_sail_at_l_or_half_l_is_offered_a_quarter_and_an_eighth():
    """Ruling 47: between two ships 1 mm off her sides, with Mary's lying across her bow 30
    mm ahead, she may sail only north and not even L/2; the menu then offers her creep, the
    compass at L/4 and L/8 (it offered nothing, and a ship with an empty menu could not be
    clicked on the board either)."""
    state = put(new(3), {"green-4": (*OPEN, 0), "green-3": (250 + 24.5, 300 + 6, 0),
                         "blue-4": (250, 300 - 44.5 - 30 - 12.5, 90), "blue-3": (225.5, 300, 0)})
    sails = [a for a in legal_ids(state) if a.startswith("sail:green-4:")]
    assert sails == ["sail:green-4:0:22.25", "sail:green-4:0:11.125"]


def test_a_ship_docks_at_a_wild_island_by_sailing_at_it_until_she_touches():
    state = put(new(3), {"green-4": (457, 600, 0)})  # her bow 28.5 mm below the centre island
    events = state.apply("dock:green-4:centre")
    assert f.docked_at(state, "green-4") == c.CENTRE
    assert gap(state.boxes["green-4"], c.ISLAND[c.CENTRE].shape) == pytest.approx(0, abs=1e-9)
    assert "docking at the centre wild island" in events[0].text


def test_no_ship_may_dock_at_another_players_home_island_unless_davy_jones_is_there():
    state = put(new(3), {"green-4": (457, 200, 0)})  # 30.5 mm below Anne's north home island
    assert "dock:green-4:north" not in legal_ids(state)
    assert "may not dock at the north home island: it is Anne's home island" in refusal(
        state, "move:green-4:457,125")
    state = put(new(3), {"green-4": (457, 200, 0)}, davy_jones=c.NORTH)
    assert "dock:green-4:north" in legal_ids(state)


# --- any point as a move, and why not -------------------------------------------------------------
def test_a_clicked_point_within_l_is_where_the_bow_ends():
    state = put(new(3), {"green-4": (*OPEN, 0)})
    state.apply("move:green-4:310,190")
    assert state.boxes["green-4"].bow == pytest.approx((310, 190))
    assert state.history == ["move:green-4:310,190"]


def test_a_move_of_her_own_carries_what_its_id_spells_and_reads_back_through_the_codec():
    """A move to a point or a heading is spelt by the game's codec, like every legal id: its
    args are its id's (ship, x, y) and (ship, heading), and the move is worked out from them
    when it is carried out."""
    state = put(new(3), {"green-4": (*OPEN, 0)})
    point, heading = (moves.free_move(state, "move:green-4:310,190.5"),
                      moves.free_move(state, "turn:green-4:90"))
    assert (point.kind, point.args) == ("move", ("green-4", "310", "190.5"))
    assert (heading.kind, heading.args) == ("turn-about", ("green-4", "90"))
    for action in (point, heading):
        assert CODEC.id(action.kind, *action.args) == action.id
        assert CODEC.parse(action.id) == (action.kind, action.args)
    state.apply(point)
    assert state.boxes["green-4"].bow == pytest.approx((310, 190.5))


@pytest.mark.parametrize("bad", ["shoot:green-4", "sail:green-4:90", "curse:green-4+", "mast:x",
                                 "keep:", "move:green-4:310"])
def test_an_id_no_action_is_written_as_is_refused_as_malformed(bad):
    state = new(3)
    assert "no action is written that way" in refusal(state, bad)


def test_a_well_formed_id_the_rules_refuse_is_told_why():
    state = new(3)
    assert "not one of the legal actions now" in refusal(state, "shoot:green-4:kraken")
    assert "is not Jack's ship" in refusal(state, "explore:red-4")


def test_turning_about_her_bow_is_a_move():
    """Ruling 3: a move of 0 turns her about her bow, which stays where it was (a point for
    her bow cannot say which way she should face: `turn:<ship>:<heading>` does)."""
    state = put(new(3), {"green-4": (*OPEN, 0)})
    assert ("a heading is at least 0 and under 360 degrees and a run not negative, not "
            "heading 400 and run 0") in refusal(state, "turn:green-4:400")
    assert "the menu sails only the compass headings" in refusal(state, "sail:green-4:90:0")
    assert "that run ends 1000.0 mm from her bow, beyond the 89 mm" in refusal(
        state, "sail:green-4:90:1000")
    state.apply("turn:green-4:90")
    box = state.boxes["green-4"]
    assert box.bow == pytest.approx((250, 300 - 44.5)) and box.heading == pytest.approx(90)
    assert (box.x, box.y) == pytest.approx((250 - 44.5, 300 - 44.5))


def test_a_point_beyond_l_is_refused_with_the_distance():
    state = put(new(3), {"green-4": (*OPEN, 0)})
    assert "(250, 160) is 95.5 mm from her bow, beyond the 89 mm she may sail" in refusal(
        state, "move:green-4:250,160")


def test_a_move_may_not_sail_through_another_ship():
    state = put(new(3), {"green-4": (*OPEN, 90), "blue-3": (330, 300, 0)})
    assert "she would sail through Mary's blue 3-mast" in refusal(state, "move:green-4:380,300")


def test_a_move_may_not_end_touching_another_ship_but_may_stop_short_of_her():
    state = put(new(3), {"green-4": (*OPEN, 90), "blue-3": (380, 300 + 12.5 + 11 + 0.3, 90)})
    assert "she would end touching Mary's blue 3-mast" in refusal(state, "move:green-4:370,300")
    state.apply("move:green-4:320,300")
    assert state.boxes["green-4"].bow == pytest.approx((320, 300))


@pytest.mark.parametrize("cut, through", [(0.4, False), (1.0, True)])
def test_a_move_may_graze_an_island_but_not_cut_into_it(cut, through):
    y = 457 - 70 - 12.5 + cut  # her side this far inside the centre island's top
    state = put(new(3), {"green-4": (380, y, 90)})  # her bow 32.5 mm short of its middle
    if through:
        assert "she would sail through the centre wild island" in refusal(
            state, f"move:green-4:470,{y}")
    else:
        state.apply(f"move:green-4:470,{y}")
        assert state.boxes["green-4"].bow == pytest.approx((470, y))


def test_a_move_may_not_sail_through_a_sea_monster_or_a_cursed_zone():
    kraken = c.MONSTER_POINTS[1]  # (316, 316), base radius 40
    state = put(new(3), {"green-4": (316 - 40 - 20 - 44.5, 316, 90)}, monster_at={
        c.KRAKEN: 1, c.SEA_SERPENT: None})  # her bow 20 mm short of it (ruling 69 aside)
    assert "through the Kraken" in refusal(state, f"move:green-4:{kraken[0] + 24},316")
    state = put(new(3), {"green-4": (160, 160, 315)})  # bow 26 mm short of the Fog Bank
    assert "through the Fog Bank" in refusal(state, "move:green-4:70,70")


def test_a_move_may_not_leave_the_mat():
    state = put(new(3), {"green-4": (300, 60, 0)})
    assert "she would sail off the mat" in refusal(state, "move:green-4:300,-5")


def test_a_point_under_her_own_hull_is_reached_by_swinging_round_about_her_bow():
    """Bow to bow: 20 mm astern of her bow she turns about it to face south, her hull swung
    to the north of it, and sails the 20 mm."""
    state = put(new(3), {"green-4": (*OPEN, 0)})
    state.apply("move:green-4:250,275.5")
    box = state.boxes["green-4"]
    assert box.bow == pytest.approx((250, 275.5)) and box.heading == pytest.approx(180)


# --- bow to bow, and the whole turn ----------------------------------------------------------
def test_a_move_is_measured_bow_to_bow_however_far_she_turns():
    """Rulebook: 'Be sure to measure from bow to bow!' Facing north, told to sail south 89 mm,
    she swings about her bow and her bow ends 89 mm from where it stood."""
    state = put(new(3), {"green-4": (*OPEN, 0)})
    state.apply("sail:green-4:180:89")
    assert state.boxes["green-4"].bow == pytest.approx((250, 300 - 44.5 + 89))


def test_a_ship_between_two_others_may_not_swing_round_through_either():
    """Rulebook: 'A ship can't move through ... another ship': the turn is part of the move,
    and pivoting on her bow her stern would sweep through a ship 2 mm off either side."""
    state = put(new(3), {"green-4": (*OPEN, 0), "blue-4": (250 - 27, 300, 0),
                         "red-4": (250 + 27, 300, 0)})
    assert ("turning to heading 180 she would swing through Mary's blue 4-mast clockwise and "
            "through Anne's red 4-mast anticlockwise") in refusal(state, "sail:green-4:180:89")
    sails = [a for a in legal_ids(state) if a.startswith("sail:green-4:")]
    assert sails == ["sail:green-4:0:89", "sail:green-4:0:44.5"]


def test_a_ship_lying_2_mm_beside_another_swings_the_other_way_round():
    state = put(new(3), {"green-4": (*OPEN, 0), "blue-4": (250 - 27, 300, 0)})
    events = state.apply("sail:green-4:180:44.5")  # clockwise her stern would hit blue-4
    assert events[0].data["way"] == -1 and state.boxes["green-4"].heading == pytest.approx(180)


def test_a_ship_between_a_sea_monster_and_another_ship_may_not_swing_round():
    x = 316 - 40 - 2 - 12.5  # her starboard side 2 mm off the Kraken on point 1
    state = put(new(3), {"green-4": (x, 316, 0), "blue-4": (x - 27, 316, 0)},
                monster_at={c.KRAKEN: 1, c.SEA_SERPENT: None})
    assert ("swing through Mary's blue 4-mast clockwise and through the Kraken anticlockwise"
            in refusal(state, "sail:green-4:180:44.5"))


def test_a_ship_between_a_cursed_zone_and_another_ship_may_not_swing_round():
    out = (2 ** -0.5, 2 ** -0.5)  # the Fog Bank's long side faces south-east
    along = {"green-4": (110 + out[0] * 14.5, 110 + out[1] * 14.5, 45),  # 2 mm off it
             "blue-4": (110 + out[0] * 41.5, 110 + out[1] * 41.5, 45)}  # 2 mm off her
    state = put(new(3), along)
    assert ("swing through the Fog Bank clockwise and through Mary's blue 4-mast anticlockwise"
            in refusal(state, "sail:green-4:225:44.5"))


def test_a_ship_docked_bow_first_turns_her_around_and_measures_her_move_from_her_stern():
    """Rulebook: 'You can move your ship away from an island by giving her a move action;
    just turn her around and move away': her stern (457, 616) leads, free of charge."""
    state = put(new(3), {"green-4": box_from_bow((457, 527), 0, 89, 25)})  # bow on the centre
    assert "(457, 727) is 111.0 mm from her stern, which leads as she leaves the centre" in (
        refusal(state, "move:green-4:457,727"))
    events = state.apply("move:green-4:546,616")
    assert "green 4-mast turns her around and sails 89 mm east" in events[0].text
    box = state.boxes["green-4"]
    assert box.bow == pytest.approx((546, 616)) and box.heading == pytest.approx(90)


def test_a_ship_with_her_bow_against_another_ship_turns_her_around_and_sails_away():
    """Ruling 69: bow to bow with Mary's ship 1 mm off, every turn about her bow swings her
    bow corners into her and every run sails into her (before the ruling she had no move but
    turns of two degrees, sailing nowhere, and such ships stayed wedged for the rest of the
    game); so she turns her around, as a ship docked bow-first does, and her stern leads."""
    state = put(new(3), {"green-4": box_from_bow((250, 300), 90, 89, 25),
                         "blue-4": box_from_bow((251, 300), 270, 89, 25)})
    assert "from her stern, which leads as she turns her around, her bow against Mary's blue " \
           "4-mast" in refusal(state, "move:green-4:250,200")
    events = state.apply("move:green-4:161,211")  # 89 mm north of her stern
    assert "green 4-mast turns her around and sails 89 mm north" in events[0].text
    box = state.boxes["green-4"]
    assert box.bow == pytest.approx((161, 211)) and box.heading == pytest.approx(0)


def test_a_ship_with_her_bow_at_the_edge_of_the_mat_turns_her_around():
    """Ruling 69 counts the mat's edge too: her bow 1 mm from the north edge, every turn
    swings her bow corners off the mat and every run leaves it; she turns her around and
    sails south from her stern."""
    state = put(new(3), {"green-4": (300, 45.5, 0)})
    events = state.apply("move:green-4:300,179")
    assert "turns her around and sails 89 mm south" in events[0].text


def test_a_ship_alongside_another_or_with_both_ends_against_something_keeps_her_bow():
    """Ruling 69 turns her around only when her bow point lies within her half width of
    something and her stern point does not: alongside a ship 0.6 mm off, neither end is;
    berthed stern-to at her home island with a ship at her bow, both are."""
    state = put(new(3), {"green-4": (*OPEN, 0), "blue-4": (250 + 25.6, 300, 0)})
    assert moves.outset(state, "green-4") == state.boxes["green-4"]
    berthed = state.boxes["green-3"]  # stern on the south island
    ahead = box_from_bow(sail(berthed, berthed.heading, 1).bow, berthed.heading + 180, 89, 25)
    state = put(new(3), {"blue-4": ahead})
    assert moves.outset(state, "green-3") == state.boxes["green-3"]


def test_a_ship_leaves_her_home_berth_on_any_course_her_stern_corners_brushing_the_island():
    """Pivoting on her bow, a ship berthed stern-to presses her stern corners up to 0.87 mm
    into her island, more than the tolerance: what she lies against as her move begins may be
    cut into by that overhang more, so every course away from it is open (the turn about her
    centre of an earlier reading cut 1 mm into it between 7 and 24 degrees off)."""
    state = new(3)
    ship = state.boxes["green-4"]  # stern on the south island, bow to the north-west
    for off in range(-90, 91, 2):
        ux, uy = heading_vector(ship.heading + off)
        bow = (ship.bow[0] + ux * 88.9, ship.bow[1] + uy * 88.9)
        point = f"{moves.written(bow[0])},{moves.written(bow[1])}"
        assert moves.free_move(state, f"move:green-4:{point}"), off


def test_fair_wind_lets_bluewater_barts_ship_sail_l_plus_s_once_a_turn():
    state = put(new(3), {"blue-4": (*OPEN, 0), "blue-3": (250, 500, 0)}, turn=MARY)
    assert "sail:blue-4:90:152" in legal_ids(state)
    state.apply("move:blue-4:385.5,255.5")  # her bow 135.5 mm east: beyond L, within L + S
    assert state.ability_used and "sail:blue-3:0:152" not in legal_ids(state)
    assert "beyond the 89 mm she may sail" in refusal(state, "move:blue-3:250,362")


def test_a_ship_that_has_acted_or_is_not_yours_is_refused_by_name():
    state = put(new(3), {"green-4": (*OPEN, 0)})
    state.apply("sail:green-4:0:89")
    assert "Jack's green 4-mast has already taken her action" in refusal(state, "move:green-4:1,1")
    assert "Anne's red 4-mast is not Jack's ship" in refusal(state, "move:red-4:400,100")
    assert "there is no ship 'pink-4'" in refusal(state, "move:pink-4:400,100")


def test_docking_at_her_home_island_unloads_her_hold_at_once():
    state = new(3)
    south = c.ISLAND[c.SOUTH].shape
    state = put(state, {"green-4": (south.x, south.y - 55 - 44.5 - 30, 180)},
                **lift(state, "gold-2", "gold-3"),
                cargo={**state.cargo, "green-4": {"gold-2": 1, "gold-3": 1}})
    state.apply("dock:green-4:south")
    assert state.cargo["green-4"] == {} and state.hoard[c.SOUTH] == {"gold-2": 1, "gold-3": 1}
    assert state.scores()[JACK] == 5


def test_gold_left_aboard_at_home_comes_off_when_her_players_turn_begins():
    """Ruling 20: a ship lying at home with gold aboard (a curse lifted, say) unloads at the
    start of each of her player's turns."""
    state = new(3)
    state = put(state, **lift(state, "gold-4"), turn=MARY,
                cargo={**state.cargo, "green-3": {"gold-4": 1}})
    state.apply("end")
    assert state.turn == JACK and state.hoard[c.SOUTH] == {"gold-4": 1}
    assert state.cargo["green-3"] == {}


def test_a_ship_with_no_masts_may_only_be_repaired_at_home():
    state = put(new(3), masts={**new(3).masts, "green-4": []})
    mine = [a for a in legal_ids(state) if ":green-4" in a]
    assert mine == ["repair:green-4"]
    state.apply("repair:green-4")
    assert state.masts["green-4"] == [0, 1, 2, 3]


# --- properties ----------------------------------------------------------------------------------
def positions(seeds: int = 4, every: int = 7) -> list[pl.State]:
    """Real positions at the turn's decision, from seeded random games (saveable: unstaged)."""
    out = []
    for seed in range(seeds):
        game = pl.load("davy_jones", players=2 + seed % 3)
        state = game.new_game(seed=seed)
        bots = [RandomBot(game, p, seed=seed) for p in range(game.players)]
        for step in range(400):
            if state.over:
                break
            if step % every == 0 and waiting(state)[0][0] == "act":
                out.append(state.clone())
            state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
    return out


POSITIONS = positions()
OVER = pl.play(pl.load("davy_jones", players=3, safety_rounds=2), ["random"] * 3, seed=1)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, len(POSITIONS) - 1), st.booleans(), st.integers(-140, 914),
       st.integers(-140, 914))
def test_a_point_clicked_on_the_mat_is_a_legal_move_or_refused_with_nothing_changed(n, near, x, y):
    """Anywhere on the mat, or (`near`) within 140 mm of the ship, where most clicks sail."""
    state = POSITIONS[n].clone()
    ship = next(s for s in f.ships_of(state, state.turn) if s not in state.acted)
    if near:
        box = state.boxes[ship]
        x, y = round(box.x + x % 281 - 140), round(box.y + y % 281 - 140)
    before, saved = state.clone(), state.to_json()
    try:
        state.apply(f"move:{ship}:{x},{y}")
    except pl.IllegalAction as err:
        assert state == before and state.to_json() == saved
        assert "cannot play" in str(err)
        return
    assert state.boxes[ship].bow == pytest.approx((x, y), abs=1e-6)
    assert state.invariants() == []


def test_clicks_near_a_ship_are_often_legal_moves():
    """The property above is not vacuous: of a grid of clicks round each position's first
    ship, many sail."""
    sailed = 0
    for state in POSITIONS[:10]:
        ship = next(s for s in f.ships_of(state, state.turn) if s not in state.acted)
        box = state.boxes[ship]
        for dx in range(-120, 121, 40):
            for dy in range(-120, 121, 40):
                click = f"move:{ship}:{box.x + dx:.0f},{box.y + dy:.0f}"
                sailed += moves.free_move(state, click) is not None
    assert sailed > 50


@settings(max_examples=60, deadline=None)
@given(st.integers(0, len(POSITIONS) - 1))
def test_the_menu_holds_exactly_the_legal_runs_of_its_headings(n):
    state = POSITIONS[n]
    for ship in f.ships_of(state, state.turn):
        if ship in state.acted or ship in state.zones or not state.masts[ship]:
            continue
        box, reach = moves.outset(state, ship), moves.reach_of(state, ship)
        named = [shape for _, shape in f.named_obstacles(state, ship)]
        grace = lying_against(box, [s for s in named if not isinstance(s, Box)])
        obstacles = [s for s in named if s not in grace]
        ships = [b for s, b in state.boxes.items() if s != ship]
        banned = [i.shape for i in c.ISLANDS if not f.may_dock(state, ship, i.name)]
        room = turn_rooms(box, obstacles, c.MAT, grace)

        def sails(runs: tuple[float, ...]) -> list[tuple[float, float]]:
            return [(h, r) for h in c.MENU_HEADINGS if way(box, h, room) is not None
                    for r in legal_runs(box, h, runs, obstacles, ships, c.MAT, grace=grace)
                    if not any(touches(sail(box, h, r), b) for b in banned)]
        want = sails((89, 44.5) + ((reach,) if reach > 89 else ())) or sails((22.25, 11.125))
        got = [tuple(map(float, a.args[1:])) for a in moves.menu(state, ship) if a.kind == "sail"]
        assert got == want


@settings(max_examples=60, deadline=None)
@given(st.integers(0, len(POSITIONS) - 1))
def test_every_menu_move_passes_the_refusals_own_check(n):
    """The menu (cached, its fixed and moving parts apart, the turn's rooms per position) and
    `move_problem` (every shape by name, the turn's rooms shape by shape) agree: each sail
    and dock the menu lists is a course the refusals find nothing wrong with."""
    state = POSITIONS[n]
    for action in state.legal_actions():
        if action.kind == "sail":
            ship, heading, run = action.args
            course = float(heading), float(run)
        elif action.kind == "dock":
            ship, island = action.args
            course = moves.docking(state, ship, island)
        else:
            continue
        assert moves.move_problem(state, ("sail", ship, *course)) is None, action.id


BAD_IDS = ["move:green-4:99999,1", "move:green-4:1e9,2", "move:green-4:nan,1", "sail:green-4:0:88",
           "move:green-4:" + "9" * 5000 + ",1", "9" * 5000, "shoot:green-4:kraken", "mast:0",
           "dock:green-4:", "move::", ":", "move:green-4:-0,-0", "\x00", "end "]


@pytest.mark.parametrize("bad", BAD_IDS, ids=range(len(BAD_IDS)))
def test_forged_ids_are_refused_in_words_and_change_nothing(bad):
    state = new(3)
    assert isinstance(state.why_illegal(bad), str)
    if bad not in legal_ids(state) and moves.free_move(state, bad) is None:
        assert "cannot play" in refusal(state, bad)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60)
       | st.from_regex(r"move:[a-z]{0,6}-?\d?:-?\d{0,6}(\.\d{0,4})?,-?\d{0,6}", fullmatch=True))
def test_why_illegal_never_raises_whatever_the_string(text):
    for state in [*POSITIONS[:3], OVER]:
        assert isinstance(state.why_illegal(text), str)
    assert not math.isnan(len(text))


def test_the_log_says_a_menu_course_as_its_button_does():
    """The button reads "north-east 89 mm": the log says north-east too, not heading 45."""
    state = pl.load("davy_jones", players=2).new_game(seed=1)
    sail_ne = next(a for a in state.legal_actions() if a.id.startswith("sail:")
                   and a.id.split(":")[2:] == ["45", "89"])
    assert "north-east 89 mm" in sail_ne.label
    events = state.apply(sail_ne.id)
    assert events[0].text.endswith("sails 89 mm north-east.")
    assert "heading" not in events[0].text
