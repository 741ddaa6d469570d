/**
 * `POST /api/build/prepare` as a job: a prepared battle's problems and, when it has none, its
 * summary (checkPrep/prepAnswer). The check loads the scenario as an upload is loaded (a 256 KB
 * pack costs the event loop up to a second), so the server runs it on its upload worker
 * (`BotPool.prepare`) as it checks library packs; an app built without a pool runs it here.
 */
import { prepAnswer } from "../../build/prepare/prep-check.ts";
import type { PrepAnswer, PrepDoc } from "../../build/prepare/prep-types.ts";
import type { Lang } from "../../engine/index.ts";

/** A prepared battle to check: the body's `doc` as sent (checkPrep reads its shape first). */
export interface PrepareJob {
  doc: unknown;
  lang: Lang;
}

/** Runs prepare jobs somewhere (rejects with BotPoolError when a pool cannot take one now). */
export type Preparer = (job: PrepareJob) => Promise<PrepAnswer>;

/** The answer to a prepare job (a doc that is no prepared battle is a problem at its place). */
export function runPrepareJob(job: PrepareJob): PrepAnswer {
  return prepAnswer(job.doc as PrepDoc, job.lang);
}

/** The in-thread runner (an app built without a pool). */
export const prepareInThread: Preparer = async (job) => runPrepareJob(job);
