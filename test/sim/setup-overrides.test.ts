/**
 * `kassen sim --set PATH=VALUE`: setup changes for a designer's what-if, applied to a copy,
 * validated like a scenario's setup, and refused with a message naming the flag.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { makePlan } from "../../src/sim/make-plan.ts";
import { runSim } from "../../src/sim/run-sim.ts";
import { applyOverrides, parseOverride } from "../../src/sim/setup-overrides.ts";
import { VISION_CONTENT } from "../../src/systems/vision/content/index.ts";

describe("--set", () => {
  test("values are YAML; paths go into mappings and lists; the original is untouched", () => {
    const setup = { p1: { deck: "a", hand: [1, 2] }, p2: { deck: "b" } };
    const out = applyOverrides(setup, [
      parseOverride("p1.deck=starter-moon"),
      parseOverride("p1.hand.1=7"),
      parseOverride("p1.hand.2=true"),
      parseOverride("p2.extra={life: 30, tags: [x, y]}"),
      parseOverride("p3.deck=c"),
    ]);
    assert.deepEqual(out, {
      p1: { deck: "starter-moon", hand: [1, 7, true] },
      p2: { deck: "b", extra: { life: 30, tags: ["x", "y"] } },
      p3: { deck: "c" },
    });
    assert.deepEqual(setup, { p1: { deck: "a", hand: [1, 2] }, p2: { deck: "b" } });
  });

  test("malformed flags and paths through scalars or past a list's end are refused", () => {
    assert.throws(() => parseOverride("p1.deck"), /expected PATH=VALUE/);
    assert.throws(() => parseOverride("p1 deck=x"), /expected PATH=VALUE/);
    assert.throws(() => parseOverride("p1.deck=[a"), /not valid YAML/);
    const setup = { p1: { deck: "a", hand: [1] } };
    assert.throws(
      () => applyOverrides(setup, [parseOverride("p1.deck.x=1")]),
      /--set p1\.deck\.x=1: p1\.deck is "a", not a mapping/,
    );
    assert.throws(
      () => applyOverrides(setup, [parseOverride("p1.hand.5=1")]),
      /p1\.hand is a list of 1; "5" is not an index in it/,
    );
  });

  test("a mirror match: p1 gets p2's deck and plays its cards", async () => {
    const { plan } = makePlan({
      source: "vision",
      battles: 6,
      overrides: [parseOverride("p1.deck=starter-moon")],
    });
    assert.deepEqual(plan.setup, { p1: { deck: "starter-moon" }, p2: { deck: "starter-moon" } });
    assert.match(plan.source, /new:vision --set p1\.deck=starter-moon/);
    const p1Played = async (p: typeof plan) =>
      Object.keys((await runSim(p, { workers: 0 })).tally.cards)
        .filter((k) => k.startsWith("p1\t"))
        .map((k) => k.slice(3));
    const moon = Object.keys(VISION_CONTENT.decks["starter-moon"].cards);
    const scarlet = Object.keys(VISION_CONTENT.decks["starter-scarlet"].cards);
    const mirrored = await p1Played(plan);
    assert.ok(mirrored.length > 0);
    for (const c of mirrored) assert.ok(moon.includes(c), `${c} is in starter-moon`);
    const usual = await p1Played(makePlan({ source: "vision", battles: 6 }).plan);
    for (const c of usual) assert.ok(scarlet.includes(c), `${c} is in starter-scarlet`);
  });

  test("a setup the schema or the system refuses names the flag", () => {
    assert.throws(
      () => makePlan({ source: "vision", battles: 1, overrides: [parseOverride("p1=3")] }),
      /--set p1=3: the setup at p1: expected a mapping, got 3/,
    );
    assert.throws(
      () => makePlan({ source: "vision", battles: 1, overrides: [parseOverride("p1.deck=nope")] }),
      /--set p1\.deck=nope: .*unknown deck "nope"/,
    );
  });
});
