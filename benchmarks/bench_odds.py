"""The odds toolkit against other exact dice libraries answering the same questions in this
run: icepool (for sums, a die built fresh each time, so none of its caches help; for Leaky
Loot's waves its standard d4 and d6, caches and all; for pools a fresh die, but its sum
evaluator keeps what it worked out between calls, so every call after the first is mostly a
cache hit: the stricter baseline; for absorbing chains its `map(..., repeat='inf')`), dyce, and
sympy.stats where it answers in seconds. Each peer's answer is checked equal to ours before it
is timed. Rows carry "peers": the comparison table of docs/performance.md."""
from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import partial
from math import lcm
from typing import Any

from pirates_lib.leaky_loot import odds as leaky
from pirates_lib.odds import Dist, absorption, d, exact

from .timing import best_of, row

WAVE = [(Fraction(1, 4), (4,)), (Fraction(1, 4), (4, 4)), (Fraction(1, 2), (6,))]


def _icepool_dice(k: int) -> Any:
    import icepool
    return k @ icepool.Die(range(1, 7))


def _dyce_dice(k: int) -> Any:
    from dyce import H
    return k @ H(6)


def _sympy_dice(k: int) -> dict:
    from sympy.stats import Die, density
    return dict(density(sum(Die(f"x{i}", 6) for i in range(k))))


def _icepool_wave() -> Any:
    """With icepool's own standard d4 and d6 (kept between calls): the stricter baseline."""
    import icepool
    return icepool.Die([icepool.d4, icepool.d4 + icepool.d4, icepool.d6, icepool.d6])


def _icepool_leak() -> Any:
    import icepool
    hit = _icepool_wave().map(lambda s: max(0, s - 2))
    return icepool.Die([hit] * 5 + [icepool.Die([0])])


def _dyce_mix(parts: list[tuple[Fraction, Any]]) -> Any:
    """A mixture in dyce: each histogram's counts scaled to one common total."""
    from dyce import H
    total = lcm(*(int(w.denominator) * h.total for w, h in parts))
    counts: dict[int, int] = {}
    for w, h in parts:
        scale = int(w * total) // h.total
        for x, c in h.items():
            counts[x] = counts.get(x, 0) + c * scale
    return H(counts)


def _dyce_wave() -> Any:
    from dyce import H
    return _dyce_mix([(w, sum((H(n) for n in dice[1:]), H(dice[0]))) for w, dice in WAVE])


def _dyce_leak() -> Any:
    from dyce import H
    hit = _dyce_wave().apply(lambda s: max(0, s - 2))
    return _dyce_mix([(Fraction(5, 6), hit), (Fraction(1, 6), H({0: 1}))])


def _sympy_wave() -> dict:
    import sympy
    from sympy.stats import Die, density
    parts = [(w, density(sum((Die(f"w{i}", n) for i, n in enumerate(dice)), 0)))
             for w, dice in WAVE]
    parts = [(w, dict(p.dict) if hasattr(p, "dict") else dict(p)) for w, p in parts]
    return {s: sum(sympy.Rational(w) * p.get(s, 0) for w, p in parts) for s in range(1, 9)}


def _same(ours: Dist, theirs: Any) -> bool:
    """Do a peer's counts or probabilities say exactly what our Dist says?"""
    items = dict(theirs.items()) if hasattr(theirs, "items") else dict(theirs)
    total = sum(items.values())
    return {x: Fraction(int(c), int(total)) if isinstance(c, int) else Fraction(str(c))
            for x, c in items.items() if c} == dict(ours.items())


