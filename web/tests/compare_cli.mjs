// The WebAssembly module's answers against the command line's, on every
// published puzzle of tests/data/real (with their published solutions, an
// independent source), a classic set (norvig_top95) and the examples that
// have no solution, several, or an error: solve (both engines, cross-check
// on), count, true candidates, the explained path (classics only) and the
// CNF must be the same, and so must what satdoku says on stderr.
//
//   node --no-experimental-fetch web/tests/compare_cli.mjs SITE SATDOKU [--every N]
//
// SITE: the built site (build-web/site); SATDOKU: the native program
// (build/satdoku). Prints one line per kind of input and exits 1 on any
// difference, naming the puzzle and the field; exits 77 (skipped) when SITE
// holds no module.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

const [site, program, everyFlag, everyValue] = process.argv.slice(2);
if (!site || !program || (everyFlag && everyFlag !== "--every")) {
  console.error("usage: compare_cli.mjs SITE SATDOKU [--every N]");
  process.exit(2);
}
// --every N: the classic set's every Nth puzzle only (the suite's sample).
const every = everyFlag ? Number(everyValue) : 1;
if (!existsSync(resolve(site, "satdoku.wasm"))) {
  console.log(`SKIP: ${site} holds no satdoku.wasm: build it with tools/setup.sh --web`);
  process.exit(77);
}
const repo = resolve(new URL("../..", import.meta.url).pathname);
const binary = resolve(program);
const createSatdoku = createRequire(import.meta.url)(resolve(site, "satdoku.js"));
const satdoku = await createSatdoku();

const failures = [];
function same(what, web, cli) {
  const a = JSON.stringify(web);
  const b = JSON.stringify(cli);
  if (a !== b) failures.push(`${what}:\n  web: ${a.slice(0, 400)}\n  cli: ${b.slice(0, 400)}`);
}

// The program on a file (a path from the repository's root, as the page is
// given it as its source) or stdin: stdout, stderr's lines, exit status.
function cli(args, input) {
  const run = spawnSync(binary, args, { cwd: repo, input, encoding: "utf8", maxBuffer: 1 << 28 });
  if (run.error) throw run.error;
  const stderr = run.stderr.split("\n").filter((l) => l);
  return { out: run.stdout, err: stderr, status: run.status };
}
const jsonLines = (text) => text.split("\n").filter((l) => l).map((l) => JSON.parse(l));

// The fields both front ends answer (not times or the reader's source line).
const answerOf = (j) => ({
  status: j.status, solution: j.solution, why: j.why, core: j.core, core_rules: j.core_rules,
});
const stepOf = (s) => ({
  technique: s.technique, rating: s.rating, placements: s.placements,
  eliminations: s.eliminations, reason: s.reason,
});
const endOf = (e) => ({
  end: e.end, steps: e.steps, rating: e.rating, hardest: e.hardest, level: e.level,
  solved_by_logic: e.solved_by_logic,
});

// One puzzle: `text` as the page gets it, `file` for the program (a path,
// or "-" with the text on stdin, which the program calls <stdin>).
function compare(name, text, file, options = {}) {
  const start = process.hrtime.bigint();
  compareOne(name, text, file, options);
  if (process.env.VERBOSE)
    console.error(`${name}: ${(Number(process.hrtime.bigint() - start) / 1e9).toFixed(2)} s`);
}

