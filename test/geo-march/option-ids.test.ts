/**
 * Geo-march's option ids (option-ids.ts): the ids the listings build are the ones the rules have
 * always written, and the one parser reads every id exactly as the tables remember it — so an id
 * a listing never built (a renamed sample's, a typed choice) names the same parts.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { startBattle } from "../../src/engine/index.ts";
import {
  GEO_MARCH_NEW_GAME,
  GEO_MARCH_SAMPLE_BATTLE,
  geoMarch,
} from "../../src/systems/geo-march/index.ts";
import {
  discardId,
  equipId,
  fastSummonId,
  frontId,
  joinId,
  marchId,
  type OptionRef,
  optionRef,
  parseOptionId,
  returnId,
  skillId,
  summonId,
  targetedId,
  targetRow,
  unequipId,
  useId,
} from "../../src/systems/geo-march/option-ids.ts";

/** The parser's reading of `id`, which must be what the tables remember for it. */
function agrees(id: string): OptionRef {
  const ref = optionRef(id);
  assert.deepEqual(parseOptionId(id), ref, id);
  return ref;
}

describe("geo-march option ids", () => {
  test("each builder writes the id the rules always wrote, and the parser reads its parts", () => {
    const use = useId("lancer-1", 2);
    const skill = skillId("rally-1");
    const cases: [string, string, OptionRef][] = [
      [marchId("camp", "ridge"), "march:camp@ridge", { kind: "march", from: "camp", to: "ridge" }],
      [joinId("camp"), "join:camp", { kind: "join", geo: "camp" }],
      [fastSummonId("wolf-1"), "summon:wolf-1", { kind: "summon", card: "wolf-1", geo: null }],
      [
        summonId("wolf-1", "camp"),
        "summon:wolf-1@camp",
        { kind: "summon", card: "wolf-1", geo: "camp" },
      ],
      [
        equipId("spear-1", "wolf-1"),
        "equip:spear-1@wolf-1",
        { kind: "equip", card: "spear-1", unit: "wolf-1" },
      ],
      [unequipId("spear-1"), "unequip:spear-1", { kind: "unequip", card: "spear-1" }],
      [frontId("wolf-1"), "front:wolf-1", { kind: "front", unit: "wolf-1" }],
      [
        returnId("wolf-1", "camp"),
        "return:wolf-1@camp",
        { kind: "return", unit: "wolf-1", geo: "camp" },
      ],
      [discardId("wolf-1"), "discard:wolf-1", { kind: "discard", card: "wolf-1" }],
      [use, "use:lancer-1.2", { kind: "use", card: "lancer-1", n: 2, target: null }],
      [
        targetedId(targetRow(use), use, "guard-2"),
        "use:lancer-1.2@guard-2",
        { kind: "use", card: "lancer-1", n: 2, target: "guard-2" },
      ],
      [skill, "skill:rally-1", { kind: "skill", card: "rally-1", n: 0, target: null }],
      [
        targetedId(targetRow(skill), skill, "wolf-1"),
        "skill:rally-1@wolf-1",
        { kind: "skill", card: "rally-1", n: 0, target: "wolf-1" },
      ],
      ["end", "end", { kind: "end" }],
      ["go", "go", { kind: "go" }],
      ["attack", "attack", { kind: "attack" }],
      ["pass", "pass", { kind: "other" }],
    ];
    for (const [id, text, ref] of cases) {
      assert.equal(id, text);
      assert.deepEqual(agrees(id), ref, id);
    }
    // Built once: the same string again.
    assert.equal(useId("lancer-1", 2), use);
  });

  test("an id no listing built reads as the handlers always split it", () => {
    // A part after a second `@` was never read; a use without `.n` names no ability.
    assert.deepEqual(parseOptionId("use:a.0@t@u"), { kind: "use", card: "a", n: 0, target: "t" });
    const noN = parseOptionId("use:a");
    assert.ok(noN.kind === "use" && noN.card === "a" && Number.isNaN(noN.n));
    assert.deepEqual(parseOptionId("skill:x.1"), {
      kind: "skill",
      card: "x.1",
      n: 0,
      target: null,
    });
    assert.deepEqual(parseOptionId("summon:a@b@c"), { kind: "summon", card: "a", geo: "b" });
    assert.deepEqual(parseOptionId("march:camp"), { kind: "other" });
    assert.deepEqual(parseOptionId("x@use:a.0"), { kind: "other" });
  });

  test("every id offered in random games and battles reads the same from the tables and the parser", () => {
    const seen = new Set<string>();
    for (let g = 0; g < 24; g++) {
      const setup = g % 3 === 0 ? GEO_MARCH_SAMPLE_BATTLE : GEO_MARCH_NEW_GAME;
      const b = startBattle(geoMarch, {
        seed: g * 7919 + 1,
        setup,
        ...(g % 2 === 0 ? { ids: "opaque" as const } : {}),
      });
      let r = (g * 2654435761) >>> 0;
      for (let n = 0; n < 3000 && b.state.result === null && b.pending !== null; n++) {
        for (const o of b.pending.options) seen.add(agrees(o.id).kind);
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        b.chooseIndex(r % b.pending.options.length);
      }
    }
    // The games reach every kind of question (the check above is not vacuous).
    for (const kind of [
      "march",
      "join",
      "go",
      "summon",
      "equip",
      "unequip",
      "front",
      "use",
      "skill",
      "attack",
      "end",
    ])
      assert.ok(seen.has(kind), `no ${kind} option offered (seen: ${[...seen].join(", ")})`);
  });
});
