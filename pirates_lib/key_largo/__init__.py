"""Key Largo (Paul Randles, Mike Selinker, Bruno Faidutti; Tilsit 2005), 3 to 5 players.

Phase A: `components` (the component data, with provenance) and `mechanics` (the pure rule
functions of plain values). The game state, actions, views and bots come later; the rules
in our words are `docs/rules/key_largo.md`."""
