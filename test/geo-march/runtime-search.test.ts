/**
 * Search bots on geo-march's lowered runtime (runtime/determinize.ts, search.ts, evaluate.ts):
 * over every setup the runtime's equivalence test covers, the runtime's samples are the
 * engine's `determinize` samples step by step (the shared core compares seats, options, keys
 * and values bit for bit, forks included), their option ids are the engine sample's very ids
 * for either seat, whole games with MCTS and greedy bots decide the same with the runtime on
 * and off, and a sample does not show where the hidden cards really lie.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { evaluatorFor } from "../../src/bots/evaluate.ts";
import { loweredSampler } from "../../src/bots/lowered-search.ts";
import {
  determinize,
  engineSearch,
  FlatRng,
  type Json,
  seedRng,
  startBattle,
} from "../../src/engine/index.ts";
import { evaluateGeoMarch } from "../../src/systems/geo-march/analysis/evaluate.ts";
import {
  GEO_MARCH_NEW_GAME,
  GEO_MARCH_SAMPLE_BATTLE,
  geoMarch,
} from "../../src/systems/geo-march/index.ts";
import {
  type LoweredGeoBattle,
  prepareGeoMarch,
  startLowered,
} from "../../src/systems/geo-march/runtime/index.ts";
import { answer } from "../../src/systems/geo-march/runtime/run.ts";
import type { GeoSearch } from "../../src/systems/geo-march/runtime/search.ts";
import type { GeoState } from "../../src/systems/geo-march/runtime/state.ts";
import { compareBotGames, compareSearch } from "../conformance/lowered-search.ts";
import {
  type GeoInit,
  NUMBERED_MAP_GAME,
  P2_FIRST,
  PACK_GAME,
  randomPack,
  randomPackGame,
  TWO_ORIGINS,
} from "./runtime-setups.ts";

const NEW_GAME: GeoInit = { setup: GEO_MARCH_NEW_GAME };
const SAMPLE_BATTLE: GeoInit = { setup: GEO_MARCH_SAMPLE_BATTLE };

/** The setups, by name, with the seeds their samples are compared on. */
const SETUPS: [string, GeoInit, number[]][] = [
  ["the new game", NEW_GAME, [11, 12, 13, 14]],
  ["p2 first, swapped decks, a d10", P2_FIRST, [21, 22, 23]],
  ["the sample stand-alone battle", SAMPLE_BATTLE, [31, 32, 33, 34, 35, 36]],
  ["a stand-alone battle from two origins", TWO_ORIGINS, [41, 42, 43, 44, 45, 46]],
  ["a content pack's deck", PACK_GAME, [51, 52, 53]],
  ["a map with number-like geo ids", NUMBERED_MAP_GAME, [61, 62, 63]],
];

/** The first `n` random packs the runtime accepts. */
function acceptedPacks(n: number): GeoInit[] {
  const out: GeoInit[] = [];
  for (const p of fc.sample(randomPack, { seed: 20261201, numRuns: 40 })) {
    const init = randomPackGame(p as unknown as Json);
    if (prepareGeoMarch({ ...init, seed: 0 }).reason === null) out.push(init);
    if (out.length === n) break;
  }
  return out;
}

/** A small deterministic chooser state. */
const next = (x: number): number => (Math.imul(x, 1103515245) + 12345) >>> 0;

/**
 * At decisions of random games, the runtime's samples for the deciding seat list the engine
 * sample's option ids and value alike, step by step; the other seat's too, where they stand.
 */
