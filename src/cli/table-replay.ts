/**
 * A stored table as a replay file: its start (the `BattleInit` kept as JSON) played forward
 * through its accepted choices, then recorded as `kassen replay` reads it.
 */
import {
  applyChoices,
  type BattleInit,
  KassenError,
  makeReplay,
  type Replay,
  startBattle,
} from "../engine/index.ts";
import type { ChoiceRow, StoredTable } from "../server/store/types.ts";
import { MAX_REPLAY_CHOICES } from "../shared/limits.ts";
import { findSystem } from "../systems/registry.ts";
import { UsageError } from "./errors.ts";

/** The table's battle rebuilt from its start and `choices`, as a replay. */
export function tableReplay(table: StoredTable, choices: ChoiceRow[]): Replay {
  const where = `table ${table.id}`;
  const system = findSystem(table.system);
  if (system === undefined) throw new UsageError(`${where}: unknown system "${table.system}"`);
  if (choices.length > MAX_REPLAY_CHOICES) {
    throw new UsageError(
      `${where}: ${choices.length} choices, more than a replay holds (${MAX_REPLAY_CHOICES})`,
    );
  }
  let init: BattleInit;
  try {
    init = JSON.parse(table.init) as BattleInit;
  } catch {
    throw new UsageError(`${where}: its stored start is not JSON`);
  }
  if (typeof init !== "object" || init === null || !Number.isSafeInteger(init.seed)) {
    throw new UsageError(`${where}: its stored start is no battle's (expected a seed and a setup)`);
  }
  try {
    const b = startBattle(system, init);
    // One at a time, so a refused choice is named by its seq.
    for (const c of choices) {
      try {
        applyChoices(b, [[c.seat, c.option]]);
      } catch (err) {
        if (!(err instanceof KassenError)) throw err;
        throw new UsageError(`${where}: choice ${c.seq} (${c.seat}: ${c.option}): ${err.message}`);
      }
    }
    return makeReplay(b, init);
  } catch (err) {
    if (err instanceof UsageError || !(err instanceof KassenError)) throw err;
    throw new UsageError(`${where}: its battle does not start: ${err.message}`);
  }
}
