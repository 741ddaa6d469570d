/**
 * Appending choices: the hot write of the table server (one per decision of every table), so
 * each database gets the cheapest form that keeps the race rule and the durability promise.
 *
 * - SQLite: group commit. Choices of different tables arriving in the same turn of the event
 *   loop go into one `BEGIN IMMEDIATE … COMMIT`: one fsync for the batch instead of one each
 *   (better-sqlite3 is synchronous, so every fsync held the whole server). Each choice is still
 *   answered only after the commit, so an acknowledged choice is a durable one; each row gets
 *   its own compare-and-set, and a stale row is skipped without touching the others.
 * - PostgreSQL: one statement (a compare-and-set, the insert and the notify in one CTE), one
 *   round trip instead of five (BEGIN, UPDATE, INSERT, NOTIFY, COMMIT); a statement is its own
 *   transaction, so the notify still goes out exactly when the choice commits.
 */
import type { Kysely, Transaction } from "kysely";
import { CHOICES_CHANNEL } from "./pg-listener.ts";
import { isUniqueViolation } from "./rows.ts";
import type { StoreSchema } from "./schema.ts";
import { TurnBatcher } from "./turn-batcher.ts";
import type { ChoiceRow } from "./types.ts";

/** How an append ended. */
export type AppendResult = "ok" | "stale" | "closed";

/** Whether a table that refused a choice was closed (else the seq had moved: stale). */
async function refusal(db: Kysely<StoreSchema> | Transaction<StoreSchema>, tableId: string) {
  const t = await db
    .selectFrom("tables")
    .select("status")
    .where("id", "=", tableId)
    .executeTakeFirst();
  return t?.status === "closed" ? "closed" : "stale";
}

/** Appends a batch of choices in one SQLite transaction; a result per choice, in order. */
export async function appendSqliteBatch(
  db: Kysely<StoreSchema>,
  rows: readonly ChoiceRow[],
): Promise<AppendResult[]> {
  return db.transaction().execute(async (trx) => {
    const out: AppendResult[] = [];
    for (const c of rows) {
      const moved = await trx
        .updateTable("tables")
        .set({ seq: c.seq, updated_at: c.at })
        .where("id", "=", c.tableId)
        .where("seq", "=", c.seq - 1)
        .where("status", "!=", "closed")
        .executeTakeFirst();
      if (moved.numUpdatedRows !== 1n) {
        out.push(await refusal(trx, c.tableId));
        continue;
      }
      await trx
        .insertInto("choices")
        .values({ table_id: c.tableId, seq: c.seq, seat: c.seat, option: c.option, at: c.at })
        .execute();
      out.push("ok");
    }
    return out;
  });
}

/** Appends one choice on PostgreSQL in a single statement. */
export async function appendPostgres(db: Kysely<StoreSchema>, c: ChoiceRow): Promise<AppendResult> {
  // Loaded here: the CLI is one bundle, and a top-level import would load kysely for every command.
  const { sql } = await import("kysely");
  try {
    // A concurrent writer of the same seq waits for the row lock of `moved`, then finds the seq
    // moved on and updates nothing: no row, nothing inserted, nothing announced.
    const r = await sql<{ n: string }>`
      WITH moved AS (
        UPDATE tables SET seq = ${c.seq}, updated_at = ${c.at}
        WHERE id = ${c.tableId} AND seq = ${c.seq - 1} AND status <> 'closed'
        RETURNING id
      ), ins AS (
        INSERT INTO choices (table_id, seq, seat, option, at)
        SELECT id, ${c.seq}, ${c.seat}, ${c.option}, ${c.at} FROM moved
        RETURNING seq
      )
      SELECT pg_notify(${CHOICES_CHANNEL}, ${`${c.tableId}:${c.seq}`}) AS n FROM ins`.execute(db);
    return r.rows.length === 1 ? "ok" : await refusal(db, c.tableId);
  } catch (err) {
    // The primary key (table_id, seq) is the last word on a race the seq check did not see.
    if (isUniqueViolation(err)) return "stale";
    throw err;
  }
}

/** SQLite appends of one turn of the event loop, written in one transaction (TurnBatcher). */
export class AppendBatcher extends TurnBatcher<ChoiceRow, AppendResult> {
  constructor(db: Kysely<StoreSchema>) {
    super((cs) => appendSqliteBatch(db, cs));
  }

  /** Appends `c` with the others of this turn; resolves after their commit. */
  append(c: ChoiceRow): Promise<AppendResult> {
    return this.add(c);
  }
}
