/**
 * The search bot: Monte Carlo tree search over information sets (single-observer ISMCTS). Every
 * iteration plays on a fresh sample of the battle — hidden cards re-dealt, dice reseeded — so the
 * tree learns which of its own options do well whatever the unseen cards and the dice are. The
 * tree is keyed by option ids; an option counts as "available" only in the samples where it was
 * legal, which keeps rarely-legal options from looking better than they are. Playouts are random
 * and stop after `depth` decisions, where the system's evaluator scores the position.
 */
import type { Bot, BotContext } from "./bot.ts";
import { botRng } from "./bot-rng.ts";
import { thinkOrFallBack } from "./lowered-search.ts";

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
  /** The seat's number (see SearchBattle). */
  seat: number;
  visits: number;
  reward: number;
  /** Iterations in which this option was legal when its parent was reached. */
  avail: number;
  children: Map<string | number, Edge>;
}

const newEdge = (seat: number): Edge => ({
  seat,
  visits: 0,
  reward: 0,
  avail: 0,
  children: new Map(),
});

/**
 * An MCTS bot. Its samples are {@link SearchBattle}s: on the system's lowered runtime when it
 * plays the battle exactly, else on the engine; the tree and every draw of the bot's generator
 * are the same on both, so are its decisions.
 */
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
      return thinkOrFallBack(ctx, rng, think);
    },
  };

  /** One decision's search. */
  function think(ctx: BotContext): string {
    const root = newEdge(ctx.seatIndex);
    const path: Edge[] = [];
    // Option numbers (the battle is answered by index: no id search per simulated decision).
    const untried: number[] = [];
    // Each seat's value of the playout's end, computed once per seat (NaN: not yet).
    const values: number[] = [];
    const until = "ms" in budget ? performance.now() + budget.ms : 0;
    const iterations = "iterations" in budget ? budget.iterations : Number.POSITIVE_INFINITY;
    // The root's option keys, from the first sample: a sample lists the deciding seat's
    // options as the battle does (the seat sees all they depend on), by the sample's keys.
    let rootKeys: (string | number)[] | null = null;
    for (let it = 0; it < iterations; it++) {
      if (until > 0 && it > 0 && performance.now() >= until) break;
      const b = ctx.search(rng.seed());
      if (rootKeys === null) {
        rootKeys = ctx.options.map((o) => o.id);
        if (b.pendingIndex === ctx.seatIndex && b.optionCount === rootKeys.length) {
          for (let i = 0; i < rootKeys.length; i++) rootKeys[i] = b.optionKey(i);
        }
      }
      path.length = 0;
      let node = root;
      // Selection: UCB1 over the options legal in this sample; expand the first untried one.
      for (let seat = b.pendingIndex; seat >= 0; seat = b.pendingIndex) {
        untried.length = 0;
        let best: Edge | null = null;
        let bestAt = 0;
        let bestScore = Number.NEGATIVE_INFINITY;
        const n = b.optionCount;
        for (let i = 0; i < n; i++) {
          const e = node.children.get(b.optionKey(i));
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
          const e = newEdge(seat);
          e.avail = 1;
          node.children.set(b.optionKey(at), e);
          path.push(e);
          b.chooseIndex(at);
          break;
        }
        path.push(best as Edge);
        b.chooseIndex(bestAt);
        node = best as Edge;
      }
      // Playout: random decisions, cut short where the evaluator takes over.
      for (let d = 0; d < depth && b.pendingIndex >= 0; d++) {
        b.chooseIndex(rng.int(b.optionCount));
      }
      values.fill(Number.NaN);
      for (const e of path) {
        let v = values[e.seat];
        if (v === undefined || Number.isNaN(v)) {
          v = b.value(e.seat);
          // A broken evaluator must not poison the tree (NaN never wins a comparison).
          if (!(v >= 0 && v <= 1)) v = 0.5;
          values[e.seat] = v;
        }
        e.visits++;
        e.reward += v;
      }
    }
    // The most visited option is the most trusted one.
    let choice = 0;
    let most = -1;
    for (let i = 0; i < ctx.options.length; i++) {
      const v = root.children.get(rootKeys?.[i] ?? ctx.options[i].id)?.visits ?? 0;
      if (v > most) {
        most = v;
        choice = i;
      }
    }
    return ctx.options[choice].id;
  }
}
