/**
 * Setup templates (src/systems/shared/setup-template.ts): a battle started from a kept template
 * plays exactly like one built from its setup. The template is keyed by the setup's JSON text, so
 * the same setup with its keys in another order is built afresh: that is the reference.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type BattleInit,
  type BattleState,
  cardMaker,
  type Json,
  newState,
  type RuleSystem,
  SetupError,
  sharedRecord,
  startBattle,
} from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { fromTemplate } from "../../src/systems/shared/setup-template.ts";

/** The same object with its top-level keys in reverse order (another JSON text, same setup). */
function reordered(setup: Json): Json {
  const o = setup as Record<string, Json>;
  return Object.fromEntries(
    Object.keys(o)
      .reverse()
      .map((k) => [k, o[k]]),
  );
}

/** Plays a battle with a fixed pick sequence and returns its hashes (start, end) and length. */
function play(system: RuleSystem, seed: number, setup: Json, options: Record<string, Json>) {
  const b = startBattle(system, { seed, setup, options });
  const start = b.hash();
  let r = seed + 1;
  let n = 0;
  for (; b.pending !== null && n < 2000; n++) {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    b.choose(b.pending.seat, b.pending.options[(r >>> 8) % b.pending.options.length].id);
  }
  return { start, end: b.hash(), n };
}

const CASES: [string, Json, Record<string, Json>][] = [
  ["vision", SYSTEM_ENTRIES.vision.newGame ?? null, {}],
  ["ygo-trpg", SYSTEM_ENTRIES["ygo-trpg"].newGame ?? null, { gmTools: false }],
  [
    "ygo-trpg",
    {
      start: "phase",
      phase: "battle",
      round: 2,
      players: { p1: { character: "akane", field: [{ card: "gale-hawk", damage: 3 }] } },
      gm: { field: [{ card: "cavern-goblin", atk: 2500, level: 6, attribute: "dark" }] },
    },
    {},
  ],
  ["geo-march", SYSTEM_ENTRIES["geo-march"].newGame ?? null, {}],
  ["magical-girl", SYSTEM_ENTRIES["magical-girl"].newGame ?? null, { kpTools: "on" }],
  [
    "magical-girl",
    {
      mode: "spar",
      girls: [
        { seat: "p1", girl: "raimu", side: "a", items: ["moon-tear"] },
        { seat: "p2", girl: "hoshino", side: "b", hp: 9 },
      ],
    },
    {},
  ],
  [
    "geo-march",
    {
      p1: { party: [{ card: "plain-lancer", equip: ["long-spear"] }] },
      p2: { party: ["plain-lancer"] },
    },
    {},
  ],
];

for (const [k, [id, setup, options]] of CASES.entries()) {
  test(`${id} (case ${k}): battles copied from a template play like battles built afresh`, () => {
    const system = SYSTEM_ENTRIES[id].system;
    assert.notEqual(JSON.stringify(reordered(setup)), JSON.stringify(setup), "another JSON text");
    // The first battle builds the template; the later ones are copies of it.
    play(system, 1, setup, options);
    for (const seed of [2, 3, 4]) {
      const copied = play(system, seed, setup, options);
      const built = play(system, seed, reordered(setup), options);
      assert.ok(copied.n > 0, "the battle asks for decisions");
      assert.deepEqual(copied, built, `seed ${seed}`);
    }
  });
}

test("a setup kept for one system is not another system's template", () => {
  // The same setup text is a vision position and no geo-march battle at all.
  const setup: Json = {
    start: "main",
    p1: { deck: ["koakuma", "koakuma"], field: ["reisen"] },
    p2: { deck: ["koakuma", "koakuma"], field: ["cirno"] },
  };
  startBattle(SYSTEM_ENTRIES.vision.system, { seed: 1, setup });
  assert.throws(
    () => startBattle(SYSTEM_ENTRIES["geo-march"].system, { seed: 1, setup }),
    SetupError,
  );
});

test("a fork of a battle copied from a template is an independent, equal battle", () => {
  for (const [id, setup, options] of CASES) {
    const system = SYSTEM_ENTRIES[id].system;
    play(system, 1, setup, options);
    const b = startBattle(system, { seed: 5, setup, options });
    const before = b.hash();
    const f = b.fork();
    assert.equal(f.hash(), before, `${id}: the fork starts equal`);
    // Playing the fork on leaves the original as it was, and both play the same from equal states.
    const pick = (x: typeof b) => {
      for (let i = 0; x.pending !== null && i < 200; i++)
        x.choose(x.pending.seat, x.pending.options[i % x.pending.options.length].id);
    };
    pick(f);
    assert.equal(b.hash(), before, `${id}: the original is untouched`);
    pick(b);
    assert.equal(b.hash(), f.hash(), `${id}: both played alike`);
  }
});

