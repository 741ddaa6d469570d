/**
 * Heap bytes per live battle at its first decision: `n` battles started and kept, the heap
 * measured after a full collection before and after. What a server holding many open tables,
 * or a search holding many forks, pays per battle.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Battle, BattleInit, RuleSystem } from "../src/engine/index.ts";
import { startBattle } from "../src/engine/index.ts";

/** A full collection, whether or not node was started with --expose-gc. */
function collect(): void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
}

/**
 * Mean heap bytes one battle keeps alive at its first decision (logging off unless `log`).
 * `touch`, if given, is done to each battle once it has started (what a server does to a battle
 * before it waits, such as making its seats' views): what that leaves behind is counted too.
 * `start` starts a battle (what it keeps with the battle, reachable from it, is counted).
 */
export function battleBytes(
  system: RuleSystem,
  init: (seed: number) => BattleInit,
  n = 2000,
  log = false,
  touch?: (b: Battle) => void,
  start: (system: RuleSystem, init: BattleInit) => Battle = startBattle,
): number {
  // Warm-up: templates, caches and compiled code are not per battle. As many battles as are
  // measured, not a handful: the optimising compiler makes its code for the rules (megabytes)
  // over the first thousand or so, and inside the measure it read as 1–2 KB more per battle
  // than a second measure in the same process (measured: geo-march 13.3 KB, then 11.1 KB).
  for (let g = 0; g < n; g++) {
    const b = start(system, { ...init(g), log });
    touch?.(b);
  }
  const kept: Battle[] = new Array(n);
  collect();
  const before = process.memoryUsage();
  for (let g = 0; g < n; g++) {
    kept[g] = start(system, { ...init(g), log });
    touch?.(kept[g]);
  }
  collect();
  const after = process.memoryUsage();
  // Read after the measure, so the battles are alive while it is taken.
  if (kept.length !== n) throw new Error("unreachable");
  // A battle on its fast path keeps its runtime's typed arrays outside the JS heap
  // (arrayBuffers): both count.
  return (after.heapUsed - before.heapUsed + after.arrayBuffers - before.arrayBuffers) / n;
}
