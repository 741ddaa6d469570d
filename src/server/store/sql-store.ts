/**
 * The TableStore over kysely: the same queries for SQLite and PostgreSQL. What differs — opening,
 * pragmas, the listener — is decided in open-store.ts and passed in.
 */
import type { Kysely } from "kysely";
import { AppendBatcher, type AppendResult, appendPostgres } from "./append.ts";
import { StoreError } from "./errors.ts";
import type { PgListener } from "./pg-listener.ts";
import { isUniqueViolation, toChoice, toTable } from "./rows.ts";
import type { StoreSchema } from "./schema.ts";
import { appendTalk, flagTalk, lastTalkId, listTalk, type TalkAppend } from "./talk-store.ts";
import type {
  ChoiceNotice,
  ChoiceRow,
  NewTable,
  StoredTable,
  TableStatus,
  TableStore,
  TalkNotice,
  TalkRow,
  TokenGrant,
} from "./types.ts";

/** Tables `listTables` returns without a `limit`, and the most it returns with one. */
export const DEFAULT_LIST_LIMIT = 100;
export const MAX_LIST_LIMIT = 1000;

/** A TableStore on an open kysely database. */
export class SqlStore implements TableStore {
  readonly kind: "sqlite" | "postgres";
  readonly #db: Kysely<StoreSchema>;
  readonly #listener: PgListener | null;
  #closed: Promise<void> | null = null;
  readonly #batcher: AppendBatcher | null;

  constructor(kind: "sqlite" | "postgres", db: Kysely<StoreSchema>, listener: PgListener | null) {
    this.kind = kind;
    this.#db = db;
    this.#listener = listener;
    this.#batcher = kind === "sqlite" ? new AppendBatcher(db) : null;
  }

  async createTable(t: NewTable): Promise<void> {
    try {
      await this.#db.transaction().execute(async (trx) => {
        await trx
          .insertInto("tables")
          .values({
            id: t.id,
            system: t.system,
            init: t.init,
            title: t.title,
            status: "open",
            created_at: t.createdAt,
            updated_at: t.createdAt,
            seq: 0,
            spectator_token_hash: t.spectatorTokenHash,
            talk_spectators: t.talkSpectators === true ? 1 : 0,
          })
          .execute();
        if (t.seats.length === 0) return;
        await trx
          .insertInto("seats")
          .values(
            t.seats.map((s, pos) => ({
              table_id: t.id,
              seat: s.seat,
              pos,
              kind: s.kind,
              bot: s.bot,
              lang: s.lang,
              token_hash: s.tokenHash,
            })),
          )
          .execute();
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw new StoreError(`table ${t.id}: its id, a seat or a token is already stored`);
    }
  }

  async getTable(id: string): Promise<StoredTable | null> {
    const row = await this.#db
      .selectFrom("tables")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (row === undefined) return null;
    const seats = await this.#db
      .selectFrom("seats")
      .selectAll()
      .where("table_id", "=", id)
      .orderBy("pos")
      .execute();
    return toTable(row, seats);
  }

  async listTables(opts: { status?: TableStatus; limit?: number } = {}): Promise<StoredTable[]> {
    const limit = Math.max(
      1,
      Math.min(Math.trunc(opts.limit ?? DEFAULT_LIST_LIMIT), MAX_LIST_LIMIT),
    );
    let q = this.#db.selectFrom("tables").selectAll();
    if (opts.status !== undefined) q = q.where("status", "=", opts.status);
    const rows = await q.orderBy("updated_at", "desc").orderBy("id").limit(limit).execute();
    if (rows.length === 0) return [];
    const seats = await this.#db
      .selectFrom("seats")
      .selectAll()
      .where(
        "table_id",
        "in",
        rows.map((r) => r.id),
      )
      .orderBy("table_id")
      .orderBy("pos")
      .execute();
    return rows.map((r) =>
      toTable(
        r,
        seats.filter((s) => s.table_id === r.id),
      ),
    );
  }

  async findToken(tokenHash: string): Promise<TokenGrant | null> {
    const seat = await this.#db
      .selectFrom("seats")
      .innerJoin("tables", "tables.id", "seats.table_id")
      .select(["seats.table_id", "seats.seat"])
      .where("seats.token_hash", "=", tokenHash)
      .where("tables.status", "!=", "closed")
      .executeTakeFirst();
    if (seat !== undefined) return { tableId: seat.table_id, seat: seat.seat };
    const watch = await this.#db
      .selectFrom("tables")
      .select("id")
      .where("spectator_token_hash", "=", tokenHash)
      .where("status", "!=", "closed")
      .executeTakeFirst();
    return watch === undefined ? null : { tableId: watch.id, seat: null };
  }

  appendChoice(c: ChoiceRow): Promise<AppendResult> {
    // See append.ts: SQLite commits a turn's choices together, PostgreSQL in one statement.
    return this.#batcher !== null ? this.#batcher.append(c) : appendPostgres(this.#db, c);
  }

  async choices(tableId: string, afterSeq = 0): Promise<ChoiceRow[]> {
    const rows = await this.#db
      .selectFrom("choices")
      .selectAll()
      .where("table_id", "=", tableId)
      .where("seq", ">", afterSeq)
      .orderBy("seq")
      .execute();
    return rows.map(toChoice);
  }

  async saveSnapshot(tableId: string, seq: number, state: string): Promise<void> {
    // One row per table; an older snapshot arriving late never replaces a newer one.
    await this.#db
      .insertInto("snapshots")
      .values({ table_id: tableId, seq, state })
      .onConflict((oc) =>
        oc
          .column("table_id")
          .doUpdateSet((eb) => ({ seq: eb.ref("excluded.seq"), state: eb.ref("excluded.state") }))
          .whereRef("snapshots.seq", "<=", "excluded.seq"),
      )
      .execute();
  }

  async latestSnapshot(tableId: string): Promise<{ seq: number; state: string } | null> {
    const row = await this.#db
      .selectFrom("snapshots")
      .select(["seq", "state"])
      .where("table_id", "=", tableId)
      .executeTakeFirst();
    return row ?? null;
  }

  async setStatus(tableId: string, status: TableStatus): Promise<void> {
    await this.#db
      .updateTable("tables")
      .set({ status, updated_at: Date.now() })
      .where("id", "=", tableId)
      .execute();
  }

  appendTalk(row: TalkRow): Promise<TalkAppend> {
    return appendTalk(this.kind, this.#db, row);
  }

  talk(
    tableId: string,
    afterId = 0,
    opts: { limit?: number; oldest?: boolean } = {},
  ): Promise<TalkRow[]> {
    return listTalk(this.#db, tableId, afterId, opts);
  }

  lastTalkId(tableId: string): Promise<number> {
    return lastTalkId(this.#db, tableId);
  }

  flagTalk(tableId: string, id: number, flag: "revealed" | "hidden"): Promise<boolean> {
    return flagTalk(this.kind, this.#db, tableId, id, flag);
  }

  async listenTalk(onTalk: (n: TalkNotice) => void): Promise<void> {
    await this.#listener?.addTalk(onTalk);
  }

  async listen(onChoice: (n: ChoiceNotice) => void, onReconnect?: () => void): Promise<void> {
    await this.#listener?.add(onChoice, onReconnect);
  }

  close(): Promise<void> {
    this.#closed ??= (async () => {
      await this.#listener?.close();
      await this.#db.destroy();
    })();
    return this.#closed;
  }
}
