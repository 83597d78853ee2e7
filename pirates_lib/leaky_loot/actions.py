"""The action phase of Leaky Loot Legends: "Swap Hull Card", "Use Bucket to remove leaked
water", "Ram other players", "Collect cards from drowned players", and "end".

Action ids (stable, documented in docs/rules/leaky_loot.md):
``hull:3>side2`` (play Hull 3 onto side 2), ``bucket:2``, ``ram:1`` (ram seat 1),
``collect:treasure-3/pay:bucket-1``, ``throw:hull-2`` (hand limit), ``end``.
A mixin of `rules.LeakyLootState`."""
from __future__ import annotations

import re

from ..engine import Action
from ..engine.game import PIRATE_NAMES
from . import components as C
from . import rules

_CARDS = sorted(card for card in C.salvage_deck() if card != C.KRAKKEN)
_HULLS = sorted(C.HULL_COPIES)

# Every action there can be, made once: legal-action generation only looks them up.
END = Action("end", "End the turn (pending water joins the boat)")
HULL = {(v, side): Action(f"hull:{v}>side{side}", f"Hull {v} onto side {side}")
        for v in _HULLS for side in range(1, C.SIDES + 1)}
BUCKET = {v: Action(f"bucket:{v}", f"Bucket {v}: bail up to {v} water")
          for v in C.BUCKET_COPIES}
RAM = {seat: Action(f"ram:{seat}", f"Ram {name}'s boat") for seat, name in enumerate(PIRATE_NAMES)}
COLLECT = {(card, pay): Action(f"collect:{card}/pay:{pay}",
                               f"Take {C.describe(card)} from the flotsam, paying "
                               f"{C.describe(pay)}")
           for card in _CARDS for pay in _CARDS}
_HULL_PLAYS = {f"hull-{v}": [HULL[v, side] for side in range(1, C.SIDES + 1)] for v in _HULLS}
_BAILS = {f"bucket-{v}": action for v, action in BUCKET.items()}
THROW = {card: Action(f"throw:{card}", f"Throw {C.describe(card)} into the flotsam")
         for card in _CARDS}

# Numbers are written without leading zeros: "ram:01" is no action, not a ram on seat 1.
_N = r"([1-9]\d*)"
_SYNTAX = re.compile(rf"hull:{_N}>side{_N}|bucket:{_N}|ram:(0|[1-9]\d*)|collect:([a-z]+-\d)/pay:"
                     r"([a-z]+-\d)|throw:([a-z]+-\d)|end")


