/**
 * One suite for every system with a lowered runtime: search bots (MCTS, greedy) think on it
 * (src/bots/lowered-search.ts) and decide exactly as they do on the engine. Each system's
 * runtime must offer samples; on its new game the samples equal the engine's step by step, and
 * whole games with MCTS and greedy bots make the same decisions with the runtime on and off.
 * Battles the runtime must not replay (pinned dice) keep their bots on the engine. Each system's
 * own search test (test/<system>/runtime-search.test.ts) covers its other setups.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { botContext } from "../../src/bots/bot.ts";
import { loweredSampler, loweredSearchStats } from "../../src/bots/lowered-search.ts";
import { makeBot } from "../../src/bots/registry.ts";
import { type Json, startBattle } from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { compareBotGames, compareSearch } from "./lowered-search.ts";

for (const [id, entry] of Object.entries(SYSTEM_ENTRIES)) {
  const lowered = entry.lowered;
  if (lowered === undefined || entry.newGame === undefined) continue;
  const init = { setup: entry.newGame as Json, options: entry.benchOptions ?? {} };
  describe(`search on ${id}'s lowered runtime`, () => {
    test("its battles offer samples for search bots", () => {
      const p = lowered.prepare({ ...init, seed: 1, log: false });
      assert.ok(p.template !== null, `${id}: the runtime refuses the new game (${p.reason})`);
      assert.equal(typeof p.template.start(1).sample, "function");
    });

    test("samples equal the engine's, step by step, forks included", () => {
      const c = compareSearch({ system: entry.system, init, seeds: [1, 2, 3], every: 4 });
      assert.ok(c.decisions >= 10 && c.steps >= 500, JSON.stringify(c));
    });

    const undoSeat = startBattle(entry.system, { ...init, seed: 1, log: false }).state.seats.find(
      (seat) =>
        entry.system.mayTakeBack?.(startBattle(entry.system, { ...init, seed: 1 }).state, seat),
    );
    if (undoSeat !== undefined) {
      test("samples follow the battle back through take-backs", () => {
        const c = compareSearch({
          system: entry.system,
          init,
          seeds: [6, 7],
          every: 2,
          cap: 80,
          undoEvery: 5,
          undoSeat,
        });
        assert.ok(c.decisions >= 10 && (c.undone ?? 0) >= 10, JSON.stringify(c));
      });
    }

    test("MCTS and greedy decide the same on the runtime as on the engine", () => {
      const seats = startBattle(entry.system, { ...init, seed: 1, log: false }).state.seats;
      // MCTS on the first seat, greedy on the second (random elsewhere), then the other way.
      const specs = seats.map((_, i) => (i === 0 ? "mcts:24" : i === 1 ? "greedy" : "random"));
      const served = compareBotGames({ system: entry.system, init, seeds: [4], cap: 150 }, specs);
      const swapped = specs.map((s) =>
        s === "greedy" ? "mcts:24" : s === "mcts:24" ? "greedy" : s,
      );
      compareBotGames({ system: entry.system, init, seeds: [5], cap: 150 }, swapped);
      assert.ok(served >= 5, `only ${served} decisions on the runtime`);
    });

    test("a served battle (opaque ids) thinks on a readable-id replica: same decisions", () => {
      const served = { ...init, ids: "opaque" as const };
      const seats = startBattle(entry.system, { ...served, seed: 1, log: false }).state.seats;
      const specs = seats.map((_, i) => (i === seats.length - 1 ? "mcts:16" : "greedy"));
      const n = compareBotGames(
        { system: entry.system, init: served, seeds: [2 ** 40 + 77], cap: 120 },
        specs,
      );
      assert.ok(n >= 5, `only ${n} decisions on the runtime`);
    });

    test("a battle with pinned dice keeps its bots on the engine", () => {
      const b = startBattle(entry.system, { ...init, seed: 1, log: false, pinned: [1] });
      const p = b.pending;
      assert.ok(p !== null);
      assert.equal(loweredSampler(b, p.seat), null);
      const before = loweredSearchStats.decisions;
      makeBot("mcts:5", 1).choose(botContext(b, p.seat));
      assert.equal(loweredSearchStats.decisions, before);
    });
  });
}
