/**
 * Table talk (issue 31): the lines said and rolled at a table, keyed by (table, id) so two
 * processes appending at once cannot both take an id, and whether a table's spectators read it.
 */
import type { Kysely, Migration } from "kysely";

/** Creates `talk` and adds `tables.talk_spectators`. */
export const talkMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("talk")
      .addColumn("table_id", "text", (c) => c.notNull().references("tables.id").onDelete("cascade"))
      .addColumn("id", "integer", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      // The battle's seq when the line was stored: where it goes among the battle's lines.
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("seat", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      // {text} for a line said, {roll: {expr, total, faces, …}} for a roll (its result kept).
      .addColumn("body", "text", (c) => c.notNull())
      // JSON list of the seats addressed; null: the whole table.
      .addColumn("to", "text")
      .addColumn("secret", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("revealed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
      // The race rule for ids, as for choices: the loser takes the next id.
      .addPrimaryKeyConstraint("talk_pk", ["table_id", "id"])
      .execute();
    await db.schema
      .alterTable("tables")
      .addColumn("talk_spectators", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("tables").dropColumn("talk_spectators").execute();
    await db.schema.dropTable("talk").execute();
  },
};
