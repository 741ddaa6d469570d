/**
 * Heap bytes per live battle as the table server holds them (src/server/create-table.ts,
 * table/live-table.ts): a 53-bit seed, the system's new-game setup, opaque card ids and the log
 * kept. The server keeps the battle's readable-id twin and its id mask (table/id-mask.ts: the
 * seed and the setup's shared renaming plan), so its cards share the setup template's records;
 * both are counted (the mask is kept reachable from the battle). Printed three ways: at the
 * first decision, after every seat's view as the server makes it (renamed; as a server does once
 * its players arrive), and with the log off (what the log costs). The renamings the server keeps
 * for the 64 tables used last are not per battle (at most ~0.5 MB whatever the tables held).
 *
 *   node --import tsx bench/served-battle-memory.ts [systems] [n]
 */
import { type Battle, type BattleInit, type RuleSystem, viewFor } from "../src/engine/index.ts";
import { type IdMask, maskedStart } from "../src/server/table/id-mask.ts";
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
  const mask = MASKS.get(b) ?? null;
  for (const seat of [...b.state.seats, null]) {
    const v = viewFor(b, seat);
    if (mask !== null) mask.outJson(v);
  }
}

/** Each served battle's mask, kept alive with it (as its live table keeps both). */
const MASKS = new WeakMap<Battle, IdMask | null>();

/** A battle as the server starts it (table/live-table.ts), its mask kept with it. */
function served(system: RuleSystem, init: BattleInit): Battle {
  const { battle, mask } = maskedStart(system, init);
  MASKS.set(battle, mask);
  return battle;
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
      logOn: battleBytes(e.system, init, n, true, undefined, served),
      viewed: withLogOff ? battleBytes(e.system, init, n, true, viewAll, served) : Number.NaN,
      logOff: withLogOff ? battleBytes(e.system, init, n, false, undefined, served) : Number.NaN,
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
