"""Diving: one card draw, a whole dive, tridents, weights, fleeing divers, the monster's
return, and exact odds from the dive code itself (rulebook "Drawing Wreck Cards", "Using a
Weight", "Trident", "Weight")."""
from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

import pirates_lib as pl
from pirates_lib.engine.staging import ScriptedChance
from pirates_lib.key_largo import components as C
from pirates_lib.key_largo.mechanics import (Diver, DiveMoment, Draw, dive, draw_card,
                                             keep_weights, use_weights)


def _recording(answers=()):
    """A policy that records every question and answers from `answers`, else like
    `use_weights`."""
    asked: list[DiveMoment] = []
    script = list(answers)

    def policy(moment: DiveMoment) -> str:
        asked.append(moment)
        return script.pop(0) if script else use_weights(moment)
    return policy, asked


# --- one draw --------------------------------------------------------------------------------
def test_a_treasure_drawn_is_kept_and_leaves_the_wreck():
    wreck = {"gold-2": 1, "goods-1": 2}
    draw, team = draw_card(ScriptedChance(cards=["gold-2"]), wreck, (Diver(),), 0, (0,))
    assert draw == Draw(0, ("gold-2",), (), "gold-2", False)
    assert team == (Diver(),) and wreck == {"goods-1": 2}


def test_a_trident_kills_the_monster_and_a_replacement_card_is_drawn():
    wreck = {"monster": 1, "goods-1": 1, "gold-1": 1}
    chance = ScriptedChance(cards=["monster", "goods-1"])
    draw, team = draw_card(chance, wreck, (Diver(hoses=1, tridents=1),), 0, (0,))
    assert draw == Draw(0, ("monster", "goods-1"), (0,), "goods-1", False)
    assert team == (Diver(hoses=1),)  # the trident is spent
    assert wreck == {"gold-1": 1}  # the monster left the game


def test_a_diver_without_a_trident_flees_and_leaves_with_all_its_equipment():
    wreck = {"monster": 1, "goods-1": 1}
    team = (Diver(hoses=2, weights=1), Diver())
    draw, after = draw_card(ScriptedChance(cards=["monster"]), wreck, team, 0, (0, 1))
    assert draw == Draw(0, ("monster",), (), None, True)
    assert after == (None, Diver())
    assert wreck == {"goods-1": 1}  # set aside until the dive ends


def test_another_divers_trident_at_the_wreck_can_kill_the_monster():
    wreck = {"monster": 1, "goods-1": 1}
    team = (Diver(), Diver(tridents=1))
    draw, after = draw_card(ScriptedChance(cards=["monster", "goods-1"]), wreck, team, 0, (0, 1))
    assert draw.tridents == (1,) and draw.treasure == "goods-1"
    assert after == (Diver(), Diver())


def test_a_trident_on_a_diver_left_on_the_boat_cannot_help():
    team = (Diver(hoses=1), Diver(tridents=1))  # diver 1 cannot reach medium depth
    result = dive(ScriptedChance(cards=["monster"]), {"monster": 1, "gold-2": 1}, team, "medium")
    assert result.lost == (0,) and result.team == (None, Diver(tridents=1))


def test_the_replacement_card_can_be_another_monster_met_the_same_way():
    wreck = {"monster": 2, "gold-1": 1}
    result = dive(ScriptedChance(cards=["monster", "monster"]), wreck, (Diver(tridents=1),),
                  "shallow")
    assert result.draws == (Draw(0, ("monster", "monster"), (0,), None, True),)
    assert result.monsters_back == 1 and wreck == {"gold-1": 1, "monster": 1}


def test_a_wreck_emptied_by_a_killed_monster_gives_no_replacement():
    wreck = {"monster": 1}
    draw, team = draw_card(ScriptedChance(), wreck, (Diver(tridents=1),), 0, (0,))
    assert draw == Draw(0, ("monster",), (0,), None, False) and wreck == {}


