/**
 * The repository is self-contained: a fresh clone has nothing beside it, so no test, script,
 * source or doc may read (or point at) anything outside the repository — the rule checklists the
 * coverage test reads are the project's own copies in docs/rules/checklists/.
 *
 * Proved twice: the rule coverage check runs in a copy of the tree (without .git, node_modules,
 * dist) in a temporary folder with no siblings; and every relative path written in the sources,
 * tests, scripts and docs resolves inside the repository.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { RULE_SYSTEMS } from "../../scripts/rules-coverage.mjs";
import { ROOT } from "../cli/cli-helpers.ts";

/** Folders a clone does not have: git's, installed packages, builds, outputs. */
const NOT_IN_A_CLONE = new Set([".git", "node_modules", "dist", "artifacts", "kassen-data"]);

function filesUnder(dir: string, ext: RegExp, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (NOT_IN_A_CLONE.has(name)) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) filesUnder(p, ext, out);
    else if (ext.test(name)) out.push(p);
  }
  return out;
}

test("the rule coverage check runs in a copy of the tree with nothing beside it", () => {
  const outer = mkdtempSync(join(tmpdir(), "kassen-clone-"));
  try {
    const copy = join(outer, "kassen");
    cpSync(ROOT, copy, {
      recursive: true,
      filter: (src) =>
        !relative(ROOT, src)
          .split(sep)
          .some((p) => NOT_IN_A_CLONE.has(p)),
    });
    assert.deepEqual(readdirSync(outer), ["kassen"], "the copy has no siblings");
    assert.ok(!existsSync(join(copy, "node_modules")) && !existsSync(join(copy, ".git")));
    const check = (): { status: number | null; out: string } => {
      const r = spawnSync(process.execPath, ["scripts/rules-coverage.mjs"], {
        cwd: copy,
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "1" },
      });
      return { status: r.status, out: `${r.stdout}${r.stderr}` };
    };
    const ok = check();
    assert.equal(ok.status, 0, ok.out);
    for (const system of Object.keys(RULE_SYSTEMS))
      assert.match(ok.out, new RegExp(`^${system}: \\d+ ids, all covered$`, "m"), ok.out);
    // The check is not vacuous there: without a checklist it fails.
    rmSync(join(copy, "docs", "rules", "checklists", "vision.md"));
    const gone = check();
    assert.equal(gone.status, 1, gone.out);
    assert.match(gone.out, /^vision: .*vision\.md is missing$/m);
  } finally {
    rmSync(outer, { recursive: true, force: true });
  }
});

test("every relative path in sources, tests, scripts and docs stays inside the repository", () => {
  const outside: string[] = [];
  const inside = (from: string, path: string) => {
    const r = relative(ROOT, resolve(dirname(from), path));
    return r !== ".." && !r.startsWith(`..${sep}`);
  };
  const code = ["src", "test", "scripts", "bench", "bin", "web"].flatMap((d) =>
    filesUnder(join(ROOT, d), /\.(ts|tsx|mts|mjs|js)$/),
  );
  const me = fileURLToPath(import.meta.url);
  for (const file of code) {
    if (file === me) continue;
    const text = readFileSync(file, "utf8");
    // A string that starts with ../ is a path relative to its file (imports, new URL(…)).
    for (const m of text.matchAll(/["'`]((?:\.\.\/)+[^"'`\s]*)["'`]/g))
      if (!inside(file, m[1])) outside.push(`${relative(ROOT, file)}: ${m[1]}`);
    // join("..", "shared", …) and the like: a path built from the working folder upwards.
    for (const m of text.matchAll(/\b(?:join|resolve)\(\s*["']\.\.["']\s*,\s*["']([^"']+)["']/g))
      outside.push(`${relative(ROOT, file)}: ../${m[1]} (from the working folder)`);
  }
  const docs = [join(ROOT, "README.md"), ...filesUnder(join(ROOT, "docs"), /\.md$/)];
  for (const file of docs) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\]\(((?:\.\.\/)+[^)#\s]*)/g))
      if (!inside(file, m[1])) outside.push(`${relative(ROOT, file)}: ${m[1]}`);
  }
  // The checklists' own folder says where they came from; nothing else names that place.
  const origin = join(ROOT, "docs", "rules", "checklists");
  for (const file of [...code, ...docs]) {
    if (file === me || file.startsWith(origin)) continue;
    // The machine the project was written on: its shared folder is no part of a clone.
    if (/\/work\/|\bshared\/(?:rules|seeds)\//.test(readFileSync(file, "utf8")))
      outside.push(`${relative(ROOT, file)}: names shared/rules, shared/seeds or /work/`);
  }
  assert.deepEqual(outside, [], "paths that leave the repository");
});
