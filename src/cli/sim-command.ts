/**
 * `kassen sim <scenario|system> -n N`: plays N battles with bots on worker threads and reports
 * outcome rates with 95% intervals, battle length, damage per seat and per-card impact — as
 * text, `--json` data, or a self-contained `--report out.html`.
 */
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { SingleBar } from "cli-progress";
import { type Command, InvalidArgumentError, Option } from "commander";
import { makePlan } from "../sim/make-plan.ts";
import { renderSummary } from "../sim/render-text.ts";
import { renderReport } from "../sim/report/html.ts";
import { runSim } from "../sim/run-sim.ts";
import { parseOverride, type SetupOverride } from "../sim/setup-overrides.ts";
import { summarize } from "../sim/summarize.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { type BattleFlags, botOption, contentOption, langOption, seedOption } from "./flags.ts";
import { say } from "./output.ts";

interface SimFlags extends BattleFlags {
  battles: number;
  workers?: number;
  json?: boolean;
  report?: string;
  maxDecisions?: number;
  progress: boolean;
  pinned?: boolean;
  set?: SetupOverride[];
}

/** Collects repeated `--set PATH=VALUE` flags; a malformed one fails while flags are parsed. */
function collectOverride(value: string, previous: SetupOverride[] = []): SetupOverride[] {
  try {
    return [...previous, parseOverride(value)];
  } catch (err) {
    throw new InvalidArgumentError(err instanceof Error ? err.message : String(err));
  }
}

/** A whole number ≥ `min`, for a flag. */
function count(min: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min) {
      throw new InvalidArgumentError(`expected a whole number ≥ ${min}`);
    }
    return n;
  };
}

/** A progress bar on a terminal; a plain line every few seconds otherwise (stderr either way). */
function progressBar(enabled: boolean): SingleBar | null {
  if (!enabled) return null;
  return new SingleBar({
    format: "sim {bar} {value}/{total} battles · {rate}/s · ETA {eta_formatted}",
    stream: process.stderr,
    noTTYOutput: true,
    notTTYSchedule: 3000,
    hideCursor: true,
    etaBuffer: 20,
  });
}

/** Registers the command. */
export function registerSim(program: Command): void {
  program
    .command("sim")
    .description("simulate many battles between bots: outcome rates, lengths, damage, card impact")
    .argument("<source>", "scenario file, or a system id for a fresh whole game")
    .addOption(new Option("-n, --battles <n>", "battles to play").argParser(count(1)).default(1000))
    .addOption(
      new Option(
        "--workers <k>",
        "worker threads (default: one per core; 0 plays in the main thread)",
      ).argParser(count(0)),
    )
    .addOption(botOption())
    .addOption(contentOption())
    .addOption(seedOption())
    .addOption(langOption())
    .addOption(
      new Option("--max-decisions <n>", "decisions before a battle counts as unfinished").argParser(
        count(1),
      ),
    )
    .option(
      "--pinned",
      "roll the scenario's pinned dice first in every battle (default: fresh dice)",
    )
    .addOption(
      new Option(
        "--set <path=value>",
        "change the setup (repeatable), e.g. p1.deck=starter-moon; the value is YAML",
      ).argParser(collectOverride),
    )
    .option("--json", "print the summary as JSON")
    .option("--report <file>", "write a self-contained HTML report")
    .option("--no-progress", "no progress output on stderr")
    .action(async (source: string, flags: SimFlags) => {
      const { plan, seats } = makePlan({
        source,
        battles: flags.battles,
        seed: flags.seed,
        bots: flags.bot,
        lang: flags.lang,
        maxDecisions: flags.maxDecisions,
        keepPinned: flags.pinned,
        overrides: flags.set,
        content: flags.content,
      });
      const bar = progressBar(flags.progress);
      bar?.start(plan.battles, 0, { rate: "0" });
      const t0 = performance.now();
      let run: Awaited<ReturnType<typeof runSim>>;
      try {
        run = await runSim(plan, {
          workers: flags.workers ?? availableParallelism(),
          onProgress: (done) => {
            const rate = done / Math.max(1e-3, (performance.now() - t0) / 1000);
            bar?.update(done, { rate: String(Math.round(rate)) });
          },
        });
      } finally {
        bar?.stop();
      }
      const entry = SYSTEM_ENTRIES[plan.system];
      const summary = summarize(
        plan,
        entry.system,
        seats,
        run.tally,
        run,
        entry.analysis?.turnUnit,
      );
      if (flags.report !== undefined) writeFileSync(flags.report, renderReport(summary));
      if (flags.json) say(JSON.stringify(summary, null, 2));
      else for (const line of renderSummary(summary)) say(line);
    });
}
