"""The Leaky Loot Legends scene: your boat, the wave just rolled, your hand, the flotsam, the
other boats, and the exact odds of the next wave (schema: widgets/SCENE.md).

Everything comes from `state.view(player)`: boats, water, the flotsam and the discard piles
are public ("What is hidden": only hands are), and the only hand shown is the viewer's."""
from __future__ import annotations

from collections import Counter
from typing import Any

from pirates_lib.engine.words import counted, listing
from pirates_lib.leaky_loot import components as C, mechanics, odds as leaky_odds

from .common import (base_scene, card, die, fraction_text, meter, odds_table, player_summary,
                     stat, status_line, tile, token, zone)

SUIT_SIGNS = {"hearts": "♥", "clubs": "♣", "spades": "♠", "diamonds": "♦"}
DANGER_WATER = 7  # the meter turns red from here: three more water sinks most boats
#: A salvage card's look, in the board's neutral tones (widgets/SCENE.md, "Tones").
TONES = {"hull": "repair", "bucket": "water", "treasure": "treasure", "krakken": "danger"}
ODDS_KS = (1, 2, 3, 4)
PHASES = {"action": "action phase",
          "throw": f"throw a card into the flotsam (hand limit {C.HAND_LIMIT})"}


def build(state: Any, player: int | None) -> dict[str, Any]:
    """The scene for `player` (None: a spectator, who follows the boat whose turn it is)."""
    view = state.view(player)
    focus = _focus(view)
    scene = base_scene(state, view, status=_status(view), prompt=_prompt(view))
    scene["players"] = [_summary(view, seat) for seat in range(len(view["names"]))]
    scene["zones"] = [_boat_zone(view, focus), _wave_zone(view), _hand_zone(view),
                      _flotsam_zone(view), _voyage_zone(view)]
    scene["zones"] += [_other_boat(view, seat) for seat in range(len(view["names"]))
                       if seat != focus]
    scene["actions"] = _actions(view)
    return scene


def _focus(view: dict[str, Any]) -> int:
    return view["player"] if view["player"] is not None else view["turn"]


def _status(view: dict[str, Any]) -> str:
    phase = PHASES.get(view["phase"], "")
    phase = f"{phase}, round {view['round']}" if phase else ""
    if not view["over"] and view["to_move"] == view["player"]:
        return f"Your turn: {phase}"
    return status_line(view, phase)


def _aboard(view: dict[str, Any], seat: int) -> int:
    """The water a boat holds once its pending water comes aboard."""
    boat = view["boats"][seat]
    return boat["water"] + boat["pending"]


def _prompt(view: dict[str, Any]) -> str:
    if not view["legal"]:
        return ""
    if view["phase"] == "throw":
        held = counted(len(view["hand"]), "card")
        return f"You hold {held}, one over the limit: click the one to throw into the flotsam."
    words = "Click a hull card, then the side to put it on; click a bucket to bail; "
    if any(a["kind"] == "collect" for a in view["legal"]):
        words += "to take flotsam, click the card you pay with, then the flotsam card; "
    if any(a["kind"] == "ram" for a in view["legal"]):
        words += "click a boat's water to ram it; "
    words += "then End the turn."
    aboard = _aboard(view, view["player"])
    if aboard >= C.DROWNING_WATER:
        words = (f"Ending the turn now drowns you ({aboard} water, counting the pending): bail, "
                 "or put a new hull on the side hit, first if you can. " + words)
    return words


def card_item(item_id: str, name: str, **extra: Any) -> dict[str, Any]:
    """A salvage card face: "hull-3" -> a Hull card showing 3."""
    kind = C.kind_of(name)
    title = "Krakken" if name == C.KRAKKEN else kind.capitalize()
    value = "" if name == C.KRAKKEN else C.value_of(name)
    return card(item_id, title, value, tone=TONES[kind], **extra)


def ocean_item(name: str | None) -> dict[str, Any]:
    """The ocean card: its suit names the red dice, its parity the salvage draw [book]."""
    if name is None:
        return card("ocean", "Ocean", "—")
    rank, suit = C.rank_of(name), C.suit_of(name)
    dice = "+".join(f"d{n}" for n in C.WAVE_DICE[suit])
    salvage = "salvage" if rank % 2 == 0 else "no salvage"
    tone = "suit-red" if suit in ("hearts", "diamonds") else "suit-black"
    return card("ocean", "Ocean", f"{rank}{SUIT_SIGNS[suit]}", tone=tone,
                subtitle=f"{dice}, {salvage}", note=C.describe_ocean(name))


def _side_hit(view: dict[str, Any], seat: int) -> int | None:
    """The side of `seat`'s boat this turn's wave hit, while a new hull there would take the
    wave again (the action phase of that seat's turn)."""
    wave = view["wave"] if view["turn"] == seat and view["phase"] == "action" else None
    return wave["side"] if wave else None


