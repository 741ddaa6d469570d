/**
 * A stored table's start: its system and its `BattleInit` (kept as JSON, with the secret seed).
 * The server's rebuild and the operators' export read it the same way, with the same refusals.
 */
import { type BattleInit, KassenError, type RuleSystem } from "../../engine/index.ts";
import { findSystem } from "../../systems/registry.ts";
import type { StoredTable } from "../store/types.ts";

/** A stored table whose start cannot be read. */
export class StoredTableError extends KassenError {}

/** The system and start of a stored table; a StoredTableError names what is wrong. */
export function storedStart(table: Pick<StoredTable, "id" | "system" | "init">): {
  system: RuleSystem;
  init: BattleInit;
} {
  const where = `table ${table.id}`;
  const system = findSystem(table.system);
  if (system === undefined)
    throw new StoredTableError(`${where}: unknown system "${table.system}"`);
  let init: BattleInit;
  try {
    init = JSON.parse(table.init) as BattleInit;
  } catch {
    throw new StoredTableError(`${where}: its stored start is not JSON`);
  }
  if (typeof init !== "object" || init === null || !Number.isSafeInteger(init.seed)) {
    throw new StoredTableError(
      `${where}: its stored start is no battle's (expected a seed and a setup)`,
    );
  }
  return { system, init };
}
