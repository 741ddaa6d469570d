/**
 * Runs every scenario under scenarios/ygo-trpg/ against the system directly (the CLI finds systems
 * in the registry, which the lead updates): script through the public API, then the scenario
 * runner's own `checkExpect`.
 */
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { IllegalChoiceError, startBattle } from "../../src/engine/index.ts";
import { checkExpect } from "../../src/scenario/expect.ts";
import type { RunError, RunResult } from "../../src/scenario/run.ts";
import { Scenario } from "../../src/scenario/schema.ts";
import { loadDataFile } from "../../src/systems/shared/data-file.ts";
import { ygoTrpg } from "./helpers.ts";

const DIR = "scenarios/ygo-trpg";

for (const name of readdirSync(DIR)
  .filter((n) => n.endsWith(".yaml"))
  .sort()) {
  const sc = loadDataFile(join(DIR, name), Scenario);
  test(`${(sc.rules ?? []).join(" ")} scenario ${name}: ${sc.name}`, () => {
    assert.equal(sc.system, "ygo-trpg");
    const init = {
      seed: sc.seed,
      setup: sc.setup,
      options: sc.options ?? {},
      pinned: sc.dice ?? [],
    };
    const battle = startBattle(ygoTrpg, init);
    const errors: RunError[] = [];
    for (const [i, step] of (sc.script ?? []).entries()) {
      const [seat, option] = Object.entries(step)[0];
      const before = battle.hash();
      try {
        battle.choose(seat, option);
      } catch (err) {
        if (!(err instanceof IllegalChoiceError)) throw err;
        errors.push({
          step: i,
          seat,
          option,
          message: err.message,
          illegal: true,
          hashBefore: before,
          hashAfter: battle.hash(),
        });
        break;
      }
    }
    const run: RunResult = {
      battle,
      init,
      events: battle.state.log,
      errors,
      bots: {},
      botDecisions: 0,
      stopped: errors.length > 0 ? "error" : battle.result ? "over" : "waiting",
      lang: sc.lang ?? ygoTrpg.lang,
    };
    assert.deepEqual(checkExpect(sc, run), []);
  });
}
