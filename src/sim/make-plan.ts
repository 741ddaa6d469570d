/** Building a simulation plan from a scenario file or a system's fresh whole game. */
import { existsSync } from "node:fs";
import { KassenError, type Lang, type Seat } from "../engine/index.ts";
import { gatherPacks, withPacks } from "../scenario/content-packs.ts";
import { checkSetupLists } from "../scenario/input-checks.ts";
import { loadScenario, scenarioInit } from "../scenario/load.ts";
import type { OptionFlag } from "../scenario/option-flag-parse.ts";
import { optionFlagsText, withOptionFlags } from "../scenario/option-flags.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { checkData } from "../systems/shared/data-file.ts";
import type { SimPlan } from "./plan.ts";
import { applyOverrides, type SetupOverride } from "./setup-overrides.ts";

/** What the caller chose (flags). */
export interface PlanRequest {
  /** A scenario file, or a system id for a fresh whole game. */
  source: string;
  battles: number;
  seed?: number;
  bots?: Record<Seat, string>;
  lang?: Lang;
  maxDecisions?: number;
  /**
   * Roll the scenario's pinned dice first in every battle. Off by default: pinned dice make
   * every battle roll the same, which is what a rule scenario wants and a simulation does not.
   */
  keepPinned?: boolean;
  /** `--set PATH=VALUE` changes to the setup, applied in order (see setup-overrides.ts). */
  overrides?: SetupOverride[];
  /** `--content` pack paths, added to the shipped content (and a scenario's own packs). */
  content?: readonly string[];
  /** `--option NAME=VALUE` table options over the scenario's or the bench's (option-flags.ts). */
  options?: readonly OptionFlag[];
}

/** A plan plus the battle's seats (known once the setup was built). */
export interface MadePlan {
  plan: SimPlan;
  seats: Seat[];
}

/**
 * Makes the plan. A source naming a registered system (and no file of that name) is that
 * system's fresh whole game with its bench options; anything else is read as a scenario file.
 * Every seat gets a bot: `bots` first, then the scenario's, else `random`.
 */
export function makePlan(req: PlanRequest): MadePlan {
  const entry =
    Object.hasOwn(SYSTEM_ENTRIES, req.source) && !existsSync(req.source)
      ? SYSTEM_ENTRIES[req.source]
      : undefined;
  let plan: Omit<SimPlan, "bots">;
  let scenarioBots: Record<Seat, string> = {};
  if (entry !== undefined) {
    if (entry.newGame === undefined)
      throw new KassenError(`${req.source} has no whole-game setup; give a scenario file`);
    plan = {
      source: `new:${req.source}`,
      system: req.source,
      setup: entry.newGame,
      options: withPacks(
        entry.benchOptions ?? {},
        req.content === undefined ? [] : gatherPacks({ system: req.source, paths: req.content }),
      ),
      pinned: [],
      script: [],
      seed: req.seed ?? 1,
      battles: req.battles,
      maxDecisions: req.maxDecisions ?? 10_000,
      lang: req.lang ?? entry.system.lang,
    };
  } else {
    const { scenario, system } = loadScenario(req.source, req.content);
    const init = scenarioInit(scenario);
    scenarioBots = { ...scenario.bots };
    plan = {
      source: req.source,
      system: system.id,
      setup: init.setup,
      options: init.options ?? {},
      pinned: req.keepPinned === true ? (init.pinned ?? []) : [],
      script: (scenario.script ?? []).map((step) => Object.entries(step)[0] as [Seat, string]),
      seed: req.seed ?? scenario.seed,
      battles: req.battles,
      maxDecisions: req.maxDecisions ?? scenario.maxDecisions,
      lang: req.lang ?? scenario.lang ?? system.lang,
    };
  }
  if (req.options !== undefined && req.options.length > 0)
    plan = {
      ...plan,
      options: withOptionFlags(plan.system, plan.options, req.options),
      source: `${plan.source} ${optionFlagsText(req.options)}`,
    };
  if (req.overrides !== undefined && req.overrides.length > 0)
    plan = overridden(plan, req.overrides);
  const seats = seatsOf(plan, req.overrides ?? []);
  for (const seat of Object.keys(req.bots ?? {})) {
    if (!seats.includes(seat))
      throw new KassenError(
        `--bot ${seat}=…: ${plan.system} has no seat "${seat}" (seats: ${seats.join(", ")})`,
      );
  }
  const bots: Record<Seat, string> = {};
  for (const s of seats) bots[s] = req.bots?.[s] ?? scenarioBots[s] ?? "random";
  return { plan: { ...plan, bots }, seats };
}

/** The seats of the plan's battles, from its built setup (no need to run the battle). */
function seatsOf(plan: Omit<SimPlan, "bots">, overrides: readonly SetupOverride[]): Seat[] {
  const system = SYSTEM_ENTRIES[plan.system].system;
  try {
    return system.create({ seed: plan.seed, setup: plan.setup, options: plan.options }).seats;
  } catch (err) {
    // A setup the system refuses because of a --set (an unknown deck): say which flags did it.
    if (overrides.length === 0 || !(err instanceof KassenError)) throw err;
    throw new KassenError(`${setFlags(overrides)}: ${err.message}`);
  }
}

/** The plan with `--set` changes applied to its setup, validated like a scenario's setup. */
function overridden(
  plan: Omit<SimPlan, "bots">,
  overrides: readonly SetupOverride[],
): Omit<SimPlan, "bots"> {
  const setup = applyOverrides(plan.setup, overrides);
  checkSetupLists(setup, setFlags(overrides));
  const schema = SYSTEM_ENTRIES[plan.system].setup;
  if (schema !== undefined) {
    const checked = checkData(setup, schema);
    if ("issues" in checked) {
      const first = checked.issues[0];
      throw new KassenError(
        `${setFlags(overrides)}: the setup at ${first.path || "the top"}: ${first.message}`,
      );
    }
  }
  const source = `${plan.source} ${setFlags(overrides)}`;
  return { ...plan, setup, source };
}

/** The overrides as typed on the command line, for messages and the summary's source line. */
function setFlags(overrides: readonly SetupOverride[]): string {
  return overrides.map((o) => `--set ${o.text}`).join(" ");
}
