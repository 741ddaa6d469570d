/**
 * The card editor's model (src/build): its field trees cover every field of every content kind
 * of every system (compared with an independent walk of the JSON Schema zod makes, so a schema
 * change shows up here), a problem of an entry lands at its path with the words `kassen validate`
 * prints for the same entry in a pack file, packs go out as YAML and back without loss, and the
 * model bundles for the browser without any node module.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { build } from "esbuild";
import { parse } from "yaml";
import { z } from "zod";
import { contentField, kindsOf } from "../../src/build/content-kinds.ts";
import { BUILD_SYSTEMS, CONTENT_SCHEMAS } from "../../src/build/content-schemas.ts";
import { fieldPaths, type UnionField } from "../../src/build/field-model.ts";
import {
  blankItem,
  getAt,
  type Item,
  problemsOf,
  setAt,
  switchForm,
} from "../../src/build/item-model.ts";
import { placeProblems } from "../../src/build/pack-places.ts";
import { docOfYaml, PackReadError, packOf, packYaml } from "../../src/build/pack-yaml.ts";
import { checkPackPath } from "../../src/scenario/pack-check.ts";
import { SYSTEM_ENTRIES } from "../../src/systems/registry.ts";
import { ROOT } from "../cli/cli-helpers.ts";

type Js = Record<string, unknown>;

/** The forms of a JSON Schema union, or undefined. */
function formsOf(js: Js): Js[] | undefined {
  const f = js.oneOf ?? js.anyOf;
  return Array.isArray(f) ? (f as Js[]) : undefined;
}

/** The tag key and values of a tagged form (`do: const`, `type: enum`), if it has one. */
function tagOf(form: Js, key: string): string[] | undefined {
  const p = (form.properties as Record<string, Js> | undefined)?.[key];
  if (p === undefined) return undefined;
  if (p.const !== undefined) return [String(p.const)];
  if (Array.isArray(p.enum)) return p.enum.map(String);
  return undefined;
}

/** The key every form of a union is tagged by, if any. */
function unionKey(forms: Js[]): string | undefined {
  const first = Object.entries((forms[0].properties as Record<string, Js>) ?? {}).find(
    ([, v]) => v.const !== undefined,
  )?.[0];
  return first !== undefined && forms.every((f) => tagOf(f, first) !== undefined)
    ? first
    : undefined;
}

/** Every field path of a JSON Schema, written as fieldPaths writes them. */
function jsPaths(js: Js, at = ""): string[] {
  const join = (k: string) => (at === "" ? k : `${at}.${k}`);
  const forms = formsOf(js);
  if (forms !== undefined) {
    const key = unionKey(forms);
    if (key === undefined) return forms.flatMap((f) => jsPaths(f, at));
    return forms.flatMap((f) => jsPaths(f, join(`<${key}=${(tagOf(f, key) ?? []).join("|")}>`)));
  }
  if (js.type === "array") return jsPaths((js.items as Js) ?? {}, `${at}[]`);
  if (js.type === "object" && js.properties !== undefined) {
    const props = js.properties as Record<string, Js>;
    if (Object.keys(props).sort().join() === "en,ja,zh") return [];
    return Object.entries(props).flatMap(([k, v]) => [join(k), ...jsPaths(v, join(k))]);
  }
  if (js.type === "object" && typeof js.additionalProperties === "object")
    return jsPaths(js.additionalProperties as Js, `${at}{}`);
  return [];
}

