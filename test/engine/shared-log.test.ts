/**
 * Served battles share what repeats in their logs (engine/shared-events.ts, seat-lists.ts) and
 * their logs read exactly as when every battle held its own lines.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { Battle, initialState } from "../../src/engine/battle.ts";
import { type BattleInit, type LogEvent, startBattle, viewFor } from "../../src/engine/index.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";

/** A battle of `system`'s new game as the table server starts one (opaque ids, log on). */
function served(system: string, seed: number): BattleInit {
  return {
    seed,
    setup: SYSTEM_ENTRIES[system].newGame ?? null,
    options: {},
    pinned: [],
    ids: "opaque",
  };
}

/** The same battle with every line its own: started by hand, as startBattle did before. */
function unshared(system: string, init: BattleInit): Battle {
  const b = new Battle(
    SYSTEM_ENTRIES[system].system,
    initialState(SYSTEM_ENTRIES[system].system, init),
  );
  b.init = init;
  b.run();
  return b;
}

for (const system of ["vision", "geo-march", "ygo-trpg"]) {
  test(`${system}: served battles share their setup's repeated lines, frozen, and read the same`, () => {
    const sys = SYSTEM_ENTRIES[system].system;
    startBattle(sys, served(system, 11));
    const a = startBattle(sys, served(system, 12));
    const b = startBattle(sys, served(system, 13));
    let shared = 0;
    for (let i = 0; i < Math.min(a.state.log.length, b.state.log.length); i++) {
      const x = a.state.log[i];
      if (x === b.state.log[i]) {
        shared++;
        assert.ok(Object.isFrozen(x), `shared line ${i} is frozen`);
      }
    }
    assert.ok(shared > 0, "some setup lines are shared between battles");
    for (const [seed, kept] of [
      [12, a],
      [13, b],
    ] as const) {
      const own = unshared(system, served(system, seed));
      assert.equal(kept.hash(), own.hash());
      assert.ok(
        JSON.stringify(kept.state) === JSON.stringify(own.state),
        `seed ${seed}: same JSON`,
      );
    }
  });

  test(`${system}: a served battle's lines that name its cards stay its own`, () => {
    const sys = SYSTEM_ENTRIES[system].system;
    startBattle(sys, served(system, 21));
    const b = startBattle(sys, served(system, 22));
    const named = b.state.log.filter((e) => e.$seen !== undefined);
    assert.ok(named.length > 0);
    for (const e of named) assert.ok(!Object.isFrozen(e), `${e.t} is not shared`);
  });
}

test("addresses and notes are shared frozen lists, equal to the seats they name", () => {
  const lists = new Map<string, unknown>();
  for (const seed of [31, 32]) {
    const b = startBattle(SYSTEM_ENTRIES["ygo-trpg"].system, served("ygo-trpg", seed));
    const seen = (e: LogEvent) => Object.values((e.$seen ?? {}) as Record<string, unknown>);
    for (const e of b.state.log) {
      for (const list of [e.$to, ...seen(e)]) {
        if (list === undefined) continue;
        assert.ok(Array.isArray(list) && Object.isFrozen(list));
        const key = JSON.stringify(list);
        if (!lists.has(key)) lists.set(key, list);
        assert.equal(lists.get(key), list, `one ${key} list for every line and battle`);
      }
    }
  }
  assert.ok(lists.has('["p1"]') && lists.has('["p2"]'));
});

test("a noted line reads as the plain event it was: JSON, keys, spread, deep equality", () => {
  const b = startBattle(SYSTEM_ENTRIES["ygo-trpg"].system, served("ygo-trpg", 41));
  const drew = b.state.log.filter((e) => e.t === "drew");
  assert.ok(drew.length > 0);
  for (const e of drew) {
    const plain = {
      t: "drew",
      seat: e.seat,
      card: e.card,
      $to: [e.seat],
      $seen: { [String(e.card)]: [e.seat] },
    };
    assert.equal(JSON.stringify(e), JSON.stringify(plain));
    assert.deepEqual(Object.keys(e), Object.keys(plain));
    assert.deepStrictEqual(e, plain);
    assert.deepStrictEqual({ ...e }, plain);
    assert.deepStrictEqual(e.$seen, plain.$seen);
  }
  // A view's copy keeps no note (it names cards) and the seat still reads its own draws.
  const v = viewFor(b, "p1");
  const own = v.log.filter((e) => e.t === "drew");
  assert.ok(own.length > 0 && own.every((e) => !("$seen" in e) && typeof e.card === "string"));
});
