"""The Davy Jones' Gold scene: the playmat seen from above (islands with their token counts,
cursed zones, the sea-monster points), every ship with her masts, the sea monsters with their
parts, Davy Jones (the monsters and he named beside their pieces, each ship's masts written
beside her, so a player's two ships are told apart); your fleet and the dice beside it; a
prompt for each choice; the log (schema: widgets/SCENE.md, "Map").

Click one of your ships to select her: her move reach (a ring of radius L, or L + S with Fair
Wind, about her bow: a move is measured bow to bow; docked bow-first, about her stern, which
leads as she turns her around to leave) and her cannons' reach (S about each standing mast)
appear, with her actions; then click the sea to sail her bow to that point
(`move:<ship>:{x},{y}`: she turns about her bow to face it and sails there), or click a ship
or monster to shoot. The moves of the last round of turns leave their wakes: her turn about
her bow (the fan her hull swept) and her straight run.

Everything comes from `state.view(player)`: token counts and positions are public; only the
viewer's own holds and home gold are shown by value."""
from __future__ import annotations

import math
from typing import Any

from pirates_lib.davy_jones import combat, moves
from pirates_lib.davy_jones import components as C
from pirates_lib.davy_jones.actions import CODEC
from pirates_lib.davy_jones.geometry import Box, box_from_bow, heading_vector, mast_points
from pirates_lib.davy_jones.sailing import wake
from pirates_lib.davy_jones.turning import swing
from pirates_lib.davy_jones.mechanics import score
from pirates_lib.davy_jones.odds import escape_within, shot_odds, swordfight_chance
from pirates_lib.engine.words import counted

from .common import (actions_from_view, base_scene, die, odds_table, player_summary, stat,
                     status_line, zone)
from .davy_jones_playmat import SEA, centred_text, playmat_shapes

COLOURS = {"red": "#c1121f", "blue": "#1d4ed8", "green": "#2d6a4f", "yellow": "#e9c46a"}
MONSTER_COLOURS = {C.KRAKEN: "#6a0572", C.SEA_SERPENT: "#0f766e"}
REACH, CANNON = "#ffd166", "#ff6b6b"
NAME_SIZE = 20  # the board's map lettering (board.css, .pl-map-text), in mm on the map
DAVY_JONES_SIZE = 22
ASKED = {"aim": "Aim the sea monster's shot: click the ship it fires at.",
         "mast": "A hit: choose the mast your ship loses (click it, or a button).",
         "parley": "Your ship is under fire: parley (pay a gold token) or let the cannons fire.",
         "reroll": "Crimson Kate may reroll one die that failed her.",
         "explore": "Take another token from the island, or stop.",
         "keep": "The Spyglass shows two tokens: keep one, the other goes back.",
         "reward": "You defeated a sea monster: choose the wild island to draw from.",
         "pair": "A curse: choose the two ships it takes.",
         "scatter": "Davy Jones won on a home island: choose where its gold token goes."}


def build(state: Any, player: int | None) -> dict[str, Any]:
    """The scene for `player` (None: a spectator)."""
    view = state.view(player)
    scene = base_scene(state, view, status=_status(view), prompt=_prompt(view))
    scene["players"] = [_summary(view, seat) for seat in range(len(view["names"]))]
    scene["zones"] = [_dice_zone(view), _fleet_zone(view)]
    scene["map"] = _map(state, view)
    scene["actions"] = actions_from_view(view, lambda a: _decorate(view, a))
    return scene


def _status(view: dict[str, Any]) -> str:
    where = C.ISLAND[view["davy_jones"]].title if view["davy_jones"] else "on his portrait card"
    return status_line(view, f"round {view['round']} of {view['rounds']}; Davy Jones "
                             f"{'at the ' + where.lower() if view['davy_jones'] else where}, "
                             f"{view['treasures']} treasures left")


def _prompt(view: dict[str, Any]) -> str:
    if not view["legal"]:
        return ""
    kind = view["decision"]["kind"]
    if kind == "act":
        return ("Click one of your ships: her reach shows, with her actions. Then click the sea "
                "to sail her bow there, or a ship or monster to shoot. End the turn when done.")
    return ASKED.get(kind, "Choose.")


def _title(ship: str) -> str:
    return ship.replace("-", " ") + "-mast"


def _mine(view: dict[str, Any]) -> list[str]:
    return [s for s, ship in view["ships"].items() if ship["seat"] == view["player"]]