const tmp = mkdtempSync(join(tmpdir(), "kassen-field-model-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

describe("field model", () => {
  test("the editor's schemas are the registry's (what kassen validate checks with)", () => {
    assert.deepEqual([...BUILD_SYSTEMS].sort(), Object.keys(SYSTEM_ENTRIES).sort());
    for (const s of BUILD_SYSTEMS) assert.equal(CONTENT_SCHEMAS[s], SYSTEM_ENTRIES[s].content, s);
  });

  for (const system of BUILD_SYSTEMS)
    test(`${system}: every field of every list is in the field tree`, () => {
      const js = z.toJSONSchema(CONTENT_SCHEMAS[system], {
        io: "input",
        unrepresentable: "any",
      }) as Js;
      const expected = jsPaths(js).sort();
      const got = fieldPaths(contentField(system)).sort();
      assert.deepEqual(got, expected);
      assert.ok(got.length > 20, `${system}: ${got.length} paths`);
    });

  test("every kind of entry is offered, decks left to the deck builder", () => {
    const ids = Object.fromEntries(BUILD_SYSTEMS.map((s) => [s, kindsOf(s).map((k) => k.id)]));
    assert.deepEqual(ids, {
      vision: ["cards.character", "cards.command", "cards.equipment"],
      "geo-march": ["cards.unit", "cards.equip", "cards.skill", "parties", "maps"],
      "ygo-trpg": ["cards.monster", "cards.spell", "cards.trap", "characters", "encounters"],
      "magical-girl": ["skills", "weapons", "abilities", "items", "girls", "enemies", "maps"],
    });
  });

  test("the effect vocabulary is a select of its tags with each form's parameters", () => {
    const cmd = kindsOf("vision").find((k) => k.id === "cards.command");
    const effects = cmd?.field.slots.find((s) => s.key === "effects")?.field;
    assert.equal(effects?.kind, "list");
    const union = (effects as { of: UnionField }).of;
    assert.equal(union.key, "do");
    assert.ok(union.forms.some((f) => f.tags.includes("cancel-doom")));
    const damage = union.forms.find((f) => f.tags[0] === "damage");
    assert.deepEqual(
      damage?.field.slots.map((s) => s.key),
      ["do", "amount", "to"],
    );
    assert.equal(
      damage?.description,
      "Damage to characters (決死 when it reaches their toughness).",
    );
    // Switching `do:` keeps the parameters both forms have.
    const v = switchForm(union, { do: "damage", amount: 2, to: "enemy" }, "destroy");
    assert.deepEqual(v, { do: "destroy", to: "enemy" });
  });
});

/** The problems `kassen validate` reports for one entry written in a pack file, at paths in it. */
function validateProblems(system: string, item: Item): { path: string; message: string }[] {
  const file = join(tmp, `${system}-${item.list}-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, packYaml({ system, items: [item], other: {} }));
  const at = `${item.list}[0]`;
  return checkPackPath(file).map((p) => ({
    path: p.path === at ? "" : p.path.replace(`${at}.`, ""),
    message: p.message,
  }));
}

describe("item model", () => {
  test("a problem lands at its path with kassen validate's words", () => {
    const cases: [string, string, (string | number)[], unknown][] = [
      ["vision", "cards.character", ["attack"], "three"],
      ["vision", "cards.command", ["effects", 0, "amount"], -1],
      ["geo-march", "cards.unit", ["level"], -1],
      ["ygo-trpg", "cards.monster", ["level"], 13],
      ["ygo-trpg", "characters", ["attribute"], "ice"],
      ["magical-girl", "weapons", ["type"], "sound"],
      ["magical-girl", "girls", ["skills", "melee"], 120],
    ];
    for (const [system, kindId, path, bad] of cases) {
      const kind = kindsOf(system).find((k) => k.id === kindId);
      assert.ok(kind !== undefined, kindId);
      let item = blankItem(kind);
      item = { ...item, value: setAt(item.value, ["name"], { ja: "試", zh: "试", en: "Test" }) };
      for (const k of ["race", "damage"] as const)
        if (typeof item.value[k] === "string") item.value = setAt(item.value, [k], "1d6");
      if (kindId === "characters") {
        item.value = setAt(item.value, ["job"], { ja: "騎士", zh: "骑士", en: "Knight" });
        item.value = { ...item.value, monsterDeck: "x-monsters", itemDeck: "x-items" };
      }
      item = { ...item, value: setAt(item.value, path, bad) };
      const mine = problemsOf(system, item);
      assert.equal(mine.length, 1, `${kindId}: ${JSON.stringify(mine)}`);
      assert.equal(
        mine[0].path,
        path
          .map((p) => (typeof p === "number" ? `[${p}]` : p))
          .join(".")
          .replace(".[", "["),
      );
      assert.deepEqual(
        validateProblems(system, item).filter((p) => p.path === mine[0].path),
        mine,
        `${kindId}: the same words as kassen validate`,
      );
    }
  });

  test("setAt copies along the path and removes with undefined; getAt reads", () => {
    const v = { a: [{ b: 1 }, { b: 2 }], c: { d: 3 } };
    const w = setAt(v, ["a", 1, "b"], 5);
    assert.deepEqual(w, { a: [{ b: 1 }, { b: 5 }], c: { d: 3 } });
    assert.equal(v.a[1].b, 2, "the original is unchanged");
    assert.equal(w.c, v.c, "untouched branches are shared");
    assert.deepEqual(setAt(v, ["c", "d"], undefined), { a: v.a, c: {} });
    assert.deepEqual(setAt(v, ["a", 0], undefined), { a: [{ b: 2 }], c: { d: 3 } });
    assert.equal(getAt(w, ["a", 1, "b"]), 5);
    assert.equal(getAt(w, ["x", 0]), undefined);
  });

  test("a blank entry of every kind has a fresh id and only its blanks to fill", () => {
    for (const system of BUILD_SYSTEMS)
      for (const kind of kindsOf(system)) {
        const item = blankItem(kind, new Set([`my-${kind.tags?.[0] ?? kind.list}-1`]));
        assert.equal(item.value.id, `my-${kind.tags?.[0] ?? kind.list}-2`);
        for (const p of problemsOf(system, item))
          assert.match(
            p.message,
            /non-empty string|text matching|kebab-case/,
            `${kind.id} ${p.path}`,
          );
      }
  });
});

describe("packs as YAML", () => {
  test("out and back without loss: entries, replaces, decks, description", () => {
    const text = [
      "system: vision",
      "name: Sample",
      "description: kept as written",
      "cards:",
      "  - id: cirno",
      "    replaces: true",
      "    type: character",
      "    name: { ja: 強いチルノ, zh: 强琪露诺, en: Strong Cirno }",
      "    need: 1",
      "    cost: 1",
      "    attack: 9",
      "    toughness: 2",
      "  - id: frost-breath",
      "    replaces: false",
      "    type: command",
      "    name: { ja: 霜の息, zh: 霜之息, en: Frost Breath }",
      "    need: 0",
      "    cost: 0",
      "    effects: [{ do: draw, count: 1 }]",
      "decks:",
      "  - id: d",
      "    name: { ja: d, zh: d, en: d }",
      "    cards: { cirno: 4 }",
      "",
    ].join("\n");
    const doc = docOfYaml(text, "vision");
    assert.equal(doc.items.length, 2);
    assert.equal(doc.items[0].replaces, true);
    assert.equal(doc.items[1].replaces, false);
    assert.equal(
      "replaces" in doc.items[0].value,
      false,
      "replaces is the pack's word, not a field",
    );
    assert.deepEqual(problemsOf("vision", doc.items[0]), []);
    const again = docOfYaml(packYaml(doc), "vision");
    assert.deepEqual(packOf(again), packOf(doc));
    assert.deepEqual(parse(packYaml(doc)), parse(text), "the same pack as was read");
  });

  test("a pack that cannot be read says why in one line", () => {
    assert.throws(() => docOfYaml("system: geo-march\ncards: []\n", "vision"), PackReadError);
    assert.throws(() => docOfYaml("- a\n", "vision"), /expected a mapping/);
    assert.throws(() => docOfYaml("x".repeat(256 * 1024 + 1), "vision"), /pack too large/);
    assert.throws(() => docOfYaml("system: vision\ncards: [\n", "vision"), PackReadError);
  });
});

describe("pack problems placed at entries", () => {
  test("a list's k-th entry is the editor's k-th item of that list; other places stay unplaced", () => {
    const items: Item[] = [
      { list: "weapons", value: { id: "a" } },
      { list: "girls", value: { id: "b" } },
      { list: "weapons", value: { id: "c" } },
    ];
    assert.deepEqual(
      placeProblems(items, [
        { path: "weapons[1].damage", message: "m1" },
        { path: "girls[0]", message: "m2" },
        { path: "decks[0].cards.x", message: "m3" },
        { path: "weapons[5].id", message: "m4" },
      ]),
      [
        { item: 2, path: "damage", message: "m1" },
        { item: 1, path: "", message: "m2" },
        { item: null, path: "decks[0].cards.x", message: "m3" },
        { item: null, path: "weapons[5].id", message: "m4" },
      ],
    );
  });
});

describe("browser-clean", () => {
  test("the model bundles for the browser without node modules", async () => {
    const entries = [
      "content-kinds",
      "item-model",
      "pack-yaml",
      "field-model",
      "entry-odds-types",
    ].map((f) => join(ROOT, "src", "build", `${f}.ts`));
    const r = await build({
      entryPoints: entries,
      bundle: true,
      platform: "browser",
      write: false,
      outdir: join(tmp, "bundle"),
      logLevel: "silent",
      metafile: true,
    });
    const inputs = Object.keys(r.metafile.inputs);
    assert.deepEqual(
      inputs.filter((i) => i.startsWith("node:") || /systems\/[^/]+\/content\//.test(i)),
      [],
    );
  });
});
