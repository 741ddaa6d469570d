/**
 * Checks on a parsed scenario that its schema cannot express: the sizes of its setup's lists
 * (limits.ts), its options against the system's (system-options.ts), and pinned dice the battle
 * cannot roll. Each problem is a DataFileError naming the file and the place, so `validate`,
 * `run`, `check` and `sim` all report it the same way before the battle starts.
 */
import { makeBot } from "../bots/registry.ts";
import {
  IllegalChoiceError,
  type Json,
  KassenError,
  type RuleSystem,
  startBattle,
} from "../engine/index.ts";
import { grouped, MAX_PACKS, MAX_SETUP_LIST } from "../shared/limits.ts";
import { DataFileError, renderPath } from "../systems/shared/data-file.ts";
import type { Scenario } from "./schema.ts";
import { optionIssues } from "./system-options.ts";

/** Throws when any list inside `setup` holds more than {@link MAX_SETUP_LIST} items. */
export function checkSetupLists(setup: Json, file: string, root = "setup"): void {
  const walk = (v: Json, path: PropertyKey[]): void => {
    if (v === null || typeof v !== "object") return;
    if (Array.isArray(v)) {
      if (v.length > MAX_SETUP_LIST) {
        throw new DataFileError(
          file,
          renderPath([root, ...path]),
          `too many items: expected at most ${grouped(MAX_SETUP_LIST)}, got ${grouped(v.length)}`,
        );
      }
      for (let i = 0; i < v.length; i++) walk(v[i], [...path, i]);
    } else for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(setup, []);
}

/**
 * Throws at `options.content` when it carries more than {@link MAX_PACKS} packs (a replay's, a
 * scenario's own): each is checked and merged, so their number is bounded before that starts.
 */
export function checkCarriedPacks(options: Record<string, Json> | undefined, file: string): void {
  const packs = options?.content;
  if (Array.isArray(packs) && packs.length > MAX_PACKS)
    throw new DataFileError(
      file,
      "options.content",
      `too many packs: expected at most ${MAX_PACKS} for one battle, got ${grouped(packs.length)}`,
    );
}

/** Throws at `options.<key>` when the options are not ones `system` reads. */
export function checkOptions(
  system: string,
  options: Record<string, Json> | undefined,
  file: string,
): void {
  checkCarriedPacks(options, file);
  const issues = optionIssues(system, options);
  if (issues.length > 0)
    throw new DataFileError(file, issues[0].path, issues[0].message, { issues });
}

/** Throws at `bots.<seat>` for a seat the battle lacks or a bot spec that names no bot. */
export function checkBots(
  bots: Record<string, string> | undefined,
  seats: string[],
  file: string,
): void {
  for (const [seat, spec] of Object.entries(bots ?? {})) {
    const where = renderPath(["bots", seat]);
    if (!seats.includes(seat)) {
      throw new DataFileError(file, where, `expected one of the seats ${seats.join(", ")}`);
    }
    try {
      makeBot(spec, 0);
    } catch (err) {
      if (!(err instanceof KassenError)) throw err;
      throw new DataFileError(file, where, err.message);
    }
  }
}

/** Whether an error message says a pinned die could not be rolled (the engine's EngineError). */
export function isPinnedDiceMessage(message: string): boolean {
  return /^pinned die result/.test(message);
}

/** Whether an engine error is a pinned die the battle could not roll. */
export function isPinnedDiceError(err: unknown): err is KassenError {
  return err instanceof KassenError && isPinnedDiceMessage(err.message);
}

/**
 * Plays the scenario's script (no bots) to see its pinned dice fit the dice the battle rolls:
 * `dice: [7]` where a 6-sided die is rolled is an error in the file at `dice`, not a rule
 * failure. Dice left for bots to roll are checked when the battle runs (see run-command.ts).
 */
export function checkPinnedDice(system: RuleSystem, scenario: Scenario, file: string): void {
  if (scenario.dice === undefined || scenario.dice.length === 0) return;
  try {
    const battle = startBattle(system, {
      seed: scenario.seed,
      setup: scenario.setup,
      options: scenario.options ?? {},
      pinned: scenario.dice,
      log: false,
    });
    for (const step of scenario.script ?? []) {
      const [seat, option] = Object.entries(step)[0];
      if (battle.pending === null) break;
      battle.choose(seat, option);
    }
  } catch (err) {
    if (isPinnedDiceError(err)) throw new DataFileError(file, "dice", err.message);
    // Refused choices and the like are for the run to report, as it always has.
    if (err instanceof IllegalChoiceError || err instanceof KassenError) return;
    throw err;
  }
}
