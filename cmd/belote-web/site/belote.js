// belote.js: the page side of belote-web. tcell's web screen (wscreen.go) calls resize,
// clearScreen, drawCell, show, showCursor, setCursorStyle, beep and setTitle; the page sends it
// onKeyEvent, onMouseClick and onMouseMove. The grid follows the window (at least 80×24, the Go
// side enforces it), and the bar below it exports and imports the progress.
"use strict";

const term = document.getElementById("terminal");
const bar = document.getElementById("bar");
const message = document.getElementById("message");

// Figures the end-to-end test and the benchmark page read (milliseconds since navigation).
window.beloteTimes = {};

let cols = 0, rows = 0;
let cells = [];           // cells[y][x] = [text, fg, bg, attrs, underline]
let rowEls = [];
let dirty = new Set();
let defaultBg = 0x000000, defaultFg = 0xe5e5e5;
let cursorX = -1, cursorY = -1;

function hex(n) {
  return "#" + (n >>> 0 & 0xffffff).toString(16).padStart(6, "0");
}

function resize(w, h) {
  cols = w;
  rows = h;
  cells = [];
  rowEls = [];
  term.textContent = "";
  for (let y = 0; y < h; y++) {
    cells.push(blankRow());
    const el = document.createElement("div");
    el.className = "row";
    term.appendChild(el);
    rowEls.push(el);
    dirty.add(y);
  }
}

function blankRow() {
  const r = new Array(cols);
  for (let x = 0; x < cols; x++) r[x] = [" ", defaultFg, defaultBg, 0, 0];
  return r;
}

function clearScreen(fg, bg) {
  if (fg >= 0) defaultFg = fg;
  if (bg >= 0) defaultBg = bg;
  term.style.backgroundColor = hex(defaultBg);
  for (let y = 0; y < rows; y++) {
    cells[y] = blankRow();
    dirty.add(y);
  }
}

function drawCell(x, y, s, fg, bg, attrs, us, uc) {
  if (y >= rows || x >= cols) return;
  if (attrs & 4) [fg, bg] = [bg, fg]; // reverse video
  cells[y][x] = [s, fg, bg, attrs, us];
  dirty.add(y);
}

function escapeHTML(s) {
  return s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]);
}

// wide: a glyph that monospace fonts may draw wider than a cell (suits, arrows, symbols), put in a
// box one cell wide; box-drawing lines and letters keep the font's own width.
function wide(s) {
  const c = s.codePointAt(0);
  return c >= 0x2190 && !(c >= 0x2500 && c <= 0x257f);
}

function classes(attrs, us) {
  let c = "";
  if (attrs & 1) c += " b";
  if (attrs & 16) c += " d";
  if (attrs & 32) c += " i";
  if (attrs & 64) c += " s";
  if (us) c += " u";
  return c.trim();
}

// rowHTML draws a row as runs of cells of the same style.
function rowHTML(y) {
  let html = "", run = "", key = "";
  const flush = () => {
    if (run !== "") html += "<span " + key + ">" + run + "</span>";
    run = "";
  };
  for (let x = 0; x < cols; x++) {
    let [s, fg, bg, attrs, us] = cells[y][x];
    if (x === cursorX && y === cursorY) [fg, bg] = [bg, fg];
    const k = 'style="color:' + hex(fg) + ";background:" + hex(bg) + '" class="' + classes(attrs, us) + '"';
    if (k !== key) {
      flush();
      key = k;
    }
    run += wide(s) ? '<span class="g">' + escapeHTML(s) + "</span>" : escapeHTML(s);
  }
  flush();
  return html;
}

function show() {
  for (const y of dirty) {
    if (y < rows) rowEls[y].innerHTML = rowHTML(y);
  }
  dirty.clear();
  if (window.beloteTimes.firstDraw === undefined && window.beloteTimes.started !== undefined) {
    window.beloteTimes.firstDraw = performance.now();
  }
}

function showCursor(x, y) {
  if (cursorY >= 0) dirty.add(cursorY);
  cursorX = x;
  cursorY = y;
  if (y >= 0) dirty.add(y);
}

function setCursorStyle() {}

function beep() {}

function setTitle(title) {
  document.title = title;
}

