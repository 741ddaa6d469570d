/**
 * Content schema of the magical-girl TRPG: magical girls and enemies (attributes, HP, MP, skills,
 * weapons, abilities), weapons (DP, weight, damage formula of MGR-51), abilities (DP + MP cost and
 * effect) and skills (combat or life category). Everything is YAML validated here.
 */
import { z } from "zod";
import { contentId, LocalizedName, LocalizedText } from "../shared/localized.ts";
import { DEFAULT_DP_CAP, MAX_EXTRA_ATTACKS } from "./rule-numbers.ts";

/** magical-girl's content ids: lower-case letters, digits and hyphens, in any order. */
const MG_ID = /^[a-z0-9-]+$/;

/** A text in the three log languages (names: LocalizedName; both bounded, limits.ts). */
export const Localized = LocalizedText;

/** Damage types (MGR-50): physical slash 撕裂 / pierce 穿透 / blunt 钝击, magical fire / ice / lightning. */
export const DAMAGE_TYPES = ["slash", "pierce", "blunt", "fire", "ice", "lightning"] as const;
/** A damage type (validated). */
export const DamageType = z.enum(DAMAGE_TYPES);
export type DamageType = z.infer<typeof DamageType>;

/** A dice expression such as `1d8`, `2d6+1` or `0` (checked when the content loads). */
const DiceText = z.string().min(1);

/**
 * A weapon. `dp` is its attack cost (the seed's base 4 DP already adjusted for weight by the
 * content author). Damage follows MGR-51: (damage × weightMul + weightBonus) × attrMul + extra + bonus.
 */
export const Weapon = z
  .object({
    id: contentId(MG_ID),
    name: LocalizedName,
    /** Skill used for the hit check (武器命中检定). */
    skill: z.string(),
    ranged: z.boolean().default(false),
    dp: z.number().int().min(0),
    weight: z.number().min(0),
    damage: DiceText,
    type: DamageType,
    weightMul: z.number().min(0).default(1),
    weightBonus: z.number().int().default(0),
    attrMul: z.number().min(0).default(1),
    extra: DiceText.default("0"),
    bonus: z.number().int().default(0),
    /** The attack itself inflicts a wound on a hit (MGR-52: extreme success raises light to heavy). */
    wound: z.enum(["none", "light"]).default("none"),
  })
  .strict();
export type Weapon = z.infer<typeof Weapon>;

/** What an ability does. */
export const AbilityEffect = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("attack"),
      /** Skill for the hit check. */
      skill: z.string(),
      ranged: z.boolean().default(true),
      damage: DiceText,
      type: DamageType,
      bonus: z.number().int().default(0),
      /** An area attack (AOE): every foe at the target's position is attacked (MGR-36). */
      area: z.boolean().default(false),
    })
    .strict()
    .describe("An attack: a hit check with the skill, then damage of the type."),
  z
    .object({
      kind: z.literal("heal"),
      amount: DiceText,
      /** Wound healing by MP (MGR-63): light → none, heavy → light. */
      cure: z.boolean().default(false),
    })
    .strict()
    .describe("Heals HP; with cure, also a wound step (MGR-63)."),
]);
export type AbilityEffect = z.infer<typeof AbilityEffect>;

/** An ability (能力): costs DP and MP (MGR-25). */
export const Ability = z
  .object({
    id: contentId(MG_ID),
    name: LocalizedName,
    dp: z.number().int().min(0),
    mp: z.number().int().min(0),
    /** "enemy": a foe; "ally": self or an ally. */
    target: z.enum(["enemy", "ally"]),
    effect: AbilityEffect,
  })
  .strict();
export type Ability = z.infer<typeof Ability>;

/**
 * A magical item (魔法物品). Seed l.30: 「某些魔法物品或特殊物件也会需要用一个动作来使用」 — an item
 * with `dp` needs an action of that many DP to use; one without is used like any object (the
 * turn's one free interaction, else 1 DP). Each carried item is used up when used.
 */
export const Item = z
  .object({
    id: contentId(MG_ID),
    name: LocalizedName,
    /** The action using it takes (DP), when it needs one. */
    dp: z.number().int().min(1).optional(),
    /** Its weight for carrying and throwing (MGR-27, 70). */
    weight: z.number().min(0).default(1),
    /** "enemy": a foe; "ally": self or an ally. */
    target: z.enum(["enemy", "ally"]),
    effect: AbilityEffect,
  })
  .strict();
export type Item = z.infer<typeof Item>;

/**
 * An object on the map (物件, seed l.29–31): a door to open or close, a lever to pull, a crate to
 * open (what it holds then lies at its position), or a plain thing. Any of them may be thrown
 * (MGR-70: weight > 40 halves the range, > 70 cannot be thrown) for `damage` when it hits.
 */
