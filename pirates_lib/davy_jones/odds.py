"""Davy Jones' Gold's exact analyses: they come in the next change (over `mechanics`, as the
other games' odds modules do)."""
