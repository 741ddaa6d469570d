/**
 * Search bots on ygo-trpg's lowered runtime (runtime/determinize.ts, search.ts, evaluate.ts):
 * its samples are the engine's `determinize` samples step by step — the same deciding seat,
 * options (by the engine's very ids: hidden places renamed h1, h2, …), values bit for bit, forks
 * independent — over every setup the runtime's equivalence test plays; MCTS and greedy bots
 * decide the same with the runtime on and off; and a sample knows no more than the seat's view:
 * where the hidden cards really lie and the real generator do not reach it.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { loweredSampler } from "../../src/bots/lowered-search.ts";
import { determinize, FlatRng, seedRng, startBattle } from "../../src/engine/index.ts";
import { ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";
import { dealSample, planDeal } from "../../src/systems/ygo-trpg/runtime/determinize.ts";
import { prepareYgoTrpg, startLowered } from "../../src/systems/ygo-trpg/runtime/index.ts";
import { YgoSearch } from "../../src/systems/ygo-trpg/runtime/search.ts";
import { C_ATK, C_DEF, CW, YgoState } from "../../src/systems/ygo-trpg/runtime/state.ts";
import { type YgoTemplate, ZK, ZONE_KINDS } from "../../src/systems/ygo-trpg/runtime/template.ts";
import { ATTRIBUTES } from "../../src/systems/ygo-trpg/schema.ts";
import { attributeOf } from "../../src/systems/ygo-trpg/zones.ts";
import { compareBotGames, compareSearch } from "../conformance/lowered-search.ts";
import { frostHall, NEW_GAME, OTHER_SETUPS, type Setup, scenarioSetups } from "./runtime-setups.ts";

/** Samples against the engine's on `init`; returns what was compared. */
function samples(init: Setup, seeds: number[], every = 3, cap = 400) {
  return compareSearch({ system: ygoTrpg, init, seeds, every, cap });
}

/**
 * At some decisions of random games, the runtime's sample names its options exactly as the
 * engine's sample of the same seed (hidden cards by their fresh ids), along a random walk.
 */
function sameIds(init: Setup, seed: number): number {
  const b = startBattle(ygoTrpg, { ...init, seed, log: false });
  let x = seed >>> 0;
  let checked = 0;
  for (let d = 0; b.pending !== null && d < 200; d++) {
    const p = b.pending;
    if (d % 5 === 0 && p.options.length > 1) {
      const sampler = loweredSampler(b, p.seat);
      assert.ok(sampler !== null);
      const s = seed * 31 + d;
      const e = determinize(b, p.seat, s);
      const r = sampler(s) as YgoSearch;
      for (let step = 0; step < 25 && e.state.pending !== null; step++) {
        const ids = e.state.pending.options.map((o) => o.id);
        const rids = Array.from({ length: r.optionCount }, (_, i) => r.optionId(i));
        assert.deepEqual(rids, ids, `seed ${seed} decision ${d} step ${step}`);
        checked++;
        const i = (step * 7 + d) % ids.length;
        e.chooseIndex(i);
        r.chooseIndex(i);
      }
      assert.equal(r.pendingIndex < 0, e.state.pending === null);
    }
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    b.chooseIndex((x >>> 8) % p.options.length);
  }
  return checked;
}

/**
 * Every card of the runtime's sample against the engine's sample of the same seed: by the
 * engine's (renamed) id, the same definition, printed and current stats and attribute, and every
 * zone listing the same ids. Returns the cards compared.
 */
