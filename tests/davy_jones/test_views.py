"""What each seat may know (views.py; docs/rules/davy_jones.md, "Hidden information"): token
counts are public and which token is which is not; a hold and a home island's face-down gold
are their owner's; a Spyglass look is the explorer's; the three-player set-aside tokens are
nobody's. `shuffle_hidden` redeals all of that and every view stays the same."""
from __future__ import annotations

import json

from pirates_lib.davy_jones import components as c
from pirates_lib.engine import Chance

from .positions import ANNE, JACK, MARY, dice, docked, lift, new, onto, put


def loaded():
    """Jack with gold aboard and at home, Anne with gold at home."""
    state = new(3)
    return put(state, **lift(state, "gold-1", "gold-2", "gold-4"),
               cargo={**state.cargo, "green-4": {"gold-2": 1}},
               hoard={c.NORTH: {"gold-4": 1}, c.EAST: {}, c.SOUTH: {"gold-1": 1}})


def test_everyone_sees_how_many_tokens_lie_where_but_not_which_they_are():
    state = loaded()
    for seat in (None, ANNE, MARY, JACK):
        view = state.view(seat)
        assert view["wild"] == {i: sum(state.wild[i].values()) for i in (*c.WILD_ISLANDS, c.WEST)}
        assert view["aside"] == 8 and view["ships"]["green-4"]["aboard"] == 1
        assert view["homes"][c.NORTH]["face_down"] == 1
    public = json.dumps(state.view(None))
    assert "gold-" not in public and "curse-" not in public


def test_a_hold_and_a_home_islands_gold_are_seen_by_their_owner_only():
    state = loaded()
    assert state.view(JACK)["ships"]["green-4"]["gold"] == {"gold-2": 1}
    assert state.view(JACK)["homes"][c.SOUTH]["gold"] == {"gold-1": 1}
    assert state.view(ANNE)["ships"]["green-4"]["gold"] is None
    assert state.view(ANNE)["homes"][c.SOUTH]["gold"] is None
    assert state.view(ANNE)["homes"][c.NORTH]["gold"] == {"gold-4": 1}


def test_face_up_trophies_are_public():
    state = new(3)
    state = put(state, **lift(state, "curse-reef"),
                trophies={c.NORTH: {"curse-reef": 1}, c.EAST: {}, c.SOUTH: {}})
    assert state.view(MARY)["homes"][c.NORTH]["trophies"] == {"curse-reef": 1}


def test_redealing_what_a_seat_cannot_see_changes_the_game_but_not_its_view():
    state = loaded()
    for seat in (None, ANNE, JACK):
        other = state.clone()
        other.shuffle_hidden(seat, Chance(4))
        assert other.view(seat) == state.view(seat) and other.invariants() == []
        assert other._snapshot() != state._snapshot()
    other = state.clone()
    other.shuffle_hidden(ANNE, Chance(4))
    assert other.hoard[c.NORTH] == {"gold-4": 1}  # her own gold stays
    assert all(t.startswith("gold-") for t in other.cargo["green-4"])  # a hold holds gold


def test_a_spyglass_look_is_redealt_for_everyone_but_the_explorer():
    state = new(3)
    state = put(state, {"green-4": docked("green-4", c.CENTRE, 180)},
                dice(cards=("gold-1", "davy-jones")), **onto(state, c.CENTRE, "gold-1",
                                                             "davy-jones"))
    state.apply("spyglass:green-4")
    mine = state.clone()
    mine.shuffle_hidden(JACK, Chance(1))
    assert mine.looking == ["gold-1", "davy-jones"]
    theirs = state.clone()
    theirs.shuffle_hidden(MARY, Chance(1))
    assert len(theirs.looking) == 2 and theirs.view(MARY) == state.view(MARY)


def test_private_log_lines_reach_their_player_alone():
    state = new(3)
    state = put(state, {"green-4": docked("green-4", c.CENTRE, 180)},
                dice(cards=("gold-3",)), **onto(state, c.CENTRE, "gold-3"))
    state.apply("explore:green-4")
    assert "You find gold-3." in state.view(JACK)["log"]
    assert "You find gold-3." not in state.view(ANNE)["log"] + state.view(None)["log"]
