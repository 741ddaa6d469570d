/**
 * Search bots on magical-girl's lowered runtime (runtime/search.ts, determinize.ts, clone.ts,
 * evaluate.ts): over every setup the runtime tests play, the runtime's samples equal the
 * engine's step by step (forks included, values bit for bit, option keys one-to-one with the
 * engine's ids), and whole games with MCTS and greedy bots decide the same with the runtime on
 * and off. Magical-girl hides nothing, so the engine's sample is the battle with its generator
 * reseeded: that is pinned here too, with the refusal of a seat that would not see the field.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { FlatRng } from "../../src/engine/flat-rng.ts";
import { determinize, startBattle } from "../../src/engine/index.ts";
import { seedRng } from "../../src/engine/rng.ts";
import { hiddenCards } from "../../src/engine/view.ts";
import { magicalGirl } from "../../src/systems/magical-girl/index.ts";
import { cloneState } from "../../src/systems/magical-girl/runtime/clone.ts";
import { determinizeState } from "../../src/systems/magical-girl/runtime/determinize.ts";
import { startLowered } from "../../src/systems/magical-girl/runtime/index.ts";
import * as O from "../../src/systems/magical-girl/runtime/options.ts";
import { prepareMagicalGirl } from "../../src/systems/magical-girl/runtime/prepare.ts";
import { MgSearch } from "../../src/systems/magical-girl/runtime/search.ts";
import { searchInfo } from "../../src/systems/magical-girl/runtime/search-info.ts";
import type { MgTemplate } from "../../src/systems/magical-girl/runtime/template.ts";
import { Slab } from "../../src/systems/shared/buffer-slab.ts";
import { compareBotGames, compareSearch } from "../conformance/lowered-search.ts";
import { MG_SETUPS } from "./runtime-setups.ts";

/** Option kinds whose first number is an arm. */
const ARM_KINDS = [O.O_ATTACK, O.O_THROW, O.O_READY, O.O_REACT, O.O_PICKUP, O.O_COUNTER];

/**
 * Every option code a template's battles can ask (each kind with the numbers it takes, a skill
 * use with the fighter's own skill numbers): their keys must name the same options as the ids.
 */
function keysMatchIds(t: MgTemplate): number {
  const n = t.n;
  const ranges: [number, number, number][] = [];
  const kinds = (ks: number[], as: number, bs: number) => {
    for (const k of ks) ranges.push([k, as, bs]);
  };
  // Arm options name the fighters' own arms (an ability's arm is asked as the ability).
  const held = new Set(t.fArms.flat());
  kinds([O.O_ATTACK, O.O_THROW, O.O_READY, O.O_REACT], t.arms.length, n);
  kinds([O.O_PICKUP, O.O_COUNTER], t.arms.length, 1);
  kinds([O.O_ABILITY, O.O_REACT_ABILITY], t.abilities.length, n);
  kinds([O.O_USESKILL], t.skills.length, 31);
  kinds([O.O_FIRST, O.O_WHEN_ACTS, O.O_WHEN_ATTACKED], n, 1);
  kinds([O.O_COST, O.O_PRICE], 21, 1);
  kinds([O.O_DICE], 3, 1);
  kinds([O.O_TASK, O.O_STANCE_DODGE, O.O_STANCE_PARRY, O.O_READY_ANY, O.O_END], 1, 1);
  kinds([O.O_PARRY, O.O_DODGE, O.O_NONE, O.O_PROTECT, O.O_PASS], 1, 1);
  const r = startLowered(t, 1);
  const search = new MgSearch(r.s, searchInfo(t), new Slab());
  const keyOf = new Map<string, number>();
  const idOfKey = new Map<number, string>();
  let codes = 0;
  for (const [k, as, bs] of ranges)
    for (let a = 0; a < as; a++)
      for (let b = 0; b < bs; b++) {
        if (ARM_KINDS.includes(k) && !held.has(a)) continue;
        const c = O.code(k, a, b);
        r.s.opts[0] = c;
        const key = search.optionKey(0);
        const id = O.idOf(t, c);
        assert.equal(keyOf.get(id) ?? key, key, `${id}: two keys`);
        assert.equal(idOfKey.get(key) ?? id, id, `key ${key}: two ids`);
        keyOf.set(id, key);
        idOfKey.set(key, id);
        codes++;
      }
  return codes;
}

