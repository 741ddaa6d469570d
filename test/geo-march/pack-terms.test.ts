/**
 * A pack's own terms belong to its battles: a pack map's geo names (geo-march `{%geo}`) and a
 * pack's skills (magical-girl) are rendered in the battles that carry that pack and in no other —
 * not through a message table shared by every battle of the process, where the first pack to
 * name an id named it for everyone.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Json, renderEvent, startBattle } from "../../src/engine/index.ts";
import { geoMarch } from "../../src/systems/geo-march/index.ts";

/** A pack whose map names geo `zq-pass` as `name`. */
function mapPack(name: string): Json {
  return {
    system: "geo-march",
    maps: [
      {
        id: `zq-map-${name.toLowerCase().replace(/\W/g, "")}`,
        name: { ja: name, zh: name, en: name },
        geos: [
          {
            id: "zq-pass",
            name: { ja: name, zh: name, en: name },
            limit: 9,
            adjacent: ["zq-camp"],
            home: "p2",
          },
          {
            id: "zq-camp",
            name: { ja: "野営", zh: "营地", en: "Camp" },
            limit: 9,
            adjacent: ["zq-pass"],
            home: "p1",
          },
        ],
      },
    ],
  };
}

/** The battle-start line of a battle at geo `zq-pass`, in English, with these packs. */
function startLine(packs: Json[] | undefined): string {
  const b = startBattle(geoMarch, {
    seed: 1,
    setup: {
      geo: { id: "zq-pass", limit: 9 },
      from: { id: "zq-camp", limit: 9 },
      marcher: "p1",
      p1: { party: "vanguard" },
      p2: { party: "bulwark" },
    },
    options: packs === undefined ? {} : { content: packs },
  });
  const e = b.state.log.find((x) => x.t === "battle-start");
  assert.ok(e !== undefined);
  return renderEvent(geoMarch, e, "en", b.state);
}

test("geo-march: each battle names a pack map's geo by its own pack, or by its id without one", () => {
  assert.match(startLine([mapPack("Alpha Pass")]), /Alpha Pass/);
  assert.match(startLine([mapPack("Bravo Pass")]), /Bravo Pass/);
  const plain = startLine(undefined);
  assert.doesNotMatch(plain, /Alpha|Bravo/);
  assert.match(plain, /zq-pass/);
  assert.match(startLine([mapPack("Alpha Pass")]), /Alpha Pass/);
});
