"""`pl.review`: every decision of one seat weighed from that seat's view (issue 22).

Position k of a game is its seed and first k actions replayed (`engine.Tape`). At each
position where the reviewed seat chose among several options, a search bot of that seat
(`pirates_lib.search.SearchBot`, the same seed at every decision) weighs each option: its
estimated share of the win after it, with a 99% interval. The search only ever samples the
seat's worlds (`State.world`: the truth in all the seat knows, the rest redealt), so the
review of a decision cannot depend on anything hidden from the seat. Where the game's own
odds answer a question about the options exactly (`Game.option_odds`: Leaky Loot's chance
to drown this turn), each option carries that exact chance too, and the best option is one
that leaves the least of it: a risk the seat could have avoided for certain is a fact, while
a difference of estimates is a statistic.

The cost is bounded before any search: decisions x iterations playouts (at most
`MAX_PLAYOUTS`, `max_playouts=` raises it), or decisions x seconds of search (at most
`MAX_SECONDS`)."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pirates_lib.engine import Chance, Game, IllegalAction, State, Tape
from pirates_lib.engine.bots import Worlds, ask
from pirates_lib.engine.limits import MAX_SEED, cut
from pirates_lib.engine.option_odds import OptionOdds
from pirates_lib.odds import TooBig
from pirates_lib.search import SearchBot
from pirates_lib.search.bot import MAX_ITERATIONS
from pirates_lib.search.playout import Playout
from pirates_lib.search.tree import Edge
from pirates_lib.stats import Estimate

#: Playouts (decisions x iterations) a review may spend unless `max_playouts=` says more.
MAX_PLAYOUTS = 2_000_000
#: Seconds of search (decisions x seconds) a review may spend.
MAX_SECONDS = 3600.0
#: From this many playouts (or seconds x 100) on, a review shows a progress bar by default.
LONG_REVIEW = 2_000
#: The iterations a decision gets when no budget is given.
ITERATIONS = 100


@dataclass(frozen=True)
class Option:
    """One option of a decision: its action id and label, the seat's estimated share of the
    win after it (None: the search never tried it) and, where the game's odds answer it, the
    exact chance of the decision's bad outcome after it (`Decision.what`)."""

    id: str
    label: str
    worth: Estimate | None
    exact: Fraction | None = None

    @property
    def tried(self) -> int:
        """How many of the search's playouts began with this option."""
        return 0 if self.worth is None else self.worth.n


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: the position after `ply` actions (`ply` indexes
    the game's history: the action chosen is `history[ply]`), every option weighed, the one
    chosen, the best, the estimated `loss` in win share (best less chosen, never below 0),
    and `risk`: the exact chance of `what` the choice added to the least any option left
    (0 where the game's odds answer nothing)."""

    ply: int
    options: tuple[Option, ...]
    chosen: Option
    best: Option
    loss: float
    risk: Fraction
    what: str | None
    sentence: str

    @property
    def clear(self) -> bool:
        """Is the loss more than noise at this budget: an exact risk taken (certain), or the
        best option's 99% interval wholly above the chosen one's?"""
        chosen, best = self.chosen.worth, self.best.worth
        return self.risk > 0 or (chosen is not None and best is not None
                                 and best.low > chosen.high)

    @property
    def mistaken(self) -> bool:
        """Did the choice lose anything, estimated or exact?"""
        return self.risk > 0 or self.loss > 0

    def __repr__(self) -> str:
        return f"<decision at ply {self.ply}: {self.sentence}>"


class Review:
    """A review of `seat`'s decisions (`pl.review`): `decisions` in the game's order,
    `mistakes(k)` the k largest losses, `chart()` the estimated win chance over the game,
    `cost` what the review spent, in words."""

    def __init__(self, game: Game, seat: int, decisions: Iterable[Decision], cost: str) -> None:
        self.game, self.seat, self.cost = game, seat, cost
        self.decisions: tuple[Decision, ...] = tuple(decisions)

    def mistakes(self, k: int = 3) -> list[Decision]:
        """The k decisions that lost the most: exact risk first (an avoidable chance of the
        bad outcome is certain), then estimated loss; decisions that lost nothing are left
        out, so there may be fewer than k."""
        if type(k) is not int or k < 0:
            raise ValueError(f"k is a whole number of mistakes (0 or more), not {cut(k)}")
        ranked = sorted((d for d in self.decisions if d.mistaken),
                        key=lambda d: (d.risk, d.loss), reverse=True)
        return ranked[:k]

    def decision(self, ply: int) -> Decision:
        """The decision at `ply` (an index of the game's history the seat chose at)."""
        for decision in self.decisions:
            if decision.ply == ply:
                return decision
        plies = ", ".join(str(d.ply) for d in self.decisions[:30]) or "none"
        raise ValueError(f"{self._who} made no reviewed decision at ply {cut(ply)}; "
                         f"its decisions are at plies {plies}")

    @property
    def _who(self) -> str:
        return self.game.names[self.seat]

    def chart(self) -> Any:
        """The seat's estimated win chance after each of its choices (Altair, drawn offline
        by `pirates_lib.charts`), with the 99% interval as a band."""
        from .chart import win_chance_chart
        return win_chance_chart(self)

    def _repr_html_(self) -> str:
        from .table import review_table
        return review_table(self)

    def __repr__(self) -> str:
        return (f"<review of {self._who} in {self.game.title}: {len(self.decisions)} decisions, "
                f"{sum(d.mistaken for d in self.decisions)} with a loss; {self.cost}>")


def review(save_or_state: str | bytes | State, seat: int, iterations: int | None = None,
           seconds: float | None = None, seed: int = 0, *, progress: bool | None = None,
           max_playouts: int = MAX_PLAYOUTS) -> Review:
    """Review `seat`'s decisions in a game: a save's JSON text or a State (the replay of its
    seed and actions). Each decision gets `iterations` of search (default `ITERATIONS`) or
    `seconds`; `seed` seeds the search at every decision. `progress` shows a bar (None: for
    a long review). Bad input raises a ValueError before any search: a corrupt save
    `pl.BadSave`, a review over its bound `pl.odds.TooBig`."""
    budget = _budget(iterations, seconds)
    _check_whole(seed, "seed", 0, MAX_SEED)
    _check_whole(max_playouts, "max_playouts", 1, 10**12)
    if progress is not None and type(progress) is not bool:
        raise ValueError(f"progress is True, False or None (a bar for a long review), not "
                         f"{cut(progress)}")
    tape = Tape.of(save_or_state, "a review reads")
    _check_whole(seat, "seat", 0, tape.game.players - 1)
    positions = list(_decisions(tape, seat))
    cost = _cost(len(positions), budget, max_playouts)
    bar = _bar(progress, len(positions), budget, tape.game.title)
    decisions = []
    try:
        for ply, position in positions:
            options, odds = _weighed(position, seat, budget, seed)
            chosen = tape.actions[ply]
            if all(option.id != chosen for option in options):
                options = (*options, _played_out(position, seat, chosen, options, seed))
            decisions.append(_decision(ply, options, chosen, odds))
            if bar is not None:
                bar.update(1)
    finally:  # an interrupted review leaves no bar behind
        if bar is not None:
            bar.close()
    return Review(tape.game, seat, decisions, cost)


def weigh(state: State, seat: int, iterations: int | None = None,
          seconds: float | None = None, seed: int = 0) -> tuple[Option, ...]:
    """Every legal option of `seat` (the seat to move) at `state`, weighed from its view
    (the listed ones, and the heuristic's move where the game accepts it beyond them, a Davy
    Jones move to a point, as the search weighs it: `search.bot.candidates`): the search's
    estimate of its win share (a 99% interval from its playouts' spread, as the
    search bot's options show it, `search.tree.Edge.estimate`) and
    the game's exact odds (`Game.option_odds`). Two states `seat` cannot tell apart give the
    same options for the same seed (the search samples the seat's worlds only)."""
    _check_whole(seed, "seed", 0, MAX_SEED)
    return _weighed(state, seat, _budget(iterations, seconds), seed)[0]


def _weighed(state: State, seat: int, budget: tuple[str, float], seed: int
             ) -> tuple[tuple[Option, ...], OptionOdds | None]:
    """The options of `weigh` and the game's exact odds they were given."""
    if state.to_move != seat:
        raise ValueError(f"it is not {state.game.names[seat]}'s decision: "
                         f"{_mover(state)} is to move")
    kind, amount = budget
    bot = SearchBot(state.game, seat, seed=seed,
                    iterations=int(amount) if kind == "iterations" else None,
                    seconds=amount if kind == "seconds" else None)
    ask(bot, state, state.view(seat))
    edges = bot.root.edges if bot.root is not None else {}
    odds = state.game.option_odds(state, seat)
    options, actions = [], state.legal_actions()
    hint = bot.root.hint if bot.root is not None else None
    if hint in edges and all(action.id != hint for action in actions):
        actions.append(state.action(hint))  # weighed beyond the list (`search.bot.candidates`)
    for action in actions:
        edge = edges.get(action.id)
        worth = edge.estimate() if edge is not None and edge.visits else None
        exact = odds.chances.get(action.id) if odds is not None else None
        options.append(Option(action.id, action.label, worth, exact))
    return tuple(options), odds


def _played_out(state: State, seat: int, action_id: str, options: tuple[Option, ...],
                seed: int) -> Option:
    """A free move (Davy Jones' sailing, built from its id at any distance, so the search's
    list never names it) weighed as the search's playouts weigh an option: in worlds of the
    seat (never the truth) with the move played, each played on by the search's own playout
    policy, as many playouts as the most tried listed option got. A world where the move is
    illegal counts no playout."""
    chance, playout = Chance(seed), Playout(state.game, seed, state.game.search_mix)
    worlds, tried = Worlds(state, seat), Edge()
    for _ in range(max((option.tried for option in options), default=0) or 1):
        world = worlds.sample(chance)
        try:
            world.apply(action_id)
        except IllegalAction:
            continue
        tried.add(playout.rewards(world, chance)[seat])
    return Option(action_id, action_id, tried.estimate() if tried.visits else None)


def _mover(state: State) -> str:
    return "nobody (the game is over)" if state.to_move is None else state.game.names[
        state.to_move]


def _decision(ply: int, options: tuple[Option, ...], chosen_id: str,
              odds: OptionOdds | None) -> Decision:
    """A decision from its weighed options: the best is the one the search would play (most
    tried, then best mean) among those that leave the least exact risk, and the exact odds'
    words are asked for that very option, so the table, the chart and the sentence name one
    best move (docs/coach.md, "Exact odds")."""
    chosen = next((o for o in options if o.id == chosen_id), None)
    if chosen is None:
        raise ValueError(f"the action played, {cut(chosen_id)}, is not among the options")
    pool = [o for o in options if odds is None or o.exact == odds.least()]
    best = max(pool, key=lambda o: (o.tried, _mean(o)))
    loss = max(0.0, _mean(best) - _mean(chosen)) if chosen.worth and best.worth else 0.0
    risk = (chosen.exact or Fraction(0)) - odds.least() if odds is not None else Fraction(0)
    what = odds.what if odds is not None else None
    if risk > 0 and odds is not None:
        sentence = odds.words(chosen.id, best.id)
    else:
        sentence = _estimated_words(chosen, best, loss)
    return Decision(ply, options, chosen, best, loss, risk, what, sentence)


def _mean(option: Option) -> float:
    return -1.0 if option.worth is None else option.worth.value


def _estimated_words(chosen: Option, best: Option, loss: float) -> str:
    """The sentence for a decision the exact odds say nothing against."""
    if chosen.worth is None:
        return f"You chose \u201c{chosen.label}\u201d, which the search never tried."
    mine = f"You chose \u201c{chosen.label}\u201d (estimated win chance {_chance(chosen.worth)})"
    if best.id == chosen.id or best.worth is None or loss == 0:
        return f"{mine}: as good as any option the search found."
    return (f"{mine}; \u201c{best.label}\u201d was estimated at {_chance(best.worth)}, "
            f"{loss:.2f} more.")


def _chance(worth: Estimate) -> str:
    return f"{worth.value:.2f}, 99% interval {worth.low:.2f} to {worth.high:.2f}"


def _decisions(tape: Tape, seat: int) -> Iterator[tuple[int, State]]:
    """Each ply where `seat` chose among two or more options, with its position (a copy)."""
    position = tape.position(0)
    for ply, action in enumerate(tape.actions):
        if tape.movers[ply] == seat and len(position.legal_actions()) > 1:
            yield ply, position.clone()
        position.apply(action)


def _budget(iterations: Any, seconds: Any) -> tuple[str, float]:
    """("iterations", n) or ("seconds", s) for each decision, checked."""
    if iterations is not None and seconds is not None:
        raise ValueError("a review's budget is iterations=n or seconds=s a decision, not both")
    if seconds is not None:
        if type(seconds) not in (int, float) or not 0 < seconds <= MAX_SECONDS:
            raise ValueError(f"seconds is a time a decision more than 0 and at most "
                             f"{MAX_SECONDS:g}, not {cut(seconds)}")
        return "seconds", seconds
    iterations = ITERATIONS if iterations is None else iterations
    _check_whole(iterations, "iterations", 1, MAX_ITERATIONS)
    return "iterations", iterations


def _check_whole(value: Any, name: str, low: int, high: int) -> None:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name} is a whole number from {low} to {high:,}, not {cut(value)}")


def _cost(decisions: int, budget: tuple[str, float], max_playouts: int) -> str:
    """The review's cost in words, refused (TooBig) above its bound before any search."""
    kind, amount = budget
    if kind == "iterations":
        total = decisions * int(amount)
        if total > max_playouts:
            raise TooBig(f"this review needs {decisions} decisions x {int(amount):,} iterations"
                         f" = {total:,} playouts, above the bound of {max_playouts:,}; pass "
                         f"max_playouts= a larger number, or fewer iterations")
        return f"{decisions} decisions x {int(amount):,} iterations = {total:,} playouts"
    seconds = decisions * amount
    if seconds > MAX_SECONDS:
        raise TooBig(f"this review needs {decisions} decisions x {amount:g} s = {seconds:,.0f}"
                     f" s of search, above the bound of {MAX_SECONDS:g} s; pass fewer seconds")
    return f"{decisions} decisions x {amount:g} s = {seconds:g} s of search"


def _bar(progress: bool | None, decisions: int, budget: tuple[str, float], title: str) -> Any:
    """A tqdm bar counting decisions, when asked for or (None) when the review is long."""
    kind, amount = budget
    size = decisions * (amount if kind == "iterations" else amount * 100)
    if not (progress or (progress is None and size >= LONG_REVIEW)):
        return None
    from tqdm.auto import tqdm
    return tqdm(total=decisions, desc=f"Reviewing {title}", unit="decision", leave=False)
