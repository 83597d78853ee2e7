"""Staging positions for tests, examples and analyses: a chance whose dice, picks and cards
are scripted, and `stage` to set a state's declared fields to a chosen position.

Rule tests need exact situations ("a wave of 5 on a starter hull"); writing one helper per
game drifted into three (a scripted chance, a stacked deck, private pokes). This is the one.

    state = game.new_game(seed)
    stage(state, chance=ScriptedChance(dice=[1, 5], cards=["7-spades"]), round=4,
          steps=[("turn", 0)])               # the flow's steps are a field like any other

A staged state is marked: it is no longer the replay of its seed and actions, so it cannot
be saved (`to_json` refuses) and it undoes a failed action by a snapshot instead of a
replay."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeVar

from .chance import Chance, ChanceLike, Deck, take_card
from .game import State

S = TypeVar("S", bound=State)  # the state staged, handed back


class ScriptedChance(Chance):
    """Dice, picks and cards decided by the caller, in order; once a script runs out, the
    chance samples as usual from `seed` (or dice show `default_die`, capped by the sides).

    Every scripted value is checked where it is used (a roll within the die's sides, a pick
    among the options, a card still in the deck it is drawn from), so a wrong script fails at
    the line that used it, not later in a confusing position."""

    def __init__(self, dice: Iterable[int] = (), cards: Iterable[Any] = (),
                 picks: Iterable[Any] = (), *, default_die: int | None = None,
                 seed: int = 0) -> None:
        super().__init__(seed)
        self.dice, self.cards, self.picks = list(dice), list(cards), list(picks)
        self.default_die = default_die

    def die(self, sides: int) -> int:
        if self.dice:
            roll = self.dice.pop(0)
            if not 1 <= roll <= sides:
                raise AssertionError(f"scripted roll {roll} on a d{sides}")
            return roll
        if self.default_die is not None:
            return min(self.default_die, sides)
        return super().die(sides)

    def pick(self, options: Mapping[Any, Any] | Sequence[Any]) -> Any:
        if not self.picks:
            return super().pick(options)
        choice = self.picks.pop(0)
        if choice not in options or (isinstance(options, Mapping) and not options[choice]):
            raise AssertionError(f"scripted pick {choice!r} is not among {list(options)}")
        return choice

    def draw(self, deck: Deck) -> Any:
        if not self.cards:
            return super().draw(deck)
        card = self.cards.pop(0)
        if not deck.get(card):
            raise AssertionError(f"scripted card {card!r} is not in the deck {deck}")
        take_card(deck, card)
        return card

    def script(self, dice: Iterable[int] = (), cards: Iterable[Any] = (),
               picks: Iterable[Any] = ()) -> None:
        """Queue more scripted values after those still waiting."""
        self.dice += list(dice)
        self.cards += list(cards)
        self.picks += list(picks)

    def get_state(self) -> dict[str, Any]:
        return {"dice": list(self.dice), "cards": list(self.cards),
                "picks": list(self.picks), "default_die": self.default_die,
                "stream": super().get_state()}


def stage(state: S, *, chance: ChanceLike | None = None, check: bool = True,
          **fields: Any) -> S:
    """Set fields the state declared in `setup` (a misspelt or new name is refused), and
    optionally its chance; forget the cached legal actions; mark the state staged. With
    `check`, the position must keep the game's invariants."""
    unknown = sorted(name for name in fields if name.startswith("_") or name not in vars(state))
    if unknown:
        declared = ", ".join(sorted(n for n in vars(state) if not n.startswith("_")))
        raise AttributeError(f"{type(state).__name__} declares no field {unknown}; "
                             f"its fields: {declared}")
    for name, value in fields.items():
        setattr(state, name, value)
    if chance is not None:
        state.chance = chance
    state.changed()
    state.staged = True
    if check and (broken := state.invariants()):
        raise AssertionError(f"the staged position breaks the rules: {broken}")
    return state
