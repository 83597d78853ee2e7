"""`Dist.step`: exact analysis that merges paths reaching the same state.

`exact(fn)` walks every path of a whole computation, so n rounds of a step with b branches
cost b**n paths. Stepping a distribution instead expands each distinct state once (its step
enumerated by `walk`) and sums the weights of equal results before the next step, so the
cost grows with the distinct states met: 50 dice summed one step at a time meet 251 sums,
where the paths number 6**50. The running distribution is kept as whole-number weights, each
state's row over its own denominator, scaled to a common one per step (as `evolve` does)."""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from functools import partial
from typing import Any

from .bounds import refuse_above
from .paths import walk
from .weights import Weights, reduce

Row = tuple[int, Weights]  # (denominator, result -> weight) of one state's step


def run_steps(start: Weights, fn: Callable[[Any, Any], Hashable], times: int, *,
              max_states: int, max_paths: int) -> Weights | None:
    """The weights after `times` steps from `start` (None for no step at all). More than
    `max_states` distinct states expanded, or more than `max_paths` chance paths walked in one
    step, is refused as soon as it is met."""
    if times == 0:
        return None
    rows: dict[Hashable, Row] = {}
    weights = start
    for _ in range(times):
        spent = 0
        for state in weights:
            if state not in rows:
                walked, row, den = walk(partial(fn, state), max_paths, spent)
                spent += walked
                rows[state] = (den, row)
                refuse_above(len(rows), max_states, "states", "max_states")
        weights, _ = reduce(_advance(weights, rows))
    return weights


def _advance(weights: Weights, rows: dict[Hashable, Row]) -> Weights:
    """One step: each state's weight spread over its row, over one common denominator."""
    scale = math.lcm(*(rows[s][0] for s in weights))
    out: Weights = {}
    for state, w in weights.items():
        den, row = rows[state]
        factor = w * (scale // den)
        for result, v in row.items():
            out[result] = out[result] + factor * v if result in out else factor * v
    return out
