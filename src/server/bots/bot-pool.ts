/**
 * The table server's bots, off the event loop: a fixed set of worker threads decides bot seats'
 * choices, so a bot thinking for seconds (`mcts:20000`) never delays another table's requests.
 * A table's jobs always go to the same worker (by a hash of its id), whose cache keeps the
 * table's battle between decisions: a decision costs the new choices and the bot's thinking,
 * not a replay of the whole game.
 *
 * Workers start on first use, and a worker that crashes or exits is replaced by the next job
 * routed to it (not at once: a worker that cannot start must not be restarted in a loop). Its
 * pending jobs reject with one clear line. Idle workers do not keep the process alive.
 *
 * One more worker of the same script parses and checks uploaded scenarios (`parseScenario`):
 * YAML and a 256 KB content pack take the event loop 0.5–3 s, during which no socket, `/health`
 * or other request would be answered. It is started for an upload and ended once none came for
 * `uploadIdleMs`: parsing leaves a worker's heap some 100 MB larger for good (measured: a server
 * that kept it sat at 430 MB of RSS after 30 uploads of 250 KB, 217 MB parsing in-thread), and
 * ending the thread gives all of it back. Uploads never wait behind a table's long search.
 *
 * Limitation: tables sharing a worker queue behind each other, so a long `mcts` decision delays
 * bot decisions of the other tables hashed to its worker (never the event loop, nor tables on
 * other workers).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { PrepAnswer } from "../../build/prepare/prep-types.ts";
import { type Json, KassenError } from "../../engine/index.ts";
import type { Scenario } from "../../scenario/schema.ts";
import type { PrepareJob } from "../build/prepare-job.ts";
import type { LibraryAnswer, LibraryJob } from "../library/library-job.ts";
import type { BotJob, FromBotWorker, ScenarioJob, ToBotWorker } from "./bot-job.ts";
import { BotPoolClosedError, BotPoolError } from "./bot-pool-error.ts";
import { hashText } from "./bot-seed.ts";
import { checkJob } from "./check-job.ts";
import { botWorkerUrl } from "./worker-url.ts";

export type { BotJob } from "./bot-job.ts";
export { BotPoolClosedError, BotPoolError } from "./bot-pool-error.ts";

/** How a pool is built. */
export interface BotPoolOptions {
  /** Worker threads (1–64; default {@link defaultPoolSize}). */
  size?: number;
  /** Battles each worker keeps (least recently used dropped first; default 64). */
  cacheSize?: number;
  /** Jobs waiting or being decided before `decide` refuses more (default 1,000). */
  maxPending?: number;
  /** How long the upload worker waits for another upload before it ends (default 2,000 ms). */
  uploadIdleMs?: number;
}

/** Uploads queued for the upload worker before more are refused (each up to 256 KB of text). */
export const MAX_UPLOADS_WAITING = 16;

/**
 * Workers by default: one per core but the first, at least 2 and at most 4. On the 2-core
 * machine that is 2 — one worker would queue every table's bots behind one long search, and more
 * threads than cores would only take time from the main thread (HTTP, humans' choices) and add
 * ~40 MB each (bundled; ~90 MB through tsx) of loaded rules, content and cached battles.
 */
export function defaultPoolSize(): number {
  return Math.min(4, Math.max(2, availableParallelism() - 1));
}

/** A job posted and not yet answered. */
interface Waiting {
  /** The table it decides for ("an upload" for a scenario job), for messages. */
  tableId: string;
  resolve(answer: string | Json): void;
  reject(err: Error): void;
  /** Whether a refusal of the job's input is the upload's (a scenario job). */
  upload?: true;
}

/** An uploaded scenario a worker refused: one line naming the place, as the loader says it. */
export class UploadRefused extends KassenError {}

/** One worker place: the worker (null until started, or after it died) and its jobs. */
interface Slot {
  index: number;
  worker: Worker | null;
  jobs: Map<number, Waiting>;
  /** The last uncaught error of the current worker, for the message of the jobs it takes down. */
  crash: string | null;
}

/** Bots deciding on worker threads. */
export class BotPool {
  readonly size: number;
  readonly #cacheSize: number;
  readonly #maxPending: number;
  readonly #slots: Slot[];
  /** The upload worker's place (its worker null while no upload is being parsed). */
  readonly #uploads: Slot = { index: -1, worker: null, jobs: new Map(), crash: null };
  readonly #uploadIdleMs: number;
  #uploadTimer: NodeJS.Timeout | null = null;
  #nextId = 1;
  #closed = false;

