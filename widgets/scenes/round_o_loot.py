"""The Round-o-Loot scene: your hand as selectable cards, every seat's played cards, points,
hand size and limit, doubloons, the deck and the Jolly Roger, the prompts for Bananarama's
direction, Keelhaul's give and keep and the compass, and the exact odds (widgets/SCENE.md).

Everything comes from `state.view(player)`: played cards and the discard pile lie face up;
the only hand shown is the viewer's (the others as card backs, their size being public, with
face up only the cards the viewer knows are there: `known_in_hands`)."""
from __future__ import annotations

from itertools import combinations, islice, product
from typing import Any

from pirates_lib.engine.words import counted, listing
from pirates_lib.round_o_loot import odds as rol_odds
from pirates_lib.round_o_loot.components import (CARD_NAMES, COMBINATION_NAMES, ICONS,
                                                 KEELHAUL_GIFT, RATS_WAY, cards_of,
                                                 cards_text, icon_of, points_of)

from .common import base_scene, card, odds_table, player_summary, stat, token, zone

PHASES = {"play": "play, discard or combine cards",
          "direction": "Bananarama! Choose which way the hands pass",
          "keep": "Keelhaul! Choose the cards to keep",
          "compass": "the compass! A cannon, or the rats"}
TITLES = {icon: CARD_NAMES[icon] for icon in ICONS}  # the card faces say what the log says
#: Each icon's look, in the board's neutral tones (widgets/SCENE.md, "Tones"): a colour that
#: tells the goods apart at a glance, and the rat a danger.
TONES = {"rum": "red", "bananas": "yellow", "limes": "green", "cutlasses": "brown",
         "pistols": "black", "cannon": "black", "rat": "danger"}
MAX_SELECTIONS = 24  # copies of one card are interchangeable; this bounds the variants
GROUPS = {"play": "Play", "discard": "Discard", "give": "Keelhaul: give", "keep":
          "Keelhaul: keep", "keep_none": "Keelhaul: keep", "direction": "Bananarama: pass hands",
          "compass": "Compass"}
#: The kinds whose one argument is the cards they move (`components.cards_of` reads them).
CARD_KINDS = ("play", "discard", "give", "keep", *COMBINATION_NAMES)


def build(state: Any, player: int | None) -> dict[str, Any]:
    """The scene for `player` (None: a spectator, who sees no hand at all)."""
    view = state.view(player)
    scene = base_scene(state, view, status=_status(view), prompt=_prompt(view))
    scene["players"] = [_summary(view, seat) for seat in range(len(view["names"]))]
    scene["zones"] = [_hand_zone(view), *_keelhaul_zone(view), _table_zone(view)]
    scene["zones"] += [_seat_zone(view, seat) for seat in range(len(view["names"]))]
    scene["zones"] += _result_zone(view)
    scene["actions"] = _actions(view)
    return scene


def card_item(item_id: str, name: str, **extra: Any) -> dict[str, Any]:
    """A card face: "bananas-3" -> a Bananas card showing 3."""
    icon = icon_of(name)
    return card(item_id, TITLES.get(icon, icon), points_of(name), tone=TONES.get(icon, ""),
                **extra)


def _status(view: dict[str, Any]) -> str:
    """ "Round 2. Your turn: play, discard or combine cards", "Round 2. Mary's turn: give
    Anne two cards (Keelhaul!)", or the end: who won, with how many doubloons."""
    names = view["names"]
    if view["over"]:
        doubloons = [s["doubloons"] for s in view["seats"]]
        most = max(doubloons)
        won = [names[p] for p, d in enumerate(doubloons) if d == most]
        rest = ", ".join(f"{names[p]} {d}" for p, d in enumerate(doubloons) if d != most)
        return (f"Game over: {listing(won)} {'win' if len(won) > 1 else 'wins'} with "
                f"{counted(most, 'doubloon')}" + (f" ({rest})" if rest else ""))
    mover = view["to_move"]
    who = "Your" if mover == view["player"] else f"{names[mover]}'s"
    if view["phase"] == "give":
        gives = min(KEELHAUL_GIFT, view["seats"][mover]["hand_size"])
        what = (f"Keelhaul! Give {names[view['current']]} "
                f"{counted(gives, 'card', spelt=True)}")
    else:
        what = PHASES.get(view["phase"], "")
    last = " (last turns: no drawing)" if view["last_turns"] is not None else ""
    return f"Round {view['round']}{last}. {who} turn" + (f": {what}" if what else "")


