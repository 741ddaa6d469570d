/**
 * Property tests with random content packs: cards with random stats and random effects from
 * each system's vocabulary, merged onto the shipped content, play random whole games; after every
 * step the engine's invariants hold, the number of cards never changes, and every game replays to
 * the same final hash (the replay carries the pack).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  type BattleInit,
  invariantViolations,
  type Json,
  makeReplay,
  playReplay,
  type RuleSystem,
  startBattle,
} from "../../src/engine/index.ts";
import { geoMarch } from "../../src/systems/geo-march/index.ts";
import { Effect as GeoEffect, LABELS } from "../../src/systems/geo-march/schema.ts";
import { magicalGirl } from "../../src/systems/magical-girl/index.ts";
import { AbilityEffect, DAMAGE_TYPES } from "../../src/systems/magical-girl/schema.ts";
import { vision } from "../../src/systems/vision/index.ts";
import {
  KEYWORDS,
  TRIGGER_WINDOWS,
  Effect as VisionEffect,
} from "../../src/systems/vision/schema.ts";
import { ygoTrpg } from "../../src/systems/ygo-trpg/index.ts";
import { ATTRIBUTES, Effect as YgoEffect } from "../../src/systems/ygo-trpg/schema.ts";
import { effectArb, NAME } from "./random-pack.ts";

/** Plays random choices from `picks`, checking the invariants after every step. */
function playChecked(system: RuleSystem, init: BattleInit, picks: number[], max = 1500) {
  const b = startBattle(system, init);
  const cards = Object.keys(b.state.cards).length;
  b.afterStep = (bb, task) => {
    const bad = invariantViolations(system, bb.state);
    if (bad.length > 0) assert.fail(`after task ${task.k}: ${bad.join("; ")}`);
  };
  for (let i = 0; b.pending !== null && i < max; i++) {
    const p = b.pending;
    b.choose(p.seat, p.options[picks[i % picks.length] % p.options.length].id);
    assert.equal(Object.keys(b.state.cards).length, cards, "card count is conserved");
  }
  b.afterStep = null;
  return b;
}

/** Pack cards seen in play (moved, damaged, used) over a test's games, to show packs did play. */
const seen = { decisions: 0, packEvents: 0 };

