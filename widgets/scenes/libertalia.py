"""The Libertalia scene: the ship with the revealed crew left to right and the day's booty
(each token with its worth and, in its tooltip, what it does), your hand (click a crew card
to play it; it stays hidden until the reveal) and the powers of its cards in words, every den
with its crew, booty and doubloons, each scored campaign's doubloons and booty (the final
scores at the end), a prompt for each power's choice, the log, and the exact claim odds of
each card in your hand (schema: widgets/SCENE.md).

Everything comes from `state.view(player)`: in Libertalia hands are public (every card that
enters or leaves one does so face up), and the only secret, the pending choices of the day,
is absent from other seats' views."""
from __future__ import annotations

from typing import Any

from pirates_lib.engine.words import counted, listing
from pirates_lib.libertalia.choices import CHOICES
from pirates_lib.libertalia.components import (BOOTY_EFFECTS, BOOTY_NAMES, COLOURS, CREW,
                                               OFFICER, SABER)
from pirates_lib.libertalia.odds import hand_claim_odds

from .common import (actions_from_view, base_scene, card, odds_table, player_summary, stat,
                     status_line, text, token, zone)

TOKEN_COLOURS = {"chest": "#d4a017", "jewels": "#2a9d8f", "goods": "#a0522d", "map": "#e9d8a6",
                 "relic": "#6a0dad", "saber": "#9aa0a6", "officer": "#c1121f"}
#: A token's worth, short enough to sit under it on the table.
TOKEN_SHORT = {"chest": "+5", "jewels": "+3", "goods": "+1", "map": "12 a set of 3",
               "relic": "-3", "saber": "strikes a neighbour", "officer": "arrests its taker"}
#: When a crew power acts, as its card would say it.
WHEN = {"day": "by day", "dusk": "at dusk", "night": "every night",
        "end": "at the end of the campaign"}
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")


def build(state: Any, player: int | None) -> dict[str, Any]:
    """The scene for `player` (None: a spectator, who sees no hand highlighted as theirs)."""
    view = state.view(player)
    scene = base_scene(state, view, status=_status(view), prompt=_prompt(view))
    seats = range(len(view["names"]))
    scene["players"] = [_summary(view, seat) for seat in seats]
    # At the end the ship and the booty are empty: the final scores take their place.
    scene["zones"] = [_scores_zone(view)] if view["over"] else [_ship_zone(view),
                                                                 _booty_zone(view)]
    if player is not None:
        scene["zones"].append(_hand_zone(view, player))
        if view["hands"][player] and not view["over"]:
            scene["zones"].append(_powers_zone(view, player))
    scene["zones"] += [_den_zone(view, seat) for seat in seats]
    if view["results"] and not view["over"]:
        scene["zones"].append(_scores_zone(view))
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


def echo(event: Any, viewer: int) -> bool:
    """"Since your last turn" does not repeat your own secret choice back to you ("You choose
    Cabin Boy (5)", "Anne has chosen a crew card"): you made it; what the others did is news."""
    return event.kind in ("choose", "ready") and event.data.get("player") == viewer


def _status(view: dict[str, Any]) -> str:
    if view["over"]:
        return status_line(view)
    mover = view["to_move"]
    who = "Your turn" if mover == view["player"] else f"{view['names'][mover]} to move"
    return f"{who}: campaign {view['campaign']}, day {view['day']}, {view['phase']}"


def _prompt(view: dict[str, Any]) -> str:
    if view["over"]:
        return "The game is over: the final scores, campaign by campaign, are below."
    if not view["legal"]:
        return ""
    pending = view["pending"]
    if pending is None:
        return ("Choose a crew card for today: click it in your hand (the others will not see "
                "it until the reveal). Its power is under \"Crew powers\".")
    crew = CREW[pending["rank"]]
    words = f"Your {crew} asks: {CHOICES[pending['kind']].question}"
    if pending["kind"] == "take":
        if view["loot"][OFFICER]:
            words += (f" Beware: a Spanish officer arrests the crew who takes him, so your "
                      f"{crew.name} would be discarded instead of going home to your den.")
        if view["loot"][SABER]:
            words += " A saber makes you discard a crew from a neighbour's den."
    return words


def _summary(view: dict[str, Any], seat: int) -> dict[str, Any]:
    lines = [f"Doubloons {view['doubloons'][seat]}",
             f"Hand: {counted(len(view['hands'][seat]), 'card')}", f"Colour: {COLOURS[seat]}"]
    if view["phase"] == "sunrise":
        lines.append("ready" if view["ready"][seat] else "choosing")
    if view["discards"][seat]:
        lines.append("Discarded: " + listing([str(CREW[r]) for r in view["discards"][seat]]))
    # The score track in the rulebook's word ("the most victory points"), not "VP".
    return player_summary(view, seat, lines, score=counted(view["track"][seat], "point"))


def power_text(rank: int) -> str:
    """A crew card's power with when it acts: "Barkeep (7), every night: Gain 1 doubloon"."""
    crew = CREW[rank]
    return f"{crew}, {listing([WHEN[a] for a in crew.acts])}: {crew.power}"


