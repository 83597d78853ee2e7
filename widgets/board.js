// The generic pirate board: draws a scene (widgets/SCENE.md) and sends back action ids.
// It knows no rules. Python checks every id it receives; this file only lays out what it is
// given, keeps the client-side card selection, and forwards clicks as messages
// {type: "action", id, serial}: the serial of the scene clicked on, so that a double click
// or a click on a scene the bots have already moved past plays nothing. Python answers every
// message with {type: "ack"}; no answer means the kernel is gone (restarted or closed), and
// the page says so. No CDN, no build step: plain DOM and SVG.
// A Replay (widgets/replay.py) is drawn by this same file: its scene has a `replay` bar
// (first / back / forward / last, a slider, the step's lines) and no actions. A widget the
// model names in `below` (the Replay a finished game opened, the board "Play on from here"
// opened) is drawn under this one.
// Advice panels (`advice`: why a search bot moved, the hint the Hint control asked for) are
// drawn in the side column under the odds; a hint's suggested move is marked among the buttons,
// or, where none plays it, is given a "Play it" button in the hint's panel.

const SVG = "http://www.w3.org/2000/svg";
const ACK_WAIT_MS = 15000;  // a busy kernel answers within a second or two
const GONE = "This board is no longer connected: re-run the cell.";

function h(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "class") node.className = value;
    else if (key === "style") node.setAttribute("style", value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of [].concat(children)) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}

function s(tag, attrs = {}, children = []) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  }
  for (const child of [].concat(children)) if (child) node.append(child);
  return node;
}

const sameSet = (list, set) =>
  list.length === set.size && list.every((id) => set.has(id));

// --- items -------------------------------------------------------------------------------
// A card's tone is a word of the scene's neutral vocabulary (SCENE.md, "Tones"), passed on as
// data-tone for board.css to colour; the board itself gives it no meaning.
function drawCard(item) {
  if (item.back) return h("div", { class: "pl-card pl-back", title: item.note }, [h("span", { text: "☠" })]);
  return h("div", { class: "pl-card", "data-tone": item.tone || null, title: item.note }, [
    h("div", { class: "pl-card-title", text: item.title || "" }),
    h("div", { class: "pl-card-value", text: item.value ?? "" }),
    item.subtitle ? h("div", { class: "pl-card-sub", text: item.subtitle }) : null,
    item.badge ? h("div", { class: "pl-badge", text: item.badge }) : null,
  ]);
}

function drawTile(item) {
  const counters = h("div", { class: "pl-counters" });
  for (let i = 0; i < (item.counters || 0); i++) counters.append(h("span", { class: "pl-counter" }));
  return h("div", { class: `pl-tile${item.spent ? " pl-spent" : ""}`, title: item.note }, [
    h("div", { class: "pl-tile-label", text: item.label || "" }),
    h("div", { class: "pl-tile-value", text: item.value ?? "" }),
    item.detail ? h("div", { class: "pl-tile-detail", text: item.detail }) : null,
    counters,
  ]);
}

const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

function drawDie(item) {
  const face = h("div", { class: `pl-die pl-die-${item.color || "white"}` });
  if (item.value === null || item.value === undefined) face.append(h("span", { class: "pl-die-num", text: "?" }));
  else if ((item.sides || 6) === 6 && PIPS[item.value]) {
    face.classList.add("pl-pips");
    for (let i = 0; i < 9; i++) face.append(h("span", { class: PIPS[item.value].includes(i) ? "pl-pip" : "" }));
  } else face.append(h("span", { class: "pl-die-num", text: item.value }));
  return h("div", { class: "pl-die-box", title: item.note }, [
    face, h("div", { class: "pl-die-label", text: `${item.label ? item.label + " " : ""}d${item.sides || 6}` }),
  ]);
}

function drawMeter(item) {
  const max = Math.max(item.max || 1, 1);
  const value = Math.min(item.value || 0, max);
  const pending = Math.min(item.pending || 0, max - value);
  const danger = item.danger !== undefined && value + (item.pending || 0) >= item.danger;
  const bar = h("div", { class: "pl-meter-bar" }, [
    h("div", { class: "pl-meter-fill", style: `width:${(100 * value) / max}%` }),
    h("div", { class: "pl-meter-pending", style: `width:${(100 * pending) / max}%` }),
  ]);
  const words = `${item.value ?? 0}${item.pending ? ` + ${item.pending} pending` : ""} / ${item.max}`;
  return h("div", { class: `pl-meter${danger ? " pl-danger" : ""}`, title: item.note }, [
    h("div", { class: "pl-meter-label", text: item.label || "" }), bar,
    h("div", { class: "pl-meter-text", text: words }),
    item.note ? h("div", { class: "pl-meter-note", text: item.note }) : null,
  ]);
}

