/**
 * The server's one quick-sim worker thread, kept between sims and ended once none came for a
 * while. A worker's start costs more than a quick sim's battles (from source, through tsx: 2.3–
 * 2.7 CPU seconds against 0.6–1.3 s for 200 battles of a starter; docs/server.md), and a GM
 * changing a monster and asking again should not pay it each time; an idle worker holds its
 * loaded rules and content (~100 MB), so it is not kept for good either.
 */
import { Worker } from "node:worker_threads";
import type { SimPlan } from "../../sim/plan.ts";
import { simWorkerUrl } from "../../sim/worker-url.ts";

/** How long a worker is kept without a sim (ms). */
export const SIM_WORKER_IDLE_MS = 60_000;

/** Lends one sim worker at a time; `close()` ends it for good. */
export class SimWorkerKeeper {
  #worker: Worker | null = null;
  #timer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(private readonly idleMs = SIM_WORKER_IDLE_MS) {}

  /** The kept worker, or a new one (its start plan is any plan: every range names its own). */
  take(plan: SimPlan): Worker {
    if (this.#closed) throw new Error("the sim worker keeper is closed");
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    const worker = this.#worker ?? this.#start(plan);
    this.#worker = worker;
    worker.ref();
    return worker;
  }

  /**
   * The worker back: kept for `idleMs` when it finished its ranges (`clean`), ended now when it
   * was stopped mid-range or failed (its state is not to be trusted, and a range cannot be cut).
   */
  async give(worker: Worker, clean: boolean): Promise<void> {
    if (!clean || this.#closed || worker !== this.#worker) {
      if (worker === this.#worker) this.#worker = null;
      await worker.terminate();
      return;
    }
    // Idle, it must not keep the process alive (a server closing, a test ending).
    worker.unref();
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#worker === worker) this.#worker = null;
      void worker.terminate();
    }, this.idleMs);
    this.#timer.unref();
  }

  /** A new worker, forgotten if it fails or exits (a lender listens for its own sim too). */
  #start(plan: SimPlan): Worker {
    const w = new Worker(simWorkerUrl(), { workerData: plan });
    const forget = () => {
      if (this.#worker === w) this.#worker = null;
    };
    w.on("error", forget);
    w.on("exit", forget);
    return w;
  }

  /** Ends the worker; later `take` calls throw. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    const w = this.#worker;
    this.#worker = null;
    if (w !== null) await w.terminate();
  }
}
