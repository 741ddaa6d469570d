/**
 * One bot decision from a job: the table's battle (cached or rebuilt), then a fresh bot made from
 * the spec with the job's seed, shown only a BotContext — never the battle itself, as in the CLI
 * and the simulator. A fresh bot per decision keeps decisions repeatable: the same job gives the
 * same answer whichever worker, cache state or process handles it.
 */
import { botContext } from "../../bots/bot.ts";
import { makeBot } from "../../bots/registry.ts";
import { KassenError } from "../../engine/index.ts";
import type { BattleCache, CacheOutcome } from "./battle-cache.ts";
import type { BotJob } from "./bot-job.ts";
import { tableBotSeed } from "./bot-seed.ts";

/** A decision and how its battle was obtained. */
export interface Decision {
  choice: string;
  outcome: CacheOutcome;
}

/** Decides `job` with the battles of `cache` (the worker's, or a local one in-process). */
export function decideJob(job: BotJob, cache: BattleCache): Decision {
  const { battle, outcome } = cache.battleFor(job);
  const pending = battle.pending;
  if (pending === null) {
    throw new KassenError(
      `table ${job.tableId}: no decision is pending (the battle is over) — nothing for the bot on ${job.seat} to decide`,
    );
  }
  if (pending.seat !== job.seat) {
    throw new KassenError(
      `table ${job.tableId}: the battle waits for ${pending.seat}, not for the bot on ${job.seat}`,
    );
  }
  const bot = makeBot(job.spec, tableBotSeed(job.tableId, job.choices.length));
  return { choice: bot.choose(botContext(battle, job.seat)), outcome };
}
