/** Refusals say why (RuleSystem.why): geo-march's main refusals name the rule and the numbers. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { explainRefusal, type Json } from "../../src/engine/index.ts";
import { assertRefused, reasons } from "../shared/refusals.ts";
import { act, battle, events, idle, options } from "./helpers.ts";

/** Idles until p1 decides in its normal timing (p1 goes first: speed dice 6 then 1). */
function toNormal(setup: Parameters<typeof battle>[0]) {
  const b = battle(setup, [6, 1]);
  idle(b, (x) => x.pending?.prompt.k === "prompt.normal" && x.pending.seat === "p1");
  assert.equal(b.pending?.prompt.k, "prompt.normal");
  return b;
}

describe("geo-march: why a choice is refused", () => {
  test("GEO-03 a fast summon over the geo's limit names the level it would reach and the limit", () => {
    const b = battle({
      geo: { id: "ridge", limit: 3 },
      p1: { party: ["plain-lancer"], hand: ["ember-wolf", "storm-hawk"] },
      p2: { party: ["bronze-guard"] },
    });
    assertRefused(
      b,
      "p1",
      "summon:ember-wolf-1",
      "ridge would hold level 4, over its limit 3 (GEO-03)",
    );
    const r = reasons(b, "p1", "summon:ember-wolf-1");
    assert.equal(r.ja, "ジオ「ridge」の総レベルが4になり、リミット3を超える（GEO-03）");
    assert.equal(r.zh, "地域「ridge」的总等级将为4，超过上限3（GEO-03）");
  });

  test("GEO-02 a unit without the fast-summon mark", () => {
    const b = battle({
      p1: { party: ["plain-lancer"], hand: ["clay-soldier", "storm-hawk"] },
      p2: { party: ["bronze-guard"] },
    });
    assertRefused(b, "p1", "summon:clay-soldier-1", "has no fast-summon mark (GEO-02)");
  });

  test("GEO-33 an 【行動】 ability of an action-complete unit; once per battle", () => {
    const b = toNormal({
      p1: { party: [{ card: "frost-witch", done: true }, "dice-shaman", "war-drummer"] },
      p2: { party: ["bronze-guard", "stone-sentry"] },
    });
    assertRefused(b, "p1", "use:frost-witch-1.0@bronze-guard-1", "is action-complete", "(GEO-33)");
    act(b, "p1", "use:war-drummer-1.0");
    idle(b, (x) => x.pending?.prompt.k === "prompt.normal" && x.pending.seat === "p1");
    assertRefused(b, "p1", "use:war-drummer-1.0", "was used 1 of 1 times this battle (GEO-33)");
  });

  test("GEO-30 an ability whose timing label does not fit the normal timing", () => {
    const b = toNormal({
      p1: { party: ["thorn-knight", "frost-witch"] },
      p2: { party: ["bronze-guard"] },
    });
    assertRefused(b, "p1", "use:thorn-knight-1.0", "is labelled [counter]", "(GEO-30)");
  });

  test("GEO-02 / GEO-03 a normal summon in the whole game: own home base or outpost, within the limit", () => {
    const b = battle({
      start: "game",
      p1: { deck: "vanguard-deck" },
      p2: { deck: "bulwark-deck" },
    });
    assert.equal(b.pending?.prompt.k, "prompt.summon");
    const unit = options(b)
      .find((o) => o.startsWith("summon:"))
      ?.slice(7)
      .split("@")[0];
    assert.ok(unit !== undefined);
    assertRefused(
      b,
      "p1",
      `summon:${unit}@midfield`,
      "neither your home base nor your outpost (GEO-02)",
    );
    assertRefused(b, "p1", `summon:${unit}@south-keep`, "(GEO-02)");
  });

  test("no reason about a card the seat cannot see: the opponent's hand", () => {
    const b = battle({
      geo: { id: "ridge", limit: 3 },
      p1: { party: ["plain-lancer"], hand: ["storm-hawk"] },
      p2: { party: ["bronze-guard"], hand: [{ card: "ember-wolf", id: "secret" }] },
    });
    assert.equal(explainRefusal(b, "p1", "summon:secret", "en"), null);
    assert.throws(() => b.choose("p1", "summon:secret"), /by p1: legal options are/);
  });

  test("state's numbers: each party's level and the geo's limit", () => {
    const b = battle({
      geo: { id: "ridge", limit: 7 },
      p1: { party: ["plain-lancer", "clay-soldier"], hand: ["storm-hawk"] },
      p2: { party: ["bronze-guard"] },
    });
    const facts = b.system.facts?.(b, "p1") ?? [];
    assert.deepEqual(
      facts.filter((f) => f.k === "fact.party-level").map((f) => f.p),
      [
        { seat: "p1", geo: "ridge", level: 3, limit: 7 },
        { seat: "p2", geo: "ridge", level: 2, limit: 7 },
      ],
    );
  });
});

describe("geo-march: why a cost-free repeat is not offered (repeat.ts)", () => {
  /** p2's mirror sprite answers p1's attack (a cost-free [counter: attack only] with no count). */
  function atAttack(p1party: Json[]) {
    const b = battle(
      { p1: { party: p1party }, p2: { party: ["mirror-sprite", "shield-golem"] } },
      [6, 1],
    );
    idle(b, (x) => events(x, "attack").length > 0);
    assert.equal(b.pending?.seat, "p2");
    return b;
  }

  test("GEO-30 the identical use already waiting on the stack", () => {
    const b = atAttack(["plain-lancer", "plain-lancer", "clay-soldier"]);
    act(b, "p2", "use:mirror-sprite-1.0@plain-lancer-1");
    assert.equal(b.pending?.seat, "p2");
    assertRefused(
      b,
      "p2",
      "use:mirror-sprite-1.0@plain-lancer-1",
      "already waiting on the stack (GEO-30)",
    );
    const r = reasons(b, "p2", "use:mirror-sprite-1.0@plain-lancer-1");
    assert.match(r.ja, /同じ使用がすでにスタックで待っている（GEO-30）/);
    assert.match(r.zh, /相同使用已在堆叠中等待（GEO-30）/);
  });

  test("GEO-30 a cost-free repeat on an action-complete unit would change nothing", () => {
    const b = atAttack(["plain-lancer", { card: "clay-soldier", done: true }]);
    assert.ok(!options(b).includes("use:mirror-sprite-1.0@clay-soldier-1"));
    assertRefused(
      b,
      "p2",
      "use:mirror-sprite-1.0@clay-soldier-1",
      "no cost and no count: a cost-free repeat would change nothing now (GEO-30)",
    );
    const r = reasons(b, "p2", "use:mirror-sprite-1.0@clay-soldier-1");
    assert.match(r.zh, /无消耗也无次数限制.+（GEO-30）/);
    // A unit the ability cannot name gets the bare legal list, not a "nothing to change".
    assert.equal(explainRefusal(b, "p2", "use:mirror-sprite-1.0@shield-golem-1", "en"), null);
  });
});
