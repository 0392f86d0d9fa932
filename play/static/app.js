// Minesweeper and Sudoku in the browser: the page draws, the server (play/server.py)
// plays and solves. Plain JavaScript, no libraries, no requests to any other site.
"use strict";

const $ = (id) => document.getElementById(id);
const DIGITS = "123456789ABCDEFGHIJKLMNOP";

// ---------------------------------------------------------------- requests

// Requests run one after another, so a fast clicker never sees answers out of order;
// body[data-pending] counts the ones not yet answered (the browser test waits on it).
let queue = Promise.resolve();
let pending = 0;

function api(path, body) {
  pending += 1;
  document.body.dataset.pending = String(pending);
  const run = async () => {
    try {
      const res = await fetch(path, {
        method: "POST",
        headers: {"Content-Type": "application/json"},
        body: JSON.stringify(body),
      });
      let data;
      try {
        data = await res.json();
      } catch (e) {
        data = {error: "the server's answer is not JSON"};
      }
      if (!res.ok) throw new Error(data.error || res.statusText);
      return data;
    } finally {
      pending -= 1;
      document.body.dataset.pending = String(pending);
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

function parseSeed(text) {
  text = text.trim();
  if (text === "") return null;
  if (!/^\d{1,15}$/.test(text)) throw new Error("the seed must be a whole number (up to 15 digits)");
  return Number(text);
}

function setStatus(el, text, kind) {
  el.textContent = text;
  el.className = "status" + (kind ? " " + kind : "");
}

function plural(n, word) {
  return n + " " + word + (n === 1 ? "" : "s");
}

function cellName(row, col) {
  return "row " + (row + 1) + ", column " + (col + 1);
}

// ---------------------------------------------------------------- tabs

for (const tab of document.querySelectorAll(".tab")) {
  tab.addEventListener("click", () => {
    for (const other of document.querySelectorAll(".tab")) {
      const active = other === tab;
      other.classList.toggle("active", active);
      $(other.dataset.panel).hidden = !active;
    }
    if (tab.dataset.panel === "sudoku" && !sudoku.view) newSudoku();
  });
}

// ---------------------------------------------------------------- Minesweeper

const PRESETS = {
  beginner: [9, 9, 10],
  intermediate: [16, 16, 40],
  expert: [16, 30, 99],
};

const mines = {view: null, cells: []};

$("mines-preset").addEventListener("change", () => {
  const preset = $("mines-preset").value;
  $("mines-custom").hidden = preset !== "custom";
  if (preset !== "custom") newMines();
});

$("mines-form").addEventListener("submit", (event) => {
  event.preventDefault();
  newMines();
});

$("mines-hints").addEventListener("change", () => {
  if (mines.view) minesRequest("/api/mines/state", {});
});

$("mines-auto").addEventListener("click", () => {
  if (mines.view && mines.view.state === "playing") minesRequest("/api/mines/auto", {});
});

function minesSize() {
  const preset = $("mines-preset").value;
  if (preset !== "custom") return PRESETS[preset];
  const read = (id) => {
    const value = Number($(id).value);
    if (!Number.isInteger(value)) throw new Error("rows, columns and mines must be whole numbers");
    return value;
  };
  return [read("mines-rows"), read("mines-cols"), read("mines-count")];
}

async function newMines() {
  const status = $("mines-status");
  let body;
  try {
    const [rows, cols, count] = minesSize();
    body = {rows: rows, cols: cols, mines: count, seed: parseSeed($("mines-seed").value),
            first_click: $("mines-first").value, hints: $("mines-hints").checked};
  } catch (e) {
    setStatus(status, e.message, "error");
    return;
  }
  try {
    const view = await api("/api/mines/new", body);
    buildMinesBoard(view);
    showMines(view);
  } catch (e) {
    setStatus(status, e.message, "error");
  }
}

async function minesRequest(path, extra) {
  const body = Object.assign({game: mines.view.game, hints: $("mines-hints").checked}, extra);
  try {
    showMines(await api(path, body));
  } catch (e) {
    setStatus($("mines-status"), e.message, "error");
  }
}

function buildMinesBoard(view) {
  const board = $("mines-board");
  board.textContent = "";
  board.style.gridTemplateColumns = "repeat(" + view.cols + ", 26px)";
  mines.cells = [];
  for (let i = 0; i < view.rows * view.cols; i += 1) {
    const cell = document.createElement("div");
    cell.className = "mcell covered";
    cell.dataset.index = String(i);
    cell.dataset.row = String(Math.floor(i / view.cols));
    cell.dataset.col = String(i % view.cols);
    board.appendChild(cell);
    mines.cells.push(cell);
  }
}

function minesTarget(event) {
  const cell = event.target.closest(".mcell");
  if (!cell || !mines.view || mines.view.state !== "playing") return null;
  return cell;
}

$("mines-board").addEventListener("click", (event) => {
  const cell = minesTarget(event);
  if (cell && cell.classList.contains("covered") && !cell.classList.contains("flag")) {
    minesRequest("/api/mines/open", {row: Number(cell.dataset.row), col: Number(cell.dataset.col)});
  }
});

$("mines-board").addEventListener("contextmenu", (event) => {
  event.preventDefault();
  const cell = minesTarget(event);
  if (cell && cell.classList.contains("covered")) {
    minesRequest("/api/mines/flag", {row: Number(cell.dataset.row), col: Number(cell.dataset.col)});
  }
});

$("mines-board").addEventListener("mouseover", (event) => {
  const cell = event.target.closest(".mcell");
  if (cell) $("mines-hover").textContent = cell.title || "\u00a0";
});

$("mines-board").addEventListener("mouseleave", () => {
  $("mines-hover").textContent = "\u00a0";
});

function showMines(view) {
  mines.view = view;
  const hints = view.hints;
  const safe = new Set(hints ? hints.safe : []);
  const sure = new Set(hints ? hints.mines : []);
  const mineSet = new Set(view.mine_squares || []);
  const over = view.state !== "playing";
  const last = view.last_move ? view.last_move.index : -1;
  view.cells.forEach((value, i) => {
    const cell = mines.cells[i];
    const classes = ["mcell"];
    let text = "";
    let title = "";
    const place = cellName(Math.floor(i / view.cols), i % view.cols);
    if (value >= 0) {
      classes.push("open", "n" + value);
      text = value ? String(value) : "";
    } else {
      classes.push("covered");
      if (value === -2) classes.push("flag");
      if (over && mineSet.has(i)) classes.push("mine");
      if (over && value === -2 && !mineSet.has(i)) classes.push("misflag");
      if (i === view.exploded) classes.push("exploded");
      if (hints) {
        if (safe.has(i)) {
          classes.push("hint-safe");
          if (value === -2) classes.push("wrong-flag");
          title = place + ": sure safe" + (value === -2 ? " (your flag is wrong)" : "");
          if (hints.why && hints.why[i]) title += "\n" + hints.why[i];
        } else if (sure.has(i)) {
          classes.push("hint-mine");
          title = place + ": sure mine";
          if (hints.why && hints.why[i]) title += "\n" + hints.why[i];
        } else if (hints.probability[i] !== null) {
          const p = hints.probability[i];
          cell.dataset.p = String(p);
          title = place + ": mine probability " + (100 * p).toFixed(1) + "%";
          if (hints.first_click) title += " (but the first click is never a mine)";
        }
      }
    }
    if (!(hints && hints.probability[i] !== null && value < 0)) delete cell.dataset.p;
    if (i === last) classes.push("last");
    cell.className = classes.join(" ");
    cell.textContent = text;
    cell.title = title;
  });
  const left = view.mines - view.flags;
  $("mines-counter").textContent = view.rows + " \u00d7 " + view.cols + ", " + view.mines +
    " mines, " + left + " not flagged, " + plural(view.moves, "move") + ", seed " + view.seed;
  const status = $("mines-status");
  if (view.state === "won") {
    setStatus(status, "You won in " + plural(view.moves, "move") + "!", "won");
  } else if (view.state === "lost") {
    const r = Math.floor(view.exploded / view.cols);
    setStatus(status, "Boom: " + cellName(r, view.exploded % view.cols) +
      " was a mine. You lost after " + plural(view.moves, "move") + ".", "lost");
  } else if (view.last_move) {
    const m = view.last_move;
    const where = cellName(Math.floor(m.index / view.cols), m.index % view.cols);
    setStatus(status, "Auto opened " + where + (m.first ? ": the first click is never a mine." :
      m.sure ? ": it was sure safe." :
      ": a guess, mine probability " + (100 * m.probability).toFixed(1) + "%."));
  } else if (hints && !hints.first_click && hints.safe.length === 0 && hints.best) {
    const b = hints.best;
    setStatus(status, "Nothing is sure: the safest square is " +
      cellName(Math.floor(b.index / view.cols), b.index % view.cols) + ", mine probability " +
      (100 * b.probability).toFixed(1) + "%.");
  } else if (view.moves === 0) {
    setStatus(status, "Open any square: the first one is never a mine.");
  } else {
    setStatus(status, "");
  }
}

// ---------------------------------------------------------------- Sudoku

const sudoku = {view: null, cells: new Map(), selected: null, stepLevel: 0};

$("sudoku-form").addEventListener("submit", (event) => {
  event.preventDefault();
  newSudoku();
});

$("sudoku-hint").addEventListener("click", () => {
  if (sudoku.view) sudokuRequest("/api/sudoku/hint", {});
});
$("sudoku-step").addEventListener("click", () => {
  if (!sudoku.view) return;
  sudoku.stepLevel = Math.min(sudoku.stepLevel + 1, 3);
  sudokuRequest("/api/sudoku/step", {level: sudoku.stepLevel});
});
$("sudoku-auto").addEventListener("click", () => {
  if (sudoku.view) sudokuRequest("/api/sudoku/auto", {});
});
$("sudoku-marks").addEventListener("change", () => {
  if (sudoku.view) showSudoku(sudoku.view);
});
$("sudoku-check").addEventListener("click", () => {
  if (sudoku.view) sudokuRequest("/api/sudoku/check", {});
});
$("sudoku-solve").addEventListener("click", () => {
  if (sudoku.view) sudokuRequest("/api/sudoku/solve", {});
});

async function newSudoku() {
  const status = $("sudoku-status");
  let body;
  try {
    body = {variant: $("sudoku-variant").value, difficulty: $("sudoku-difficulty").value,
            size: Number($("sudoku-size").value), seed: parseSeed($("sudoku-seed").value)};
  } catch (e) {
    setStatus(status, e.message, "error");
    return;
  }
  setStatus(status, "Making a puzzle with exactly one solution\u2026");
  try {
    const view = await api("/api/sudoku/new", body);
    sudoku.selected = null;
    buildSudokuBoard(view);
    showSudoku(view);
    setStatus(status, "Seed " + view.seed + ": " +
      view.givens.filter((d) => d === 0).length + " empty cells.");
  } catch (e) {
    setStatus(status, e.message, "error");
  }
}

async function sudokuRequest(path, extra) {
  const body = Object.assign({game: sudoku.view.game}, extra);
  const status = $("sudoku-status");
  try {
    const view = await api(path, body);
    if (!path.endsWith("/step")) sudoku.stepLevel = 0;
    showSudoku(view);
    const solved = view.solved && !view.revealed;
    if (view.revealed) {
      setStatus(status, "The solution, shown on request (" + plural(view.mistakes, "mistake") + ").");
    } else if (view.hint) {
      const [r, c] = view.cells[view.hint.cell];
      sudoku.cells.get(view.hint.cell).classList.add("flash");
      setStatus(status, "Hint: " + cellName(r, c) + " is " + DIGITS[view.hint.digit - 1] + ".");
    } else if (view.step) {
      const step = view.step;
      (step.cells || []).forEach((id) => sudoku.cells.get(id).classList.add("flash"));
      setStatus(status, step.why ? "No step: " + step.why + "." :
        (path.endsWith("/auto") ? "Done: " : "Step: ") + step.text +
        (step.level && step.level < 3 ? " (Step hint again for more)" : ""));
    } else if (view.checked) {
      const wrong = view.checked.wrong;
      setStatus(status, wrong.length ? wrong.length + " wrong digit(s), marked in red." :
        "No wrong digits; " + view.checked.empty + " cells left.", wrong.length ? "lost" : "");
    } else if (view.result === "wrong") {
      setStatus(status, "Wrong: that digit does not belong there (mistakes: " + view.mistakes + ").", "lost");
    } else if (view.result) {
      setStatus(status, "");
    }
    if (solved) setStatus(status, "Solved with " + plural(view.mistakes, "mistake") + "!", "won");
  } catch (e) {
    setStatus(status, e.message, "error");
  }
}

function buildSudokuBoard(view) {
  const board = $("sudoku-board");
  board.textContent = "";
  board.classList.toggle("compact", view.cols > 9);
  board.style.gridTemplateColumns = "repeat(" + view.cols + ", " + (view.cols > 9 ? 34 : 40) + "px)";
  const at = new Map();
  view.cells.forEach(([r, c], id) => at.set(r * view.cols + c, id));
  const has = (r, c) => r >= 0 && c >= 0 && r < view.rows && c < view.cols && at.has(r * view.cols + c);
  const box = view.box;
  sudoku.cells = new Map();
  sudoku.at = at;
  for (let r = 0; r < view.rows; r += 1) {
    for (let c = 0; c < view.cols; c += 1) {
      const cell = document.createElement("div");
      if (!has(r, c)) {
        cell.className = "scell void";
      } else {
        // Box lines: every box starts at a multiple of `box` on the canvas (the twin's
        // second grid is offset by size - box), and the outline follows the cells.
        const base = ["scell"];
        if (r % box === 0 || !has(r - 1, c)) base.push("bt");
        if (c % box === 0 || !has(r, c - 1)) base.push("bl");
        if (!has(r + 1, c)) base.push("bb");
        if (!has(r, c + 1)) base.push("br");
        const id = at.get(r * view.cols + c);
        cell.dataset.cell = String(id);
        cell.dataset.row = String(r);
        cell.dataset.col = String(c);
        cell.dataset.base = base.join(" ");
        sudoku.cells.set(id, cell);
      }
      board.appendChild(cell);
    }
  }
  const pad = $("sudoku-pad");
  pad.textContent = "";
  for (let d = 1; d <= view.size; d += 1) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = DIGITS[d - 1];
    button.dataset.digit = String(d);
    pad.appendChild(button);
  }
  const erase = document.createElement("button");
  erase.type = "button";
  erase.textContent = "Erase";
  erase.dataset.digit = "0";
  pad.appendChild(erase);
}

function showSudoku(view) {
  sudoku.view = view;
  const wrong = new Set(view.wrong);
  const extra = new Set(view.extra);
  const sel = sudoku.selected;
  const peerRow = sel === null ? -1 : view.cells[sel][0];
  const peerCol = sel === null ? -1 : view.cells[sel][1];
  view.cells.forEach(([r, c], id) => {
    const cell = sudoku.cells.get(id);
    const classes = [cell.dataset.base];
    if (view.givens[id]) classes.push("given");
    if (extra.has(id)) classes.push("extra");
    if (wrong.has(id)) classes.push("wrong");
    if (id === sel) classes.push("selected");
    else if (r === peerRow || c === peerCol) classes.push("peer");
    cell.className = classes.join(" ");
    const d = view.grid[id];
    if (d || !$("sudoku-marks").checked) {
      cell.textContent = d ? DIGITS[d - 1] : "";
    } else {
      const marks = document.createElement("span");
      marks.className = "marks";
      marks.textContent = view.marks[id].map((k) => DIGITS[k - 1]).join("");
      cell.replaceChildren(marks);
    }
  });
  $("sudoku-mistakes").textContent = "Mistakes: " + view.mistakes;
}

function selectSudoku(id) {
  sudoku.selected = id;
  if (sudoku.view) showSudoku(sudoku.view);
}

function enterDigit(digit) {
  const view = sudoku.view;
  const id = sudoku.selected;
  if (!view || id === null) {
    setStatus($("sudoku-status"), "Pick a cell first.");
    return;
  }
  if (view.givens[id]) {
    setStatus($("sudoku-status"), "That cell is a given.");
    return;
  }
  if (view.revealed) {
    setStatus($("sudoku-status"), "The solution is shown: start a new game.");
    return;
  }
  if ($("sudoku-pencil").checked && digit > 0) {
    if (view.grid[id]) {
      setStatus($("sudoku-status"), "Pencil marks are for empty cells.");
      return;
    }
    $("sudoku-marks").checked = true;
    sudokuRequest("/api/sudoku/mark", {cell: id, digit: digit});
    return;
  }
  sudokuRequest("/api/sudoku/move", {cell: id, digit: digit});
}

$("sudoku-board").addEventListener("click", (event) => {
  const cell = event.target.closest(".scell");
  if (cell && cell.dataset.cell !== undefined) selectSudoku(Number(cell.dataset.cell));
});

$("sudoku-pad").addEventListener("click", (event) => {
  const button = event.target.closest("button");
  if (button) enterDigit(Number(button.dataset.digit));
});

const ARROWS = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};

document.addEventListener("keydown", (event) => {
  if ($("sudoku").hidden || !sudoku.view || sudoku.selected === null) return;
  const tag = event.target.tagName;
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
  const view = sudoku.view;
  const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
  const index = DIGITS.indexOf(key);
  if (key.length === 1 && index >= 0 && index < view.size) {
    event.preventDefault();
    enterDigit(index + 1);
  } else if (key === "0" || key === "Backspace" || key === "Delete") {
    event.preventDefault();
    enterDigit(0);
  } else if (ARROWS[key]) {
    event.preventDefault();
    let [r, c] = view.cells[sudoku.selected];
    const [dr, dc] = ARROWS[key];
    // Step over the twin's empty corners to the next cell in that direction.
    for (let step = 0; step < Math.max(view.rows, view.cols); step += 1) {
      r += dr;
      c += dc;
      if (r < 0 || c < 0 || r >= view.rows || c >= view.cols) return;
      const id = sudoku.at.get(r * view.cols + c);
      if (id !== undefined) {
        selectSudoku(id);
        return;
      }
    }
  }
});

// ---------------------------------------------------------------- start

// The board limits are the server's (the terminal game has the same), not the page's.
api("/api/limits", {}).then((limits) => {
  const side = limits.mines_max_side;
  $("mines-rows").max = side;
  $("mines-cols").max = side;
  $("mines-count").max = side * side - 1;
}).catch(() => undefined);
newMines();
