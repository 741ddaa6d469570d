/**
 * `kassen tune` against a brute-force grid, for the issue notes: one case per system (the
 * examples of docs/analysis.md), each tuned on all workers as the CLI does; then what a grid
 * would cost for the same precision — every value of the range (every pair for two parameters;
 * whole values, or 101 steps of a real range) played until its 95% interval is as narrow as the
 * answer's. The grid's time is its battles at the rate tune played them. `bench/run.ts --only
 * tune` calls `benchTune()`; `tsx bench/tune-vs-grid.ts [--json]` runs it alone.
 */
import { availableParallelism } from "node:os";
import { isEntry } from "../src/shared/is-entry.ts";
import { makePlan } from "../src/sim/make-plan.ts";
import { prepareTune, runTune } from "../src/tune/run-tune.ts";
import { battlesFor } from "../src/tune/tune-search.ts";
import { parseVary } from "../src/tune/vary-spec.ts";

/** One case: a source, the parameters, the target. */
interface TuneCase {
  label: string;
  source: string;
  vary: string[];
  seat: string;
  target: number;
  battles: number;
}

/** The cases: the examples of docs/analysis.md. */
export const TUNE_CASES: TuneCase[] = [
  {
    label: "vision: Tewi's attack, Scarlet vs Moon at 50%",
    source: "vision",
    vary: ["card:tewi.attack=0..9"],
    seat: "p1",
    target: 0.5,
    battles: 6000,
  },
  {
    label: "geo-march: Shield Golem's defence, the Vanguard at 20%",
    source: "scenarios/geo-march/examples/sample-battle.yaml",
    vary: ["card:shield-golem.defence=0..12"],
    seat: "p1",
    target: 0.2,
    battles: 6000,
  },
  {
    label: "ygo-trpg: the Wyrm Lord's ATK, players at 50%",
    source: "ygo-trpg",
    vary: ["card:obsidian-wyrm-lord.atk=0..3000"],
    seat: "p1",
    target: 0.5,
    battles: 6000,
  },
  {
    label: "magical-girl: Gloom Wolf HP and STR, girls at 60%",
    source: "magical-girl",
    vary: ["enemy:gloom-wolf.hp=1..20", "enemy:gloom-wolf.str=10..90"],
    seat: "p1",
    target: 0.6,
    battles: 6000,
  },
];

/** What one case measured. */
export interface TuneBenchResult {
  label: string;
  answer: number[];
  rate: { p: number; lo: number; hi: number; n: number };
  inside: boolean;
  battles: number;
  seconds: number;
  gridPoints: number;
  gridBattles: number;
  gridSeconds: number;
  /** The same grid with at most 101 values per parameter (1% steps of a wide range). */
  coarsePoints: number;
  coarseBattles: number;
}

/** Values a grid visits over one parameter's range (at most `cap`). */
function gridValues(lo: number, hi: number, integer: boolean, cap = 101): number {
  return integer ? Math.min(cap, hi - lo + 1) : 101;
}

/** Tunes each case and prices the grid. */
export async function benchTune(cases: TuneCase[] = TUNE_CASES): Promise<TuneBenchResult[]> {
  const out: TuneBenchResult[] = [];
  for (const c of cases) {
    const specs = c.vary.map(parseVary);
    const { plan } = makePlan({ source: c.source, battles: c.battles, seed: 1 });
    const prepared = prepareTune(plan, specs);
    const r = await runTune(
      {
        plan,
        specs,
        seat: c.seat,
        seatName: c.seat,
        target: c.target,
        battles: c.battles,
        precision: 0.025,
        workers: availableParallelism(),
      },
      prepared,
    );
    const half = Math.max((r.answer.rate.hi - r.answer.rate.lo) / 2, 0.005);
    const perValue = battlesFor(half);
    const gridPoints = specs.reduce((n, s) => n * gridValues(s.lo, s.hi, s.integer, Infinity), 1);
    const coarsePoints = specs.reduce((n, s) => n * gridValues(s.lo, s.hi, s.integer), 1);
    const gridBattles = gridPoints * perValue;
    out.push({
      label: c.label,
      answer: r.answer.values,
      rate: r.answer.rate,
      inside: r.answer.inside,
      battles: r.battles,
      seconds: r.timing.seconds,
      gridPoints,
      gridBattles,
      gridSeconds: (gridBattles * r.timing.seconds) / Math.max(1, r.battles),
      coarsePoints,
      coarseBattles: coarsePoints * perValue,
    });
  }
  return out;
}

/** The results as text lines. */
export function tuneLines(results: TuneBenchResult[]): string[] {
  const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
  const int = (x: number) => Math.round(x).toLocaleString("en");
  return results.flatMap((r) => [
    `  ${r.label}`,
    `    answer ${r.answer.join(", ")}: ${pct(r.rate.p)} [${pct(r.rate.lo)}–${pct(r.rate.hi)}] (target ${r.inside ? "inside" : "outside"})`,
    `    tune ${int(r.battles)} battles, ${r.seconds.toFixed(1)} s · grid ${int(r.gridPoints)} values × ${int(r.gridBattles / r.gridPoints)} = ${int(r.gridBattles)} battles, ~${int(r.gridSeconds)} s (${(r.gridBattles / Math.max(1, r.battles)).toFixed(0)}×)`,
    ...(r.coarsePoints < r.gridPoints
      ? [
          `    (a grid of ${int(r.coarsePoints)} values, 1% steps: ${int(r.coarseBattles)} battles, ${(r.coarseBattles / Math.max(1, r.battles)).toFixed(0)}×)`,
        ]
      : []),
  ]);
}

if (isEntry(import.meta.url)) {
  const results = await benchTune();
  if (process.argv.includes("--json")) console.log(JSON.stringify(results, null, 2));
  else for (const line of tuneLines(results)) console.log(line);
}
