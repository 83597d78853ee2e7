"""Action ids, labels, refusals in words, and the options: ids that read well and round-trip,
`carry_out` by kind through HANDLERS, `why_illegal` for any text, bad input that leaves the
state exactly as it was, and option tables that are checked and survive a save."""
from __future__ import annotations

import dataclasses
import json
import random

import pytest

import pirates_lib as pl
from pirates_lib.engine import RandomBot
from pirates_lib.key_largo import actions
from pirates_lib.key_largo import components as C
from pirates_lib.key_largo.mechanics import Diver

from .helpers import legal, new, plan_day, staged

IDLE = ("dolphins", "market")


def test_every_legal_action_has_a_stable_id_a_label_and_a_kind_carried_out_by_its_handler():
    kinds = set()
    for seed in range(6):
        game = pl.load("key_largo", players=3 + seed % 3, encounters=bool(seed % 2))
        state = game.new_game(seed=seed)
        bots = [RandomBot(game, p, seed=seed) for p in range(game.players)]
        while not state.over:
            acts = state.legal_actions()
            assert len({a.id for a in acts}) == len(acts), [a.id for a in acts]
            for a in acts:
                assert a.kind in actions.HANDLERS and a.label and ":" not in a.label[:1]
                assert actions.CODEC.parse(a.id) == (a.kind, a.args)
                json.dumps(a.args)
            kinds |= {a.kind for a in acts}
            state.apply(bots[state.to_move].choose(state.view(state.to_move, log=False)))
    assert {"plan", "wreck", "draw", "recruit", "buy1", "buy2", "sell", "leave", "play"} <= kinds


def test_an_id_from_a_legal_list_replays_the_same_game_as_the_action_itself():
    state, twin = new(4, seed=3), new(4, seed=3)
    for _ in range(60):
        action = state.legal_actions()[-1]
        state.apply(action)
        twin.apply(action.id)
    assert state == twin


def test_why_illegal_says_in_words_why_an_id_is_refused():
    state = staged(4, wrecks={0: {"monster": 1, "goods-1": 2, "gold-2": 2}})
    assert state.why_illegal("fly:0").startswith("no action is written that way")  # malformed
    state.apply("plan:bar")
    assert state.why_illegal("plan:bar") == ("the bar card is already your morning card: the "
                                             "two cards of a day are different (ruling 11)")
    assert "'pub' is no action card" in state.why_illegal("plan:pub")
    assert state.why_illegal("wreck:0").startswith("wreck:<n> is no choice of this moment: "
                                                   "Anne chooses an action card")
    state.apply("plan:dive")
    for card in ("dive", "bar", "dive", "bar", *IDLE):  # Mary and Jack dive in the morning
        state.apply(f"plan:{card}")
    state.apply("wreck:0")  # Mary's boat
    assert state.to_move == 2
    assert state.why_illegal("wreck:0") == ("wreck 1 already has Mary's boat this half-day "
                                            "(ruling 1)")
    assert state.why_illegal("wreck:9") == ("none of your divers reaches great depth (2 lengths "
                                            "of hose needed)")
    assert state.why_illegal("wreck:99") == "'99' names no wreck: wreck ids run from 0 to 13"


def test_why_illegal_explains_the_bar_the_shop_and_the_dive():
    state = staged(4, money=[30, 100, 100, 100])
    plan_day(state, ("bar", "shop"), IDLE, IDLE, IDLE)
    assert state.why_illegal("recruit") == ("a diver costs more than your $30 (nobody spends "
                                            "money they do not have, ruling 7)")
    state.apply("leave")
    assert state.why_illegal("buy:hose+hose+hose>0,0,0") == (
        "diver 1 cannot carry another hose (at most 2)")
    assert state.why_illegal("buy:rum>0") == "'rum' is not equipment; the shop sells hose, " \
                                             "trident, weight"
    diving = staged(4, teams=[[Diver(), Diver()], [Diver()], [Diver()], [Diver()]])
    plan_day(diving, ("dive", "bar"), IDLE, IDLE, IDLE)
    diving.apply("wreck:0")
    assert diving.why_illegal("weight:0") == "diver 1 has no weight"
    assert diving.why_illegal("draw:7") == "'7' names none of Anne's divers in this dive"
    assert "surfaces early only after a diver has fled" in diving.why_illegal("surface")


