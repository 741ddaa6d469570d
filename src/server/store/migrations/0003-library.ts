/**
 * People's own cards and decks (the library): one row per item, its pack as JSON text and the
 * hashes of its two tokens (edit, read). Named 0003: 0002 is the talk migration, made beside it.
 */
import type { Kysely, Migration } from "kysely";

/** Creates `library_items`. */
export const libraryMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("library_items")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("system", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("pack", "text", (c) => c.notNull())
      .addColumn("edit_token_hash", "text", (c) => c.notNull().unique())
      .addColumn("read_token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      // The pack's JSON size, kept so an operator sees what the library holds without reading it.
      .addColumn("bytes", "integer", (c) => c.notNull())
      // What a list of items shows (a deck's copies, a cards item's entries) without its pack.
      .addColumn("cards", "integer", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("library_items").execute();
  },
};
