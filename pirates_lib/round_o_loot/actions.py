"""Round-o-Loot's actions and its flow: building the legal ones, carrying them out, saying
why one is not, and the table of steps (`FLOW`, `engine/flow.py`).

An action's id is ``kind:card+card`` (``play:bananas-1+bananas-3``, ``keelhaul:rum-1+cutlasses-2``,
``keep:`` for keeping none, ``direction:clockwise``, ``compass:rats``), spelt by `CODEC`: its
`kind` is the word before the colon and its one argument what follows (the cards as the id
writes them, `components.spelt`, or the direction, or the compass answer); keeping none is
the kind "keep_none", with no argument. Every sub-multiset of one icon is its own action, so
a bot or the board picks exactly the cards it means. Actions are values, made once per
(kind, cards) and shared."""
from __future__ import annotations

from functools import lru_cache
from itertools import chain
from operator import attrgetter
from typing import TYPE_CHECKING, cast

from pirates_lib.engine import Action
from pirates_lib.engine.flow import Automatic, Decision, Flow, Follow
from pirates_lib.engine.ids import Codec
from pirates_lib.engine.limits import out_of_actions
from pirates_lib.engine.words import counted

from . import combinations, compass, components as C, mechanics, memory, rounds
from .mechanics import Cards, Pile

if TYPE_CHECKING:
    from .state import RoundOLootState

#: Every id, spelt once: the cards of a move are one argument (`components.spelt`).
CODEC = Codec({"play": "play:{text}", "discard": "discard:{text}",
               "bananarama": "bananarama:{text}", "cuba_libre": "cuba_libre:{text}",
               "keelhaul": "keelhaul:{text}", "walk_the_plank": "walk_the_plank:{text}",
               "give": "give:{text}", "keep": "keep:{text}", "keep_none": "keep:",
               "direction": "direction:{word}", "compass": "compass:{word}"})
_ACTIONS: dict[tuple[str, Cards], Action] = {}


def make(kind: str, cards: Cards = ()) -> Action:
    """The one Action for `kind` with these cards (id ``kind:card+card``); no cards is only
    ever a keep of none ("keep_none", ``keep:``)."""
    key = (kind, cards)
    action = _ACTIONS.get(key)
    if action is None:
        label = _label(kind, cards)
        action = (CODEC.action(kind, label, C.spelt(cards)) if cards else
                  CODEC.action("keep_none", label))
        _ACTIONS[key] = action
    return action


def _label(kind: str, cards: Cards) -> str:
    points = counted(sum(C.points_of(c) for c in cards), "point")
    if kind in C.COMBINATION_NAMES:
        return f"{C.COMBINATION_NAMES[kind]} {C.cards_text(cards)} ({points})"
    if kind == "play":
        return f"Play {C.cards_text(cards)} ({points})"
    if kind == "discard":
        return f"Discard {C.cards_text(cards)}"
    if kind == "give":
        return f"Give {C.cards_text(cards)}"
    if kind == "keep":
        return f"Keep {C.cards_text(cards)}" if cards else "Keep none"
    if kind == "direction":
        return f"Pass the hands {cards[0]}"
    return (RATS_LABEL if cards == (C.RATS_WAY,)
            else f"Discard {C.cards_text(cards)} to keep your hand")


RATS_LABEL = "Lay down your rats, discard the rest"
NO_RATS_LABEL = "Discard your whole hand (you hold no rats)"
_NO_RATS = CODEC.action("compass", NO_RATS_LABEL, C.RATS_WAY)
_DIRECTIONS = tuple(make("direction", (d,)) for d in C.DIRECTIONS)


@lru_cache(maxsize=100_000)
def _choice_actions(kind: str, choices: tuple[Cards, ...]) -> tuple[Action, ...]:
    """A Keelhaul's gifts or keeps as actions."""
    return tuple(make(kind, cards) for cards in choices)


