/**
 * A stored table as a replay file: its start (the `BattleInit` kept as JSON) played forward
 * through its accepted choices, then recorded as `kassen replay` reads it.
 */
import {
  applyChoices,
  KassenError,
  makeReplay,
  type Replay,
  startBattle,
} from "../engine/index.ts";
import type { ChoiceRow, StoredTable } from "../server/store/types.ts";
import { storedStart } from "../server/table/stored-start.ts";
import { MAX_REPLAY_CHOICES } from "../shared/limits.ts";
import { UsageError } from "./errors.ts";

/** The table's battle rebuilt from its start and `choices`, as a replay. */
export function tableReplay(table: StoredTable, choices: ChoiceRow[]): Replay {
  const where = `table ${table.id}`;
  const { system, init } = storedStart(table);
  if (choices.length > MAX_REPLAY_CHOICES) {
    throw new UsageError(
      `${where}: ${choices.length} choices, more than a replay holds (${MAX_REPLAY_CHOICES})`,
    );
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
