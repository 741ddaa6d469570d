/**
 * Storing table talk (issue 31): a line is appended under the id its writer names, and the
 * primary key (table_id, id) decides a race between processes as it does for choices — the
 * loser is told "taken" and takes the next id. On PostgreSQL the insert and its `pg_notify` are
 * one statement, so a line is announced exactly when it commits; on SQLite the lines of one turn
 * of the event loop are committed together and fsynced (synchronous=FULL) before the caller
 * tells anyone.
 */
import type { Kysely } from "kysely";
import { TALK_CHANNEL } from "./pg-listener.ts";
import { isUniqueViolation, toTalk } from "./rows.ts";
import type { StoreSchema } from "./schema.ts";
import { TurnBatcher } from "./turn-batcher.ts";
import type { TalkRow } from "./types.ts";

/** How a talk append ended. */
export type TalkAppend = "ok" | "taken" | "closed";

/** The row's columns as stored. */
function columns(r: TalkRow) {
  return {
    table_id: r.tableId,
    id: r.id,
    at: r.at,
    seq: r.seq,
    seat: r.seat,
    kind: r.kind,
    body: JSON.stringify(r.body),
    to: r.to === null ? null : JSON.stringify(r.to),
    secret: r.secret ? 1 : 0,
    revealed: r.revealed ? 1 : 0,
    hidden: r.hidden ? 1 : 0,
  };
}

/** Appends talk lines in one SQLite transaction (one fsync); a result per line, in order. */
async function appendSqliteBatch(
  db: Kysely<StoreSchema>,
  rows: readonly TalkRow[],
): Promise<TalkAppend[]> {
  return db.transaction().execute(async (trx) => {
    const out: TalkAppend[] = [];
    for (const r of rows) {
      const t = await trx
        .selectFrom("tables")
        .select("status")
        .where("id", "=", r.tableId)
        .executeTakeFirst();
      if (t === undefined || t.status === "closed") {
        out.push("closed");
        continue;
      }
      // A taken id fails this row only: insert-or-ignore, then see whether it went in.
      const ins = await trx
        .insertInto("talk")
        .values(columns(r))
        .onConflict((oc) => oc.columns(["table_id", "id"]).doNothing())
        .executeTakeFirst();
      out.push(ins.numInsertedOrUpdatedRows === 1n ? "ok" : "taken");
    }
    return out;
  });
}

/** Appends one talk line on PostgreSQL: the insert and its notify in one statement. */
async function appendPostgres(db: Kysely<StoreSchema>, r: TalkRow): Promise<TalkAppend> {
  const { sql } = await import("kysely");
  const c = columns(r);
  try {
    const res = await sql<{ n: string }>`
      WITH ins AS (
        INSERT INTO talk (table_id, id, at, seq, seat, kind, body, "to", secret, revealed, hidden)
        SELECT id, ${c.id}, ${c.at}, ${c.seq}, ${c.seat}, ${c.kind}, ${c.body}, ${c.to}, 0, 0, 0
        FROM tables WHERE id = ${c.table_id} AND status <> 'closed'
        RETURNING id
      )
      SELECT pg_notify(${TALK_CHANNEL}, ${`${r.tableId}:${r.id}`}) AS n FROM ins`.execute(db);
    return res.rows.length === 1 ? "ok" : "closed";
  } catch (err) {
    // The primary key (table_id, id): another process took the id first.
    if (isUniqueViolation(err)) return "taken";
    throw err;
  }
}

/**
 * Appends talk lines (see TableStore.appendTalk). On SQLite the lines of one turn of the event
 * loop share a transaction — one fsync for them all, each answered only after the commit (as
 * choices are, append.ts): better-sqlite3 is synchronous, and an fsync per line would hold the
 * whole server.
 */
export class TalkAppender {
  readonly #batch: TurnBatcher<TalkRow, TalkAppend>;

  constructor(
    private readonly kind: "sqlite" | "postgres",
    private readonly db: Kysely<StoreSchema>,
  ) {
    this.#batch = new TurnBatcher((rs) => appendSqliteBatch(db, rs));
  }

  /** Appends `r`; resolves once it is committed (or refused). */
  append(r: TalkRow): Promise<TalkAppend> {
    if (this.kind === "postgres") return appendPostgres(this.db, r);
    return this.#batch.add(r);
  }
}

/** Talk lines after `afterId`, oldest first; with `limit`, the newest that many (or the first). */
export async function listTalk(
  db: Kysely<StoreSchema>,
  tableId: string,
  afterId: number,
  opts: { limit?: number; oldest?: boolean } = {},
): Promise<TalkRow[]> {
  const q = db
    .selectFrom("talk")
    .selectAll()
    .where("table_id", "=", tableId)
    .where("id", ">", afterId);
  if (opts.limit === undefined) return (await q.orderBy("id").execute()).map(toTalk);
  if (opts.oldest === true) return (await q.orderBy("id").limit(opts.limit).execute()).map(toTalk);
  return (await q.orderBy("id", "desc").limit(opts.limit).execute()).reverse().map(toTalk);
}

/** The highest talk id of a table (0: none). */
export async function lastTalkId(db: Kysely<StoreSchema>, tableId: string): Promise<number> {
  const r = await db
    .selectFrom("talk")
    .select((eb) => eb.fn.max("id").as("last"))
    .where("table_id", "=", tableId)
    .executeTakeFirst();
  return Number(r?.last ?? 0);
}

/** Sets a line's flag; on PostgreSQL announces it in the same statement. */
export async function flagTalk(
  kind: "sqlite" | "postgres",
  db: Kysely<StoreSchema>,
  tableId: string,
  id: number,
  flag: "revealed" | "hidden",
): Promise<boolean> {
  if (kind === "sqlite") {
    const r = await db
      .updateTable("talk")
      .set({ [flag]: 1 })
      .where("table_id", "=", tableId)
      .where("id", "=", id)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  }
  const { sql } = await import("kysely");
  const res = await sql<{ n: string }>`
    WITH up AS (
      UPDATE talk SET ${sql.ref(flag)} = 1 WHERE table_id = ${tableId} AND id = ${id} RETURNING id
    )
    SELECT pg_notify(${TALK_CHANNEL}, ${`${tableId}:u${id}`}) AS n FROM up`.execute(db);
  return res.rows.length === 1;
}