def _compare(name: str, ours: Callable[[], Dist], peers: dict[str, Callable[[], Any] | None],
             target: str, repeat: int = 5) -> dict[str, Any]:
    answer = ours()
    timed: dict[str, float | None] = {}
    for peer, fn in peers.items():
        if fn is not None:
            assert _same(answer, fn()), f"{peer} disagrees on {name}"
            timed[peer] = best_of(fn, repeat=max(1, repeat // 2))
        else:
            timed[peer] = None
    baseline = timed["icepool"]
    assert baseline is not None, f"{name}: icepool, the baseline, must answer"
    result = row(name, best_of(ours, repeat=repeat), "icepool", baseline, target)
    result["peers"] = timed
    return result


#: Pools kept from: (sides, keep, of, highest?), each with dyce's positions of the kept dice.
POOLS = [(6, 3, 4, True, slice(1, None)), (20, 1, 2, True, -1), (10, 2, 5, False, slice(None, 2)),
         (6, 10, 20, True, slice(10, None))]


def _icepool_pool(sides: int, keep: int, of: int, highest: bool) -> Any:
    import icepool
    pool = icepool.Die(range(1, sides + 1)).pool(of)
    return (pool.highest(keep) if highest else pool.lowest(keep)).sum()


def _dyce_pool(sides: int, of: int, kept: Any) -> Any:
    from dyce import P
    return (of @ P(sides)).at(kept)


def _moves(square: int, back: bool) -> list[int]:
    """Where one d6 roll takes a racer; with `back`, a 1 sends one who has left the start back
    to it, so that every square reaches every other (one class, not a triangular system)."""
    return [0 if back and square and k == 1 else square + k for k in range(1, 7)]


def _race(goal: int, back: bool = False) -> Dist:
    """A d6 race from 0 to `goal`: where it ends (goal to goal + 5), built and solved."""
    chain = {s: {t: Fraction(_moves(s, back).count(t), 6) for t in _moves(s, back)}
             for s in range(goal)}
    return absorption(chain, 0).ends


def _icepool_race(goal: int, back: bool = False) -> Any:
    import icepool
    return icepool.map(lambda s: icepool.Die(_moves(s, back)) if s < goal else s, 0,
                       repeat="inf")


def _pool_rows() -> list[dict[str, Any]]:
    rows = []
    for sides, keep, of, highest, kept in POOLS:
        name = f"d({sides}).{'highest' if highest else 'lowest'}({keep}, of={of})"
        ours = (lambda s=sides, k=keep, n=of, h=highest:
                d(s).highest(k, of=n) if h else d(s).lowest(k, of=n))
        rows.append(_compare(name, ours, {
            "icepool": partial(_icepool_pool, sides, keep, of, highest),
            "dyce": partial(_dyce_pool, sides, of, kept),
            "sympy.stats": None}, "ratio <= 1", repeat=20))
    return rows


def _markov_rows() -> list[dict[str, Any]]:
    races = [(goal, False) for goal in (40, 60, 100, 200)] + [(40, True), (200, True)]
    return [_compare(f"absorption: d6 race to {goal}" + (", 1 back to 0" if back else "")
                     + f" ({goal} states)",
                     partial(_race, goal, back),
                     {"icepool": partial(_icepool_race, goal, back),
                      "dyce": None, "sympy.stats": None}, "ratio <= 1",
                     repeat=5 if goal < 200 else 3)
            for goal, back in races]


def _our_dice(k: int) -> Dist:
    return k @ d(6)


def _whole_path_dice(k: int) -> Dist:
    return exact(lambda chance: sum(chance.die(6) for _ in range(k)))


def run() -> list[dict[str, Any]]:
    rows = [_compare("3 @ d(6)", lambda: 3 @ d(6), {
        "icepool": lambda: _icepool_dice(3), "dyce": lambda: _dyce_dice(3),
        "sympy.stats": lambda: _sympy_dice(3)}, "ratio <= 1")]
    for k in (10, 20, 50):
        rows.append(_compare(f"{k} @ d(6)", partial(_our_dice, k), {
            "icepool": partial(_icepool_dice, k), "dyce": partial(_dyce_dice, k),
            "sympy.stats": None}, "ratio <= 1"))
    rows.append(_compare("leaky_loot wave_strength()", leaky.wave_strength, {
        "icepool": _icepool_wave, "dyce": _dyce_wave, "sympy.stats": _sympy_wave},
        "ratio <= 2", repeat=20))
    rows.append(_compare("leaky_loot leak(2)", lambda: leaky.leak(2), {
        "icepool": _icepool_leak, "dyce": _dyce_leak, "sympy.stats": None}, "ratio <= 2",
        repeat=20))
    rows.append(_compare("Dist({0: 1}).step(s + die(6), times=20)",
                         lambda: Dist({0: 1}).step(lambda s, ch: s + ch.die(6), times=20),
                         {"icepool": lambda: _icepool_dice(20), "dyce": lambda: _dyce_dice(20),
                          "sympy.stats": None}, "< 5 ms"))
    rows += _pool_rows() + _markov_rows()
    rows.append(_compare("exact(sum of 7 dice): 279,936 paths", lambda: _whole_path_dice(7),
                         {"icepool": lambda: _icepool_dice(7), "dyce": lambda: _dyce_dice(7),
                          "sympy.stats": None}, "(the paths, for scale)", repeat=1))
    return rows
