"""The ruling on what is hidden: hands are hidden (their size is public); boats, the flotsam,
discard piles, scores and the port countdown are public. Every step is logged."""
from __future__ import annotations

import json

import pirates_lib as pl
from pirates_lib.engine import Chance
from pirates_lib.leaky_loot import components as C

from .helpers import restage, staged, to_flotsam


def test_a_view_shows_the_players_own_hand_and_only_the_sizes_of_the_others():
    state = staged(blue=6, hands={0: ["hull-1"], 1: ["bucket-2", "hull-5"], 2: []})
    view = state.view(1)
    assert view["hand"] == ["bucket-2", "hull-5"]
    assert [b["hand_size"] for b in view["boats"]] == [1, 2, 0]
    text = json.dumps(state.view(0))
    assert "hull-5" not in text and "bucket-2" not in text
    assert "hand" not in state.view(None)


def test_boats_flotsam_discards_scores_and_port_countdown_are_public():
    state = staged(card="7-clubs", blue=2, red=(3, 4), hands={0: []})
    view = state.view(None)
    assert view["boats"][0]["pending"] == 5 and view["boats"][0]["hulls"][1] == [2, 0, True]
    assert view["wave"] == {"card": "7-clubs", "side": 2, "side_die": 2, "dice": [3, 4],
                            "strength": 7, "leaked": 5}
    assert view["ocean_card"] == "7-clubs" and view["rounds_to_port"] == 5
    for key in ("flotsam", "salvage_discard", "ocean_discard", "salvage_deck_size",
                "ocean_deck_size", "ports_done", "ports", "phase", "turn", "round"):
        assert key in view
    assert view["boats"][0]["points"] == 0


def test_the_legal_actions_are_only_in_the_view_of_the_player_to_move():
    state = staged(blue=6)
    assert state.view(0)["legal"] and state.view(1)["legal"] == []


def test_a_thrown_card_is_public_and_a_drawn_card_private():
    state = staged(card="8-spades", blue=6, hands={0: ["bucket-1", "hull-2", "hull-3"]})
    state.chance.script(cards=["treasure-2"])
    state.apply("end")
    assert "You draw Treasure 2." in state.view(0)["log"]
    assert not any("Treasure 2" in line for line in state.view(1)["log"])
    state.apply("throw:treasure-2")
    assert "Anne throws Treasure 2 into the flotsam." in state.view(1)["log"]
    assert state.view(2)["flotsam"] == ["treasure-2"]


def test_every_action_logs_at_least_one_sentence():
    game = pl.load("leaky_loot", players=4)
    state = game.new_game(seed=3)
    bot = game.bots["random"](game, 0, seed=3)
    while not state.over:
        events = state.apply(bot.choose(state.view(state.to_move, log=False)))
        assert events and all(e.text.endswith((".", "!")) for e in events)


def test_shuffling_hidden_cards_keeps_the_krakken_in_the_deck_and_the_view_unchanged():
    game = pl.load("leaky_loot")
    for seed in range(30):
        state = game.new_game(seed=seed)
        bot = game.bots["random"](game, 0, seed=seed)
        for _ in range(seed * 3):  # a different moment of a different game each time
            if state.over:
                break
            state.apply(bot.choose(state.view(state.to_move, log=False)))
        krakken = state.salvage_deck.get(C.KRAKKEN, 0)
        other = state.clone()
        other.shuffle_hidden(0, Chance(seed))
        assert other.salvage_deck.get(C.KRAKKEN, 0) == krakken
        assert other.view(0) == state.view(0) and other.invariants() == []
        assert [len(b.hand) for b in other.boats] == [len(b.hand) for b in state.boats]


def test_a_card_taken_face_up_from_the_flotsam_stays_in_hand_through_any_redeal():
    state = staged(blue=6, hands={0: ["bucket-1", "hull-2"]})
    to_flotsam(state, "treasure-3")
    state.apply("collect:treasure-3/pay:bucket-1")
    assert state.view(1)["known_hands"][0] == {"seen": ["treasure-3"], "plain": 0}
    for seed in range(20):
        other = state.clone()
        other.shuffle_hidden(1, Chance(seed))
        assert "treasure-3" in other.boats[0].hand and other.invariants() == []


def test_starting_cards_stay_free_of_treasure_through_any_redeal():
    state = pl.load("leaky_loot", players=6).new_game(seed=4)
    assert [b.plain for b in state.boats] == [2] * 6
    for seed in range(50):
        other = state.clone()
        other.shuffle_hidden(0, Chance(seed))
        assert all(C.kind_of(c) in ("hull", "bucket") for b in other.boats for c in b.hand)


def test_a_card_played_face_up_leaves_the_rest_of_the_hand_less_known():
    state = staged(blue=6, hands={0: ["bucket-2", "hull-1"]})
    restage(state, {0: {"plain": 2}})  # as if both were dealt at the start
    state.apply("hull:1>side1")
    assert state.boats[0].plain == 1 and state.invariants() == []


def test_after_a_port_the_cards_kept_are_known_to_hold_no_treasure():
    state = staged(players=2, seat=1, round=5, card="7-spades", blue=6,
                   hands={0: ["hull-1", "treasure-2"], 1: ["treasure-1"]})
    state.chance.script(cards=["bucket-1", "treasure-3"])
    state.apply("end")
    assert state.boats[0].plain == 1 and state.boats[1].plain == 0
    for seed in range(30):
        other = state.clone()
        other.shuffle_hidden(1, Chance(seed))
        assert sum(C.kind_of(c) == "treasure" for c in other.boats[0].hand) <= 1


def test_the_water_bailed_from_pending_this_turn_is_public_since_a_new_hull_counts_it():
    # A new hull on the side hit re-resolves the wave; our ruling subtracts what was already
    # bailed from pending, so every player needs that number to foresee the result.
    state = staged(card="9-clubs", blue=1, red=(4, 4), hands={0: ["bucket-3", "hull-3"]})
    assert state.view(1)["bailed"] == 0
    state.apply("bucket:3")
    assert state.view(1)["bailed"] == 3 and state.view(None)["bailed"] == 3


def _scene_item(scene: dict, item_id: str) -> dict:
    return next(item for zone in scene["zones"] for item in zone["items"]
                if item["id"] == item_id)


def test_the_board_shows_the_voyage_has_ended_instead_of_a_port_countdown():
    from pirates_widgets.scenes import leaky_loot as scene
    state = staged(players=2, seat=1, round=5, card="7-spades", blue=6, ports=1,
                   hands={0: [], 1: []})
    assert _scene_item(scene.build(state, 0), "to-port")["value"] == 1
    state.apply("end")
    item = _scene_item(scene.build(state, 0), "to-port")
    assert state.over and item["value"] == "the voyage has ended"


def test_the_board_says_one_card_for_a_hand_of_one():
    from pirates_widgets.scenes import leaky_loot as scene
    state = staged(blue=6, hands={0: ["hull-1"], 1: ["hull-2", "hull-3"]})
    summaries = json.dumps(scene.build(state, None)["players"])
    assert "Hand: 1 card\"" in summaries and "Hand: 2 cards" in summaries