def _hull_items(view: dict[str, Any], seat: int, prefix: str) -> list[dict[str, Any]]:
    wave = view["wave"] if view["turn"] == seat else None
    hit = wave["side"] if wave else None
    again = _side_hit(view, seat)
    items = []
    for i, (value, damage, starter) in enumerate(view["boats"][seat]["hulls"], 1):
        strength = max(0, value - damage)
        notes = ["starter hull (leaves the game when replaced)"] if starter else []
        if hit == i and wave:
            notes.insert(0, f"hit by this turn's wave of strength {wave['strength']}"
                         + (": a new hull on this side takes that wave again" if again else ""))
        # "hit" spelt out on the boat in the middle; a small boat has only the glow (and the
        # tooltip), as its label would not fit on one line
        label = f"Side {i} hit" if hit == i and not prefix else f"Side {i}"
        items.append(tile(f"{prefix}side-{i}", label, strength,
                          detail=f"hull {value}, damage {damage}", counters=damage,
                          spent=strength == 0, highlight=hit == i,
                          note="; ".join(notes) or None))
    return items


def _water(view: dict[str, Any], seat: int, item_id: str, note: str | None = None,
           **extra: Any) -> dict[str, Any]:
    boat = view["boats"][seat]
    note = note if boat["afloat"] else "drowned"
    return meter(item_id, "Water", boat["water"], C.DROWNING_WATER, pending=boat["pending"],
                 danger=DANGER_WATER, note=note, **extra)


def _boat_zone(view: dict[str, Any], seat: int) -> dict[str, Any]:
    name = "Your boat" if seat == view["player"] else f"{view['names'][seat]}'s boat"
    items = _hull_items(view, seat, "") + [_water(view, seat, "water", center=True)]
    note = "drowned" if not view["boats"][seat]["afloat"] else None
    return zone("boat", name, items, layout="ring", owner=seat, note=note)


def _wave_zone(view: dict[str, Any]) -> dict[str, Any]:
    wave, whose = view["wave"], view["names"][view["turn"]]
    if not wave:
        return zone("wave", "The wave", [ocean_item(None)], note="no wave rolled yet")
    items = [ocean_item(wave["card"]), die("side-die", wave["side_die"], 6, color="blue",
                                           label="side")]
    sides = C.WAVE_DICE[C.suit_of(wave["card"])]
    items += [die(f"strength-die-{i}", v, n, color="red", label="strength")
              for i, (v, n) in enumerate(zip(wave["dice"], sides))]
    items.append(stat("wave-strength", "strength", wave["strength"]))
    if wave["side"] is None:
        note = "The blue die shows 6: the wave misses."
    else:
        leaked = (f"{wave['leaked']} water leaks in" if wave["leaked"]
                  else "the hull holds")
        note = f"Side {wave['side']} hit with strength {wave['strength']}: {leaked}."
        if _side_hit(view, view["turn"]):
            note += f" A new hull on side {wave['side']} takes this wave again."
    return zone("wave", f"The wave on {whose}'s boat", items, note=note)


def _hand_zone(view: dict[str, Any]) -> dict[str, Any]:
    if view["player"] is None:
        return zone("hand", "Hands", [], note="hands are hidden from spectators")
    items = [card_item(f"hand-{i}", name) for i, name in enumerate(view["hand"])]
    return zone("hand", "Your hand", items, owner=view["player"],
                note=f"at most {C.HAND_LIMIT} cards")


def _throwers(view: dict[str, Any]) -> list[int | None]:
    """Who threw each card of the flotsam, in its order: the floating copies of a card that
    were thrown come first, in throw order; the rest (None) came from drowned boats' hands.
    Copies are alike, so this is only a way of showing the public count of each."""
    left = {card: list(seats) for card, seats in view["thrown"].items()}
    return [left[name].pop(0) if left.get(name) else None for name in view["flotsam"]]


def _flotsam_zone(view: dict[str, Any]) -> dict[str, Any]:
    items = []
    for i, (name, seat) in enumerate(zip(view["flotsam"], _throwers(view))):
        if seat is None:
            origin, note = "from a wreck", "from a drowned boat's hand: anyone may take it"
        else:
            who = "you" if seat == view["player"] else view["names"][seat]
            origin = f"thrown by {who}"
            note = (f"thrown by {who}: only the other players may take it" if seat != view["player"]
                    else "you threw it: only the other players may take it")
        items.append(card_item(f"flotsam-{i}", name, subtitle=origin, note=note))
    return zone("flotsam", "Flotsam", items,
                note="take one (your one ram-or-collect) by paying a card from your hand; a "
                     "card thrown is for the other players only")


