/**
 * The lowered runtime (src/systems/vision/runtime/) plays exactly the engine's games: both are
 * driven with the same index chooser, and at every decision they must ask the same seat with the
 * same option ids in the same order; at the end, the same result, turn count and simulation
 * figures (life lost per seat and by seat, cards played). Over the starter decks, another pairing
 * with house rules, a content pack, and random packs drawn from the whole effect vocabulary.
 * Setups the runtime cannot play are refused with a reason (then the engine plays them).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import { parse } from "yaml";
import type { BattleInit, Json } from "../../src/engine/index.ts";
import { visionAnalysis } from "../../src/systems/vision/analysis/index.ts";
import { vision } from "../../src/systems/vision/index.ts";
import {
  prepareVision,
  RuntimeLoopError,
  startLowered,
} from "../../src/systems/vision/runtime/index.ts";
import { KW_OVERFLOW } from "../../src/systems/vision/runtime/mods.ts";
import { Effect, KEYWORDS, TRIGGER_WINDOWS } from "../../src/systems/vision/schema.ts";
import { compareGames } from "../conformance/lowered-games.ts";
import { effectArb, NAME } from "../packs/random-pack.ts";

const STARTER = { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } };

/** Plays `seeds` battles of `init` on both and compares them; returns the decisions compared. */
function compare(init: Omit<BattleInit, "seed">, seeds: number[], cap = 5000): number {
  const p = prepareVision({ ...init, seed: 0 });
  assert.equal(p.reason, null, `prepare refused: ${p.reason}`);
  const t = p.template;
  assert.ok(t !== null);
  // A random pack may make a game that never ends (a free ability that readies itself): it is
  // compared up to the cap, like the simulator's decision cap.
  return compareGames({
    system: vision,
    analysis: visionAnalysis,
    start: (seed) => startLowered(t, seed),
    init,
    seeds,
    cap,
    // The engine refuses a loop (checks that never settle): the runtime must stop there too.
    engineError: (err, r, i, at) =>
      assert.throws(() => r.choose(i), RuntimeLoopError, `${at}: the engine threw ${err}`),
    // Past what its integers hold, the runtime stops and the simulator replays the battle on the
    // engine (src/sim/play-one.ts): allowed, but only for that reason.
    runtimeError: (err, at) =>
      assert.ok(err instanceof RuntimeLoopError && err.message === KW_OVERFLOW, `${at}: ${err}`),
  }).decisions;
}

const range = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);

// ── random packs over the whole vocabulary ────────────────────────────────────
const small = (min: number, max: number) => fc.integer({ min, max });
const effects = fc.array(effectArb(Effect, "do", ["cancel-doom"]), { minLength: 1, maxLength: 2 });
const target = fc.record({
  side: fc.constantFrom("any", "own", "enemy"),
  state: fc.constantFrom("any", "active", "sleep"),
});
const conds = fc.constantFrom("any", "attacking", "blocking", "unblocked", "blocked");
const trigger = fc.oneof(
  fc.record({ when: fc.constantFrom(...TRIGGER_WINDOWS), if: conds, effects }),
  // A would-doom trigger that cancels (a talisman's way), then does something else.
  fc.record({
    when: fc.constant("would-doom"),
    effects: effects.map((es) => [{ do: "cancel-doom" }, ...es] as Json[]),
  }),
);
const card = (i: number): fc.Arbitrary<Json> =>
  fc.oneof(
    fc.record(
      {
        id: fc.constant(`prop-${i}`),
        type: fc.constant("character"),
        name: fc.constant(NAME),
        need: small(0, 3),
        cost: small(0, 2),
        attack: small(-1, 6),
        toughness: small(1, 6),
        graze: small(0, 3),
        keywords: fc.subarray([...KEYWORDS], { maxLength: 2 }),
        always: fc.record({ attack: small(-1, 2), toughness: small(-1, 2) }),
        triggers: fc.array(trigger, { maxLength: 2 }),
        activated: fc.array(
          fc.record({
            cost: fc.record({ sleep: fc.boolean(), nodes: small(0, 2) }),
            timing: fc.constantFrom("main", "any"),
            target,
            effects,
          }),
          { maxLength: 2 },
        ),
      },
      { requiredKeys: ["id", "type", "name", "need", "cost", "attack", "toughness"] },
    ),
    fc.record(
      {
        id: fc.constant(`prop-${i}`),
        type: fc.constant("command"),
        name: fc.constant(NAME),
        need: small(0, 3),
        cost: small(0, 2),
        timing: fc.constantFrom("main", "any"),
        target,
        effects,
      },
      { requiredKeys: ["id", "type", "name", "need", "cost", "effects"] },
    ),
    fc.record(
      {
        id: fc.constant(`prop-${i}`),
        type: fc.constantFrom("equipment", "talisman"),
        name: fc.constant(NAME),
        need: small(0, 3),
        cost: small(0, 2),
        modifier: fc.record({ attack: small(-2, 2), toughness: small(-2, 2) }),
        keywords: fc.subarray([...KEYWORDS], { maxLength: 2 }),
        target,
        triggers: fc.array(trigger, { maxLength: 2 }),
      },
      { requiredKeys: ["id", "type", "name", "need", "cost", "modifier"] },
    ),
  ) as fc.Arbitrary<Json>;
