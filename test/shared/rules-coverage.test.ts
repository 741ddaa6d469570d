/**
 * The rule ids are the contract: every id of each checklist in docs/rules/checklists/ must be
 * listed in the project's docs/rules/<system>.md and be proved by a test named with it or a
 * scenario that lists it under `rules:` (the check: scripts/rules-coverage.mjs).
 *
 * The project carries its own checklists; test/shared/self-contained.test.ts runs the same check
 * in a copy of the tree with nothing beside it, as a fresh clone would.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { RULE_SYSTEMS, systemCoverage } from "../../scripts/rules-coverage.mjs";
import { ROOT } from "../cli/cli-helpers.ts";

for (const [system, prefix] of Object.entries(RULE_SYSTEMS)) {
  test(`every ${prefix} rule id is documented and tested`, () => {
    const c = systemCoverage(ROOT, system);
    // The checklists are the contract: without them this test would prove nothing, so their
    // absence fails rather than skips.
    assert.equal(c.missing, false, `${c.checklist} is missing: the rule checklists must be there`);
    assert.ok(c.ids.length > 10, `read ${c.ids.length} ids from ${c.checklist}`);
    assert.deepEqual(c.undocumented, [], `${system}: ids missing from docs/rules/${system}.md`);
    assert.deepEqual(
      c.untested,
      [],
      `${system}: ids with no test named for them and no scenario listing them`,
    );
  });
}
