/**
 * The magical-girl builders' model (src/build/prepare/magical-girl-ops.ts), driven as a KP drives
 * the party, encounter and map tabs: random sequences of its operations — girls shipped and own,
 * modes, enemies in groups, new and copied maps with positions, ways, doors on ways, levers
 * working doors, crates holding items, fighters placed, attributes set by hand, own entries
 * made and deleted, the aftermath — give a prepared battle that survives
 * its YAML round trip unchanged, that the server's check finds nothing wrong with, and that plays
 * to its end with random bots through the engine's public API.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { botSeed } from "../../../src/bots/registry.ts";
import * as ops from "../../../src/build/prepare/magical-girl-ops.ts";
import { checkPrep } from "../../../src/build/prepare/prep-check.ts";
import { newPrep } from "../../../src/build/prepare/prep-new.ts";
import type { PrepDoc } from "../../../src/build/prepare/prep-types.ts";
import { prepOfText, scenarioOfPrep, yamlOfPrep } from "../../../src/build/prepare/prep-yaml.ts";
import { shippedContent } from "../../../src/server/build/shipped-content.ts";
import { playPrepared } from "./play-prepared.ts";

const SHIPPED = shippedContent("magical-girl");
const ids = (list: string) => (SHIPPED.content[list] ?? []).map((e) => String(e.id));
const GIRLS = ids("girls");
const ENEMIES = ids("enemies");
/** Items a setup may name: the doc's own, then the shipped ones. */
const itemsOf = (doc: PrepDoc) => ops.entriesOf(doc, SHIPPED, "items").map((e) => String(e.id));
const MAPS = SHIPPED.content.maps as unknown as ops.MgMap[];
const at = <T>(xs: readonly T[], n: number): T | undefined =>
  xs.length === 0 ? undefined : xs[n % xs.length];

/** One step a KP takes in the tabs, its numbers picking among what is there. */
type Step = { op: string; a: number; b: number; c: number };

const STEP_OPS = [
  "addGirl",
  "addOwnGirl",
  "removeGirl",
  "girlNow",
  "mode",
  "addEnemy",
  "addOwnEnemy",
  "removeEnemy",
  "group",
  "newMap",
  "useMap",
  "copyMap",
  "addPosition",
  "removePosition",
  "distance",
  "addObject",
  "removeObject",
  "doorOfWay",
  "lever",
  "crate",
  "pos",
  "surprise",
  "option",
  "ownItem",
  "removeOwn",
  "attribute",
] as const;

const step = fc.record({
  op: fc.constantFrom(...STEP_OPS),
  a: fc.nat(50),
  b: fc.nat(50),
  c: fc.nat(50),
});

/** The own map the setup plays on, if it is own. */
function ownMap(doc: PrepDoc): ops.MgMap | undefined {
  const m = ops.mapOf(doc, SHIPPED);
  return m !== undefined && ops.isOwn(doc, "maps", m.id) ? m : undefined;
}

const objectsOf = (m: ops.MgMap) => m.positions.flatMap((p) => p.objects ?? []);

