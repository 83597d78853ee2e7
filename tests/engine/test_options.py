"""Option types come from the Options dataclass's annotations (docs/engine.md, "Options"):
`deck: tuple | None = None` takes a tuple as well as None, and a wrong type is refused in
words naming the annotation, the options unchanged."""
from __future__ import annotations

import dataclasses
import re
import typing
from dataclasses import dataclass, field
from typing import Any, Literal, Optional

import pytest

import pirates_lib as pl
from pirates_lib.engine.options import fits, make_options, type_name

import examples
from examples.dice_duel import DiceDuelGame
from examples.dice_duel import DiceDuelOptions


@dataclass(frozen=True)
class SmallOptions:
    deck: tuple | None = None
    rounds: Optional[int] = None
    names: list[str] = field(default_factory=list)
    speed: float = 1.0
    fast: bool = False
    title: str = "duel"
    pairs: tuple[int, ...] = ()
    corner: tuple[int, str] = (0, "a")
    prices: dict[str, int] = field(default_factory=dict)
    side: Literal["port", "starboard"] = "port"
    anything: Any = None


def make(**given: Any) -> SmallOptions:
    return make_options(SmallOptions, given, "Small")


def test_an_optional_tuple_takes_a_tuple_a_list_and_none():
    assert make(deck=(1, 2, 3)).deck == (1, 2, 3)
    assert make(deck=[1, 2]).deck == [1, 2]  # a save brings a tuple back as a list
    assert make(deck=None).deck is None and make(rounds=4).rounds == 4


@pytest.mark.parametrize("given, named", [
    ({"deck": 5}, "tuple | None"), ({"rounds": "4"}, "Optional[int]"),
    ({"rounds": True}, "Optional[int]"), ({"names": ["a", 1]}, "list[str]"),
    ({"speed": "fast"}, "float"), ({"fast": 1}, "bool"), ({"title": 3}, "str"),
    ({"pairs": [1, "2"]}, "tuple[int, ...]"), ({"corner": (1, 2)}, "tuple[int, str]"),
    ({"corner": (1,)}, "tuple[int, str]"), ({"prices": {"rum": "3"}}, "dict[str, int]"),
    ({"side": "aft"}, "Literal['port', 'starboard']"),
])
def test_a_value_its_annotation_does_not_allow_is_refused_naming_it(given, named):
    (key, value), = given.items()
    with pytest.raises(ValueError, match=re.escape(f"option '{key}' of Small must be of type "
                                                   f"{named}, not {value!r}")):
        make(**given)


def test_the_refusal_names_the_valid_options_and_their_defaults():
    with pytest.raises(ValueError, match=r"valid options: deck=None, rounds=None, names=\[\]"):
        make(deck="no")


def test_a_whole_number_is_not_a_bool_nor_a_bool_a_number():
    assert fits(True, bool) and not fits(1, bool) and not fits(True, int)
    assert fits(3, int | None) and not fits(True, int | None) and fits(None, int | None)
    assert make(anything={"x": [1]}).anything == {"x": [1]}


def test_an_annotation_the_options_cannot_check_is_the_game_s_own_mistake():
    with pytest.raises(TypeError, match="cannot be annotated"):
        fits(1, typing.TypeVar("T"))
    assert type_name(tuple | None) == "tuple | None" and type_name(int) == "int"


def test_a_game_takes_an_option_typed_by_its_annotation_only():
    @dataclass(frozen=True)
    class DeckOptions(DiceDuelOptions):
        deck: tuple | None = None

    class DeckDuel(DiceDuelGame):
        Options = DeckOptions

    assert DeckDuel(2, deck=(3, 4)).options.deck == (3, 4)
    assert DeckDuel(2).options.deck is None
    with pytest.raises(ValueError, match=re.escape("'deck' of Dice Duel must be of type tuple | None")):
        DeckDuel(2, deck="3, 4")


@pytest.mark.parametrize("name", [*pl.GAMES, *examples.GAMES])
def test_every_game_s_defaults_are_of_their_annotated_types(name):
    game = pl.load(name)
    hints = typing.get_type_hints(game.Options)
    for f in dataclasses.fields(game.options):
        assert fits(getattr(game.options, f.name), hints[f.name]), (name, f.name)
