"""The bots (bots.py): the navigator clearly beats random bots (the full 1,000-game match is
`make winrates`; here a short one with a lower bar keeps the suite fast), plays only legal
actions at every table, and answers decisions sensibly from its view alone."""
from __future__ import annotations

from fractions import Fraction

import pytest

import pirates_lib as pl
from pirates_lib.davy_jones import DavyJonesGame
from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones import fleet as f
from pirates_lib.davy_jones import geometry as g
from pirates_lib.davy_jones.bots import NavigatorBot

from .positions import ANNE, JACK, MARY, dice, docked, legal_ids, lift, new, put


def test_the_match_declared_is_the_navigator_against_two_random_bots_at_60_percent():
    (match,) = DavyJonesGame.matches
    assert (match.bot, match.players, match.bar, match.others) == ("navigator", 3, 0.60, "random")


def test_the_navigator_wins_most_three_player_games_against_two_random_bots():
    rate = pl.win_rate(pl.load("davy_jones", players=3), "navigator", "random", 24)
    assert rate.shares / rate.games > 0.5, rate


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_navigator_plays_only_legal_actions_at_every_table(players):
    game = pl.load("davy_jones", players=players)
    state = pl.play(game, ["navigator"] * players, seed=players)
    assert state.over and state.invariants() == []


def test_the_navigator_loses_its_worst_cannon_to_a_hit():
    state = put(new(3), {"green-4": (250, 300, 90), "blue-4": (330, 300, 0)}, dice(6, 6))
    state.apply("shoot:green-4:blue-4")  # the rank 2 and 3 cannons of Jack's bow reach her
    bot = NavigatorBot(state.game, MARY)
    assert state.to_move == MARY and bot.choose(state.view(MARY)) == "mast:3"  # rank 4


def test_the_navigator_explores_where_it_lies_and_fights_davy_jones_first():
    state = put(new(3), {"green-4": docked("green-4", c.CENTRE, 180)})
    bot = NavigatorBot(state.game, JACK)
    assert bot.choose(state.view(JACK)) == "spyglass:green-4"
    state = put(state, davy_jones=c.CENTRE)
    assert bot.choose(state.view(JACK)) == "fight:green-4"


def test_the_navigator_sails_a_full_hold_home():
    state = new(3)
    state = put(state, {"green-4": (457, 640, 90)}, **lift(state, "gold-1", "gold-2", "gold-3"),
                cargo={**state.cargo, "green-4": {"gold-1": 1, "gold-2": 1, "gold-3": 1}})
    choice = NavigatorBot(state.game, JACK).choose(state.view(JACK))
    state.apply(choice)
    south = c.ISLAND[c.SOUTH].shape
    assert abs(state.boxes["green-4"].y - south.y) < abs(640 - south.y)


# --- sea monsters: out of reach, or defeated -------------------------------------------------------
KRAKEN_SOUTH = {"monster_at": {c.KRAKEN: 5, c.SEA_SERPENT: None}}  # at (405, 650), 6 parts
SERPENT_NORTH = {"monster_at": {c.KRAKEN: None, c.SEA_SERPENT: 2}}  # at (509, 264), radius 32
BY_THE_SERPENT = {"green-4": (404.5, 264, 90), "green-3": (509, 357, 0)}  # both within S of it


def in_reach(state: pl.State, ship: str) -> bool:
    """Would a monster shoot at her at the next turn's start (she lies within S of it)?"""
    return any(g.reaches(f.monster_shape(state, m), state.boxes[ship], c.CANNON_REACH)
               for m in f.monsters_on_mat(state))


def full_hold(state: pl.State, ship: str = "green-4") -> dict:
    """Fields for `put`: three gold tokens aboard her (the 4-mast's capacity)."""
    return {**lift(state, "gold-1", "gold-2", "gold-3"),
            "cargo": {**state.cargo, ship: {"gold-1": 1, "gold-2": 1, "gold-3": 1}}}