class ActionPhase:
    """The choices of the player whose turn it is (and the hand-limit throw)."""

    def _legal_actions(self) -> list[Action]:
        if self.phase == "throw":
            return self._throw_moves()
        boat = self.boats[self.turn]
        kinds = sorted(set(boat.hand))
        wet = boat.water + boat.pending > 0
        moves = []
        for card in kinds:
            if card in _HULL_PLAYS:
                moves += _HULL_PLAYS[card]
            elif wet and card in _BAILS:
                moves.append(_BAILS[card])
        if not self.acted:
            moves += [RAM[s] for s, b in enumerate(self.boats) if b.afloat and s != self.turn]
            moves += [COLLECT[card, pay] for card in sorted(set(self.flotsam)) for pay in kinds]
        moves.append(END)
        return moves

    def _act(self, action: Action) -> None:
        kind, _, rest = action.id.partition(":")
        if kind == "end":
            self._end_turn()
        elif kind == "hull":
            value, side = rest.split(">side")
            self._play_hull(int(value), int(side) - 1)
        elif kind == "bucket":
            self._bail(int(rest))
        elif kind == "ram":
            self._ram(int(rest))
        else:
            card, pay = rest.split("/pay:")
            self._collect(card, pay)

    def _play_hull(self, value: int, side: int) -> None:
        """Rulebook "Swap Hull Card"; RULINGS: onto any side, the old hull is discarded (a
        starter hull leaves the game). A new hull on the side the wave hit this turn
        re-resolves the wave: pending becomes what it would have let in, less the water
        already bailed from pending this turn [assumed], and it takes the counters if it holds."""
        seat, boat = self.turn, self.boats[self.turn]
        boat.lose(f"hull-{value}")
        old = boat.hulls[side]
        if old.starter:
            self.starters_gone += 1
        else:
            self.salvage_discard.append(f"hull-{old.value}")
        new = rules.Hull(value)
        text = (f"{self.game.names[seat]} puts Hull {value} on side {side + 1}, replacing "
                f"{'the starter ' if old.starter else ''}hull {old.value} (strength "
                f"{old.strength}).")
        if self.wave and self.wave["side"] == side + 1:
            counters = C.counted(self.wave["strength"], "counter")
            new, leaked = rules.strike(new, self.wave["strength"])
            self.wave["leaked"] = leaked
            boat.pending = max(0, leaked - self.bailed)
            text += (f" It takes this turn's wave of strength {self.wave['strength']} again: "
                     f"pending water is now {boat.pending}"
                     + (f", and it takes {counters}." if not leaked else "."))
        boat.hulls[side] = new
        self.emit("hull", text, seat=seat, side=side + 1, value=value)

    def _bail(self, value: int) -> None:
        """RULINGS: "a bucket removes up to its value in water, pending first, then water
        already in the boat; then it is discarded"."""
        seat, boat = self.turn, self.boats[self.turn]
        boat.lose(f"bucket-{value}")
        self.salvage_discard.append(f"bucket-{value}")
        from_pending = min(boat.pending, value)
        from_boat = min(boat.water, value - from_pending)
        boat.pending -= from_pending
        boat.water -= from_boat
        self.bailed += from_pending
        self.emit("bucket", f"{self.game.names[seat]} uses Bucket {value}: {from_pending} "
                  f"pending and {from_boat} boat water bailed out (pending {boat.pending}, "
                  f"aboard {boat.water}).", seat=seat, value=value)

    def _ram(self, target: int) -> None:
        """Rulebook "Ram": blue d6 for the side, red d6 for strength, "Only Hull Cards are
        damaged during a Ram, no water is leaked"; RULINGS: S > H breaks the hull (D = V)."""
        self.acted = True
        side = rules.roll_side(self.chance)
        strength = self.chance.die(6)
        self.ram = {"target": target, "side": None if side is None else side + 1,
                    "side_die": 6 if side is None else side + 1, "strength": strength}
        who, whom = self.game.names[self.turn], self.game.names[target]
        if side is None:
            self.emit("ram", f"{who} rams {whom} with strength {strength}, but the blue die "
                      "shows 6: a miss.", seat=self.turn, target=target, side=None)
            return
        hulls = self.boats[target].hulls
        before = hulls[side]
        hulls[side] = rules.ram_strike(before, strength)
        result = ("breaks it" if strength > before.strength
                  else f"puts {C.counted(strength, 'counter')} on it")
        self.emit("ram", f"{who} rams {whom}'s side {side + 1} (hull {before.value}, strength "
                  f"{before.strength}) with strength {strength} and {result}.",
                  seat=self.turn, target=target, side=side + 1, strength=strength)

    def _collect(self, card: str, pay: str) -> None:
        """Rulebook: drowned players' cards "are then available for other players to pick up
        at the cost of discarding 1 of their own"; thrown cards likewise."""
        self.acted = True
        boat = self.boats[self.turn]
        boat.lose(pay)
        self.salvage_discard.append(pay)
        self.flotsam.remove(card)
        boat.hand = sorted(boat.hand + [card])
        boat.seen = sorted(boat.seen + [card])
        self.emit("collect", f"{self.game.names[self.turn]} takes {C.describe(card)} from "
                  f"the flotsam, discarding {C.describe(pay)}.", seat=self.turn, card=card,
                  pay=pay)

    def why_illegal(self, action_id: str) -> str:
        """A precise reason for a refused id, in the table's words."""
        match = _SYNTAX.fullmatch(action_id) if isinstance(action_id, str) else None
        if match is None:
            return ("that is no Leaky Loot action (they look like hull:3>side2, bucket:2, "
                    "ram:1, collect:treasure-3/pay:bucket-1, throw:hull-2, end)")
        if self.phase == "throw":
            if not action_id.startswith("throw:"):
                return "a card must first be thrown into the flotsam (hand limit 3)"
            return f"{C.describe(action_id[6:])} is not in the hand"
        if action_id.startswith("throw:"):
            return "a card is thrown only when a salvage draw makes a 4th card"
        return self._why_not_action(match)

    def _why_not_action(self, match: re.Match) -> str:
        hand, boat = self.boats[self.turn].hand, self.boats[self.turn]
        hull, side, bucket, ram, card, pay = match.groups()[:6]
        if hull is not None:
            if not 1 <= int(side) <= C.SIDES:
                return f"a boat has sides 1 to {C.SIDES}, not {side}"
            return f"you hold no Hull {hull}"
        if bucket is not None:
            if f"bucket-{bucket}" not in hand:
                return f"you hold no Bucket {bucket}"
            return "there is no water to bail"
        if (ram or card) and self.acted:
            return "you have already rammed or collected this turn (one of the two per turn)"
        if ram is not None:
            target = int(ram)
            if target >= len(self.boats):
                return f"there is no seat {target}"
            if target == self.turn:
                return "you cannot ram your own boat"
            return f"{self.game.names[target]}'s boat has drowned"
        if card is not None:
            if not hand:
                return "an empty hand cannot pay for a card from the flotsam"
            if card not in self.flotsam:
                return f"the flotsam holds no {C.describe(card)}"
            return f"you hold no {C.describe(pay)} to pay with"
        return "it is not one of the legal actions now"
