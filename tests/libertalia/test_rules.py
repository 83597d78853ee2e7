"""The flow of Libertalia: set-up, the secret choice, the ship's order, dusk claims and booty
effects, scoring and the campaigns."""
from __future__ import annotations

import dataclasses
import re

import pytest

import pirates_lib as pl
from pirates_lib.engine.staging import ScriptedChance, stage
from pirates_lib.libertalia.actions import CODEC, FLOW
from pirates_lib.libertalia.components import BAG_SIZE, booty_text, booty_words, tie_breaker
from pirates_lib.libertalia.mechanics import booty_value

from .helpers import arrange, full, legal, play


def test_setup_gives_every_pirate_the_same_nine_crew_and_ten_doubloons():
    s = pl.load("libertalia", players=4).new_game(seed=3)
    assert all(h == s.hands[0] for h in s.hands) and len(s.hands[0]) == 9
    assert s.doubloons == [10] * 4 and sum(s.loot.values()) == 4
    assert sum(s.bag.values()) == BAG_SIZE - 4


def test_a_chosen_crew_stays_hidden_from_the_others_until_the_reveal():
    s = pl.load("libertalia", players=3).new_game(seed=1)
    rank = s.hands[0][4]
    s.apply(f"play:{rank}")
    assert s.view(0)["chosen"] == rank
    for other in (1, 2, None):
        view = s.view(other)
        assert view["chosen"] is None and view["ready"] == [True, False, False]
        assert not any(str(rank) in line or "choose" in line for line in view["log"][1:])


def test_ties_on_the_ship_are_broken_by_the_lower_tie_breaker():
    s = arrange(hands=[[5], [5]], loot={"goods": 2})
    play(s, 5)
    s.apply("play:5")
    left_first = sorted([0, 1], key=lambda p: tie_breaker(5, p))
    reveal = next(e for e in s.log if e.kind == "reveal")
    assert [owner for _, owner in reveal.data["ship"]] == left_first


def test_tie_breakers_are_distinct_for_every_colour_of_a_rank():
    for rank in range(1, 31):
        assert sorted(tie_breaker(rank, c) for c in range(6)) == [1, 2, 3, 4, 5, 6]


def test_dusk_claims_go_highest_rank_first_and_the_last_crew_may_find_nothing():
    s = arrange(3, hands=[[3], [20], [12]], loot={"chest": 1, "goods": 1})
    s.apply("play:3"), s.apply("play:20"), s.apply("play:12")
    assert s.to_move == 1 and legal(s) == ["take:chest", "take:goods"]
    s.apply("take:chest")
    assert s.den_booty[2]["goods"] == 1 and sum(s.den_booty[0].values()) == 0
    assert s.dens[0] == [3]  # empty-handed, but home


def test_a_saber_strikes_a_chosen_crew_in_a_neighbours_den():
    s = arrange(4, hands=[[20], [7], [8], [12]], dens=[[], [16], [23], [28, 19]],
                loot={"saber": 1, "goods": 3})
    play(s, 20, 7, 8, 12)
    s.apply("take:saber")
    assert legal(s) == ["saber:1:16", "saber:3:19", "saber:3:28"]  # seat 2 is not adjacent
    s.apply("saber:3:19")
    assert s.discards[3] == [19]


def test_in_a_two_player_game_the_one_neighbour_is_on_both_sides():
    s = arrange(hands=[[20], [2]], dens=[[], [7]], loot={"saber": 1, "goods": 1})
    play(s, 20, 2)
    s.apply("take:saber")  # the only victim is struck without asking
    assert s.discards[1] == [7]


def test_a_crew_that_takes_a_spanish_officer_is_discarded_and_the_officer_kept():
    s = arrange(hands=[[20], [2]], loot={"officer": 2})
    play(s, 20, 2)
    assert s.discards == [[20], [2]] and s.den_booty[0]["officer"] == 1


