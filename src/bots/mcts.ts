/**
 * The search bot: Monte Carlo tree search over information sets (single-observer ISMCTS). Every
 * iteration plays on a fresh sample of the battle — hidden cards re-dealt, dice reseeded — so the
 * tree learns which of its own options do well whatever the unseen cards and the dice are. The
 * tree is keyed by option ids; an option counts as "available" only in the samples where it was
 * legal, which keeps rarely-legal options from looking better than they are. Playouts are random
 * and stop after `depth` decisions, where the system's evaluator scores the position.
 */
import type { Seat } from "../engine/index.ts";
import type { Bot } from "./bot.ts";
import { botRng } from "./bot-rng.ts";
import { evaluatorFor } from "./evaluate.ts";

/** How long the bot thinks per decision: iterations (repeatable) or milliseconds (not). */
export type MctsBudget = { iterations: number } | { ms: number };

/** Tuning knobs (defaults suit all four systems). */
export interface MctsOptions {
  /** Random decisions after the tree before the evaluator scores the position. */
  depth?: number;
  /** Exploration constant of UCB1. */
  explore?: number;
}

/** One option taken from a node: its statistics from the point of view of the seat taking it. */
interface Edge {
  seat: Seat;
  visits: number;
  reward: number;
  /** Iterations in which this option was legal when its parent was reached. */
  avail: number;
  children: Map<string, Edge>;
}

const newEdge = (seat: Seat): Edge => ({
  seat,
  visits: 0,
  reward: 0,
  avail: 0,
  children: new Map(),
});

/** An MCTS bot. */
export function mctsBot(
  seed: number,
  budget: MctsBudget = { iterations: 200 },
  opts: MctsOptions = {},
  name = "mcts",
): Bot {
  const rng = botRng(seed);
  const depth = opts.depth ?? 40;
  const c = opts.explore ?? 0.7;
  return {
    name,
    choose(ctx) {
      if (ctx.options.length === 1) return ctx.options[0].id;
      const evaluate = evaluatorFor(ctx.system.id);
      const root = newEdge(ctx.seat);
      const path: Edge[] = [];
      // Option numbers (the battle is answered by index: no id search per simulated decision).
      const untried: number[] = [];
      const values = new Map<Seat, number>();
      const until = "ms" in budget ? performance.now() + budget.ms : 0;
      const iterations = "iterations" in budget ? budget.iterations : Number.POSITIVE_INFINITY;
      for (let it = 0; it < iterations; it++) {
        if (until > 0 && it > 0 && performance.now() >= until) break;
        const b = ctx.sample(rng.seed());
        path.length = 0;
        let node = root;
        // Selection: UCB1 over the options legal in this sample; expand the first untried one.
        while (b.pending !== null) {
          const p = b.pending;
          untried.length = 0;
          let best: Edge | null = null;
          let bestAt = 0;
          let bestScore = Number.NEGATIVE_INFINITY;
          const options = p.options;
          for (let i = 0; i < options.length; i++) {
            const e = node.children.get(options[i].id);
            if (e === undefined) {
              untried.push(i);
              continue;
            }
            e.avail++;
            const score = e.reward / e.visits + c * Math.sqrt(Math.log(e.avail) / e.visits);
            if (score > bestScore) {
              bestScore = score;
              best = e;
              bestAt = i;
            }
          }
          if (untried.length > 0) {
            const at = untried[rng.int(untried.length)];
            const e = newEdge(p.seat);
            e.avail = 1;
            node.children.set(options[at].id, e);
            path.push(e);
            b.chooseIndex(at);
            break;
          }
          path.push(best as Edge);
          b.chooseIndex(bestAt);
          node = best as Edge;
        }
        // Playout: random decisions, cut short where the evaluator takes over.
        for (let d = 0; d < depth && b.pending !== null; d++) {
          b.chooseIndex(rng.int(b.pending.options.length));
        }
        values.clear();
        for (const e of path) {
          let v = values.get(e.seat);
          if (v === undefined) {
            v = evaluate(b.state, e.seat);
            // A broken evaluator must not poison the tree (NaN never wins a comparison).
            if (!(v >= 0 && v <= 1)) v = 0.5;
            values.set(e.seat, v);
          }
          e.visits++;
          e.reward += v;
        }
      }
      // The most visited option is the most trusted one.
      let choice = ctx.options[0].id;
      let most = -1;
      for (const o of ctx.options) {
        const v = root.children.get(o.id)?.visits ?? 0;
        if (v > most) {
          most = v;
          choice = o.id;
        }
      }
      return choice;
    },
  };
}
