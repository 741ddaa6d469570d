/**
 * How long a `kassen` command takes from process start to exit, as users run it
 * (`bin/kassen.mjs`, from the bundle) and from the TypeScript sources (`KASSEN_NO_BUNDLE=1`,
 * tsx): the median of several runs of a few typical commands. The bundle is built first, so
 * its one-off build is not counted. `bench/run.ts` calls `benchCliStart()`.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain .mjs script without type declarations
import { freshBundle } from "../scripts/bundle.mjs";
import { median } from "./median.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** One command's start-to-exit times. */
export interface CliStart {
  command: string;
  bundleMs: number;
  sourcesMs: number;
}

const COMMANDS = [
  ["odds", "2D6+3>=10"],
  ["run", "scenarios/vision/vis-01-negative-attack.yaml"],
  ["sim", "vision", "-n", "20", "--workers", "1", "--no-progress"],
];

function timeRun(args: string[], noBundle: boolean): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ["bin/kassen.mjs", ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1", KASSEN_NO_BUNDLE: noBundle ? "1" : "" },
    stdio: "ignore",
  });
  if (r.status !== 0) throw new Error(`kassen ${args.join(" ")} exited ${r.status}`);
  return performance.now() - t0;
}

/** Times each typical command `runs` times both ways (interleaved: the machine drifts). */
export async function benchCliStart(runs = 5): Promise<CliStart[]> {
  await freshBundle(ROOT);
  return COMMANDS.map((args) => {
    const bundle: number[] = [];
    const sources: number[] = [];
    for (let i = 0; i < runs; i++) {
      bundle.push(timeRun(args, false));
      sources.push(timeRun(args, true));
    }
    return { command: args.join(" "), bundleMs: median(bundle), sourcesMs: median(sources) };
  });
}
