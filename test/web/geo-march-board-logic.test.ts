/**
 * The geo-march board's reasoning apart from the browser: where the map's geos sit (rows by
 * the distance to the home bases, the viewer's own at the bottom, roads joining neighbouring
 * rows only on Twin Valleys), the formation damage flow against the seed's example (GEO-43),
 * the steps of a battle, the march path read from the log, and the option groups.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { GEO_MARCH_CONTENT } from "../../src/systems/geo-march/content/index.ts";
import { battleSteps } from "../../web/src/boards/geo-march/battle-steps-model.ts";
import { damageFlow } from "../../web/src/boards/geo-march/damage-flow.ts";
import type { BattleX } from "../../web/src/boards/geo-march/geo-view.ts";
import { geoMarchGroup } from "../../web/src/boards/geo-march/groups.ts";
import { mapFromView } from "../../web/src/boards/geo-march/map-data.ts";
import { layoutMap } from "../../web/src/boards/geo-march/map-layout.ts";
import { latestMarches, marchTarget } from "../../web/src/boards/geo-march/march-path.ts";
import type { CardState } from "../../web/src/net/view.ts";

const TWIN = GEO_MARCH_CONTENT.maps["twin-valleys"].geos;

const unit = (id: string, defence: number): CardState => ({
  id,
  def: "x",
  owner: "p2",
  zone: "geo:g:p2",
  attached: [],
  base: { defence },
  stats: { defence },
  f: {},
});

const line = (event: Record<string, unknown>) => ({ text: "", event });

describe("geo-march board logic", () => {
  it("lays out Twin Valleys with the viewer's home at the bottom and roads between rows", () => {
    for (const me of ["p1", "p2"] as const) {
      const { places, rows } = layoutMap(TWIN, me);
      const home = TWIN.find((g) => g.home === me)?.id ?? "";
      const foe = TWIN.find((g) => g.home !== undefined && g.home !== me)?.id ?? "";
      assert.equal(places.get(home)?.row, rows - 1, `${me}'s home at the bottom`);
      assert.equal(places.get(foe)?.row, 0, "the opponent's home at the top");
      const cells = new Set([...places.values()].map((p) => `${p.row}/${p.col}`));
      assert.equal(cells.size, TWIN.length, "no two geos share a place");
      for (const g of TWIN)
        for (const n of g.adjacent) {
          const gap = Math.abs((places.get(g.id)?.row ?? 0) - (places.get(n)?.row ?? 9));
          assert.ok(gap <= 1, `${g.id}–${n} joins the same or the next row`);
        }
    }
  });

  it("draws a lone battle from the view alone: the battle geo and its origins, joined", () => {
    const map = mapFromView({
      mode: "battle",
      geos: { ridge: 9, camp: 7 },
      battle: { geo: "ridge", origins: ["camp"] } as BattleX,
    });
    assert.deepEqual(
      map.geos.map((g) => [g.id, g.limit, g.adjacent]),
      [
        ["ridge", 9, ["camp"]],
        ["camp", 7, ["ridge"]],
      ],
    );
    const { places } = layoutMap(map.geos, "p1");
    assert.notEqual(places.get("ridge")?.row, places.get("camp")?.row, "one above the other");
  });

  it("flows damage from the front as the seed's example says (GEO-43)", () => {
    const fates = (total: number, defences: number[]) =>
      damageFlow(
        total,
        defences.map((d, i) => unit(`u${i}`, d)),
      ).map((s) => `${s.incoming}:${s.fate}`);
    assert.deepEqual(fates(8, [5, 7]), ["8:defeated", "3:stops"]);
    assert.deepEqual(fates(8, [3, 4, 5]), ["8:defeated", "5:defeated", "1:stops"]);
    assert.deepEqual(fates(9, [4, 5, 2]), ["9:defeated", "5:defeated", "0:untouched"]);
  });

  it("marks the step of the battle: whose normal timing or attack, from the log", () => {
    const bt: BattleX = {
      geo: "midfield",
      limit: 6,
      origins: ["north-ford"],
      marcher: "p1",
      defender: "p2",
      phase: "normal",
      first: "p2",
      roll: { p1: 2, p2: 5 },
      bonus: { p1: 0, p2: 0 },
      attacking: null,
      participants: [],
      cause: "p1",
      resolved: false,
      summoned: [],
      melee: false,
    };
    const log = [
      line({ t: "battle-start" }),
      line({ t: "normal-timing", seat: "p2" }),
      line({ t: "attack", seat: "p2" }),
      line({ t: "normal-timing", seat: "p1" }),
    ];
    const { steps, current } = battleSteps(bt, log);
    assert.deepEqual(steps[current], { phase: "normal", seat: "p1" }, "the second player's");
    assert.equal(current, 5);
    const melee = battleSteps({ ...bt, phase: "melee", first: null, melee: true }, log);
    assert.deepEqual(
      melee.steps.map((s) => s.phase),
      ["fast-summon", "formation", "speed", "melee", "end"],
    );
  });

  it("reads this turn's marches and the geo a march option goes to", () => {
    const log = [
      line({ t: "march", from: "a", to: "b" }),
      line({ t: "turn" }),
      line({ t: "march", from: "c", to: "d" }),
    ];
    assert.deepEqual(latestMarches(log), [{ from: "c", to: "d" }]);
    assert.equal(marchTarget("march:north-keep@west-wood"), "west-wood");
    assert.equal(marchTarget("join:north-ford"), "north-ford");
    assert.equal(marchTarget("summon:x@north-keep"), null);
  });

  it("groups geo-march's options", () => {
    assert.equal(geoMarchGroup("march:a@b"), "play");
    assert.equal(geoMarchGroup("use:u1.0@u2"), "play");
    assert.equal(geoMarchGroup("attack"), "attack");
    assert.equal(geoMarchGroup("end"), "pass");
    assert.equal(geoMarchGroup("pass"), "pass");
    assert.equal(geoMarchGroup("discard:u1"), "other");
  });
});
