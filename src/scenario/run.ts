/**
 * Running a scenario: start the battle from its setup, seed and pinned dice, apply the scripted
 * choices, then let bots play the seats they hold. An illegal scripted choice is a result to
 * check (scenarios prove that illegal plays are refused), so it is captured, never thrown.
 */
import { type Bot, botContext } from "../bots/bot.ts";
import { botSeed, makeBot } from "../bots/registry.ts";
import {
  type Battle,
  type BattleInit,
  IllegalChoiceError,
  KassenError,
  type Lang,
  type LogEvent,
  renderMsg,
  type Seat,
  startBattle,
} from "../engine/index.ts";
import { scenarioInit, scenarioSystem, setupError } from "./load.ts";
import type { Scenario } from "./schema.ts";

/** Ways to vary a run without editing the scenario. */
export interface RunOptions {
  /** Bots by seat, merged over the scenario's `bots`; `null` takes a seat's bot away. */
  bots?: Record<Seat, string | Bot | null>;
  /** Replaces the scenario's seed. */
  seed?: number;
  /** Language for rendering (default: the scenario's, else the system's). */
  lang?: Lang;
  /** Keep the event log (default true; expectations on the log need it). */
  log?: boolean;
  /** The scenario's file, for error messages. */
  file?: string;
}

/** A choice that failed: where in the script (or by which bot) and why. */
export interface RunError {
  /** Index into `script`, or -1 for a bot's choice. */
  step: number;
  seat: Seat;
  option: string;
  message: string;
  /** True for a refused choice (IllegalChoiceError); false for an engine failure. */
  illegal: boolean;
  /** State hashes just before and after the failed choice (equal when nothing changed). */
  hashBefore: string;
  hashAfter: string;
}

/** Why the run stopped where it did. */
export type StopReason = "over" | "waiting" | "max-decisions" | "error";

/** Everything a run produced. */
export interface RunResult {
  battle: Battle;
  /** What started the battle; with `battle.state.history` it makes a replay. */
  init: BattleInit;
  /** The event log (empty with `log: false`). */
  events: LogEvent[];
  errors: RunError[];
  /** The bots that played, by seat. */
  bots: Record<Seat, Bot>;
  /** Decisions the bots made. */
  botDecisions: number;
  stopped: StopReason;
  lang: Lang;
}

/** Builds the bots for a run: the scenario's, overridden per seat by `overrides`. */
export function resolveBots(
  scenario: Scenario,
  seats: Seat[],
  seed: number,
  overrides: Record<Seat, string | Bot | null> = {},
): Record<Seat, Bot> {
  const specs: Record<Seat, string | Bot | null> = { ...scenario.bots, ...overrides };
  const bots: Record<Seat, Bot> = {};
  for (const [seat, spec] of Object.entries(specs)) {
    if (spec === null) continue;
    if (!seats.includes(seat)) {
      throw new KassenError(`bot for seat "${seat}": no such seat (seats: ${seats.join(", ")})`);
    }
    bots[seat] =
      typeof spec === "string" ? makeBot(spec, botSeed(seed, seats.indexOf(seat))) : spec;
  }
  return bots;
}

/**
 * Lets bots answer every decision pending for a seat they hold, until the battle ends, a seat
 * without a bot must decide, or `max` decisions were made. A failed bot choice is returned.
 */
export function playBots(
  battle: Battle,
  bots: Record<Seat, Bot>,
  max: number,
): { made: number; stopped: StopReason; error?: RunError } {
  let made = 0;
  for (;;) {
    const p = battle.pending;
    if (p === null) return { made, stopped: "over" };
    const bot = Object.hasOwn(bots, p.seat) ? bots[p.seat] : undefined;
    if (bot === undefined) return { made, stopped: "waiting" };
    if (made >= max) return { made, stopped: "max-decisions" };
    // The bot sees only its seat's view and samples of it (see botContext).
    const option = bot.choose(botContext(battle, p.seat));
    const error = attempt(battle, -1, p.seat, option);
    if (error !== undefined) return { made, stopped: "error", error };
    made++;
  }
}

/**
 * Applies one choice; a KassenError comes back as a RunError instead of being thrown. A refusal
 * the system can explain is told in `lang` (the rule and the numbers, then the legal list).
 */
function attempt(
  battle: Battle,
  step: number,
  seat: Seat,
  option: string,
  lang?: Lang,
): RunError | undefined {
  const hashBefore = battle.hash();
  try {
    battle.choose(seat, option);
    return undefined;
  } catch (err) {
    if (!(err instanceof KassenError)) throw err;
    const illegal = err instanceof IllegalChoiceError;
    return {
      step,
      seat,
      option,
      message:
        illegal && err.why !== null && lang !== undefined
          ? `illegal choice "${option}" by ${seat}: ${renderMsg(battle.system, err.why, lang, battle.state)}; ${err.reason}`
          : err.message,
      illegal,
      hashBefore,
      hashAfter: battle.hash(),
    };
  }
}

/** Runs a scenario: script first, then bots. */
export function runScenario(scenario: Scenario, opts: RunOptions = {}): RunResult {
  const file = opts.file ?? scenario.name;
  const system = scenarioSystem(scenario, file);
  const init: BattleInit = { ...scenarioInit(scenario, opts.seed), log: opts.log ?? true };
  let battle: Battle;
  try {
    battle = startBattle(system, init);
  } catch (err) {
    // Loading checked the setup, but a scenario built in code may reach here unchecked.
    if (err instanceof KassenError && "path" in err) throw setupError(err, file);
    throw err;
  }
  const bots = resolveBots(scenario, battle.state.seats, init.seed, opts.bots);
  const lang = opts.lang ?? scenario.lang ?? system.lang;
  const result = (stopped: StopReason, errors: RunError[], botDecisions = 0): RunResult => ({
    battle,
    init,
    events: battle.state.log,
    errors,
    bots,
    botDecisions,
    stopped,
    lang,
  });
  const script = scenario.script ?? [];
  for (let i = 0; i < script.length; i++) {
    const [seat, option] = Object.entries(script[i])[0];
    const error = attempt(battle, i, seat, option, lang);
    // The rest of the script was written for a line of play that did not happen.
    if (error !== undefined) return result("error", [error]);
  }
  const played = playBots(battle, bots, scenario.maxDecisions);
  return result(played.stopped, played.error ? [played.error] : [], played.made);
}
