#!/usr/bin/env node
/**
 * `npm test`: every phase, each run even when an earlier one failed, then one summary.
 *
 *   typecheck   tsc over the project and over web/ (one check each)
 *   lint        biome check . (one check)
 *   tests       every test/**\/*.test.ts through scripts/run-tests.mjs (compiled once, several
 *               files at a time), counted per group: unit (incl. property), cli, server, browser
 *   scenarios   kassen check scenarios (every scenario file is a test)
 *   stress      only when asked (--only stress: npm run test:stress): the stress files with
 *               KASSEN_STRESS=1 (kill -9: 66 kills per database instead of 22) and
 *               KASSEN_FULL_INSTALL=1 (the package test compiles better-sqlite3 as a user's does)
 *
 * typecheck and lint run side by side first (a few seconds); the scenario check runs beside the
 * test files (it is one more process in their pool's place). The summary gives each phase's
 * counts and wall time; the last line is `N passed, N failed` over all phases, and the exit code
 * is 1 when anything failed.
 *
 *   node scripts/test-all.mjs [--only typecheck,lint,tests,scenarios,stress] [--jobs N] [--verbose]
 */
import { spawn } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { groupOf, parseArgs, runTests, secs, slowest } from "./run-tests.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The files npm run test:stress runs the long way: kill -9's loops made longer (KASSEN_STRESS=1),
 * and the package installed exactly as a user does, compiling better-sqlite3 (KASSEN_FULL_INSTALL).
 */
const STRESS_FILES = ["test/server/kill9.test.ts", "test/cli/package.test.ts"];
const BIN = (name) => join(ROOT, "node_modules", ".bin", name);

/** Runs a command; resolves with its exit code, output and wall time. */
function run(cmd, args, env = {}) {
  return new Promise((done) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1", ...env },
    });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    child.on("error", (e) => {
      output += `${e.message}\n`;
    });
    child.on("close", (code, signal) =>
      done({ code: code ?? signal ?? 1, output, ms: performance.now() - t0 }),
    );
  });
}

const print = (line) => process.stdout.write(`${line}\n`);

/** Prints a phase's output under a heading (indented). */
function section(name, output) {
  print(`── ${name} ──`);
  const text = output.trimEnd();
  if (text !== "") print(text);
}

async function typecheck() {
  const t0 = performance.now();
  const runs = await Promise.all([
    run(BIN("tsc"), ["-p", "tsconfig.json", "--noEmit"]),
    run(BIN("tsc"), ["-p", "web/tsconfig.json", "--noEmit"]),
  ]);
  const failed = runs.filter((r) => r.code !== 0).length;
  return {
    name: "typecheck",
    pass: 2 - failed,
    fail: failed,
    ms: performance.now() - t0,
    output: runs.map((r) => r.output).join(""),
    note: "src+test+bench+scripts, web",
  };
}

async function lint() {
  const r = await run(BIN("biome"), ["check", "."]);
  return {
    name: "lint",
    pass: r.code === 0 ? 1 : 0,
    fail: r.code === 0 ? 0 : 1,
    ms: r.ms,
    output: r.code === 0 ? r.output.split("\n").slice(-2).join("\n") : r.output,
    note: "biome check .",
  };
}

async function scenarios() {
  const r = await run(process.execPath, ["bin/kassen.mjs", "check", "scenarios"], {
    KASSEN_CHECK_CARDS: "1",
  });
  const m = /^(\d+) passed, (\d+) failed\s*$/m.exec(r.output);
  const pass = Number(m?.[1] ?? 0);
  let fail = Number(m?.[2] ?? 0);
  if (r.code !== 0 && fail === 0) fail = 1;
  if (m === null && r.code === 0) fail = 1; // no count line: something is wrong
  // Only the failing scenarios' lines (the passing ones are one `ok` line each).
  const lines = r.output
    .split("\n")
    .filter((l) => l !== "" && !l.startsWith("ok ") && !/^\d+ passed, \d+ failed$/.test(l));
  return {
    name: "scenarios",
    pass,
    fail,
    ms: r.ms,
    output: lines.join("\n"),
    note: "kassen check",
  };
}

// --only PHASES (comma-separated) runs some phases; the other flags and files go to the tests.
const argv = process.argv.slice(2);
let only = null;
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--only") only = new Set(argv.splice(i--, 2)[1]?.split(","));
  else if (argv[i].startsWith("--only="))
    only = new Set(argv.splice(i--, 1)[0].slice(7).split(","));
}
const want = (phase) => only === null || only.has(phase);
const o = parseArgs(argv);

