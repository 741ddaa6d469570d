/**
 * Property tests: random battles (random parties, hands, limits, marcher) with random legal
 * choices from random seeds. After every step the engine's invariants hold, the contested geo's
 * party levels stay within its limit, no action-complete unit takes part in an attack, the card
 * count is conserved, and every battle replays to the same hash.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  Battle,
  type BattleInit,
  invariantViolations,
  makeReplay,
  playReplay,
} from "../../src/engine/index.ts";
import { GEO_MARCH_CONTENT } from "../../src/systems/geo-march/content/index.ts";
import {
  GEO_MARCH_NEW_GAME,
  GEO_MARCH_SAMPLE_BATTLE,
  geoMarch,
} from "../../src/systems/geo-march/index.ts";

const UNITS = Object.values(GEO_MARCH_CONTENT.cards)
  .filter((c) => c.type === "unit")
  .map((c) => c.id);
const CARDS = Object.keys(GEO_MARCH_CONTENT.cards);

/** A random battle setup: 1–3 units a side (levels within a limit of 8), 0–5 cards in hand. */
const setupArb = fc.record({
  marcher: fc.constantFrom("p1", "p2"),
  p1: fc.array(fc.constantFrom(...UNITS), { minLength: 1, maxLength: 3 }),
  p2: fc.array(fc.constantFrom(...UNITS), { minLength: 1, maxLength: 3 }),
  h1: fc.array(fc.constantFrom(...CARDS), { maxLength: 5 }),
  h2: fc.array(fc.constantFrom(...CARDS), { maxLength: 5 }),
  fromLimit: fc.integer({ min: 0, max: 8 }),
});

/** A generated setup. */
type GenSetup = typeof setupArb extends fc.Arbitrary<infer T> ? T : never;

function initOf(seed: number, s: GenSetup): BattleInit {
  return {
    seed,
    setup: {
      geo: { id: "field", limit: 12 },
      from: { id: "camp", limit: s.fromLimit },
      marcher: s.marcher,
      p1: { party: s.p1, hand: s.h1 },
      p2: { party: s.p2, hand: s.h2 },
    },
  };
}

/**
 * geo-march's own invariants: every party's total level within its geo's limit — except on the
 * marcher's origins while the marcher is still placing returning units or choosing what to
 * discard (GEO-53).
 */
function ownViolations(b: Battle): string[] {
  const out: string[] = [];
  const s = b.state;
  const limits = s.x.geos as Record<string, number>;
  const k = s.pending?.prompt.k;
  if (k === "prompt.over-limit" || k === "prompt.return") return out;
  for (const [zone, ids] of Object.entries(s.zones)) {
    if (!zone.startsWith("geo:")) continue;
    const geo = zone.split(":")[1];
    const lv = ids.reduce((n, id) => n + s.cards[id].base.level, 0);
    if (lv > limits[geo]) out.push(`${zone}: party level ${lv} > limit ${limits[geo]}`);
  }
  return out;
}

/** Plays with choices from `picks`, checking after every step. */
function playChecked(init: BattleInit, picks: number[], max = 500): Battle {
  // Built by hand so the checks watch the very first steps too (startBattle runs at once).
  const b = new Battle(geoMarch, geoMarch.create(init));
  b.init = init;
  const count = Object.keys(b.state.cards).length;
  let seen = 0;
  b.afterStep = (bb, task) => {
    const bad = [...invariantViolations(geoMarch, bb.state), ...ownViolations(bb)];
    if (bad.length > 0) assert.fail(`after ${task.k} (seed ${init.seed}): ${bad.join("; ")}`);
    // An attack event lists units that must all be action-incomplete when it is declared.
    const log = bb.state.log;
    for (; seen < log.length; seen++) {
      const e = log[seen];
      if (e.t !== "attack") continue;
      for (const id of e.units as string[])
        assert.equal(bb.state.cards[id].f.done, false, `action-complete ${id} attacks`);
    }
  };
  b.run();
  let i = 0;
  while (b.pending !== null && i < max) {
    const p = b.pending;
    b.choose(p.seat, p.options[picks[i % picks.length] % p.options.length].id);
    i++;
    assert.equal(Object.keys(b.state.cards).length, count, "card count is conserved");
  }
  return b;
}

test("random battles keep every invariant and end with a result", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      setupArb,
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
      (seed, setup, picks) => {
        const b = playChecked(initOf(seed, setup), picks);
        assert.notEqual(b.result, null, "a battle always ends");
      },
    ),
    { numRuns: 150 },
  );
});

test("every battle replays to the identical final hash", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      setupArb,
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 20 }),
      (seed, setup, picks) => {
        const init = initOf(seed, setup);
        const b = playChecked(init, picks);
        assert.equal(playReplay(geoMarch, makeReplay(b, init)).hash(), b.hash());
      },
    ),
    { numRuns: 50 },
  );
});

test("GEO-70 whole games from the new-game setup keep every invariant, end, and replay", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
      (seed, picks) => {
        const init = { seed, setup: GEO_MARCH_NEW_GAME };
        const b = playChecked(init, picks, 5000);
        assert.notEqual(b.result, null, "a game between bots always ends (turn limit at worst)");
        assert.equal(playReplay(geoMarch, makeReplay(b, init)).hash(), b.hash());
      },
    ),
    { numRuns: 25 },
  );
});

test("the sample battle plays to an end from any seed", () => {
  for (let seed = 0; seed < 30; seed++) {
    const b = playChecked({ seed, setup: GEO_MARCH_SAMPLE_BATTLE }, [seed, 3, 1, 4, 1, 5]);
    assert.notEqual(b.result, null);
  }
});

test("hasResponses says exactly whether a window has plays, and games play as without it", () => {
  const answers = (b: Battle, seat: string, w: string) =>
    (geoMarch.responses?.(b, seat, w) ?? []).length > 0;
  let asked = 0;
  let yes = 0;
  // With the check, each answer compared with the full listing; without it, the listing alone.
  const checking = {
    ...geoMarch,
    hasResponses: (b: Battle, seat: string, w: string) => {
      const got = geoMarch.hasResponses?.(b, seat, w) as boolean;
      assert.equal(got, answers(b, seat, w), `window ${w} for ${seat}`);
      asked++;
      if (got) yes++;
      return got;
    },
  };
  const scanning = { ...geoMarch, hasResponses: undefined };
  const play = (system: typeof geoMarch, init: BattleInit, picks: number[]) => {
    const b = new Battle(system, system.create(init));
    b.init = init;
    b.run();
    for (let i = 0; b.pending !== null && i < 5000; i++)
      b.chooseIndex(picks[i % picks.length] % b.pending.options.length);
    return b;
  };
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.option(setupArb, { nil: undefined }),
      fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
      (seed, setup, picks) => {
        const init =
          setup === undefined ? { seed, setup: GEO_MARCH_NEW_GAME } : initOf(seed, setup);
        const checked = play(checking, init, picks);
        const scanned = play(scanning, init, picks);
        assert.equal(checked.hash(), scanned.hash());
        assert.deepEqual(checked.state.history, scanned.state.history);
      },
    ),
    { numRuns: 60 },
  );
  // Both answers occur, or the comparison above proves little.
  assert.ok(yes > 0 && yes < asked, `${yes} of ${asked} windows had plays`);
});
