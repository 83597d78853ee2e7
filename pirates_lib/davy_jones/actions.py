"""Davy Jones' Gold's actions and its flow (`engine/flow.py`): the legal actions at each
decision, the handler of each kind of action (returning the steps that follow), and the
steps of the rules that run between decisions (`turns`).

A turn runs "turn" (monsters attack, ships escape), then "act", the turn's own decision: give
one of your ships an action, or end the turn; after each ship's action the turn comes back to
it while a ship is still to act ("acting"), then "end-turn". Its menu is finite: each ship's
sails (the eight compass headings at L and L/2, L + S with Fair Wind) and docks, shots,
explore, repair, fight. Any other legal move is also accepted: `move:<ship>:<x>,<y>` turns her
about her bow to face the point (mm on the mat) and sails until her bow is on it, and
`turn:<ship>:<heading>` turns her about her bow without sailing (ruling 3); `moves.free_move`
builds their Action. The questions a fight or an encounter asks are answered as "answer"
(`turns`); one with a single answer is answered at once, one with none skipped.

Ids (`ids.CODEC`): sail:<ship>:<heading>:<run>, dock:<ship>:<island>, move:<ship>:<x>,<y>,
turn:<ship>:<heading>, shoot:<ship>:<target>, explore:<ship>, spyglass:<ship>, repair:<ship>,
fight:<ship>, end; aim:<ship>, mast:<i>, parley:<source>, refuse, reroll:<i>, accept, draw,
spyglass, stop, keep:first, keep:second, reward:<island>, curse:<ship>+<ship>, curse:<ship>,
scatter:<island>."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pirates_lib.engine import Action
from pirates_lib.engine.flow import Automatic, Decision, Flow, Follow
from pirates_lib.engine.limits import out_of_actions

from . import combat, encounters, moves, swordfights
from . import components as c
from . import fleet as f
from . import turns
from .ids import CODEC
from .turns import asked, then

if TYPE_CHECKING:
    from .state import DavyJonesState

END = CODEC.action("end", "End the turn (ships that have not acted do nothing)")
QUESTIONS: dict[str, Callable[..., list[Action]]] = {
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
def answerer(state: DavyJonesState) -> int:
    """The seat that answers the question put: the target's player for a parley or a mast
    lost, the player whose turn it is otherwise."""
    kind, *context = state.asked
    if kind == "mast":
        return f.owner(state, context[0])
    if kind == "parley":
        return f.owner(state, context[1])
    return state.turn


def answers(state: DavyJonesState) -> list[Action]:
    kind, *context = state.asked
    return QUESTIONS[kind](state, *context)


def act_menu(state: DavyJonesState) -> list[Action]:
    """Rulebook: 'On your turn you give each one of your ships ONE of four actions' (and
    fighting Davy Jones, settled ruling 7); a ship in a cursed zone spends hers escaping."""
    out: list[Action] = []
    for ship in f.ships_of(state, state.turn):
        if ship in state.acted or ship in state.zones:
            continue
        if state.masts[ship]:
            out += moves.menu(state, ship)
        out += [CODEC.action("shoot", f"{f.title(state, ship)} shoots at "
                             f"{combat.name_of(state, t)}", ship, t)
                for t in combat.targets(state, ship)]
        out += explore_actions(state, ship)
        if can_repair(state, ship):
            out.append(CODEC.action("repair", f"Repair {f.title(state, ship)}", ship))
        if swordfights.can_fight(state, ship):
            out.append(CODEC.action("fight", f"{f.title(state, ship)} fights Davy Jones", ship))
    return out + [END]


def explore_actions(state: DavyJonesState, ship: str) -> list[Action]:
    island = encounters.explorable(state, ship)
    if island is None:
        return []
    out = [CODEC.action("explore", f"{f.title(state, ship)} explores "
                        f"{f.island_title(island)}", ship)]
    if encounters.spyglass_ready(state, ship, island):
        out.append(CODEC.action("spyglass", f"{f.title(state, ship)} explores with the "
                                f"Spyglass", ship))
    return out


def can_repair(state: DavyJonesState, ship: str) -> bool:
    """Rulebook: 'If you give your ship a repair action when she is docked at your home
    island, replace all of her missing masts.'"""
    return len(state.masts[ship]) < f.deckplate(state, ship).masts and f.at_home(state, ship)


# --- a ship's action: the turn comes back to "act" while a ship is still to act -------------------
def ship_action(rule: Callable[..., Follow]) -> Callable[..., Follow]:
    """The handler of a ship's action: the rule, then back to the turn's decision."""
    def handler(state: DavyJonesState, *args: Any) -> Follow:
        return then(rule(state, *args), ("acting",))
    handler.__doc__ = rule.__doc__
    return handler


def repair(state: DavyJonesState, ship: str) -> None:
    state.acted.append(ship)
    state.masts[ship] = list(range(f.deckplate(state, ship).masts))
    state.emit("repair", f"{f.title(state, ship)} is repaired: all her masts are back.")


def end(state: DavyJonesState) -> Follow:
    state.emit("end", f"{state.game.names[state.turn]} ends the turn.")
    return [("end-turn",)]


