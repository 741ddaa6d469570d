/**
 * Content schema for geo-march: units (ユニット), equipment (イクイップ) and skills (スキル), with
 * abilities labelled by their timings; plus sample parties for ready-made battles. Effects are
 * composed from a small vocabulary instead of code per card.
 */
import { z } from "zod";
import { contentId, KEBAB_ID, LocalizedName, LocalizedText } from "../shared/localized.ts";
import { MAX_COPIES } from "./rule-numbers.ts";

/** A text in the three log languages (names: LocalizedName; both bounded, limits.ts). */
export const Localized = LocalizedText;

/**
 * Timing labels (タイミング表記). normal [通常] · counter [反撃] · counter-attack [反撃：攻撃限定] ·
 * counter-speed [反撃：スピード限定] · speed [スピード] · fast-summon 「速攻召喚タイミングに使用を宣言」.
 * A combined label such as [通常/反撃/スピード] is the list `[normal, counter, speed]`.
 */
export const LABELS = [
  "normal",
  "counter",
  "counter-attack",
  "counter-speed",
  "speed",
  "fast-summon",
] as const;
/** One timing label. */
export const Label = z.enum(LABELS);
export type Label = z.infer<typeof Label>;

/**
 * Which units an effect touches. self: the unit using the ability · target: the chosen unit ·
 * own / enemy: every unit of that side in the battle · enemy-front: the enemy's front unit.
 */
export const UnitRef = z.enum(["self", "target", "own", "enemy", "enemy-front"]);
/** A player, from the user's point of view. */
export const PlayerRef = z.enum(["you", "opponent"]);
/** An amount: a number, or `roll` (the die rolled when the ability was declared, GEO-33). */
export const Amount = z.union([z.number().int(), z.literal("roll")]);

/** The effect vocabulary. Stat changes last until the end of the battle (GEO-50). */
export const Effect = z.discriminatedUnion("do", [
  z
    .object({
      do: z.literal("modify"),
      to: UnitRef,
      attack: Amount.optional(),
      defence: Amount.optional(),
      speed: Amount.optional(),
    })
    .strict()
    .describe("Changes units’ attack, defence or speed until the end of the battle (GEO-50)."),
  /** Adds to a player's speed total (スピード決定タイミング). */
  z
    .object({ do: z.literal("speed"), who: PlayerRef, amount: Amount })
    .strict()
    .describe("Adds to a player’s speed total (スピード決定タイミング)."),
  /** Makes units action-complete (行動完了). */
  z
    .object({ do: z.literal("exhaust"), to: UnitRef })
    .strict()
    .describe("Makes units action-complete (行動完了)."),
  /** Makes units action-incomplete (行動未完了). */
  z
    .object({ do: z.literal("ready"), to: UnitRef })
    .strict()
    .describe("Makes units action-incomplete (行動未完了)."),
  /** Damage to each unit: defeated (撃破) when its defence ≤ the amount; it does not stay. */
  z
    .object({ do: z.literal("damage"), to: UnitRef, amount: Amount })
    .strict()
    .describe("Damage: each unit whose defence is at most the amount is defeated (撃破)."),
  /** Defeats (撃破) the units outright. */
  z
    .object({ do: z.literal("defeat"), to: UnitRef })
    .strict()
    .describe("Defeats (撃破) units outright."),
]);
export type Effect = z.infer<typeof Effect>;

/** What a chosen target may be. */
export const TargetSpec = z
  .object({ side: z.enum(["any", "own", "enemy"]).default("enemy") })
  .strict();
export type TargetSpec = z.infer<typeof TargetSpec>;

/** An ability (特殊能力) of a unit, or the text of a skill card. */
export const Ability = z
  .object({
    /** Timing labels: where it may be used. */
    timing: z.array(Label).min(1),
    /** 【行動】: the unit must be action-incomplete; using it makes the unit action-complete (GEO-33). */
    action: z.boolean().default(false),
    /**
     * Uses per battle for each unit, only where the card's text sets a limit: the seed's
     * 「条件を満たしていれば何回でも使用することが可能です」 — absent, the conditions and costs are
     * the only limit. A unit's cost-free ability must state it unless its effects run out
     * (see {@link UnitCard}). Skill cards are used up anyway.
     */
    perBattle: z.number().int().min(1).optional(),
    /** Sides of a die rolled on declaration (GEO-33); effects read it as `roll`. */
    roll: z.number().int().min(2).optional(),
    target: TargetSpec.optional(),
    effects: z.array(Effect).min(1),
  })
  .strict();