function compareIds(init: GeoInit, seeds: number[]): number {
  let steps = 0;
  for (const seed of seeds) {
    const b = startBattle(geoMarch, { ...init, seed, log: false });
    let x = seed >>> 0;
    for (let d = 0; b.pending !== null && d < 300; d++) {
      const p = b.pending;
      if (d % 5 === 0) {
        for (const seat of b.state.seats) {
          const sampler = loweredSampler(b, seat);
          assert.ok(sampler !== null, `seed ${seed} decision ${d}: no samples`);
          const s = (seed * 31 + d * 977) | 0;
          const e = determinize(b, seat, s);
          const r = sampler(s) as GeoSearch;
          let y = s >>> 0;
          // The other seat's sample is compared where it stands: answering a decision whose
          // options name cards hidden from the sampled seat (re-dealt, so they may no longer
          // fit) is beyond what bots do, and the engine tolerates it only in some steps.
          const depth = seat === p.seat ? 40 : 0;
          for (let k = 0; k <= depth; k++) {
            const at = `seed ${seed} decision ${d} seat ${seat} step ${k}`;
            const ep = e.state.pending;
            assert.equal(r.pendingIndex, ep === null ? -1 : e.state.seats.indexOf(ep.seat), at);
            const ids = Array.from({ length: r.optionCount }, (_, i) => r.optionId(i));
            assert.deepEqual(ids, ep?.options.map((o) => o.id) ?? [], at);
            for (const [n, name] of e.state.seats.entries()) {
              assert.ok(Object.is(r.value(n), evaluateGeoMarch(e.state, name)), `${at}: value`);
            }
            if (ep === null || k === depth) break;
            y = next(y);
            const i = (y >>> 8) % ids.length;
            e.chooseIndex(i);
            r.chooseIndex(i);
            steps++;
          }
        }
      }
      x = next(x);
      b.chooseIndex((x >>> 8) % p.options.length);
    }
  }
  return steps;
}

/** Plays a runtime game with a deterministic chooser for `decisions` decisions. */
function playTo(init: GeoInit, seed: number, decisions: number): LoweredGeoBattle {
  const p = prepareGeoMarch({ ...init, seed });
  assert.ok(p.template !== null);
  const rt = startLowered(p.template, seed);
  let x = seed >>> 0;
  for (let d = 0; d < decisions && rt.pendingIndex >= 0; d++) {
    x = next(x);
    rt.choose((x >>> 8) % rt.optionCount);
  }
  return rt;
}

/**
 * Moves p2's hand card at `h` to the deck place of card `c` and that card to the hand: the same
 * battle but for where two hidden cards lie. Their per-card state must be alike (asserted).
 */
function swapHidden(rt: LoweredGeoBattle, h: number, c: number): void {
  const s = rt.s;
  for (const a of [s.done, s.marched, s.acting, s.from, s.melee, s.host])
    assert.equal(a[h], a[c], "hidden cards with the same state");
  // Written in place: the battle's own lists (zones are shared with copies until written).
  const hand = s.ownZone(4);
  const deck = s.ownZone(3);
  hand[hand.indexOf(h)] = c;
  deck[deck.indexOf(c)] = h;
  s.zone[h] = 3;
  s.zone[c] = 4;
  const lh = s.t.base[h * 4];
  const lc = s.t.base[c * 4];
  s.zoneLevel[4] += lc - lh;
  s.zoneLevel[3] += lh - lc;
}

