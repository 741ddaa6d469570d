import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type Bot, botContext } from "../../src/bots/bot.ts";
import { botSeed, makeBot } from "../../src/bots/registry.ts";
import { type Battle, startBattle } from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { vision } from "../../src/systems/vision/index.ts";

/** A whole game with `hero` on one seat and random on the other; returns whether hero won. */
function duel(system: string, hero: string, seed: number, heroSeat: number): boolean {
  const e = SYSTEM_ENTRIES[system];
  const b = startBattle(e.system, {
    seed,
    setup: e.newGame ?? null,
    options: e.benchOptions ?? {},
    log: false,
  });
  const seats = b.state.seats;
  const bots: Bot[] = seats.map((_, i) =>
    makeBot(i === heroSeat ? hero : "random", botSeed(seed, i)),
  );
  for (let d = 0; d < 5000 && b.pending !== null; d++) {
    const p = b.pending;
    b.choose(p.seat, bots[seats.indexOf(p.seat)].choose(botContext(b, p.seat)));
  }
  return b.result?.winner === seats[heroSeat];
}

/** p1 can win at once: p2 is at 2 life with nothing to block Reisen's attack. */
function lethal(): Battle {
  return startBattle(vision, {
    seed: 3,
    setup: {
      start: "main",
      p1: { deck: ["koakuma", "koakuma", "koakuma"], field: ["reisen"], hand: [] },
      p2: { life: 2, deck: ["koakuma", "koakuma", "koakuma"] },
    },
  });
}

describe("bots", () => {
  test("the same seed makes the same choices (greedy, mcts with an iteration budget)", () => {
    for (const spec of ["greedy", "greedy:2", "mcts:25"]) {
      const run = () => {
        const e = SYSTEM_ENTRIES.vision;
        const b = startBattle(e.system, { seed: 11, setup: e.newGame ?? null, log: false });
        const bots = [makeBot(spec, 5), makeBot(spec, 6)];
        for (let d = 0; d < 30 && b.pending !== null; d++) {
          const p = b.pending;
          b.choose(p.seat, bots[p.seat === "p1" ? 0 : 1].choose(botContext(b, p.seat)));
        }
        return b.hash();
      };
      assert.equal(run(), run(), spec);
    }
  });

  test("mcts finds the winning attack", () => {
    const b = lethal();
    assert.equal(b.pending?.seat, "p1");
    const ids = b.pending?.options.map((o) => o.id) ?? [];
    assert.ok(ids.includes("attack:reisen-1") && ids.length > 1, ids.join(", "));
    for (const seed of [1, 2, 3]) {
      assert.equal(makeBot("mcts:60", seed).choose(botContext(b, "p1")), "attack:reisen-1");
    }
  });

  test("greedy and mcts beat the random bot at vision", () => {
    let greedy = 0;
    for (let g = 0; g < 24; g++) if (duel("vision", "greedy", 100 + g, g % 2)) greedy++;
    assert.ok(greedy >= 17, `greedy won ${greedy} of 24`);
    let mcts = 0;
    for (let g = 0; g < 3; g++) if (duel("vision", "mcts:25", 200 + g, g % 2)) mcts++;
    assert.ok(mcts >= 2, `mcts won ${mcts} of 3`);
  });

  test("budgets: iterations or milliseconds; bad ones are errors", () => {
    assert.equal(makeBot("mcts:10ms", 1).name, "mcts:10ms");
    const b = lethal();
    assert.equal(makeBot("mcts:30ms", 1).choose(botContext(b, "p1")), "attack:reisen-1");
    assert.throws(() => makeBot("mcts:0", 1), /≥ 1/);
    assert.throws(() => makeBot("greedy:x", 1), /whole number/);
    assert.throws(() => makeBot("mcts:1:2", 1), /unknown bot/);
  });
});