def _crew_card(item_id: str, rank: int, owner: int, view: dict[str, Any], **extra: Any
               ) -> dict[str, Any]:
    crew = CREW[rank]
    return card(item_id, crew.name, rank, tone=COLOURS[owner], subtitle=view["names"][owner],
                note=power_text(rank), **extra)


def _ship_zone(view: dict[str, Any]) -> dict[str, Any]:
    claim = view["claim"]
    items = [_crew_card(f"ship-{r}-{p}", r, p, view,
                        highlight=bool(claim and claim["rank"] == r and claim["owner"] == p))
             for r, p in view["ship"]]
    note = None if items else "Crew stand here from the reveal until they claim at dusk."
    return zone("ship", "The ship, left to right", items, note=note)


def booty_token(item_id: str, kind: str, count: int) -> dict[str, Any]:
    """A booty token with its worth under it and what it does in its tooltip."""
    item = token(item_id, f"{BOOTY_NAMES[kind]} ({TOKEN_SHORT[kind]})", count,
                 color=TOKEN_COLOURS[kind])
    item["note"] = f"{BOOTY_NAMES[kind].capitalize()}: {BOOTY_EFFECTS[kind]}"
    return item


def _booty_zone(view: dict[str, Any]) -> dict[str, Any]:
    items = [booty_token(f"loot-{k}", k, n) for k, n in view["loot"].items() if n]
    items.append(stat("bag", "tokens in the bag", sum(view["bag"].values())))
    return zone("booty", "Today's booty under the ship", items,
                note="The highest crew claims first. A saber strikes a crew in a neighbour's "
                     "den; a Spanish officer arrests the crew who takes him.")


def _hand_zone(view: dict[str, Any], player: int) -> dict[str, Any]:
    chosen = view["chosen"]
    items = [_crew_card(f"hand-{r}", r, player, view, highlight=r == chosen,
                        badge="chosen" if r == chosen else None) for r in view["hands"][player]]
    note = None if view["over"] else "Only you see which card you choose until the reveal."
    return zone("hand", "Your hand", items, owner=player, note=note)


def _powers_zone(view: dict[str, Any], player: int) -> dict[str, Any]:
    """The powers of the cards in your hand, in words on the table (not only in tooltips)."""
    items = [text(f"power-{r}", power_text(r)) for r in view["hands"][player]]
    return zone("powers", "Crew powers (the cards in your hand)", items, layout="column")


def _den_zone(view: dict[str, Any], seat: int) -> dict[str, Any]:
    items = [_crew_card(f"den-{seat}-{r}", r, seat, view) for r in view["dens"][seat]]
    booty = view["den_booty"][seat]
    items += [booty_token(f"den-{seat}-booty-{k}", k, n) for k, n in booty.items() if n]
    items += [stat(f"den-{seat}-coins", "doubloons", view["doubloons"][seat]),
              stat(f"den-{seat}-score", "score track", view["track"][seat])]
    title = "Your den" if seat == view["player"] else f"{view['names'][seat]}'s den"
    return zone(f"den-{seat}", title, items, owner=seat, size="small")


def score_lines(view: dict[str, Any]) -> list[str]:
    """Each pirate's score, campaign by campaign: doubloons and booty, then the total;
    at the end the winners first."""
    names, results, track = view["names"], view["results"], view["track"]
    winners = view.get("winners", [])
    order = sorted(range(len(names)), key=lambda p: -track[p]) if view["over"] else range(
        len(names))
    lines = []
    for p in order:
        parts = []
        for c, campaign in enumerate(results, 1):
            r = campaign[p]
            floor = " (below zero counts as nothing)" if r["doubloons"] + r["booty"] < 0 else ""
            parts.append(f"Campaign {c}: {counted(r['doubloons'], 'doubloon')}, booty worth "
                         f"{r['booty']}: {counted(r['points'], 'point')}{floor}.")
        who = f"{names[p]} (winner)" if p in winners else names[p]
        lines.append(f"{who}: {counted(track[p], 'point')}. " + " ".join(parts))
    return lines


def _scores_zone(view: dict[str, Any]) -> dict[str, Any]:
    items = [text(f"score-{i}", line) for i, line in enumerate(score_lines(view))]
    title = "Final scores" if view["over"] else "Scores so far"
    return zone("scores", title, items, layout="column",
                note="Each campaign scores its doubloons plus its booty's worth.")


def _decorate(view: dict[str, Any], action: dict[str, Any]) -> dict[str, Any]:
    """Make the right thing clickable: a hand card to play or to replace the Parrot, a token
    to take, a den crew to shoot, strike, or recruit (read from the legal entry's `kind` and
    `args`, never from its id)."""
    kind, args = action["kind"], action["args"]
    me = view["player"]
    if kind in ("play", "replace"):
        return {"target": f"hand-{args[0]}", "group": "Your crew", "style": "primary"}
    if kind == "take":
        danger = args[0] in (OFFICER, "relic")
        return {"target": f"loot-{args[0]}", "group": "Booty",
                "style": "danger" if danger else "primary"}
    if kind in ("shoot", "saber"):
        return {"target": f"den-{args[0]}-{args[1]}", "group": "Strike", "style": "danger"}
    if kind == "recruit":
        return {"target": f"den-{me}-{args[0]}", "group": "Recruiter"}
    return {"group": {"revive": "Surgeon", "sell": "Merchant", "keep": "Preacher"}[kind]}