# --- players and zones -----------------------------------------------------------------------------
def _summary(view: dict[str, Any], seat: int) -> dict[str, Any]:
    ships = {s: v for s, v in view["ships"].items() if v["seat"] == seat}
    homes = {h: v for h, v in view["homes"].items() if v["seat"] == seat}
    captains = sorted({v["captain"] for v in ships.values()})
    lines = [", ".join(captains)]
    for name, home in homes.items():
        trophies = sum(home["trophies"].values())
        lines.append(f"{name}: {home['face_down']} face down, {trophies} face up")
    lines += [f"{_title(s)}: {len(v['masts'])}/{len(v['ranks'])} masts, {v['aboard']} aboard"
              + (f", in the {v['zone']}" if v["zone"] else "") for s, v in ships.items()]
    return player_summary(view, seat, lines, score=_score(view, seat))


def _score(view: dict[str, Any], seat: int) -> str | None:
    """The gold on the seat's home islands, in words ("14 gold": the game counts gold, not
    the board's default victory points), known to the viewer for their own seat (and to all
    at the end)."""
    if view.get("scores"):
        return counted(view["scores"][seat], "gold", "gold")
    if seat != view["player"]:
        return None
    return counted(sum(score(home["gold"]) + score(home["trophies"])
                       for home in view["homes"].values() if home["seat"] == seat),
                   "gold", "gold")


def _dice_zone(view: dict[str, Any]) -> dict[str, Any]:
    dice = view["dice"]
    items = [die(f"die-{i}", roll, color="red" if i == 0 else "white")
             for i, roll in enumerate(dice.get("rolls", []))]
    return zone("dice", dice.get("label", "Dice"), items, note=None if items else "no roll yet")


def _fleet_zone(view: dict[str, Any]) -> dict[str, Any]:
    items = []
    for s in _mine(view):
        ship = view["ships"][s]
        gold = ", ".join(t for t, n in sorted(ship["gold"].items()) for _ in range(n)) or "empty"
        value = f"{len(ship['masts'])}/{len(ship['ranks'])} masts"
        items.append(stat(f"fleet-{s}", f"{_title(s)}: {gold} ({ship['aboard']}/"
                          f"{ship['capacity']})", value))
    return zone("fleet", "Your fleet", items, note=None if items else "you watch")


# --- the map -------------------------------------------------------------------------------------
def _map(state: Any, view: dict[str, Any]) -> dict[str, Any]:
    shapes = (playmat_shapes() + _counts(view) + _wakes(state, view) + _reaches(state, view)
              + _names(view))
    pieces = [p for s in view["ships"] for p in _ship_pieces(view, s)]
    pieces += [p for m in C.MONSTER for p in _monster_pieces(view, m)]
    if view["davy_jones"]:
        x, y = _davy_jones_at(view["davy_jones"])
        pieces.append({"id": "davy-jones", "x": x, "y": y, "shape": "square",
                       "size": DAVY_JONES_SIZE, "color": "#111111",
                       "label": f"Davy Jones ({view['treasures']} treasures left)"})
    return {"width": C.MAT_SIZE, "height": C.MAT_SIZE, "background": SEA, "shapes": shapes,
            "pieces": pieces, "click": _clicks(view)}


def _davy_jones_at(island: str) -> tuple[float, float]:
    """His marker stands on the northern half of his island (the count is on the southern)."""
    shape = C.ISLAND[island].shape
    return shape.x, shape.y - shape.r / 2


