"""Davy Jones' Gold's heuristic bot, which sees only its seat's view (docs/new_game.md).

The navigator fills its holds and brings them home, keeps out of the sea monsters' reach,
fights a monster when its cannons are in reach and the dice favour it, and pursues Davy
Jones' treasures (6 gold each; the fourth ends the game). Each ship in turn: fights Davy
Jones where she lies at his island when the sword odds pay, repairs at home, shoots a
monster that cursed us or one the cannons in reach defeat this turn at least half the time,
leaves a monster's reach (her bow first, if no move takes all of her out), explores a wild
island she lies at, shoots a rival carrying gold, and otherwise sails for her goal: the
monster that cursed us (going in only with enough masts to outlive its shots, `_charges`),
Davy Jones' island, home with a full hold, else the richest near wild island. Her move is
the legal one that ends out of every other monster's reach and nearest her goal by the way
round what lies between (`pilotage`). It finds an action in its view's legal entries by kind
and args (`Menu`), and spells a move of its own with the game's codec: it never reads an id."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict
from fractions import Fraction
from functools import lru_cache
from typing import Any, NamedTuple

from pirates_lib.engine import Bot, Game

from . import components as c
from . import pilotage as p
from .geometry import Box, Circle, gap, reaches
from .ids import CODEC
from .fleet import ships_of
from .mechanics import is_gold, masts_in_reach, token_value
from .odds import hit_chance, swordfight_chance, volley_hits
from .pilotage import Goal, box_of

View = dict[str, Any]
MENU_MOVES = ("sail", "dock")  # the kinds of the menu's moves
KILL_ODDS = Fraction(1, 2)  # shoot a monster when the ships in reach defeat it this often
PLACES = 3  # the places a ship last sailed from, where she does not sail back to ...
MEMORY = 8  # ... for this many rounds
REVISIT = 5.0  # mm: an end this near a remembered place (centre to centre, each axis) is one


class Menu:
    """The legal entries of a view, found by kind and args."""

    def __init__(self, entries: list[View]) -> None:
        self.entries = entries
        self.ids = [a["id"] for a in entries]
        self._by = {(a["kind"], *a["args"]): a["id"] for a in entries}
        self._kinds = {a["id"]: a["kind"] for a in entries}

    def get(self, kind: str, *args: Any) -> str | None:
        """The id of the legal action of `kind` with `args`, if there is one."""
        return self._by.get((kind, *args))

    def kind(self, action_id: str) -> str | None:
        """The kind of a legal action (None: not one of them, a move of the bot's own)."""
        return self._kinds.get(action_id)

    def of(self, kinds: tuple[str, ...], ship: str | None = None) -> list[View]:
        """The entries of these kinds (of `ship`'s, her name their first arg), in order."""
        return [a for a in self.entries if a["kind"] in kinds
                and (ship is None or a["args"][0] == ship)]


class Plan(NamedTuple):
    """A ship's goal, and the monster whose reach she may enter (to shoot it), if any."""

    goal: Goal | None
    spare: str | None = None


class NavigatorBot(Bot):
    """Explore, carry gold home, keep clear of monsters or defeat them, fight Davy Jones; on
    decisions, the sensible answer."""

    def __init__(self, game: Game, player: int, seed: int = 0) -> None:
        super().__init__(game, player, seed)
        self.table = c.table(**asdict(game.options))  # the game's numbers: swords, gold
        self.mean_gold = sum(self.table.gold_values) / len(self.table.gold_values)
        self._been: dict[str, list[tuple[int, float, float]]] = {}  # (round, x, y) she left

    def choose(self, view: View) -> str:
        legal = Menu(view["legal"])
        kind = view["decision"]["kind"]
        if kind == "act":
            return self._act(view, legal)
        answer = ANSWERS.get(kind)
        choice = answer(self, view, legal) if answer else None
        return choice if choice is not None and choice in legal.ids else legal.ids[0]

    # --- decisions ---------------------------------------------------------------------------
    def _mast(self, view: View, legal: Menu) -> str | None:
        """Lose the mast whose cannon hits least (the highest rank), the sternmost of equals."""
        ship = view["ships"][view["decision"]["args"][0]]
        return legal.get("mast", max(ship["masts"], key=lambda i: (ship["ranks"][i], i)))

    def _parley(self, view: View, legal: Menu) -> str | None:
        """Pay from the hold (gold that does not count yet) rather than from home."""
        return legal.get("parley", view["decision"]["args"][1])

    def _keep(self, view: View, legal: Menu) -> str:
        """The more valuable gold; Davy Jones over a curse or a monster (the two tokens are the
        view's `looking`: keep:first the first)."""
        def worth(action: View) -> int:
            token = view["looking"][0 if action["args"] == ["first"] else 1]
            return int(token[5:]) if token.startswith("gold-") else (0 if token == c.DAVY_JONES
                                                                     else -1)
        return max(legal.of(("keep",)), key=worth)["id"]

    def _reward(self, view: View, legal: Menu) -> str:
        return max(legal.of(("reward",)), key=lambda a: view["wild"][a["args"][0]])["id"]

    def _aim(self, view: View, legal: Menu) -> str:
        """A monster's shot at a rival's ship, the one with most gold aboard; at one of ours
        only when it must, the one with least gold aboard and most masts."""
        me = self.player

        def harm(action: View) -> tuple[bool, int, int]:
            ship = view["ships"][action["args"][0]]
            if ship["seat"] != me:
                return True, ship["aboard"], 0
            return False, -ship["aboard"], len(ship["masts"])
        return max(legal.of(("aim",)), key=harm)["id"]

    # --- a ship's action ---------------------------------------------------------------------
    def _act(self, view: View, legal: Menu) -> str:
        """A ship's action, remembering where a ship sails from (`_course`): a sail or a dock
        of the menu, or a move of her own (no legal entry)."""
        action, ship = self._action(view, legal)
        if ship is not None and legal.kind(action) in ("sail", "dock", None):
            me, now = view["ships"][ship], view["round"]
            self._been[ship] = [*self._been.get(ship, ())[-PLACES + 1:], (now, me["x"], me["y"])]
        return action

    def _action(self, view: View, legal: Menu) -> tuple[str, str | None]:
        """Each ship's duties first, then exploring, shots at rivals, and the moves: the
        action, and the ship it is given to (None: the turn ends)."""
        mine = [s for s, ship in view["ships"].items() if ship["seat"] == self.player
                and s not in view["acted"] and ship["zone"] is None]
        for ship in mine:
            first = self._duty(view, legal, ship)
            if first:
                return first, ship
        for ship in mine:
            explore = legal.get("spyglass", ship) or legal.get("explore", ship)
            if explore:
                return explore, ship
        for ship in mine:
            shot = self._rival_shot(legal, view, ship)
            if shot:
                return shot, ship
        for ship in mine:
            move = self._course(view, legal, ship)
            if move:
                return move[0], ship
        return CODEC.id("end"), None

    def _duty(self, view: View, legal: Menu, ship: str) -> str | None:
        """What comes before exploring: Davy Jones, repairs, a monster to defeat, and out
        of a monster's reach (her bow out first where no move gets all of her out; shooting
        at it if neither)."""
        fight = legal.get("fight", ship)
        if fight and self._fights(view, ship):
            return fight
        repair = legal.get("repair", ship)
        if repair:
            return repair
        shot = self._monster_shot(view, legal, ship)
        sea, box = p.sea(view, self.player), p.lead_of(view, ship)
        if shot or not p.exposed(sea, box):
            return shot
        plan = self._plan(view, ship)
        if not p.exposed(sea, box, plan.spare):
            return None
        move = self._course(view, legal, ship, plan)
        if move and not p.exposed(sea, move[1], plan.spare):
            return move[0]
        bow_out = self._bow_out(view, legal, ship, plan)
        if bow_out:
            return bow_out
        cornered = [a for a in (legal.get("shoot", ship, n) for n in c.MONSTER) if a]
        return cornered[0] if cornered else (move[0] if move else None)

    def _bow_out(self, view: View, legal: Menu, ship: str, plan: Plan) -> str | None:
        """No move leaves the reach she lies in: the one that takes her bow farthest out of
        every reach, if any takes it out (from there her next move leaves: `offing`)."""
        w = p.waters(view, ship, self.player)
        ends = [(p.offing(w.sea, end, plan.spare), action)
                for action, end in p.options(legal.of(MENU_MOVES, ship), w, plan.goal)]
        best = max(ends, default=None)
        return best[1] if best and best[0] > 0 else None

    def _monster_shot(self, view: View, legal: Menu, ship: str) -> str | None:
        """A monster that cursed us must be defeated; any other is worth a shot when the
        ships with cannons in reach of it defeat it this turn at least KILL_ODDS of the time
        (its 'place' tokens, 5 gold each, and two reward draws)."""
        for name in c.MONSTER:
            action = legal.get("shoot", ship, name)
            if action and (self._cursed_by(view, name)
                           or self._kill_chance(view, legal, name) >= KILL_ODDS):
                return action
        return None

    def _kill_chance(self, view: View, legal: Menu, name: str) -> Fraction:
        """The chance that every ship of ours still to act, shooting all her cannons in
        reach one after the other, removes the monster's last part this turn."""
        monster, ranks = view["monsters"][name], []
        base = Circle(monster["x"], monster["y"], monster["r"])
        for ship, me in view["ships"].items():
            if legal.get("shoot", ship, name):
                ranks += [me["ranks"][i] for i in masts_in_reach(
                    box_of(me), me["masts"], len(me["ranks"]), base, view["reach"]["cannon"])]
        return _defeat_chance(tuple(sorted(ranks)), monster["parts"])

    def _rival_shot(self, legal: Menu, view: View, ship: str) -> str | None:
        """A rival carrying gold is worth a shot (or the gold her player parleys with)."""
        rich = [a["id"] for a in legal.of(("shoot",), ship)
                if view["ships"].get(a["args"][1], {}).get("aboard")]
        return rich[0] if rich else None

    # --- Davy Jones ----------------------------------------------------------------------------
    def _fights(self, view: View, ship: str, now: bool = True) -> bool:
        """Fight him when the sword odds pay: a win is a treasure (6 gold); a loss costs a
        mast and a gold token from her hold or her home island, reckoned at the mean gold
        value and a gold piece for the mast, but nothing of ours on a rival's home island
        (a token of that island pays). Not the last treasure, though, while the wild islands
        hold gold and even its 6 gold would leave us behind: winning it ends the game."""
        if view["treasures"] == 1 and any(view["wild"].values()) and not self._ahead_with(
                view, c.TREASURE_VALUE):
            return False
        home = view["homes"].get(view["davy_jones"])
        loss = 0 if home and home["seat"] != self.player else self.mean_gold + 1
        odds = self._sword_odds(view, ship, now)
        return odds * c.TREASURE_VALUE >= (1 - odds) * loss

    def _ahead_with(self, view: View, extra: int) -> bool:
        """Would our home islands, with `extra` more, beat every rival's? A rival's face-down
        tokens are reckoned at the mean gold value; face-up trophies are known."""
        mine = float(extra)
        rivals: dict[int, float] = {}  # seat -> the worth reckoned of its home islands
        for home in view["homes"].values():
            worth = sum(token_value(t) * n for t, n in home["trophies"].items())
            if home["seat"] == self.player:
                mine += worth + sum(token_value(t) * n for t, n in home["gold"].items())
            else:
                rivals[home["seat"]] = rivals.get(home["seat"], 0) + worth + (
                    self.mean_gold * home["face_down"])
        return mine > max(rivals.values(), default=0.0)

    def _pursues(self, view: View, ship: str) -> bool:
        """Sail to Davy Jones where she may dock, if she would fight him there (Crimson
        Kate's reroll free again by then): with two masts or more when she carries gold
        (one lost fight must not sink it), and with none aboard for the last treasure
        (gold aboard counts nothing once the game ends)."""
        me, davy = view["ships"][ship], view["davy_jones"]
        if not davy or not self._may_dock(view, davy) or not self._fights(view, ship, False):
            return False
        return not me["aboard"] or (len(me["masts"]) >= 2 and view["treasures"] > 1)

    def _sword_odds(self, view: View, ship: str, now: bool) -> Fraction:
        """The chance her captain beats him (`odds.swordfight_chance`), with Crimson Kate's
        reroll if it is free (`now`: this turn; else at the turn she fights)."""
        captain = next(k for k in self.table.captains if k.name == view["ships"][ship]["captain"])
        reroll = captain.ability == c.REROLL and not (now and view["ability_used"])
        return _swordfight(captain.sword, self.table.davy_jones_sword, reroll)

    # --- where to go -------------------------------------------------------------------------
    def _plan(self, view: View, ship: str) -> Plan:
        """Her goal: the monster that cursed us (Davy Jones first while she may not go in
        at it yet), Davy Jones, home with a full hold or while cursed (where no monster
        shoots), else the nearest rich wild island."""
        me = view["ships"][ship]
        hunted = self._hunts(view, ship)
        if hunted:
            monster = view["monsters"][hunted]
            base = Circle(monster["x"], monster["y"], monster["r"])
            charge = self._charges(view, ship, hunted, base)
            if charge or not self._pursues(view, ship):
                return Plan(Goal(None, base, hunted), hunted if charge else None)
        if self._pursues(view, ship):
            return Plan(Goal(view["davy_jones"], c.ISLAND[view["davy_jones"]].shape))
        cursed, home = self._cursed(view, ship), Goal(me["home"], c.ISLAND[me["home"]].shape)
        open_islands = [i for i in c.WILD_ISLANDS if view["wild"][i] and i != view["davy_jones"]]
        if cursed or not open_islands:
            return Plan(home if me["aboard"] or cursed else None)
        if me["aboard"] >= me["capacity"]:
            return Plan(home)
        here = box_of(me)
        best = min(open_islands, key=lambda i: gap(here, c.ISLAND[i].shape) - 4 * view["wild"][i])
        return Plan(Goal(best, c.ISLAND[best].shape))

    def _hunts(self, view: View, ship: str) -> str | None:
        """The monster on the mat whose curse lies on her, if she has all her masts or lies
        in its reach already (a weakened ship would only be sunk on the way in)."""
        me = view["ships"][ship]
        for name, monster in view["monsters"].items():
            curse = view["curses"].get(f"curse-{name}")
            if curse and curse["seat"] == self.player and ship in curse["ships"] and monster[
                    "point"] is not None and (len(me["masts"]) == len(me["ranks"]) or self._shot_at(
                    view, ship, Circle(monster["x"], monster["y"], monster["r"]))):
                return name
        return None

    def _shot_at(self, view: View, ship: str, base: Circle) -> bool:
        """Does the monster with this base shoot at her where she lies: within its reach,
        and not docked at her home island?"""
        me = view["ships"][ship]
        home = view["homes"].get(me["docked"])
        return (reaches(base, box_of(me), view["reach"]["cannon"])
                and not (home and home["seat"] == self.player))

    def _charges(self, view: View, ship: str, monster: str, base: Circle) -> bool:
        """May she sail into the reach of the monster she hunts? Each of its parts shoots at
        the start of every player's turn, so ships going in are shot at once a player before
        they fire: she goes in, from within one move of it, with the companions its curse
        holds that `_join` her, if on average a mast of theirs outlives those shots, or if
        they are all the ships the curse holds. A ship in its reach already stays to fire."""
        me, reach = view["ships"][ship], view["reach"]["cannon"]
        if self._shot_at(view, ship, base):
            return True
        if gap(box_of(me), base) > reach + view["reach"]["move"]:
            return False
        masts, everyone = len(me["masts"]), True
        for other in view["curses"][f"curse-{monster}"]["ships"]:
            if other != ship and self._joins(view, other, base):
                masts += len(view["ships"][other]["masts"])
            elif other != ship:
                everyone = False
        beast = view["monsters"][monster]
        shots = len(view["names"]) * beast["parts"] * hit_chance(beast["rank"])
        return everyone or masts - shots >= 1

    def _joins(self, view: View, ship: str, base: Circle) -> bool:
        """Is this companion in the monster's reach already, or ready to go in with her:
        within one move of it, all masts standing, still to act this turn?"""
        mate, reach = view["ships"][ship], view["reach"]["cannon"]
        if mate["masts"] and self._shot_at(view, ship, base):
            return True
        return (mate["zone"] is None and ship not in view["acted"]
                and len(mate["masts"]) == len(mate["ranks"])
                and gap(box_of(mate), base) <= reach + view["reach"]["move"])

    def _cursed_by(self, view: View, monster: str) -> bool:
        curse = view["curses"].get(f"curse-{monster}")
        return curse is not None and curse["seat"] == self.player

    def _cursed(self, view: View, ship: str) -> bool:
        return any(ship in curse["ships"] for curse in view["curses"].values())

    def _may_dock(self, view: View, island: str) -> bool:
        home = view["homes"].get(island)
        return home is None or home["seat"] == self.player or view["davy_jones"] == island

    # --- the move --------------------------------------------------------------------------------
    def _course(self, view: View, legal: Menu, ship: str, plan: Plan | None = None
                ) -> tuple[str, Box] | None:
        """The legal move that rates best (`pilotage.rater`), with where she ends, if it rates
        better than staying (or she has `_stalled`); the chart's own moves are looked for only
        when no other does, and a wedged ship's short runs all round (`pilotage.creeps`) only
        when none of those does either (never while she waits to go in at a monster). She never
        sails back to where she lay in the last MEMORY rounds: in a jam (an island too near
        to turn to, a companion in the way) she would go to and fro."""
        plan, w = plan or self._plan(view, ship), p.waters(view, ship, self.player)
        goal = plan.goal
        dock = legal.get("dock", ship, goal.island) if goal and goal.island else None
        if dock and goal and not p.exposed(w.sea, end := p.docked(w.box, goal.shape)):
            return dock, end
        rate = p.rater(w, goal, plan.spare)
        been = [(x, y) for r, x, y in self._been.get(ship, ()) if r > view["round"] - MEMORY]
        here = rate(w.box)
        ends: dict[str, Box] = {}  # move id -> where she ends

        def rated_of(found: list[tuple[str, Box]]) -> list[tuple[p.Rating, str]]:
            fresh = [(action, end) for action, end in found if not _revisits(end, been)]
            ends.update(fresh)
            return [(rate(end), action) for action, end in fresh]
        rated = rated_of(p.options(legal.of(MENU_MOVES, ship), w, goal))
        searches = [lambda: p.charted(w, rate)] + ([] if _waits(plan) else [lambda: p.creeps(w)])
        for more in searches:
            if goal and here[1] > 0 and (not rated or min(rated)[0] >= here):
                rated += rated_of(more())
        best = min(rated, default=None)
        if best and (best[0] < here or self._stalled(goal, plan, here, best[0])):
            return best[1], ends[best[1]]
        return None

    def _stalled(self, goal: Goal | None, plan: Plan, here: p.Rating, best: p.Rating) -> bool:
        """Short of a goal she can reach (not a monster she waits to go in at), she never
        stays: where every move rates worse (her hull too near an island to turn to it),
        the best of them opens new ones."""
        return (goal is not None and not _waits(plan) and 0 < here[1] < p.UNCHARTED
                and best[0] <= here[0])


def _waits(plan: Plan) -> bool:
    """Does she wait to go in at the monster she hunts (out of its reach, `_charges`)?"""
    return plan.goal is not None and plan.goal.monster is not None and plan.spare is None


def _revisits(end: Box, been: Sequence[tuple[float, float]]) -> bool:
    return any(abs(end.x - x) < REVISIT and abs(end.y - y) < REVISIT for x, y in been)


@lru_cache(maxsize=1024)
def _defeat_chance(ranks: tuple[int, ...], parts: int) -> Fraction:
    """The chance cannons of these ranks, all fired, hit at least `parts` times."""
    return volley_hits(ranks).at_least(parts) if ranks else Fraction(0)


@lru_cache(maxsize=64)
def _swordfight(sword: int, davy: int, reroll: bool) -> Fraction:
    return swordfight_chance(sword, davy, reroll)


ANSWERS = {"mast": NavigatorBot._mast, "parley": NavigatorBot._parley,
           "keep": NavigatorBot._keep, "reward": NavigatorBot._reward, "aim": NavigatorBot._aim}


def round_end(start: Any) -> Callable[[Any], list[Fraction] | None]:
    """The search bot's cut-off (`Game.search_cutoff`): a playout of Davy Jones' Gold is long
    (a random game about 350 actions, a second of play), so it stops when the round it began
    in ends, and values each seat by its gold: the tokens on its home islands as they score
    (the end of the game: 'The highest total wins', docs/rules/davy_jones.md), half the gold
    aboard its ships (it counts only once unloaded, and a shot, a monster or Davy Jones may
    take it first), and a fair share of what is still to win (the wild islands' gold and the
    treasures left) added to every seat alike. Its share of the win is its part of the sum:
    a lead counts for more as the gold still out dwindles. Gold at home alone, the leaders
    sharing the win, left most rounds' playouts tied, so the search could tell few moves
    apart (docs/engine.md, "Strength")."""
    begun = start.round

    def estimate(state: Any) -> list[Fraction] | None:
        return None if state.round == begun else gold_shares(state)
    return estimate


def gold_shares(state: Any) -> list[Fraction]:
    """`round_end`'s value of each seat: (fair share + home + aboard / 2) over the sum."""
    players = state.game.players
    out = sum(token_value(token) * n for pile in state.wild.values()
              for token, n in pile.items() if is_gold(token))
    fair = Fraction(out + c.TREASURE_VALUE * state.treasures, players) + 1
    value = [fair + home + Fraction(_aboard(state, seat), 2)
             for seat, home in enumerate(state.scores())]
    total = sum(value)
    return [v / total for v in value]


def _aboard(state: Any, seat: int) -> int:
    return sum(token_value(token) * n for ship in ships_of(state, seat)
               for token, n in state.cargo[ship].items())
