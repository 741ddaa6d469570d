/** Campaign carry-over through the CLI: --save-carry after one encounter, --carry into the next. */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, test } from "node:test";
import { kassen, tempDir } from "./cli-helpers.ts";

const tmp = tempDir("carry");
after(() => tmp.cleanup());

const first = `
name: first encounter, played by bots to its end
system: ygo-trpg
seed: 5
setup:
  start: encounter
  players: { p1: { character: akane }, p2: { character: shiro } }
  gm: { encounter: wyrm-lair }
options: { gmTools: false }
bots: { p1: random, p2: random, gm: random }
`;

const second = `
name: the next encounter
system: ygo-trpg
setup:
  start: encounter
  players: { p1: { character: akane }, p2: { character: shiro } }
  gm: { encounter: wyrm-lair }
`;

test("YGT-02 life carried over from one encounter into the next through --save-carry / --carry", () => {
  const a = tmp.write("first.yaml", first);
  const b = tmp.write("second.yaml", second);
  const carryFile = `${tmp.dir}/carry.json`;
  const r1 = kassen(["run", a, "--json", "--save-carry", carryFile]);
  assert.equal(r1.code, 0, r1.stderr);
  const end = JSON.parse(r1.stdout).summary.players;
  const saved = JSON.parse(readFileSync(carryFile, "utf8"));
  assert.equal(saved.system, "ygo-trpg");
  assert.equal(saved.carry.players.p1.life, end.p1.life);
  assert.ok(end.p1.life < 40 || end.p2.life < 40, "the bots' encounter cost some life");
  const r2 = kassen(["run", b, "--json", "--carry", carryFile]);
  assert.equal(r2.code, 0, r2.stderr);
  const start = JSON.parse(r2.stdout).summary.players;
  assert.equal(start.p1.life, end.p1.life);
  assert.equal(start.p2.life, end.p2.life);
});

test("a carry-over file for another system is refused with file and path", () => {
  const b = tmp.write("second2.yaml", second);
  const bad = tmp.write(
    "bad.json",
    JSON.stringify({ kassen: "0.2.0", system: "vision", carry: {} }),
  );
  const r = kassen(["run", b, "--carry", bad]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /bad\.json: at system: expected "ygo-trpg"/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
});

test("a system without carry-over says so", () => {
  const v = tmp.write("v.yaml", "name: v\nsystem: vision\nsetup: { start: main }\n");
  const r = kassen(["run", v, "--save-carry", `${tmp.dir}/x.json`]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /vision has no campaign carry-over/);
});

const wolf = `
name: one wolf, played by bots to its end
system: magical-girl
seed: 3
setup:
  mode: battle
  girls:
    - { seat: p1, girl: hoshino, hp: 9, wound: light, items: [moon-tear] }
    - { seat: p2, girl: tsukiko }
  enemies:
    - { enemy: gloom-wolf, attributes: { hp: 1 } }
bots: { kp: random, p1: random, p2: random }
`;

const aftermath = `
name: after the fight
system: magical-girl
setup:
  mode: aftermath
  girls:
    - { seat: p1, girl: hoshino }
    - { seat: p2, girl: tsukiko }
`;

test("MGR-63 a girl's HP, MP, wound and items carried into the aftermath through --save-carry / --carry", () => {
  const a = tmp.write("wolf.yaml", wolf);
  const b = tmp.write("aftermath.yaml", aftermath);
  const carryFile = `${tmp.dir}/mg-carry.json`;
  const r1 = kassen(["run", a, "--json", "--save-carry", carryFile]);
  assert.equal(r1.code, 0, r1.stderr);
  const saved = JSON.parse(readFileSync(carryFile, "utf8"));
  assert.equal(saved.system, "magical-girl");
  const hoshino = saved.carry.girls.find((g: { girl: string }) => g.girl === "hoshino");
  assert.equal(hoshino.wound, "light", "a wound persists after combat");
  const r2 = kassen(["run", b, "--json", "--carry", carryFile]);
  assert.equal(r2.code, 0, r2.stderr);
  const start = Object.values(JSON.parse(r2.stdout).summary.cards) as Record<string, unknown>[];
  assert.ok(
    start.some((c) => c.hp === hoshino.hp && c.wound === "light"),
    JSON.stringify(start),
  );
  const bad = tmp.write(
    "mg-bad.json",
    JSON.stringify({ ...saved, carry: { girls: [{ ...hoshino, wound: "scratched" }] } }),
  );
  const r3 = kassen(["run", b, "--carry", bad]);
  assert.equal(r3.code, 2);
  assert.match(r3.stderr, /mg-bad\.json: at carry\.girls\[0\]\.wound: expected one of/);
});
