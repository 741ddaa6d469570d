/**
 * How often an ability may be used (GEO-30, seed 004 先攻通常タイミング:
 * 「条件を満たしていれば何回でも使用することが可能です。」): any number of times while its
 * conditions hold and its costs can be paid; a per-battle count only where the card's text sets
 * one; a cost-free repeat that would change nothing is not offered, so battles stay finite.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { loadGeoMarchContent } from "../../src/systems/geo-march/content/index.ts";
import { act, assertEventOrder, battle, card, events, idle, options } from "./helpers.ts";

describe("GEO-30 an ability may be used any number of times while its conditions hold", () => {
  test("GEO-30 an 【行動】 ability is used again once its unit is action-incomplete again (no per-battle cap)", () => {
    const b = battle(
      {
        p1: { party: ["frost-witch", "plain-lancer"], hand: ["second-wind"] },
        p2: { party: ["clay-soldier", "clay-soldier", "shield-golem"] },
      },
      [6, 1],
    );
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.normal");
    act(b, "p1", "use:frost-witch-1.0@clay-soldier-1");
    assert.equal(card(b, "clay-soldier-1").zone, "p2:drop");
    assert.ok(
      !options(b).some((o) => o.startsWith("use:frost-witch")),
      "【行動】 made the witch action-complete: its condition no longer holds",
    );
    act(b, "p1", "skill:second-wind-1@frost-witch-1");
    assert.ok(options(b).includes("use:frost-witch-1.0@clay-soldier-2"), "offered a second time");
    act(b, "p1", "use:frost-witch-1.0@clay-soldier-2");
    assert.equal(card(b, "clay-soldier-2").zone, "p2:drop");
    assert.equal(events(b, "use").filter((e) => e.card === "frost-witch-1").length, 2);
  });

  test("GEO-30 a cost-free ability without a count is offered while it changes something, never twice the same", () => {
    const b = battle(
      {
        p1: { party: ["plain-lancer", "plain-lancer", "clay-soldier"] },
        p2: { party: ["mirror-sprite", "shield-golem"] },
      },
      [6, 1],
    );
    idle(b, (bb) => events(bb, "attack").length > 0);
    assert.equal(b.pending?.seat, "p2");
    act(b, "p2", "use:mirror-sprite-1.0@plain-lancer-1");
    // p1 has nothing to answer with; p2 again, with the same use on the stack not offered.
    assert.equal(b.pending?.seat, "p2");
    assert.deepEqual(options(b), [
      "use:mirror-sprite-1.0@plain-lancer-2",
      "use:mirror-sprite-1.0@clay-soldier-1",
      "pass",
    ]);
    act(b, "p2", "use:mirror-sprite-1.0@plain-lancer-2");
    assert.deepEqual(options(b), ["use:mirror-sprite-1.0@clay-soldier-1", "pass"]);
    // The third use leaves nothing to change: p2 passes without a decision and the chain resolves.
    act(b, "p2", "use:mirror-sprite-1.0@clay-soldier-1");
    assertEventOrder(b, [
      { t: "done", card: "clay-soldier-1" },
      { t: "done", card: "plain-lancer-2" },
      { t: "done", card: "plain-lancer-1" },
      { t: "attack-damage", seat: "p1", units: [], total: 0 },
    ]);
    assert.equal(events(b, "use").filter((e) => e.card === "mirror-sprite-1").length, 3);
  });

  test("GEO-30 a count printed on the card (perBattle) still limits it: thorn knight once per battle", () => {
    const b = battle(
      {
        p1: { party: ["frost-witch", "plain-lancer"], hand: ["fireball"] },
        p2: { party: ["thorn-knight"] },
      },
      [6, 1],
    );
    idle(b, (bb) => bb.pending?.prompt.k === "prompt.normal");
    act(b, "p1", "use:frost-witch-1.0@thorn-knight-1");
    act(b, "p2", "use:thorn-knight-1.0");
    assert.equal(b.pending?.prompt.k, "prompt.normal");
    const asked = b.state.history.length;
    act(b, "p1", "skill:fireball-1@thorn-knight-1");
    assert.deepEqual(
      b.state.history.slice(asked).map(([seat]) => seat),
      ["p1"],
      "p2 is never asked to answer the fireball: its knight's count is spent",
    );
    assert.equal(events(b, "use").filter((e) => e.card === "thorn-knight-1").length, 1);
  });

  test("GEO-30 content refuses a cost-free ability that could repeat forever without a count", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "geo-uses-"));
    writeFileSync(
      join(dir, "cards.yaml"),
      [
        "cards:",
        "  - id: loop-drummer",
        "    type: unit",
        "    name: { ja: 太鼓, zh: 鼓, en: Drum }",
        "    level: 1",
        "    attack: 1",
        "    defence: 1",
        "    abilities:",
        "      - timing: [normal]",
        "        effects: [{ do: modify, to: own, attack: 1 }]",
        "",
      ].join("\n"),
    );
    assert.throws(
      () => loadGeoMarchContent(dir),
      (e: Error) =>
        /abilities\[0\]\.perBattle|abilities\.0\.perBattle/.test(e.message) &&
        /how often/.test(e.message),
    );
  });
});
