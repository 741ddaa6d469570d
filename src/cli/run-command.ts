/**
 * `kassen run <scenario|system>`: plays a scenario (or a fresh whole game between random bots)
 * through and prints its log and how it ended.
 */
import type { Command } from "commander";
import { type Battle, type BattleInit, makeReplay, renderMsg } from "../engine/index.ts";
import { isPinnedDiceMessage } from "../scenario/input-checks.ts";
import { type RunResult, runScenario } from "../scenario/run.ts";
import { DataFileError } from "../systems/shared/data-file.ts";
import { loadBattleSource } from "./battle-setup.ts";
import { applyCarryFile, saveCarryFile } from "./carry.ts";
import { EXIT_FAIL } from "./errors.ts";
import { type BattleFlags, botOption, contentOption, langOption, seedOption } from "./flags.ts";
import { tableOptionFlag } from "./option-flag.ts";
import { color, pendingLines, renderLines, resultLine, say, sayJson } from "./output.ts";
import { checkOutputFile, writeOutput } from "./output-paths.ts";

interface RunFlags extends BattleFlags {
  json?: boolean;
  saveReplay?: string;
  carry?: string;
  saveCarry?: string;
}

/** The machine-readable form of a run (`--json`). */
function runJson(run: RunResult): Record<string, unknown> {
  const { battle, lang } = run;
  const p = battle.pending;
  return {
    system: battle.system.id,
    seed: run.init.seed,
    outcome: battle.result,
    pending: p && {
      seat: p.seat,
      prompt: renderMsg(battle.system, p.prompt, lang, battle.state),
      options: p.options.map((o) => o.id),
    },
    summary: battle.system.summary(battle.state),
    events: run.events,
    errors: run.errors.map(({ step, seat, option, message }) => ({ step, seat, option, message })),
    hash: battle.hash(),
  };
}

/** Writes a replay of `battle` for `--save-replay` (checked with checkOutputFile beforehand). */
export function saveReplayFile(battle: Battle, init: BattleInit, file: string): void {
  writeOutput("--save-replay", file, `${JSON.stringify(makeReplay(battle, init), null, 2)}\n`);
}

/** Registers the command. */
export function registerRun(program: Command): void {
  program
    .command("run")
    .description("run a scenario: its script, then bots; print the log and the result")
    .argument("<scenario>", "scenario file (YAML), or a system id for a fresh game between bots")
    .addOption(seedOption())
    .addOption(langOption())
    .option("--json", "print the result as JSON")
    .addOption(botOption())
    .addOption(contentOption())
    .addOption(tableOptionFlag())
    .option("--save-replay <file>", "write a replay of the run to a file")
    .option("--carry <file>", "start from a campaign carry-over saved by --save-carry")
    .option("--save-carry <file>", "save what carries over to the next battle (TRPG life…)")
    .action((file: string, flags: RunFlags) => {
      // Output paths first: a typo should not cost the run.
      if (flags.saveReplay !== undefined) checkOutputFile("--save-replay", flags.saveReplay);
      if (flags.saveCarry !== undefined) checkOutputFile("--save-carry", flags.saveCarry);
      let src = loadBattleSource(
        file,
        flags.bot,
        { seed: flags.seed ?? 1, bots: true },
        flags.content,
        flags.option,
      );
      if (flags.carry !== undefined) src = applyCarryFile(src, flags.carry);
      const run = runScenario(src.scenario, {
        file,
        seed: flags.seed,
        lang: flags.lang,
        bots: flags.bot,
      });
      // A pinned die the battle could not roll is a mistake in the file, not a failed rule.
      const pinned = run.errors.find((e) => !e.illegal && isPinnedDiceMessage(e.message));
      if (pinned !== undefined) throw new DataFileError(file, "dice", pinned.message);
      if (flags.saveCarry !== undefined) saveCarryFile(run.battle, flags.saveCarry);
      if (flags.saveReplay !== undefined) saveReplayFile(run.battle, run.init, flags.saveReplay);
      // A refused choice is only a failure when the scenario does not say it expects one.
      const unexpected = run.errors.filter(
        (e) => src.scenario.expect?.error === undefined || e.step < 0,
      );
      if (unexpected.length > 0) process.exitCode = EXIT_FAIL;
      if (flags.json) {
        sayJson(runJson(run));
        return;
      }
      for (const line of renderLines(run.battle.system, run.events, run.lang, run.battle.state))
        say(line);
      for (const e of run.errors) {
        const where = e.step < 0 ? `bot for ${e.seat}` : `script[${e.step}]`;
        say(color.red(`${where}: ${e.message}`));
      }
      if (run.stopped === "max-decisions")
        say(color.yellow(`stopped after ${run.botDecisions} bot decisions`));
      const result = resultLine(run.battle, run.lang);
      if (result !== null) say(color.bold(result));
      for (const line of pendingLines(run.battle, run.lang)) say(line);
    });
}
