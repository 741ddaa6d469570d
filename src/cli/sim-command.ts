/**
 * `kassen sim <scenario|system> -n N`: plays N battles with bots on worker threads and reports
 * outcome rates with 95% intervals, battle length, damage per seat and per-card impact — as
 * text, `--json` data, or a self-contained `--report out.html`.
 */
import { availableParallelism } from "node:os";
import { SingleBar } from "cli-progress";
import { type Command, InvalidArgumentError, Option } from "commander";
import { echo, grouped, MAX_BATTLES, MAX_DECISIONS, MAX_SET_FLAGS } from "../shared/limits.ts";
import { makePlan } from "../sim/make-plan.ts";
import { renderSummary } from "../sim/render-text.ts";
import { renderReport } from "../sim/report/html.ts";
import { runSim } from "../sim/run-sim.ts";
import { parseOverride, type SetupOverride } from "../sim/setup-overrides.ts";
import { summarize } from "../sim/summarize.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { systemIdOf } from "./battle-setup.ts";
import { UsageError } from "./errors.ts";
import { type BattleFlags, botOption, contentOption, langOption, seedOption } from "./flags.ts";
import { tableOptionFlag } from "./option-flag.ts";
import { say, sayJson } from "./output.ts";
import { checkOutputFile, writeOutput } from "./output-paths.ts";

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
export function collectOverride(value: string, previous: SetupOverride[] = []): SetupOverride[] {
  if (previous.length >= MAX_SET_FLAGS)
    throw new InvalidArgumentError(`expected at most ${MAX_SET_FLAGS} --set flags`);
  // `--set` is the setup's; a table option has its own flag (one flag for each place).
  const option = /^options\.(.+)$/s.exec(value);
  if (option !== null)
    throw new InvalidArgumentError(
      `the setup has no options: set a table option with --option ${echo(option[1])}`,
    );
  try {
    return [...previous, parseOverride(value)];
  } catch (err) {
    throw new InvalidArgumentError(err instanceof Error ? err.message : String(err));
  }
}

/** A whole number from `min` to `max`, for a flag. */
export function count(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min) {
      throw new InvalidArgumentError(`expected a whole number ≥ ${min}`);
    }
    if (n > max) throw new InvalidArgumentError(`expected at most ${grouped(max)}, got ${value}`);
    return n;
  };
}

/** `--workers <k>`: the worker threads of a command that plays many battles (sim, tune). */
export function workersOption(): Option {
  return new Option(
    "--workers <k>",
    "worker threads (default and most: one per core; 0 plays in the main thread)",
  ).argParser(count(0, Number.MAX_SAFE_INTEGER));
}

/** `--max-decisions <n>`: when a battle of many (sim, tune) counts as unfinished. */
export function maxDecisionsOption(): Option {
  return new Option(
    "--max-decisions <n>",
    "decisions before a battle counts as unfinished",
  ).argParser(count(1, MAX_DECISIONS));
}

/** `--set <path=value>` (repeatable), its help starting with what it does: `what`. */
export function setOption(what: string): Option {
  return new Option(
    "--set <path=value>",
    `${what} (repeatable), e.g. p1.deck=starter-moon; the value is YAML`,
  ).argParser(collectOverride);
}

/**
 * The worker threads to start: `--workers` (at most one per core: more only add memory), else
 * one per core — never more than there are battles.
 */
export function workerCount(asked: number | undefined, battles: number, cores: number): number {
  if (asked !== undefined && asked > cores) {
    throw new UsageError(
      `--workers ${asked}: expected at most ${cores} (one per core on this machine)`,
    );
  }
  return Math.min(asked ?? cores, battles);
}

/**
 * A progress bar on a terminal; a plain line every few seconds otherwise (stderr either way).
 * `command` names the command on the bar (`sim`, `tune`).
 */
export function progressBar(enabled: boolean, command = "sim"): SingleBar | null {
  if (!enabled) return null;
  return new SingleBar({
    // `{etaText}`, not `{eta}`: cli-progress fills `{eta}` with its own seconds, over the payload.
    format: `${command} {bar} {value}/{total} battles · {rate} · ETA {etaText}`,
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
    .addOption(
      new Option("-n, --battles <n>", `battles to play (at most ${grouped(MAX_BATTLES)})`)
        .argParser(count(1, MAX_BATTLES))
        .default(1000),
    )
    .addOption(workersOption())
    .addOption(botOption())
    .addOption(contentOption())
    .addOption(tableOptionFlag("every battle"))
    .addOption(seedOption())
    .addOption(langOption())
    .addOption(maxDecisionsOption())
    .option(
      "--pinned",
      "roll the scenario's pinned dice first in every battle (default: fresh dice)",
    )
    .addOption(setOption("change the setup"))
    .option("--json", "print the summary as JSON")
    .option("--report <file>", "write a self-contained HTML report")
    .option("--no-progress", "no progress output on stderr")
    .action(async (source: string, flags: SimFlags) => {
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
        keepPinned: flags.pinned,
        overrides: flags.set,
        options: flags.option,
        content: flags.content,
      });
      const bar = progressBar(flags.progress);
      const t0 = performance.now();
      const restore = restoreTerminalOnInterrupt(bar);
      bar?.start(plan.battles, 0, barPayload(progress(0, plan.battles, 0)));
      let run: Awaited<ReturnType<typeof runSim>>;
      try {
        run = await runSim(plan, {
          workers,
          onProgress: (done) => {
            const seconds = (performance.now() - t0) / 1000;
            bar?.update(done, barPayload(progress(done, plan.battles, seconds)));
          },
        });
      } finally {
        bar?.stop();
        restore();
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
      if (flags.report !== undefined) writeOutput("--report", flags.report, renderReport(summary));
      if (flags.json) sayJson(summary);
      else for (const line of renderSummary(summary)) say(line);
    });
}

/**
 * The rate and ETA shown on the progress bar. Rates under one battle a second are shown as
 * seconds per battle (never "0 battles/s"), and no ETA is guessed before a battle has finished.
 */
export function progress(
  done: number,
  total: number,
  seconds: number,
): { rate: string; eta: string } {
  if (done === 0 || seconds <= 0) return { rate: "… battles/s", eta: "…" };
  const perSecond = done / seconds;
  const rate =
    perSecond >= 1
      ? `${Math.round(perSecond)} battles/s`
      : `${(seconds / done).toFixed(1)} s/battle`;
  return { rate, eta: duration((total - done) / perSecond) };
}

/** {@link progress}'s figures as the progress bar's payload. */
export function barPayload(p: { rate: string; eta: string }): { rate: string; etaText: string } {
  return { rate: p.rate, etaText: p.eta };
}

/** Seconds as `42s`, `3m05s` or `2h07m`. */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "…";
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

/**
 * On Ctrl-C during a sim, stops the progress bar (which shows the cursor and turns line wrap
 * back on) before exiting 130, so the terminal is left as it was. Returns the undo.
 */
export function restoreTerminalOnInterrupt(bar: SingleBar | null): () => void {
  const onSigint = (): void => {
    bar?.stop();
    // Show the cursor and re-enable wrapping even if the bar had not drawn yet.
    if (process.stderr.isTTY) process.stderr.write("\x1b[?25h\x1b[?7h\n");
    process.exit(130);
  };
  process.once("SIGINT", onSigint);
  return () => process.removeListener("SIGINT", onSigint);
}
