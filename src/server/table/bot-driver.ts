/**
 * Bots at the tables of one process: when a table waits for a bot's seat, the bot pool is asked
 * (off the event loop) and its answer goes the way of a person's — through the table's queue, a
 * stored choice, a broadcast. One decision in flight per table; a failed one is asked again.
 */
import type { Seat } from "../../engine/index.ts";
import { BotPoolClosedError } from "../bots/bot-pool-error.ts";
import { type BotDecider, Refusal } from "./conn.ts";
import type { LiveTable } from "./live-table.ts";

/** How long a bot seat waits before its decision is asked for again after a failure. */
const BOT_RETRY_MS = 1000;

/** Plays a checked bot choice at a table (the hub's commit). */
export type PlayBot = (t: LiveTable, seat: Seat, option: string) => Promise<void>;

/** Drives the bot seats of the tables it is poked for. */
export class BotDriver {
  private readonly thinking = new Set<string>();
  private stopped = false;

  constructor(
    private readonly decide: BotDecider,
    private readonly play: PlayBot,
    private readonly onError: (err: unknown, where: string) => void,
  ) {}

  /** Whether a bot of this table is deciding now (the table must stay in memory). */
  busy(tableId: string): boolean {
    return this.thinking.has(tableId);
  }

  /** No more decisions asked for or played (a shutdown). */
  stop(): void {
    this.stopped = true;
  }

  /** If the table waits for a bot's seat, asks the pool and plays its answer. */
  poke(t: LiveTable): void {
    const p = t.battle.pending;
    if (p === null || this.stopped || this.thinking.has(t.id)) return;
    const seat = t.seatOf(p.seat);
    if (seat?.kind !== "bot" || seat.bot === null) return;
    const seq = t.seq;
    this.thinking.add(t.id);
    this.decide({
      tableId: t.id,
      system: t.system.id,
      init: t.init,
      // The table's start and choices as stored (its ids as seats know them): the bot plays the
      // battle the store holds, and answers in its ids.
      choices: t.outChoices(),
      seat: p.seat,
      spec: seat.bot,
    })
      .then((option) =>
        t.run(async () => {
          this.thinking.delete(t.id);
          // The table moved on meanwhile (a take-back, another process): the answer is moot.
          if (t.seq !== seq || this.stopped) return;
          await this.play(t, p.seat, option);
        }),
      )
      .catch((e) => {
        this.thinking.delete(t.id);
        // Shutting down: the pool closed under a thinking bot, or its answer came too late to
        // be stored. Nothing failed; the table resumes at the next start.
        if (this.stopped || e instanceof BotPoolClosedError) return;
        if (e instanceof Refusal && e.code === "stale") return this.poke(t);
        if (e instanceof Refusal && e.code === "closed") return;
        // A full pool or a crashed worker: the seat must not wait for ever; ask again later.
        this.onError(e, `bot at ${t.id}`);
        setTimeout(() => this.poke(t), BOT_RETRY_MS).unref();
      });
  }
}