for (const [k, [id, setup, options]] of CASES.entries()) {
  test(`${id} (case ${k}): opaque-id battles copied from a template play like others`, () => {
    const system = SYSTEM_ENTRIES[id].system;
    const opaque = (seed: number, s: Json) => {
      const b = startBattle(system, { seed, setup: s, options, ids: "opaque" });
      const ids = Object.keys(b.state.cards);
      let n = 0;
      for (let r = seed; b.pending !== null && n < 2000; n++) {
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        b.choose(b.pending.seat, b.pending.options[(r >>> 8) % b.pending.options.length].id);
      }
      return { ids, end: b.hash(), n };
    };
    // Seed 1 keeps the template of one text, seed 2 of the other: each seed's battle is a copy
    // of a battle with other ids, renamed.
    opaque(1, setup);
    opaque(2, reordered(setup));
    for (const seed of [3, 4, 2 ** 40 + 5]) {
      assert.deepEqual(opaque(seed, setup), opaque(seed, reordered(setup)), `seed ${seed}`);
    }
  });
}

test("opaque ids: a copy renames every id the kept battle drew, wherever the state names it", () => {
  // A setup of every kind of place an id goes: given ids, an attachment, a zone named after a
  // card, flags and tasks naming cards, and a log line.
  const build = (init: BattleInit): BattleState => {
    const s = newState("toy", init.seed, ["p1", "p2"]);
    const make = cardMaker(s, () => ({ base: { hp: 3 }, f: { tapped: false } }), init.ids);
    const a = make("alpha", "p1", "p1:field", "a");
    const fixed = make({ card: "beta", id: "fixed-1" }, "p1", "p1:field", "b");
    const c = make("gamma", "p2", "p2:hand", "c");
    const d = make("delta", "p2", "p2:field", "d");
    s.cards[d.id].zone = `@${a.id}`;
    s.zones["p2:field"] = [];
    s.cards[a.id].attached = [d.id];
    s.zones[`under:${c.id}`] = [];
    s.cards[fixed.id].f = { target: c.id, pair: [a.id, fixed.id] };
    s.tasks.push({ k: "go", card: a.id, opt: `play:${c.id}@${fixed.id}` });
    s.log.push({ t: "made", card: d.id });
    s.x = { [a.id]: 1, order: [c.id, a.id] };
    return s;
  };
  const opaque = (seed: number): BattleInit => ({ seed, setup: null, ids: "opaque" });
  fromTemplate(opaque(1), build);
  for (const seed of [1, 2, 3, 2 ** 52 + 7]) {
    const copied = fromTemplate(opaque(seed), build);
    const built = build(opaque(seed));
    assert.equal(JSON.stringify(copied), JSON.stringify(built), `seed ${seed}`);
    // Its cards share the template's frozen values, not its records (they hold their own ids).
    const a = Object.values(copied.cards).find((c) => c.def === "alpha");
    assert.ok(a !== undefined && Object.isFrozen(a.base) && !sharedRecord(a));
  }
  // Two battles' ids differ: each draws its own from its seed.
  assert.notDeepEqual(
    Object.keys(fromTemplate(opaque(5), build).cards),
    Object.keys(fromTemplate(opaque(6), build).cards),
  );
});

test("opaque ids: a setup drawing from two id sources is built afresh every time", () => {
  const build = (init: BattleInit): BattleState => {
    const s = newState("toy", init.seed, ["p1"]);
    const describe = () => ({ base: { hp: 1 } });
    cardMaker(s, describe, init.ids)("alpha", "p1", "p1:field", "a");
    cardMaker(s, describe, init.ids)("alpha", "p1", "p1:field", "b");
    return s;
  };
  for (const seed of [1, 2, 3]) {
    const init: BattleInit = { seed, setup: null, ids: "opaque" };
    assert.equal(JSON.stringify(fromTemplate(init, build)), JSON.stringify(build(init)));
  }
});

test("opaque ids: a state naming an id where renaming cannot reach it is built afresh", () => {
  // `note` holds a drawn id inside a longer word: a copy would keep the kept battle's id there.
  const build = (init: BattleInit): BattleState => {
    const s = newState("toy", init.seed, ["p1"]);
    const c = cardMaker(s, () => ({ base: { hp: 1 } }), init.ids)("alpha", "p1", "p1:field", "a");
    s.x = { note: `x${c.id}y` };
    return s;
  };
  for (const seed of [1, 2, 3]) {
    const init: BattleInit = { seed, setup: null, ids: "opaque" };
    const got = fromTemplate(init, build);
    assert.equal(JSON.stringify(got), JSON.stringify(build(init)));
    assert.ok(!Object.isFrozen(Object.values(got.cards)[0].base), "built afresh");
  }
});
