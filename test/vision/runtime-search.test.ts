/**
 * Search bots on vision's lowered runtime (src/systems/vision/runtime/search.ts): its samples
 * equal the engine's `determinize` samples step by step (forks included) and whole games with
 * MCTS and greedy bots decide the same with the runtime on and off — over every setup the
 * runtime is held to the engine on (runtime-setups.ts), not just the new game that the generic
 * suite (test/conformance/lowered-search.test.ts) covers. Also: a clone copies every field of
 * the state, the hidden zones are the engine's, and a sample carries nothing of where the hidden
 * cards really are (two battles that differ only there give the very same samples).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { determinize, FlatRng, seedRng, seesZone, startBattle } from "../../src/engine/index.ts";
import { vision } from "../../src/systems/vision/index.ts";
import {
  CLONED_FIELDS,
  cloneVision,
  SHARED_FIELDS,
} from "../../src/systems/vision/runtime/clone.ts";
import * as K from "../../src/systems/vision/runtime/codes.ts";
import { hiddenZones } from "../../src/systems/vision/runtime/determinize.ts";
import {
  type LoweredVisionBattle,
  prepareVision,
  startLowered,
} from "../../src/systems/vision/runtime/index.ts";
import type { VisionSearch } from "../../src/systems/vision/runtime/search.ts";
import type { VisionState } from "../../src/systems/vision/runtime/state.ts";
import { answers } from "../../src/systems/vision/runtime/zones.ts";
import { compareBotGames, compareSearch } from "../conformance/lowered-search.ts";
import {
  FROST_PAIRING,
  HOUSE_RULES,
  LISTED,
  MOON_MIRROR,
  PROP_DECKS,
  range,
  type Setup,
  STARTER,
} from "./runtime-setups.ts";

const SETUPS: [string, Setup][] = [
  ["starter decks", { setup: STARTER }],
  ["house rules, p2 first", HOUSE_RULES],
  ["a mirror", MOON_MIRROR],
  ["a listed setup (hand, nodes, grave, life)", LISTED],
  ["an authored pack", FROST_PAIRING()],
  ...PROP_DECKS(6).map((s, i): [string, Setup] => [`random pack ${i}`, s]),
];

describe("search bots on vision's lowered runtime", () => {
  for (const [name, init] of SETUPS) {
    test(`${name}: samples equal the engine's step by step, forks included`, () => {
      const c = compareSearch({ system: vision, init, seeds: range(31, 2), every: 5, cap: 120 });
      assert.ok(c.decisions >= 4 && c.steps >= 150, JSON.stringify(c));
    });
  }

  for (const [name, init] of [SETUPS[1], SETUPS[3], SETUPS[4], SETUPS[6]]) {
    test(`${name}: MCTS and greedy decide the same with the runtime on and off`, () => {
      const served = compareBotGames({ system: vision, init, seeds: [7], cap: 60 }, [
        "mcts:16",
        "greedy",
      ]);
      assert.ok(served >= 5, `only ${served} decisions on the runtime`);
    });
  }

  test("a clone copies every field of the state (a new field must be added to clone.ts)", () => {
    const b = start({ setup: STARTER }, 1);
    const known = new Set<string>([...CLONED_FIELDS, ...SHARED_FIELDS]);
    for (const k of Object.keys(b.s)) assert.ok(known.has(k), `VisionState.${k}: not cloned`);
    for (const k of known) assert.ok(Object.hasOwn(b.s, k), `clone.ts lists ${k}: not a field`);
  });

  test("a clone equals its original, field by field, at every decision of whole games", () => {
    let compared = 0;
    for (const [, init] of SETUPS) {
      const b = start(init, 3);
      let x = 3;
      for (let d = 0; d < 300 && b.pendingIndex >= 0; d++) {
        assert.deepEqual(snapshot(cloneVision(b.s)), snapshot(b.s), `decision ${d}`);
        compared++;
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        b.choose((x >>> 8) % b.optionCount);
      }
    }
    assert.ok(compared > 1000, `only ${compared} decisions`);
  });

  test("the hidden zones are the engine's, in the order of their names", () => {
    const seats = ["p1", "p2"];
    for (let seat = 0; seat < 2; seat++) {
      const named = range(0, 12).map((z) => ({
        z,
        name: `${seats[(z / 6) | 0]}:${K.ZONE_NAMES[z % 6]}`,
      }));
      const hidden = named
        .filter((x) => !seesZone(vision, x.name, seats[seat]))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
      assert.deepEqual(
        hiddenZones(seat),
        hidden.map((x) => x.z),
      );
      // One pool per owner, as the engine's: vision names no pools and hides no field.
      for (const x of hidden) {
        assert.equal(vision.hiddenPool?.(x.name), undefined);
        assert.equal(vision.isField(x.name), false);
      }
    }
  });

  test("a sample deals each hidden place the identity the engine's sample deals it", () => {
    let places = 0;
    for (const [name, init] of [SETUPS[0], SETUPS[3], SETUPS[6]]) {
      for (const seed of range(1, 3)) {
        const b = startBattle(vision, { ...init, seed, log: false });
        const r = start(init, seed);
        let x = seed;
        for (let d = 0; d < 40 && r.pendingIndex >= 0; d++) {
          const p = b.pending;
          assert.ok(p !== null);
          const k = d * 104729 + seed;
          const e = determinize(b, p.seat, k).state;
          const rs = (r.sample(r.pendingIndex, k) as VisionSearch).s;
          // The engine names hidden places h1, h2, … in its canonical order; the runtime's
          // canonical order is its groups' (by owner), each in hidden-zone order.
          const dealt: string[] = [];
          for (let g = 0; g < 2; g++)
            for (const zone of hiddenZones(r.pendingIndex))
              for (let i = 0; i < rs.zl[zone]; i++) {
                const card = rs.z[zone * rs.n + i];
                if (rs.owner[card] !== g) continue;
                const at = card * K.SLOTS + K.C_ATK;
                const def = rs.defs[rs.cardDef[card]].id;
                dealt.push(`${def} ${rs.c[at]}/${rs.c[at + 1]}`);
              }
          const engine = dealt.map((_, i) => {
            const c = e.cards[`h${i + 1}`];
            return `${c.def} ${c.stats.attack ?? 0}/${c.stats.toughness ?? 0}`;
          });
          assert.deepEqual(dealt, engine, `${name} seed ${seed} decision ${d}`);
          places += dealt.length;
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          const i = (x >>> 8) % p.options.length;
          b.chooseIndex(i);
          r.choose(i);
        }
      }
    }
    assert.ok(places > 10_000, `only ${places} places compared`);
  });

  test("a sample's generator is the engine sample's (vision draws no dice after the deal)", () => {
    for (const seed of range(1, 4)) {
      const b = startBattle(vision, { setup: STARTER, seed, log: false });
      const r = start({ setup: STARTER }, seed);
      let x = seed;
      for (let d = 0; d < 20 && r.pendingIndex >= 0; d++) {
        const p = b.pending;
        assert.ok(p !== null);
        const k = d * 7919 + seed;
        const e = determinize(b, p.seat, k).state.rng;
        assert.deepEqual((r.sample(r.pendingIndex, k) as VisionSearch).s.rng.get(), e);
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const i = (x >>> 8) % p.options.length;
        b.chooseIndex(i);
        r.choose(i);
      }
    }
  });

  test("samples seed their generator as seedRng does, for every kind of seed", () => {
    const rng = new FlatRng();
    const seeds = [
      0,
      1,
      -1,
      2 ** 31 - 1,
      -(2 ** 31),
      2 ** 31,
      2 ** 32 - 1,
      2 ** 32,
      -(2 ** 31) - 1,
    ];
    seeds.push(2 ** 53 - 1, 0.5, -7.25, 0x2c1b3c6d, ...range(0, 2000).map((i) => i * 2654435761));
    for (const seed of seeds) {
      rng.seed(seed);
      assert.deepEqual(rng.get(), seedRng(seed), `seed ${seed}`);
    }
  });

  test("a sample's arrays reach no real battle and no other seat's sample (buffer-slab.ts)", () => {
    // Typed arrays reach their whole buffer: samples and forks are carved from slabs, so a
    // slab must hold nothing the seat may not see.
    const p = prepareVision({ setup: STARTER, seed: 0, log: false });
    assert.ok(p.template !== null);
    const a = startLowered(p.template, 5);
    const b = startLowered(p.template, 6);
    for (let i = 0; i < 12 && a.pendingIndex >= 0; i++) a.choose(i % a.optionCount);
    const real = [a.s.c.buffer, b.s.c.buffer];
    assert.equal(a.s.c.buffer, b.s.c.buffer, "fresh battles of one template share a slab");
    const mine = a.sample(a.pendingIndex, 1) as VisionSearch;
    const fork = mine.fork();
    assert.equal(fork.s.c.buffer, mine.s.c.buffer, "a sample's forks share its slab");
    assert.equal(mine.s.cardDef.buffer, mine.s.c.buffer);
    const theirs = a.sample(1 - a.pendingIndex, 1) as VisionSearch;
    const again = a.sample(a.pendingIndex, 2) as VisionSearch;
    for (const x of [mine, fork, theirs, again]) {
      assert.ok(!real.includes(x.s.c.buffer), "a sample's buffer holds a real battle");
      assert.ok(!real.includes(x.s.cardDef.buffer));
    }
    assert.notEqual(theirs.s.c.buffer, mine.s.c.buffer, "another seat's sample beside mine");
    assert.notEqual(again.s.c.buffer, theirs.s.c.buffer);
    // A later decision's samples start a slab of their own.
    a.choose(0);
    if (a.pendingIndex >= 0) {
      const later = a.sample(a.pendingIndex, 1) as VisionSearch;
      assert.ok(![mine, theirs, again].some((x) => x.s.c.buffer === later.s.c.buffer));
    }
  });

  test("a sample carries nothing of where the hidden cards really are", () => {
    let compared = 0;
    for (const seed of range(1, 6)) {
      for (const at of [3, 12, 25, 40]) {
        const real = walkTo({ setup: STARTER }, seed, at);
        if (real === null) continue;
        const seat = real.pendingIndex;
        const moved = walkTo({ setup: STARTER }, seed, at) as LoweredVisionBattle;
        const foe = 1 - seat;
        // The foe may hold no hand: then there is less to move about, and the next decision.
        if (!rearrange(moved.s, foe, seed)) continue;
        assert.notDeepEqual(bytes(moved.s), bytes(real.s));
        for (const s of [seed, seed * 31 + 7]) {
          const a: VisionState = (real.sample(seat, s) as VisionSearch).s;
          const b: VisionState = (moved.sample(seat, s) as VisionSearch).s;
          assert.deepEqual(snapshot(b), snapshot(a), `seed ${seed} decision ${at} sample ${s}`);
          compared++;
        }
      }
    }
    assert.ok(compared >= 20, `only ${compared} samples compared`);
  });
});

/** A runtime battle of `init` for `seed`, at its first decision. */
function start(init: Setup, seed: number): LoweredVisionBattle {
  const p = prepareVision({ ...init, seed, log: false });
  assert.ok(p.template !== null, String(p.reason));
  return startLowered(p.template, seed);
}

