/**
 * The store's migrations, in code (no folder to find at run time, which the CLI bundle could not
 * do). Names sort in the order they run; a released migration is never edited, only followed.
 */
import type { Migration, MigrationProvider } from "kysely";
import { tablesMigration } from "./0001-tables.ts";
import { talkMigration } from "./0002-talk.ts";

/** Every migration by name. */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-tables": tablesMigration,
  "0002-talk": talkMigration,
};

/** The provider kysely's Migrator reads. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