const pack = fc.tuple(...range(0, 8).map(card)).map((cards) => ({
  system: "vision",
  cards,
  decks: [
    {
      id: "prop-deck",
      name: NAME,
      cards: {
        ...Object.fromEntries(cards.map((_, i) => [`prop-${i}`, 3])),
        cirno: 4,
        koakuma: 3,
        meiling: 3,
        rumia: 2,
        reimu: 2,
        "scapegoat-amulet": 2,
      },
    },
  ],
}));

describe("the lowered runtime plays the engine's games", () => {
  test("starter decks (the shipped new game): 200 seeds, every decision", () => {
    assert.ok(compare({ setup: STARTER }, range(1, 200)) > 15_000);
  });

  test("another pairing, p2 first, with house rules (hand limit 5, first player draws, life 12)", () => {
    const setup = { first: "p2", p1: { deck: "starter-moon" }, p2: { deck: "starter-scarlet" } };
    const options = { handLimit: 5, firstPlayerDraws: true, startingLife: 12 };
    compare({ setup, options }, range(1000, 100));
    compare(
      { setup: { p1: { deck: "starter-moon" }, p2: { deck: "starter-moon" } } },
      range(1, 60),
    );
  });

  test("a setup that lists a deck (unshuffled), a hand, nodes (one asleep), a grave and life", () => {
    const listed = ["cirno", "reimu", "koakuma", "patchouli", "sakuya", "meiling", "satori-gensou"];
    const setup = {
      p1: {
        deck: [...listed, "crimson-spear", "scapegoat-amulet", ...listed, ...listed],
        hand: ["rumia", "tewi", "spell-break"],
        node: ["cirno", { card: "koakuma", sleep: true }],
        grave: ["reimu"],
      },
      p2: { deck: "starter-moon", hand: 3, life: 7 },
    };
    compare({ setup }, range(1, 40));
  });

  test("an authored pack (test/packs/good/frost-deck.yaml: a new card and a replaced one)", () => {
    const frost = parse(readFileSync("test/packs/good/frost-deck.yaml", "utf8")) as Json;
    const options = { content: [frost] };
    compare(
      { setup: { p1: { deck: "frost-deck" }, p2: { deck: "starter-moon" } }, options },
      range(1, 80),
    );
  });

  test("random packs over the whole effect vocabulary: 20 packs × 4 seeds", () => {
    const packs = fc.sample(pack, { seed: 20261201, numRuns: 20 });
    let decisions = 0;
    for (const [i, p] of packs.entries()) {
      const options = { content: [p as unknown as Json] };
      const setup = {
        p1: { deck: "prop-deck" },
        p2: { deck: i % 2 === 0 ? "prop-deck" : "starter-moon" },
      };
      decisions += compare({ setup, options }, range(i * 100, 4), 400);
    }
    assert.ok(decisions > 5000, `only ${decisions} decisions compared`);
  });

  test("what the runtime cannot play is refused with a reason", () => {
    const refused = (init: Omit<BattleInit, "seed">) => prepareVision({ ...init, seed: 1 }).reason;
    assert.equal(refused({ setup: STARTER, pinned: [3] }), "pinned dice");
    assert.equal(refused({ setup: STARTER, ids: "opaque" }), "opaque card ids");
    assert.equal(refused({ setup: STARTER, options: { houseRule: 1 } }), 'option "houseRule"');
    assert.equal(
      refused({ setup: { start: "main", p1: { deck: ["cirno"] }, p2: { deck: ["cirno"] } } }),
      "setup starts in a main phase",
    );
    assert.equal(
      refused({
        setup: { p1: { deck: "starter-moon", field: ["cirno"] }, p2: { deck: "starter-moon" } },
      }),
      "setup puts characters on the field",
    );
    assert.match(
      String(refused({ setup: { p1: { deck: "no-such-deck" } } })),
      /^setup: .*unknown deck/,
    );
    assert.equal(refused({ setup: STARTER }), null);
  });
});