def _voyage_zone(view: dict[str, Any]) -> dict[str, Any]:
    items = [stat("round", "round", view["round"]),
             _port_countdown(view),
             stat("ports", "ports reached", f"{view['ports_done']} of {view['ports']}"),
             token("salvage-deck", "salvage deck", view["salvage_deck_size"],
                   color="#c9b58a", shape="square"),
             token("ocean-deck", "ocean deck", view["ocean_deck_size"], color="#9ec5dd",
                   shape="square"),
             stat("salvage-discard", "salvage discards", len(view["salvage_discard"]))]
    if view["krakken_aside"]:
        items.append(card_item("krakken-aside", C.KRAKKEN, subtitle="set aside",
                               note=f"set aside until the next port (end of round "
                                    f"{view['next_port_round']}), then discarded: it delays "
                                    "each port once"))
    return zone("voyage", "Voyage", items)


def _port_countdown(view: dict[str, Any]) -> dict[str, Any]:
    """Round ends left to the next port; once the game is over, no port is to come."""
    if view["rounds_to_port"] is None:
        return stat("to-port", "next port", "the voyage has ended")
    return stat("to-port", "rounds to port", view["rounds_to_port"])


def _other_boat(view: dict[str, Any], seat: int) -> dict[str, Any]:
    boat, name = view["boats"][seat], view["names"][seat]
    backs = [card(f"boat-{seat}-hand-{i}", back=True) for i in range(boat["hand_size"])]
    ram = any(a["kind"] == "ram" and a["args"] == [seat] for a in view["legal"])
    water = _water(view, seat, f"boat-{seat}", note="click to ram" if ram else None)
    items = _hull_items(view, seat, f"boat-{seat}-") + [water]
    note = "drowned" if not boat["afloat"] else f"{boat['points']} VP, hand of {len(backs)}"
    return zone(f"boat-{seat}", f"{name}'s boat", items + backs, owner=seat, note=note,
                size="small")


def _summary(view: dict[str, Any], seat: int) -> dict[str, Any]:
    boat = view["boats"][seat]
    strengths = " ".join(str(max(0, v - d)) for v, d, _ in boat["hulls"])
    pending = f" (+{boat['pending']} pending)" if boat["pending"] else ""
    lines = [f"Water {boat['water']}{pending} of {C.DROWNING_WATER}",
             f"Hand: {counted(boat['hand_size'], 'card')}", f"Hull strengths {strengths}"]
    if not boat["afloat"]:
        lines = ["Drowned"]
    return player_summary(view, seat, lines, score=counted(boat["points"], "point"),
                          out=not boat["afloat"])


# --- actions: every legal action, attached to the card or side it concerns -----------------
# (read from each legal entry's `kind` and `args`: an id is never taken apart)

def _copies(names: list[str | None], prefix: str) -> dict[str, list[str]]:
    """Card name -> the item ids of its copies (two Hull 2s are two items, one action id);
    a copy named None is left out (a card the viewer threw: not theirs to take)."""
    ids: dict[str, list[str]] = {}
    for i, name in enumerate(names):
        if name is not None:
            ids.setdefault(name, []).append(f"{prefix}-{i}")
    return ids


