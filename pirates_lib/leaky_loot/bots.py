"""Players to play Leaky Loot Legends against: `"random"` (the engine's RandomBot) and
`"captain"`, a heuristic that reads only its own view. Its plans name a move by its kind and
args, `("hull", 5, 2)`, and the captain plays the legal entry of the view that has them: it
never spells an id. Below it, the search bot's cut-off (`next_port`) and what it values a
seat by (`outlook`)."""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from itertools import accumulate
from math import lcm, prod
from typing import Any

from pirates_lib.engine import Bot

from . import components as C, mechanics
from .boat import Boat
from .odds import hull_strengths

#: A move as a plan names it: its kind, then its args (a view's legal entry has both).
Move = tuple[Any, ...]
PLUG_AT = 3  # pending water worth spending a hull card on (tuned on seeded games)


def _salvage_due(view: dict[str, Any]) -> bool:
    """Is a salvage card coming at the end of this turn (an even ocean card)?"""
    return bool(view["wave"]) and mechanics.salvage_due(view["wave"]["card"])


class CaptainBot(Bot):
    """A careful captain: keeps hull cards to plug big leaks where the wave hits, bails just
    in time, fishes the best card out of the flotsam, keeps treasure when the hand is full,
    and rams the leader (a ram costs nothing and never leaks water)."""

    margin = 0  # bail when water + pending reaches 10 - margin

    def choose(self, view: dict[str, Any]) -> str:
        legal = {(a["kind"], *a["args"]): a["id"] for a in view["legal"]}
        if view["phase"] == "throw":
            hand = view["hand"]
            worst = min(hand, key=lambda card: self.worth(card, view))
            return legal[("throw", worst)]
        for plan in (self.plug_leak, self.collect, self.refit, self.bail, self.ram):
            move = plan(view)
            if move is not None and move in legal:
                return legal[move]
        return legal[("end",)]

    def worth(self, card: str, view: dict[str, Any]) -> float:
        """How much a card in hand is worth keeping. Treasure scores only if the boat reaches
        a port, so hulls and buckets gain worth as the boat gets wetter (weights tuned on
        seeded games against random bots)."""
        boat = view["boats"][self.player]
        value, wet = C.value_of(card), boat["water"] + boat["pending"]
        if C.kind_of(card) == "treasure":
            return 8 + value
        if C.kind_of(card) == "hull":
            return (value - min(hull_strengths(boat)) + 1) * (1 + 0.2 * wet)
        return value * (0.5 + 0.6 * wet)

    def plug_leak(self, view: dict[str, Any]) -> Move | None:
        """A new hull on the side the wave hit re-resolves the wave: when 3 or more water is
        pending, or the boat would drown, play the strongest hull there if it lets in less.
        Hull cards are kept in hand for this: a card held plugs whichever side the next big
        wave hits, where a card fitted in advance only helps if the wave comes at its side."""
        boat, wave = view["boats"][self.player], view["wave"]
        if not boat["pending"] or not wave or wave["side"] is None:
            return None
        if boat["pending"] < PLUG_AT and boat["water"] + boat["pending"] < C.DROWNING_WATER:
            return None
        hulls = [C.value_of(c) for c in view["hand"] if C.kind_of(c) == "hull"]
        # The new hull's leak less what was already bailed from pending [ruling].
        if not hulls or wave["strength"] - max(hulls) - view["bailed"] >= boat["pending"]:
            return None
        return ("hull", max(hulls), wave["side"])

    def refit(self, view: dict[str, Any]) -> Move | None:
        """When the hand is full and a salvage card is coming, fit a hull card where it gains
        the most strength rather than throw a card away (never on the side hit this turn,
        where the wave would strike the new hull again)."""
        if len(view["hand"]) < C.HAND_LIMIT or not _salvage_due(view):
            return None
        boat, wave = view["boats"][self.player], view["wave"]
        hit = wave["side"] if wave else None
        best, move = 0, None
        for card in set(view["hand"]):
            if C.kind_of(card) != "hull":
                continue
            for side, strength in enumerate(hull_strengths(boat), 1):
                gain = C.value_of(card) - strength
                if side != hit and gain > best:
                    best, move = gain, ("hull", C.value_of(card), side)
        return move

    def bail(self, view: dict[str, Any]) -> Move | None:
        """Water costs nothing until it drowns you, and a port drains it all, so bail just in
        time: when the boat would otherwise end the turn with 10 water, or when a salvage
        draw is due with a full hand (better bail than throw the bucket away)."""
        boat = view["boats"][self.player]
        wet = boat["water"] + boat["pending"]
        buckets = sorted(C.value_of(c) for c in view["hand"] if C.kind_of(c) == "bucket")
        if not buckets or not wet:
            return None
        full = len(view["hand"]) >= C.HAND_LIMIT and _salvage_due(view)
        if wet >= C.DROWNING_WATER - self.margin or full:
            return ("bucket", max(buckets))
        return None

    def collect(self, view: dict[str, Any]) -> Move | None:
        """Swap the least useful card in hand for the best card in the flotsam it may take
        (never one it threw there itself)."""
        open_cards = mechanics.collectable(view["flotsam"], view["thrown"], self.player)
        if view["acted"] or not view["hand"] or not open_cards:
            return None
        pay = min(view["hand"], key=lambda card: self.worth(card, view))
        take = max(open_cards, key=lambda card: self.worth(card, view))
        if self.worth(take, view) <= self.worth(pay, view) + 1:
            return None
        return ("collect", take, pay)

    def ram(self, view: dict[str, Any]) -> Move | None:
        """Ram the leader: most points, then the sturdiest boat (the rival likeliest to
        outlast the captain; a weak boat tends to sink on its own)."""
        if view["acted"]:
            return None
        rivals = [(b["points"], sum(hull_strengths(b)), seat)
                  for seat, b in enumerate(view["boats"]) if b["afloat"] and seat != self.player]
        return ("ram", max(rivals)[2]) if rivals else None


