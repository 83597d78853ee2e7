"""Davy Jones' Gold's heuristic bot, which sees only its seat's view (docs/new_game.md).

The navigator fills its holds and brings them home: each ship fights Davy Jones where she can
(a treasure is 6 gold, and the fourth ends the game), repairs at home, explores a wild island
she lies at, and otherwise sails for her goal (home when her hold is full, else Davy Jones'
island or the richest near wild island) by the legal move that brings her closest: a menu
move, a dock, or a straight course of her own (`move:<ship>:<x>,<y>`, checked with the same
geometry the rules use)."""
from __future__ import annotations

from typing import Any

from pirates_lib.engine import Bot

from . import components as c
from .geometry import Box, Circle, gap, heading_of
from .sailing import clear_run, course_to, leaving, lying_against, sail, sails_clear

View = dict[str, Any]


class NavigatorBot(Bot):
    """Explore, carry gold home, fight Davy Jones; on decisions, the sensible answer."""

    def choose(self, view: View) -> str:
        legal = [a["id"] for a in view["legal"]]
        kind = view["decision"]["kind"]
        if kind == "act":
            return self._act(view, legal)
        answer = ANSWERS.get(kind)
        choice = answer(self, view, legal) if answer else None
        return choice if choice in legal else legal[0]

    # --- decisions ---------------------------------------------------------------------------
    def _mast(self, view: View, legal: list[str]) -> str:
        """Lose the mast whose cannon hits least (the highest rank), the sternmost of equals."""
        ship = view["ships"][view["decision"]["args"][0]]
        return f"mast:{max(ship['masts'], key=lambda i: (ship['ranks'][i], i))}"

    def _parley(self, view: View, legal: list[str]) -> str:
        """Pay from the hold (gold that does not count yet) rather than from home."""
        target = view["decision"]["args"][1]
        return f"parley:{target}" if f"parley:{target}" in legal else legal[0]

    def _keep(self, view: View, legal: list[str]) -> str:
        """The more valuable gold; Davy Jones over a curse or a monster (the two tokens are the
        view's `looking`: keep:first the first)."""
        def worth(action: str) -> int:
            token = view["looking"][0 if action == "keep:first" else 1]
            return int(token[5:]) if token.startswith("gold-") else (0 if token == c.DAVY_JONES
                                                                     else -1)
        return max(legal, key=worth)

    def _reward(self, view: View, legal: list[str]) -> str:
        return max(legal, key=lambda a: view["wild"][a[len("reward:"):]])

    def _aim(self, view: View, legal: list[str]) -> str:
        """A monster's shot at a rival's ship, the one with most gold aboard."""
        me = self.player

        def harm(action: str) -> tuple[bool, int]:
            ship = view["ships"][action[len("aim:"):]]
            return ship["seat"] != me, ship["aboard"]
        return max(legal, key=harm)

    # --- a ship's action ---------------------------------------------------------------------
    def _act(self, view: View, legal: list[str]) -> str:
        mine = [s for s, ship in view["ships"].items() if ship["seat"] == self.player
                and s not in view["acted"] and ship["zone"] is None]
        for ship in mine:
            for action in (f"fight:{ship}", f"repair:{ship}", f"spyglass:{ship}",
                           f"explore:{ship}"):
                if action in legal:
                    return action
        for ship in mine:
            shot = self._shot(view, legal, ship)
            if shot:
                return shot
        for ship in mine:
            move = self._course(view, legal, ship)
            if move:
                return move
        return "end"

    def _shot(self, view: View, legal: list[str], ship: str) -> str | None:
        """A monster that cursed us must be defeated; a rival carrying gold is worth a shot."""
        for token, curse in view["curses"].items():
            monster = c.curse_of(token)
            if curse["seat"] == self.player and f"shoot:{ship}:{monster}" in legal:
                return f"shoot:{ship}:{monster}"
        rich = [a for a in legal if a.startswith(f"shoot:{ship}:")
                and view["ships"].get(a.split(":")[2], {}).get("aboard")]
        return rich[0] if rich else None

    def _goal(self, view: View, ship: str) -> tuple[str | None, Circle] | None:
        """Where the ship should head: home with a full hold, a monster that cursed us,
        Davy Jones with an empty hold, else the nearest rich wild island."""
        me = view["ships"][ship]
        cursed = self._cursed(view, ship)
        for token, curse in view["curses"].items():
            monster = view["monsters"].get(c.curse_of(token))
            if curse["seat"] == self.player and monster and monster["point"] is not None:
                return None, Circle(monster["x"], monster["y"], monster["r"])
        if me["aboard"] and (me["aboard"] >= me["capacity"] or cursed
                             or not any(view["wild"].values())):
            return me["home"], c.ISLAND[me["home"]].shape
        davy = view["davy_jones"]
        if davy and len(me["masts"]) >= 2 and not me["aboard"] and self._may_dock(view, davy):
            return davy, c.ISLAND[davy].shape
        open_islands = [i for i in c.WILD_ISLANDS if view["wild"][i] and i != davy]
        if cursed or not open_islands:
            return (me["home"], c.ISLAND[me["home"]].shape) if me["aboard"] else None
        here = _box(me)
        best = min(open_islands, key=lambda i: gap(here, c.ISLAND[i].shape) - 4 * view["wild"][i])
        return best, c.ISLAND[best].shape

    def _cursed(self, view: View, ship: str) -> bool:
        return any(ship in curse["ships"] for curse in view["curses"].values())

    def _may_dock(self, view: View, island: str) -> bool:
        home = view["homes"].get(island)
        return home is None or home["seat"] == self.player or view["davy_jones"] == island

    def _course(self, view: View, legal: list[str], ship: str) -> str | None:
        """The legal move that ends closest to the goal (docking there first of all)."""
        goal = self._goal(view, ship)
        if goal is None or (goal[0] and view["ships"][ship]["docked"] == goal[0]):
            return None
        if goal[0] and f"dock:{ship}:{goal[0]}" in legal:
            return f"dock:{ship}:{goal[0]}"
        box, target, reach = _lead(view["ships"][ship]), goal[1], view["reach"]["move"]
        options = [(a, _menu_end(box, a, ship, reach)) for a in legal
                   if a.startswith(f"sail:{ship}:")]
        options.append(self._straight(view, ship, box, target))
        options = [(a, end) for a, end in options if end is not None]
        if not options:
            return None
        best, end = min(options, key=lambda o: gap(o[1], target))
        return best if gap(end, target) < gap(box, target) else None

    def _straight(self, view: View, ship: str, box: Box, target: Circle
                  ) -> tuple[str, Box | None]:
        """Sail straight at the goal as far as L allows, stopping short of what is in the
        way, as a move to a point; no end unless the rules' own check passes."""
        obstacles, ships, banned = _surroundings(view, ship, self.player)
        grace = lying_against(box, obstacles)
        obstacles = [o for o in obstacles if o not in grace]
        heading = heading_of(target.x - box.bow[0], target.y - box.bow[1])
        run = min(view["reach"]["move"] - 0.5,
                  clear_run(box, heading, obstacles + ships, c.MAT, grace=grace) - 1.0)
        bow = sail(box, heading, max(run, 0.0)).bow
        point = (round(bow[0], 1), round(bow[1], 1))
        action = f"move:{ship}:{point[0]:g},{point[1]:g}"
        heading, run = course_to(box, point)
        if not (1 <= run <= view["reach"]["move"] and sails_clear(
                box, heading, run, obstacles + ships, ships, c.MAT, banned, grace)):
            return action, None
        return action, sail(box, heading, run)

