/**
 * A quick sim on one worker thread with a time budget: battles are handed to the worker in small
 * ranges, in order, and when the budget is spent the worker is stopped and the battles done so
 * far are the answer. `runSim` plays every battle it is given; a server must answer in seconds
 * whatever the prepared battle costs. One worker, ranges in order: the battles done are always
 * battles 0…k−1 of the plan, so the same document gives the same answer whenever it finishes.
 */
import type { Worker } from "node:worker_threads";
import { KassenError } from "../../engine/index.ts";
import type { SimPlan } from "../../sim/plan.ts";
import { emptyTally, mergeTally, type SimTally } from "../../sim/tally.ts";
import type { FromWorker, ToWorker } from "../../sim/worker.ts";
import { SimWorkerKeeper } from "./sim-worker-keeper.ts";

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

/**
 * Plays `plan.battles` battles on one worker, stopping after `seconds`. The worker comes from
 * `keeper` and goes back to it (default: a keeper of its own, the worker ended after).
 */
export async function timedSim(
  plan: SimPlan,
  seconds: number,
  keeper?: SimWorkerKeeper,
): Promise<TimedSim> {
  const t0 = performance.now();
  const tally = emptyTally();
  const size = rangeSize(plan.battles);
  const own = keeper === undefined;
  const lender = keeper ?? new SimWorkerKeeper(0);
  let next = 0;
  let timeUp = false;
  let clean = false;
  const worker: Worker = lender.take(plan);
  let onMessage: (m: FromWorker) => void = () => {};
  let onError: (err: Error) => void = () => {};
  let onExit: () => void = () => {};
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
        if (next >= plan.battles) {
          clean = true;
          return done();
        }
        const start = next;
        next = Math.min(plan.battles, next + size);
        worker.postMessage({ start, end: next, plan } satisfies ToWorker);
      };
      onMessage = (m) => {
        if (timeUp) return;
        if ("error" in m) return done(m.kassen ? new KassenError(m.error) : new Error(m.error));
        mergeTally(tally, m.tally);
        give();
      };
      onError = (err) => done(err);
      onExit = () => done(new Error("the sim worker stopped"));
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      give();
    });
  } finally {
    worker.off("message", onMessage);
    worker.off("error", onError);
    worker.off("exit", onExit);
    await lender.give(worker, clean);
    if (own) await lender.close();
  }
  return { tally, seconds: (performance.now() - t0) / 1000, timeUp };
}
