/**
 * Heap bytes per live battle as the table server starts them (src/server/create-table.ts): a
 * 53-bit seed, the system's new-game setup, opaque card ids and the log kept. Opaque ids differ
 * per battle, so these battles are not plain copies of a setup template (see
 * shared/setup-template.ts): this is the figure that says whether they still share its records'
 * values.
 *
 *   node --import tsx bench/served-battle-memory.ts [systems] [n]
 */
import type { BattleInit } from "../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../src/systems/registry.ts";
import { battleBytes } from "./battle-memory.ts";

/** A served battle's start for `g` (seeds spread over 2^53 as the server draws them). */
function servedInit(setup: BattleInit["setup"]): (g: number) => BattleInit {
  return (g) => ({
    seed: Number((BigInt(g + 1) * 0x9e3779b97f4a7cn) % 2n ** 53n),
    setup,
    options: {},
    pinned: [],
    ids: "opaque",
  });
}

/**
 * Mean heap bytes per live served battle of each system with a new-game setup (log on, as the
 * server plays, and off; `withLogOff` false skips the second).
 */
export function servedBattleBytes(
  pick?: string[],
  n = 2000,
  withLogOff = false,
): { system: string; logOn: number; logOff: number }[] {
  const out: { system: string; logOn: number; logOff: number }[] = [];
  for (const [id, e] of Object.entries(SYSTEM_ENTRIES)) {
    if (e.newGame === undefined || (pick !== undefined && !pick.includes(id))) continue;
    const init = servedInit(e.newGame);
    out.push({
      system: id,
      logOn: battleBytes(e.system, init, n, true),
      logOff: withLogOff ? battleBytes(e.system, init, n, false) : Number.NaN,
    });
  }
  return out;
}

if (process.argv[1]?.endsWith("served-battle-memory.ts")) {
  const pick = process.argv[2]?.split(",");
  for (const r of servedBattleBytes(pick, Number(process.argv[3]) || 2000, true)) {
    console.log(
      `  ${r.system.padEnd(13)} ${Math.round(r.logOn).toLocaleString("en").padStart(7)} B heap per live served battle (log on), ${Math.round(r.logOff).toLocaleString("en").padStart(7)} B (log off)`,
    );
  }
}