def _box(ship: View) -> Box:
    return Box(ship["x"], ship["y"], ship["ux"], ship["uy"], ship["length"] / 2,
               ship["width"] / 2)


def _lead(ship: View) -> Box:
    """Her box as a move begins: docked bow-first, turned around (the rules' `leaving`)."""
    island = c.ISLAND[ship["docked"]].shape if ship["docked"] else None
    return leaving(_box(ship), island)


def _menu_end(box: Box, action: str, ship: str, reach: float) -> Box | None:
    """Where a menu move ends: the ids are made from the menu's headings and runs, so each
    candidate is generated here and looked up, not parsed."""
    for heading in c.MENU_HEADINGS:
        for run in (reach * k for k in c.MENU_RUNS):
            if action == f"sail:{ship}:{heading:g}:{run:g}":
                return sail(box, heading, run)
    return None


def _surroundings(view: View, ship: str, seat: int) -> tuple[list, list, list]:
    """The obstacles, the other ships and the islands this ship may not dock at, from the view."""
    obstacles = [i.shape for i in c.ISLANDS] + [z.shape for z in c.CURSED_ZONES]
    obstacles += [Circle(m["x"], m["y"], m["r"]) for m in view["monsters"].values()
                  if m["point"] is not None]
    ships = [_box(s) for name, s in view["ships"].items() if name != ship]
    banned = [c.ISLAND[h].shape for h, home in view["homes"].items()
              if home["seat"] != seat and view["davy_jones"] != h]
    return obstacles, ships, banned


ANSWERS = {"mast": NavigatorBot._mast, "parley": NavigatorBot._parley,
           "keep": NavigatorBot._keep, "reward": NavigatorBot._reward, "aim": NavigatorBot._aim}