  constructor(opts: BotPoolOptions = {}) {
    const size = opts.size ?? defaultPoolSize();
    if (!Number.isInteger(size) || size < 1 || size > 64)
      throw new BotPoolError(`bot pool: size must be a whole number from 1 to 64, got ${size}`);
    this.size = size;
    this.#cacheSize = Math.max(1, opts.cacheSize ?? 64);
    this.#maxPending = Math.max(1, opts.maxPending ?? 1000);
    this.#uploadIdleMs = Math.max(0, opts.uploadIdleMs ?? 2000);
    this.#slots = Array.from({ length: size }, (_, index) => ({
      index,
      worker: null,
      jobs: new Map(),
      crash: null,
    }));
  }

  /** Workers running now (started on first use; one that died counts again once replaced). */
  get running(): number {
    return this.#slots.filter((s) => s.worker !== null).length;
  }

  /** Jobs posted and not yet answered. */
  get pending(): number {
    let n = 0;
    for (const s of this.#slots) n += s.jobs.size;
    return n;
  }

  /**
   * Decides `job`: resolves with an option id legal for `job.seat` now. Rejects with
   * UnknownBotError for a bad spec, and BotPoolError for a bad job, a seat the battle does not
   * wait for, a refused recorded choice, a worker that died, or a closed or full pool.
   */
  async decide(job: BotJob): Promise<string> {
    if (this.#closed)
      throw new BotPoolClosedError(`bot pool is closed: no bot for table ${job.tableId}`);
    checkJob(job);
    if (this.pending >= this.#maxPending) {
      throw new BotPoolError(
        `bot pool is full (${this.#maxPending} jobs waiting): no bot for table ${job.tableId} now`,
      );
    }
    const slot = this.#slotOf(job.tableId);
    const worker = this.#workerOf(slot);
    const id = this.#nextId++;
    return new Promise<string>((resolve, reject) => {
      try {
        worker.postMessage({ kind: "decide", id, job } satisfies ToBotWorker);
      } catch (err) {
        // Not plain data (a function in the setup, say): nothing was posted, nothing waits.
        const why = err instanceof Error ? err.message : String(err);
        reject(
          new BotPoolError(`bot job for table ${job.tableId} cannot be sent to a worker: ${why}`),
        );
        return;
      }
      // Registered after posting is safe: no answer arrives before this function returns.
      slot.jobs.set(id, {
        tableId: job.tableId,
        resolve: resolve as (a: string | Json) => void,
        reject,
      });
      worker.ref();
    });
  }

  /**
   * Parses and checks an uploaded scenario for `job.system` on a worker, as `kassen check` loads
   * one (`uploadedScenario`): resolves with the scenario as plain data; rejects with
   * UploadRefused (the loader's line) for a scenario that cannot make a table, and BotPoolError
   * for a closed or full pool or a worker that died.
   */
  async parseScenario(job: ScenarioJob): Promise<Scenario> {
    return (await this.#onUploadWorker(
      { kind: "scenario", id: 0, job },
      "upload",
      "an upload",
    )) as Scenario;
  }

  /**
   * Runs a library job (a pack saved, imported or checked: docs/server.md) on the upload worker:
   * resolves with its answer, a refusal included; rejects with BotPoolError for a closed or
   * full pool or a worker that died.
   */
  async checkLibrary(job: LibraryJob): Promise<LibraryAnswer> {
    return (await this.#onUploadWorker(
      { kind: "library", id: 0, job },
      "library pack",
      "a library pack",
    )) as unknown as LibraryAnswer;
  }

  /**
   * Checks a prepared battle (`POST /api/build/prepare`) on the upload worker: resolves with its
   * problems and summary; rejects with BotPoolError for a closed or full pool or a dead worker.
   */
  async prepare(job: PrepareJob): Promise<PrepAnswer> {
    return (await this.#onUploadWorker(
      { kind: "prepare", id: 0, job },
      "prepared battle",
      "a prepared battle",
    )) as unknown as PrepAnswer;
  }

  /**
   * Posts a job to the upload worker (started if need be); its answer. `what` names the kind of
   * job in a refusal, `label` the job in a message of a worker that died.
   */
  #onUploadWorker(
    message: Extract<ToBotWorker, { kind: "scenario" | "library" | "prepare" }>,
    what: string,
    label: string,
  ): Promise<string | Json> {
    if (this.#closed) throw new BotPoolError(`bot pool is closed: no ${what} is checked now`);
    if (this.#uploads.jobs.size >= MAX_UPLOADS_WAITING)
      throw new BotPoolError(`${MAX_UPLOADS_WAITING} uploads are being checked: try again`);
    const slot = this.#uploads;
    if (this.#uploadTimer !== null) clearTimeout(this.#uploadTimer);
    this.#uploadTimer = null;
    const worker = this.#workerOf(slot);
    const id = this.#nextId++;
    return new Promise<string | Json>((resolve, reject) => {
      worker.postMessage({ ...message, id } satisfies ToBotWorker);
      slot.jobs.set(id, { tableId: label, resolve, reject, upload: true });
      worker.ref();
    });
  }

  /** Terminates every worker; jobs not yet answered reject. Later `decide` calls reject. */
  async close(): Promise<void> {
    this.#closed = true;
    const stopping: Promise<number>[] = [];
    if (this.#uploadTimer !== null) clearTimeout(this.#uploadTimer);
    for (const slot of [...this.#slots, this.#uploads]) {
      this.#rejectAll(
        slot,
        (t) => `bot pool closed before the bot of table ${t} decided`,
        BotPoolClosedError,
      );
      if (slot.worker !== null) stopping.push(slot.worker.terminate());
      slot.worker = null;
    }
    await Promise.all(stopping);
  }

  /**
   * Test hook: the worker of `tableId` throws an uncaught exception before its next message, as
   * a bug would. Jobs routed to it meanwhile reject; later ones get a new worker.
   */
  crashForTest(tableId: string): void {
    if (this.#closed) return;
    this.#workerOf(this.#slotOf(tableId)).postMessage({ kind: "crash" } satisfies ToBotWorker);
  }

  #slotOf(tableId: string): Slot {
    return this.#slots[hashText(tableId) % this.size];
  }

  /** The slot's worker, started now if it has none. */
  #workerOf(slot: Slot): Worker {
    if (slot.worker !== null) return slot.worker;
    const w = new Worker(botWorkerUrl(), { workerData: { cacheSize: this.#cacheSize } });
    slot.worker = w;
    slot.crash = null;
    w.unref();
    w.on("message", (m: FromBotWorker) => {
      const waiting = slot.jobs.get(m.id);
      if (waiting === undefined) return;
      slot.jobs.delete(m.id);
      if (slot.jobs.size === 0) {
        w.unref();
        if (slot === this.#uploads) this.#endUploadsLater(w);
      }
      if ("choice" in m) waiting.resolve(m.choice);
      else if ("scenario" in m) waiting.resolve(m.scenario);
      else if ("library" in m) waiting.resolve(m.library as unknown as Json);
      else if ("prepared" in m) waiting.resolve(m.prepared as unknown as Json);
      else if (!m.kassen) waiting.reject(new Error(`bot worker: ${m.error}`));
      else waiting.reject(waiting.upload ? new UploadRefused(m.error) : new BotPoolError(m.error));
    });
    w.on("error", (err) => {
      if (slot.worker === w) slot.crash = err.message;
    });
    w.on("exit", (code) => {
      // A worker already replaced or terminated by close() has nothing left to report.
      if (slot.worker !== w) return;
      slot.worker = null;
      const why = slot.crash === null ? `exit code ${code}` : slot.crash;
      this.#rejectAll(slot, (t) =>
        slot === this.#uploads
          ? `the upload worker stopped (${why}) before ${t} was checked`
          : `bot worker ${slot.index} stopped (${why}) before the bot of table ${t} decided`,
      );
    });
    return w;
  }

  /** Ends the upload worker `w` once no upload came for a while (its heap goes with it). */
  #endUploadsLater(w: Worker): void {
    if (this.#uploadTimer !== null) clearTimeout(this.#uploadTimer);
    this.#uploadTimer = setTimeout(() => {
      this.#uploadTimer = null;
      if (this.#uploads.worker !== w || this.#uploads.jobs.size > 0) return;
      // Out of its place first: its exit is then nobody's failure.
      this.#uploads.worker = null;
      void w.terminate();
    }, this.#uploadIdleMs);
    this.#uploadTimer.unref();
  }

  /** Whether the upload worker is running now (tests: it ends when idle). */
  get uploadWorkerRunning(): boolean {
    return this.#uploads.worker !== null;
  }

  #rejectAll(
    slot: Slot,
    message: (tableId: string) => string,
    kind: typeof BotPoolError = BotPoolError,
  ): void {
    const jobs = [...slot.jobs.values()];
    slot.jobs.clear();
    for (const j of jobs) j.reject(new kind(message(j.tableId)));
  }
}
