"""Davy Jones' Gold's actions: the legal ones at each decision, carrying them out, and the
steps of the rules that run between decisions.

A turn is a list of steps (`state.steps`, plain data): automatic ones ("turn", "volley",
"escape", "end-turn") run at once; a decision waits for its player. "act" is the turn's own
decision: give one of your ships an action, or end the turn. Its menu is finite: each ship's
sails (the eight compass headings at L and L/2, L + S with Fair Wind) and docks, shots,
explore, repair, fight. Any other legal move is also accepted: `move:<ship>:<x>,<y>` turns her
about her bow to face the point (mm on the mat) and sails until her bow is on it, and
`turn:<ship>:<heading>` turns her about her bow without sailing (ruling 3); `moves.free_move`
builds their Action, the one place such an id is read. A decision with a single choice is taken at once; one with none
(a monster with no ship in range) is skipped.

Ids: sail:<ship>:<heading>:<run>, dock:<ship>:<island>, move:<ship>:<x>,<y>, turn:<ship>:<heading>,
shoot:<ship>:<target>, explore:<ship>, spyglass:<ship>, repair:<ship>, fight:<ship>, end;
aim:<ship>, mast:<i>, parley:<source>, refuse, reroll:<i>, accept, draw, spyglass, stop,
keep:first, keep:second, reward:<island>, curse:<ship>+<ship>, scatter:<island>."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pirates_lib.engine import Action
from pirates_lib.engine.limits import out_of_actions

from . import combat, encounters, moves, swordfights
from . import components as c
from . import fleet as f

if TYPE_CHECKING:
    from .state import DavyJonesState

END = Action("end", "End the turn (ships that have not acted do nothing)", "end")
DECISIONS: dict[str, Callable[..., list[combat.Option]]] = {
    "aim": combat.aim_options, "mast": combat.mast_options, "parley": combat.parley_options,
    "reroll": combat.reroll_options, "explore": encounters.explore_options,
    "keep": encounters.keep_options, "reward": encounters.reward_options,
    "pair": encounters.pair_options, "scatter": swordfights.scatter_options,
}
ASKED = {"act": "give each ship one action or end the turn", "aim": "aim a sea monster's part",
         "mast": "choose the mast a hit costs", "parley": "decide whether to parley",
         "reroll": "decide whether to reroll a die", "explore": "take another token or stop",
         "keep": "choose the token to keep", "reward": "choose a wild island to draw from",
         "pair": "choose the ships the curse takes",
         "scatter": "choose the wild island for a gold token"}


# --- who decides, and the legal actions ----------------------------------------------------------
def decider(state: DavyJonesState) -> int:
    """The seat that must answer the first step: the target's player for a parley or a
    mast lost, the player whose turn it is otherwise."""
    kind, *args = state.steps[0]
    if kind == "mast":
        return f.owner(state, args[0])
    if kind == "parley":
        return f.owner(state, args[1])
    return state.turn


def legal(state: DavyJonesState) -> list[Action]:
    kind, *args = state.steps[0]
    if kind == "act":
        return act_menu(state)
    return [Action(*option) for option in DECISIONS[kind](state, *args)]


def act_menu(state: DavyJonesState) -> list[Action]:
    """Rulebook: 'On your turn you give each one of your ships ONE of four actions' (and
    fighting Davy Jones, settled ruling 7); a ship in a cursed zone spends hers escaping."""
    out: list[Action] = []
    for ship in f.ships_of(state, state.turn):
        if ship in state.acted or ship in state.zones:
            continue
        if state.masts[ship]:
            out += moves.menu(state, ship)
        out += [Action(f"shoot:{ship}:{t}", f"{f.title(state, ship)} shoots at "
                       f"{combat.name_of(state, t)}", "shoot", (ship, t))
                for t in combat.targets(state, ship)]
        out += explore_actions(state, ship)
        if can_repair(state, ship):
            out.append(Action(f"repair:{ship}", f"Repair {f.title(state, ship)}", "repair",
                              (ship,)))
        if swordfights.can_fight(state, ship):
            out.append(Action(f"fight:{ship}", f"{f.title(state, ship)} fights Davy Jones",
                              "fight", (ship,)))
    return out + [END]


def explore_actions(state: DavyJonesState, ship: str) -> list[Action]:
    if encounters.explorable(state, ship) is None:
        return []
    island = f.docked_at(state, ship)
    out = [Action(f"explore:{ship}", f"{f.title(state, ship)} explores "
                  f"{f.island_title(island)}", "explore", (ship, False))]
    if encounters.spyglass_ready(state, ship, island):
        out.append(Action(f"spyglass:{ship}", f"{f.title(state, ship)} explores with the "
                          f"Spyglass", "explore", (ship, True)))
    return out


def can_repair(state: DavyJonesState, ship: str) -> bool:
    """Rulebook: 'If you give your ship a repair action when she is docked at your home
    island, replace all of her missing masts.'"""
    return len(state.masts[ship]) < f.deckplate(state, ship).masts and f.at_home(state, ship)


