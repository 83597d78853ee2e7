"""The rulebook's 'Example of a round', replayed step by step with a stacked deck."""
from __future__ import annotations

from pirates_lib.round_o_loot.rounds import phase

from .helpers import act, hand, stacked

P1 = ["limes-1", "limes-2", "bananas-1", "cutlasses-1", "pistols-1"]
P2 = ["rum-1", "bananas-2", "limes-3", "cutlasses-2", "pistols-2"]
P3 = ["bananas-1", "bananas-3", "bananas-4", "rum-1", "cutlasses-4"]
P4 = ["pistols-3", "pistols-4", "limes-4", "cutlasses-3", "bananas-2"]
DRAWS = ["limes-1", "cutlasses-1",                                    # Player 1 draws 2
         "pistols-1", "rum-1",                                        # Player 2 draws 2
         "bananas-1", "limes-2", "cutlasses-2", "pistols-2", "rum-1",  # Player 4 draws 5
         "limes-2", "jolly_roger"]                                    # Player 1, then the JR


def seats(state):
    return state.view(None)["seats"]


def test_rulebook_example_round_step_by_step():
    state = stacked([P1, P2, P3, P4], DRAWS)
    deck = state.view(None)["deck_size"]
    assert deck == 48 - 20 + 1 and state.to_move == 0

    # "Player 1 starts the game after cards are dealt. He plays 2 limes and then draws back 2."
    act(state, "play:limes-1+limes-2")
    assert hand(state, 0) == sorted(["bananas-1", "cutlasses-1", "pistols-1", "limes-1",
                                     "cutlasses-1"])
    assert state.view(None)["deck_size"] == deck - 2 and state.to_move == 1

    # "Player 2 then plays one rum card and draws 2 cards, so she has 6 cards."
    act(state, "play:rum-1")
    assert seats(state)[1]["hand_limit"] == 6 and seats(state)[1]["hand_size"] == 6
    p2_hand = hand(state, 1)

    # "Player 3 plays 3 bananas & rum and chooses hand cards to move clockwise. He does not
    # draw more cards as he got 6 cards from Player 2 and his hand limit is 6."
    deck = state.view(None)["deck_size"]
    act(state, "bananarama:rum-1+bananas-1+bananas-3+bananas-4")
    assert state.to_move == 2 and phase(state) == "direction"
    act(state, "direction:clockwise")
    assert hand(state, 2) == p2_hand
    assert seats(state)[2]["hand_limit"] == 6 and seats(state)[2]["hand_size"] == 6
    assert state.view(None)["deck_size"] == deck
    assert hand(state, 0) == sorted(P4)

    # "Player 4 can only play one cutlass card that she got from Player 3. Then she draws 5."
    assert hand(state, 3) == ["cutlasses-4"]
    assert {a.id for a in state.legal_actions()} == {"play:cutlasses-4", "discard:cutlasses-4"}
    act(state, "play:cutlasses-4")
    assert seats(state)[3]["hand_size"] == 5

    # "Player 1 plays 2 pistol cards and then draws 2 cards back. He draws the Jolly Roger
    # card and places it to the table."
    act(state, "play:pistols-3+pistols-4")
    view = state.view(None)
    assert view["jolly_roger"] == {"in_deck": False,
                                   "ended_by": {"how": "jolly_roger", "by": 0}}
    assert view["last_turns"] == [2, 3] and state.to_move == 1
    assert seats(state)[0]["hand_size"] == 4

    # "Players 2, 3 and 4 can then play one more turn and then everyone calculates their
    # points." Nobody draws; Walk the Plank in a last turn ends nothing more.
    deck = view["deck_size"]
    act(state, "play:cutlasses-1+cutlasses-1")
    act(state, "walk_the_plank:rum-1+pistols-1+pistols-2")
    assert state.to_move == 3 and state.view(None)["deck_size"] == deck
    act(state, "play:pistols-2")
    result = state.last_round
    assert result["points"] == [10, 3, 13, 6]
    assert result["doubloon"] == [2] and state.doubloons == [0, 0, 1, 0]
    # "The player with the least points shuffles the deck, deals new cards and starts a new
    # round. Hand limits are reset to 5."
    assert state.dealer == 1 and state.to_move == 1 and state.round == 2
    assert all(s["hand_limit"] == 5 and s["hand_size"] == 5 for s in seats(state))
