"""Key Largo's exact analyses: they come in the next change (the odds of a dive, of a
pickpocket's theft and of the market), computed through the rule functions of `mechanics`."""
from __future__ import annotations
