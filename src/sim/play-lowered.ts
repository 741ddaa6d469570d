/**
 * Playing a simulated battle on the system's lowered runtime (SystemEntry.lowered) when it can
 * play it exactly: no script, no pinned dice, random bots at every seat, a setup the runtime
 * accepts. The bots are the same objects with the same seeds as on the engine and pick by index,
 * so the record is the one the engine's battle would give. `KASSEN_LOWERED=0` turns it off.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { BotContext } from "../bots/bot.ts";
import { botSeed, makeBot } from "../bots/registry.ts";
import type { OptionDef, RuleSystem, Seat } from "../engine/index.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { loweredOff } from "../systems/shared/lowered-runtime.ts";
import { type LoweredTemplate, preparedTemplate } from "../systems/shared/lowered-templates.ts";
import type { SimPlan } from "./plan.ts";
import { type BattleRecord, outcomeKey } from "./tally.ts";

/** Per plan: its template, or null when the plan plays on the engine. */
const TEMPLATES = new WeakMap<SimPlan, LoweredTemplate | null>();

/** The template to play `plan` on, or null (then the engine plays it). */
export function loweredTemplate(plan: SimPlan, system: RuleSystem): LoweredTemplate | null {
  let t = TEMPLATES.get(plan);
  if (t !== undefined) return t;
  t = null;
  const entry = Object.hasOwn(SYSTEM_ENTRIES, plan.system) ? SYSTEM_ENTRIES[plan.system] : null;
  const randomOnly = Object.values(plan.bots).every((spec) => spec.split(":")[0] === "random");
  if (
    !loweredOff() &&
    entry?.system === system &&
    entry.lowered !== undefined &&
    plan.script.length === 0 &&
    plan.pinned.length === 0 &&
    randomOnly
  ) {
    // Prepared once per setup with the Battle API's fast path and the bots (lowered-templates.ts).
    t = preparedTemplate(plan.system, entry.lowered, {
      seed: 0,
      setup: plan.setup,
      options: plan.options,
    });
  }
  TEMPLATES.set(plan, t);
  return t;
}

/** Option lists of each length for the random bot, which reads only how many there are. */
const LISTS: OptionDef[][] = [];
const NONE: OptionDef = Object.freeze({ id: "" });

/** A context with `n` options (the random bot's pick reads `options.length` only). */
function contextOf(ctx: { seat: Seat; options: readonly OptionDef[] }, seat: Seat, n: number) {
  ctx.seat = seat;
  ctx.options = LISTS[n] ??= new Array<OptionDef>(n).fill(NONE);
  return ctx as unknown as BotContext;
}

/** Plays battle `seed` of `plan` on a lowered template and reduces it to its figures. */
export function playLowered(plan: SimPlan, t: LoweredTemplate, seed: number): BattleRecord {
  const b = t.start(seed);
  const seats = b.seats;
  const specs = seats.map((s) => plan.bots[s] ?? "random");
  let decisions = 0;
  if (seats.length === 2 && specs[0] === "random" && specs[1] === "random") {
    // The common plan: both seats the plain random bot, picking as randomBot (bots/random.ts)
    // does — the same generator, seed and draw — without a bot made from its spec per battle.
    const r0 = xoroshiro128plus(botSeed(seed, 0) | 0);
    const r1 = xoroshiro128plus(botSeed(seed, 1) | 0);
    for (let k = b.pendingIndex; k >= 0 && decisions < plan.maxDecisions; k = b.pendingIndex) {
      b.choose(uniformInt(k === 0 ? r0 : r1, 0, b.optionCount - 1));
      decisions++;
    }
  } else {
    const bots = specs.map((spec, i) => makeBot(spec, botSeed(seed, i)));
    const ctx = { seat: "", options: [] as readonly OptionDef[] };
    for (let k = b.pendingIndex; k >= 0 && decisions < plan.maxDecisions; k = b.pendingIndex) {
      const bot = bots[k];
      if (bot.pick === undefined) throw new Error(`bot ${bot.name} does not pick by index`);
      b.choose(bot.pick(contextOf(ctx, seats[k], b.optionCount)));
      decisions++;
    }
  }
  const r = b.result;
  const f = b.figures();
  return {
    outcome: outcomeKey(r),
    decisions,
    turns: f.turns,
    dealt: f.dealt,
    taken: f.taken,
    winners: r === null ? [] : b.winners(),
    played: f.played,
  };
}
