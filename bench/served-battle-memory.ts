/**
 * Heap bytes per live battle as the table server starts them (src/server/create-table.ts): a
 * 53-bit seed, the system's new-game setup, opaque card ids and the log kept. Opaque ids differ
 * per battle, so these battles are not plain copies of a setup template (see
 * shared/setup-template.ts): this is the figure that says whether they still share its records'
 * values. Printed three ways: at the first decision, after every seat's view (as a server does
 * once its players arrive), and with the log off (what the log costs).
 *
 *   node --import tsx bench/served-battle-memory.ts [systems] [n]
 */
import { type Battle, type BattleInit, viewFor } from "../src/engine/index.ts";
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
 * What a server does to a battle as its players arrive: each seat's view and a spectator's, of
 * the whole log (hub.ts sends a socket that joins every line). Walking the state this way can
 * leave caches behind (V8 keeps one of an object's keys once a `for…in` has walked it), which
 * the figure at the first decision alone would not count.
 */
function viewAll(b: Battle): void {
  for (const seat of [...b.state.seats, null]) viewFor(b, seat);
}

/** Per-battle heap of one system's served battles (NaN for a figure not asked for). */
export interface ServedBytes {
  system: string;
  /** Log on, at the first decision (as the server keeps a battle before anyone looks). */
  logOn: number;
  /** Log on, after every seat's and a spectator's view. */
  viewed: number;
  /** Log off (the server always logs: this says what the log costs). */
  logOff: number;
}

/**
 * Mean heap bytes per live served battle of each system with a new-game setup (log on, as the
 * server plays; `withLogOff` adds the figures after views and with the log off).
 */
export function servedBattleBytes(pick?: string[], n = 2000, withLogOff = false): ServedBytes[] {
  const out: ServedBytes[] = [];
  for (const [id, e] of Object.entries(SYSTEM_ENTRIES)) {
    if (e.newGame === undefined || (pick !== undefined && !pick.includes(id))) continue;
    const init = servedInit(e.newGame);
    out.push({
      system: id,
      logOn: battleBytes(e.system, init, n, true),
      viewed: withLogOff ? battleBytes(e.system, init, n, true, viewAll) : Number.NaN,
      logOff: withLogOff ? battleBytes(e.system, init, n, false) : Number.NaN,
    });
  }
  return out;
}

if (process.argv[1]?.endsWith("served-battle-memory.ts")) {
  const pick = process.argv[2]?.split(",");
  const kb = (x: number) => Math.round(x).toLocaleString("en").padStart(7);
  for (const r of servedBattleBytes(pick, Number(process.argv[3]) || 2000, true)) {
    console.log(
      `  ${r.system.padEnd(13)} ${kb(r.logOn)} B heap per live served battle (log on), ${kb(r.viewed)} B (log on, after every seat's view), ${kb(r.logOff)} B (log off)`,
    );
  }
}
