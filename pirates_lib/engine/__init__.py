"""The tiny shared core: Game/State contract, Chance, actions, errors, saves, bots."""
from .action import Action, Event
from .bots import Bot, Match, RandomBot, WinRate, play, win_rate
from .chance import Chance, ChanceLike, pool, take_card
from .errors import BadSave, IllegalAction, PiratesError
from .game import Game, State
from .registry import load, register
from .save import load as from_json
from .sweeps import InProcessExecutor
from .tape import Tape
from .tournament import TournamentTable, tournament

__all__ = ["Action", "Event", "Bot", "Match", "RandomBot", "play", "win_rate", "WinRate", "Chance", "ChanceLike", "pool", "take_card", "BadSave",
           "IllegalAction", "PiratesError", "Game", "State", "load", "register", "from_json",
           "tournament", "TournamentTable", "InProcessExecutor", "Tape"]