const t0 = performance.now();
const phases = [];

// typecheck and lint: a few seconds, side by side.
const first = await Promise.all([
  want("typecheck") ? typecheck() : null,
  want("lint") ? lint() : null,
]);
for (const p of first)
  if (p !== null) {
    section(`${p.name}: ${p.fail === 0 ? "ok" : "FAILED"} (${secs(p.ms)})`, p.output);
    phases.push(p);
  }

// The test files, with the scenario check beside them.
const scenarioRun = want("scenarios") ? scenarios() : null;
if (want("tests")) {
  print("── tests ──");
  let r;
  try {
    r = await runTests(o.files, o);
  } catch (err) {
    // The runner itself failed (the CLI bundle or the web build, say): the phase failed, and
    // the other phases still run.
    print(`run-tests: ${err?.stack ?? err}`);
    r = { results: [], pass: 0, fail: 1, tests: 0, skipped: 0, wallMs: 0, jobs: 0 };
  }
  const groups = new Map();
  for (const f of r.results) {
    const g = groupOf(f.file);
    const x = groups.get(g) ?? { pass: 0, fail: 0, skipped: 0, files: 0, fileMs: 0, cpuMs: 0 };
    x.pass += f.pass;
    x.fail += f.fail + f.cancelled;
    x.skipped += f.skipped + f.todo;
    x.files += 1;
    x.fileMs += f.ms;
    x.cpuMs += f.cpuMs ?? 0;
    groups.set(g, x);
  }
  print(`slowest files (of ${r.results.length}, ${r.jobs} at a time):`);
  for (const l of slowest(r.results)) print(l);
  for (const g of ["unit", "cli", "server", "browser"]) {
    const x = groups.get(g);
    if (x === undefined) continue;
    phases.push({
      name: `tests: ${g}`,
      pass: x.pass,
      fail: x.fail,
      skipped: x.skipped,
      ms: x.fileMs,
      note: `${x.files} files; time = sum over files`,
    });
  }
  if (r.results.length === 0 || r.tests === 0)
    phases.push({
      name: "tests",
      pass: 0,
      fail: Math.max(1, r.fail),
      ms: r.wallMs,
      note: "no test ran",
    });
  phases.push({
    name: "tests (wall)",
    ms: r.wallMs,
    note: `${r.jobs} files at a time`,
    total: false,
  });
}
if (want("stress") && only !== null) {
  // Not part of npm test: the soak (npm run test:stress), the stress files' loops made longer.
  print("── stress (KASSEN_STRESS=1) ──");
  process.env.KASSEN_STRESS = "1";
  process.env.KASSEN_FULL_INSTALL = "1";
  const r = await runTests(STRESS_FILES, o);
  phases.push({
    name: "stress",
    pass: r.pass,
    fail: r.tests === 0 ? Math.max(1, r.fail) : r.fail,
    skipped: r.skipped,
    ms: r.wallMs,
    note: STRESS_FILES.join(", "),
  });
}
if (scenarioRun !== null) {
  const p = await scenarioRun;
  section(`scenarios: ${p.fail === 0 ? "ok" : "FAILED"} (${secs(p.ms)})`, p.output);
  phases.push(p);
}

// The summary: one line per phase, then the totals.
const counted = phases.filter((p) => p.total !== false);
const pass = counted.reduce((s, p) => s + p.pass, 0);
const fail = counted.reduce((s, p) => s + p.fail, 0);
print("");
print("── summary ──");
print(
  `${"phase".padEnd(16)}${"passed".padStart(8)}${"failed".padStart(8)}${"skipped".padStart(9)}${"time".padStart(10)}`,
);
for (const p of phases) {
  const cells =
    p.total === false
      ? `${"".padStart(8)}${"".padStart(8)}${"".padStart(9)}`
      : `${String(p.pass).padStart(8)}${String(p.fail).padStart(8)}${String(p.skipped ?? "").padStart(9)}`;
  print(`${p.name.padEnd(16)}${cells}${secs(p.ms).padStart(10)}  ${p.note ?? ""}`);
}
print(
  `${"total wall".padEnd(41)}${secs(performance.now() - t0).padStart(10)}  ${fail === 0 ? "all passed" : "FAILED"}`,
);
print(`${pass} passed, ${fail} failed`);
process.exit(fail > 0 ? 1 : 0);
