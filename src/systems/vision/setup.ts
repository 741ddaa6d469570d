/**
 * Building a Vision battle from a setup: a whole game from two decks, or a position in the
 * middle of a game (a scenario) with each seat's life, zones, attachments, damage and modifiers.
 */
import { z } from "zod";
import {
  type BattleInit,
  type BattleState,
  type CardState,
  cardMaker,
  type Json,
  type CardEntry as NamedCard,
  newState,
  ownCard,
  ownFlags,
  SetupError,
} from "../../engine/index.ts";
import { checkData } from "../shared/data-file.ts";
import { type Override, overrideBase, queueOverrides } from "../shared/overrides.ts";
import { fromTemplate } from "../shared/setup-template.ts";
import { VISION_STORE } from "./content/index.ts";
import { lowerVision } from "./lowered.ts";
import { OPENING_HAND, STARTING_LIFE } from "./rule-numbers.ts";
import { type Card, KEYWORDS, Keyword } from "./schema.ts";
import { freshFlags, keywordStat, SEATS, STACK_ZONE, zoneOf } from "./zones.ts";

/** A card named in a setup: its content id, and optionally an explicit id and sleep state. */
const CardFields = {
  card: z.string(),
  id: z
    .string()
    .regex(/^[\w-]+$/, "an id of letters, digits, - and _")
    .optional(),
  sleep: z.boolean().optional(),
};

const CardEntry = z.union([z.string(), z.object(CardFields).strict()]);

const FieldEntry = z.union([
  z.string(),
  z
    .object({
      ...CardFields,
      /** Effect damage already on it this turn. */
      damage: z.number().int().min(0).optional(),
      /** Cards set on it (equipment / talisman ids). */
      attached: z.array(CardEntry).optional(),
      /** Printed values set by hand (logged as `override` events): a character no card has. */
      attack: z.number().int().optional(),
      toughness: z.number().int().optional(),
      graze: z.number().int().min(0).optional(),
      /** Its keywords instead of the printed ones. */
      keywords: z.array(Keyword).optional(),
      /** Modifiers already on it, by layer. */
      mods: z
        .array(
          z
            .object({
              layer: z.enum(["change", "swap", "add", "always"]),
              attack: z.number().int().optional(),
              toughness: z.number().int().optional(),
              until: z.enum(["end-of-turn", "end-of-combat", "permanent"]).default("permanent"),
            })
            .strict(),
        )
        .optional(),
    })
    .strict(),
]);

const SeatSetup = z
  .object({
    life: z.number().int().optional(),
    /** A deck id from the content (shuffled with the seed) or a list of cards, top first. */
    deck: z.union([z.string(), z.array(CardEntry)]).optional(),
    /** Cards in hand, or how many to draw from the deck at the start (default 5 for a new game). */
    hand: z.union([z.array(CardEntry), z.number().int().min(0)]).optional(),
    node: z.array(CardEntry).optional(),
    field: z.array(FieldEntry).optional(),
    grave: z.array(CardEntry).optional(),
  })
  .strict();

/** The setup block of a Vision battle. */
export const VisionSetup = z
  .object({
    /** Who takes the first turn (default p1). */
    first: z.enum(SEATS).default("p1"),
    /** "game": a new game (shuffle, draw the opening hand, turn 1); "main": start in a main phase as given. */
    start: z.enum(["game", "main"]).default("game"),
    /** Turn number when starting in a main phase (turn > 1 means the first-turn draw skip is past). */
    turn: z.number().int().min(1).default(2),
    p1: SeatSetup.default({}),
    p2: SeatSetup.default({}),
  })
  .strict();
export type VisionSetup = z.infer<typeof VisionSetup>;

/** Printed values of a card as base stats: attack, toughness, graze and keyword flags. */
export function baseStats(def: Card): Record<string, number> {
  const cached = BASE_CACHE.get(def);
  if (cached !== undefined) return cached;
  const base = computeBase(def);
  BASE_CACHE.set(def, base);
  return base;
}

/** Base stats per (frozen) definition: addCard copies them, so one object per definition is safe. */
const BASE_CACHE = new WeakMap<Card, Record<string, number>>();

function computeBase(def: Card): Record<string, number> {
  if (def.type !== "character") return {};
  const base: Record<string, number> = {
    attack: def.attack,
    toughness: def.toughness,
    graze: def.graze,
  };
  for (const kw of def.keywords) base[`kw.${kw}`] = 1;
  return base;
}

/**
 * Builds the initial state; a fresh game also shuffles and deals (in its first task, with the
 * seed). Everything here but the seed's generator is a function of setup and options, so it is
 * built once per setup and copied for every battle after that (see shared/setup-template.ts).
 */
export function createVision(init: BattleInit): BattleState {
  // The state keeps the merged content's hash instead of the packs themselves (content-store.ts).
  const withContent = { ...init, options: VISION_STORE.stateOptions(init.options) };
  return fromTemplate(withContent, buildVision, withContent.options, lowerVision);
}

