/**
 * A prepared battle as a scenario and back (src/build/prepare/prep-yaml.ts, prep-new.ts): the
 * starters play as the server reads an uploaded scenario; any doc readPrepDoc accepts comes
 * back unchanged from its YAML and its JSON; every refusal is one line naming the place.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { stringify } from "yaml";
import { newPrep } from "../../../src/build/prepare/prep-new.ts";
import { PREP_SYSTEMS, type PrepDoc } from "../../../src/build/prepare/prep-types.ts";
import {
  PrepReadError,
  prepOfScenario,
  prepOfText,
  readPrepDoc,
  scenarioOfPrep,
  yamlOfPrep,
} from "../../../src/build/prepare/prep-yaml.ts";
import { LANGS } from "../../../src/engine/index.ts";
import { parseScenario } from "../../../src/scenario/load.ts";
import { MAX_FILE_BYTES } from "../../../src/shared/limits.ts";

/** The one line `fn` is refused with (fails when it is not a PrepReadError of one line). */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof PrepReadError, `a PrepReadError, got ${String(err)}`);
    assert.ok(!err.message.includes("\n"), `one line: ${err.message}`);
    return err.message;
  }
  assert.fail("expected a refusal");
}

describe("newPrep", () => {
  for (const system of PREP_SYSTEMS)
    for (const lang of LANGS)
      test(`${system} ${lang}: a starter the server takes as an uploaded scenario`, () => {
        const doc = newPrep(system, lang);
        assert.deepEqual(readPrepDoc(doc), doc);
        const loaded = parseScenario(yamlOfPrep(doc), "scenario", { upload: true });
        assert.equal(loaded.scenario.system, system);
        assert.equal(loaded.scenario.name, doc.name);
        assert.deepEqual(prepOfText(yamlOfPrep(doc), system), doc);
      });
});

describe("scenarioOfPrep", () => {
  test("keys in the contract's order; empty parts left out; one inline pack", () => {
    const doc: PrepDoc = {
      ...newPrep("ygo-trpg", "ja"),
      description: "d",
      options: { gmTools: false },
      bots: { gm: "greedy" },
      content: { encounters: [], cards: [{ id: "x" }] },
    };
    const s = scenarioOfPrep(doc);
    assert.deepEqual(Object.keys(s), [
      "name",
      "description",
      "system",
      "lang",
      "seed",
      "options",
      "content",
      "setup",
      "bots",
    ]);
    assert.deepEqual(s.content, [{ cards: [{ id: "x" }] }]);
    const bare = scenarioOfPrep({ ...newPrep("magical-girl", "zh"), lang: undefined });
    assert.deepEqual(Object.keys(bare), ["name", "system", "seed", "setup"]);
  });
});

/** Keys fast-check may draw, minus those every reader refuses. */
const key = fc
  .string({ maxLength: 8 })
  .filter((k) => !["__proto__", "constructor", "prototype"].includes(k));
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 12 }),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(key, tie("value"), { maxKeys: 3 }),
  ),
})).value;
const entry = fc.dictionary(key, json, { maxKeys: 4 });

const docs = fc.record(
  {
    system: fc.constantFrom(...PREP_SYSTEMS),
    name: fc.string({ minLength: 1, maxLength: 30 }),
    description: fc.string({ maxLength: 30 }),
    lang: fc.constantFrom(...LANGS),
    seed: fc.integer(),
    lists: fc.array(fc.tuple(fc.nat(20), fc.array(entry, { maxLength: 3 })), { maxLength: 3 }),
    setup: fc.dictionary(key, json, { maxKeys: 4 }),
    options: fc.dictionary(
      key.filter((k) => k !== "content"),
      json,
      { maxKeys: 3 },
    ),
    bots: fc.dictionary(
      fc.constantFrom("p1", "p2", "gm", "kp"),
      fc.constantFrom("random", "greedy"),
    ),
  },
  { requiredKeys: ["system", "name", "seed", "lists", "setup", "options"] },
);

describe("round trip", () => {
  test("prepOfText(yamlOfPrep(d)) and its JSON give d back for every doc readPrepDoc returns", () => {
    fc.assert(
      fc.property(docs, (raw) => {
        const lists = {
          "ygo-trpg": ["cards", "characters", "decks", "encounters"],
          "magical-girl": ["skills", "weapons", "girls", "enemies", "maps"],
        }[raw.system];
        const content: Record<string, unknown[]> = {};
        for (const [i, entries] of raw.lists) content[lists[i % lists.length]] = entries;
        const { lists: _, ...rest } = raw;
        let d: PrepDoc;
        try {
          d = readPrepDoc({ ...rest, content });
        } catch (err) {
          // Only a name of blanks is refused among what is drawn.
          assert.ok(err instanceof PrepReadError && raw.name.trim() === "", String(err));
          return;
        }
        assert.deepStrictEqual(prepOfText(yamlOfPrep(d)), d);
        assert.deepStrictEqual(prepOfText(JSON.stringify(scenarioOfPrep(d)), d.system), d);
        assert.deepStrictEqual(readPrepDoc(d), d);
      }),
      { numRuns: 300, seed: 30 },
    );
  });
});

