/**
 * Whole battles between random bots through `kassen sim`'s own path (plan → worker threads →
 * tallies), on one worker and on every core: the figure a designer's simulation will see.
 */
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain .mjs script without type declarations
import { freshBundle, useBundleFiles } from "../scripts/bundle.mjs";
import { makePlan } from "../src/sim/make-plan.ts";
import { runSim } from "../src/sim/run-sim.ts";
import { setSimWorkerUrl } from "../src/sim/worker-url.ts";

let bundled: Promise<void> | null = null;

/**
 * Workers start from the launcher's bundled worker, as `npx kassen sim` runs them (the sources
 * through tsx cost each worker a second or two more to start).
 */
function useBundledWorkers(): Promise<void> {
  bundled ??= (async () => {
    const entry: string | null = await freshBundle(fileURLToPath(new URL("..", import.meta.url)));
    if (entry === null) return;
    setSimWorkerUrl(useBundleFiles(entry));
  })();
  return bundled;
}

/** One measured run. */
export interface SimThroughput {
  system: string;
  workers: number;
  battles: number;
  seconds: number;
  battlesPerSecond: number;
  decisionsPerSecond: number;
}

/** Plays `battles` random-vs-random battles of `system` on `workers` threads. */
export async function benchSim(
  system: string,
  battles: number,
  workers: number,
): Promise<SimThroughput> {
  await useBundledWorkers();
  const { plan } = makePlan({ source: system, battles, seed: 1 });
  const run = await runSim(plan, { workers });
  let decisions = 0;
  for (const [k, n] of Object.entries(run.tally.decisions)) decisions += Number(k) * n;
  return {
    system,
    workers,
    battles,
    seconds: run.seconds,
    battlesPerSecond: battles / run.seconds,
    decisionsPerSecond: decisions / run.seconds,
  };
}

/** Worker counts worth measuring: one, and all cores. */
export function workerCounts(): number[] {
  const all = availableParallelism();
  return all > 1 ? [1, all] : [1];
}
