/** Refusals say why (RuleSystem.why): magical-girl's main refusals name the rule and the numbers. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertRefused, reasons } from "../shared/refusals.ts";
import { act, battle, isTurnOf } from "./helpers.ts";

/** Tsukiko (p1) against a Gloom Wolf; Tsukiko wins initiative (10 vs 50). */
function tsukiko(girl: Record<string, unknown> = {}, dice: number[] = []) {
  return battle(
    { girls: [{ seat: "p1", girl: "tsukiko", ...girl }], enemies: [{ enemy: "gloom-wolf" }] },
    [10, 50, ...dice],
  );
}

describe("magical-girl: why a choice is refused", () => {
  test("MGR-24 an attack that costs more DP than the girl has", () => {
    const b = tsukiko({ dp: 3 });
    assertRefused(b, "p1", "attack:moon-blade@gloom-wolf-1", "this costs 4 DP", "has 3 (MGR-24)");
    const r = reasons(b, "p1", "attack:moon-blade@gloom-wolf-1");
    assert.match(r.zh, /此行动需要4点DP，.+只有3点（MGR-24）/);
    assert.match(r.ja, /この行動にはDP4が必要、.+のDPは3（MGR-24）/);
  });

  test("MGR-25 an ability without the MP it costs", () => {
    const b = tsukiko({ mp: 1 });
    assertRefused(b, "p1", "ability:frost-needle@gloom-wolf-1", "costs 2 MP", "has 1 (MGR-25)");
  });

  test("MGR-30 a focus stance without its 2 DP", () => {
    const b = tsukiko({ dp: 1 });
    assertRefused(b, "p1", "stance:dodge", "this costs 2 DP", "has 1 (MGR-30)");
  });

  test("MGR-61 a light wound bars a 4 DP action (with the cost named)", () => {
    const b = tsukiko({ wound: "light" });
    act(b, "kp", "end");
    assert.ok(isTurnOf(b, "tsukiko-1"));
    assertRefused(
      b,
      "p1",
      "attack:moon-blade@gloom-wolf-1",
      "lightly wounded",
      "this one costs 4",
      "(MGR-61)",
    );
  });

  test("MGR-27 carrying more than 3 × STR names the weight and the bound", () => {
    const b = tsukiko({ carry: 188 });
    assertRefused(
      b,
      "p1",
      "attack:unarmed@gloom-wolf-1",
      "carries 196, over 3 × STR = 195",
      "(MGR-27)",
    );
  });

  test("MGR-24 a melee weapon out of reach (reading: melee needs the same position)", () => {
    const b = battle(
      {
        map: "night-park",
        girls: [{ seat: "p1", girl: "tsukiko", pos: "fountain" }],
        enemies: [{ enemy: "gloom-wolf", pos: "gate" }],
      },
      [10, 50],
    );
    assertRefused(
      b,
      "p1",
      "attack:moon-blade@gloom-wolf-1",
      "is a melee weapon",
      "not at the same position (MGR-24)",
    );
  });

  test("MGR-26 / MGR-27 / MGR-61 a move: its DP, a heavy load in dangerous terrain, a light wound's limit", () => {
    const park = (girl: Record<string, unknown>) =>
      battle(
        {
          map: "night-park",
          girls: [{ seat: "p1", girl: "tsukiko", pos: "fountain", ...girl }],
          enemies: [{ enemy: "gloom-wolf", pos: "gate" }],
        },
        [10, 50],
      );
    // 25 m at 15 m per DP (AGI 55 > size 50): 2 DP.
    assertRefused(park({ dp: 1 }), "p1", "move:shed", "this costs 2 DP", "has 1 (MGR-26)");
    assertRefused(
      park({ carry: 130 }),
      "p1",
      "move:pond",
      "carries 138, over 2 × STR = 130",
      "(MGR-27)",
    );
    const hurt = park({ wound: "light" });
    act(hurt, "kp", "end");
    assertRefused(hurt, "p1", "move:shed", "lightly wounded", "this one costs 4", "(MGR-61)");
  });

  test("MGR-31 focused on parry: no dodge", () => {
    const b = tsukiko({}, [20]);
    act(b, "p1", "stance:parry");
    act(b, "kp", "attack:gloom-fang@tsukiko-1");
    assert.equal(b.pending?.seat, "p1");
    assertRefused(b, "p1", "defend:dodge", "is focused on", "(MGR-31)");
  });

  test("state's numbers: DP against the cap, MP, wound, load against STR", () => {
    const b = tsukiko({ dp: 5, carry: 10 });
    assert.deepEqual(b.system.facts?.(b, "p1")[0].p, {
      card: "tsukiko-1",
      dp: 5,
      cap: 15,
      mp: 6,
      wound: "none",
      weight: 18,
      str: 65,
    });
    const costs = b.system.facts?.(b, "p1").find((f) => f.k === "fact.costs")?.p?.list;
    assert.match(
      String(costs),
      /attack:moon-blade@gloom-wolf-1 4 DP, attack:unarmed@gloom-wolf-1 2 DP, ability:frost-needle@gloom-wolf-1 2 DP 2 MP/,
    );
    assert.match(String(costs), /stance:dodge 2 DP/);
  });
});
