"""The Libertalia scene: the ship with the revealed crew left to right and the day's booty,
your hand (click a crew card to play it; it stays hidden until the reveal), every den with
its crew, booty and doubloons, the score track, a prompt for each power's choice, the log,
and the exact claim odds of each card in your hand (schema: widgets/SCENE.md).

Everything comes from `state.view(player)`: in Libertalia hands are public (every card that
enters or leaves one does so face up), and the only secret, the pending choices of the day,
is absent from other seats' views."""
from __future__ import annotations

from typing import Any

from pirates_lib.libertalia.choices import CHOICES
from pirates_lib.libertalia.components import BOOTY_NAMES, COLOURS, CREW, TOKEN_VALUE
from pirates_lib.libertalia.odds import hand_claim_odds

from .common import (actions_from_view, base_scene, card, odds_table, player_summary, stat,
                     status_line, token, zone)

TOKEN_COLOURS = {"chest": "#d4a017", "jewels": "#2a9d8f", "goods": "#a0522d", "map": "#e9d8a6",
                 "relic": "#6a0dad", "saber": "#9aa0a6", "officer": "#c1121f"}
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")


def build(state: Any, player: int | None) -> dict[str, Any]:
    """The scene for `player` (None: a spectator, who sees no hand highlighted as theirs)."""
    view = state.view(player)
    scene = base_scene(state, view, status=_status(view), prompt=_prompt(view))
    seats = range(len(view["names"]))
    scene["players"] = [_summary(view, seat) for seat in seats]
    scene["zones"] = [_ship_zone(view), _booty_zone(view)]
    if player is not None:
        scene["zones"].append(_hand_zone(view, player))
    scene["zones"] += [_den_zone(view, seat) for seat in seats]
    scene["actions"] = actions_from_view(view, lambda a: _decorate(view, a))
    return scene


def odds(state: Any, player: int | None) -> dict[str, Any] | None:
    """For each card in your hand: the exact chance it claims 1st, 2nd, ... at dusk, when
    every opponent plays uniformly from their (public) hand."""
    view = state.view(player, log=False)
    if player is None or not view["hands"][player] or view["phase"] != "sunrise":
        return None
    table = hand_claim_odds(view, state.game.options.tie_table)
    places = range(1, len(view["names"]) + 1)
    rows = [[f"{CREW[r].name} ({r})", *(dist[k] for k in places)] for r, dist in table.items()]
    return odds_table("Where each of your crew would claim", ["Crew", *ORDINALS[:len(places)]],
                      rows, notes=["Opponents assumed to play uniformly from their hands; "
                                   "ties by tie-breaker; day powers left aside."])


def _status(view: dict[str, Any]) -> str:
    phase = view["phase"]
    return status_line(view, f"campaign {view['campaign']}, day {view['day']}, {phase}")


def _prompt(view: dict[str, Any]) -> str:
    if not view["legal"]:
        return ""
    pending = view["pending"]
    if pending is None:
        return "Choose a crew card for today: click it in your hand (the others will not see it)."
    crew = CREW[pending["rank"]]
    return f"{crew.name} ({crew.rank}) asks: {CHOICES[pending['kind']].question}"


def _summary(view: dict[str, Any], seat: int) -> dict[str, Any]:
    lines = [f"Doubloons {view['doubloons'][seat]}", f"Hand: {len(view['hands'][seat])} cards",
             f"Colour: {COLOURS[seat]}"]
    if view["phase"] == "sunrise":
        lines.append("ready" if view["ready"][seat] else "choosing")
    if view["discards"][seat]:
        lines.append("Discarded: " + ", ".join(str(r) for r in view["discards"][seat]))
    return player_summary(view, seat, lines, score=view["track"][seat])


def _crew_card(item_id: str, rank: int, owner: int, view: dict[str, Any], **extra: Any
               ) -> dict[str, Any]:
    crew = CREW[rank]
    return card(item_id, crew.name, rank, kind=COLOURS[owner], subtitle=view["names"][owner],
                note=f"{', '.join(crew.acts)}: {crew.power}", **extra)


def _ship_zone(view: dict[str, Any]) -> dict[str, Any]:
    claim = view["claim"]
    items = [_crew_card(f"ship-{r}-{p}", r, p, view,
                        highlight=bool(claim and claim["rank"] == r and claim["owner"] == p))
             for r, p in view["ship"]]
    note = None if items else "Crew stand here from the reveal until they claim at dusk."
    return zone("ship", "The ship, left to right", items, note=note)


def _booty_zone(view: dict[str, Any]) -> dict[str, Any]:
    items = [token(f"loot-{k}", _token_label(k), n, color=TOKEN_COLOURS[k])
             for k, n in view["loot"].items() if n]
    items.append(stat("bag", "tokens in the bag", sum(view["bag"].values())))
    return zone("booty", "Today's booty under the ship", items)


def _token_label(kind: str) -> str:
    if kind == "map":
        return "treasure map (12 per set of 3)"
    return f"{BOOTY_NAMES[kind]} ({TOKEN_VALUE[kind]:+d})"


def _hand_zone(view: dict[str, Any], player: int) -> dict[str, Any]:
    chosen = view["chosen"]
    items = [_crew_card(f"hand-{r}", r, player, view, highlight=r == chosen,
                        badge="chosen" if r == chosen else None) for r in view["hands"][player]]
    return zone("hand", "Your hand", items, owner=player,
                note="Only you see which card you choose until the reveal.")


def _den_zone(view: dict[str, Any], seat: int) -> dict[str, Any]:
    items = [_crew_card(f"den-{seat}-{r}", r, seat, view) for r in view["dens"][seat]]
    booty = view["den_booty"][seat]
    items += [token(f"den-{seat}-booty-{k}", BOOTY_NAMES[k], n, color=TOKEN_COLOURS[k])
              for k, n in booty.items() if n]
    items += [stat(f"den-{seat}-coins", "doubloons", view["doubloons"][seat]),
              stat(f"den-{seat}-score", "score track", view["track"][seat])]
    title = "Your den" if seat == view["player"] else f"{view['names'][seat]}'s den"
    return zone(f"den-{seat}", title, items, owner=seat, size="small")


def _decorate(view: dict[str, Any], action: dict[str, str]) -> dict[str, Any]:
    """Make the right thing clickable: a hand card to play or to replace the Parrot, a token
    to take, a den crew to shoot, strike, or recruit."""
    kind, *args = action["id"].split(":")
    me = view["player"]
    if kind in ("play", "replace"):
        return {"target": f"hand-{args[0]}", "group": "Your crew", "style": "primary"}
    if kind == "take":
        return {"target": f"loot-{args[0]}", "group": "Booty", "style": "primary"}
    if kind in ("shoot", "saber"):
        return {"target": f"den-{args[0]}-{args[1]}", "group": "Strike", "style": "danger"}
    if kind == "recruit":
        return {"target": f"den-{me}-{args[0]}", "group": "Recruiter"}
    return {"group": {"revive": "Surgeon", "sell": "Merchant", "keep": "Preacher"}[kind]}
