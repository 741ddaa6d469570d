#!/usr/bin/env node
/**
 * The test runner: every test/**\/*.test.ts (or the files given), compiled once and run several
 * at a time.
 *
 *   node scripts/run-tests.mjs [files…] [--jobs N] [--verbose] [--keep] [--tsx]
 *                              [--changed [--base REF] [--list]] [--test-name-pattern=… (node's)]
 *
 * Compiling: esbuild bundles every test file at once (one entry each, shared code split into
 * chunks) into a fresh folder under dist/tests/ — about a second for the lot, where tsx spent one
 * to two seconds *per file* loading the sources through its loader hooks. Packages stay external.
 * As in scripts/bundle.mjs, every `import.meta.url` of a repository file is rewritten to that
 * source file's own URL, so fixtures, content folders, scenarios and spawned scripts are found
 * where they lie; the bot and sim workers' default scripts point at workers bundled in the same
 * build (from source they are worker-boot.mjs, which registers tsx in every worker thread).
 *
 * Running: each file in its own `node` process (as node --test does), up to --jobs at once
 * (KASSEN_TEST_JOBS; default the core count + 1: many files wait on sockets, child processes
 * and chromium), at most KASSEN_TEST_BROWSERS (default 1) browser files at a time and those from
 * the start, the others slowest first (the times of the last run are kept in
 * dist/tests/timings.json). Check mode is on (KASSEN_CHECK_CARDS=1), as node --test's
 * NODE_TEST_CONTEXT turned it on.
 * Files share nothing: servers listen on ephemeral ports, stores live in fresh temp folders,
 * PostgreSQL databases are named by process id.
 *
 * Each file prints one line when it ends (its output in full when it fails, or with --verbose);
 * the run ends with the slowest files and a last line `N passed, N failed`. It exits non-zero when
 * a test failed, a file crashed, or no test ran.
 *
 * --tsx runs the given files the old way (node --import tsx --test, one after another): the
 * fallback when the compiled run is in doubt. --changed runs only the test files that cover what
 * changed since the main branch (see scripts/changed-tests.mjs).
 */
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Every *.test.ts under `dir`, sorted. */
export function collectTests(dir = join(ROOT, "test"), out = []) {
  let entries = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = join(dir, e.name);
    if (e.isDirectory()) collectTests(p, out);
    else if (e.name.endsWith(".test.ts")) out.push(p);
  }
  return out;
}

/** A file's path relative to the root, with forward slashes (how files are named in reports). */
export function rel(file) {
  return relative(ROOT, resolve(file)).split(sep).join("/");
}

/** The summary group a test file belongs to. */
export function groupOf(file) {
  const r = rel(file);
  if (r.startsWith("test/web/")) return "browser";
  if (r.startsWith("test/server/")) return "server";
  if (r.startsWith("test/cli/") || r.startsWith("test/corpus/")) return "cli";
  return "unit";
}

/**
 * Scripts tests start as child processes, compiled beside the test files (the tests find them
 * through KASSEN_TEST_BUILD and fall back to tsx without it).
 */
const CHILD_SCRIPTS = ["test/server/store-child.ts"];

/** The workers the sources start by default (worker-url.ts), and their bundled replacements. */
const WORKERS = {
  "src/server/bots/worker-url.ts": "src/server/bots/bot-worker.ts",
  "src/sim/worker-url.ts": "src/sim/worker.ts",
};

/**
 * esbuild plugin: `import.meta.url` in repository files becomes the source file's URL (absolute:
 * the output folder is per run), and the default worker script of worker-url.ts the bundled
 * worker of this build (`workerOut`: source path → output path).
 */