def sail_turns(state: pl.State, ship: str, until, turns: int = 12) -> list[bool]:
    """Her player's navigator plays his turns (the others end theirs at once, answering
    any question with its first choice) until `until(state)`; whether `ship` lay within a
    monster's reach after each of her moves."""
    seat = f.owner(state, ship)
    bot, reached = NavigatorBot(state.game, seat), []
    while not until(state) and state.round <= turns:
        if state.to_move != seat:
            state.apply("end" if "end" in legal_ids(state) else legal_ids(state)[0])
            continue
        action = bot.choose(state.view(seat))
        state.apply(action)
        if action.split(":")[:2] in (["sail", ship], ["dock", ship], ["move", ship]):
            reached.append(in_reach(state, ship))
    return reached


def test_the_navigator_keeps_out_of_reach_of_a_monster_it_cannot_beat():
    """The straight way home to the south runs past the Kraken (6 parts, each shooting at
    every player's turn): she sails round its reach, never ending a move within S of it."""
    state = new(3)
    state = put(state, {"green-4": (520, 540, 200)}, **KRAKEN_SOUTH, **full_hold(state))
    assert not in_reach(state, "green-4")
    reached = sail_turns(state, "green-4", lambda s: f.docked_at(s, "green-4") == c.SOUTH)
    assert f.docked_at(state, "green-4") == c.SOUTH and reached and not any(reached)


def test_the_navigator_leaves_a_monsters_reach_rather_than_explore_in_it():
    """Her 3-mast lies docked at the centre with her bow just within S of the Kraken: she
    sails out of its reach rather than explore there. (A move turns her about her bow and
    her bow travels at most L, so her hull always covers the point where her bow stood
    when L is no more than her length: the 4-mast, 89 mm = L, can never leave a reach her
    leading end lies in; the 3-mast, 76 mm, ends up to 13 mm beyond it.)"""
    state = put(new(3), {"green-3": docked("green-3", c.CENTRE, 226)}, **KRAKEN_SOUTH)
    assert in_reach(state, "green-3") and "spyglass:green-3" in legal_ids(state)
    state.apply(NavigatorBot(state.game, JACK).choose(state.view(JACK)))
    assert "green-3" in state.acted and not in_reach(state, "green-3")


def test_the_navigator_takes_her_bow_out_of_a_reach_she_cannot_leave_in_one_move():
    """Her 4-mast lies docked at the centre with her bow within S of the Kraken. She is L
    long, so her hull always covers the point her bow stood on: no move leaves its reach
    this turn. Rather than shoot at its six parts in vain she takes her bow out of it;
    from there her next move leaves."""
    state = put(new(3), {"green-4": docked("green-4", c.CENTRE, 215)}, **KRAKEN_SOUTH)
    assert in_reach(state, "green-4")
    state.apply(NavigatorBot(state.game, JACK).choose(state.view(JACK)))
    bow = state.boxes["green-4"].bow
    assert g.point_gap(bow, f.monster_shape(state, c.KRAKEN)) > c.CANNON_REACH
    after = put(new(3), {"green-4": state.boxes["green-4"]}, **KRAKEN_SOUTH)
    after.apply(NavigatorBot(after.game, JACK).choose(after.view(JACK)))
    assert "green-4" in after.acted and not in_reach(after, "green-4")


def test_the_navigator_shoots_a_monster_in_reach_when_its_cannons_likely_defeat_it():
    """The Sea Serpent has one part left; her stern cannons (ranks 4, 3 and 3; her bow's
    lies beyond S) reach it and hit at least once 5 times in 6: its defeat brings two
    reward draws (and any 'place' token of it, 5 gold). With all four parts it would most
    likely survive her: she sails away, out of its reach. (She lies stern to it: turned
    about her bow, a ship bow-on to it could not turn away without swinging her hull
    through it, and her hull would still cover where her bow stood, within its reach.)"""
    stern_to = {"green-4": (427.5, 264, 270)}  # her stern 5 mm from the Serpent's base
    weak = put(new(3), stern_to, **SERPENT_NORTH, parts={c.KRAKEN: 6, c.SEA_SERPENT: 1})
    bot = NavigatorBot(weak.game, JACK)
    assert bot.choose(weak.view(JACK)) == "shoot:green-4:sea-serpent"
    whole = put(new(3), stern_to, **SERPENT_NORTH)
    whole.apply(bot.choose(whole.view(JACK)))
    assert "green-4" in whole.acted and not in_reach(whole, "green-4")