def next_port(start: Any) -> Callable[[Any], list[Fraction] | None] | None:
    """The search bot's cut-off (`Game.search_cutoff`): a playout begun at `start` stops at the
    first port it reaches, and each seat's share of the win is worked out exactly
    from the points scored so far and, for each boat afloat, how many more points boats of
    its strength gained from that port to the end in captain self-play (`C.PORT_GAINS`, a
    measured table; drowned boats gain none). The voyage after a port is mostly waves and
    draws to come: playing it out added their noise to every estimate. Voyages the table was
    not measured for (other than 3 ports, 2 to 6 players) play on to the end (None)."""
    if start.game.options.ports != C.PORTS or start.game.players not in C.PORT_GAINS:
        return None
    table, begun = C.PORT_GAINS[start.game.players], start.ports_done

    def estimate(state: Any) -> list[Fraction] | None:
        if state.ports_done == begun or state.ports_done not in table:
            return None
        gains = tuple(table[state.ports_done][strength_bin(boat)] if boat.afloat else (1,)
                      for boat in state.boats)
        return list(outlook(tuple(boat.points for boat in state.boats), gains))
    return estimate


def strength(boat: Boat) -> int:
    """What a boat has to weather the waves to come: its hulls' strengths plus the values of
    the hull and bucket cards in its hand (the cut-off's measure of a boat at a port)."""
    return sum(hull.strength for hull in boat.hulls) + sum(
        C.value_of(card) for card in boat.hand if C.kind_of(card) in ("hull", "bucket"))


def strength_bin(boat: Boat) -> int:
    """The bin of `C.STRENGTH_BINS` a boat's strength falls in (0: below the first bound)."""
    return bisect_right(C.STRENGTH_BINS, strength(boat))


@lru_cache(maxsize=65_536)
def outlook(points: tuple[int, ...], gains: tuple[tuple[int, ...], ...]) -> tuple[Fraction, ...]:
    """Each seat's share of the win if seat k goes on to gain g more points with chance
    gains[k][g] / sum(gains[k]), the seats independently: the most points win, equals share
    (rulebook "Most points wins"; a tie is a shared win, as `voyage.game_over` scores it).
    Worked out in whole numbers over one common denominator (a playout's cut-off asks for
    it thousands of times a move: Fractions throughout cost more than the playout saved)."""
    seats = len(points)
    ways = lcm(*range(1, seats + 1))  # a tie of k seats takes ways / k of the win each
    below = [list(accumulate(counts, initial=0)) for counts in gains]  # below[k][g]: < g
    shares = []
    for seat, counts in enumerate(gains):
        share = 0
        for gain, count in enumerate(counts):
            if not count:
                continue
            total, ties = points[seat] + gain, [1]  # ties[k]: ways exactly k others end level
            for other in range(seats):
                if other != seat:
                    less, level = _split(below[other], gains[other], total - points[other])
                    ties = [a * less + b * level for a, b in zip(ties + [0], [0] + ties)]
            share += count * sum(t * ways // (k + 1) for k, t in enumerate(ties))
        shares.append(share)
    denominator = ways * prod(below[seat][-1] for seat in range(seats))
    return tuple(Fraction(share, denominator) for share in shares)


def _split(below: list[int], counts: tuple[int, ...], gain: int) -> tuple[int, int]:
    """How many of a seat's counted gains are below `gain`, and how many equal it."""
    if gain <= 0:
        return 0, counts[0] if gain == 0 else 0
    if gain >= len(counts):
        return below[-1], 0
    return below[gain], counts[gain]
