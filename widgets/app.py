"""`PlayApp`: the games without code, as `make play` serves them with Voilà (app/play.ipynb).

A picker sets up the table (the game, the number of players, each seat a human or one of the
game's bots, the game's options and its variants, a seed), "Start" puts the `Board` under it,
and a "Rules" pane shows the game's rules in our words (the first part of docs/rules/<game>.md).
The board keeps its own "New game", "Abandon this game" and "Replay" buttons. Bad picker
input is refused with a sentence saying which field and why, and nothing is lost: the picker
keeps what was typed and the game in progress stays on the board. Starting another game over
a game in progress asks first, like the board's own "Abandon this game"."""
from __future__ import annotations

import dataclasses
import html
import json
import secrets
from pathlib import Path
from typing import Any

import ipywidgets as ipw
from IPython.display import Markdown

from pirates_lib.engine import Game, load
from pirates_lib.engine.registry import names

from .board import PACE, Board

RULES_DIR = Path(__file__).resolve().parent.parent / "docs" / "rules"  # a checkout's
HUMAN = "you"
SCALARS = (bool, int, float, str)
MAX_SEED = 2**31 - 1


def seat_choices(game: Game) -> list[tuple[str, str]]:
    """What a seat can be: a human at the screen (several make a hot-seat game) or one of
    the game's bots (`game.bots`: random, the heuristic bots, the search bot's levels)."""
    bots = dict.fromkeys(["random", *game.bots])
    return [("Human", HUMAN)] + [(f"Bot: {name}", f"bot:{name}") for name in bots]


def default_bot(game: Game) -> str:
    """The game's heuristic bot (the one a newcomer can beat), else the random bot."""
    heuristic = [n for n in game.bots if n != "random" and not n.startswith("search")]
    return f"bot:{(heuristic or ['random'])[0]}"


def option_fields(game: Game) -> list[dataclasses.Field]:
    return list(dataclasses.fields(game.options))


def shown(value: Any) -> str:
    """An option's value as the picker shows it: JSON (a number, a list, a table)."""
    return json.dumps(value)


def parse_option(name: str, text: str) -> Any:
    """A typed option: JSON, so a number, a list or a table; the game checks the rest."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(f"option {name}: {text.strip()[:60]!r} is not a number, a list or a "
                         f"table written as JSON ({err.msg})") from None


def parse_seed(text: str) -> int | None:
    """A seed replays the same game; blank: a fresh one."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or int(text) > MAX_SEED:
        raise ValueError(f"the seed is a whole number from 0 to {MAX_SEED}, or blank for a "
                         f"fresh game, not {text[:40]!r}")
    return int(text)


def rules_text(name: str, rules_dir: Path = RULES_DIR) -> str:
    """The page's title and its first section about the rules ("## 1. The rules", "## The
    rules in our words"): what a player reads, without the rulings and the code map."""
    path = Path(rules_dir) / f"{name}.md"
    if not path.is_file():
        return f"The rules of this game are in docs/rules/{name}.md, which is not here ({path})."
    lines = path.read_text(encoding="utf-8").splitlines()
    title = next((ln for ln in lines if ln.startswith("# ")), f"# {name}")
    starts = [i for i, ln in enumerate(lines) if ln.startswith("## ") and "rules" in ln.lower()]
    if not starts:
        return "\n".join(lines)
    end = next((i for i in range(starts[0] + 1, len(lines)) if lines[i].startswith("## ")),
               len(lines))
    return "\n".join([title, "", *lines[starts[0]:end]])


