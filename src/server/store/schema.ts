/**
 * The database's tables as kysely sees them (types only). Times are epoch milliseconds: BIGINT
 * on PostgreSQL, which `pg` returns as a string, so reads go through `Number()`.
 */
import type { ColumnType } from "kysely";

/** A BIGINT column: written as a number, read as a number (SQLite) or a string (PostgreSQL). */
type BigIntColumn = ColumnType<number | string, number, number>;

/** `tables`: one row per table. */
export interface TablesTable {
  id: string;
  system: string;
  init: string;
  title: string;
  status: string;
  created_at: BigIntColumn;
  updated_at: BigIntColumn;
  seq: number;
  spectator_token_hash: string;
  /** 1: spectators read the table's public talk (0002-talk). */
  talk_spectators: ColumnType<number, number | undefined, number>;
}

/** `seats`: a table's seats, primary key (table_id, seat). */
export interface SeatsTable {
  table_id: string;
  seat: string;
  /** The seat's place in the table's seat order (0 first). */
  pos: number;
  kind: string;
  bot: string | null;
  lang: string;
  token_hash: string;
}

/** `choices`: the accepted choices, primary key (table_id, seq). */
export interface ChoicesTable {
  table_id: string;
  seq: number;
  seat: string;
  option: string;
  at: BigIntColumn;
}

/** `snapshots`: the newest serialized battle state of a table (primary key table_id). */
export interface SnapshotsTable {
  table_id: string;
  seq: number;
  state: string;
}

/** `talk`: a table's talk lines, primary key (table_id, id) (0002-talk). */
export interface TalkTable {
  table_id: string;
  id: number;
  at: BigIntColumn;
  seq: number;
  seat: string;
  kind: string;
  body: string;
  to: string | null;
  secret: number;
  revealed: number;
  hidden: number;
}

/** The whole database. */
export interface StoreSchema {
  tables: TablesTable;
  seats: SeatsTable;
  choices: ChoicesTable;
  snapshots: SnapshotsTable;
  talk: TalkTable;
}