function drawToken(item) {
  return h("div", { class: "pl-token-box", title: item.note }, [
    h("div", { class: `pl-token pl-token-${item.shape || "round"}`, style: `background:${item.color || "#d4a017"}`,
      text: item.count > 1 ? `×${item.count}` : "" }),
    h("div", { class: "pl-token-label", text: item.label || "" }),
  ]);
}

const DRAW = {
  card: drawCard, tile: drawTile, die: drawDie, meter: drawMeter, token: drawToken,
  stat: (item) => h("div", { class: "pl-stat" }, [
    h("div", { class: "pl-stat-value", text: item.value ?? "" }),
    h("div", { class: "pl-stat-label", text: item.label || "" })]),
  text: (item) => h("div", { class: "pl-text", text: item.text || "" }),
};

// --- fitting text into fixed-size cards ---------------------------------------------------
// Card names come from the scene and can be long ("Governor's Daughter" on a small den card):
// shrink a card's title and subtitle a half pixel at a time until they fit, never below 6px,
// rather than let them spill over the card's edge or onto its value.
const MIN_TEXT_PX = 6;

// Height only: a corner badge sticks out of the card on purpose.
const tooTall = (node) => node.scrollHeight > node.clientHeight + 1;

function fitCard(card) {
  card.dataset.fitted = "1";
  const texts = [...card.querySelectorAll(".pl-card-title, .pl-card-sub")];
  for (const text of texts) {
    let size = parseFloat(getComputedStyle(text).fontSize);
    while (text.scrollWidth > text.clientWidth + 1 && size > MIN_TEXT_PX) {
      size -= 0.5;
      text.style.fontSize = `${size}px`;
    }
  }
  const title = texts.find((t) => t.classList.contains("pl-card-title"));
  if (!title) return;
  let size = parseFloat(getComputedStyle(title).fontSize);
  while (tooTall(card) && size > MIN_TEXT_PX) {  // a title on too many lines
    size -= 0.5;
    title.style.fontSize = `${size}px`;
  }
}

function markOverflow(scroller) {
  const hidden = scroller.scrollWidth - scroller.clientWidth - scroller.scrollLeft;
  scroller.classList.toggle("pl-more-right", hidden > 1);
}

