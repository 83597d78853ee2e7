"""What each seat may know (views.py; docs/rules/davy_jones.md, "Hidden information"): token
counts are public and which token is which is not; a hold and a home island's face-down gold
are their owner's; a Spyglass look is the explorer's; the three-player set-aside tokens are
nobody's. `shuffle_hidden` redeals all of that and every view stays the same."""
from __future__ import annotations

import json
from collections import Counter

import pytest

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


# --- what a seat remembers (ruling 62) -----------------------------------------------------------
def test_the_attacker_looks_at_all_the_gold_of_a_ship_she_defeats_and_remembers_the_rest():
    """Rulebook: 'the attacking player looks at the gold tokens on that ship': Jack is shown
    all three in a line of his own, takes the best and knows which two went face down to the
    nearest wild island; so does Mary, whose hold it was. Nobody else learns them, and the
    secrecy redeal keeps them on that island for Jack."""
    state = new(3)
    state = put(state, {"green-4": (250, 300, 90), "blue-3": (330, 300, 0)}, dice(6, 1),
                **lift(state, "gold-1", "gold-2", "gold-4"), masts={**state.masts, "blue-3": [0]},
                cargo={**state.cargo, "blue-3": {"gold-1": 1, "gold-2": 1, "gold-4": 1}})
    state.apply("shoot:green-4:blue-3")
    events = state.apply("refuse")
    island = c.CENTRE  # the nearest to the point she was defeated
    assert [e.text for e in events if e.only == (JACK,)] == [
        "You look at her gold: gold-4, gold-2, gold-1. You take gold-4; the rest (gold-2, "
        "gold-1) go face down to the centre wild island."]
    assert state.view(JACK)["known"] == {island: {"gold-1": 1, "gold-2": 1}}
    assert state.view(MARY)["known"] == {island: {"gold-1": 1, "gold-2": 1},
                                         c.SOUTH: {"gold-4": 1}}  # the best: ruling 48
    assert state.view(ANNE)["known"] == {} and state.view(None)["known"] == {}
    assert "gold-" not in json.dumps(state.view(ANNE)) + json.dumps(state.view(None))
    for seed in range(20):
        other = state.clone()
        other.shuffle_hidden(JACK, Chance(seed))
        assert other.wild[island]["gold-1"] >= 1 and other.wild[island]["gold-2"] >= 1
        assert other.view(JACK) == state.view(JACK) and other.invariants() == []


def test_a_token_taken_unseen_from_a_remembered_place_leaves_one_fewer_of_each_kind_sure():
    """Ruling 62: Jack remembers two gold-2 and a curse on the centre island; Anne takes a
    gold token from it unseen: he is sure of one gold-2 (it may have been either) and still
    of the curse (everyone would have seen a curse). Taking that curse, shown to all, clears
    it; what Anne saw herself she forgets exactly."""
    state = new(3)
    fields = lift(state, "gold-2", "gold-2", "curse-reef")
    fields["wild"][c.CENTRE].update({"gold-2": 2, "curse-reef": 1})
    state = put(state, {"red-4": docked("red-4", c.CENTRE, 0)}, dice(cards=("gold-2",)),
                known=[{}, {}, {c.CENTRE: {"gold-2": 2, "curse-reef": 1}}], turn=ANNE, **fields)
    state.apply("explore:red-4")
    assert state.view(JACK)["known"] == {c.CENTRE: {"gold-2": 1, "curse-reef": 1}}
    state = put(state, chance=dice(cards=("curse-reef",)),
                known=[{c.CENTRE: {"curse-reef": 1}}, {}, state.known[JACK]])
    state.apply("draw")
    assert state.known == [{}, {}, {c.CENTRE: {"gold-2": 1}}] and state.invariants() == []