def test_a_cook_who_takes_an_officer_still_takes_his_second_token():
    """Ruling 13: the officer's arrest waits until the Cook's claim is done; both tokens stay
    in the den."""
    s = arrange(hands=[[18], [2]], loot={"officer": 1, "chest": 1})
    play(s, 18, 2)
    s.apply("take:officer")  # the chest, the only token left, is taken without asking
    assert s.discards[0] == [18] and s.dens[0] == []
    assert s.den_booty[0]["officer"] == 1 and s.den_booty[0]["chest"] == 1
    assert s.dens[1] == [2] and sum(s.den_booty[1].values()) == 0
    said = [e.text for e in s.log if e.kind in ("claim", "discard")]
    assert said == ["Anne's Cook takes a Spanish officer", "Anne's Cook takes a chest",
                    "A Spanish officer arrests Anne's Cook (18)"]


@pytest.mark.parametrize("booty, value", [
    ({"map": 2}, 0), ({"map": 3}, 12), ({"map": 7}, 24), ({"chest": 1, "jewels": 1, "goods": 1},
                                                            9),
    ({"relic": 2, "saber": 1, "officer": 1}, -6)])
def test_booty_values_count_maps_only_in_sets_of_three(booty, value):
    assert booty_value(booty) == value


def test_the_score_line_and_the_results_give_each_campaigns_doubloons_and_booty():
    """Each campaign's score says what it is made of, in words and in `results` (the board's
    end screen); the game's last line names the winner with the score."""
    s = arrange(hands=[[20], [2]], den_booty=[{"chest": 1}, {}], loot={"jewels": 1, "goods": 1},
                doubloons=[4, 0], day=6, campaigns=1)
    play(s, 20, 2)
    s.apply("take:jewels")
    assert s.over and s.results == [[{"doubloons": 4, "booty": 8, "points": 12},
                                     {"doubloons": 0, "booty": 1, "points": 1}]]
    assert s.view(1)["results"] == s.results
    said = [e.text for e in s.log if e.kind in ("score", "over")]
    assert said == ["Anne scores 12 points for campaign 1: 4 doubloons and booty worth 8 "
                    "(total 12)",
                    "Mary scores 1 point for campaign 1: no doubloons and booty worth 1 (total 1)",
                    "The game is over: Anne wins with 12 points (Mary 1)"]


def test_a_shared_win_is_said_with_every_winner():
    s = arrange(hands=[[20], [2]], loot={"goods": 2}, doubloons=[5, 5], day=6, campaigns=1)
    play(s, 20, 2)
    assert s.winners() == [0, 1]
    assert s.log[-1].text == "The game is over: Anne and Mary share the win with 6 points each"


def test_a_campaign_ends_with_scoring_three_kept_cards_six_new_and_ten_doubloons():
    s = pl.load("libertalia", players=3).new_game(seed=5)
    while s.campaign == 1:
        s.apply(s.legal_actions()[0])
    assert s.campaign == 2 and s.day == 1
    assert all(len(h) >= 9 for h in s.hands) and s.doubloons == [10] * 3
    assert sum(s.bag.values()) == BAG_SIZE - 3 and all(d == [] for d in s.dens)
    assert len(s.crew_deck) == 30 - 15
    assert any(e.kind == "score" for e in s.log)


def test_the_game_ends_after_three_campaigns_and_scores_the_track():
    s = pl.play(pl.load("libertalia", players=5), ["random"] * 5, seed=2)
    assert s.over and s.campaign == 3 and len(s.crew_deck) == 9
    assert s.scores() == s.track and s.winners()
    assert sum(1 for e in s.log if e.kind == "score") == 15


def test_a_card_not_in_hand_is_refused_with_the_state_unchanged():
    s = pl.load("libertalia", players=2).new_game(seed=0)
    missing = next(r for r in range(1, 31) if r not in s.hands[0])
    before = s.clone()
    with pytest.raises(pl.IllegalAction, match=rf"your hand holds no .* \({missing}\)"):
        s.apply(f"play:{missing}")
    assert s == before


def test_campaign_option_is_checked():
    with pytest.raises(ValueError, match="campaigns"):
        pl.load("libertalia", campaigns=4)
    assert pl.load("libertalia", campaigns=1).options.campaigns == 1


