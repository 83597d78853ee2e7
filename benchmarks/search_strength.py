"""`python -m benchmarks.search_strength [--games N] [--only GAME ...]`: in every game, one
search bot at about one second a move (`pirates_lib.search.ONE_SECOND`: an iteration budget,
so the run is the same on any machine) against two of the game's heuristic bots, 3 seats, the
search bot's seat rotated by one a game; its share of the wins with a 99% Wilson interval (a
third is par; issue 21 asks for at least half). Games run in one process, the cheapest game
first, and a line is printed every `--every` games, so a run cut short still reports what it
measured. `--par` seats the game's heuristic bot where the search bot would sit: the
share the search must beat. `--clairvoyant` seats a search bot that cheats, at the same
budget: its playouts start from copies of the true game, the others' cards and the dice to
come included (`Clairvoyant`). No fair bot at that budget is expected to do better, so its
share tells how much of the target a game's luck leaves within reach of search.
`--sees-cards` seats one that cheats by half: it sees every card as it lies now, but not the
dice and draws to come (`SeesCards`). Game k is seed k; the search bot's seed is the
tournament's (`seed * 1000 + seat + 1`).

Every game played is kept in `benchmarks/results/search_strength.jsonl` (one JSON line: the
game, who sat in the seat, the budget, the seed, the seat, the winners and a digest of the
actions), and a run plays only the seeds not kept yet: 300 games at a second a move are 2 to 4
CPU hours a game, more than one sitting on a shared machine, so they are gathered over several
runs. Kept games count only while they still replay: before adding to them, the run plays the
lowest kept seed again and compares the digests (a bot or rules that play differently make
the kept games another bot's; the run then stops and says so; `--fresh` drops them).

`--rates` measures instead the iterations a second of CPU time (one core, whatever else the
machine runs) at each level's budget, on positions of a heuristic game: what `ONE_SECOND`
is set from."""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

import pirates_lib as pl
from pirates_lib.engine import Bot, Game, State
from pirates_lib.engine.bots import Worlds
from pirates_lib.engine.chance import ChanceLike
from pirates_lib.search import LEVELS, ONE_SECOND, SearchBot
from pirates_lib.search.playout import heuristic
from pirates_lib.stats import wilson

#: The cheapest game first: fewest search decisions a game at one second each (measured).
ORDER = ("round_o_loot", "leaky_loot", "libertalia", "key_largo", "davy_jones")
#: The games measured so far, one JSON line a game (module docstring).
RECORDS = Path(__file__).resolve().parent / "results" / "search_strength.jsonl"


class _Truth:
    """The true game in place of a seat's worlds: every sample is a copy of it, with its own
    chance stream, so the playouts meet the very dice the game will roll (`State.clone`)."""

    def __init__(self, state: State) -> None:
        self.state = state

    def sample(self, chance: ChanceLike) -> State:
        return self.state.clone()


class Clairvoyant(SearchBot):
    """The search bot, cheating: it searches the true game instead of its seat's worlds (it
    reaches past `Worlds`' guard, which a fair bot never does). A benchmark's upper mark only:
    what a search of this budget makes of knowing everything."""

    def choose(self, view: dict[str, Any], worlds: Worlds | None = None) -> str:
        if worlds is None:
            raise ValueError(f"{type(self).__name__} is asked through engine.bots.ask, as a "
                             f"search is")
        seen = self.seen(object.__getattribute__(worlds, "_truth"))
        return super().choose(view, seen)  # type: ignore[arg-type]  # duck-typed worlds

    def seen(self, truth: State) -> _Truth:
        """What it searches in place of its seat's worlds: the true game, whole."""
        return _Truth(truth)


class _Cards(_Truth):
    """The true game as it lies now in place of a seat's worlds, with a fresh future: every
    card where it is (the others' hands; a deck's order, in a game that keeps one), but the
    dice and draws to come from the search's own chance (`State.world` with its redeal left
    out, so nothing hidden is redealt)."""

    def __init__(self, state: State, seat: int) -> None:
        super().__init__(state)
        self.seat = seat

    def sample(self, chance: ChanceLike) -> State:
        views = type(self.state).views
        redeal = views.shuffle_hidden
        views.shuffle_hidden = lambda *args: None
        try:
            return self.state.world(self.seat, chance)
        finally:
            views.shuffle_hidden = redeal