def _prompt(view: dict[str, Any]) -> str:
    if not view["legal"]:
        return ""
    if view["phase"] == "compass" and len(view["legal"]) == 1:
        return ("The compass: with no cannon, you lay down your rats (if any) and discard the "
                "rest of your hand.")
    return {"play": "Select cards of one icon (or rum with bananas, limes, cutlasses or "
                    "pistols), then Play, Discard or the combination.",
            "direction": "Pass every hand clockwise or counterclockwise.",
            "give": "Select the cards you give to the Keelhauler.",
            "keep": "Select the Keelhauled cards you keep; the rest are discarded.",
            "compass": "Discard a cannon to keep your hand, or lay down your rats."}.get(
        view["phase"], "")


def _copies(cards: list[str], prefix: str) -> dict[str, list[str]]:
    """Card name -> the item ids of its copies, in order (two Rum 1s are two items)."""
    ids: dict[str, list[str]] = {}
    for name in cards:
        ids.setdefault(name, []).append(f"{prefix}-{name}-{len(ids.get(name, []))}")
    return ids


def _hand_zone(view: dict[str, Any]) -> dict[str, Any]:
    if view["player"] is None:
        return zone("hand", "Hands", [], note="hands are hidden from spectators")
    seat = view["seats"][view["player"]]
    ids = _copies(view["hand"], "c")
    items = [card_item(i, name) for name, copies in ids.items() for i in copies]
    return zone("hand", "Your hand", items, owner=view["player"],
                note=f"{counted(seat['hand_size'], 'card')}, hand limit {seat['hand_limit']}")


def _keelhaul_zone(view: dict[str, Any]) -> list[dict[str, Any]]:
    keel = view["keelhaul"]
    if not keel or keel["cards"] is None:
        return []
    ids = _copies(keel["cards"], "k")
    items = [card_item(i, name) for name, copies in ids.items() for i in copies]
    return [zone("keelhaul", "Keelhauled to you", items, note="keep any, discard the rest")]


def _table_zone(view: dict[str, Any]) -> dict[str, Any]:
    jolly = view["jolly_roger"]
    if jolly["in_deck"]:
        flag = card("jolly-roger", "Jolly Roger", "?", tone="danger", subtitle="in the deck",
                    note="shuffled into the deck after the deal")
    else:
        ended = jolly["ended_by"] or {}
        how = "walked the plank" if ended.get("how") == "walk_the_plank" else "drew it"
        flag = card("jolly-roger", "Jolly Roger", "☠", tone="danger", highlight=True,
                    subtitle=f"{view['names'][ended['by']]} {how}" if ended else None)
    items = [token("deck", "deck", view["deck_size"], color="#c9b58a", shape="square"), flag,
             stat("round", "round", view["round"]),
             stat("dealer", "dealer", view["names"][view["dealer"]])]
    if view["expansion"]:
        items.append(stat("compass", "compass", "in the deck" if view["compass_in_deck"]
                          else "drawn"))
    if view["last_turns"] and not view["over"]:
        left = listing([view["names"][p] for p in view["last_turns"]])
        items.append(stat("last-turns", "still to play a last turn", left))
    top = view["discard"][-6:]
    items += [card_item(f"discard-{i}", name) for i, name in enumerate(top)]
    shown = f" (the top {len(top)} shown)" if len(view["discard"]) > len(top) else ""
    return zone("table", "Table", items,
                note=f"discard pile: {counted(len(view['discard']), 'card')}{shown}")


def _seat_zone(view: dict[str, Any], seat: int) -> dict[str, Any]:
    """A seat's played cards and its hand face down, except the cards the viewer knows are
    there (it passed them with Bananarama, or gave them to a Keelhauler who kept them):
    those lie face up, marked 'you know'."""
    s, name = view["seats"][seat], view["names"][seat]
    played = [card_item(f"played-{seat}-{i}", c) for i, c in enumerate(s["played"])]
    known = _known(view, seat)
    hand = [] if seat == view["player"] else [
        card_item(f"known-{seat}-{i}", c, subtitle="you know") for i, c in enumerate(known)]
    hand += [] if seat == view["player"] else [
        card(f"back-{seat}-{i}", back=True) for i in range(s["hand_size"] - len(known))]
    title = "You" if seat == view["player"] else name
    note = (f"{_round_points(s)}; hand {counted(s['hand_size'], 'card')}, limit "
            f"{s['hand_limit']}; {counted(s['doubloons'], 'doubloon')}")
    heading = "played cards" if seat == view["player"] else "played cards, hand face down"
    if known:
        heading += f" ({len(known)} you know)"
    return zone(f"seat-{seat}", f"{title}: {heading}", played + hand, owner=seat,
                note=note, size="small")


def _known(view: dict[str, Any], seat: int) -> list[str]:
    """The cards the viewer remembers in `seat`'s hand ([] for a spectator or itself)."""
    memory = view.get("known_in_hands")
    return [] if memory is None or seat == view["player"] else memory[seat]