def turn_actions(hand: Pile) -> list[Action]:
    """Phase 1 moves of a hand (`mechanics.turn_moves`) as actions, put together from the
    actions of its groups and combinations (`mechanics.turn_move_blocks`): a new list."""
    groups, combinations = mechanics.turn_move_blocks(hand)
    actions = list(chain.from_iterable(map(_group_actions, groups)))
    if combinations:
        actions += chain.from_iterable(map(_combination_actions, combinations))
    return actions


@lru_cache(maxsize=100_000)
def _group_actions(group: mechanics.Group) -> tuple[Action, ...]:
    return tuple(make(kind, cards) for kind, cards in mechanics.group_moves(group))


@lru_cache(maxsize=100_000)
def _combination_actions(block: mechanics.Block) -> tuple[Action, ...]:
    return tuple(make(kind, cards) for kind, cards in mechanics.combination_moves(block))


def _play(state: RoundOLootState) -> list[Action]:
    """Phase 1: the moves of the hand of the seat whose turn it is."""
    return turn_actions(state.hands[state.current])


def _directions(state: RoundOLootState) -> list[Action]:
    """Bananarama!: 'either clockwise or counterclockwise, whichever you choose'."""
    return list(_DIRECTIONS)


def _gifts(state: RoundOLootState, giver: int) -> list[Action]:
    """Keelhaul!: the gifts `giver` may choose (`mechanics.gifts`)."""
    return list(_choice_actions("give", mechanics.gifts(state.hands[giver])))


def _keeps(state: RoundOLootState) -> list[Action]:
    """Keelhaul!: the Keelhauled cards the player may keep (`mechanics.keeps`)."""
    return list(_choice_actions("keep", mechanics.keeps(state.received)))


def _compass_answers(state: RoundOLootState, seat: int) -> list[Action]:
    """The compass: a cannon `seat` holds, or the rats' way (its only answer without one)."""
    hand = state.hands[seat]
    rats = any(C.icon_of(card) == C.RAT for card in hand)
    return [*(make("compass", (cannon,)) for cannon in mechanics.cannons(hand)),
            make("compass", (C.RATS_WAY,)) if rats else _NO_RATS]


# --- Phase 1: play, discard, combine -----------------------------------------------------------
def _lay_down(state: RoundOLootState, cards: Cards, combination: str | None) -> None:
    """Rulebook, Phase 1: 'Set played cards in front of you.' Played rum counts towards the
    hand limit, one by one (ruling). A combination's name is said with its cards."""
    p = state.current
    mechanics.take(state.hands[p], cards)
    memory.cards_left_face_up(state, p, cards)
    mechanics.add(state.played[p], cards)
    rums = _rums(cards)
    state.rums[p] += rums
    limit = mechanics.hand_limit(state.rums[p]) if rums else None
    text = _played_text(state.game.names[p], cards, limit, combination)
    state.emit("play", text, player=p, cards=list(cards), combination=combination)


@lru_cache(maxsize=100_000)
def _rums(cards: Cards) -> int:
    """How many rums these cards hold."""
    return sum(1 for c in cards if C.icon_of(c) == C.RUM)


@lru_cache(maxsize=100_000)
def _played_text(name: str, cards: Cards, limit: int | None, combination: str | None) -> str:
    """ "Anne plays Rum 1 and Bananas 3 (hand limit now 6): Bananarama!": the new hand limit
    when rum was played, the combination's name if any."""
    said = f" (hand limit now {limit})" if limit is not None else ""
    title = f": {C.COMBINATION_NAMES[combination]}" if combination else "."
    return f"{name} plays {C.cards_text(cards)}{said}{title}"


def play(state: RoundOLootState, cards: str) -> Follow:
    """Rulebook, Phase 1: 'Play ... one or more cards with the same icon.'"""
    _lay_down(state, C.cards_of(cards), None)
    return rounds.draw(state)


