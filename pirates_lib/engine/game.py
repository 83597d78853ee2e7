"""The Game/State contract every rule set fills in (docs/architecture.md, "The engine contract").

What all games share lives here once (pgx style): the legality check before any change, the
event log, views with the log filtered per player, equality, cloning and replay, and the flow
(who decides next: `engine/flow.py`). A game writes only its rules: `setup`, `scores`, and its
`actions` (`FLOW`, `CODEC`) and `views` modules."""
from __future__ import annotations

import copy
import dataclasses
import json
import sys
from collections.abc import Callable
from fractions import Fraction
from functools import cached_property
from typing import Any, ClassVar, Self

from .action import Action, Event
from .chance import Chance, ChanceLike
from .copying import fresh
from . import flow as flows
from .ids import Codec
from .errors import IllegalAction, PiratesError
from .interrupts import held_interrupts
from .limits import MAX_SEED, cut
from .option_odds import OptionOdds
from .options import make_options
from .viewing import Entry, view_plan

_NEW_TUPLE = tuple.__new__
PIRATE_NAMES = ("Anne", "Mary", "Jack", "Grace", "Ching", "Edward")
LISTED, LISTED_CHARS = 30, 600  # legal ids named in a refusal (the rest counted); its length


class Game:
    """A rule set with its player count and options fixed: a factory of fresh states."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    Options: ClassVar[type]
    State: ClassVar[type[AnyState]]
    bots: ClassVar[dict[str, type]] = {}
    #: Option sets the conformance suite plays besides the defaults, so that optional rules
    #: and expansions are checked as hard as the base game.
    variants: ClassVar[tuple[dict[str, Any], ...]] = ()
    #: The win-rate matches `make winrates` plays (`engine.bots.Match`).
    matches: ClassVar[tuple[Any, ...]] = ()
    #: The share, in percent, of a search bot's playout moves that the game's heuristic bot
    #: makes (the rest are random, `pirates_lib.search.playout`): half by default; a game
    #: whose heuristic-only playouts won more at the same CPU time declares 100
    #: (docs/engine.md, "Search bot").
    search_mix: ClassVar[int] = 50

    def __init__(self, players: int | None = None, **options: Any) -> None:
        players = self.default_players if players is None else players
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} is for {self.min_players} to {self.max_players} "
                             f"players, not {players!r}")
        self.players = players
        self.options = make_options(self.Options, options, self.title)
        check = getattr(self.options, "check", None)
        if check is not None:
            check(players)

    @cached_property
    def names(self) -> tuple[str, ...]:
        """The seats' names, in seat order (kept: the log's sentences ask for them all the
        time)."""
        return PIRATE_NAMES[: self.players]

    def new_game(self, seed: int = 0) -> AnyState:
        """A fresh game; the same seed and the same actions always give the same game."""
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"a seed is a whole number from 0 to 2**64 - 1, not "
                             f"{cut(seed) if isinstance(seed, str) else _number(seed)}")
        return self.State(self, seed)

    def search_cutoff(self, start: AnyState
                      ) -> Callable[[AnyState], list[Fraction] | None] | None:
        """Where a search bot (`pirates_lib.search`) may stop a playout begun at `start`: a
        function of each later state of the playout giving each seat's estimated share of the
        win there, or None to play on. A game whose playouts are long supplies one (Davy
        Jones: the end of a round); by default (None) every playout is played to the end."""
        return None

    def option_odds(self, state: AnyState, seat: int) -> OptionOdds | None:
        """What this game's odds answer exactly about the options `seat` has at `state`,
        from what that seat knows (`engine/option_odds.py`): a review (`pl.review`) shows it
        beside its search estimates. By default (None) nothing is answered exactly; Leaky
        Loot answers the chance to drown this turn."""
        return None

    def config(self) -> dict[str, Any]:
        """What identifies this game in a save: its name, player count and options, in their
        JSON form (a table given as tuples is the same table as the lists a save brings back,
        so a game equals the game loaded from its save)."""
        options = json.loads(json.dumps(dataclasses.asdict(self.options)))
        return {"game": self.name, "players": self.players, "options": options}

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its class, players and options (a process pool sends games to its
        workers): what a game worked out and kept (a read-only deck, say) is worked out again
        there, so a kept value need not pickle."""
        options = {f.name: getattr(self.options, f.name) for f in dataclasses.fields(self.options)}
        return (_rebuilt, (type(self), self.players, options))

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in dataclasses.asdict(self.options).items())
        return f"pl.load({self.name!r}, players={self.players}{', ' if opts else ''}{opts})"


