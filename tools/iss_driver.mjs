// ISS's side of tools/bench_iss.sh: sigh's Interactive Sudoku Solver, run
// headless in node from a scratch checkout of its public source (never part
// of this repository), timed in process on the same tasks as
// bench/puzzle_tasks.cpp.
//
//   ISS_DIR=/path/to/checkout node tools/iss_driver.mjs TASK [--reps R] [--budget S] FILE...
//
// TASK: first (ISS's first solution: solver.nthSolution(0)), count2
// (solver.countSolutions(2)) or candidates (true candidates:
// solver.solveAllPossibilities(1), ISS's "all possibilities"). FILEs hold one
// ISS constraint string per line ('#' comments and blank lines skipped).
//
// Each puzzle is built (SudokuBuilder.resolveConstraint and build, inside the
// timing, as satdoku's lowering and encoding are inside its engine calls)
// and answered R times (default 3); the least CPU time is kept
// (process.cpuUsage, user + system: the whole process, its compiler and
// collector threads too). A run past BUDGET seconds of CPU (default 10) is
// stopped from ISS's progress callback and reported "unknown". Prints one
// tab-separated line per puzzle:
//   file line status cpu_us guesses answer
// answer: the solution in line notation (first), the count (count2), the
// number of candidates over all cells (candidates).
import { readFileSync } from 'node:fs';

const dir = process.env.ISS_DIR;
if (!dir) {
  console.error('iss_driver: set ISS_DIR to a checkout of github.com/sigh/Interactive-Sudoku-Solver');
  process.exit(2);
}
// What ISS's own headless tests set up (tests/helpers/test_env.js).
globalThis.self = globalThis;
globalThis.VERSION_PARAM = '';

const { SudokuParser } = await import(`${dir}/js/sudoku_parser.js`);
const { SudokuBuilder } = await import(`${dir}/js/solver/sudoku_builder.js`);

const args = process.argv.slice(2);
const task = args.shift();
if (!['first', 'count2', 'candidates'].includes(task)) {
  console.error('usage: iss_driver.mjs first|count2|candidates [--reps R] [--budget S] FILE...');
  process.exit(2);
}
let reps = 3;
let budget = 10;
const files = [];
while (args.length) {
  const a = args.shift();
  if (a === '--reps') reps = Math.max(1, +args.shift());
  else if (a === '--budget') budget = +args.shift();
  else files.push(a);
}

class OverBudget extends Error { }

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const runOnce = (constraint) => {
  const start = cpuSeconds();
  const resolved = SudokuBuilder.resolveConstraint(constraint);
  const solver = SudokuBuilder.build(resolved);
  // Called every 2^10 guesses: stops a run past the budget.
  solver.setProgressCallback(() => {
    if (cpuSeconds() - start > budget) throw new OverBudget();
  }, 10);
  let answer;
  let status = 'solved';
  try {
    if (task === 'first') {
      const values = solver.nthSolution(0);
      if (!values) status = 'no_solution';
      // Array.from: a typed array's own map would keep the digits numbers.
      else answer = Array.from(values.slice(0, resolved.getGeometry().numGridCells),
        v => v > 9 ? String.fromCharCode(55 + v) : String(v)).join('');
    } else if (task === 'count2') {
      answer = solver.countSolutions(2);
      if (answer === 0) status = 'no_solution';
    } else {
      const counts = solver.solveAllPossibilities(1);
      const geometry = resolved.getGeometry();
      const cells = geometry.numGridCells * geometry.numValues;
      answer = 0;
      for (let i = 0; i < cells; i++) if (counts[i] > 0) answer++;
      if (answer === 0) status = 'no_solution';
    }
  } catch (e) {
    if (!(e instanceof OverBudget)) throw e;
    status = 'unknown';
    answer = '';
  }
  const guesses = solver.state().counters.guesses ?? '';
  return { status, answer, guesses, seconds: cpuSeconds() - start };
};

for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i].trim();
    if (!text || text.startsWith('#')) continue;
    const constraint = SudokuParser.parseText(text);
    let best = null;
    let outcome = null;
    for (let r = 0; r < reps; r++) {
      outcome = runOnce(constraint);
      if (best === null || outcome.seconds < best) best = outcome.seconds;
      if (outcome.seconds > 1 || outcome.status === 'unknown') break;
    }
    console.log([file, i + 1, outcome.status, Math.round(best * 1e6), outcome.guesses,
      outcome.answer].join('\t'));
  }
}