def _result_zone(view: dict[str, Any]) -> list[dict[str, Any]]:
    last = view["last_round"]
    if not last:
        return []
    names = view["names"]
    items = []
    for p, (pts, n) in enumerate(zip(last["points"], last["cards"])):
        played = f"{counted(n, 'card')} played" if n else "nothing played"
        item = stat(f"result-{p}", f"{names[p]}, {played}", counted(pts, "point"))
        items.append(dict(item, highlight=True) if p in last["doubloon"] else item)
    won = [names[p] for p in last["doubloon"]]
    gets = f"{won[0]} won a doubloon" if len(won) == 1 else f"{listing(won)} won a doubloon each"
    then = ("the game is over" if view["over"] else
            f"{names[last['next_dealer']]} deals round {last['round'] + 1}")
    return [zone("last-round", f"Round {last['round']}, scored", items, note=f"{gets}; {then}")]


def _round_points(s: dict[str, Any]) -> str:
    """ "5 points from 3 cards this round", or "nothing played this round"."""
    if not s["cards_played"]:
        return "nothing played this round"
    return f"{counted(s['points'], 'point')} from {counted(s['cards_played'], 'card')} this round"


def _summary(view: dict[str, Any], seat: int) -> dict[str, Any]:
    s = view["seats"][seat]
    lines = [f"Doubloons: {s['doubloons']} of {view['doubloons_to_win']}",
             f"This round: {_round_points(s).removesuffix(' this round')}",
             f"Hand: {counted(s['hand_size'], 'card')}, limit {s['hand_limit']}"]
    if _known(view, seat):
        lines.append(f"You know {view['names'][seat]} holds: "
                     f"{cards_text(_known(view, seat))}")
    # No score badge: the board writes it "1 VP", beside this round's points; the doubloons
    # (the game's score) lead the lines instead.
    return player_summary(view, seat, lines)


def _actions(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Every legal id, tied to the exact cards it moves (the first copies of each)."""
    hand = _copies(view.get("hand") or [], "c")
    keel = view["keelhaul"]
    received = _copies(keel["cards"] if keel and keel["cards"] else [], "k")
    out = []
    for legal in view["legal"]:
        kind, args = legal["kind"], legal["args"]
        action = {"id": legal["id"], "label": legal["label"],
                  "group": "Combinations" if kind in COMBINATION_NAMES else GROUPS.get(kind,
                                                                                       "Actions")}
        pool = received if kind == "keep" else hand
        if kind == "compass" and args[0] != RATS_WAY:
            action["target"] = hand[args[0]][0]
        action["style"] = {"discard": "danger", "play": "primary"}.get(kind, None)
        action = {k: v for k, v in action.items() if v is not None}
        if kind in CARD_KINDS:
            out += [dict(action, cards=ids) for ids in _selections(pool, cards_of(args[0]))]
        else:
            out.append(action)
    return out


def _selections(pool: dict[str, list[str]], cards: tuple[str, ...]) -> list[list[str]]:
    """Every choice of copies that makes this set of cards (any Rum 1 will do for a Rum 1),
    so whichever copies the player clicks, the button appears; at most MAX_SELECTIONS."""
    wanted: dict[str, int] = {}
    for name in cards:
        wanted[name] = wanted.get(name, 0) + 1
    per_card = [list(combinations(pool[name], k)) for name, k in wanted.items()]
    return [[i for part in choice for i in part]
            for choice in islice(product(*per_card), MAX_SELECTIONS)]


def odds(state: Any, player: int | None) -> dict[str, Any] | None:
    """For the viewer now: the exact chance the Jolly Roger comes up before their next turn,
    and the chance their next draw completes each combination (odds.py states the model:
    every seat plays one card and draws back to its limit; the compass counts as a blank)."""
    if player is None:
        return None
    view = state.view(player, log=False)
    if not rol_odds.draws_remain(view):
        return odds_table("Your odds", [], [], notes=["The round is ending: nobody draws "
                                                      "again this round."])
    jolly, draws = rol_odds.jolly_roger_before_next_turn(state, player)
    me = view["seats"][player]
    mine = rol_odds.draws_after_play(me["hand_size"], me["rums"], 1, 0)
    rows = [["Jolly Roger before your turn", jolly]]
    done = rol_odds.next_draw_completes(state, player, mine)
    rows += [[f"{name} after your draw", p] for name, p in done.items()]
    compass = "; the compass counts as a blank card" if view["compass_in_deck"] else ""
    return odds_table("Your odds now", ["Event", "Chance"], rows, notes=[
        "'after your draw': you hold that combination once your next draw is done.",
        f"Assumes every seat plays one card and draws back to its limit: "
        f"{counted(draws, 'card')} drawn before your next turn, {mine or 'none'} by you, from a "
        f"deck of {counted(view['deck_size'], 'card')}.",
        f"Drawn cards are uniform among the cards you have not seen{compass}."])
