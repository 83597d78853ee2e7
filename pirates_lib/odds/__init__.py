"""The exact-probability toolkit shared by all games (docs/architecture.md, "The odds toolkit")."""
from .decks import first_appearance, hands, hypergeometric
from .bounds import TooBig
from .dist import Dist, d
from .exact import Estimate, Simulation, exact, simulate
from .paths import EnumeratingChance
from .markov import Absorption, absorption, evolve, to_sympy_matrix
from .matrix_games import Equilibrium, guarantees, solve_zero_sum

__all__ = ["TooBig", "Dist", "d", "exact", "simulate", "Simulation", "Estimate", "EnumeratingChance",
           "hypergeometric", "hands", "first_appearance", "absorption", "evolve", "Absorption",
           "to_sympy_matrix", "Equilibrium", "guarantees", "solve_zero_sum"]