def test_the_navigator_goes_in_at_a_monster_that_cursed_it_only_with_masts_to_outlive_it():
    """Jack is cursed by the Kraken: his ships must defeat it. Its six parts shoot at each of
    the three players' turns before she could fire (6 hits on average): his 4-mast alone
    waits out of reach while the 3-mast is repaired at home; with the 3-mast beside her,
    seven masts, both go in."""
    state = new(3)
    curse = {"curses": {"curse-kraken": {"seat": JACK, "ships": ["green-4", "green-3"],
                                         "home": c.SOUTH}}, **lift(state, "curse-kraken")}
    near = {"green-4": (560, 600, 270)}  # 77 mm from the Kraken: one move from its reach
    alone = put(state, near, **KRAKEN_SOUTH, **curse, masts={**state.masts, "green-3": []})
    assert not in_reach(alone, "green-4")
    sail_turns(alone, "green-4", lambda s: s.round > 1)
    assert not in_reach(alone, "green-4")
    together = put(state, {**near, "green-3": (520, 760, 90)}, **KRAKEN_SOUTH, **curse)
    together.apply(NavigatorBot(together.game, JACK).choose(together.view(JACK)))
    assert in_reach(together, together.history[-1].split(":")[1])


def test_the_navigator_counts_a_ship_at_home_out_of_reach_of_the_monster_beside_it():
    """Mary is cursed by the Sea Serpent, which lies within S of her 3-mast's berth: docked
    at her home island, she is not shot at there, nor in its reach to fire at it; with her
    4-mast just repaired she waits for her, never going in alone."""
    state = new(3)
    state = put(state, {"blue-3": docked("blue-3", c.EAST, 300)}, turn=MARY,
                monster_at={c.KRAKEN: None, c.SEA_SERPENT: 3}, masts={**state.masts, "blue-4": []},
                curses={"curse-sea-serpent": {"seat": MARY, "ships": ["blue-4", "blue-3"],
                                              "home": c.EAST}}, **lift(state, "curse-sea-serpent"))
    assert g.reaches(f.monster_shape(state, c.SEA_SERPENT), state.boxes["blue-3"], c.CANNON_REACH)
    reached = sail_turns(state, "blue-3", lambda s: s.turn != MARY)
    assert state.masts["blue-4"] and not any(reached)


def test_the_navigator_aims_a_monster_at_a_rival_or_else_at_its_ship_with_least_to_lose():
    state = put(new(3), BY_THE_SERPENT, **SERPENT_NORTH, turn=MARY,
                parts={c.KRAKEN: 6, c.SEA_SERPENT: 1}, **full_hold(new(3)))
    state.apply("end")  # Jack's turn begins with the Sea Serpent's one shot
    assert state.to_move == JACK and legal_ids(state) == ["aim:green-4", "aim:green-3"]
    assert NavigatorBot(state.game, JACK).choose(state.view(JACK)) == "aim:green-3"


# --- Davy Jones' treasure ------------------------------------------------------------------------
def test_the_navigator_sails_to_davy_jones_and_fights_him():
    """With gold aboard (a lost fight costs a token of it rather than of her home island)
    she sails to his island, and fights him there."""
    state = new(3)
    state = put(state, {"green-4": (457, 640, 0)}, davy_jones=c.CENTRE,
                **lift(state, "gold-1"), cargo={**state.cargo, "green-4": {"gold-1": 1}})
    bot = NavigatorBot(state.game, JACK)
    state.apply(bot.choose(state.view(JACK)))
    assert f.docked_at(state, "green-4") == c.CENTRE
    state.apply("end")
    state.apply("end")
    state.apply("end")
    assert state.to_move == JACK and bot.choose(state.view(JACK)) == "fight:green-4"


def test_the_navigator_unwedges_ships_converging_on_davy_jones_and_reaches_him():
    """Seed 49 of three navigators, round 45 (the game ran to the safety round): Mary's
    4-mast lies docked bow-first at her home island under Davy Jones; Jack's 4-mast lies bow
    to her stern 1 mm off, his 3-mast 8 mm off her side. The old navigator ended every turn
    from here (no menu move, its straight courses stopping where they touched her); now the
    4-mast turns her around (ruling 69), the 3-mast creeps round her, and one docks at his
    island within six turns."""
    state = put(new(3), {"blue-4": (751.1, 492.6, 69.0), "green-4": (671.2, 536.0, 65.4),
                         "green-3": (732.7, 548.8, 45.0)}, davy_jones=c.EAST)
    assert f.docked_at(state, "blue-4") == c.EAST
    there = lambda s: c.EAST in (f.docked_at(s, "green-4"), f.docked_at(s, "green-3"))
    sail_turns(state, "green-3", there, turns=6)
    assert there(state)


