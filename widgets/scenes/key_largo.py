"""The Key Largo scene: your five action cards (click two to plan the day, hidden from the
others until each is revealed), the island's five places with the boats docked there, the
wrecks by depth with their cards left, their boats and the monsters known to be in them,
your divers and their equipment, your treasure cards, your encounter cards, what you have
seen of the wrecks, every rival's boat (divers, money, and the backs of their cards by
depth), a prompt for every choice, and the log (schema: widgets/SCENE.md).

Everything comes from `state.view(player)`: a rival's hand reaches the scene only as counts
of backs by depth, a wreck only as its count of cards, a pending plan not at all."""
from __future__ import annotations

from collections import Counter
from typing import Any

from pirates_lib.engine.words import counted, listing
from pirates_lib.key_largo.codec import BUYS, SALES, sale_cards
from pirates_lib.key_largo.components import (DAYS, DEPTHS, ENCOUNTERS, HALF_DAYS, PLACES,
                                              card_order, describe, kind_of, number_of)
from pirates_lib.key_largo.mechanics import wreck_contents
from pirates_lib.key_largo.odds import wreck_odds

from .common import (actions_from_view, base_scene, card, odds_table, player_summary, stat,
                     status_line, text, token, zone)

PLACE_TITLES = {"dive": "Wrecks", "bar": "Mermaid's Bar", "dolphins": "Dolphin Cove",
                "shop": "Old Sea Dog", "market": "Market"}
CARD_TITLES = {**PLACE_TITLES, "dive": "Dive"}  # the action cards
DEPTH_COLOURS = {"shallow": "#8ecae6", "medium": "#219ebc", "great": "#023047"}
GROUPS = {"plan": "Plan your day", "wreck": "Place your boat", "look": "Look at a wreck",
          "draw": "Dive", "weight": "Dive", "trident": "A monster!", "flee": "A monster!",
          "surface": "Dive", "sabotage": "Saboteur", "pass": "Encounter cards",
          "play": "Encounter cards", "recruit": "Mermaid's Bar", "pickpocket": "Pickpocket",
          "round": "Mermaid's Bar", "dolphins": "Dolphin Cove",
          **dict.fromkeys(BUYS, "Old Sea Dog shop"), **dict.fromkeys(SALES, "Market of Finds"),
          "smuggle": "Smuggler", "jewel": "Jeweler", "pigeon": "Pigeon", "leave": "Leave"}


def build(state: Any, player: int | None) -> dict[str, Any]:
    """The scene for `player` (None: a spectator, who sees no hand at all)."""
    view = state.view(player)
    scene = base_scene(state, view, status=_status(view), prompt=_prompt(view))
    seats = range(len(view["names"]))
    scene["players"] = [_summary(view, seat) for seat in seats]
    zones = [_plan_zone(view)] if player is not None else []
    zones += [_island_zone(view), *(_wreck_zone(view, depth) for depth in DEPTHS)]
    zones += _dive_zone(view)
    if player is not None:
        zones += [_divers_zone(view), _hand_zone(view), *_encounter_zone(view),
                  *_looks_zone(view)]
    zones += [_rival_zone(view, seat) for seat in seats if seat != player]
    scene["zones"] = [_fortunes_zone(view), *zones] if view["over"] else zones
    scene["actions"] = actions_from_view(view, lambda a: _decorate(view, a))
    return scene


def _when(view: dict[str, Any]) -> str:
    if view["over"]:
        return "after the second Sunday"
    return f"day {view['day'] + 1} of {len(DAYS)} ({DAYS[view['day']]}), " \
        f"{HALF_DAYS[view['half']]}"


def _status(view: dict[str, Any]) -> str:
    steps = {"plan": "planning", "place": "placing the boats", "act": "the actions"}
    return status_line(view, f"{_when(view)}, {steps.get(view['step'], '')}")


