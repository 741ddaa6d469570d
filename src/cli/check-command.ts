/**
 * `kassen check [paths...]`: runs every scenario and compares it with its `expect` block. The
 * last line is always `N passed, M failed`; a file that does not load counts as failed and
 * makes the exit code 2 (bad input) rather than 1 (a rule that does not hold).
 */
import type { Command } from "commander";
import { KassenError } from "../engine/index.ts";
import { checkExpect } from "../scenario/expect.ts";
import { expandPaths } from "../scenario/find-scenarios.ts";
import { loadScenario } from "../scenario/load.ts";
import { runScenario } from "../scenario/run.ts";
import { stopReport } from "../scenario/stop-report.ts";
import { EXIT_FAIL, EXIT_USAGE, UsageError } from "./errors.ts";
import { contentOption } from "./flags.ts";
import { color, line, say, sayJson } from "./output.ts";

/** What checking one file found. */
interface FileCheck {
  /** Differences; empty when the scenario holds. */
  problems: string[];
  /** The file could not be loaded at all. */
  loadError: boolean;
}

/** Loads, runs and checks one scenario file. */
export function checkFile(file: string, packs: readonly string[] = []): FileCheck {
  let loaded: ReturnType<typeof loadScenario>;
  try {
    loaded = loadScenario(file, packs);
  } catch (err) {
    if (!(err instanceof KassenError)) throw err;
    return { problems: [err.message], loadError: true };
  }
  try {
    const run = runScenario(loaded.scenario, { file });
    const problems = checkExpect(loaded.scenario, run);
    // Where the run stopped helps to see why an expectation failed.
    if (problems.length > 0) problems.push(stopReport(run));
    return { problems, loadError: false };
  } catch (err) {
    // An engine failure while running is this scenario's failure, not the whole check's.
    if (!(err instanceof KassenError)) throw err;
    return { problems: [err.message], loadError: false };
  }
}

/** Registers the command. */
export function registerCheck(program: Command): void {
  program
    .command("check")
    .description("run scenarios and check their expectations (default: scenarios/)")
    .argument("[paths...]", "scenario files or folders (searched for *.yaml)")
    .addOption(contentOption())
    .option("--json", "print the results as JSON")
    .action((paths: string[], flags: { json?: boolean; content?: string[] }) => {
      const given = paths.length > 0 ? paths : ["scenarios"];
      const files = expandPaths(given);
      // Nothing checked is no pass: a wrong folder must not look like a green run.
      if (files.length === 0) {
        throw new UsageError(`${given.join(" ")}: no scenario files (*.yaml, *.yml) found`);
      }
      let passed = 0;
      let failed = 0;
      let loadErrors = 0;
      const results: { file: string; ok: boolean; loadError: boolean; problems: string[] }[] = [];
      for (const file of files) {
        const { problems, loadError } = checkFile(file, flags.content);
        results.push({ file, ok: problems.length === 0, loadError, problems });
        if (problems.length === 0) {
          passed++;
          if (!flags.json) say(line`${color.green("ok")}   ${file}`);
          continue;
        }
        failed++;
        if (loadError) loadErrors++;
        if (flags.json) continue;
        say(line`${color.red("FAIL")} ${file}`);
        for (const p of problems) say(`  ${p}`);
      }
      if (flags.json) sayJson({ passed, failed, results });
      else say(`${passed} passed, ${failed} failed`);
      if (loadErrors > 0) process.exitCode = EXIT_USAGE;
      else if (failed > 0) process.exitCode = EXIT_FAIL;
    });
}