# --- carrying actions out -----------------------------------------------------------------------
def repair(state: DavyJonesState, ship: str) -> None:
    state.acted.append(ship)
    state.masts[ship] = list(range(f.deckplate(state, ship).masts))
    state.emit("repair", f"{f.title(state, ship)} is repaired: all her masts are back.")


def end(state: DavyJonesState) -> None:
    state.emit("end", f"{state.game.names[state.turn]} ends the turn.")
    state.push(["end-turn"])


def pair(state: DavyJonesState, token: str, ship: str, *ships: str) -> None:
    encounters.curse(state, ship, token, ships)


def reroll(state: DavyJonesState, die: int) -> None:
    """Crimson Kate's reroll [assumed ability]: the die rolled again, then the dice count."""
    context, state.rolled = state.rolled, {}
    if die >= 0:
        state.ability_used = True
        old, context["rolls"][die] = context["rolls"][die], state.chance.die(c.DIE)
        state.emit("reroll", f"Crimson Kate rerolls a {old}: {context['rolls'][die]}.")
    FINISH[context["for"]](state, context)


FINISH: dict[str, Callable[..., None]] = {"volley": combat.volley_result,
                                           "fight": swordfights.fight_result,
                                           "escape": encounters.escape_result}
HANDLERS: dict[str, Callable[..., None]] = {
    "move": moves.move, "shoot": combat.shoot, "explore": encounters.explore, "repair": repair,
    "fight": swordfights.fight, "end": end, "aim": combat.aim, "mast": combat.mast,
    "parley": combat.parley, "refuse": combat.refuse, "reroll": reroll,
    "draw": encounters.draw, "stop": encounters.stop, "keep": encounters.keep,
    "reward": encounters.reward, "pair": pair, "scatter": swordfights.scatter,
}
STEPS: dict[str, Callable[..., None]] = {
    "turn": lambda state: state.start_turn(), "end-turn": lambda state: state.end_turn(),
    "volley": combat.volley, "escape": encounters.escape,
}


def carry_out(state: DavyJonesState, action: Action) -> None:
    """Answer the first step (a ship's action leaves "act" waiting for the next ship), then
    run the rules on to the next decision. Play also ends, scored as usual, at the last
    action a save holds (ruling 67): a round's actions have no fixed bound, so the safety
    round alone could not keep every game loadable."""
    if state.steps[0][0] != "act" or action.kind == "end":
        state.steps.pop(0)
    HANDLERS[action.kind](state, *action.args)
    advance(state)
    ended = out_of_actions(state.history)
    if ended and not state.finished:
        state.finish(ended)


def advance(state: DavyJonesState) -> None:
    """Run automatic steps, and decisions with one choice or none, until a player must
    choose or the game is over."""
    while state.steps and not state.finished:
        kind, *args = state.steps[0]
        if kind == "act":
            if all(s in state.acted for s in f.ships_of(state, state.turn)):
                state.steps[0] = ["end-turn"]
                continue
            return
        if kind in DECISIONS:
            options = DECISIONS[kind](state, *args)
            if len(options) > 1:
                return
            state.steps.pop(0)
            if options:
                HANDLERS[options[0][2]](state, *options[0][3])
            continue
        state.steps.pop(0)
        STEPS[kind](state, *args)


# --- refusals in words ----------------------------------------------------------------------
def why_illegal(state: DavyJonesState, action_id: str) -> str:
    """Why an id is refused, in words; never raises, whatever the string."""
    if len(action_id) > 48:
        return f"no action id is {len(action_id):,} characters long"
    if not state.steps:
        return f"the game is over: {state.finished}"
    kind = state.steps[0][0]
    if kind != "act":
        return f"now {state.game.names[decider(state)]} must {ASKED.get(kind, kind)}"
    parsed = moves.parse_move(action_id)
    if parsed and parsed[0] == "sail" and not moves.move_problem(state, parsed):
        return ("the menu sails only the compass headings at L and L/2 (L + S with Fair "
                "Wind); any other course is move:<ship>:<x>,<y>, the point for her bow")
    if parsed:
        return moves.move_problem(state, parsed) or "that move is not possible now"
    spelt = moves.spelling(action_id)
    if spelt:
        return (f"a move has one spelling, its numbers in ASCII digits with no leading zero "
                f"and at most three decimals, none a trailing zero: write it {spelt}")
    if action_id.startswith(("move:", "turn:")):
        return ("a move is written move:<ship>:<x>,<y>, the point in whole or decimal mm, or "
                "turn:<ship>:<heading>, in degrees, each number in ASCII digits with no "
                "leading zero and at most three decimals, none a trailing zero (420, 87.25)")
    name = action_id.split(":")[1] if action_id.count(":") >= 1 else ""
    problem = f.why_idle(state, name) if name in state.boxes else None
    return problem or "it is not one of the legal actions now"
