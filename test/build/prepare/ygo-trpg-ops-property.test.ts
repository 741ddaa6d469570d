/**
 * Property test of the ygo-trpg builders' model: random parties and encounters built by random
 * sequences of the very edit operations the party and encounter tabs call (players seated and
 * removed, shipped and own characters, life, sheet values, shipped and own decks, hands, fields,
 * shipped and own encounters, NEW monsters with random printed values and end-phase effects,
 * NEW spells and traps; own cards, characters, decks and encounters deleted, the places naming
 * them falling back) — each step guarded as the page guards it (a last player, a GM's last
 * monster and an own deck's last card stay) — then: the scenario YAML reads back deep-equal, the
 * server's check finds no problem, and the battle plays to its end with random bots through the
 * engine's public API, from the YAML as `kassen run` reads an upload.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { checkPrep } from "../../../src/build/prepare/prep-check.ts";
import type { PrepDoc } from "../../../src/build/prepare/prep-types.ts";
import * as ops from "../../../src/build/prepare/ygo-trpg-ops.ts";
import { YGO_CONTENT } from "../../../src/systems/ygo-trpg/content/index.ts";
import { ATTRIBUTES } from "../../../src/systems/ygo-trpg/schema.ts";
import { playPrepared } from "./play-prepared.ts";
import { characterEntry, deckEntry, roundTrips, start } from "./ygo-trpg-helpers.ts";

type Rec = Record<string, unknown>;
/** Three numbers an operation draws its choices from. */
type Draw = [number, number, number];

const shippedCards = Object.values(YGO_CONTENT.cards);
const shippedCharacters = Object.keys(YGO_CONTENT.characters);
const RACES = ["warrior", "dragon", "fiend", "zombie", "beast", "rock"];

const pick = <T>(xs: readonly T[], n: number): T | undefined =>
  xs.length === 0 ? undefined : xs[n % xs.length];

/** Shipped and own cards of a kind (own ones as the doc holds them). */
function cardsOf(doc: PrepDoc, kind: "monster" | "item" | "trap"): string[] {
  const fits = (type: unknown) =>
    kind === "monster"
      ? type === "monster"
      : kind === "trap"
        ? type === "trap"
        : type !== "monster";
  const own = ops.ownList(doc, "cards").filter((c) => fits(c.type));
  const ownIds = new Set(own.map((c) => String(c.id)));
  return [
    ...shippedCards.filter((c) => fits(c.type) && !ownIds.has(c.id)).map((c) => c.id),
    ...ownIds,
  ];
}

/** The shipped decks of a kind. */
function shippedDecks(kind: ops.DeckKind): string[] {
  return Object.values(YGO_CONTENT.decks)
    .filter((d) => d.kind === kind)
    .map((d) => d.id);
}

/** Shipped and own decks of a kind. */
function decksOf(doc: PrepDoc, kind: ops.DeckKind): string[] {
  return [
    ...shippedDecks(kind),
    ...ops
      .ownList(doc, "decks")
      .filter((d) => d.kind === kind)
      .map((d) => String(d.id)),
  ];
}

/** The GM's monsters at the start: the encounter's (shipped or own) and the setup's field. */
function gmMonsters(doc: PrepDoc): number {
  const en = ops.encounterOf(doc);
  const entry =
    en === undefined
      ? undefined
      : ((ops.ownEntry(doc, "encounters", en) ?? YGO_CONTENT.encounters[en]) as Rec | undefined);
  const fromEncounter = Array.isArray(entry?.monsters) ? entry.monsters.length : 0;
  return fromEncounter + ops.cardsAt(doc, { seat: "gm", zone: "field" }).length;
}

/** A seat the doc has, drawn. */
function seat(doc: PrepDoc, n: number): ops.PlayerSeat {
  return pick(ops.seatsOf(doc), n) ?? "p1";
}

/** A NEW monster's printed values, drawn. */
function monsterValues(a: number, b: number, c: number): Rec {
  const v: Rec = {
    level: 1 + (a % 12),
    attribute: ATTRIBUTES[b % ATTRIBUTES.length],
    race: RACES[c % RACES.length],
    atk: (a % 36) * 100,
    def: (b % 31) * 100,
  };
  if (c % 3 === 0) v.life = 10 + (a % 30);
  if (c % 4 === 1) v.endPhase = [{ do: "drain", amount: 1 + (b % 3), to: "allies" }];
  if (c % 4 === 2) v.endPhase = [{ do: "damage", amount: 1 + (a % 4), to: "enemies" }];
  return v;
}

