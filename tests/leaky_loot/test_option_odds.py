"""Leaky Loot's exact odds for the coach (`Game.option_odds`, issue 22): each option's chance
to drown at the end of this turn, read from the mover's view."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.engine import Tape

GAME = pl.load("leaky_loot", players=3)


def action_phases(seeds):
    """Every position of seeded random games where a seat acts in its own turn."""
    for seed in seeds:
        tape = Tape(pl.play(GAME, ["random"] * 3, seed=seed))
        for ply in range(tape.steps):
            position = tape.position(ply)
            if position.to_move == position.turn and any(
                    a.id == "end" for a in position.legal_actions()):
                yield position


def test_ending_the_turn_drowns_exactly_when_ten_water_would_be_aboard():
    checked = drowning = 0
    for position in action_phases(range(6)):
        seat, boat = position.turn, position.boats[position.turn]
        odds = GAME.option_odds(position, seat)
        aboard = boat.water + boat.pending
        assert odds.what == "drown this turn"
        assert odds.chances["end"] == (aboard >= 10)
        assert set(odds.chances) == {a.id for a in position.legal_actions()}
        for card in boat.hand:
            value = int(card[7:]) if card.startswith("bucket-") else None
            if value is not None and aboard >= 10 > aboard - value:
                assert odds.chances[f"bucket:{value}"] == 0  # this bucket alone saves the boat
        if not any(card.startswith(("bucket-", "hull-")) for card in boat.hand) and not (
                position.flotsam):
            assert set(odds.chances.values()) == {odds.chances["end"]}  # nothing can bail
        checked += 1
        drowning += aboard >= 10
    assert checked > 100 and drowning  # not vacuous: some turns could drown


def test_only_the_seat_in_its_own_action_phase_is_answered():
    position = next(action_phases([1]))
    others = [seat for seat in range(3) if seat != position.turn]
    assert all(GAME.option_odds(position, seat) is None for seat in others)