def _actions(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Buttons for every legal action; the same id may sit on each copy of a card."""
    hand = _copies(view.get("hand", []), "hand")
    takable = [name if seat != view["player"] else None
               for name, seat in zip(view["flotsam"], _throwers(view))]
    flotsam = _copies(takable, "flotsam")
    out = []
    for legal in view["legal"]:
        extras = _attach(legal, hand, flotsam)
        extras = [dict(extra, **_warning(view, legal)) for extra in extras]
        out += [dict(legal, **extra) for extra in extras]
    return out


def _warning(view: dict[str, Any], legal: dict[str, Any]) -> dict[str, Any]:
    """A move whose effect a player must see before clicking: ending the turn when it drowns
    the boat (a danger button), a new hull on the side hit (it takes this turn's wave again)."""
    seat = view["player"]
    if legal["kind"] == "end" and _aboard(view, seat) >= C.DROWNING_WATER:
        return {"style": "danger"}
    hit = _side_hit(view, seat)
    if legal["kind"] == "hull" and hit is not None and legal["args"][1] == hit:
        value = legal["args"][0]
        wave, boat = view["wave"], view["boats"][seat]
        _, leaked = mechanics.strike(C.Hull(value), wave["strength"])
        after = max(0, leaked - view["bailed"])
        result = ("and holds it" if not leaked
                  else f"({counted(after, 'water')} pending after, {boat['pending']} now)")
        return {"label": f"Hull {value} onto side {hit}, where it takes this turn's wave of "
                         f"{wave['strength']} again {result}"}
    return {}


def _attach(legal: dict[str, Any], hand: dict, flotsam: dict) -> list[dict[str, Any]]:
    """Where a legal action is clicked: the card played, the side or boat it goes to."""
    kind, args = legal["kind"], legal["args"]
    if kind == "hull":
        value, side = args
        return [{"group": "Hulls", "cards": [c], "target": f"side-{side}"}
                for c in hand.get(f"hull-{value}", [])]
    if kind == "bucket":
        return [{"group": "Buckets", "target": c} for c in hand.get(f"bucket-{args[0]}", [])]
    if kind == "ram":
        return [{"group": "Ram or collect (one a turn)", "target": f"boat-{args[0]}"}]
    if kind == "collect":
        card_name, pay = args
        return [{"group": "Ram or collect (one a turn)", "cards": [p], "target": f}
                for f in flotsam.get(card_name, []) for p in hand.get(pay, [])]
    if kind == "throw":
        return [{"group": "Hand limit", "target": c, "style": "danger"}
                for c in hand.get(args[0], [])]
    return [{"group": "Turn", "style": "primary"}]


# --- the odds panel ------------------------------------------------------------------------

def _next_suits(view: dict[str, Any]) -> dict[str, int]:
    """Suit counts of the ocean cards the next turn may draw: public, since the discard pile
    and the card on the table are face up (an empty deck is reshuffled from the discard)."""
    full = Counter(C.ocean_deck())
    seen = Counter(view["ocean_discard"]) + Counter([view["ocean_card"]] * bool(view["ocean_card"]))
    left = full - seen
    if sum(left.values()) != view["ocean_deck_size"]:
        left = full - Counter(view["ocean_discard"])
    if not left:
        left = seen
    return leaky_odds.suit_counts(list(left.elements()))


def odds(state: Any, player: int | None) -> dict[str, Any]:
    """Exact odds for the viewer's boat: per side, the chance the next wave hits it and leaks
    at least k water (a wave of strength S leaks S - H through a hull of strength H < S); and
    the chance of drowning."""
    view = state.view(player, log=False)
    seat = _focus(view)
    boat = view["boats"][seat]
    whose = "Your" if seat == view["player"] else f"{view['names'][seat]}'s"
    if not boat["afloat"]:
        return odds_table(f"{whose} boat", [], [], notes=["Drowned: no more waves."])
    strengths = [max(0, v - d) for v, d, _ in boat["hulls"]]
    suits = _next_suits(view)
    per_side = leaky_odds.side_leak_odds(strengths, ODDS_KS, suits)
    rows = [[str(i), strengths[i - 1], *(p[k] for k in ODDS_KS)]
            for i, p in enumerate(per_side, 1)]
    # Short headers: six columns of exact fractions fit the side column (docs/rules, "Board").
    columns = ["Side", "H", *(f"≥{k}" for k in ODDS_KS)]
    title = (f"{whose} boat, next wave: the chance it hits a side and leaks at least k water "
             "(H: the side's hull strength)")
    return odds_table(title, columns, rows,
                      notes=_drown_notes(state, view, seat, strengths, suits))


def _chance(p: Any) -> str:
    """An exact chance with its percentage beside it: "3/512 (≈ 0.6%)"; "none", "certain"."""
    if p == 0:
        return "none"
    if p == 1:
        return "certain"
    return f"{fraction_text(p)} (≈ {float(p):.1%})"


def _drown_notes(state: Any, view: dict[str, Any], seat: int, strengths: list[int],
                 suits: dict[str, int]) -> list[str]:
    """What drowning threatens: the end of this turn (certain or not, nothing random is left
    in it), then the next wave, the viewer's own between turns and while throwing a card."""
    aboard = _aboard(view, seat)
    you = seat == view["player"]
    notes = []
    if view["turn"] == seat and view["phase"] == "action":
        if aboard >= C.DROWNING_WATER:
            notes.append(f"Ending the turn now {'drowns you' if you else 'drowns this boat'}: "
                         f"{aboard} water, counting the pending.")
        else:
            notes.append(f"Ending the turn now leaves {counted(aboard, 'water')} aboard "
                         f"({C.DROWNING_WATER - aboard} more would drown {'you' if you else 'it'}).")
    if aboard < C.DROWNING_WATER:
        nxt = leaky_odds.drown_next_wave(strengths, aboard, suits)
        whose = "your" if you else "this boat's"
        notes.append(f"Chance to drown on {whose} next wave, with no card played: {_chance(nxt)}.")
    nouns = {"hearts": ("heart", "hearts"), "clubs": ("club", "clubs"),
             "spades": ("spade or diamond", "spades or diamonds")}
    names = [counted(n, *nouns[suit]) for suit, n in suits.items() if n]
    notes.append(f"The next ocean card is one of {listing(names)}.")
    return notes
