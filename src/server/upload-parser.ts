/**
 * How the server parses an uploaded scenario: on a bot worker thread when it has a pool (so a
 * 256 KB content pack never holds the event loop), in the calling thread otherwise (an app built
 * without one). Either way the same loader, with the same refusals.
 */
import { KassenError } from "../engine/index.ts";
import type { Scenario } from "../scenario/schema.ts";
import type { ScenarioJob } from "./bots/bot-job.ts";
import { BotPoolError } from "./bots/bot-pool-error.ts";
import { uploadedScenario } from "./create-table.ts";

/** Parses and checks an upload for a system (rejects with a KassenError naming the place). */
export type UploadParser = (job: ScenarioJob) => Promise<Scenario>;

/** The in-thread parser. */
export const parseInThread: UploadParser = async (job) =>
  uploadedScenario(job.system, job.text).scenario;

/**
 * The HTTP status and line for an error of parsing an upload, or null when it is not the
 * upload's fault nor the pool's (a defect: the route throws it on).
 */
export function uploadFailure(err: unknown): { status: number; error: string } | null {
  // The pool closed, full or its worker gone: the upload was not looked at. Try again.
  if (err instanceof BotPoolError) return { status: 503, error: err.message.split("\n")[0] };
  if (err instanceof KassenError) return { status: 400, error: err.message.split("\n")[0] };
  return null;
}
