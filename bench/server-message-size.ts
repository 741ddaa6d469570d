/**
 * The largest message the table server sends: the state message with the whole log (what a
 * socket gets after a hello without seq, or after a take-back) at the end of whole games of every
 * system's new game and modes between random players, for every seat, the spectator and every
 * language. `kassen join` caps what it takes from a server (src/cli/join-limits.ts) far above
 * this figure; docs/server.md records both. Run: `npx tsx bench/server-message-size.ts [games]`.
 */
import { type BattleInit, LANGS, type Seat, startBattle, viewFor } from "../src/engine/index.ts";
import { stateMessage } from "../src/server/protocol/state-message.ts";
import { SYSTEM_ENTRIES } from "../src/systems/registry.ts";

const games = Number(process.argv[2] ?? 20);
let overall = { bytes: 0, what: "" };
for (const [id, entry] of Object.entries(SYSTEM_ENTRIES)) {
  const setups = entry.modes
    ? Object.entries(entry.modes).map(([m, g]) => [m, g.setup] as const)
    : entry.newGame === undefined
      ? []
      : [["new", entry.newGame] as const];
  for (const [mode, setup] of setups) {
    let best = { bytes: 0, decisions: 0, what: "" };
    for (let g = 0; g < games; g++) {
      const init: BattleInit = {
        seed: g + 1,
        setup,
        options: entry.benchOptions ?? {},
        pinned: [],
        ids: "opaque",
      } as BattleInit;
      const battle = startBattle(entry.system, init);
      let r = 0x2545f491 + g;
      let d = 0;
      for (; battle.pendingSeat !== null && d < 100_000; d++) {
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        battle.chooseIndex(r % battle.optionCount);
      }
      const source = {
        system: entry.system,
        seq: d,
        mayUndo: () => false,
        view: (s: Seat | null, opts: { logFrom?: number }) => viewFor(battle, s, opts),
      };
      for (const seat of [null, ...battle.state.seats])
        for (const lang of LANGS) {
          const bytes = Buffer.byteLength(
            JSON.stringify(stateMessage(source, seat, lang, 0, true)),
          );
          if (bytes > best.bytes)
            best = {
              bytes,
              decisions: d,
              what: `${id} ${mode} seed ${g + 1} ${seat ?? "spectator"} ${lang}`,
            };
        }
    }
    console.log(`${best.what}: ${best.bytes} bytes after ${best.decisions} decisions`);
    if (best.bytes > overall.bytes) overall = best;
  }
}
console.log(`largest: ${overall.bytes} bytes (${overall.what})`);