/** Applies one step through the operations (a step that does not fit leaves the doc as is). */
function apply(doc: PrepDoc, s: Step): PrepDoc {
  const setup = ops.setupOf(doc);
  const map = ownMap(doc);
  switch (s.op) {
    case "addGirl":
      return ops.addGirl(doc, at(GIRLS, s.a) as string);
    case "addOwnGirl":
      return s.b % 2 === 0
        ? ops.addOwnGirl(doc)
        : ops.addOwnGirl(doc, ops.entryOf(doc, SHIPPED, "girls", at(GIRLS, s.a) as string));
    case "removeGirl":
      return ops.removeGirl(doc, (at(setup.girls, s.a) as ops.GirlEntry).seat);
    case "girlNow": {
      const g = at(setup.girls, s.a) as ops.GirlEntry;
      const max = Number(ops.entryOf(doc, SHIPPED, "girls", g.girl)?.hp);
      // Above a third of her HP: a spar refuses a girl who would start beaten (MGR-05).
      const hp = s.b % 3 === 0 ? undefined : Math.max(Math.floor(max / 3) + 1, max - (s.b % 4));
      const wound = (["none", "light", undefined] as const)[s.c % 3];
      const items = s.c % 2 === 0 ? undefined : [at(itemsOf(doc), s.b) as string];
      const dp = s.a % 3 === 0 ? s.c % 16 : undefined;
      return ops.setGirl(doc, g.seat, {
        hp,
        dp,
        wound: wound === "none" ? undefined : wound,
        items,
      });
    }
    case "mode":
      return ops.setMode(doc, at(ops.MG_MODES, s.a) as ops.MgMode, SHIPPED);
    case "addEnemy":
      return ops.addEnemy(doc, at(ENEMIES, s.a) as string, at(["", "pack", "wolves"], s.b));
    case "addOwnEnemy":
      return ops.addOwnEnemy(doc);
    case "removeEnemy":
      return setup.enemies.length === 0 ? doc : ops.removeEnemy(doc, s.a % setup.enemies.length);
    case "group":
      return setup.enemies.length === 0
        ? doc
        : ops.setGroup(doc, s.a % setup.enemies.length, at(["", "pack", " 狼群 2 "], s.b));
    case "newMap":
      return ops.newMap(doc, at(["zh", "ja", "en"] as const, s.a) ?? "zh");
    case "useMap":
      return ops.useMap(doc, s.a % 4 === 0 ? undefined : at(MAPS, s.b)?.id, SHIPPED);
    case "copyMap":
      return ops.copyMap(doc, at(MAPS, s.a) as ops.MgMap);
    case "addPosition":
      return map === undefined
        ? doc
        : ops.addPosition(doc, map.id, "zh", at(["仓库", "", "屋顶"], s.a) ?? "");
    case "removePosition":
      return map === undefined
        ? doc
        : ops.removePosition(doc, map.id, (at(map.positions, s.a) as ops.MgPosition).id);
    case "distance": {
      if (map === undefined) return doc;
      const a = (at(map.positions, s.a) as ops.MgPosition).id;
      const b = (at(map.positions, s.b) as ops.MgPosition).id;
      return ops.setDistance(doc, map.id, a, b, s.c % 7 === 0 ? null : 5 + (s.c % 30));
    }
    case "addObject":
      return map === undefined
        ? doc
        : ops.addObject(
            doc,
            map.id,
            (at(map.positions, s.a) as ops.MgPosition).id,
            at(ops.OBJECT_KINDS, s.b) as ops.ObjectKind,
          );
    case "removeObject": {
      const o = map === undefined ? undefined : at(objectsOf(map), s.a);
      return map === undefined || o === undefined ? doc : ops.removeObject(doc, map.id, o.id);
    }
    case "doorOfWay": {
      if (map === undefined) return doc;
      const way = at(map.distances, s.a);
      const doors = objectsOf(map).filter((o) => o.kind === "door");
      if (way === undefined) return doc;
      return ops.setDoorOfWay(
        doc,
        map.id,
        way.from,
        way.to,
        s.c % 3 === 0 ? undefined : at(doors, s.b)?.id,
      );
    }
    case "lever": {
      if (map === undefined) return doc;
      const lever = at(
        objectsOf(map).filter((o) => o.kind === "lever"),
        s.a,
      );
      const doors = objectsOf(map)
        .filter((o) => o.kind === "door")
        .filter((_, i) => ((s.b >> i) & 1) === 1)
        .map((o) => o.id);
      if (lever === undefined) return doc;
      const next = ops.setLeverControls(doc, map.id, lever.id, doors);
      return ops.setObject(next, map.id, lever.id, { heavy: s.c % 2 === 0, weight: 30 + s.c });
    }
    case "crate": {
      if (map === undefined) return doc;
      const o = at(objectsOf(map), s.a);
      if (o === undefined) return doc;
      return ops.setObject(doc, map.id, o.id, {
        holds: itemsOf(doc).filter((_, i) => ((s.b >> i) & 1) === 1),
        open: s.c % 2 === 0,
        damage: at(["1d6", "", "2d4"], s.c),
        name: { lang: "zh", text: `物件${s.c}` },
      });
    }
    case "pos": {
      const m = ops.mapOf(doc, SHIPPED);
      if (m === undefined) return doc;
      const pos = s.c % 4 === 0 ? undefined : (at(m.positions, s.c) as ops.MgPosition).id;
      const who: ops.Fighter =
        s.a % 2 === 0 || setup.enemies.length === 0
          ? { seat: (at(setup.girls, s.b) as ops.GirlEntry).seat }
          : { enemy: s.b % setup.enemies.length };
      return ops.setPos(doc, who, pos);
    }
    case "surprise": {
      const values = ops.isPvp(setup.mode) ? ["none", "a", "b"] : ["none", "party", "enemy"];
      const next = ops.setSurprise(doc, at(values, s.a) as string);
      return s.b % 2 === 0 ? ops.setCategory(next, s.c % 2 === 0 ? "combat" : "life") : next;
    }
    case "option":
      return ops.setOption(
        doc,
        at(["groupTurns", "reactions", "dpReading"], s.a) as string,
        at(
          [
            ["consecutive", "together"],
            ["on", "off"],
            ["carry", "clear"],
          ][s.a % 3],
          s.b,
        ),
        at(["consecutive", "on", "carry"], s.a),
      );
    case "ownItem": {
      const from = at(SHIPPED.content.items ?? [], s.a) as Record<string, unknown>;
      const id = ops.freshId("my-item", new Set(itemsOf(doc)));
      return ops.addOwn(doc, "items", { ...from, id });
    }
    case "removeOwn": {
      // What the KP made: a girl, an enemy, a map, an item (used ones stay or fall back).
      const list = at(["girls", "enemies", "maps", "items"], s.a) as string;
      const own = at(ops.ownOf(doc, list), s.b);
      return own === undefined ? doc : ops.removeOwn(doc, SHIPPED, list, String(own.id));
    }
    case "attribute": {
      const key = at(ops.ATTRIBUTE_KEYS, s.a) as ops.AttributeKey;
      // In range for every key (def ≤ 100, dpCap ≤ 99); empty now and then: the sheet's again.
      const value = s.c % 5 === 0 ? undefined : key === "def" ? 2 + (s.c % 8) : 10 + s.c;
      const who: ops.Fighter =
        s.b % 2 === 0 || setup.enemies.length === 0
          ? { seat: (at(setup.girls, s.b) as ops.GirlEntry).seat }
          : { enemy: s.b % setup.enemies.length };
      return ops.setAttribute(doc, who, key, value);
    }
  }
  return doc;
}

