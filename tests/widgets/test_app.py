"""The app of `make play` without a browser: the picker offers every game's players, bots,
options and variants; bad input is refused in words and loses nothing; a game in progress is
abandoned only when asked twice; the rules pane shows the game's own rules (widgets/app.py)."""
from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

import pirates_lib as pl
from pirates_widgets import Board
from pirates_widgets.seats import check_seats
from pirates_widgets.app import PlayApp, Picker, parse_seed, rules_text, seat_choices


def app_for(game: str, **fields: str) -> PlayApp:
    app = PlayApp(pace=0)
    app.picker.game.value = game
    app.picker.seed.value = "5"
    for name, text in fields.items():
        app.picker.options[name].value = text
    return app


def said(app: PlayApp) -> str:
    return html.unescape(app.message.value)


def frozen(app: PlayApp):
    board = app.board
    return (board, board.state.clone() if board else None,
            {n: w.value for n, w in app.picker.options.items()}, app.picker.seed.value,
            [s.value for s in app.picker.seats])


@pytest.mark.parametrize("name", pl.GAMES)
def test_the_picker_offers_each_game_its_player_counts_bots_and_options(name):
    picker = Picker()
    picker.game.value = name
    game = pl.load(name)
    assert list(picker.players.options) == list(range(game.min_players, game.max_players + 1))
    assert picker.players.value == game.default_players
    assert len(picker.seats) == game.players
    offered = {value for _, value in picker.seats[1].options}
    assert offered == {"you"} | {f"bot:{b}" for b in game.bots}
    assert {"bot:search-easy", "bot:search", "bot:search-hard"} <= offered
    assert set(picker.options) == {f.name for f in game.options.__dataclass_fields__.values()}
    chosen, seats, seed = picker.choice()
    assert chosen.options == game.options and seats[0] == "you" and seed is None


def test_the_number_of_players_sets_the_seats_and_keeps_the_ones_chosen():
    picker = Picker("leaky_loot")
    picker.seats[1].value = "bot:search-easy"
    picker.players.value = 5
    assert [s.description for s in picker.seats] == list(pl.load("leaky_loot", players=5).names)
    assert [s.value for s in picker.seats[:2]] == ["you", "bot:search-easy"]
    picker.players.value = 2
    game, seats, _ = picker.choice()
    assert game.players == 2 and seats == ["you", "bot:search-easy"]


def test_a_variant_fills_in_its_options_and_the_rulebook_puts_them_back():
    picker = Picker("round_o_loot")
    labels = [label for label, _ in picker.variant.options]
    assert labels == ["As in the rulebook", "expansion=True"]
    picker.variant.value = 0
    assert picker.options["expansion"].value is True
    assert picker.choice()[0].options.expansion is True
    picker.variant.value = -1
    assert picker.choice()[0].options == pl.load("round_o_loot").options


def test_start_puts_the_board_of_the_chosen_game_and_seats_under_the_picker():
    app = app_for("libertalia", campaigns="1")
    app.picker.players.value = 3
    app.picker.seats[2].value = "bot:random"
    assert app.start_game(), app.message.value
    board = app.board
    assert isinstance(board, Board) and app.board_box.children == (board,)
    assert board.game.config() == pl.load("libertalia", players=3, campaigns=1).config()
    assert board.seats == ["you", "bot:greedy", "bot:random"]
    assert board.state == Board(board.game, seats=board.seats, seed=5).state  # seed 5, replayable
    assert "seed 5" in app.message.value


def test_two_human_seats_make_a_hot_seat_game_behind_the_curtain():
    app = app_for("leaky_loot")
    app.picker.players.value = 2
    app.picker.seats[1].value = "you"
    assert app.start_game()
    assert app.board.curtain == "Pass to Anne"


