"""How big a question the odds toolkit answers before it refuses (docs/engine.md, "Bounds").

An exact answer to a question that is too big would run for minutes or eat the memory;
every public entry estimates its size first (outcomes, paths, states, steps) and refuses
at once, in words that name the bound and the keyword that raises it."""
from __future__ import annotations

from ..engine.errors import PiratesError

MAX_OUTCOMES = 1_000_000  # outcomes of one distribution (a die's sides, a deck's positions)
MAX_PAIRS = 20_000_000  # outcome pairs combined by a sum of distributions
MAX_COPIES = 10**9  # copies `n @ dist` is asked to sum (its pairs are bounded by MAX_PAIRS)
MAX_PATHS = 1_000_000  # chance paths `exact` walks
MAX_STATES = 200_000  # distinct states a Markov chain may visit
MAX_STEPS = 100_000  # steps of a Markov chain's evolution
MAX_SOLVE = 600  # transient states `absorption` solves (cubic in a class that reach each other)
MAX_RUNS = 50_000_000  # runs of a simulation
#: Rough costs on this kind of machine, to say in the refusal what the question would take.
COSTS = {"outcomes": (200, "bytes"), "states": (400, "bytes"), "outcome pairs": (2e-6, "s"),
         "chance paths": (3e-5, "s"), "steps": (1e-4, "s"), "runs": (3e-5, "s"),
         "transient states": (1e-6, "s cubed")}


class TooBig(PiratesError, ValueError):
    """A question too big to answer exactly within the stated bound: raised before any
    work, naming the keyword that raises the bound. A `ValueError`, as a malformed question
    is, so `except ValueError` catches both.

    >>> from pirates_lib.odds import d
    >>> d(10**7)
    Traceback (most recent call last):
    ...
    pirates_lib.odds.bounds.TooBig: this question needs at least 10,000,000 outcomes ...
    >>> issubclass(TooBig, ValueError)
    True
    """


def refuse_above(size: int, bound: int, what: str, keyword: str) -> None:
    """Raise TooBig when `size` (at least that many) `what` exceed `bound`, saying what the
    question would cost and naming the keyword that raises the bound."""
    if size > bound:
        raise TooBig(f"this question needs at least {_count(size)} {what} ({_cost(size, what)}), "
                     f"above the bound of {bound:,}; pass {keyword}= a larger number to "
                     f"answer it anyway")


def _count(size: int) -> str:
    return f"about 2**{size.bit_length() - 1}" if size.bit_length() > 60 else f"{size:,}"


def _cost(size: int, what: str) -> str:
    per, unit = COSTS[what]
    if size.bit_length() > 200:
        return "far beyond any machine"
    if unit == "bytes":
        return f"about {size * per / 1e9:,.1f} GB of memory"
    seconds = size ** 3 * per if unit == "s cubed" else size * per
    return f"about {seconds:,.0f} s of work" if seconds < 1e9 else "far beyond any machine"
