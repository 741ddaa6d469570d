/**
 * Whole games on a system's lowered runtime (SystemEntry.lowered) with the engine bench's bare
 * LCG chooser (random-games.ts), in this thread, CPU time; and the heap a live lowered battle
 * holds paused at its first decision (battle-memory.ts's measure).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { BattleInit } from "../src/engine/index.ts";
import type { LoweredBattle, LoweredRuntime } from "../src/systems/registry.ts";
import { cpuSeconds } from "./random-games.ts";

/** Throughput of one run on the runtime. */
export interface LoweredGamesResult {
  games: number;
  decisions: number;
  seconds: number;
  gamesPerSecond: number;
  usPerDecision: number;
}

type Template = { start(seed: number): LoweredBattle };

/** The runtime's template for `init`, or why there is none. */
export function loweredTemplateOf(runtime: LoweredRuntime, init: BattleInit): Template | string {
  const p = runtime.prepare(init);
  return p.template ?? p.reason;
}

/** Plays `games` whole games (seeds 0…games-1, as the engine bench) and measures them. */
export function benchLoweredGames(
  t: Template,
  games: number,
  maxDecisions = 100_000,
): LoweredGamesResult {
  let decisions = 0;
  let r = 0x2545f491;
  const t0 = cpuSeconds();
  for (let g = 0; g < games; g++) {
    const b = t.start(g);
    for (let d = 0; b.pendingSeat !== null && d < maxDecisions; d++) {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      b.choose(r % b.optionCount);
      decisions++;
    }
  }
  return loweredResult(games, decisions, cpuSeconds() - t0);
}

function loweredResult(games: number, decisions: number, seconds: number): LoweredGamesResult {
  return {
    games,
    decisions,
    seconds,
    gamesPerSecond: games / seconds,
    usPerDecision: (1e6 * seconds) / decisions,
  };
}

function collect(): void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
}

/** Mean heap bytes one lowered battle keeps alive at its first decision. */
export function loweredBattleBytes(t: Template, n = 2000): number {
  for (let g = 0; g < 20; g++) t.start(g);
  const kept: LoweredBattle[] = new Array(n);
  collect();
  const before = process.memoryUsage();
  for (let g = 0; g < n; g++) kept[g] = t.start(g);
  collect();
  const after = process.memoryUsage();
  if (kept.length !== n) throw new Error("unreachable");
  // Typed arrays keep their bytes outside the JS heap (arrayBuffers): both count.
  return (after.heapUsed - before.heapUsed + after.arrayBuffers - before.arrayBuffers) / n;
}

/** `b` added to `a` (blocks of one measurement): counts and CPU time summed, rates recomputed. */
export function sumLowered(
  a: LoweredGamesResult | undefined,
  b: LoweredGamesResult,
): LoweredGamesResult {
  if (a === undefined) return b;
  return loweredResult(a.games + b.games, a.decisions + b.decisions, a.seconds + b.seconds);
}