export type Ability = z.infer<typeof Ability>;

const common = {
  id: contentId(KEBAB_ID, "a kebab-case id like ember-wolf"),
  name: LocalizedName,
  text: Localized.optional(),
};

/** A unit card (ユニット). */
export const UnitCard = z
  .object({
    ...common,
    type: z.literal("unit"),
    level: z.number().int().min(0),
    attack: z.number().int().min(0),
    defence: z.number().int().min(0),
    /** スピード：±X. */
    speed: z.number().int().default(0),
    /** The black level frame: may be fast-summoned (速攻召喚, GEO-02). */
    fast: z.boolean().default(false),
    /**
     * A card effect that allows fast summons (seed 004 l.19): while this unit is in its side's
     * party in the battle, every unit in that side's hand may be fast-summoned (GEO-02).
     */
    grantsFast: z.boolean().default(false),
    abilities: z.array(Ability).default([]),
  })
  .strict()
  .superRefine((card, ctx) => {
    card.abilities.forEach((ab, n) => {
      if (ab.action || ab.perBattle !== undefined || runsOut(ab)) return;
      ctx.addIssue({
        code: "custom",
        path: ["abilities", n, "perBattle"],
        message:
          "a cost-free ability whose effects can repeat forever must say how often it may be used (perBattle), as its card text does",
      });
    });
  });

/** Effects a repeat cannot add to: a unit is made action-complete, or defeated, only once. */
const RUN_OUT: ReadonlySet<string> = new Set(["exhaust", "defeat"]);

/**
 * Whether an ability's effects run out by themselves: each use can only make units
 * action-complete or defeat them, so a cost-free repeat ends when nothing is left to change.
 */
export function runsOut(ab: Ability): boolean {
  return ab.effects.every((e) => RUN_OUT.has(e.do));
}

/** An equipment card (イクイップ): modifies the unit it is equipped on. */
export const EquipCard = z
  .object({
    ...common,
    type: z.literal("equip"),
    attack: z.number().int().default(0),
    defence: z.number().int().default(0),
    speed: z.number().int().default(0),
  })
  .strict();

/** A skill card (スキル): used from hand like an ability, then discarded. */
export const SkillCard = z
  .object({ ...common, type: z.literal("skill"), ability: Ability })
  .strict();

/** Any geo-march card. */
export const Card = z.discriminatedUnion("type", [UnitCard, EquipCard, SkillCard]);
export type Card = z.infer<typeof Card>;
export type UnitCard = z.infer<typeof UnitCard>;
export type EquipCard = z.infer<typeof EquipCard>;
export type SkillCard = z.infer<typeof SkillCard>;

/** A ready-made party for sample battles: units front first, plus a hand. */
export const Party = z
  .object({
    id: contentId(),
    name: LocalizedName,
    units: z.array(z.string()).min(1),
    hand: z.array(z.string()).default([]),
  })
  .strict();
export type Party = z.infer<typeof Party>;

/** A geo on a map: its limit (リミット), neighbours, and whose home base (本陣) / outpost (拠点) it is. */
export const GeoDef = z
  .object({
    id: contentId(),
    name: LocalizedName,
    limit: z.number().int().min(0),
    adjacent: z.array(z.string()).min(1),
    home: z.enum(["p1", "p2"]).optional(),
    outpost: z.enum(["p1", "p2"]).optional(),
  })
  .strict();
export type GeoDef = z.infer<typeof GeoDef>;

/** A map of geos for a whole game (GEO-70). */
export const MapDef = z
  .object({
    id: contentId(),
    name: LocalizedName,
    geos: z.array(GeoDef).min(2),
  })
  .strict();
export type MapDef = z.infer<typeof MapDef>;

/** A deck list for a whole game: card id → copies. */
export const Deck = z
  .object({
    id: contentId(),
    name: LocalizedName,
    cards: z.record(z.string(), z.number().int().min(1).max(MAX_COPIES)),
  })
  .strict();
export type Deck = z.infer<typeof Deck>;

/** A content file: cards, parties, decks and/or maps. */
export const ContentFile = z
  .object({
    cards: z.array(Card).default([]),
    parties: z.array(Party).default([]),
    decks: z.array(Deck).default([]),
    maps: z.array(MapDef).default([]),
  })
  .strict();
export type ContentFile = z.infer<typeof ContentFile>;
