/**
 * Sim's worker threads kept for a whole `kassen tune` run: each batch (a plan — one point of the
 * search — and a range of its battle indices) is split into ranges played by every worker, and
 * the tallies are merged. Tallies are whole-number sums and each battle's seed comes from its
 * plan's seed and its index, so a batch's result does not depend on the number of workers.
 * With 0 workers the battles are played in this thread.
 */
import { Worker } from "node:worker_threads";
import { KassenError } from "../engine/index.ts";
import type { SimPlan } from "../sim/plan.ts";
import { playRange } from "../sim/play-range.ts";
import { emptyTally, mergeTally, type SimTally } from "../sim/tally.ts";
import type { FromWorker, ToWorker } from "../sim/worker.ts";
import { simWorkerUrl } from "../sim/worker-url.ts";

/** A pool of simulation workers that play ranges of any plan. */
export class BattlePool {
  private readonly workers: Worker[] = [];
  private failure: Error | null = null;

  /** Starts `count` workers (0: play in this thread). `plan` is any plan of the run. */
  constructor(
    readonly count: number,
    plan: SimPlan,
  ) {
    for (let i = 0; i < count; i++) {
      const w = new Worker(simWorkerUrl(), { workerData: plan });
      w.on("error", (err) => {
        this.failure = err;
      });
      this.workers.push(w);
    }
  }

  /** Plays battles `start` (inclusive) to `end` (exclusive) of `plan`. */
  async play(plan: SimPlan, start: number, end: number): Promise<SimTally> {
    if (this.failure !== null) throw this.failure;
    if (this.workers.length === 0) return playRange(plan, start, end);
    const total = end - start;
    const per = Math.ceil(total / this.workers.length);
    const tally = emptyTally();
    const jobs: Promise<void>[] = [];
    for (let i = 0; i < this.workers.length && start + i * per < end; i++) {
      const w = this.workers[i];
      const from = start + i * per;
      const to = Math.min(end, from + per);
      jobs.push(
        new Promise<void>((resolve, reject) => {
          const onError = (err: Error) => reject(err);
          w.once("error", onError);
          w.once("message", (m: FromWorker) => {
            w.off("error", onError);
            if ("error" in m) reject(m.kassen ? new KassenError(m.error) : new Error(m.error));
            else {
              mergeTally(tally, m.tally);
              resolve();
            }
          });
          w.postMessage({ start: from, end: to, plan } satisfies ToWorker);
        }),
      );
    }
    await Promise.all(jobs);
    if (tally.battles !== total)
      throw new KassenError(`a batch ended after ${tally.battles} of ${total} battles`);
    return tally;
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
