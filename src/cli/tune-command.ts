/**
 * `kassen tune <scenario|system> --vary WHAT=LO..HI --target SEAT=RATE`: finds the value(s) at
 * which the target seat wins the asked share of battles between bots — the attack that makes a
 * matchup fair, the boss ATK that makes an encounter as hard as the GM wants — by a noisy search
 * that spends battles where the answer is in doubt (src/tune/). Text, `--json` data, or a
 * self-contained `--report out.html` with the curves.
 */
import { availableParallelism } from "node:os";
import { type Command, InvalidArgumentError, Option } from "commander";
import { seatLabel } from "../engine/index.ts";
import { grouped, MAX_BATTLES } from "../shared/limits.ts";
import { makePlan } from "../sim/make-plan.ts";
import type { SetupOverride } from "../sim/setup-overrides.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { renderTune } from "../tune/render-text.ts";
import { renderTuneReport } from "../tune/report-html.ts";
import { prepareTune, runTune } from "../tune/run-tune.ts";
import { MAX_VARY, parseVary, type VarySpec } from "../tune/vary-spec.ts";
import { systemIdOf } from "./battle-setup.ts";
import { UsageError } from "./errors.ts";
import { type BattleFlags, botOption, contentOption, langOption, seedOption } from "./flags.ts";
import { tableOptionFlag } from "./option-flag.ts";
import { say, sayJson } from "./output.ts";
import { checkOutputFile, writeOutput } from "./output-paths.ts";
import {
  barPayload,
  count,
  maxDecisionsOption,
  progress,
  progressBar,
  restoreTerminalOnInterrupt,
  setOption,
  workerCount,
  workersOption,
} from "./sim-command.ts";

/** Battles a tune plays at most unless told (documented in docs/analysis.md). */
export const DEFAULT_TUNE_BATTLES = 6000;
/** The answer's 95% interval half-width at which a tune stops, unless told. */
export const DEFAULT_TUNE_PRECISION = 0.025;
/** Longest `--time` (a day). */
const MAX_TUNE_SECONDS = 86_400;

interface TuneFlags extends BattleFlags {
  vary: VarySpec[];
  target: { seat: string; rate: number };
  battles: number;
  time?: number;
  precision: number;
  workers?: number;
  json?: boolean;
  report?: string;
  maxDecisions?: number;
  progress: boolean;
  set?: SetupOverride[];
}

/** Collects repeated `--vary` flags. */
function collectVary(value: string, previous: VarySpec[] = []): VarySpec[] {
  if (previous.length >= MAX_VARY)
    throw new InvalidArgumentError(`expected at most ${MAX_VARY} --vary flags`);
  let spec: VarySpec;
  try {
    spec = parseVary(value);
  } catch (err) {
    throw new InvalidArgumentError(err instanceof Error ? err.message : String(err));
  }
  if (previous.some((p) => p.what === spec.what))
    throw new InvalidArgumentError(`${spec.what} is already varied by another --vary`);
  return [...previous, spec];
}

/** `--target SEAT=RATE`: a seat and a rate in 0…1 (or a percentage, `70%`). */
export function parseTarget(value: string): { seat: string; rate: number } {
  const m = /^([\w-]+)=(\d*\.?\d+)(%?)$/.exec(value);
  if (m === null) throw new InvalidArgumentError("expected SEAT=RATE, e.g. p1=0.5 or p1=50%");
  const rate = Number(m[2]) / (m[3] === "%" ? 100 : 1);
  if (!(rate >= 0 && rate <= 1))
    throw new InvalidArgumentError(
      `expected a rate from 0 to 1 (or 0% to 100%), got ${m[2]}${m[3]}`,
    );
  return { seat: m[1], rate };
}

/** A number of seconds, for `--time`. */
function seconds(value: string): number {
  const n = Number(value);
  if (!/^\d+(?:\.\d+)?$/.test(value) || !(n > 0))
    throw new InvalidArgumentError("expected a number of seconds > 0");
  if (n > MAX_TUNE_SECONDS)
    throw new InvalidArgumentError(`expected at most ${grouped(MAX_TUNE_SECONDS)} seconds`);
  return n;
}