/** Checks one random game and its replay. */
function gameHolds(system: RuleSystem, init: BattleInit, picks: number[]): void {
  const b = playChecked(system, init, picks);
  seen.decisions += b.state.history.length;
  seen.packEvents += b.state.log.filter((e) => /"prop-/.test(JSON.stringify(e))).length;
  const replay = JSON.parse(JSON.stringify(makeReplay(b, init)));
  assert.equal(playReplay(system, replay).hash(), b.hash());
}

const small = (min: number, max: number) => fc.integer({ min, max });

// ── vision ──────────────────────────────────────────────────────────────────
// cancel-doom only means something inside a would-doom trigger (docs/content/vision.md).
const visionEffects = fc.array(effectArb(VisionEffect, "do", ["cancel-doom"]), {
  minLength: 1,
  maxLength: 2,
});
const visionTarget = fc.record({
  side: fc.constantFrom("any", "own", "enemy"),
  state: fc.constantFrom("any", "active", "sleep"),
});
const visionCard = (i: number): fc.Arbitrary<Json> =>
  fc.oneof(
    fc.record({
      id: fc.constant(`prop-${i}`),
      type: fc.constant("character"),
      name: fc.constant(NAME),
      need: small(0, 3),
      cost: small(0, 2),
      attack: small(0, 6),
      toughness: small(1, 6),
      graze: small(0, 3),
      keywords: fc.subarray([...KEYWORDS], { maxLength: 2 }),
      triggers: fc.array(
        fc.record({ when: fc.constantFrom(...TRIGGER_WINDOWS), effects: visionEffects }),
        { maxLength: 2 },
      ),
      activated: fc.array(
        fc.record({
          cost: fc.record({ sleep: fc.boolean(), nodes: small(0, 2) }),
          timing: fc.constantFrom("main", "any"),
          target: visionTarget,
          effects: visionEffects,
        }),
        { maxLength: 1 },
      ),
    }),
    fc.record({
      id: fc.constant(`prop-${i}`),
      type: fc.constant("command"),
      name: fc.constant(NAME),
      need: small(0, 3),
      cost: small(0, 2),
      timing: fc.constantFrom("main", "any"),
      target: visionTarget,
      effects: visionEffects,
    }),
  ) as fc.Arbitrary<Json>;
const visionPack = fc.tuple(...[0, 1, 2, 3, 4, 5].map(visionCard)).map((cards) => ({
  system: "vision",
  cards,
  decks: [
    {
      id: "prop-deck",
      name: NAME,
      cards: {
        ...Object.fromEntries(cards.map((_, i) => [`prop-${i}`, 4])),
        cirno: 4,
        koakuma: 3,
        daiyousei: 3,
        meiling: 3,
        rumia: 2,
        reimu: 1,
      },
    },
  ],
}));

// ── geo-march ───────────────────────────────────────────────────────────────
const geoEffects = fc.array(effectArb(GeoEffect, "do"), { minLength: 1, maxLength: 2 });
const geoUnit = (i: number): fc.Arbitrary<Json> =>
  fc.record({
    id: fc.constant(`prop-${i}`),
    type: fc.constant("unit"),
    name: fc.constant(NAME),
    level: small(0, 3),
    attack: small(0, 6),
    defence: small(0, 6),
    speed: small(-2, 2),
    fast: fc.boolean(),
    abilities: fc.array(
      fc.record({
        timing: fc.subarray([...LABELS], { minLength: 1, maxLength: 2 }),
        action: fc.boolean(),
        perBattle: small(1, 2),
        // `roll` amounts read the die the ability rolls: every random ability rolls one.
        roll: small(2, 6),
        target: fc.record({ side: fc.constantFrom("any", "own", "enemy") }),
        effects: geoEffects,
      }),
      { maxLength: 2 },
    ),
  }) as fc.Arbitrary<Json>;
const geoPack = fc.tuple(...[0, 1, 2, 3, 4, 5].map(geoUnit)).map((cards) => ({
  system: "geo-march",
  cards,
  decks: [
    {
      id: "prop-deck",
      name: NAME,
      cards: Object.fromEntries(cards.map((_, i) => [`prop-${i}`, 3])),
    },
  ],
}));

// ── magical-girl ────────────────────────────────────────────────────────────
const mgEffect = effectArb(AbilityEffect, "kind", [], {
  skill: fc.constantFrom("magic", "shooting", "melee"),
  damage: fc.constantFrom("1d4", "1d6+1", "2d4", "0"),
  amount: fc.constantFrom("1d4", "1d6", "2"),
});
const mgFighter = (id: string, kind: "girls" | "enemies"): fc.Arbitrary<Json> =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(NAME),
    str: small(10, 90),
    agi: small(10, 90),
    def: small(1, 10),
    size: small(10, 90),
    hp: small(1, 30),
    mp: small(0, 20),
    dpCap: small(4, 20),
    skills: fc.record({ melee: small(0, 100), dodge: small(0, 100), magic: small(0, 100) }),
    weapons: fc.subarray(["moon-blade", "gloom-fang", "star-wand"], { maxLength: 2 }),
    abilities: fc.constant<string[]>(kind === "girls" ? ["prop-ability"] : []),
  }) as fc.Arbitrary<Json>;
const mgPack = fc
  .tuple(
    mgFighter("prop-girl", "girls"),
    mgFighter("prop-enemy", "enemies"),
    fc.record({
      id: fc.constant("prop-ability"),
      name: fc.constant(NAME),
      dp: small(0, 5),
      mp: small(0, 4),
      target: fc.constantFrom("enemy", "ally"),
      effect: mgEffect,
    }),
    fc.record({
      id: fc.constant("prop-weapon"),
      name: fc.constant(NAME),
      skill: fc.constantFrom("melee", "shooting"),
      ranged: fc.boolean(),
      dp: small(1, 5),
      weight: small(0, 40),
      damage: fc.constantFrom("1d6", "1d10+1", "2d6"),
      type: fc.constantFrom(...DAMAGE_TYPES),
      bonus: small(-1, 3),
    }),
  )
  .map(([girl, enemy, ability, weapon]) => ({
    system: "magical-girl",
    girls: [{ ...(girl as object), weapons: ["prop-weapon"] }],
    enemies: [enemy],
    abilities: [ability],
    weapons: [weapon],
  }));

// ── ygo-trpg ────────────────────────────────────────────────────────────────
const ygoEffects = fc.array(effectArb(YgoEffect, "do"), { minLength: 1, maxLength: 2 });
const hundreds = (max: number) => small(0, max).map((n) => n * 100);
const ygoMonster = (id: string, boss: boolean): fc.Arbitrary<Json> =>
  fc.record({
    id: fc.constant(id),
    type: fc.constant("monster"),
    name: fc.constant(NAME),
    level: small(1, 12),
    attribute: fc.constantFrom(...ATTRIBUTES),
    race: fc.constantFrom("dragon", "beast", "fairy"),
    atk: hundreds(35),
    def: hundreds(35),
    ...(boss ? { life: small(10, 60) } : {}),
    summon: fc.constantFrom("normal", "special"),
    endPhase: fc.array(effectArb(YgoEffect, "do", ["negate"]), { maxLength: 1 }),
  }) as fc.Arbitrary<Json>;