def test_the_navigator_weighs_its_sword_odds_crimson_kate_fights_with_her_reroll_free():
    """Crimson Kate's sword 0 against his 2 wins 5/18 of fights: less than a lost fight
    costs (a mast and a gold token); with her reroll free, 5/12: enough."""
    state = put(new(3), {"red-4": docked("red-4", c.CENTRE, 30)}, davy_jones=c.CENTRE,
                turn=ANNE)
    bot = NavigatorBot(state.game, ANNE)
    assert bot.choose(state.view(ANNE)) == "fight:red-4"
    used = put(state, ability_used=True)
    assert bot.choose(used.view(ANNE)) != "fight:red-4"


def test_the_navigator_leaves_the_last_treasure_while_even_its_6_gold_leave_it_behind():
    """Winning the fourth treasure ends the game: Jack (no gold at home) leaves it while
    Anne's three treasures (18 gold) beat his 6 and the wild islands hold gold."""
    state = new(3)
    ahead = put(state, {"green-4": docked("green-4", c.CENTRE, 180)}, davy_jones=c.CENTRE,
                treasures=1, trophies={**state.trophies, c.NORTH: {c.DAVY_JONES_TREASURE: 3}})
    bot = NavigatorBot(ahead.game, JACK)
    assert bot.choose(ahead.view(JACK)) != "fight:green-4"
    level = put(ahead, trophies={**state.trophies, c.NORTH: {c.DAVY_JONES_TREASURE: 1},
                                 c.SOUTH: {c.DAVY_JONES_TREASURE: 2}})
    assert bot.choose(level.view(JACK)) == "fight:green-4"


# --- the search's cut-off: each seat's part of the gold, at the end of the round ------------------
def _next_round(state):
    """The state with its round counted on, as a playout's world reaches the round's end."""
    state.round += 1
    return state


def test_the_cut_off_waits_for_the_end_of_the_round_it_began_in():
    state = new()
    cutoff = DavyJonesGame.search_cutoff(state)
    assert cutoff(state) is None
    assert cutoff(_next_round(state)) == [Fraction(1, 3)] * 3


def _taken(state, *tokens):
    """The wild islands with each of `tokens` taken off the first that has it (to be put
    where a test needs it: the tokens in play stay the pile)."""
    wild = {island: dict(pile) for island, pile in state.wild.items()}
    for token in tokens:
        island = next(i for i, pile in wild.items() if pile.get(token))
        wild[island][token] -= 1
    return {i: {t: n for t, n in pile.items() if n} for i, pile in wild.items()}


def test_gold_at_home_counts_more_than_as_much_gold_aboard_and_aboard_more_than_none():
    state = new()
    cutoff = DavyJonesGame.search_cutoff(state)
    put(state, wild=_taken(state, "gold-3", "gold-3"),
        hoard={**state.hoard, c.NORTH: {"gold-3": 1}},
        cargo={**state.cargo, "blue-4": {"gold-3": 1}})
    anne, mary, jack = cutoff(_next_round(state))
    assert anne > mary > jack and anne + mary + jack == 1


def test_a_lead_weighs_more_as_the_gold_still_out_dwindles():
    early, late = new(), new()
    for state in (early, late):
        put(state, wild=_taken(state, "gold-2"), hoard={**state.hoard, c.NORTH: {"gold-2": 1}})
    aside = dict(late.aside)
    for pile in late.wild.values():
        for token, n in pile.items():
            if token.startswith("gold"):
                aside[token] = aside.get(token, 0) + n
    put(late, aside=aside, wild={i: {t: n for t, n in pile.items() if not t.startswith("gold")}
                                 for i, pile in late.wild.items()})
    cutoff = DavyJonesGame.search_cutoff(new())
    assert cutoff(_next_round(late))[ANNE] > cutoff(_next_round(early))[ANNE] > Fraction(1, 3)
