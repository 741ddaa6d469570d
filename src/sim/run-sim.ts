/**
 * Runs a simulation plan on worker threads. Battles are handed out in ranges to whichever worker
 * is free; their tallies are exact whole-number sums, so the result is the same for any number
 * of workers and any order of completion.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { KassenError } from "../engine/index.ts";
import type { SimPlan } from "./plan.ts";
import { playRange } from "./play-range.ts";
import { emptyTally, mergeTally, type SimTally } from "./tally.ts";
import type { FromWorker, ToWorker } from "./worker.ts";
import { simWorkerUrl } from "./worker-url.ts";

/** How to run. */
export interface RunSimOptions {
  /** Worker threads (default: one per core). 0 plays in this thread, blocking it. */
  workers?: number;
  /** Called after each finished range with battles done so far. */
  onProgress?: (done: number, total: number) => void;
}

/** A finished run. */
export interface SimRun {
  tally: SimTally;
  workers: number;
  seconds: number;
}

/** Battles per range: small enough to balance and report progress, big enough to be cheap. */
function rangeSize(battles: number, workers: number): number {
  return Math.max(1, Math.min(500, Math.ceil(battles / (Math.max(1, workers) * 40))));
}

/** Plays every battle of `plan`. */
export async function runSim(plan: SimPlan, opts: RunSimOptions = {}): Promise<SimRun> {
  const workers = Math.max(0, opts.workers ?? availableParallelism());
  const t0 = performance.now();
  const tally = emptyTally();
  const size = rangeSize(plan.battles, workers);
  if (workers === 0) {
    for (let s = 0; s < plan.battles; s += size) {
      mergeTally(tally, playRange(plan, s, Math.min(plan.battles, s + size)));
      opts.onProgress?.(tally.battles, plan.battles);
    }
    return { tally, workers, seconds: (performance.now() - t0) / 1000 };
  }
  let next = 0;
  const pool: Worker[] = [];
  const give = (w: Worker): void => {
    if (next >= plan.battles) {
      w.postMessage({ stop: true } satisfies ToWorker);
      return;
    }
    const start = next;
    next = Math.min(plan.battles, next + size);
    w.postMessage({ start, end: next } satisfies ToWorker);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      let live = Math.min(workers, Math.ceil(plan.battles / size));
      if (live === 0) resolve();
      for (let i = 0; i < live; i++) {
        const w = new Worker(simWorkerUrl(), { workerData: plan });
        pool.push(w);
        w.on("message", (m: FromWorker) => {
          if ("error" in m) {
            reject(m.kassen ? new KassenError(m.error) : new Error(m.error));
            return;
          }
          mergeTally(tally, m.tally);
          opts.onProgress?.(tally.battles, plan.battles);
          give(w);
        });
        w.on("error", reject);
        w.on("exit", () => {
          if (--live === 0) resolve();
        });
        give(w);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  if (tally.battles !== plan.battles) {
    throw new KassenError(`simulation ended after ${tally.battles} of ${plan.battles} battles`);
  }
  return { tally, workers, seconds: (performance.now() - t0) / 1000 };
}