def test_owners_of_the_real_cards_can_give_their_printed_tie_breakers():
    table = [[2, 1, 3, 4, 5, 6]] * 30  # blue's copies always stand left of red's
    s = pl.load("libertalia", players=2, tie_breakers=table).new_game(seed=0)
    assert 25 in s.hands[0]  # seed 0 deals the Governor's Daughter to both
    s.apply("play:25"), s.apply("play:25")
    reveal = next(e for e in s.log if e.kind == "reveal")
    assert [owner for _, owner in reveal.data["ship"]] == [1, 0]
    again = pl.from_json(s.to_json())
    assert again == s


@pytest.mark.parametrize("table", [[[1, 2, 3, 4, 5, 6]] * 29, [[1, 1, 2, 3, 4, 5]] * 30, [7],
                                   [[1.5, 2, 3, 4, 5, 6]] * 30, [[True, 2, 3, 4, 5, 6]] * 30,
                                   [["1", 2, 3, 4, 5, 6]] * 30])
def test_a_bad_tie_breaker_table_is_refused(table):
    with pytest.raises(ValueError, match="tie_breakers"):
        pl.load("libertalia", tie_breakers=table)


def test_day_actions_go_lowest_rank_first_whatever_the_seats():
    """Rulebook, Day: 'in increasing order of rank'. The Beggar (3) takes from the Captain's
    owner before the Brute (14) throws the Captain (29) overboard, who never acts."""
    s = arrange(3, hands=[[29], [14], [3]], loot={"goods": 3})
    play(s, 29, 14, 3)
    assert s.doubloons == [7, 10, 13] and s.discards[0] == [29]


def test_a_crew_is_home_before_the_next_claim_so_a_later_saber_can_strike_it():
    """Rulebook, Dusk: each crew is 'placed in their player's den before the next booty is
    claimed (which is important if someone is claiming a sabre later)'."""
    s = arrange(hands=[[7], [20]], loot={"chest": 1, "saber": 1})
    play(s, 7, 20)
    s.apply("take:chest")
    assert s.discards[1] == [20] and s.dens == [[7], []]


def test_a_move_refused_during_a_power_choice_names_the_question_and_changes_nothing():
    s = arrange(hands=[[4], [10]], dens=[[7, 19], []], loot={"goods": 2})
    play(s, 4, 10)
    before = s.clone()
    with pytest.raises(pl.IllegalAction, match=r"your Recruiter \(4\) is waiting for an answer: "
                       r"first choose the crew your Recruiter takes back from your den\. "
                       r"What Anne can do now: Barkeep \(7\); Bosun \(19\)"):
        s.apply("play:23")
    assert s == before


def test_the_claim_line_reads_as_english_for_plural_token_names():
    """"Jewels" and "goods" name one token each: one is "a jewel", "a goods token"."""
    assert booty_words("jewels") == "a jewel" and booty_words("goods", 2) == "two goods tokens"
    assert booty_text({"chest": 1, "jewels": 2, "relic": 0}) == "a chest and two jewels"
    s = arrange(hands=[[20], [2]], loot={"jewels": 1, "goods": 1})
    play(s, 20, 2)
    s.apply("take:jewels")
    claims = [e.text for e in s.log if e.kind == "claim"]
    assert claims == ["Anne's Armorer takes a jewel", "Mary's Monkey takes a goods token"]


