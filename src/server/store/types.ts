/**
 * The table store's contract: what the server keeps of a table and how it asks for it. A table
 * is event-sourced — its start (system, setup, options, secret seed) plus the list of accepted
 * choices; the battle is a replay of them, with snapshots so a long battle loads fast. SQLite
 * (embedded, the default) and PostgreSQL implement it through one query layer (kysely).
 */

/** What a seat is played by. */
export type SeatKind = "person" | "bot" | "gm";

/** Where a table is in its life. */
export type TableStatus = "open" | "finished" | "closed";

/** A table as stored. `init` holds the secret seed: it never leaves the server. */
export interface StoredTable {
  /** Public id (random, URL-safe). */
  id: string;
  system: string;
  /** JSON text of the battle's start (`BattleInit`: seed, setup, options, pinned, ids). */
  init: string;
  /** A name people recognise in a list ("new vision game", a scenario's name). */
  title: string;
  status: TableStatus;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  /** Choices accepted so far (the last stored seq; 0 before the first). */
  seq: number;
  seats: StoredSeat[];
  /** Whether the spectator link reads the table's public talk (issue 31; absent: false). */
  talkSpectators?: boolean;
}

/** One seat of a table. */
export interface StoredSeat {
  seat: string;
  kind: SeatKind;
  /** A bot's spec as the CLI writes it (`random`, `greedy`, `mcts:200`); null for people. */
  bot: string | null;
  /** The language this seat's labels and log render in. */
  lang: "ja" | "zh" | "en";
}

/** A new table: its seats carry the hashes of their secret tokens (the tokens are never stored). */
export interface NewTable {
  id: string;
  system: string;
  init: string;
  title: string;
  createdAt: number;
  seats: (StoredSeat & { tokenHash: string })[];
  /** The hash of the spectator link's token (public view only). */
  spectatorTokenHash: string;
  /** Whether spectators read the table's public talk (default false). */
  talkSpectators?: boolean;
}

/** What a talk line holds: a line said, or a roll with its result (issue 31). */
export type TalkBody =
  | { text: string }
  | {
      roll: {
        expr: string;
        label?: string;
        total: number;
        faces: number[];
        detail: string;
        level?: "critical" | "extreme" | "hard" | "regular" | "failure" | "fumble";
        target?: number;
      };
    };

/** One stored talk line. `id` counts from 1 per table; `(tableId, id)` is unique. */
export interface TalkRow {
  tableId: string;
  id: number;
  /** Milliseconds since the epoch. */
  at: number;
  /** The table's battle seq when it was stored. */
  seq: number;
  seat: string;
  kind: "say" | "roll";
  body: TalkBody;
  /** The seats addressed (a whisper, a secret roll's readers); null: the whole table. */
  to: string[] | null;
  secret: boolean;
  revealed: boolean;
  hidden: boolean;
}

/** A talk line stored or changed by some process (PostgreSQL's LISTEN/NOTIFY). */
export interface TalkNotice {
  tableId: string;
  id: number;
  /** True: an existing line was revealed or hidden; false: a new line. */
  update: boolean;
}

/** One accepted choice. `seq` counts from 1 per table; `(tableId, seq)` is unique. */
export interface ChoiceRow {
  tableId: string;
  seq: number;
  seat: string;
  option: string;
  /** Milliseconds since the epoch. */
  at: number;
}

/** Who a token lets in: a seat of a table, or (seat null) its spectators. */
export interface TokenGrant {
  tableId: string;
  seat: string | null;
}

/** A choice accepted by some process (PostgreSQL's LISTEN/NOTIFY); `seq` is the new last seq. */
export interface ChoiceNotice {
  tableId: string;
  seq: number;
}

/** What a library item holds: loose content (any list) or one deck with its own cards. */
export type LibraryKind = "cards" | "deck" | "scenario";

/** A person's own cards or deck as stored (docs/server.md, "The library"). */
export interface StoredLibraryItem {
  /** Public id (random, URL-safe, as a table's). */
  id: string;
  system: string;
  kind: LibraryKind;
  title: string;
  /** The content pack as JSON text. */
  pack: string;
  /** Hashes of the item's tokens: the edit token's and the read token's. */
  editTokenHash: string;
  readTokenHash: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  /** Bytes of `pack` (UTF-8). */
  bytes: number;
  /** What a list shows as its size: a `deck` item's copies in its deck, a `cards` item's cards. */
  cards: number;
}