class SeesCards(Clairvoyant):
    """The search bot, cheating by half: it sees every card as it lies now, not the dice and
    draws to come (`_Cards`). Set beside the clairvoyant, it tells what of a game's luck lies
    in what is hidden (which a fair bot may partly infer from how the others play) and what
    in what is still to come (which no bot can know)."""

    def seen(self, truth: State) -> _Truth:
        return _Cards(truth, self.player)


#: Who may sit in the measured seat, by the name its kept games carry (None: the game's
#: heuristic bot, as par).
SEATED: dict[str, type[SearchBot] | None] = {"search": SearchBot, "par": None,
                                             "clairvoyant": Clairvoyant,
                                             "sees-cards": SeesCards}


def _heuristic(game: Game) -> type[Bot]:
    """The game's heuristic bot, the search bot's opponent: every game measured has one."""
    cls = heuristic(game)
    if cls is None:
        raise SystemExit(f"{game.name} has no heuristic bot to measure the search against")
    return cls


def line(name: str, who: str, games: int, wins: int, shares: Fraction, seconds: float,
         kept: int = 0) -> str:
    """The tally so far: outright wins with their 99% Wilson interval, shared wins, and the
    seconds each game played now took (`kept` of the games were kept from earlier runs)."""
    rate = wilson(wins, games, 0.99)
    return (f"{name}: {who} vs 2 {_heuristic(pl.load(name)).__name__}: {games} games, {wins} "
            f"wins = {rate.value:.1%} (99% {rate.low:.1%} to {rate.high:.1%}), "
            f"{float(shares) / games:.1%} counting shared wins as shares; "
            f"{kept} kept, {seconds:.0f} s a game played now")


def measure(name: str, games: int, first: int = 0, every: int = 10, who: str = "search",
            records: Path = RECORDS) -> tuple[int, Fraction]:
    """The tally of seeds first .. first + games - 1, printed as it grows: the kept games of
    this match (once the lowest of them replays the same) and the rest played now, each
    kept as it ends; `who` sits in the measured seat (`SEATED`: the search bot, the
    heuristic bot as par, what search must beat, or one of the two that cheat)."""
    game = pl.load(name, players=3)
    iterations, other = ONE_SECOND[name], _heuristic(game)
    seated = (f"{other.__name__} in its seat" if who == "par"
              else f"{who} ({iterations} iterations)")
    match = {"game": name, "who": who, "iterations": iterations}
    kept = {r["seed"]: r for r in _read(records) if all(r[k] == v for k, v in match.items())}
    if kept:
        _check(game, min(kept.values(), key=lambda r: r["seed"]), who, records)
    wins, shares, start, played = 0, Fraction(0), time.perf_counter(), 0
    for k, seed in enumerate(range(first, first + games), 1):
        record = kept.get(seed)
        if record is None:
            record = {**match, **_play(game, seed, who)}
            _append(records, record)
            played += 1
        winners, seat = record["winners"], record["seat"]
        wins += winners == [seat]
        shares += Fraction(seat in winners, len(winners))
        if k % every == 0 or k == games:
            took = (time.perf_counter() - start) / played if played else 0.0
            print(line(name, seated, k, wins, shares, took, k - played), flush=True)
    return wins, shares


def _play(game: Any, seed: int, who: str) -> dict[str, Any]:
    """Game `seed`: `who` in seat seed % players (`SEATED`), the heuristic bots in the
    others; its seat, winners and the digest of its actions."""
    seat, other = seed % game.players, _heuristic(game)
    budget = {"iterations": ONE_SECOND[game.name]} if who != "par" else {}
    bots = [(SEATED[who] or other)(game, s, seed=seed * 1000 + s + 1, **budget) if s == seat
            else other(game, s, seed=seed * 1000 + s + 1) for s in range(game.players)]
    final = pl.play(game, bots, seed=seed)
    digest = hashlib.blake2b("\n".join(final.history).encode(), digest_size=12).hexdigest()
    return {"seed": seed, "seat": seat, "winners": final.winners(), "actions": digest}


