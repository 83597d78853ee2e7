"""Every game's log and buttons are words, not program output: thousands of seeded logs
(every line, whoever may read it) and every button label are scanned for "(s)", Python lists,
a bare 0 before a noun ("0 points"), and 1 before a plural ("1 jewels")."""
from __future__ import annotations

import os
import re

import pytest

import pirates_lib as pl
from pirates_lib.engine import RandomBot

GAMES_PER = int(os.environ.get("PIRATES_LOG_GAMES", "40"))
#: Words ending in s after a 1 that are no plural: singular nouns, and verbs ("strength 1
#: hits side 3").
SINGULAR_S = {"compass", "cutlass", "bonus", "canvas", "pass", "hits", "takes", "gives",
              "leaks", "misses", "shows", "wins", "rolls", "draws", "plays", "holds", "goes",
              "stays", "is", "was", "has", "does", "sells", "buys", "moves", "loses", "keeps"}
PATTERNS = {
    "a '(s)' plural": re.compile(r"\(s\)"),
    "a Python list or dict": re.compile(r"[\[\]{}]"),
    "a bare 0 before a word": re.compile(r"(?<![\d.,/])\b0 (?![/%])[A-Za-z]"),
    "1 before a plural": re.compile(r"(?<![\d.,/])(\w+ )?\b1 ([a-z]+s)\b"),
}


def texts(name: str, seed: int):
    """Every log line and button label of one seeded random game of `name`."""
    counts = list(range(pl.load(name).min_players, pl.load(name).max_players + 1))
    options = [{}, *pl.load(name).variants]
    game = pl.load(name, players=counts[seed % len(counts)],
                   **options[(seed // len(counts)) % len(options)])
    state = game.new_game(seed)
    bots = [RandomBot(game, p, seed=seed + p) for p in range(game.players)]
    while state.to_move is not None:
        yield from (a.label for a in state.legal_actions())
        state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
    yield from (event.text for event in state.log)


#: Words naming a numbered thing: "Diver 1 spends", "strength 1 hits" (the 1 counts nothing).
LABELS = {"strength", "side", "day", "round", "campaign", "seat", "turn", "hull", "bucket",
          "rank", "wreck", "diver", "exercise", "mast", "island", "point"}


def _is_label(word: str | None) -> bool:
    return bool(word) and (word[0].isupper() or word.strip().lower() in LABELS)


def problems(text: str) -> list[str]:
    found = []
    for what, pattern in PATTERNS.items():
        for match in pattern.finditer(text):
            if what == "1 before a plural" and (match.group(2) in SINGULAR_S
                                                or _is_label(match.group(1))):
                continue
            found.append(what)
            break
    return found


@pytest.mark.parametrize("name", pl.GAMES)
def test_logs_and_buttons_read_as_words(name):
    bad: dict[str, str] = {}
    for seed in range(GAMES_PER):
        for text in texts(name, seed):
            for what in problems(text):
                bad.setdefault(what, text)
    assert not bad, "\n".join(f"{what}: {text}" for what, text in bad.items())


def test_the_scan_catches_each_pattern():
    assert problems("lays down 0 rat(s)") == ["a '(s)' plural", "a bare 0 before a word"]
    assert problems("dice [3, 1]") == ["a Python list or dict"]
    assert problems("takes 1 jewels") == ["1 before a plural"]
    assert problems("1 compass, 1/36, 10 points, 0.5 s, 3 jewels, strength 1 hits") == []
    assert problems("Diver 1 spends a weight") == [] and problems("gets 1 maps") != []
