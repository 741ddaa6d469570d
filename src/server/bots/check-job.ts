/**
 * The checks a bot job passes in the main thread before it is posted: cheap, and each failure
 * one line naming the field. A bad spec rejects with the registry's own UnknownBotError. Whether
 * the seat is the one the battle waits for only the worker can tell (it holds the battle).
 */
import { makeBot } from "../../bots/registry.ts";
import { MAX_REPLAY_CHOICES } from "../../shared/limits.ts";
import { findSystem } from "../../systems/registry.ts";
import type { BotJob } from "./bot-job.ts";
import { BotPoolError } from "./bot-pool-error.ts";

/** Characters of a table id: the store's ids are short; this only bounds the cache keys. */
export const MAX_TABLE_ID_CHARS = 200;

/** Throws (BotPoolError, or UnknownBotError for the spec) unless `job` is worth posting. */
export function checkJob(job: BotJob): void {
  const id = job.tableId;
  if (typeof id !== "string" || id === "" || id.length > MAX_TABLE_ID_CHARS) {
    throw new BotPoolError(
      `bot job: tableId must be a non-empty string of at most ${MAX_TABLE_ID_CHARS} characters`,
    );
  }
  if (findSystem(job.system) === undefined)
    throw new BotPoolError(`bot job for table ${id}: unknown system ${JSON.stringify(job.system)}`);
  if (typeof job.seat !== "string" || job.seat === "")
    throw new BotPoolError(`bot job for table ${id}: seat must be a non-empty string`);
  if (typeof job.spec !== "string") throw new BotPoolError(`bot job for table ${id}: no bot spec`);
  makeBot(job.spec, 0);
  if (!Array.isArray(job.choices) || job.choices.length > MAX_REPLAY_CHOICES) {
    throw new BotPoolError(
      `bot job for table ${id}: choices must be a list of at most ${MAX_REPLAY_CHOICES} [seat, option] pairs`,
    );
  }
  for (let i = 0; i < job.choices.length; i++) {
    const c = job.choices[i];
    if (!Array.isArray(c) || c.length !== 2 || typeof c[0] !== "string" || typeof c[1] !== "string")
      throw new BotPoolError(
        `bot job for table ${id}: choices[${i}] must be a [seat, option] pair`,
      );
  }
}
