/**
 * Are the bots worth playing against? In every system, greedy on one side against random on the
 * other, with the sides swapped for half the battles (seats are not fair: vision's p1 and
 * geo-march's p2 win more under random play, the GM and the KP win most battles), must win
 * clearly more than it loses. Seeded and played through `kassen sim`'s own plan and runner in
 * this thread, so every run plays the same battles. Thresholds come from the measurements in
 * docs/analysis.md ("How strong the bots are") with a margin, and each was checked to fail with
 * greedy replaced by random.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Seat } from "../../src/engine/index.ts";
import { makePlan } from "../../src/sim/make-plan.ts";
import { runSim } from "../../src/sim/run-sim.ts";

/** The two sides of a system's fresh game: the seats of each. */
interface Duel {
  system: string;
  sides: [Seat[], Seat[]];
  /** Battles per seat order. */
  battles: number;
  /** Least wins − losses for greedy over both orders (random's expectation is about 0). */
  margin: number;
}

const DUELS: Duel[] = [
  { system: "vision", sides: [["p1"], ["p2"]], battles: 8, margin: 10 },
  { system: "geo-march", sides: [["p1"], ["p2"]], battles: 15, margin: 5 },
  { system: "ygo-trpg", sides: [["p1", "p2"], ["gm"]], battles: 20, margin: 10 },
  { system: "magical-girl", sides: [["p1", "p2"], ["kp"]], battles: 6, margin: 6 },
];

/** Wins and losses of `hero` on `side` against `foe` on the other side. */
async function play(d: Duel, hero: string, foe: string, side: 0 | 1, seed: number) {
  const [mine, theirs] = [d.sides[side], d.sides[1 - side]];
  const bots: Record<Seat, string> = {};
  for (const s of mine) bots[s] = hero;
  for (const s of theirs) bots[s] = foe;
  const { plan } = makePlan({ source: d.system, battles: d.battles, seed, bots });
  const { tally } = await runSim(plan, { workers: 0 });
  return { won: tally.wins[mine[0]] ?? 0, lost: tally.wins[theirs[0]] ?? 0 };
}

describe("bot strength: greedy beats random on either side", () => {
  for (const d of DUELS) {
    test(`${d.system}: greedy wins − losses ≥ ${d.margin} over ${2 * d.battles} battles`, async () => {
      let won = 0;
      let lost = 0;
      for (const side of [0, 1] as const) {
        const r = await play(d, "greedy", "random", side, 7 + side);
        won += r.won;
        lost += r.lost;
      }
      assert.ok(won - lost >= d.margin, `greedy won ${won}, lost ${lost} of ${2 * d.battles}`);
    });
  }
});
