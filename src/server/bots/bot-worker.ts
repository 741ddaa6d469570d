/**
 * A bot worker thread: decides the jobs the pool sends, one at a time, keeping its tables'
 * battles in a cache between decisions, and parses uploaded scenarios, checks library packs and
 * prepared battles off the event loop. Errors travel back as data so the pool rejects with one
 * clear line; only a test's crash order kills the thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type Json, KassenError } from "../../engine/index.ts";
import { runPrepareJob } from "../build/prepare-job.ts";
import { uploadedScenario } from "../create-table.ts";
import { runLibraryJob } from "../library/library-job.ts";
import { BattleCache } from "./battle-cache.ts";
import type { FromBotWorker, ToBotWorker } from "./bot-job.ts";
import { decideJob } from "./decide.ts";

const port = parentPort;
if (port === null) throw new Error("bot worker started outside a worker thread");
const cache = new BattleCache((workerData as { cacheSize?: number } | null)?.cacheSize);
port.on("message", (m: ToBotWorker) => {
  if (m.kind === "crash") {
    // An uncaught exception, as a bug would throw: the pool sees "error" then "exit", and the
    // messages queued behind this one are never read.
    throw new Error("bot worker crashed on a test's order");
  }
  let reply: FromBotWorker;
  try {
    reply =
      m.kind === "scenario"
        ? { id: m.id, scenario: uploadedScenario(m.job.system, m.job.text).scenario as Json }
        : m.kind === "library"
          ? { id: m.id, library: runLibraryJob(m.job) }
          : m.kind === "prepare"
            ? { id: m.id, prepared: runPrepareJob(m.job) }
            : { id: m.id, choice: decideJob(m.job, cache).choice };
  } catch (err) {
    reply = {
      id: m.id,
      error: err instanceof Error ? err.message : String(err),
      kassen: err instanceof KassenError,
    };
  }
  port.postMessage(reply);
});
