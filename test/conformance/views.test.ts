/**
 * View conformance, once for every registered system: random whole games from many seeds, as
 * played battles (opaque ids) and with readable ids; at every decision each seat's view, a
 * spectator's view and the deciding seat's bot sample hold nothing the seat may not know; the
 * invariants hold after every step; illegal choices change nothing; every game replays to its
 * hash. The counts and the time go to stderr for the notes.
 */
import { test } from "node:test";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { playConformance, type Tally } from "./harness.ts";

const SEEDS = 12;

for (const [id, entry] of Object.entries(SYSTEM_ENTRIES)) {
  if (entry.newGame === undefined) continue;
  test(`${id}: views and samples hide what the rules hide, in random whole games`, () => {
    const tally: Tally = { games: 0, decisions: 0, views: 0, samples: 0 };
    const t0 = performance.now();
    for (let i = 0; i < SEEDS; i++) {
      const seed = 0x5eed + i * 7919;
      const ids = i % 3 === 2 ? "readable" : "opaque";
      playConformance(entry, { seed, ids, maxDecisions: 300, every: 3 }, tally);
    }
    const ms = Math.round(performance.now() - t0);
    process.stderr.write(
      `conformance ${id}: ${tally.games} games, ${tally.decisions} decisions, ${tally.views} views, ${tally.samples} samples, ${ms} ms\n`,
    );
  });
}