def _prompt(view: dict[str, Any]) -> str:
    """What the viewer should do now, in a line."""
    if not view["legal"]:
        return ""
    step, visit = view["step"], view["visit"]
    if step == "plan":
        half = "afternoon" if view["plans"][view["player"]] else "morning"
        return (f"Plan your day: click your {half} card (nobody sees it until it is "
                "revealed).")
    if step == "place":
        return "Place your boat: click a free wreck your divers can reach."
    return PROMPTS[visit["place"]](view)


def _dive_prompt(view: dict[str, Any]) -> str:
    visit = view["visit"]
    if visit["window"]:
        return (f"{view['names'][visit['player']]} is about to dive: play a Saboteur on one "
                "of their divers, or let them dive.")
    if visit["monster"] is not None:
        return "A monster! Kill it with a trident at the wreck, or the diver flees."
    if visit["surfaced"]:
        return ("One card is left in the wreck: an Attentive Diver may draw it, or leave it "
                "there.")
    return f"Your dive on wreck {visit['wreck'] + 1}: choose who draws next, or surface."


def _bar_prompt(view: dict[str, Any]) -> str:
    if any(a["kind"] == "look" for a in view["legal"]):
        return "Click a wreck to look at its cards."
    return ("At the Mermaid's Bar: recruit a diver, hire a pickpocket (click a rival's "
            "cards of one depth), buy a round, or leave.")


def _market_prompt(view: dict[str, Any]) -> str:
    """The sale while one is offered; else what is left: the Smuggler's or the Jeweler's
    sales, a card, or leaving (a player asked with nothing to sell is told so)."""
    kinds = {a["kind"] for a in view["legal"]}
    if kinds & set(SALES):
        return "At the Market of Finds: sell cards of one type (at least one)."
    if kinds <= {"leave"}:
        return ("At the Market of Finds: nothing you hold can be sold now; leave."
                if not view["visit"]["sold"] else "At the Market of Finds: your sale is "
                "made; leave.")
    return "At the Market of Finds: sell with your encounter card, play one, or leave."


PROMPTS = {
    "dive": _dive_prompt, "bar": _bar_prompt,
    "dolphins": lambda v: "At Dolphin Cove: play an encounter card, or take the tourists out.",
    "shop": lambda v: "At the Old Sea Dog: buy one or two pieces for your divers, or leave.",
    "market": _market_prompt,
}


# --- the players ---------------------------------------------------------------------------
def _summary(view: dict[str, Any], seat: int) -> dict[str, Any]:
    backs = view["backs"][seat]
    lines = [f"Money: ${view['money'][seat]}", _team_words(view["teams"][seat]),
             "Cards: " + (", ".join(f"{n} {d}" for d, n in backs.items() if n) or "none")]
    if view["encounters"]:
        lines.append(f"Encounter cards: {view['encounter_counts'][seat]}")
    if view["step"] == "plan":
        lines.append("cards laid down" if view["planned"][seat] == 2 else "planning")
    elif view["places"][seat] or view["boats"][seat] is not None:
        lines.append(f"At: {_where(view, seat)}")
    if view["first"] == seat:
        lines.append("First player")
    if view["over"]:
        lines.append(f"Fortune at the end: ${view['scores'][seat]}")
    return player_summary(view, seat, lines)


def fortune_lines(view: dict[str, Any]) -> list[str]:
    """Each diver's fortune at the end, richest first: banknotes plus unsold treasure
    (rulebook, End of the Game: "Each player tallies their fortune in banknotes. To it, they
    add the value of their unsold treasure cards and their diamond cards"). Others' cards
    stay face down: their worth is the fortune less the banknotes, both public; your own
    cards are named."""
    names, money, scores = view["names"], view["money"], view["scores"]
    lines = []
    for p in sorted(range(len(names)), key=lambda p: -scores[p]):
        held = sum(view["backs"][p].values())
        cards = counted(held, "unsold card")
        if p == view["player"] and held:
            cards = listing([describe(name) for pile in view["hand"].values()
                             for name in sorted(pile, key=card_order) for _ in range(pile[name])])
        who = f"{names[p]} (winner)" if p in view["winners"] else names[p]
        worth = f" + ${scores[p] - money[p]} for {cards}" if held else ", no unsold card"
        lines.append(f"{who}: ${scores[p]} = ${money[p]} in banknotes{worth}.")
    return lines


