"""The bots: `"random"` and the heuristic `"captain"`, which must clearly beat random."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.engine import RandomBot
from pirates_lib.leaky_loot.bots import CaptainBot
from pirates_lib.leaky_loot.components import Hull

from .helpers import hulls_with, restage, staged, to_flotsam


def test_the_game_offers_the_random_bot_and_the_captain():
    bots = pl.load("leaky_loot").bots
    assert bots["random"] is RandomBot and bots["captain"] is CaptainBot


def captain_choice(state, seat=0):
    return CaptainBot(state.game, seat).choose(state.view(seat, log=False))


def test_the_captain_plugs_the_side_the_wave_hit_with_its_strongest_hull():
    state = staged(card="7-spades", blue=3, red=(6,), hands={0: ["hull-2", "hull-5"]})
    assert captain_choice(state) == "hull:5>side3"


def test_the_captain_keeps_a_hull_card_for_a_big_leak_rather_than_plug_a_small_one():
    state = staged(card="7-spades", blue=3, red=(4,), hands={0: ["hull-5"]})
    assert state.boats[0].pending == 2
    assert captain_choice(state) != "hull:5>side3"
    assert not captain_choice(state).startswith("hull:")


def test_the_captain_plugs_even_a_small_leak_that_would_drown_it():
    state = staged(card="7-spades", blue=3, red=(4,), hands={0: ["hull-5"]})
    restage(state, {0: {"water": 8}})
    assert captain_choice(state) == "hull:5>side3"


def test_the_captain_fits_a_hull_rather_than_throw_a_card_when_its_hand_is_full():
    state = staged(card="8-spades", blue=6, hands={0: ["hull-4", "treasure-1", "treasure-2"]})
    restage(state, {0: {"hulls": hulls_with(state, 0, {5: Hull(2, 2, True)})}})
    assert captain_choice(state) == "hull:4>side5"


def test_the_captain_bails_when_the_boat_would_otherwise_drown():
    state = staged(card="7-spades", blue=1, red=(4,), hands={0: ["bucket-2"]})
    restage(state, {0: {"water": 8}})
    assert captain_choice(state) == "bucket:2"
    restage(state, {0: {"water": 2}})
    assert captain_choice(state) != "bucket:2"


def test_the_captain_keeps_treasure_when_it_must_throw_a_card():
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1", "treasure-1", "treasure-3"]})
    state.chance.script(cards=["treasure-2"])
    state.apply("end")
    assert captain_choice(state) == "throw:bucket-1"


def test_the_captain_fishes_treasure_out_of_the_flotsam():
    state = staged(blue=6, hands={0: ["bucket-1"]})
    to_flotsam(state, "treasure-3")
    assert captain_choice(state) == "collect:treasure-3/pay:bucket-1"


def test_the_captain_plays_legal_moves_at_every_table_size():
    for players in range(2, 7):
        game = pl.load("leaky_loot", players=players)
        for seed in range(5):
            assert pl.play(game, ["captain"] * players, seed=seed).over


def test_the_captain_clearly_beats_two_random_bots_over_100_seeded_games():
    rate = pl.win_rate(pl.load("leaky_loot", players=3), "captain", "random", games=100)
    assert rate.outright > 45, rate  # strict wins: shared wins do not count here


def test_the_captain_counts_water_already_bailed_when_it_plugs_the_side_hit():
    # 8 against hull 2: 6 pending; Bucket 3 leaves 3; Hull 3 would let in 5 less the 3
    # bailed, so plugging still cuts the pending water to 2.
    state = staged(card="9-clubs", blue=1, red=(4, 4), hands={0: ["bucket-3", "hull-3"]})
    restage(state, {0: {"water": 4}})
    state.apply("bucket:3")
    assert state.boats[0].pending == 3
    assert captain_choice(state) == "hull:3>side1"