function sourceUrls(workerOut) {
  return {
    name: "source-urls",
    setup(build) {
      build.onLoad({ filter: /\.(ts|mts|mjs|js)$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        let text = readFileSync(args.path, "utf8");
        const r = rel(args.path);
        const worker = WORKERS[r];
        if (worker !== undefined) {
          const from = 'new URL("./worker-boot.mjs", import.meta.url)';
          if (!text.includes(from)) throw new Error(`${r} no longer says ${from}`);
          const to = pathToFileURL(workerOut(worker)).href;
          text = text.replace(from, `new URL(${JSON.stringify(to)})`);
        }
        // Not inside quotes: scripts/bundle.mjs names it in strings of its own.
        const uses = /(?<!["'`])\bimport\.meta\.url\b(?!["'`])/g;
        const loader = /\.m?ts$/.test(args.path) ? "ts" : "js";
        if (!uses.test(text)) return worker === undefined ? undefined : { contents: text, loader };
        const url = JSON.stringify(pathToFileURL(args.path).href);
        return { contents: text.replace(uses, url), loader };
      });
    },
  };
}

/**
 * Compiles `files` (test files) into a fresh folder under dist/tests/. Returns the folder, the
 * output of each test file, and esbuild's metafile (what each output was built from).
 */
export async function compileTests(files) {
  const { build } = await import("esbuild");
  const base = join(ROOT, "dist", "tests");
  mkdirSync(base, { recursive: true });
  // Runs older than an hour were left by a killed runner.
  for (const name of readdirSync(base)) {
    if (!name.startsWith("run-")) continue;
    const p = join(base, name);
    try {
      if (Date.now() - statSync(p).mtimeMs > 3_600_000) rmSync(p, { recursive: true, force: true });
    } catch {}
  }
  const outDir = join(base, `run-${process.pid}-${Date.now()}`);
  const entry = (src) => {
    const r = rel(src);
    return r.startsWith("test/")
      ? r.slice(5).replace(/\.ts$/, "")
      : `_workers/${r.replace(/\.ts$/, "")}`;
  };
  const workerOut = (src) => join(outDir, `${entry(src)}.mjs`);
  const extra = [...Object.values(WORKERS), ...CHILD_SCRIPTS].map((f) => join(ROOT, f));
  const entryPoints = [...new Set([...files.map((f) => resolve(f)), ...extra])].map((f) => ({
    in: f,
    out: entry(f),
  }));
  const result = await build({
    entryPoints,
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    chunkNames: "_chunks/[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    metafile: true,
    logLevel: "silent",
    plugins: [sourceUrls(workerOut)],
  });
  const outputs = new Map(files.map((f) => [resolve(f), join(outDir, `${entry(f)}.mjs`)]));
  return { outDir, outputs, metafile: result.metafile };
}

/**
 * compileTests, and when the build fails (a syntax error, an import that does not resolve):
 * each file built alone to find those that do not compile, reported as failures (`broken`:
 * file → first error), and the others compiled and run as usual.
 */
async function compileOrIsolate(files, log) {
  try {
    return { ...(await compileTests(files)), broken: new Map() };
  } catch (err) {
    const { build } = await import("esbuild");
    const broken = new Map();
    for (const f of files) {
      try {
        await build({
          entryPoints: [f],
          bundle: true,
          write: false,
          format: "esm",
          platform: "node",
          packages: "external",
          logLevel: "silent",
        });
      } catch (e) {
        const first = e.errors?.[0];
        const where = first?.location ? `${first.location.file}:${first.location.line}: ` : "";
        broken.set(resolve(f), `does not compile: ${where}${first?.text ?? e.message}`);
      }
    }
    if (broken.size === 0) throw err;
    for (const [f, why] of broken) log(`FAIL  ${rel(f)}: ${why}`);
    const good = files.filter((f) => !broken.has(resolve(f)));
    const built =
      good.length > 0
        ? await compileTests(good)
        : { outDir: mkdtempSync(join(tmpdir(), "kassen-none-")), outputs: new Map() };
    return { ...built, broken };
  }
}

/** Counts from a TAP report's closing lines. */
function tapCounts(tap) {
  const n = (k) => Number(new RegExp(`^# ${k} (\\d+)`, "m").exec(tap)?.[1] ?? 0);
  return {
    tests: n("tests"),
    pass: n("pass"),
    fail: n("fail"),
    cancelled: n("cancelled"),
    skipped: n("skipped"),
    todo: n("todo"),
  };
}

/** Reads the timings of the last run (file → ms). */
function loadTimings() {
  try {
    return JSON.parse(readFileSync(join(ROOT, "dist", "tests", "timings.json"), "utf8"));
  } catch {
    return {};
  }
}

/** The longest files (measured on 2 cores), so that a first run starts them first too. */
const KNOWN_SLOW = {
  "test/server/kill9.test.ts": 90_000,
  "test/conformance/lowered-sim.test.ts": 40_000,
  "test/conformance/views.test.ts": 40_000,
  "test/corpus/corpus.test.ts": 40_000,
  "test/server/views-over-wire.test.ts": 30_000,
  "test/server/store.test.ts": 30_000,
  "test/server/bot-pool.test.ts": 25_000,
  "test/server/id-mask.test.ts": 25_000,
};

/** With no timing yet: the known slow files, then browser, server and CLI files. */
function guessMs(file) {
  return (
    KNOWN_SLOW[rel(file)] ??
    { browser: 20_000, server: 10_000, cli: 6_000, unit: 2_000 }[groupOf(file)]
  );
}

/** Whether a test file drives chromium. */
function isBrowserFile(file) {
  try {
    return /webSuite\(|launchBrowser\(/.test(readFileSync(file, "utf8"));
  } catch {
    return false;
  }
}

/** The probe each test process loads first: it reports its own CPU time when it exits. */
const CPU_PROBE = `data:text/javascript,${encodeURIComponent(
  'import{isMainThread}from"node:worker_threads";import{appendFileSync}from"node:fs";' +
    "if(isMainThread&&process.env.KASSEN_TEST_CPU_FILE){const f=process.env.KASSEN_TEST_CPU_FILE;" +
    "delete process.env.KASSEN_TEST_CPU_FILE;" +
    'process.on("exit",()=>{const u=process.cpuUsage();try{appendFileSync(f,String((u.user+u.system)/1000))}catch{}})}',
)}`;

/**
 * Runs one compiled test file in its own process. Resolves with its counts, time, exit code and
 * output (spec report and stderr, interleaved as they came).
 */
function runFile(file, out, { timeoutMs, tmp, index, build, nodeFlags = [] }) {
  return new Promise((done) => {
    const tapFile = join(tmp, `${index}.tap`);
    const cpuFile = join(tmp, `${index}.cpu`);
    const t0 = performance.now();
    const child = spawn(
      process.execPath,
      [
        "--enable-source-maps",
        ...nodeFlags,
        "--import",
        CPU_PROBE,
        "--test-reporter=spec",
        "--test-reporter-destination=stdout",
        "--test-reporter=tap",
        `--test-reporter-destination=${tapFile}`,
        out,
      ],
      {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "pipe"],
        // NO_COLOR: tests parse the CLI's output, which must stay plain even when npm test runs
        // on a terminal (the spec report loses its colours too).
        env: {
          ...process.env,
          // Check mode (src/engine/card-records.ts), as under node --test, whose NODE_TEST_CONTEXT
          // turns it on: a file run directly is not told it is a test otherwise.
          KASSEN_CHECK_CARDS: process.env.KASSEN_CHECK_CARDS ?? "1",
          NO_COLOR: "1",
          KASSEN_TEST_CPU_FILE: cpuFile,
          KASSEN_TEST_BUILD: build,
        },
      },
    );
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - t0;
      let tap = "";
      let cpuMs = null;
      try {
        tap = readFileSync(tapFile, "utf8");
      } catch {}
      try {
        cpuMs = Number(readFileSync(cpuFile, "utf8"));
      } catch {}
      const counts = tapCounts(tap);
      let problem = null;
      if (timedOut) problem = `killed after ${Math.round(timeoutMs / 1000)} s`;
      else if (code !== 0 && counts.fail === 0) problem = `exited with ${code ?? signal}`;
      else if (code === 0 && counts.tests === 0) problem = "ran no tests";
      // A file that crashed or hung counts as one failed test (beside those it reported).
      if (problem !== null) counts.fail += 1;
      done({ file, ms, cpuMs, code: code ?? signal, problem, output, ...counts });
    });
  });
}

/** Seconds with one decimal. */
export const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `files` (all test files when empty). `log` receives each line to print. Resolves with
 * every file's result and the totals.
 */
export async function runTests(files = [], opts = {}) {
  const log = opts.log ?? ((line) => process.stdout.write(`${line}\n`));
  const all = (files.length > 0 ? files : collectTests()).map((f) => resolve(f));
  const t0 = performance.now();
  if (all.length === 0) {
    log("run-tests: no *.test.ts files found under test/");
    return { results: [], pass: 0, fail: 1, skipped: 0, wallMs: 0 };
  }
  const missing = all.filter((f) => !existsSync(f));
  if (missing.length > 0) {
    log(`run-tests: no such file: ${missing.map(rel).join(", ")}`);
    return { results: [], pass: 0, fail: missing.length, skipped: 0, wallMs: 0 };
  }
  // What the CLI tests spawn and the browser tests serve, built once up front rather than by
  // several test processes racing each other (both builders are safe, only wasteful, in a race).
  const { freshBundle } = await import("./bundle.mjs");
  await freshBundle(ROOT);
  if (all.some((f) => groupOf(f) === "browser")) {
    const { freshWeb } = await import("./web-build.mjs");
    await freshWeb(ROOT).catch((e) => log(`run-tests: web build failed: ${e?.message ?? e}`));
  }
  const tc = performance.now();
  const compiled = await compileOrIsolate(all, log);
  const { outDir, outputs } = compiled;
  log(`compiled ${outputs.size} test files in ${secs(performance.now() - tc)} (esbuild)`);

  const jobs = Math.max(
    1,
    Number(opts.jobs ?? process.env.KASSEN_TEST_JOBS ?? availableParallelism() + 1),
  );
  const browserSlots = Math.max(1, Number(process.env.KASSEN_TEST_BROWSERS ?? 1));
  const timeoutMs = Number(process.env.KASSEN_TEST_FILE_TIMEOUT_MS ?? 15 * 60_000);
  const timings = loadTimings();
  const queue = [...outputs.keys()]
    .map((f) => ({ file: f, est: timings[rel(f)] ?? guessMs(f), browser: isBrowserFile(f) }))
    .sort((a, b) => b.est - a.est);
  const tmp = join(tmpdir(), `kassen-tests-${process.pid}`);
  mkdirSync(tmp, { recursive: true });

  const results = [];
  let running = 0;
  let browsers = 0;
  let index = 0;
  await new Promise((finish) => {
    const next = () => {
      while (running < jobs && queue.length > 0) {
        // A free browser slot takes the slowest browser file: the browser files run one after
        // another, so their chain starts at once. Other slots take the slowest other file.
        const free = browsers < browserSlots;
        let i = free ? queue.findIndex((q) => q.browser) : -1;
        if (i < 0) i = queue.findIndex((q) => !q.browser);
        if (i < 0) break;
        const [q] = queue.splice(i, 1);
        running++;
        if (q.browser) browsers++;
        runFile(q.file, outputs.get(q.file), {
          timeoutMs,
          nodeFlags: opts.nodeFlags,
          tmp,
          index: index++,
          build: outDir,
        }).then((r) => {
          running--;
          if (q.browser) browsers--;
          results.push(r);
          report(r);
          next();
        });
      }
      if (running === 0 && queue.length === 0) finish();
    };
    next();
  });

  function report(r) {
    const counts = `${r.pass} passed${r.fail > 0 ? `, ${r.fail} failed` : ""}${
      r.skipped > 0 ? `, ${r.skipped} skipped` : ""
    }`;
    const ok = r.fail === 0 && r.cancelled === 0;
    log(`${ok ? "ok  " : "FAIL"} ${secs(r.ms).padStart(7)}  ${rel(r.file)}  (${counts})`);
    if (!ok || opts.verbose) {
      if (r.problem !== null) log(`     ${rel(r.file)}: ${r.problem}`);
      log(
        r.output
          .trimEnd()
          .split("\n")
          .map((l) => `     ${l}`)
          .join("\n"),
      );
    }
  }

  rmSync(tmp, { recursive: true, force: true });
  if (!opts.keep) rmSync(outDir, { recursive: true, force: true });
  // Keep the times for the next run's order (merged: a partial run keeps the others').
  const merged = { ...timings };
  for (const r of results) merged[rel(r.file)] = Math.round(r.ms);
  try {
    writeFileSync(
      join(ROOT, "dist", "tests", "timings.json"),
      `${JSON.stringify(merged, null, 1)}\n`,
    );
  } catch {}

  // A file that did not compile ran no test: it counts as one failed test.
  for (const [file, error] of compiled.broken)
    results.push({
      file,
      ms: 0,
      cpuMs: null,
      code: null,
      problem: error,
      output: "",
      tests: 0,
      pass: 0,
      fail: 1,
      cancelled: 0,
      skipped: 0,
      todo: 0,
    });
  const sum = (k) => results.reduce((s, r) => s + r[k], 0);
  const fail = sum("fail") + sum("cancelled");
  return {
    results,
    pass: sum("pass"),
    fail,
    skipped: sum("skipped") + sum("todo"),
    tests: sum("tests"),
    wallMs: performance.now() - t0,
    jobs,
  };
}

/** The slowest files of a run, for the closing report. */
export function slowest(results, n = 8) {
  return [...results]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map(
      (r) =>
        `  ${secs(r.ms).padStart(7)}${r.cpuMs !== null ? ` (cpu ${secs(r.cpuMs)})` : ""}  ${rel(r.file)}`,
    );
}

/** The old way: node --import tsx --test over the files, one process after another. */
function runWithTsx(files) {
  const tapFile = join(tmpdir(), `kassen-tests-${process.pid}.tap`);
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--test",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${tapFile}`,
      ...(files.length > 0 ? files : collectTests().map(rel)),
    ],
    { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, NO_COLOR: "1" } },
  );
  child.on("exit", (code) => {
    let tap = "";
    try {
      tap = readFileSync(tapFile, "utf8");
      rmSync(tapFile);
    } catch {}
    const c = tapCounts(tap);
    console.log(`${c.pass} passed, ${c.fail} failed`);
    if (c.tests === 0) {
      console.error("run-tests: zero tests ran");
      process.exit(1);
    }
    process.exit(code ?? 1);
  });
}