describe("prepOfScenario", () => {
  const setup = newPrep("ygo-trpg", "ja").setup;
  test("several inline packs merge into one; a pack's own name and system are dropped", () => {
    const doc = prepOfScenario({
      name: "n",
      system: "ygo-trpg",
      content: [
        { name: "a", system: "ygo-trpg", cards: [{ id: "a" }] },
        { cards: [{ id: "b" }], encounters: [{ id: "e" }] },
      ],
      setup,
    });
    assert.deepEqual(doc.content, { cards: [{ id: "a" }, { id: "b" }], encounters: [{ id: "e" }] });
    assert.equal(doc.seed, 1);
    assert.deepEqual(doc.options, {});
  });

  test("a scenario without system: is the one being prepared", () => {
    assert.equal(prepOfScenario({ name: "n", setup }, "ygo-trpg").system, "ygo-trpg");
  });

  test("refusals: one line each, naming the place", () => {
    const base = { name: "n", system: "ygo-trpg", setup };
    const cases: [unknown, RegExp][] = [
      [{ ...base, script: [] }, /^script: .*played, not scripted/],
      [{ ...base, dice: [1] }, /^dice: /],
      [{ ...base, expect: {} }, /^expect: .*not checked/],
      [{ ...base, rules: ["YGT-01"] }, /^rules: not a key of a prepared battle/],
      [{ ...base, content: "pack.yaml" }, /^content: .*names no file/],
      [{ ...base, content: [{ cards: [] }, "pack.yaml"] }, /^content\[1\]: .*names no file/],
      [
        { ...base, content: [{ system: "vision", cards: [] }] },
        /^content\[0\]\.system: a vision pack, but the battle is ygo-trpg/,
      ],
      [{ ...base, content: [{ girls: [] }] }, /^content\[0\]\.girls: not a ygo-trpg content list/],
      [{ ...base, content: [{ cards: {} }] }, /^content\[0\]\.cards: expected a list of entries/],
      [{ ...base, options: { content: [{}] } }, /^options\.content: /],
      [{ ...base, system: "vision" }, /^system: expected ygo-trpg or magical-girl, got "vision"/],
      [{ name: "n", setup }, /^system: expected ygo-trpg or magical-girl, got nothing/],
      [{ name: "n", system: "ygo-trpg" }, /^setup: /],
      [{ ...base, setup: [] }, /^setup: /],
      [{ ...base, name: "" }, /^name: /],
      [{ ...base, seed: 1.5 }, /^seed: /],
      [{ ...base, bots: { gm: 3 } }, /^bots\.gm: /],
      [[], /^expected a scenario/],
      [
        { ...base, setup: JSON.parse('{"__proto__": 1}') },
        /^setup\.__proto__: a key may not be named/,
      ],
    ];
    for (const [value, want] of cases)
      assert.match(
        refusal(() => prepOfScenario(value)),
        want,
      );
    assert.match(
      refusal(() => prepOfScenario(base, "magical-girl")),
      /^system: it is a ygo-trpg scenario, not magical-girl/,
    );
  });

  test("too deep and too large are refused before the work", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    assert.match(
      refusal(() => prepOfScenario({ name: "n", system: "ygo-trpg", setup: { x: deep } })),
      /nested too deep/,
    );
    const big = { id: "x".repeat(1000) };
    const cards = Array.from({ length: 300 }, () => big);
    assert.match(
      refusal(() => prepOfScenario({ name: "n", system: "ygo-trpg", setup, content: [{ cards }] })),
      /^too large: /,
    );
  });
});

describe("prepOfText", () => {
  test("YAML and JSON text; refusals of one line", () => {
    const doc = newPrep("magical-girl", "en");
    assert.deepEqual(prepOfText(JSON.stringify(scenarioOfPrep(doc))), doc);
    assert.match(
      refusal(() => prepOfText("")),
      /empty/,
    );
    assert.match(
      refusal(() => prepOfText("name: [")),
      /line 1/,
    );
    assert.match(
      refusal(() => prepOfText("a: 1\n---\nb: 2\n")),
      /second YAML document/,
    );
    assert.match(
      refusal(() => prepOfText(stringify({ ...scenarioOfPrep(doc), script: [] }))),
      /^script: /,
    );
    assert.match(
      refusal(() => prepOfText("#".repeat(MAX_FILE_BYTES + 1))),
      /^too large: /,
    );
  });
});

describe("readPrepDoc", () => {
  test("a request body's shape: keys, lists, types", () => {
    const doc = newPrep("ygo-trpg", "zh");
    assert.match(
      refusal(() => readPrepDoc({ ...doc, extra: 1 })),
      /extra/,
    );
    assert.match(
      refusal(() => readPrepDoc({ ...doc, content: { girls: [] } })),
      /^content\.girls: not a ygo-trpg content list/,
    );
    assert.match(
      refusal(() => readPrepDoc({ ...doc, content: { cards: [1] } })),
      /^content\.cards\[0\]: /,
    );
    assert.match(
      refusal(() => readPrepDoc({ ...doc, system: "vision" })),
      /^system: /,
    );
    assert.match(
      refusal(() => readPrepDoc(null)),
      /^expected a prepared battle/,
    );
    assert.match(
      refusal(() =>
        readPrepDoc({ ...doc, content: { cards: Array.from({ length: 1001 }, () => ({})) } }),
      ),
      /^content\.cards: .*1,000/,
    );
  });
});
