/**
 * `kassen play <scenario|system>`: play one seat yourself against bots, from a scenario's position
 * or a fresh whole game.
 */
import { randomInt } from "node:crypto";
import type { Command } from "commander";
import type { Seat } from "../engine/index.ts";
import { houseRules } from "../scenario/house-rules.ts";
import { runScenario } from "../scenario/run.ts";
import { type BattleSource, loadBattleSource } from "./battle-setup.ts";
import { applyCarryFile } from "./carry.ts";
import {
  type BattleFlags,
  botOption,
  checkSeat,
  contentOption,
  langOption,
  seedOption,
} from "./flags.ts";
import { houseRulesLine } from "./house-rules-line.ts";
import { type Asker, EXIT_INTERRUPTED, makeAsker } from "./input.ts";
import { tableOptionFlag } from "./option-flag.ts";
import { color, say } from "./output.ts";
import { checkOutputFile } from "./output-paths.ts";
import { playLoop } from "./play-loop.ts";
import { saveReplayFile } from "./run-command.ts";

/** Flags of `play` and `menu`. */
export interface PlayFlags extends BattleFlags {
  /** Write a replay of the game when it ends (or the human quits). */
  saveReplay?: string;
}

/**
 * A seed for a fresh game: `--seed`, else an unguessable new deal (shown only after the game, as
 * the menu does: during it, the seed would tell the bots' hands and the dice).
 */
export function freshSeed(flags: BattleFlags): number {
  return flags.seed ?? randomInt(0x7fffffff);
}

/**
 * Plays `src` with `seat` as the human. Every other seat gets a bot: `--bot` first, then the
 * scenario's `bots`, else random. The scenario's script runs first, as in `kassen run`.
 */
export async function playScenario(
  src: BattleSource,
  seat: Seat,
  flags: PlayFlags,
  asker: Asker,
): Promise<void> {
  checkSeat(seat, src.seats, src.system.id);
  const bots: Record<Seat, string | null> = {};
  for (const s of src.seats) bots[s] = flags.bot?.[s] ?? src.scenario.bots?.[s] ?? "random";
  bots[seat] = null;
  const run = runScenario(src.scenario, {
    file: src.file,
    seed: flags.seed,
    lang: flags.lang,
    bots,
  });
  for (const e of run.errors) say(`script[${e.step}]: ${e.message}`);
  // Issue 33: the house rules this game plays by, by name, before its first line.
  const rules = houseRulesLine(houseRules(src.system.id, run.init.options, run.lang), run.lang);
  if (rules !== null) say(rules);
  const battle = await playLoop(
    {
      init: run.init,
      battle: run.battle,
      seat,
      bots: run.bots,
      lang: run.lang,
      maxDecisions: src.scenario.maxDecisions,
    },
    asker,
  );
  if (flags.saveReplay !== undefined) {
    saveReplayFile(battle, run.init, flags.saveReplay);
    say(color.dim(`replay saved to ${flags.saveReplay}`));
  }
}

/** Registers the command. */
export function registerPlay(program: Command): void {
  program
    .command("play")
    .description("play a scenario interactively as one seat; bots play the others")
    .argument("<scenario>", "scenario file (YAML), or a system id for a fresh whole game")
    .option("--seat <seat>", "the seat you play (default: the first seat)")
    .addOption(botOption())
    .addOption(contentOption())
    .addOption(tableOptionFlag())
    .addOption(seedOption())
    .addOption(langOption())
    .option("--carry <file>", "start from a campaign carry-over saved by run --save-carry")
    .option("--save-replay <file>", "write a replay of the game when it ends")
    .action(async (file: string, flags: PlayFlags & { seat?: string; carry?: string }) => {
      if (flags.saveReplay !== undefined) checkOutputFile("--save-replay", flags.saveReplay);
      let src = loadBattleSource(
        file,
        flags.bot,
        { seed: freshSeed(flags), bots: false },
        flags.content,
        flags.option,
      );
      if (flags.carry !== undefined) src = applyCarryFile(src, flags.carry);
      const asker = makeAsker();
      try {
        await playScenario(src, flags.seat ?? src.seats[0], flags, asker);
        // A fresh game's seed is told only now (it would have given the hands away).
        if (src.file === src.system.id) {
          const seed = src.scenario.seed;
          say(color.dim(`seed ${seed} (kassen play ${file} --seed ${seed} deals this game again)`));
        }
      } finally {
        asker.close();
        // Ctrl-C in a terminal menu is an interruption, not a normal end.
        if (asker.interrupted === true) process.exitCode = EXIT_INTERRUPTED;
      }
    });
}
