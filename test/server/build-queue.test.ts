/**
 * The build work's bounds (issue 30): one sim or tune at a time with a few waiting, the next
 * refused at once; a quick sim stopped by its time budget answers the battles it played — the
 * first k of the plan, exactly what a sim of k battles plays.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { newPrep } from "../../src/build/prepare/prep-new.ts";
import { BuildQueue, BuildQueueFull } from "../../src/server/build/build-queue.ts";
import { prepPlan } from "../../src/server/build/prep-plan.ts";
import { docScenario } from "../../src/server/build/prep-scenario.ts";
import { SimWorkerKeeper } from "../../src/server/build/sim-worker-keeper.ts";
import { timedSim } from "../../src/server/build/timed-sim.ts";
import { parseInThread } from "../../src/server/upload-parser.ts";

describe("build bounds", () => {
  test("one job at a time, in order, with at most `waiting` in line", async () => {
    const queue = new BuildQueue(2);
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const job = (name: string) => () =>
      new Promise<string>((resolve) => {
        order.push(`start ${name}`);
        gates.set(name, () => {
          order.push(`end ${name}`);
          resolve(name);
        });
      });
    const a = queue.run(job("a"));
    const b = queue.run(job("b"));
    const c = queue.run(job("c"));
    await assert.rejects(queue.run(job("d")), BuildQueueFull);
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(order, ["start a"], "b and c wait");
    gates.get("a")?.();
    assert.equal(await a, "a");
    await new Promise((r) => setImmediate(r));
    gates.get("b")?.();
    assert.equal(await b, "b");
    await new Promise((r) => setImmediate(r));
    gates.get("c")?.();
    assert.equal(await c, "c");
    assert.deepEqual(order, ["start a", "end a", "start b", "end b", "start c", "end c"]);
    // A failing job frees its turn too.
    await assert.rejects(
      queue.run(async () => Promise.reject(new Error("boom"))),
      /boom/,
    );
    assert.equal(await queue.run(async () => "after"), "after");
  });

  test("a sim over its time budget answers the first battles it played", async () => {
    // Greedy bots sample every option: far more than 1.5 s for 400 battles on any machine.
    const bots = { kp: "greedy:8", p1: "greedy:8", p2: "greedy:8" };
    const doc = { ...newPrep("magical-girl", "en"), bots };
    const scenario = await docScenario(doc, parseInThread);
    const { plan } = prepPlan("magical-girl", scenario, 400, "en");
    const keeper = new SimWorkerKeeper();
    try {
      const cut = await timedSim(plan, 1.5, keeper);
      assert.equal(cut.timeUp, true);
      const k = cut.tally.battles;
      assert.ok(k < 400, `${k} battles in 1.5 s`);
      // The stopped worker was ended; a new one plays the same first k battles alike, and again
      // when kept between sims.
      const whole = await timedSim({ ...plan, battles: k }, 600, keeper);
      assert.equal(whole.timeUp, false);
      assert.deepEqual(whole.tally, cut.tally);
      const kept = await timedSim({ ...plan, battles: k }, 600, keeper);
      assert.deepEqual(kept.tally, cut.tally);
    } finally {
      await keeper.close();
    }
  });

  test("the sim worker is kept after a clean sim, ended after a stopped one", async () => {
    const doc = newPrep("ygo-trpg", "en");
    const { plan } = prepPlan("ygo-trpg", await docScenario(doc, parseInThread), 1, "en");
    const keeper = new SimWorkerKeeper();
    const first = keeper.take(plan);
    await keeper.give(first, true);
    const again = keeper.take(plan);
    assert.equal(again, first, "kept");
    await keeper.give(again, false);
    const fresh = keeper.take(plan);
    assert.notEqual(fresh, first, "a stopped worker is not lent again");
    await keeper.give(fresh, true);
    await keeper.close();
    assert.throws(() => keeper.take(plan), /closed/);
  });
});
