"""The set-up deal of the wrecks, the pickpocket's theft and what a round shows (rulebook
"Setup", "Hiring a Pickpocket", "Buying a Round")."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

import pirates_lib as pl
from pirates_lib.key_largo import components as C
from pirates_lib.key_largo.mechanics import deal_wrecks, pickpocket, wreck_contents


def _depths(wrecks) -> Counter:
    return Counter(depth for depth, _ in wrecks)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_wrecks_are_dealt_as_piles_of_5_by_depth_per_the_setup_table(players):
    wrecks = deal_wrecks(pl.Chance(players), players)
    assert _depths(wrecks) == dict(C.WRECKS[players])
    assert all(sum(w.values()) == 5 for _, w in wrecks)
    assert [d for d, _ in wrecks] == sorted((d for d, _ in wrecks), key=C.DEPTHS.index)


def test_five_players_deal_every_wreck_card_and_three_players_leave_some_unseen():
    for players, dealt in ((5, 80), (3, 55)):
        wrecks = deal_wrecks(pl.Chance(11), players)
        cards = Counter()
        for _, wreck in wrecks:
            cards.update(wreck)
        assert sum(cards.values()) == dealt
        pile = Counter()
        for depth in C.DEPTHS:
            pile.update(C.default_wreck_cards()[depth])
        assert cards <= pile and (cards == pile) == (players == 5)


def test_the_deal_takes_cards_from_the_given_table_and_refuses_other_player_counts():
    cards = C.default_wreck_cards()
    cards["shallow"] = {"monster": 20}
    wrecks = deal_wrecks(pl.Chance(0), 4, cards)
    assert [w for d, w in wrecks if d == "shallow"] == [{"monster": 5}] * 4
    with pytest.raises(ValueError, match="^Key Largo is for 3 to 5 players, not 2$"):
        deal_wrecks(pl.Chance(0), 2)


def test_the_pickpocket_takes_a_random_card_of_the_depth_the_thief_names():
    hand = {"shallow": {"gold-1": 1}, "great": {"diamonds-200": 1, "goods-5": 2}}
    stolen = pl.odds.exact(lambda ch: pickpocket(ch, {k: dict(v) for k, v in hand.items()},
                                                 "great"))
    assert stolen == pl.odds.Dist({"diamonds-200": Fraction(1, 3), "goods-5": Fraction(2, 3)})
    assert pickpocket(pl.Chance(0), hand, "shallow") == "gold-1" and hand["shallow"] == {}
    with pytest.raises(ValueError, match="^the victim has no shallow treasure card to steal$"):
        pickpocket(pl.Chance(0), hand, "shallow")


def test_a_round_shows_what_a_wreck_holds_but_not_its_order():
    assert wreck_contents({"monster": 1, "gold-2": 2, "antiques-1": 1}) == (
        "a monster, Antiques 1, 2 x Gold 2")
    assert wreck_contents({"monster": 3, "goods-4": 2}) == "3 monsters, 2 x Goods 4"
    assert wreck_contents({"gold-2": 2, "monster": 1, "antiques-1": 1}) == wreck_contents(
        {"antiques-1": 1, "monster": 1, "gold-2": 2})
    assert wreck_contents({}) == "nothing"
