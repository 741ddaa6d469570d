/**
 * Issue 33's remainder for seed 002: traits that give an attack action extra attacks (l.50),
 * a weapon another fighter threw picked up (l.29, 99), throws as reactions (l.33–34, 99) and
 * doors and levers that change what the map allows (l.29–31), through the public API with pinned
 * dice; the content checks of the new fields; the runtime's answer to each.
 */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { loadMagicalGirlContent } from "../../src/systems/magical-girl/content/index.ts";
import { flags, mgx } from "../../src/systems/magical-girl/model.ts";
import { pendingOptionCost } from "../../src/systems/magical-girl/option-cost.ts";
import { prepareMagicalGirl } from "../../src/systems/magical-girl/runtime/index.ts";
import type { ContentError } from "../../src/systems/shared/content-problems.ts";
import { act, battle, events, fighter, isTurnOf, last, magicalGirl, options } from "./helpers.ts";

const HOUND = { girls: [{ seat: "p1", girl: "tsukiko" }], enemies: [{ enemy: "twin-fang" }] };

test("MGR-24 a trait's extra attack is free only with the arm paid for, and ends with the turn", () => {
  // Initiative: Tsukiko 90 (fails), the hound 10; then three missed hit checks.
  const b = battle(HOUND, [90, 10, 99, 99, 99, 99]);
  assert.ok(isTurnOf(b, "twin-fang-1"));
  assert.equal(
    magicalGirl.facts?.(b, "kp").some((m) => m.k === "fact.extra"),
    false,
    "no extra attack before an attack action",
  );
  act(b, "kp", "attack:shadow-claw@tsukiko-1");
  assert.equal(fighter(b, "twin-fang-1").dp, 5);
  const fact = magicalGirl.facts?.(b, "kp").find((m) => m.k === "fact.extra");
  assert.deepEqual(fact?.p, {
    card: "twin-fang-1",
    trait: "twin-strike",
    arm: "shadow-claw",
    left: 1,
  });
  const costs = magicalGirl.facts?.(b, "kp").find((m) => m.k === "fact.costs");
  assert.match(String(costs?.p?.list), /attack:shadow-claw@tsukiko-1 0 DP/);
  assert.match(String(costs?.p?.list), /attack:unarmed@tsukiko-1 2 DP/);
  // Bare hands are another attack action: they pay, and bring their own extra attack.
  act(b, "kp", "attack:unarmed@tsukiko-1");
  assert.equal(fighter(b, "twin-fang-1").dp, 3);
  act(b, "kp", "attack:unarmed@tsukiko-1");
  assert.equal(fighter(b, "twin-fang-1").dp, 3, "the unarmed action's extra attack is free");
  assert.deepEqual(
    events(b, "extra-attack").map((e) => [e.arm, e.left]),
    [["unarmed", 0]],
  );
  act(b, "kp", "attack:shadow-claw@tsukiko-1");
  assert.equal(fighter(b, "twin-fang-1").dp, 0, "the claw pays again: its extra was replaced");
  assert.equal(flags(b.state.cards["twin-fang-1"]).extra, 1);
  act(b, "kp", "end");
  assert.equal(
    flags(b.state.cards["twin-fang-1"]).extra,
    0,
    "no extra attack carries past the turn",
  );
});

test("MGR-32 with only a trait's free attack left, nothing can be readied: no ready-any is offered", () => {
  const b = battle(HOUND, [90, 10, 99, 99, 99, 99]);
  // 8 DP: bare hands 2, the claw 3, bare hands 2 again.
  act(b, "kp", "attack:unarmed@tsukiko-1");
  act(b, "kp", "attack:shadow-claw@tsukiko-1");
  act(b, "kp", "attack:unarmed@tsukiko-1");
  // 1 DP left: the bare hands' extra attack is free, but a readied attack is paid in full.
  assert.equal(fighter(b, "twin-fang-1").dp, 1);
  assert.ok(options(b).includes("attack:unarmed@tsukiko-1"));
  // Before the fix `ready-any` was offered here, and choosing it asked for an action with none.
  assert.equal(options(b).includes("ready-any"), false);
});

