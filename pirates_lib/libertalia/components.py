"""Libertalia's components: the booty bag, the booty values, the 30 crew cards, the phases,
the tie-breakers.

Provenance (docs/rules/libertalia.md, "Rulings and assumed numbers"): values and powers are
[book] (the rulebook's "Booty Tokens" and "Crew Powers"); the bag's 50 tokens are [found];
that every copy of a rank has its own tie-breaker 1 to 6 is [found], the numbers themselves
are [assumed] (the option `tie_breakers` takes the printed ones)."""
from __future__ import annotations

import operator
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from ..engine.ids import Codec
from ..engine.words import counted, listing

# --- booty -------------------------------------------------------------------------------------
CHEST, JEWELS, GOODS, MAP, RELIC, SABER, OFFICER = (
    "chest", "jewels", "goods", "map", "relic", "saber", "officer")
BOOTY_KINDS: tuple[str, ...] = (CHEST, JEWELS, GOODS, MAP, RELIC, SABER, OFFICER)

#: [found] the bag holds 50 tokens, refilled at the start of every campaign.
BAG: dict[str, int] = {CHEST: 4, JEWELS: 6, GOODS: 10, MAP: 8, RELIC: 10, SABER: 6, OFFICER: 6}
BAG_SIZE = sum(BAG.values())

#: [book] "Chest = 5 doubloons. Jewels = 3 doubloons. Goods = 1 doubloon ... Each cursed relic
#: makes you lose 3 doubloons." Maps are scored by sets (`mechanics.booty_value`).
TOKEN_VALUE: dict[str, int] = {CHEST: 5, JEWELS: 3, GOODS: 1, MAP: 0, RELIC: -3, SABER: 0,
                               OFFICER: 0}
MAP_SET, MAP_SET_VALUE = 3, 12  # [book] "Each set of 3 treasure maps = 12 doubloons."

BOOTY_NAMES: dict[str, str] = {CHEST: "chest", JEWELS: "jewels", GOODS: "goods",
                               MAP: "treasure map", RELIC: "cursed relic", SABER: "saber",
                               OFFICER: "Spanish officer"}
#: One token and several, as the log and the board say them: "jewels" and "goods" are the
#: printed names of one token each, so one is "a jewel" and "a goods token".
BOOTY_NOUNS: dict[str, tuple[str, str]] = {
    CHEST: ("chest", "chests"), JEWELS: ("jewel", "jewels"),
    GOODS: ("goods token", "goods tokens"), MAP: ("treasure map", "treasure maps"),
    RELIC: ("cursed relic", "cursed relics"), SABER: ("saber", "sabers"),
    OFFICER: ("Spanish officer", "Spanish officers")}
#: What each token does, for the board's tooltips and the crew's prompt.
BOOTY_EFFECTS: dict[str, str] = {
    CHEST: "worth 5 doubloons", JEWELS: "worth 3 doubloons", GOODS: "worth 1 doubloon",
    MAP: "a set of 3 is worth 12 doubloons; a lone map or a pair, nothing",
    RELIC: "worth -3 doubloons",
    SABER: "worth nothing, but its taker discards a crew from a neighbour's den",
    OFFICER: "worth nothing, and he arrests the crew who takes him: discarded instead of "
             "going home to the den"}


@lru_cache(maxsize=None)
def booty_words(kind: str, n: int = 1) -> str:
    """Tokens of one kind in a sentence: "a chest", "two goods tokens", "no sabers"."""
    one, many = BOOTY_NOUNS[kind]
    if n == 1:
        return f"a {one}"
    return counted(n, one, many, spelt=True)


@lru_cache(maxsize=None)
def doubloons_words(n: int) -> str:
    """ "1 doubloon", "3 doubloons", as the log counts doubloons at every gain and loss."""
    return counted(n, "doubloon")


def booty_text(booty: Mapping[str, int], *, empty: str = "nothing") -> str:
    """Counts of tokens in a sentence, in bag order: "a chest, two jewels and a saber"."""
    return listing([booty_words(k, n) for k, n in booty.items() if n], empty=empty)


