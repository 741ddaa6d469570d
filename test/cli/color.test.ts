/**
 * When the CLI colours its output: only on a terminal, never under NO_COLOR, always under
 * FORCE_COLOR — and not merely because `CI` is set (picocolors' default, which broke parsing).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { wantsColor } from "../../src/cli/output.ts";

test("colours follow the terminal, NO_COLOR and FORCE_COLOR, and ignore CI", () => {
  assert.equal(wantsColor({}, true), true);
  assert.equal(wantsColor({}, false), false);
  assert.equal(wantsColor({ CI: "true" }, false), false, "piped output under CI stays plain");
  assert.equal(wantsColor({ NO_COLOR: "1" }, true), false);
  assert.equal(wantsColor({ NO_COLOR: "" }, true), true, "an empty NO_COLOR is unset");
  assert.equal(wantsColor({ FORCE_COLOR: "1" }, false), true);
  assert.equal(
    wantsColor({ FORCE_COLOR: "0" }, true),
    true,
    "FORCE_COLOR=0 defers to the terminal",
  );
  assert.equal(wantsColor({ FORCE_COLOR: "0" }, false), false);
  assert.equal(wantsColor({ NO_COLOR: "1", FORCE_COLOR: "1" }, true), false);
});
