"""Each rule of Round-o-Loot (and each ruling of docs/rules/round_o_loot.md), one test each."""
from __future__ import annotations

import re

import pytest

import pirates_lib as pl
from pirates_lib.engine import limits
from pirates_lib.round_o_loot.components import base_deck
from pirates_lib.round_o_loot.mechanics import hand_limit
from pirates_lib.round_o_loot.rounds import phase

from .helpers import QUIET, act, hand, stacked

A = ["rum-1", "bananas-3", "limes-2", "cutlasses-2", "pistols-2"]


def test_deck_is_48_point_cards_and_the_jolly_roger_shuffled_in_after_the_deal():
    deck = base_deck()
    assert sum(deck.values()) == 48 and deck["rum-1"] == 8
    state = pl.load("round_o_loot", players=3).new_game(seed=4)
    view = state.view(None)
    assert view["deck_size"] == 48 - 15 + 1 and view["jolly_roger"]["in_deck"]
    assert all(s["hand_size"] == 5 and s["hand_limit"] == 5 for s in view["seats"])


def test_hand_limit_rises_with_the_first_two_rums_then_falls():
    assert [hand_limit(r) for r in range(9)] == [5, 6, 7, 6, 5, 4, 3, 2, 1]
    assert hand_limit(20) == 1  # the ruling's floor, only reachable with a custom deck


def test_several_rums_played_at_once_count_one_by_one():
    state = stacked([["rum-1"] * 3 + ["limes-1", "pistols-1"], QUIET],
                    ["bananas-1", "bananas-2", "bananas-3", "bananas-4"])
    act(state, "play:rum-1+rum-1+rum-1")
    assert state.view(None)["seats"][0]["hand_limit"] == 6
    assert state.view(None)["seats"][0]["hand_size"] == 6


def test_discarding_rum_does_not_change_the_hand_limit():
    state = stacked([A, QUIET], ["bananas-1"])
    act(state, "discard:rum-1")
    assert state.view(None)["seats"][0]["hand_limit"] == 5
    assert state.view(None)["discard"] == ["rum-1"]


def test_cards_played_must_share_one_icon_and_are_drawn_back_up_to_the_limit():
    state = stacked([A, QUIET], ["bananas-1"])
    before = state.clone()
    with pytest.raises(pl.IllegalAction, match="share one icon"):
        state.apply("play:bananas-3+limes-2")
    assert state == before
    act(state, "play:bananas-3")
    assert hand(state, 0) == sorted(["rum-1", "limes-2", "cutlasses-2", "pistols-2",
                                     "bananas-1"])
    assert state.view(None)["seats"][0]["points"] == 3


def test_no_draw_when_the_hand_is_at_or_over_the_limit():
    # Anne Keelhauls two seats and keeps all 4 cards: 7 cards, limit 6, so she draws none.
    state = stacked([A, QUIET, ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]])
    deck = state.view(None)["deck_size"]
    act(state, "keelhaul:rum-1+cutlasses-2", "give:bananas-1+bananas-2",
        "give:rum-1+limes-4", "keep:rum-1+bananas-1+bananas-2+limes-4")
    assert state.view(None)["seats"][0]["hand_size"] == 7
    assert state.view(None)["seats"][0]["hand_limit"] == 6
    assert state.view(None)["deck_size"] == deck and state.to_move == 1