def test_refusals_read_as_words_after_you_cannot_do_that():
    """The board says "You cannot do that: {reason}": a reason starts in lower case, names
    no id, and says what to do instead. An id no action is spelt as is refused as such."""
    s = pl.load("libertalia", players=2).new_game(seed=0)
    missing = next(r for r in range(1, 31) if r not in s.hands[0])
    reasons = [s.why_illegal(i) for i in (f"play:{missing}", "play:99", "take:chest")]
    assert reasons[1] == "no crew card has that rank (they go from 1 to 30)"
    assert reasons[2].startswith("no crew power is asking that now")
    assert s.why_illegal("end").startswith("no action is written that way")
    s = arrange(hands=[[7], [20]], loot={"chest": 1, "officer": 1})
    play(s, 7, 20)
    reasons += [s.why_illegal("take:map"), s.why_illegal("play:7")]
    assert reasons[-2] == "there is no treasure map left under the ship"
    assert reasons[-1] == ("your Armorer (20) is waiting for an answer: first choose the booty "
                           "your Armorer (20) takes")
    for reason in reasons:
        assert reason[0].islower() and not re.search(r"\w:\w|<|\bids?\b", reason), reason


def test_each_day_draws_as_many_tokens_as_players_and_discards_the_leftovers():
    """Rulings: each day, before anyone chooses, as many tokens as players are drawn face up;
    tokens not taken that day are discarded at the day's end."""
    s = pl.load("libertalia", players=3).new_game(seed=1)
    leftovers = dict(s.loot)
    stage(s, chance=ScriptedChance(cards=["chest", "map", "map"]), steps=[("night",)])
    assert s.day == 2 and s.view(None)["phase"] == "sunrise" and s.to_move == 0
    assert s.loot == full({"chest": 1, "map": 2}) and s.spent == leftovers


def test_every_action_carries_its_kind_and_args_and_its_id_is_spelt_from_them():
    """Carrying out reads `kind` and `args`; the ids (what saves and widgets speak) are spelt
    by the codec, the kind and the args joined by colons, as they always were."""
    kinds = set()
    for seed in range(6):
        game = pl.load("libertalia", players=2 + seed % 5)
        state, bot = game.new_game(seed=seed), pl.RandomBot(game, 0, seed=seed)
        while not state.over:
            for action in state.legal_actions():
                assert action.id == CODEC.id(action.kind, *action.args)
                assert action.id == ":".join([action.kind, *map(str, action.args)])
                assert all(type(a) in (int, str) for a in action.args)
                kinds.add(action.kind)
            state.apply(bot.choose(state.view(state.to_move, log=False)))
    assert kinds == set(FLOW.handlers)  # every kind was offered, and each has its handler


MALFORMED = "no action is written that way"


@pytest.mark.parametrize("bad, why", [
    ("play:" + "9" * 5000, MALFORMED), ("play:", MALFORMED), ("play:-1", "waiting"),
    ("play:x:y", MALFORMED), ("take", MALFORMED), ("take:" + "7" * 5000, "waiting"),
    ("shoot:1:" + "1" * 4500, MALFORMED), ("\u2620", MALFORMED), ("", MALFORMED)])
def test_any_refused_id_is_explained_without_failing(bad, why):
    """No id, however long (Python's `int` refuses over 4,300 digits) or odd, makes a refusal
    raise anything but the refusal: one no action is spelt as is refused as such (the
    engine, by the codec), a well-formed one by the game's reason (a question waiting)."""
    s = pl.load("libertalia", players=2).new_game(seed=0)
    with pytest.raises(pl.IllegalAction, match="What Anne can do now: Play "):
        s.apply(bad)
    s = arrange(hands=[[4], [10]], dens=[[7, 19], []], loot={"goods": 2})
    play(s, 4, 10)
    reason = "your Recruiter .4. is waiting for an answer" if why == "waiting" else why
    with pytest.raises(pl.IllegalAction, match=reason):
        s.apply(bad)


def test_the_options_keep_the_table_as_given_and_a_game_equals_its_reloaded_save():
    """The options are frozen: `check` refuses a bad table and never rewrites one; the table
    given as tuples or as lists (as a save gives it back) is the same game."""
    rows = tuple((2, 1, 3, 4, 5, 6) for _ in range(30))
    for table in (rows, [list(r) for r in rows]):
        game = pl.load("libertalia", players=2, tie_breakers=table)
        assert game.options.tie_breakers is table and game.options.tie_table == rows
        s = game.new_game(seed=0)
        s.apply("play:25")
        assert pl.from_json(s.to_json()) == s
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.options.campaigns = 2
