// The page: reads the puzzle the person gives, asks the worker (worker.js,
// the WebAssembly module) one question at a time, and shows the answers.
// Every answer is the module's JSON, which is the command line's; this file
// only draws it. Cancel ends the worker and starts a fresh one.
"use strict";

const $ = (id) => document.getElementById(id);

// Small inputs from the repository's examples/ folder, for a first try.
const EXAMPLES = {
  classic: {
    source: "problem_a.txt",
    text: "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n",
  },
  diabolical: {
    source: "diabolical.txt",
    text: ".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54.\n",
  },
  miracle: {
    source: "<stdin>",
    text: "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCAhgOwC4QNYYgHMALLBLAJwFcZVMdcINDzraQMB7DAY27Bg8qOAG5x4lGqkIUIAEwQBtRcAC+yNRvWad2vVoC6yFft1bzZtUZMXTd29cv2nh45ZAi0AGxoIAjNIQYhisNM7hjuG2Gh7evvAATIHBoTB2kdEuThlZUVZueYUGBqpAA=\n",
  },
  thermo: { source: "thermo.json", file: "examples/thermo.json" },
  unsolvable: { source: "killer_unsolvable.json", file: "examples/killer_unsolvable.json" },
};

// ---- the worker ---------------------------------------------------------

let worker = null;
let ready = null; // a promise of the worker's "ready" message
let pending = null; // the question in progress: {id, resolve, onStep}
let nextId = 1;

