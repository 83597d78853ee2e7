"""The Board's advice panels (issue 21, "On the board"): why a search bot made its last
move, and a hint for the human's own move, both in words ("Tried 120 times; wins about 41%
of the time").

Both come from a search's own statistics, `bot.root.edges` (pirates_lib/search/bot.py): the
options it weighed, how often each was tried, and its estimated share of the win after
each. A search saw only its seat's worlds (`engine.bots.ask` hands it `Worlds(state, seat)`),
so a hint, searched for the human's seat, knows nothing its seat cannot see: two states the
human cannot tell apart, with the same seed, get the same hint.

A bot's reasons are that bot's own knowledge, though: its options name the cards in its
hand. So a bot's panel shows a viewer only the options that viewer could know the bot had:
those legal for the bot in every one of `PROBES` worlds of the viewer at the position the
bot moved from (`state.world(viewer, chance)` redeals all the viewer cannot see). The rest
are counted, never named; the numbers are the bot's own estimates, which its hand shaped
(what a player's face at the table would tell)."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from pirates_lib.engine import Bot, Chance, Game, IllegalAction, State
from pirates_lib.engine.bots import WorldBot, ask
from pirates_lib.search.playout import heuristic

#: The search a hint runs: the `search` level's bot with the easy level's budget, which
#: answers in 0.45 to 1.5 seconds (medians by game) on a loaded core (widgets/SCENE.md,
#: "Advice").
HINT_LEVEL, HINT_ITERATIONS = "search", 50
#: Worlds of the viewer sampled to tell which of a bot's options the viewer may know of.
PROBES = 64


@dataclass(frozen=True)
class Option:
    """One option a search weighed: its action id and label, how often it was tried, and
    the mean of the searcher's share of the win after it (None: never tried)."""

    id: str
    label: str
    visits: int
    wins: float | None


@dataclass(frozen=True)
class Reasons:
    """A search's decision for `seat`: the option chosen, and every option weighed, the
    chosen first, then by visits."""

    seat: int
    chosen: str
    options: tuple[Option, ...]


def searched(bot: Bot) -> bool:
    """Did `bot` search for its last move (a search bot keeps its last root)?"""
    return getattr(bot, "root", None) is not None


def reasons(bot: Bot, view: dict[str, Any], chosen: str, state: State) -> Reasons:
    """The reasons of `bot`'s search for `chosen` at its seat's `view` (the view it chose on,
    of `state`): each legal option with the statistics of the root's edge, and the move it
    weighed beyond the listed ones, the heuristic's (a Davy Jones move to a point,
    `search.bot.candidates`), labelled as `state` names it."""
    root = bot.root  # type: ignore[attr-defined]  # `searched(bot)` is checked first
    edges, labels = root.edges, {e["id"]: e["label"] for e in view["legal"]}
    if root.hint in edges and root.hint not in labels:
        labels[root.hint] = state.action(root.hint).label
    options = []
    for action_id, label in labels.items():
        edge = edges.get(action_id)
        visits = edge.visits if edge is not None else 0
        options.append(Option(action_id, label, visits, edge.mean() if visits else None))
    options.sort(key=lambda o: (o.id != chosen, -o.visits))
    return Reasons(view["player"], chosen, tuple(options))


def hint(state: State, seat: int, seed: int, iterations: int = HINT_ITERATIONS) -> Reasons:
    """The search's advice for `seat` at `state`, from `seat`'s view and worlds only: what a
    search bot of level `HINT_LEVEL` in that seat would play, and why. Nothing is played."""
    game = state.game
    bot = game.bots[HINT_LEVEL](game, seat, seed=seed, iterations=iterations)
    view = state.view(seat, log=False)
    return reasons(bot, view, ask(bot, state, view), state)


def quick_bots(game: Game, bots: dict[int, Bot], seed: int) -> dict[int, Bot]:
    """For each search bot of a board, the game's heuristic bot in its seat (seeded as the
    board seeds its bots): the quick move it plays when its search is stopped."""
    cls = heuristic(game)
    return {} if cls is None else {seat: cls(game, seat, seed=seed * 1000 + seat + 1)
                                   for seat, bot in bots.items() if isinstance(bot, WorldBot)}


def known_options(before: State, seat: int, viewer: int | None,
                  weighed: Iterable[str] = ()) -> frozenset[str]:
    """The action ids of `seat` at `before` that `viewer` could know are legal: legal in
    every sampled world of the viewer (the seat's own options when the viewer is the seat).
    Ids in `weighed` beyond the listed ones (a Davy Jones move to a point that the search
    weighed, `search.bot.candidates`) count where every such world accepts them."""
    listed = {a.id for a in before.legal_actions()}
    extra = [i for i in weighed if i not in listed and _accepts(before, i)]
    legal = listed | set(extra)
    if viewer == seat:
        return frozenset(legal)
    for k in range(PROBES):
        world = before.world(viewer, Chance(k))
        legal &= {a.id for a in world.legal_actions()} | {i for i in extra if _accepts(world, i)}
    return frozenset(legal)


def _accepts(state: State, action_id: str) -> bool:
    try:
        state.action(action_id)
    except IllegalAction:
        return False
    return True


def words(option: Option) -> str:
    """ "Tried 120 times; wins about 41% of the time" (the search's estimate, so "about")."""
    if option.wins is None:
        return "Not tried"
    times = "once" if option.visits == 1 else f"{option.visits} times"
    return f"Tried {times}; wins about {round(100 * option.wins)}% of the time"


def panel(title: str, found: Reasons, known: frozenset[str] | None = None) -> dict[str, Any]:
    """An advice panel (widgets/SCENE.md, "Advice"): the options shown (all, or those in
    `known`), the chosen one first and marked, and how many were left out."""
    shown = [o for o in found.options if known is None or o.id in known]
    rows = [{"label": o.label, "words": words(o), "chosen": o.id == found.chosen}
            for o in shown]
    notes = []
    if len(found.options) == 1:
        notes.append("It was the only move: nothing to weigh.")
    elif found.options[0] in shown[:1] and any(
            (o.wins or 0) > (shown[0].wins or 0) for o in shown[1:]):
        notes.append("The search plays its most tried option: an estimate from a few tries "
                     "is rough.")
    hidden = len(found.options) - len(shown)
    if hidden:
        notes.append(f"{hidden} more option{'s' * (hidden > 1)} would show what you cannot "
                     f"see: left out.")
    return {"title": title, "options": rows, "notes": notes}


def bot_panel(found: Reasons, before: State, viewer: int | None, who: str) -> dict[str, Any]:
    """Why the bot `who` made its last move, as much as `viewer` may know of it."""
    known = known_options(before, found.seat, viewer, [o.id for o in found.options])
    chosen = next(o for o in found.options if o.id == found.chosen)
    what = f": {chosen.label}" if chosen.id in known else " (its move is hidden from you)"
    return panel(f"Why {who} moved{what}", found, known)


def hint_panel(found: Reasons) -> dict[str, Any]:
    """The hint for the viewer's own move: every option (all the viewer's own), and the
    suggested move's id, which the page marks among the buttons, or, for a move no button
    plays (a Davy Jones move to a point), plays from a button of the panel's own."""
    chosen = next(o for o in found.options if o.id == found.chosen)
    shown = panel(f"Hint: {chosen.label}", found)
    shown["notes"].append("Nothing was played: the move is yours.")
    return {**shown, "suggest": found.chosen}
