"""Every action id of Davy Jones' Gold, spelt once (`engine/ids.py`): `actions.CODEC`, here
below the rules that build their Actions (the menu of moves, the fights, the encounters) so
that they and the bots and the scene all write and read an id through it.

A number in a move (`sail:`, `move:`, `turn:`) is `{text}`: a heading, a run or a point is a
decimal in mm or degrees, in its one spelling (`moves.NUMBER`), which `moves` checks, so that
an id typed another way is well-formed and told its spelling. Each kind's args are what its
id spells; the context of a question (whose ship, which monster) is the question's own
(`turns.asked`)."""
from __future__ import annotations

from pirates_lib.engine.ids import Codec

CODEC = Codec({
    # a ship's action, the turn's decision ("act")
    "sail": "sail:{word}:{text}:{text}",  # ship, heading, run: the menu's compass moves
    "dock": "dock:{word}:{word}",  # ship, island
    "move": "move:{word}:{text},{text}",  # ship, x, y: the point her bow sails to
    "turn-about": "turn:{word}:{text}",  # ship, heading: turning about her bow (ruling 3)
    "shoot": "shoot:{word}:{word}",  # ship, target (a ship or a sea monster)
    "explore": "explore:{word}", "spyglass": "spyglass:{word}", "repair": "repair:{word}",
    "fight": "fight:{word}", "end": "end",
    # the answers to the questions a fight or an encounter asks
    "aim": "aim:{word}", "mast": "mast:{int}", "parley": "parley:{word}", "refuse": "refuse",
    "reroll": "reroll:{int}", "accept": "accept", "draw": "draw", "look": "spyglass",
    "stop": "stop", "keep": "keep:{word}", "reward": "reward:{word}",
    "pair": "curse:{word}+{word}", "lone": "curse:{word}", "scatter": "scatter:{word}",
})
#: The kinds of a move, whose numbers `moves` reads.
MOVES = ("sail", "move", "turn-about")