/** A library item without its pack: what a list of items needs. */
export type LibraryHead = Omit<StoredLibraryItem, "pack">;

/** A new content of an existing item (its tokens and creation time stay). */
export interface LibraryChange {
  system: string;
  kind: LibraryKind;
  title: string;
  pack: string;
  bytes: number;
  cards: number;
  updatedAt: number;
}

/** Storage of tables, seats, choices and snapshots. Every method is atomic. */
export interface TableStore {
  readonly kind: "sqlite" | "postgres";
  /** Stores a table and its seats in one transaction. */
  createTable(t: NewTable): Promise<void>;
  /** The table with its seats, or null. */
  getTable(id: string): Promise<StoredTable | null>;
  /** Tables, newest activity first (`status` filters). */
  listTables(opts?: { status?: TableStatus; limit?: number }): Promise<StoredTable[]>;
  /** Whom a token's hash admits, or null (unknown token or closed table). */
  findToken(tokenHash: string): Promise<TokenGrant | null>;
  /**
   * Appends a choice. "stale" when a row with that (table, seq) exists already — another writer
   * won the race — or when `seq` is not the table's last seq + 1; nothing is stored then. On
   * PostgreSQL an accepted choice is announced to every listening process in the same
   * transaction. The table's `updatedAt` and `seq` follow. "closed" (nothing stored) when an
   * operator has closed the table.
   */
  appendChoice(c: ChoiceRow): Promise<"ok" | "stale" | "closed">;
  /** Choices with seq > `afterSeq`, in order. */
  choices(tableId: string, afterSeq?: number): Promise<ChoiceRow[]>;
  /** Keeps the serialized battle state after `seq` choices (replacing older snapshots is allowed). */
  saveSnapshot(tableId: string, seq: number, state: string): Promise<void>;
  /** The newest snapshot, or null. */
  latestSnapshot(tableId: string): Promise<{ seq: number; state: string } | null>;
  setStatus(tableId: string, status: TableStatus): Promise<void>;
  /**
   * Calls `onChoice` for every choice another process accepts (PostgreSQL LISTEN/NOTIFY). SQLite
   * is one process's file: nothing to hear, the call only keeps the interface whole.
   * `onReconnect` (optional) runs when a lost listening connection is back: notices sent
   * meanwhile are lost, so a caller catches up with `choices(tableId, itsSeq)`. The first
   * connection failing rejects the call.
   */
  listen(onChoice: (n: ChoiceNotice) => void, onReconnect?: () => void): Promise<void>;
  /**
   * Appends a talk line with the id it names: "taken" (nothing stored) when that id exists
   * already — another writer won it, and the caller takes the next; "closed" when an operator
   * closed the table. On PostgreSQL the line is announced to every listening process.
   */
  appendTalk(row: TalkRow): Promise<"ok" | "taken" | "closed">;
  /**
   * Talk lines with id > `afterId`, oldest first; with `limit`, at most that many — the newest
   * of them, or with `oldest` the first.
   */
  talk(
    tableId: string,
    afterId?: number,
    opts?: { limit?: number; oldest?: boolean },
  ): Promise<TalkRow[]>;
  /** The highest talk id of a table (0: none). */
  lastTalkId(tableId: string): Promise<number>;
  /** Marks a talk line revealed or hidden (announced on PostgreSQL); false when there is none. */
  flagTalk(tableId: string, id: number, flag: "revealed" | "hidden"): Promise<boolean>;
  /** Calls `onTalk` for every talk line another process stores or changes (PostgreSQL). */
  listenTalk(onTalk: (n: TalkNotice) => void): Promise<void>;
  /** Stores a new library item (StoreError when its id or a token hash is taken). */
  createLibraryItem(item: StoredLibraryItem): Promise<void>;
  /** A library item, or null. */
  getLibraryItem(id: string): Promise<StoredLibraryItem | null>;
  /** The library items of these ids that exist, without their packs, in no particular order. */
  getLibraryHeads(ids: readonly string[]): Promise<LibraryHead[]>;
  /** Replaces an item's content; false when there is no such item. */
  updateLibraryItem(id: string, change: LibraryChange): Promise<boolean>;
  /** Deletes an item; false when there was none. */
  deleteLibraryItem(id: string): Promise<boolean>;
  /** Finishes pending writes and closes connections. */
  close(): Promise<void>;
}