function sameIdentities(init: Setup, seeds: number[]): number {
  let cards = 0;
  for (const seed of seeds) {
    const b = startBattle(ygoTrpg, { ...init, seed, log: false });
    let x = seed >>> 0;
    for (let d = 0; b.pending !== null && d < 150; d++) {
      const p = b.pending;
      if (d % 4 === 0) {
        const sampler = loweredSampler(b, p.seat);
        assert.ok(sampler !== null);
        for (const s of [seed * 13 + d, seed * 17 - d]) {
          const e = determinize(b, p.seat, s).state;
          const r: YgoState = (sampler(s) as YgoSearch).s;
          const t: YgoTemplate = r.t;
          const at = `seed ${seed} decision ${d} sample ${s}`;
          for (let i = 0; i < t.ids.length; i++) {
            const id = t.ids[i];
            const c = e.cards[id];
            assert.ok(c !== undefined, `${at}: no card ${id}`);
            assert.equal(t.defs[t.cardDef[i]].id, c.def, `${at}: ${id}'s definition`);
            assert.equal(t.level[i], c.base.level ?? 0, `${at}: ${id}'s level`);
            assert.equal(t.atk[i], c.base.atk ?? 0, `${at}: ${id}'s printed ATK`);
            assert.equal(t.def[i], c.base.def ?? 0, `${at}: ${id}'s printed DEF`);
            assert.equal(t.life[i], c.base.life ?? 0, `${at}: ${id}'s life`);
            assert.equal(r.c[i * CW + C_ATK], c.stats.atk ?? 0, `${at}: ${id}'s ATK`);
            assert.equal(r.c[i * CW + C_DEF], c.stats.def ?? 0, `${at}: ${id}'s DEF`);
            if (c.base.life !== undefined)
              assert.equal(ATTRIBUTES[t.attr[i]], attributeOf(e, id), `${at}: ${id}'s attribute`);
            cards++;
          }
          for (let z = 0; z < r.zones.length; z++) {
            const name = `${t.seats[Math.floor(z / ZK)]}:${ZONE_KINDS[z % ZK]}`;
            const ids = r.zones[z].map((i) => t.ids[i]);
            assert.deepEqual(ids, e.zones[name] ?? [], `${at}: zone ${name}`);
          }
        }
      }
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      b.chooseIndex((x >>> 8) % p.options.length);
    }
  }
  return cards;
}

/** A hand with cards whose stats and attributes the setup set by hand (they go with the cards). */
const HAND_OVERRIDES: Setup = {
  setup: {
    players: {
      p1: { character: "akane" },
      p2: {
        character: "shiro",
        monsterHand: [
          { card: "gale-hawk", attribute: "dark", level: 5 },
          "ember-squire",
          { card: "flame-drake", attribute: "water", atk: 2500 },
        ],
      },
    },
    gm: { encounter: "wyrm-lair" },
  },
  options: { gmTools: false },
};

/**
 * p2's hand holds monsters the setup changed by hand and its deck plain copies of them: samples
 * must tell the copies apart by what was set (the engine's canonical order), and deal each whole.
 */
const HAND_COPIES: Setup = {
  setup: {
    start: "phase",
    phase: "summon",
    round: 2,
    players: {
      p1: { character: "akane" },
      p2: {
        character: "shiro",
        monsterDeck: ["moss-beetle", "tide-sprite", "dawn-paladin", "tide-sprite", "moss-beetle"],
        monsterHand: [
          { card: "moss-beetle", id: "dark-beetle", attribute: "dark" },
          { card: "tide-sprite", id: "big-sprite", level: 5 },
          { card: "moss-beetle", id: "wind-beetle", attribute: "wind", atk: 300 },
          "dawn-paladin",
        ],
      },
    },
    gm: { encounter: "wyrm-lair" },
  },
  options: { gmTools: false },
};

/**
 * Another truth no seat but the owner can tell from `s`: cards `p` and `q` trade identities
 * (definition, printed and current stats, attribute), each place keeping its own state.
 */
