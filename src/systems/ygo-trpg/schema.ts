/**
 * Content schema for the ygo-trpg system: player characters, monsters, spells, traps, decks and
 * GM encounters. Cards are data (YAML) validated here; effects come from a small vocabulary.
 */
import { z } from "zod";
import { contentId, KEBAB_ID, LocalizedName, LocalizedText } from "../shared/localized.ts";

/** A text in the three log languages (names: LocalizedName; both bounded, limits.ts). */
export const Localized = LocalizedText;

/** Attributes (属性). Opposing pairs (反属性) are listed in `attributes.ts` (YGT-40). */
export const ATTRIBUTES = ["light", "dark", "fire", "water", "wind", "earth", "divine"] as const;
/** One attribute. */
export const Attribute = z.enum(ATTRIBUTES);

const Id = contentId(KEBAB_ID, "a kebab-case id like flame-knight");

/**
 * Who an effect touches. target: the play's chosen target · self: the card itself ·
 * you: the controller · allies: every player seat · enemies: every monster of the other side.
 */
export const EffectTo = z.enum(["target", "self", "you", "allies", "enemies", "trigger"]);

/** The effect vocabulary. Amounts are in life points (1 = 100) and printed ATK units (100s). */
export const Effect = z.discriminatedUnion("do", [
  /** Damage to a monster's life. */
  z
    .object({ do: z.literal("damage"), amount: z.number().int().min(1), to: EffectTo })
    .strict()
    .describe("Damage to a monster’s life."),
  /** Players recover life, never above 40 (YGT-02). */
  z
    .object({ do: z.literal("heal"), amount: z.number().int().min(1), to: EffectTo })
    .strict()
    .describe("Players recover life, never above 40 (YGT-02)."),
  /** Players lose life (a GM effect). */
  z
    .object({ do: z.literal("drain"), amount: z.number().int().min(1), to: EffectTo })
    .strict()
    .describe("Players lose life (a GM effect)."),
  /** Printed ATK/DEF change until the end phase (in printed units: 500 = +5 on rolls). */
  z
    .object({
      do: z.literal("boost"),
      to: EffectTo,
      atk: z.number().int().default(0),
      def: z.number().int().default(0),
    })
    .strict()
    .describe("Printed ATK/DEF change until the end phase (printed units: 500 = +5 on rolls)."),
  z
    .object({ do: z.literal("destroy"), to: EffectTo })
    .strict()
    .describe("Destroys monsters."),
  /** Only in a trap answering a summon declaration or an attack: it does not happen. */
  z
    .object({ do: z.literal("negate") })
    .strict()
    .describe("Only in a trap answering a summon declaration or an attack: it does not happen."),
  /** Draw from one of the controller's decks. */
  z
    .object({
      do: z.literal("draw"),
      deck: z.enum(["monster", "item"]),
      count: z.number().int().min(1),
    })
    .strict()
    .describe("Draw from one of the controller’s decks."),
]);
export type Effect = z.infer<typeof Effect>;

/** What a chosen target may be. */
export const TargetKind = z.enum(["enemy-monster", "own-monster", "none"]);

/** A monster card (モンスター). */
export const MonsterCard = z
  .object({
    id: Id,
    type: z.literal("monster"),
    name: LocalizedName,
    text: Localized.optional(),
    /** Level = stars (星の数). */
    level: z.number().int().min(1).max(12),
    attribute: Attribute,
    /** Type (種族), declared with the level at summon. */
    race: z.string().min(1),
    /** Printed ATK / DEF (4-digit card values). */
    atk: z.number().int().min(0),
    def: z.number().int().min(0),
    /** A boss's printed life; others have 2X+8 (YGT-25). */
    life: z.number().int().min(1).optional(),
    /** How it is summoned: normal summon, special summon, or synchro (special, costs 10 life). */
    summon: z.enum(["normal", "special", "synchro"]).default("normal"),
    /** Effects that resolve in the end phase while it is on the field (YGT-31). */
    endPhase: z.array(Effect).default([]),
  })
  .strict();

/** A spell card (魔法): normal, quick-play (速攻), continuous (永続) or field (フィールド). */
export const SpellCard = z
  .object({
    id: Id,
    type: z.literal("spell"),
    name: LocalizedName,
    text: Localized.optional(),
    kind: z.enum(["normal", "quick", "continuous", "field"]),
    target: TargetKind.default("none"),
    effects: z.array(Effect).default([]),
    /** Continuous / field spells: summons allowed per turn while it is face up (YGT-16). */
    limits: z
      .object({ normal: z.number().int().min(0), special: z.number().int().min(0) })
      .strict()
      .optional(),
    /** Effects that resolve in the end phase while it is face up (YGT-31). */
    endPhase: z.array(Effect).default([]),
  })
  .strict();

/** A trap card (罠). It is set first and can be activated from a later turn on (YGT-17). */
export const TrapCard = z
  .object({
    id: Id,
    type: z.literal("trap"),
    name: LocalizedName,
    text: Localized.optional(),
    /** When it can be activated: on a summon declaration, on an attack declaration, or in the spell/trap phase. */
    when: z.enum(["summon", "attack", "phase"]),
    target: TargetKind.default("none"),
    effects: z.array(Effect).min(1),
  })
  .strict();

/** Any card. */
export const Card = z.discriminatedUnion("type", [MonsterCard, SpellCard, TrapCard]);
export type Card = z.infer<typeof Card>;
export type MonsterCard = z.infer<typeof MonsterCard>;
export type SpellCard = z.infer<typeof SpellCard>;
export type TrapCard = z.infer<typeof TrapCard>;

/** A player character sheet (YGT-15, YGT-41). */
export const Character = z
  .object({
    id: Id,
    name: LocalizedName,
    /** Specialty job (得意ジョブ) and its level: the field size. */
    job: Localized,
    jobLevel: z.number().int().min(1).max(10),
    attribute: Attribute,
    /** Summon-check bonuses from the character sheet. */
    attributeBonus: z.number().int(),
    jobBonus: z.number().int(),
    monsterDeck: Id,
    itemDeck: Id,
  })
  .strict();
export type Character = z.infer<typeof Character>;

/** A deck list: card id → copies. */
export const Deck = z
  .object({
    id: Id,
    name: LocalizedName,
    kind: z.enum(["monster", "item"]),
    cards: z.record(z.string(), z.number().int().min(1).max(3)),
  })
  .strict();
export type Deck = z.infer<typeof Deck>;

/** A GM encounter: the monsters on the GM's field and the traps set beforehand. */
export const Encounter = z
  .object({
    id: Id,
    name: LocalizedName,
    monsters: z.array(Id).min(1),
    /** Traps the GM has set before the battle (they count as set in an earlier turn). */
    traps: z.array(Id).default([]),
    /** Spells and traps the GM holds. */
    hand: z.array(Id).default([]),
  })
  .strict();
export type Encounter = z.infer<typeof Encounter>;

/** A content file: any of the lists. */
export const ContentFile = z
  .object({
    cards: z.array(Card).default([]),
    characters: z.array(Character).default([]),
    decks: z.array(Deck).default([]),
    encounters: z.array(Encounter).default([]),
  })
  .strict();
export type ContentFile = z.infer<typeof ContentFile>;