// cellSize measures one character cell of the terminal's font.
function cellSize() {
  const probe = document.createElement("span");
  probe.textContent = "MMMMMMMMMM";
  probe.style.visibility = "hidden";
  probe.style.position = "absolute";
  term.appendChild(probe);
  const r = probe.getBoundingClientRect();
  probe.remove();
  return [r.width / 10, r.height];
}

// beloteGrid is the grid the window holds (the Go side raises it to 80×24 at least).
function beloteGrid() {
  const [w, h] = cellSize();
  const room = window.innerHeight - bar.offsetHeight;
  return [Math.floor(window.innerWidth / w), Math.floor(room / h)];
}

let resizeQueued = false;
window.addEventListener("resize", () => {
  if (resizeQueued || typeof beloteResize !== "function") return;
  resizeQueued = true;
  requestAnimationFrame(() => {
    resizeQueued = false;
    const [c, r] = beloteGrid();
    beloteResize(c, r);
  });
});

// Keys: the page takes what the trainer uses; the browser keeps its own shortcuts (Ctrl or ⌘ with
// a key, F1 and F4 to F12), which the trainer neither needs nor shows.
const keyNames = { PageDown: "PgDn", PageUp: "PgUp", Esc: "Escape" };
document.addEventListener("keydown", (e) => {
  if (typeof onKeyEvent !== "function" || e.isComposing) return;
  if (e.ctrlKey || e.metaKey) return;
  if (/^F\d+$/.test(e.key) && e.key !== "F2" && e.key !== "F3") return;
  if (e.target instanceof HTMLElement && e.target.closest("#bar")) return;
  let key = keyNames[e.key] || e.key;
  if (key === "Tab" && e.shiftKey) key = "Backtab";
  e.preventDefault();
  onKeyEvent(key, e.shiftKey, e.altKey, false, false);
});

// cellAt turns a mouse position into the cell under it.
function cellAt(e) {
  const r = term.getBoundingClientRect();
  const x = Math.floor((e.clientX - r.left) / (r.width / cols));
  const y = Math.floor((e.clientY - r.top) / (r.height / rows));
  return [Math.max(0, Math.min(x, cols - 1)), Math.max(0, Math.min(y, rows - 1))];
}

// A click is a press and a release on the same cell, which the widgets turn into their click.
term.addEventListener("mousedown", (e) => {
  if (typeof onMouseClick !== "function" || e.button !== 0) return;
  e.preventDefault();
  term.focus();
  const [x, y] = cellAt(e);
  onMouseClick(x, y, 1, e.shiftKey, e.altKey, e.ctrlKey);
});
term.addEventListener("mouseup", (e) => {
  if (typeof onMouseMove !== "function" || e.button !== 0) return;
  const [x, y] = cellAt(e);
  onMouseMove(x, y, 0, e.shiftKey, e.altKey, e.ctrlKey);
});

function say(text) {
  message.textContent = text;
}

document.getElementById("export").addEventListener("click", (e) => {
  e.currentTarget.blur();
  if (typeof beloteExport !== "function") return;
  const data = beloteExport();
  if (data === "") {
    say("Rien à exporter · Nothing to export");
    return;
  }
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([data], { type: "application/json" }));
  a.download = "progress.json";
  a.click();
  URL.revokeObjectURL(a.href);
});

document.getElementById("import").addEventListener("change", async (e) => {
  const file = e.target.files[0];
  e.target.value = "";
  if (!file || typeof beloteImport !== "function") return;
  const err = beloteImport(await file.text());
  if (err !== "") {
    say("Non importé · Not imported: " + err);
    return;
  }
  say("Progression importée · Progress imported");
  location.reload(); // every screen starts again from the imported progress
});

function beloteStarted() {
  window.beloteTimes.started = performance.now();
  term.focus();
}

function beloteFailed(why) {
  say("Erreur · Error: " + why);
  window.beloteTimes.failed = why;
}

const go = new Go();
WebAssembly.instantiateStreaming(fetch("belote.wasm"), go.importObject)
  .then((r) => {
    window.beloteTimes.loaded = performance.now();
    return go.run(r.instance);
  })
  .catch((err) => beloteFailed(String(err)));

// beloteBench writes a line of the benchmark page (index.html?bench, bench_js.go).
function beloteBench(line) {
  if (!window.beloteBenchLines) {
    window.beloteBenchLines = [];
    term.textContent = "";
  }
  window.beloteBenchLines.push(line);
  const row = document.createElement("div");
  row.textContent = line;
  term.appendChild(row);
}
