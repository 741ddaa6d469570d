/**
 * geo-march `act-first`: hand-counted values, brute force over both dice, and agreement with
 * simulated battles through the public API (many seeds, no pinned dice).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { OddsAnswer } from "../../src/analysis/odds-question.ts";
import { ask } from "../../src/cli/odds-ask.ts";
import { type Json, startBattle } from "../../src/engine/index.ts";
import { geoMarch } from "../../src/systems/geo-march/index.ts";
import { assertAgrees, sampleSeed } from "./sampling.ts";

function actFirst(marcher: number, defender: number, die = 6): OddsAnswer {
  return ask(
    "geo-march",
    "act-first",
    [`marcher=${marcher}`, `defender=${defender}`, `die=${die}`],
    "en",
  );
}

/** [marcher first, melee, defender first] as ways over the table's total. */
function split(a: OddsAnswer): string[] {
  return a.table.map((r) => `${r.ways}/${r.total}`);
}

describe("act-first: exact values", () => {
  test("by hand: +2 vs −1 → 30/36, 3/36, 3/36; 0 vs 0 → 15/36, 6/36, 15/36; 0 vs +5 → 0, 1/36, 35/36", () => {
    assert.deepEqual(split(actFirst(2, -1)), ["30/36", "3/36", "3/36"]);
    assert.deepEqual(split(actFirst(0, 0)), ["15/36", "6/36", "15/36"]);
    assert.deepEqual(split(actFirst(0, 5)), ["0/36", "1/36", "35/36"]);
    assert.deepEqual(
      split(actFirst(3, 0, 1)),
      ["1/1", "0/1", "0/1"],
      "a one-sided die: modifiers decide",
    );
    assert.equal(actFirst(2, -1).probability, 30 / 36);
  });
  test("brute force over both dice agrees for several modifiers and dice", () => {
    for (const [m, d, die] of [
      [1, 0, 6],
      [-2, 1, 10],
      [4, 4, 4],
      [0, 7, 8],
    ]) {
      const count = [0, 0, 0];
      for (let x = 1; x <= die; x++)
        for (let y = 1; y <= die; y++) count[x + m > y + d ? 0 : x + m === y + d ? 1 : 2]++;
      assert.deepEqual(
        split(actFirst(m, d, die)),
        count.map((c) => `${c}/${die * die}`),
        `${m} ${d} 1D${die}`,
      );
    }
  });
});

describe("simulation through the engine agrees with act-first", () => {
  /** Runs `n` battles between two one-unit parties; tallies who went first or melee. */
  function speedRuns(
    p1: string,
    p2: string,
    n: number,
    seed0: number,
    options: Record<string, Json> = {},
  ) {
    const tally = { marcher: 0, melee: 0, defender: 0 };
    for (let i = seed0; i < seed0 + n; i++) {
      const b = startBattle(geoMarch, {
        seed: sampleSeed(i),
        options,
        setup: { p1: { party: [p1] }, p2: { party: [p2] } },
      });
      const log = b.state.log;
      if (log.some((e) => e.t === "melee")) tally.melee++;
      else if (log.find((e) => e.t === "first")?.seat === "p1") tally.marcher++;
      else if (log.find((e) => e.t === "first")?.seat === "p2") tally.defender++;
      else assert.fail("the battle never decided who goes first");
    }
    return tally;
  }

  function compare(a: OddsAnswer, tally: Record<string, number>, n: number, what: string) {
    const [m, melee, d] = a.table.map((r) => r.p);
    assertAgrees(tally.marcher, n, m, `${what}: marcher first`);
    assertAgrees(tally.melee, n, melee, `${what}: melee`);
    assertAgrees(tally.defender, n, d, `${what}: defender first`);
  }

  test("Storm Hawk (speed +2) marches on Iron Ogre (−1), d6", () => {
    const n = 3000;
    compare(actFirst(2, -1), speedRuns("storm-hawk", "iron-ogre", n, 1), n, "hawk vs ogre");
  });
  test("Iron Ogre (−1) marches on Storm Hawk (+2) with speedDie 10", () => {
    const n = 3000;
    compare(
      actFirst(-1, 2, 10),
      speedRuns("iron-ogre", "storm-hawk", n, 50_001, { speedDie: 10 }),
      n,
      "ogre vs hawk, d10",
    );
  });
});