function compareOne(name, text, file, { explain = true, published = null } = {}) {
  const source = file === "-" ? "<stdin>" : file;
  const input = file === "-" ? text : undefined;
  const ask = (call, extra = {}) => JSON.parse(satdoku[call]({ text, source, ...extra }));

  for (const engine of ["sat", "backtrack"]) {
    const web = ask("solve", { engine, crossCheck: true });
    const c = cli(["solve", "--format", "json", "--cross-check", "--engine", engine, file], input);
    if (web.error) {
      same(`${name} solve error`, [web.error], c.err);
      return;
    }
    same(`${name} solve --engine ${engine}`, answerOf(web.answer), answerOf(jsonLines(c.out)[0]));
    same(`${name} solve --engine ${engine} stderr`, web.messages, c.err);
    if (published) same(`${name} published solution`, web.answer.solution, published);
  }

  for (const limit of [2, 50]) {
    const web = ask("count", { limit, crossCheck: false });
    const c = cli(["count", "--limit", String(limit), file], input);
    same(`${name} count --limit ${limit}`, web.text, c.out.trim());
    same(`${name} count --limit ${limit} stderr`, web.messages, c.err);
  }

  const cand = ask("candidates", { crossCheck: true, limit: 0 });
  const cc = cli(["candidates", "--format", "json", "--cross-check", file], input);
  const cj = jsonLines(cc.out)[0];
  same(`${name} candidates`, [cand.answer.status, cand.answer.candidates], [cj.status, cj.candidates]);

  same(`${name} cnf`, JSON.parse(satdoku.cnf({ text, source })).cnf, cli(["cnf", file], input).out);

  if (!explain) return;
  const heard = [];
  const web = JSON.parse(satdoku.explain({ text, source }, (s) => heard.push(JSON.parse(s))));
  const c = cli(["explain", "--format", "json", file], input);
  const lines = jsonLines(c.out);
  const steps = lines.filter((l) => l.type === "step");
  const end = lines.find((l) => l.type === "end");
  same(`${name} explain status`, web.status, end.status);
  same(`${name} explain stderr`, web.messages, c.err);
  if (web.status !== "solved") return;
  same(`${name} explain steps`, web.steps.map(stepOf), steps.map(stepOf));
  same(`${name} explain heard`, heard.length, web.steps.length);
  same(`${name} explain end`, endOf(web.end), endOf(end));
  const text_steps = cli(["explain", file], input).out.split("\n").slice(1, 1 + web.steps.length);
  same(`${name} explain lines`, web.steps.map((s) => s.line), text_steps);
}

const started = process.hrtime.bigint();
const tally = [];
function group(label, run) {
  const before = failures.length;
  const count = run();
  tally.push(`${label}: ${count} puzzles, ${failures.length - before} differences`);
}

group("tests/data/real", () => {
  const dir = join(repo, "tests/data/real");
  const published = new Map(
    readFileSync(join(dir, "answers.tsv"), "utf8").split("\n").filter((l) => l)
      .map((l) => l.split("\t")),
  );
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  for (const f of files) {
    const path = join("tests/data/real", f);
    // The explained path on the classics only: on a variant the logical
    // solver can think for minutes, natively as in the module.
    compare(f, readFileSync(join(repo, path), "utf8"), path,
      { published: published.get(f.slice(0, -5)), explain: f.startsWith("classic-") });
  }
  return files.length;
});

group("norvig_top95 (classic)", () => {
  const lines = readFileSync(join(repo, "tests/data/sets/norvig_top95.txt"), "utf8")
    .split("\n").filter((l) => l && !l.startsWith("#"));
  let compared = 0;
  lines.forEach((line, i) => {
    if (i % every !== 0) return;
    compare(`norvig_top95:${i + 1}`, line + "\n", "-");
    ++compared;
  });
  return compared;
});

group("examples and malformed input", () => {
  const cases = [
    ["unsolvable.txt", "examples/unsolvable.txt"],
    ["killer_unsolvable.json", "examples/killer_unsolvable.json"],
    ["miracle.link.txt", "examples/miracle.link.txt"],
    ["6x6 without --box", "examples/6x6.txt"],
  ];
  for (const [name, file] of cases) compare(name, readFileSync(join(repo, file), "utf8"), file);
  const typed = ["12345*789" + ".".repeat(72), "1".repeat(80), '{"size": 9, "grid": 3}', "", "..3"];
  for (const text of typed) compare(JSON.stringify(text.slice(0, 20)), text + "\n", "-");
  // Two puzzles are one too many for the page, as for `satdoku cnf`.
  const two = readFileSync(join(repo, "examples/batch.txt"), "utf8");
  same("batch cnf", [JSON.parse(satdoku.cnf({ text: two, source: "examples/batch.txt" })).error],
    cli(["cnf", "examples/batch.txt"]).err);
  return cases.length + typed.length + 1;
});

const seconds = Number(process.hrtime.bigint() - started) / 1e9;
for (const line of tally) console.log(line);
for (const f of failures.slice(0, 30)) console.log(`DIFFERENT ${f}`);
console.log(`${failures.length === 0 ? "identical" : `${failures.length} differences`} in ${seconds.toFixed(1)} s`);
process.exit(failures.length ? 1 : 0);