/** The battle after `at` decisions answered by a fixed chooser, or null when it ended sooner. */
function walkTo(init: Setup, seed: number, at: number): LoweredVisionBattle | null {
  const b = start(init, seed);
  let x = seed >>> 0;
  for (let d = 0; d < at; d++) {
    if (b.pendingIndex < 0) return null;
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    b.choose((x >>> 8) % b.optionCount);
  }
  return b.pendingIndex < 0 ? null : b;
}

/**
 * Moves `foe`'s hidden cards about (deck order, and a hand card swapped with a deck card, as
 * another shuffle could have dealt them) and writes junk where a list has no entries (what a
 * real battle leaves there: cards drawn, options of earlier decisions, a card's last host).
 */
function rearrange(s: VisionState, foe: number, seed: number): boolean {
  const n = s.n;
  const deck = foe * 6 + K.Z_DECK;
  const hand = foe * 6 + K.Z_HAND;
  const dl = s.zl[deck];
  if (dl < 2 || s.zl[hand] < 1) return false;
  swapPlaces(s, deck * n, deck * n + dl - 1);
  swapPlaces(s, hand * n + (seed % s.zl[hand]), deck * n + ((seed * 7) % dl));
  // The hand's answers follow its cards (state.ts's ans0 / ans1).
  let ans = 0;
  for (const zone of [hand, foe * 6 + K.Z_FIELD])
    for (let i = 0; i < s.zl[zone]; i++) if (answers(s, s.z[zone * n + i], zone)) ans++;
  if (foe === 0) s.ans0 = ans;
  else s.ans1 = ans;
  s.z.fill(7, deck * n + dl, deck * n + n);
  s.opts.fill(0x7777, s.optCount);
  s.tasks.fill(5, s.taskCount * 6);
  s.c[s.z[hand * n] * K.SLOTS + K.C_HOST] = 3;
  return true;
}

