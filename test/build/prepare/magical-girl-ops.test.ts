/**
 * The magical-girl builders' edit operations one by one (src/build/prepare/magical-girl-ops.ts):
 * the edits that must carry others with them — a renamed own girl's seat follows her, a copied
 * shipped map gets object ids of its own with its ways and levers following them, a removed
 * object leaves no lever or way naming it, the surprise follows the mode, and a map change
 * drops places that are not on the new map. Each result is checked by the server's check.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as ops from "../../../src/build/prepare/magical-girl-ops.ts";
import { checkPrep } from "../../../src/build/prepare/prep-check.ts";
import { newPrep } from "../../../src/build/prepare/prep-new.ts";
import { shippedContent } from "../../../src/server/build/shipped-content.ts";

const SHIPPED = shippedContent("magical-girl");
const start = () => newPrep("magical-girl", "zh");
const tower = () =>
  (SHIPPED.content.maps as unknown as ops.MgMap[]).find((m) => m.id === "clock-tower") as ops.MgMap;
const objects = (m: ops.MgMap) => m.positions.flatMap((p) => p.objects ?? []);

describe("magical-girl builder operations", () => {
  test("an own girl renamed: the seat playing her follows the new id", () => {
    let doc = ops.addOwnGirl(start());
    const seat = ops.setupOf(doc).girls.find((g) => g.girl === "my-girl-1")?.seat;
    assert.equal(seat, "p3");
    const own = ops.ownOf(doc, "girls")[0];
    doc = ops.setOwn(doc, "girls", "my-girl-1", { ...own, id: "sakura" });
    assert.equal(ops.setupOf(doc).girls[2].girl, "sakura");
    // A girl a seat plays is not removed from the content.
    assert.equal(ops.setOwn(doc, "girls", "sakura", undefined), doc);
    assert.deepEqual(checkPrep(doc), []);
  });

  test("a copied shipped map: new object ids, its ways and levers naming them, places kept", () => {
    let doc = ops.useMap(start(), "clock-tower", SHIPPED);
    doc = ops.setPos(doc, { seat: "p2" }, "belfry");
    doc = ops.copyMap(doc, tower());
    const m = ops.mapOf(doc, SHIPPED) as ops.MgMap;
    assert.equal(m.id, "my-clock-tower");
    const ids = objects(m).map((o) => o.id);
    assert.deepEqual(ids, ["hall-door-1", "gear-lever-1", "bell-gate-1"]);
    assert.deepEqual(objects(m)[1].controls, ["bell-gate-1"]);
    assert.deepEqual(
      m.distances.map((d) => d.door),
      ["hall-door-1", "bell-gate-1"],
    );
    assert.equal(ops.setupOf(doc).girls[1].pos, "belfry");
    // A second copy again has ids of its own.
    const twice = ops.copyMap(doc, tower());
    assert.equal(ops.mapOf(twice, SHIPPED)?.id, "my-clock-tower-1");
    assert.deepEqual(checkPrep(twice), []);
  });

  test("a removed door: no lever works it, no way goes through it", () => {
    let doc = ops.copyMap(start(), tower());
    doc = ops.removeObject(doc, "my-clock-tower", "bell-gate-1");
    const m = ops.mapOf(doc, SHIPPED) as ops.MgMap;
    assert.equal(objects(m).find((o) => o.id === "gear-lever-1")?.controls, undefined);
    assert.equal(m.distances[1].door, undefined);
    assert.deepEqual(checkPrep(doc), []);
  });

  test("a lever works doors only; a crate holds items; a door may start open", () => {
    let doc = ops.newMap(start(), "zh");
    doc = ops.addObject(doc, "my-map-1", "pos-1", "lever");
    doc = ops.addObject(doc, "my-map-1", "pos-1", "crate");
    doc = ops.addObject(doc, "my-map-1", "pos-1", "door");
    doc = ops.setLeverControls(doc, "my-map-1", "lever-1", ["crate-1", "door-1"]);
    doc = ops.setObject(doc, "my-map-1", "crate-1", { holds: ["moon-tear"], open: true });
    doc = ops.setObject(doc, "my-map-1", "door-1", { open: true, heavy: true });
    const os = objects(ops.mapOf(doc, SHIPPED) as ops.MgMap);
    assert.deepEqual(os[0].controls, ["door-1"]);
    assert.deepEqual([os[1].holds, os[1].open], [["moon-tear"], undefined]);
    assert.deepEqual([os[2].open, os[2].heavy], [true, true]);
    assert.deepEqual(checkPrep(doc), []);
  });

  test("the surprise follows the mode; a map change drops places not on it", () => {
    let doc = ops.setSurprise(start(), "enemy");
    doc = ops.setMode(doc, "duel", SHIPPED);
    assert.equal(ops.setupOf(doc).surprise, "b");
    doc = ops.setMode(doc, "battle", SHIPPED);
    assert.equal(ops.setupOf(doc).surprise, "enemy");
    doc = ops.useMap(doc, "night-park", SHIPPED);
    doc = ops.setPos(doc, { enemy: 0 }, "pond");
    doc = ops.useMap(doc, "old-warehouse", SHIPPED);
    assert.equal(ops.setupOf(doc).enemies[0].pos, undefined);
    assert.deepEqual(checkPrep(doc), []);
  });

  test("a name typed in one language fills the languages that had none", () => {
    assert.deepEqual(ops.renamed(undefined, "zh", "钟楼"), { ja: "钟楼", zh: "钟楼", en: "钟楼" });
    assert.deepEqual(ops.renamed({ ja: "時計塔", zh: "钟楼", en: "Tower" }, "zh", "旧钟楼"), {
      ja: "時計塔",
      zh: "旧钟楼",
      en: "Tower",
    });
  });

  test("an own map deleted: the setup leaves it, fighters stand at the first position", () => {
    let doc = ops.copyMap(ops.useMap(start(), "clock-tower", SHIPPED), tower());
    doc = ops.setPos(doc, { seat: "p2" }, "belfry");
    doc = ops.setPos(doc, { enemy: 0 }, "belfry");
    doc = ops.removeOwn(doc, SHIPPED, "maps", "my-clock-tower");
    assert.equal(ops.ownOf(doc, "maps").length, 0);
    assert.equal(ops.setupOf(doc).map, undefined);
    assert.equal(ops.setupOf(doc).girls[1].pos, undefined);
    assert.equal(ops.setupOf(doc).enemies[0].pos, undefined);
    assert.deepEqual(checkPrep(doc), []);
    // An own map standing in for a shipped one of its id: the setup plays on the shipped one.
    const stand = { ...structuredClone(tower()), positions: tower().positions.slice(0, 1) };
    doc = ops.useMap(ops.addOwn(start(), "maps", stand as never), "clock-tower", SHIPPED);
    doc = ops.removeOwn(doc, SHIPPED, "maps", "clock-tower");
    assert.equal(ops.setupOf(doc).map, "clock-tower");
    assert.deepEqual(checkPrep(doc), []);
  });

  test("own entries in use are kept and named; an item goes from pockets and crates", () => {
    let doc = ops.addOwnGirl(start());
    doc = ops.addOwn(doc, "weapons", {
      id: "my-bow",
      name: { zh: "弓", ja: "弓", en: "Bow" },
      skill: "shoot",
      ranged: true,
      dp: 4,
      damage: "1d6",
      type: "physical",
      weight: 1,
    });
    const girl = ops.ownOf(doc, "girls")[0];
    doc = ops.setOwn(doc, "girls", "my-girl-1", { ...girl, weapons: ["my-bow"] });
    assert.deepEqual(ops.usesOf(doc, SHIPPED, "weapons", "my-bow", "en"), ["Magical Girl 1"]);
    assert.deepEqual(ops.usesOf(doc, SHIPPED, "girls", "my-girl-1", "en"), ["p3"]);
    assert.equal(ops.removeOwn(doc, SHIPPED, "weapons", "my-bow"), doc);
    assert.equal(ops.removeOwn(doc, SHIPPED, "girls", "my-girl-1"), doc);
    // Seated elsewhere, her sheet goes; then the bow is free too.
    doc = ops.removeGirl(doc, "p3");
    doc = ops.removeOwn(doc, SHIPPED, "girls", "my-girl-1");
    assert.deepEqual(ops.usesOf(doc, SHIPPED, "weapons", "my-bow", "en"), []);
    doc = ops.removeOwn(doc, SHIPPED, "weapons", "my-bow");
    assert.equal(doc.content.weapons, undefined);
    assert.equal(doc.content.girls, undefined);
    // An own item carried and held by a crate: deleting it empties both.
    doc = ops.addOwn(doc, "items", { ...(SHIPPED.content.items?.[0] ?? {}), id: "my-charm" });
    doc = ops.setGirl(doc, "p1", { items: ["my-charm"] });
    doc = ops.newMap(doc, "zh");
    const map = String(ops.setupOf(doc).map);
    doc = ops.addObject(doc, map, "pos-1", "crate");
    doc = ops.setObject(doc, map, "crate-1", { holds: ["my-charm"] });
    assert.deepEqual(checkPrep(doc), []);
    doc = ops.removeOwn(doc, SHIPPED, "items", "my-charm");
    assert.equal(ops.setupOf(doc).girls[0].items, undefined);
    assert.equal(objects(ops.mapOf(doc, SHIPPED) as ops.MgMap)[0].holds, undefined);
    assert.deepEqual(checkPrep(doc), []);
  });

  test("the aftermath: girls only, no sides, no surprise; enemies cannot be added", () => {
    let doc = ops.setSurprise(start(), "party");
    doc = ops.setMode(doc, "aftermath", SHIPPED);
    const setup = ops.setupOf(doc);
    assert.equal(setup.mode, "aftermath");
    assert.deepEqual(setup.enemies, []);
    assert.equal(setup.surprise, undefined);
    assert.equal(ops.addEnemy(doc, "shade-hound"), doc);
    assert.equal(ops.addOwnEnemy(doc), doc);
    doc = ops.setGirl(doc, "p1", { wound: "heavy", hp: 3 });
    assert.deepEqual(checkPrep(doc), []);
    // Back to a battle: an enemy again.
    assert.equal(ops.setupOf(ops.setMode(doc, "battle", SHIPPED)).enemies.length, 1);
  });
});
