"""The Davy Jones playmat drawn from the rules' components (`pirates_lib.davy_jones.components`):
`playmat_shapes()` gives the map shapes in the board's scene format (widgets/SCENE.md, "Map":
circles, polygons, lines and text in mm), and `playmat_svg()` renders them, with the ships on
their starting berths (`fleet.start_ships`), as a standalone SVG. Drawing is the board's
business, so it lives with the scene, not in the rules package.

`python -m pirates_widgets.scenes.davy_jones_playmat` rewrites
docs/rules/davy_jones_playmat.svg; a test checks that the committed drawing equals a fresh
one, so it cannot drift from the data."""
from __future__ import annotations

import sys
from html import escape
from pathlib import Path
from typing import Any

from pirates_lib.davy_jones import components as c
from pirates_lib.davy_jones.fleet import start_ships
from pirates_lib.davy_jones.geometry import Box

SEA, SAND, HOME_SAND, ZONE, INK = "#2a6f97", "#e9d8a6", "#d4a373", "#3d405b", "#ffffff"
FONT = 14
SVG_PATH = Path(__file__).resolve().parents[2] / "docs" / "rules" / "davy_jones_playmat.svg"


def _n(x: float) -> float | int:
    """A coordinate for output: whole numbers stay whole, others keep one decimal."""
    r = round(float(x), 1)
    return int(r) if r == int(r) else r


def centred_text(x: float, y: float, text: str, fill: str = INK, size: int = FONT
                 ) -> dict[str, Any]:
    """A label centred on (x, y): scene text is anchored at its left baseline, so shift it
    by an estimate of its width (0.55 em a letter). (`fill` is ours: the board's CSS paints
    every map text alike.)"""
    return {"shape": "text", "x": _n(x - 0.275 * size * len(text)), "y": _n(y + 0.35 * size),
            "text": text, "fill": fill}


def playmat_shapes() -> list[dict[str, Any]]:
    """Davy Jones' ring, the cursed zones, the islands, the sea-monster points, and a scale
    bar of L and S, bottom layer first."""
    ring = [c.ISLAND[name].shape for name in c.RING + (c.RING[0],)]
    shapes: list[dict[str, Any]] = [{"shape": "line", "points": [[_n(i.x), _n(i.y)] for i in ring],
                                     "stroke": "#8ecae6", "width": 2}]
    for zone in c.CURSED_ZONES:
        shapes.append({"shape": "polygon", "points": [[_n(x), _n(y)] for x, y in zone.shape.points],
                       "fill": ZONE, "label": zone.title})
        cx, cy = [sum(p[i] for p in zone.shape.points) / 3 for i in (0, 1)]
        shapes.append(centred_text(cx, cy, zone.title))
    for island in c.ISLANDS:
        s = island.shape
        fill = HOME_SAND if island.kind == c.HOME else SAND
        shapes.append({"shape": "circle", "x": _n(s.x), "y": _n(s.y), "r": _n(s.r), "fill": fill,
                       "label": island.title})
        shapes.append(centred_text(s.x, s.y, island.name, fill="#3d2b1f"))
    for number, (x, y) in c.MONSTER_POINTS.items():
        shapes.append({"shape": "circle", "x": x, "y": y, "r": c.MONSTER_SYMBOL_RADIUS,
                       "fill": "#9d0208", "label": f"Sea monster point {number}"})
        shapes.append(centred_text(x, y, str(number)))
    shapes += _scale_bar(25, 585)
    return shapes


def _scale_bar(x: float, y: float) -> list[dict[str, Any]]:
    """L and S drawn to scale, so a reader can size a move or a shot by eye."""
    out = []
    for i, (name, length) in enumerate((("L", c.MOVE_REACH), ("S", c.CANNON_REACH))):
        yy = y + 22 * i
        out.append({"shape": "line", "points": [[x, yy], [x + length, yy]], "stroke": INK,
                    "width": 4})
        out.append({"shape": "text", "x": x + length + 8, "y": _n(yy + 5),
                    "text": f"{name} = {length} mm", "fill": INK})
    return out


def _svg_shape(shape: dict[str, Any]) -> str:
    kind = shape["shape"]
    paint = f'fill="{shape.get("fill", "none")}"'
    if kind == "circle":
        body = f'<circle cx="{shape["x"]}" cy="{shape["y"]}" r="{shape["r"]}" {paint}>'
    elif kind == "polygon":
        pts = " ".join(f"{x},{y}" for x, y in shape["points"])
        body = f'<polygon points="{pts}" {paint}>'
    elif kind == "line":
        pts = " ".join(f"{x},{y}" for x, y in shape["points"])
        return (f'<polyline points="{pts}" fill="none" stroke="{shape["stroke"]}" '
                f'stroke-width="{shape["width"]}"/>')
    else:
        return (f'<text x="{shape["x"]}" y="{shape["y"]}" fill="{shape.get("fill", INK)}" '
                f'font-size="{FONT}" '
                f'font-family="Georgia, serif">{escape(shape["text"])}</text>')
    title = f'<title>{escape(shape["label"])}</title>' if shape.get("label") else ""
    return f"{body}{title}</{kind}>"


def _svg_ship(ship: Box) -> str:
    pts = " ".join(f"{_n(x)},{_n(y)}" for x, y in ship.corners())
    bx, by = ship.bow
    return (f'<polygon points="{pts}" fill="#6c584c" stroke="#000" stroke-width="1"/>'
            f'<circle cx="{_n(bx)}" cy="{_n(by)}" r="3" fill="{INK}"/>')


def playmat_svg() -> str:
    """The playmat as a standalone SVG document (914 x 914 mm, one unit a millimetre)."""
    size = c.MAT_SIZE
    lines = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
             f'viewBox="0 0 {size} {size}">',
             f'<rect x="0" y="0" width="{size}" height="{size}" fill="{SEA}"/>']
    lines += [_svg_shape(s) for s in playmat_shapes()]
    lines += [_svg_ship(ship) for ship in start_ships()]
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else SVG_PATH
    path.write_text(playmat_svg())
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
