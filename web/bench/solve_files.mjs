// The WebAssembly module's side of tools/bench_web.py: solves every puzzle
// of the given files with one engine and no cross-check, as `satdoku solve
// --engine E --jobs 1 --format line FILE...` does (each file read by one
// reader, its puzzles answered in turn; solveAll in the module), twice, and
// prints one JSON line of CPU seconds and a digest of the answers to compare
// with the program's:
//   cold     the first pass, in a module just loaded: V8 starts with its
//            baseline compiler's code and compiles the hot functions again,
//            optimised, while they run (on other threads, counted here);
//   warm     the same pass in a third instance of the same compiled module,
//            after a second: its engines fresh (no state kept from the other
//            passes), its code (the module's and the JavaScript glue's) the
//            optimised code, as the page's is once it has warmed itself;
//   process  the whole process up to the end of the cold pass.
// Each pass starts after solving an empty grid (not a puzzle of the files,
// whose answers the engines would then keep).
//
//   node --no-experimental-fetch web/bench/solve_files.mjs SITE ENGINE FILE...
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";

const [site, engine, ...files] = process.argv.slice(2);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const factory = createRequire(import.meta.url)(resolve(site, "satdoku.js"));
const compiled = await WebAssembly.compile(readFileSync(resolve(site, "satdoku.wasm")));
// An instance of the one compiled module (emscripten's instantiateWasm hook).
const instance = () =>
  factory({
    instantiateWasm: (imports, done) => {
      WebAssembly.instantiate(compiled, imports).then((made) => done(made, compiled));
      return {};
    },
  });
const texts = files.map((file) => readFileSync(file, "utf8"));

async function pass() {
  const satdoku = await instance();
  const solve = (text) => {
    const reply = JSON.parse(satdoku.solveAll({ text, engine, crossCheck: false }));
    if (reply.error) throw new Error(reply.error);
    return reply.lines;
  };
  solve(".".repeat(81));
  const before = cpu();
  const digest = createHash("sha256");
  for (const text of texts) for (const line of solve(text)) digest.update(line + "\n");
  return { seconds: cpu() - before, digest: digest.digest("hex").slice(0, 16) };
}

// Until the optimising compiles a pass started have ended: 50 ms with next
// to no CPU used (at most 2 s), so that they are not counted in the next.
async function settle() {
  for (let waited = 0; waited < 2000; waited += 50) {
    const before = cpu();
    await new Promise((done) => setTimeout(done, 50));
    if (cpu() - before < 0.002) return;
  }
}

const cold = await pass();
const process_seconds = cpu();
await settle();
await pass();
await settle();
const warm = await pass();
if (warm.digest !== cold.digest) throw new Error("the passes answered differently");
console.log(JSON.stringify({ cold: cold.seconds, warm: warm.seconds, process: process_seconds,
                             digest: cold.digest }));
