/**
 * The setups vision's lowered runtime is held to the engine on (runtime-equivalence.test.ts),
 * shared with the search-on-the-runtime test (runtime-search.test.ts) so both cover the same
 * ground: the starter decks, another pairing with house rules, a mirror, a setup that lists
 * every zone, an authored pack, and random packs drawn from the whole effect vocabulary.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { parse } from "yaml";
import type { BattleInit, Json } from "../../src/engine/index.ts";
import { Effect, KEYWORDS, TRIGGER_WINDOWS } from "../../src/systems/vision/schema.ts";
import { effectArb, NAME } from "../packs/random-pack.ts";

/** A setup and options, as a battle's init has them (the seed comes per battle). */
export type Setup = Omit<BattleInit, "seed">;

/** `n` consecutive numbers from `from`. */
export const range = (from: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => from + i);

/** The shipped new game. */
export const STARTER = { p1: { deck: "starter-scarlet" }, p2: { deck: "starter-moon" } };

/** Another pairing, p2 first, with house rules (hand limit 5, first player draws, life 12). */
export const HOUSE_RULES: Setup = {
  setup: { first: "p2", p1: { deck: "starter-moon" }, p2: { deck: "starter-scarlet" } },
  options: { handLimit: 5, firstPlayerDraws: true, startingLife: 12 },
};

/** Both seats with one deck. */
export const MOON_MIRROR: Setup = {
  setup: { p1: { deck: "starter-moon" }, p2: { deck: "starter-moon" } },
};

const listed = ["cirno", "reimu", "koakuma", "patchouli", "sakuya", "meiling", "satori-gensou"];
/** A setup that lists a deck (unshuffled), a hand, nodes (one asleep), a grave and life. */
export const LISTED: Setup = {
  setup: {
    p1: {
      deck: [...listed, "crimson-spear", "scapegoat-amulet", ...listed, ...listed],
      hand: ["rumia", "tewi", "spell-break"],
      node: ["cirno", { card: "koakuma", sleep: true }],
      grave: ["reimu"],
    },
    p2: { deck: "starter-moon", hand: 3, life: 7 },
  },
};

/** An authored pack (test/packs/good/frost-deck.yaml: a new card and a replaced one). */
export function FROST_PAIRING(): Setup {
  const frost = parse(readFileSync("test/packs/good/frost-deck.yaml", "utf8")) as Json;
  return {
    setup: { p1: { deck: "frost-deck" }, p2: { deck: "starter-moon" } },
    options: { content: [frost] },
  };
}

/** Random packs' setups: `count` packs (a fixed sample), each deck against itself or the moon. */
export function PROP_DECKS(count: number): Setup[] {
  return fc.sample(pack, { seed: 20261201, numRuns: count }).map((p, i) => ({
    setup: { p1: { deck: "prop-deck" }, p2: { deck: i % 2 === 0 ? "prop-deck" : "starter-moon" } },
    options: { content: [p as unknown as Json] },
  }));
}

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
export const pack = fc.tuple(...range(0, 8).map(card)).map((cards) => ({
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