const ygoSpell = (id: string): fc.Arbitrary<Json> =>
  fc.record({
    id: fc.constant(id),
    type: fc.constant("spell"),
    name: fc.constant(NAME),
    kind: fc.constantFrom("normal", "quick"),
    target: fc.constantFrom("enemy-monster", "own-monster", "none"),
    effects: fc.array(effectArb(YgoEffect, "do", ["negate"]), { minLength: 1, maxLength: 2 }),
  }) as fc.Arbitrary<Json>;
const ygoTrap = (id: string): fc.Arbitrary<Json> =>
  fc.record({
    id: fc.constant(id),
    type: fc.constant("trap"),
    name: fc.constant(NAME),
    when: fc.constantFrom("summon", "attack", "phase"),
    target: fc.constantFrom("enemy-monster", "own-monster", "none"),
    effects: ygoEffects,
  }) as fc.Arbitrary<Json>;
const ygoPack = fc
  .tuple(
    fc.tuple(...[0, 1, 2, 3].map((i) => ygoMonster(`prop-m${i}`, false))),
    ygoMonster("prop-boss", true),
    fc.tuple(ygoSpell("prop-s0"), ygoSpell("prop-s1"), ygoTrap("prop-t0")),
    small(1, 10),
  )
  .map(([monsters, boss, items, jobLevel]) => ({
    system: "ygo-trpg",
    cards: [...monsters, boss, ...items],
    characters: [
      {
        id: "prop-hero",
        name: NAME,
        job: NAME,
        jobLevel,
        attribute: "fire",
        attributeBonus: 2,
        jobBonus: 2,
        monsterDeck: "prop-monsters",
        itemDeck: "prop-items",
      },
    ],
    decks: [
      {
        id: "prop-monsters",
        name: NAME,
        kind: "monster",
        cards: { "prop-m0": 3, "prop-m1": 3, "prop-m2": 2, "prop-m3": 2 },
      },
      {
        id: "prop-items",
        name: NAME,
        kind: "item",
        cards: { "prop-s0": 3, "prop-s1": 3, "prop-t0": 3 },
      },
    ],
    encounters: [
      {
        id: "prop-lair",
        name: NAME,
        monsters: ["prop-boss", "prop-m0"],
        traps: ["prop-t0"],
        hand: ["prop-s0"],
      },
    ],
  }));

const picksArb = fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 });

/**
 * Random packs from `packs` play 25 whole games of `setup` (each pack in the battle's options
 * beside `options`) with every check of {@link gameHolds}; the pack's cards must take part.
 */
function packsPlay(
  system: RuleSystem,
  packs: fc.Arbitrary<unknown>,
  setup: Json,
  options: Record<string, Json> = {},
): void {
  fc.assert(
    fc.property(packs, fc.nat(1_000_000), picksArb, (pack, seed, picks) => {
      gameHolds(system, { seed, setup, options: { content: [pack as Json], ...options } }, picks);
    }),
    { numRuns: 25 },
  );
  assert.ok(seen.packEvents > 100, `pack cards took part: ${JSON.stringify(seen)}`);
  seen.decisions = 0;
  seen.packEvents = 0;
}

describe("random content packs play whole games", () => {
  test("vision: random characters and commands", () => {
    packsPlay(vision, visionPack, { p1: { deck: "prop-deck" }, p2: { deck: "starter-moon" } });
  });

  test("geo-march: random units and abilities", () => {
    packsPlay(geoMarch, geoPack, {
      start: "game",
      map: "twin-valleys",
      p1: { deck: "prop-deck" },
      p2: { deck: "bulwark-deck" },
    });
  });

  test("ygo-trpg: random monsters, a boss, spells, a trap, a character and an encounter", () => {
    packsPlay(
      ygoTrpg,
      ygoPack,
      {
        start: "encounter",
        players: { p1: { character: "prop-hero" }, p2: { character: "shiro" } },
        gm: { encounter: "prop-lair" },
      },
      { gmTools: false },
    );
  });

  test("magical-girl: a random girl, enemy, weapon and ability", () => {
    packsPlay(
      magicalGirl,
      mgPack,
      {
        mode: "battle",
        girls: [
          { seat: "p1", girl: "prop-girl" },
          { seat: "p2", girl: "tsukiko" },
        ],
        enemies: [{ enemy: "prop-enemy" }, { enemy: "gloom-wolf" }],
      },
      { reactionApproval: "auto" },
    );
  });
});
