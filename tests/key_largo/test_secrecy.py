"""What is hidden and what is public: hands (their backs public), plans until revealed, wreck
contents (a look is a record of what was seen, until the wreck changes), encounter cards in
hand; the redeal of everything a seat cannot see, and the invariants (docs/rules/key_largo.md,
"What is hidden")."""
from __future__ import annotations

import pirates_lib as pl
from pirates_lib.engine import Chance, RandomBot
from pirates_lib.key_largo.mechanics import Diver

from .helpers import new, plan_day, stage, staged

IDLE = ("dolphins", "market")


def played(seed: int, steps: int, **options):
    """A seeded random game after `steps` actions."""
    state = new(4, seed=seed, **options)
    bots = [RandomBot(state.game, p, seed=seed + p) for p in range(4)]
    for _ in range(steps):
        state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
    return state


def test_the_redeal_changes_what_a_seat_cannot_see_and_keeps_what_it_can():
    state = played(3, 120, encounters=True)
    for seat in (None, 0, 2):
        other = state.clone()
        other.shuffle_hidden(seat, Chance(9))
        assert other.view(seat) == state.view(seat) and other.invariants() == []
        assert other._snapshot() != state._snapshot()
        assert other.view(None)["backs"] == state.view(None)["backs"]
        assert [sum(w.values()) for w in other.wrecks] == [sum(w.values()) for w in
                                                            state.wrecks]
        if seat is not None:
            assert other.hands[seat] == state.hands[seat]
            assert other.encounter_hands[seat] == state.encounter_hands[seat]


def test_a_wreck_the_seat_looked_at_is_kept_until_it_changes_and_so_is_a_monster_put_back():
    state = staged(4, ["monster"], wrecks={0: {"monster": 1, "goods-1": 2, "gold-2": 2}})
    plan_day(state, ("bar", "dolphins"), ("dive", "bar"), IDLE, IDLE)
    for action in ("wreck:0", "round", "look:3", "look:5", "leave"):
        state.apply(action)  # Mary's diver flees: the monster goes back into wreck 1
    assert state.known_monsters[0] == 1 and state.looks[0][0]["ended"] is None
    for n in range(20):
        other = state.clone()
        other.shuffle_hidden(0, Chance(n))
        assert other.wrecks[3] == state.wrecks[3] and other.wrecks[5] == state.wrecks[5]
        assert other.wrecks[0].get("monster", 0) >= 1
        assert other.view(0) == state.view(0)


def test_another_seats_look_follows_the_redeal_so_it_stays_what_the_wreck_holds():
    state = staged(4, wrecks={3: {"monster": 1, "goods-1": 2, "gold-2": 2}})
    plan_day(state, ("bar", "dolphins"), IDLE, IDLE, IDLE)
    for action in ("round", "look:3", "look:5"):
        state.apply(action)
    changed = False
    for n in range(10):
        other = state.clone()
        other.shuffle_hidden(1, Chance(n))
        assert other.looks[0][0]["cards"] == other.wrecks[3] and other.invariants() == []
        changed |= other.wrecks[3] != state.wrecks[3]
    assert changed


def test_a_plan_is_redealt_for_the_others_and_kept_for_its_owner():
    state = staged(4)
    plan_day(state, ("bar", "dive"), ("shop", "market"), (), ())
    seen = set()
    for n in range(30):
        other = state.clone()
        other.shuffle_hidden(2, Chance(n))
        seen.add(tuple(other.plans[0]))
        assert other.plans[0][0] != other.plans[0][1]
        mine = state.clone()
        mine.shuffle_hidden(0, Chance(n))
        assert mine.plans[0] == ["bar", "dive"]
    assert len(seen) > 5


def test_encounter_cards_in_hand_are_hidden_but_their_number_is_public():
    state = staged(4, held={1: ["family", "saboteur"]})
    assert state.view(1)["encounter_hand"] == ["family", "saboteur"]
    assert state.view(0)["encounter_hand"] == [] and state.view(None)["encounter_hand"] is None
    assert state.view(0)["encounter_counts"] == [0, 2, 0, 0]
    assert state.view(0)["encounter_deck"] == 22


def test_the_invariants_name_a_card_in_two_places_money_below_zero_and_a_stale_look():
    state = staged(4, wrecks={0: {"monster": 1, "goods-1": 2, "gold-2": 2}})
    broken = stage(state.clone(), check=False, money=[-10, 100, 100, 100])
    assert broken.invariants() == ["Anne has $-10"]
    twice = state.clone()
    hands = [{"shallow": dict(state.wrecks[0]), "medium": {}, "great": {}}] + state.hands[1:]
    problems = stage(twice, check=False, hands=hands).invariants()
    assert "a monster is in a hand" in problems
    assert any(p.startswith("the shallow cards are not each in one place: ") for p in problems)
    stale = stage(state.clone(), check=False, looks=[[{"wreck": 0, "cards": {"gold-9": 5},
                                                       "seen": "day 1", "ended": None}],
                                                     [], [], []])
    assert stale.invariants() == [
        "Anne's look at wreck 1 is no longer what it holds, yet is not marked ended"]
    team = stage(state.clone(), check=False, teams=[[Diver(hoses=3)]] + state.teams[1:])
    assert "a diver carries too many hoses" in team.invariants()


def test_a_save_of_a_game_with_hidden_cards_replays_to_the_same_game():
    state = played(5, 90, encounters=True)
    again = pl.from_json(state.to_json())
    assert again == state and again.view(1) == state.view(1)