describe("search bots on geo-march's lowered runtime", () => {
  for (const [name, init, seeds] of SETUPS) {
    test(`${name}: samples equal the engine's, step by step, forks included`, () => {
      const c = compareSearch({ system: geoMarch, init, seeds, every: 5, samples: 2 });
      assert.ok(c.decisions >= 10 && c.steps >= 300, JSON.stringify(c));
    });
  }

  test("random packs over the whole effect vocabulary: samples equal the engine's", () => {
    const packs = acceptedPacks(6);
    assert.ok(packs.length === 6, `only ${packs.length} packs accepted`);
    let steps = 0;
    for (const [i, init] of packs.entries()) {
      steps += compareSearch({
        system: geoMarch,
        init,
        seeds: [600 + i],
        every: 6,
        samples: 2,
      }).steps;
    }
    assert.ok(steps >= 1000, `only ${steps} steps`);
  });

  test("a sample's option ids are the engine sample's ids, for either seat", () => {
    for (const [name, init, seeds] of [
      ["new game", NEW_GAME, [71, 72]],
      ["two origins", TWO_ORIGINS, [71, 72, 73, 74, 75, 76, 77, 78]],
      ["pack", PACK_GAME, [71, 72]],
    ] as const) {
      const steps = compareIds(init, [...seeds]);
      assert.ok(steps >= 300, `${name}: only ${steps} steps`);
    }
  });

  test("the other seat's sample: a pending equip option whose card was re-dealt as another kind is refused, as by the engine", () => {
    // The deciding seat's hand is hidden from the other seat: in its sample, the card a pending
    // `equip:` option names may have been re-dealt as a unit or a skill. The engine's equip
    // refuses such a card (it stays in the hand); so must the runtime's, and both play on alike.
    const value = evaluatorFor("geo-march");
    const p = prepareGeoMarch({ ...TWO_ORIGINS, seed: 0 });
    assert.ok(p.template !== null);
    let answered = 0;
    let otherKind = 0;
    let steps = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const b = startBattle(geoMarch, { ...TWO_ORIGINS, seed, log: false });
      const rb = startLowered(p.template, seed);
      let x = seed;
      for (let d = 0; b.pending !== null && d < 40; d++) {
        const pend = b.pending;
        const other = pend.seat === "p1" ? 1 : 0;
        for (const [i, o] of pend.options.entries()) {
          if (!o.id.startsWith("equip:")) continue;
          for (const k of [1, 2, 3]) {
            const at = `seed ${seed} decision ${d} ${o.id} sample ${k}`;
            const es = determinize(b, b.state.seats[other], k);
            const card = es.state.pending?.options[i].id.slice(6).split("@")[0] as string;
            if (es.state.cards[card].def !== "wind-boots") otherKind++;
            const e = engineSearch(es, value);
            const r = rb.sample(other, k);
            e.chooseIndex(i);
            r.chooseIndex(i);
            answered++;
            let y = k + i;
            for (let step = 0; step < 12; step++) {
              assert.equal(r.pendingIndex, e.pendingIndex, `${at} step ${step}: deciding seat`);
              assert.equal(r.optionCount, e.optionCount, `${at} step ${step}: options`);
              for (const n of [0, 1])
                assert.ok(Object.is(r.value(n), e.value(n)), `${at} step ${step}: value`);
              if (e.pendingIndex < 0) break;
              y = next(y);
              const j = (y >>> 8) % e.optionCount;
              e.chooseIndex(j);
              r.chooseIndex(j);
              steps++;
            }
          }
        }
        x = next(x);
        const c = (x >>> 8) % pend.options.length;
        b.chooseIndex(c);
        rb.choose(c);
      }
    }
    assert.ok(answered >= 50 && steps >= 500, `only ${answered} answers, ${steps} steps`);
    assert.ok(
      otherKind >= 20,
      `only ${otherKind} re-dealt as another kind: the test proves little`,
    );
  });

  test("a sample does not show where hidden cards lie (hidden places renumbered)", () => {
    let compared = 0;
    for (const seed of [81, 82, 83, 84, 85, 86]) {
      const a = playTo(NEW_GAME, seed, 12);
      const b = playTo(NEW_GAME, seed, 12);
      if (a.pendingIndex < 0) continue;
      const s = a.s;
      // A card in p2's hand and one in its deck of another definition.
      const h = s.zones[4][0];
      const c = s.zones[3].find((k) => s.t.def[k] !== s.t.def[h]);
      if (h === undefined || c === undefined) continue;
      swapHidden(b, h, c);
      for (const k of [1, 2, 3]) {
        const sa = (a.sample(0, seed * 10 + k) as GeoSearch).s;
        const sb = (b.sample(0, seed * 10 + k) as GeoSearch).s;
        assert.deepStrictEqual(sb, sa, `seed ${seed}: p1's samples differ`);
        // p2 sees its hand: its samples must tell the two apart.
        const oa = (a.sample(1, seed * 10 + k) as GeoSearch).s;
        const ob = (b.sample(1, seed * 10 + k) as GeoSearch).s;
        assert.notDeepStrictEqual(ob, oa, `seed ${seed}: p2's samples alike`);
        compared++;
      }
    }
    assert.ok(compared >= 12, `only ${compared} compared`);
  });

  test("a sample's template holds no hidden card's identity or id", () => {
    const rt = playTo(NEW_GAME, 91, 10);
    const t = rt.s.t;
    const r = (rt.sample(0, 5) as GeoSearch).s;
    const hidden = [...rt.s.zones[0], ...rt.s.zones[3], ...rt.s.zones[4]];
    assert.ok(hidden.length > 20);
    assert.notEqual(r.t.def, t.def);
    assert.notEqual(r.t.base, t.base);
    // The setup's starting layout is not carried (a battle's hand totals would show).
    assert.equal(r.t.zones.length + r.t.zoneLevel.length + r.t.zone.length, 0);
    const real = new Set(hidden.map((c) => t.ids[c]));
    for (const id of r.t.ids) assert.ok(!real.has(id), `a hidden card's id ${id} is in a sample`);
    // The first sample of a decision is made from the battle, the next ones from a prototype:
    // the same sample for the same seed either way.
    assert.deepStrictEqual((rt.sample(0, 5) as GeoSearch).s, r);
    assert.deepStrictEqual((rt.sample(0, 5) as GeoSearch).s, r);
    // Dealt identities share a buffer only among one seat's samples of one decision: the other
    // seat's sample (its own hand's real identities in it) is never in the same buffer.
    const other = (rt.sample(1, 5) as GeoSearch).s;
    assert.notEqual(other.t.base.buffer, r.t.base.buffer);
    assert.notEqual((rt.sample(0, 6) as GeoSearch).s.t.base.buffer, other.t.base.buffer);
  });

  test("a fork and its source play on without touching each other (lists shared until written)", () => {
    const lists = (s: GeoState) => structuredClone({ zones: s.zones, attached: s.attached });
    for (let seed = 31; seed < 71; seed++) {
      const a = playTo(PACK_GAME, seed, 15);
      if (a.pendingIndex < 0) continue;
      const before = lists(a.s);
      const f = a.s.clone();
      // The source moves on: the fork keeps what it copied.
      let x = seed;
      for (let d = 0; d < 30 && a.pendingIndex >= 0; d++) {
        x = next(x);
        a.choose((x >>> 8) % a.optionCount);
      }
      assert.deepStrictEqual(lists(f), before, `seed ${seed}: the source's moves reached the fork`);
      // The fork moves on: a second fork of it, made before, keeps its zones too.
      const g = f.clone();
      const mid = lists(g);
      for (let d = 0; d < 30 && f.pSeat >= 0; d++) {
        x = next(x);
        answer(f, (x >>> 8) % f.optCount);
      }
      assert.deepStrictEqual(lists(g), mid, `seed ${seed}: the fork's moves reached its copy`);
    }
  });

  test("a sample's generator is seeded as seedRng seeds it, whatever the seed", () => {
    const seeds = [0, 1, -1, 7, 0x2c1b3c6d, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 32 - 1, 2 ** 32];
    seeds.push(2 ** 32 + 5, 2 ** 53 - 1, -(2 ** 31) - 1, -(2 ** 40), 123456789012345);
    for (let x = 1, i = 0; i < 500; i++) seeds.push((x = next(x)) | 0, x * 4099);
    const rng = new FlatRng();
    for (const seed of seeds) {
      rng.seed(seed);
      assert.deepEqual(rng.get(), seedRng(seed), `seed ${seed}`);
    }
  });

  test("MCTS and greedy decide the same with the runtime on and off", () => {
    let served = 0;
    const games: [GeoInit, number, string[]][] = [
      [NEW_GAME, 101, ["mcts:16", "greedy"]],
      [P2_FIRST, 102, ["greedy", "mcts:16"]],
      [SAMPLE_BATTLE, 103, ["mcts:24", "greedy"]],
      [TWO_ORIGINS, 104, ["greedy", "mcts:24"]],
      [PACK_GAME, 105, ["mcts:16", "greedy"]],
      [acceptedPacks(1)[0], 106, ["mcts:16", "greedy"]],
    ];
    for (const [init, seed, specs] of games)
      served += compareBotGames({ system: geoMarch, init, seeds: [seed], cap: 120 }, specs);
    assert.ok(served >= 60, `only ${served} decisions on the runtime`);
  });
});