/** One step of building, as the tabs would take it; a step the page would not offer leaves the doc. */
function step(doc: PrepDoc, op: number, [a, b, c]: Draw): PrepDoc {
  const s = seat(doc, a);
  const p = ops.playerOf(doc, s);
  switch (op) {
    case 0:
      return ops.addPlayer(
        doc,
        pick(
          [...shippedCharacters, ...ops.ownList(doc, "characters").map((e) => String(e.id))],
          b,
        ) ?? "akane",
      );
    case 1:
      return ops.seatsOf(doc).length > 1 ? ops.removePlayer(doc, s) : doc;
    case 2:
      return ops.setCharacter(
        doc,
        s,
        pick(
          [...shippedCharacters, ...ops.ownList(doc, "characters").map((e) => String(e.id))],
          b,
        ) ?? "akane",
      );
    case 3: {
      const base = characterEntry(doc, String(p.character));
      return base === undefined ? doc : ops.addOwnCharacter(doc, s, base);
    }
    case 4:
      return ops.setLife(doc, s, b % 5 === 0 ? undefined : 1 + (b % 40));
    case 5: {
      const key = ops.SHEET_KEYS[b % ops.SHEET_KEYS.length];
      const value = c % 4 === 0 ? undefined : key === "jobLevel" ? 1 + (c % 10) : (c % 9) - 2;
      return ops.setSheet(doc, s, key, value);
    }
    case 6: {
      const kind: ops.DeckKind = b % 2 === 0 ? "monster" : "item";
      return ops.setPlayerDeck(doc, s, kind, c % 4 === 0 ? undefined : pick(decksOf(doc, kind), c));
    }
    case 7: {
      const kind: ops.DeckKind = b % 2 === 0 ? "monster" : "item";
      const from = ops.playerDeck(doc, s, kind, characterEntry(doc, String(p.character)));
      const cards = deckEntry(doc, from ?? "")?.cards as Record<string, number> | undefined;
      return ops.addOwnDeck(doc, s, kind, cards ?? {});
    }
    case 8: {
      const deck = pick(ops.ownList(doc, "decks"), a);
      if (deck === undefined) return doc;
      const kind = deck.kind === "monster" ? "monster" : "item";
      const card = pick(cardsOf(doc, kind), b) ?? "";
      const next = ops.setDeckCopies(doc, String(deck.id), card, c % 4);
      const left = ops.ownEntry(next, "decks", String(deck.id))?.cards as Rec;
      return Object.keys(left).length === 0 ? doc : next;
    }
    case 9: {
      const zone = (["monsterHand", "itemHand", "field"] as const)[b % 3];
      if (zone === "field" && ops.cardsAt(doc, { seat: s, zone }).length >= 1) return doc;
      const card = pick(cardsOf(doc, zone === "itemHand" ? "item" : "monster"), c) ?? "";
      return ops.addCard(doc, { seat: s, zone }, card);
    }
    case 10: {
      const zone = (["monsterHand", "itemHand", "field"] as const)[b % 3];
      return ops.removeCard(doc, { seat: s, zone }, c % 3);
    }
    case 11: {
      const ids = [
        ...Object.keys(YGO_CONTENT.encounters),
        ...ops.ownList(doc, "encounters").map((e) => String(e.id)),
      ];
      const next = ops.setEncounter(doc, c % 5 === 0 ? undefined : pick(ids, b));
      return gmMonsters(next) > 0 ? next : doc;
    }
    case 12: {
      if (b % 2 === 0)
        return ops.addOwnEncounter(doc, pick(Object.values(YGO_CONTENT.encounters), c));
      // A new empty encounter gets its first monster at once, as the GM would.
      return ops.addGmMonster(
        ops.addOwnEncounter(doc),
        pick(cardsOf(doc, "monster"), c) ?? "shade-bat",
      );
    }
    case 13:
      return ops.addGmMonster(doc, pick(cardsOf(doc, "monster"), b) ?? "shade-bat");
    case 14: {
      const place = ops.gmMonsterPlace(doc);
      const next = ops.removeGmMonster(doc, b % Math.max(1, ops.cardsAt(doc, place).length));
      const own = "encounter" in place && ops.cardsAt(next, place).length === 0;
      return own || gmMonsters(next) === 0 ? doc : next;
    }
    case 15: {
      const en = ops.encounterOf(doc);
      const ownEn =
        en !== undefined && ops.ownEntry(doc, "encounters", en) !== undefined ? en : undefined;
      if (b % 4 === 0 && ownEn !== undefined)
        return ops.addCard(
          doc,
          { encounter: ownEn, zone: "traps" },
          pick(cardsOf(doc, "trap"), c) ?? "",
        );
      if (b % 4 === 1 && ownEn !== undefined)
        return ops.addCard(
          doc,
          { encounter: ownEn, zone: "hand" },
          pick(cardsOf(doc, "item"), c) ?? "",
        );
      const zone = b % 2 === 0 ? "st" : "hand";
      return ops.addCard(doc, { seat: "gm", zone }, pick(cardsOf(doc, "item"), c) ?? "");
    }
    case 16:
      return ops.removeCard(doc, { seat: "gm", zone: b % 2 === 0 ? "st" : "hand" }, c % 3);
    case 17: {
      const type = (["monster", "monster", "spell", "trap"] as const)[a % 4];
      const id = ops.freshOwnId(doc, "cards", type);
      const next = type === "monster" ? ops.addOwnMonster(doc) : ops.addOwnCard(doc, type);
      const card = ops.ownEntry(next, "cards", id);
      if (card === undefined) return next;
      const values =
        type === "monster"
          ? monsterValues(a, b, c)
          : type === "trap"
            ? { when: b % 2 === 0 ? "attack" : "summon" }
            : {
                kind: b % 2 === 0 ? "normal" : "quick",
                effects: [{ do: "damage", amount: 1 + (c % 5), to: "target" }],
              };
      return ops.setOwnEntry(next, "cards", id, { ...card, ...values });
    }
    case 18: {
      const card = pick(ops.ownList(doc, "cards"), b);
      if (card === undefined) return doc;
      const next = ops.removeOwnEntry(doc, "cards", String(card.id));
      const emptied =
        ops
          .ownList(next, "encounters")
          .some((e) => Array.isArray(e.monsters) && e.monsters.length === 0) ||
        ops.ownList(next, "decks").some((d) => Object.keys(d.cards as Rec).length === 0);
      return emptied || gmMonsters(next) === 0 ? doc : next;
    }
    case 20: {
      // The page passes the first shipped entry as the fallback; any shipped one will do here.
      const own = pick(ops.ownList(doc, "characters"), b);
      if (own === undefined) return doc;
      return ops.removeOwnEntry(doc, "characters", String(own.id), pick(shippedCharacters, c));
    }
    case 21: {
      const own = pick(ops.ownList(doc, "decks"), b);
      if (own === undefined) return doc;
      const fallback = pick(shippedDecks(own.kind === "monster" ? "monster" : "item"), c);
      return ops.removeOwnEntry(doc, "decks", String(own.id), fallback);
    }
    case 22: {
      const own = pick(ops.ownList(doc, "encounters"), b);
      if (own === undefined) return doc;
      const fallback = pick(Object.keys(YGO_CONTENT.encounters), c);
      return ops.removeOwnEntry(doc, "encounters", String(own.id), fallback);
    }
    default: {
      const own = pick(ops.ownList(doc, "characters"), b);
      if (own === undefined) return doc;
      return ops.setOwnEntry(doc, "characters", String(own.id), {
        ...own,
        jobLevel: 1 + (c % 10),
        attribute: ATTRIBUTES[a % ATTRIBUTES.length],
        attributeBonus: (a % 6) - 1,
        jobBonus: (c % 6) - 1,
      });
    }
  }
}

