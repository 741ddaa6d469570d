/**
 * `kassen menu` (what `npm start` runs): pick a system, then a scenario of it or a new game,
 * then your seat, and play against random bots with the same loop as `kassen play`.
 */
import { randomInt } from "node:crypto";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import { KassenError, type RuleSystem } from "../engine/index.ts";
import { yamlFilesUnder } from "../scenario/find-scenarios.ts";
import { type LoadedScenario, loadScenario, scenarioInit } from "../scenario/load.ts";
import { Scenario } from "../scenario/schema.ts";
import { SYSTEMS } from "../systems/registry.ts";
import type { BattleSource } from "./battle-setup.ts";
import { type BattleFlags, botOption, checkBotSeats, langOption, seedOption } from "./flags.ts";
import { type Asker, makeAsker, resolveAnswer } from "./input.ts";
import { NEW_GAMES } from "./new-games.ts";
import { type Choice, color, say } from "./output.ts";
import { playScenario } from "./play-command.ts";

/** The project's `scenarios/` folder, wherever the command is run from. */
const SCENARIO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "scenarios");

/** Asks until the answer is one of `choices`; null at end of input. */
async function pick(asker: Asker, message: string, choices: Choice[]): Promise<string | null> {
  for (;;) {
    const answer = await asker.ask(message, choices);
    if (answer === null) return null;
    const value = resolveAnswer(answer, choices);
    if (value !== undefined) return value;
    say(color.red(`not a choice: ${answer} (type a number 1–${choices.length})`));
  }
}

/** Scenarios of a system that load; broken ones are left out of the menu. */
function scenariosOf(system: RuleSystem): LoadedScenario[] {
  let files: string[] = [];
  try {
    files = yamlFilesUnder(join(SCENARIO_ROOT, system.id));
  } catch {
    return [];
  }
  const out: LoadedScenario[] = [];
  for (const file of files) {
    try {
      out.push(loadScenario(file));
    } catch (err) {
      if (!(err instanceof KassenError)) throw err;
    }
  }
  return out;
}

/** A fresh game of `system` as a scenario: a played battle, so its card ids are opaque. */
function newGame(system: RuleSystem, seed: number): LoadedScenario {
  const setup = NEW_GAMES[system.id];
  const scenario = Scenario.parse({
    name: "new game",
    system: system.id,
    seed,
    ids: "opaque",
    setup,
  });
  return { file: "new game", scenario, system };
}

/** Bots the menu offers as opponents, weakest first. */
const OPPONENTS: Choice[] = [
  { value: "random", label: "Random (plays any legal option)" },
  { value: "greedy", label: "Greedy (best-looking option one step ahead)" },
  { value: "mcts:300", label: "Search (Monte Carlo tree search, 300 playouts a move)" },
];

/** The menu's questions; null when the human quit on the way. */
async function chooseGame(
  asker: Asker,
  flags: BattleFlags,
): Promise<[BattleSource, string] | null> {
  const lang = flags.lang;
  const systems = Object.values(SYSTEMS);
  const l = lang ?? "en";
  const sysId = await pick(
    asker,
    "System",
    systems.map((s) => ({ value: s.id, label: s.name[l] })),
  );
  if (sysId === null) return null;
  const system = SYSTEMS[sysId];
  const games = scenariosOf(system);
  const asChoice = (g: LoadedScenario): Choice => ({
    value: relative(SCENARIO_ROOT, g.file),
    label: g.scenario.name,
  });
  // Examples are games to play; the rule scenarios (one or more per rule id) sit one level down.
  const isExample = (g: LoadedScenario) =>
    relative(join(SCENARIO_ROOT, sysId), g.file).startsWith("examples");
  const choices: Choice[] = games.filter(isExample).map(asChoice);
  const rules = games.filter((g) => !isExample(g));
  if (Object.hasOwn(NEW_GAMES, sysId)) choices.unshift({ value: "new", label: "New game" });
  if (rules.length > 0)
    choices.push({ value: "rules", label: `Rule scenarios (${rules.length})…` });
  if (choices.length === 0) throw new KassenError(`${sysId}: no scenarios and no new-game setup`);
  let which = await pick(asker, "Game", choices);
  if (which === "rules") which = await pick(asker, "Rule scenario", rules.map(asChoice));
  if (which === null) return null;
  let game = games.find((g) => relative(SCENARIO_ROOT, g.file) === which);
  if (game === undefined) {
    // A new game gets a fresh, unguessable deal each time unless --seed asks for a particular
    // one. The seed is not shown before the game: it would tell the bots' hands and the dice.
    game = newGame(system, flags.seed ?? randomInt(0x7fffffff));
  }
  const seats = system.create(scenarioInit(game.scenario)).seats;
  const seat = await pick(
    asker,
    "Your seat",
    seats.map((s) => ({ value: s, label: system.seatName?.(s, l) ?? s })),
  );
  return seat === null ? null : [{ ...game, seats }, seat];
}

/** Registers the command. */
export function registerMenu(program: Command): void {
  program
    .command("menu")
    .description("pick a system, a scenario or a new game, and a seat; play against bots")
    .addOption(seedOption())
    .addOption(langOption())
    .addOption(botOption())
    .action(async (flags: BattleFlags) => {
      const asker = makeAsker();
      try {
        const chosen = await chooseGame(asker, flags);
        if (chosen === null) {
          say("bye");
          return;
        }
        const [src, seat] = chosen;
        checkBotSeats(flags.bot ?? {}, src.seats, src.system.id);
        // Every other seat gets the opponent picked here (or by --bot), whatever the scenario says.
        const opponent =
          flags.bot === undefined ? await pick(asker, "Opponents", OPPONENTS) : "random";
        if (opponent === null) {
          say("bye");
          return;
        }
        const bots = Object.fromEntries(
          src.seats.filter((s) => s !== seat).map((s) => [s, flags.bot?.[s] ?? opponent]),
        );
        await playScenario(src, seat, { ...flags, bot: bots }, asker);
        // Told only now that the game is over: during it, the seed would have given it away.
        if (src.file === "new game") {
          const seed = src.scenario.seed;
          say(color.dim(`seed ${seed} (kassen menu --seed ${seed} deals this game again)`));
        }
      } finally {
        asker.close();
      }
    });
}