# --- the phases of a day, and when a crew power acts ------------------------------------------
#: [book] "Each day has 4 phases": sunrise, day, dusk, night; "end" is the anchor (end of
#: campaign), and "over" the game's end. A crew card's `acts` names the phases of its powers.
SUNRISE, DAY, DUSK, NIGHT, END, OVER = "sunrise", "day", "dusk", "night", "end", "over"


# --- the actions' ids -------------------------------------------------------------------------
#: Every action's id, one spelling per kind (`engine/ids.py`), as saves and boards have always
#: spoken them: a crew card played at sunrise (`play:12`), and each answer to a crew's question
#: (`choices.py`): `replace:12`, `recruit:5`, `revive:5` a crew card; `shoot:2:19`,
#: `saber:2:19` seat 2's crew of rank 19; `sell:map:3` three maps; `keep:chest`, `take:chest`
#: a booty token.
CODEC = Codec({"play": "play:{int}", "replace": "replace:{int}", "recruit": "recruit:{int}",
               "revive": "revive:{int}", "shoot": "shoot:{int}:{int}",
               "saber": "saber:{int}:{int}", "sell": "sell:{word}:{int}", "keep": "keep:{word}",
               "take": "take:{word}"})


# --- crew --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Crew:
    """One crew card: its rank (1 to 30), its name and when its powers act."""

    rank: int
    name: str
    acts: tuple[str, ...]
    power: str
    label: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "label", f"{self.name} ({self.rank})")

    def __str__(self) -> str:
        return self.label


_CREW_LIST = [
    Crew(1, "Parrot", (DAY,), "Discard and replace with a different character"),
    Crew(2, "Monkey", (DAY,), "Give all your cursed relics to the player on your left"),
    Crew(3, "Beggar", (DAY,), "The player with the highest character in the ship gives you 3 "
         "doubloons"),
    Crew(4, "Recruiter", (DAY,), "Take back one character from your den into your hand"),
    Crew(5, "Cabin Boy", (DUSK,), "Don't take any booty tiles"),
    Crew(6, "Preacher", (DAY, END), "Discard all booty tiles but one; end: gain 5 doubloons"),
    Crew(7, "Barkeep", (NIGHT,), "Gain 1 doubloon"),
    Crew(8, "Waitress", (NIGHT,), "Discard a treasure map to gain 3 doubloons"),
    Crew(9, "Carpenter", (DAY, END), "Lose half of your doubloons; end: gain 10 doubloons"),
    Crew(10, "French Officer", (DAY,), "Gain 5 doubloons if you have less than 9 doubloons"),
    Crew(11, "Voodoo Witch", (DAY,), "Gain 2 doubloons for each of your discarded characters"),
    Crew(12, "Freed Slave", (NIGHT,), "Gain 1 doubloon for each character in your den with a "
         "rank higher than 12"),
    Crew(13, "Mutineer", (NIGHT,), "Discard the character with the lowest rank in your den "
         "(not mutineer) and gain 2 doubloons"),
    Crew(14, "Brute", (DAY,), "Discard the character with the highest rank in the ship"),
    Crew(15, "Gunner", (DAY,), "Pay 3 doubloons to discard any character of your choice"),
    Crew(16, "Topman", (END,), "Gain 5 doubloons if you have the fewest characters in your den"),
    Crew(17, "Spanish Spy", (DAY,), "Discard all Spanish officers and draw 1 booty for each "
         "officer discarded"),
    Crew(18, "Cook", (DUSK,), "Take 2 booty tiles"),
    Crew(19, "Bosun", (NIGHT,), "Gain 2 doubloons for each character in your den with a rank "
         "lower than 19"),
    Crew(20, "Armorer", (NIGHT,), "Gain 1 doubloon for each sabre"),
    Crew(21, "Merchant", (DAY,), "Discard 2 identical booty tiles to gain 3 doubloons or 3 "
         "identical booty tiles to gain 5 doubloons"),
    Crew(22, "Surgeon", (DAY,), "Take back one discarded character into your hand"),
    Crew(23, "Treasurer", (END,), "Gain 1 doubloon for each of your goods, jewels and chests"),
    Crew(24, "Gambler", (DAY, END), "Lose 1 doubloon for each of your booty; end: gain 8 "
         "doubloons"),
    Crew(25, "Governor's Daughter", (END,), "Gain 6 doubloons if only you have the Governor's "
         "Daughter. Otherwise, lose 3 doubloons"),
    Crew(26, "Quarter Master", (DAY, END), "Gain 1 doubloon for each of your booty; end: lose "
         "8 doubloons"),
    Crew(27, "Granny Wata", (NIGHT,), "Gain 2 doubloons if there is only 1 Granny Wata, "
         "otherwise discard all Granny Watas"),
    Crew(28, "First Officer", (END,), "Gain 1 doubloon for each character in your den"),
    Crew(29, "Captain", (DAY, END), "Gain 3 doubloons; end: lose 3 doubloons for each of your "
         "cursed relics"),
    Crew(30, "Spanish Governor", (DAY,), "Discard all characters from your den"),
]
CREW: dict[int, Crew] = {c.rank: c for c in _CREW_LIST}
RANKS: tuple[int, ...] = tuple(CREW)

