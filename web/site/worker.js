// The page's worker: loads the WebAssembly module (satdoku.js, satdoku.wasm)
// and answers one question at a time, so that the page never freezes. The
// page cancels a question by ending this worker and starting another.
//
// In:  {id, call: "read" | "solve" | "count" | "candidates" | "explain" |
//       "stepPicture" | "cnf", request}
// Out: {type: "ready", version}, once the module has loaded (it then warms
//       itself: a question sent at once waits for that);
//      {type: "step", id, step} for each step of an explain as it is found;
//      {type: "done", id, result, seconds}: the call's JSON reply, parsed
//      ({error} when satdoku refused the question);
//      {type: "failed", message} when the module cannot load.
"use strict";

let satdoku = null;

// A classic (the first of tests/data/sets/norvig_top95.txt, which no page
// test asks) that the module solves and counts once it has loaded, before
// any question: the browser compiles the code the engines run (first
// quickly, then optimised while it runs) and the engines build what they
// keep for a 9x9 grid, while the person is still reading the page. A
// warm-up that fails changes nothing: the question will say why.
const WARM_UP = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

function warmUp() {
  try {
    satdoku.solve({ text: WARM_UP, source: "<stdin>" });
    satdoku.count({ text: WARM_UP, source: "<stdin>", limit: 2 });
  } catch {}
}

try {
  importScripts("satdoku.js");
  createSatdoku()
    .then((module) => {
      satdoku = module;
      postMessage({ type: "ready", version: satdoku.version() });
      setTimeout(warmUp, 0);
    })
    .catch((error) => postMessage({ type: "failed", message: String(error) }));
} catch (error) {
  postMessage({ type: "failed", message: String(error) });
}

const calls = {
  read: (q) => satdoku.read(q),
  solve: (q) => satdoku.solve(q),
  count: (q) => satdoku.count(q),
  candidates: (q) => satdoku.candidates(q),
  explain: (q, id) =>
    satdoku.explain(q, (step) => postMessage({ type: "step", id, step: JSON.parse(step) })),
  stepPicture: (q) => satdoku.stepPicture(q.step),
  cnf: (q) => satdoku.cnf(q),
};

onmessage = (event) => {
  const { id, call, request } = event.data;
  const start = performance.now();
  let result;
  try {
    if (!calls[call]) throw new Error(`unknown call '${call}'`);
    result = JSON.parse(calls[call](request, id));
  } catch (error) {
    // Only a fault of the module itself gets here (satdoku's own refusals
    // come back as {error}); the page shows it as the program would.
    result = { error: `satdoku: error: ${error.message || error}` };
  }
  postMessage({ type: "done", id, result, seconds: (performance.now() - start) / 1000 });
};