/** Command-line flags: files, --jobs N, --verbose, --keep, --tsx, --changed, --base REF. */
export function parseArgs(argv) {
  const o = {
    files: [],
    verbose: false,
    keep: false,
    tsx: false,
    changed: false,
    base: undefined,
    nodeFlags: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--jobs" || a === "-j") o.jobs = Number(argv[++i]);
    else if (a.startsWith("--jobs=")) o.jobs = Number(a.slice(7));
    else if (a === "--verbose" || a === "-v") o.verbose = true;
    else if (a === "--keep") o.keep = true;
    else if (a === "--tsx") o.tsx = true;
    else if (a === "--changed") o.changed = true;
    else if (a === "--list") o.list = true;
    else if (a === "--base") o.base = argv[++i];
    else if (a.startsWith("--base=")) o.base = a.slice(7);
    // node's own test flags (--test-name-pattern=…, --test-only) go to every file's process.
    else if (a.startsWith("--test-")) o.nodeFlags.push(a);
    else if (a.startsWith("-")) throw new Error(`run-tests: unknown flag ${a}`);
    else o.files.push(a);
  }
  return o;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const o = parseArgs(process.argv.slice(2));
  if (o.tsx) runWithTsx(o.files);
  else {
    let files = o.files;
    /** With --changed: the changed scenario files' check, counted with the tests. */
    let scenarios = { pass: 0, fail: 0 };
    if (o.changed) {
      const { changedTests, changedScenarios } = await import("./changed-tests.mjs");
      let changed;
      try {
        changed = changedScenarios(o.base);
      } catch (err) {
        // No main branch here (a shallow clone, say): say so, and which flag to give.
        console.error(`${err?.message ?? err} (give --base REF)`);
        process.exit(1);
      }
      if (changed.length > 0 && !o.list) {
        console.log(`kassen check: ${changed.length} changed scenario files`);
        const { spawnSync } = await import("node:child_process");
        const r = spawnSync(process.execPath, ["bin/kassen.mjs", "check", ...changed], {
          cwd: ROOT,
          encoding: "utf8",
          env: { ...process.env, NO_COLOR: "1", KASSEN_CHECK_CARDS: "1" },
        });
        const out = `${r.stdout}${r.stderr}`.trimEnd();
        const m = /^(\d+) passed, (\d+) failed$/m.exec(out);
        scenarios = { pass: Number(m?.[1] ?? 0), fail: Number(m?.[2] ?? (r.status === 0 ? 0 : 1)) };
        for (const l of out.split("\n"))
          if (!/^\d+ passed, \d+ failed$/.test(l)) console.log(`  ${l}`);
      }
      const picked = await changedTests({
        base: o.base,
        tests: collectTests().map(rel),
        log: (l) => console.log(l),
      });
      if (picked.length === 0) {
        console.log(`${scenarios.pass} passed, ${scenarios.fail} failed`);
        process.exit(scenarios.fail > 0 ? 1 : 0);
      }
      files = picked;
      if (o.list) process.exit(0);
    }
    const run = await runTests(files, o);
    if (run.results.length > 1) {
      console.log(`slowest files (of ${run.results.length}, ${run.jobs} at a time):`);
      for (const l of slowest(run.results)) console.log(l);
    }
    console.log(`${run.tests} tests in ${secs(run.wallMs)}`);
    console.log(`${run.pass + scenarios.pass} passed, ${run.fail + scenarios.fail} failed`);
    process.exit(run.fail + scenarios.fail > 0 || run.tests === 0 ? 1 : 0);
  }
}