def test_when_several_divers_hold_a_trident_the_player_chooses_whose():
    team = (Diver(tridents=1), Diver(tridents=1))
    chance = ScriptedChance(cards=["goods-1", "monster", "goods-2"])
    wreck = {"monster": 1, "goods-1": 1, "goods-2": 1}
    assert dive(chance, dict(wreck), team, "shallow").team == (Diver(tridents=1), Diver())
    policy, asked = _recording(["draw:0", "trident:0"])
    chance = ScriptedChance(cards=["goods-1", "monster", "goods-2"])
    assert dive(chance, dict(wreck), team, "shallow", policy).team == (Diver(), Diver(tridents=1))
    assert asked[1].options == ("trident:0", "trident:1") and asked[1].drawer == 1


# --- a whole dive ----------------------------------------------------------------------------
def test_each_diver_at_the_wreck_draws_one_card_in_turn():
    wreck = {"goods-1": 3, "gold-1": 2}
    result = dive(pl.Chance(5), wreck, (Diver(), Diver(), Diver(hoses=1)), "shallow")
    assert [d.diver for d in result.draws] == [0, 1, 2]
    assert len(result.kept) == 3 and sum(wreck.values()) == 2


def test_without_a_loss_every_diver_must_draw_and_none_may_surface():
    policy, asked = _recording()
    dive(pl.Chance(1), {"goods-1": 5}, (Diver(), Diver()), "shallow", policy)
    assert [m.options for m in asked] == [("draw:0", "draw:1")]


def test_a_fled_divers_monster_goes_back_only_after_the_other_divers_have_drawn():
    def outcome(chance):
        return len(dive(chance, {"monster": 1, "goods-1": 4}, (Diver(), Diver()),
                        "shallow").lost)
    # The fled diver's monster is set aside, so the second diver cannot meet it too.
    assert pl.odds.exact(outcome) == pl.odds.Dist({0: Fraction(3, 5), 1: Fraction(2, 5)})
    wreck = {"monster": 1, "goods-1": 4}
    result = dive(ScriptedChance(cards=["monster", "goods-1"]), wreck, (Diver(), Diver()),
                  "shallow")
    assert result.kept == ("goods-1",) and wreck == {"goods-1": 3, "monster": 1}


def test_the_monster_alone_in_a_wreck_goes_back_alone():
    wreck = {"monster": 1}
    result = dive(pl.Chance(0), wreck, (Diver(),), "shallow")
    assert result.lost == (0,) and wreck == {"monster": 1} and result.survivors == ()


def test_after_a_loss_the_other_divers_may_surface_at_once():
    policy, asked = _recording(["draw:0", "surface"])
    wreck = {"monster": 1, "goods-1": 4}
    result = dive(ScriptedChance(cards=["monster"]), wreck, (Diver(), Diver()), "shallow", policy)
    assert asked[1].options == ("draw:1", "surface")
    assert result.kept == () and result.team == (None, Diver())
    assert wreck == {"monster": 1, "goods-1": 4}


def test_a_weight_draws_one_more_card_after_a_treasure_and_weights_chain():
    team = (Diver(weights=1), Diver(weights=1))
    result = dive(pl.Chance(2), {"goods-1": 5}, team, "shallow", use_weights)
    assert len(result.kept) == 4 and result.team == (Diver(), Diver())
    result = dive(pl.Chance(2), {"goods-1": 5}, team, "shallow", keep_weights)
    assert len(result.kept) == 2 and result.team == team


def test_a_weight_is_offered_only_right_after_a_treasure():
    policy, asked = _recording(["draw:0", "draw:1"])
    team = (Diver(weights=1), Diver())
    chance = ScriptedChance(cards=["goods-1", "monster"])
    result = dive(chance, {"monster": 1, "goods-1": 4}, team, "shallow", policy)
    assert asked[1].options == ("draw:1", "weight:0")
    # diver 1 fled on the last regular draw: no treasure was just drawn, no weight is offered
    assert result.team == (Diver(weights=1), None) and len(asked) == 2


def test_a_monster_on_a_weights_card_is_met_as_usual_and_the_first_treasure_is_kept():
    wreck = {"monster": 1, "goods-2": 2}
    result = dive(ScriptedChance(cards=["goods-2", "monster"]), wreck, (Diver(weights=1),),
                  "shallow")
    assert result.kept == ("goods-2",) and result.lost == (0,)
    assert wreck == {"goods-2": 1, "monster": 1}


