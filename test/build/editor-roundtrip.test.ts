/**
 * Property test of the card editor's model (src/build): random entries of every kind of every
 * system, made as the editor makes them (a blank entry of the kind, then every field written at
 * its path through setAt, values drawn from the field tree), go out as a pack's YAML and come
 * back unchanged; the real `kassen validate` (the CLI, on temp files) accepts every pack; and
 * each pack plays a short battle with its entries in it (engine API, random choices).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import fc from "fast-check";
import { type ContentKind, kindsOf } from "../../src/build/content-kinds.ts";
import type { Field } from "../../src/build/field-model.ts";
import { blankItem, type Item, problemsOf, setAt } from "../../src/build/item-model.ts";
import { docOfYaml, type PackDoc, packOf, packYaml } from "../../src/build/pack-yaml.ts";
import { type Json, type RuleSystem, startBattle } from "../../src/engine/index.ts";
import { GEO_MARCH_CONTENT } from "../../src/systems/geo-march/content/index.ts";
import { geoMarch } from "../../src/systems/geo-march/index.ts";
import { magicalGirl } from "../../src/systems/magical-girl/index.ts";
import { VISION_CONTENT } from "../../src/systems/vision/content/index.ts";
import { vision } from "../../src/systems/vision/index.ts";
import { ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";
import { ROOT } from "../cli/cli-helpers.ts";

/** A small seeded generator (fast-check picks the seeds). */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    coin: () => next() < 0.5,
  };
}
type Rng = ReturnType<typeof rng>;

/** Values the schema cannot tell (references, dice), by key, per system. */
interface Hints {
  /** A fixed or drawn value for a key (`skill`, `damage`), or undefined to draw from the field. */
  value?: (key: string, r: Rng) => unknown;
  /** Effects left out of the vocabulary (meaningful only in one place, as properties.test.ts). */
  skipTags?: string[];
  /** Keys never written (optional keys whose value names something else). */
  skipKeys?: string[];
}

/** A random valid-looking value of a field. */
function randomOf(f: Field, key: string, r: Rng, h: Hints): unknown {
  const hinted = h.value?.(key, r);
  if (hinted !== undefined) return hinted;
  switch (f.kind) {
    case "text":
      return f.pattern !== undefined ? `r${r.int(0, 9)}` : r.pick(["x", "ゆき", "雪"]);
    case "number": {
      const lo = Math.max(f.min ?? -2, -2);
      const hi = Math.min(f.max ?? 6, 6);
      return r.int(Math.min(lo, hi), Math.max(lo, hi));
    }
    case "bool":
      return r.coin();
    case "choice":
      return r.pick(f.options);
    case "const":
      return f.value;
    case "localized":
      return {
        ja: r.pick(["霜", "雪の子"]),
        zh: r.pick(["霜", "雪之子"]),
        en: r.pick(["Frost", "Snow child"]),
      };
    case "object": {
      let v: Record<string, unknown> = {};
      for (const s of f.slots) {
        if (h.skipKeys?.includes(s.key)) continue;
        if (!s.required && r.coin()) continue;
        v = setAt(v, [s.key], randomOf(s.field, s.key, r, h));
      }
      return v;
    }
    case "list": {
      const n = r.int(f.min ?? 0, Math.max(f.min ?? 0, 2));
      return Array.from({ length: n }, () => randomOf(f.of, key, r, h));
    }
    case "map":
      return {};
    case "union": {
      const forms = f.forms.filter((fm) => !fm.tags.some((t) => h.skipTags?.includes(t)));
      const form = r.pick(forms);
      return { ...(randomOf(form.field, key, r, h) as object), [f.key]: r.pick(form.tags) };
    }
    case "either":
      return randomOf(r.pick(f.forms), key, r, h);
  }
}

/** An entry of `kind` made as the editor makes it: blank, then each field written at its path. */
function randomItem(kind: ContentKind, id: string, r: Rng, h: Hints): Item {
  const item = blankItem(kind);
  let value = item.value;
  for (const s of kind.field.slots) {
    if (s.key === kind.tagKey) {
      value = setAt(value, [s.key], r.pick(kind.tags ?? []));
      continue;
    }
    if (h.skipKeys?.includes(s.key) || (!s.required && r.coin())) continue;
    value = setAt(value, [s.key], randomOf(s.field, s.key, r, h));
  }
  return { ...item, value: setAt(value, ["id"], id) };
}