class Picker(ipw.VBox):
    """The table's set-up: `choice()` is the game, its seats and its seed, or a ValueError
    that says which field is wrong and why."""

    def __init__(self, game: str | None = None) -> None:
        titles = [(load(n).title, n) for n in names()]  # every game registered
        game = names()[0] if game is None else game
        self.game = ipw.Dropdown(options=titles, value=game, description="Game")
        self.players = ipw.Dropdown(description="Players")
        self.variant = ipw.Dropdown(description="Variant")
        self.seed = ipw.Text(description="Seed", placeholder="blank: a fresh game")
        self.seats: list[ipw.Dropdown] = []
        self.options: dict[str, ipw.Widget] = {}
        self.seats_box, self.options_box, self.tables = ipw.VBox(), ipw.VBox(), ipw.Accordion()
        super().__init__([ipw.HBox([self.game, self.players]), self.seats_box,
                          ipw.HBox([self.variant, self.seed]), self.options_box, self.tables])
        self.add_class("pl-app-picker")
        for widget, name in [(self.game, "game"), (self.players, "players"),
                             (self.variant, "variant"), (self.seed, "seed")]:
            widget.add_class(f"pl-app-{name}")  # what a page (and a browser test) finds
        self._lay_out_game()
        self.game.observe(lambda _: self._lay_out_game(), names="value")
        self.players.observe(lambda _: self._lay_out_seats(), names="value")
        self.variant.observe(lambda _: self._apply_variant(), names="value")

    def base(self) -> Game:
        return load(self.game.value)

    def choice(self) -> tuple[Game, list[str], int | None]:
        """Only the options changed are given to `load`: JSON has no tuples, and a
        default table read back as lists would be another, if equivalent, options record."""
        defaults = self.base().options
        options = {name: value for name, value in self._values().items()
                   if value != json.loads(shown(getattr(defaults, name)))}
        game = load(self.game.value, players=self.players.value, **options)
        return game, [s.value for s in self.seats], parse_seed(self.seed.value)

    def _values(self) -> dict[str, Any]:
        return {name: w.value if isinstance(w, ipw.Checkbox) else parse_option(name, w.value)
                for name, w in self.options.items()}

    def _lay_out_game(self) -> None:
        game = self.base()
        self.players.options = list(range(game.min_players, game.max_players + 1))
        self.players.value = game.default_players
        self._lay_out_seats()
        self._lay_out_options(game)  # before the variants: choosing one sets these fields
        variants = [("As in the rulebook", -1)] + [
            (", ".join(f"{k}={v!r}" for k, v in variant.items()), i)
            for i, variant in enumerate(game.variants)]
        self.variant.options, self.variant.value = variants, -1

    def _lay_out_seats(self) -> None:
        game = load(self.game.value, players=self.players.value)
        old = [s.value for s in self.seats]
        choices = [value for _, value in seat_choices(game)]
        self.seats = []
        for seat, name in enumerate(game.names):
            kept = old[seat] if seat < len(old) and old[seat] in choices else None
            value = kept or (HUMAN if seat == 0 else default_bot(game))
            self.seats.append(ipw.Dropdown(options=seat_choices(game), value=value,
                                           description=name))
            self.seats[-1].add_class("pl-app-seat")
        self.seats_box.children = self.seats

    def _lay_out_options(self, game: Game) -> None:
        """Yes/no options as boxes, numbers as fields, the tables (decks, prices) as JSON in
        a closed "Tables" pane: the numbers the rulebook leaves to its printed cards."""
        self.options = {}
        simple: list[ipw.Widget] = []
        tables: list[ipw.Widget] = []
        for f in option_fields(game):
            value = getattr(game.options, f.name)
            if isinstance(value, bool):
                widget: ipw.Widget = ipw.Checkbox(value=value, description=f.name)
            elif isinstance(value, SCALARS):
                widget = ipw.Text(value=shown(value), description=f.name)
            else:
                widget = ipw.Textarea(value=shown(value), description=f.name,
                                      layout=ipw.Layout(width="95%", height="5em"))
            self.options[f.name] = widget
            (simple if isinstance(value, SCALARS) else tables).append(widget)
        self.options_box.children = simple
        self.tables.children = [ipw.VBox(tables)] if tables else []
        if tables:
            self.tables.set_title(0, "Tables (the game's assumed numbers, as JSON)")
            self.tables.selected_index = None

    def _apply_variant(self) -> None:
        """A variant sets its options over the defaults (game.variants)."""
        game = self.base()
        chosen = game.variants[self.variant.value] if self.variant.value >= 0 else {}
        for f in option_fields(game):
            value = chosen.get(f.name, getattr(game.options, f.name))
            widget = self.options[f.name]
            widget.value = value if isinstance(widget, ipw.Checkbox) else shown(value)


class PlayApp(ipw.VBox):
    """The whole app: `PlayApp()` in a notebook, served by Voilà (`make play`)."""

    def __init__(self, rules_dir: Path | str = RULES_DIR, pace: float = PACE) -> None:
        self.rules_dir, self.pace = Path(rules_dir), pace
        self.picker = Picker()
        self.start = ipw.Button(description="Start the game", button_style="primary")
        self.message = ipw.HTML()
        self.start.add_class("pl-app-start")
        self.message.add_class("pl-app-message")
        self.board: Board | None = None
        self.board_box = ipw.VBox()
        self.rules = ipw.Output()
        self.rules_pane = ipw.Accordion([self.rules])
        self.rules_pane.selected_index = None
        self.rules_pane.add_class("pl-app-rules")
        self._confirming = False
        super().__init__([self.picker, ipw.HBox([self.start, self.message]), self.board_box,
                          self.rules_pane])
        self.add_class("pl-app")
        self._show_rules()
        self.picker.game.observe(lambda _: self._show_rules(), names="value")
        self.start.on_click(lambda _: self.start_game())

    def start_game(self) -> bool:
        """Start the game the picker describes: True if it started. Bad input: the reason,
        and nothing changes. Over a game in progress: the first press asks, the second
        abandons it."""
        try:
            game, seats, seed = self.picker.choice()
        except ValueError as err:
            return self._refuse(f"Cannot start: {err}")
        if self.board is not None and not self.board.state.over and not self._confirming:
            self._confirming = True
            self.start.description = "Abandon it and start"
            return self._refuse("A game is in progress: press again to abandon it and start "
                                "the new one.")
        seed = secrets.randbelow(MAX_SEED) if seed is None else seed
        try:
            board = Board(game, seats=seats, seed=seed, pace=self.pace)
        except ValueError as err:
            return self._refuse(f"Cannot start: {err}")
        old, self.board, self.board_box.children = self.board, board, [board]
        if old is not None:
            old.close()  # its comm, and the page's copy of its model, go with it
        self._confirming, self.start.description = False, "Start the game"
        self.message.value = html.escape(f"{game.title}, {game.players} players, seed {seed}.")
        return True

    def _refuse(self, words: str) -> bool:
        self.message.value = f'<span class="pl-app-refusal">{html.escape(words)}</span>'
        return False

    def _show_rules(self) -> None:
        name = self.picker.game.value
        self.rules_pane.set_title(0, f"Rules of {self.picker.base().title}")
        self.rules.clear_output()
        self.rules.append_display_data(Markdown(rules_text(name, self.rules_dir)))
