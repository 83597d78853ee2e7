"""What a game's own odds answer exactly about the options of a decision (issue 22, the coach).

A review (`pl.review`) weighs every option of a seat's decision by search, which is a
statistic. Where the game's odds answer a question about those options exactly (Leaky Loot:
the chance to drown at the end of this turn), the game says so through its hook
`Game.option_odds(state, seat)`, and the review shows the exact chance beside each estimate
and names as best an option that risks the least of it."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class OptionOdds:
    """The exact chance of one bad outcome (`what`, in words: "drown this turn") after each
    option of a decision, by action id, and `words(chosen, best)`: a sentence saying what
    the chosen option risked and what the best one would have done."""

    what: str
    chances: Mapping[str, Fraction]
    words: Callable[[str, str], str]

    def least(self) -> Fraction:
        """The least chance of the outcome any option leaves."""
        return min(self.chances.values())
