/**
 * MCTS at equal thinking time, its samples on the lowered runtime against the same bot with its
 * samples on the engine: whole games of each system's new game, the runtime bot on one side and
 * the engine bot on the other, sides swapped every game. The same bot, the same time per
 * decision: what the runtime's speed buys is more iterations, and so (one hopes) more wins.
 *
 *   node --import tsx bench/bot-strength.ts [systems] [games per system] [ms per decision]
 *
 * Time budgets are not repeatable (machines differ, and this one is shared): a table of wins, not
 * a test. Both bots think in the same process, one after the other, so load hits both alike.
 */
import type { BotContext } from "../src/bots/bot.ts";
import { botContext } from "../src/bots/bot.ts";
import { evaluatorFor } from "../src/bots/evaluate.ts";
import { onEngine } from "../src/bots/lowered-search.ts";
import { botSeed, makeBot } from "../src/bots/registry.ts";
import { startBattle } from "../src/engine/index.ts";
import { wilson } from "../src/sim/wilson.ts";
import { SYSTEM_ENTRIES } from "../src/systems/registry.ts";

/** One system's row. */
export interface StrengthRow {
  system: string;
  games: number;
  /** Games the runtime bot's side won, lost, drew (unfinished games count as draws). */
  wins: number;
  losses: number;
  draws: number;
  /** Mean MCTS iterations per decision with more than one option. */
  runtimeIterations: number;
  engineIterations: number;
}

/** `ctx`, counting the samples its bot draws. */
function counted(ctx: BotContext, count: { n: number }): BotContext {
  return {
    seat: ctx.seat,
    seatIndex: ctx.seatIndex,
    options: ctx.options,
    system: ctx.system,
    view: () => ctx.view(),
    sample: (seed) => ctx.sample(seed),
    search: (seed) => {
      count.n++;
      return ctx.search(seed);
    },
  };
}

/** Plays `games` games of `system` at `ms` per decision and tallies them. */
export function benchStrength(system: string, games: number, ms: number): StrengthRow {
  const e = SYSTEM_ENTRIES[system];
  const value = evaluatorFor(system);
  const row: StrengthRow = {
    system,
    games,
    wins: 0,
    losses: 0,
    draws: 0,
    runtimeIterations: 0,
    engineIterations: 0,
  };
  const rt = { n: 0, decisions: 0 };
  const en = { n: 0, decisions: 0 };
  for (let g = 0; g < games; g++) {
    const b = startBattle(e.system, {
      seed: botSeed(g, 7),
      setup: e.newGame ?? null,
      options: e.benchOptions ?? {},
      log: false,
    });
    const seats = b.state.seats;
    // Two sides: the first seat, and every other seat (the GM's or KP's table against its party
    // in the multi-seat systems). The runtime bot plays the first side in even games.
    const runtimeSide = (i: number): boolean => (i === 0) === (g % 2 === 0);
    const bots = seats.map((_, i) => makeBot(`mcts:${ms}ms`, botSeed(g, i)));
    for (let d = 0; d < 5000 && b.pending !== null; d++) {
      const p = b.pending;
      const i = seats.indexOf(p.seat);
      const tally = runtimeSide(i) ? rt : en;
      const ctx = botContext(b, p.seat);
      if (p.options.length > 1) tally.decisions++;
      const choice = bots[i].choose(runtimeSide(i) ? counted(ctx, rt) : counted(onEngine(ctx), en));
      b.choose(p.seat, choice);
    }
    const mine = seats.findIndex((_, i) => runtimeSide(i));
    const v = value(b.state, seats[mine]);
    if (b.state.result === null || v === 0.5) row.draws++;
    else if (v === 1) row.wins++;
    else row.losses++;
  }
  row.runtimeIterations = rt.n / Math.max(1, rt.decisions);
  row.engineIterations = en.n / Math.max(1, en.decisions);
  return row;
}

if (process.argv[1]?.endsWith("bot-strength.ts")) {
  const pick = process.argv[2]?.split(",") ?? Object.keys(SYSTEM_ENTRIES);
  const games = Number(process.argv[3]) || 20;
  const ms = Number(process.argv[4]) || 20;
  console.log(`MCTS at ${ms} ms per decision: samples on the runtime vs on the engine`);
  for (const id of pick) {
    const r = benchStrength(id, games, ms);
    const decided = r.wins + r.losses;
    const { lo, hi } = wilson(r.wins, decided);
    console.log(
      `  ${id.padEnd(13)} runtime side won ${r.wins}, lost ${r.losses}, drew ${r.draws} of ${r.games} (win share of decided ${((100 * r.wins) / Math.max(1, decided)).toFixed(0)}%, 95% ${(100 * lo).toFixed(0)}–${(100 * hi).toFixed(0)}%); iterations per decision ${r.runtimeIterations.toFixed(0)} vs ${r.engineIterations.toFixed(0)}`,
    );
  }
}