function traded(s: YgoState, p: number, q: number): YgoState {
  const t = s.t;
  const swap = (list: number[]): number[] => {
    const out = list.slice();
    [out[p], out[q]] = [out[q], out[p]];
    return out;
  };
  const o = new YgoState(
    {
      ...t,
      cardDef: swap(t.cardDef),
      level: swap(t.level),
      atk: swap(t.atk),
      def: swap(t.def),
      life: swap(t.life),
      attr: swap(t.attr),
    },
    s,
  );
  for (const k of [C_ATK, C_DEF])
    [o.c[p * CW + k], o.c[q * CW + k]] = [o.c[q * CW + k], o.c[p * CW + k]];
  return o;
}

/** Everything a runtime state holds, its template's per-card lists included, as plain data. */
function fingerprint(s: YgoState): Map<string, string> {
  const plain = (v: unknown): string =>
    JSON.stringify(ArrayBuffer.isView(v) ? Array.from(v as Int32Array) : v);
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(s)) {
    if (k === "t")
      for (const [tk, tv] of Object.entries(v as object)) out.set(`t.${tk}`, plain(tv));
    else if (k === "rng") out.set(k, plain((v as YgoState["rng"]).get()));
    else out.set(k, plain(v));
  }
  return out;
}

/** Asserts two states hold the same, naming the first field that differs. */
function sameState(a: YgoState, b: YgoState, at: string): void {
  const fa = fingerprint(a);
  const fb = fingerprint(b);
  assert.deepEqual([...fa.keys()], [...fb.keys()], at);
  for (const [k, v] of fa) assert.ok(v === fb.get(k), `${at}: ${k} differs`);
}

