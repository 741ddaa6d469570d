#!/usr/bin/env node
/**
 * Rule coverage: every id of each checklist in docs/rules/checklists/ (the rule ids are the
 * contract) must be listed in the project's docs/rules/<system>.md and be proved by a test named
 * with it (`test("VIS-15 …"` or a describe block) or a scenario that lists it under `rules:`.
 *
 * It reads only what lies under the root it is given, so it runs the same in a fresh clone:
 * test/shared/rules-coverage.test.ts runs it here and in a copy of the tree with nothing beside
 * it. `node scripts/rules-coverage.mjs [root]` prints each system's counts and exits 1 on a gap.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Each system's checklist file (docs/rules/checklists/<system>.md) and its rule id prefix. */
export const RULE_SYSTEMS = {
  vision: "VIS",
  "geo-march": "GEO",
  "ygo-trpg": "YGT",
  "magical-girl": "MGR",
};

/** Where the checklists live, relative to the repository root. */
export const CHECKLIST_DIR = join("docs", "rules", "checklists");

function filesUnder(dir, ext) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? filesUnder(p, ext) : p.endsWith(ext) ? [p] : [];
    });
}

/**
 * The coverage of one system under `root`: the checklist's ids, those missing from
 * docs/rules/<system>.md, and those no test or scenario names. `missing` is set (and the lists
 * empty) when the checklist itself is absent — which is a failure, never a pass.
 */
export function systemCoverage(root, system) {
  const prefix = RULE_SYSTEMS[system];
  if (prefix === undefined) throw new Error(`no rule checklist for system ${system}`);
  const checklist = join(root, CHECKLIST_DIR, `${system}.md`);
  if (!existsSync(checklist))
    return { system, checklist, missing: true, ids: [], undocumented: [], untested: [] };
  const ids = [
    ...new Set(readFileSync(checklist, "utf8").match(new RegExp(`^- ${prefix}-\\d+`, "gm")) ?? []),
  ].map((l) => l.slice(2));
  const docsFile = join(root, "docs", "rules", `${system}.md`);
  const docs = existsSync(docsFile) ? readFileSync(docsFile, "utf8") : "";
  const tests = filesUnder(join(root, "test", system), ".test.ts")
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
  const scenarios = filesUnder(join(root, "scenarios", system), ".yaml")
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
  const undocumented = ids.filter((id) => !new RegExp(`\\b${id}\\b`).test(docs));
  // A test proves a rule when its name starts with the id (or a describe block's does).
  const untested = ids.filter(
    (id) =>
      !new RegExp(`(test|describe)\\(\\s*["\`]${id}\\b`).test(tests) &&
      !new RegExp(`rules:.*\\b${id}\\b`).test(scenarios),
  );
  return { system, checklist, missing: false, ids, undocumented, untested };
}

/** The coverage of every system under `root`. */
export function rulesCoverage(root) {
  return Object.keys(RULE_SYSTEMS).map((s) => systemCoverage(root, s));
}

/** True when a system's coverage is complete (checklist read, more than ten ids, no gap). */
export function covered(c) {
  return !c.missing && c.ids.length > 10 && c.undocumented.length === 0 && c.untested.length === 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  let bad = 0;
  for (const c of rulesCoverage(root)) {
    if (c.missing) console.log(`${c.system}: ${c.checklist} is missing`);
    else {
      const gaps = [
        ...c.undocumented.map((id) => `${id} (not in docs/rules/${c.system}.md)`),
        ...c.untested.map((id) => `${id} (no test or scenario)`),
      ];
      console.log(
        `${c.system}: ${c.ids.length} ids, ${gaps.length === 0 ? "all covered" : gaps.join(", ")}`,
      );
    }
    if (!covered(c)) bad++;
  }
  process.exit(bad === 0 ? 0 : 1);
}
