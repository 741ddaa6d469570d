/**
 * The bot pool on the launcher's bundle (dist/bot-worker.mjs, as `kassen` runs it): the same
 * decisions as the sources give in this thread.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
// @ts-expect-error: a plain .mjs script without type declarations
import { bundledBotWorker, freshBundle } from "../../scripts/bundle.mjs";
import { type Seat, startBattle } from "../../src/engine/index.ts";
import { BattleCache } from "../../src/server/bots/battle-cache.ts";
import { BotPool } from "../../src/server/bots/bot-pool.ts";
import { decideJob } from "../../src/server/bots/decide.ts";
import { botWorkerUrl, setBotWorkerUrl } from "../../src/server/bots/worker-url.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { ROOT } from "../cli/cli-helpers.ts";
import { gameInit, job } from "./bot-pool-helpers.ts";

test("a pool on the bundled worker decides as the sources do", async () => {
  const entry: string | null = await freshBundle(ROOT);
  assert.notEqual(entry, null, "the bundle builds");
  const fromSources = botWorkerUrl();
  setBotWorkerUrl(bundledBotWorker(entry));
  const pool = new BotPool({ size: 1 });
  try {
    const init = gameInit("geo-march", 4);
    const b = startBattle(SYSTEM_ENTRIES["geo-march"].system, init);
    const choices: [Seat, string][] = [];
    for (let i = 0; i < 12 && b.pending !== null; i++) {
      const spec = i % 3 === 2 ? "mcts:20" : "random";
      const j = job("bundled", "geo-march", init, choices, b.pending.seat, spec);
      const choice = await pool.decide(j);
      assert.equal(choice, decideJob(j, new BattleCache()).choice, `decision ${i} (${spec})`);
      b.choose(b.pending.seat, choice);
      choices.push([j.seat, choice]);
    }
    assert.equal(choices.length, 12);
  } finally {
    await pool.close();
    setBotWorkerUrl(fromSources);
  }
});
