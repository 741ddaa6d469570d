/**
 * Whole games between uniform random players, logging off: the engine's raw speed through its
 * API (`startBattle`, `pendingSeat`, `optionCount`, `chooseIndex`) — on the system's lowered
 * runtime behind it (engine/fast-path.ts), or on the engine itself with `KASSEN_LOWERED=0` (see
 * `withLowered`). The random player here is a bare LCG over the legal options so that the figure
 * measures the engine, not a bot framework. Time is the process's CPU time (user + system), not wall time: the bench
 * shares its machine, and CPU time is what another process's load disturbs least.
 */
import { type BattleInit, type RuleSystem, startBattle } from "../src/engine/index.ts";

/** Throughput of one run. */
export interface GamesResult {
  games: number;
  decisions: number;
  /** CPU seconds spent. */
  seconds: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  /** Mean serialized state size (JSON bytes) at the end of a game. */
  stateBytes: number;
}

/** CPU seconds (user + system) this process has used. */
export function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Plays `games` whole games from `init(seed)` and measures them. */
export function benchRandomGames(
  system: RuleSystem,
  init: (seed: number) => BattleInit,
  games: number,
  maxDecisions = 100_000,
): GamesResult {
  let decisions = 0;
  let r = 0x2545f491;
  const t0 = cpuSeconds();
  for (let g = 0; g < games; g++) {
    const b = startBattle(system, { ...init(g), log: false });
    // A cap per game: a system whose random play can loop forever must not hang the bench.
    for (let d = 0; b.pendingSeat !== null && d < maxDecisions; d++) {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      b.chooseIndex(r % b.optionCount);
      decisions++;
    }
  }
  const seconds = cpuSeconds() - t0;
  // The state's size, untimed: reading a state builds it (a replay on the engine, on the fast path).
  let bytes = 0;
  const sized = Math.min(20, games);
  for (let g = 0; g < sized; g++) {
    const b = startBattle(system, { ...init(g), log: false });
    for (let d = 0; b.pendingSeat !== null && d < maxDecisions; d++) {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      b.chooseIndex(r % b.optionCount);
    }
    bytes += JSON.stringify(b.state).length;
  }
  return {
    games,
    decisions,
    seconds,
    gamesPerSecond: games / seconds,
    decisionsPerSecond: decisions / seconds,
    stateBytes: Math.round(bytes / Math.max(1, sized)),
  };
}

/** `b` added to `a` (blocks of one measurement): counts and CPU time summed, rates recomputed. */
export function sumGames(a: GamesResult | undefined, b: GamesResult): GamesResult {
  if (a === undefined) return b;
  const seconds = a.seconds + b.seconds;
  const games = a.games + b.games;
  const decisions = a.decisions + b.decisions;
  return {
    ...b,
    games,
    decisions,
    seconds,
    gamesPerSecond: games / seconds,
    decisionsPerSecond: decisions / seconds,
  };
}
