"""Helpers every game's scene builder shares (the schema is in widgets/SCENE.md).

Each helper returns one plain JSON-able dict in the schema's shape, so a game's `build` reads
as a description of its table and not as dict plumbing. Nothing here knows any game's rules."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from typing import Any

SCHEMA = 1
LOG_LINES = 2_000  # the whole log, scrollable (a long game has a few hundred lines)


def _item(kind: str, item_id: str, extra: dict[str, Any]) -> dict[str, Any]:
    """An item without the keys left at None, so scenes stay small and readable."""
    out = {"id": item_id, "type": kind}
    out.update({k: v for k, v in extra.items() if v is not None})
    return out


def card(item_id: str, title: str = "", value: Any = None, *, tone: str = "",
         subtitle: str | None = None, back: bool = False, badge: str | None = None,
         highlight: bool = False, note: str | None = None) -> dict[str, Any]:
    """A card face (or its back: never pass the hidden face of a back); `tone` is one of
    TONES, the board's neutral words for what a card is (widgets/SCENE.md, "Tones")."""
    extra = {"title": title, "value": value, "tone": tone or None, "subtitle": subtitle,
             "back": back or None, "badge": badge, "highlight": highlight or None, "note": note}
    return _item("card", item_id, extra)


def tile(item_id: str, label: str, value: Any, *, detail: str | None = None,
         counters: int = 0, spent: bool = False, highlight: bool = False,
         note: str | None = None) -> dict[str, Any]:
    """A tile that takes damage (a side of a boat): a big `value`, a small `detail` line,
    `counters` drawn as dots, and `spent` once it holds nothing more."""
    extra = {"label": label, "value": value, "detail": detail, "counters": counters or None,
             "spent": spent or None, "highlight": highlight or None, "note": note}
    return _item("tile", item_id, extra)


def die(item_id: str, value: int | None, sides: int = 6, *, color: str = "white",
        label: str | None = None) -> dict[str, Any]:
    """A die showing `value` (None: not rolled)."""
    return _item("die", item_id, {"value": value, "sides": sides, "color": color, "label": label})


def meter(item_id: str, label: str, value: int, maximum: int, *, pending: int = 0,
          danger: int | None = None, note: str | None = None,
          center: bool = False) -> dict[str, Any]:
    """A bar with a solid part and a hatched `pending` part that may still go away."""
    extra = {"label": label, "value": value, "pending": pending, "max": maximum,
             "danger": danger, "note": note, "center": center or None}
    return _item("meter", item_id, extra)


def token(item_id: str, label: str, count: int = 1, *, color: str = "#d4a017",
          shape: str = "round") -> dict[str, Any]:
    return _item("token", item_id, {"label": label, "count": count, "color": color,
                                    "shape": shape})


def stat(item_id: str, label: str, value: Any) -> dict[str, Any]:
    return _item("stat", item_id, {"label": label, "value": value})


def text(item_id: str, words: str) -> dict[str, Any]:
    return _item("text", item_id, {"text": words})


def zone(zone_id: str, title: str, items: Sequence[dict[str, Any]], *, layout: str = "row",
         owner: int | None = None, note: str | None = None,
         size: str | None = None) -> dict[str, Any]:
    """A region of the table, drawn as a titled box of items (`size="small"`: compact)."""
    out: dict[str, Any] = {"id": zone_id, "title": title, "layout": layout, "items": list(items)}
    extra = {"owner": owner, "note": note, "size": size}
    out.update({k: v for k, v in extra.items() if v is not None})
    return out


def player_summary(view: dict[str, Any], seat: int, lines: Sequence[str], *,
                   score: Any = None, out: bool = False) -> dict[str, Any]:
    """One seat's public summary, as the viewer sees it."""
    return {"seat": seat, "name": view["names"][seat], "you": view["player"] == seat,
            "to_move": view["to_move"] == seat, "out": out, "score": score,
            "lines": list(lines)}


def log_from_view(view: dict[str, Any]) -> list[str]:
    """The viewer's own log (already filtered by the engine), the most recent lines."""
    return list(view.get("log", []))[-LOG_LINES:]


Decorate = Callable[[dict[str, str]], dict[str, Any] | None]


def actions_from_view(view: dict[str, Any], decorate: Decorate | None = None) -> list[dict]:
    """The view's legal actions as scene actions.

    `decorate(action)` may return extra keys (`group`, `target`, `cards`, `style`, a better
    `label`) for one action; ids are never changed, since they are what Python validates."""
    out = []
    for legal in view.get("legal", []):
        action = {"id": legal["id"], "label": legal["label"], "group": "Actions"}
        extra = decorate(legal) if decorate else None
        if extra:
            action.update({k: v for k, v in extra.items() if k != "id" and v is not None})
        out.append(action)
    return out


def fraction_text(p: Fraction | int) -> str:
    """An exact probability as players read it: "13/36", "0", "1"."""
    p = Fraction(p)
    return str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"


def odds_table(title: str, columns: Sequence[str], rows: Iterable[Sequence[Any]], *,
               notes: Sequence[str] = ()) -> dict[str, Any]:
    """An odds panel; Fraction cells become exact text with a bar behind them."""
    text_rows, bars = [], []
    for row in rows:
        text_rows.append([fraction_text(c) if isinstance(c, Fraction) else str(c) for c in row])
        bars.append([float(c) if isinstance(c, Fraction) else None for c in row])
    return {"title": title, "columns": list(columns), "rows": text_rows, "bars": bars,
            "notes": list(notes)}