def discard(state: RoundOLootState, cards: str) -> Follow:
    """Rulebook, Phase 1: 'Discarded cards go to the separate discard pile icon side up.'
    Discarded rum does not change the hand limit (only 'played rum cards' do)."""
    p, thrown = state.current, C.cards_of(cards)
    mechanics.take(state.hands[p], thrown)
    memory.cards_left_face_up(state, p, thrown)
    mechanics.add(state.discard, thrown)
    state.emit("discard", f"{state.game.names[p]} discards {C.cards_text(thrown)}.",
               player=p, cards=list(thrown))
    return rounds.draw(state)


def bananarama(state: RoundOLootState, cards: str) -> Follow:
    """Bananarama! Rum & bananas: 'All players pass on their hands ...'"""
    _lay_down(state, C.cards_of(cards), "bananarama")
    return combinations.bananarama(state)


def cuba_libre(state: RoundOLootState, cards: str) -> Follow:
    """Cuba Libre! Rum & limes: 'Shuffle everyone's hand cards together and deal them back.'"""
    _lay_down(state, C.cards_of(cards), "cuba_libre")
    return combinations.cuba_libre(state)


def keelhaul(state: RoundOLootState, cards: str) -> Follow:
    """Keelhaul! Rum & cutlasses: 'Other players give you 2 cards each.'"""
    _lay_down(state, C.cards_of(cards), "keelhaul")
    return combinations.keelhaul(state)


def walk_the_plank(state: RoundOLootState, cards: str) -> Follow:
    """Walk the Plank! Rum & pistols: 'Round ends as if the Jolly Roger card was drawn.'"""
    _lay_down(state, C.cards_of(cards), "walk_the_plank")
    return combinations.walk_the_plank(state)


# --- The others' choices -----------------------------------------------------------------------
# The seat answering is `state.to_move`: the engine keeps it while the action is carried out.
# (Never None then: the casts only tell the type checker so.)
def give(state: RoundOLootState, cards: str) -> Follow:
    """Keelhaul!: the giver's chosen gift (`combinations.give`); the next giver, or the keep,
    waits on the steps."""
    combinations.give(state, cast(int, state.to_move), C.cards_of(cards))
    return None


def keep(state: RoundOLootState, cards: str) -> Follow:
    """Keelhaul!: the cards the player keeps (`combinations.keep`)."""
    return combinations.keep(state, C.cards_of(cards))


def keep_none(state: RoundOLootState) -> Follow:
    """Keelhaul!: keeping none of the cards is a choice too (`keep:`)."""
    return combinations.keep(state, ())


def answer_compass(state: RoundOLootState, choice: str) -> Follow:
    """The compass: one seat's answer (`compass.answer`); the seats still to ask, then the
    drawer's drawing, wait on the steps."""
    compass.answer(state, cast(int, state.to_move), choice)
    return None


def safety_end(state: RoundOLootState) -> Follow:
    """Play also ends at the last action a save holds: seats that only discard make a round
    of a large deck last hundreds of actions, and 20 doubloons to win take up to 96 rounds.
    The steps still waiting are kept (`unfinished`): the snapshot still names their seats."""
    ended = out_of_actions(state.actions_played)
    if ended is None:
        return None
    state.unfinished = list(state.steps)
    return rounds.finish(state, ended)


#: Who answers: the seat whose turn it is, or the seat the step names.
_current = attrgetter("current")


def _asked(state: RoundOLootState, seat: int) -> int:
    return seat


FLOW = Flow(
    steps={"deal": Automatic(rounds.deal), "play": Decision(_current, _play),
           "draw": Automatic(rounds.draw), "direction": Decision(_current, _directions),
           "give": Decision(_asked, _gifts), "keep": Decision(_current, _keeps),
           "ask": Automatic(compass.ask), "compass": Decision(_asked, _compass_answers)},
    handlers={"play": play, "discard": discard, "bananarama": bananarama,
              "cuba_libre": cuba_libre, "keelhaul": keelhaul, "walk_the_plank": walk_the_plank,
              "direction": combinations.pass_hands, "give": give, "keep": keep,
              "keep_none": keep_none, "compass": answer_compass},
    last=safety_end)