// --- the board ---------------------------------------------------------------------------
function render({ model, el, host }) {
  const root = h("div", { class: "pl-board" });
  const under = h("div", { class: "pl-below" });
  el.append(root, under);
  const ui = { selection: new Set(), menu: null, confirm: false, gone: false, waiting: null,
    shown: 0, sinceTimer: null, sinceKey: "", thinking: false };

  function lost() { ui.gone = true; draw(); }
  function send(message) {
    const serial = (model.get("scene") || {}).serial;
    try {
      model.send({ ...message, serial });
    } catch (err) {
      return lost();
    }
    if (!ui.waiting) ui.waiting = setTimeout(lost, ACK_WAIT_MS);
  }
  function answered(message) {
    if (!message || message.type !== "ack") return;
    clearTimeout(ui.waiting);
    ui.waiting = null;
    if (ui.gone) { ui.gone = false; draw(); }
  }
  const scene = () => model.get("scene") || {};
  const actions = () => scene().actions || [];
  const enabled = (a) => !a.cards || sameSet(a.cards, ui.selection);
  const selectable = () => new Set(actions().flatMap((a) => a.cards || []));
  const targetsOf = (id) => actions().filter((a) => a.target === id && enabled(a));
  // The hint's move, and the items it is played with (its cards, its target), marked.
  const suggestion = () => (scene().advice || []).map((panel) => panel.suggest).find(Boolean);
  const suggestedItems = () => new Set(actions().filter((a) => a.id === suggestion())
    .flatMap((a) => [...(a.cards || []), ...(a.target ? [a.target] : [])]));

  function play(id) {
    ui.menu = null;
    send({ type: "action", id });
  }

  // A selectable item joins the selection only when some action is played with it and all
  // that is selected; else it starts a selection of its own (a second ship switches to her).
  const joins = (id) => actions().some((a) => a.cards && [...ui.selection, id].every((c) => a.cards.includes(c)));
  function choose(id) {
    if (!joins(id)) ui.selection.clear();
    ui.selection.add(id);
  }

  // What the player selects, in the hint's words: ships on a map, pieces, or cards.
  function selectNoun() {
    const pieces = new Map(((scene().map || {}).pieces || []).map((p) => [p.id, p]));
    const ids = [...selectable()];
    if (ids.length && ids.every((id) => (pieces.get(id) || {}).shape === "ship")) return "ship";
    return ids.length && ids.every((id) => pieces.has(id)) ? "piece" : "card";
  }

  function clickItem(id, anchor) {
    const targeted = targetsOf(id);
    const canSelect = selectable().has(id);
    if (targeted.length && (ui.selection.size > 0 || !canSelect) && !ui.selection.has(id)) {
      if (targeted.length === 1 && !canSelect) return play(targeted[0].id);
      ui.menu = { id, anchor, entries: targeted, select: canSelect };
    } else if (canSelect && targeted.length && ui.selection.size === 0) {
      ui.menu = { id, anchor, entries: targeted, select: true };
    } else if (canSelect) {
      ui.selection.has(id) ? ui.selection.delete(id) : choose(id);
      ui.menu = null;
    } else ui.menu = null;
    draw();
  }

  function decorate(node, id) {
    node.dataset.item = id;
    if (ui.selection.has(id)) node.classList.add("pl-selected");
    else if (selectable().has(id)) node.classList.add("pl-selectable");
    if (targetsOf(id).length) node.classList.add("pl-clickable");
    if (suggestedItems().has(id)) node.classList.add("pl-suggested");
    if (node.classList.contains("pl-clickable") || node.classList.contains("pl-selectable")) {
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
    }
    return node;
  }

  function drawItem(item) {
    const draw = DRAW[item.type] || DRAW.text;
    const node = draw(item);
    node.classList.add("pl-item", `pl-type-${item.type}`);
    if (item.highlight) node.classList.add("pl-highlight");
    return decorate(node, item.id);
  }

  function drawZone(zone) {
    const items = zone.items || [];
    const body = h("div", { class: `pl-zone-body pl-layout-${zone.layout || "row"}` });
    if (zone.layout === "ring") placeRing(body, items);
    else items.forEach((item) => body.append(drawItem(item)));
    if (!items.length) body.append(h("div", { class: "pl-empty", text: "empty" }));
    return h("section", { class: `pl-zone pl-size-${zone.size || "normal"}`, "data-zone": zone.id }, [
      h("h3", { class: "pl-zone-title", text: zone.title || "" }), body,
      zone.note ? h("div", { class: "pl-zone-note", text: zone.note }) : null,
    ]);
  }

  function placeRing(body, items) {
    const centre = items.find((item) => item.center);
    const around = items.filter((item) => item !== centre);
    around.forEach((item, i) => {
      const angle = (2 * Math.PI * i) / around.length - Math.PI / 2;
      const node = drawItem(item);
      node.style.left = `${50 + 38 * Math.cos(angle)}%`;
      node.style.top = `${50 + 36 * Math.sin(angle)}%`;
      node.classList.add("pl-ring-item");
      body.append(node);
    });
    if (centre) {
      const node = drawItem(centre);
      node.classList.add("pl-ring-centre");
      body.append(node);
    }
  }

  function drawMap(map) {
    const svg = s("svg", { class: "pl-map", viewBox: `0 0 ${map.width} ${map.height}`,
      preserveAspectRatio: "xMidYMid meet" });
    svg.append(s("rect", { x: 0, y: 0, width: map.width, height: map.height, fill: map.background || "#2a6f97" }));
    // A shape with "with": <piece id> belongs to that piece: drawn only while it is selected.
    for (const shape of map.shapes || []) {
      if (!shape.with || ui.selection.has(shape.with)) svg.append(drawShape(shape));
    }
    for (const piece of map.pieces || []) svg.append(drawPiece(piece));
    const mark = pointOf(suggestion(), map.click || []);
    if (mark) svg.append(drawMark(mark));
    const rule = (map.click || []).find((r) => !r.cards || sameSet(r.cards, ui.selection));
    if (rule) svg.classList.add("pl-map-live");
    svg.addEventListener("click", (event) => {
      if (event.target.closest("[data-item]") || !rule) return;
      const point = svg.createSVGPoint();
      point.x = event.clientX; point.y = event.clientY;
      const at = point.matrixTransform(svg.getScreenCTM().inverse());
      play(rule.template.replace("{x}", Math.round(at.x)).replace("{y}", Math.round(at.y)));
      event.stopPropagation();
    });
    return h("section", { class: "pl-zone pl-map-zone" }, [svg,
      rule ? h("div", { class: "pl-zone-note", text: rule.label || "Click the sea to move" }) : null]);
  }

  // The map point a suggested move sails to, where its id is one of the click rules'
  // templates with numbers for {x} and {y} (the hint's move to a point): [x, y], else null.
  function pointOf(id, rules) {
    if (!id) return null;
    for (const rule of rules) {
      const pattern = rule.template.replace(/[.*+?^$()|[\]\\]/g, "\\$&")
        .replace("{x}", "(?<x>-?[0-9.]+)").replace("{y}", "(?<y>-?[0-9.]+)");
      const found = new RegExp(`^${pattern}$`).exec(id);
      if (found && found.groups && found.groups.x && found.groups.y) {
        return [Number(found.groups.x), Number(found.groups.y)];
      }
    }
    return null;
  }

  // A ring and cross at the suggested point, under no click (the sea stays clickable).
  function drawMark([x, y]) {
    return s("g", { class: "pl-mark", transform: `translate(${x} ${y})` }, [
      s("circle", { r: 12 }), s("path", { d: "M-18,0H18M0,-18V18" }),
      s("title", {}, [document.createTextNode("The hint's point")])]);
  }

  function drawShape(shape) {
    const paint = { fill: shape.fill || "none", stroke: shape.stroke, "stroke-width": shape.width };
    let node;
    if (shape.shape === "circle") node = s("circle", { cx: shape.x, cy: shape.y, r: shape.r, ...paint });
    else if (shape.shape === "rect") node = s("rect", { x: shape.x, y: shape.y, width: shape.w, height: shape.h, ...paint });
    else if (shape.shape === "polygon") node = s("polygon", { points: shape.points.map((p) => p.join(",")).join(" "), ...paint });
    else if (shape.shape === "line") node = s("polyline", { points: shape.points.map((p) => p.join(",")).join(" "), fill: "none", stroke: shape.stroke || "#fff", "stroke-width": shape.width || 2 });
    else node = s("text", { x: shape.x, y: shape.y, class: "pl-map-text" });
    if (shape.shape === "text" || !shape.shape) node.textContent = shape.text || "";
    else if (shape.label) node.append(s("title", {}, [document.createTextNode(shape.label)]));
    return node;
  }

  // A ship `size` wide, pointing up before `angle` turns it: the icon's proportions, or a body
  // `length` long with a pointed bow when the piece gives one.
  function shipPoints(size, length) {
    const w = size / 2;
    if (!length) return `${-w},${size / 3} ${w},${size / 3} ${size / 3},${-size / 3} ${-size / 3},${-size / 3}`;
    const l = length / 2;
    return `${-w},${l} ${w},${l} ${w},${w - l} 0,${-l} ${-w},${w - l}`;
  }

  function drawPiece(piece) {
    const size = piece.size || 30;
    const body = piece.shape === "ship" ? s("polygon", { points: shipPoints(size, piece.length) })
      : piece.shape === "square" ? s("rect", { x: -size / 2, y: -size / 2, width: size, height: size })
      : s("circle", { r: size / 2 });
    body.setAttribute("fill", piece.color || "#fff");
    // The outer group places the piece; the inner one takes the classes, so that a CSS
    // transform of a hovered or selected item never replaces the placement.
    const group = s("g", { class: "pl-piece" },
      [body, s("title", {}, [document.createTextNode(piece.label || piece.id)])]);
    group.dataset.item = piece.id;
    if (piece.on) group.dataset.on = piece.on;
    if (ui.selection.has(piece.id)) group.classList.add("pl-selected");
    else if (selectable().has(piece.id)) group.classList.add("pl-selectable");
    if (targetsOf(piece.id).length) group.classList.add("pl-clickable");
    if (suggestedItems().has(piece.id)) group.classList.add("pl-suggested");
    return s("g", { transform: `translate(${piece.x} ${piece.y}) rotate(${piece.angle || 0})` }, [group]);
  }

  function drawActions(list) {
    const bar = h("section", { class: "pl-actions" });
    const suggest = suggestion();
    const groups = new Map();
    const shown = new Set();  // one button per id: two copies of a card may carry one id
    for (const action of list.filter(enabled)) {
      if (shown.has(action.id)) continue;
      shown.add(action.id);
      const group = action.group || "Actions";
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group).push(action);
    }
    for (const [group, members] of groups) {
      bar.append(h("div", { class: "pl-group" }, [h("span", { class: "pl-group-title", text: group }),
        ...members.map((a) => h("button", { class: `pl-button pl-${a.style || "plain"}${a.id === suggest ? " pl-suggested" : ""}`,
          "data-action": a.id, title: a.note, text: a.label }))]));
    }
    const waiting = list.filter((a) => !enabled(a)).length;
    const more = `${waiting} more action${waiting === 1 ? "" : "s"}`;
    const noun = selectNoun();
    const other = noun === "card" ? "another selection of cards" : `another ${noun} selected`;
    const pick = noun === "card" ? "cards" : `a ${noun}`;
    const hint = waiting ? h("span", { class: "pl-hint",
      text: ui.selection.size ? `${more} with ${other}` : `Select ${pick} to see ${more}` }) : null;
    const clear = ui.selection.size ? h("button", { class: "pl-button pl-quiet", "data-clear": "1", text: "Clear selection" }) : null;
    if (hint || clear) bar.append(h("div", { class: "pl-group" }, [hint, clear]));
    if (!list.length && !scene().over) bar.append(h("div", { class: "pl-hint", text: "Waiting for the other players" }));
    return bar;
  }

  function drawMenu() {
    const menu = ui.menu;
    const box = h("div", { class: "pl-menu", style: `left:${menu.anchor.x}px;top:${menu.anchor.y}px` });
    for (const a of menu.entries) box.append(h("button", { class: "pl-button pl-primary", "data-action": a.id, text: a.label }));
    if (menu.select) box.append(h("button", { class: "pl-button", "data-select": menu.id,
      text: !ui.selection.size ? "Select" : joins(menu.id) ? "Add to selection" : "Select instead" }));
    box.append(h("button", { class: "pl-button pl-quiet", "data-close": "1", text: "Cancel" }));
    return box;
  }

  function drawPlayers(players) {
    return h("section", { class: "pl-players" }, players.map((p) =>
      h("div", { class: `pl-player${p.you ? " pl-you" : ""}${p.to_move ? " pl-to-move" : ""}${p.out ? " pl-out" : ""}` }, [
        h("div", { class: "pl-player-head" }, [
          h("span", { class: "pl-player-name", text: `${p.to_move ? "▶ " : ""}${p.name}${p.you ? " (you)" : ""}` }),
          p.score !== null && p.score !== undefined ? h("span", { class: "pl-score", text: typeof p.score === "number" ? `${p.score} VP` : p.score }) : null]),
        ...(p.lines || []).map((line) => h("div", { class: "pl-player-line", text: line })),
      ])));
  }

  function drawOdds(odds) {
    const table = h("table", { class: "pl-odds-table" });
    if (odds.columns) table.append(h("thead", {}, [h("tr", {}, odds.columns.map((c) => h("th", { text: c })))]));
    const body = h("tbody");
    (odds.rows || []).forEach((row, r) => body.append(h("tr", {}, row.map((cell, c) => {
      const bar = odds.bars && odds.bars[r] ? odds.bars[r][c] : null;
      const style = typeof bar === "number"
        ? `background:linear-gradient(90deg, var(--pl-odds) ${Math.round(bar * 100)}%, transparent ${Math.round(bar * 100)}%)` : null;
      if (typeof bar !== "number") return h("td", { text: cell });
      return h("td", { style }, [h("span", { text: cell }),
        h("span", { class: "pl-odds-pct", text: `${(bar * 100).toFixed(bar < 0.1 ? 1 : 0)}%` })]);
    }))));
    table.append(body);
    // A wide table (one column per seat) scrolls inside its own box; title and notes stay put.
    const scroller = h("div", { class: "pl-odds-scroll" }, [table]);
    scroller.addEventListener("scroll", () => { ui.oddsLeft = scroller.scrollLeft; markOverflow(scroller); });
    return h("section", { class: "pl-odds" }, [h("h3", { text: odds.title || "Odds" }),
      odds.rows && odds.rows.length ? scroller : null,
      ...(odds.notes || []).map((n) => h("div", { class: "pl-odds-note", text: n }))]);
  }

  // An advice panel: a search's options in words, the chosen (or suggested) one first. A
  // suggested move no button plays (a move to a point on the map: no click lands on its
  // exact point) gets a button of its own here.
  function drawAdvice(panel) {
    const own = panel.suggest && !actions().some((a) => a.id === panel.suggest);
    return h("section", { class: `pl-advice${panel.suggest ? " pl-advice-hint" : ""}` }, [
      h("h3", { text: panel.title || "Advice" }),
      h("ol", {}, (panel.options || []).map((o) => h("li", { class: o.chosen ? "pl-chosen" : null }, [
        h("span", { class: "pl-advice-label", text: o.label }),
        h("span", { class: "pl-advice-words", text: o.words })]))),
      own ? h("button", { class: "pl-button pl-primary pl-suggested", "data-action": panel.suggest,
        text: "Play it" }) : null,
      ...(panel.notes || []).map((n) => h("div", { class: "pl-odds-note", text: n }))]);
  }

  // The whole log, scrolled to its newest line; the player scrolls back through it.
  function drawLog(lines) {
    return h("section", { class: "pl-log" }, [h("h3", { text: `Log (${lines.length})` }),
      h("ol", {}, lines.map((line) => h("li", { text: line })))]);
  }

  // "Since your last turn": what the other seats did, one line at a time at the scene's
  // pace (seconds), with their dice; "Skip" shows the rest at once.
  function drawSince(items) {
    const shown = items.slice(0, ui.shown);
    const waiting = items.length - shown.length;
    return h("section", { class: "pl-since", "aria-live": "polite" }, [
      h("h3", { text: "Since your last turn" }),
      h("ol", {}, shown.map((item) => h("li", {}, [h("span", { text: item.text }),
        (item.dice || []).length ? h("span", { class: "pl-since-dice" },
          item.dice.map((die, i) => drawDie({ id: `since-die-${i}`, ...die }))) : null]))),
      waiting ? h("button", { class: "pl-button pl-quiet", "data-skip": "1",
        text: `Skip (${waiting} more)` }) : null]);
  }

  function pace() {
    const items = scene().since || [];
    const key = `${scene().serial}`;
    if (key === ui.sinceKey) return;
    ui.sinceKey = key;
    clearTimeout(ui.sinceTimer);
    const seconds = scene().pace || 0;
    ui.shown = seconds > 0 ? Math.min(1, items.length) : items.length;
    const step = () => {
      if (ui.shown >= items.length) return;
      ui.shown += 1;
      drawSinceOnly();
      ui.sinceTimer = setTimeout(step, seconds * 1000);
    };
    if (ui.shown < items.length) ui.sinceTimer = setTimeout(step, seconds * 1000);
  }

  // A line dripping in (or "Skip") redraws the news panel alone: the buttons, map and cards
  // the player may be clicking stay the very nodes they are, so no click lands on a node
  // being replaced. Behind the curtain there is no panel; the next draw shows ui.shown lines.
  function drawSinceOnly() {
    const panel = root.querySelector(".pl-since");
    if (panel) panel.replaceWith(drawSince(scene().since || []));
  }

  // A replay's bar: the step shown of how many, buttons that name where to go (Python
  // works out the step), a slider that sends the step it was let go at, and the lines the
  // seat read of this step.
  function drawReplay(bar) {
    const go = (to, label, text, off) => h("button", { class: "pl-button pl-quiet",
      "data-step": to, "aria-label": label, title: label, disabled: off, text });
    return h("section", { class: "pl-replay", "aria-live": "polite" }, [
      h("div", { class: "pl-replay-bar" }, [
        go("first", "First step", "|◀", bar.step <= 0), go("back", "Step back", "◀", bar.step <= 0),
        h("input", { class: "pl-replay-slider", type: "range", min: 0, max: bar.steps,
          value: bar.step, "aria-label": "Step" }),
        go("forward", "Step forward", "▶", bar.step >= bar.steps),
        go("last", "Last step", "▶|", bar.step >= bar.steps),
        h("span", { class: "pl-replay-where", text: `Step ${bar.step} of ${bar.steps}` })]),
      h("ol", { class: "pl-replay-lines" }, (bar.lines || []).map((line) => h("li", { text: line })))]);
  }

  // The board's own buttons (not game moves): a new game at the end, undo after a bot
  // failed, "Let the bots play on" after they were interrupted, and "Abandon this game",
  // which asks before it throws a game away. Each but "abandon" sends its own name.
  function drawControls(controls) {
    if (ui.confirm) {
      return h("div", { class: "pl-controls pl-confirm" }, [
        h("span", { text: "Abandon this game and start a new one?" }),
        h("button", { class: "pl-button pl-danger", "data-abandon": "1", text: "Yes, start a new game" }),
        h("button", { class: "pl-button pl-quiet", "data-keep": "1", text: "Keep playing" })]);
    }
    // The Hint control says it is thinking until the next scene or error comes back.
    const thinking = (c) => c.control === "hint" && ui.thinking;
    return h("div", { class: "pl-controls" }, controls.map((c) => h("button", {
      class: `pl-button ${c.control === "abandon" ? "pl-quiet" : "pl-primary"}`, disabled: thinking(c),
      "data-control": c.control, "data-new": c.control === "new_game" ? "1" : null,
      text: thinking(c) ? "Thinking…" : c.label })));
  }

  function drawCurtain(words) {
    return h("div", { class: "pl-curtain" }, [h("div", { class: "pl-curtain-text", text: words }),
      h("button", { class: "pl-button pl-primary", "data-curtain": "1", text: "Show my board" })]);
  }

  function draw() {
    const sc = scene();
    const error = model.get("error");
    const curtain = model.get("curtain");
    const main = h("div", { class: "pl-main" }, [
      h("div", { class: "pl-table" }, [!sc.replay && (actions().length || !sc.over) ? drawActions(actions()) : null,
        sc.map ? drawMap(sc.map) : null, ...(sc.zones || []).map(drawZone)]),
      h("div", { class: "pl-side" }, [(sc.since || []).length ? drawSince(sc.since) : null,
        sc.players && sc.players.length ? drawPlayers(sc.players) : null, sc.odds ? drawOdds(sc.odds) : null,
        ...(sc.advice || []).map(drawAdvice), drawLog(sc.log || [])]),
    ]);
    const parts = [
      h("header", { class: "pl-header" }, [h("div", { class: "pl-title", text: sc.title || "Pirate board" }),
        h("div", { class: "pl-status", text: sc.status || "" }),
        sc.prompt ? h("div", { class: "pl-prompt", text: sc.prompt }) : null]),
      ui.gone ? h("div", { class: "pl-error pl-gone", role: "alert", text: GONE }) : null,
      error ? h("div", { class: "pl-error", role: "alert", text: error }) : null,
      sc.replay ? drawReplay(sc.replay) : null,
      (sc.controls || []).length ? drawControls(sc.controls) : null,
      curtain ? drawCurtain(curtain) : main,
      ui.menu && !curtain ? drawMenu() : null,
    ];
    // The scene's game names its per-game styles in board.css (.pl-game-<name>; SCENE.md).
    root.className = `pl-board pl-game-${String(sc.game || "none").replace(/[^\w-]/g, "")}`;
    root.replaceChildren(...parts.filter(Boolean));
    settle();
  }

  // Layout touches that need sizes: only possible once the board is on screen, so they run
  // after each draw and again when the board first gets a size (a hidden JupyterLab tab).
  function settle() {
    if (!root.isConnected || !root.offsetWidth) return;
    const log = root.querySelector(".pl-log ol");
    if (log && !log.dataset.settled) {
      log.dataset.settled = "1";
      log.scrollTop = log.scrollHeight;  // the newest line in sight
      log.classList.toggle("pl-log-more", log.scrollTop > 0);
    }
    const odds = root.querySelector(".pl-odds-scroll");
    if (odds && !odds.dataset.settled) {
      odds.dataset.settled = "1";
      odds.scrollLeft = ui.oddsLeft || 0;  // a new scene keeps the column the player was reading
    }
    if (odds) markOverflow(odds);
    root.querySelectorAll(".pl-card:not([data-fitted])").forEach(fitCard);
  }
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver(settle) : null;
  if (resized) resized.observe(root);

  // One listener for every click: ids are read from data attributes at click time.
  root.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (button) {
      const d = button.dataset;
      if (d.action !== undefined) play(d.action);
      else if (d.curtain) send({ type: "curtain" });
      else if (d.control === "abandon") { ui.confirm = true; draw(); }
      else if (d.abandon) { ui.confirm = false; send({ type: "new_game", abandon: true }); }
      else if (d.keep) { ui.confirm = false; draw(); }
      else if (d.control === "hint") { ui.thinking = true; draw(); send({ type: "hint" }); }
      else if (d.control) send({ type: d.control });  // new_game, undo, play_on, replay...
      else if (d.step) send({ type: d.step });  // a replay's first, back, forward, last
      else if (d.skip) { clearTimeout(ui.sinceTimer); ui.shown = (scene().since || []).length; drawSinceOnly(); }
      else if (d.clear) { ui.selection.clear(); ui.menu = null; draw(); }
      else if (d.select) { choose(d.select); ui.menu = null; draw(); }
      else if (d.close) { ui.menu = null; draw(); }
      return;
    }
    const item = event.target.closest("[data-item]");
    if (item) clickItem(owner(item), menuAnchor(item));
  });

  // A card's small menu opens at the end of its row when there is room (a hand of cards
  // has the zone below it, the flotsam, in sight), else just under the card.
  const MENU_WIDTH = 260;
  function menuAnchor(item) {
    const box = root.getBoundingClientRect();
    const at = item.getBoundingClientRect();
    const row = item.closest(".pl-layout-row");
    const end = row && row.lastElementChild ? row.lastElementChild.getBoundingClientRect() : null;
    if (end && end.top === at.top && end.right - box.left + 8 + MENU_WIDTH <= box.width) {
      return { x: end.right - box.left + 8, y: at.top - box.top };
    }
    return { x: at.left - box.left, y: at.bottom - box.top + 4 };
  }

  // A piece drawn on another ("on": a mast on its ship) passes on the clicks it has no
  // action of its own for.
  function owner(node) {
    const id = node.dataset.item;
    return node.dataset.on && !targetsOf(id).length && !selectable().has(id) ? node.dataset.on : id;
  }

  root.addEventListener("keydown", (event) => {
    const item = event.target.closest("[data-item]");
    if (item && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      item.click();
    }
  });

  root.addEventListener("change", (event) => {
    if (event.target.matches(".pl-replay-slider")) send({ type: "step", to: Number(event.target.value) });
  });

  root.addEventListener("scroll", (event) => {
    if (event.target.matches && event.target.matches(".pl-log ol")) {
      event.target.classList.toggle("pl-log-more", event.target.scrollTop > 0);
    }
  }, true);

  // The widget named in `below`, drawn by its own render under this board (anywidget's host).
  let belowDrawn = null;
  async function drawBelow() {
    if (belowDrawn) belowDrawn.abort();
    under.replaceChildren();
    const ref = model.get("below");
    if (!ref || !host) return;
    const drawn = (belowDrawn = new AbortController());
    const child = await host.getWidget(ref);
    if (drawn.signal.aborted) return;
    const box = h("div", { class: "pl-below-widget" });
    under.append(box);
    await child.render({ el: box, signal: drawn.signal });
  }

  const fresh = () => { ui.selection.clear(); ui.menu = null; ui.confirm = false; ui.thinking = false; pace(); draw(); };
  const failed = () => { ui.thinking = false; draw(); };
  model.on("change:scene", fresh);
  model.on("change:error", failed);
  model.on("change:curtain", fresh);
  model.on("msg:custom", answered);
  model.on("change:below", drawBelow);
  pace();
  draw();
  drawBelow();
  return () => {
    if (resized) resized.disconnect();
    clearTimeout(ui.waiting);
    clearTimeout(ui.sinceTimer);
    model.off("change:scene", fresh);
    model.off("change:error", failed);
    model.off("change:curtain", fresh);
    model.off("msg:custom", answered);
    model.off("change:below", drawBelow);
    if (belowDrawn) belowDrawn.abort();
  };
}

export default { render };