/** Plays the doc's YAML to its end with random bots; returns the decisions taken. */
function playToEnd(yaml: string, seed: number): number {
  const { ended, decisions } = playPrepared(yaml, seed, (i) => seed * 7 + i);
  assert.ok(ended, `the battle did not end within ${decisions} decisions`);
  return decisions;
}

const OPS = 23;
/** Steps past the last operation make new cards (op 17) again: the cards this builder is for. */
const Step = fc.tuple(fc.nat(OPS + 3), fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999)));

test("random parties and encounters built by the builders' operations read back, check clean and play to the end", () => {
  const built = new Set<number>();
  /** Operations that changed a doc at least once (a deletion needs an own entry to delete). */
  const changed = new Set<number>();
  /** Docs that ended with own entries of each list, and with more than two players. */
  const seen: Record<string, number> = {};
  const saw = (what: string, yes: boolean) => {
    if (yes) seen[what] = (seen[what] ?? 0) + 1;
  };
  fc.assert(
    fc.property(fc.array(Step, { minLength: 1, maxLength: 30 }), fc.nat(10_000), (steps, seed) => {
      let doc = start();
      for (const [drawn, draw] of steps) {
        const op = drawn >= OPS ? 17 : drawn;
        const next = step(doc, op, draw);
        built.add(op);
        if (next !== doc) changed.add(op);
        doc = next;
      }
      const yaml = roundTrips(doc);
      assert.deepEqual(checkPrep(doc), [], yaml);
      playToEnd(yaml, seed);
      for (const list of ["cards", "characters", "decks", "encounters"])
        saw(list, ops.ownList(doc, list).length > 0);
      for (const type of ["spell", "trap"])
        saw(
          type,
          ops.ownList(doc, "cards").some((c) => c.type === type),
        );
      saw("players>2", ops.seatsOf(doc).length > 2);
    }),
    { numRuns: 60, seed: 30 },
  );
  assert.equal(built.size, OPS, "every operation was drawn");
  for (const [op, what] of [
    [18, "card"],
    [20, "character"],
    [21, "deck"],
    [22, "encounter"],
  ] as const)
    assert.ok(changed.has(op), `no own ${what} was ever deleted`);
  for (const what of ["cards", "characters", "decks", "encounters", "spell", "trap", "players>2"])
    assert.ok((seen[what] ?? 0) >= 3, `few docs with ${what}: ${JSON.stringify(seen)}`);
});