export const MapObject = z
  .object({
    id: contentId(MG_ID),
    name: LocalizedName,
    kind: z.enum(["door", "lever", "crate", "thing"]),
    weight: z.number().min(0),
    /** Damage when thrown and it hits (reading: the seed gives none; like bare hands, 1d3 blunt). */
    damage: DiceText.default("1d3"),
    type: DamageType.default("blunt"),
    /** A crate's contents (item ids), lying at its position once it is opened. */
    holds: z.array(z.string()).default([]),
    /** Stuck or heavy (a jammed door, large machinery): the KP prices using it as an action (l.31). */
    heavy: z.boolean().default(false),
    /** A door that starts open (doors start closed). */
    open: z.boolean().default(false).describe("A door only: it starts open (doors start closed)."),
    /** A lever's doors (on the same map): pulling it opens each closed one and closes each open one. */
    controls: z
      .array(z.string())
      .default([])
      .describe(
        "A lever only: doors of the same map it works — pulling it opens each closed one and closes each open one.",
      ),
  })
  .strict();
export type MapObject = z.infer<typeof MapObject>;

/**
 * A trait (特性), MGR-24, seed l.50: 「某些特性，可能允许你在不消耗额外dp的情况下，发动多于一次攻击」 — some traits
 * let an attack action strike more than once without paying more DP. `extraAttacks`: how many
 * attacks beyond the first one attack action makes (the seed gives no number: the content does).
 */
export const Trait = z
  .object({
    id: contentId(MG_ID),
    name: LocalizedName,
    extraAttacks: z
      .number()
      .int()
      .min(1)
      .max(MAX_EXTRA_ATTACKS)
      .describe(
        "Attacks beyond the first that one attack action (a weapon or bare hands, on her own turn) makes without paying DP again (seed l.50).",
      ),
  })
  .strict();
export type Trait = z.infer<typeof Trait>;

/** A skill and its category (combat 战斗技能 / life 生活技能). */
export const Skill = z
  .object({
    id: contentId(MG_ID),
    name: LocalizedName,
    category: z.enum(["combat", "life"]),
  })
  .strict();
export type Skill = z.infer<typeof Skill>;

/** A magical girl or an enemy: attributes on the d100 scale, HP, MP, skills in percent. */
export const Character = z
  .object({
    id: contentId(MG_ID),
    name: LocalizedName,
    /** 力量 */
    str: z.number().int().min(1),
    /** 敏捷 */
    agi: z.number().int().min(1),
    /** 坚韧性: the parry die 1dDEF. */
    def: z.number().int().min(1),
    /** 体型 */
    size: z.number().int().min(1),
    hp: z.number().int().min(1),
    mp: z.number().int().min(0).default(0),
    /** DP cap (MGR-21: 15 unless an innate ability raises it). */
    dpCap: z.number().int().min(1).default(DEFAULT_DP_CAP),
    skills: z.record(z.string(), z.number().int().min(0).max(100)),
    weapons: z.array(z.string()).default([]),
    abilities: z.array(z.string()).default([]),
    /** Traits (特性, content `traits`): extra attacks per attack action (seed l.50). */
    traits: z
      .array(z.string())
      .default([])
      .describe("Trait ids (content `traits`): extra attacks per attack action (seed l.50)."),
  })
  .strict();
export type Character = z.infer<typeof Character>;

/** A map position: its cover (MGR-29) and whether it is dangerous terrain (MGR-27). */
export const MapPosition = z
  .object({
    id: contentId(MG_ID),
    name: LocalizedName,
    cover: z.enum(["none", "half", "full"]).default("none"),
    danger: z.boolean().default(false),
    /** Objects standing here (doors, levers, crates, things). */
    objects: z.array(MapObject).default([]),
  })
  .strict();

/** A simple map: named positions and the distances between them in metres. */
export const BattleMap = z
  .object({
    id: contentId(MG_ID),
    name: LocalizedName,
    positions: z.array(MapPosition).min(1),
    distances: z.array(
      z
        .object({
          from: z.string(),
          to: z.string(),
          m: z.number().min(0),
          door: z
            .string()
            .optional()
            .describe(
              "A door of the same map the way goes through: the two positions connect (for moving and throwing) only while it is open.",
            ),
        })
        .strict(),
    ),
  })
  .strict();
export type BattleMap = z.infer<typeof BattleMap>;

/** One content file: any of the lists. */
export const ContentFile = z
  .object({
    skills: z.array(Skill).default([]),
    weapons: z.array(Weapon).default([]),
    abilities: z.array(Ability).default([]),
    items: z.array(Item).default([]),
    traits: z.array(Trait).default([]),
    girls: z.array(Character).default([]),
    enemies: z.array(Character).default([]),
    maps: z.array(BattleMap).default([]),
  })
  .strict();
export type ContentFile = z.infer<typeof ContentFile>;