/** Every position of the own map joined to its first by a door-less way (so the battle can meet). */
function connect(doc: PrepDoc): PrepDoc {
  const map = ownMap(doc);
  if (map === undefined) return doc;
  let next = doc;
  const first = map.positions[0].id;
  for (const p of map.positions.slice(1))
    if (!map.distances.some((d) => (d.from === p.id || d.to === p.id) && d.door === undefined))
      next = ops.setDistance(next, map.id, first, p.id, 12);
  return next;
}

/** Plays the prepared battle with random bots; true when it ended. */
function playsToEnd(doc: PrepDoc, seed: number): boolean {
  const text = JSON.stringify(scenarioOfPrep(doc));
  return playPrepared(text, seed, (i) => botSeed(seed, i)).ended;
}

test("built by the operations, a battle round-trips, checks clean and plays to its end", () => {
  let maps = 0;
  let doors = 0;
  let levers = 0;
  let crates = 0;
  let pvp = 0;
  let aftermath = 0;
  let byHand = 0;
  fc.assert(
    fc.property(fc.array(step, { minLength: 4, maxLength: 40 }), fc.nat(1000), (steps, seed) => {
      let doc = newPrep("magical-girl", "zh");
      for (const s of steps) doc = apply(doc, s);
      doc = connect(doc);
      const back = prepOfText(yamlOfPrep(doc), "magical-girl");
      assert.deepEqual(back, doc);
      assert.deepEqual(checkPrep(doc), [], yamlOfPrep(doc));
      assert.ok(playsToEnd(doc, seed), `did not end:\n${yamlOfPrep(doc)}`);
      const m = ops.mapOf(doc, SHIPPED);
      if (m !== undefined) {
        maps++;
        const os = objectsOf(m);
        if (m.distances.some((d) => d.door !== undefined)) doors++;
        if (os.some((o) => (o.controls ?? []).length > 0)) levers++;
        if (os.some((o) => (o.holds ?? []).length > 0)) crates++;
      }
      const setup = ops.setupOf(doc);
      if (ops.isPvp(setup.mode)) pvp++;
      if (setup.mode === "aftermath") aftermath++;
      if ([...setup.girls, ...setup.enemies].some((e) => e.attributes !== undefined)) byHand++;
    }),
    { numRuns: 50, seed: 30 },
  );
  // The runs did build what the builders are for, not only empty battles.
  assert.ok(
    maps > 10 && doors > 0 && levers > 0 && crates > 0 && pvp > 5 && aftermath > 0 && byHand > 5,
    JSON.stringify({ maps, doors, levers, crates, pvp, aftermath, byHand }),
  );
});

test("the operations keep the setup playable where one edit can", () => {
  let doc = ops.setMode(newPrep("magical-girl", "zh"), "spar", SHIPPED);
  assert.deepEqual(ops.setupOf(doc).enemies, []);
  assert.deepEqual(
    ops.setupOf(doc).girls.map((g) => g.side),
    ["a", "b"],
  );
  // Two girls in a spar: neither can leave.
  assert.equal(ops.removeGirl(doc, "p1"), doc);
  doc = ops.setMode(doc, "battle", SHIPPED);
  assert.ok(
    ops.setupOf(doc).enemies.length === 1 &&
      ops.setupOf(doc).girls.every((g) => g.side === undefined),
  );
  // A door on a way, a lever working it: removing the door's position forgets both.
  doc = ops.newMap(doc, "zh");
  const id = (ownMap(doc) as ops.MgMap).id;
  doc = ops.addPosition(doc, id, "zh", "大厅");
  doc = ops.addObject(doc, id, "pos-2", "door");
  doc = ops.addObject(doc, id, "pos-1", "lever");
  doc = ops.setDistance(doc, id, "pos-1", "pos-2", 10);
  doc = ops.setDoorOfWay(doc, id, "pos-1", "pos-2", "door-1");
  doc = ops.setLeverControls(doc, id, "lever-1", ["door-1", "nothing"]);
  doc = ops.setPos(doc, { seat: "p1" }, "pos-2");
  assert.deepEqual(objectsOf(ownMap(doc) as ops.MgMap).find((o) => o.id === "lever-1")?.controls, [
    "door-1",
  ]);
  assert.deepEqual(checkPrep(doc), []);
  doc = ops.removePosition(doc, id, "pos-2");
  const m = ownMap(doc) as ops.MgMap;
  assert.deepEqual(m.distances, []);
  assert.equal(objectsOf(m).find((o) => o.id === "lever-1")?.controls, undefined);
  assert.equal(ops.setupOf(doc).girls[0].pos, undefined);
  assert.deepEqual(checkPrep(doc), []);
});
