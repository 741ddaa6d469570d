/**
 * A quick sim on one worker thread with a time budget: battles are handed to the worker in small
 * ranges, in order, and when the budget is spent the worker is stopped and the battles done so
 * far are the answer. `runSim` plays every battle it is given; a server must answer in seconds
 * whatever the prepared battle costs. One worker, ranges in order: the battles done are always
 * battles 0…k−1 of the plan, so the same document gives the same answer whenever it finishes.
 */
import { Worker } from "node:worker_threads";
import { KassenError } from "../../engine/index.ts";
import type { SimPlan } from "../../sim/plan.ts";
import { emptyTally, mergeTally, type SimTally } from "../../sim/tally.ts";
import type { FromWorker, ToWorker } from "../../sim/worker.ts";
import { simWorkerUrl } from "../../sim/worker-url.ts";

/** What a timed sim played. */
export interface TimedSim {
  tally: SimTally;
  seconds: number;
  /** The budget ran out before every battle was played. */
  timeUp: boolean;
}

/** Battles a range holds: a few, so a stop loses little (at most one range's work). */
function rangeSize(battles: number): number {
  return Math.max(1, Math.min(10, Math.ceil(battles / 40)));
}

/** Plays `plan.battles` battles on one worker, stopping after `seconds`. */
export async function timedSim(plan: SimPlan, seconds: number): Promise<TimedSim> {
  const t0 = performance.now();
  const tally = emptyTally();
  const size = rangeSize(plan.battles);
  let next = 0;
  let timeUp = false;
  const worker = new Worker(simWorkerUrl(), { workerData: plan });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        timeUp = true;
        resolve();
      }, seconds * 1000);
      const done = (err?: Error) => {
        clearTimeout(timer);
        if (err === undefined) resolve();
        else reject(err);
      };
      const give = () => {
        if (next >= plan.battles) return done();
        const start = next;
        next = Math.min(plan.battles, next + size);
        worker.postMessage({ start, end: next } satisfies ToWorker);
      };
      worker.on("message", (m: FromWorker) => {
        if (timeUp) return;
        if ("error" in m) return done(m.kassen ? new KassenError(m.error) : new Error(m.error));
        mergeTally(tally, m.tally);
        give();
      });
      worker.on("error", (err) => done(err));
      worker.on("exit", () => done(new Error("the sim worker stopped")));
      give();
    });
  } finally {
    worker.removeAllListeners("exit");
    await worker.terminate();
  }
  return { tally, seconds: (performance.now() - t0) / 1000, timeUp };
}
