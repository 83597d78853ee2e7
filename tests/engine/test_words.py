"""The shared words: counted nouns, lists, repeated names, dice."""
from __future__ import annotations

from pirates_lib.engine.words import counted, dice, grouped, listing, plural, tallied


def test_counted_nouns_say_one_many_and_none_as_people_do():
    assert [counted(n, "card") for n in (0, 1, 2)] == ["no cards", "1 card", "2 cards"]
    assert counted(1, "jewel") == "1 jewel" and counted(5, "jewel") == "5 jewels"
    assert counted(3, "rat", spelt=True) == "three rats" and counted(12, "rat", spelt=True) == "12 rats"
    assert counted(2, "die") == "2 dice" and counted(4, "cursed relic") == "4 cursed relics"


def test_plurals_of_the_games_nouns():
    assert [plural(w) for w in ("box", "cutlass", "family", "day", "gold", "hull")] == [
        "boxes", "cutlasses", "families", "days", "gold", "hulls"]


def test_lists_read_as_sentences():
    assert listing([]) == "nothing" and listing(["a"]) == "a"
    assert listing(["a", "b"]) == "a and b" and listing(["a", "b", "c"]) == "a, b and c"
    assert listing(["a", "b"], conjunction="or", empty="none") == "a or b"


def test_repeated_names_are_counted_once_and_dice_are_not_python_lists():
    assert grouped(["Treasure 2", "Treasure 2", "Treasure 3"]) == "Treasure 2 ×2 and Treasure 3"
    assert grouped([]) == "nothing"
    assert tallied({"Treasure 3": 1, "Treasure 2": 2}) == "Treasure 3 and Treasure 2 ×2"
    assert tallied({}, empty="no cards") == "no cards"
    assert dice([3]) == "a 3" and dice([3, 1]) == "3 and 1"