describe("search bots on magical-girl's lowered runtime", () => {
  test("option keys name options one-to-one with the engine's ids", () => {
    for (const { name, init } of MG_SETUPS) {
      const p = prepareMagicalGirl({ ...init, seed: 1 });
      assert.ok(p.template !== null, name);
      assert.ok(keysMatchIds(p.template) > 100, name);
    }
    // Content where a weapon shares an ability's id: their reactions print one id.
    const p = prepareMagicalGirl({ ...MG_SETUPS[0].init, seed: 1 });
    assert.ok(p.template !== null);
    const renamed = p.template.arms.map((w) => (w === "star-wand" ? p.template?.abilities[0] : w));
    const t = { ...p.template, arms: renamed as string[] };
    assert.ok(searchInfo(t).reactAlias[0] >= 0);
    keysMatchIds(t);
  });

  for (const { name, init } of MG_SETUPS) {
    test(`${name}: samples equal the engine's, step by step, forks included`, () => {
      const c = compareSearch({ system: magicalGirl, init, seeds: [11, 12, 13, 14], every: 3 });
      assert.ok(c.decisions >= 20 && c.steps >= 1500, JSON.stringify(c));
    });

    test(`${name}: MCTS and greedy decide the same on the runtime as on the engine`, () => {
      const seats = startBattle(magicalGirl, { ...init, seed: 1, log: false }).state.seats;
      // Every seat thinks: MCTS and greedy in turn, then the other way round.
      for (const [k, seed] of [21, 22].entries()) {
        const specs = seats.map((_, i) => ((i + k) % 2 === 0 ? "mcts:16" : "greedy"));
        const served = compareBotGames(
          { system: magicalGirl, init, seeds: [seed], cap: 120 },
          specs,
        );
        assert.ok(served >= 10, `only ${served} decisions on the runtime`);
      }
    });
  }

  test("nothing is hidden: the engine's sample is the battle, its generator reseeded", () => {
    const { init } = MG_SETUPS[0];
    const b = startBattle(magicalGirl, { ...init, seed: 3, log: false });
    for (let d = 0; d < 40 && b.pending !== null; d++) b.chooseIndex(d % b.pending.options.length);
    assert.deepEqual(Object.keys(b.state.zones), ["field"]);
    const p = prepareMagicalGirl({ ...init, seed: 3 });
    assert.ok(p.template !== null);
    for (const seat of b.state.seats) {
      assert.equal(hiddenCards(b, seat).size, 0, seat);
      const sample = determinize(b, seat, 77);
      assert.deepEqual(sample.state.cards, b.state.cards, `${seat}: cards`);
      assert.deepEqual(sample.state.zones, b.state.zones, `${seat}: zones`);
      assert.equal(searchInfo(p.template).seesAll[b.state.seats.indexOf(seat)], true);
    }
    // The runtime's sample starts the engine's sample's dice.
    const r = startLowered(p.template, 3);
    const s = determinizeState(r.s, searchInfo(p.template), 0, 77, new Slab());
    assert.deepEqual(s.rng.get(), determinize(b, b.state.seats[0], 77).state.rng);
  });

  test("the reseeding is seedRng's, for every 32-bit seed it is given", () => {
    const rng = new FlatRng();
    const seeds = [0, 1, -1, 2 ** 31 - 1, -(2 ** 31), 0x2c1b3c6d];
    for (let x = 12345, k = 0; k < 5000; k++) {
      x = (Math.imul(x, 1103515245) + 12345) | 0;
      seeds.push(x);
    }
    for (const seed of seeds) {
      rng.seed(seed);
      assert.deepEqual(rng.get(), seedRng(seed), `seed ${seed}`);
    }
  });

  test("a sample's buffer holds copies of its own battle only, never the battle itself", () => {
    const p = prepareMagicalGirl({ ...MG_SETUPS[0].init, seed: 1 });
    assert.ok(p.template !== null);
    const a = startLowered(p.template, 1);
    const b = startLowered(p.template, 2);
    const bufs = (x: ReturnType<typeof a.sample>) => (x as MgSearch).s.buf;
    for (let k = 0; k < 200; k++) {
      const sa = a.sample(0, k);
      const sb = b.sample(0, k);
      assert.notEqual(bufs(sa), bufs(sb));
      assert.notEqual(bufs(sa.fork()), bufs(sb.fork()));
      assert.notEqual(bufs(sa), a.s.buf);
    }
  });

  test("a copy owns a task stack grown past the state's buffer", () => {
    const p = prepareMagicalGirl({ ...MG_SETUPS[0].init, seed: 1 });
    assert.ok(p.template !== null);
    const s = cloneState(startLowered(p.template, 1).s, new Slab());
    const base = s.taskCount;
    for (let k = 0; k < 40; k++) s.push(1, k, k + 1);
    assert.notEqual(s.tasks.buffer, s.buf, "the stack grew into an array of its own");
    const c = cloneState(s, new Slab());
    assert.equal(c.taskCount, base + 40);
    assert.deepEqual(
      Array.from(c.tasks.subarray(0, c.taskCount * 7)),
      Array.from(s.tasks.subarray(0, s.taskCount * 7)),
    );
    c.tasks[(c.taskCount - 1) * 7 + 1] = -5;
    assert.equal(s.tasks[(s.taskCount - 1) * 7 + 1], 39, "the original's stack is its own");
  });

  test("a seat that did not see the field would be refused, never sampled", () => {
    const p = prepareMagicalGirl({ ...MG_SETUPS[0].init, seed: 1 });
    assert.ok(p.template !== null);
    const info = { ...searchInfo(p.template), seesAll: p.template.seats.map(() => false) };
    const r = startLowered(p.template, 1);
    assert.throws(
      () => determinizeState(r.s, info, 1, 5, new Slab()),
      /does not see every fighter/,
    );
  });
});