describe("search bots on ygo-trpg's lowered runtime", () => {
  test("the new game: samples equal the engine's step by step, forks included", () => {
    const c = samples(NEW_GAME, [1, 2, 3, 4, 5, 6], 3);
    assert.ok(c.decisions >= 60 && c.steps >= 5000, JSON.stringify(c));
  });

  test("the new game: a sample's options carry the engine sample's very ids", () => {
    let checked = 0;
    for (const seed of [7, 8, 9]) checked += sameIds(NEW_GAME, seed);
    checked += sameIds(OTHER_SETUPS.three, 10);
    assert.ok(checked >= 300, `only ${checked} steps`);
  });

  test("every card of a sample is the engine sample's card: definition, stats, attribute, zone", () => {
    let cards = sameIdentities(NEW_GAME, [41, 42]);
    cards += sameIdentities(HAND_OVERRIDES, [43, 44, 45]);
    cards += sameIdentities(HAND_COPIES, [46, 47, 48]);
    assert.ok(cards >= 5000, `only ${cards} cards`);
  });

  test("the other characters and encounters, and a content pack", () => {
    const setups = {
      ...OTHER_SETUPS,
      frost: frostHall(),
      handOverrides: HAND_OVERRIDES,
      handCopies: HAND_COPIES,
    };
    for (const [name, init] of Object.entries(setups)) {
      const c = samples(init, [11, 12], 3);
      assert.ok(c.decisions >= 10, `${name}: ${JSON.stringify(c)}`);
    }
  });

  test("every shipped scenario's setup the runtime accepts", () => {
    const { accepted } = scenarioSetups();
    assert.ok(accepted.length >= 30, `only ${accepted.length} scenarios`);
    let decisions = 0;
    for (const [, init] of accepted) decisions += samples(init, [1], 2, 120).decisions;
    assert.ok(decisions >= 200, `only ${decisions} decisions compared`);
  });

  test("MCTS and greedy decide the same with the runtime on and off", () => {
    let served = 0;
    served += compareBotGames({ system: ygoTrpg, init: NEW_GAME, seeds: [21], cap: 200 }, [
      "mcts:40",
      "greedy",
      "random",
    ]);
    served += compareBotGames({ system: ygoTrpg, init: NEW_GAME, seeds: [22], cap: 200 }, [
      "greedy",
      "random",
      "mcts:40",
    ]);
    served += compareBotGames(
      { system: ygoTrpg, init: OTHER_SETUPS.three, seeds: [23], cap: 150 },
      ["random", "mcts:24", "greedy", "mcts:24"],
    );
    served += compareBotGames({ system: ygoTrpg, init: frostHall(), seeds: [24], cap: 150 }, [
      "mcts:24",
      "random",
      "greedy",
    ]);
    assert.ok(served >= 40, `only ${served} decisions on the runtime`);
  });

  test("a sample depends on the seat's view only: not on where hidden cards lie, nor the dice", () => {
    const p = prepareYgoTrpg({ ...NEW_GAME, seed: 0 });
    assert.ok(p.template !== null);
    let compared = 0;
    for (const seed of [31, 32, 33]) {
      const rb = startLowered(p.template, seed);
      let x = seed;
      for (let d = 0; rb.pendingIndex >= 0 && d < 120; d++) {
        if (d % 10 === 0) {
          for (let seat = 0; seat < rb.seats.length; seat++) {
            // Another truth the seat cannot tell apart: its hidden cards dealt otherwise, and
            // another generator.
            const other = dealSample(rb.s, planDeal(rb.s, seat), seed * 1000 + d);
            // A truth keeps its cards' own ids (a sample's are renamed).
            (other.t as { ids: string[] }).ids = rb.s.t.ids;
            for (const k of [5, 6]) {
              const a = dealSample(rb.s, planDeal(rb.s, seat), k);
              const b = dealSample(other, planDeal(other, seat), k);
              sameState(a, b, `seed ${seed} decision ${d} seat ${seat}`);
              // The reused lists' old tails (earlier options and tasks) stay behind.
              assert.equal(a.opts.length, a.nOpts);
              assert.equal(a.tasks.length, a.nTasks);
              assert.equal(a.t.init.length, 0);
              compared++;
            }
          }
        }
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        rb.choose((x >>> 8) % rb.optionCount);
      }
    }
    assert.ok(compared >= 30, `only ${compared} samples`);
  });

  test("a card's hand-set attribute and stats go with it: samples never tell where it lies", () => {
    const p = prepareYgoTrpg({ ...HAND_COPIES, seed: 0 });
    assert.ok(p.template !== null, p.reason ?? "");
    const t = p.template;
    const num = (id: string) => t.ids.indexOf(id);
    // A plain copy in p2's deck (its hand's cards have ids of their own).
    const p2 = t.seats.indexOf("p2");
    const deck = (def: string) =>
      t.ids.findIndex(
        (id, i) => t.owner[i] === p2 && t.defs[t.cardDef[i]].id === def && /-\d+$/.test(id),
      );
    assert.ok(deck("moss-beetle") >= 0 && deck("tide-sprite") >= 0);
    const rb = startLowered(t, 5);
    const pairs = [
      [num("dark-beetle"), deck("tide-sprite")],
      // Copies of one definition, told apart only by what the setup set.
      [num("dark-beetle"), deck("moss-beetle")],
      [num("wind-beetle"), deck("moss-beetle")],
      [num("big-sprite"), deck("tide-sprite")],
    ];
    let compared = 0;
    for (const [a, b] of pairs) {
      const other = traded(rb.s, a, b);
      for (let seat = 0; seat < rb.seats.length; seat++) {
        if (rb.seats[seat] === "p2") continue;
        for (const k of [1, 2, 3]) {
          const x = dealSample(rb.s, planDeal(rb.s, seat), k);
          const y = dealSample(other, planDeal(other, seat), k);
          sameState(x, y, `${t.ids[a]} and ${t.ids[b]} traded, seat ${seat}, seed ${k}`);
          compared++;
        }
      }
    }
    assert.equal(compared, 24);
  });

  test("samples seed their generator as the engine's seedRng does, wide seeds included", () => {
    const rng = new FlatRng();
    const seeds = [
      0,
      1,
      -1,
      2 ** 31 - 1,
      -(2 ** 31),
      2 ** 32 - 1,
      2 ** 32,
      2 ** 40 + 5,
      -(2 ** 33),
    ];
    for (let i = 0; i < 2000; i++) seeds.push((i * 2654435761) | 0, (i * 40503) >>> 0);
    for (const seed of seeds) {
      rng.seed(seed);
      assert.deepEqual(rng.get(), seedRng(seed), `seed ${seed}`);
      rng.seed(seed ^ 0x2c1b3c6d);
      assert.deepEqual(rng.get(), seedRng(seed ^ 0x2c1b3c6d), `seed ${seed} reseeded`);
    }
  });

  test("search keys name hidden cards by place: the same keys when hidden cards lie elsewhere", () => {
    const p = prepareYgoTrpg({ ...NEW_GAME, seed: 0 });
    assert.ok(p.template !== null);
    let compared = 0;
    let codesDiffered = 0;
    for (const seed of [51, 52, 53]) {
      const rb = startLowered(p.template, seed);
      let x = seed;
      for (let d = 0; rb.pendingIndex >= 0 && d < 150; d++) {
        if (d % 5 === 0) {
          for (let seat = 0; seat < rb.seats.length; seat++) {
            const other = moved(rb.s, seat);
            if (other === null) continue;
            const planA = planDeal(rb.s, seat);
            const planB = planDeal(other, seat);
            const a = new YgoSearch(dealSample(rb.s, planA, 7), planA.keyNum);
            const b = new YgoSearch(dealSample(other, planB, 7), planB.keyNum);
            let y = d + seat;
            for (let step = 0; step < 40 && a.pendingIndex >= 0; step++) {
              const at = `seed ${seed} decision ${d} seat ${seat} step ${step}`;
              assert.equal(b.pendingIndex, a.pendingIndex, at);
              assert.equal(b.optionCount, a.optionCount, at);
              for (let i = 0; i < a.optionCount; i++) {
                assert.equal(b.optionKey(i), a.optionKey(i), `${at} option ${i}`);
                if (a.s.opts[i] !== b.s.opts[i]) codesDiffered++;
              }
              y = (Math.imul(y, 1103515245) + 12345) >>> 0;
              const i = (y >>> 8) % a.optionCount;
              a.chooseIndex(i);
              b.chooseIndex(i);
              compared++;
            }
          }
        }
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        rb.choose((x >>> 8) % rb.optionCount);
      }
    }
    assert.ok(compared >= 200, `only ${compared} steps`);
    // The codes themselves carry the real card numbers: the keys must not.
    assert.ok(codesDiffered > 0, "no option named a moved card: the test proves nothing");
  });
});