# --- Why an id is refused ----------------------------------------------------------------------
# What the seat to move is asked for, said after "You cannot do that: " (board.py).
ASKED = {"play": "it is your turn to play, discard or combine cards",
         "direction": "you must first choose which way Bananarama passes the hands",
         "keep": "you must first choose which of the Keelhauled cards to keep",
         "compass": "you must first answer the compass: discard a cannon, or lay down your "
                    "rats and discard the rest"}


def why_illegal(state: RoundOLootState, action_id: str) -> str:
    """The rule a well-formed id (one `CODEC` reads) breaks now, as a player would say it
    after "You cannot do that: " (in words: cards by their names, never an id)."""
    if not state.steps:
        return "the game is over"
    parsed = CODEC.parse(action_id)
    assert parsed is not None, "the engine refuses a malformed id before asking why"
    kind, args = parsed
    asked = state.steps[0][0]
    if _ANSWERS.get(kind, kind) == asked and asked != "play":
        return _why_choice(state, asked)
    if asked != "play" or kind not in _TURN_KINDS:
        if asked == "give":
            return f"you must first {_gift(state)} for the Keelhaul"
        return ASKED[asked]
    return _why_not_these_cards(state.hands[state.current], kind, C.cards_of(args[0]))


#: The decision each kind of action answers, where its name differs; phase 1's kinds.
_ANSWERS = {"keep_none": "keep"}
_TURN_KINDS = ("play", "discard", *C.COMBINATION_NAMES)


def _gift(state: RoundOLootState) -> str:
    """ "give Anne two cards": what the next giver owes the Keelhauler."""
    gives = min(C.KEELHAUL_GIFT, sum(state.hands[cast(int, state.to_move)].values()))
    return f"give {state.game.names[state.current]} {counted(gives, 'card', spelt=True)}"


def _is_card(name: str) -> bool:
    icon, _, points = name.rpartition("-")
    return icon in C.ICONS and len(points) <= 2 and points.isascii() and points.isdigit()


def _why_not_these_cards(hand: Pile, kind: str, cards: Cards) -> str:
    """Phase 1: cards the seat does not hold, of mixed icons, a combination of the wrong
    icons, or rats played without the compass."""
    left = dict(hand)
    for card in cards:
        if not _is_card(card):
            return "there is no such card in this game"
        if left.get(card, 0) < 1:
            if card not in hand:
                return f"you do not hold {C.card_name(card)}"
            many = counted(hand[card], C.card_name(card), C.card_name(card), spelt=True)
            return f"you hold only {many}"
        left[card] -= 1
    if kind in C.COMBINATION_NAMES:
        need = C.CARD_NAMES[C.COMBINATION_ICON[kind]]
        return (f"{C.COMBINATION_NAMES[kind]} is Rum played together with {need}, and "
                "nothing else")
    icons = {C.icon_of(c) for c in cards}
    if len(icons) > 1:
        return ("the cards you play or discard together must share one icon (Rum goes with "
                "another icon only as a combination)")
    if kind == "play" and icons == {C.RAT}:
        return "rats can only be played when the compass is drawn (you may discard them)"
    return "those cards cannot be played that way"


def _why_choice(state: RoundOLootState, phase: str) -> str:
    """A wrong answer to the choice the seat is asked for: say what that choice allows."""
    if phase == "direction":
        return "Bananarama passes the hands clockwise or counterclockwise, nothing else"
    if phase == "give":
        return f"you must {_gift(state)} from your own hand"
    if phase == "keep":
        return "you may keep only cards the others just gave you (or none)"
    return ("the compass is answered with a cannon you hold, or by laying down your rats "
            "and discarding the rest")
