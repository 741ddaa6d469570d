/**
 * Hearing the choices other processes accept: one dedicated PostgreSQL connection doing
 * `LISTEN kassen_choices` (a pooled connection cannot: LISTEN belongs to its session). A lost
 * connection is made again, with growing pauses; notices sent while it was down are lost, which
 * `onReconnect` tells the caller so it can catch up with `choices(tableId, afterSeq)`.
 */
import type { Client } from "pg";
import type { ChoiceNotice, TalkNotice } from "./types.ts";

/** The channel appendChoice notifies on; the payload is `<tableId>:<seq>`. */
export const CHOICES_CHANNEL = "kassen_choices";
/** The channel talk is announced on: `<tableId>:<id>` for a new line, `<tableId>:u<id>` for a change. */
export const TALK_CHANNEL = "kassen_talk";

/** First and longest pause before connecting again. */
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/** A payload as a notice, or null when it is not one of ours. */
export function parseNotice(payload: string | undefined): ChoiceNotice | null {
  const m = /^(.+):(\d+)$/.exec(payload ?? "");
  if (m === null) return null;
  const seq = Number(m[2]);
  return Number.isSafeInteger(seq) ? { tableId: m[1], seq } : null;
}

/** A talk payload as a notice, or null when it is not one of ours. */
export function parseTalkNotice(payload: string | undefined): TalkNotice | null {
  const m = /^(.+):(u?)(\d+)$/.exec(payload ?? "");
  if (m === null) return null;
  const id = Number(m[3]);
  return Number.isSafeInteger(id) ? { tableId: m[1], id, update: m[2] === "u" } : null;
}

/** The listening connection of one store. */
export class PgListener {
  readonly #url: string;
  readonly #onChoice = new Set<(n: ChoiceNotice) => void>();
  readonly #onReconnect = new Set<() => void>();
  readonly #onTalk = new Set<(n: TalkNotice) => void>();
  #client: Client | null = null;
  #started: Promise<void> | null = null;
  #closed = false;
  #retryMs = RETRY_MIN_MS;
  #timer: NodeJS.Timeout | null = null;

  constructor(url: string) {
    this.#url = url;
  }

  /** Adds a talk handler; the first call of this or {@link add} connects. */
  async addTalk(onTalk: (n: TalkNotice) => void): Promise<void> {
    this.#onTalk.add(onTalk);
    await this.#start();
  }

  /** Adds handlers; the first call connects (and rejects when that fails). */
  async add(onChoice: (n: ChoiceNotice) => void, onReconnect?: () => void): Promise<void> {
    this.#onChoice.add(onChoice);
    if (onReconnect !== undefined) this.#onReconnect.add(onReconnect);
    await this.#start();
  }

  /** Connects once (a failed first connection may be tried again by the next caller). */
  async #start(): Promise<void> {
    this.#started ??= this.#connect().catch((err) => {
      this.#started = null;
      throw err;
    });
    await this.#started;
  }

  /** One connection: LISTEN, deliver notices, and on loss schedule the next. */
  async #connect(): Promise<void> {
    const { default: pg } = await import("pg");
    const client = new pg.Client({
      connectionString: this.#url,
      application_name: "kassen-listener",
      connectionTimeoutMillis: 10_000,
    });
    // Only a connection that was up is retried from here; a failed attempt is the caller's.
    let up = false;
    const onLost = (): void => {
      if (!up) return;
      up = false;
      client.end().catch(() => {});
      if (this.#client === client) this.#client = null;
      this.#retry();
    };
    client.on("error", onLost);
    client.on("end", onLost);
    client.on("notification", (msg) => {
      if (msg.channel === TALK_CHANNEL) {
        const talk = parseTalkNotice(msg.payload);
        if (talk !== null) for (const f of this.#onTalk) f(talk);
        return;
      }
      if (msg.channel !== CHOICES_CHANNEL) return;
      const notice = parseNotice(msg.payload);
      if (notice === null) return;
      for (const f of this.#onChoice) f(notice);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHOICES_CHANNEL}`);
      await client.query(`LISTEN ${TALK_CHANNEL}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    if (this.#closed) {
      await client.end();
      return;
    }
    up = true;
    this.#client = client;
    this.#retryMs = RETRY_MIN_MS;
  }

  /** Connects again after a pause, doubling it after every failure. */
  #retry(): void {
    if (this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#closed) return;
      this.#connect().then(
        () => {
          for (const f of this.#onReconnect) f();
        },
        () => {
          this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
          this.#retry();
        },
      );
    }, this.#retryMs);
  }

  /** Stops listening and ends the connection. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    if (client !== null) await client.end().catch(() => {});
  }
}
