// The WebAssembly module's side of tools/bench_web.py: solves every puzzle
// of the given files with one engine and no cross-check, as `satdoku solve
// --engine E --jobs 1 --format line FILE...` does (each file read by one
// reader, its puzzles answered in turn; solveAll in the module), and prints
// one JSON line: the CPU seconds of the solving (after the module has
// loaded and solved an empty grid, so that its compilation is not counted;
// not a puzzle of the files, whose answers the engines would then keep),
// of the whole process, and a digest of the answers to compare with the
// program's.
//
//   node --no-experimental-fetch web/bench/solve_files.mjs SITE ENGINE FILE...
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";

const [site, engine, ...files] = process.argv.slice(2);
const satdoku = await createRequire(import.meta.url)(resolve(site, "satdoku.js"))();
const texts = files.map((file) => readFileSync(file, "utf8"));
const solve = (text) => {
  const reply = JSON.parse(satdoku.solveAll({ text, engine, crossCheck: false }));
  if (reply.error) throw new Error(reply.error);
  return reply.lines;
};
solve(".".repeat(81));
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const before = cpu();
const digest = createHash("sha256");
for (const text of texts) for (const line of solve(text)) digest.update(line + "\n");
console.log(JSON.stringify({ loop: cpu() - before, process: cpu(),
                             digest: digest.digest("hex").slice(0, 16) }));
