/**
 * Property tests: whole Vision games with random legal choices from random seeds. After every
 * decision the engine's invariants hold; card count is conserved; every game replays to the same
 * hash; illegal choices never change the state.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  type Battle,
  type BattleInit,
  type BattleState,
  determinize,
  invariantViolations,
  makeReplay,
  playReplay,
  startBattle,
} from "../../src/engine/index.ts";
import { vision } from "../../src/systems/vision/index.ts";
import { legalPlays } from "../../src/systems/vision/legal-plays.ts";
import { sideOf } from "../../src/systems/vision/lowered.ts";
import { cardsOf } from "../../src/systems/vision/zones.ts";

const newGame = (seed: number): BattleInit => ({
  seed,
  setup: { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } },
});

/** Plays a game with choices drawn from `picks` (indices into the options), checking as it goes. */
function playChecked(
  seed: number,
  picks: number[],
  onStep?: (b: ReturnType<typeof startBattle>) => void,
) {
  const b = startBattle(vision, newGame(seed));
  const cards = Object.keys(b.state.cards).length;
  // Invariants hold after every atomic step, not only at decisions.
  b.afterStep = (bb, task) => {
    const bad = invariantViolations(vision, bb.state);
    if (bad.length > 0) assert.fail(`after task ${task.k} (seed ${seed}): ${bad.join("; ")}`);
  };
  let i = 0;
  while (b.pending !== null && i < 3000) {
    const p = b.pending;
    const pick = picks[i % picks.length] % p.options.length;
    b.choose(p.seat, p.options[pick].id);
    i++;
    const bad = invariantViolations(vision, b.state);
    assert.deepEqual(bad, [], `after decision ${i} (seed ${seed})`);
    assert.equal(Object.keys(b.state.cards).length, cards, "card count is conserved");
    onStep?.(b);
  }
  return b;
}

test("random whole games keep every invariant and end with a result", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 50 }),
      (seed, picks) => {
        const b = playChecked(seed, picks);
        assert.notEqual(b.result, null, "a game between bots always ends");
      },
    ),
    { numRuns: 60 },
  );
});

test("every game replays to the identical final hash", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 20 }),
      (seed, picks) => {
        const b = playChecked(seed, picks);
        const replay = makeReplay(b, newGame(seed));
        assert.equal(playReplay(vision, replay).hash(), b.hash());
      },
    ),
    { numRuns: 25 },
  );
});

test("same seed and same choices give the same battle, byte for byte", () => {
  const a = playChecked(99, [3, 1, 4, 1, 5, 9, 2, 6]);
  const b = playChecked(99, [3, 1, 4, 1, 5, 9, 2, 6]);
  assert.equal(JSON.stringify(a.state), JSON.stringify(b.state));
});

test("checking only after changes gives the same games as checking after every step", () => {
  // vision opts into checkOnChange; this proves every write its checks read marks the state.
  const always = { ...vision, checkOnChange: false };
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
      (seed, picks) => {
        const play = (system: typeof vision) => {
          const b = startBattle(system, newGame(seed));
          for (let i = 0; b.pending !== null && i < 3000; i++) {
            b.choose(
              b.pending.seat,
              b.pending.options[picks[i % picks.length] % b.pending.options.length].id,
            );
          }
          return b;
        };
        const fast = play(vision);
        const slow = play(always);
        assert.equal(fast.hash(), slow.hash());
        assert.deepEqual(fast.result, slow.result);
      },
    ),
    { numRuns: 60 },
  );
});

/** Cards of `seat` that could answer a window, counted from the card data (not lowered.ts). */
function answerCount(state: BattleState, seat: string): number {
  const defs = cardsOf(state);
  let n = 0;
  for (const id of state.zones[`${seat}:hand`]) {
    const d = defs[state.cards[id].def];
    if (
      d.type === "character"
        ? d.keywords.includes("ambush")
        : d.type === "command" && d.timing === "any"
    )
      n++;
  }
  for (const id of state.zones[`${seat}:field`]) {
    const d = defs[state.cards[id].def];
    if (d.type === "character" && d.activated.some((a) => a.timing === "any")) n++;
  }
  return n;
}

test("the response index: counts kept on moves equal a fresh count (template battles, forks, bot samples), and games play as without it", () => {
  // Without the index: every window lists its plays to learn whether anyone can answer.
  const scanning = {
    ...vision,
    onMove: undefined,
    hasResponses: (b: Battle, seat: string) => legalPlays(b, seat, "window", 1).length > 0,
  };
  const checkCounts = (bb: Battle, where: string) => {
    const side = sideOf(bb.state);
    assert.equal(side.p1, answerCount(bb.state, "p1"), `p1 ${where}`);
    assert.equal(side.p2, answerCount(bb.state, "p2"), `p2 ${where}`);
  };
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
      (seed, picks) => {
        const play = (system: typeof vision, check: boolean) => {
          let b = startBattle(system, newGame(seed));
          for (let i = 0; b.pending !== null && i < 3000; i++) {
            if (check) {
              b.afterStep = (bb, task) => checkCounts(bb, `after task ${task.k}`);
              // A fork counts afresh, then keeps its own counts.
              if (i % 7 === 3) b = b.fork();
              if (i % 11 === 5) {
                const sample = determinize(b, (b.pending as { seat: string }).seat, seed + i);
                for (let d = 0; d < 5 && sample.pending !== null; d++) {
                  sample.chooseIndex((d * 3) % sample.pending.options.length);
                  checkCounts(sample, `in a sample at decision ${i}`);
                }
              }
            }
            b.chooseIndex(picks[i % picks.length] % (b.pending?.options.length ?? 1));
          }
          return b;
        };
        const indexed = play(vision, true);
        const scanned = play(scanning, false);
        assert.equal(indexed.hash(), scanned.hash());
      },
    ),
    { numRuns: 40 },
  );
});
