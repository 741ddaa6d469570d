/**
 * A prepared battle's sim plan, as `kassen sim` makes one from a scenario file (src/sim/
 * make-plan.ts) but from the scenario already parsed and checked by the upload loader: its setup
 * and inline packs, its seed (so the same document always gives the same answer), no pinned dice
 * and no script, and a bot in every seat (the document's, else `random`) — each cheap enough for
 * a server (build-bots.ts).
 */

import type { PrepSystem } from "../../build/prepare/prep-types.ts";
import type { Lang, Seat } from "../../engine/index.ts";
import { KassenError } from "../../engine/index.ts";
import { scenarioInit } from "../../scenario/load.ts";
import type { Scenario } from "../../scenario/schema.ts";
import type { SimPlan } from "../../sim/plan.ts";
import { SYSTEM_ENTRIES } from "../../systems/registry.ts";
import { buildBotProblem } from "./build-bots.ts";
import { BuildRefusal } from "./build-refusal.ts";
import { type SimSide, simSides } from "./sim-sides.ts";

/** A plan with the battle's seats and the sides a sim counts. */
export interface PrepPlan {
  plan: SimPlan;
  seats: Seat[];
  sides: SimSide[];
}

/** The plan of `battles` battles of `scenario` (a prepared battle of `system`); labels in `lang`. */
export function prepPlan(
  system: PrepSystem,
  scenario: Scenario,
  battles: number,
  lang: Lang,
): PrepPlan {
  const entry = SYSTEM_ENTRIES[system];
  const init = scenarioInit(scenario);
  let seats: Seat[];
  try {
    seats = entry.system.create(init).seats;
  } catch (err) {
    // The loader built this battle a moment ago; a refusal now is not the document's doing.
    if (err instanceof KassenError)
      throw new Error(`prepared battle refused after its check: ${err.message}`);
    throw err;
  }
  const bots: Record<Seat, string> = {};
  for (const seat of seats) {
    const spec = scenario.bots?.[seat] ?? "random";
    const problem = buildBotProblem(spec);
    if (problem !== null) throw new BuildRefusal(`doc.bots.${seat}: ${problem}`);
    bots[seat] = spec;
  }
  const plan: SimPlan = {
    source: `prepare:${scenario.name}`,
    system,
    setup: init.setup,
    options: init.options ?? {},
    pinned: [],
    script: [],
    bots,
    seed: scenario.seed,
    battles,
    maxDecisions: scenario.maxDecisions,
    lang: scenario.lang ?? entry.system.lang,
  };
  return { plan, seats, sides: simSides(system, entry.system, seats, init.setup, lang) };
}
