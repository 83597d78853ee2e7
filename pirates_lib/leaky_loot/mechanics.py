"""Leaky Loot Legends' rule functions, of plain values only: dice, waves, rams, buckets, the
salvage draw and the port schedule. The state plays with them and `odds.py` enumerates the very
same functions under `pirates_lib.odds.exact`, so the odds and the game share one code path.
Randomness comes only through the `chance` passed in."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import components as C
from .components import Hull

if TYPE_CHECKING:
    from pirates_lib.engine import ChanceLike


def roll_wave_dice(chance: ChanceLike, suit: str) -> tuple[int, ...]:
    """The red dice of a wave, one value per die, rolled in order. Rulebook: "Hearts = d4,
    Clubs = d4 + d4, All other suits = d6"."""
    return tuple([chance.die(sides) for sides in C.WAVE_DICE[suit]])


def roll_wave_strength(chance: ChanceLike, suit: str) -> int:
    """Wave strength for an ocean card's suit: the sum of its red dice."""
    return sum(roll_wave_dice(chance, suit))


def roll_side(chance: ChanceLike) -> int | None:
    """The blue d6: "Roll 1 - 5 = Corresponding Boat Side Hit; Roll 6 = Wave Misses".
    Returns the side's index 0..4, or None for a miss."""
    roll = chance.die(C.SIDE_DIE)
    return None if roll == C.MISS else roll - 1


def strike(hull: Hull, strength: int) -> tuple[Hull, int]:
    """A wave of strength S against a hull of strength H: the hull afterwards and water leaked.

    Rulebook: "The Hull Card takes damage counters for Wave Strength lower than its value.
    Wave Strength higher than a Hull Card allows water to leak into the the boat equal to the
    difference." [ruling] S > H leaks S - H and puts no counters on; S <= H puts S counters on
    and leaks nothing."""
    held = hull.strength
    if strength > held:
        return hull, strength - held
    return Hull(hull.value, hull.damage + strength, hull.starter), 0


def ram_strike(hull: Hull, strength: int) -> Hull:
    """A ram against a hull. Rulebook: "Only Hull Cards are damaged during a Ram, no water is
    leaked." [ruling] If S > H the hull is broken (D = V), else it takes S counters."""
    if strength > hull.strength:
        return Hull(hull.value, hull.value, hull.starter)
    return Hull(hull.value, hull.damage + strength, hull.starter)


def bail(pending: int, water: int, bucket: int) -> tuple[int, int]:
    """Water a bucket removes: (from pending, from the boat). Rulebook: "Use Bucket to remove
    leaked water"; [ruling] up to its value, pending water first, then water in the boat."""
    from_pending = min(pending, bucket)
    return from_pending, min(water, bucket - from_pending)


def collectable(flotsam: list[str], thrown: dict[str, list[int]], seat: int) -> list[str]:
    """The cards of the flotsam `seat` may collect, each once, sorted. Rulebook: a thrown card
    "Can be collected by other players"; [ruling] never by the player who threw it, so a card
    is open to a seat while the flotsam holds a copy that seat did not throw."""
    return sorted(card for card in set(flotsam)
                  if flotsam.count(card) > thrown.get(card, []).count(seat))


def copy_collected(throwers: list[int], seat: int) -> int | None:
    """Which copy of a card `seat` collects, given the seats that threw its copies still
    afloat (in throw order): [ruling] the earliest thrown by another player, which leaves the
    copies open to as many players as can be; None: a copy nobody threw (a drowned hand's)."""
    return next((i for i, thrower in enumerate(throwers) if thrower != seat), None)


def salvage_due(ocean_card: str) -> bool:
    """Rulebook: "Even # = Draw 1 Salvage at end of turn; Odd # = Do NOT draw Salvage"."""
    return C.rank_of(ocean_card) % 2 == 0


def next_port_round(port_round: int, ports_done: int) -> int:
    """The round at whose end the next port lies, once port number `ports_done` has been
    reached at the end of `port_round`. Rulebook: "Each next Port being 1 turn further
    away(5, 6, 7, 8…)"; [ruling] counted in rounds: ports at the ends of rounds 5, 11, 18, 26."""
    return port_round + C.FIRST_PORT_ROUND + ports_done


def treasure_in(hand: list[str]) -> list[str]:
    """The treasure cards of a hand: what a port turns into victory points. Rulebook: "Ports
    are the only place that a player can turn in for their Treasure for Victory Points"."""
    return [card for card in hand if C.kind_of(card) == "treasure"]


def points(treasure: list[str]) -> int:
    """Victory points of treasure turned in: the sum of the printed values."""
    return sum(C.value_of(card) for card in treasure)