def _fortunes_zone(view: dict[str, Any]) -> dict[str, Any]:
    items = [text(f"fortune-{i}", line) for i, line in enumerate(fortune_lines(view))]
    return zone("fortunes", "Final fortunes", items, layout="column",
                note="Unsold treasure counts at the value printed at the bottom of the card.")


def _team_words(team: list[list[int] | None]) -> str:
    divers = [d for d in team if d is not None]
    return f"{len(divers)} diver{'s' if len(divers) != 1 else ''}" + (
        ": " + "; ".join(_diver_words(d) for d in divers) if divers else "")


def _diver_words(diver: list[int]) -> str:
    hoses, tridents, weights = diver
    words = [f"{hoses} hose{'s' if hoses != 1 else ''}"]
    words += ["trident"] * tridents + ["weight"] * weights
    return ", ".join(words)


def _where(view: dict[str, Any], seat: int) -> str:
    boat = view["boats"][seat]
    if boat is not None:
        return f"wreck {boat + 1}"
    return PLACE_TITLES[view["places"][seat]]


# --- the table -----------------------------------------------------------------------------
def _plan_zone(view: dict[str, Any]) -> dict[str, Any]:
    plan = view["plans"][view["player"]]
    halves = {card: half for card, half in zip(plan, HALF_DAYS)}
    items = [card(f"card-{place}", CARD_TITLES[place], "", tone="plan",
                  subtitle=halves.get(place), highlight=place in halves) for place in PLACES]
    return zone("plan", "Your action cards", items, owner=view["player"],
                note="Your plan stays hidden until each card is revealed.")


def _island_zone(view: dict[str, Any]) -> dict[str, Any]:
    items = []
    for place in PLACES:
        here = [view["names"][s] for s, p in enumerate(view["places"]) if p == place]
        items.append(card(f"place-{place}", PLACE_TITLES[place], len(here) or "",
                          tone="place", subtitle=", ".join(here) or "no boat"))
    items += [stat("day", _when(view), f"day {min(view['day'] + 1, len(DAYS))}" if not
                   view["over"] else "the end"),
              stat("pile", "divers in the pile", view["pile"]),
              *[stat(f"reserve-{item}", f"{item}s in the reserve", n)
                for item, n in view["reserve"].items()]]
    return zone("island", "The island", items)


def _wreck_zone(view: dict[str, Any], depth: str) -> dict[str, Any]:
    items = []
    for w, wreck in enumerate(view["wrecks"]):
        if wreck["depth"] != depth:
            continue
        boat = wreck["boat"]
        subtitle = f"{view['names'][boat]}'s boat" if boat is not None else (
            "gone" if not wreck["left"] else "free")
        badge = f"☠{wreck['monsters']}" if wreck["monsters"] else None
        items.append(card(f"wreck-{w}", f"Wreck {w + 1}", wreck["left"], tone="place",
                          subtitle=subtitle, badge=badge, highlight=boat is not None,
                          note=f"{wreck['left']} cards left" + (
                              f", {wreck['monsters']} monster(s) known inside" if badge
                              else "")))
    return zone(f"wrecks-{depth}", f"{depth.capitalize()} wrecks", items,
                note="cards left; ☠ a monster known to be inside")


def _dive_zone(view: dict[str, Any]) -> list[dict[str, Any]]:
    visit = view["visit"]
    if visit.get("place") != "dive":
        return []
    who = view["names"][visit["player"]]
    items = [stat("dive-wreck", "wreck", visit["wreck"] + 1),
             stat("dive-waiting", "divers still to draw", len(visit["waiting"])),
             stat("dive-back", "monsters set aside", visit["back"])]
    if visit["monster"] is not None:
        items.append(card("dive-monster", "Monster", "☠", tone="danger",
                          subtitle="met in this dive"))
    return [zone("dive", f"{who}'s dive", items)]


