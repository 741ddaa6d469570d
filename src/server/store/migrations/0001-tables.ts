/**
 * The first schema: tables, their seats, accepted choices and snapshots. Written with kysely's
 * schema builder so the one migration serves SQLite and PostgreSQL alike.
 */
import type { Kysely, Migration } from "kysely";

/** Creates the four tables and their indexes. */
export const tablesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("tables")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("system", "text", (c) => c.notNull())
      .addColumn("init", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("seq", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("spectator_token_hash", "text", (c) => c.notNull().unique())
      .execute();
    // `kassen tables list` and the lobby: newest activity first.
    await db.schema.createIndex("tables_updated_at").on("tables").column("updated_at").execute();
    await db.schema
      .createTable("seats")
      .addColumn("table_id", "text", (c) => c.notNull().references("tables.id").onDelete("cascade"))
      .addColumn("seat", "text", (c) => c.notNull())
      // The seat's place in the table's order (p1 before p2, whatever their names sort as).
      .addColumn("pos", "integer", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("bot", "text")
      .addColumn("lang", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addPrimaryKeyConstraint("seats_pk", ["table_id", "seat"])
      .execute();
    await db.schema
      .createTable("choices")
      .addColumn("table_id", "text", (c) => c.notNull().references("tables.id").onDelete("cascade"))
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("seat", "text", (c) => c.notNull())
      .addColumn("option", "text", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      // The race rule: two writers of one seq cannot both succeed, whatever the code above does.
      .addPrimaryKeyConstraint("choices_pk", ["table_id", "seq"])
      .execute();
    await db.schema
      .createTable("snapshots")
      .addColumn("table_id", "text", (c) =>
        c.primaryKey().references("tables.id").onDelete("cascade"),
      )
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const t of ["snapshots", "choices", "seats", "tables"])
      await db.schema.dropTable(t).execute();
  },
};