# --- a stop depends only on what the others know (ruling 63) ------------------------------------
def _stops_alike(state, action: str, seeds: int = 40) -> list:
    """Play `action` (with the dice and draws of one seed), and the same action with what
    each other seat cannot see redealt; a seat that saw the same lines since must see the
    game stop at the same point, for the same seat, with the same menu of ids. Returns the
    redealt positions compared, after the action."""
    compared = []
    for seed in range(seeds):
        base = put(state.clone(), chance=Chance(10_000 + seed))
        after = base.clone()
        start = len(after.log)
        after.apply(action)
        for seat in [None, *range(state.game.players)]:
            if seat == state.to_move:
                continue
            other = base.clone()
            other.shuffle_hidden(seat, Chance(seed))
            other.apply(action)
            seen = [e.text for e in after.log[start:] if e.visible_to(seat)]
            also = [e.text for e in other.log[start:] if e.visible_to(seat)]
            if seen[:len(also)] != also[:len(seen)]:
                continue  # the action showed this seat something different
            compared.append(other)
            assert (len(seen), other.to_move, [a.id for a in other.legal_actions()]) == (
                len(also), after.to_move, [a.id for a in after.legal_actions()]), (seat, seed)
    return compared


def test_the_spyglass_asks_which_token_to_keep_even_when_the_two_are_alike():
    """Ruling 63: Jack's Spyglass look at the centre island, replayed with what each other
    seat cannot see redealt (so the two tokens differ from one redeal to the next, and are
    sometimes alike): the game always stops for Jack with keep:first and keep:second. It used
    to take two alike tokens at once, telling the table that they were alike."""
    state = put(new(3), {"green-4": docked("green-4", c.CENTRE, 180)})
    compared = _stops_alike(state, "spyglass:green-4", seeds=60)
    assert len(compared) == 60 * 3 and len({tuple(o.looking) for o in compared}) > 10
    assert any(o.looking[0] == o.looking[1] for o in compared)


@pytest.mark.parametrize("position", ["explore", "parley", "tribute", "loot"])
def test_whom_the_game_waits_for_never_hangs_on_a_hidden_token(position):
    """Ruling 63, at each decision a hidden token could shape: the question after a gold
    token explored, a parley offered (on the counts aboard and at home, which are public),
    Davy Jones taking a token from a hold, a defeat's loot. The same action with what each
    other seat cannot see redealt stops the game at the same point for the same seat."""
    state = new(3)
    held = {**state.cargo, "blue-3": {"gold-1": 1, "gold-3": 1}}
    if position == "explore":
        state = put(state, {"green-4": docked("green-4", c.CENTRE, 180)})
        action = "explore:green-4"
    elif position in ("parley", "loot"):
        state = put(state, {"green-4": (250, 300, 90), "blue-3": (330, 300, 0)},
                    dice(6, 6), **lift(state, "gold-1", "gold-3"), cargo=held,
                    masts={**state.masts, "blue-3": [0] if position == "loot" else [0, 1, 2]})
        action = "shoot:green-4:blue-3"
        if position == "loot":
            state.apply(action)
            action = "refuse"
    else:
        state = put(state, {"blue-3": docked("blue-3", c.CENTRE, 90)}, dice(1, 6),
                    **lift(state, "gold-1", "gold-3"), cargo=held, davy_jones=c.CENTRE,
                    turn=MARY)
        action = "fight:blue-3"
    compared = _stops_alike(state, action)
    assert compared and any(o.cargo != state.cargo or o.wild != state.wild for o in compared)


# --- a world depends on the seat's view alone (ruling 70) ---------------------------------------
def _played_on(state, chance: Chance, steps: int = 20) -> list[str]:
    """The ids of up to `steps` random actions played from `state` with draws from `chance`."""
    ids = []
    for _ in range(steps):
        legal = state.legal_actions()
        if not legal:
            break
        ids.append(legal[chance.below(len(legal))].id)
        state.apply(ids[-1])
    return ids


