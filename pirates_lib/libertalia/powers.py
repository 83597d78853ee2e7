"""The 30 crew powers (rulebook, "Crew Powers"), by the phase they act in.

Rulebook: 'All crew must resolve as much of their actions as possible, even if
disadvantageous to themselves or their controller!' So every power here does what it can:
a loss takes what there is (doubloons never go below 0), a discard that finds nobody does
nothing, and no power is ever optional. Each power is `power(state, owner, rank)`: it works on
the state it is given (through `table`) and never imports it. A power that asks its owner to
choose returns that question as the step that follows, `(kind, owner, rank)`: a forced
decision of the flow (`actions.FLOW`), so with no option nothing happens and with one it is
taken without asking ([ruling]); the choice itself is in `choices.py`. "[ruling]" marks a
reading of ours, written out in docs/rules/libertalia.md."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.flow import Follow
from ..engine.words import counted
from . import mechanics, table as T
from .components import (CHEST, CREW, DAY, END, GAMBLER, GOODS, GOVERNORS_DAUGHTER, GRANNY_WATA,
                         JEWELS, MAP, MUTINEER, NIGHT, OFFICER, RELIC, SABER, booty_text,
                         booty_words)

if TYPE_CHECKING:
    from .state import LibertaliaState

#: A day power: (state, owner, rank) -> the question it asks, if any.
Power = Callable[["LibertaliaState", int, int], Follow]
#: A night or anchor power, which asks nothing.
Effect = Callable[["LibertaliaState", int, int], None]


# --- day: lowest rank first -------------------------------------------------------------------
def parrot(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Discard and replace with a different character.' [ruling] the owner puts another
    card from hand on the ship in its place; it acts later this day if its rank is still
    ahead."""
    T.discard_from_ship(s, rank, owner, "the Parrot flies off")
    return [("replace", owner, rank)]


