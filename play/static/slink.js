// Slitherlink in the browser: the page draws, the server (play/slitherlink_web.py)
// makes the puzzle, checks and finds hints. Plain JavaScript, no libraries.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG = $("slink-board").namespaceURI;   // the <svg> element's own namespace
const GAP = 44, PAD = 20;
let pending = 0;
let game = null;
let marked = {};        // edge -> "wrong" or "hint", until the next move

async function api(path, body) {
  pending += 1;
  document.body.dataset.pending = String(pending);
  try {
    const res = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json"},
                                   body: JSON.stringify(body)});
    let data;
    try { data = await res.json(); } catch (e) { data = {error: "the answer is not JSON"}; }
    if (!res.ok) throw new Error(data.error || res.statusText);
    return data;
  } finally {
    pending -= 1;
    document.body.dataset.pending = String(pending);
  }
}

function status(text, kind) {
  const el = $("slink-status");
  el.textContent = text;
  el.className = "status" + (kind ? " " + kind : "");
}

// Edge numbers as lib.puzzles.slitherlink.Model has them.
function hEdge(i, j) { return i * game.cols + j; }
function vEdge(i, j) { return (game.rows + 1) * game.cols + i * (game.cols + 1) + j; }

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const key in attrs) node.setAttribute(key, attrs[key]);
  if (parent) parent.appendChild(node);
  return node;
}

function drawEdge(svg, edge, x1, y1, x2, y2) {
  const mark = game.marks[edge];
  const kind = marked[edge] ? " " + marked[edge] : "";
  const line = el("line", {x1, y1, x2, y2, class: "edge" + (mark === 1 ? " on" : "") + kind}, svg);
  line.dataset.edge = String(edge);
  if (mark === 2) {
    const cx = (x1 + x2) / 2, cy = (y1 + y2) / 2, r = 5;
    el("path", {d: `M${cx - r} ${cy - r}L${cx + r} ${cy + r}M${cx + r} ${cy - r}L${cx - r} ${cy + r}`,
                class: "cross" + kind}, svg);
  }
  const hit = el("line", {x1, y1, x2, y2, class: "hit"}, svg);
  hit.dataset.edge = String(edge);
}

function draw() {
  const svg = $("slink-board");
  svg.textContent = "";
  const w = game.cols * GAP + 2 * PAD, h = game.rows * GAP + 2 * PAD;
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("width", w);
  svg.setAttribute("height", h);
  for (let i = 0; i < game.rows; i++) {
    for (let j = 0; j < game.cols; j++) {
      const n = game.clues[i][j];
      if (n === null) continue;
      const t = el("text", {x: PAD + (j + 0.5) * GAP, y: PAD + (i + 0.5) * GAP, class: "clue"}, svg);
      t.textContent = String(n);
    }
  }
  for (let i = 0; i <= game.rows; i++) {
    for (let j = 0; j < game.cols; j++) {
      drawEdge(svg, hEdge(i, j), PAD + j * GAP, PAD + i * GAP, PAD + (j + 1) * GAP, PAD + i * GAP);
    }
  }
  for (let i = 0; i < game.rows; i++) {
    for (let j = 0; j <= game.cols; j++) {
      drawEdge(svg, vEdge(i, j), PAD + j * GAP, PAD + i * GAP, PAD + j * GAP, PAD + (i + 1) * GAP);
    }
  }
  for (let i = 0; i <= game.rows; i++) {
    for (let j = 0; j <= game.cols; j++) el("circle", {cx: PAD + j * GAP, cy: PAD + i * GAP, r: 2.5, class: "dot"}, svg);
  }
}

function show(data, text, kind) {
  game = data;
  draw();
  if (game.revealed) status("The solution, shown on request.", "");
  else if (game.solved) status("Solved: one loop, every number satisfied.", "won");
  else if (text !== undefined) status(text, kind);
}

async function guarded(work) {
  try { await work(); } catch (e) { status(e.message, "error"); }
}

$("slink-form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  guarded(async () => {
    const seedText = $("slink-seed").value.trim();
    if (seedText !== "" && !/^\d{1,15}$/.test(seedText)) throw new Error("the seed must be a whole number");
    status("Making a puzzle...", "");
    const data = await api("/api/slink/new", {
      rows: Number($("slink-rows").value), cols: Number($("slink-cols").value),
      grade: $("slink-grade").value, seed: seedText === "" ? null : Number(seedText)});
    marked = {};
    show(data, `${data.rows} x ${data.cols}, grade ${data.grade}, seed ${data.seed}.`, "");
  });
});

function clickEdge(ev, cross) {
  const edge = ev.target.dataset && ev.target.dataset.edge;
  if (!game || edge === undefined || game.revealed) return;
  ev.preventDefault();
  const current = game.marks[Number(edge)];
  const want = cross ? 2 : 1;
  marked = {};
  guarded(async () => show(await api("/api/slink/mark", {game: game.game, edge: Number(edge),
                                                          mark: current === want ? 0 : want}), ""));
}
$("slink-board").addEventListener("click", (ev) => clickEdge(ev, false));
$("slink-board").addEventListener("contextmenu", (ev) => clickEdge(ev, true));

$("slink-hint").addEventListener("click", () => guarded(async () => {
  if (!game) return;
  const data = await api("/api/slink/hint", {game: game.game});
  marked = {};
  if (data.hint === null) { show(data, "Nothing left to deduce.", ""); return; }
  marked[data.hint.edge] = "hint";
  show(data, `Hint: ${data.hint.rule} at ${data.hint.place}: ${data.hint.name} is ` +
             (data.hint.line ? "a line." : "crossed out."), "");
}));

$("slink-check").addEventListener("click", () => guarded(async () => {
  if (!game) return;
  const data = await api("/api/slink/check", {game: game.game});
  marked = {};
  for (const e of data.wrong) marked[e] = "wrong";
  show(data, data.wrong.length ? `${data.wrong.length} wrong mark(s), in red.` : "No wrong marks so far.",
       data.wrong.length ? "error" : "");
}));

$("slink-solve").addEventListener("click", () => guarded(async () => {
  if (!game) return;
  marked = {};
  show(await api("/api/slink/solve", {game: game.game}));
}));

$("slink-form").requestSubmit ? $("slink-form").requestSubmit() : $("slink-new").click();
