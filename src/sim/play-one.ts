/** Playing one simulated battle and reducing it to its figures. */
import type { BattleTally, SystemAnalysis } from "../analysis/system-analysis.ts";
import { botContext } from "../bots/bot.ts";
import { evaluatorFor } from "../bots/evaluate.ts";
import { botSeed, makeBot } from "../bots/registry.ts";
import { KassenError, type RuleSystem, type Seat, startBattle } from "../engine/index.ts";
import { LoweredStopError } from "../systems/shared/lowered-stop.ts";
import type { SimPlan } from "./plan.ts";
import { loweredTemplate, playLowered } from "./play-lowered.ts";
import { battleSeed } from "./seeds.ts";
import { type BattleRecord, outcomeKey } from "./tally.ts";

/** The scenario's script could not be replayed in one of the simulated battles. */
export class SimScriptError extends KassenError {}

const add = (m: Map<Seat, number>, k: Seat, v: number): void => {
  m.set(k, (m.get(k) ?? 0) + v);
};

/** Plays battle number `index` of `plan` to its end (or the decision cap). */
export function playOne(
  plan: SimPlan,
  system: RuleSystem,
  analysis: SystemAnalysis | undefined,
  index: number,
): BattleRecord {
  const seed = battleSeed(plan.seed, index);
  // The system's lowered runtime plays the very same battle when it can (play-lowered.ts). A
  // battle it stops (a loop the engine refuses) is played on the engine, for the engine's error.
  const lowered = loweredTemplate(plan, system);
  if (lowered !== null) {
    try {
      return playLowered(plan, lowered, seed);
    } catch (err) {
      // Only a declared stop falls back; any other error is a runtime defect and must show.
      if (!(err instanceof LoweredStopError)) throw err;
    }
  }
  const dealt = new Map<Seat, number>();
  const taken = new Map<Seat, number>();
  const played = new Set<string>();
  const observe = analysis?.observe;
  const tally: BattleTally = {
    damage(from, to, amount) {
      if (from !== null) add(dealt, from, amount);
      add(taken, to, amount);
    },
    played(seat, def) {
      played.add(`${seat}\t${def}`);
    },
  };
  const b = startBattle(
    system,
    { seed, setup: plan.setup, options: plan.options, pinned: plan.pinned, log: false },
    // Attached before the setup runs: opening events (first draws, turn-1 plays) count too.
    observe === undefined ? null : (e, battle) => observe(e, battle.state, tally),
  );
  const seats = b.state.seats;
  for (let i = 0; i < plan.script.length; i++) {
    const [seat, option] = plan.script[i];
    try {
      b.choose(seat, option);
    } catch (err) {
      if (!(err instanceof KassenError)) throw err;
      throw new SimScriptError(
        `battle ${index} (seed ${seed}): script[${i}] ${seat}: ${option} was refused: ${err.message} — the script depends on dice or draws that differ between seeds (--pinned keeps the scenario's pinned dice)`,
      );
    }
  }
  const bots = seats.map((s, i) => makeBot(plan.bots[s] ?? "random", botSeed(seed, i)));
  let decisions = plan.script.length;
  while (b.pending !== null && decisions < plan.maxDecisions) {
    const p = b.pending;
    const bot = bots[seats.indexOf(p.seat)];
    const ctx = botContext(b, p.seat);
    // Bots that pick by position (the random bot) answer by index: no id search.
    if (bot.pick !== undefined) b.chooseIndex(bot.pick(ctx));
    else b.choose(p.seat, bot.choose(ctx));
    decisions++;
  }
  const r = b.result;
  const value = evaluatorFor(system.id);
  return {
    outcome: outcomeKey(r),
    decisions,
    turns: analysis?.turns?.(b.state) ?? null,
    dealt,
    taken,
    winners: r === null ? [] : seats.filter((s) => value(b.state, s) === 1),
    played,
  };
}