def _told_apart_only_by_hidden_things():
    """Two positions Anne cannot tell apart: Jack's hold holds gold-2 in one and gold-3 in
    the other (from the centre island, whose tokens lie in another order), and Mary remembers
    the centre island's Storm curse in one only."""
    truth = loaded()
    truth = put(truth, known=[{}, {c.CENTRE: {"curse-storm": 1}}, {}])
    centre = dict(reversed(list(truth.wild[c.CENTRE].items())))
    centre["gold-3"] -= 1
    centre["gold-2"] = centre.get("gold-2", 0) + 1
    twin = put(truth.clone(), wild={**truth.wild, c.CENTRE: centre}, known=[{}, {}, {}],
               cargo={**truth.cargo, "green-4": {"gold-3": 1}})
    return truth, twin


def test_two_positions_a_seat_cannot_tell_apart_give_the_same_world():
    """Ruling 70: the world is dealt from one sorted pool of what Anne cannot see, so it
    depends on her view alone: the same world for the same chance, which plays on alike, and
    the other seats remember nothing in it (Mary's memory would name a true token)."""
    truth, twin = _told_apart_only_by_hidden_things()
    assert truth.invariants() == twin.invariants() == []
    assert twin.view(ANNE) == truth.view(ANNE) and twin._snapshot() != truth._snapshot()
    for seed in range(6):
        a, b = truth.world(ANNE, Chance(seed)), twin.world(ANNE, Chance(seed))
        assert a == b and a.known == [{}, {}, {}] and a.view(ANNE) == truth.view(ANNE)
        assert _played_on(a, Chance(50 + seed)) == _played_on(b, Chance(50 + seed))


def test_a_world_deals_the_unused_home_island_gold_only():
    """Ruling 70 (from ruling 60): only gold ever lies face down on the unused home island of
    three players (what Davy Jones takes there), so every world deals it gold."""
    state = new(3)
    fields = lift(state, "gold-1", "gold-4")
    fields["wild"][c.WEST] = {"gold-1": 1, "gold-4": 1}
    state = put(state, **fields)
    for seed in range(30):
        world = state.world(JACK, Chance(seed))
        assert sum(world.wild[c.WEST].values()) == 2 and all(
            t.startswith("gold-") for t in world.wild[c.WEST]), seed


def _piles(north: list[str], east: list[str], south: list[str]) -> dict[str, dict[str, int]]:
    return {c.NORTH: dict(Counter(north)), c.EAST: dict(Counter(east)),
            c.SOUTH: dict(Counter(south))}


def test_a_world_never_sets_aside_every_davy_jones_token_before_one_is_seen():
    """Rulings 59 and 70: the deal never sets aside all three Davy Jones tokens, and while
    none has been seen the table knows one lies out, so no world sets all three aside. Here
    the set-aside holds two of them and six gold, the centre island the third and one gold,
    the other tokens lie face up or as gold at home: of Anne's worlds none sets all three
    aside (an unconditioned redeal would, 21 times in 45), and the set-aside holds one or two."""
    state = new(3)
    everything = Counter({**state.aside})
    for pile in state.wild.values():
        everything.update(pile)
    gold = sorted(t for t in everything.elements() if t.startswith("gold-"))
    face_up = sorted(t for t in everything.elements() if not t.startswith(("gold-", "davy")))
    state = put(state, aside=dict(Counter(gold[:6] + ["davy-jones"] * 2)),
                wild={c.CENTRE: {gold[6]: 1, "davy-jones": 1}, c.NORTH_EAST: {},
                      c.SOUTH_WEST: {}, c.WEST: {}},
                hoard=_piles(gold[7:12], gold[12:17], gold[17:]),
                trophies=_piles(face_up[:3], face_up[3:6], face_up[6:]))
    assert state.invariants() == []
    aside = {state.world(ANNE, Chance(seed)).aside.get("davy-jones", 0) for seed in range(40)}
    assert aside == {1, 2}