test("MGR-24 the runtime leaves a battle with traits to the engine, saying why", () => {
  const p = prepareMagicalGirl({ seed: 1, setup: HOUND, options: { reactionApproval: "auto" } });
  assert.equal(p.reason, "traits (extra attacks)");
});

test("MGR-14 a weapon picked up from another falls as its owner's again and she picks it up as her own", () => {
  const setup = {
    girls: [
      { seat: "p1", girl: "raimu" },
      { seat: "p2", girl: "tsukiko" },
    ],
    enemies: [{ enemy: "gloom-wolf" }],
  };
  // Initiative Raimu 1, Tsukiko 10, wolf 90; Raimu's throw fails (80) at her feet (1);
  // Tsukiko's throw of the hammer fails (95) at her feet (1).
  const b = battle(setup, [1, 10, 90, 80, 1, 95, 1]);
  act(b, "p1", "throw:comet-hammer@gloom-wolf-1");
  assert.ok(
    options(b).includes("pickup:comet-hammer"),
    "her own, at her feet: she may take it back",
  );
  act(b, "p1", "end");
  assert.ok(options(b).includes("pickup:comet-hammer@raimu-1"));
  act(b, "p2", "pickup:comet-hammer@raimu-1");
  const tsukiko = b.state.cards["tsukiko-1"];
  assert.deepEqual(flags(tsukiko).gained, ["raimu-1:comet-hammer"]);
  assert.ok(options(b).includes("throw:comet-hammer@gloom-wolf-1"));
  const why = magicalGirl.why?.(b, "p2", "pickup:comet-hammer@raimu-1");
  assert.equal(why?.k, "why.not-lying", "it is in her hand now");
  act(b, "p2", "throw:comet-hammer@gloom-wolf-1");
  assert.deepEqual(flags(tsukiko).gained, []);
  assert.deepEqual(mgx(b).ground[""], ["raimu-1:comet-hammer"], "it lies there as Raimu's again");
  assert.deepEqual(flags(tsukiko).dropped, [], "Tsukiko threw nothing of her own");
  act(b, "p2", "end");
  act(b, "kp", "end");
  assert.ok(isTurnOf(b, "raimu-1"));
  assert.ok(options(b).includes("pickup:comet-hammer"), "Raimu's own again");
  act(b, "p1", "pickup:comet-hammer");
  assert.deepEqual(flags(b.state.cards["raimu-1"]).dropped, []);
});

test("MGR-35 a character thrown as a reaction (hurl) costs double and the KP rules what she suffers", () => {
  const b = battle(
    {
      map: "old-warehouse",
      girls: [
        { seat: "p1", girl: "raimu", pos: "floor" },
        { seat: "p2", girl: "aino", pos: "office" },
      ],
      enemies: [{ enemy: "shade-hound", pos: "floor" }],
    },
    // Initiative: Raimu 90, Aino 95, hound 10; its claw misses (99); Raimu's throw (40) lands.
    [90, 95, 10, 99, 40],
    { reactions: "on", reactionApproval: "auto" },
  );
  act(b, "kp", "attack:shadow-claw@raimu-1");
  assert.equal(b.pending?.prompt.k, "prompt.react");
  // The hound weighs 30 (size): a standard action, 2 DP, doubled; 20 m ≤ STR 75.
  assert.ok(options(b).includes("hurl:shade-hound-1@loading-bay"));
  // What the seat's sheet shows before choosing: the throw's 2 DP doubled.
  const raimu = b.state.cards["raimu-1"];
  const next = b.pending?.next.k ?? "";
  assert.deepEqual(pendingOptionCost(b, raimu, next, "hurl:shade-hound-1@loading-bay"), {
    dp: 4,
    mp: 0,
  });
  // Her hammer thrown as a reaction would cost 6 × 2: not offered, and refused saying so.
  assert.ok(!options(b).includes("throw:comet-hammer@shade-hound-1"));
  assert.ok(options(b).includes("throw:prism-gun@shade-hound-1"), "4 × 2 = 8: she has 8");
  const why = magicalGirl.why?.(b, "p1", "throw:comet-hammer@shade-hound-1");
  assert.deepEqual([why?.k, why?.p?.cost, why?.p?.rule], ["why.dp", 12, "MGR-35"]);
  act(b, "p1", "hurl:shade-hound-1@loading-bay");
  assert.equal(fighter(b, "raimu-1").dp, 4);
  assert.equal(last(b, "reaction").want, "hurl:shade-hound-1@loading-bay");
  assert.equal(last(b, "hurl").to, "loading-bay");
  act(b, "kp", "suffer:none");
  assert.equal(flags(b.state.cards["shade-hound-1"]).pos, "loading-bay");
});

