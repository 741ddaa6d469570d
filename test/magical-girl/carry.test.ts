/**
 * Campaign carry-over for magical-girl (src/systems/magical-girl/carry.ts), server-free through
 * the public API: a battle played to its end, its girls' HP, MP, wound and remaining items saved
 * and applied to the next battle's setup (the same girl ids), where the system starts them so;
 * an item used up stays gone; the aftermath (MGR-63) heals wounds one step and that carries too.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type Battle, type Json, SetupError, startBattle } from "../../src/engine/index.ts";
import { magicalGirl } from "../../src/systems/magical-girl/index.ts";
import type { FighterFlags } from "../../src/systems/magical-girl/model.ts";

const carry = magicalGirl.carry;

/** Plays `b` to its end: `first` picked when offered, else a seeded pick among the options. */
function playOut(b: Battle, seed: number, first: (id: string) => boolean = () => false): void {
  let r = seed >>> 0 || 1;
  for (let n = 0; b.pending !== null; n++) {
    assert.ok(n < 5000, "the battle ends");
    const ids = b.pending.options.map((o) => o.id);
    const wanted = ids.find(first);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    b.choose(b.pending.seat, wanted ?? ids[r % ids.length]);
  }
  assert.notEqual(b.state.result, null);
}

/** Each girl's flags by girl id. */
function girls(b: Battle): Record<string, FighterFlags> {
  const out: Record<string, FighterFlags> = {};
  for (const c of Object.values(b.state.cards)) {
    const f = c.f as unknown as FighterFlags;
    if (f.kind === "girl") out[c.def] = f;
  }
  return out;
}

/** The first battle: two girls, one bruised and carrying items, against a one-HP wolf. */
const FIRST: Json = {
  mode: "battle",
  girls: [
    {
      seat: "p1",
      girl: "hoshino",
      hp: 9,
      mp: 5,
      wound: "light",
      items: ["honey-drop", "moon-tear"],
    },
    { seat: "p2", girl: "tsukiko", items: ["star-pebble"] },
  ],
  enemies: [{ enemy: "gloom-wolf", attributes: { hp: 1 } }],
};

describe("magical-girl carry-over", () => {
  test("is registered as the system's carry", () => {
    assert.ok(carry !== undefined && carry.describe !== undefined);
  });

  test("a finished battle's girls start the next with their HP, MP, wound and remaining items", () => {
    assert.ok(carry !== undefined);
    const b = startBattle(magicalGirl, { seed: 7, setup: FIRST, options: {} });
    // Hoshino uses her honey drop as soon as she may: used up, it must not come back.
    playOut(b, 7, (id) => /honey-drop/.test(id) && b.pending?.seat === "p1");
    const end = girls(b);
    assert.ok(!end.hoshino.items.includes("honey-drop"), "the honey drop was used");
    const saved = carry.save(b.state);
    assert.deepEqual(saved, {
      girls: [
        {
          seat: "p1",
          girl: "hoshino",
          hp: end.hoshino.hp,
          mp: end.hoshino.mp,
          wound: end.hoshino.wound,
          items: end.hoshino.items,
        },
        {
          seat: "p2",
          girl: "tsukiko",
          hp: end.tsukiko.hp,
          mp: end.tsukiko.mp,
          wound: end.tsukiko.wound,
          items: end.tsukiko.items,
        },
      ],
    });
    // The next battle seats them differently, adds a girl and faces other enemies.
    const next = carry.apply(
      {
        mode: "battle",
        girls: [
          { seat: "p1", girl: "tsukiko" },
          { seat: "p2", girl: "hoshino" },
          { seat: "p3", girl: "aino" },
        ],
        enemies: [{ enemy: "despair-toad" }],
      },
      saved,
    );
    const b2 = startBattle(magicalGirl, { seed: 1, setup: next, options: {} });
    const start = girls(b2);
    for (const g of ["hoshino", "tsukiko"]) {
      assert.equal(start[g].hp, end[g].hp, `${g} HP`);
      assert.equal(start[g].mp, end[g].mp, `${g} MP`);
      assert.equal(start[g].wound, end[g].wound, `${g} wound`);
      assert.deepEqual(start[g].items, end[g].items, `${g} items`);
      assert.equal(start[g].dp, 8, "DP is not carried: every combat starts at 8 (MGR-20)");
    }
    assert.equal(start.aino.hp, 12, "a girl new to the campaign starts fresh");
    assert.equal(start.aino.wound, "none");
  });

  test("MGR-63 wounds persist until the aftermath treats them, and that carries too", () => {
    assert.ok(carry !== undefined);
    const hurt = { girls: [{ seat: "p1", girl: "aino", hp: 6, mp: 3, wound: "heavy", items: [] }] };
    const after = carry.apply({ mode: "aftermath", girls: [{ seat: "p1", girl: "aino" }] }, hurt);
    const b = startBattle(magicalGirl, { seed: 3, setup: after, options: {} });
    assert.equal(girls(b).aino.wound, "heavy");
    // A heavily wounded girl cannot treat; the KP grants a long rest: heavy becomes light.
    playOut(b, 3, (id) => id === "rest:yes");
    const saved = carry.save(b.state);
    assert.deepEqual(saved, {
      girls: [{ seat: "p1", girl: "aino", hp: 6, mp: 3, wound: "light", items: [] }],
    });
  });

  test("describes the carry-over in one line per language", () => {
    assert.ok(carry?.describe !== undefined);
    const b = startBattle(magicalGirl, { seed: 1, setup: FIRST, options: {} });
    assert.equal(
      carry.describe(b.state, "zh"),
      "星野光：HP 9，MP 5，轻伤，物品 蜂蜜滴、月之泪；月岛月子：HP 18，MP 6，无伤，物品 星之石",
    );
    assert.match(
      carry.describe(b.state, "en"),
      /^Hikari Hoshino: HP 9, MP 5, light wound, items: Honey Drop, Moon Tear; Tsukiko Tsukishima: HP 18, MP 6, unhurt, items: Star Pebble$/,
    );
    assert.match(
      carry.describe(b.state, "ja"),
      /^[^：]+：HP 9、MP 5、軽傷、アイテム 蜂蜜のしずく、月の涙／/,
    );
    for (const lang of ["ja", "zh", "en"] as const)
      assert.ok(!carry.describe(b.state, lang).includes("\n"));
  });

  test("a carry-over that is not one is a SetupError at its place", () => {
    assert.ok(carry !== undefined);
    assert.throws(
      () => carry.apply({}, { players: {} }),
      (e) => e instanceof SetupError && /carry\.girls/.test(e.message),
    );
    assert.throws(
      () =>
        carry.apply(
          {},
          { girls: [{ seat: "p1", girl: "aino", hp: -1, mp: 0, wound: "none", items: [] }] },
        ),
      (e) => e instanceof SetupError && /carry\.girls\[0\]/.test(e.message),
    );
  });
});