(PARROT, MONKEY, BEGGAR, RECRUITER, CABIN_BOY, PREACHER, BARKEEP, WAITRESS, CARPENTER,
 FRENCH_OFFICER, VOODOO_WITCH, FREED_SLAVE, MUTINEER, BRUTE, GUNNER, TOPMAN, SPANISH_SPY, COOK,
 BOSUN, ARMORER, MERCHANT, SURGEON, TREASURER, GAMBLER, GOVERNORS_DAUGHTER, QUARTER_MASTER,
 GRANNY_WATA, FIRST_OFFICER, CAPTAIN, SPANISH_GOVERNOR) = RANKS

#: [book] "Cabin Boy (5): Don't take any booty tiles"; "Cook (18): Take 2 booty tiles"; every
#: other crew claims one ("Each crew must claim a booty token").
TOKENS_CLAIMED: dict[int, int] = {CABIN_BOY: 0, COOK: 2}
#: [book] the Merchant: "Discard 2 identical booty tiles to gain 3 doubloons or 3 identical
#: booty tiles to gain 5 doubloons" (set size -> doubloons).
SALE_PRICE: dict[int, int] = {2: 3, 3: 5}

#: [book] "In the first campaign, all players have an identical random set of 9 crew cards";
#: "10 new doubloons and ... an identical random set of 6 crew cards".
FIRST_CREW, MORE_CREW, START_DOUBLOONS, DAYS, CAMPAIGNS = 9, 6, 10, 6, 3

COLOURS = ("red", "blue", "green", "yellow", "purple", "black")
TieTable = tuple[tuple[int, ...], ...]


def tie_breaker(rank: int, colour: int, table: TieTable = ()) -> int:
    """The tie-breaker printed on colour `colour`'s copy of `rank`. [found] every copy of a
    rank has a distinct tie-breaker 1 to 6 by player colour; [assumed] the numbers: the
    rulebook does not print them, so by default they rotate with the rank, colour c's copy of
    rank r carrying (r + c) mod 6 + 1, and no colour wins every tie. A player who owns the
    cards passes their own `table` (the option `tie_breakers`: 30 rows, one per rank, of 6
    numbers, one per colour)."""
    if table:
        return table[rank - 1][colour]
    return (rank + colour) % 6 + 1


def _whole_number(x: object) -> int:
    """A printed tie-breaker is a whole number: no float, text or bool is quietly rounded."""
    if isinstance(x, bool):
        raise TypeError("a tie-breaker is a number, not a truth value")
    return operator.index(x)  # type: ignore[arg-type]  # its TypeError is the check


def check_tie_table(table: object) -> TieTable:
    """A tie-breaker table as the option gives it, checked and as tuples: 30 rows of 6
    distinct numbers 1 to 6 (or empty: the [assumed] rotation). A bad table is a ValueError
    naming the option, so a typo in a printed number is caught at set-up, not mid-game."""
    try:
        rows = tuple(tuple(_whole_number(x) for x in row)
                     for row in table)  # type: ignore[attr-defined]  # a TypeError if not rows
    except (TypeError, ValueError):
        rows = None
    if rows == ():
        return rows
    if rows is None or len(rows) != 30 or any(sorted(r) != [1, 2, 3, 4, 5, 6] for r in rows):
        raise ValueError("tie_breakers must be 30 rows (ranks 1 to 30) of the 6 numbers 1 to 6 "
                         "(one per colour); valid options: campaigns=3, tie_breakers=()")
    return rows
