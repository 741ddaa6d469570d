/**
 * Which test files cover what changed since the main branch (`npm run test:changed`, or
 * `node scripts/run-tests.mjs --changed [--base REF]`).
 *
 * Changed: the files that differ between the merge base of HEAD and REF (default `main`, else
 * `origin/main`) and the working tree, untracked files included. A test file is picked when
 *
 * - it changed itself;
 * - it imports a changed file, directly or not (esbuild's metafile of the test build: every
 *   source a test's bundle holds);
 * - a changed file that nothing imports (content YAML, fixtures, scenarios, docs) lies in the
 *   folder of a file the test imports, or below it (src/systems/vision/content/*.yaml → every
 *   test that loads src/systems/vision/content/index.ts);
 * - the test's own text names the changed file (its name, e.g. `scenarios.md`, `kassen.mjs`), or
 *   one of the folders below says so: web/ → the browser tests, scenarios/<system>/ → that
 *   system's tests and the scenario tests, docs/rules/ → the rule coverage test;
 * - package.json's packages, the lock file or tsconfig.json changed: then every test.
 *
 * Changed scenario files are also checked by `kassen check` (run-tests does that after the tests).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function git(args) {
  return execFileSync("git", args, {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
}

/** The files changed since the merge base with `base` (committed, staged, unstaged, untracked). */
export function changedFiles(base) {
  const refs = base !== undefined ? [base] : ["main", "origin/main"];
  let mergeBase = null;
  for (const ref of refs) {
    try {
      mergeBase = git(["merge-base", "HEAD", ref]).trim();
      break;
    } catch {}
  }
  if (mergeBase === null)
    throw new Error(`run-tests --changed: no merge base with ${refs.join(" or ")}`);
  const names = new Set();
  for (const out of [
    git(["diff", "--name-only", mergeBase]),
    git(["ls-files", "--others", "--exclude-standard"]),
  ])
    for (const line of out.split("\n")) if (line.trim() !== "") names.add(line.trim());
  return { mergeBase, files: [...names].sort() };
}

/** Folders whose files no test imports, and the tests that cover them. */
const FOLDER_TESTS = [
  [/^web\//, (t) => t.startsWith("test/web/")],
  [/^docs\/rules\//, (t) => t === "test/shared/rules-coverage.test.ts"],
  [
    /^scenarios\/([^/]+)\//,
    (t, m) =>
      t.startsWith(`test/${m[1]}/`) ||
      t.startsWith("test/scenario/") ||
      t === "test/shared/rules-coverage.test.ts",
  ],
];

/** Files whose change may affect every test (package.json: when its packages changed). */
const EVERYTHING = new Set(["package-lock.json", "tsconfig.json"]);

/** Whether package.json's dependencies differ between `rev` and the working tree. */
function packagesChanged(rev) {
  const deps = (text) => {
    const p = JSON.parse(text);
    return JSON.stringify([p.dependencies, p.devDependencies, p.engines, p.type]);
  };
  try {
    return (
      deps(git(["show", `${rev}:package.json`])) !==
      deps(readFileSync(join(ROOT, "package.json"), "utf8"))
    );
  } catch {
    return true;
  }
}

/**
 * The test files (absolute paths) covering the changes since `base`, among `tests` (every test
 * file, relative to the root, as run-tests collects them); `log` hears what changed and why each
 * test was picked.
 */
export async function changedTests({ base, tests, log = () => {} }) {
  const { mergeBase, files } = changedFiles(base);
  log(`changed since ${mergeBase.slice(0, 10)}: ${files.length} files`);
  if (
    files.some((f) => EVERYTHING.has(f)) ||
    (files.includes("package.json") && packagesChanged(mergeBase))
  ) {
    log("the packages, the lock file or tsconfig.json changed: every test");
    return tests.map((t) => join(ROOT, t));
  }
  if (files.length === 0) return [];

  // Every source each test's bundle holds (through the chunks it imports).
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: tests.map((t) => join(ROOT, t)),
    absWorkingDir: ROOT,
    outdir: join(ROOT, "dist", "tests", "graph"),
    outbase: join(ROOT, "test"),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    packages: "external",
    metafile: true,
    write: false,
    logLevel: "silent",
  });
  const outputs = result.metafile.outputs;
  const inputsOf = new Map();
  for (const [out, o] of Object.entries(outputs)) {
    if (o.entryPoint === undefined) continue;
    const seen = new Set();
    const inputs = new Set();
    const walk = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const i of Object.keys(outputs[name]?.inputs ?? {})) inputs.add(i);
      for (const imp of outputs[name]?.imports ?? []) if (!imp.external) walk(imp.path);
    };
    walk(out);
    inputsOf.set(o.entryPoint, inputs);
  }

  const picked = new Map();
  const pick = (t, why) => {
    if (!picked.has(t)) picked.set(t, why);
  };
  for (const f of files) {
    if (f.endsWith(".test.ts") && tests.includes(f) && existsSync(join(ROOT, f)))
      pick(f, "changed");
    const dir = `${dirname(f)}/`;
    for (const t of tests) {
      const inputs = inputsOf.get(t) ?? new Set();
      if (inputs.has(f)) pick(t, `imports ${f}`);
      else if (
        !/\.(ts|mts|mjs|js)$/.test(f) &&
        [...inputs].some((i) => dir.startsWith(`${dirname(i)}/`))
      )
        pick(t, `loads ${f}`);
    }
    for (const [re, covers] of FOLDER_TESTS) {
      const m = re.exec(f);
      if (m !== null) for (const t of tests) if (covers(t, m)) pick(t, `covers ${m[0]}`);
    }
    const name = basename(f);
    if (name.length >= 6 && !name.endsWith(".test.ts"))
      for (const t of tests)
        if (readFileSync(join(ROOT, t), "utf8").includes(name)) pick(t, `names ${name}`);
  }
  for (const [t, why] of [...picked].sort()) log(`  ${t}  (${why})`);
  log(`${picked.size} of ${tests.length} test files cover the change`);
  return [...picked.keys()].sort().map((t) => join(ROOT, t));
}

/** The changed scenario files that still exist (for `kassen check`). */
export function changedScenarios(base) {
  return changedFiles(base).files.filter(
    (f) => /^scenarios\/.*\.ya?ml$/.test(f) && !f.includes("/packs/") && existsSync(join(ROOT, f)),
  );
}
