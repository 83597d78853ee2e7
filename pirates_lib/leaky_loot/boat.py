"""A seat's boat and hand, with the table's memory of that hand: what the other players have
seen go into it, and which salvage deck each unseen card came from. The redeal of hidden
cards (`views.shuffle_hidden`) keeps every fact recorded here, so a redealt hand is always one
the table could not rule out (docs/rules/leaky_loot.md, "Redealing hidden cards")."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import components as C
from .components import Hull

if TYPE_CHECKING:
    from .views import BoatView, KnownHand


@dataclass
class Boat:
    """One player's boat and hand: hulls by side (index 0 is side 1), water in the boat,
    water pending this turn, the hidden hand (kept sorted), afloat or drowned."""

    hulls: list[Hull] = field(default_factory=C.starter_hulls)
    water: int = 0
    pending: int = 0
    hand: list[str] = field(default_factory=list)
    afloat: bool = True
    scored: list[str] = field(default_factory=list)  # treasure turned in at ports
    points: int = 0  # the values of `scored`, summed
    # What the table knows of the hidden hand: `seen` cards were taken face up from the
    # flotsam; `plain` of the other cards are known to be no treasure (the starting cards,
    # and what stays in hand after a port has taken all the treasure).
    seen: list[str] = field(default_factory=list)
    plain: int = 0
    # Which salvage deck each unseen card was drawn from: card -> one number per copy, oldest
    # first (0: the first deck; n: the deck rebuilt by the n-th reshuffle). The holder knows
    # it, the table only in part; the redeal keeps it so that no card crosses a reshuffle.
    decks: dict[str, list[int]] = field(default_factory=dict)

    def take(self, card: str, deck: int) -> None:
        """A card drawn unseen from salvage deck number `deck` joins the hand."""
        self.hand.append(card)
        self.hand.sort()
        self.decks[card] = sorted(self.decks.get(card, []) + [deck])

    def take_face_up(self, card: str) -> None:
        """A card taken face up (from the flotsam) joins the hand: the table saw it go in."""
        self.hand = sorted(self.hand + [card])
        self.seen = sorted(self.seen + [card])

    def lose(self, card: str) -> None:
        """A card leaves the hand face up: the table's knowledge of the rest follows."""
        self.hand.remove(card)
        if card in self.seen:
            self.seen.remove(card)
            return
        copies = self.decks[card]
        copies.pop(0)  # copies of one card are alike: which one the holder played is moot
        if not copies:
            del self.decks[card]
        if self.plain and C.kind_of(card) != "treasure":
            self.plain -= 1  # it may have been one of the plain cards

    def sink(self) -> list[str]:
        """Rulebook "Drowning": "no longer in the game"; the hand is given up, face up."""
        lost = self.hand
        self.afloat = False
        self.hand, self.seen, self.plain, self.decks = [], [], 0, {}
        return lost

    def turn_in(self, treasure: list[str], gained: int) -> None:
        """A port takes the treasure out of the hand and scores it; everyone saw it go, so what
        stays in hand is known to hold no treasure."""
        self.hand = [c for c in self.hand if C.kind_of(c) != "treasure"]
        self.seen = [c for c in self.seen if C.kind_of(c) != "treasure"]
        self.decks = {c: n for c, n in self.decks.items() if C.kind_of(c) != "treasure"}
        self.plain = len(self.hand) - len(self.seen)
        self.scored += treasure
        self.points += gained

    def from_deck(self, deck: int) -> list[str]:
        """The unseen cards drawn from salvage deck number `deck`."""
        return [card for card, decks in sorted(self.decks.items()) for n in decks if n == deck]

    def unseen(self) -> list[str]:
        """The hand less the cards the table has seen going in."""
        rest = list(self.hand)
        for card in self.seen:
            rest.remove(card)
        return rest

    def public(self) -> BoatView:
        """What everyone at the table sees of this boat (a hull is [value, damage, starter])."""
        return {"hulls": [[h.value, h.damage, h.starter] for h in self.hulls],
                "water": self.water, "pending": self.pending, "afloat": self.afloat,
                "hand_size": len(self.hand), "points": self.points}

    def known(self) -> KnownHand:
        """What the table knows of the hidden hand."""
        return {"seen": list(self.seen), "plain": self.plain}

    def to_json(self) -> dict[str, Any]:
        """Everything the boat holds, the hidden hand and its deck record included."""
        return dict(self.public(), **self.known(), hand=list(self.hand),
                    scored=list(self.scored),
                    decks={card: list(n) for card, n in sorted(self.decks.items())})