def _check(game: Any, record: dict[str, Any], who: str, records: Path) -> None:
    """Stop unless the kept game `record` replays the same now (module docstring)."""
    again = _play(game, record["seed"], who)
    if again["actions"] != record["actions"]:
        raise SystemExit(f"{records}: game {record['seed']} of {record['game']} kept for "
                         f"{record['who']} no longer replays the same (the bot or the rules "
                         f"play differently now): its kept games are another bot's; run "
                         f"with --fresh to drop them")


#: What every kept game records (`_play`, with its match).
FIELDS = {"game", "who", "iterations", "seed", "seat", "winners", "actions"}


def _read(records: Path) -> list[dict[str, Any]]:
    """The kept games (none if there is no file yet); a line that is not one stops the run,
    naming the file and the line, before anything is played or added."""
    if not records.exists():
        return []
    kept = []
    for number, text in enumerate(records.read_text().splitlines(), 1):
        if not text.strip():
            continue
        try:
            record = json.loads(text)
        except json.JSONDecodeError as error:
            raise SystemExit(f"{records}, line {number}: not a kept game ({error})") from None
        if not isinstance(record, dict) or not FIELDS <= set(record):
            raise SystemExit(f"{records}, line {number}: not a kept game (it needs "
                             f"{', '.join(sorted(FIELDS))})")
        kept.append(record)
    return kept


def _append(records: Path, record: dict[str, Any]) -> None:
    """Keep one more game: a line appended at once, so a run cut short keeps what it played."""
    records.parent.mkdir(parents=True, exist_ok=True)
    with records.open("a") as out:
        out.write(json.dumps(record, sort_keys=True) + "\n")


def rates(name: str, positions: int = 2) -> dict[str, float]:
    """Iterations per CPU second of each level, over `positions` positions of a seeded
    heuristic game (one every 7 actions where the seat to move has a choice)."""
    game = pl.load(name, players=3)
    bots = [_heuristic(game)(game, seat, seed=seat) for seat in range(game.players)]
    state = game.new_game(5)
    found: list[State] = []
    while len(found) < positions and (mover := state.to_move) is not None:
        if len(state.history) % 7 == 6 and len(state.legal_actions()) > 1:
            found.append(state.clone())
        state.apply(bots[mover].choose(state.view(mover, log=False)))
    out = {}
    for level, cls in LEVELS.items():
        start = time.process_time()
        for position in found:
            seat = position.to_move
            assert seat is not None, "a position is kept only while someone is to move"
            cls(game, seat, seed=1).choose(position.view(seat, log=False),
                                           Worlds(position, seat))
        out[level] = cls.iterations * len(found) / (time.process_time() - start)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per game (default 300)")
    parser.add_argument("--first", type=int, default=0, help="the first game's seed")
    parser.add_argument("--every", type=int, default=10, help="print the tally every N games")
    parser.add_argument("--only", nargs="+", choices=ORDER, default=list(ORDER))
    seated = parser.add_mutually_exclusive_group()
    seated.add_argument("--par", action="store_true",
                        help="the game's heuristic bot in the search bot's seat instead")
    seated.add_argument("--clairvoyant", action="store_true",
                        help="a search bot that sees the true game in the seat instead")
    seated.add_argument("--sees-cards", action="store_true",
                        help="a search bot that sees every card now, not the dice to come")
    parser.add_argument("--rates", action="store_true",
                        help="iterations per CPU second at each level instead")
    parser.add_argument("--fresh", action="store_true",
                        help="drop the kept games of the games measured and play them again")
    parser.add_argument("--records", type=Path, default=RECORDS, help="where games are kept")
    args = parser.parse_args(argv)
    if args.rates:
        for name in [n for n in ORDER if n in args.only]:
            print(name, ", ".join(f"{level} {rate:.0f}/s" for level, rate in rates(name).items()),
                  flush=True)
        return
    names = [n for n in ORDER if n in args.only]
    who = next((name for name in ("par", "clairvoyant", "sees-cards")
                if getattr(args, name.replace("-", "_"))), "search")
    if args.fresh:
        _drop(args.records, names, who)
    for name in names:
        measure(name, args.games, args.first, args.every, who, args.records)


def _drop(records: Path, names: list[str], who: str) -> None:
    """Forget the kept games of these games for `who` (`--fresh`)."""
    left = [r for r in _read(records) if not (r["game"] in names and r["who"] == who)]
    records.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in left))


if __name__ == "__main__":
    main(sys.argv[1:])