test("MGR-14 a closed door stops throws as well as moves; a lever works the doors it names", () => {
  const b = battle(
    {
      map: "clock-tower",
      girls: [{ seat: "p1", girl: "raimu", pos: "tower-hall" }],
      enemies: [{ enemy: "gloom-wolf", pos: "tower-stairs" }],
    },
    [10, 90],
  );
  assert.ok(!options(b).some((o) => o.startsWith("move:")));
  assert.ok(!options(b).includes("throw:prism-gun@gloom-wolf-1"));
  assert.equal(magicalGirl.why?.(b, "p1", "throw:prism-gun@gloom-wolf-1")?.k, "why.door-closed");
  // The lever opens the bell gate (upstairs); pulled again, it closes it.
  act(b, "p1", "interact:gear-lever");
  assert.equal(mgx(b).objects["bell-gate"].state, "open");
  act(b, "p1", "interact:gear-lever");
  assert.equal(mgx(b).objects["bell-gate"].state, "closed");
  act(b, "p1", "interact:hall-door");
  assert.ok(options(b).includes("move:tower-stairs"));
  assert.ok(options(b).includes("throw:prism-gun@gloom-wolf-1"), "10 m through the open door");
  act(b, "p1", "interact:hall-door");
  assert.equal(mgx(b).objects["hall-door"].state, "closed");
  assert.ok(!options(b).includes("move:tower-stairs"), "closed again");
});

test("MGR-14 content: a way's door, a lever's controls and an open door must name doors; a trait must exist", () => {
  const dir = mkdtempSync(join(tmpdir(), "mg-doors-"));
  writeFileSync(
    join(dir, "m.yaml"),
    [
      "maps:",
      "  - id: m",
      "    name: { ja: m, zh: m, en: m }",
      "    positions:",
      "      - id: a",
      "        name: { ja: a, zh: a, en: a }",
      "        objects:",
      "          - { id: box, kind: crate, weight: 1, open: true, name: { ja: b, zh: b, en: b } }",
      "          - { id: lev, kind: lever, weight: 1, controls: [box], name: { ja: l, zh: l, en: l } }",
      "      - { id: b, name: { ja: b, zh: b, en: b } }",
      "    distances:",
      "      - { from: a, to: b, m: 5, door: lev }",
      "enemies:",
      "  - { id: e, name: { ja: e, zh: e, en: e }, str: 1, agi: 1, def: 1, size: 1, hp: 1, skills: {}, traits: [nope] }",
    ].join("\n"),
  );
  let problems: string[] = [];
  try {
    loadMagicalGirlContent(dir);
  } catch (err) {
    problems = ((err as ContentError).problems ?? []).map((p) => `${p.path}: ${p.message}`);
  }
  assert.deepEqual(problems.sort(), [
    'enemies[0].traits[0]: unknown trait id "nope"',
    'maps[0].distances[0].door: "lev" is not a door on map "m"',
    "maps[0].positions[0].objects[0].open: only a door starts open (this is a crate)",
    'maps[0].positions[0].objects[1].controls[0]: "box" is not a door on map "m"',
  ]);
});