function startWorker() {
  let markReady, markFailed;
  ready = new Promise((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  try {
    worker = new Worker("worker.js");
  } catch (error) {
    markFailed(error);
    return;
  }
  worker.onmessage = (event) => {
    const m = event.data;
    if (m.type === "ready") markReady(m.version);
    else if (m.type === "failed") markFailed(new Error(m.message));
    else if (pending && m.id === pending.id) {
      if (m.type === "step" && pending.onStep) pending.onStep(m.step);
      if (m.type === "done") {
        const p = pending;
        pending = null;
        p.resolve(Object.assign(m.result, { seconds: m.seconds }));
      }
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const error = new Error(event.message || "the worker failed");
    markFailed(error);
    if (pending) {
      const p = pending;
      pending = null;
      p.resolve({ error: `satdoku: error: ${error.message}` });
    }
  };
}

// Asks the worker one question; resolves with its JSON reply, or with
// {cancelled: true} when Cancel ended it.
async function ask(call, request, onStep) {
  await ready;
  return new Promise((resolve) => {
    pending = { id: nextId++, resolve, onStep };
    worker.postMessage({ id: pending.id, call, request });
  });
}

function cancel() {
  if (!pending) return;
  const p = pending;
  pending = null;
  worker.terminate();
  startWorker();
  p.resolve({ cancelled: true });
}

// ---- busy state ---------------------------------------------------------

const ACTIONS = ["solve", "count", "candidates", "explain", "cnf"];
let ticker = null;

function setBusy(text) {
  const busy = $("busy");
  for (const id of ACTIONS) $(id).disabled = Boolean(text);
  clearInterval(ticker);
  if (!text) {
    busy.hidden = true;
    return;
  }
  const start = performance.now();
  const show = () => {
    const seconds = (performance.now() - start) / 1000;
    $("busy-text").textContent = `${text} ${seconds.toFixed(1)} s`;
  };
  show();
  busy.hidden = false;
  ticker = setInterval(show, 100);
}

// ---- what the person asked ----------------------------------------------

let source = "<stdin>"; // the loaded file's name, or <stdin> for typed text

function request(extra) {
  return Object.assign(
    {
      text: $("puzzle").value,
      source,
      box: $("box").value.trim(),
      engine: $("engine").value,
      crossCheck: $("cross-check").checked,
    },
    extra,
  );
}

// A limit field's value, refused as the command line refuses --limit.
function limitOf(id, least, name) {
  const value = Number($(id).value);
  if ($(id).value.trim() === "" || !Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number of at least ${least}`);
  return value;
}

// ---- drawing ------------------------------------------------------------

let pictureUrl = null;

// The library's SVG, shown as an image (a picture cannot run anything).
function showPicture(svg) {
  if (pictureUrl) URL.revokeObjectURL(pictureUrl);
  pictureUrl = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  const img = document.createElement("img");
  img.src = pictureUrl;
  img.alt = "the puzzle as satdoku draws it";
  $("picture").replaceChildren(img);
}

function showMessages(lines) {
  const box = $("messages");
  box.textContent = lines.join("\n");
  box.hidden = lines.length === 0;
  box.classList.toggle("error", lines.some((l) => l.startsWith("satdoku: error")));
}

function addMessages(lines) {
  const current = $("messages").hidden ? [] : $("messages").textContent.split("\n");
  showMessages(current.concat(lines || []));
}

function fact(name, value, cls) {
  const facts = $("facts");
  let dt = facts.querySelector(`dt[data-name="${name}"]`);
  if (!dt) {
    dt = document.createElement("dt");
    dt.dataset.name = name;
    dt.textContent = name;
    facts.append(dt, document.createElement("dd"));
  }
  const dd = dt.nextElementSibling;
  dd.textContent = value;
  dd.className = cls || "";
}

function clearAnswers() {
  $("facts").replaceChildren();
  $("path").hidden = true;
  $("steps").replaceChildren();
  showMessages([]);
}

function ms(seconds) {
  return seconds < 1 ? `${(seconds * 1000).toFixed(1)} ms` : `${seconds.toFixed(2)} s`;
}

function who(result) {
  // candidates' answer names no engine: the one asked for answered it.
  const engine = (result.answer && result.answer.engine) || $("engine").value;
  return result.checked_by ? `${engine}, cross-checked by ${result.checked_by}` : engine;
}

// ---- the questions ------------------------------------------------------

// Runs one question with the busy line and Cancel; returns its reply, or
// null when it was cancelled or refused (the messages say why).
async function run(what, call, req, onStep) {
  setBusy(what);
  const result = await ask(call, req, onStep);
  setBusy(null);
  if (result.cancelled) {
    addMessages([`satdoku: ${what.replace(/…$/, "")} cancelled`]);
    return null;
  }
  addMessages(result.messages);
  if (result.error) {
    addMessages([result.error]);
    return null;
  }
  return result;
}

async function readPuzzle() {
  clearAnswers();
  const read = await run("reading…", "read", request());
  if (!read) return null;
  showPicture(read.svg);
  const rules = read.rules.length ? `, ${read.rules.length} rule${read.rules.length > 1 ? "s" : ""}` : "";
  fact("Puzzle", `${read.side}x${read.side} (boxes ${read.box}), ${read.givens} givens${rules}` +
    (read.note ? `; ${read.note}` : ""));
  return read;
}

async function solve() {
  if (!(await readPuzzle())) return;
  const solved = await run("solving…", "solve", request());
  if (!solved) return;
  const a = solved.answer;
  if (a.status === "solved") {
    showPicture(solved.svg);
    fact("Smallest completion", a.solution, "mono");
  } else {
    fact("Answer", a.status.replace("_", " ") + (a.why ? `: ${a.why}` : ""), "bad");
  }
  fact("Solved by", `${who(solved)}, ${ms(a.time_us / 1e6)}`);
  if (a.status === "solved") await count();
}

async function count() {
  let limit;
  try {
    limit = limitOf("limit", 1, "Count up to");
  } catch (error) {
    addMessages([`satdoku: error: ${error.message}`]);
    return;
  }
  const counted = await run(`counting up to ${limit}…`, "count", request({ limit }));
  if (!counted) return;
  let text = counted.text;
  if (counted.count === 1 && !counted.capped) text += " (unique)";
  else if (counted.capped) text += ` (at least ${counted.count}: counting stopped at the limit)`;
  fact("Completions", `${text} — ${who(counted)}, ${ms(counted.seconds)}`);
}

async function candidates() {
  let limit;
  try {
    limit = limitOf("candidate-limit", 0, "Candidate counts up to");
  } catch (error) {
    addMessages([`satdoku: error: ${error.message}`]);
    return;
  }
  const found = await run("finding true candidates…", "candidates", request({ limit }));
  if (!found) return;
  const a = found.answer;
  if (a.status !== "solved") {
    fact("True candidates", a.status.replace("_", " ") + (a.why ? `: ${a.why}` : ""), "bad");
    return;
  }
  showPicture(found.svg);
  const open = a.candidates.filter((c) => c.length > 1).length;
  fact("True candidates", `${open} cells with more than one — ${who(found)}, ${ms(found.seconds)}`);
}

let path = null; // the explained path: {steps, end}
let shownStep = 0;

async function explain() {
  $("path").hidden = false;
  $("steps").replaceChildren();
  $("path-end").textContent = "";
  path = null;
  const disabled = [];
  const heard = [];
  const explained = await run("explaining…", "explain", request({ disabled }), (step) => {
    heard.push(step);
    $("busy-text").dataset.steps = heard.length;
    addStep(step);
  });
  if (!explained) return;
  if (explained.status !== "solved") {
    $("path-end").textContent = `not explained: ${explained.status.replace("_", " ")}`;
    return;
  }
  path = explained;
  $("path-end").textContent = endText(explained.end);
  await showStep(1);
}

function addStep(step) {
  const li = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "step";
  button.textContent = step.line;
  button.title = `${step.technique}, rated ${step.rating.toFixed(1)}`;
  button.onclick = () => showStep(step.step);
  li.append(button);
  $("steps").append(li);
}

// explain's last line, from its end object.
function endText(end) {
  const steps = `${end.steps} step${end.steps === 1 ? "" : "s"}`;
  const rating = end.rating.toFixed(1);
  if (end.end === "solved")
    return `solved by logic: ${steps}, rating ${rating}` +
      (end.hardest ? ` (${end.hardest})` : "") + `, level ${end.level}`;
  return `${end.end.replace("_", " ")} after ${steps} (hardest so far: ` +
    (end.hardest ? `${end.hardest} ${rating}` : "no step") + ")";
}

async function showStep(number) {
  if (!path) return;
  const last = path.steps.length + 1; // the end's picture
  number = Math.max(1, Math.min(last, number));
  const drawn = await run("drawing…", "stepPicture", { step: number });
  if (!drawn) return;
  shownStep = number;
  showPicture(drawn.svg);
  for (const [i, li] of [...$("steps").children].entries())
    li.classList.toggle("current", i + 1 === number);
  $("step-at").textContent = number === last ? "the end of the path" : `step ${number} of ${path.steps.length}`;
}

async function downloadCnf() {
  const made = await run("writing CNF…", "cnf", request());
  if (!made) return;
  const base = source === "<stdin>" ? "puzzle" : source.replace(/\.[^.]*$/, "");
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([made.cnf], { type: "text/plain" }));
  link.download = `${base}.cnf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  fact("CNF", `${link.download}: ${made.cnf.length.toLocaleString()} bytes (extended encoding)`);
}

// ---- wiring -------------------------------------------------------------

async function loadExample(name) {
  const example = EXAMPLES[name];
  let text = example.text;
  if (example.file) {
    // The examples/ folder beside the page when it is served from the
    // repository; the built site carries copies.
    const reply = await fetch(example.file);
    text = await reply.text();
  }
  $("puzzle").value = text;
  source = example.source;
  $("file-name").textContent = source === "<stdin>" ? "" : source;
  await solve();
}

function wire() {
  $("solve").onclick = solve;
  $("count").onclick = count;
  $("candidates").onclick = candidates;
  $("explain").onclick = explain;
  $("cnf").onclick = downloadCnf;
  $("cancel").onclick = cancel;
  $("step-back").onclick = () => showStep(shownStep - 1);
  $("step-next").onclick = () => showStep(shownStep + 1);
  $("puzzle").oninput = () => {
    source = "<stdin>";
    $("file-name").textContent = "";
  };
  $("file").onchange = async () => {
    const file = $("file").files[0];
    if (!file) return;
    $("puzzle").value = await file.text();
    source = file.name;
    $("file-name").textContent = file.name;
    await solve();
  };
  for (const button of document.querySelectorAll("[data-example]"))
    button.onclick = () => loadExample(button.dataset.example);
}

async function main() {
  wire();
  startWorker();
  setBusy("loading satdoku…");
  try {
    const version = await ready;
    $("version").textContent = `(satdoku ${version})`;
    // When the module was ready, for the browser test's figures.
    document.body.dataset.readyAt = performance.now().toFixed(0);
  } catch (error) {
    setBusy(null);
    for (const id of ACTIONS) $(id).disabled = true;
    showMessages([
      `satdoku: error: the WebAssembly worker could not start (${error.message}).`,
      "Open the page from a web server, e.g. python3 -m http.server -d build-web/site, " +
        "then http://localhost:8000/ (browsers refuse workers to pages opened from disk).",
    ]);
    return;
  }
  setBusy(null);
  // A puzzle in the address (#p=...) is answered at once.
  const given = new URLSearchParams(location.hash.slice(1)).get("p");
  if (given) {
    $("puzzle").value = given;
    await solve();
  }
}

main();
