"""Example game packages: small, complete games in the shape every game of `pirates_lib`
has, for `docs/new_game.md` to walk through and for the engine's own tests."""