def test_bananarama_counterclockwise_passes_every_hand_to_the_previous_seat():
    jack = ["rum-1", "limes-4", "limes-3", "cutlasses-3", "pistols-4"]
    state = stacked([A, QUIET, jack], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3", "direction:counterclockwise")
    assert hand(state, 0) == sorted(QUIET + ["bananas-4"])  # Mary's hand, then Anne draws 1
    assert hand(state, 1) == sorted(jack)
    assert hand(state, 2) == sorted(["limes-2", "cutlasses-2", "pistols-2"])


def test_bananarama_clockwise_gives_anne_the_last_seats_hand():
    hands = [A, QUIET, ["rum-1", "limes-4", "limes-3", "cutlasses-3", "pistols-4"]]
    state = stacked(hands, ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3", "direction:clockwise")
    assert hand(state, 0) == sorted(hands[2] + ["bananas-4"])
    assert hand(state, 1) == sorted(["limes-2", "cutlasses-2", "pistols-2"])
    assert hand(state, 2) == sorted(QUIET)


def test_bananarama_with_two_players_swaps_the_hands_without_asking_a_direction():
    """Ruling: with two seats clockwise and counterclockwise both give each hand to the other
    seat, so the direction is not asked; the turn goes on to the draw at once."""
    state = stacked([A, QUIET], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3")
    assert phase(state) == "play" and state.to_move == 1
    assert not any(a.id.startswith("direction:") for a in state.legal_actions())
    assert hand(state, 0) == sorted(QUIET + ["bananas-4"])  # Mary's hand, then Anne draws 1
    assert hand(state, 1) == sorted(["limes-2", "cutlasses-2", "pistols-2"])
    assert "Anne and Mary swap hands." in state.view(None)["log"]
    assert state.why_illegal("direction:clockwise") == (
        "it is your turn to play, discard or combine cards")


def test_cuba_libre_deals_all_hands_one_at_a_time_starting_with_the_player():
    state = stacked([A, QUIET, QUIET])
    act(state, "cuba_libre:rum-1+limes-2")
    sizes = [s["hand_size"] for s in state.view(None)["seats"]]
    # 3 + 5 + 5 = 13 cards dealt round the table from Anne: 5, 4, 4 (then Anne draws to 6).
    assert sizes[1:] == [4, 4] and sizes[0] == 6
    pooled = sorted(hand(state, 1) + hand(state, 2))
    assert all(c in ["cutlasses-2", "pistols-2", "bananas-3"] + QUIET for c in pooled)


def test_keelhaul_takes_two_cards_from_each_other_player_who_choose_them():
    state = stacked([A, QUIET, ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]])
    act(state, "keelhaul:rum-1+cutlasses-2")
    assert phase(state) == "give" and state.to_move == 1
    assert all(a.id.startswith("give:") and a.id.count("+") == 1 for a in state.legal_actions())
    act(state, "give:bananas-1+bananas-2")
    assert state.to_move == 2
    act(state, "give:rum-1+pistols-4")
    assert state.to_move == 0 and phase(state) == "keep"
    assert state.view(0)["keelhaul"]["cards"] == ["rum-1", "bananas-1", "bananas-2",
                                                  "pistols-4"]
    assert state.view(1)["keelhaul"]["cards"] is None  # received cards are Anne's secret
    act(state, "keep:rum-1+pistols-4")
    assert sorted(state.view(None)["discard"]) == ["bananas-1", "bananas-2"]
    assert "pistols-4" in hand(state, 0) and state.to_move == 1


def test_keelhaul_takes_fewer_from_a_player_with_fewer_cards_and_keep_none_is_allowed():
    state = stacked([A, QUIET])
    act(state, "keelhaul:rum-1+cutlasses-2", "give:bananas-1+limes-1", "keep:")
    assert state.view(None)["discard"] == ["bananas-1", "limes-1"]
    assert state.view(None)["seats"][1]["hand_size"] == 3


def test_walk_the_plank_ends_the_round_as_if_the_jolly_roger_was_drawn():
    state = stacked([A, QUIET, QUIET])
    deck = state.view(None)["deck_size"]
    act(state, "walk_the_plank:rum-1+pistols-2")
    view = state.view(None)
    assert view["jolly_roger"]["ended_by"] == {"how": "walk_the_plank", "by": 0}
    assert view["last_turns"] == [2] and state.to_move == 1
    assert view["seats"][0]["hand_size"] == 3 and view["deck_size"] == deck  # no draw
    act(state, "play:bananas-1+bananas-2", "play:pistols-1")
    assert state.round == 2 and state.last_round["points"] == [3, 3, 1]
    # Tie on 3 points: Mary played fewer cards?  No: Anne 2 cards, Mary 2 cards: both win.
    assert state.last_round["doubloon"] == [0, 1]


def test_jolly_roger_stops_the_drawer_and_others_play_a_last_turn_without_drawing():
    state = stacked([A, QUIET, QUIET], ["jolly_roger"])
    act(state, "play:bananas-3")
    view = state.view(None)
    assert view["seats"][0]["hand_size"] == 4 and view["last_turns"] == [2]
    deck = view["deck_size"]
    act(state, "play:limes-1")
    assert state.view(None)["deck_size"] == deck and state.to_move == 2
    act(state, "play:cutlasses-1")
    assert state.round == 2


def test_most_points_wins_the_doubloon_and_a_tie_goes_to_fewer_cards_played():
    state = stacked([["pistols-4", "bananas-1", "limes-1", "cutlasses-1", "rum-1"],
                     ["pistols-1", "pistols-3", "limes-3", "cutlasses-3", "bananas-3"]],
                    ["jolly_roger"])
    act(state, "play:pistols-4")      # Anne: 4 points in 1 card, then the Jolly Roger
    act(state, "play:pistols-1+pistols-3")  # Mary: 4 points in 2 cards
    assert state.last_round["points"] == [4, 4] and state.doubloons == [1, 0]


def test_the_lowest_scorer_deals_and_a_tie_for_lowest_goes_to_the_first_after_the_dealer():
    state = stacked([A, QUIET, QUIET], ["jolly_roger"])
    act(state, "play:bananas-3", "play:limes-1", "play:cutlasses-1")
    # Mary and Jack tie on 1; the first after Anne (the dealer) is Mary.
    assert state.last_round["next_dealer"] == 1 and state.to_move == 1


def test_three_doubloons_win_the_game():
    game = pl.load("round_o_loot", players=2, doubloons_to_win=1)
    state = game.new_game(seed=3)
    bots = [pl.RandomBot(game, p, seed=p) for p in range(2)]
    while not state.over:
        state.apply(bots[state.to_move].choose(state.view(state.to_move)))
    assert max(state.doubloons) == 1 and state.winners() == [
        p for p in range(2) if state.doubloons[p] == 1]
    full = pl.play(pl.load("round_o_loot", players=4), ["random"] * 4, seed=5)
    assert max(full.scores()) == 3 and full.legal_actions() == []


def test_play_ends_at_the_most_actions_a_save_holds(monkeypatch):
    """Ruling: play also ends at the most actions a save holds (here made 300), won by the
    most doubloons so far. Seats that discard one card at a time make a large deck's round
    last long."""
    monkeypatch.setattr(limits, "MAX_SAVE_ACTIONS", 300)
    deck = {f"{icon}-{points}": 20 for icon in ("rum", "bananas", "limes") for points in (1, 2)}
    state = pl.load("round_o_loot", players=2, doubloons_to_win=20, deck=deck).new_game(seed=1)
    while not state.over:
        ids = [a.id for a in state.legal_actions()]
        state.apply(next((i for i in ids if i.startswith("discard:") and "+" not in i), ids[0]))
    assert len(state.history) == 300 and state.log[-1].kind == "over"
    assert state.log[-1].text.startswith("The game ends: 300 actions have been played, the "
                                         "most a save holds. ")
    assert state.invariants() == []
    assert pl.from_json(state.to_json()) == state


def test_play_stopped_in_a_keelhaul_still_names_its_givers_as_the_state_always_did(monkeypatch):
    """The saved form (`views.snapshot`) stays as it was before the flow's steps: play that
    stops at the most actions a save holds, here the Keelhaul itself, is over, and its
    givers still owed a gift stay named."""
    monkeypatch.setattr(limits, "MAX_SAVE_ACTIONS", 1)
    state = stacked([A, QUIET, ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]])
    act(state, "keelhaul:rum-1+cutlasses-2")
    snapshot = state._snapshot()
    assert state.over and snapshot["phase"] == "over" and snapshot["givers"] == [1, 2]
    assert state.view(None)["keelhaul"] is None and state.view(None)["phase"] == "over"


def test_the_game_s_full_deck_is_read_only():
    """Every deal starts from the game's full deck: nobody may change it by accident."""
    game = pl.load("round_o_loot")
    with pytest.raises(TypeError):
        game.full_deck["rum-1"] = 99  # type: ignore[index]
    assert game.new_game(seed=1).invariants() == []


def test_an_empty_hand_draws_at_once_on_its_turn():
    # The compass empties Mary's hand (no cannon, no rats); on her turn she just draws.
    state = stacked([A, QUIET], ["compass"], expansion=True)
    act(state, "play:bananas-3", "compass:rats", "compass:rats")
    view = state.view(None)
    assert view["seats"][1]["hand_size"] == 5 and state.to_move == 0
    assert "Mary has no cards and draws." in state.view(None)["log"]


def test_players_2_to_5():
    for n in (2, 3, 4, 5):
        state = pl.play(pl.load("round_o_loot", players=n), ["random"] * n, seed=n)
        assert state.over and state.invariants() == []
    with pytest.raises(ValueError, match="players"):
        pl.load("round_o_loot", players=6)


def test_a_user_can_pass_their_own_deck_and_bad_decks_are_refused():
    game = pl.load("round_o_loot", players=2, deck={"rum-1": 4, "bananas-2": 6, "limes-3": 6})
    state = pl.play(game, ["random", "random"], seed=1)
    assert state.over and state.invariants() == []
    with pytest.raises(ValueError, match="not a card"):
        pl.load("round_o_loot", deck={"parrots-2": 10})
    with pytest.raises(ValueError, match="cannot deal"):
        pl.load("round_o_loot", players=5, deck={"rum-1": 10})
    with pytest.raises(ValueError, match="a whole number from 1 to 20, not 0"):
        pl.load("round_o_loot", deck={"rum-1": 0, "limes-1": 20})


def test_decks_of_ones_own_are_bounded_so_no_round_can_last_for_ever():
    """Ruling (docs/rules/round_o_loot.md, bounds): at most 60 kinds, 20 copies, 99 points."""
    with pytest.raises(ValueError, match="61 kinds of card, more than the 60"):
        pl.load("round_o_loot", deck={f"rum-{n}": 1 for n in range(1, 62)})
    with pytest.raises(ValueError, match="from 1 to 20, not 2000"):
        pl.load("round_o_loot", deck={"rum-1": 2000, "limes-1": 20})
    with pytest.raises(ValueError, match="1 to 99 points"):
        pl.load("round_o_loot", deck={"rum-100": 12})
    with pytest.raises(ValueError, match="1 to 99 points"):
        pl.load("round_o_loot", deck={"rum-\u00b2": 12})
    with pytest.raises(ValueError, match="doubloons_to_win must be a whole number from 1 to 20"):
        pl.load("round_o_loot", doubloons_to_win=21)
    assert pl.load("round_o_loot", deck={"rum-99": 20}).options.deck == {"rum-99": 20}


def test_illegal_actions_say_why_and_change_nothing():
    state = stacked([A, QUIET])  # a staged state cannot be saved: compare it, and its views
    before = state.clone()
    for bad, why in [("play:bananas-4", "do not hold"), ("play:rum-1+limes-2", "share one"),
                     ("bananarama:rum-1+limes-2", "Rum played together with Bananas"),
                     ("direction:clockwise", "play, discard or combine"),
                     ("play:", "no action is written that way")]:  # no cards: malformed
        with pytest.raises(pl.IllegalAction, match=why):
            state.apply(bad)
        assert state == before and state.view(0) == before.view(0)


def test_a_wrong_answer_to_a_choice_says_what_the_choice_allows_and_changes_nothing():
    jack = ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]
    state = stacked([A, QUIET, jack])
    act(state, "keelhaul:rum-1+cutlasses-2")
    for bad, why in [("give:bananas-1", "give Anne two cards"), ("give:rum-1+limes-4", "own hand")]:
        before = state.clone()
        with pytest.raises(pl.IllegalAction, match=why):
            state.apply(bad)
        assert state == before
    act(state, "give:bananas-1+bananas-2", "give:rum-1+limes-4")
    with pytest.raises(pl.IllegalAction, match="just gave you"):
        state.apply("keep:pistols-4")
    state = stacked([A, QUIET, jack])
    act(state, "bananarama:rum-1+bananas-3")
    with pytest.raises(pl.IllegalAction, match="clockwise or counterclockwise"):
        state.apply("direction:left")
    state = stacked([["bananas-3"] + QUIET[:4], QUIET], ["compass"], expansion=True)
    act(state, "play:bananas-3")
    with pytest.raises(pl.IllegalAction, match="a cannon you hold"):
        state.apply("compass:cannon-2")


