/**
 * The table server's bot pool against the same decisions in this thread: random bots on every
 * seat of whole vision games, through `decideJob` with one battle cache (what a worker does), and
 * through the pool's worker threads — one table at a time (each decision waits for the last: the
 * round trip's cost) and many tables at once (the pool's throughput). Worker start-up is left
 * out: the pool is warmed up first.
 */
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain .mjs script without type declarations
import { bundledBotWorker, freshBundle } from "../scripts/bundle.mjs";
import { type BattleInit, type Seat, startBattle } from "../src/engine/index.ts";
import { BattleCache } from "../src/server/bots/battle-cache.ts";
import { type BotJob, BotPool, defaultPoolSize } from "../src/server/bots/bot-pool.ts";
import { decideJob } from "../src/server/bots/decide.ts";
import { setBotWorkerUrl } from "../src/server/bots/worker-url.ts";
import { SYSTEM_ENTRIES } from "../src/systems/registry.ts";

/** One measured way of deciding. */
export interface PoolSpeed {
  how: string;
  games: number;
  decisions: number;
  decisionsPerSecond: number;
}

type Decide = (job: BotJob) => string | Promise<string>;

/** Plays vision game `g` with every decision from `decide`; returns the decisions made. */
async function playGame(g: number, decide: Decide): Promise<number> {
  const e = SYSTEM_ENTRIES.vision;
  const init: BattleInit = { seed: g, setup: e.newGame ?? null, ids: "opaque" };
  const b = startBattle(e.system, init);
  const choices: [Seat, string][] = [];
  while (b.pending !== null && choices.length < 20_000) {
    const seat = b.pending.seat;
    const choice = await decide({
      tableId: `bench-${g}`,
      system: "vision",
      init,
      choices,
      seat,
      spec: "random",
    });
    b.choose(seat, choice);
    choices.push([seat, choice]);
  }
  return choices.length;
}

/** Plays games `0..games-1`, `parallel` of them at a time. */
async function measure(
  how: string,
  games: number,
  parallel: number,
  decide: Decide,
): Promise<PoolSpeed> {
  let next = 0;
  let decisions = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < games) {
        // Not `decisions += await …`: that reads `decisions` before the other tables add theirs.
        const made = await playGame(next++, decide);
        decisions += made;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { how, games, decisions, decisionsPerSecond: decisions / seconds };
}

/** Random-bot decisions per second in-process, and through the pool one table and 16 at a time. */
export async function benchBotPool(games: number): Promise<PoolSpeed[]> {
  const entry: string | null = await freshBundle(fileURLToPath(new URL("..", import.meta.url)));
  if (entry !== null) setBotWorkerUrl(bundledBotWorker(entry));
  const cache = new BattleCache();
  await measure("warm-up", 5, 1, (j) => decideJob(j, cache).choice);
  const inProcess = await measure("in-process", games, 1, (j) => decideJob(j, cache).choice);
  const pool = new BotPool();
  try {
    await measure("warm-up", 8, 8, (j) => pool.decide(j));
    const one = await measure("pool, 1 table at a time", games, 1, (j) => pool.decide(j));
    const many = await measure("pool, 16 tables at once", games, 16, (j) => pool.decide(j));
    return [inProcess, one, many].map((r) => ({
      ...r,
      how: r.how.replace("pool", `pool (${defaultPoolSize()} workers)`),
    }));
  } finally {
    await pool.close();
  }
}
