/** `kassen play <scenario>`: play one seat yourself against bots, from a scenario's position. */
import type { Command } from "commander";
import type { Seat } from "../engine/index.ts";
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
import { type Asker, makeAsker } from "./input.ts";
import { playLoop } from "./play-loop.ts";

/**
 * Plays `src` with `seat` as the human. Every other seat gets a bot: `--bot` first, then the
 * scenario's `bots`, else random. The scenario's script runs first, as in `kassen run`.
 */
export async function playScenario(
  src: BattleSource,
  seat: Seat,
  flags: BattleFlags,
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
  for (const e of run.errors) process.stdout.write(`script[${e.step}]: ${e.message}\n`);
  await playLoop(
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
}

/** Registers the command. */
export function registerPlay(program: Command): void {
  program
    .command("play")
    .description("play a scenario interactively as one seat; bots play the others")
    .argument("<scenario>", "scenario file (YAML)")
    .option("--seat <seat>", "the seat you play (default: the first seat)")
    .addOption(botOption())
    .addOption(contentOption())
    .addOption(seedOption())
    .addOption(langOption())
    .option("--carry <file>", "start from a campaign carry-over saved by run --save-carry")
    .action(async (file: string, flags: BattleFlags & { seat?: string; carry?: string }) => {
      let src = loadBattleSource(file, flags.bot, flags.content);
      if (flags.carry !== undefined) src = applyCarryFile(src, flags.carry);
      const asker = makeAsker();
      try {
        await playScenario(src, flags.seat ?? src.seats[0], flags, asker);
      } finally {
        asker.close();
      }
    });
}