def test_why_illegal_never_raises_and_a_refused_id_changes_nothing():
    state = new(5, seed=2, encounters=True)
    for _ in range(40):
        state.apply(state.legal_actions()[0])
    pick = random.Random(7)
    ids = ["", ":", "::", "draw:", "buy:" + "+" * 3000, "sell:>", "pickpocket:1",
           "pickpocket:x:great", "look:-1", "wreck:-3", "pickpocket:-1:great", "draw:9999",
           "buy:hose>-1", "play:", "plan:\u2620", "\x00", "buy:hose+rum>0,1", "sell:rum-1",
           "sell:goods-1+gold-2>gold", "sabotage:0", "pigeon:goods-1>rum"]
    ids += ["".join(pick.choice("abcdefghijklmnopqrstuvwxyz:+>,0123456789-")
                    for _ in range(pick.randrange(1, 30))) for _ in range(300)]
    for kind in actions.HANDLERS:
        ids += [kind, f"{kind}:", f"{kind}:0", f"{kind}:{'7' * 5000}", f"{kind}:a>b,c+d"]
    _refused_unchanged(state, ids)


def test_an_id_whose_number_has_thousands_of_digits_is_refused_and_changes_nothing():
    state = new(5, seed=2, encounters=True)
    for _ in range(40):
        state.apply(state.legal_actions()[0])
    _refused_unchanged(state, ["wreck:" + "9" * 5000, "draw:" + "7" * 5000])


def _refused_unchanged(state, ids) -> None:
    """Each id is explained in words, refused, and leaves the state exactly as it was."""
    before, save = state.clone(), state.to_json()
    legal_now = set(legal(state))
    for bad in ids:
        if bad in legal_now:
            continue
        assert isinstance(state.why_illegal(bad), str)
        with pytest.raises(pl.IllegalAction) as refused:
            state.apply(bad)
        assert len(str(refused.value)) < 2000
        assert state == before and state.to_json() == save


# --- options -----------------------------------------------------------------------------------
def test_the_options_refuse_a_bad_table_saying_where_and_why_and_never_rewrite_it():
    with pytest.raises(ValueError, match=r"prices\['diver'\] must give 5 amounts"):
        pl.load("key_largo", prices={**C.default_prices(), "diver": (80, 100)})
    with pytest.raises(ValueError, match=r"dolphin_pay must give 10 amounts"):
        pl.load("key_largo", dolphin_pay=[40] * 9)
    with pytest.raises(ValueError, match=r"wreck_cards\['shallow'\] has 21 cards"):
        cards = C.default_wreck_cards()
        cards["shallow"]["gold-1"] += 1
        pl.load("key_largo", wreck_cards=cards)
    with pytest.raises(ValueError, match="option 'encounters' of Key Largo must be of type bool"):
        pl.load("key_largo", encounters="yes")
    with pytest.raises(ValueError, match=r"end_values has no type 'diamonds'"):
        pl.load("key_largo", end_values={"goods": 20, "antiques": 20, "gold": 20,
                                         "diamonds": 1})
    game = pl.load("key_largo", dolphin_pay=(10,) * 10)
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.options.encounters = True


def test_custom_tables_round_trip_through_asdict_and_json_and_saves_rebuild_the_game():
    prices = {**C.default_prices(), "diver": (60, 90, 120, 150, 180)}
    cards = C.default_wreck_cards()
    cards["shallow"] = {"monster": 2, "goods-1": 18}
    game = pl.load("key_largo", players=3, encounters=True, prices=prices,
                   dolphin_pay=(50,) * 10, wreck_cards=cards,
                   end_values={"goods": 10, "antiques": 20, "gold": 30})
    options = json.loads(json.dumps(dataclasses.asdict(game.options)))
    assert pl.load("key_largo", players=3, **options).options == game.options
    state = game.new_game(seed=4)
    for _ in range(80):
        state.apply(state.legal_actions()[-1])
    again = pl.from_json(state.to_json())
    assert again == state and again.game.options.dolphin_pay == (50,) * 10
    assert all(set(w) <= {"monster", "goods-1"} for d, w in zip(state.depths, state.wrecks)
               if d == "shallow")


def test_the_tables_in_the_options_are_the_ones_the_game_plays_with():
    state = staged(4, options={"dolphin_pay": (70,) * 10,
                               "prices": {**C.default_prices(), "hose": (10,) * 5}})
    plan_day(state, ("dolphins", "shop"), IDLE, IDLE, IDLE)
    assert state.money[0] == 170
    assert "Buy a hose for diver 1 for $10" in [a.label for a in state.legal_actions()]