/**
 * Another truth `seat` cannot tell from `s`: two of another owner's hidden cards in one zone
 * trade places (numbers, identities and all), or null when no zone holds two such cards alike in
 * everything a place keeps.
 */
function moved(s: YgoState, seat: number): YgoState | null {
  const plan = planDeal(s, seat);
  const places = plan.places;
  for (let g = 0; g + 1 < plan.starts.length; g++) {
    for (let i = plan.starts[g]; i < plan.starts[g + 1]; i++) {
      for (let j = i + 1; j < plan.starts[g + 1]; j++) {
        const p = places[i];
        const q = places[j];
        if (s.t.owner[p] === seat) continue;
        let alike = true;
        // Zone, flags, damage, set round: the place's own state must be the same.
        for (let k = 0; k < C_ATK; k++) if (s.c[p * CW + k] !== s.c[q * CW + k]) alike = false;
        if (!alike || s.t.cardDef[p] === s.t.cardDef[q]) continue;
        const o = new YgoState(s.t, s);
        for (let z = 0; z < o.zones.length; z++) {
          const list = o.zones[z];
          const at = list.indexOf(p);
          const bt = list.indexOf(q);
          if (at < 0 || bt < 0) continue;
          const w = o.writable(z);
          w[at] = q;
          w[bt] = p;
          return o;
        }
      }
    }
  }
  return null;
}
