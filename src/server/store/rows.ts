/** Database rows as the store's contract types (and back): names, and BIGINT strings as numbers. */
import type { Selectable } from "kysely";
import type { ChoicesTable, SeatsTable, TablesTable, TalkTable } from "./schema.ts";
import type {
  ChoiceRow,
  SeatKind,
  StoredSeat,
  StoredTable,
  TableStatus,
  TalkBody,
  TalkRow,
} from "./types.ts";

/** A seat row as a StoredSeat (the token hash stays behind). */
export function toSeat(r: Selectable<SeatsTable>): StoredSeat {
  return { seat: r.seat, kind: r.kind as SeatKind, bot: r.bot, lang: r.lang as StoredSeat["lang"] };
}

/** A table row and its seat rows (in order) as a StoredTable. */
export function toTable(r: Selectable<TablesTable>, seats: Selectable<SeatsTable>[]): StoredTable {
  return {
    id: r.id,
    system: r.system,
    init: r.init,
    title: r.title,
    status: r.status as TableStatus,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    seq: r.seq,
    seats: seats.map(toSeat),
    talkSpectators: Number(r.talk_spectators) === 1,
  };
}

/** A choice row as a ChoiceRow. */
export function toChoice(r: Selectable<ChoicesTable>): ChoiceRow {
  return { tableId: r.table_id, seq: r.seq, seat: r.seat, option: r.option, at: Number(r.at) };
}

/** A talk row as a TalkRow (its JSON columns parsed; written by the store only). */
export function toTalk(r: Selectable<TalkTable>): TalkRow {
  return {
    tableId: r.table_id,
    id: r.id,
    at: Number(r.at),
    seq: r.seq,
    seat: r.seat,
    kind: r.kind as TalkRow["kind"],
    body: JSON.parse(r.body) as TalkBody,
    to: r.to === null ? null : (JSON.parse(r.to) as string[]),
    secret: Number(r.secret) === 1,
    revealed: Number(r.revealed) === 1,
    hidden: Number(r.hidden) === 1,
  };
}

/**
 * Whether a driver error is a unique or primary-key violation: PostgreSQL's SQLSTATE 23505, or
 * better-sqlite3's extended result codes. Any other error is not a lost race and is rethrown.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    code === "SQLITE_CONSTRAINT_UNIQUE"
  );
}