/** One system's generation: hints, the entries' ids, decks and the battle's setup. */
interface SystemCase {
  system: RuleSystem;
  hints: Hints;
  /** Fixes a generated entry so it can be used in a battle (references, a usable map). */
  fix?: (
    kind: ContentKind,
    value: Record<string, unknown>,
    ids: Record<string, string>,
  ) => Record<string, unknown>;
  /** What the pack keeps besides the edited entries (decks), by the entries' ids. */
  other: (ids: Record<string, string>) => Record<string, unknown>;
  setup: (ids: Record<string, string>) => Json;
  options?: Record<string, Json>;
}

const NAME = { ja: "試", zh: "试", en: "Test" };

/** Shipped ids of a content list, for filling decks. */
const shippedIds = (content: { cards: Record<string, { type: string }> }, type: string) =>
  Object.values(content.cards)
    .filter((c) => c.type === type)
    .map((c) => (c as unknown as { id: string }).id);

const CASES: Record<string, SystemCase> = {
  vision: {
    system: vision,
    hints: {
      skipTags: ["cancel-doom"],
      value: (k, r) => (k === "toughness" ? r.int(1, 5) : undefined),
    },
    other: (ids) => {
      const mine = [ids["cards.character"], ids["cards.command"], ids["cards.equipment"]];
      const cards: Record<string, number> = Object.fromEntries(mine.map((id) => [id, 4]));
      let total = 12;
      for (const id of shippedIds(VISION_CONTENT as never, "character"))
        if (total < 40) {
          const n = Math.min(4, 40 - total);
          cards[id] = n;
          total += n;
        }
      return { decks: [{ id: "rt-deck", name: NAME, cards }] };
    },
    setup: () => ({ p1: { deck: "rt-deck" }, p2: { deck: "starter-moon" } }),
  },
  "geo-march": {
    system: geoMarch,
    hints: {
      value: (k, r) => (k === "perBattle" ? 1 : k === "roll" ? r.int(2, 6) : undefined),
    },
    fix: (kind, v, ids) => {
      if (kind.id === "parties")
        return { ...v, units: [ids["cards.unit"]], hand: [ids["cards.equip"], ids["cards.skill"]] };
      if (kind.id === "maps")
        return {
          ...v,
          geos: [
            { id: `${v.id}-a`, name: NAME, limit: 3, adjacent: [`${v.id}-b`], home: "p1" },
            { id: `${v.id}-b`, name: NAME, limit: 3, adjacent: [`${v.id}-a`], home: "p2" },
          ],
        };
      // Every ability rolls a die and is limited, so `roll` amounts and repeats are sound.
      const fixAb = (ab: Record<string, unknown>) => ({
        ...ab,
        roll: ab.roll ?? 6,
        perBattle: ab.perBattle ?? 1,
      });
      if (kind.id === "cards.unit" && Array.isArray(v.abilities))
        return { ...v, abilities: (v.abilities as Record<string, unknown>[]).map(fixAb) };
      if (kind.id === "cards.skill")
        return { ...v, ability: fixAb(v.ability as Record<string, unknown>) };
      return v;
    },
    other: (ids) => {
      const cards: Record<string, number> = { [ids["cards.unit"]]: 3 };
      for (const id of shippedIds(GEO_MARCH_CONTENT as never, "unit").slice(0, 5)) cards[id] = 3;
      return { decks: [{ id: "rt-deck", name: NAME, cards }] };
    },
    setup: () => ({
      start: "game",
      map: "twin-valleys",
      p1: { deck: "rt-deck" },
      p2: { deck: "bulwark-deck" },
    }),
  },
  "ygo-trpg": {
    system: ygoTrpg,
    hints: {
      skipTags: ["negate"],
      value: (k, r) =>
        k === "atk" || k === "def" ? r.int(0, 30) * 100 : k === "race" ? "dragon" : undefined,
    },
    fix: (kind, v, ids) => {
      if (kind.id === "characters")
        return { ...v, monsterDeck: "rt-monsters", itemDeck: "rt-items" };
      if (kind.id === "encounters")
        return {
          ...v,
          monsters: [ids["cards.monster"]],
          traps: [ids["cards.trap"]],
          hand: [ids["cards.spell"]],
        };
      if (kind.id === "cards.monster") return { ...v, summon: "normal", life: undefined };
      return v;
    },
    other: (ids) => ({
      decks: [
        {
          id: "rt-monsters",
          name: NAME,
          kind: "monster",
          cards: { [ids["cards.monster"]]: 3, "ember-squire": 3 },
        },
        {
          id: "rt-items",
          name: NAME,
          kind: "item",
          cards: { [ids["cards.spell"]]: 3, [ids["cards.trap"]]: 3 },
        },
      ],
    }),
    setup: (ids) => ({
      start: "encounter",
      players: { p1: { character: ids.characters }, p2: { character: "shiro" } },
      gm: { encounter: ids.encounters },
    }),
    options: { gmTools: false },
  },
  "magical-girl": {
    system: magicalGirl,
    hints: {
      value: (k, r) =>
        k === "skill"
          ? r.pick(["melee", "shooting", "magic"])
          : k === "damage" || k === "amount" || k === "extra"
            ? r.pick(["1d4", "1d6+1", "2"])
            : k === "holds"
              ? []
              : undefined,
    },
    fix: (kind, v, ids) => {
      if (kind.id === "girls" || kind.id === "enemies")
        return {
          ...v,
          str: 50,
          agi: 50,
          hp: 12,
          skills: { melee: 50, dodge: 40, magic: 50 },
          weapons: [ids.weapons],
          abilities: kind.id === "girls" ? [ids.abilities] : [],
        };
      if (kind.id === "maps")
        return {
          ...v,
          positions: [
            { id: `${v.id}-a`, name: NAME },
            { id: `${v.id}-b`, name: NAME },
          ],
          distances: [{ from: `${v.id}-a`, to: `${v.id}-b`, m: 5 }],
        };
      if (kind.id === "weapons") return { ...v, weightMul: 1, attrMul: 1 };
      return v;
    },
    other: () => ({}),
    setup: (ids) => ({
      mode: "battle",
      girls: [
        { seat: "p1", girl: ids.girls },
        { seat: "p2", girl: "tsukiko" },
      ],
      enemies: [{ enemy: ids.enemies }, { enemy: "gloom-wolf" }],
    }),
    options: { reactionApproval: "auto" },
  },
};

