/**
 * A simulation worker: receives ranges of battle indices, plays them, posts their tallies back.
 * Errors travel back as data so the main thread can report them as one clear line.
 */
import { parentPort, workerData } from "node:worker_threads";
import { KassenError } from "../engine/index.ts";
import type { SimPlan } from "./plan.ts";
import { playRange } from "./play-range.ts";

/**
 * A message to a worker: a range to play (of its own plan, or of `plan` when given: `kassen
 * tune` plays many setups on one pool of workers), or the end.
 */
export type ToWorker = { start: number; end: number; plan?: SimPlan } | { stop: true };

/** A message from a worker. */
export type FromWorker =
  | { start: number; end: number; tally: ReturnType<typeof playRange> }
  | { error: string; kassen: boolean };

const plan = workerData as SimPlan;
const port = parentPort;
if (port === null) throw new Error("sim worker started outside a worker thread");
port.on("message", (m: ToWorker) => {
  if ("stop" in m) {
    port.close();
    return;
  }
  let reply: FromWorker;
  try {
    reply = { start: m.start, end: m.end, tally: playRange(m.plan ?? plan, m.start, m.end) };
  } catch (err) {
    reply = {
      error: err instanceof Error ? err.message : String(err),
      kassen: err instanceof KassenError,
    };
  }
  port.postMessage(reply);
});
