/**
 * The numbers "make it X % winnable" may change (src/build/prepare/prep-tunables.ts): every
 * tunable's WHAT is one `kassen tune --vary` takes for the prepared battle, with the value tune
 * itself finds there and bounds the game accepts (prepareTune checks both, as the CLI does).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { newPrep } from "../../../src/build/prepare/prep-new.ts";
import { type Tunable, tunables } from "../../../src/build/prepare/prep-tunables.ts";
import type { PrepDoc, ShippedContent } from "../../../src/build/prepare/prep-types.ts";
import { scenarioOfPrep } from "../../../src/build/prepare/prep-yaml.ts";
import { parseScenario, scenarioInit } from "../../../src/scenario/load.ts";
import type { SimPlan } from "../../../src/sim/plan.ts";
import { MG_STORE } from "../../../src/systems/magical-girl/content/index.ts";
import { YGO_STORE } from "../../../src/systems/ygo-trpg/content/index.ts";
import { prepareTune } from "../../../src/tune/run-tune.ts";
import { parseVary } from "../../../src/tune/vary-spec.ts";

/** A system's shipped content as the server sends it: each list's entries. */
function shippedOf(system: PrepDoc["system"]): ShippedContent {
  const content = (system === "ygo-trpg"
    ? YGO_STORE.shipped
    : MG_STORE.shipped) as unknown as Record<string, unknown>;
  const lists: ShippedContent["content"] = {};
  for (const [k, v] of Object.entries(content))
    if (v !== null && typeof v === "object" && !Array.isArray(v))
      lists[k] = Object.values(v as Record<string, Record<string, unknown>>).filter(
        (e) => e !== null && typeof e === "object" && typeof e.id === "string",
      );
  return { system, content: lists };
}

/** The sim plan `kassen tune` makes of the doc's scenario. */
function planOf(doc: PrepDoc): SimPlan {
  const { scenario } = parseScenario(JSON.stringify(scenarioOfPrep(doc)), "scenario", {
    upload: true,
  });
  const init = scenarioInit(scenario);
  return {
    source: "scenario",
    system: doc.system,
    setup: init.setup,
    options: init.options ?? {},
    pinned: [],
    script: [],
    bots: {},
    seed: 1,
    battles: 10,
    maxDecisions: 1000,
    lang: "en",
  };
}

/** Every tunable is a --vary tune takes, at the value tune finds (when it finds one). */
function assertTuneTakes(doc: PrepDoc, list: Tunable[]): void {
  const plan = planOf(doc);
  for (const t of list) {
    assert.ok(
      t.lo <= t.current && t.current <= t.hi,
      `${t.what}: ${t.lo} ≤ ${t.current} ≤ ${t.hi}`,
    );
    const prepared = prepareTune(plan, [parseVary(`${t.what}=${t.lo}..${t.hi}`)]);
    const found = prepared.varied.params[0].current;
    if (found !== null) assert.equal(found, t.current, t.what);
  }
}

describe("tunables", () => {
  test("ygo-trpg: the encounter's monsters' ATK, DEF and life, the players' life", () => {
    const doc = newPrep("ygo-trpg", "ja");
    const list = tunables(doc, shippedOf("ygo-trpg"), "ja");
    const by = Object.fromEntries(list.map((t) => [t.what, t]));
    assert.equal(by["cards:obsidian-wyrm-lord.atk"]?.current, 2800);
    assert.equal(by["cards:obsidian-wyrm-lord.atk"]?.label, "黒曜の竜王の攻撃力");
    assert.equal(by["cards:obsidian-wyrm-lord.life"]?.current, 40);
    assert.equal(by["cards:shade-bat.life"]?.current, 12, "2X+8 for a level-2 monster (YGT-25)");
    assert.deepEqual(by["players.p1.life"], {
      what: "players.p1.life",
      label: "アカネのライフ",
      current: 40,
      lo: 1,
      hi: 40,
    });
    assertTuneTakes(doc, list);
  });

  test("ygo-trpg: a field monster with values of its own is varied in the setup; the doc's own card is found", () => {
    const doc: PrepDoc = {
      ...newPrep("ygo-trpg", "en"),
      content: {
        cards: [
          {
            id: "mud-imp",
            type: "monster",
            name: { ja: "泥", zh: "泥", en: "Mud Imp" },
            level: 3,
            attribute: "earth",
            race: "fiend",
            atk: 900,
            def: 300,
          },
        ],
      },
      setup: {
        start: "encounter",
        players: { p1: { character: "akane", life: 25 } },
        gm: { field: ["mud-imp", { card: "bone-archer", atk: 1500 }] },
      },
    };
    const list = tunables(doc, shippedOf("ygo-trpg"), "en");
    const whats = list.map((t) => t.what);
    assert.ok(whats.includes("cards:mud-imp.atk"));
    assert.ok(whats.includes("gm.field.1.atk"));
    assert.ok(!whats.includes("cards:bone-archer.atk"));
    assert.equal(list.find((t) => t.what === "players.p1.life")?.current, 25);
    assert.equal(list.find((t) => t.what === "cards:mud-imp.atk")?.label, "Mud Imp: ATK");
    assertTuneTakes(doc, list);
    // Without the shipped content (still loading), the doc's own entries are still there.
    assert.ok(tunables(doc, null, "en").some((t) => t.what === "cards:mud-imp.atk"));
  });

  test("magical-girl: each enemy's and girl's HP, STR, AGI, DEF as setup attributes; twins numbered", () => {
    const doc: PrepDoc = {
      ...newPrep("magical-girl", "zh"),
      setup: {
        mode: "battle",
        girls: [{ seat: "p1", girl: "hoshino", attributes: { hp: 20 } }],
        enemies: [{ enemy: "gloom-wolf" }, { enemy: "gloom-wolf" }, { enemy: "despair-toad" }],
      },
    };
    const list = tunables(doc, shippedOf("magical-girl"), "zh");
    const by = Object.fromEntries(list.map((t) => [t.what, t]));
    assert.equal(by["enemies.0.attributes.hp"]?.current, 14);
    assert.equal(by["enemies.1.attributes.hp"]?.label, "忧郁之狼 2的HP");
    assert.equal(by["enemies.2.attributes.def"]?.current, 6);
    assert.equal(by["girls.0.attributes.hp"]?.current, 20);
    assert.ok(list.every((t) => t.what.startsWith("enemies.") || t.what.startsWith("girls.")));
    assertTuneTakes(doc, list);
  });
});