/** `--precision`: a half-width from 0.005 to 0.25. */
function precision(value: string): number {
  const n = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || !(n >= 0.005 && n <= 0.25))
    throw new InvalidArgumentError("expected a half-width from 0.005 to 0.25, e.g. 0.025");
  return n;
}

/** Registers the command. */
export function registerTune(program: Command): void {
  program
    .command("tune")
    .description(
      "find the value(s) at which a seat wins a target share of battles (a fair matchup, an encounter as hard as wanted)",
    )
    .argument("<source>", "scenario file, or a system id for a fresh whole game")
    .addOption(
      new Option(
        "--vary <what=lo..hi>",
        "a parameter to search (repeatable, at most 4): a setup path (p1.field.0.attack=0..9) or a content field (card:reisen.attack=1..8)",
      )
        .argParser(collectVary)
        .makeOptionMandatory(),
    )
    .addOption(
      new Option("--target <seat=rate>", "the seat and the win rate to reach, e.g. p1=0.5")
        .argParser(parseTarget)
        .makeOptionMandatory(),
    )
    .addOption(
      new Option("-n, --battles <n>", "battles to play in all, at most")
        .argParser(count(1, MAX_BATTLES))
        .default(DEFAULT_TUNE_BATTLES),
    )
    .addOption(
      new Option(
        "--time <seconds>",
        "stop searching after this long (default: no time limit)",
      ).argParser(seconds),
    )
    .addOption(
      new Option("--precision <w>", "stop once the answer's 95% interval is at most ±w")
        .argParser(precision)
        .default(DEFAULT_TUNE_PRECISION),
    )
    .addOption(workersOption())
    .addOption(botOption())
    .addOption(contentOption())
    .addOption(tableOptionFlag("every battle"))
    .addOption(seedOption())
    .addOption(langOption())
    .addOption(maxDecisionsOption())
    .addOption(setOption("change the setup first"))
    .option("--json", "print the result as JSON")
    .option("--report <file>", "write a self-contained HTML report with the curves")
    .option("--no-progress", "no progress output on stderr")
    .action(async (source: string, flags: TuneFlags) => {
      // Everything the user gave is checked before the first battle starts.
      if (flags.report !== undefined) checkOutputFile("--report", flags.report);
      const workers = workerCount(flags.workers, flags.battles, availableParallelism());
      systemIdOf(source);
      const { plan, seats } = makePlan({
        source,
        battles: flags.battles,
        seed: flags.seed,
        bots: flags.bot,
        lang: flags.lang,
        maxDecisions: flags.maxDecisions,
        overrides: flags.set,
        options: flags.option,
        content: flags.content,
      });
      const { seat, rate } = flags.target;
      if (!seats.includes(seat))
        throw new UsageError(
          `--target ${seat}=${rate}: ${plan.system} has no seat "${seat}" (seats: ${seats.join(", ")})`,
        );
      const prepared = prepareTune(plan, flags.vary);
      const system = SYSTEM_ENTRIES[plan.system].system;
      const bar = progressBar(flags.progress, "tune");
      const t0 = performance.now();
      const restore = restoreTerminalOnInterrupt(bar);
      bar?.start(flags.battles, 0, barPayload(progress(0, flags.battles, 0)));
      let result: Awaited<ReturnType<typeof runTune>>;
      try {
        result = await runTune(
          {
            plan,
            specs: flags.vary,
            seat,
            seatName: seatLabel(system, seat, plan.lang),
            target: rate,
            battles: flags.battles,
            precision: flags.precision,
            seconds: flags.time,
            workers,
            onProgress: (done) => {
              // The ETA is for the whole budget: an upper bound (the search may stop sooner).
              bar?.update(
                done,
                barPayload(progress(done, flags.battles, (performance.now() - t0) / 1000)),
              );
            },
          },
          prepared,
        );
        // The search usually ends before the budget: the last line shows what it played.
        bar?.setTotal(result.battles);
        bar?.update(result.battles);
      } finally {
        bar?.stop();
        restore();
      }
      if (flags.report !== undefined)
        writeOutput("--report", flags.report, renderTuneReport(result));
      if (flags.json) sayJson(result);
      else for (const line of renderTune(result)) say(line);
    });
}