function buildVision(init: BattleInit): BattleState {
  const checked = checkData(init.setup ?? {}, VisionSetup);
  if ("issues" in checked) throw new SetupError(checked.issues[0].path, checked.issues[0].message);
  const setup = checked.data;
  const state = newState("vision", init.seed, [...SEATS], init.options ?? {});
  const life = (init.options?.startingLife as number | undefined) ?? STARTING_LIFE;
  const content = VISION_STORE.of(state);
  const CARDS = content.cards;
  const make = cardMaker(
    state,
    (def) =>
      Object.hasOwn(CARDS, def) ? { base: baseStats(CARDS[def]), f: freshFlags() } : undefined,
    init.ids,
  );
  const maker = {
    make: (entry: NamedCard, owner: string, zone: string, path: string) =>
      make(entry, owner, zone, path).id,
  };
  state.zones[STACK_ZONE] = [];
  state.x = {
    turn: setup.start === "game" ? 0 : setup.turn - 1,
    active: setup.start === "game" ? setup.first : setup.first === "p1" ? "p2" : "p1",
    first: setup.first,
    phase: "setup",
    life: { p1: setup.p1.life ?? life, p2: setup.p2.life ?? life },
    deckedOut: { p1: false, p2: false },
    combat: null,
    nodeSet: false,
    charPlayed: false,
  };
  const attach: [string, string][] = [];
  const mods: Json[] = [];
  const overrides: Override[] = [];
  for (const seat of SEATS) {
    for (const z of ["deck", "hand", "node", "field", "grave", "exile"] as const)
      state.zones[zoneOf(seat, z)] = [];
    const ss = setup[seat];
    const p = (rest: string) => `${seat}.${rest}`;
    (ss.field ?? []).forEach((fe, i) => {
      const e = typeof fe === "string" ? { card: fe } : fe;
      const id = maker.make(
        { card: e.card, id: e.id },
        seat,
        zoneOf(seat, "field"),
        p(`field[${i}]`),
      );
      const c = ownCard(state, id);
      if (CARDS[e.card].type !== "character")
        throw new SetupError(p(`field[${i}]`), `"${e.card}" is not a character`);
      ownFlags(c).sleep = "sleep" in e && e.sleep === true;
      ownFlags(c).dmg = "damage" in e ? (e.damage ?? 0) : 0;
      ownFlags(c).cdmg = 0;
      if ("attached" in e) {
        (e.attached ?? []).forEach((ae, j) => {
          attach.push([maker.make(ae, seat, STACK_ZONE, p(`field[${i}].attached[${j}]`)), id]);
        });
      }
      if (typeof fe !== "string") overrides.push(...overrideCharacter(c, fe));
      if ("mods" in e) for (const m of e.mods ?? []) mods.push({ target: id, ...m });
    });
    for (const [zone, list] of [
      ["hand", ss.hand],
      ["node", ss.node],
      ["grave", ss.grave],
    ] as const) {
      if (!Array.isArray(list)) continue;
      list.forEach((ce, i) => {
        const id = maker.make(ce, seat, zoneOf(seat, zone), p(`${zone}[${i}]`));
        if (zone === "node")
          ownFlags(ownCard(state, id)).sleep = typeof ce !== "string" && ce.sleep === true;
      });
    }
    if (typeof ss.deck === "string") {
      const deck = Object.hasOwn(content.decks, ss.deck) ? content.decks[ss.deck] : undefined;
      if (deck === undefined)
        throw new SetupError(
          p("deck"),
          `unknown deck "${ss.deck}" (known: ${Object.keys(content.decks).join(", ")})`,
        );
      for (const [card, n] of Object.entries(deck.cards)) {
        for (let k = 0; k < n; k++) maker.make(card, seat, zoneOf(seat, "deck"), p("deck"));
      }
    } else if (Array.isArray(ss.deck)) {
      // Listed top first; the zone array runs bottom → top.
      const ids = ss.deck.map((ce, i) =>
        maker.make(ce, seat, zoneOf(seat, "deck"), p(`deck[${i}]`)),
      );
      state.zones[zoneOf(seat, "deck")] = ids.reverse();
    }
  }
  const deal = setup.start === "game";
  state.tasks.push(
    { k: "v.turn" },
    {
      k: "v.start",
      attach,
      mods,
      deal,
      hand: { p1: handCount(setup.p1), p2: handCount(setup.p2) },
      shuffle: { p1: typeof setup.p1.deck === "string", p2: typeof setup.p2.deck === "string" },
    },
  );
  queueOverrides(state, overrides);
  return state;
}

/** A field character's printed values and keywords set by hand; returns the changes. */
function overrideCharacter(
  c: CardState,
  e: { attack?: number; toughness?: number; graze?: number; keywords?: string[] },
): Override[] {
  const out = overrideBase(c, { attack: e.attack, toughness: e.toughness, graze: e.graze });
  if (e.keywords === undefined) return out;
  const had = KEYWORDS.filter((k) => (c.base[keywordStat(k)] ?? 0) > 0);
  const want = KEYWORDS.filter((k) => e.keywords?.includes(k));
  if (had.join(",") === want.join(",")) return out;
  // Like printed cards: a keyword the card has is a stat of 1, one it lacks no stat at all.
  for (const k of KEYWORDS) {
    if (want.includes(k)) {
      c.base[keywordStat(k)] = 1;
      c.stats[keywordStat(k)] = 1;
    } else {
      delete c.base[keywordStat(k)];
      delete c.stats[keywordStat(k)];
    }
  }
  const list = (ks: string[]) => (ks.length === 0 ? "none" : ks.join(","));
  out.push({ card: c.id, stat: "keywords", from: list(had), to: list(want) });
  return out;
}

/** Cards to draw for the opening hand: a number given, else OPENING_HAND when no hand is listed. */
function handCount(ss: z.infer<typeof SeatSetup>): number {
  return typeof ss.hand === "number" ? ss.hand : Array.isArray(ss.hand) ? 0 : OPENING_HAND;
}