def _names(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Names on the map for what only a tooltip named (issue 24): each sea monster's name
    under its base, "Davy Jones" at sea just north of his island (his marker stands on its
    northern half), and each ship's masts ("4", "3") off her starboard side, so that a
    player's two ships are told apart at a glance. Text is drawn under the pieces, so it
    stands clear of them."""
    out = []
    for m in C.MONSTER:
        monster = view["monsters"][m]
        if monster["point"] is not None:
            out.append(_label(monster["x"], monster["y"] + monster["r"] + NAME_SIZE,
                              C.MONSTER[m].title))
    if view["davy_jones"]:
        island = C.ISLAND[view["davy_jones"]].shape
        out.append(_label(island.x, island.y - island.r - NAME_SIZE / 2, "Davy Jones"))
    for ship in view["ships"].values():
        side = ship["width"] / 2 + NAME_SIZE / 2 + 2
        out.append(_label(ship["x"] - ship["uy"] * side, ship["y"] + ship["ux"] * side,
                          str(len(ship["ranks"]))))
    return out


def _label(x: float, y: float, words: str) -> dict[str, Any]:
    """A name centred on (x, y) in the board's map lettering, kept on the mat."""
    half = 0.275 * NAME_SIZE * len(words)
    x = min(max(x, half), C.MAT_SIZE - half)
    y = min(max(y, NAME_SIZE / 2), C.MAT_SIZE - NAME_SIZE / 2)
    return centred_text(x, y, words, size=NAME_SIZE)


def _counts(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Token counts under each island's name (and face-down gold on the home islands)."""
    out = []
    for island in C.ISLANDS:
        s = island.shape
        if island.name in view["wild"]:
            words = f"{view['wild'][island.name]} tokens"
        elif island.name in view["homes"] and (view["homes"][island.name]["face_down"]
                                               or view["homes"][island.name]["trophies"]):
            home = view["homes"][island.name]
            words = f"{home['face_down']} gold, {sum(home['trophies'].values())} won"
        else:
            continue
        out.append({"shape": "text", "x": round(s.x - 4 * len(words)), "y": round(s.y + 24),
                    "text": words})
    return out


def _reaches(state: Any, view: dict[str, Any]) -> list[dict[str, Any]]:
    """Shown only while the ship is selected: where her bow may end (a ring of her reach about
    the point her move is measured from: her bow, or docked bow-first her stern) and each
    standing cannon's reach S."""
    out = []
    cannon = view["reach"]["cannon"]
    for s in _mine(view):
        ship = view["ships"][s]
        lead, move = moves.outset(state, s), moves.reach_of(state, s)
        (x, y), end = lead.bow, "bow" if lead == state.boxes[s] else "stern (she turns around)"
        out.append({"shape": "circle", "x": _n(x), "y": _n(y), "r": _n(move), "stroke": REACH,
                    "width": 3, "with": s,
                    "label": f"{_title(s)}: her {end} can sail up to {move:g} mm"})
        for i, (x, y) in enumerate(_masts(ship)):
            if i in ship["masts"]:
                out.append({"shape": "circle", "x": _n(x), "y": _n(y), "r": cannon,
                            "stroke": CANNON, "width": 1.5, "with": s,
                            "label": f"cannon {i + 1} (rank {ship['ranks'][i]}) reaches {cannon} mm"})
    return out


def _wakes(state: Any, view: dict[str, Any]) -> list[dict[str, Any]]:
    """The wake of each ship's last move within the last round of turns (the turn now and
    each other player's last), from the move's log event: where her bow stood, her heading
    then, the way she turned, her heading and run."""
    out, turns, seen = [], 0, set()
    for event in reversed(state.log):
        if event.kind == "turn":
            turns += 1
            if turns >= state.game.players:
                break
        elif (event.kind == "move" and event.visible_to(view["player"])
              and event.data["ship"] not in seen):
            seen.add(event.data["ship"])
            out += _wake(view, event.data)
    return out


def _wake(view: dict[str, Any], move: dict[str, Any]) -> list[dict[str, Any]]:
    """Her turn about her bow (the fan her stern corners swept, about the bow) and her straight
    run (the turned ship stretched forward by the run)."""
    ship = view["ships"][move["ship"]]
    colour = COLOURS.get(ship["colour"], "#888888")
    start = box_from_bow(move["bow"], move["start"], ship["length"], ship["width"])
    paint = {"fill": colour + "33", "stroke": colour, "width": 1}
    out = []
    if move["way"]:
        sweep = ((move["heading"] - move["start"]) * move["way"]) % 360
        out.append({"shape": "polygon", "points": _fan(start, move["way"], sweep), **paint,
                    "label": f"the {_title(move['ship'])} turned {sweep:.0f} degrees "
                             f"{'clockwise' if move['way'] > 0 else 'anticlockwise'} about her bow"})
    run = wake(start, move["heading"], move["run"])
    out.append({"shape": "polygon", "points": [[_n(x), _n(y)] for x, y in run.corners()],
                **paint, "label": f"the {_title(move['ship'])} sailed {move['run']:.0f} mm on "
                                  f"heading {move['heading']:.0f}"})
    return out


def _fan(start: Box, way: int, sweep: float) -> list[list[float]]:
    """The water a turn about the bow swept: a fan about the bow out to her stern corners,
    from her stern's bearing before the turn to after it, widened by her corners' angle."""
    (x, y), reach = start.bow, swing(start)
    corner = math.degrees(math.atan2(start.hw, 2 * start.hl))
    first, span = start.heading + 180 - way * corner, sweep + 2 * corner
    steps = max(2, math.ceil(span / 5))
    points = [[_n(x), _n(y)]]
    for k in range(steps + 1):
        ux, uy = heading_vector(first + way * span * k / steps)
        points.append([_n(x + ux * reach), _n(y + uy * reach)])
    return points


def _masts(ship: dict[str, Any]) -> tuple[tuple[float, float], ...]:
    box = Box(ship["x"], ship["y"], ship["ux"], ship["uy"], ship["length"] / 2, ship["width"] / 2)
    return mast_points(box, len(ship["ranks"]))


def _ship_pieces(view: dict[str, Any], s: str) -> list[dict[str, Any]]:
    ship = view["ships"][s]
    heading = math.degrees(math.atan2(ship["ux"], -ship["uy"])) % 360
    name = view["names"][ship["seat"]]
    where = f", in the {ship['zone']}" if ship["zone"] else (
        f", docked at {ship['docked']}" if ship["docked"] else "")
    out = [{"id": s, "x": _n(ship["x"]), "y": _n(ship["y"]), "angle": round(heading, 1),
            "shape": "ship", "size": ship["width"], "length": ship["length"],
            "color": COLOURS.get(ship["colour"], "#888888"),
            "label": f"{name}'s {_title(s)}: {len(ship['masts'])} of {len(ship['ranks'])} masts, "
                     f"{ship['aboard']} gold aboard{where}"}]
    for i, (x, y) in enumerate(_masts(ship)):
        standing = i in ship["masts"]
        out.append({"id": f"{s}-mast-{i}", "on": s, "x": _n(x), "y": _n(y), "shape": "circle",
                    "size": 8 if standing else 5, "color": "#fdf0d5" if standing else "#3d2b1f",
                    "label": f"mast {i + 1}, rank {ship['ranks'][i]}"
                             + ("" if standing else " (lost)")})
    return out


def _monster_pieces(view: dict[str, Any], m: str) -> list[dict[str, Any]]:
    monster = view["monsters"][m]
    if monster["point"] is None:
        return []
    title = C.MONSTER[m].title
    out = [{"id": m, "x": monster["x"], "y": monster["y"], "shape": "circle",
            "size": 2 * monster["r"], "color": MONSTER_COLOURS[m],
            "label": f"The {title}: {monster['parts']} parts of rank {monster['rank']}"}]
    for k in range(monster["parts"]):
        angle = 2 * math.pi * k / max(monster["parts"], 1)
        out.append({"id": f"{m}-part-{k}", "on": m, "shape": "circle", "size": 9,
                    "x": _n(monster["x"] + 0.7 * monster["r"] * math.sin(angle)),
                    "y": _n(monster["y"] - 0.7 * monster["r"] * math.cos(angle)),
                    "color": "#f4a261", "label": f"{title} part"})
    return out


def _clicks(view: dict[str, Any]) -> list[dict[str, Any]]:
    """With one of her ships selected, a click on the sea sails her bow to that point: any
    ship of the viewer's that may be given a move now, whether or not her menu lists one (in
    a tight spot her few moves may all lie off it); the game refuses a click in words."""
    if view["decision"]["kind"] != "act" or not view["legal"]:
        return []
    return [{"cards": [s], "template": CODEC.id("move", s, "{x}", "{y}"),
             "label": f"Click the sea: the {_title(s)}'s bow sails to that point, turning about "
                      f"her bow to face it (within her ring)"}
            for s in _mine(view) if view["ships"][s]["masts"] and view["ships"][s]["zone"] is None
            and s not in view["acted"]]


def _n(x: float) -> float:
    return round(x, 1)


# --- actions ---------------------------------------------------------------------------------------
def _decorate(view: dict[str, Any], legal: dict[str, Any]) -> dict[str, Any]:
    """Where each action is clicked (read from its kind and args): a ship's actions need her
    selected; a shot is the target's piece; a monster's aim the ship; a lost mast the mast."""
    kind, args = legal["kind"], legal["args"]
    if kind == "end":
        return {"group": "Turn", "style": "quiet"}
    if kind == "mast":
        ship = view["decision"]["args"][0]
        return {"group": "Lose a mast", "target": f"{ship}-mast-{args[0]}", "style": "danger"}
    if kind == "aim":
        return {"group": "The sea monster's shot", "target": args[0]}
    asked = view["decision"]["kind"]
    if asked != "act":
        return {"group": asked.capitalize(), "style": "primary"}
    extra = _ship_action(kind, args)
    if not extra:
        return {}
    who = f"{view['names'][view['player']]}'s {_title(args[0])}"
    short = legal["label"].replace(f"Sail {who} ", "").split(who, 1)[-1].strip()
    return {**extra, "cards": [args[0]], "label": short or legal["label"]}


def _ship_action(kind: str, args: list[Any]) -> dict[str, Any] | None:
    """A ship's buttons (her name is their first arg), grouped under her name (so their
    labels drop it)."""
    s = args[0]
    if kind == "sail":
        return {"group": f"Sail the {_title(s)}"}
    if kind == "dock":
        return {"group": f"Dock the {_title(s)}", "style": "primary"}
    if kind == "shoot":
        return {"group": f"The {_title(s)} shoots", "target": args[1], "style": "danger"}
    if kind in ("explore", "spyglass", "repair", "fight"):
        return {"group": f"The {_title(s)}", "style": "primary"}
    return None


# --- the odds panel ----------------------------------------------------------------------------
def odds(state: Any, player: int | None) -> dict[str, Any] | None:
    """The exact odds of the viewer's choices now (`davy_jones.odds`, the rules' own dice under
    exact enumeration): each shot a ship of theirs could fire (the cannons in reach hit, the
    masts removed, the target defeated), a swordfight with Davy Jones where he stands beside
    one of their ships, and escaping a cursed zone a ship of theirs is caught in. Positions,
    masts and captains are public: nothing here depends on a hidden token."""
    if player is None or state.over:
        return None
    view = state.view(player, log=False)
    mine = [s for s, ship in view["ships"].items() if ship["seat"] == player and ship["masts"]]
    rows = [row for s in mine for row in _shots(state, view, s)]
    rows += [row for s in mine for row in _swordfight(state, view, s)]
    rows += _escapes(view, mine)
    if not rows:
        return None
    return odds_table("Your odds now", ["", "exact", "how"], rows,
                      notes=["Each cannon in reach rolls a die and hits above its rank; a "
                             "swordfight's tie goes to the captain."])


def _shots(state: Any, view: dict[str, Any], ship: str) -> list[list[Any]]:
    rows = []
    for target in combat.targets(state, ship):
        ranks = [view["ships"][ship]["ranks"][i] for i in combat.cannons(state, ship, target)]
        left = (view["monsters"][target]["parts"] if target in view["monsters"]
                else len(view["ships"][target]["masts"]))
        shot = shot_odds(ranks, left)
        who = f"{_title(ship)} at {combat.name_of(state, target)}"
        how = f"ranks {', '.join(map(str, ranks))}; {float(shot.expected):.2f} masts off on average"
        rows.append([f"{who}: a hit", 1 - shot.removed[0], how])
        rows.append([f"{who}: defeated", shot.defeat, f"{left} left"])
    return rows


def _swordfight(state: Any, view: dict[str, Any], ship: str) -> list[list[Any]]:
    where = view["davy_jones"]
    if where is None or view["ships"][ship]["docked"] != where:
        return []
    captain = next(k for k in state.table.captains if k.name == view["ships"][ship]["captain"])
    chance = swordfight_chance(captain.sword, state.table.davy_jones_sword,
                               reroll=captain.ability == "reroll")
    return [[f"{captain.name} beats Davy Jones", chance,
             f"sword {captain.sword} against {state.table.davy_jones_sword}"]]


def _escapes(view: dict[str, Any], mine: list[str]) -> list[list[Any]]:
    caught: dict[str, list[int]] = {}
    for s in mine:
        if view["ships"][s]["zone"]:
            caught.setdefault(view["ships"][s]["zone"], []).append(len(view["ships"][s]["masts"]))
    rows = []
    for zone_id, masts in caught.items():
        title = C.CURSED_ZONE[zone_id].title
        for turns in (1, 2, 3):
            rows.append([f"out of the {title} within {turns} turn{'s' if turns > 1 else ''}",
                         escape_within(zone_id, tuple(masts) if len(masts) > 1 else masts[0],
                                       turns), f"masts {', '.join(map(str, masts))}"])
    return rows