def _divers_zone(view: dict[str, Any]) -> dict[str, Any]:
    team = view["teams"][view["player"]]
    items = [card(f"diver-{i}", f"Diver {i + 1}", d[0], tone="crew",
                  subtitle=_diver_words(d), note="hoses: " + str(d[0]))
             for i, d in enumerate(team) if d is not None]
    return zone("divers", "Your divers", items, owner=view["player"],
                note="the number is the hoses: 0 shallow, 1 medium, 2 any depth")


def _hand_zone(view: dict[str, Any]) -> dict[str, Any]:
    items = []
    for depth in DEPTHS:
        pile = view["hand"][depth]
        for name in sorted(pile, key=card_order):
            for k in range(pile[name]):
                items.append(card(f"hand-{depth}-{name}-{k}", kind_of(name).capitalize(),
                                  _face(name), tone="treasure", subtitle=f"{depth} back",
                                  note=describe(name)))
    return zone("hand", "Your treasure cards", items, owner=view["player"],
                note="units (diamonds: dollars); the others see only the backs; your money "
                "is under Players")


def _face(name: str) -> str:
    return f"${number_of(name)}" if kind_of(name) == "diamonds" else str(number_of(name))


def _encounter_zone(view: dict[str, Any]) -> list[dict[str, Any]]:
    if not view["encounters"]:
        return []
    items = [card(f"enc-{c}", ENCOUNTERS[c].title, "", tone="event",
                  subtitle=PLACE_TITLES[ENCOUNTERS[c].place], note=ENCOUNTERS[c].effect)
             for c in view["encounter_hand"]]
    return [zone("encounters", "Your encounter cards", items, owner=view["player"],
                 note=f"{view['encounter_deck']} in the deck; discarded: "
                      + (", ".join(ENCOUNTERS[c].title for c in view["discards"]) or "none"))]


def _looks_zone(view: dict[str, Any]) -> list[dict[str, Any]]:
    looks = view["looks"][-6:]
    if not looks:
        return []
    items = [text(f"look-{n}", f"Wreck {x['wreck'] + 1}, seen {x['seen']}: "
                  f"{wreck_contents(x['cards'])}"
                  + (f" (changed since {x['ended']})" if x["ended"] else ""))
             for n, x in enumerate(looks)]
    return [zone("looks", "What you have seen", items, layout="column")]


def _rival_zone(view: dict[str, Any], seat: int) -> dict[str, Any]:
    items = [card(f"p{seat}-diver-{i}", f"Diver {i + 1}", d[0], tone="crew",
                  subtitle=_diver_words(d)) for i, d in enumerate(view["teams"][seat])
             if d is not None]
    items += [token(f"p{seat}-back-{depth}", f"{depth} cards" if n > 1 else f"1 {depth} card",
                    n, color=DEPTH_COLOURS[depth]) for depth, n in view["backs"][seat].items()
              if n]
    items.append(stat(f"p{seat}-money", "money", f"${view['money'][seat]}"))
    return zone(f"rival-{seat}", f"{view['names'][seat]}'s boat", items, owner=seat,
                size="small")


# --- the actions ------------------------------------------------------------------------------
def _decorate(view: dict[str, Any], action: dict[str, Any]) -> dict[str, Any]:
    """Make the right thing clickable: an action card, a wreck, a diver, a rival's backs,
    an encounter card; the rest are buttons in their group (by the action's kind and args,
    never its id read apart)."""
    kind, args = action["kind"], action["args"]
    out: dict[str, Any] = {"group": GROUPS.get(kind, "Actions")}
    target = _target(view, kind, args)
    if target is not None:
        out["target"] = target
    if kind in PRIMARY or (kind in SALES and _sells_all(view, sale_cards(args[0]))):
        out["style"] = "primary"
    elif kind in QUIET:
        out["style"] = "quiet"
    elif kind == "flee":
        out["style"] = "danger"
    return out


