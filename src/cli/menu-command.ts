/**
 * `kassen menu` (what `npm start` runs): pick a system, then a scenario of it or a new game,
 * then your seat, and play against random bots with the same loop as `kassen play`.
 */
import { randomInt } from "node:crypto";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import { KassenError, LANGS, type Lang, type RuleSystem } from "../engine/index.ts";
import { yamlFilesUnder } from "../scenario/find-scenarios.ts";
import { type LoadedScenario, loadScenario, scenarioInit } from "../scenario/load.ts";
import { Scenario } from "../scenario/schema.ts";
import { SYSTEMS } from "../systems/registry.ts";
import type { BattleSource } from "./battle-setup.ts";
import { type BattleFlags, botOption, checkBotSeats, langOption, seedOption } from "./flags.ts";
import { type Asker, EXIT_INTERRUPTED, makeAsker, resolveAnswer } from "./input.ts";
import { LANG_NAMES, langFromEnv, MENU_TEXT, rememberedLang, rememberLang } from "./menu-lang.ts";
import { NEW_GAMES } from "./new-games.ts";
import { type Choice, color, say } from "./output.ts";
import { checkOutputFile } from "./output-paths.ts";
import { type PlayFlags, playScenario } from "./play-command.ts";

/** The project's `scenarios/` folder, wherever the command is run from. */
const SCENARIO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "scenarios");

/** Asks until the answer is one of `choices`; null at end of input. */
async function pick(
  asker: Asker,
  message: string,
  choices: Choice[],
  lang: Lang = "en",
): Promise<string | null> {
  for (;;) {
    const answer = await asker.ask(message, choices);
    if (answer === null) return null;
    const value = resolveAnswer(answer, choices);
    if (value !== undefined) return value;
    say(color.red(MENU_TEXT[lang].notChoice(answer, choices.length)));
  }
}

/**
 * The session's language: --lang, LANG, the one picked last time, else asked (and remembered).
 * Null when the human quit at the question.
 */
async function chooseLang(asker: Asker, flag: Lang | undefined): Promise<Lang | null> {
  const known = flag ?? langFromEnv() ?? rememberedLang();
  if (known !== undefined) return known;
  const choices = LANGS.map((l) => ({ value: l, label: LANG_NAMES[l] }));
  const picked = await pick(asker, "Language / 言語 / 语言 (or --lang)", choices);
  if (picked === null) return null;
  rememberLang(picked as Lang);
  return picked as Lang;
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
function opponents(lang: Lang): Choice[] {
  const t = MENU_TEXT[lang];
  return [
    { value: "random", label: t.random },
    { value: "greedy", label: t.greedy },
    { value: "mcts:300", label: t.mcts },
  ];
}

/** The menu's questions; null when the human quit on the way. */
async function chooseGame(
  asker: Asker,
  flags: BattleFlags,
  l: Lang,
): Promise<[BattleSource, string] | null> {
  const t = MENU_TEXT[l];
  const systems = Object.values(SYSTEMS);
  const sysId = await pick(
    asker,
    t.system,
    systems.map((s) => ({ value: s.id, label: s.name[l] })),
    l,
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
  if (Object.hasOwn(NEW_GAMES, sysId)) choices.unshift({ value: "new", label: t.newGame });
  if (rules.length > 0) choices.push({ value: "rules", label: t.rules(rules.length) });
  if (choices.length === 0) throw new KassenError(`${sysId}: no scenarios and no new-game setup`);
  let which = await pick(asker, t.game, choices, l);
  if (which === "rules") which = await pick(asker, t.rule, rules.map(asChoice), l);
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
    t.seat,
    seats.map((s) => ({ value: s, label: system.seatName?.(s, l) ?? s })),
    l,
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
    .option("--save-replay <file>", "write a replay of the game when it ends")
    .action(async (flags: PlayFlags) => {
      if (flags.saveReplay !== undefined) checkOutputFile("--save-replay", flags.saveReplay);
      const asker = makeAsker();
      try {
        await menu(asker, flags);
      } finally {
        asker.close();
        // Ctrl-C in a terminal menu is an interruption, not a normal end.
        if (asker.interrupted === true) process.exitCode = EXIT_INTERRUPTED;
      }
    });
}

/** The menu's questions, then the game. */
async function menu(asker: Asker, flags: PlayFlags): Promise<void> {
  const lang = await chooseLang(asker, flags.lang);
  if (lang === null) {
    say(MENU_TEXT.en.bye);
    return;
  }
  const t = MENU_TEXT[lang];
  const chosen = await chooseGame(asker, flags, lang);
  if (chosen === null) {
    say(t.bye);
    return;
  }
  const [src, seat] = chosen;
  checkBotSeats(flags.bot ?? {}, src.seats, src.system.id);
  // Every other seat gets the opponent picked here (or by --bot), whatever the scenario says.
  const opponent =
    flags.bot === undefined ? await pick(asker, t.opponents, opponents(lang), lang) : "random";
  if (opponent === null) {
    say(t.bye);
    return;
  }
  const bots = Object.fromEntries(
    src.seats.filter((s) => s !== seat).map((s) => [s, flags.bot?.[s] ?? opponent]),
  );
  await playScenario(src, seat, { ...flags, lang, bot: bots }, asker);
  // Told only now that the game is over: during it, the seed would have given it away.
  if (src.file === "new game") say(color.dim(t.seed(src.scenario.seed)));
}