# --- the answers: each reads the question's context (`turns.asked`) -------------------------------
def aim(state: DavyJonesState, ship: str) -> Follow:
    (monster,) = asked(state)
    return combat.aim(state, monster, ship)


def mast(state: DavyJonesState, index: int) -> Follow:
    ship, attacker = asked(state)[:2]
    combat.mast(state, ship, index, attacker)
    return None


def parley(state: DavyJonesState, source: str) -> Follow:
    shooter, target = asked(state)
    combat.parley(state, shooter, target, source)
    return None


def refuse(state: DavyJonesState) -> Follow:
    shooter, target = asked(state)
    return combat.refuse(state, shooter, target)


def reroll(state: DavyJonesState, die: int) -> Follow:
    """Crimson Kate's reroll [assumed ability]: the die rolled again, then the dice count."""
    context, state.rolled = state.rolled, {}
    state.ability_used = True
    old, context["rolls"][die] = context["rolls"][die], state.chance.die(c.DIE)
    state.emit("reroll", f"Crimson Kate rerolls a {old}: {context['rolls'][die]}.")
    return FINISH[context["for"]](state, context)


def accept(state: DavyJonesState) -> Follow:
    """The dice as they fell count."""
    context, state.rolled = state.rolled, {}
    return FINISH[context["for"]](state, context)


def draw(state: DavyJonesState, spyglass: bool = False) -> Follow:
    ship, island = asked(state)
    return encounters.draw(state, ship, island, spyglass)


def stop(state: DavyJonesState) -> Follow:
    ship, _ = asked(state)
    encounters.stop(state, ship)
    return None


def keep(state: DavyJonesState, which: str) -> Follow:
    ship, island = asked(state)
    return encounters.keep(state, ship, island, encounters.KEPT.index(which))


def reward(state: DavyJonesState, island: str) -> Follow:
    ship, left = asked(state)
    return encounters.reward(state, ship, island, left)


def pair(state: DavyJonesState, *ships: str) -> Follow:
    token, ship = asked(state)
    encounters.curse(state, ship, token, ships)
    return None


def scatter(state: DavyJonesState, island: str) -> Follow:
    (home,) = asked(state)
    swordfights.scatter(state, home, island)
    return None


FINISH: dict[str, Callable[..., Follow]] = {"volley": combat.volley_result,
                                            "fight": swordfights.fight_result,
                                            "escape": encounters.escape_result}


def safety_end(state: DavyJonesState) -> Follow:
    """Play also ends, scored as usual, at the last action a save holds (ruling 67): a
    round's actions have no fixed bound, so the safety round alone could not keep every game
    loadable."""
    ended = out_of_actions(state.actions_played)
    return turns.finish(state, ended) if ended else None


def _question(kind: str) -> Automatic:
    return Automatic(lambda state, *context: turns.ask(state, kind, *context))


FLOW = Flow(
    steps={"turn": Automatic(turns.start_turn), "acting": Automatic(turns.acting),
           "act": Decision(seat=lambda state: state.turn, legal=act_menu),
           "end-turn": Automatic(turns.end_turn), "volley": Automatic(combat.volley),
           "escape": Automatic(encounters.escape),
           **{kind: _question(kind) for kind in turns.QUESTIONS},
           "answer": Decision(seat=answerer, legal=answers, forced=True)},
    handlers={
        "sail": ship_action(moves.sail_to), "dock": ship_action(moves.dock),
        "move": ship_action(moves.move_to), "turn-about": ship_action(moves.turn_about),
        "shoot": ship_action(combat.shoot),
        "explore": ship_action(lambda state, ship: encounters.explore(state, ship, False)),
        "spyglass": ship_action(lambda state, ship: encounters.explore(state, ship, True)),
        "repair": ship_action(repair), "fight": ship_action(swordfights.fight), "end": end,
        "aim": aim, "mast": mast, "parley": parley, "refuse": refuse, "reroll": reroll,
        "accept": accept, "draw": draw, "look": lambda state: draw(state, True), "stop": stop,
        "keep": keep, "reward": reward, "pair": pair, "lone": pair, "scatter": scatter,
    },
    last=safety_end)


# --- refusals in words ----------------------------------------------------------------------
def why_illegal(state: DavyJonesState, action_id: str) -> str:
    """Why a well-formed id is refused, in words (the engine refuses a malformed one first:
    `ids.CODEC`); never raises, whatever the string."""
    if len(action_id) > moves.LONGEST:
        return f"no action id is {len(action_id):,} characters long"
    if not state.steps:
        return f"the game is over: {state.finished}"
    kind = turns.decision(state)[0]
    if kind != "act":
        seat = state.to_move
        assert seat is not None, "a step waits, so a seat is to move"
        return f"now {state.game.names[seat]} must {ASKED.get(kind, kind)}"
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
    said, args = CODEC.parse(action_id) or ("", ())
    if said in ("move", "turn-about"):
        return ("a move is written move:<ship>:<x>,<y>, the point in whole or decimal mm, or "
                "turn:<ship>:<heading>, in degrees, each number in ASCII digits with no "
                "leading zero and at most three decimals, none a trailing zero (420, 87.25)")
    ship = args[0] if args and args[0] in state.boxes else None
    problem = f.why_idle(state, ship) if ship else None
    return problem or "it is not one of the legal actions now"
