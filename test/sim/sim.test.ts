import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { KassenError } from "../../src/engine/index.ts";
import { makePlan } from "../../src/sim/make-plan.ts";
import { runSim } from "../../src/sim/run-sim.ts";
import { summarize } from "../../src/sim/summarize.ts";
import type { SimSummary } from "../../src/sim/summary.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { tempDir } from "../cli/cli-helpers.ts";

/** Runs a plan and summarizes it without the machine-dependent timing. */
async function simulate(
  source: string,
  battles: number,
  workers: number,
  seed = 1,
): Promise<Omit<SimSummary, "timing">> {
  const { plan, seats } = makePlan({ source, battles, seed });
  const run = await runSim(plan, { workers });
  const entry = SYSTEM_ENTRIES[plan.system];
  const { timing, ...rest } = summarize(plan, entry.system, seats, run.tally, run);
  assert.equal(timing.workers, workers);
  return rest;
}

describe("kassen sim: simulation", () => {
  test("the same seed gives the same summary on 0, 1 and 2 worker threads", async () => {
    const inline = await simulate("vision", 30, 0, 7);
    const one = await simulate("vision", 30, 1, 7);
    const two = await simulate("vision", 30, 2, 7);
    assert.deepEqual(one, inline);
    assert.deepEqual(two, inline);
    assert.equal(inline.battles, 30);
    const total = inline.outcomes.reduce((s, o) => s + o.rate.count, 0);
    assert.equal(total, 30, "every battle has exactly one outcome");
  });

  test("another seed gives other battles", async () => {
    const a = await simulate("geo-march", 12, 0, 1);
    const b = await simulate("geo-march", 12, 0, 2);
    assert.notDeepEqual(a.decisions.histogram, b.decisions.histogram);
  });

  test("figures are consistent: damage taken by one seat is dealt by the other, card rates in range", async () => {
    const s = await simulate("vision", 40, 0, 3);
    const [p1, p2] = s.seats;
    assert.ok(p1.taken.total > 0 && p2.taken.total > 0, "random vision games deal damage");
    assert.ok(s.cards.length > 0, "cards were played");
    for (const c of s.cards) {
      assert.ok(c.played.count > 0 && c.played.count <= 40, c.card);
      assert.ok(c.played.lo <= c.played.p && c.played.p <= c.played.hi);
      assert.ok(Math.abs(c.impact) <= 1);
    }
    assert.ok(s.decisions.min <= s.decisions.median && s.decisions.median <= s.decisions.p90);
    assert.ok(s.decisions.p90 <= s.decisions.max);
    assert.ok(s.turns !== undefined && s.turns.mean > 1, "vision reports turns");
  });

  test("a scenario's script runs before the bots in every battle", async () => {
    const tmp = tempDir("sim");
    try {
      const file = tmp.write(
        "s.yaml",
        `name: reisen attacks first
system: vision
setup:
  start: main
  p1: { deck: [koakuma, koakuma, koakuma, koakuma, koakuma], field: [reisen] }
  p2: { deck: [koakuma, koakuma, koakuma, koakuma, koakuma], field: [{ card: cirno, sleep: true }] }
script:
  - p1: attack:reisen-1
  - p2: block:none
`,
      );
      const { plan } = makePlan({ source: file, battles: 5 });
      assert.deepEqual(plan.script, [
        ["p1", "attack:reisen-1"],
        ["p2", "block:none"],
      ]);
      const s = await simulate(file, 5, 0);
      assert.ok(s.decisions.min >= 2);
      assert.ok(s.seats[1].taken.perBattle >= 3, "Reisen's unblocked hit lands in every battle");

      const bad = tmp.write(
        "bad.yaml",
        `name: bad\nsystem: vision\nsetup:\n  start: main\n  p1: { deck: [koakuma], field: [reisen] }\n  p2: { deck: [koakuma] }\nscript:\n  - p1: attack:cirno-9\n`,
      );
      await assert.rejects(
        () => runSim(makePlan({ source: bad, battles: 2 }).plan, { workers: 0 }),
        (e: Error) =>
          e instanceof KassenError && /battle 0 \(seed -?\d+\): script\[0\]/.test(e.message),
      );
    } finally {
      tmp.cleanup();
    }
  });

  test("pinned dice: fresh dice per battle unless --pinned keeps the scenario's", async () => {
    const file = "scenarios/magical-girl/mgr-06-duel.yaml";
    assert.deepEqual(makePlan({ source: file, battles: 1 }).plan.pinned, []);
    const kept = makePlan({ source: file, battles: 20, keepPinned: true }).plan;
    assert.ok(kept.pinned.length > 0);
    // With the scenario's dice every battle goes the same way.
    const run = await runSim(kept, { workers: 0 });
    assert.equal(Object.keys(run.tally.outcomes).length, 1);
    assert.equal(Object.values(run.tally.outcomes)[0], 20);
  });

  test("memory stays flat: a tally holds sums and histograms, nothing per battle", async () => {
    const size = async (battles: number) => {
      const run = await runSim(makePlan({ source: "vision", battles, seed: 9 }).plan, {
        workers: 0,
      });
      assert.equal(run.tally.battles, battles);
      return JSON.stringify(run.tally).length;
    };
    const small = await size(20);
    const large = await size(200);
    // Ten times the battles: the tally grows only by new histogram values and card keys.
    assert.ok(large < small * 3, `${small} → ${large} bytes`);
  });

  test("bad requests are clear errors", () => {
    assert.throws(
      () => makePlan({ source: "vision", battles: 1, bots: { p9: "random" } }),
      (e: Error) => e instanceof KassenError && /no seat "p9" \(seats: p1, p2\)/.test(e.message),
    );
    assert.throws(() => makePlan({ source: "no/such/file.yaml", battles: 1 }), KassenError);
  });
});
