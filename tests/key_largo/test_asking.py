"""Being asked tells the table nothing (ruling 41): the game stops for a seat wherever the
answers could hang on cards only that seat sees, whatever it holds, with an answer that
plays no card; never only because of what the card is."""
from __future__ import annotations

from pirates_lib.key_largo.mechanics import Diver

from .helpers import legal, plan_day, staged

AWAY = ("dolphins", "shop")  # the other seats: Dolphin Cove, then the shop
BROKE = [0, 100, 100, 100]  # Anne has no money: nothing at the bar or the shop is hers


def visiting(place, held=None, **fields):
    """Anne at `place` in the morning (then the market), holding the encounter cards `held`
    (the optional rule on when given), the others away; the game waits on the visit."""
    state = staged(4, held=None if held is None else {0: list(held)}, **fields)
    plan_day(state, (place, "market" if place != "market" else "bar"), AWAY, AWAY, AWAY)
    return state


def asked(state, place: str) -> bool:
    """Is the game waiting on Anne's morning visit to `place`?"""
    return (state.to_move, state.half, state.visit.get("place")) == (0, 0, place)


def test_a_visitor_holding_any_encounter_card_is_asked_at_every_place_whichever_it_is():
    cove = visiting("dolphins", ["tourist-bar"])
    assert asked(cove, "dolphins") and legal(cove) == ["dolphins"]  # no Dolphin Cove card: asked
    cove.apply("dolphins")
    assert cove.money[0] == 140
    bar = visiting("bar", ["tourist-shop"], money=BROKE)
    assert asked(bar, "bar") and legal(bar) == ["leave"]
    shop = visiting("shop", ["tourist-bar"], money=BROKE)
    assert asked(shop, "shop") and legal(shop) == ["leave"]
    market = visiting("market", ["tourist-bar"])
    assert asked(market, "market") and legal(market) == ["leave"]  # nothing to sell, a card held
    sold = visiting("market", ["tourist-bar"], hands={0: {"shallow": {"gold-1": 1}}})
    sold.apply("sell:gold-1")
    assert asked(sold, "market") and legal(sold) == ["leave"]  # after the sale too
    empty = visiting("dolphins", [])
    assert empty.money[0] == 140 and not asked(empty, "dolphins")  # no card held


def test_whichever_card_a_visitor_holds_the_table_sees_the_same_question():
    seen = set()
    for held in (["family"], ["tourist-dolphins"], ["drunkard"], ["saboteur"]):
        state = visiting("dolphins", held)
        view = state.view(1)
        seen.add((state.to_move, repr(view["log"]), repr(view["visit"])))
    assert len(seen) == 1  # Mary cannot tell the Family from any other card


def diving(held, cards, wreck, team=(Diver(),), **fields):
    """Anne dives on wreck 1 (shallow) in the morning, holding the encounter cards `held`."""
    teams = [list(team), [Diver()], [Diver()], [Diver()]]
    state = staged(4, cards, held={0: list(held)}, wrecks={0: wreck}, teams=teams, **fields)
    plan_day(state, ("dive", "market"), AWAY, AWAY, AWAY)
    state.apply("wreck:0")
    return state


def test_a_diver_holding_any_encounter_card_is_asked_at_each_moment_a_dive_card_could_be_played():
    monster = diving(["tourist-bar"], ["monster"], {"monster": 1, "goods-1": 2})
    assert asked(monster, "dive") and legal(monster) == ["flee"]  # the Regular's moment
    treasure = diving(["tourist-bar"], ["goods-1"], {"goods-1": 1, "gold-2": 2})
    assert asked(treasure, "dive") and legal(treasure) == ["surface"]  # the Eager Buyer's
    fled = diving(["tourist-bar"], ["monster"], {"monster": 1, "goods-1": 2})
    fled.apply("flee")
    assert asked(fled, "dive") and legal(fled) == ["surface"]  # the Volunteer Helper's
    last = diving(["tourist-bar"], ["goods-1"], {"goods-1": 1, "gold-2": 1})
    last.apply("surface")
    assert asked(last, "dive") and legal(last) == ["pass"]  # the Attentive Diver's
    assert [a.label for a in last.legal_actions()] == [
        "No card: leave the last card in the wreck"]
    plain = diving([], ["monster"], {"monster": 1, "goods-1": 2})
    assert plain.teams[0] == [] and not asked(plain, "dive")  # no card: the flight is forced


def test_a_seller_holding_any_treasure_card_is_asked_even_with_one_sale_or_none():
    one = visiting("market", hands={0: {"shallow": {"goods-1": 1}}})
    assert asked(one, "market") and legal(one) == ["sell:goods-1"]
    one.apply("sell:goods-1")
    assert one.money[0] == 140 and not asked(one, "market")  # then nothing is left to ask
    diamond = visiting("market", hands={0: {"great": {"diamonds-100": 1}}})
    assert asked(diamond, "market") and legal(diamond) == ["leave"]
    empty = visiting("market")
    assert not asked(empty, "market") and "Anne leaves the Market of Finds." in [
        e.text for e in empty.log]  # an empty hand, as all can see: not asked
