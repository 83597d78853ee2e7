"""What each seat remembers of the other hands (memory.py; docs/rules/round_o_loot.md,
'What each seat sees'): the view shows it, shuffle_hidden keeps it, nobody else sees it."""
from __future__ import annotations

from pirates_lib.engine import Chance
from pirates_lib.engine.staging import stage

from .helpers import QUIET, act, stacked

A = ["rum-1", "bananas-3", "limes-2", "cutlasses-2", "pistols-2"]
JACK = ["rum-1", "limes-4", "limes-3", "cutlasses-3", "pistols-4"]
A_PASSED = ["limes-2", "cutlasses-2", "pistols-2"]  # A after 'bananarama:rum-1+bananas-3'
QUIET_SORTED = ["bananas-1", "bananas-2", "limes-1", "cutlasses-1", "pistols-1"]


def known(state, knower):
    return state.view(knower)["known_in_hands"]


def test_bananarama_passer_knows_the_hand_it_passed_and_nobody_else_does():
    state = stacked([A, QUIET, JACK], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3", "direction:clockwise")
    assert known(state, 0) == [[], A_PASSED, []]  # Anne's hand went to Mary
    assert known(state, 1) == [[], [], QUIET_SORTED]  # Mary's to Jack
    # Jack's hand went to Anne, who then drew bananas-4: Jack did not see that card.
    assert known(state, 2) == [["rum-1", "limes-3", "limes-4", "cutlasses-3", "pistols-4"],
                               [], []]
    assert state.view(None)["known_in_hands"] is None


def test_remembered_cards_are_forgotten_when_played_or_discarded():
    state = stacked([A, QUIET, JACK], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3", "direction:clockwise")
    act(state, "play:limes-2")  # Mary plays a card Anne passed her
    assert known(state, 0)[1] == ["cutlasses-2", "pistols-2"]
    act(state, "discard:bananas-1+bananas-2")  # Jack discards cards Mary passed him
    assert known(state, 1)[2] == ["limes-1", "cutlasses-1", "pistols-1"]


def test_a_remembered_hand_passed_on_again_carries_the_memory_and_ones_own_is_not_kept():
    anne = ["rum-1", "bananas-3", "rum-1", "bananas-2", "limes-2"]
    state = stacked([anne, QUIET], ["pistols-3", "pistols-4", "limes-3"])
    act(state, "bananarama:rum-1+bananas-3")  # two seats: no direction to ask
    assert known(state, 0) == [[], ["rum-1", "bananas-2", "limes-2"]]
    anne_now = state.view(0)["hand"]  # Mary's old hand and Anne's draws
    act(state, "bananarama:rum-1+bananas-2")
    # Anne's old hand came back to her: no memory of it; Mary knows Anne holds limes-2.
    assert known(state, 0) == [[], anne_now] and known(state, 1)[0] == ["limes-2"]


def test_cuba_libre_gathers_every_hand_so_every_memory_is_forgotten():
    state = stacked([A, QUIET, JACK], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3", "direction:clockwise")
    act(state, "play:pistols-2", "play:pistols-1")  # Mary, Jack
    assert known(state, 0)[1] and known(state, 1)[2] and known(state, 2)[0]
    act(state, "cuba_libre:rum-1+limes-4")  # Anne, holding Jack's old hand
    assert all(known(state, p) == [[], [], []] for p in range(3))


def test_a_keelhaul_giver_remembers_what_the_face_up_discard_proves_was_kept():
    jack = ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]
    state = stacked([A, QUIET, jack])
    act(state, "keelhaul:rum-1+cutlasses-2", "give:bananas-1+bananas-2")
    assert state.view(1)["keelhaul"]["given"] == ["bananas-1", "bananas-2"]
    assert state.view(2)["keelhaul"]["given"] == []
    act(state, "give:rum-1+limes-4", "keep:rum-1+bananas-1")
    assert known(state, 1) == [["bananas-1"], [], []]  # bananas-2 lies face up
    assert known(state, 2) == [["rum-1"], [], []]      # limes-4 lies face up
    assert known(state, 0) == [[], [], []]             # the Keelhauler learns no hand


def test_a_giver_cannot_tell_whose_copy_was_kept_when_both_gave_the_same_card():
    jack = ["bananas-1", "pistols-4", "limes-4", "cutlasses-4", "rum-1"]
    state = stacked([A, QUIET, jack])
    act(state, "keelhaul:rum-1+cutlasses-2", "give:bananas-1+limes-1",
        "give:bananas-1+pistols-4", "keep:bananas-1+pistols-4")
    assert known(state, 1)[0] == []  # a bananas-1 was discarded: it may have been Mary's
    assert known(state, 2)[0] == ["pistols-4"]


def test_a_keelhaul_gift_the_keelhauler_sees_leaves_its_memory_exactly():
    state = stacked([A, QUIET, JACK], ["bananas-4", "cutlasses-4"])
    act(state, "bananarama:rum-1+bananas-3", "direction:clockwise")
    act(state, "play:limes-2", "play:bananas-1")  # Mary, then Jack
    assert known(state, 0)[1] == ["cutlasses-2", "pistols-2"]
    act(state, "keelhaul:rum-1+cutlasses-3")  # Anne, holding Jack's old hand
    act(state, "give:cutlasses-2+pistols-2")  # Mary gives the two cards Anne remembered
    assert known(state, 0)[1] == []
    assert known(state, 1)[2] == ["bananas-2", "limes-1", "cutlasses-1", "pistols-1"]
    act(state, "give:limes-1+pistols-1")  # Mary cannot see which two cards Jack gives:
    assert known(state, 1)[2] == []       # any of the ones she remembers may have gone


def test_shuffle_hidden_keeps_the_cards_a_seat_remembers_and_redeals_the_rest():
    state = stacked([A, QUIET, JACK], ["bananas-4"])
    act(state, "bananarama:rum-1+bananas-3", "direction:clockwise")
    jack_changed = mary_changed = False
    for seed in range(30):
        for_anne = state.clone()
        for_anne.shuffle_hidden(0, Chance(seed))
        assert for_anne.view(0) == state.view(0) and for_anne.invariants() == []
        assert for_anne.hands[1] == state.hands[1]  # Anne knows Mary's whole hand
        jack_changed |= for_anne.hands[2] != state.hands[2]
        for_jack = state.clone()
        for_jack.shuffle_hidden(2, Chance(seed))
        assert for_jack.view(2) == state.view(2) and for_jack.invariants() == []
        mary_changed |= for_jack.hands[1] != state.hands[1]  # Jack does not know it
    assert jack_changed and mary_changed


def test_shuffle_hidden_keeps_a_givers_own_gifts_in_the_keelhaul():
    jack = ["limes-4", "cutlasses-4", "pistols-4", "bananas-4", "rum-1"]
    state = stacked([A, QUIET, jack])
    act(state, "keelhaul:rum-1+cutlasses-2", "give:bananas-1+bananas-2")
    act(state, "give:rum-1+limes-4")
    for seed in range(20):
        other = state.clone()
        other.shuffle_hidden(1, Chance(seed))
        assert other.given[1] == {"bananas-1": 1, "bananas-2": 1}
        assert other.view(1) == state.view(1) and other.invariants() == []


def test_a_memory_of_a_card_not_in_that_hand_breaks_an_invariant():
    state = stacked([A, QUIET], ["bananas-4"])
    stage(state, known=[[{}, {"limes-4": 1}], [{}, {}]], check=False)
    assert any("does not hold" in p for p in state.invariants())
    stage(state, known=[[{}, {}], [{}, {"bananas-1": 1}]], check=False)
    assert any("its own hand" in p for p in state.invariants())


def test_two_players_after_cuba_libre_each_knows_the_other_holds_what_it_did_not_get_back():
    anne = ["rum-1", "limes-2", "bananas-3", "cutlasses-2", "pistols-2"]
    # The pile of 8 is dealt Anne, Mary, Anne, Mary...
    deal = ["bananas-3", "cutlasses-2", "bananas-1", "pistols-2", "limes-1", "bananas-2",
            "cutlasses-1", "pistols-1"]
    state = stacked([anne, QUIET], deal)
    act(state, "cuba_libre:rum-1+limes-2")
    assert known(state, 0) == [[], ["cutlasses-2", "pistols-2"]]
    assert known(state, 1) == [["bananas-1", "limes-1", "cutlasses-1"], []]


def test_a_new_round_forgets_every_memory_and_drawing_changes_none():
    state = stacked([A, QUIET, JACK], ["bananas-4", "bananas-3", "jolly_roger"])
    act(state, "bananarama:rum-1+bananas-3", "direction:clockwise")
    act(state, "play:limes-2")  # Mary draws bananas-3, then the Jolly Roger
    assert known(state, 0)[1] == ["cutlasses-2", "pistols-2"]  # the draw is not known
    assert state.view(0)["seats"][1]["hand_size"] == 3
    act(state, "play:bananas-1", "play:limes-4")  # the last turns of Jack and Anne
    assert state.round == 2
    assert all(known(state, p) == [[], [], []] for p in range(3))
