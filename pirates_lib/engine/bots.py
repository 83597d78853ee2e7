"""Players to play against, and `play` to run a whole game between them.

A bot sees only `state.view(player)`: what that player could see at the table. A bot that
searches (`WorldBot`) also gets `Worlds`, a sampler of games its seat cannot tell from the
true one: never the true state itself."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar

from .chance import Chance, ChanceLike
from .errors import PiratesError
from .game import Game, State
from .viewing import view_plan


class Bot:
    """Base of all bots: `choose` gets the seat's view and returns a legal action id.

    A bot that reads only some entries of the view names them in `reads`; `play` then builds
    just those (`State.view(keys=...)`): still the seat's own view, never more."""

    #: The view's entries `choose` reads; None: all of them.
    reads: ClassVar[frozenset[str] | None] = None

    def __init__(self, game: Game, player: int, seed: int = 0) -> None:
        self.game = game
        self.player = player
        self.chance = Chance(seed)

    def choose(self, view: dict[str, Any]) -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} for seat {self.player}>"


class Worlds:
    """The games a seat cannot tell from the one being played, for a bot that searches: its
    one method, `sample(chance)`, is `state.world(seat, chance)` of the true state
    (docs/engine.md, "Worlds"). The truth stays out of the bot's reach: no attribute shows
    it (asking for one is an AttributeError), and a Worlds cannot be copied or pickled."""

    __slots__ = ("_truth", "seat")

    def __init__(self, state: State, seat: int) -> None:
        object.__setattr__(self, "_truth", state)
        object.__setattr__(self, "seat", seat)

    def sample(self, chance: ChanceLike) -> State:
        """A world of this seat: equal to the truth in all the seat knows, the rest redealt
        from `chance`, with a fresh stream of future chance drawn from it too."""
        return object.__getattribute__(self, "_truth").world(self.seat, chance)

    def __getattribute__(self, name: str) -> Any:
        if name == "_truth":
            raise AttributeError("a seat's worlds do not show the game they are drawn from")
        return object.__getattribute__(self, name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a seat's worlds are read only")

    def __reduce__(self) -> Any:
        raise TypeError("a seat's worlds cannot be copied or pickled: they would carry the "
                        "true game along")

    def __repr__(self) -> str:
        return f"<worlds of seat {self.seat}>"


class WorldBot(Bot):
    """A bot that plays out games its seat imagines (a search): `choose(view, worlds)` gets
    the seat's view and a `Worlds` to sample them from. `play` and the board hand it one per
    decision; a bot without this base gets the view alone."""

    def choose(self, view: dict[str, Any], worlds: Worlds | None = None) -> str:
        raise NotImplementedError


def ask(bot: Bot, state: State, view: dict[str, Any]) -> str:
    """The bot's choice at `state`, where `view` is its seat's view: a `WorldBot` gets the
    worlds of its seat as well (what `play` and the board both do)."""
    if isinstance(bot, WorldBot):
        return bot.choose(view, Worlds(state, bot.player))
    return bot.choose(view)


def win_shares(winners: Sequence[int], players: int) -> list[Fraction]:
    """Each seat's share of the win: 1/len(winners) for each winner (a tie for the win is a
    shared win, docs/architecture.md), 0 for the rest."""
    return [Fraction(seat in winners, len(winners)) for seat in range(players)]


class RandomBot(Bot):
    """Chooses uniformly among the legal actions: the baseline every heuristic must beat."""

    reads = frozenset({"legal"})

    def choose(self, view: dict[str, Any]) -> str:
        legal = view["legal"]
        return legal[self.chance.below(len(legal))]["id"]  # what `Chance.pick` does


def _samples(bot: Bot) -> bool:
    """Does `bot` choose as `RandomBot` does? Then `play` draws its move with
    `state.sample_action(bot.chance)`: the same uniform choice among the legal actions its
    view would list (the mover's own to know), without listing them."""
    return type(bot).choose is RandomBot.choose


def make_bots(game: Game, bots: Sequence[str | Bot], seed: int) -> list[Bot]:
    """Bots by name (`game.bots`) or ready-made, one per seat."""
    if len(bots) != game.players:
        raise ValueError(f"{game.players} seats need {game.players} bots, got {len(bots)}")
    made = []
    for seat, bot in enumerate(bots):
        if isinstance(bot, str):
            if bot not in game.bots:
                raise ValueError(f"no bot {bot!r} for {game.title}; bots: {', '.join(game.bots)}")
            bot = game.bots[bot](game, seat, seed=seed * 1000 + seat + 1)
        made.append(bot)
    return made


def play(game: Game, bots: Sequence[str | Bot], seed: int = 0, max_steps: int = 200_000) -> State:
    """Play a whole game between bots and return the final state."""
    seats = make_bots(game, bots, seed)
    state = game.new_game(seed)
    # Each seat's view on its move, `view(seat, log=False, keys=bot.reads)`, by its plan.
    plans = [(bot.reads, *view_plan(bot.reads, False, False)) for bot in seats]
    sampling = [_samples(bot) for bot in seats]
    for _ in range(max_steps):
        mover = state._mover  # `to_move`, read without the property (engine-internal)
        if mover is None:
            return state
        bot = seats[mover]
        state.apply(state.sample_action(bot.chance) if sampling[mover] else
                    ask(bot, state, state._view_of(mover, mover, *plans[mover])))
    raise PiratesError(f"{game.title} did not end within {max_steps} actions")


@dataclass(frozen=True)
class Match:
    """A win-rate match a game declares (`Game.matches`): its heuristic `bot` against
    `others` in every other seat of a `players`-seat table with `options`, and the `bar` its
    share of wins should clear. `make winrates` plays each one."""

    bot: str
    players: int
    bar: float
    others: str = "random"
    options: dict[str, Any] = field(default_factory=dict)

    def play(self, game_name: str, games: int = 1000) -> WinRate:
        """Play the match over `games` seeded games."""
        from .registry import load
        return win_rate(load(game_name, players=self.players, **self.options), self.bot,
                        self.others, games)


@dataclass(frozen=True)
class WinRate:
    """How one bot fared against others: outright wins, and wins counting a tie as a share
    (a tie for the win is a shared win, docs/architecture.md), over `games` seeded games."""

    games: int
    outright: int
    shares: Fraction

    def __str__(self) -> str:
        return (f"{self.outright / self.games:.1%} outright, {float(self.shares) / self.games:.1%}"
                f" counting shared wins as shares, over {self.games} games")


def win_rate(game: Game, bot: str, others: str = "random", games: int = 1000,
             first_seed: int = 0) -> WinRate:
    """Play `games` seeded games of `bot` against `others` in every other seat, the bot's seat
    rotating with the seed so that no seat's advantage is counted as the bot's."""
    outright, shares = 0, Fraction(0)
    for seed in range(first_seed, first_seed + games):
        seat = seed % game.players
        bots = [others] * game.players
        bots[seat] = bot
        winners = play(game, bots, seed=seed).winners()
        outright += winners == [seat]
        shares += Fraction(seat in winners, len(winners))
    return WinRate(games, outright, shares)
