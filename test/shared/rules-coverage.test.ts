/**
 * The rule ids are the contract: every id of each checklist in shared/rules/ must be listed in
 * the project's docs/rules/<system>.md and be proved by a test named with it or a scenario that
 * lists it under `rules:`.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

const CHECKLISTS = join("..", "shared", "rules");
const SYSTEMS: Record<string, string> = {
  vision: "VIS",
  "geo-march": "GEO",
  "ygo-trpg": "YGT",
  "magical-girl": "MGR",
};

function filesUnder(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesUnder(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

for (const [system, prefix] of Object.entries(SYSTEMS)) {
  const checklist = join(CHECKLISTS, `${system}.md`);
  test(`every ${prefix} rule id is documented and tested`, () => {
    // The checklists are the contract: without them this test would prove nothing, so their
    // absence fails rather than skips (shared/ lies beside the project, in CI too).
    assert.ok(existsSync(checklist), `${checklist} is missing: the rule checklists must be there`);
    const ids = [
      ...new Set(
        readFileSync(checklist, "utf8").match(new RegExp(`^- ${prefix}-\\d+`, "gm")) ?? [],
      ),
    ].map((l) => l.slice(2));
    assert.ok(ids.length > 10, `read ${ids.length} ids from ${checklist}`);
    const docs = readFileSync(join("docs", "rules", `${system}.md`), "utf8");
    const tests = filesUnder(join("test", system), ".test.ts")
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const scenarios = filesUnder(join("scenarios", system), ".yaml")
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const undocumented = ids.filter((id) => !new RegExp(`\\b${id}\\b`).test(docs));
    // A test proves a rule when its name starts with the id (or a describe block does).
    const untested = ids.filter(
      (id) =>
        !new RegExp(`(test|describe)\\(\\s*["\`]${id}\\b`).test(tests) &&
        !new RegExp(`rules:.*\\b${id}\\b`).test(scenarios),
    );
    assert.deepEqual(undocumented, [], `${system}: ids missing from docs/rules/${system}.md`);
    assert.deepEqual(
      untested,
      [],
      `${system}: ids with no test named for them and no scenario listing them`,
    );
  });
}