/** Swaps the cards at two places (zone entries, and each place's own slots). */
function swapPlaces(s: VisionState, a: number, b: number): void {
  const x = s.z[a];
  const y = s.z[b];
  s.z[a] = y;
  s.z[b] = x;
  for (let j = 0; j < K.C_ATK; j++) {
    const t = s.c[x * K.SLOTS + j];
    s.c[x * K.SLOTS + j] = s.c[y * K.SLOTS + j];
    s.c[y * K.SLOTS + j] = t;
  }
}

/** Every byte of a state's lists. */
function bytes(s: VisionState): number[] {
  // Its part of the buffer it was carved from (a fresh battle's is shared: buffer-slab.ts).
  const L = s.t.layout;
  return [...new Uint8Array(s.c.buffer, s.c.byteOffset - L.c, L.bytes)];
}

/** Everything a state holds, lists as plain arrays, for a deep comparison. */
function snapshot(s: VisionState): Record<string, unknown> {
  const out: Record<string, unknown> = { cardDef: [...s.cardDef], buffer: bytes(s) };
  for (const k of CLONED_FIELDS) {
    const v = (s as unknown as Record<string, unknown>)[k];
    out[k] = ArrayBuffer.isView(v)
      ? [...(v as Int32Array)]
      : k === "rng"
        ? s.rng.get()
        : k === "att"
          ? // An empty list and none read alike (clone.ts drops empty lists).
            JSON.stringify((v as (number[] | null)[]).map((l) => (l?.length ? l : null)))
          : v;
  }
  return out;
}
