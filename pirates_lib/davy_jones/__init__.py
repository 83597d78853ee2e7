"""Pirates: Quest for Davy Jones' Gold (`davy_jones`), 2 to 4 players: the components with
their provenance (`components`), the playmat's geometry in millimetres (`geometry`), the pure
rule functions (`mechanics`) and the playmat drawing (`playmat`). The rules in our words and
every ruling: docs/rules/davy_jones.md. The game state, actions and bots come next."""