def monkey(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Give all your cursed relics to the player on your left.' [ruling] left is the next
    seat."""
    relics = s.den_booty[owner][RELIC]
    if relics:
        left = mechanics.left_of(owner, s.game.players)
        s.den_booty[owner][RELIC] = 0
        s.den_booty[left][RELIC] += relics
        s.emit("power", f"{T.who(s, owner)}'s Monkey passes {booty_words(RELIC, relics)} to "
               f"{T.who(s, left)}", rank=rank)
    return None


def beggar(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'The player with the highest character in the ship gives you 3 doubloons.' [ruling]
    up to 3 (what they have), and nothing when that player is the Beggar's owner."""
    top = s.ship[-1][1]
    if top != owner:
        paid = T.lose(s, top, 3, "to the Beggar")
        T.gain(s, owner, paid, "from the Beggar")
    return None


def recruiter(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Take back one character from your den into your hand.'"""
    return [("recruit", owner, rank)]


def preacher_day(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Discard all booty tiles but one': the owner chooses the one to keep."""
    return [("keep", owner, rank)]


def carpenter_day(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Lose half of your doubloons.' [ruling] the loss rounds down (keep the larger half)."""
    T.lose(s, owner, s.doubloons[owner] // 2, "to the Carpenter")
    return None


def french_officer(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Gain 5 doubloons if you have less than 9 doubloons.'"""
    if s.doubloons[owner] < 9:
        T.gain(s, owner, 5, "from the French Officer")
    return None


def voodoo_witch(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Gain 2 doubloons for each of your discarded characters': [ruling] this campaign's
    discards (discard piles leave the game with the campaign)."""
    T.gain(s, owner, 2 * len(s.discards[owner]), "from the Voodoo Witch")
    return None


def brute(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Discard the character with the highest rank in the ship', the Brute himself if he
    is the highest."""
    top_rank, top_owner = s.ship[-1]
    T.discard_from_ship(s, top_rank, top_owner, f"{T.who(s, owner)}'s Brute throws it overboard")
    return None


def gunner(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Pay 3 doubloons to discard any character of your choice.' The book: 'the Cannoneer
    has to pay 3 gold even if there are no eligible crew in a den to kill'. [ruling] he pays
    what he can (up to 3) and shoots any crew in any den."""
    T.lose(s, owner, 3, "to pay for the Gunner's shot")
    return [("shoot", owner, rank)]


def spanish_spy(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Discard all Spanish officers and draw 1 booty for each officer discarded.' [ruling]
    the officers among the day's booty under the ship; each is replaced from the bag."""
    officers = s.loot[OFFICER]
    if not officers:
        return None
    s.loot[OFFICER] = 0
    s.spent[OFFICER] += officers
    drawn = mechanics.draw_tokens(s.bag, officers, s.chance)
    for kind in drawn:
        s.loot[kind] += 1
    got = booty_text({k: drawn.count(k) for k in dict.fromkeys(drawn)},
                     empty="nothing (the bag is empty)")
    s.emit("power", f"{T.who(s, owner)}'s Spanish Spy discards {booty_words(OFFICER, officers)} "
           f"from under the ship and draws {got}", rank=rank)
    return None


def merchant(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Discard 2 identical booty tiles to gain 3 doubloons or 3 identical booty tiles to
    gain 5 doubloons': a sale is forced when there is a pair; the owner picks which."""
    return [("sell", owner, rank)]


def surgeon(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Take back one discarded character into your hand.'"""
    return [("revive", owner, rank)]


def gambler_day(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Lose 1 doubloon for each of your booty.'"""
    T.lose(s, owner, sum(s.den_booty[owner].values()), "to the Gambler")
    return None


def quarter_master_day(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Gain 1 doubloon for each of your booty.'"""
    T.gain(s, owner, sum(s.den_booty[owner].values()), "from the Quarter Master")
    return None


def captain_day(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Gain 3 doubloons.'"""
    T.gain(s, owner, 3, "from the Captain")
    return None


def spanish_governor(s: LibertaliaState, owner: int, rank: int) -> Follow:
    """'Discard all characters from your den.'"""
    for r in list(s.dens[owner]):
        T.discard_from_den(s, r, owner, "the Spanish Governor clears the den")
    return None


DAY_POWERS: dict[int, Power] = {
    1: parrot, 2: monkey, 3: beggar, 4: recruiter, 6: preacher_day, 9: carpenter_day,
    10: french_officer, 11: voodoo_witch, 14: brute, 15: gunner, 17: spanish_spy,
    21: merchant, 22: surgeon, 24: gambler_day, 26: quarter_master_day, 29: captain_day,
    30: spanish_governor,
}


# --- night: every crew in every den, lowest rank first -----------------------------------------
def barkeep(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Gain 1 doubloon.'"""
    T.gain(s, owner, 1, "from the Barkeep")


def waitress(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Discard a treasure map to gain 3 doubloons' (forced when there is a map)."""
    if s.den_booty[owner][MAP]:
        s.den_booty[owner][MAP] -= 1
        s.spent[MAP] += 1
        T.gain(s, owner, 3, "for a treasure map, from the Waitress")


def freed_slave(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Gain 1 doubloon for each character in your den with a rank higher than 12.'"""
    T.gain(s, owner, sum(1 for r in s.dens[owner] if r > 12), "from the Freed Slave")


def mutineer(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Discard the character with the lowest rank in your den (not mutineer) and gain 2.'"""
    others = [r for r in s.dens[owner] if r != MUTINEER]
    if others:
        T.discard_from_den(s, min(others), owner, "the Mutineer's revolt")
    T.gain(s, owner, 2, "from the Mutineer")


def bosun(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Gain 2 doubloons for each character in your den with a rank lower than 19.'"""
    T.gain(s, owner, 2 * sum(1 for r in s.dens[owner] if r < 19), "from the Bosun")


def armorer(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Gain 1 doubloon for each sabre' the owner holds."""
    T.gain(s, owner, s.den_booty[owner][SABER], "from the Armorer")


def granny_wata(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Gain 2 doubloons if there is only 1 Granny Wata, otherwise discard all Granny
    Watas': [ruling] counted over every den at that moment."""
    holders = [p for p, den in enumerate(s.dens) if GRANNY_WATA in den]
    if holders == [owner]:
        T.gain(s, owner, 2, "from Granny Wata")
        return
    for p in holders:
        T.discard_from_den(s, GRANNY_WATA, p, "two Granny Watas cannot share the island")


NIGHT_POWERS: dict[int, Effect] = {7: barkeep, 8: waitress, 12: freed_slave, 13: mutineer,
                                   19: bosun, 20: armorer, 27: granny_wata}


# --- end of campaign: the anchor ---------------------------------------------------------------
def _gain_end(amount: int, why: str) -> Effect:
    def power(s: LibertaliaState, owner: int, rank: int) -> None:
        T.gain(s, owner, amount, why)
    power.__doc__ = f"Gain {counted(amount, 'doubloon')} at the end of the campaign ({why})."
    return power


def topman(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Gain 5 doubloons if you have the fewest characters in your den': [ruling] a tie for
    the fewest counts."""
    if len(s.dens[owner]) <= min(len(den) for den in s.dens):
        T.gain(s, owner, 5, "from the Topman")


def treasurer(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Gain 1 doubloon for each of your goods, jewels and chests.'"""
    booty = s.den_booty[owner]
    T.gain(s, owner, booty[GOODS] + booty[JEWELS] + booty[CHEST], "from the Treasurer")


def governors_daughter(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Gain 6 doubloons if only you have the Governor's Daughter. Otherwise, lose 3.'
    [ruling] counted over every den at that moment."""
    holders = sum(1 for den in s.dens if GOVERNORS_DAUGHTER in den)
    if holders == 1:
        T.gain(s, owner, 6, "from the Governor's Daughter")
    else:
        T.lose(s, owner, 3, "to a jealous Governor's Daughter")


def quarter_master_end(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Lose 8 doubloons.'"""
    T.lose(s, owner, 8, "to the Quarter Master")


def first_officer(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Gain 1 doubloon for each character in your den' (himself included)."""
    T.gain(s, owner, len(s.dens[owner]), "from the First Officer")


def captain_end(s: LibertaliaState, owner: int, rank: int) -> None:
    """'Lose 3 doubloons for each of your cursed relics.'"""
    T.lose(s, owner, 3 * s.den_booty[owner][RELIC], "to the Captain's curse")


END_POWERS: dict[int, Effect] = {
    6: _gain_end(5, "from the Preacher"), 9: _gain_end(10, "from the Carpenter"), 16: topman,
    23: treasurer, GAMBLER: _gain_end(8, "from the Gambler"), 25: governors_daughter,
    26: quarter_master_end, 28: first_officer, 29: captain_end,
}


def check_tables() -> list[str]:
    """Each power table matches the phases the crew list names (a guard for the data: a
    power missing from its table would silently never act)."""
    problems = []
    for table, phase in ((DAY_POWERS, DAY), (NIGHT_POWERS, NIGHT), (END_POWERS, END)):
        want = {r for r, c in CREW.items() if phase in c.acts}
        if set(table) != want:
            problems.append(f"{phase} powers {sorted(set(table) ^ want)} do not match the crew")
    return problems