def test_a_diver_lost_on_a_weights_card_before_its_own_draw_makes_no_draw():
    policy, _ = _recording(["draw:0", "weight:1"])
    team = (Diver(), Diver(weights=1))
    result = dive(ScriptedChance(cards=["goods-1", "monster"]), {"monster": 1, "goods-1": 4},
                  team, "shallow", policy)
    assert [d.diver for d in result.draws] == [0, 1] and result.team == (Diver(), None)


def test_the_divers_draw_nothing_once_the_wreck_is_empty():
    result = dive(pl.Chance(0), {"gold-1": 1}, (Diver(), Diver(), Diver()), "shallow")
    assert result.kept == ("gold-1",) and len(result.draws) == 1


def test_a_dive_needs_a_diver_who_reaches_the_depth_and_a_legal_policy_answer():
    with pytest.raises(ValueError, match="^no diver of this team reaches great depth$"):
        dive(pl.Chance(0), {"gold-1": 1}, (Diver(hoses=1),), "great")
    with pytest.raises(ValueError, match=r"^the dive policy answered 'surface'; legal: "
                                         r"\('draw:0', 'draw:1'\)$"):
        dive(pl.Chance(0), {"gold-1": 3}, (Diver(), Diver()), "shallow", lambda m: "surface")


# --- exact odds from the dive code -----------------------------------------------------------
def _fresh_wreck(chance, pile):
    """A wreck dealt as the set-up deals it: 5 cards drawn from the depth's pile."""
    pile, wreck = dict(pile), {}
    for _ in range(C.CARDS_PER_WRECK):
        card = chance.draw(pile)
        wreck[card] = wreck.get(card, 0) + 1
    return wreck


def test_one_card_at_a_fresh_shallow_wreck_meets_the_monster_one_time_in_twenty():
    pile = C.default_wreck_cards()["shallow"]
    # By counting: the wreck holds the one monster with chance 5/20, then it is the
    # diver's card with chance 1/5.
    counted = pl.odds.hypergeometric(20, pile["monster"], 5)[1] * Fraction(1, 5)
    assert counted == Fraction(1, 20)
    # By the dive code: over every 5-card wreck the shallow pile can deal, weighted by its
    # exact chance, the exact chance that the diver's one card is the monster.
    kinds = list(pile)
    total = Fraction(0)
    for counts, p in pl.odds.hands(pile, 5).items():
        wreck = {k: n for k, n in zip(kinds, counts) if n}
        met = pl.odds.exact(lambda ch: dive(ch, dict(wreck), (Diver(),), "shallow").monsters_met)
        total += p * met[1]
    assert total == counted
    # And by the dive code from the deal itself (treasures merged: only the monster matters).
    merged = {"monster": 1, "goods-1": 19}
    met = pl.odds.exact(lambda ch: dive(ch, _fresh_wreck(ch, merged), (Diver(),),
                                        "shallow").monsters_met)
    assert met[1] == counted


def test_a_weight_doubles_the_chance_to_meet_the_wreck_s_one_monster():
    wreck = {"monster": 1, "goods-1": 4}
    team = (Diver(weights=1),)
    with_weight = pl.odds.exact(lambda ch: dive(ch, dict(wreck), team, "shallow").monsters_met)
    without = pl.odds.exact(lambda ch: dive(ch, dict(wreck), team, "shallow",
                                            keep_weights).monsters_met)
    # By counting: the monster is among the first 2 (or the first 1) of 5 cards.
    assert with_weight[1] == Fraction(comb(4, 1), comb(5, 2)) == Fraction(2, 5)
    assert without[1] == Fraction(1, 5)


def test_a_trident_turns_a_medium_wrecks_monster_into_one_more_card():
    wreck = {"monster": 2, "gold-3": 3}

    def kept(chance):
        result = dive(chance, dict(wreck), (Diver(hoses=1, tridents=1),), "medium")
        return (len(result.kept), len(result.lost))
    # first card a treasure 3/5; a monster 2/5, killed, then the replacement is the other
    # monster 1/4 (the diver flees) or a treasure 3/4.
    treasure = Fraction(3, 5) + Fraction(2, 5) * Fraction(3, 4)
    fled = Fraction(2, 5) * Fraction(1, 4)
    assert pl.odds.exact(kept) == pl.odds.Dist({(1, 0): treasure, (0, 1): fled})