PRIMARY = {"plan", "wreck", "draw", "trident", "dolphins", "look"}
QUIET = {"leave", "pass", "surface"}


def _target(view: dict[str, Any], kind: str, args: list[Any]) -> str | None:
    """The scene item an action is played on, named from its args."""
    if kind == "plan":
        return f"card-{args[0]}"
    if kind in ("wreck", "look"):
        return f"wreck-{args[0]}"
    if kind in ("draw", "weight", "trident"):
        return f"diver-{args[0]}"
    if kind == "sabotage":
        return f"p{view['visit']['player']}-diver-{args[0]}"
    if kind == "pickpocket":
        return f"p{args[0]}-back-{args[1]}"
    if kind == "play":
        return f"enc-{args[0]}"
    return None


def _sells_all(view: dict[str, Any], names: tuple[str, ...]) -> bool:
    """A sale of every card of its type in hand: the usual sale, shown first in style."""
    kinds = {kind_of(n) for n in names}
    held = sum(n for pile in view["hand"].values() for c, n in pile.items()
               if kind_of(c) in kinds)
    return len(kinds) == 1 and held == len(names)


# --- the odds panel ----------------------------------------------------------------------------
def odds(state: Any, player: int | None) -> dict[str, Any] | None:
    """For each wreck the viewer's boat could dive: the exact chance to meet a monster and to
    lose a diver, and the expected dollars of the dive (`key_largo.odds.wreck_odds`, the
    rules' own dive under exact enumeration), given what the viewer knows: a wreck they
    looked at and that has not changed since is known card by card; any other is a uniform
    sample of its depth's cards the viewer has not seen elsewhere."""
    if player is None:
        return None
    view = state.view(player, log=False)
    team = [tuple(d) for d in view["teams"][player] if d is not None]
    if not team or view["over"]:
        return None
    piles = state.game.options.wreck_cards  # the table the game was set up with: public
    looked = {x["wreck"]: x["cards"] for x in view["looks"] if x["ended"] is None}
    made = (_wreck_row(view, w, wreck, team, looked, piles)
            for w, wreck in enumerate(view["wrecks"]) if wreck["left"] and wreck["boat"] is None)
    rows = [row for row in made if row is not None]
    notes = ["Exact for this model: a wreck you looked at is known; any other wreck's cards "
             "are a uniform sample of its depth's cards not in your hand, not gone from play "
             "and not in a wreck you looked at (rivals' hands are not counted out).",
             "Dollars at the best market rate; your divers draw in order, weights after "
             "treasure."]
    return odds_table("Your dive, wreck by wreck", ["wreck", "monster", "lose a diver",
                                                     "expected"], rows, notes=notes)


def _wreck_row(view: dict[str, Any], w: int, wreck: dict[str, Any], team: list[tuple],
               looked: dict[int, dict[str, int]], piles: dict) -> list[Any] | None:
    depth = wreck["depth"]
    known = looked.get(w)
    unseen = None if known else _unseen(view, depth, w, looked, piles)
    result = wreck_odds(depth, wreck["left"], team, known=known, unseen=unseen, cards=piles)
    if result is None:
        return None
    name = f"{w + 1} ({depth}{', looked at' if known else ''})"
    return [name, result["monster"], result["lose"], f"${float(result['value']):,.0f}"]


def _unseen(view: dict[str, Any], depth: str, wreck: int, looked: dict[int, dict[str, int]],
            piles: dict) -> dict[str, int] | None:
    """The depth's cards the viewer has not seen elsewhere (None: the whole pile, when what
    is left could not fill the wreck)."""
    pool = Counter(dict(piles[depth]))
    pool -= Counter(view["hand"][depth]) + Counter(view["gone"][depth])
    for other, cards in looked.items():
        if other != wreck and view["wrecks"][other]["depth"] == depth:
            pool -= Counter(cards)
    return dict(pool) if sum(pool.values()) >= view["wrecks"][wreck]["left"] else None
