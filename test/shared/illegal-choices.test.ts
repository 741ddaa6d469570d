/** Every registered system: illegal choices are refused and change nothing (from random points of whole games). */
import { test } from "node:test";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { assertIllegalChoicesChangeNothing } from "./illegal-choices.ts";

for (const [id, e] of Object.entries(SYSTEM_ENTRIES)) {
  const setup = e.newGame;
  if (setup === undefined) continue;
  test(`${id}: illegal choices leave the state hash unchanged`, () => {
    assertIllegalChoicesChangeNothing(
      e.system,
      (seed) => ({ seed, setup, options: e.benchOptions }),
      30,
    );
  });
}
