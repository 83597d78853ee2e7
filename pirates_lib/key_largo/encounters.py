"""The encounter cards (the optional rule, option `encounters`): which cards a player may
play where, the bookkeeping of a play, and drawing at Dolphin Cove. A layer-2 module: the
visits (`places`) and the dive (`dive`) offer the plays and read their effects.

Rulebook: "To play an encounter card, the player must be at the location shown by the
pictogram in the upper corner of the card. A player may only play a single encounter card per
half-day. They may never hold more than two encounter cards in hand, even if some of them are
simple tourists. Tourist cards, although they have no effect, may only be discarded at the
location shown on the card." The timing of each card is ours (rulings 28 to 39)."""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from pirates_lib.engine import Action

from . import mechanics
from .codec import action
from .components import ENCOUNTER_HAND_LIMIT, ENCOUNTERS
from .table import who

if TYPE_CHECKING:
    from .state import KeyLargoState

SABOTEUR, REGULAR, EAGER_BUYER = "saboteur", "regular", "eager-buyer"
VOLUNTEER_HELPER, ATTENTIVE_DIVER = "volunteer-helper", "attentive-diver"
DRUNKARD, BEGINNER, EXPERT = "drunkard", "beginner-diver", "expert-diver"
CHEAP_PICKPOCKET, BROTHERS, FAMILY = "pickpocket", "inseparable-brothers", "family"
LIQUIDATOR, GOOD_FRIEND = "liquidator", "good-friend"
VENDORS = {"hose-vendor": "hose", "trident-vendor": "trident", "weight-vendor": "weight"}
PIGEON, SMUGGLER, JEWELER, GOLD_DIGGER = "pigeon", "smuggler", "jeweler", "gold-digger"


def may_play(state: KeyLargoState, seat: int) -> bool:
    """The optional rule is on, and the seat has played no card this half-day ("only a
    single encounter card per half-day")."""
    return state.game.options.encounters and not state.played[seat]


def may_answer(state: KeyLargoState, seat: int) -> bool:
    """The seat holds an encounter card and may play one now: what the table sees (the
    number of cards in a hand and the cards played, never their faces). Ruling 41: at a
    moment where an encounter card could be played, such a seat is asked whatever it holds,
    so that being asked tells nobody which card it is."""
    return bool(state.encounter_hands[seat]) and may_play(state, seat)


def playable(state: KeyLargoState, seat: int, card: str) -> bool:
    """The seat holds `card` and may play a card now."""
    return card in state.encounter_hands[seat] and may_play(state, seat)


def play_actions(state: KeyLargoState, seat: int, place: str,
                 cards: Iterable[str] | None = None) -> list[Action]:
    """`play:<card>` for each card the seat holds whose pictogram is `place` (only `cards`,
    when given: the ones whose moment it is)."""
    if not may_play(state, seat):
        return []
    wanted = None if cards is None else set(cards)
    held = sorted(set(state.encounter_hands[seat]), key=list(ENCOUNTERS).index)
    return [action("play", f"Play {ENCOUNTERS[card].title}: {ENCOUNTERS[card].effect}",
                   card)
            for card in held if ENCOUNTERS[card].place == place
            and (wanted is None or card in wanted)]


def discard(state: KeyLargoState, seat: int, card: str) -> None:
    """Ruling 28: the player's one card for the half-day, discarded face up."""
    state.encounter_hands[seat].remove(card)
    state.discards.append(card)
    state.played[seat] = True
    if state.visit and state.visit["player"] == seat:
        state.visit["card"] = card
    encounter = ENCOUNTERS[card]
    state.emit("encounter", f"{who(state, seat)} plays the {encounter.title}: "
               f"{encounter.effect}", seat=seat, card=card)


def draw(state: KeyLargoState, seat: int) -> None:
    """Rulebook: "A player who chooses the 'Dolphins' action receives their usual payment
    from the bank and also draws an encounter card, which they keep in hand without revealing
    it"; ruling 29: only while holding fewer than two; ruling 30: a refilled deck."""
    hand = state.encounter_hands[seat]
    if len(hand) >= ENCOUNTER_HAND_LIMIT:
        state.emit("no-encounter", f"{who(state, seat)} already holds "
                   f"{ENCOUNTER_HAND_LIMIT} encounter cards and draws none.")
        return
    refill = not state.encounter_deck and bool(state.discards)
    card = mechanics.draw_encounter(state.chance, state.encounter_deck, state.discards)
    if refill:
        state.emit("refill", "The encounter deck is empty: the discarded encounter cards are "
                   "shuffled into a new deck.")
    if card is None:
        state.emit("no-encounter", "No encounter card is left to draw.")
        return
    hand.append(card)
    state.emit("encounter-draw", f"{who(state, seat)} draws an encounter card.", seat=seat)
    state.emit("encounter-draw", f"You draw the {ENCOUNTERS[card].title}: "
               f"{ENCOUNTERS[card].effect}", only=(seat,), card=card)
