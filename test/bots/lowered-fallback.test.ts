/**
 * A runtime that stops inside a sample (LoweredStopError: a count beyond its packed fields, where
 * the engine plays on) must not change a bot's decision: the decision is made again on the
 * engine with the bot's generator rewound, so it is the engine's. Any other error surfaces.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type BotContext, botContext } from "../../src/bots/bot.ts";
import { greedyBot } from "../../src/bots/greedy.ts";
import { loweredSearchStats, onEngine } from "../../src/bots/lowered-search.ts";
import { mctsBot } from "../../src/bots/mcts.ts";
import { type Battle, type SearchBattle, startBattle } from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { LoweredStopError } from "../../src/systems/shared/lowered-stop.ts";

/** A sample that throws `err` at the `at`-th answer over all samples of one context. */
class Stopping implements SearchBattle {
  constructor(
    readonly b: SearchBattle,
    readonly count: { n: number; at: number; err: Error },
  ) {}
  get pendingIndex(): number {
    return this.b.pendingIndex;
  }
  get optionCount(): number {
    return this.b.optionCount;
  }
  optionKey(i: number): string | number {
    return this.b.optionKey(i);
  }
  chooseIndex(i: number): void {
    if (++this.count.n === this.count.at) throw this.count.err;
    this.b.chooseIndex(i);
  }
  fork(): SearchBattle {
    return new Stopping(this.b.fork(), this.count);
  }
  value(seat: number): number {
    return this.b.value(seat);
  }
}

/** `ctx` whose samples throw `err` at their `at`-th answer. */
function stopping(ctx: BotContext, at: number, err: Error): BotContext {
  const count = { n: 0, at, err };
  return { ...onEngine(ctx), search: (seed) => new Stopping(ctx.search(seed), count) };
}

/** Battles of every system with a runtime, at decisions with a real choice. */
function positions(): { id: string; b: Battle }[] {
  const out: { id: string; b: Battle }[] = [];
  for (const [id, e] of Object.entries(SYSTEM_ENTRIES)) {
    if (e.lowered === undefined || e.newGame === undefined) continue;
    const b = startBattle(e.system, { seed: 3, setup: e.newGame, options: e.benchOptions ?? {} });
    for (let d = 0; b.pending !== null && (d < 6 || b.pending.options.length < 2); d++) {
      b.chooseIndex(d % b.pending.options.length);
    }
    if (b.pending !== null) out.push({ id, b });
  }
  return out;
}

test("a runtime stop inside a sample gives the engine's decision (MCTS and greedy)", () => {
  const all = positions();
  assert.ok(all.length >= 4);
  for (const { id, b } of all) {
    const seat = (b.pending as { seat: string }).seat;
    for (const make of [() => mctsBot(11, { iterations: 30 }), () => greedyBot(11)]) {
      const onEngineChoice = make().choose(onEngine(botContext(b, seat)));
      for (const at of [1, 7, 40]) {
        const stops = loweredSearchStats.stops;
        const bot = make();
        const choice = bot.choose(
          stopping(botContext(b, seat), at, new LoweredStopError("packed field")),
        );
        assert.equal(choice, onEngineChoice, `${id}: stop at answer ${at}`);
        if (at === 1) assert.equal(loweredSearchStats.stops, stops + 1, `${id}: counted`);
        // The bot goes on from where the engine's decision left its generator.
        const again = make();
        again.choose(onEngine(botContext(b, seat)));
        assert.equal(
          bot.choose(onEngine(botContext(b, seat))),
          again.choose(onEngine(botContext(b, seat))),
          `${id}: the next decision`,
        );
      }
    }
  }
});

test("any other error inside a sample surfaces", () => {
  const { b } = positions()[0];
  const seat = (b.pending as { seat: string }).seat;
  assert.throws(
    () =>
      mctsBot(1, { iterations: 20 }).choose(
        stopping(botContext(b, seat), 3, new TypeError("defect")),
      ),
    /defect/,
  );
});
