/**
 * Content and setup validation: the built-in YAML loads and cross-checks; broken files name the
 * file and the place; bad setups are refused with a path.
 */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { type Json, SetupError, startBattle } from "../../src/engine/index.ts";
import {
  loadMagicalGirlContent,
  MG_CONTENT,
} from "../../src/systems/magical-girl/content/index.ts";
import { magicalGirl } from "../../src/systems/magical-girl/index.ts";

test("the built-in content: four girls, six enemies, ten weapons, six abilities", () => {
  assert.ok(Object.keys(MG_CONTENT.girls).length >= 4);
  assert.ok(Object.keys(MG_CONTENT.enemies).length >= 6);
  assert.ok(Object.keys(MG_CONTENT.weapons).length >= 10);
  assert.ok(Object.keys(MG_CONTENT.abilities).length >= 6);
  assert.match(MG_CONTENT.hash, /^[0-9a-f]{16}$/);
});

function dirWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "mg-content-"));
  for (const [n, t] of Object.entries(files)) writeFileSync(join(dir, n), t);
  return dir;
}

test("an unknown weapon reference names the file and the place", () => {
  const dir = dirWith({
    "a.yaml": `girls:\n  - { id: x, name: { ja: x, zh: x, en: x }, str: 1, agi: 1, def: 1, size: 1, hp: 1, skills: {}, weapons: [nope] }\n`,
  });
  assert.throws(
    () => loadMagicalGirlContent(dir),
    /a\.yaml: at girls\[0\]\.weapons\[0\]: unknown weapon id "nope"/,
  );
});

test("a bad dice expression is refused at its place", () => {
  const dir = dirWith({
    "s.yaml": "skills:\n  - { id: melee, category: combat, name: { ja: a, zh: a, en: a } }\n",
    "w.yaml":
      "weapons:\n  - { id: w, name: { ja: a, zh: a, en: a }, skill: melee, dp: 2, weight: 1, damage: 'd8+', type: blunt }\n",
  });
  assert.throws(() => loadMagicalGirlContent(dir), /w\.yaml: at weapons\[0\]\.damage/);
});

test("setups: two girls on one seat, enemies in a duel, a PvP girl without a side are refused", () => {
  const bad: Json[] = [
    {
      girls: [
        { seat: "p1", girl: "aino" },
        { seat: "p1", girl: "raimu" },
      ],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    {
      mode: "duel",
      girls: [{ seat: "p1", girl: "aino", side: "a" }],
      enemies: [{ enemy: "gloom-wolf" }],
    },
    {
      mode: "duel",
      girls: [
        { seat: "p1", girl: "aino" },
        { seat: "p2", girl: "raimu", side: "b" },
      ],
    },
    { girls: [{ seat: "p1", girl: "nobody" }], enemies: [{ enemy: "gloom-wolf" }] },
    { girls: [{ seat: "p6", girl: "aino" }], enemies: [{ enemy: "gloom-wolf" }] },
  ];
  for (const setup of bad)
    assert.throws(() => startBattle(magicalGirl, { seed: 1, setup }), SetupError);
});

test("seats come from the setup: the KP plus one seat per magical girl", () => {
  const b = startBattle(magicalGirl, {
    seed: 1,
    setup: {
      girls: [
        { seat: "p3", girl: "aino" },
        { seat: "p1", girl: "raimu" },
      ],
      enemies: [{ enemy: "shade-hound" }],
    },
  });
  assert.deepEqual(b.state.seats, ["kp", "p1", "p3"]);
});
