"""The bots: `"random"` and the heuristic `"captain"`, which must clearly beat random; and the
search bot's cut-off at the next port, with the measured gains it values seats by."""
from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pirates_lib as pl
from benchmarks.leaky_loot_port_gains import gains
from pirates_lib.engine import RandomBot
from pirates_lib.leaky_loot.bots import CaptainBot, outlook, strength, strength_bin
from pirates_lib.leaky_loot.components import PORT_GAINS, Hull

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


# --- the search bot's cut-off: the first port after its playout began ---------------------

def _brute_outlook(points, counted):
    """Each seat's win share by listing every combination of gains (the test's own count)."""
    shares = [Fraction(0)] * len(points)
    spreads = [[(g, Fraction(n, sum(counts))) for g, n in enumerate(counts) if n]
               for counts in counted]
    for combo in itertools.product(*spreads):
        chance = math.prod((c for _, c in combo), start=Fraction(1))
        totals = [p + g for p, (g, _) in zip(points, combo)]
        tops = [seat for seat, total in enumerate(totals) if total == max(totals)]
        for seat in tops:
            shares[seat] += chance / len(tops)
    return shares


def test_the_outlook_is_each_seats_chance_to_end_with_the_most_points_equals_sharing():
    gains = ((5, 0, 2, 1), (3, 3), (1,), (2, 0, 0, 1, 1))
    for points in [(0, 0, 0, 0), (4, 2, 3, 1), (1, 0, 2, 2), (7, 0, 0, 0)]:
        shares = outlook(points, gains)
        assert list(shares) == _brute_outlook(points, gains)
        assert sum(shares) == 1
    assert outlook((3, 3, 1), ((1,), (1,), (1,))) == (Fraction(1, 2), Fraction(1, 2), 0)


def test_a_playout_of_the_search_stops_at_the_first_port_after_it_began():
    state = pl.load("leaky_loot", players=3).new_game(2)
    cutoff = state.game.search_cutoff(state)
    bots = [CaptainBot(state.game, seat) for seat in range(3)]
    while cutoff(state) is None:
        assert state.ports_done == 0 and state.to_move is not None
        state.apply(bots[state.to_move].choose(state.view(state.to_move)))
    assert state.ports_done == 1
    table = PORT_GAINS[3][1]
    gains = tuple(table[strength_bin(b)] if b.afloat else (1,) for b in state.boats)
    assert cutoff(state) == list(outlook(tuple(b.points for b in state.boats), gains))


def test_a_boats_strength_is_its_hulls_and_its_hull_and_bucket_cards():
    state = staged(card="7-spades", blue=6, hands={0: ["hull-4", "bucket-2", "treasure-3"]})
    restage(state, {0: {"hulls": hulls_with(state, 0, {1: Hull(2, 1, True),
                                                         2: Hull(2, 2, True)})}})
    boat = state.boats[0]
    assert strength(boat) == 1 + 0 + 2 + 2 + 2 + 4 + 2
    assert strength_bin(boat) == 4  # 12 to 13: bounds 6, 8, 10, 12, 14


def test_voyages_the_gains_were_not_measured_for_play_on_to_the_end():
    for game in (pl.load("leaky_loot", players=3, ports=5), pl.load("leaky_loot", ports=1)):
        assert game.search_cutoff(game.new_game(0)) is None


def test_the_measured_gains_are_what_captains_gain_now():
    """The table is still the captain's (a changed captain or rules make it stale): in 300
    games after the table's seeds, each well-filled bin's mean gain is within 4 standard
    errors of the table's."""
    fresh = gains(3, 300, first=6000)
    for port, bins in PORT_GAINS[3].items():
        for counted, measured in zip(bins, fresh[port]):
            n = sum(measured.values())
            if n < 30:
                continue
            mean = sum(g * c for g, c in enumerate(counted)) / sum(counted)
            spread = sum(c * (g - mean) ** 2 for g, c in enumerate(counted)) / sum(counted)
            now = sum(g * c for g, c in measured.items()) / n
            assert abs(now - mean) <= 4 * math.sqrt(spread / n), (port, counted, measured)
