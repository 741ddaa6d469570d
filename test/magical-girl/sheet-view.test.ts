/**
 * The sheets' data in every seat's view (`x.sheet`, sheet-view.ts): each option's DP cost before
 * it is chosen — a reaction at double (MGR-35), parry / dodge / counter (MGR-40…43), what the KP's
 * approval charges — in the deciding seat's view only, and in the options' labels; weapons,
 * abilities, carried weight against 3 × STR, metres per DP halved by a light wound, the map.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Battle, viewFor } from "../../src/engine/index.ts";
import { stateMessage } from "../../src/server/protocol/state-message.ts";
import type { SheetView } from "../../src/systems/magical-girl/sheet-view.ts";
import { act, battle, magicalGirl } from "./helpers.ts";

const sheet = (b: Battle, seat: string | null) => viewFor(b, seat).x.sheet as unknown as SheetView;
const labels = (b: Battle, seat: string) =>
  stateMessage(
    { system: magicalGirl, seq: 0, mayUndo: () => false, view: (s, o) => viewFor(b, s, o) },
    seat,
    "zh",
    0,
    true,
  ).options.map((o) => o.label);

/** Tsukiko (p2) acts first, then Hikari (p1), then the wolf; reactions asked of the KP. */
function party(): Battle {
  return battle(
    {
      map: "night-park",
      girls: [
        { seat: "p1", girl: "hoshino" },
        { seat: "p2", girl: "tsukiko" },
      ],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    [50, 10, 90, 95, 90],
    { reactions: "on", reactionApproval: "ask" },
  );
}

test("a turn's options carry their DP (and MP) in the deciding seat's view and labels only", () => {
  const b = party();
  const costs = sheet(b, "p2").costs;
  assert.deepEqual(costs["attack:moon-blade@gloom-wolf-1"], { dp: 4, mp: 0 });
  assert.deepEqual(costs["ability:frost-needle@gloom-wolf-1"], { dp: 2, mp: 2 });
  assert.deepEqual(costs["move:bench"], { dp: 1, mp: 0 }, "12 m at 15 m per DP");
  assert.equal(costs.end, undefined);
  assert.deepEqual(sheet(b, "p1").costs, {}, "another seat learns nothing of them");
  assert.deepEqual(sheet(b, null).costs, {});
  const l = labels(b, "p2");
  assert.ok(l.includes("用月光之剑攻击忧郁之狼（4DP）"), l.join(" | "));
  assert.ok(l.includes("能力霜之针 → 忧郁之狼（2DP，2MP）"));
  assert.ok(l.includes("结束回合：注意格挡（2DP）"), "a label that says its DP stays as it is");
});

test("MGR-35 a reaction is priced at double, and the KP sees what approving charges", () => {
  const b = party();
  act(b, "p2", "attack:unarmed@gloom-wolf-1");
  const costs = sheet(b, "p1").costs;
  assert.deepEqual(costs["react:star-wand@gloom-wolf-1"], { dp: 6, mp: 0 }, "3 DP doubled");
  assert.deepEqual(costs["react:pink-burst@gloom-wolf-1"], { dp: 8, mp: 3 }, "MP not doubled");
  assert.ok(labels(b, "p1").includes("应急反应：徒手 → 忧郁之狼（4DP）"));
  act(b, "p1", "react:unarmed@gloom-wolf-1");
  assert.deepEqual(sheet(b, "kp").costs, { approve: { dp: 4, mp: 0 } });
  assert.deepEqual(labels(b, "kp"), ["批准（4DP）", "拒绝"]);
});

test("MGR-40…43 parry, dodge and counter with what each costs", () => {
  // The wolf attacks Tsukiko and hits (10): she chooses how to respond.
  const b = battle(
    { girls: [{ seat: "p1", girl: "tsukiko" }], enemies: [{ enemy: "gloom-wolf" }] },
    [90, 10, 10],
  );
  act(b, "kp", "attack:gloom-fang@tsukiko-1");
  assert.equal(b.pending?.prompt.k, "prompt.defend");
  const costs = sheet(b, "p1").costs;
  assert.deepEqual(costs["defend:parry"], { dp: 0, mp: 0 });
  assert.deepEqual(costs["defend:dodge"], { dp: 1, mp: 0 });
  assert.deepEqual(costs["counter:moon-blade"], { dp: 2, mp: 0 }, "4 DP / 2");
  assert.ok(labels(b, "p1").includes("反击（月光之剑）（2DP）"));
});

test("the sheets: weapons, abilities, weight against 3 × STR, metres per DP, the map", () => {
  const b = battle({
    map: "night-park",
    girls: [{ seat: "p1", girl: "tsukiko", wound: "light" }],
    enemies: [{ enemy: "gloom-wolf" }],
  });
  const s = sheet(b, null);
  const t = s.fighters["tsukiko-1"];
  assert.deepEqual(
    t.weapons.map((w) => [w.id, w.dp, w.held]),
    [
      ["moon-blade", 4, true],
      ["unarmed", 2, true],
    ],
  );
  assert.deepEqual(t.abilities, [
    { id: "frost-needle", dp: 2, mp: 2, target: "enemy", kind: "attack" },
  ]);
  assert.deepEqual([t.weight, t.heavyAt, t.maxWeight], [8, 130, 195]);
  assert.equal(t.metresPerDp, 7.5, "AGI 55 > size 50: 15 m, halved by the light wound");
  assert.deepEqual([t.throwRange, t.throwRangeHeavy], [65, 32.5], "STR metres, halved over 40");
  assert.equal(s.fighters["gloom-wolf-1"].metresPerDp, 15);
  assert.equal(s.map?.positions.length, 5);
  assert.equal(s.names.fountain.zh, "喷泉");
  assert.equal(s.names["moon-blade"].zh, "月光之剑");
});
