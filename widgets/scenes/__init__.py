"""Scene builders: `widgets/scenes/<game>.py` turns `state.view(player)` into a scene
(widgets/SCENE.md) with `build(state, player)` and, optionally, `odds(state, player)`."""