def status_line(view: dict[str, Any], phase: str = "") -> str:
    """"Anne to move: action phase", or the result when the game is over."""
    names = view["names"]
    if view["over"]:
        winners = view.get("winners", [])
        won = " and ".join(names[w] for w in winners) or "nobody"
        scores = ", ".join(f"{n} {s}" for n, s in zip(names, view.get("scores", [])))
        return f"Game over: {won} {'win' if len(winners) > 1 else 'wins'} ({scores})"
    who = names[view["to_move"]]
    who = "You" if view["to_move"] == view["player"] else who
    verb = "are" if who == "You" else "is"
    return f"{who} {verb} to move" + (f": {phase}" if phase else "")


def base_scene(state: Any, view: dict[str, Any], *, status: str | None = None,
               prompt: str = "") -> dict[str, Any]:
    """The skeleton every scene starts from; a builder fills `players`, `zones`, `actions`."""
    return {"schema": SCHEMA, "game": view["game"], "title": state.game.title,
            "viewer": view["player"], "status": status or status_line(view),
            "prompt": prompt, "over": view["over"], "players": [], "zones": [],
            "map": None, "odds": None, "log": log_from_view(view),
            "actions": actions_from_view(view)}


def generic(state: Any, player: int | None) -> dict[str, Any]:
    """A plain scene for a game without its own builder yet: players, log and buttons.

    It shows only the view's names, scores and legal actions, so it is safe for any game."""
    view = state.view(player)
    scene = base_scene(state, view)
    scores = view.get("scores")
    scene["players"] = [player_summary(view, seat, [], score=scores[seat] if scores else None)
                        for seat in range(len(view["names"]))]
    return scene


class GenericScenes:
    """Stands in for widgets.scenes.<game> when a game has no scene builder yet."""

    build = staticmethod(generic)


#: Each item type's own keys (widgets/SCENE.md, "Item"); any item may also have ANY_ITEM_KEYS.
ITEM_KEYS = {"card": {"title", "value", "subtitle", "tone", "back", "badge"},
             "tile": {"label", "value", "detail", "counters", "spent"},
             "die": {"value", "sides", "color", "label"},
             "meter": {"label", "value", "pending", "max", "danger"},
             "token": {"label", "count", "color", "shape"},
             "stat": {"label", "value"}, "text": {"text"}}
ANY_ITEM_KEYS = {"id", "type", "highlight", "note", "center"}
ITEM_TYPES = set(ITEM_KEYS)
#: A card's `tone`: what it is, in words no game owns; board.css gives each a look and a
#: game may restyle one under `.pl-game-<name>` (widgets/SCENE.md, "Tones").
TONES = {"danger", "treasure", "water", "repair", "crew", "plan", "place", "event",
         "suit-red", "suit-black", "red", "blue", "green", "yellow", "purple", "black", "brown"}
SCENE_KEYS = {"schema", "game", "title", "viewer", "status", "prompt", "over", "players",
              "zones", "map", "odds", "log", "actions"}
BOARD_KEYS = {"serial", "controls", "since", "pace", "replay", "advice"}  # the Board's, a Replay's


def problems(scene: dict[str, Any]) -> list[str]:
    """What is wrong with a scene against widgets/SCENE.md, in words ([] if sound).

    Scene builders' tests call it: unknown keys, item types, item keys and tones, duplicate
    item ids, and actions whose `target` or `cards` name no item are caught here, not in the
    browser."""
    bad = [f"missing key {k!r}" for k in sorted(SCENE_KEYS - set(scene))]
    bad += [f"unknown key {k!r}" for k in sorted(set(scene) - SCENE_KEYS - BOARD_KEYS)]
    ids: list[str] = []
    for z in scene.get("zones", []):
        for item in z.get("items", []):
            ids.append(item.get("id"))
            bad += _item_problems(item)
    pieces = [p.get("id") for p in (scene.get("map") or {}).get("pieces", [])]
    ids += pieces
    bad += [f"map shape {s.get('label') or s.get('shape')!r} is drawn with no piece "
            f"{s['with']!r}" for s in (scene.get("map") or {}).get("shapes", [])
            if "with" in s and s["with"] not in pieces]
    bad += [f"map piece {p.get('id')!r} lies on no piece {p['on']!r}"
            for p in (scene.get("map") or {}).get("pieces", []) if "on" in p
            and p["on"] not in pieces]
    bad += [f"item id {i!r} is used twice" for i in sorted({i for i in ids if ids.count(i) > 1},
                                                           key=str)]
    known = set(ids)
    for action in scene.get("actions", []):
        if not isinstance(action.get("id"), str) or not isinstance(action.get("label"), str):
            bad.append(f"action {action!r} needs a text id and label")
        named = [action["target"]] if action.get("target") else []
        for item_id in named + list(action.get("cards") or []):
            if item_id not in known:
                bad.append(f"action {action.get('id')!r} names no item {item_id!r}")
    return bad


def _item_problems(item: dict[str, Any]) -> list[str]:
    """An item's unknown type, keys or tone, in words."""
    name, kind = item.get("id"), item.get("type")
    if kind not in ITEM_TYPES:
        return [f"item {name!r} has unknown type {kind!r}"]
    bad = [f"item {name!r} ({kind}) has unknown key {k!r}"
           for k in sorted(set(item) - ITEM_KEYS[kind] - ANY_ITEM_KEYS)]
    if "tone" in item and item["tone"] not in TONES:
        bad.append(f"item {name!r} has unknown tone {item['tone']!r}")
    return bad