/** A random pack of `system`: one entry of every kind, made through the model. */
function randomDoc(system: string, seed: number): { doc: PackDoc; ids: Record<string, string> } {
  const c = CASES[system];
  const r = rng(seed);
  const ids: Record<string, string> = {};
  for (const k of kindsOf(system)) ids[k.id] = `rt-${k.id.replace(/\W+/g, "-")}-${seed % 1000}`;
  const items = kindsOf(system).map((k) => {
    const it = randomItem(k, ids[k.id], r, c.hints);
    const fixed = c.fix?.(k, it.value, ids) ?? it.value;
    return { ...it, value: JSON.parse(JSON.stringify(fixed)) as Record<string, unknown> };
  });
  return { doc: { system, name: `random ${seed}`, items, other: c.other(ids) }, ids };
}

const tmp = mkdtempSync(join(tmpdir(), "kassen-editor-rt-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

const counts = { packs: 0, entries: 0, validated: 0, battles: 0, steps: 0 };

describe("editor model round trip: every kind of every system", () => {
  for (const system of Object.keys(CASES)) {
    test(`${system}: random entries → YAML → kassen validate → a battle`, () => {
      const files: string[] = [];
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const { doc, ids } = randomDoc(system, seed);
          for (const it of doc.items)
            assert.deepEqual(
              problemsOf(system, it),
              [],
              `${system} ${it.list} ${JSON.stringify(it.value)}`,
            );
          // Out as YAML and back, unchanged.
          const yaml = packYaml(doc);
          assert.deepEqual(packOf(docOfYaml(yaml, system)), packOf(doc));
          const file = join(tmp, `${system}-${seed}.yaml`);
          writeFileSync(file, yaml);
          files.push(file);
          // A short battle with the pack's entries in it.
          const c = CASES[system];
          const b = startBattle(c.system, {
            seed,
            setup: c.setup(ids),
            options: { content: [packOf(doc) as Json], ...(c.options ?? {}) },
          });
          let steps = 0;
          for (; b.pending !== null && steps < 150; steps++) {
            const p = b.pending;
            b.choose(p.seat, p.options[(seed + steps * 7) % p.options.length].id);
          }
          counts.packs++;
          counts.entries += doc.items.length;
          counts.battles++;
          counts.steps += steps;
        }),
        { numRuns: 8 },
      );
      // The real validator, on the files as a person would download them.
      const run = spawnSync(
        process.execPath,
        [join(ROOT, "bin/kassen.mjs"), "validate", ...files],
        {
          encoding: "utf8",
        },
      );
      assert.equal(run.status, 0, `kassen validate: ${run.stdout}${run.stderr}`);
      counts.validated += files.length;
    });
  }
  after(() => console.log(`editor round trip: ${JSON.stringify(counts)}`));
});
