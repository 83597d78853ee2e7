"""The rulings of docs/rules/libertalia.md that no power test pins down: public hands (3),
the night order (8), this campaign's discards (19), the anchor order with losses that take
only what there is (8, 7), carried cards and a pirate with an empty hand (21)."""
from __future__ import annotations

import pytest

import pirates_lib as pl
from pirates_lib.engine import RandomBot
from pirates_lib.libertalia.bots import GreedyBot
from pirates_lib.libertalia.powers import voodoo_witch

from .helpers import arrange, play


def hands_from_public_events(state) -> list[list[int]]:
    """What a player with a good memory knows of every hand, from public events alone: the
    identical deals, the reveals, and the cards powers move into or out of a hand."""
    hands: list[list[int]] = [[] for _ in range(state.game.players)]
    for event in state.log:
        if not event.visible_to(None):
            continue
        if event.kind == "deal":
            for hand in hands:
                hand.extend(event.data["ranks"])
        elif event.kind == "reveal":
            for rank, owner in event.data["ship"]:
                hands[owner].remove(rank)
        elif "hand" in event.data:
            move = hands[event.data["player"]].append if event.data["hand"] == "in" else \
                hands[event.data["player"]].remove
            move(event.data["rank"])
    return [sorted(h) for h in hands]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_hand_is_known_from_public_events_alone(players):
    """Ruling 3: hands are public because every card enters or leaves a hand face up."""
    moved = 0
    for seed in range(6):
        game = pl.load("libertalia", players=players)
        state = game.new_game(seed=seed)
        bots = [(GreedyBot if (seed + p) % 2 else RandomBot)(game, p, seed=seed + p)
                for p in range(players)]
        while not state.over:
            assert hands_from_public_events(state) == state.hands, (players, seed)
            mover = state.to_move
            state.apply(bots[mover].choose(state.view(mover, log=False)))
        moved += sum("hand" in e.data for e in state.log)
    assert moved, "no power moved a card into or out of a hand: the check could not fail"


def test_night_crew_act_lowest_rank_first_so_a_barkeep_pays_before_the_mutineer_strikes():
    """Ruling 8: the Barkeep (7) acts before the Mutineer (13) discards him."""
    s = arrange(hands=[[13], [2]], dens=[[7], []], loot={"goods": 2})
    play(s, 13, 2)
    assert s.discards[0] == [7] and s.doubloons[0] == 10 + 1 + 2


def test_anchor_actions_go_lowest_rank_first_and_a_loss_takes_only_what_there_is():
    """Rulings 8 and 7: the Quarter Master (26) takes the 3 there are; the First Officer
    (28) then pays 3 (himself, the Quarter Master, the Cabin Boy); the other order scores 0."""
    s = arrange(hands=[[5], [5]], dens=[[26, 28], []], loot={}, day=6, campaigns=1,
                doubloons=[3, 10])
    play(s, 5, 5)
    assert s.track[0] == 3 - 3 + 3  # the Cabin Boy came home too: three crew


def test_discards_leave_the_game_with_the_campaign_so_the_voodoo_witch_counts_this_one():
    """Ruling 19: at the end of a campaign dens and discard piles both leave the game."""
    s = arrange(hands=[[5], [5]], discards=[[1, 3], []], loot={}, day=6)
    play(s, 5, 5)
    assert s.campaign == 2 and s.discards == [[], []]
    assert {1, 3, 5} <= set(s.retired[0])
    before = s.doubloons[0]
    voodoo_witch(s, 0, 11)
    assert s.doubloons[0] == before


def test_every_card_left_in_hand_is_carried_even_more_than_three():
    """Ruling 21: a Recruiter on the last day leaves four cards to carry: with six new ones,
    ten."""
    s = arrange(hands=[[4, 9, 10], [2, 9, 10]], dens=[[7], []], loot={"goods": 2}, day=6)
    play(s, 4, 2)  # the Recruiter's only choice, the Barkeep, is taken back without asking
    assert s.campaign == 2
    assert len(s.hands[0]) == 4 + 6 and len(s.hands[1]) == 3 + 6
    assert {7, 9, 10} <= set(s.hands[0])


def test_a_pirate_with_an_empty_hand_sits_the_day_out():
    """Ruling 21: nobody is asked to choose from an empty hand; the day goes on without them."""
    s = arrange(hands=[[], [2]], loot={"goods": 2}, bare=(0,))
    assert s.hands[0] == [] and s.to_move == 1
    play(s, 2)
    reveal = next(e for e in s.log if e.kind == "reveal")
    assert reveal.data["ship"] == [[2, 1]] and s.dens[1] == [2]