def _rebuilt(cls: type[Game], players: int, options: dict[str, Any]) -> Game:
    return cls(players, **options)


def _number(value: Any) -> str:
    """A seed as it was given, unless it is too long to print."""
    if type(value) is int and value.bit_length() > 200:
        return f"a number of {value.bit_length():,} bits"
    return cut(value) if isinstance(value, (str, bytes, list, tuple)) else repr(value)


def _position(chance: ChanceLike) -> object:
    """Where a chance stands, for `State.__eq__`: a Chance's stream state. Another chance (an
    analysis's, set by `staging.stage`) keeps no position, so it equals only itself."""
    return chance.get_state() if isinstance(chance, Chance) else chance


class State:
    """One game in progress: an ordinary mutable object, changed only through `apply`."""

    game: Game

    #: Fields of component data that `setup` lays out and nothing changes afterwards (a table
    #: worked out from the options, say): `clone` shares them instead of copying them, and
    #: the conformance suite checks that no action changes them.
    constant: ClassVar[tuple[str, ...]] = ()

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.seed: int | None = seed  # None in a world, which does not know it
        self.chance: ChanceLike = Chance(seed)  # staging may set another (`staging.stage`)
        self.log: list[Event] = []
        self.history: list[str] = []
        self.staged = False  # set by `staging.stage`: no longer the replay of its actions
        #: A world's own start (`world`): what it replays from instead of its seed, which a
        #: world does not know; None for a game.
        self._origin: State | None = None
        self._before = 0  # actions played before the history starts (a world's truth's)
        self._legal: dict[str, Action] | None = None
        self._sampled: Action | None = None  # `sample_action`'s last draw, legal here
        self.steps: list[flows.Step] = []  # the flow (`engine/flow.py`): `setup` lays it out
        self._mover: int | None = None
        self.setup()
        self._mover = flows.settle(self)

    # --- what each game writes -------------------------------------------------------------
    def setup(self) -> None:
        """Lay out the components (rulebook "Set-up"), using `self.chance`."""
        raise NotImplementedError

    @property
    def to_move(self) -> int | None:
        """The seat that must act now, or None when the game is over: the seat of the first
        step (`engine/flow.py`), worked out once each time the rules settle."""
        return self._mover

    #: The game's `actions` module (`FLOW`, `CODEC`, optionally `why_illegal(state, id)`)
    #: and `views` module (`view`, `snapshot`, `invariants`,
    #: `shuffle_hidden`): the engine's hooks below hand over to them, so a game's state class
    #: names its two modules instead of writing the same six methods (docs/new_game.md). A
    #: class that names neither is a game in one module: its own module is both.
    actions: ClassVar[Any] = None
    views: ClassVar[Any] = None
    #: The game's flow (`actions.FLOW`, `engine/flow.py`): its steps and action handlers.
    flow: ClassVar[flows.Flow]
    #: The game's ids (`actions.CODEC`, `engine/ids.py`): built and read in one place.
    codec: ClassVar[Codec]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A class that names its `actions` module takes that module's `FLOW` and `CODEC`:
        every game has both (docs/engine.md, "The flow" and "One codec per game"), and one
        without is refused when its class is made, not at its first move. A class that names
        no module (none of its bases did either) is a game in one module (docs/new_game.md,
        "A game in one module"): the module it is defined in is its `actions` and `views`, so
        that module's `FLOW` and `CODEC` come before the class."""
        super().__init_subclass__(**kwargs)
        if cls.actions is None and cls.views is None:
            cls.actions = cls.views = sys.modules[cls.__module__]
        if "actions" in cls.__dict__ and cls.actions is not None:
            missing = [n for n in ("FLOW", "CODEC") if not hasattr(cls.actions, n)]
            if missing:
                raise TypeError(f"{cls.__name__}'s actions module {cls.actions.__name__} has "
                                f"no {' and no '.join(missing)} (docs/new_game.md)")
            cls.flow, cls.codec = cls.actions.FLOW, cls.actions.CODEC

    def _apply(self, action: Action) -> None:
        """Carry out a legal action (already checked): the flow's `carry_out` (one hook, which
        the property tests interrupt at random lines)."""
        flows.carry_out(self, action)

    def scores(self) -> list[int]:
        """Each seat's score as the rules count it."""
        raise NotImplementedError

    def _view(self, player: int | None) -> dict[str, Any]:
        """The game-specific part of what `player` may know (None: the public)."""
        return self.views.view(self, player)

    def _snapshot(self) -> dict[str, Any]:
        """Everything the rules hold, JSON-able, for equality and save digests."""
        return self.views.snapshot(self)

    def invariants(self) -> list[str]:
        """Broken invariants, in words (every card in exactly one place, ...); [] when sound.
        The conformance suite calls it after every action of every playout."""
        return self.views.invariants(self)

    def shuffle_hidden(self, player: int | None, chance: Chance) -> None:
        """Redeal, at random, everything `player` cannot see (others' hands, deck order, secret
        choices), keeping all that is public. The conformance suite then checks that
        `view(player)` is unchanged: the view cannot depend on what was hidden. A change made
        outside `apply`: the cached legal actions are forgotten."""
        self.views.shuffle_hidden(self, player, chance)
        self.changed()

    def changed(self) -> None:
        """Forget the cached legal actions after a change made outside `apply` (staging a
        position, redealing hidden cards), and work out again who moves."""
        self._legal = self._sampled = None
        self._mover = flows.settle(self)

    def why_illegal(self, action_id: str) -> str:
        """Why an id is refused, in words: a malformed id (one the game's codec cannot read)
        is told from a well-formed one the rules refuse now, which the game's
        `actions.why_illegal` explains if it has one."""
        if self.codec.parse(action_id) is None:
            return ("no action is written that way; this game's actions are written "
                    + self.codec.spellings())
        explain = getattr(self.actions, "why_illegal", None)
        return explain(self, action_id) if explain else "it is not one of the legal actions now"

    # --- shared by every game ------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.to_move is None

    def winners(self) -> list[int]:
        """Everyone with the top score: a tie for the win is a shared win (docs/architecture.md)."""
        return self.leaders() if self.over else []

    def leaders(self) -> list[int]:
        """Everyone with the top score now: the winners, if the game ended here (what a search
        scores a playout it stops early by)."""
        scores = self.scores()
        best = max(scores)
        return [p for p, s in enumerate(scores) if s == best]

    def legal_actions(self) -> list[Action]:
        """Every legal action of `to_move`; never empty while the game goes on."""
        legal = self._legal
        if legal is None:  # kept for this position only: nothing to ask again
            if self.to_move is None:
                return []
            legal = self._cache_legal()
        return list(legal.values())

    def sample_action(self, chance: ChanceLike) -> Action:
        """One legal action of `to_move`, drawn uniformly at random from `chance`: what a
        random bot and a random playout move play. By default one draw over
        `legal_actions()`, in their order (`Chance.pick`'s draw); a game whose legal set is
        costly to list may override `_sample` with a draw that is still uniform over that
        set without listing it (docs/engine.md, "Sampling an action"). `apply` takes the
        action drawn without looking for it in the legal set again."""
        if self._mover is None:  # `to_move`, read without the property: once per playout move
            raise IllegalAction("the game is over: there is no action to sample")
        self._sampled = action = self._sample(chance)
        return action

    def _sample(self, chance: ChanceLike) -> Action:
        """`sample_action`'s draw: uniform over `legal_actions()`, in their order. The flow's
        moves are drawn from as they come when `settle` has not kept them: `apply` takes the
        drawn action as it is, so keeping them by id for this position would go unread."""
        moves = self._legal if self._legal is not None else flows.legal(self)
        legal = list(moves.values()) if isinstance(moves, dict) else moves
        return legal[chance.below(len(legal))]

    def _cache_legal(self) -> dict[str, Action]:
        """The legal actions by id, kept for this position. A game may hand them over as such
        a dict (a new one, in order), built from moves it keeps by situation, instead of a
        list the engine indexes."""
        moves = flows.legal(self)
        self._legal = legal = moves if isinstance(moves, dict) else {a.id: a for a in moves}
        return legal

    def apply(self, action: Action | str) -> list[Event]:
        """Check, then carry out, one action; return the events it caused.

        Anything not legal raises IllegalAction before a single thing changes. It is atomic:
        whatever is raised while the action is carried out (a bug, KeyboardInterrupt), the
        state is put back exactly as it was before the action, then the error goes on. A
        Ctrl-C during that undo is held until it is done (`interrupts.held_interrupts`)."""
        sampled = self._sampled
        # Drawn legal here by `sample_action` (so the game goes on): nothing to look up.
        chosen = sampled if sampled is not None and action is sampled else self._chosen(action)
        start, done = len(self.log), len(self.history)
        undo = None if self.replayable() else self._undo_point()
        self._legal = self._sampled = None
        try:
            self._apply(chosen)
            self.history.append(chosen.id)
        except BaseException:
            with held_interrupts():  # a second Ctrl-C waits until the state is whole
                self._restore(undo, start, done)
            raise
        return self.log[start:]

    def action(self, action_id: str) -> Action:
        """The legal Action `action_id` names now, listed or one of the game's free actions
        (Davy Jones' moves to a point): its label for words, or a search's check that a
        move the list does not name is legal here. IllegalAction, saying why, if it is not."""
        return self._chosen(action_id)

    def _chosen(self, action: Action | str) -> Action:
        """The legal action `action` names, or IllegalAction: the cached legal actions
        themselves, not `legal_actions()`'s copy of them (a bot's view has usually just
        worked them out, and apply only looks one up), then the game's free actions."""
        action_id = action if type(action) is str else self._action_id(action)
        if self.to_move is None:
            raise IllegalAction(f"the game is over; {cut(action_id)} cannot be played")
        legal = self._legal if self._legal is not None else self._cache_legal()
        chosen = legal.get(action_id)
        if chosen is None:
            chosen = self._parse_free_action(action_id)
        if chosen is None:
            raise self._refusal(action_id)
        return chosen

    @staticmethod
    def _action_id(action: Any) -> str:
        """The id of an Action, or an id given as a str subclass; anything else is refused
        (`apply` asks only when it was not handed a plain id, the usual case)."""
        action_id = action.id if isinstance(action, Action) else action
        if not isinstance(action_id, str):
            raise IllegalAction(f"an action is an Action or its id, not {type(action).__name__}")
        return action_id

    @property
    def actions_played(self) -> int:
        """How many actions the game has seen: its history, and for a world the truth's
        actions before it (a world's history starts empty: `world`)."""
        return self._before + len(self.history)

    def replayable(self) -> bool:
        """Is this state exactly the replay of its seed (a world: its origin) and history?
        Then a failed action is undone by replaying them (no cost while nothing fails);
        otherwise by a snapshot."""
        return not self.staged and type(self.chance) is Chance

    #: Fields an action only appends to: undone by cutting them back, never copied.
    APPENDED = ("log", "history")

    def _undo_point(self) -> dict[str, Any]:
        """A snapshot of everything but the game (shared) and the append-only fields (taken
        only when the state is not `replayable`)."""
        kept = {k: v for k, v in self.__dict__.items() if k not in self.APPENDED and k != "game"}
        return copy.deepcopy(kept, {id(self.game): self.game})

    def _restore(self, undo: dict[str, Any] | None, logged: int, done: int) -> None:
        """Put back the state from before the action: the snapshot (with the log and the
        history cut back to `logged` events and `done` actions), or the replay of the first
        `done` actions (the failed one may already be in the history). The state is built
        aside, then swapped in by one assignment of `__dict__`, which nothing can split."""
        if undo is None:
            origin = self._origin
            fresh = origin.clone() if origin is not None else self.game.new_game(self.seed or 0)
            for action_id in self.history[:done]:
                fresh.apply(action_id)
            self.__dict__ = fresh.__dict__
            return
        self.__dict__ = {**undo, "game": self.game, "log": self.log[:logged],
                         "history": self.history[:done]}

    def _parse_free_action(self, action_id: str) -> Action | None:
        """Hook for games whose legal moves are not a finite list (continuous moves)."""
        return None

    def _refusal(self, action_id: str) -> IllegalAction:
        """Who, what, why, and what is legal now, in words: the reason from `why_illegal`, the
        legal moves by their labels (at most `LISTED`, the rest counted)."""
        labels = [a.label for a in (self._legal or {}).values()]
        shown: list[str] = []
        for label in labels:
            if len(shown) == LISTED or sum(map(len, shown)) > LISTED_CHARS:
                break
            shown.append(label)
        rest = f" and {len(labels) - len(shown)} more" if len(shown) < len(labels) else ""
        mover = self.to_move
        assert mover is not None, "`_chosen` refuses a move in a finished game before this"
        who = self.game.names[mover]
        why = self.why_illegal(action_id)
        why = why if len(why) <= LISTED_CHARS else why[:LISTED_CHARS - 3] + "..."
        message = (f"{who} cannot play {cut(action_id)}: {why}. "
                   f"What {who} can do now: {'; '.join(shown)}{rest}")
        return IllegalAction(message, reason=why, legal=tuple(labels))

    def emit(self, kind: str, text: str, /, only: tuple[int | None, ...] | None = None,
             **data: Any) -> Event:
        """Record an event; `only` keeps a private one from everyone else's view. Every other
        keyword is the event's data, whatever its name (`kind` and `text` are given first,
        by position)."""
        event = _NEW_TUPLE(Event, (kind, text, data, only))
        self.log.append(event)
        return event

    def all_but(self, *seats: int) -> tuple[int | None, ...]:
        """Everyone but `seats`, the spectator included: who reads the public words of an
        event whose `seats` read it in fuller words of their own (a gift of cards: the count
        for the table, the cards for the giver and the receiver), one line each."""
        return (None, *(p for p in range(self.game.players) if p not in seats))

    def view(self, player: int | None, *, log: bool = True,
             keys: frozenset[str] | None = None) -> dict[str, Any]:
        """Exactly what `player` may know (None: a spectator), as JSON-able data.

        `keys` keeps only those entries (what a bot reads, `Bot.reads`): exactly those entries
        of the whole view, in its order, never more."""
        if player is not None and (type(player) is not int
                                   or not 0 <= player < self.game.players):
            raise ValueError(f"no player {player!r} in a {self.game.players}-player game")
        mover = self.to_move
        return self._view_of(player, mover, keys, *view_plan(keys, log, mover is None))

    def _view_of(self, player: int | None, mover: int | None, keys: frozenset[str] | None,
                 entries: tuple[tuple[str, Entry], ...], game_wanted: bool) -> dict[str, Any]:
        """The view of `player` while `mover` moves, by its plan (`viewing.view_plan`): what
        `view` builds once it has checked the seat, and `pl.play` builds for the bot to move."""
        view = {}
        for key, entry in entries:
            view[key] = entry(self, player, mover)
        if game_wanted:
            game_part = self._view(player)
            view.update(game_part if keys is None else
                        {k: v for k, v in game_part.items() if k in keys})
        return view

    def clone(self) -> Self:
        """An independent copy, chance position included: nothing done to one changes the
        other. It shares only what nothing changes (the Game, frozen records such as Events,
        the `constant` fields) and copies the rest (`copying.fresh`)."""
        twin = type(self).__new__(type(self))
        memo = {id(self.game): self.game, id(self.log): list(self.log),
                id(self.history): list(self.history), id(self._origin): self._origin,
                **{id(value): value for value in map(self.__dict__.get, self.constant)}}
        twin.__dict__.update(fresh(self.__dict__, memo))
        return twin

    def world(self, seat: int | None, chance: ChanceLike) -> State:
        """A game `seat` cannot tell from this one, to play out instead of the truth: equal
        in all `seat` can know (its view, its log), with everything else redealt from `chance`
        (`views.shuffle_hidden`) and a fresh stream of future chance also drawn from it. What
        a bot that searches plays (docs/engine.md, "Worlds"): the copy holds nothing `seat`
        could not see (no other seat's private log line, no history of others' secret
        choices, not the seed that dealt the cards) and does not replay the true dice; two
        states `seat` cannot tell apart give the same world for the same `chance`.

        Cheap: one copy, the redeal, and a second copy kept as its origin (a failed action is
        undone by replaying from there: no undo point per action, no staging flag)."""
        twin = type(self).__new__(type(self))
        stream = Chance.drawn_from(chance)
        memo = {id(self.game): self.game, id(self.chance): stream, id(self.history): [],
                id(self.log): [e for e in self.log if e.visible_to(seat)],
                id(self._origin): None,
                **{id(value): value for value in map(self.__dict__.get, self.constant)}}
        twin.__dict__.update(fresh(self.__dict__, memo))
        twin.seed, twin._before, twin._origin = None, self.actions_played, None
        self.views.shuffle_hidden(twin, seat, chance)
        twin.changed()
        twin._origin = twin  # its own origin: every copy of it (the world, an undo) shares it
        return twin.clone()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State) or type(other) is not type(self):
            return NotImplemented
        return ((self.game is other.game or self.game.config() == other.game.config())
                and self.history == other.history and self.steps == other.steps
                and self._snapshot() == other._snapshot()
                and _position(self.chance) == _position(other.chance))

    __hash__ = None  # type: ignore[assignment]  # unhashable: a state changes as it is played

    def to_json(self) -> str:
        """A versioned save: see `pirates_lib.engine.save`."""
        from .save import dump
        if self.staged:
            raise PiratesError("a staged position is not the replay of its seed and actions, "
                               "so it cannot be saved")
        if self._origin is not None:
            raise PiratesError("a world (State.world) is a game one seat imagines, not the "
                               "replay of a seed and actions, so it cannot be saved")
        return dump(self)

    def _repr_html_(self) -> str:
        from html import escape
        mover = self.to_move
        who = "game over" if mover is None else f"{self.game.names[mover]} to move"
        return (f"<b>{escape(self.game.title)}</b>: {escape(who)}, "
                f"scores {escape(str(self.scores()))}")

    def __repr__(self) -> str:
        if self._origin is not None:
            return f"<{self.game.title} world after {self.actions_played} actions>"
        return f"<{self.game.title} state after {len(self.history)} actions, seed {self.seed}>"


#: The State class by a name `Game`'s annotations can use (in its body, `State` is the
#: attribute naming the game's own state class).
AnyState = State