def test_refusals_name_cards_and_choices_in_words_never_ids():
    """Said after "You cannot do that: " on the board: lower case, cards by their names."""
    state = stacked([A, QUIET, ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]])
    assert state.why_illegal("play:bananas-4") == "you do not hold Bananas 4"
    assert state.why_illegal("play:bananas-3+bananas-3") == "you hold only one Bananas 3"
    assert state.why_illegal("play:gold-3") == "there is no such card in this game"
    assert state.why_illegal("keelhaul:rum-1+bananas-3") == (
        "Keelhaul! is Rum played together with Cutlass, and nothing else")
    act(state, "keelhaul:rum-1+cutlasses-2")
    assert state.why_illegal("play:limes-1") == "you must first give Anne two cards for the Keelhaul"
    reasons = [state.why_illegal(bad) for bad in ("give:bananas-1", "keep:", "compass:rats")]
    act(state, "give:bananas-1+bananas-2", "give:rum-1+limes-4")
    reasons += [state.why_illegal(bad) for bad in ("keep:pistols-4", "play:rum-1")]
    for reason in reasons:
        assert reason[0].islower() and not re.search(r"[a-z]+-\d|\w:|\(s\)", reason), reason


def test_a_keelhaul_gift_is_one_line_for_each_reader():
    """Keelhaul!: the table sees how many cards Mary gives, Mary and Anne see which; each
    reads the give once (not the count and then the cards)."""
    state = stacked([A, QUIET, ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]])
    act(state, "keelhaul:rum-1+cutlasses-2", "give:bananas-1+bananas-2")
    gives = {seat: [line for line in state.view(seat)["log"] if line.startswith("Mary gives")]
             for seat in (None, 0, 1, 2)}
    assert gives == {None: ["Mary gives Anne 2 cards."], 2: ["Mary gives Anne 2 cards."],
                     0: ["Mary gives Anne Bananas 1 and Bananas 2."],
                     1: ["Mary gives Anne Bananas 1 and Bananas 2."]}


def test_the_log_says_counts_in_words_and_nothing_about_nothing():
    state = stacked([A, QUIET, ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]])
    act(state, "keelhaul:rum-1+cutlasses-2", "give:bananas-1+bananas-2", "give:rum-1+limes-4",
        "keep:")
    log = state.view(None)["log"]
    assert "Anne plays Rum 1 and Cutlass 2 (hand limit now 6): Keelhaul!" in log
    assert "Mary gives Anne 2 cards." in log
    assert "Anne keeps none of them and discards Rum 1, Bananas 1, Bananas 2 and Limes 4." in log
    act(state, "play:limes-1")  # Mary: no rum, no word about the hand limit
    assert state.view(None)["log"][-1] == "Mary plays Limes 1."
    state = stacked([["rum-1", "rum-1", "limes-1", "limes-1", "bananas-1"], QUIET])
    act(state, "cuba_libre:rum-1+rum-1+limes-1")
    assert ("All hands are shuffled together and dealt out again from Anne: Anne gets 4 cards; "
            "Mary gets 3.") in state.view(None)["log"]