@pytest.mark.parametrize("field, text, words", [
    ("ports", "three", "option ports: 'three' is not a number, a list or a table written as JSON"),
    ("ports", "40", "ports must be 1 to 12, not 40"),
    ("ports", "true", "option 'ports' of Leaky Loot Legends must be of type int"),
])
def test_a_bad_option_is_refused_in_words_and_the_game_in_progress_stays(field, text, words):
    app = app_for("leaky_loot")
    assert app.start_game()
    app.board.click(app.board.scene["actions"][0]["id"])
    app.picker.options[field].value = text
    before = frozen(app)
    assert not app.start_game()
    assert words in said(app) and "Cannot start" in said(app)
    board, state, options, seed, seats = before
    assert app.board is board and board.state == state and app.board_box.children == (board,)
    assert frozen(app)[2:] == (options, seed, seats)  # what was typed is still there


@pytest.mark.parametrize("seed", ["-1", "x", "1.5", str(2**31)])
def test_a_bad_seed_is_refused_in_words(seed):
    app = app_for("leaky_loot")
    app.picker.seed.value = seed
    assert not app.start_game()
    assert "the seed is a whole number from 0 to" in said(app) and app.board is None


def test_a_blank_seed_is_a_fresh_game_whose_seed_is_said():
    assert parse_seed("  ") is None and parse_seed(" 12 ") == 12
    app = app_for("leaky_loot")
    app.picker.seed.value = ""
    assert app.start_game()
    assert f"seed {app.board._seed}." in app.message.value


def test_a_game_in_progress_is_abandoned_only_on_the_second_press():
    app = app_for("leaky_loot")
    assert app.start_game()
    first = app.board
    app.picker.game.value = "libertalia"
    assert not app.start_game()
    assert app.board is first and "A game is in progress" in app.message.value
    assert app.start.description == "Abandon it and start"
    assert app.start_game()
    assert app.board is not first and app.board.game.name == "libertalia"
    assert first.comm is None  # the abandoned board is closed, not left behind
    assert app.start.description == "Start the game"


def test_after_a_finished_game_start_needs_no_confirmation():
    app = app_for("leaky_loot", ports="1")
    app.picker.seats[0].value = "bot:random"
    app.picker.players.value = 2
    assert app.start_game() and app.board.state.over
    assert app.start_game() and app.board.state.over  # no question asked


@pytest.mark.parametrize("name", pl.GAMES)
def test_the_rules_pane_shows_the_rules_in_our_words_not_the_code_map(name):
    text = rules_text(name)
    assert text.startswith("# ")
    assert "rules" in text.splitlines()[2].lower()
    assert "Rules to code to tests" not in text and "Rulings and assumed numbers" not in text
    app = PlayApp()
    app.picker.game.value = name
    assert app.rules.outputs[-1]["data"]["text/markdown"] == text
    assert app.rules_pane.get_title(0) == f"Rules of {pl.load(name).title}"


def test_rules_that_are_missing_say_where_they_should_be(tmp_path):
    assert "docs/rules/leaky_loot.md, which is not here" in rules_text("leaky_loot", tmp_path)


@pytest.mark.parametrize("name", pl.GAMES)
def test_every_seat_choice_is_a_seat_the_board_accepts(name):
    game = pl.load(name)
    seats = [seat for _, seat in seat_choices(game)]
    assert check_seats(game, seats[:1] * game.players) == ["you"] * game.players
    for seat in seats[1:]:
        assert check_seats(game, [seat] * game.players) == [seat] * game.players


def test_the_app_notebook_builds_the_app_from_its_own_folder_and_stores_no_output(monkeypatch):
    """app/play.ipynb as Voilà runs it: in its own folder, so its rules path is relative."""
    book = json.loads((Path(__file__).resolve().parents[2] / "app" / "play.ipynb").read_text())
    code = [c for c in book["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1 and code[0]["outputs"] == [] and "widgets" not in book["metadata"]
    monkeypatch.chdir(Path(__file__).resolve().parents[2] / "app")
    *lines, last = "".join(code[0]["source"]).strip().splitlines()
    scope: dict = {}
    exec("\n".join(lines), scope)
    app = eval(last, scope)
    assert isinstance(app, PlayApp)
    assert "which is not here" not in app.rules.outputs[-1]["data"]["text/markdown"]
